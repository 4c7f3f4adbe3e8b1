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
	return p.corner[i] != 0
}

// sameExtra reports whether cell i holds the same extra marks in p and q.
func sameExtra(p, q *snapshot, i int) bool {
	return p.corner[i] == q.corner[i]
}

// appendExtra appends the extra marks of cell i of p as fields: "c" and the
// corner digits. It appends nothing for a cell without them.
func appendExtra(b []byte, p *snapshot, i int) []byte {
	if p.corner[i] != 0 {
		b = appendDigits(append(b, 'c'), p.corner[i])
	}
	return b
}

// parseExtra reads the fields written by appendExtra (comma-separated) into
// cell i of p, which it first clears of extra marks.
func parseExtra(p *snapshot, i int, s string) error {
	p.corner[i] = 0
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
		default:
			return fmt.Errorf("marks %q: unknown field %q", s, f[:1])
		}
	}
	return nil
}

// encodeMarks writes the extra marks of p as "r1c3=c137 r2c5=c29": the
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
		case p.cells[i] != 0:
			return fmt.Errorf("%s: marks on %s, which holds a digit", what, name)
		}
		last = i
		if err := parseExtra(p, i, fields); err != nil {
			return fmt.Errorf("%s: %s: %w", what, name, err)
		}
	}
	return nil
}
