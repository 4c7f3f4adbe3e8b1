package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// The game file writes the board in full and every other position of the
// history as the few cells where it differs from its neighbour toward the
// board: the undo stack oldest first, each entry against the next newer
// position; the redo stack with the next redo last, each entry against the
// next older one. A change touches one cell and a few notes, so a long
// history stays small and quick to save every second.
//
// A cell is written "rXcY=D" (a digit, 0 for empty) or "rXcY=0/DIGITS" (an
// empty cell with notes); cells are space-separated and ascending.

// appendCellName appends the player's name of cell i: "r1c1" … "r9c9".
func appendCellName(b []byte, i int) []byte {
	return append(b, 'r', byte('1'+i/9), 'c', byte('1'+i%9))
}

// appendDigits appends the digits of m in ascending order.
func appendDigits(b []byte, m solver.Mask) []byte {
	for d := byte(1); d <= 9; d++ {
		if m&(1<<d) != 0 {
			b = append(b, '0'+d)
		}
	}
	return b
}

// encodeNotes writes the notes of p as "r1c3:137 r2c5:29".
func encodeNotes(p snapshot) string {
	var b []byte
	for i, m := range p.notes {
		if m == 0 {
			continue
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = appendDigits(append(appendCellName(b, i), ':'), m)
	}
	return string(b)
}

// encodeDiff writes the cells of from that differ from to, with their
// values in from.
func encodeDiff(from, to snapshot) string {
	var b []byte
	for i := range 81 {
		if from.cells[i] == to.cells[i] && from.notes[i] == to.notes[i] {
			continue
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = append(appendCellName(b, i), '=', '0'+from.cells[i])
		if from.notes[i] != 0 {
			b = appendDigits(append(b, '/'), from.notes[i])
		}
	}
	return string(b)
}

// parseCellName reads "rXcY".
func parseCellName(s string) (int, bool) {
	if len(s) != 4 || s[0] != 'r' || s[2] != 'c' || s[1] < '1' || s[1] > '9' || s[3] < '1' || s[3] > '9' {
		return 0, false
	}
	return 9*int(s[1]-'1') + int(s[3]-'1'), true
}

// parseNoteDigits reads a non-empty run of digits 1–9 in ascending order.
func parseNoteDigits(s string) (solver.Mask, bool) {
	var m solver.Mask
	prev := byte('0')
	for j := 0; j < len(s); j++ {
		if s[j] <= prev || s[j] > '9' {
			return 0, false
		}
		prev = s[j]
		m |= 1 << (s[j] - '0')
	}
	return m, m != 0
}

// decodeNotes reads notes written by encodeNotes onto p's cells.
func decodeNotes(p *snapshot, s, what string) error {
	if s == "" {
		return nil
	}
	last := -1
	for _, tok := range strings.Split(s, " ") {
		name, digits, _ := strings.Cut(tok, ":")
		i, ok := parseCellName(name)
		m, okm := parseNoteDigits(digits)
		switch {
		case !ok || !okm:
			return fmt.Errorf("%s: notes %q: expected rXcY:DIGITS, digits ascending", what, tok)
		case i <= last:
			return fmt.Errorf("%s: notes of %s out of order", what, name)
		case p.cells[i] != 0:
			return fmt.Errorf("%s: notes on %s, which holds a digit", what, name)
		}
		last = i
		p.notes[i] = m
	}
	return nil
}

// applyDiff returns base with the cells written in diff (by encodeDiff).
func applyDiff(base snapshot, diff, what string) (snapshot, error) {
	p := base
	if diff == "" {
		return p, nil
	}
	last := -1
	for _, tok := range strings.Split(diff, " ") {
		name, val, _ := strings.Cut(tok, "=")
		i, ok := parseCellName(name)
		if !ok || len(val) == 0 || val[0] < '0' || val[0] > '9' {
			return p, fmt.Errorf("%s: %q: expected rXcY=D or rXcY=0/DIGITS", what, tok)
		}
		if i <= last {
			return p, fmt.Errorf("%s: %s out of order", what, name)
		}
		last = i
		p.cells[i], p.notes[i] = val[0]-'0', 0
		if len(val) > 1 {
			m, ok := parseNoteDigits(val[min(2, len(val)):])
			if val[0] != '0' || val[1] != '/' || !ok {
				return p, fmt.Errorf("%s: %q: notes go on an empty cell as 0/DIGITS, ascending", what, tok)
			}
			p.notes[i] = m
		}
	}
	return p, nil
}

// encodeHistory writes the undo and redo stacks as differences.
func (g *Game) encodeHistory() (undo, redo []string) {
	undo = make([]string, len(g.past))
	for k := range g.past {
		next := g.cur
		if k+1 < len(g.past) {
			next = g.past[k+1]
		}
		undo[k] = encodeDiff(g.past[k], next)
	}
	redo = make([]string, len(g.future))
	for k := range g.future {
		next := g.cur
		if k+1 < len(g.future) {
			next = g.future[k+1]
		}
		redo[k] = encodeDiff(g.future[k], next)
	}
	return undo, redo
}

// decodeHistory rebuilds the undo and redo stacks from the board outward.
func (g *Game) decodeHistory(undo, redo []string) error {
	g.past = make([]snapshot, len(undo))
	next := g.cur
	for k := len(undo) - 1; k >= 0; k-- {
		p, err := applyDiff(next, undo[k], fmt.Sprintf("undo %d", k+1))
		if err != nil {
			return err
		}
		g.past[k], next = p, p
	}
	g.future = make([]snapshot, len(redo))
	next = g.cur
	for k := len(redo) - 1; k >= 0; k-- {
		p, err := applyDiff(next, redo[k], fmt.Sprintf("redo %d", k+1))
		if err != nil {
			return err
		}
		g.future[k], next = p, p
	}
	return nil
}

// boundHistory keeps the newest MaxHistory positions of a history read from
// a file: the nearest redos first, then the newest undos. It returns how
// many undo positions were dropped.
func boundHistory(undo, redo []string) ([]string, []string, int) {
	if len(redo) > MaxHistory {
		redo = redo[len(redo)-MaxHistory:]
	}
	dropped := 0
	if n := len(undo) + len(redo); n > MaxHistory {
		dropped = n - MaxHistory
		undo = undo[dropped:]
	}
	return undo, redo, dropped
}

// historyJSON is the undo or the redo list of the game file. Reading it
// keeps only the last MaxHistory entries, the ones nearest to the board
// (boundHistory drops the rest anyway), and skips the others without
// decoding them, so that a file of millions of entries costs a scan, not
// millions of strings; total counts every entry.
type historyJSON struct {
	entries []string
	total   int
}

func (h historyJSON) MarshalJSON() ([]byte, error) { return json.Marshal(h.entries) }

func (h *historyJSON) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	*h = historyJSON{}
	if string(b) == "null" {
		return nil
	}
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' {
		return errors.New("history: not a list")
	}
	// The decoder has checked that b is valid JSON: the entries are the
	// top-level values between the brackets, split by top-level commas.
	// One walk counts them and keeps where the last MaxHistory start, in
	// a ring.
	var ring [MaxHistory]int
	arrayStarts(b, func(i int) bool {
		ring[h.total%MaxHistory] = i
		h.total++
		return true
	})
	tail := b
	if h.total > MaxHistory {
		tail = append([]byte{'['}, b[ring[h.total%MaxHistory]:]...)
	}
	if err := json.Unmarshal(tail, &h.entries); err != nil {
		return fmt.Errorf("history: %w", err)
	}
	return nil
}

// arrayStarts calls at with the offset where each top-level value of the
// JSON array b starts (b is valid JSON), until at returns false.
func arrayStarts(b []byte, at func(int) bool) {
	depth, inString, escaped := 0, false, false
	expect := true // a value starts at the next non-space byte
	for i := 1; i < len(b)-1; i++ {
		c := b[i]
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			continue
		}
		if expect {
			if !at(i) {
				return
			}
			expect = false
		}
		switch c {
		case '"':
			inString = true
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case ',':
			if depth == 0 {
				expect = true
			}
		}
	}
}

// maxShortList bounds the game file's other lists (the techniques hinted,
// the grade's techniques and counts, the cells a Check found wrong), which
// no game makes long: a longer one is refused before its items are
// decoded, so that a hostile file of millions of items costs a scan.
const maxShortList = MaxHistory

// shortList is one of those lists.
type shortList[T any] []T

func (l *shortList[T]) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	*l = nil
	if string(b) == "null" {
		return nil
	}
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' {
		return errors.New("not a list")
	}
	n := 0
	arrayStarts(b, func(int) bool { n++; return n <= maxShortList })
	if n > maxShortList {
		return fmt.Errorf("a list of more than %d items", maxShortList)
	}
	var v []T
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*l = v
	return nil
}
