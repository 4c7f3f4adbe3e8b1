package widgets

import (
	"image"

	"gioui.org/f32"
	"gioui.org/font"

	"github.com/giosudoku/sudoku/solver"
)

// The player's marks beyond digits (docs/behaviour.md, Notes: two styles).
// A cell with centre marks alone draws them as it always has, each digit in
// its place of a 3×3 grid, where the hint overlay finds them. A cell with
// corner marks draws them in order in its corners, then the middles of its
// edges (the solvers' habit: the first four in the corners), and its centre
// marks, if any, in a row across the middle, shrunk to fit.

// cornerSlots are the places of corner marks, in order, as fractions of the
// cell's side: the four corners, then the edges' middles, then the centre.
var cornerSlots = [9]f32.Point{
	{X: 0.18, Y: 0.19}, {X: 0.82, Y: 0.19}, {X: 0.18, Y: 0.81}, {X: 0.82, Y: 0.81},
	{X: 0.5, Y: 0.19}, {X: 0.5, Y: 0.81}, {X: 0.18, Y: 0.5}, {X: 0.82, Y: 0.5},
	{X: 0.5, Y: 0.5},
}

// addMarks queues the corner marks and centre marks of the cell r. notePx
// is the size of a note; hd the digit highlighted (live: the board takes
// input).
func (s *BoardStyle) addMarks(r image.Rectangle, corner, centre solver.Mask, notePx int, hd uint8, live bool) {
	b, v, p, th := s.Board, &s.View, &s.Theme.Palette, s.Theme
	side := float32(r.Dx())
	at := func(f f32.Point) f32.Point {
		return f32.Pt(float32(r.Min.X)+side*f.X, float32(r.Min.Y)+side*f.Y)
	}
	k := 0
	for n := uint8(1); n <= 9; n++ {
		if !corner.Has(n) {
			continue
		}
		if k == 8 && centre != 0 {
			// Nine corner marks and centre marks: the ninth gives way.
			break
		}
		slot := cornerSlots[k]
		k++
		col, w := p.Note, font.Normal
		if live && v.HighlightSame && n == hd {
			col, w = p.NoteMatch, font.Bold
		}
		b.glyphs.add(th, rune('0'+n), notePx, w, at(slot), col)
	}
	count := centre.Count()
	if count == 0 {
		return
	}
	// Across the middle, between the left and right edge slots: the size
	// steps down so that up to nine fit, in a few sizes only (the glyph
	// cache keeps one entry per size).
	px := notePx
	if count > 3 {
		px = max(4, notePx*3/4)
	}
	if count > 5 {
		px = max(4, notePx*3/5)
	}
	step := float32(px) * 0.62
	x := side/2 - step*float32(count-1)/2
	// One baseline for the row: each glyph is placed by its ink's middle,
	// so shift each by its ink against the 8's.
	ref := th.glyph('8', px, font.Normal)
	for n := uint8(1); n <= 9; n++ {
		if !centre.Has(n) {
			continue
		}
		col, w := p.Note, font.Normal
		if live && v.HighlightSame && n == hd {
			col, w = p.NoteMatch, font.Bold
		}
		y := float32(r.Min.Y) + side/2
		if g := th.glyph(rune('0'+n), px, w); g.ok && ref.ok {
			y += g.mid.Y - ref.mid.Y
		}
		b.glyphs.add(th, rune('0'+n), px, w, f32.Pt(float32(r.Min.X)+x, y), col)
		x += step
	}
}
