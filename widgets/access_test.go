package widgets

import (
	"image"
	"testing"

	"gioui.org/io/pointer"
	"gioui.org/layout"
)

// TestPlaces: the places the window reports for the board's cells and the
// pad's keys are where clicks reach them, in landscape and portrait
// windows, small and large (a screen reader's extents, and a magnifier's).
func TestPlaces(t *testing.T) {
	for _, size := range []image.Point{{360, 480}, {1280, 800}, {980, 720}, {700, 1000}, {1600, 1200}} {
		h := newHarness(size.X, size.Y)
		w := newTestWindow(NewTheme(LightPalette), playView(t))
		var pl Places
		var boardEvents []BoardEvent
		var padEvents []PadEvent
		frame := func() {
			h.frame(func(gtx layout.Context) {
				for {
					e, ok := w.board.Update(gtx)
					if !ok {
						break
					}
					boardEvents = append(boardEvents, e)
				}
				for {
					e, ok := w.pad.Update(gtx)
					if !ok {
						break
					}
					padEvents = append(padEvents, e)
				}
				WindowStyle{Theme: w.th, Board: &w.board, Pad: &w.pad, Menu: &w.menu, Frame: &w.frame, HintScroll: &w.scroll,
					View: w.windowView(), Places: &pl}.Layout(gtx)
			})
		}
		frame()
		click := func(r image.Rectangle) {
			p := layout.FPt(r.Min.Add(r.Max).Div(2))
			h.r.Queue(pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p},
				pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p})
			frame()
		}
		if pl.Board.Empty() || pl.Pad.Empty() || !pl.Board.In(image.Rectangle{Max: size}) || !pl.Pad.In(image.Rectangle{Max: size}) {
			t.Fatalf("%v: board %v, pad %v", size, pl.Board, pl.Pad)
		}
		for _, i := range []int{0, 40, 80} {
			boardEvents = boardEvents[:0]
			r := w.board.CellRect(i).Add(pl.Board.Min)
			if !r.In(pl.Board) {
				t.Fatalf("%v: cell %d at %v, out of the board %v", size, i, r, pl.Board)
			}
			click(r)
			if len(boardEvents) != 1 || boardEvents[0].Kind != BoardClick || boardEvents[0].Cell != i {
				t.Errorf("%v: a click on cell %d's place %v gave %v", size, i, r, boardEvents)
			}
		}
		for _, k := range []int{1, 5, 9} {
			padEvents = padEvents[:0]
			r := w.pad.KeyRect(k).Add(pl.Pad.Min)
			click(r)
			if len(padEvents) != 1 || padEvents[0].Kind != PadDigit || int(padEvents[0].Digit) != k {
				t.Errorf("%v: a click on key %d's place %v gave %v", size, k, r, padEvents)
			}
		}
		// The header's buttons: New (the first tool), Pause (the end's
		// first), the menu and one of its items.
		if len(pl.Tools) == 0 || len(pl.End) == 0 {
			t.Fatalf("%v: tools %v, end %v", size, pl.Tools, pl.End)
		}
		click(pl.Tools[0])
		if !w.btn[0].Clicked(layout.Context{}) {
			t.Errorf("%v: a click on New's place %v did not reach it", size, pl.Tools[0])
		}
		click(pl.End[0])
		if !w.btn[6].Clicked(layout.Context{}) {
			t.Errorf("%v: a click on Pause's place %v did not reach it", size, pl.End[0])
		}
		click(pl.Menu)
		if !w.menu.IsOpen() {
			t.Fatalf("%v: a click on the menu's place %v did not open it", size, pl.Menu)
		}
		item := w.menu.ItemRect(3).Add(pl.Menu.Min) // Fill notes
		click(item)
		if n, ok := w.menu.Update(layout.Context{}); !ok || n != 3 {
			t.Errorf("%v: a click on item 3's place %v chose %d (%v)", size, item, n, ok)
		}
		// The hint panel's buttons, where the pad was.
		var apply, whatIs Button
		w.hint = &HintPanelView{Title: "X-Wing", Text: "Two rows hold 5 in the same two columns.",
			Buttons: []Tool{{Button: &apply, Label: "Apply", Enabled: true}, {Button: &whatIs, Label: "What is it?", Enabled: true}}}
		frame()
		if len(pl.Hint) != 2 {
			t.Fatalf("%v: the hint panel's buttons at %v", size, pl.Hint)
		}
		for k, b := range []*Button{&apply, &whatIs} {
			if !pl.Hint[k].In(image.Rectangle{Max: size}) {
				t.Errorf("%v: hint button %d at %v, out of the window", size, k, pl.Hint[k])
			}
			click(pl.Hint[k])
			if !b.Clicked(layout.Context{}) {
				t.Errorf("%v: a click on hint button %d's place %v did not reach it", size, k, pl.Hint[k])
			}
		}
		w.hint = nil
		frame()
		if len(pl.Hint) != 0 {
			t.Errorf("%v: no hint shows, yet its buttons are at %v", size, pl.Hint)
		}
	}
}
