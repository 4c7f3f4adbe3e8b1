package widgets

import (
	"image"
	"image/color"
	"math"
	"slices"

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
	// Buttons are the ladder's choices (Show me, Apply, What is it?), the
	// first one primary.
	Buttons []Tool
}

// HintPanelStyle draws the hint panel in the space it is given.
type HintPanelStyle struct {
	Theme *Theme
	View  HintPanelView
	// Scroll, when set, scrolls the text (wheel, drag) when it does not
	// fit, a bar at its right showing where it is; without it the text is
	// cut short with an ellipsis.
	Scroll *layout.List
	// Places, when set, receives where each button drawn was, in the
	// panel's coordinates, in the order of View.Buttons (the last ones are
	// missing when they gave way for lack of room).
	Places *[]image.Rectangle
}

// Layout draws the panel on a surface card, its text wrapping at the width
// given and cut short (with an ellipsis) when the height given is not
// enough, its buttons in a row at the bottom; it returns the size it took.
func (s HintPanelStyle) Layout(gtx layout.Context) layout.Dimensions {
	th, v := s.Theme, &s.View
	p := &th.Palette
	pad, gap, bh := gtx.Dp(12), gtx.Dp(6), gtx.Dp(40)
	if lineH := int(float32(gtx.Sp(th.TextSize)) * 1.3); gtx.Constraints.Max.Y < 2*pad+bh+gap+4*lineH {
		// A low panel (a small portrait window) spares its margins and
		// buttons a little for a line more of text.
		pad, gap, bh = gtx.Dp(8), gtx.Dp(4), gtx.Dp(34)
	}
	width := max(0, gtx.Constraints.Max.X-2*pad)
	avail := max(0, gtx.Constraints.Max.Y-2*pad)
	m := op.Record(gtx.Ops)
	y := pad
	draw := func(w layout.Widget, maxY int) int {
		t := op.Offset(image.Pt(pad, y)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Constraints{Max: image.Pt(width, max(0, maxY))}
		d := w(g)
		t.Pop()
		return d.Size.Y
	}
	// The buttons share a row when their labels fit, else each has a row;
	// when stacked buttons would leave the text less than two lines, the
	// last ones give way (what they do is in the menu too).
	lineH := int(float32(gtx.Sp(th.TextSize)) * 1.3)
	titleH := TextStyle{Theme: th, Text: "X", Size: th.TextSize * 1.1, Weight: font.Bold}.measure(gtx).Y + gap
	buttons := v.Buttons
	var rows, bw, btnH int
	for {
		n := len(buttons)
		rows, bw, btnH = 1, 0, 0
		if n == 0 {
			break
		}
		bw = (width - (n-1)*gap) / n
		for _, b := range buttons {
			label := TextStyle{Theme: th, Text: b.Label, Size: th.TextSize}
			if label.measure(gtx).X+gtx.Dp(28) > bw {
				rows, bw = n, width
				break
			}
		}
		btnH = rows * (bh + gap)
		if rows == 1 || avail-titleH-btnH >= 2*lineH {
			break
		}
		buttons = buttons[:n-1]
	}
	n := len(buttons)
	body := TextStyle{Theme: th, Text: v.Text, Size: th.TextSize, Color: p.SurfaceFg}
	// A panel too low for its title and two lines of text drops the title
	// (the text names the technique too).
	if avail-titleH-btnH >= 2*lineH || v.Text == "" {
		title := TextStyle{Theme: th, Text: v.Title, Size: th.TextSize * 1.1, Color: p.SurfaceFg, Weight: font.Bold, MaxLines: 1}
		y += draw(title.Layout, avail) + gap
	}
	rule := TextStyle{Theme: th, Text: v.Rule, Size: th.TextSize * 0.85, Color: p.TextMuted}
	ruleH := 0
	if v.Rule != "" {
		ruleH = rule.measureWrapped(gtx, width) + gap
	}
	left := avail - (y - pad) - btnH
	bodyW := body.Layout
	if full := body.measureWrapped(gtx, width); full+ruleH > left {
		ruleH = 0 // no room: the rule gives way to the text
		switch {
		case s.Scroll != nil && full > left:
			// A line cut at the bottom says there is more.
			left = max(left, lineH)
			bodyW = s.scrolled(body, full, width-gtx.Dp(6))
		default:
			body.MaxLines = max(1, left/max(1, lineH))
			bodyW = body.Layout
		}
	}
	y += draw(bodyW, left) + gap
	if ruleH > 0 {
		y += draw(rule.Layout, ruleH)
		y += gap
	}
	if s.Places != nil {
		*s.Places = (*s.Places)[:0]
	}
	for i, b := range buttons {
		bs := NewButton(th, b.Button, b.Label)
		bs.Enabled, bs.Fill = b.Enabled, true
		if i == 0 {
			bs.Kind = ButtonPrimary
		}
		x := pad + i*(bw+gap)
		if rows > 1 {
			x = pad
			if i > 0 {
				y += bh + gap
			}
		}
		t := op.Offset(image.Pt(x, y)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Constraints{Min: image.Pt(bw, 0), Max: image.Pt(bw, bh)}
		d := bs.Layout(g)
		t.Pop()
		if s.Places != nil {
			*s.Places = append(*s.Places, image.Rectangle{Min: image.Pt(x, y), Max: image.Pt(x, y).Add(d.Size)})
		}
	}
	if n > 0 {
		y += bh
	}
	call := m.Stop()
	size := image.Pt(gtx.Constraints.Max.X, min(gtx.Constraints.Max.Y, y+pad))
	r := gtx.Dp(8)
	paint.FillShape(gtx.Ops, p.Border, clip.UniformRRect(image.Rectangle{Max: size}, r).Op(gtx.Ops))
	paint.FillShape(gtx.Ops, p.Surface, clip.UniformRRect(image.Rectangle{Max: size}.Inset(gtx.Dp(1)), r).Op(gtx.Ops))
	cl := clip.Rect{Max: size}.Push(gtx.Ops)
	call.Add(gtx.Ops)
	cl.Pop()
	return layout.Dimensions{Size: size}
}

// scrolled lays the text body (full pixels high wrapped at width) in the
// panel's list, with a bar at the right showing which part shows.
func (s HintPanelStyle) scrolled(body TextStyle, full, width int) layout.Widget {
	return func(gtx layout.Context) layout.Dimensions {
		s.Scroll.Axis = layout.Vertical
		h := gtx.Constraints.Max.Y
		g := gtx
		g.Constraints.Max.X = width
		d := s.Scroll.Layout(g, 1, func(gtx layout.Context, _ int) layout.Dimensions {
			gtx.Constraints = layout.Constraints{Max: image.Pt(width, 1<<20)}
			return body.Layout(gtx)
		})
		if full > 0 && h > 0 {
			bar := max(h*h/full, gtx.Dp(12))
			top := (h - bar) * min(s.Scroll.Position.Offset, full-h) / max(1, full-h)
			x := gtx.Constraints.Max.X - gtx.Dp(3)
			fillRect(gtx.Ops, image.Rect(x, top, x+gtx.Dp(3), top+bar), s.Theme.Palette.TextMuted)
		}
		return layout.Dimensions{Size: image.Pt(gtx.Constraints.Max.X, d.Size.Y)}
	}
}

// measureWrapped returns the height the text takes wrapped at width.
func (l TextStyle) measureWrapped(gtx layout.Context, width int) int {
	m := op.Record(gtx.Ops)
	gtx.Constraints = layout.Constraints{Max: image.Pt(width, 1<<20)}
	d := l.Layout(gtx)
	m.Stop()
	return d.Size.Y
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
	// Blocks are the digits that rule a single's digit out of the other
	// cells (SingleBlocks), ringed and lined to the cells they cover.
	Blocks []HintBlock
	// Pivot is a wing's pivot (drawn with a second, gold frame); Cover are
	// a fish's cover units (outlined dashed, its base units solid)
	// (hint_overlay_roles.go).
	Pivot []uint8
	Cover []uint8
	// Areas are the pattern's houses the classic units cannot name (a
	// diagonal, a window, a jigsaw region) and its Killer cages, each
	// outlined along its edge like a unit (OverlayVariant).
	Areas []CellSet
}

// HintOverlayLink is one inference of a chain, from a candidate to a
// candidate.
type HintOverlayLink struct {
	FromCell, FromDigit, ToCell, ToDigit uint8
	Strong                               bool
}

// overlayInks are the overlay's colours in one palette: each meets 3:1
// against what it is drawn on, and a candidate stays 4.5:1 on its disc
// (TestOverlayContrast).
type overlayInks struct {
	patternFill, patternRing color.NRGBA // the pattern's candidates: disc and ring
	removedFill, removedInk  color.NRGBA // removed candidates: disc, and ring and stroke
	link, outline            color.NRGBA // chain links and the pattern's cells; its units
}

// overlayColours are the overlay's inks in palette p.
func overlayColours(p *Palette) overlayInks {
	if p.Dark {
		return overlayInks{rgb(0x1f3f24), rgb(0x66bb6a), rgb(0x4a2020), rgb(0xff8a80), rgb(0x7fb8ff), rgb(0xe0c040)}
	}
	return overlayInks{rgb(0xcfe8cf), rgb(0x2e7d32), rgb(0xf8d0d0), rgb(0xc62828), rgb(0x1f5fbf), rgb(0x9a6f00)}
}

// notePoint is the centre of candidate d's place in cell i: a 3×3 grid
// inset by 5 %, whose rows start below the sum in the cell of a Killer cage
// that shows it (board_variant.go).
func (g *boardGeometry) notePoint(i int, d uint8) f32.Point {
	r := g.cellRect(i)
	inset := float32(g.cell) * 0.05
	top := g.noteTop(i)
	third := (float32(g.cell) - 2*inset) / 3
	thirdY := (float32(g.cell) - inset - top) / 3
	nr, nc := float32((d-1)/3), float32((d-1)%3)
	return f32.Pt(float32(r.Min.X)+inset+third*(nc+0.5), float32(r.Min.Y)+top+thirdY*(nr+0.5))
}

// noteDisc is the radius of the disc behind a note of cell i in a hint:
// 15 % of the cell (16.5 % for big notes), shrunk as the rows of notes are
// in a cell that shows a cage's sum (sumNotePx), and no taller than a row
// of notes there, so that the disc stays below the sum.
func (g *boardGeometry) noteDisc(i int, big bool) float32 {
	rad := float32(g.cell) * 0.15
	if big {
		rad = float32(g.cell) * 0.165
	}
	if i >= 0 && i < 81 && g.sums[i] {
		inset := float32(g.cell) * 0.05
		rows := float32(g.cell) - inset - g.noteTop(i)
		rad = min(rad*rows/(float32(g.cell)-2*inset), rows/6)
	}
	return rad
}

// paintOverlayUnder draws the parts of the overlay that go under the
// digits: the discs behind the pattern's candidates and its placements.
func (s *BoardStyle) paintOverlayUnder(ops *op.Ops) {
	o := s.View.Overlay
	if o == nil {
		return
	}
	g := &s.Board.geo
	ink := overlayColours(&s.Theme.Palette)
	ring := max(1.5, float32(g.cell)*0.03)
	disc := func(c f32.Point, r float32, fill, edge color.NRGBA) {
		rect := image.Rect(int(c.X-r), int(c.Y-r), int(c.X+r+0.5), int(c.Y+r+0.5))
		paint.FillShape(ops, edge, clip.Ellipse(rect).Op(ops))
		in := int(ring + 0.5)
		paint.FillShape(ops, fill, clip.Ellipse(rect.Inset(in)).Op(ops))
	}
	for i := range 81 {
		rad := g.noteDisc(i, s.View.BigNotes)
		for _, d := range o.Pattern[i].Digits() {
			disc(g.notePoint(i, d), rad, ink.patternFill, ink.patternRing)
		}
		for _, d := range o.Removed[i].Digits() {
			disc(g.notePoint(i, d), rad, ink.removedFill, ink.removedInk)
		}
		if d := o.Placed[i]; d != 0 {
			r := g.cellRect(i)
			c := f32.Pt(float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2)
			disc(c, float32(g.cell)*0.42, ink.patternFill, ink.patternRing)
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
	ink := overlayColours(&s.Theme.Palette)
	removed, link, outline := ink.removedInk, ink.link, ink.outline
	w := max(2, int(unitPx*2.5+0.5))
	frame := func(r image.Rectangle, col color.NRGBA, w int) {
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), col)
		fillRect(ops, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), col)
	}
	s.paintBlocks(ops, float32(w))
	for _, u := range o.Units {
		cells := solver.Units[u]
		r := g.cellRect(int(cells[0])).Union(g.cellRect(int(cells[8])))
		if slices.Contains(o.Cover, u) {
			dashedFrame(ops, r, outline, w, g.cell/4)
			continue
		}
		frame(r, outline, w)
	}
	for _, a := range o.Areas {
		paintArea(ops, g, &a, outline, w)
	}
	for _, c := range o.Pivot {
		frame(g.cellRect(int(c)), outline, w)
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
	half0 := float32(g.cell) * 0.11
	if s.View.BigNotes {
		half0 = float32(g.cell) * 0.125
	}
	for i := range 81 {
		// The stroke shrinks with the note's disc (noteDisc).
		half := half0 * g.noteDisc(i, s.View.BigNotes) / g.noteDisc(-1, s.View.BigNotes)
		for _, d := range o.Removed[i].Digits() {
			c := g.notePoint(i, d)
			// Thin, so the digit under it stays readable.
			line(c.Add(f32.Pt(-half, half)), c.Add(f32.Pt(half, -half)), max(1.5, float32(w)*0.5), removed)
		}
	}
	lw := float32(w) * 0.7
	dash := float32(g.cell) * 0.12
	// The links bow away from the middle of the chain's nodes, so that a
	// loop reads as a ring and its links do not cross its inside.
	var centre f32.Point
	for _, l := range o.Links {
		centre = centre.Add(g.notePoint(int(l.FromCell), l.FromDigit)).Add(g.notePoint(int(l.ToCell), l.ToDigit))
	}
	if len(o.Links) > 0 {
		centre = centre.Mul(1 / float32(2*len(o.Links)))
	}
	for _, l := range o.Links {
		a, ctrl, b, ok := linkCurve(g.notePoint(int(l.FromCell), l.FromDigit), g.notePoint(int(l.ToCell), l.ToDigit), centre, float32(g.cell))
		if !ok {
			continue
		}
		// A link along the grid's edge bows no further than its cells.
		inside := g.cellRect(0).Union(g.cellRect(80))
		clampIn := func(c f32.Point) f32.Point {
			c.X = min(max(c.X, float32(inside.Min.X)), float32(inside.Max.X))
			c.Y = min(max(c.Y, float32(inside.Min.Y)), float32(inside.Max.Y))
			return c
		}
		ctrl = s.aroundDigits(a, clampIn(ctrl), b, clampIn)
		if l.Strong {
			var p clip.Path
			p.Begin(ops)
			p.MoveTo(a)
			p.QuadTo(ctrl, b)
			paint.FillShape(ops, link, clip.Stroke{Path: p.End(), Width: lw}.Op())
			continue
		}
		// Dashes along the curve, its length taken from the chord and the
		// control point (close enough for a shallow bow).
		n := float32(len2(ctrl.Sub(a)) + len2(b.Sub(ctrl)))
		steps := max(1, int(n/dash))
		for k := 0; k < steps; k += 2 {
			t0, t1 := float32(k)/float32(steps), float32(min(k+1, steps))/float32(steps)
			var p clip.Path
			p.Begin(ops)
			p.MoveTo(quadAt(a, ctrl, b, t0))
			for _, t := range [...]float32{(2*t0 + t1) / 3, (t0 + 2*t1) / 3, t1} {
				p.LineTo(quadAt(a, ctrl, b, t))
			}
			paint.FillShape(ops, link, clip.Stroke{Path: p.End(), Width: lw}.Op())
		}
	}
}

// linkCurve is how a chain link from candidate centre a to candidate centre
// b is drawn, cell pixels to a cell: a quadratic curve from the edge of a's
// disc to the edge of b's, bowed away from centre (the chain's middle) by
// 15 % of its length, at most a cell. Straight, a link along a row or a
// column would run over the same candidate of every cell between its ends,
// which then looks like part of the chain, and over its own ends' digits.
// ok is false when a and b are the same point.
func linkCurve(a, b, centre f32.Point, cell float32) (from, ctrl, to f32.Point, ok bool) {
	v := b.Sub(a)
	n := float32(len2(v))
	if n < 1 {
		return a, a, b, false
	}
	// Off the node discs (their radius, paintOverlayUnder), but a link
	// between two candidates of one cell keeps half its length.
	trim := min(cell*0.15, n/4)
	u := v.Mul(1 / n)
	from, to = a.Add(u.Mul(trim)), b.Sub(u.Mul(trim))
	side := f32.Pt(u.Y, -u.X)
	mid := from.Add(to).Mul(0.5)
	if out := mid.Sub(centre); out.X*side.X+out.Y*side.Y < 0 {
		side = side.Mul(-1)
	}
	return from, mid.Add(side.Mul(min(n*0.15, cell))), to, true
}

// quadAt is the point at t of the quadratic curve from a to b with control
// point c.
func quadAt(a, c, b f32.Point, t float32) f32.Point {
	s := 1 - t
	return a.Mul(s * s).Add(c.Mul(2 * s * t)).Add(b.Mul(t * t))
}

// len2 is the length of v.
func len2(v f32.Point) float64 {
	return math.Sqrt(float64(v.X*v.X + v.Y*v.Y))
}

// OverlayOf is the drawing of step s over the candidates notes the solver
// worked on: its units and cells outlined, its digits' candidates in its
// cells (or the nodes of its chains) ringed, its eliminations struck out,
// its placements ringed large, its chains' links.
func OverlayOf(s solver.Step, notes *[81]solver.Mask) *HintOverlay {
	o := &HintOverlay{Units: s.Units}
	for _, c := range s.Cells {
		o.Cells[c] = true
		if s.Links == nil {
			o.Pattern[c] = notes[c] & s.Digits
		}
	}
	for _, e := range s.Eliminations {
		o.Removed[e.Cell] = e.Digits
	}
	for _, p := range s.Placements {
		o.Placed[p.Cell] = p.Digit
	}
	for _, l := range s.Links {
		o.Links = append(o.Links, HintOverlayLink{FromCell: l.From.Cell, FromDigit: l.From.Digit,
			ToCell: l.To.Cell, ToDigit: l.To.Digit, Strong: l.Strong})
		o.Pattern[l.From.Cell] |= 1 << l.From.Digit
		o.Pattern[l.To.Cell] |= 1 << l.To.Digit
	}
	for i := range 81 {
		o.Pattern[i] &^= o.Removed[i]
		if o.Placed[i] != 0 {
			o.Pattern[i] = 0
		}
	}
	return o
}
