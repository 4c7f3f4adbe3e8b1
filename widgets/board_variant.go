package widgets

import (
	"image"
	"strconv"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/solver"
)

// The variants on the board (docs/variants.md, "The game"; BoardView.Geometry):
//   - X-Sudoku: the two long diagonals, thin lines behind the digits;
//   - Windoku: the four windows drawn, a shade of their cells under every
//     highlight (the five windows they imply are not drawn);
//   - Jigsaw: thick lines only where two cells of different regions meet,
//     thin lines everywhere else, so no box border is left to mislead;
//   - Killer: each cage outlined by a dashed line inset in its cells, its
//     sum small in the top-left corner of its first cell (the top row's
//     leftmost), where the notes and corner marks make room for it
//     (boardGeometry.noteTop, BoardStyle.addMarks).

// sumCells marks the cells that show a cage's sum: each cage's first cell.
func sumCells(geom *solver.Geometry) (out [81]bool) {
	if geom == nil {
		return out
	}
	for _, c := range geom.Cages {
		out[c.Cells[0]] = true
	}
	return out
}

// sumPx is the size of a cage's sum.
func (g *boardGeometry) sumPx() int { return max(7, int(float32(g.cell)*0.25)) }

// cageInset is how far inside its cells a cage's outline runs.
func (g *boardGeometry) cageInset() int { return max(2, int(float32(g.cell)*0.07+0.5)) }

// noteTop is where the 3×3 grid of notes starts in cell i, from its top:
// 5 % of the cell, or below the sum in a cell that shows a cage's sum.
func (g *boardGeometry) noteTop(i int) float32 {
	if i >= 0 && i < 81 && g.sums[i] {
		// The sum's digits' ink ends about 0.8 of its size below its top.
		return float32(g.cageInset()) + float32(g.sumPx())*0.85
	}
	return float32(g.cell) * 0.05
}

// sumNotePx is the size of the notes in cell i, which shows a cage's sum:
// notePx shrunk as the rows are (they share the cell's height with the sum),
// so that they do not touch.
func (g *boardGeometry) sumNotePx(notePx, i int) int {
	inset := float32(g.cell) * 0.05
	full := float32(g.cell) - 2*inset
	rows := float32(g.cell) - inset - g.noteTop(i)
	return max(5, int(float32(notePx)*rows/full))
}

// lineMid returns the middle of grid line k (0–9: the border before row or
// column k; 9 the outer border after the last).
func (g *boardGeometry) lineMid(k int) int {
	switch k {
	case 0:
		return g.thick / 2
	case 9:
		return g.size - g.thick/2
	}
	end := g.pos[k-1] + g.cell
	return (end + g.pos[k]) / 2
}

// paintWindows shades the cells of Windoku's four drawn windows.
func (s *BoardStyle) paintWindows(ops *op.Ops) {
	geom := s.View.Geometry
	if geom == nil || geom.Variant != solver.Windoku {
		return
	}
	g, col := &s.Board.geo, s.Theme.Palette.WindowShade
	for _, h := range geom.Houses {
		if h.Kind != solver.WindowHouse || h.Index > 3 {
			continue
		}
		fillRect(ops, g.cellRect(h.Cells[0]).Union(g.cellRect(h.Cells[8])), col)
	}
}

// paintDiagonals draws X-Sudoku's two diagonals, behind the digits.
func (s *BoardStyle) paintDiagonals(ops *op.Ops) {
	geom := s.View.Geometry
	if geom == nil || geom.Variant != solver.XSudoku {
		return
	}
	g := &s.Board.geo
	w := max(1.5, float32(g.thin)*1.5)
	n := float32(g.size)
	for _, ends := range [2][2]f32.Point{{{X: 0, Y: 0}, {X: n, Y: n}}, {{X: n, Y: 0}, {X: 0, Y: n}}} {
		var p clip.Path
		p.Begin(ops)
		p.MoveTo(ends[0])
		p.LineTo(ends[1])
		paint.FillShape(ops, s.Theme.Palette.Diagonal, clip.Stroke{Path: p.End(), Width: w}.Op())
	}
}

// paintRegionLines draws a Jigsaw's grid: a thin line between every two
// cells, and a thick bar along every side where two regions meet, long
// enough to close the corners it turns.
func (s *BoardStyle) paintRegionLines(ops *op.Ops, geom *solver.Geometry) {
	g, p := &s.Board.geo, &s.Theme.Palette
	for k := 1; k < 9; k++ {
		x := g.lineMid(k) - g.thin/2
		fillRect(ops, image.Rect(x, 0, x+g.thin, g.size), p.GridThin)
		fillRect(ops, image.Rect(0, x, g.size, x+g.thin), p.GridThin)
	}
	w := g.thick
	for r := range 9 {
		for c := range 9 {
			i := r*9 + c
			if c < 8 && geom.Regions[i] != geom.Regions[i+1] {
				x := g.lineMid(c+1) - w/2
				fillRect(ops, image.Rect(x, g.lineMid(r)-w/2, x+w, g.lineMid(r+1)+w-w/2), p.GridThick)
			}
			if r < 8 && geom.Regions[i] != geom.Regions[i+9] {
				y := g.lineMid(r+1) - w/2
				fillRect(ops, image.Rect(g.lineMid(c)-w/2, y, g.lineMid(c+1)+w-w/2, y+w), p.GridThick)
			}
		}
	}
}

// paintCages draws Killer's cages: a dashed outline inset in the cells of
// each cage, and its sum in the top-left corner of its first cell, where
// the outline gives way to it.
func (s *BoardStyle) paintCages(gtx layout.Context) {
	geom := s.View.Geometry
	if geom == nil || len(geom.Cages) == 0 {
		return
	}
	ops := gtx.Ops
	g, p, th := &s.Board.geo, &s.Theme.Palette, s.Theme
	ins := g.cageInset()
	lw := max(1, gtx.Dp(1))
	period := max(4, g.cell/6)
	dash := max(2, period*3/5)
	px := g.sumPx()
	// The sum's box, which the dashes keep out of.
	var label [81]image.Rectangle
	for _, cage := range geom.Cages {
		c := cage.Cells[0]
		r := g.cellRect(c)
		text := strconv.Itoa(cage.Sum)
		step := float32(px) * 0.6
		x := float32(r.Min.X+ins) + step/2
		y := float32(r.Min.Y+ins) + float32(px)*0.45
		for _, ch := range text {
			th.drawChar(ops, ch, px, font.Bold, f32.Pt(x, y), p.CageSum)
			x += step
		}
		label[c] = image.Rect(r.Min.X, r.Min.Y, int(x-step/2+float32(px)*0.35)+lw, r.Min.Y+ins+px+lw)
	}
	// Dashes along a horizontal (or vertical) run, phased by the absolute
	// position so that runs that meet keep one rhythm.
	hdash := func(x0, x1, y int, skip image.Rectangle) {
		for x := x0 - ((x0%period)+period)%period; x < x1; x += period {
			a, b := max(x, x0), min(x+dash, x1)
			if b <= a {
				continue
			}
			d := image.Rect(a, y, b, y+lw)
			if !d.Overlaps(skip) {
				fillRect(ops, d, p.Cage)
			}
		}
	}
	vdash := func(y0, y1, x int, skip image.Rectangle) {
		for y := y0 - ((y0%period)+period)%period; y < y1; y += period {
			a, b := max(y, y0), min(y+dash, y1)
			if b <= a {
				continue
			}
			d := image.Rect(x, a, x+lw, b)
			if !d.Overlaps(skip) {
				fillRect(ops, d, p.Cage)
			}
		}
	}
	for i := range 81 {
		k := geom.CageOf(i)
		if k < 0 {
			continue
		}
		r, c := i/9, i%9
		// in reports whether the cell dr rows and dc columns away is in the cage.
		in := func(dr, dc int) bool {
			rr, cc := r+dr, c+dc
			return rr >= 0 && rr < 9 && cc >= 0 && cc < 9 && geom.CageOf(rr*9+cc) == k
		}
		rect := g.cellRect(i)
		// Where a run along side (dr, dc) ends: at the corner of the inset
		// outline when the neighbour along the run is out of the cage;
		// into that neighbour otherwise, as far as the neighbour's own
		// inset line when the outline turns there (a concave corner).
		xFrom := func(dr int) int {
			switch {
			case !in(0, -1):
				return rect.Min.X + ins
			case in(dr, -1):
				return g.cellRect(i-1).Max.X - ins
			}
			return g.cellRect(i - 1).Max.X
		}
		xTo := func(dr int) int {
			switch {
			case !in(0, 1):
				return rect.Max.X - ins
			case in(dr, 1):
				return g.cellRect(i+1).Min.X + ins
			}
			return g.cellRect(i + 1).Min.X
		}
		yFrom := func(dc int) int {
			switch {
			case !in(-1, 0):
				return rect.Min.Y + ins
			case in(-1, dc):
				return g.cellRect(i-9).Max.Y - ins
			}
			return g.cellRect(i - 9).Max.Y
		}
		yTo := func(dc int) int {
			switch {
			case !in(1, 0):
				return rect.Max.Y - ins
			case in(1, dc):
				return g.cellRect(i+9).Min.Y + ins
			}
			return g.cellRect(i + 9).Min.Y
		}
		skip := label[i]
		if !in(-1, 0) {
			hdash(xFrom(-1), xTo(-1), rect.Min.Y+ins, skip)
		}
		if !in(1, 0) {
			hdash(xFrom(1), xTo(1), rect.Max.Y-ins-lw, skip)
		}
		if !in(0, -1) {
			vdash(yFrom(-1), yTo(-1), rect.Min.X+ins, skip)
		}
		if !in(0, 1) {
			vdash(yFrom(1), yTo(1), rect.Max.X-ins-lw, skip)
		}
	}
}

// relatedCells marks the cells a variant's highlight shades besides the
// selected cell's row, column and box (docs/variants.md, "The game"): in a
// Jigsaw its region, which replaces the box; in X-Sudoku the diagonals it
// lies on; in Windoku the drawn window holding it; in Killer its cage.
// An implied Windoku window is not shaded: like the board, the highlight
// shows the houses the rules draw; an implied window's cells lie apart,
// and its digit's places come from a deduction that hints explain.
func relatedCells(geom *solver.Geometry, sel int) (out [81]bool) {
	if geom == nil || sel < 0 || sel > 80 {
		return out
	}
	for _, h := range geom.HousesOf(sel) {
		house := geom.Houses[h]
		switch {
		case house.Kind == solver.RegionHouse && geom.Variant == solver.Jigsaw,
			house.Kind == solver.DiagonalHouse,
			house.Kind == solver.WindowHouse && house.Index < 4:
			for _, i := range house.Cells {
				out[i] = true
			}
		}
	}
	if k := geom.CageOf(sel); k >= 0 {
		for _, i := range geom.Cages[k].Cells {
			out[i] = true
		}
	}
	return out
}
