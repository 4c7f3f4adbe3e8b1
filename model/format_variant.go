package model

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// The text form of the variants (docs/formats.md, "Variant puzzles"): a
// puzzle starts with a line "#variant NAME" and has sections of lines:
// "grid" and nine rows of nine cells (the givens), "regions" and nine rows
// of nine letters A–I (Jigsaw), and one "cage SUM CELL…" line per Killer
// cage. A file may hold several puzzles, each from its own header.

// VariantPuzzle is a puzzle of a variant read from, or to be written as,
// the text form.
type VariantPuzzle struct {
	Geometry *solver.Geometry
	Givens   solver.Grid
	// Title and Author are a puzzle link's own words (its f-puzzles
	// "title" and "author"), cleaned to a short line (linkLabel); "" when
	// it has none, and always for our text form, which has no place for
	// them (docs/formats.md, "Puzzle links").
	Title, Author string
}

// VariantEntry is one puzzle of a variant file: the puzzle, or why it is
// not one. Line is the line of its header (from 1).
type VariantEntry struct {
	Line   int
	Puzzle VariantPuzzle
	Err    error
	// Progress is the player's position saved with the puzzle (a
	// #progress line and its #marks line, as a grid file's), nil when
	// the puzzle has none.
	Progress *Progress
}

// A variant file's problems are *FileError values like those of the other
// formats, with the FileVariant… reasons (FileTooLarge for a file too
// large): the catalogue words them (package i18n).

// variantHeader is the word that starts a variant puzzle.
const variantHeader = "#variant"

// VariantExt is the extension of a file in the variants' text form: .txt,
// as the classic lines' form may have, since the reader tells them apart by
// their first line (docs/formats.md, "Variant puzzles").
const VariantExt = ".txt"

// IsVariantText reports whether data is read by ReadVariants: its first
// line that is not blank starts with "#variant" (the variants' text form),
// or is a puzzle link (IsPuzzleLink, format_fpuzzles.go).
func IsVariantText(data []byte) bool {
	data = variantText(data)
	if IsPuzzleLink(data) {
		return true
	}
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if t := bytes.TrimSpace(line); len(t) > 0 {
			return bytes.HasPrefix(t, []byte(variantHeader))
		}
	}
	return false
}

// ReadVariants reads every puzzle of a variant file. An error about the
// whole file (too large, no puzzle) is returned alone; otherwise each puzzle
// is an entry with either a puzzle or a *VariantError, never both, and a
// broken puzzle does not stop the reading of the next. Data of puzzle
// links (IsPuzzleLink) is read one link a line.
func ReadVariants(file string, data []byte) ([]VariantEntry, error) {
	if len(data) > MaxFileSize {
		return nil, &FileError{File: file, Reason: FileTooLarge, N: MaxFileSize >> 20}
	}
	data = variantText(data)
	if IsPuzzleLink(data) {
		return readPuzzleLinks(file, data)
	}
	text := strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	var out []VariantEntry
	start := -1
	for i := 0; i <= len(lines); i++ {
		header := i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), variantHeader)
		if (header || i == len(lines)) && start >= 0 {
			p, err := parseVariant(file, lines[start:i], start+1)
			var pr *Progress
			if err == nil {
				pr, err = variantProgress(file, lines[start:i], start+1, p.Givens)
				if err != nil {
					p = VariantPuzzle{}
				}
			}
			out = append(out, VariantEntry{Line: start + 1, Puzzle: p, Err: err, Progress: pr})
			start = -1
		}
		if header {
			start = i
			continue
		}
		if start < 0 && i < len(lines) {
			if t := strings.TrimSpace(lines[i]); t != "" && !strings.HasPrefix(t, "#") {
				return nil, &FileError{File: file, Line: i + 1, Reason: FileVariantNoHeader}
			}
		}
	}
	if len(out) == 0 {
		return nil, &FileError{File: file, Reason: FileVariantNone}
	}
	return out, nil
}

// variantText drops a UTF-8 byte-order mark and converts UTF-16 with a
// byte-order mark (as a Windows editor may save it) to UTF-8, as the grid
// readers do (decodeFileText): a variant file saved so is read as one, not
// taken for a classic grid file whose reader would skip its "#variant"
// line and lose the variant's rules.
func variantText(data []byte) []byte {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:]
	case len(data) >= 2 && (data[0] == 0xFF && data[1] == 0xFE || data[0] == 0xFE && data[1] == 0xFF):
		return decodeUTF16Text(data[2:], data[0] == 0xFE)
	}
	return data
}

// ReadVariant reads a file that holds one variant puzzle.
func ReadVariant(file string, data []byte) (VariantPuzzle, error) {
	entries, err := ReadVariants(file, data)
	if err != nil {
		return VariantPuzzle{}, err
	}
	if len(entries) > 1 {
		return VariantPuzzle{}, &FileError{File: file, Line: entries[1].Line, Reason: FileVariantSecond}
	}
	return entries[0].Puzzle, entries[0].Err
}

// parseVariant reads one puzzle: lines[0] is its header, at line first.
func parseVariant(file string, lines []string, first int) (VariantPuzzle, error) {
	// fail is the error at line i of the puzzle; e holds the reason and
	// its figures.
	fail := func(i int, e FileError) error {
		e.File, e.Line = file, first+i
		return &e
	}
	fields := strings.Fields(lines[0])
	if fields[0] != variantHeader || len(fields) != 2 {
		return VariantPuzzle{}, fail(0, FileError{Reason: FileVariantHeader})
	}
	v, err := solver.ParseVariant(fields[1])
	if err != nil {
		return VariantPuzzle{}, fail(0, FileError{Reason: FileVariantUnknown, Text: truncate(fields[1], 20)})
	}
	var (
		givens            solver.Grid
		regions           [81]uint8
		gridAt, regionsAt = -1, -1
		cages             []solver.Cage
		cageAt            []int
	)
	// rows reads the nine rows of a section after line i, with read
	// taking each character of row r (false: not one the section holds);
	// it returns the line after them. The section's reasons are those of
	// the grid, or of the regions when regions is set.
	rows := func(i int, regions bool, read func(r, k int, ch byte) bool) (int, error) {
		short, cells, char := FileVariantGridRows, FileVariantGridRowCells, FileVariantGridChar
		if regions {
			short, cells, char = FileVariantRegionRows, FileVariantRegionRowCells, FileVariantRegionChar
		}
		r, at := 0, i
		for i++; r < 9; i++ {
			if i >= len(lines) {
				return i, fail(at, FileError{Reason: short, N: r})
			}
			t := strings.Join(strings.Fields(lines[i]), "")
			if t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			if len(t) != 9 {
				return i, fail(i, FileError{Reason: cells, N: r + 1, M: len(t)})
			}
			for k := 0; k < 9; k++ {
				if !read(r, k, t[k]) {
					return i, fail(i, FileError{Reason: char, N: r + 1, M: k + 1, Text: string(t[k])})
				}
			}
			r++
		}
		return i, nil
	}
	for i := 1; i < len(lines); {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			i++
			continue
		}
		f := strings.Fields(t)
		switch f[0] {
		case "grid":
			if gridAt >= 0 {
				return VariantPuzzle{}, fail(i, FileError{Reason: FileVariantSecondGrid, N: first + gridAt})
			}
			gridAt = i
			i, err = rows(i, false, func(r, k int, ch byte) bool {
				switch {
				case ch >= '1' && ch <= '9':
					givens[r*9+k] = ch - '0'
				case ch == '.' || ch == '0':
				default:
					return false
				}
				return true
			})
		case "regions":
			if v != solver.Jigsaw {
				return VariantPuzzle{}, fail(i, FileError{Reason: FileVariantRegionsNot, Text: v.String()})
			}
			if regionsAt >= 0 {
				return VariantPuzzle{}, fail(i, FileError{Reason: FileVariantSecondRegions, N: first + regionsAt})
			}
			regionsAt = i
			i, err = rows(i, true, func(r, k int, ch byte) bool {
				if ch >= 'a' && ch <= 'i' {
					ch -= 'a' - 'A'
				}
				if ch < 'A' || ch > 'I' {
					return false
				}
				regions[r*9+k] = ch - 'A'
				return true
			})
		case "cage":
			if v != solver.Killer {
				return VariantPuzzle{}, fail(i, FileError{Reason: FileVariantCagesNot, Text: v.String()})
			}
			cage, e := parseCage(f[1:])
			if e != nil {
				return VariantPuzzle{}, fail(i, *e)
			}
			cages = append(cages, cage)
			cageAt = append(cageAt, i)
			i++
		default:
			return VariantPuzzle{}, fail(i, FileError{Reason: FileVariantLine, Text: truncate(t, 20)})
		}
		if err != nil {
			return VariantPuzzle{}, err
		}
	}
	wrap := func(i int, err error) error {
		return fail(i, FileError{Reason: FileVariantInvalid, Err: err})
	}
	var g *solver.Geometry
	switch v {
	case solver.Jigsaw:
		if regionsAt < 0 {
			return VariantPuzzle{}, fail(0, FileError{Reason: FileVariantNoRegions})
		}
		if g, err = solver.JigsawGeometry(regions); err != nil {
			return VariantPuzzle{}, wrap(regionsAt, err)
		}
	case solver.Killer:
		if len(cages) == 0 {
			return VariantPuzzle{}, fail(0, FileError{Reason: FileVariantNoCages})
		}
		if g, err = solver.KillerGeometry(cages); err != nil {
			var ce *solver.CageError
			at := 0
			if errors.As(err, &ce) && ce.Cage < len(cageAt) {
				at = cageAt[ce.Cage]
			}
			return VariantPuzzle{}, wrap(at, err)
		}
	default:
		g = solver.GeometryOf(v)
	}
	if gridAt < 0 && v != solver.Killer {
		return VariantPuzzle{}, fail(0, FileError{Reason: FileVariantNoGrid, Text: v.String()})
	}
	if err := g.Check(givens); err != nil {
		at := gridAt
		var ce *solver.CageError
		if errors.As(err, &ce) {
			at = cageLineOf(g, ce.Cage, cages, cageAt)
		}
		if at < 0 {
			at = 0
		}
		return VariantPuzzle{}, wrap(at, err)
	}
	return VariantPuzzle{Geometry: g, Givens: givens}, nil
}

// variantProgress reads the player's position saved with a puzzle (lines,
// its header at line first, of those givens): its first #progress line and
// the #marks line right after it, as a grid file holds them (Save writes
// them after the puzzle); nil when it has none. A line that does not fit
// the givens is the puzzle's error, as in a grid file.
func variantProgress(file string, lines []string, first int, givens solver.Grid) (*Progress, error) {
	at, marksAt := -1, -1
	for i, l := range lines {
		if hasTag([]byte(strings.TrimSpace(l)), progressTag) {
			at = i
			if i+1 < len(lines) && hasTag([]byte(strings.TrimSpace(lines[i+1])), marksTag) {
				marksAt = i + 1
			}
			break
		}
	}
	if at < 0 {
		return nil, nil
	}
	pr, err := parseProgressLine([]byte(strings.TrimSpace(lines[at])), givens)
	if err != nil {
		fe, ok := err.(*FileError)
		if !ok {
			fe = &FileError{Reason: FileProgressNotes, Err: err}
		}
		return nil, fe.at(file, first+at)
	}
	if marksAt >= 0 {
		t := strings.TrimSpace(lines[marksAt])
		s := pr.position(givens)
		if err := decodeMarks(&s, strings.TrimSpace(t[len(marksTag):]), "marks"); err != nil {
			return nil, (&FileError{Reason: FileProgressNotes, Text: t, Err: err}).at(file, first+marksAt)
		}
		pr.setMarks(&s)
	}
	return &pr, nil
}

// cageLineOf finds the line of cage k of g (the geometry orders its cages
// by their first cell) among the cages as read.
func cageLineOf(g *solver.Geometry, k int, read []solver.Cage, at []int) int {
	want := g.Cages[k].Cells[0]
	for j, c := range read {
		for _, x := range c.Cells {
			if x == want {
				return at[j]
			}
		}
	}
	return 0
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// parseCage reads the words after "cage": the sum, then the cells; a
// problem comes back as the reason and figures of a FileError.
func parseCage(words []string) (solver.Cage, *FileError) {
	if len(words) < 2 {
		return solver.Cage{}, &FileError{Reason: FileVariantCageSyntax}
	}
	sum, err := strconv.Atoi(words[0])
	if err != nil || sum < 1 || sum > 45 {
		return solver.Cage{}, &FileError{Reason: FileVariantCageSum, Text: truncate(words[0], 10)}
	}
	cage := solver.Cage{Sum: sum}
	for _, w := range words[1:] {
		c, ok := parseVariantCell(w)
		if !ok {
			return solver.Cage{}, &FileError{Reason: FileVariantCageCell, Text: truncate(w, 10)}
		}
		cage.Cells = append(cage.Cells, c)
	}
	return cage, nil
}

// parseVariantCell reads "r1c1" … "r9c9" (either case).
func parseVariantCell(w string) (int, bool) {
	w = strings.ToLower(w)
	if len(w) != 4 || w[0] != 'r' || w[2] != 'c' || w[1] < '1' || w[1] > '9' || w[3] < '1' || w[3] > '9' {
		return 0, false
	}
	return int(w[1]-'1')*9 + int(w[3]-'1'), true
}

// WriteVariant writes a puzzle in the text form that ReadVariants reads:
// the header, the grid (left out for a Killer without givens), the regions
// of a Jigsaw and the cages of a Killer, one a line, by their first cell.
func WriteVariant(w io.Writer, p VariantPuzzle) error {
	var b strings.Builder
	g := p.Geometry
	fmt.Fprintf(&b, "%s %s\n", variantHeader, g.Variant)
	if g.Variant != solver.Killer || p.Givens != (solver.Grid{}) {
		b.WriteString("grid\n")
		for r := 0; r < 9; r++ {
			for k := 0; k < 9; k++ {
				if d := p.Givens[r*9+k]; d != 0 {
					b.WriteByte('0' + d)
				} else {
					b.WriteByte('.')
				}
			}
			b.WriteByte('\n')
		}
	}
	if g.Variant == solver.Jigsaw {
		b.WriteString("regions\n")
		for r := 0; r < 9; r++ {
			for k := 0; k < 9; k++ {
				b.WriteByte('A' + g.Regions[r*9+k])
			}
			b.WriteByte('\n')
		}
	}
	for _, cage := range g.Cages {
		fmt.Fprintf(&b, "cage %d", cage.Sum)
		for _, c := range cage.Cells {
			b.WriteString(" " + solver.CellName(c))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteVariantGame writes a variant's game as Save and Save as keep it: the
// puzzle in the text form, then the player's digits and notes on a
// #progress line and the other marks on a #marks line, as a grid file
// holds them (nothing when pr is nil or empty). The grid formats cannot
// hold a variant's rules, so this form is written whatever the file's
// extension.
func WriteVariantGame(w io.Writer, p VariantPuzzle, pr *Progress) error {
	var b bytes.Buffer
	if err := WriteVariant(&b, p); err != nil {
		return err
	}
	appendProgressLine(&b, pr)
	_, err := w.Write(b.Bytes())
	return err
}
