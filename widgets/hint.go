package widgets

import (
	"image"
	"image/color"
	"math"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/solver"
)

// HintPanelView is the hint ladder's panel: it takes the number pad's place
// beside or under the board, so the board stays in sight.
type HintPanelView struct {
	Title string // the technique's name, or what the hint is about
	Text  string // the rung's words
	Rule  string // what the hint costs
	// Buttons are the ladder's choices (Show me, Apply, What is …?), the
	// first one primary.
	Buttons []Tool
}

// HintPanelStyle draws the hint panel in the space it is given.
type HintPanelStyle struct {
	Theme *Theme
	View  HintPanelView
}

// Layout draws the panel on a surface card, its text wrapping at the width
// given, and returns the size it took.
func (s HintPanelStyle) Layout(gtx layout.Context) layout.Dimensions {
	th, v := s.Theme, &s.View
	p := &th.Palette
	pad := gtx.Dp(12)
	m := op.Record(gtx.Ops)
	inner := gtx
	inner.Constraints.Min = image.Point{}
	inner.Constraints.Max.X = max(0, gtx.Constraints.Max.X-2*pad)
	inner.Constraints.Max.Y = max(0, gtx.Constraints.Max.Y-2*pad)
	y := 0
	place := func(w layout.Widget) {
		t := op.Offset(image.Pt(pad, pad+y)).Push(gtx.Ops)
		g := inner
		g.Constraints.Max.Y = max(0, inner.Constraints.Max.Y-y)
		d := w(g)
		t.Pop()
		y += d.Size.Y + gtx.Dp(8)
	}
	place(TextStyle{Theme: th, Text: v.Title, Size: th.TextSize * 1.15, Color: p.SurfaceFg, Weight: font.Bold}.Layout)
	place(TextStyle{Theme: th, Text: v.Text, Size: th.TextSize, Color: p.SurfaceFg}.Layout)
	if v.Rule != "" {
		place(TextStyle{Theme: th, Text: v.Rule, Size: th.TextSize * 0.85, Color: p.TextMuted}.Layout)
	}
	for i, b := range v.Buttons {
		bs := NewButton(th, b.Button, b.Label)
		bs.Enabled = b.Enabled
		bs.Fill = true
		if i == 0 {
			bs.Kind = ButtonPrimary
		}
		place(func(gtx layout.Context) layout.Dimensions {
			gtx.Constraints.Min.X = gtx.Constraints.Max.X
			return bs.Layout(gtx)
		})
	}
	call := m.Stop()
	size := image.Pt(gtx.Constraints.Max.X, min(gtx.Constraints.Max.Y, y+2*pad-gtx.Dp(8)))
	r := gtx.Dp(8)
	paint.FillShape(gtx.Ops, p.Border, clip.UniformRRect(image.Rectangle{Max: size}, r).Op(gtx.Ops))
	paint.FillShape(gtx.Ops, p.Surface, clip.UniformRRect(image.Rectangle{Max: size}.Inset(gtx.Dp(1)), r).Op(gtx.Ops))
	cl := clip.Rect{Max: size}.Push(gtx.Ops)
	call.Add(gtx.Ops)
	cl.Pop()
	return layout.Dimensions{Size: size}
}

// HintOverlay is what the board draws of a hint's pattern over the cells:
// the units and cells of the pattern outlined, its candidates ringed in one
// colour, the candidates it removes struck out in another, the digits it
// places ringed, and the links of a chain drawn candidate to candidate
// (strong solid, weak dashed).
type HintOverlay struct {
	Units   []uint8           // units of the pattern (0–26)
	Cells   CellSet           // cells of the pattern
	Pattern [81]solver.Mask   // candidates of the pattern
	Removed [81]solver.Mask   // candidates the step removes
	Placed  [81]uint8         // digits the step places (0: none)
	Links   []HintOverlayLink // chain links
}

// HintOverlayLink is one inference of a chain, from a candidate to a
// candidate.
type HintOverlayLink struct {
	FromCell, FromDigit, ToCell, ToDigit uint8
	Strong                               bool
}

// overlayColours are the overlay's inks in palette p: the pattern's, the
// removed candidates', the links' and the outlines'.
func overlayColours(p *Palette) (pattern, removed, link, outline color.NRGBA) {
	if p.Dark {
		return argb(0x8c3fa34d), rgb(0xff6b6b), rgb(0x7fb8ff), rgb(0xe0c040)
	}
	return argb(0x803b9a3b), rgb(0xd02020), rgb(0x1f5fbf), rgb(0xc08a00)
}

// notePoint is the centre of candidate d's place in cell i.
func (g *boardGeometry) notePoint(i int, d uint8) f32.Point {
	r := g.cellRect(i)
	inset := float32(g.cell) * 0.05
	third := (float32(g.cell) - 2*inset) / 3
	nr, nc := float32((d-1)/3), float32((d-1)%3)
	return f32.Pt(float32(r.Min.X)+inset+third*(nc+0.5), float32(r.Min.Y)+inset+third*(nr+0.5))
}

// paintOverlayUnder draws the parts of the overlay that go under the
// digits: the discs behind the pattern's candidates and its placements.
func (s *BoardStyle) paintOverlayUnder(ops *op.Ops) {
	o := s.View.Overlay
	if o == nil {
		return
	}
	g := &s.Board.geo
	pattern, removed, _, _ := overlayColours(&s.Theme.Palette)
	rad := float32(g.cell) * 0.15
	disc := func(c f32.Point, r float32, col color.NRGBA) {
		rect := image.Rect(int(c.X-r), int(c.Y-r), int(c.X+r+0.5), int(c.Y+r+0.5))
		paint.FillShape(ops, col, clip.Ellipse(rect).Op(ops))
	}
	for i := range 81 {
		for _, d := range o.Pattern[i].Digits() {
			disc(g.notePoint(i, d), rad, pattern)
		}
		for _, d := range o.Removed[i].Digits() {
			disc(g.notePoint(i, d), rad, withAlpha(removed, 0.25))
		}
		if d := o.Placed[i]; d != 0 {
			r := g.cellRect(i)
			c := f32.Pt(float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2)
			disc(c, float32(g.cell)*0.42, pattern)
		}
	}
}

// paintOverlayOver draws the parts over the digits and the grid lines: the
// outlines, the strokes through removed candidates and the chain links.
func (s *BoardStyle) paintOverlayOver(ops *op.Ops, unitPx float32) {
	o := s.View.Overlay
	if o == nil {
		return
	}
	g := &s.Board.geo
	_, removed, link, outline := overlayColours(&s.Theme.Palette)
	w := max(2, int(unitPx*2.5+0.5))
	frame := func(r image.Rectangle, col color.NRGBA, w int) {
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), col)
		fillRect(ops, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), col)
	}
	for _, u := range o.Units {
		cells := solver.Units[u]
		r := g.cellRect(int(cells[0])).Union(g.cellRect(int(cells[8])))
		frame(r, outline, w)
	}
	for i := range 81 {
		if o.Cells[i] {
			frame(g.cellRect(i).Inset(w/2), link, max(1, w*2/3))
		}
	}
	line := func(a, b f32.Point, width float32, col color.NRGBA) {
		var p clip.Path
		p.Begin(ops)
		p.MoveTo(a)
		p.LineTo(b)
		paint.FillShape(ops, col, clip.Stroke{Path: p.End(), Width: width}.Op())
	}
	half := float32(g.cell) * 0.11
	for i := range 81 {
		for _, d := range o.Removed[i].Digits() {
			c := g.notePoint(i, d)
			line(c.Add(f32.Pt(-half, half)), c.Add(f32.Pt(half, -half)), float32(w)*0.8, removed)
		}
	}
	lw := float32(w) * 0.7
	dash := float32(g.cell) * 0.12
	for _, l := range o.Links {
		a, b := g.notePoint(int(l.FromCell), l.FromDigit), g.notePoint(int(l.ToCell), l.ToDigit)
		if l.Strong {
			line(a, b, lw, link)
			continue
		}
		v := b.Sub(a)
		n := float32(len2(v))
		if n == 0 {
			continue
		}
		steps := int(n / dash)
		for k := 0; k < steps; k += 2 {
			t0, t1 := float32(k)/float32(steps), float32(min(k+1, steps))/float32(steps)
			line(a.Add(v.Mul(t0)), a.Add(v.Mul(t1)), lw, link)
		}
	}
}

// len2 is the length of v.
func len2(v f32.Point) float64 {
	return math.Sqrt(float64(v.X*v.X + v.Y*v.Y))
}
