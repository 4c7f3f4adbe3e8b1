package widgets

// The technique guide's boards of the variants' examples (docs/variants.md,
// "The technique guide").

import "github.com/giosudoku/sudoku/solver"

// VariantExampleBoard draws a variant example's position as a variant
// hint is drawn there: its geometry (cages, diagonals, windows, regions),
// its givens and digits, the grader's candidates as notes, and the overlay
// of the grader's hint on the position (solver.VariantHint: the example's
// step, one instance with its pattern; the solver's tests check that it is
// the example's step): OverlayOf its classic projection, then the houses
// and cages the classic units cannot name (OverlayVariant).
func VariantExampleBoard(ex solver.VariantExample) *BoardView {
	v := &BoardView{Cells: ex.Grid, Notes: ex.Candidates, Active: true, BigNotes: true, Geometry: ex.Geometry}
	for i, d := range ex.Puzzle {
		v.Given[i] = d != 0
	}
	h, ok := solver.VariantHint(ex.Geometry, ex.Grid, &ex.Candidates)
	if !ok {
		// Not the example's step: its placements and removals alone.
		h = ex.Step
	}
	v.Overlay = OverlayOf(h.ClassicStep(ex.Geometry), &v.Notes)
	OverlayVariant(v.Overlay, ex.Geometry, h)
	return v
}
