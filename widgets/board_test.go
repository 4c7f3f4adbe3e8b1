package widgets

import (
	"image"
	"slices"
	"testing"
	"time"

	"gioui.org/f32"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/solver"
)

// boardRig is a board laid out alone in a 450×450 window, driven through an
// input.Router.
type boardRig struct {
	t     *testing.T
	h     *harness
	th    *Theme
	board Board
	view  BoardView
	// overlay, when set, is laid out over the board (a dialog).
	overlay func(gtx layout.Context)
}

func newBoardRig(t *testing.T, v BoardView) *boardRig {
	rg := &boardRig{t: t, h: newHarness(450, 450), th: NewTheme(LightPalette), view: v}
	rg.run() // the router must see one frame before any input
	return rg
}

// run lays out one frame, as the app would (collect events, then draw), and
// returns the board events collected.
func (rg *boardRig) run() []BoardEvent {
	var out []BoardEvent
	rg.h.frame(func(gtx layout.Context) {
		for {
			e, ok := rg.board.Update(gtx)
			if !ok {
				break
			}
			out = append(out, e)
		}
		BoardStyle{Theme: rg.th, Board: &rg.board, View: rg.view}.Layout(gtx)
		if rg.overlay != nil {
			rg.overlay(gtx)
		}
	})
	return out
}

// centre returns the middle of cell i in window coordinates.
func (rg *boardRig) centre(i int) f32.Point {
	r := rg.board.geo.cellRect(i)
	return layout.FPt(r.Min.Add(r.Max).Div(2))
}

func (rg *boardRig) click(i int, b pointer.Buttons) []BoardEvent {
	return rg.clickAt(rg.centre(i), b)
}

func (rg *boardRig) clickAt(p f32.Point, b pointer.Buttons) []BoardEvent {
	rg.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: b, Position: p},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p},
	)
	return rg.run()
}

func (rg *boardRig) key(name key.Name, mods key.Modifiers) []BoardEvent {
	rg.h.r.Queue(
		key.Event{Name: name, Modifiers: mods, State: key.Press},
		key.Event{Name: name, Modifiers: mods, State: key.Release},
	)
	return rg.run()
}

func ev(k BoardEventKind, cell int, secondary bool) BoardEvent {
	return BoardEvent{Kind: k, Cell: cell, Secondary: secondary}
}

func expect(t *testing.T, what string, got []BoardEvent, want ...BoardEvent) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: events %v, want %v", what, got, want)
	}
}

// emptyCell and givenCell are cells of samplePuzzle's row 1: "003020600".
const (
	emptyCell = 0 // r1c1
	givenCell = 2 // r1c3 holds 3
)

func playView(t *testing.T) BoardView {
	g, err := solver.Parse(samplePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	v := BoardView{Active: true, Cells: g}
	for i := range 81 {
		v.Given[i] = g[i] != 0
	}
	return v
}

// selectCell makes c the cursor and the only selected cell, as the app
// does from the model's input state.
func (v *BoardView) selectCell(c int) {
	v.Selected = CellSet{}
	v.Selected[c] = true
	v.Cursor = c
}

// The board reports each press with its cell and button, whatever the cell
// holds and whatever the game's state: what a click means is the model's.
func TestBoardReportsClicks(t *testing.T) {
	for _, name := range []string{"playing", "idle", "paused"} {
		t.Run(name, func(t *testing.T) {
			v := playView(t)
			v.Active = name != "idle"
			v.Hidden = name == "paused"
			rg := newBoardRig(t, v)
			expect(t, "click r3c5", rg.click(22, pointer.ButtonPrimary), ev(BoardClick, 22, false))
			expect(t, "click a given", rg.click(givenCell, pointer.ButtonPrimary), ev(BoardClick, givenCell, false))
			expect(t, "secondary click", rg.click(emptyCell, pointer.ButtonSecondary), ev(BoardClick, emptyCell, true))
			expect(t, "middle click", rg.click(emptyCell, pointer.ButtonTertiary))
			// A touch has no buttons: it is a primary click.
			p := rg.centre(40)
			rg.h.r.Queue(
				pointer.Event{Kind: pointer.Press, Source: pointer.Touch, Position: p},
				pointer.Event{Kind: pointer.Release, Source: pointer.Touch, Position: p},
			)
			expect(t, "touch", rg.run(), ev(BoardClick, 40, false))
		})
	}
}

// The board takes no key: the digits, arrows and letters are the window's
// (its command table), so the board never hides a shortcut.
func TestBoardTakesNoKey(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	rg.click(emptyCell, pointer.ButtonPrimary)
	keys := []key.Name{"5", "S", "N", key.NameRightArrow, key.NameDeleteBackward, "+"}
	var got []key.Name
	frame := func() {
		rg.h.frame(func(gtx layout.Context) {
			for {
				if _, ok := rg.board.Update(gtx); !ok {
					break
				}
			}
			BoardStyle{Theme: rg.th, Board: &rg.board, View: rg.view}.Layout(gtx)
			// The window's filters, declared after the board, as the app does.
			for _, k := range keys {
				for {
					e, ok := gtx.Event(key.Filter{Name: k})
					if !ok {
						break
					}
					if ke, ok := e.(key.Event); ok && ke.State == key.Press {
						got = append(got, ke.Name)
					}
				}
			}
		})
	}
	frame()
	for _, k := range keys {
		got = got[:0]
		rg.h.r.Queue(key.Event{Name: k, State: key.Press})
		frame()
		if !slices.Equal(got, []key.Name{k}) {
			t.Errorf("%s: the window's filter got %v, want the key", k, got)
		}
	}
	if !rg.board.Focused(rg.h.gtx()) {
		t.Error("a click did not give the board the keyboard focus")
	}
}

// A press then a move across cells reports each new cell once (for
// selecting several cells); the hovered cell follows the mouse.
func TestBoardDragAndHover(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	rg.h.r.Queue(pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Position: rg.centre(30)})
	expect(t, "hover", rg.run())
	if rg.board.Hovered() != 30 {
		t.Errorf("hovered %d, want 30", rg.board.Hovered())
	}
	b := pointer.ButtonPrimary
	rg.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: b, Position: rg.centre(30)},
		pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: b, Position: rg.centre(30).Add(f32.Pt(1, 1))},
		pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: b, Position: rg.centre(31)},
		pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: b, Position: rg.centre(40)},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: rg.centre(40)},
	)
	expect(t, "drag", rg.run(), ev(BoardClick, 30, false), ev(BoardDrag, 31, false), ev(BoardDrag, 40, false))
	rg.h.r.Queue(pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Position: rg.centre(41)})
	expect(t, "move after the release", rg.run())
	if rg.board.Hovered() != 41 {
		t.Errorf("hovered %d, want 41", rg.board.Hovered())
	}
}

// The board draws the selection it is given: the cursor is outlined only
// when it is one of the selected cells.
func TestBoardViewCursor(t *testing.T) {
	v := playView(t)
	if v.cursor() != -1 {
		t.Fatalf("a view with no selection has cursor %d", v.cursor())
	}
	v.Cursor = 40
	if v.cursor() != -1 {
		t.Fatal("a cursor outside the selection is drawn")
	}
	v.selectCell(40)
	if v.cursor() != 40 {
		t.Fatalf("cursor %d, want 40", v.cursor())
	}
}

func TestBoardClickOnLinesAndOutside(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	g := rg.board.geo
	// The thick line between boxes 1 and 2, beside r1c3 and r1c4: it belongs to a cell.
	x := float32(g.origin.X + g.pos[3] - g.thick/2)
	y := rg.centre(0).Y
	got := rg.clickAt(f32.Pt(x, y), pointer.ButtonPrimary)
	if len(got) != 1 || got[0].Kind != BoardClick || (got[0].Cell != 2 && got[0].Cell != 3) {
		t.Errorf("click on a box line: %v, want a click on r1c3 or r1c4", got)
	}
	// Every cell centre maps back to its cell.
	for i := range 81 {
		if c := g.cellAt(rg.centre(i).Round()); c != i {
			t.Fatalf("cellAt(centre of %d) = %d", i, c)
		}
	}
	if c := g.cellAt(image.Pt(-5, 10)); c != -1 {
		t.Errorf("cellAt outside = %d, want -1", c)
	}
}

func TestBoardFlashAndWaveAnimate(t *testing.T) {
	rg := newBoardRig(t, sampleView(t))
	rg.board.Flash(74)
	rg.run()
	if rg.board.flashStart.IsZero() {
		t.Fatal("the flash did not start")
	}
	rg.h.now = rg.h.now.Add(flashDuration + time.Millisecond)
	rg.run()
	if !rg.board.flashStart.IsZero() {
		t.Error("the flash did not end")
	}

	rg.board.StartWave()
	expect(t, "wave start", rg.run())
	if !rg.board.Waving() {
		t.Fatal("not waving after StartWave")
	}
	rg.h.now = rg.h.now.Add(waveSweep / 2)
	expect(t, "mid-wave", rg.run())
	rg.h.now = rg.h.now.Add(waveSweep)
	rg.run() // the wave ends in this frame…
	expect(t, "after the wave", rg.run(), ev(BoardWaveDone, -1, false))
	if rg.board.Waving() {
		t.Error("still waving")
	}
}

// The board stays square and crisp at every size from a 360 dp window to
// full screen: whole-pixel cells of one size, lines of whole pixels between
// them (thin inside boxes, thick between boxes), nothing outside the square.
func TestBoardGeometryIsCrisp(t *testing.T) {
	for side := 150; side <= 2200; side += 7 {
		for _, dp := range []float32{1, 1.5, 2} {
			g := newBoardGeometry(side, dp)
			if g.size > side || g.size < side-9-4 {
				t.Fatalf("side %d: grid %d", side, g.size)
			}
			if g.thick <= g.thin {
				t.Fatalf("side %d: thick %d not above thin %d", side, g.thick, g.thin)
			}
			if g.origin.X < 0 || g.origin.X != g.origin.Y {
				t.Fatalf("side %d: origin %v", side, g.origin)
			}
			if g.pos[0] != g.thick || g.pos[8]+g.cell+g.thick != g.size {
				t.Fatalf("side %d: outer border not %d px", side, g.thick)
			}
			for i := 1; i < 9; i++ {
				line := g.thin
				if i%3 == 0 {
					line = g.thick
				}
				if gap := g.pos[i] - (g.pos[i-1] + g.cell); gap != line {
					t.Fatalf("side %d: line before column %d is %d px, want %d", side, i, gap, line)
				}
			}
		}
	}
}
