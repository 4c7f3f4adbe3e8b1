package model

import (
	"math/bits"

	"github.com/giosudoku/sudoku/solver"
)

// variantStep is the hint ladder's logical step on a variant puzzle
// (docs/variants.md, "The game"): the candidates are what the geometry's
// houses and cages leave, each Killer cage keeping the digits of the sets
// that can still fill it (and the player's notes, where they keep them),
// and the step is the easiest single the classic words can name — a full
// house or a hidden single in a row, a column or (when the regions are the
// boxes) a box, then a naked single — or, when none applies, the next cell
// of the solution (HintStuck), the one with the fewest candidates. The variants' own patterns (a single in a
// diagonal, a window or a jigsaw region, a cage's combinations) are not
// told yet: their words are still to be written.
func variantStep(p *Puzzle, geom *solver.Geometry, cells solver.Grid, notes *[81]solver.Mask) Hint {
	h := Hint{Cell: -1}
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
	// A Killer cage keeps in its empty cells only the digits of the sets
	// that can fill it with what it holds (a one-cell cage of 5 is 5).
	for k, cage := range geom.Cages {
		var placed, union solver.Mask
		for _, c := range cage.Cells {
			if cells[c] != 0 {
				placed |= 1 << cells[c]
			}
		}
		for _, m := range geom.CageCombinations(k) {
			if m&placed == placed {
				union |= m &^ placed
			}
		}
		for _, c := range cage.Cells {
			if cells[c] == 0 {
				h.Notes[c] &= union
			}
		}
	}
	units := 27
	if geom.Variant == solver.Jigsaw {
		units = 18 // the jigsaw regions are not the classic units 18–26
	}
	single := func(t solver.Technique, u, c int, d uint8) Hint {
		s := solver.Step{Technique: t, Cells: []uint8{uint8(c)}, Digits: 1 << d,
			Placements: []solver.Placement{{Cell: uint8(c), Digit: d}}, Rating: t.Rating()}
		if u >= 0 {
			s.Units = []uint8{uint8(u)}
		}
		h.Kind, h.Step = HintStep, s
		return h
	}
	// The classic order of the singles: boxes, then columns, then rows.
	order := make([]int, 0, 27)
	for u := 18; u < units; u++ {
		order = append(order, u)
	}
	for u := 9; u < 18; u++ {
		order = append(order, u)
	}
	for u := 0; u < 9; u++ {
		order = append(order, u)
	}
	for _, u := range order {
		empty, last := 0, -1
		for _, c := range solver.Units[u] {
			if cells[c] == 0 {
				empty, last = empty+1, int(c)
			}
		}
		if m := h.Notes[max(last, 0)]; empty == 1 && m != 0 && m&(m-1) == 0 {
			return single(solver.FullHouse, u, last, uint8(bits.TrailingZeros16(uint16(m))))
		}
	}
	for _, u := range order {
		t := solver.HiddenSingleLine
		if u >= 18 {
			t = solver.HiddenSingleBox
		}
		for d := uint8(1); d <= 9; d++ {
			n, at := 0, -1
			for _, c := range solver.Units[u] {
				if h.Notes[c].Has(d) {
					n, at = n+1, int(c)
				}
			}
			if n == 1 {
				return single(t, u, at, d)
			}
		}
	}
	for c, m := range h.Notes {
		if m != 0 && m&(m-1) == 0 {
			return single(solver.NakedSingle, -1, c, uint8(bits.TrailingZeros16(uint16(m))))
		}
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
