package window

import (
	"image"
	"testing"
	"time"

	"gioui.org/io/key"
)

// A solver's keyboard walk: a corner mark with Shift, a centre mark with
// Ctrl, a colour in colour mode (V), a row selected with Shift+arrows and a
// digit on it as one change, a bookmark (B) returned to from the list, each
// undone in one step.
func TestMarksKeyboardWalk(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	empty := -1
	for i, v := range g.Grid() {
		if v == 0 {
			empty = i
			break
		}
	}
	r.u.input.Select(empty)
	r.press("shift+4", "ctrl+6")
	if c := g.Cell(empty); c.Corner != 1<<4 || c.Notes != 1<<6 {
		t.Fatalf("Shift+4, Ctrl+6: corner %b centre %b", c.Corner, c.Notes)
	}
	r.press("B")
	r.press("V", "3")
	if g.Cell(empty).Colours != 1<<3 {
		t.Fatalf("V then 3: colours %b", g.Cell(empty).Colours)
	}
	r.press("Z", "shift+"+string(key.NameRightArrow), "shift+"+string(key.NameRightArrow))
	if n := r.u.input.Selection().Len(); n != 3 {
		t.Fatalf("two Shift+Right selected %d cells", n)
	}
	before := g.Grid()
	r.press("X", "7")
	marked := 0
	for _, c := range r.u.input.Selection().Cells() {
		if g.Corner(c).Has(7) {
			marked++
		}
	}
	if marked == 0 {
		t.Fatal("a corner 7 on the selection marked no cell")
	}
	r.press("ctrl+Z")
	for _, c := range r.u.input.Selection().Cells() {
		if g.Corner(c).Has(7) {
			t.Fatal("one Undo did not take the selection's corner 7 back")
		}
	}
	r.press(string(key.NameEscape))
	if r.u.input.Selection().Len() != 1 {
		t.Fatal("Escape did not bring the selection down to the cursor")
	}
	r.u.showBookmarks()
	r.frame()
	r.press(string(key.NameReturn))
	r.settle()
	if c := g.Cell(empty); c.Colours != 0 || c.Corner != 1<<4 || g.Grid() != before {
		t.Fatalf("the bookmark did not bring back the marked position: %+v", c)
	}
	r.press("ctrl+Z")
	if g.Cell(empty).Colours != 1<<3 {
		t.Fatal("one Undo did not take the return back")
	}
}

// The choice dialogs close on Escape, on their Cancel button and on a
// click outside them, changing nothing; the clock waits while the menu is
// open.
func TestChoicesCancelAndMenuClock(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	givens := g.Givens()
	for _, how := range []string{"escape", "outside", "cancel"} {
		r.press("ctrl+N")
		if r.modal() != modalLevel {
			t.Fatalf("%s: Ctrl+N opened %v", how, r.modal())
		}
		switch how {
		case "escape":
			r.press(string(key.NameEscape))
		case "outside":
			r.click(image.Pt(2, 2))
		case "cancel":
			p := r.u.modal.(*levelPanel)
			rects := p.dialog.ButtonRects()
			r.click(rects[len(rects)-1].Min.Add(image.Pt(4, 4)))
		}
		r.settle()
		if r.modal() != modalNone || g.Givens() != givens {
			t.Fatalf("%s: modal %v, or the game changed", how, r.modal())
		}
	}
	r.now = r.now.Add(10 * time.Second)
	r.frame()
	base := g.Elapsed()
	r.press(string(key.NameF10))
	if !r.u.menu.IsOpen() {
		t.Fatal("F10 did not open the menu")
	}
	r.now = r.now.Add(time.Minute)
	r.frame()
	if g.Elapsed() != base || g.ClockRunning() {
		t.Fatalf("the clock ran under the menu: %v, was %v", g.Elapsed(), base)
	}
}
