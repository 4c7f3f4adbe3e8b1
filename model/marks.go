package model

import (
	"fmt"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// The player's marks beyond digits (docs/behaviour.md, Notes: two styles):
// centre marks, the candidates, which were the only notes before, and
// corner marks, the digits a solver writes in a cell's corners and edges.
// Both live on empty cells and go with the position: undo, the game file,
// the #marks line of a file with progress (docs/formats.md).

// NoteStyle is one of the two kinds of notes.
type NoteStyle uint8

// The note styles.
const (
	NoteCentre NoteStyle = iota // small digits across the middle: the candidates
	NoteCorner                  // small digits in the corners and edges, in order
)

var noteStyleNames = [...]string{"centre", "corner"}

// String names the style as settings files write it.
func (s NoteStyle) String() string { return enumName(noteStyleNames[:], int(s)) }

// MarshalText writes the style's name.
func (s NoteStyle) MarshalText() ([]byte, error) {
	return enumText(noteStyleNames[:], int(s), "note style")
}

// UnmarshalText reads a style's name.
func (s *NoteStyle) UnmarshalText(b []byte) error {
	v, err := enumParse(noteStyleNames[:], string(b), "note style")
	*s = NoteStyle(v)
	return err
}

// marks returns the mask of cell i for notes of style s.
func (p *snapshot) marks(s NoteStyle, i int) *solver.Mask {
	if s == NoteCorner {
		return &p.corner[i]
	}
	return &p.notes[i]
}

// hasExtra reports whether cell i of p holds marks beyond its digit and
// centre marks (what a cell token's extra fields write).
func (p *snapshot) hasExtra(i int) bool {
	return p.corner[i] != 0 || p.colours[i] != 0 || p.cand[i] != 0
}

// misplaced reports whether cell i of p holds marks that only an empty
// cell takes (corner marks, candidate colours) while it holds a digit.
func (p *snapshot) misplaced(i int) bool {
	return p.cells[i] != 0 && (p.corner[i] != 0 || p.cand[i] != 0)
}

// sameExtra reports whether cell i holds the same extra marks in p and q.
func sameExtra(p, q *snapshot, i int) bool {
	return p.corner[i] == q.corner[i] && p.colours[i] == q.colours[i] && p.cand[i] == q.cand[i]
}

// candColour returns the colour (1–9) of candidate d in the cell whose
// candidate colours are m, 0 for none.
func candColour(m uint64, d uint8) uint8 { return uint8(m>>(4*(d-1))) & 15 }

// withCandColour returns m with candidate d coloured c (0: no colour).
func withCandColour(m uint64, d, c uint8) uint64 {
	sh := 4 * uint64(d-1)
	return m&^(15<<sh) | uint64(c)<<sh
}

// CandColour returns the colour (1–9) of candidate d in a cell whose
// Cell.CandColours is m, 0 for none.
func CandColour(m uint64, d uint8) uint8 {
	if d < 1 || d > 9 {
		return 0
	}
	return candColour(m, d)
}

// appendExtra appends the extra marks of cell i of p as comma-separated
// fields: "c" and the corner digits, "k" and the cell's colours, "q" and
// pairs of a candidate and its colour ("q3142": 3 in colour 1, 4 in colour
// 2). It appends nothing for a cell without them.
func appendExtra(b []byte, p *snapshot, i int) []byte {
	n := len(b)
	sep := func() {
		if len(b) > n {
			b = append(b, ',')
		}
	}
	if p.corner[i] != 0 {
		b = appendDigits(append(b, 'c'), p.corner[i])
	}
	if p.colours[i] != 0 {
		sep()
		b = appendDigits(append(b, 'k'), solver.Mask(p.colours[i]))
	}
	if m := p.cand[i]; m != 0 {
		sep()
		b = append(b, 'q')
		for d := uint8(1); d <= 9; d++ {
			if c := candColour(m, d); c != 0 {
				b = append(b, '0'+d, '0'+c)
			}
		}
	}
	return b
}

// parseExtra reads the fields written by appendExtra (comma-separated) into
// cell i of p, which it first clears of extra marks.
func parseExtra(p *snapshot, i int, s string) error {
	p.corner[i], p.colours[i], p.cand[i] = 0, 0, 0
	if s == "" {
		return fmt.Errorf("empty marks")
	}
	seen := map[byte]bool{}
	for _, f := range strings.Split(s, ",") {
		if f == "" || seen[f[0]] {
			return fmt.Errorf("marks %q: a field is empty or repeated", s)
		}
		seen[f[0]] = true
		switch f[0] {
		case 'c':
			m, ok := parseNoteDigits(f[1:])
			if !ok {
				return fmt.Errorf("corner marks %q: expected digits 1–9, ascending", f[1:])
			}
			p.corner[i] = m
		case 'k':
			m, ok := parseNoteDigits(f[1:])
			if !ok {
				return fmt.Errorf("colours %q: expected colours 1–9, ascending", f[1:])
			}
			p.colours[i] = uint16(m)
		case 'q':
			q := f[1:]
			prev := byte('0')
			if len(q) == 0 || len(q)%2 != 0 {
				return fmt.Errorf("candidate colours %q: expected pairs of a digit and a colour", q)
			}
			for j := 0; j < len(q); j += 2 {
				d, c := q[j], q[j+1]
				if d <= prev || d > '9' || c < '1' || c > '9' {
					return fmt.Errorf("candidate colours %q: expected pairs of a digit and a colour 1–9, digits ascending", q)
				}
				prev = d
				p.cand[i] = withCandColour(p.cand[i], d-'0', c-'0')
			}
		default:
			return fmt.Errorf("marks %q: unknown field %q", s, f[:1])
		}
	}
	return nil
}

// encodeMarks writes the extra marks of p as "r1c3=c137,k2 r2c5=q31": the
// game file's board and the #marks line.
func encodeMarks(p *snapshot) string {
	var b []byte
	for i := range 81 {
		if !p.hasExtra(i) {
			continue
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = appendExtra(append(appendCellName(b, i), '='), p, i)
	}
	return string(b)
}

// decodeMarks reads marks written by encodeMarks onto p's empty cells.
func decodeMarks(p *snapshot, s, what string) error {
	if s == "" {
		return nil
	}
	last := -1
	for _, tok := range strings.Fields(s) {
		name, fields, _ := strings.Cut(tok, "=")
		i, ok := parseCellName(name)
		switch {
		case !ok:
			return fmt.Errorf("%s: marks %q: expected rXcY=FIELDS", what, tok)
		case i <= last:
			return fmt.Errorf("%s: marks of %s out of order", what, name)
		}
		last = i
		if err := parseExtra(p, i, fields); err != nil {
			return fmt.Errorf("%s: %s: %w", what, name, err)
		}
		if p.misplaced(i) {
			return fmt.Errorf("%s: marks on %s, which holds a digit", what, name)
		}
	}
	return nil
}

// ToggleColour gives colour c (1–9) to every cell of cells, or, when all of
// them have it already, takes it from all: one change (Playing only). Any
// cell takes colours, givens and digits included.
func (g *Game) ToggleColour(cells CellSet, c uint8) error {
	if err := g.ready("colour", Playing); err != nil {
		return err
	}
	if c < 1 || c > 9 {
		return &RefusedError{Event: "colour", Reason: ReasonNotDigit, Cell: -1, Digit: c}
	}
	if cells.Len() == 0 {
		return refuseCell("colour", ReasonNoCell, -1)
	}
	all := true
	for _, i := range cells.Cells() {
		all = all && g.cur.colours[i]&(1<<c) != 0
	}
	next := g.cur
	for _, i := range cells.Cells() {
		if all {
			next.colours[i] &^= 1 << c
		} else {
			next.colours[i] |= 1 << c
		}
	}
	g.commit(next)
	return nil
}

// ClearColours takes every colour from the cells of cells and their
// candidates (Erase in colour mode): one change, refused when none had one.
func (g *Game) ClearColours(cells CellSet) error {
	if err := g.ready("erase", Playing); err != nil {
		return err
	}
	next := g.cur
	for _, i := range cells.Cells() {
		next.colours[i], next.cand[i] = 0, 0
	}
	if next == g.cur {
		return refuseCell("erase", ReasonCellEmpty, cells.first())
	}
	g.commit(next)
	return nil
}

// ToggleCandColourAll gives candidate d of every empty cell of cells colour
// c, or, when all of them have it in that colour, takes it away: one change
// (Playing only), refused when no cell is empty.
func (g *Game) ToggleCandColourAll(cells CellSet, d, c uint8) error {
	if cells.Len() == 1 {
		return g.ToggleCandColour(cells.first(), d, c)
	}
	if err := g.ready("colour", Playing); err != nil {
		return err
	}
	if d < 1 || d > 9 || c < 1 || c > 9 {
		return &RefusedError{Event: "colour", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	var empty []int
	all := true
	for _, i := range cells.Cells() {
		if g.cur.cells[i] == 0 && !g.Given(i) {
			empty = append(empty, i)
			all = all && candColour(g.cur.cand[i], d) == c
		}
	}
	if len(empty) == 0 {
		return refuseCell("colour", ReasonCellFilled, cells.first())
	}
	next := g.cur
	for _, i := range empty {
		if all {
			next.cand[i] = withCandColour(next.cand[i], d, 0)
		} else {
			next.cand[i] = withCandColour(next.cand[i], d, c)
		}
	}
	g.commit(next)
	return nil
}

// ToggleCandColour gives candidate d of the empty cell i colour c, or takes
// it away when it has that colour already (Playing only): the colouring
// technique's chains drawn on the candidates.
func (g *Game) ToggleCandColour(i int, d, c uint8) error {
	if err := g.ready("colour", Playing); err != nil {
		return err
	}
	if err := g.cellTarget("colour", i); err != nil {
		return err
	}
	if d < 1 || d > 9 || c < 1 || c > 9 {
		return &RefusedError{Event: "colour", Reason: ReasonNotDigit, Cell: i, Digit: d}
	}
	if g.cur.cells[i] != 0 {
		return refuseCell("colour", ReasonCellFilled, i)
	}
	next := g.cur
	if candColour(next.cand[i], d) == c {
		c = 0
	}
	next.cand[i] = withCandColour(next.cand[i], d, c)
	g.commit(next)
	return nil
}
