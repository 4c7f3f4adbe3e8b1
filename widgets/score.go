package widgets

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"time"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/model"
)

// ScoreView is what the score panel shows after a solve (docs/behaviour.md, Scoring and stars).
type ScoreView struct {
	Level      string // the level's name, in the player's language
	Rating     float64
	RatingText string // shown instead of Rating when set: a bound ("at least 9.0")
	Complexity int
	Time       time.Duration // the player's time
	Expected   time.Duration // the expected time T
	Score      int
	Stars      int           // 1–3; 0 when the grid was not a puzzle
	Best       time.Duration // best time for the level, this solve included; 0 for none
	NewBest    bool          // this solve set the best time
	Assists    int           // hints and checks used (each costs 10 %)
	NotAPuzzle bool          // several solutions: no score
	// Techniques are lines under the facts: the techniques the puzzle
	// needed, and those the player asked hints for.
	Techniques []string
}

// ScorePanel is the state of the score panel: its close button and the
// start of its entrance animation.
type ScorePanel struct {
	modalBase
	close  Button
	start  time.Time
	closed bool
	// closeRect is where the close button was in the last Layout.
	closeRect image.Rectangle
}

// Update reports whether the player closed the panel (Close, Return, Space
// or Escape) since the last call.
func (p *ScorePanel) Update(gtx layout.Context) bool {
	p.update(gtx)
	if p.closed {
		p.closed = false
		return true
	}
	return false
}

// Reset restarts the entrance animation at the next Layout (call it when
// the panel opens again without having been closed by the player).
func (p *ScorePanel) Reset() { p.start = time.Time{} }

func (p *ScorePanel) update(gtx layout.Context) {
	if p.close.Clicked(gtx) {
		p.closed = true
	}
	if len(modalKeys(gtx, p, false, []key.Name{key.NameReturn, key.NameEnter, key.NameSpace})) > 0 {
		p.closed = true
	}
	p.scrimEvents(gtx)
	if p.closed {
		p.start = time.Time{}
	}
}

// ScoreStyle draws a ScorePanel for one frame, over a scrim.
type ScoreStyle struct {
	Theme  *Theme
	Panel  *ScorePanel
	View   ScoreView
	Labels ScoreLabels
}

// ScoreLabels are the score panel's words and number formats, in the
// player's language: the app fills them from its catalogue. Empty fields
// show nothing; the functions may be nil.
type ScoreLabels struct {
	Title, Level, Rating, Complexity, Time, Expected string
	Points, Best, NewBest, NoBest, NotAPuzzle, Close string
	Assists                                          func(n int) string // "2 hints and checks"
	Decimal                                          func(f float64, prec int) string
	Int                                              func(n int) string
}

func (l *ScoreLabels) assists(n int) string {
	if l.Assists == nil {
		return ""
	}
	return l.Assists(n)
}

func (l *ScoreLabels) decimal(f float64, prec int) string {
	if l.Decimal == nil {
		return ""
	}
	return l.Decimal(f, prec)
}

func (l *ScoreLabels) integer(n int) string {
	if l.Int == nil {
		return ""
	}
	return l.Int(n)
}

// Entrance animation timings.
const (
	panelFadeIn = 220 * time.Millisecond
	starDelay   = 180 * time.Millisecond
	starPop     = 320 * time.Millisecond
)

// Layout covers the constraints with the scrim and draws the panel.
func (s ScoreStyle) Layout(gtx layout.Context) layout.Dimensions {
	pn, p := s.Panel, &s.Theme.Palette
	el, fade := s.animate(gtx)

	full := gtx.Constraints.Max
	pn.drawScrim(gtx, full, withAlpha(p.Scrim, fade))

	margin := gtx.Dp(16)
	width := min(full.X-2*margin, gtx.Dp(400))
	z := newScoreSizes(gtx, full, width)
	rec := op.Record(gtx.Ops)
	height, closeAt := s.content(gtx, z, el)
	content := rec.Stop()

	panel := image.Rectangle{Max: image.Pt(width, height)}
	rise := int((1 - fade) * float32(gtx.Dp(24)))
	off := image.Pt((full.X-width)/2, max(margin, (full.Y-height)/2)+rise)
	pn.closeRect = closeAt.Add(off)
	po := op.Offset(off).Push(gtx.Ops)
	op1 := paint.PushOpacity(gtx.Ops, fade)
	shadow(gtx, panel, gtx.Dp(16), p.Shadow)
	paint.FillShape(gtx.Ops, p.Surface, clip.UniformRRect(panel, gtx.Dp(16)).Op(gtx.Ops))
	panelEdge(gtx, p, panel, gtx.Dp(16))
	area := clip.Rect(panel).Push(gtx.Ops)
	event.Op(gtx.Ops, pn)
	area.Pop()
	content.Add(gtx.Ops)
	op1.Pop()
	po.Pop()
	return layout.Dimensions{Size: full}
}

// animate follows the panel's input, asks for the frames of its
// animation and returns how long it has been open and its opacity.
func (s ScoreStyle) animate(gtx layout.Context) (el time.Duration, fade float32) {
	pn := s.Panel
	pn.update(gtx)
	if pn.closed {
		gtx.Execute(op.InvalidateCmd{})
	}
	if pn.start.IsZero() {
		pn.start = gtx.Now
	}
	el = gtx.Now.Sub(pn.start)
	if gtx.Now.IsZero() || s.Theme.ReduceMotion {
		// No clock (a context without Now), or no animation wanted.
		el = time.Hour
	}
	if el < panelFadeIn+starDelay*3+starPop {
		gtx.Execute(op.InvalidateCmd{At: gtx.Now.Add(frameInterval)})
	}
	if gtx.Enabled() && !gtx.Focused(pn) {
		gtx.Execute(key.FocusCmd{Tag: pn})
	}
	return el, clamp01(float32(el) / float32(panelFadeIn))
}

// scoreSizes are the panel's measures in one frame, in pixels.
type scoreSizes struct {
	full                 image.Point // the window
	pad, inner           int         // the panel's padding and the width inside it
	starPx, rowH, space  int
	titleSize, scoreSize unit.Sp
}

// newScoreSizes measures a panel of the given width. A short window gets
// a tighter panel, so everything stays in sight down to 480 dp.
func newScoreSizes(gtx layout.Context, full image.Point, width int) scoreSizes {
	z := scoreSizes{full: full, pad: gtx.Dp(24), titleSize: 26, scoreSize: 40,
		starPx: gtx.Dp(46), rowH: gtx.Dp(30), space: gtx.Dp(12)}
	if full.Y < gtx.Dp(620) {
		z.pad, z.titleSize, z.scoreSize = gtx.Dp(16), 22, 32
		z.starPx, z.rowH, z.space = gtx.Dp(34), gtx.Dp(25), gtx.Dp(6)
	}
	z.inner = width - 2*z.pad
	return z
}

// center draws ts centred across the panel at y and returns its height.
func (s ScoreStyle) center(gtx layout.Context, z scoreSizes, y int, ts TextStyle) int {
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(z.inner, 0), Max: image.Pt(z.inner, z.full.Y)}
	ts.Alignment = text.Middle
	st := op.Offset(image.Pt(z.pad, y)).Push(gtx.Ops)
	d := ts.Layout(g)
	st.Pop()
	return d.Size.Y
}

// content draws the inside of the panel from its top, el after it
// opened, and returns the panel's height and where its Close button is.
func (s ScoreStyle) content(gtx layout.Context, z scoreSizes, el time.Duration) (int, image.Rectangle) {
	th, p, v := s.Theme, &s.Theme.Palette, &s.View
	y := z.pad
	y += s.center(gtx, z, y, TextStyle{Theme: th, Text: s.Labels.Title, Size: z.titleSize, Color: p.AccentInk, Weight: font.Bold})
	y += z.space

	// Stars, popping in one after another.
	sgap := gtx.Dp(10)
	sx := z.pad + (z.inner-3*z.starPx-2*sgap)/2
	for i := range 3 {
		t := float32(el-panelFadeIn-time.Duration(i)*starDelay) / float32(starPop)
		scale := popScale(clamp01(t))
		earned := i < v.Stars
		if !earned {
			scale = 1
		}
		c := f32.Pt(float32(sx+i*(z.starPx+sgap))+float32(z.starPx)/2, float32(y)+float32(z.starPx)/2)
		s.star(gtx, c, float32(z.starPx)*scale, earned)
	}
	y += z.starPx + z.space

	// The score, large.
	score, lbl := s.Labels.integer(v.Score), s.Labels.Points
	if v.NotAPuzzle {
		score, lbl = "0", s.Labels.NotAPuzzle
	}
	y += s.center(gtx, z, y, TextStyle{Theme: th, Text: score, Size: z.scoreSize, Color: p.SurfaceFg, Weight: font.Bold})
	y += s.center(gtx, z, y, TextStyle{Theme: th, Text: lbl, Size: 14, Color: p.TextMuted})
	y += z.space + z.space/2

	y = s.facts(gtx, z, y)
	if v.NewBest || v.Assists > 0 {
		y += gtx.Dp(6)
		if v.NewBest {
			y += s.center(gtx, z, y, TextStyle{Theme: th, Text: s.Labels.NewBest, Size: 15, Color: p.AccentInk, Weight: font.Bold})
		}
		if v.Assists > 0 {
			y += s.center(gtx, z, y, TextStyle{Theme: th, Text: s.Labels.assists(v.Assists), Size: 13, Color: p.TextMuted})
		}
	}
	for _, line := range v.Techniques {
		y += gtx.Dp(4)
		y += s.center(gtx, z, y, TextStyle{Theme: th, Text: line, Size: 13, Color: p.TextMuted})
	}
	y += z.space + gtx.Dp(6)
	st := op.Offset(image.Pt(z.pad, y)).Push(gtx.Ops)
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(z.inner, 0), Max: image.Pt(z.inner, gtx.Dp(60))}
	cb := NewButton(th, &s.Panel.close, s.Labels.Close)
	cb.Kind, cb.Fill, cb.Focused, cb.Height = ButtonPrimary, true, true, 44
	cd := cb.Layout(g)
	st.Pop()
	closeAt := image.Rectangle{Min: image.Pt(z.pad, y), Max: image.Pt(z.pad, y).Add(cd.Size)}
	return y + cd.Size.Y + z.pad, closeAt
}

// facts draws the result's facts one a row from y, with a line between
// rows, and returns the y under them.
func (s ScoreStyle) facts(gtx layout.Context, z scoreSizes, y int) int {
	th, p, v := s.Theme, &s.Theme.Palette, &s.View
	best := s.Labels.NoBest
	if v.Best > 0 {
		best = model.FormatClock(v.Best)
	}
	rows := [][2]string{
		{s.Labels.Level, v.Level},
		{s.Labels.Rating, cmp.Or(v.RatingText, s.Labels.decimal(v.Rating, 1))},
		{s.Labels.Complexity, s.Labels.integer(v.Complexity)},
		{s.Labels.Time, model.FormatClock(v.Time)},
		{s.Labels.Expected, model.FormatClock(v.Expected)},
		{s.Labels.Best, best},
	}
	for i, r := range rows {
		if i > 0 {
			fillRect(gtx.Ops, image.Rect(z.pad, y, z.pad+z.inner, y+max(1, gtx.Dp(1))), p.Border)
		}
		g := gtx
		g.Constraints = layout.Constraints{Max: image.Pt(z.inner, z.rowH)}
		k := TextStyle{Theme: th, Text: r[0], Size: 15, Color: p.TextMuted, MaxLines: 1}
		ks := k.measure(gtx)
		st := op.Offset(image.Pt(z.pad, y+(z.rowH-ks.Y)/2)).Push(gtx.Ops)
		k.Layout(g)
		val := TextStyle{Theme: th, Text: r[1], Size: 15, Color: p.SurfaceFg, Weight: font.Medium, Alignment: text.End, MaxLines: 1}
		g.Constraints.Min.X = z.inner
		val.Layout(g)
		st.Pop()
		y += z.rowH
	}
	return y
}

// star draws one star of the given size centred on c: the theme's image
// when it has one, else a painted five-pointed star.
func (s ScoreStyle) star(gtx layout.Context, c f32.Point, size float32, earned bool) {
	if size <= 0.5 {
		return
	}
	th, p := s.Theme, &s.Theme.Palette
	img, ok := th.images.starEmpty, th.images.hasStarEmpty
	if earned {
		img, ok = th.images.star, th.images.hasStar
	}
	if ok {
		is := img.Size()
		if is.X > 0 && is.Y > 0 {
			sc := size / float32(max(is.X, is.Y))
			tr := f32.AffineId().Offset(f32.Pt(-float32(is.X)/2, -float32(is.Y)/2)).
				Scale(f32.Pt(0, 0), f32.Pt(sc, sc)).Offset(c)
			st := op.Affine(tr).Push(gtx.Ops)
			img.Add(gtx.Ops)
			cl := clip.Rect{Max: is}.Push(gtx.Ops)
			paint.PaintOp{}.Add(gtx.Ops)
			cl.Pop()
			st.Pop()
			return
		}
	}
	col := p.StarEmpty
	if earned {
		col = p.Star
	}
	paintStar(gtx.Ops, c, size/2, col)
}

// paintStar fills a five-pointed star of outer radius r centred on c.
func paintStar(ops *op.Ops, c f32.Point, r float32, col color.NRGBA) {
	var path clip.Path
	path.Begin(ops)
	inner := r * 0.48
	for i := range 10 {
		rad := r
		if i%2 == 1 {
			rad = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pt := f32.Pt(c.X+rad*float32(math.Cos(a)), c.Y+rad*float32(math.Sin(a))+r*0.06)
		if i == 0 {
			path.MoveTo(pt)
		} else {
			path.LineTo(pt)
		}
	}
	path.Close()
	paint.FillShape(ops, col, clip.Outline{Path: path.End()}.Op())
}

// popScale is an overshooting ease: 0 → 1.15 → 1.
func popScale(t float32) float32 {
	if t <= 0 {
		return 0
	}
	if t >= 1 {
		return 1
	}
	const s = 2.2
	u := t - 1
	return 1 + u*u*((s+1)*u+s)
}

func clamp01(f float32) float32 {
	return max(0, min(1, f))
}
