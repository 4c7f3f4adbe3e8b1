package widgets

import (
	"image"
	"image/color"

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
