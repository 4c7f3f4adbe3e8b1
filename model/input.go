package model

// The player's input as state: the input mode, the notes mode, the digit
// picked on the number pad and the selection. The window keeps one Input
// for its life and hands it what the player did (a key, a click, a number
// pad button) as an intent; Input applies the intent to a Game, which
// refuses what does not apply (docs/behaviour.md, Input). The widgets only
// report clicks and draw the selection they are given.

import "math/bits"

// CellSet is a set of cells, by index 0–80 (row-major).
type CellSet [2]uint64

// Has reports whether cell i is in the set.
func (s CellSet) Has(i int) bool {
	return i >= 0 && i < 81 && s[i>>6]&(1<<(i&63)) != 0
}

// With returns the set with cell i added (i out of range: unchanged).
func (s CellSet) With(i int) CellSet {
	if i >= 0 && i < 81 {
		s[i>>6] |= 1 << (i & 63)
	}
	return s
}

// Len is how many cells the set holds.
func (s CellSet) Len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// Cells lists the set's cells in order.
func (s CellSet) Cells() []int {
	var out []int
	for i := range 81 {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// Input is the state of the player's input between events: which cells are
// selected (a cursor, the cell the keys act on, and the selected cells:
// today the cursor alone), the input mode (from the settings), the notes
// mode and, in digit-first mode, the digit picked. Its zero value has no
// selection, notes off and no digit picked.
//
// Every intent method first checks that the board takes input (Playing or
// Editing, no question pending) and is refused otherwise with the game's
// reason (ReasonPaused, ReasonNoGame, ReasonSolved, ReasonPending), changing
// nothing; the window answers those as a click on a board that takes no
// input. What the intent asks of the game (Place, Erase, ToggleNote, Tap,
// TapBack) is the game's event, refused by the game alone (a given, a cell
// that holds a digit, a clash). A refused intent changes nothing but what it
// did as a selection before asking the game: a click still selects its cell,
// a digit key in digit-first mode still picks its digit.
type Input struct {
	cursor int // the cursor + 1; 0: none
	sel    CellSet
	mode   InputMode // the setting, as last seen (Follow)
	known  bool      // mode has been seen
	notes  bool
	digit  uint8
}

// Cursor returns the cell the keys act on, -1 when none is selected.
func (in *Input) Cursor() int { return in.cursor - 1 }

// Selection returns the selected cells (the cursor's cell today).
func (in *Input) Selection() CellSet { return in.sel }

// NotesMode reports whether digits toggle notes instead of placing.
func (in *Input) NotesMode() bool { return in.notes }

// Digit returns the digit picked on the number pad in digit-first mode, 0
// when none is.
func (in *Input) Digit() uint8 { return in.digit }

// Mode returns the input mode as the board uses it in g: the setting, but
// cell first while a grid is built in tap mode (a tap helps nothing there).
func (in *Input) Mode(g *Game) InputMode {
	in.Follow(g)
	if in.mode == InputTap && g.State() == Editing {
		return InputCellFirst
	}
	return in.mode
}

// Follow brings the input state in line with g: a change of the input
// setting drops the picked digit, and the notes mode ends with the game
// (it exists only while Playing or Paused). The window calls it after each
// change of state or settings; every intent calls it first.
func (in *Input) Follow(g *Game) {
	m := g.Settings().Input
	if !in.known || m != in.mode {
		if in.known {
			in.digit = 0
		}
		in.mode, in.known = m, true
	}
	if st := g.State(); st != Playing && st != Paused {
		in.notes = false
	}
}

// Select makes c the cursor and the only selected cell; -1 (or a cell off
// the grid) clears the selection. It is not an event of the game: the window
// calls it for its own reasons (the self-test's scene).
func (in *Input) Select(c int) {
	if c < 0 || c > 80 {
		in.cursor, in.sel = 0, CellSet{}
		return
	}
	in.cursor, in.sel = c+1, CellSet{}.With(c)
}

// active refuses an intent while the board takes no input: paused, idle,
// or a question pending.
func (in *Input) active(g *Game, event string) error {
	in.Follow(g)
	return g.ready(event, Playing, Editing)
}

// done follows what an event did to g (a solve ends the notes mode) and
// returns its error.
func (in *Input) done(g *Game, err error) error {
	in.Follow(g)
	return err
}

// Move moves the cursor by (dr, dc), wrapping at the edges (the arrows and
// W A S D); with jump (Ctrl) to the next empty cell in reading order: along
// the rows for left and right, down the columns for up and down, wrapping
// around the grid. With no cell selected, any move selects r1c1.
func (in *Input) Move(g *Game, dr, dc int, jump bool) error {
	if err := in.active(g, "move"); err != nil {
		return err
	}
	sel := in.Cursor()
	if sel < 0 {
		in.Select(0)
		return nil
	}
	r, c := sel/9, sel%9
	if !jump {
		in.Select((r+dr+9)%9*9 + (c+dc+9)%9)
		return nil
	}
	step := dr + dc // +1 forward, -1 backward
	if step == 0 {
		return nil
	}
	step /= max(step, -step)
	byColumn := dr != 0
	pos := sel
	if byColumn {
		pos = c*9 + r // column-major index
	}
	for i := 1; i < 81; i++ {
		p := ((pos+step*i)%81 + 81) % 81
		cell := p
		if byColumn {
			cell = (p%9)*9 + p/9
		}
		if g.cur.cells[cell] == 0 {
			in.Select(cell)
			return nil
		}
	}
	return nil
}

// DigitKey is a digit key, 1–9; note is Shift or Ctrl held. The digit is
// placed in the cursor's cell, or toggled as a note there with note or in
// notes mode. In digit-first mode a plain digit key also picks the digit, as
// the number pad would: that pick stays even when the cell refuses the
// digit, and with no cell selected the picked digit just waits for a click.
func (in *Input) DigitKey(g *Game, d uint8, note bool) error {
	if err := in.active(g, "digit"); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "digit", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	sel := in.Cursor()
	if in.Mode(g) == InputDigitFirst && !note {
		in.digit = d
		if sel < 0 {
			return nil
		}
	}
	return in.putDigit(g, sel, d, note)
}

// putDigit places d in cell sel, or toggles note d there (note, or the
// notes mode).
func (in *Input) putDigit(g *Game, sel int, d uint8, note bool) error {
	if note || in.notes {
		return in.done(g, g.ToggleNote(sel, d))
	}
	return in.done(g, g.Place(sel, d))
}

// Erase is 0, Backspace, Delete or the number pad's Erase: it empties the
// cursor's cell.
func (in *Input) Erase(g *Game) error {
	if err := in.active(g, "erase"); err != nil {
		return err
	}
	return in.done(g, g.Erase(in.Cursor()))
}

// Step is + (dir > 0: one up, as a tap) or - (dir < 0: one down, as a
// secondary tap) on the cursor's cell.
func (in *Input) Step(g *Game, dir int) error {
	if err := in.active(g, "step"); err != nil {
		return err
	}
	if dir < 0 {
		return in.done(g, g.TapBack(in.Cursor()))
	}
	return in.done(g, g.Tap(in.Cursor()))
}

// ToggleNotes switches the digits between placing and toggling notes (N,
// the number pad's Notes). Notes exist only while playing: while a grid is
// built the toggle is refused (ReasonEditing) and the mode stays off.
func (in *Input) ToggleNotes(g *Game) error {
	if err := in.active(g, "notes mode"); err != nil {
		return err
	}
	if g.State() == Editing {
		return refuse("notes mode", ReasonEditing)
	}
	in.notes = !in.notes
	return nil
}

// Pad is a digit button of the number pad. In digit-first mode it picks the
// digit (the picked digit again drops it); otherwise it works as the digit
// key, placing or (in notes mode) toggling a note in the cursor's cell.
func (in *Input) Pad(g *Game, d uint8) error {
	if err := in.active(g, "pad"); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "pad", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	if in.Mode(g) == InputDigitFirst {
		if in.digit == d {
			d = 0
		}
		in.digit = d
		return nil
	}
	return in.putDigit(g, in.Cursor(), d, false)
}

// Click is a click on cell c (-1: on the board, off the grid; secondary:
// the mouse's secondary button). It selects the cell, then acts as the input
// mode says: tap mode steps an editable cell up (down with secondary);
// digit-first mode places the picked digit in an editable cell, erases it
// from a cell that holds it, or toggles it as a note of an empty cell
// (secondary, or notes mode). A click on a given only selects it, without a
// word: the click did what a click always does.
func (in *Input) Click(g *Game, c int, secondary bool) error {
	if err := in.active(g, "click"); err != nil {
		return err
	}
	if c < 0 || c > 80 {
		return nil
	}
	in.Select(c)
	if g.Given(c) {
		return nil
	}
	switch in.Mode(g) {
	case InputTap:
		if secondary {
			return in.done(g, g.TapBack(c))
		}
		return in.done(g, g.Tap(c))
	case InputDigitFirst:
		d := in.digit
		switch {
		case d == 0:
		case secondary || in.notes:
			if g.cur.cells[c] == 0 {
				return in.done(g, g.ToggleNote(c, d))
			}
		case g.cur.cells[c] == d:
			return in.done(g, g.Erase(c))
		default:
			return in.done(g, g.Place(c, d))
		}
	}
	return nil
}
