package widgets

import (
	"image"

	"gioui.org/f32"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"

	"github.com/giosudoku/sudoku/solver"
)

// The hint's zoom (docs/behaviour.md, Hints): on a board whose cells are too
// small for a hint's candidates to be read (a 360×480 window), the player
// can magnify the board on the hint's pattern. The grid is drawn scaled and
// shifted inside its own square, so the board keeps its place and size; the
// overlay, drawn in the grid's coordinates, scales with it. Clicks map back
// through the same transform, so a cell picked in the zoomed view is the
// cell drawn there.

// ZoomGlyphPx is the height in pixels the zoom makes the ink of a hint's
// candidate digits at least.
const ZoomGlyphPx = 9

// zoomMaxScale is how far the zoom magnifies a small pattern (a single's
// box) at most, so the cells around it stay in sight.
const zoomMaxScale = 3

// boardZoom is the zoom of the last frame: grid point q is drawn at
// q·scale + off (both in the grid's coordinates, past the labels' room).
type boardZoom struct {
	on    bool
	scale float32
	off   f32.Point
}

// apply maps a point of the grid to where the zoom draws it.
func (z boardZoom) apply(q f32.Point) f32.Point {
	if !z.on {
		return q
	}
	return q.Mul(z.scale).Add(z.off)
}

// invert maps a point where the zoom draws to the point of the grid.
func (z boardZoom) invert(q f32.Point) f32.Point {
	if !z.on {
		return q
	}
	return q.Sub(z.off).Mul(1 / z.scale)
}

// noteInk is the height in pixels of the tallest digit's ink at ppem
// pixels per em: how high a candidate drawn at that size looks.
func noteInk(th *Theme, ppem int) float32 {
	h := float32(0)
	for d := '1'; d <= '9'; d++ {
		s := th.glyph(d, ppem, 400)
		if s.ok {
			b := s.glyph.Bounds
			h = max(h, fx(b.Max.Y)-fx(b.Min.Y))
		}
	}
	return h
}

// ZoomUseful reports whether, at the size of the last Layout, a hint's
// candidates are drawn less than ZoomGlyphPx high: whether the window
// should offer the zoom.
func (b *Board) ZoomUseful(th *Theme) bool {
	return b.geo.cell > 0 && noteInk(th, b.geo.notePx(true)) < ZoomGlyphPx
}

// Zoomed reports whether the last Layout drew the board zoomed.
func (b *Board) Zoomed() bool { return b.zoom.on }

// ZoomScale is the last Layout's magnification (1 without zoom).
func (b *Board) ZoomScale() float32 {
	if !b.zoom.on {
		return 1
	}
	return b.zoom.scale
}

// overlayCells marks the cells the overlay o draws on (its units, cells,
// candidates, links, pivots, blocks), and says whether there is one;
// marked are those that hold what the step is about (its cells,
// candidates, removals, placements, links' ends).
func overlayCells(o *HintOverlay) (all, marked CellSet, ok bool) {
	add := func(set *CellSet, c int) {
		if c >= 0 && c < 81 {
			set[c], ok = true, true
		}
	}
	for _, u := range append(append([]uint8(nil), o.Units...), o.Cover...) {
		if int(u) < len(solver.Units) {
			for _, c := range solver.Units[u] {
				add(&all, int(c))
			}
		}
	}
	for _, a := range o.Areas {
		for i, in := range a {
			if in {
				add(&all, i)
			}
		}
	}
	for i := range 81 {
		if o.Cells[i] || o.Pattern[i] != 0 || o.Removed[i] != 0 || o.Placed[i] != 0 {
			add(&marked, i)
		}
	}
	for _, l := range o.Links {
		add(&marked, int(l.FromCell))
		add(&marked, int(l.ToCell))
	}
	for _, c := range o.Pivot {
		add(&marked, int(c))
	}
	for _, bl := range o.Blocks {
		add(&all, int(bl.Cell))
		for _, c := range bl.Covers {
			add(&all, int(c))
		}
	}
	for i := range 81 {
		all[i] = all[i] || marked[i]
	}
	return all, marked, ok
}

// cellBox is the rectangle of cells (columns along X, rows along Y) that
// holds set's.
func cellBox(set *CellSet) image.Rectangle {
	box := image.Rectangle{Min: image.Pt(9, 9)} // (image.Rect would swap the corners)
	for i, in := range set {
		if in {
			r, c := i/9, i%9
			box.Min.X, box.Min.Y = min(box.Min.X, c), min(box.Min.Y, r)
			box.Max.X, box.Max.Y = max(box.Max.X, c+1), max(box.Max.Y, r+1)
		}
	}
	return box
}

// zoomFor works out the zoom of the board's geometry g on overlay o, its
// candidates ink px high unzoomed: the pattern's box scaled to fill the
// grid, at least enough for ZoomGlyphPx, at most zoomMaxScale (or the
// least enough, when that is more). A pattern too large to fit at the
// least scale is shown where the view holds the most of its marked cells,
// then of its other cells (nearest the pattern's middle among equals); the player sees the rest
// by turning the zoom off. The view never leaves the grid.
func zoomFor(g *boardGeometry, o *HintOverlay, ink float32) boardZoom {
	all, marked, ok := overlayCells(o)
	if !ok || ink <= 0 || g.cell == 0 {
		return boardZoom{}
	}
	box := cellBox(&all)
	need := ZoomGlyphPx / ink
	px := g.cellRect(box.Min.Y*9 + box.Min.X).Union(g.cellRect((box.Max.Y-1)*9 + box.Max.X - 1)).Inset(-g.thick)
	size := float32(g.size)
	fit := min(size/float32(px.Dx()), size/float32(px.Dy()))
	scale := min(max(fit, need), max(need, zoomMaxScale))
	centre := layout.FPt(px.Min.Add(px.Max)).Mul(0.5)
	if fit < need {
		centre = bestView(&all, &marked, box, 9/scale).Mul(size / 9)
	}
	off := f32.Pt(size/2, size/2).Sub(centre.Mul(scale))
	lo := size - size*scale // the grid's far edge stays at the view's
	off.X = min(0, max(lo, off.X))
	off.Y = min(0, max(lo, off.Y))
	return boardZoom{on: true, scale: scale, off: off}
}

// bestView returns the centre, in cells, of the square view vis cells wide
// that holds the most of the marked cells whole, then the most of all the
// pattern's cells, the nearest box's middle among equals; it tries the
// views a quarter of a cell apart.
func bestView(all, marked *CellSet, box image.Rectangle, vis float32) f32.Point {
	mid := f32.Pt(float32(box.Min.X+box.Max.X)/2, float32(box.Min.Y+box.Max.Y)/2)
	best, bestN, bestD := mid, -1, float32(0)
	for y0 := float32(0); y0 <= 9-vis+1e-3; y0 += 0.25 {
		for x0 := float32(0); x0 <= 9-vis+1e-3; x0 += 0.25 {
			n := 0
			for i := range 81 {
				r, c := float32(i/9), float32(i%9)
				if !all[i] || c < x0-1e-3 || c+1 > x0+vis+1e-3 || r < y0-1e-3 || r+1 > y0+vis+1e-3 {
					continue
				}
				n++
				if marked[i] {
					n += 81 // a marked cell outweighs any number of the others
				}
			}
			at := f32.Pt(x0+vis/2, y0+vis/2)
			d := at.Sub(mid)
			dist := d.X*d.X + d.Y*d.Y
			if n > bestN || n == bestN && dist < bestD {
				best, bestN, bestD = at, n, dist
			}
		}
	}
	return best
}

// pushZoom clips to the grid's square and applies the zoom; the caller
// pops the returned stacks in order.
func (b *Board) pushZoom(ops *op.Ops) (clip.Stack, op.TransformStack) {
	cl := clip.Rect{Max: image.Pt(b.geo.size, b.geo.size)}.Push(ops)
	tr := op.Affine(f32.AffineId().Scale(f32.Point{}, f32.Pt(b.zoom.scale, b.zoom.scale)).Offset(b.zoom.off)).Push(ops)
	return cl, tr
}
