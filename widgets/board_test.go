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
	rg := &boardRig{t: t, h: newHarness(450, 450), th: NewTheme(LightPalette, English()), view: v}
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

func ev(k BoardEventKind, cell int, d uint8) BoardEvent {
	return BoardEvent{Kind: k, Cell: cell, Digit: d}
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

func TestBoardClickThenDigitPlaces(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	expect(t, "click r3c5", rg.click(22, pointer.ButtonPrimary), ev(BoardSelect, 22, 0))
	if rg.board.Selected() != 22 {
		t.Fatalf("selected %d, want 22", rg.board.Selected())
	}
	expect(t, "type 5", rg.key("5", 0), ev(BoardPlace, 22, 5))
	// The board never changes the grid itself.
	if rg.view.Cells[22] != 0 {
		t.Error("the board wrote into the view")
	}
	// Keypad digits arrive with the same names.
	expect(t, "type 9", rg.key("9", 0), ev(BoardPlace, 22, 9))
}

func TestBoardGivenCellTakesNoDigit(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	expect(t, "click a given", rg.click(givenCell, pointer.ButtonPrimary), ev(BoardSelect, givenCell, 0))
	// Nothing changes; the board says so, for the app to tell the player.
	expect(t, "type 4 on a given", rg.key("4", 0), ev(BoardGiven, givenCell, 0))
	expect(t, "erase a given", rg.key(key.NameDeleteBackward, 0), ev(BoardGiven, givenCell, 0))
	expect(t, "note on a given", rg.key("4", key.ModShift), ev(BoardGiven, givenCell, 0))
}

// TestBoardNoCellSays: with no cell selected, a digit, a note or an erase
// (key or pad) changes nothing and the board says so, for the app to ask
// for a cell; in DigitFirst mode a digit picks it, which needs no cell.
func TestBoardNoCellSays(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	expect(t, "type 4", rg.key("4", 0), ev(BoardNoCell, -1, 0))
	expect(t, "note 4", rg.key("4", key.ModShift), ev(BoardNoCell, -1, 0))
	expect(t, "erase", rg.key(key.NameDeleteBackward, 0), ev(BoardNoCell, -1, 0))
	expect(t, "pad 5", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 5}), ev(BoardNoCell, -1, 0))
	expect(t, "pad erase", rg.board.FromPad(PadEvent{Kind: PadErase}), ev(BoardNoCell, -1, 0))
	v := playView(t)
	v.Mode = DigitFirst
	rg = newBoardRig(t, v)
	expect(t, "type 4, digit first", rg.key("4", 0), ev(BoardPickDigit, -1, 4))
}

func TestBoardNotes(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	rg.click(emptyCell, pointer.ButtonPrimary)
	cases := []struct {
		name string
		key  key.Name
		mods key.Modifiers
		want BoardEvent
	}{
		{"Shift+digit (layout reporting the digit)", "5", key.ModShift, ev(BoardToggleNote, emptyCell, 5)},
		{"Shift+digit (US layout reporting the symbol)", "%", key.ModShift, ev(BoardToggleNote, emptyCell, 5)},
		{"Shift+9 as (", "(", key.ModShift, ev(BoardToggleNote, emptyCell, 9)},
		{"Shift+1 as !", "!", key.ModShift, ev(BoardToggleNote, emptyCell, 1)},
		{"Ctrl+digit", "7", key.ModCtrl, ev(BoardToggleNote, emptyCell, 7)},
	}
	for _, c := range cases {
		expect(t, c.name, rg.key(c.key, c.mods), c.want)
	}
	// N switches the digits to notes; the app flips the flag in its view.
	expect(t, "N", rg.key("N", 0), ev(BoardToggleNotes, -1, 0))
	rg.view.NotesMode = true
	rg.run() // the app's next frame shows the new view
	expect(t, "digit in notes mode", rg.key("3", 0), ev(BoardToggleNote, emptyCell, 3))
	// Even before the app's next view, a second N in the same frame is seen.
	rg.h.r.Queue(key.Event{Name: "N", State: key.Press}, key.Event{Name: "2", State: key.Press})
	expect(t, "N then 2 in one frame", rg.run(), ev(BoardToggleNotes, -1, 0), ev(BoardPlace, emptyCell, 2))
}

func TestBoardEraseKeys(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	rg.click(emptyCell, pointer.ButtonPrimary)
	for _, k := range []key.Name{"0", key.NameDeleteBackward, key.NameDeleteForward} {
		expect(t, string(k), rg.key(k, 0), ev(BoardErase, emptyCell, 0))
	}
}

func TestBoardMovement(t *testing.T) {
	v := playView(t)
	cases := []struct {
		name string
		from int
		key  key.Name
		mods key.Modifiers
		to   int
	}{
		{"right", 40, key.NameRightArrow, 0, 41},
		{"left", 40, key.NameLeftArrow, 0, 39},
		{"up", 40, key.NameUpArrow, 0, 31},
		{"down", 40, key.NameDownArrow, 0, 49},
		{"D", 40, "D", 0, 41},
		{"A", 40, "A", 0, 39},
		{"W", 40, "W", 0, 31},
		{"S", 40, "S", 0, 49},
		{"left wraps in the row", 9, key.NameLeftArrow, 0, 17},
		{"up wraps in the column", 4, key.NameUpArrow, 0, 76},
		// Row 1 is 003020600: from r1c2 the next empty cell rightwards is r1c4.
		{"Ctrl+Right skips filled cells", 1, key.NameRightArrow, key.ModCtrl, 3},
		// Leftwards from r1c1 the search wraps to the last empty cell of the grid: r9c9 (row 9 is 005010300).
		{"Ctrl+Left wraps around the grid", 0, key.NameLeftArrow, key.ModCtrl, 80},
		// Column 1 is 0 9 0 0 7 0 0 8 0: from r1c1 down the next empty is r3c1.
		{"Ctrl+Down goes by column", 0, key.NameDownArrow, key.ModCtrl, 18},
		{"Ctrl+Up goes by column", 18, key.NameUpArrow, key.ModCtrl, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rg := newBoardRig(t, v)
			rg.board.Select(c.from)
			expect(t, c.name, rg.key(c.key, c.mods), ev(BoardSelect, c.to, 0))
		})
	}
	t.Run("first arrow selects r1c1", func(t *testing.T) {
		rg := newBoardRig(t, v)
		expect(t, "right", rg.key(key.NameRightArrow, 0), ev(BoardSelect, 0, 0))
	})
	t.Run("Ctrl+S is not the S of WASD", func(t *testing.T) {
		rg := newBoardRig(t, v)
		rg.board.Select(40)
		expect(t, "Ctrl+S", rg.key("S", key.ModCtrl))
	})
}

func TestBoardTapMode(t *testing.T) {
	v := playView(t)
	v.Mode = Tap
	rg := newBoardRig(t, v)
	expect(t, "left click", rg.click(emptyCell, pointer.ButtonPrimary), ev(BoardSelect, emptyCell, 0), ev(BoardTap, emptyCell, 0))
	expect(t, "left click again", rg.click(emptyCell, pointer.ButtonPrimary), ev(BoardTap, emptyCell, 0))
	expect(t, "right click", rg.click(emptyCell, pointer.ButtonSecondary), ev(BoardTapBack, emptyCell, 0))
	expect(t, "click a given", rg.click(givenCell, pointer.ButtonPrimary), ev(BoardSelect, givenCell, 0))
	expect(t, "right click a given", rg.click(givenCell, pointer.ButtonSecondary))
	// Digits still work from the keyboard.
	rg.board.Select(emptyCell)
	expect(t, "type 6", rg.key("6", 0), ev(BoardPlace, emptyCell, 6))
	expect(t, "+", rg.key("+", key.ModShift), ev(BoardTap, emptyCell, 0))
	expect(t, "-", rg.key("-", 0), ev(BoardTapBack, emptyCell, 0))
}

func TestBoardDigitFirstMode(t *testing.T) {
	v := playView(t)
	v.Mode, v.Digit = DigitFirst, 4
	v.Cells[emptyCell] = 4 // the player's 4 in r1c1
	rg := newBoardRig(t, v)
	expect(t, "click an empty cell", rg.click(1, pointer.ButtonPrimary), ev(BoardSelect, 1, 0), ev(BoardPlace, 1, 4))
	expect(t, "click another", rg.click(3, pointer.ButtonPrimary), ev(BoardSelect, 3, 0), ev(BoardPlace, 3, 4))
	expect(t, "click the cell holding 4 erases it", rg.click(emptyCell, pointer.ButtonPrimary), ev(BoardSelect, emptyCell, 0), ev(BoardErase, emptyCell, 0))
	expect(t, "right click notes", rg.click(5, pointer.ButtonSecondary), ev(BoardSelect, 5, 0), ev(BoardToggleNote, 5, 4))
	expect(t, "a given only selects", rg.click(givenCell, pointer.ButtonPrimary), ev(BoardSelect, givenCell, 0))
	// A digit key picks the digit and places it in the selected cell.
	rg.board.Select(1)
	expect(t, "type 7", rg.key("7", 0), ev(BoardPickDigit, -1, 7), ev(BoardPlace, 1, 7))
	// In notes mode every click toggles the note.
	rg.view.NotesMode = true
	rg.run()
	expect(t, "notes mode click", rg.click(7, pointer.ButtonPrimary), ev(BoardSelect, 7, 0), ev(BoardToggleNote, 7, 4))
	// With no digit picked a click only selects.
	rg.view.NotesMode, rg.view.Digit = false, 0
	rg.run()
	expect(t, "no digit picked", rg.click(8, pointer.ButtonPrimary), ev(BoardSelect, 8, 0))
}

func TestBoardInactiveAndHidden(t *testing.T) {
	v := playView(t)
	v.Active = false
	rg := newBoardRig(t, v)
	// Nothing changes, but the board says it was asked: the app tells how
	// to start.
	expect(t, "click on an idle board", rg.click(emptyCell, pointer.ButtonPrimary), ev(BoardIdle, emptyCell, 0))
	expect(t, "key on an idle board", rg.key("5", 0), ev(BoardIdle, -1, 0))
	expect(t, "arrow on an idle board", rg.key(key.NameRightArrow, 0), ev(BoardIdle, -1, 0))
	if rg.board.Selected() != -1 {
		t.Fatal("input on an idle board selected a cell")
	}

	v.Active, v.Hidden = true, true
	rg = newBoardRig(t, v)
	expect(t, "click on the paused board", rg.click(emptyCell, pointer.ButtonPrimary), ev(BoardResume, -1, 0))
	expect(t, "key on the paused board", rg.key("5", 0), ev(BoardResume, -1, 0))
}

func TestBoardClickOnLinesAndOutside(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	g := rg.board.geo
	// The thick line between boxes 1 and 2, beside r1c3 and r1c4: it belongs to a cell.
	x := float32(g.origin.X + g.pos[3] - g.thick/2)
	y := rg.centre(0).Y
	got := rg.clickAt(f32.Pt(x, y), pointer.ButtonPrimary)
	if len(got) != 1 || got[0].Kind != BoardSelect || (got[0].Cell != 2 && got[0].Cell != 3) {
		t.Errorf("click on a box line: %v, want the selection of r1c3 or r1c4", got)
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

func TestBoardFromPad(t *testing.T) {
	v := playView(t)
	rg := newBoardRig(t, v)
	expect(t, "pad digit with no selection", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 5}), ev(BoardNoCell, -1, 0))
	rg.board.Select(emptyCell)
	expect(t, "pad 5", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 5}), ev(BoardPlace, emptyCell, 5))
	expect(t, "pad erase", rg.board.FromPad(PadEvent{Kind: PadErase}), ev(BoardErase, emptyCell, 0))
	expect(t, "pad notes", rg.board.FromPad(PadEvent{Kind: PadToggleNotes}), ev(BoardToggleNotes, -1, 0))
	expect(t, "pad 5 in notes mode", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 5}), ev(BoardToggleNote, emptyCell, 5))
	rg.board.Select(givenCell)
	expect(t, "pad 5 on a given", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 5}), ev(BoardGiven, givenCell, 0))

	rg.view.Mode = DigitFirst
	rg.run()
	expect(t, "digit-first: pad 6 picks", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 6}), ev(BoardPickDigit, -1, 6))
	expect(t, "digit-first: pad 6 again unpicks", rg.board.FromPad(PadEvent{Kind: PadDigit, Digit: 6}), ev(BoardPickDigit, -1, 0))
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
	expect(t, "after the wave", rg.run(), ev(BoardWaveDone, -1, 0))
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
