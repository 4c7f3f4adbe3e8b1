package widgets

import (
	"image"
	"time"

	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/solver"
)

// InputMode is how clicks and keys put digits on the board (docs/behaviour.md, Input modes).
type InputMode uint8

// The input modes.
const (
	// CellFirst: click or arrows select a cell, 1–9 place, 0/Backspace/Delete erase.
	CellFirst InputMode = iota
	// DigitFirst: pick a digit on the pad, then every click places it; clicking
	// a cell that holds it erases it.
	DigitFirst
	// Tap: a left click adds one to the cell (9 wraps to empty), a right click
	// subtracts one.
	Tap
)

// CellSet is a set of cells, by index 0–80 (row-major).
type CellSet [81]bool

// BoardView is what the board shows in one frame. The app fills it from the
// game model; the board never changes it and never changes the grid.
type BoardView struct {
	Cells solver.Grid     // the digit in each cell, 0 when empty
	Given CellSet         // cells holding a digit of the puzzle
	Notes [81]solver.Mask // pencil marks (bit d for digit d), shown in empty cells

	Clash CellSet // cells whose digit repeats one of its row, column or box
	Wrong CellSet // cells found wrong by Check
	Hint  CellSet // cells a hint points at
	// Overlay, when set, draws a hint's pattern over the board (hint.go).
	Overlay *HintOverlay

	// Active is true when the board takes input (Playing, Editing); false
	// draws it visibly inactive (Idle) and ignores clicks and keys.
	Active bool
	// Hidden covers the grid (Paused): no digit is visible; a click or a key
	// on the board reports BoardResume.
	Hidden bool
	// Prompt, when not empty, is drawn on an inactive board in a card: how
	// to start the grid shown (the first start's demo grid).
	Prompt string

	Mode      InputMode
	NotesMode bool  // digits toggle notes instead of placing
	Digit     uint8 // DigitFirst: the digit picked on the pad, 0 for none

	HighlightUnits bool // shade the selected cell's row, column and box
	HighlightSame  bool // shade every cell holding the selected digit

	// BigNotes draws the notes as large as their places allow, and the
	// overlay's rings and strokes around them to match: for a board that
	// shows a position rather than one played on, drawn small (the
	// technique guide's examples).
	BigNotes bool
}

// editable reports whether the player may change cell c.
func (v *BoardView) editable(c int) bool {
	return v.Active && !v.Hidden && c >= 0 && c < 81 && !v.Given[c]
}

// onGiven reports whether c is a given of the active board: input aimed at
// it is reported as BoardGiven, so the app can say why nothing changed.
func (v *BoardView) onGiven(c int) bool {
	return v.Active && !v.Hidden && c >= 0 && c < 81 && v.Given[c]
}

// noCell reports whether input aimed at the selection finds none on the
// active board: it is reported as BoardNoCell, so the app can say so.
func (v *BoardView) noCell(c int) bool {
	return v.Active && !v.Hidden && (c < 0 || c >= 81)
}

// BoardEventKind says what a BoardEvent asks for.
type BoardEventKind uint8

// The kinds of board events.
const (
	BoardSelect      BoardEventKind = iota + 1 // Cell became the selected cell
	BoardPlace                                 // put Digit in Cell
	BoardErase                                 // empty Cell
	BoardToggleNote                            // toggle note Digit in Cell
	BoardTap                                   // add one to Cell (9 wraps to empty)
	BoardTapBack                               // subtract one from Cell
	BoardPickDigit                             // DigitFirst: Digit is the picked digit now (0: none)
	BoardToggleNotes                           // switch the notes mode (N key, pad toggle)
	BoardResume                                // input on the hidden (paused) board
	BoardWaveDone                              // the light wave has crossed the grid
	BoardGiven                                 // a digit, erase or tap aimed at Cell, a given: nothing changes
	BoardIdle                                  // a click or key on the inactive board: nothing changes
	BoardNoCell                                // a digit or erase with no cell selected: nothing changes
)

var boardEventNames = [...]string{"", "select", "place", "erase", "toggle-note", "tap", "tap-back", "pick-digit", "toggle-notes", "resume", "wave-done", "given", "idle", "no-cell"}

// String returns the kind's name ("place", "toggle-note", …) for logs and tests.
func (k BoardEventKind) String() string {
	if int(k) < len(boardEventNames) {
		return boardEventNames[k]
	}
	return "unknown"
}

// BoardEvent is something the player did on the board, for the app to apply
// to the model.
type BoardEvent struct {
	Kind  BoardEventKind
	Cell  int   // 0–80, or -1 when the event concerns no cell
	Digit uint8 // 1–9 for Place, ToggleNote and PickDigit
}

// Board is the persistent state of the Sudoku board: the selected cell, the
// cell under the mouse, animations, and the events not yet collected. Its
// zero value is ready; the app keeps one for the window's life.
type Board struct {
	sel   int // selected cell + 1; 0: none
	hover int // hovered cell + 1; 0: none

	view    BoardView // the view of the last Layout, for interpreting input
	geo     boardGeometry
	queue   []BoardEvent
	filters []event.Filter

	flashCell    int
	flashStart   time.Time
	flashPending bool

	waveStart   time.Time
	wavePending bool
	waveOn      bool

	glyphs glyphBatch // the digits of the frame, drawn in runs
}

// Selected returns the selected cell, or -1.
func (b *Board) Selected() int { return b.sel - 1 }

// Select makes c (0–80) the selected cell; -1 clears the selection. It
// reports no event: the app asked for it.
func (b *Board) Select(c int) {
	if c < -1 || c > 80 {
		c = -1
	}
	b.sel = c + 1
}

// Flash starts the short flash over cell c (a refused digit's clashing cell).
// The flash starts at the next Layout.
func (b *Board) Flash(c int) {
	if c < 0 || c > 80 {
		return
	}
	b.flashCell, b.flashPending = c, true
}

// StartWave starts the light wave across the grid at the next Layout. When it
// ends, Update reports BoardWaveDone.
func (b *Board) StartWave() {
	b.wavePending, b.waveOn = true, true
}

// Waving reports whether the light wave is running.
func (b *Board) Waving() bool { return b.waveOn }

// Focus gives the keyboard to the board.
func (b *Board) Focus(gtx layout.Context) {
	gtx.Execute(key.FocusCmd{Tag: b})
}

// Update handles the input that reached the board since the last call and
// returns the next event, if any. Call it until it reports false, before or
// after Layout: input is interpreted against the view of the last Layout.
func (b *Board) Update(gtx layout.Context) (BoardEvent, bool) {
	b.update(gtx)
	if len(b.queue) == 0 {
		return BoardEvent{}, false
	}
	e := b.queue[0]
	b.queue = append(b.queue[:0], b.queue[1:]...)
	return e, true
}

// FromPad turns a number pad event into the board events it means under the
// current mode and selection: a digit places (or notes) in the selected cell,
// or picks the digit in DigitFirst mode; erase empties the selected cell.
func (b *Board) FromPad(e PadEvent) []BoardEvent {
	v := &b.view
	sel := b.Selected()
	var out []BoardEvent
	switch e.Kind {
	case PadDigit:
		if v.Mode == DigitFirst {
			d := e.Digit
			if v.Digit == d {
				d = 0
			}
			v.Digit = d
			return append(out, BoardEvent{Kind: BoardPickDigit, Cell: -1, Digit: d})
		}
		if v.onGiven(sel) {
			return append(out, BoardEvent{Kind: BoardGiven, Cell: sel})
		}
		if v.noCell(sel) {
			return append(out, BoardEvent{Kind: BoardNoCell, Cell: -1})
		}
		if !v.editable(sel) {
			return nil
		}
		if v.NotesMode {
			return append(out, BoardEvent{Kind: BoardToggleNote, Cell: sel, Digit: e.Digit})
		}
		return append(out, BoardEvent{Kind: BoardPlace, Cell: sel, Digit: e.Digit})
	case PadErase:
		if v.editable(sel) {
			return append(out, BoardEvent{Kind: BoardErase, Cell: sel, Digit: 0})
		}
		if v.onGiven(sel) {
			return append(out, BoardEvent{Kind: BoardGiven, Cell: sel})
		}
		if v.noCell(sel) {
			return append(out, BoardEvent{Kind: BoardNoCell, Cell: -1})
		}
	case PadToggleNotes:
		v.NotesMode = !v.NotesMode
		return append(out, BoardEvent{Kind: BoardToggleNotes, Cell: -1})
	}
	return out
}

func (b *Board) emit(k BoardEventKind, cell int, d uint8) {
	b.queue = append(b.queue, BoardEvent{Kind: k, Cell: cell, Digit: d})
}

func (b *Board) selectCell(c int) {
	if b.sel == c+1 {
		return
	}
	b.sel = c + 1
	b.emit(BoardSelect, c, 0)
}

// shiftedDigits are the characters of Shift+1 … Shift+9 on a US layout: with
// Shift held, X11 reports the shifted symbol, not the digit.
const shiftedDigits = "!@#$%^&*("

func (b *Board) keyFilters() []event.Filter {
	if b.filters != nil {
		return b.filters
	}
	f := []event.Filter{
		key.FocusFilter{Target: b},
		pointer.Filter{Target: b, Kinds: pointer.Press | pointer.Move | pointer.Enter | pointer.Leave | pointer.Cancel},
	}
	for d := '0'; d <= '9'; d++ {
		f = append(f, key.Filter{Focus: b, Name: key.Name(string(d)), Optional: key.ModShift | key.ModCtrl})
	}
	for _, s := range shiftedDigits {
		f = append(f, key.Filter{Focus: b, Name: key.Name(string(s)), Required: key.ModShift, Optional: key.ModCtrl})
	}
	for _, n := range []key.Name{key.NameLeftArrow, key.NameRightArrow, key.NameUpArrow, key.NameDownArrow} {
		f = append(f, key.Filter{Focus: b, Name: n, Optional: key.ModCtrl})
	}
	for _, n := range []key.Name{"W", "A", "S", "D", "N", key.NameDeleteBackward, key.NameDeleteForward} {
		f = append(f, key.Filter{Focus: b, Name: n})
	}
	f = append(f,
		key.Filter{Focus: b, Name: "+", Optional: key.ModShift},
		key.Filter{Focus: b, Name: "=", Optional: key.ModShift},
		key.Filter{Focus: b, Name: "-"},
	)
	b.filters = f
	return f
}

// update drains the board's input into the event queue.
func (b *Board) update(gtx layout.Context) {
	if !gtx.Enabled() {
		return
	}
	// The board takes the keyboard when nobody has it: at start and after a
	// dialog or menu closes.
	if gtx.Focused(nil) {
		gtx.Execute(key.FocusCmd{Tag: b})
	}
	for {
		e, ok := gtx.Event(b.keyFilters()...)
		if !ok {
			break
		}
		switch e := e.(type) {
		case pointer.Event:
			b.pointer(gtx, e)
		case key.Event:
			if e.State == key.Press {
				b.key(e)
			}
		}
	}
}

func (b *Board) pointer(gtx layout.Context, e pointer.Event) {
	c := b.geo.cellAt(e.Position.Round())
	switch e.Kind {
	case pointer.Move, pointer.Enter:
		b.hover = c + 1
		return
	case pointer.Leave, pointer.Cancel:
		b.hover = 0
		return
	case pointer.Press:
	default:
		return
	}
	gtx.Execute(key.FocusCmd{Tag: b})
	v := &b.view
	if v.Hidden {
		b.emit(BoardResume, -1, 0)
		return
	}
	if !v.Active {
		b.emit(BoardIdle, c, 0)
		return
	}
	if c < 0 {
		return
	}
	secondary := e.Source == pointer.Mouse && e.Buttons&pointer.ButtonSecondary != 0
	primary := e.Source != pointer.Mouse || e.Buttons&pointer.ButtonPrimary != 0
	if !primary && !secondary {
		return
	}
	b.selectCell(c)
	switch v.Mode {
	case Tap:
		if !v.editable(c) {
			return
		}
		if secondary {
			b.emit(BoardTapBack, c, 0)
		} else {
			b.emit(BoardTap, c, 0)
		}
	case DigitFirst:
		d := v.Digit
		if d == 0 || !v.editable(c) {
			return
		}
		switch {
		case secondary || v.NotesMode:
			if v.Cells[c] == 0 {
				b.emit(BoardToggleNote, c, d)
			}
		case v.Cells[c] == d:
			b.emit(BoardErase, c, 0)
		default:
			b.emit(BoardPlace, c, d)
		}
	}
}

func (b *Board) key(e key.Event) {
	v := &b.view
	if v.Hidden {
		b.emit(BoardResume, -1, 0)
		return
	}
	if !v.Active {
		b.emit(BoardIdle, -1, 0)
		return
	}
	name := string(e.Name)
	ctrl := e.Modifiers&key.ModCtrl != 0
	shift := e.Modifiers&key.ModShift != 0
	sel := b.Selected()
	switch {
	case len(name) == 1 && name[0] >= '1' && name[0] <= '9':
		b.digit(sel, name[0]-'0', ctrl || shift)
	case len(name) == 1 && indexByte(shiftedDigits, name[0]) >= 0:
		b.digit(sel, uint8(indexByte(shiftedDigits, name[0])+1), true)
	case name == "0" || e.Name == key.NameDeleteBackward || e.Name == key.NameDeleteForward:
		if v.editable(sel) {
			b.emit(BoardErase, sel, 0)
		} else if v.onGiven(sel) {
			b.emit(BoardGiven, sel, 0)
		} else if v.noCell(sel) {
			b.emit(BoardNoCell, -1, 0)
		}
	case e.Name == key.NameLeftArrow || name == "A":
		b.move(sel, 0, -1, ctrl)
	case e.Name == key.NameRightArrow || name == "D":
		b.move(sel, 0, 1, ctrl)
	case e.Name == key.NameUpArrow || name == "W":
		b.move(sel, -1, 0, ctrl)
	case e.Name == key.NameDownArrow || name == "S":
		b.move(sel, 1, 0, ctrl)
	case name == "N":
		v.NotesMode = !v.NotesMode
		b.emit(BoardToggleNotes, -1, 0)
	case name == "+" || name == "=":
		if v.editable(sel) {
			b.emit(BoardTap, sel, 0)
		}
	case name == "-":
		if v.editable(sel) {
			b.emit(BoardTapBack, sel, 0)
		}
	}
}

// digit handles a digit key: note toggles a pencil mark (Shift or Ctrl held).
func (b *Board) digit(sel int, d uint8, note bool) {
	v := &b.view
	if v.Mode == DigitFirst && !note {
		// The key picks the digit, as a click on the pad would, and places it
		// in the selected cell.
		if v.Digit != d {
			v.Digit = d
			b.emit(BoardPickDigit, -1, d)
		}
	}
	if v.onGiven(sel) {
		b.emit(BoardGiven, sel, 0)
		return
	}
	if v.noCell(sel) {
		// A picked digit (DigitFirst) waits for a cell: nothing to say.
		if v.Mode != DigitFirst || note {
			b.emit(BoardNoCell, -1, 0)
		}
		return
	}
	if !v.editable(sel) {
		return
	}
	if note || v.NotesMode {
		b.emit(BoardToggleNote, sel, d)
		return
	}
	b.emit(BoardPlace, sel, d)
}

// move selects the next cell by (dr, dc), wrapping at the edges; with jump,
// the next empty cell in reading order (rows for left/right, columns for
// up/down), wrapping around the grid.
func (b *Board) move(sel, dr, dc int, jump bool) {
	if sel < 0 {
		b.selectCell(0)
		return
	}
	r, c := sel/9, sel%9
	if !jump {
		r, c = (r+dr+9)%9, (c+dc+9)%9
		b.selectCell(r*9 + c)
		return
	}
	step := dr + dc // +1 forward, -1 backward
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
		if b.view.Cells[cell] == 0 {
			b.selectCell(cell)
			return
		}
	}
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// boardGeometry is where the cells of the last frame were, in the board's
// coordinates (pixels).
type boardGeometry struct {
	origin image.Point // top-left of the grid (outer border included)
	size   int         // side of the grid, borders included
	pos    [9]int      // left (and top) of each cell column (row), from origin
	cell   int         // side of a cell
	thin   int         // width of a line between cells
	thick  int         // width of a line between boxes
}

func newBoardGeometry(side int, unitPx float32) boardGeometry {
	var g boardGeometry
	g.thin = max(1, int(unitPx*1+0.5))
	g.thick = max(2, g.thin+1, int(float32(side)*0.009+0.5))
	g.cell = max(1, (side-4*g.thick-6*g.thin)/9)
	g.size = 9*g.cell + 4*g.thick + 6*g.thin
	x := g.thick
	for i := range 9 {
		if i > 0 {
			if i%3 == 0 {
				x += g.thick
			} else {
				x += g.thin
			}
		}
		g.pos[i] = x
		x += g.cell
	}
	g.origin = image.Pt((side-g.size)/2, (side-g.size)/2)
	return g
}

// cellRect returns the rectangle of cell i.
func (g *boardGeometry) cellRect(i int) image.Rectangle {
	r, c := i/9, i%9
	min := g.origin.Add(image.Pt(g.pos[c], g.pos[r]))
	return image.Rectangle{Min: min, Max: min.Add(image.Pt(g.cell, g.cell))}
}

// cellAt returns the cell under p, or -1. A point on a line between cells
// belongs to the nearest cell, so no click is lost on a line.
func (g *boardGeometry) cellAt(p image.Point) int {
	if g.cell == 0 {
		return -1
	}
	p = p.Sub(g.origin)
	if p.X < 0 || p.Y < 0 || p.X >= g.size || p.Y >= g.size {
		return -1
	}
	idx := func(x int) int {
		for i := 8; i >= 0; i-- {
			// Half the line before cell i belongs to it.
			if x >= g.pos[i]-g.thick/2-1 {
				return i
			}
		}
		return 0
	}
	return idx(p.Y)*9 + idx(p.X)
}

// invalidateAt asks for a frame at t (animations).
func invalidateAt(gtx layout.Context, t time.Time) {
	gtx.Execute(op.InvalidateCmd{At: t})
}
