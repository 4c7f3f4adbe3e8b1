package widgets

// The technique guide's boards of the variants' examples (docs/variants.md,
// "The technique guide").

import "github.com/giosudoku/sudoku/solver"

// VariantExampleBoard draws a variant example's position with its geometry
// (cages, diagonals, windows, regions): its givens, the digits placed, the
// grader's candidates as notes, and over them what the step rests on and
// does: the cells of its instance framed (the cage, the innies or outies,
// the killer pair's groups, the diagonal, window or region), the digits
// it turns on ringed (a single's, a pointing's or a cage-locked digit's
// places, the pair's digits, a cage's digits kept), its placements and its
// eliminations. A row, column or box it rests on is outlined (the
// grader's pattern of the step, solver.VariantHint).
func VariantExampleBoard(ex solver.VariantExample) *BoardView {
	v := &BoardView{Cells: ex.Grid, Notes: ex.Candidates, Active: true, BigNotes: true, Geometry: ex.Geometry}
	for i, d := range ex.Puzzle {
		v.Given[i] = d != 0
	}
	o := &HintOverlay{}
	f := ex.Facts()
	for _, c := range ex.Cells {
		if ex.Grid[c] != 0 {
			continue
		}
		o.Cells[c] = true
		switch {
		case f.Digit != 0:
			o.Pattern[c] = ex.Candidates[c] & (1 << f.Digit)
		case f.Pair != 0:
			o.Pattern[c] = ex.Candidates[c] & f.Pair
		case ex.Key == solver.VCageCombination.String():
			o.Pattern[c] = ex.Candidates[c]
		}
	}
	for _, e := range ex.Step.Eliminations {
		o.Removed[e.Cell] = e.Digits
	}
	for _, p := range ex.Step.Placements {
		o.Placed[p.Cell] = p.Digit
	}
	// The grader's hint on the position is the example's step (the solver's
	// tests check it), with its pattern: its rows, columns and boxes are
	// outlined, its digits ringed in its cells.
	if h, ok := solver.VariantHint(ex.Geometry, ex.Grid, &ex.Candidates); ok && h.Pattern != nil {
		for _, u := range h.Pattern.Houses {
			if u < 18 || u < 27 && ex.Geometry.Variant != solver.Jigsaw {
				o.Units = append(o.Units, uint8(u))
			}
		}
		if d := h.Pattern.Digits; d != 0 {
			for _, c := range h.Pattern.Cells {
				o.Pattern[c] |= ex.Candidates[c] & d
			}
		}
	}
	for i := range 81 {
		o.Pattern[i] &^= o.Removed[i]
		if o.Placed[i] != 0 {
			o.Pattern[i] = 0
		}
	}
	v.Overlay = o
	return v
}
