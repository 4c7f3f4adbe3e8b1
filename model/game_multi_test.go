package model

import (
	"errors"
	"testing"
)

// A digit, a mark and Erase on a selection are one change each: one Undo
// takes each back whole.
func TestMultiSelectOneMove(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	// r1c1, r1c2 (empty) and r1c3 (a given 3) by Ctrl+click, then r2c2 by
	// a drag.
	noErr(t, in.Click(g, 0, false))
	noErr(t, in.AddCell(g, 1))
	noErr(t, in.AddCell(g, 2))
	noErr(t, in.DragTo(g, 10))
	if in.Selection().Len() != 4 || in.Cursor() != 10 {
		t.Fatalf("selection %v cursor %d", in.Selection().Cells(), in.Cursor())
	}
	depth := len(g.past)
	noErr(t, in.MarkKey(g, 7, MarkCorner))
	if len(g.past) != depth+1 {
		t.Fatalf("a mark on four cells made %d changes", len(g.past)-depth)
	}
	for _, c := range []int{0, 1, 10} {
		if !g.Corner(c).Has(7) {
			t.Fatalf("cell %d lacks the corner 7", c)
		}
	}
	// Every selected empty cell has it: the same key takes it from all.
	noErr(t, in.MarkKey(g, 7, MarkCorner))
	if g.Corner(0)|g.Corner(1)|g.Corner(10) != 0 {
		t.Fatal("the second corner 7 did not go from every cell")
	}
	noErr(t, g.Undo())
	noErr(t, in.MarkKey(g, 8, MarkCentre))
	noErr(t, in.Erase(g))
	if g.Corner(0)|g.Notes(0)|g.Notes(10) != 0 || g.Grid()[2] != 3 {
		t.Fatal("erase on the selection left marks, or erased a given")
	}
	noErr(t, g.Undo())
	if !g.Notes(1).Has(8) || !g.Corner(1).Has(7) {
		t.Fatal("one undo did not bring the selection's marks back")
	}
}

// A digit on a selection, with `refuse`: cells where it clashes (with the
// board, or with a cell of the same change) are skipped; a digit no cell
// takes is refused with the first cell's reason.
func TestPlaceAllRefuse(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	// r1c1 and r1c2 share a row: a 4 goes in r1c1 only.
	noErr(t, in.Click(g, 0, false))
	noErr(t, in.AddCell(g, 1))
	noErr(t, in.DigitKey(g, 4, false))
	if g.Grid()[0] != 4 || g.Grid()[1] != 0 {
		t.Fatalf("r1c1 %d r1c2 %d, want 4 and empty", g.Grid()[0], g.Grid()[1])
	}
	// 3 is a given of row 1: refused in both.
	noErr(t, g.Undo())
	var clash *ClashError
	if err := in.DigitKey(g, 3, false); !errors.As(err, &clash) {
		t.Fatalf("3 on r1c1 and r1c2: %v, want a clash", err)
	}
}

// Ctrl+A selects every empty cell; Shift+arrows extend; Escape comes down
// to the cursor, then to nothing; Ctrl+click on a selected cell lets it go.
func TestSelectionKeys(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	noErr(t, in.SelectEmpty(g))
	if n := in.Selection().Len(); n != 81-g.Grid().Clues() {
		t.Fatalf("Ctrl+A selected %d cells", n)
	}
	if !in.ClearSelection() || in.Selection().Len() != 1 {
		t.Fatal("Escape did not come down to the cursor")
	}
	noErr(t, in.Extend(g, 0, 1))
	noErr(t, in.Extend(g, 1, 0))
	if in.Selection().Len() != 3 || in.Cursor() != 10 {
		t.Fatalf("Shift+right, Shift+down from r1c1: %v cursor %d", in.Selection().Cells(), in.Cursor())
	}
	noErr(t, in.AddCell(g, 10))
	if in.Selection().Has(10) || in.Cursor() != 0 {
		t.Fatalf("Ctrl+click on the cursor's cell: %v cursor %d", in.Selection().Cells(), in.Cursor())
	}
	in.ClearSelection()
	if !in.ClearSelection() || in.Cursor() != -1 || in.ClearSelection() {
		t.Fatal("Escape twice did not let every cell go, or a third Escape did something")
	}
}
