package widgets

import (
	"image"
	"image/color"

	"gioui.org/op"

	"github.com/giosudoku/sudoku/solver"
)

// A variant hint's pattern on the board (docs/variants.md, "Hints and
// explain"): the classic overlay of its projection (OverlayOf on
// solver.VariantStep.ClassicStep) draws its cells, candidates, removals and
// links; the houses the classic units cannot name and the Killer cages are
// added as areas, outlined along their edges.

// OverlayVariant adds to overlay o (OverlayOf of s's classic step) the
// houses of s's pattern that o's units do not show (every house, when the
// step has no units: a diagonal, a window or a jigsaw region among them)
// and its cages.
func OverlayVariant(o *HintOverlay, g *solver.Geometry, s solver.VariantStep) {
	pt := s.Pattern
	if pt == nil || g == nil {
		return
	}
	if len(o.Units) == 0 {
		for _, h := range pt.Houses {
			var a CellSet
			for _, c := range g.Houses[h].Cells {
				a[c] = true
			}
			o.Areas = append(o.Areas, a)
		}
	}
	for _, k := range pt.Cages {
		var a CellSet
		for _, c := range g.Cages[k].Cells {
			a[c] = true
		}
		o.Areas = append(o.Areas, a)
	}
}

// VariantSingleBlocks is SingleBlocksOn for a variant's single: the
// digits on the board (cells) that keep its digit out of the other cells
// of its house — a diagonal, a window or a jigsaw region as much as a row
// —, or, for a naked single, the peers holding the cell's other digits.
func VariantSingleBlocks(g *solver.Geometry, s solver.VariantStep, cells solver.Grid) []HintBlock {
	if g == nil || s.Pattern == nil {
		return nil
	}
	var house []uint8
	if len(s.Pattern.Houses) > 0 {
		for _, c := range g.Houses[s.Pattern.Houses[0]].Cells {
			house = append(house, uint8(c))
		}
	}
	return singleBlocks(s.ClassicStep(g), cells, g, house)
}

// paintArea outlines the cells of a inside their edges that border no cell
// of a, w pixels wide: a region's or a cage's outline, a window's square,
// a diagonal's cells one by one.
func paintArea(ops *op.Ops, g *boardGeometry, a *CellSet, col color.NRGBA, w int) {
	in := func(r, c int) bool { return r >= 0 && r < 9 && c >= 0 && c < 9 && a[r*9+c] }
	for i, ok := range a {
		if !ok {
			continue
		}
		r, c := i/9, i%9
		b := g.cellRect(i)
		if !in(r-1, c) {
			fillRect(ops, image.Rect(b.Min.X, b.Min.Y, b.Max.X, b.Min.Y+w), col)
		}
		if !in(r+1, c) {
			fillRect(ops, image.Rect(b.Min.X, b.Max.Y-w, b.Max.X, b.Max.Y), col)
		}
		if !in(r, c-1) {
			fillRect(ops, image.Rect(b.Min.X, b.Min.Y, b.Min.X+w, b.Max.Y), col)
		}
		if !in(r, c+1) {
			fillRect(ops, image.Rect(b.Max.X-w, b.Min.Y, b.Max.X, b.Max.Y), col)
		}
	}
}
