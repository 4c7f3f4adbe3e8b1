package model

import (
	"testing"
	"time"
)

// Marks list their time and digits; returning is one change, undone by one
// Undo; they are saved with the game and forgotten by a new one.
func TestBookmarks(t *testing.T) {
	g, clk := playing(t, puzzleOf(t, easyGivens))
	sol := g.Puzzle().Solution
	noErr(t, g.Place(0, sol[0]))
	noErr(t, g.ToggleMark(1, 5, NoteCorner))
	clk.advance(90 * time.Second)
	noErr(t, g.MarkPosition())
	if err := g.MarkPosition(); err == nil {
		t.Fatal("marking the same position twice was taken")
	}
	marked := g.cur
	noErr(t, g.Place(1, sol[1]))
	noErr(t, g.Place(3, sol[3]))
	if bs := g.Bookmarks(); len(bs) != 1 || bs[0].Placed != 1 || bs[0].Elapsed != 90*time.Second {
		t.Fatalf("bookmarks %+v, want one at 1m30s with one digit", bs)
	}
	before, depth := g.cur, len(g.past)
	noErr(t, g.ReturnTo(0))
	if g.cur != marked || len(g.past) != depth+1 {
		t.Fatalf("return: board differs from the mark, or %d changes", len(g.past)-depth)
	}
	noErr(t, g.Undo())
	if g.cur != before {
		t.Fatal("one Undo did not take the return back")
	}
	b, err := g.MarshalJSON()
	noErr(t, err)
	h, err := UnmarshalGame(b, nil)
	noErr(t, err)
	if len(h.bookmarks) != 1 || h.bookmarks[0] != g.bookmarks[0] {
		t.Fatalf("bookmarks read back %+v", h.Bookmarks())
	}
	noErr(t, g.Load(puzzleOf(t, easyGivens)))
	if len(g.Bookmarks()) != 0 {
		t.Fatal("a new game kept the old game's marks")
	}
}

// Back to the last correct position: the position just before the move
// that placed the first wrong digit, as one change.
func TestBackToCorrect(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	s := g.Settings()
	s.Mistakes = MistakesShow
	g.SetSettings(s)
	sol := g.Puzzle().Solution
	if g.CanBackToCorrect() {
		t.Fatal("available with no wrong digit")
	}
	noErr(t, g.Place(0, sol[0]))
	good := g.cur
	wrong := sol[1]%9 + 1
	noErr(t, g.Place(1, wrong))
	noErr(t, g.Place(3, sol[3]))
	noErr(t, g.ToggleMark(5, 1, NoteCentre))
	if !g.CanBackToCorrect() {
		t.Fatal("not available with a wrong digit on the board")
	}
	depth := len(g.past)
	noErr(t, g.BackToCorrect())
	if g.cur != good || len(g.past) != depth+1 {
		t.Fatalf("back to correct: board %v, want the one before the wrong digit", g.Grid())
	}
	if g.CanBackToCorrect() {
		t.Fatal("still available on a correct position")
	}
	noErr(t, g.Undo())
	if g.Grid()[1] != wrong {
		t.Fatal("one Undo did not bring the wrong digit back")
	}
}
