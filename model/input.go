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
// selected (a cursor, the cell the keys act on, and the selected cells, the
// cursor's among them: a digit, a mark or Erase acts on all of them as one
// change), the input mode (from the settings), the notes
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
	marks  MarkMode  // what a plain digit writes
	digit  uint8
	colour uint8 // the colour last given in colour mode, 0: none yet (1)
}

// MarkMode is what a plain digit writes: the digit itself, or a corner or
// centre mark (docs/behaviour.md, Notes: two styles).
type MarkMode uint8

// The mark modes, in the order the mode key cycles through them.
const (
	MarkDigit MarkMode = iota
	MarkCorner
	MarkCentre
	MarkColour // a digit gives its colour (1–9) to the selected cells
	markModes
)

// style is the note style of a mark mode other than MarkDigit.
func (m MarkMode) style() NoteStyle {
	if m == MarkCorner {
		return NoteCorner
	}
	return NoteCentre
}

// Cursor returns the cell the keys act on, -1 when none is selected.
func (in *Input) Cursor() int { return in.cursor - 1 }

// Selection returns the selected cells (the cursor's among them).
func (in *Input) Selection() CellSet { return in.sel }

// NotesMode reports whether digits toggle notes instead of placing.
func (in *Input) NotesMode() bool { return in.marks != MarkDigit }

// Marks returns what a plain digit writes now.
func (in *Input) Marks() MarkMode { return in.marks }

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
		in.marks = MarkDigit
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

// Without returns the set with cell i taken out.
func (s CellSet) Without(i int) CellSet {
	if i >= 0 && i < 81 {
		s[i>>6] &^= 1 << (i & 63)
	}
	return s
}

// AddCell is Ctrl+click on cell c: c joins the selection and becomes the
// cursor, or, when it was selected already and others are, leaves it.
func (in *Input) AddCell(g *Game, c int) error {
	if err := in.active(g, "select"); err != nil {
		return err
	}
	if c < 0 || c > 80 {
		return nil
	}
	if in.sel.Has(c) && in.sel.Len() > 1 {
		in.sel = in.sel.Without(c)
		if in.Cursor() == c {
			in.cursor = in.sel.first() + 1
		}
		return nil
	}
	in.sel, in.cursor = in.sel.With(c), c+1
	return nil
}

// DragTo is the pointer, still pressed, entering cell c: c joins the
// selection and becomes the cursor (a drag from the pressed cell selects
// every cell it crosses).
func (in *Input) DragTo(g *Game, c int) error {
	if err := in.active(g, "select"); err != nil {
		return err
	}
	if c >= 0 && c <= 80 {
		in.sel, in.cursor = in.sel.With(c), c+1
	}
	return nil
}

// Extend is Shift+arrow: the cursor moves by (dr, dc), wrapping, and its
// new cell joins the selection.
func (in *Input) Extend(g *Game, dr, dc int) error {
	if err := in.active(g, "select"); err != nil {
		return err
	}
	sel := in.Cursor()
	if sel < 0 {
		in.Select(0)
		return nil
	}
	c := (sel/9+dr+9)%9*9 + (sel%9+dc+9)%9
	in.sel, in.cursor = in.sel.With(c), c+1
	return nil
}

// SelectEmpty is Ctrl+A: every empty cell is selected, the cursor on the
// first (or where it was, when that cell is empty).
func (in *Input) SelectEmpty(g *Game) error {
	if err := in.active(g, "select"); err != nil {
		return err
	}
	var s CellSet
	for i := range 81 {
		if g.cur.cells[i] == 0 {
			s = s.With(i)
		}
	}
	if s.Len() == 0 {
		return nil
	}
	in.sel = s
	if !s.Has(in.Cursor()) {
		in.cursor = s.first() + 1
	}
	return nil
}

// ClearSelection is Escape on the board: several selected cells come down
// to the cursor's; a lone selected cell is let go. It reports whether it
// changed anything (Escape with nothing selected is a key that does
// nothing).
func (in *Input) ClearSelection() bool {
	switch {
	case in.sel.Len() > 1:
		in.Select(in.Cursor())
		return true
	case in.cursor != 0:
		in.Select(-1)
		return true
	}
	return false
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
	m := in.marks
	if note {
		m = MarkCentre
	}
	return in.putDigit(g, sel, d, m)
}

// MarkKey is a digit key with a modifier that writes a mark whatever the
// mode: Shift+digit a corner mark, Ctrl+digit a centre mark (m).
func (in *Input) MarkKey(g *Game, d uint8, m MarkMode) error {
	if err := in.active(g, "digit"); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "digit", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	if m == MarkDigit {
		m = MarkCentre
	}
	return in.putDigit(g, in.Cursor(), d, m)
}

// putDigit places d in cell sel, or toggles mark d there (m); with several
// cells selected and sel among them, in every selected cell as one change.
// In colour mode d is a colour, given to the selected cells.
func (in *Input) putDigit(g *Game, sel int, d uint8, m MarkMode) error {
	if m == MarkColour {
		cells := in.sel
		if !cells.Has(sel) {
			cells = CellSet{}.With(sel)
		}
		err := g.ToggleColour(cells, d)
		if err == nil {
			in.colour = d
		}
		return in.done(g, err)
	}
	if in.sel.Len() > 1 && in.sel.Has(sel) {
		if m != MarkDigit {
			return in.done(g, g.ToggleMarkAll(in.sel, d, m.style()))
		}
		return in.done(g, g.PlaceAll(in.sel, d))
	}
	if m != MarkDigit {
		return in.done(g, g.ToggleMark(sel, d, m.style()))
	}
	return in.done(g, g.Place(sel, d))
}

// Erase is 0, Backspace, Delete or the number pad's Erase: it empties the
// cursor's cell.
func (in *Input) Erase(g *Game) error {
	if err := in.active(g, "erase"); err != nil {
		return err
	}
	if in.marks == MarkColour {
		return in.done(g, g.ClearColours(in.sel))
	}
	if in.sel.Len() > 1 {
		return in.done(g, g.EraseAll(in.sel))
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

// ToggleNotes switches the digits between placing and toggling centre marks
// (N), and from any mark mode back to digits. Notes exist only while
// playing: while a grid is built the toggle is refused (ReasonEditing) and
// the mode stays on digits.
func (in *Input) ToggleNotes(g *Game) error {
	if in.marks != MarkDigit {
		return in.SetMarks(g, MarkDigit)
	}
	return in.SetMarks(g, MarkCentre)
}

// Colour returns the colour a click on a candidate gives it in colour mode:
// the colour last given (1 before any).
func (in *Input) Colour() uint8 { return max(in.colour, 1) }

// ColourCandidate is a secondary click on candidate d of cell c in colour
// mode: the candidate takes the colour last given (Colour), or loses it.
func (in *Input) ColourCandidate(g *Game, c int, d uint8) error {
	if err := in.active(g, "colour"); err != nil {
		return err
	}
	if c < 0 || c > 80 {
		return nil
	}
	in.Select(c)
	return in.done(g, g.ToggleCandColour(c, d, in.Colour()))
}

// CandidateKey is Alt+digit: candidate d of the selected cells takes the
// colour given last (Colour), or, when all have it, loses it; one change.
func (in *Input) CandidateKey(g *Game, d uint8) error {
	if err := in.active(g, "colour"); err != nil {
		return err
	}
	sel := in.Cursor()
	if sel < 0 {
		return refuseCell("colour", ReasonNoCell, -1)
	}
	cells := in.sel
	if !cells.Has(sel) {
		cells = CellSet{}.With(sel)
	}
	return in.done(g, g.ToggleCandColourAll(cells, d, in.Colour()))
}

// CycleMarks moves to the next mark mode: digit, corner, centre, colour,
// then digit again (M, the number pad's mode button).
func (in *Input) CycleMarks(g *Game) error {
	return in.SetMarks(g, (in.marks+1)%markModes)
}

// SetMarks makes the plain digits write m (Z digit, X corner, C centre, V
// colour).
// Marks exist only while playing: while a grid is built any mode but
// MarkDigit is refused (ReasonEditing).
func (in *Input) SetMarks(g *Game, m MarkMode) error {
	if err := in.active(g, "notes mode"); err != nil {
		return err
	}
	if m >= markModes {
		m = MarkDigit
	}
	if g.State() == Editing && m != MarkDigit {
		return refuse("notes mode", ReasonEditing)
	}
	in.marks = m
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
	return in.putDigit(g, in.Cursor(), d, in.marks)
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
		case secondary || in.marks != MarkDigit:
			if g.cur.cells[c] == 0 {
				style := in.marks.style()
				if in.marks == MarkDigit {
					style = NoteCentre
				}
				return in.done(g, g.ToggleMark(c, d, style))
			}
		case g.cur.cells[c] == d:
			return in.done(g, g.Erase(c))
		default:
			return in.done(g, g.Place(c, d))
		}
	}
	return nil
}
