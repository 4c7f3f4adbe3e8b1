package model

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"maps"
	"strings"
	"unicode/utf8"

	"github.com/giosudoku/sudoku/solver"
)

// OpenSudoku's XML (.opensudoku). The first schema has no version:
//
//	<opensudoku>
//	  <name>Easy</name> <author>…</author> <level>easy</level> …
//	  <game data="0790…"/> …
//	</opensudoku>
//
// Version 2 groups games in folders and adds the player's state:
//
//	<opensudoku version="2">
//	  <folder name="Easy" created="…">
//	    <game created="…" state="…" time="…" data="version: 3&#10;0|0|1|7|0|0|…" note="…"/>
//	  </folder>
//	</opensudoku>
//
// The data of a game is 81 digits (0 empty) or "version: N" followed by a
// cell list "value|note|editable|" ×81; the cells that are not editable are
// the givens, the others are the player's and are dropped.

// openSudokuMeta maps the first schema's elements to Entry.Meta keys; "name"
// becomes Entry.Name (key ""). ok is false for other elements.
func openSudokuMeta(element string) (key string, ok bool) {
	switch element {
	case "name":
		return "", true
	case "author", "description", "comment", "source", "level":
		return element, true
	case "created":
		return "date", true
	case "sourceURL":
		return "url", true
	}
	return "", false
}

// readOpenSudoku reads every <game> of an OpenSudoku file.
func readOpenSudoku(file string, text []byte) (Collection, error) {
	c := Collection{File: file, Format: FormatOpenSudoku}
	sink := entrySink{file: file}
	d := xml.NewDecoder(bytes.NewReader(text))
	d.CharsetReader = openSudokuCharset
	var (
		root, inText bool
		depth        int
		textKey      string
		buf          []byte
		name         string
		meta         map[string]string
	)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line, _ := d.InputPos()
			fe := &FileError{File: file, Line: line, Reason: FileReadFailed, Text: err.Error(), Err: err}
			var se *xml.SyntaxError
			var ce openSudokuCharsetError
			switch {
			case errors.As(err, &se):
				fe.Line, fe.Reason, fe.Text = se.Line, FileXMLSyntax, se.Msg
			case errors.As(err, &ce):
				fe.Reason, fe.Text = FileEncoding, string(ce)
			}
			if !root {
				fe.Err = ErrNotSudoku
				return Collection{File: file}, fe
			}
			if len(sink.entries) == 0 {
				return Collection{File: file}, fe
			}
			sink.add(Entry{Line: line, Err: fe})
			c.Entries = sink.entries
			return c, nil
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if !root {
				if t.Name.Local != "opensudoku" {
					return Collection{File: file}, newFileError(file, 0, ErrNotSudoku)
				}
				root = true
				continue
			}
			switch t.Name.Local {
			case "folder":
				name = openSudokuAttr(t, "name")
			case "game":
				line, _ := d.InputPos()
				e := openSudokuEntry(file, line, openSudokuAttr(t, "data"), t)
				if e.Err == nil {
					e.Name = name
					e.Meta = maps.Clone(meta)
					if note := strings.TrimSpace(openSudokuAttr(t, "note")); note != "" {
						if e.Meta == nil {
							e.Meta = map[string]string{}
						}
						e.Meta["comment"] = note
					}
				}
				if !sink.add(e) {
					c.Entries = sink.entries
					return c, nil
				}
			default:
				if key, ok := openSudokuMeta(t.Name.Local); ok && depth == 2 {
					inText, textKey, buf = true, key, buf[:0]
				}
			}
		case xml.EndElement:
			depth--
			if inText && depth == 1 {
				v := strings.TrimSpace(string(buf))
				switch {
				case textKey == "":
					name = v
				case v != "":
					if meta == nil {
						meta = map[string]string{}
					}
					meta[textKey] = v
				}
				inText = false
			}
			if t.Name.Local == "folder" {
				name = ""
			}
		case xml.CharData:
			if inText {
				buf = append(buf, t...)
			}
		}
	}
	if !root {
		return Collection{File: file}, newFileError(file, 0, ErrNotSudoku)
	}
	if len(sink.entries) == 0 {
		return Collection{File: file}, newFileError(file, 0, ErrNoGrid)
	}
	c.Entries = sink.entries
	return c, nil
}

// openSudokuEntry reads the data of one <game>.
func openSudokuEntry(file string, line int, data string, t xml.StartElement) Entry {
	if !openSudokuHasAttr(t, "data") {
		return Entry{Line: line, Err: bad(FileGameNoData, 0).at(file, line)}
	}
	g, fe := openSudokuGrid(data)
	if fe != nil {
		return Entry{Line: line, Err: fe.at(file, line)}
	}
	return checkedEntry(file, line, g)
}

// openSudokuGrid reads a game's data: 81 digits ('.' also taken for an
// empty cell) or a "version: N" cell list of which the givens are kept.
func openSudokuGrid(data string) (solver.Grid, *FileError) {
	var g solver.Grid
	s := strings.TrimSpace(data)
	if rest, ok := strings.CutPrefix(s, "version:"); ok {
		rest = strings.TrimLeft(rest, " \t")
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 {
			return g, bad(FileGameVersion, 0)
		}
		fields := strings.FieldsFunc(rest[i:], func(r rune) bool {
			return r == '|' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
		})
		if len(fields)%3 != 0 || len(fields) != 3*81 {
			return g, bad(FileGameFields, len(fields))
		}
		for c := range g {
			v, editable := fields[3*c], fields[3*c+2]
			if len(v) != 1 || v[0] < '0' || v[0] > '9' {
				return solver.Grid{}, &FileError{Reason: FileGameValue, Cell: c, Text: v}
			}
			if editable != "0" && editable != "1" {
				return solver.Grid{}, &FileError{Reason: FileGameEditable, Cell: c, Text: editable}
			}
			if editable == "0" {
				g[c] = v[0] - '0'
			}
		}
		return g, nil
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isCellByte(s[i]) {
			r, _ := utf8.DecodeRuneInString(s[i:])
			return solver.Grid{}, &FileError{Reason: FileGameChar, Text: string(r), N: utf8.RuneCountInString(s[:i]) + 1}
		}
		if n < 81 {
			g[n] = cellByteValue(s[i])
		}
		n++
	}
	if n != 81 {
		return solver.Grid{}, &FileError{Reason: FileGameCells, N: n}
	}
	return g, nil
}

func openSudokuAttr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func openSudokuHasAttr(t xml.StartElement, name string) bool {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return true
		}
	}
	return false
}

// openSudokuCharset lets the decoder read files declared in ASCII, Latin-1
// (Windows-1252 read as Latin-1) or UTF-16 (already converted to UTF-8 by
// decodeFileText).
func openSudokuCharset(charset string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(charset) {
	case "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be", "utf8":
		return input, nil
	case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "windows-1252", "cp1252":
		b, err := io.ReadAll(input)
		if err != nil {
			return nil, err
		}
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		return strings.NewReader(string(rs)), nil
	}
	return nil, openSudokuCharsetError(charset)
}

// openSudokuCharsetError names an encoding the reader does not know.
type openSudokuCharsetError string

func (e openSudokuCharsetError) Error() string {
	return fmt.Sprintf("unsupported encoding %q", string(e))
}
