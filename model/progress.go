package model

import (
	"bytes"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// The player's progress kept apart from the puzzle (docs/formats.md,
// "Progress lines"): a file of ours holds the givens as the grid, and the
// player's digits and notes on a line of their own that other programs
// skip as a comment:
//
//	003020600900305001001806400008102900700000008006708200002609500800203009005010300
//	#progress 400000000000000000000000000000000000000000000000000000000000000000000000000000000 r1c2:58
//
// so that what the player typed never becomes a clue.

// progressTag starts a progress line.
const progressTag = "#progress"

// Progress is the player's part of a position: digits on cells that are not
// givens, and notes on empty cells.
type Progress struct {
	Cells solver.Grid     // the player's digits, 0 on givens and empty cells
	Notes [81]solver.Mask // the notes of empty cells
}

// Empty reports whether the player has placed nothing and noted nothing.
func (p Progress) Empty() bool { return p == Progress{} }

// Merged returns givens with the player's digits written over the empty
// cells: the position as one grid, for programs that know nothing of
// progress ("Copy with progress").
func (p Progress) Merged(givens solver.Grid) solver.Grid {
	g := givens
	for i, d := range p.Cells {
		if g[i] == 0 {
			g[i] = d
		}
	}
	return g
}

// check reports why p cannot be the progress of a game of givens, or nil:
// a *FileError without file or line (the catalogue words its reason).
func (p Progress) check(givens solver.Grid) error {
	for i := range 81 {
		d, m := p.Cells[i], p.Notes[i]
		switch {
		case d > 9 || m&^solver.Mask(0x3FE) != 0:
			return &FileError{Reason: FileProgressValue, Cell: i}
		case givens[i] != 0 && d != 0:
			return &FileError{Reason: FileProgressOnClue, Cell: i}
		case m != 0 && (givens[i] != 0 || d != 0):
			return &FileError{Reason: FileProgressNotesOnDigit, Cell: i}
		}
	}
	return nil
}

// Progress returns the player's digits and notes on the board (outside
// Editing; while editing there is no progress, only the grid being built).
func (g *Game) Progress() Progress {
	var p Progress
	if g.state == Editing {
		return p
	}
	for i := range 81 {
		if g.puzzle.Givens[i] == 0 {
			p.Cells[i] = g.cur.cells[i]
			p.Notes[i] = g.cur.notes[i]
		}
	}
	return p
}

// LoadProgress is Load followed by the player's progress: the game starts
// playing p with pr on the board as its first position (nothing to undo).
// Progress that does not fit the givens is refused and changes nothing. A
// position that is already full and valid ends the game at once.
func (g *Game) LoadProgress(p Puzzle, pr Progress) error {
	if err := pr.check(p.Givens); err != nil {
		return refuseErr("load", ReasonBadGrid, err)
	}
	if err := g.Load(p); err != nil {
		return err
	}
	if pr.Empty() {
		return nil
	}
	g.cur = snapshot{cells: pr.Merged(p.Givens), notes: pr.Notes}
	g.touch()
	g.afterChange()
	return nil
}

// appendProgressLine appends the progress line of pr ("#progress CELLS
// NOTES\n"), or nothing when pr is empty.
func appendProgressLine(b *bytes.Buffer, pr *Progress) {
	if pr == nil || pr.Empty() {
		return
	}
	b.WriteString(progressTag)
	b.WriteByte(' ')
	for _, d := range pr.Cells {
		b.WriteByte('0' + d)
	}
	if notes := encodeNotes(snapshot{notes: pr.Notes}); notes != "" {
		b.WriteByte(' ')
		b.WriteString(notes)
	}
	b.WriteByte('\n')
}

// isProgressLine reports whether the trimmed line t is a progress line.
func isProgressLine(t []byte) bool {
	return bytes.HasPrefix(t, []byte(progressTag)) &&
		(len(t) == len(progressTag) || isBlankByte(t[len(progressTag)]))
}

// parseProgressLine reads a progress line (trimmed) for a grid of givens;
// its error is a *FileError without file or line.
func parseProgressLine(t []byte, givens solver.Grid) (Progress, error) {
	var pr Progress
	fields := strings.Fields(string(t[len(progressTag):]))
	if len(fields) == 0 || len(fields[0]) != 81 {
		return pr, &FileError{Reason: FileProgressLength}
	}
	for i := 0; i < 81; i++ {
		c := fields[0][i]
		switch {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			pr.Cells[i] = c - '0'
		default:
			return pr, &FileError{Reason: FileProgressChar, Text: string(rune(c)), Cell: i}
		}
	}
	if err := pr.check(givens); err != nil {
		return pr, err
	}
	s := snapshot{cells: pr.Merged(givens)}
	// The notes, rXcY:DIGITS cell after cell on empty cells, checked here
	// so that each fault has its reason.
	last := -1
	for _, tok := range fields[1:] {
		name, digits, _ := strings.Cut(tok, ":")
		i, ok := parseCellName(name)
		_, okm := parseNoteDigits(digits)
		switch {
		case !ok || !okm || i <= last:
			return pr, &FileError{Reason: FileProgressNotes, Text: tok}
		case s.cells[i] != 0:
			return pr, &FileError{Reason: FileProgressNotesOnDigit, Cell: i}
		}
		last = i
	}
	if err := decodeNotes(&s, strings.Join(fields[1:], " "), "progress"); err != nil {
		return pr, &FileError{Reason: FileProgressNotes, Text: strings.Join(fields[1:], " "), Err: err}
	}
	pr.Notes = s.notes
	return pr, nil
}

// attachProgress reads the progress line t (trimmed) at line n into the
// last entry of sink: the grid it follows. A progress line after a bad
// grid, after another progress line or before any grid is a comment; one
// that does not fit its grid makes that grid an error, so that a position
// is never opened without the player's digits it claims to have.
func attachProgress(sink *entrySink, file string, n int, t []byte) {
	if len(sink.entries) == 0 {
		return
	}
	e := &sink.entries[len(sink.entries)-1]
	if e.Err != nil || e.Progress != nil {
		return
	}
	pr, err := parseProgressLine(t, e.Grid)
	if err != nil {
		fe, ok := err.(*FileError)
		if !ok {
			fe = &FileError{Reason: FileProgressNotes, Err: err}
		}
		e.Err = fe.at(file, n)
		e.Grid, e.Name, e.Meta = solver.Grid{}, "", nil
		sink.bad++
	}
	e.Progress = &pr
}

// SaveEntry returns what Save, Save as and Copy write: the puzzle's givens
// as the grid and the player's digits and notes as its Progress (never
// nil). While editing, the grid being built is the puzzle and there is no
// progress.
func (g *Game) SaveEntry() Entry {
	pr := g.Progress()
	if g.state == Editing {
		return Entry{Grid: g.cur.cells, Progress: &pr}
	}
	return Entry{Grid: g.puzzle.Givens, Progress: &pr}
}
