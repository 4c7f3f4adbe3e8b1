package widgets

import (
	"image"
	"time"

	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// CellSet is a set of cells, by index 0–80 (row-major).
type CellSet [81]bool

// BoardView is what the board shows in one frame. The app fills it from the
// game model; the board never changes it and never changes the grid.
type BoardView struct {
	Cells solver.Grid     // the digit in each cell, 0 when empty
	Given CellSet         // cells holding a digit of the puzzle
	Notes [81]solver.Mask // centre marks, the candidates (bit d for digit d), shown in empty cells
	// Corner marks, shown in empty cells; a cell with both draws its
	// centre marks across the middle (board_marks.go).
	Corner [81]solver.Mask
	// Colours are the colours of each cell (bit c for colour c, 1–9), any
	// cell; CandColours those of the candidates of empty cells, four bits
	// per digit (model.CandColour). Drawn in Palette.Marks.
	Colours     [81]uint16
	CandColours [81]uint64

	Clash CellSet // cells whose digit repeats one of its row, column or box
	Wrong CellSet // cells found wrong by Check
	Hint  CellSet // cells a hint points at
	// Revealed are the cells whose digit Give up showed from the solution
	// (drawn in Palette.Revealed, lighter than the player's).
	Revealed CellSet
	// Overlay, when set, draws a hint's pattern over the board (hint.go).
	Overlay *HintOverlay

	// Active is true when the board takes input (Playing, Editing); false
	// draws it visibly inactive (Idle).
	Active bool
	// Hidden covers the grid (Paused): no digit is visible, the pause
	// sign shows PausedTitle and PausedHint.
	Hidden                  bool
	PausedTitle, PausedHint string
	// Prompt, when not empty, is drawn on an inactive board in a card: how
	// to start the grid shown (the first start's demo grid).
	Prompt string

	// The player's input state (model.Input), drawn: the selected cells
	// (shaded), the cursor among them (outlined: the cell the keys act on),
	// the input mode, the notes mode and the digit picked in digit-first
	// mode.
	Selected  CellSet
	Cursor    int
	Mode      model.InputMode
	NotesMode bool  // digits toggle notes instead of placing
	Digit     uint8 // digit first: the digit picked on the pad, 0 for none

	HighlightUnits bool // shade the selected cell's row, column and box
	HighlightSame  bool // shade every cell holding the selected digit

	// LabelRoom keeps a strip above and at the left of the grid for the
	// row and column numbers (board_labels.go), whether they show or not,
	// so the grid does not move when they appear; Labels draws them.
	LabelRoom, Labels bool

	// Geometry is the variant's (docs/variants.md), nil for the classic
	// game: the board draws X-Sudoku's diagonals, Windoku's windows,
	// Jigsaw's region borders and Killer's cages (board_variant.go).
	Geometry *solver.Geometry

	// BigNotes draws the notes as large as their places allow, and the
	// overlay's rings and strokes around them to match: for a board that
	// shows a position rather than one played on, drawn small (the
	// technique guide's examples).
	BigNotes bool

	// Zoom magnifies the board on the overlay's pattern when its
	// candidates would be drawn less than ZoomGlyphPx high
	// (board_zoom.go); without an overlay it does nothing.
	Zoom bool
}

// cursor returns the outlined cell, -1 when none is selected.
func (v *BoardView) cursor() int {
	if v.Cursor >= 0 && v.Cursor < 81 && v.Selected[v.Cursor] {
		return v.Cursor
	}
	return -1
}

// BoardEventKind says what a BoardEvent reports.
type BoardEventKind uint8

// The kinds of board events.
const (
	BoardClick    BoardEventKind = iota + 1 // a press on Cell (-1: on the board, off the grid)
	BoardDrag                               // the pointer, still pressed, entered Cell
	BoardWaveDone                           // the light wave has crossed the grid
)

var boardEventNames = [...]string{"", "click", "drag", "wave-done"}

// String returns the kind's name ("click", "drag", …) for logs and tests.
func (k BoardEventKind) String() string {
	if int(k) < len(boardEventNames) {
		return boardEventNames[k]
	}
	return "unknown"
}

// BoardEvent is what the pointer did on the board, for the app to hand to
// the model's input state (model.Input), which decides what it means.
type BoardEvent struct {
	Kind      BoardEventKind
	Cell      int  // 0–80, or -1 off the grid
	Secondary bool // BoardClick: the mouse's secondary button
	Add       bool // BoardClick: Ctrl held, to add the cell to the selection
	// Note is the candidate whose place of the cell's 3×3 grid of notes
	// is under the pointer (BoardClick on a cell; 1–9): the candidate a
	// click in colour mode colours.
	Note uint8
}

// Board is the persistent state of the Sudoku board: the cell under the
// mouse, animations, and the events not yet collected. It takes no key and
// decides nothing: it reports clicks and drags and draws the view it is
// given. Its zero value is ready; the app keeps one for the window's life.
type Board struct {
	hover int // hovered cell + 1; 0: none
	drag  int // cell + 1 of the last press or drag while pressed; 0: not pressed

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
	zoom   boardZoom  // the last frame's zoom (board_zoom.go)
}

// Hovered returns the cell under the mouse, -1 when none is.
func (b *Board) Hovered() int { return b.hover - 1 }

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

func (b *Board) emit(k BoardEventKind, cell int, secondary bool) {
	b.queue = append(b.queue, BoardEvent{Kind: k, Cell: cell, Secondary: secondary})
}

// Focused reports whether the board has the keyboard focus.
func (b *Board) Focused(gtx layout.Context) bool { return gtx.Focused(b) }

func (b *Board) inputFilters() []event.Filter {
	if b.filters == nil {
		b.filters = []event.Filter{
			key.FocusFilter{Target: b},
			pointer.Filter{Target: b, Kinds: pointer.Press | pointer.Drag | pointer.Release | pointer.Move |
				pointer.Enter | pointer.Leave | pointer.Cancel},
		}
	}
	return b.filters
}

// update drains the board's input into the event queue.
func (b *Board) update(gtx layout.Context) {
	if !gtx.Enabled() {
		return
	}
	// The board takes the keyboard when nobody has it: at start and after a
	// dialog or menu closes (the keys themselves are the window's).
	if gtx.Focused(nil) {
		gtx.Execute(key.FocusCmd{Tag: b})
	}
	for {
		e, ok := gtx.Event(b.inputFilters()...)
		if !ok {
			break
		}
		if e, ok := e.(pointer.Event); ok {
			b.pointer(gtx, e)
		}
	}
}

func (b *Board) pointer(gtx layout.Context, e pointer.Event) {
	if b.zoom.on {
		// The cell drawn under the pointer: the grid's point the zoom
		// draws there (board_zoom.go).
		shift := layout.FPt(b.geo.shift)
		q := e.Position.Sub(shift)
		if n := float32(b.geo.size); q.X >= 0 && q.Y >= 0 && q.X < n && q.Y < n {
			e.Position = b.zoom.invert(q).Add(shift)
		}
	}
	c := b.geo.cellAt(e.Position.Round())
	switch e.Kind {
	case pointer.Move, pointer.Enter:
		b.hover = c + 1
	case pointer.Leave:
		b.hover = 0
	case pointer.Cancel, pointer.Release:
		b.hover, b.drag = 0, 0
		if e.Kind == pointer.Release {
			b.hover = c + 1
		}
	case pointer.Drag:
		b.hover = c + 1
		if b.drag != 0 && c >= 0 && c+1 != b.drag {
			b.drag = c + 1
			b.emit(BoardDrag, c, false)
		}
	case pointer.Press:
		gtx.Execute(key.FocusCmd{Tag: b})
		secondary := e.Source == pointer.Mouse && e.Buttons&pointer.ButtonSecondary != 0
		primary := e.Source != pointer.Mouse || e.Buttons&pointer.ButtonPrimary != 0
		if !primary && !secondary {
			return
		}
		b.drag = c + 1
		b.emit(BoardClick, c, secondary)
		last := &b.queue[len(b.queue)-1]
		last.Add = e.Modifiers.Contain(key.ModShortcut)
		// (noteAt takes the grid's coordinates, past the labels' room.)
		last.Note = b.geo.noteAt(c, e.Position.Sub(layout.FPt(b.geo.shift)))
	}
}

// boardGeometry is where the cells of the last frame were, in the board's
// coordinates (pixels).
type boardGeometry struct {
	origin image.Point // top-left of the grid (outer border included)
	shift  image.Point // where the grid's square starts in the board's (past the labels' room)
	size   int         // side of the grid, borders included
	pos    [9]int      // left (and top) of each cell column (row), from origin
	cell   int         // side of a cell
	thin   int         // width of a line between cells
	thick  int         // width of a line between boxes
	// sums marks the cells that show a Killer cage's sum in their top-left
	// corner (board_variant.go): their notes keep below it.
	sums [81]bool
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
	p = p.Sub(g.origin).Sub(g.shift)
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
