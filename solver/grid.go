package solver

import (
	"errors"
	"fmt"
	"strings"
)

// Grid is a Sudoku grid: 81 cells in row-major order, 0 for an empty cell
// and 1–9 for a digit. Cell i is in row i/9 and column i%9 (both from 0);
// players and logs see it as r1c1 … r9c9 (see CellName).
type Grid [81]uint8

// Errors returned by the solver. They are compared with errors.Is.
var (
	// ErrNoSolution says that the clues do not repeat but no completion exists.
	ErrNoSolution = errors.New("no solution")
	// ErrSeveralSolutions says that a grid has more than one completion, so it
	// is not a puzzle.
	ErrSeveralSolutions = errors.New("several solutions")
)

// ConflictError reports a digit that appears twice in one unit.
type ConflictError struct {
	Digit uint8 // the repeated digit
	A, B  int   // the two cells, A < B
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s and %s both hold %d", CellName(e.A), CellName(e.B), e.Digit)
}

// ParseError reports a line that is not an 81-character grid.
type ParseError struct {
	Reason string
}

func (e *ParseError) Error() string { return e.Reason }

// CellName names cell i (0–80) the way players read it: "r1c1" … "r9c9".
func CellName(i int) string {
	if i < 0 || i >= 81 {
		return fmt.Sprintf("cell %d", i)
	}
	return fmt.Sprintf("r%dc%d", i/9+1, i%9+1)
}

// Parse reads a grid in the 81-character form: row-major, digits 1–9, '.'
// or '0' for an empty cell. Spaces and tabs around the 81 characters are
// ignored; anything else is an error that says what is wrong. Parse does not
// check that the clues are consistent: see Grid.Check.
func Parse(s string) (Grid, error) {
	var g Grid
	s = strings.TrimSpace(s)
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '1' && c <= '9':
			if n < 81 {
				g[n] = c - '0'
			}
		case c == '.' || c == '0':
		default:
			if c >= 0x80 {
				return Grid{}, &ParseError{Reason: fmt.Sprintf("character %d is not a digit or '.'", i+1)}
			}
			return Grid{}, &ParseError{Reason: fmt.Sprintf("character %d is %q, expected a digit or '.'", i+1, c)}
		}
		n++
	}
	if n != 81 {
		return Grid{}, &ParseError{Reason: fmt.Sprintf("%d cells, expected 81", n)}
	}
	return g, nil
}

// String writes the grid in the 81-character form with '.' for empty cells.
func (g Grid) String() string {
	var b [81]byte
	for i, v := range g {
		if v == 0 {
			b[i] = '.'
		} else {
			b[i] = '0' + v
		}
	}
	return string(b[:])
}

// Clues counts the filled cells.
func (g Grid) Clues() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// Check reports the first digit out of range or repeated in a unit, scanning
// cells in order, so the error names the two cells players would look at.
// It returns nil when every digit is 0–9 and no unit holds a digit twice.
func (g Grid) Check() error {
	for i, v := range g {
		if v > 9 {
			return &ParseError{Reason: fmt.Sprintf("%s holds %d, expected 0–9", CellName(i), v)}
		}
	}
	for i, v := range g {
		if v == 0 {
			continue
		}
		for _, p := range Peers[i] {
			if int(p) > i && g[p] == v {
				return &ConflictError{Digit: v, A: i, B: int(p)}
			}
		}
	}
	return nil
}

// Solved reports whether the grid is full and every unit holds 1–9 once
// (27 units, no zeros, no repeats).
func (g Grid) Solved() bool {
	for _, u := range Units {
		var seen uint16
		for _, c := range u {
			v := g[c]
			if v == 0 || v > 9 || seen&(1<<v) != 0 {
				return false
			}
			seen |= 1 << v
		}
	}
	return true
}

// Symmetric reports whether the filled cells are centrally symmetric: cell i
// is filled exactly when cell 80−i is.
func (g Grid) Symmetric() bool {
	for i := 0; i < 41; i++ {
		if (g[i] == 0) != (g[80-i] == 0) {
			return false
		}
	}
	return true
}

// Candidates returns, for an empty cell, the digits not already in its row,
// column or box as a bit mask (bit d set for digit d, d = 1…9). A filled
// cell gets 0.
func (g Grid) Candidates(i int) Mask {
	if g[i] != 0 {
		return 0
	}
	m := AllDigits
	for _, p := range Peers[i] {
		m &^= 1 << g[p]
	}
	return m
}
