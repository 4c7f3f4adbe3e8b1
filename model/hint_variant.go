package model

import (
	"github.com/giosudoku/sudoku/solver"
)

// variantStep is the hint ladder's logical step on a variant puzzle
// (docs/variants.md, "Hints and explain"): the variants' grader's easiest
// step on the player's position (solver.VariantHint) — its digits, and its
// notes where they keep them, each empty cell keeping the candidates no
// placed peer rules out —, one instance of the technique with its pattern,
// at any level the grader knows; or, when the grader finds nothing, the
// next cell of the solution (HintStuck), the one with the fewest
// candidates.
func variantStep(p *Puzzle, geom *solver.Geometry, cells solver.Grid, notes *[81]solver.Mask) Hint {
	h := Hint{Cell: -1, Geometry: geom, Grid: cells}
	for i := range h.Notes {
		if cells[i] != 0 {
			continue
		}
		m := solver.AllDigits
		for _, q := range geom.Peers(i) {
			m &^= 1 << cells[q]
		}
		if notes[i] != 0 {
			m &= notes[i]
		}
		h.Notes[i] = m
	}
	if st, ok := solver.VariantHint(geom, cells, &h.Notes); ok {
		h.Kind, h.Variant, h.Step = HintStep, &st, st.ClassicStep(geom)
		return h
	}
	// Stuck: the empty cell with the fewest candidates (the first of them)
	// gets its digit of the solution.
	best := -1
	for i, d := range cells {
		if d == 0 && (best < 0 || h.Notes[i].Count() < h.Notes[best].Count()) {
			best = i
		}
	}
	if best >= 0 {
		h.Kind, h.Cell, h.Digit = HintStuck, best, p.Solution[best]
		h.Step = solver.Step{Technique: solver.FromSolution, Cells: []uint8{uint8(best)},
			Placements: []solver.Placement{{Cell: uint8(best), Digit: p.Solution[best]}}}
	}
	return h
}
