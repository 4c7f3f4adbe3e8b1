package widgets

import (
	"image"
	"image/color"
	"math/bits"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/model"
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
//
// In the cell of a Killer cage that shows the cage's sum (sum true) the
// top-left corner is the sum's: the marks start at the second slot, and with
// nine marks the last gives way.
func (s *BoardStyle) addMarks(r image.Rectangle, corner, centre solver.Mask, notePx int, hd uint8, live, sum bool) {
	b, v, p, th := s.Board, &s.View, &s.Theme.Palette, s.Theme
	side := float32(r.Dx())
	at := func(f f32.Point) f32.Point {
		return f32.Pt(float32(r.Min.X)+side*f.X, float32(r.Min.Y)+side*f.Y)
	}
	k := 0
	if sum {
		k = 1
	}
	for n := uint8(1); n <= 9; n++ {
		if !corner.Has(n) {
			continue
		}
		if k == 9 || k == 8 && centre != 0 {
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
	px := centreRowPx(notePx, count)
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

// The nine colours of cells and candidates, one set per theme: light tints
// under dark ink, deep tones under light ink, each at least 3:1 against both
// digit inks (large text), and every pair apart by a CIE76 ΔE of 12 or more
// for normal vision and under a simulation of deuteranopia and protanopia
// (Machado, Oliveira and Fernandes 2009, severity 1), and 10 or more from the
// cell and the selection (TestMarkColoursReadable). In order: red, orange,
// yellow, green, teal, blue, purple, pink, grey.
var (
	lightMarks = [9]color.NRGBA{rgb(0xEAA298), rgb(0xFFBC7C), rgb(0xFFF27A), rgb(0xB9EAA8), rgb(0xA0DBDB),
		rgb(0xB6C6FF), rgb(0xC99BFF), rgb(0xEF8FD9), rgb(0xCAD6C1)}
	darkMarks = [9]color.NRGBA{rgb(0x573029), rgb(0x682705), rgb(0x645E00), rgb(0x236931), rgb(0x146857),
		rgb(0x253BAC), rgb(0x68328E), rgb(0x7A4989), rgb(0x3A4554)}
)

func init() {
	LightPalette.Marks = lightMarks
	DarkPalette.Marks = darkMarks
}

// paintColours draws the colours of the cells: one colour fills the cell
// (inset on a selected cell, so the selection shows around it), several
// share it in vertical slices, in colour order; a coloured candidate gets
// a disc of its colour behind its digit.
func (s *BoardStyle) paintColours(ops *op.Ops, live bool) {
	g, v, p := &s.Board.geo, &s.View, &s.Theme.Palette
	inset := max(2, g.cell/12)
	for i := range 81 {
		m := v.Colours[i]
		if m != 0 {
			r := g.cellRect(i)
			if live && v.Selected[i] {
				r = r.Inset(inset)
			}
			n := bits.OnesCount16(m &^ 1)
			k := 0
			for c := 1; c <= 9; c++ {
				if m&(1<<c) == 0 {
					continue
				}
				x0 := r.Min.X + r.Dx()*k/n
				x1 := r.Min.X + r.Dx()*(k+1)/n
				fillRect(ops, image.Rect(x0, r.Min.Y, x1, r.Max.Y), p.Marks[c-1])
				k++
			}
		}
		if cm := v.CandColours[i]; cm != 0 && v.Cells[i] == 0 {
			rad := float32(g.cell) * 0.15
			// A thin ring in the notes' ink keeps the disc visible on a
			// cell of its own colour.
			edge := max(1, float32(g.cell)*0.02)
			ring := withAlpha(p.Note, 0.7)
			for d := uint8(1); d <= 9; d++ {
				c := model.CandColour(cm, d)
				if c == 0 {
					continue
				}
				pt := s.candidatePoint(i, d)
				outer := image.Rect(int(pt.X-rad-edge), int(pt.Y-rad-edge), int(pt.X+rad+edge+0.5), int(pt.Y+rad+edge+0.5))
				paint.FillShape(ops, ring, clip.Ellipse(outer).Op(ops))
				box := image.Rect(int(pt.X-rad), int(pt.Y-rad), int(pt.X+rad+0.5), int(pt.Y+rad+0.5))
				paint.FillShape(ops, p.Marks[c-1], clip.Ellipse(box).Op(ops))
			}
		}
	}
}

// candidatePoint is where candidate d of cell i is drawn: its place in the
// 3×3 grid, or its place in the row across the middle when the cell also
// has corner marks (addMarks).
func (s *BoardStyle) candidatePoint(i int, d uint8) f32.Point {
	g, v := &s.Board.geo, &s.View
	r := g.cellRect(i)
	if v.Corner[i] == 0 || !v.Notes[i].Has(d) {
		return g.notePoint(i, d)
	}
	px := s.notePx()
	count := v.Notes[i].Count()
	px = centreRowPx(px, count)
	step := float32(px) * 0.62
	x := float32(g.cell)/2 - step*float32(count-1)/2
	for n := uint8(1); n < d; n++ {
		if v.Notes[i].Has(n) {
			x += step
		}
	}
	return f32.Pt(float32(r.Min.X)+x, float32(r.Min.Y)+float32(g.cell)/2)
}

// notePx is the size of a note in this frame.
func (s *BoardStyle) notePx() int {
	scale := float32(0.27)
	if s.View.BigNotes {
		scale = 0.32
	}
	return max(5, int(float32(s.Board.geo.cell)*scale))
}

// centreRowPx is the size of count centre marks in a row across the middle.
func centreRowPx(notePx, count int) int {
	switch {
	case count > 5:
		return max(4, notePx*3/5)
	case count > 3:
		return max(4, notePx*3/4)
	}
	return notePx
}

// noteAt returns the candidate whose place in cell c's 3×3 grid of notes
// holds p (1–9), 0 off the grid.
func (g *boardGeometry) noteAt(c int, p f32.Point) uint8 {
	if c < 0 || c > 80 || g.cell == 0 {
		return 0
	}
	r := g.cellRect(c)
	fx := (p.X - float32(r.Min.X)) / float32(g.cell)
	top := g.noteTop(c) - float32(g.cell)*0.05 // the rows' start, past a cage's sum
	fy := (p.Y - float32(r.Min.Y) - top) / (float32(g.cell) - top)
	col := min(2, max(0, int(fx*3)))
	row := min(2, max(0, int(fy*3)))
	return uint8(row*3 + col + 1)
}
