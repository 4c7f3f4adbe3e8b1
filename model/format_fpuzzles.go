package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/giosudoku/sudoku/internal/lzstring"
	"github.com/giosudoku/sudoku/solver"
)

// Puzzle links (docs/formats.md, "Puzzle links"): the f-puzzles form that
// players exchange, as an f-puzzles link (https://www.f-puzzles.com/?load=DATA),
// a SudokuPad link (https://sudokupad.app/fpuzzlesDATA) or the bare DATA.
// DATA is a JSON object compressed by LZ-String in its base64 form; its
// cells, regions, diagonals, extra regions and cages are mapped onto a
// Geometry, and every other constraint is refused by name. A file or a
// pasted text of such links holds one a line.

// maxLinkText caps the JSON a link decompresses to, in UTF-16 units: far
// more than any puzzle of ours needs, and well under the memory a hostile
// link could otherwise claim.
const maxLinkText = 4 << 20

// IsPuzzleLink reports whether the first line of data that is neither
// blank nor a # comment is a puzzle link: an f-puzzles or SudokuPad
// address, or bare f-puzzles data (a word that decompresses to a JSON
// object).
func IsPuzzleLink(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	for len(data) > 0 {
		line := data
		if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if t := strings.TrimSpace(string(line)); t != "" && !strings.HasPrefix(t, "#") {
			return linkLike(t)
		}
	}
	return false
}

// linkLike reports whether one line is a puzzle link (whether or not it
// can be read).
func linkLike(t string) bool {
	if _, _, ok := linkSite(t); ok {
		return true
	}
	if len(t) < 16 || strings.ContainsAny(t, " \t") {
		return false
	}
	_, _, err := linkJSON(t)
	return err == nil
}

// PuzzleLinkName is what messages call a link given on its own (an
// argument, a launch's request): the site's host, or the start of bare
// data; never a slash, so it reads as a file name.
func PuzzleLinkName(link string) string {
	link = strings.TrimSpace(link)
	if host, _, ok := linkSite(link); ok {
		return host
	}
	return truncate(link, 16)
}

// linkSite returns the host of an address on one of the sites (in lower
// case, without "www."), the part after it, and whether t is such an
// address.
func linkSite(t string) (host, path string, ok bool) {
	lower := strings.ToLower(t[:min(len(t), len("https://"))])
	for _, scheme := range []string{"https://", "http://", ""} {
		if !strings.HasPrefix(lower, scheme) {
			continue
		}
		rest := t[len(scheme):]
		host, path = rest, ""
		if i := strings.IndexAny(rest, "/?#"); i >= 0 {
			host, path = rest[:i], strings.TrimPrefix(rest[i:], "/")
		}
		host = strings.TrimPrefix(strings.ToLower(host), "www.")
		switch host {
		case "f-puzzles.com", "sudokupad.app", "beta.sudokupad.app", "app.crackingthecryptic.com":
			return host, path, true
		}
	}
	return "", "", false
}

// readPuzzleLinks reads each line of data that is not blank and not a #
// comment as a puzzle link, the entry at its line.
func readPuzzleLinks(file string, data []byte) ([]VariantEntry, error) {
	if len(data) > MaxFileSize {
		return nil, &FileError{File: file, Reason: FileTooLarge, N: MaxFileSize >> 20}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	text := strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	var out []VariantEntry
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, err := readPuzzleLink(t)
		if err != nil {
			err.File, err.Line = file, i+1
			if len(lines) == 1 {
				err.Line = 0 // a link on its own: no line to name
			}
			out = append(out, VariantEntry{Line: i + 1, Err: err})
			continue
		}
		out = append(out, VariantEntry{Line: i + 1, Puzzle: p})
	}
	if len(out) == 0 {
		return nil, &FileError{File: file, Reason: FileNoGrid, Err: ErrNoGrid}
	}
	return out, nil
}

// ReadPuzzleLink reads one puzzle link (an address or bare data); an error
// is a *FileError naming source.
func ReadPuzzleLink(source, link string) (VariantPuzzle, error) {
	p, err := readPuzzleLink(strings.TrimSpace(link))
	if err != nil {
		err.File = source
		return VariantPuzzle{}, err
	}
	return p, nil
}

// readPuzzleLink reads one link; the error has no file or line yet.
func readPuzzleLink(t string) (VariantPuzzle, *FileError) {
	data := t
	if host, path, ok := linkSite(t); ok {
		var fe *FileError
		if data, fe = linkData(host, path); fe != nil {
			return VariantPuzzle{}, fe
		}
	}
	obj, text, err := linkJSON(data)
	if err != nil {
		if text != "" {
			return VariantPuzzle{}, &FileError{Reason: FileLinkNotFPuzzles, Err: err}
		}
		return VariantPuzzle{}, &FileError{Reason: FileLinkData, Err: err}
	}
	return fpuzzlesPuzzle(obj)
}

// linkData finds the f-puzzles data in an address (path is what follows
// the host), or says why there is none to read.
func linkData(host, path string) (string, *FileError) {
	if host == "f-puzzles.com" {
		q := path
		if i := strings.IndexByte(q, '?'); i >= 0 {
			q = q[i+1:]
		}
		for _, kv := range strings.Split(q, "&") {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "load":
				return v, nil
			case "id":
				return "", &FileError{Reason: FileLinkNetwork, Text: truncate(v, 20)}
			}
		}
		return "", &FileError{Reason: FileLinkNoData}
	}
	// SudokuPad: the puzzle is the path after the host (after "sudoku/"
	// on the older address), or its puzzleid parameter.
	id := path
	if i := strings.IndexByte(id, '?'); i >= 0 {
		for _, kv := range strings.Split(id[i+1:], "&") {
			if k, v, _ := strings.Cut(kv, "="); k == "puzzleid" {
				id = v
				break
			}
		}
		if i := strings.IndexByte(id, '?'); i >= 0 {
			id = id[:i]
		}
	}
	id = strings.TrimPrefix(id, "sudoku/")
	id = strings.TrimPrefix(id, "puzzle/")
	if i := strings.IndexByte(id, '#'); i >= 0 {
		id = id[:i]
	}
	switch {
	case strings.HasPrefix(id, "fpuzzles"):
		return id[len("fpuzzles"):], nil
	case id == "":
		return "", &FileError{Reason: FileLinkNoData}
	case strings.HasPrefix(id, "scl"), strings.HasPrefix(id, "ctc"), strings.HasPrefix(id, "scf"):
		return "", &FileError{Reason: FileLinkSudokuPad, Text: id[:3]}
	}
	return "", &FileError{Reason: FileLinkNetwork, Text: truncate(id, 20)}
}

// linkJSON decompresses f-puzzles data and decodes its JSON object: text
// is the decompressed text ("" when it could not be decompressed).
func linkJSON(data string) (obj map[string]json.RawMessage, text string, err error) {
	if strings.Contains(data, "%") {
		if u, err := url.PathUnescape(data); err == nil {
			data = u
		}
	}
	// A '+' read as a blank by a form decoder.
	data = strings.ReplaceAll(data, " ", "+")
	alphabet := lzstring.Base64
	if strings.ContainsAny(data, "-$") {
		alphabet = lzstring.URI
	}
	text, err = lzstring.Decompress(data, alphabet, maxLinkText)
	if err != nil {
		return nil, "", err
	}
	if text == "" {
		return nil, "", lzstring.ErrTruncated
	}
	if err := json.Unmarshal([]byte(text), &obj); err != nil {
		return nil, text, err
	}
	if obj == nil {
		return nil, text, errors.New("null")
	}
	return obj, text, nil
}

// fpuzzlesCell is a cell of the grid of an f-puzzles puzzle.
type fpuzzlesCell struct {
	Value  json.RawMessage `json:"value"`
	Given  bool            `json:"given"`
	Region *int            `json:"region"`
	// Pencil marks given with the puzzle restrict the cell: a constraint
	// of its own.
	GivenPencilMarks json.RawMessage `json:"givenPencilMarks"`
}

// fpuzzlesCage is a cage or an extra region.
type fpuzzlesCage struct {
	Cells []string        `json:"cells"`
	Value json.RawMessage `json:"value"`
}

// fpuzzlesIgnored are the keys of an f-puzzles object that say nothing
// about the rules: the description (the title and author are kept as the
// puzzle's label: linkLabel), the solution, and the site's settings.
var fpuzzlesIgnored = map[string]bool{
	"title": true, "author": true, "ruleset": true, "solution": true,
	"disabledlogic": true, "truecandidatesoptions": true, "highlightConflicts": true,
}

// fpuzzlesPuzzle maps an f-puzzles object onto a puzzle of ours.
func fpuzzlesPuzzle(obj map[string]json.RawMessage) (VariantPuzzle, *FileError) {
	notPuzzle := func(field string) *FileError {
		return &FileError{Reason: FileLinkNotFPuzzles, Err: errors.New(field)}
	}
	var grid [][]fpuzzlesCell
	if err := json.Unmarshal(obj["grid"], &grid); err != nil || len(grid) == 0 {
		return VariantPuzzle{}, notPuzzle("grid")
	}
	// The size, or the grid's when it is left out.
	size := len(grid)
	if raw, ok := obj["size"]; ok {
		if err := json.Unmarshal(raw, &size); err != nil {
			return VariantPuzzle{}, notPuzzle("size")
		}
	}
	if size != 9 {
		return VariantPuzzle{}, &FileError{Reason: FileLinkSize, N: size}
	}
	if len(grid) != 9 {
		return VariantPuzzle{}, notPuzzle("grid")
	}
	// The constraints we do not play, named by their keys in the order of
	// the keys (sorted, so the message does not depend on the map).
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var diagonals []string
	var cages []fpuzzlesCage
	var extra []fpuzzlesCage
	for _, k := range keys {
		raw := obj[k]
		if k == "size" || k == "grid" || fpuzzlesIgnored[k] || fpuzzlesEmpty(raw) {
			continue
		}
		switch k {
		case "diagonal+", "diagonal-":
			var on bool
			if json.Unmarshal(raw, &on) != nil {
				return VariantPuzzle{}, notPuzzle(k)
			}
			diagonals = append(diagonals, k)
		case "killercage", "cage":
			var cs []fpuzzlesCage
			if json.Unmarshal(raw, &cs) != nil {
				return VariantPuzzle{}, notPuzzle(k)
			}
			cages = append(cages, cs...)
		case "extraregion":
			if json.Unmarshal(raw, &extra) != nil {
				return VariantPuzzle{}, notPuzzle(k)
			}
		default:
			return VariantPuzzle{}, &FileError{Reason: FileLinkConstraint, Text: truncate(k, 30)}
		}
	}
	var (
		givens   solver.Grid
		regions  = boxRegionsOf()
		jigsaw   bool
		variants []solver.Variant
	)
	for r, row := range grid {
		if len(row) != 9 {
			return VariantPuzzle{}, notPuzzle("grid")
		}
		for k, cell := range row {
			c := r*9 + k
			if !fpuzzlesEmpty(cell.GivenPencilMarks) {
				return VariantPuzzle{}, &FileError{Reason: FileLinkConstraint, Text: "givenPencilMarks"}
			}
			if cell.Region != nil {
				if *cell.Region < 0 || *cell.Region > 8 {
					return VariantPuzzle{}, &FileError{Reason: FileVariantInvalid,
						Err: &solver.RegionError{Region: *cell.Region, Cell: c, Reason: "number"}}
				}
				if uint8(*cell.Region) != regions[c] {
					jigsaw = true
				}
				regions[c] = uint8(*cell.Region)
			}
			if !cell.Given || fpuzzlesEmpty(cell.Value) {
				continue // a digit the player wrote is not a clue
			}
			d, ok := fpuzzlesNumber(cell.Value)
			if !ok || d < 1 || d > 9 {
				return VariantPuzzle{}, &FileError{Reason: FileLinkValue, Cell: c, Text: fpuzzlesText(cell.Value)}
			}
			givens[c] = uint8(d)
		}
	}
	switch len(diagonals) {
	case 1:
		return VariantPuzzle{}, &FileError{Reason: FileLinkOneDiagonal, Text: strings.TrimPrefix(diagonals[0], "diagonal")}
	case 2:
		variants = append(variants, solver.XSudoku)
	}
	if len(extra) > 0 {
		if !fpuzzlesWindows(extra) {
			return VariantPuzzle{}, &FileError{Reason: FileLinkConstraint, Text: "extraregion"}
		}
		variants = append(variants, solver.Windoku)
	}
	if jigsaw {
		variants = append(variants, solver.Jigsaw)
	}
	var killer []solver.Cage
	for i, cg := range cages {
		if fpuzzlesEmpty(cg.Value) {
			return VariantPuzzle{}, &FileError{Reason: FileLinkCageNoSum, N: i + 1}
		}
		sum, ok := fpuzzlesNumber(cg.Value)
		if !ok || sum < 1 || sum > 45 {
			return VariantPuzzle{}, &FileError{Reason: FileLinkCageSum, N: i + 1, Text: fpuzzlesText(cg.Value)}
		}
		cage := solver.Cage{Sum: sum}
		for _, name := range cg.Cells {
			c, ok := parseVariantCell(name)
			if !ok {
				return VariantPuzzle{}, &FileError{Reason: FileVariantCageCell, Text: truncate(name, 10)}
			}
			cage.Cells = append(cage.Cells, c)
		}
		killer = append(killer, cage)
	}
	if len(killer) > 0 {
		variants = append(variants, solver.Killer)
	}
	if len(variants) > 1 {
		return VariantPuzzle{}, &FileError{Reason: FileLinkCombined, N: int(variants[0]), M: int(variants[1])}
	}
	g := solver.GeometryOf(solver.Classic)
	var err error
	if len(variants) == 1 {
		switch variants[0] {
		case solver.Jigsaw:
			g, err = solver.JigsawGeometry(regions)
		case solver.Killer:
			g, err = solver.KillerGeometry(killer)
		default:
			g = solver.GeometryOf(variants[0])
		}
	}
	if err == nil {
		err = g.Check(givens)
	}
	if err != nil {
		return VariantPuzzle{}, &FileError{Reason: FileVariantInvalid, Err: err}
	}
	return VariantPuzzle{Geometry: g, Givens: givens, Title: linkLabel(obj["title"]), Author: linkLabel(obj["author"])}, nil
}

// maxLinkLabel is the most runes of a link's title or author kept.
const maxLinkLabel = 60

// linkLabel cleans a link's title or author for a one-line label: a JSON
// string with its control and format characters (line breaks, bidi
// overrides) made blanks, runs of blanks made one, at most maxLinkLabel
// runes (then "…"); "" for anything that is not a string. The words are
// the puzzle's description, never a reason to refuse it.
func linkLabel(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return ""
	}
	s = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError {
			return ' '
		}
		return r
	}, s)), " ")
	if r := []rune(s); len(r) > maxLinkLabel {
		s = strings.TrimRight(string(r[:maxLinkLabel]), " ") + "…"
	}
	return s
}

// boxRegionsOf gives each cell its box, the region of an f-puzzles cell
// without one of its own.
func boxRegionsOf() [81]uint8 {
	var r [81]uint8
	for c := range r {
		r[c] = uint8(c/27*3 + c%9/3)
	}
	return r
}

// fpuzzlesEmpty reports whether a value is absent, null, false, "", an
// empty list or object, or a list of those: a constraint with nothing in
// it. (One level of list only: the time stays linear on any input.)
func fpuzzlesEmpty(raw json.RawMessage) bool {
	if fpuzzlesNothing(raw) {
		return true
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) != nil {
		return false
	}
	for _, x := range list {
		if !fpuzzlesNothing(x) {
			return false
		}
	}
	return true
}

// fpuzzlesNothing reports whether a value is absent, null, false, "", []
// or {}.
func fpuzzlesNothing(raw json.RawMessage) bool {
	switch strings.Join(strings.Fields(string(raw)), "") {
	case "", "null", "false", `""`, "[]", "{}":
		return true
	}
	return false
}

// fpuzzlesText is a value as a message quotes it: a string without its
// quotes, anything else as written, cut short.
func fpuzzlesText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		s = string(raw)
	}
	return truncate(s, 10)
}

// fpuzzlesNumber reads a whole number written as a number or a string.
func fpuzzlesNumber(raw json.RawMessage) (int, bool) {
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		v, err := strconv.Atoi(n.String())
		return v, err == nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		return v, err == nil
	}
	return 0, false
}

// fpuzzlesWindows reports whether the extra regions are exactly Windoku's
// four windows (docs/variants.md): 3×3 squares whose top-left cells are
// r2c2, r2c6, r6c2 and r6c6.
func fpuzzlesWindows(extra []fpuzzlesCage) bool {
	if len(extra) != 4 {
		return false
	}
	found := map[int]bool{}
	for _, e := range extra {
		if len(e.Cells) != 9 {
			return false
		}
		var cells []int
		for _, name := range e.Cells {
			c, ok := parseVariantCell(name)
			if !ok {
				return false
			}
			cells = append(cells, c)
		}
		sort.Ints(cells)
		top := cells[0]
		if top != 10 && top != 14 && top != 46 && top != 50 {
			return false
		}
		for i, c := range cells {
			if c != top+i/3*9+i%3 {
				return false
			}
		}
		found[top] = true
	}
	return len(found) == 4
}
