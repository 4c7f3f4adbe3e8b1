package model

import (
	"encoding/json"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// hardest95 is the first puzzle of solver/testdata/se-hardest.txt: the
// reference rates it 9.5, GradeShallow only bounds it.
const hardest95 = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."

func exactGradeOf(t *testing.T, s string) solver.Grade {
	t.Helper()
	gr, err := solver.GradeOf(gridOf(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return gr
}

// TestExactGradeWanted: the game asks for an exact grade exactly for a
// classic puzzle whose shallow grade is a bound, takes GradeOf's grade for
// that puzzle only, and asks no more once it has it.
func TestExactGradeWanted(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, hardest95))
	if g.Puzzle().Grade.Exact {
		t.Fatal("the shallow grade is exact; the test needs a bound")
	}
	givens, ok := g.ExactGradeWanted()
	if !ok || givens != gridOf(t, hardest95) {
		t.Fatalf("ExactGradeWanted = %v, %v; want the puzzle's givens", givens, ok)
	}
	exact := exactGradeOf(t, hardest95)

	other := gridOf(t, easyGivens)
	if g.SetExactGrade(other, exact) {
		t.Error("a grade for other givens was taken")
	}
	wrong := exact
	wrong.Complexity++
	if g.SetExactGrade(givens, wrong) {
		t.Error("a grade of another complexity was taken")
	}
	low := exact
	low.Rating = solver.ShallowStuckRating - 0.1
	if g.SetExactGrade(givens, low) {
		t.Error("a rating below the bound was taken")
	}
	if g.Puzzle().Grade.Exact {
		t.Fatal("a refused grade changed the puzzle's")
	}

	rev := g.Revision()
	if !g.SetExactGrade(givens, exact) {
		t.Fatal("GradeOf's grade of the puzzle was refused")
	}
	if gr := g.Puzzle().Grade; !gr.Exact || gr.Rating != 9.5 || gr.Level != solver.Master {
		t.Errorf("grade after SetExactGrade: %.1f exact=%v %v; want 9.5 exact Master", gr.Rating, gr.Exact, gr.Level)
	}
	if g.Revision() == rev {
		t.Error("the revision did not change: the window would neither redraw nor save")
	}
	if _, ok := g.ExactGradeWanted(); ok {
		t.Error("an exact grade is still wanted")
	}
	if g.SetExactGrade(givens, exact) {
		t.Error("a second grade was taken")
	}

	// An exact grade is never wanted for a puzzle the shallow grader
	// finishes, nor while a grid is being built.
	easy, _ := playing(t, puzzleOf(t, easyGivens))
	if _, ok := easy.ExactGradeWanted(); ok {
		t.Error("an exact grade is wanted for an easy puzzle")
	}
	g2, _ := playing(t, puzzleOf(t, hardest95))
	noErr(t, g2.Edit())
	if _, ok := g2.ExactGradeWanted(); ok {
		t.Error("an exact grade is wanted while a grid is being built")
	}
}

// TestCheckGridGradedExactly: Check grid on a grid whose shallow grade is a
// bound wants the exact grade of that grid, only while the grid stays as it
// was checked; the grade taken shows in the next check and in the puzzle
// Play makes of the grid, which then wants no grading of its own.
func TestCheckGridGradedExactly(t *testing.T) {
	grid := gridOf(t, hardest95)
	g := New(nil)
	noErr(t, g.Edit())
	noErr(t, g.FillEdit(grid))
	if _, ok := g.ExactGradeWanted(); ok {
		t.Fatal("an exact grade is wanted before Check grid")
	}
	r, err := g.CheckEdit()
	noErr(t, err)
	if r.Verdict != VerdictUnique || r.Grade.Exact || r.Grade.Rating < 9 {
		t.Fatalf("CheckEdit = %v %.1f exact=%v; want a unique grid with a bound past 9.0", r.Verdict, r.Grade.Rating, r.Grade.Exact)
	}
	givens, ok := g.ExactGradeWanted()
	if !ok || givens != grid {
		t.Fatalf("after Check grid: ExactGradeWanted = %v, %v; want the grid", givens, ok)
	}
	exact := exactGradeOf(t, hardest95)

	// A digit more: the grid is no longer the one checked.
	empty := 0
	for grid[empty] != 0 {
		empty++
	}
	noErr(t, g.Place(empty, 1))
	if _, ok := g.ExactGradeWanted(); ok {
		t.Error("an exact grade is still wanted once the grid changed")
	}
	if g.SetExactGrade(grid, exact) {
		t.Error("the grade was taken for a grid that changed")
	}
	noErr(t, g.Undo())
	if givens, ok := g.ExactGradeWanted(); !ok || givens != grid {
		t.Fatalf("back to the grid checked: ExactGradeWanted = %v, %v", givens, ok)
	}
	if g.SetExactGrade(gridOf(t, easyGivens), exact) {
		t.Error("a grade for another grid was taken")
	}
	if g.SetExactGrade(grid, exactGradeOf(t, easyGivens)) {
		t.Error("another grid's grade was taken")
	}
	if !g.SetExactGrade(grid, exact) {
		t.Fatal("the grid's exact grade was refused")
	}
	if _, ok := g.ExactGradeWanted(); ok {
		t.Error("an exact grade is still wanted once it came")
	}
	r, err = g.CheckEdit()
	noErr(t, err)
	if !r.Grade.Exact || r.Grade.Rating != 9.5 {
		t.Errorf("Check grid again: %.1f exact=%v; want 9.5 exact", r.Grade.Rating, r.Grade.Exact)
	}

	noErr(t, g.Play(false))
	if gr := g.Puzzle().Grade; !gr.Exact || gr.Rating != 9.5 || gr.Level != solver.Master {
		t.Errorf("the puzzle played: %.1f exact=%v %v; want 9.5 exact Master", gr.Rating, gr.Exact, gr.Level)
	}
	if _, ok := g.ExactGradeWanted(); ok {
		t.Error("the puzzle played wants its grade again")
	}

	// Played before the grade came: the puzzle wants it.
	g2 := New(nil)
	noErr(t, g2.Edit())
	noErr(t, g2.FillEdit(grid))
	_, err = g2.CheckEdit()
	noErr(t, err)
	noErr(t, g2.Play(false))
	if givens, ok := g2.ExactGradeWanted(); !ok || givens != grid || g2.Puzzle().Grade.Exact {
		t.Errorf("played before the grade came: ExactGradeWanted = %v, %v", givens, ok)
	}
}

// TestExactGradeAfterSolve: a puzzle solved before its exact grade came
// shows a bound in its result, then the rating; the level, the score and
// the statistics stay.
func TestExactGradeAfterSolve(t *testing.T) {
	p := puzzleOf(t, hardest95)
	g, _ := playing(t, p)
	for i, d := range p.Solution {
		if p.Givens[i] == 0 {
			noErr(t, g.Place(i, d))
		}
	}
	r, ok := g.Result()
	if !ok || !r.Bound || r.Level != solver.Master {
		t.Fatalf("result before the exact grade: %+v, %v; want a bound at Master", r, ok)
	}
	stats := g.Stats()
	if !g.SetExactGrade(p.Givens, exactGradeOf(t, hardest95)) {
		t.Fatal("the exact grade was refused after the solve")
	}
	r2, _ := g.Result()
	if r2.Bound || r2.Rating != 9.5 || r2.Score != r.Score || r2.Level != r.Level || r2.Stars != r.Stars {
		t.Errorf("result after: %+v; want %+v with rating 9.5, no bound", r2, r)
	}
	if got := g.Stats(); got.For(solver.Master) != stats.For(solver.Master) {
		t.Errorf("statistics changed: %+v, were %+v", got.For(solver.Master), stats.For(solver.Master))
	}
}

// TestExactGradeSaved: the game file keeps the exact grade, so a resumed
// game has it without grading again; a file whose grade cannot be the
// puzzle's (a rating below the bound, an unknown technique, figures that
// differ) gets the shallow bound back, and the window grades again.
func TestExactGradeSaved(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, hardest95))
	givens, _ := g.ExactGradeWanted()
	exact := exactGradeOf(t, hardest95)
	if !g.SetExactGrade(givens, exact) {
		t.Fatal("refused")
	}
	data, err := g.MarshalJSON()
	noErr(t, err)
	back, err := UnmarshalGame(data, newFakeClock().now)
	noErr(t, err)
	if gr := back.Puzzle().Grade; !gr.Exact || gr.Rating != exact.Rating || gr.Hardest != exact.Hardest ||
		len(gr.Techniques) != len(exact.Techniques) {
		t.Errorf("resumed grade %+v, want %+v", gr, exact)
	}
	if _, ok := back.ExactGradeWanted(); ok {
		t.Error("a resumed game wants its exact grade again")
	}

	shallow, err := solver.GradeShallow(givens)
	noErr(t, err)
	tamper := []struct {
		name string
		edit func(gj map[string]any)
	}{
		{"rating below the bound", func(gj map[string]any) { gj["rating"] = 8.0 }},
		{"rating of a stuck grade", func(gj map[string]any) { gj["rating"] = 25.0 }},
		{"unknown technique", func(gj map[string]any) { gj["hardest"] = "telepathy" }},
		{"other guesses", func(gj map[string]any) { gj["guesses"] = gj["guesses"].(float64) + 1 }},
		{"not exact", func(gj map[string]any) { gj["exact"] = false }},
	}
	for _, tc := range tamper {
		var f map[string]any
		noErr(t, json.Unmarshal(data, &f))
		tc.edit(f["puzzle"].(map[string]any)["grade"].(map[string]any))
		b, err := json.Marshal(f)
		noErr(t, err)
		back, err := UnmarshalGame(b, newFakeClock().now)
		if err != nil {
			// Figures out of range are refused outright; that loses the
			// grade but never shows a false one.
			continue
		}
		if gr := back.Puzzle().Grade; gr.Exact || gr.Rating != shallow.Rating {
			t.Errorf("%s: resumed grade %.1f exact=%v; want the shallow bound", tc.name, gr.Rating, gr.Exact)
		}
		if _, ok := back.ExactGradeWanted(); !ok {
			t.Errorf("%s: the exact grade is not wanted again", tc.name)
		}
	}
}
