package widgets

import (
	"image"
	"image/color"

	"gioui.org/f32"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/solver"
)

// The roles of a pattern drawn on the board, as its words name them
// (docs/behaviour.md, Hints): a wing's pivot framed in gold, a fish's
// cover units outlined dashed beside its solid base units.

// OverlayRoles sets o's roles from step s's argument a: the pivot of an XY-
// or XYZ-Wing, the cover units of a fish (the second half of its units).
func OverlayRoles(o *HintOverlay, a solver.Argument) {
	s := a.Step
	switch s.Technique {
	case solver.XYWing, solver.XYZWing:
		if a.Pivot >= 0 {
			o.Pivot = []uint8{uint8(a.Pivot)}
		}
	case solver.XWing, solver.Swordfish, solver.Jellyfish:
		o.Cover = s.Units[len(s.Units)/2:]
	}
}

// dashedFrame outlines r w pixels wide with dashes about dash pixels
// long, the gaps as long.
func dashedFrame(ops *op.Ops, r image.Rectangle, col color.NRGBA, w, dash int) {
	dash = max(dash, 2*w)
	for x := r.Min.X; x < r.Max.X; x += 2 * dash {
		e := min(x+dash, r.Max.X)
		fillRect(ops, image.Rect(x, r.Min.Y, e, r.Min.Y+w), col)
		fillRect(ops, image.Rect(x, r.Max.Y-w, e, r.Max.Y), col)
	}
	for y := r.Min.Y; y < r.Max.Y; y += 2 * dash {
		e := min(y+dash, r.Max.Y)
		fillRect(ops, image.Rect(r.Min.X, y, r.Min.X+w, e), col)
		fillRect(ops, image.Rect(r.Max.X-w, y, r.Max.X, e), col)
	}
}

// aroundDigits returns the control point of a link's curve from a to b
// that crosses no big digit of the board (a link over a digit makes it look
// struck out): ctrl when its curve crosses none, else the curve bowed the
// other way or further (clamped by clampIn), the first that crosses none;
// ctrl when every one does.
func (s *BoardStyle) aroundDigits(a, ctrl, b f32.Point, clampIn func(f32.Point) f32.Point) f32.Point {
	g, cells := &s.Board.geo, &s.View.Cells
	crosses := func(c f32.Point) bool {
		for k := 1; k < 16; k++ {
			pt := quadAt(a, c, b, float32(k)/16)
			i := g.cellAt(image.Pt(int(pt.X), int(pt.Y)).Add(g.shift))
			if i < 0 || cells[i] == 0 {
				continue
			}
			r := g.cellRect(i)
			centre := f32.Pt(float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2)
			if len2(pt.Sub(centre)) < float64(g.cell)*0.3 {
				return true
			}
		}
		return false
	}
	if !crosses(ctrl) {
		return ctrl
	}
	mid := a.Add(b).Mul(0.5)
	bow := ctrl.Sub(mid)
	for _, k := range [...]float32{-1, 1.8, -1.8, 2.6, -2.6} {
		if c := clampIn(mid.Add(bow.Mul(k))); !crosses(c) {
			return c
		}
	}
	return ctrl
}
