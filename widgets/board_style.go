package widgets

import (
	"image"
	"image/color"
	"math"
	"time"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// Animation timings.
const (
	flashDuration = 700 * time.Millisecond
	waveSweep     = 1000 * time.Millisecond // the band crosses the grid
	waveSettle    = 250 * time.Millisecond  // then the digits settle
	frameInterval = time.Second / 60
)

// waveHalfWidth is half the width of the light band, as a fraction of the
// grid's diagonal.
const waveHalfWidth = 0.12

// BoardStyle draws a Board for one frame.
type BoardStyle struct {
	Theme *Theme
	Board *Board
	View  BoardView
}

// Layout handles the board's input, then draws it as the largest square that
// fits the constraints, centred; it returns that square.
func (s BoardStyle) Layout(gtx layout.Context) layout.Dimensions {
	b := s.Board
	b.update(gtx)

	side := min(gtx.Constraints.Max.X, gtx.Constraints.Max.Y)
	if side <= 0 {
		return layout.Dimensions{}
	}
	room := 0
	if s.View.LabelRoom {
		room = labelRoom(side)
	}
	b.geo = newBoardGeometry(side-room, float32(gtx.Dp(1)))
	b.geo.sums = sumCells(s.View.Geometry)
	// The grid's centring remainder goes with the labels' room into the
	// one offset everything is drawn at (cellRect adds origin inside it).
	b.geo.shift = image.Pt(room, room).Add(b.geo.origin)
	b.geo.origin = image.Point{}

	now := gtx.Now
	if b.flashPending {
		b.flashPending, b.flashStart = false, now
	}
	if b.wavePending {
		b.wavePending, b.waveStart = false, now
	}

	b.zoom = boardZoom{}
	if v := &s.View; v.Zoom && v.Overlay != nil && !v.Hidden {
		if ink := noteInk(s.Theme, b.geo.notePx(v.BigNotes)); ink < ZoomGlyphPx {
			b.zoom = zoomFor(&b.geo, v.Overlay, ink)
		}
	}

	shift := op.Offset(b.geo.shift).Push(gtx.Ops)
	if b.zoom.on {
		// The grid magnified inside its own square, under the board's
		// frame, which stays where it was.
		cl, tr := b.pushZoom(gtx.Ops)
		s.paint(gtx, now)
		tr.Pop()
		cl.Pop()
		s.paintFrame(gtx.Ops, image.Rect(0, 0, b.geo.size, b.geo.size))
	} else {
		s.paint(gtx, now)
	}
	shift.Pop()
	if s.View.Labels && room > 0 {
		s.paintLabels(gtx, room)
	}

	// Input: the whole square, so a click on the border is not lost.
	area := clip.Rect{Max: image.Pt(side, side)}.Push(gtx.Ops)
	event.Op(gtx.Ops, b)
	if s.View.Active && !s.View.Hidden {
		pointer.CursorPointer.Add(gtx.Ops)
	}
	area.Pop()

	if len(b.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	return layout.Dimensions{Size: image.Pt(side, side)}
}

// highlightDigit is the digit whose cells are shaded: the pad's digit in
// digit-first mode, else the digit in the cursor's cell.
func (s *BoardStyle) highlightDigit() uint8 {
	v := &s.View
	if v.Mode == model.InputDigitFirst && v.Digit != 0 {
		return v.Digit
	}
	if sel := v.cursor(); sel >= 0 {
		return v.Cells[sel]
	}
	return 0
}

func (s *BoardStyle) paint(gtx layout.Context, now time.Time) {
	b, v, p := s.Board, &s.View, &s.Theme.Palette
	g := &b.geo
	ops := gtx.Ops
	origin := op.Offset(g.origin).Push(ops)
	defer origin.Pop()

	// The frame: one rounded shape in the thick-line colour; everything
	// else is drawn inside it under a plain rectangle clip, which GPU
	// renderers handle far faster than a rounded one.
	full := image.Rect(0, 0, g.size, g.size)
	s.paintFrame(ops, full)
	inner := clip.Rect(full.Inset(g.thick)).Push(ops)
	paint.Fill(ops, p.Cell)
	if !v.Hidden {
		s.paintWindows(ops)
	}

	live := v.Active && !v.Hidden
	sel := v.cursor()
	hd := s.highlightDigit()

	// Backgrounds, weakest first.
	if !v.Hidden {
		if live && v.HighlightUnits && sel >= 0 {
			// Three bands (row, column, box); the grid lines drawn later
			// separate their cells. A variant adds its houses
			// (relatedCells).
			r, c := sel/9, sel%9
			first, last := g.cellRect(r*9), g.cellRect(r*9+8)
			fillRect(ops, first.Union(last), p.Related)
			first, last = g.cellRect(c), g.cellRect(72+c)
			fillRect(ops, first.Union(last), p.Related)
			if geom := v.Geometry; geom == nil || geom.Variant != solver.Jigsaw {
				b0 := r/3*27 + c/3*3
				fillRect(ops, g.cellRect(b0).Union(g.cellRect(b0+20)), p.Related)
			}
			// The variants' other houses (a Jigsaw's region in place of
			// the box, a diagonal, a drawn window, the cage), cell by cell.
			// Two neighbours are filled as one, so no strip of the gap
			// between them (wider at a box's line, which a Jigsaw draws
			// thin) is left unshaded.
			rel := relatedCells(v.Geometry, sel)
			for i, on := range rel {
				if !on {
					continue
				}
				r := g.cellRect(i)
				fillRect(ops, r, p.Related)
				right, down := i%9 < 8 && rel[i+1], i < 72 && rel[i+9]
				if right {
					fillRect(ops, r.Union(g.cellRect(i+1)), p.Related)
				}
				if down {
					fillRect(ops, r.Union(g.cellRect(i+9)), p.Related)
				}
				if right && down && rel[i+10] {
					fillRect(ops, r.Union(g.cellRect(i+10)), p.Related)
				}
			}
		}
		if live && b.hover > 0 && b.hover-1 != sel {
			fillRect(ops, g.cellRect(b.hover-1), p.Hover)
		}
		for i := range 81 {
			var bg color.NRGBA
			switch {
			case v.Clash[i]:
				bg = p.ClashBg
			case v.Wrong[i]:
				bg = p.WrongBg
			case v.Hint[i]:
				bg = p.HintBg
			case live && v.HighlightSame && v.Overlay == nil && hd != 0 && v.Cells[i] == hd:
				// (The same-digit highlight steps back while a hint shows.)
				bg = p.SameDigit
			default:
				continue
			}
			fillRect(ops, g.cellRect(i), bg)
		}
		if live {
			for i := range 81 {
				if v.Selected[i] {
					fillRect(ops, g.cellRect(i), p.Selected)
				}
			}
		}
		s.paintColours(ops, live)
	}

	// The flash over a refused digit's clashing cell.
	flash := float32(0)
	if !b.flashStart.IsZero() {
		if el := now.Sub(b.flashStart); el >= 0 && el < flashDuration {
			f := float64(el) / float64(flashDuration)
			flash = float32(math.Pow(1-f, 0.7) * (0.5 + 0.5*math.Cos(2*math.Pi*2*f)))
			next := now.Add(frameInterval)
			if s.Theme.ReduceMotion {
				// Lit steadily for as long, then gone.
				flash, next = 0.6, b.flashStart.Add(flashDuration)
			}
			fillRect(ops, g.cellRect(b.flashCell), withAlpha(p.Flash, 0.85*flash))
			invalidateAt(gtx, next)
		} else {
			b.flashStart = time.Time{}
		}
	}

	// The light wave's intensity at each cell.
	wave, waveCentre, waveOn := s.waveState(gtx, now)

	// The wave's band glows behind the digits, which it lifts as it passes.
	if waveOn {
		s.paintWave(ops, waveCentre)
	}
	idle := !v.Active && !v.Hidden && !waveOn
	if idle {
		// The veil greys the cells of a board that takes no input; the
		// digits and lines are drawn over it, so they keep their contrast
		// (a given-up board's solution must stay readable).
		paint.Fill(ops, p.Inactive)
	}
	if !v.Hidden {
		s.paintDiagonals(ops)
		s.paintOverlayUnder(ops)
		s.paintCages(gtx)
		s.paintDigits(gtx, hd, live, flash, wave[:], waveOn)
		s.paintLines(ops)
		if live && v.HighlightUnits && sel >= 0 && v.Overlay == nil {
			s.paintRelatedEdges(ops, sel, max(1, gtx.Dp(1.5)))
		}
		if live && sel >= 0 {
			// The selected cell's outline: its fill is light enough for
			// the digits, the outline is what stands out.
			r := g.cellRect(sel)
			w := max(2, gtx.Dp(2))
			fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), p.Outline)
			fillRect(ops, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), p.Outline)
			fillRect(ops, image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), p.Outline)
			fillRect(ops, image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), p.Outline)
		}
		s.paintOverlayOver(ops, float32(gtx.Dp(1)))
	} else {
		// No grid lines under the pause sign: its text never crosses one.
		s.paintPaused(gtx)
	}
	if idle && v.Prompt != "" {
		s.paintPrompt(gtx)
	}
	inner.Pop()
}

// paintFrame draws the board's outer border with rounded corners: four
// straight bands and four small corner pieces. (A path the size of the board
// costs GPU renderers that rasterise on the CPU milliseconds a frame; these
// pieces cost almost nothing.)
func (s *BoardStyle) paintFrame(ops *op.Ops, full image.Rectangle) {
	g, col := &s.Board.geo, s.Theme.Palette.GridThick
	t := g.thick
	r := 2 * t // corner radius
	n := full.Max.X
	fillRect(ops, image.Rect(r, 0, n-r, t), col)
	fillRect(ops, image.Rect(r, n-t, n-r, n), col)
	fillRect(ops, image.Rect(0, r, t, n-r), col)
	fillRect(ops, image.Rect(n-t, r, n, n-r), col)
	for _, c := range []image.Point{{0, 0}, {n - r, 0}, {0, n - r}, {n - r, n - r}} {
		// A quarter of a circle-cornered square, clipped to the corner.
		cl := clip.Rect(image.Rectangle{Min: c, Max: c.Add(image.Pt(r, r))}).Push(ops)
		sq := image.Rectangle{Min: image.Pt(min(c.X, n-2*r), min(c.Y, n-2*r)), Max: image.Pt(min(c.X, n-2*r)+2*r, min(c.Y, n-2*r)+2*r)}
		paint.FillShape(ops, col, clip.UniformRRect(sq, r).Op(ops))
		cl.Pop()
	}
}

// fillRect paints r with c.
func fillRect(ops *op.Ops, r image.Rectangle, c color.NRGBA) {
	paint.FillShape(ops, c, clip.Rect(r).Op())
}

func (s *BoardStyle) paintLines(ops *op.Ops) {
	g, p := &s.Board.geo, &s.Theme.Palette
	if geom := s.View.Geometry; geom != nil && geom.Variant == solver.Jigsaw {
		s.paintRegionLines(ops, geom)
		return
	}
	// Thin lines first; the thick ones cross over them.
	for i := 1; i < 9; i++ {
		if i%3 == 0 {
			continue
		}
		x := g.pos[i] - g.thin
		fillRect(ops, image.Rect(x, 0, x+g.thin, g.size), p.GridThin)
		fillRect(ops, image.Rect(0, x, g.size, x+g.thin), p.GridThin)
	}
	// The box lines; the outer border is the frame.
	for i := 1; i <= 2; i++ {
		x := g.pos[i*3] - g.thick
		fillRect(ops, image.Rect(x, 0, x+g.thick, g.size), p.GridThick)
		fillRect(ops, image.Rect(0, x, g.size, x+g.thick), p.GridThick)
	}
}

func (s *BoardStyle) paintDigits(gtx layout.Context, hd uint8, live bool, flash float32, wave []float32, waveOn bool) {
	b, v, p, th := s.Board, &s.View, &s.Theme.Palette, s.Theme
	g := &b.geo
	ops := gtx.Ops
	digitPx := max(6, int(float32(g.cell)*0.64))
	notePx := g.notePx(v.BigNotes)
	// Notes keep a little off the lines: a 3×3 grid inset by 5 %
	// (boardGeometry.notePoint).
	for i := range 81 {
		r := g.cellRect(i)
		centre := f32.Pt(float32(r.Min.X)+float32(g.cell)/2, float32(r.Min.Y)+float32(g.cell)/2)
		d := v.Cells[i]
		if d != 0 {
			col := p.Player
			w := font.Medium
			switch {
			case v.Given[i]:
				col, w = p.Given, font.Bold
			case v.Revealed[i]:
				col, w = p.Revealed, font.Normal
			}
			switch {
			case v.Clash[i]:
				col = p.Clash
			case v.Wrong[i]:
				col = p.Wrong
			}
			if flash > 0 && i == b.flashCell {
				col = mix(col, p.AccentFg, flash)
			}
			if waveOn && wave[i] > 0.01 {
				// The band lifts the digit and lights it up as it passes.
				lift := 1 + 0.22*wave[i]
				col = mix(col, p.WaveInk, 0.85*wave[i])
				t := op.Affine(f32.AffineId().Scale(centre, f32.Pt(lift, lift))).Push(ops)
				th.drawChar(ops, rune('0'+d), digitPx, w, centre, col)
				t.Pop()
				continue
			}
			b.glyphs.add(th, rune('0'+d), digitPx, w, centre, col)
			continue
		}
		m := v.Notes[i]
		if v.Corner[i] != 0 {
			s.addMarks(r, v.Corner[i], m, notePx, hd, live, g.sums[i])
			continue
		}
		if m == 0 {
			continue
		}
		px := notePx
		if g.sums[i] {
			px = g.sumNotePx(notePx, i)
		}
		for n := uint8(1); n <= 9; n++ {
			if !m.Has(n) {
				continue
			}
			pc := g.notePoint(i, n)
			col, w := p.Note, font.Normal
			if live && v.HighlightSame && v.Overlay == nil && n == hd {
				col, w = p.NoteMatch, font.Bold
			}
			b.glyphs.add(th, rune('0'+n), px, w, pc, col)
		}
	}
	b.glyphs.flush(th, ops)
}

// waveState returns the wave's intensity at each cell, the position of the
// band's centre along the diagonal (0 at the top-left corner, 1 at the
// bottom-right), and whether the wave is running.
func (s *BoardStyle) waveState(gtx layout.Context, now time.Time) (w [81]float32, centre float32, on bool) {
	b := s.Board
	if !b.waveOn {
		return w, 0, false
	}
	el := now.Sub(b.waveStart)
	if now.IsZero() || el >= waveSweep+waveSettle || s.Theme.ReduceMotion {
		// Done, or no clock to animate by (a context without Now).
		b.waveOn = false
		b.emit(BoardWaveDone, -1, false)
		return w, 0, false
	}
	invalidateAt(gtx, now.Add(frameInterval))
	// Positions along the diagonal run from 0 (top-left corner) to 1
	// (bottom-right): u = (x+y) / (2·size). The band starts and ends
	// outside the grid.
	f := float32(el) / float32(waveSweep)
	centre = -waveHalfWidth + f*(1+2*waveHalfWidth)
	for i := range 81 {
		u := float32(i/9+i%9+1) / 18 // the cell's centre
		x := (u - centre) / (waveHalfWidth * 0.6)
		w[i] = float32(math.Exp(-float64(x * x)))
	}
	return w, centre, true
}

// paintWave draws the bright band: the sprite when the theme has one, else a
// painted gradient either side of the band's centre line.
func (s *BoardStyle) paintWave(ops *op.Ops, centre float32) {
	g, th := &s.Board.geo, s.Theme
	size := float32(g.size)
	k := centre * 2 * size            // the centre line is x+y = k
	halfW := waveHalfWidth * 2 * size // in x+y units
	if th.images.hasWave {
		img := th.images.wave
		is := img.Size()
		if is.X > 0 && is.Y > 0 {
			diag := size * 2 * 1.5
			tr := f32.AffineId().
				Offset(f32.Pt(-float32(is.X)/2, -float32(is.Y)/2)).
				Scale(f32.Pt(0, 0), f32.Pt(2*halfW/math.Sqrt2/float32(is.X), diag/float32(is.Y))).
				Rotate(f32.Pt(0, 0), math.Pi/4). // the band lies along x+y = k
				Offset(f32.Pt(k/2, k/2))
			st := op.Affine(tr).Push(ops)
			img.Add(ops)
			paint.PaintOp{}.Add(ops)
			st.Pop()
			return
		}
	}
	bright := withAlpha(th.Palette.Wave, 0.8)
	clear := withAlpha(th.Palette.Wave, 0)
	strip := func(a, b float32, ca, cb color.NRGBA) {
		l := size * 2
		var path clip.Path
		path.Begin(ops)
		path.MoveTo(f32.Pt(a+l, -l))
		path.LineTo(f32.Pt(b+l, -l))
		path.LineTo(f32.Pt(b-l, l))
		path.LineTo(f32.Pt(a-l, l))
		path.Close()
		st := clip.Outline{Path: path.End()}.Op().Push(ops)
		paint.LinearGradientOp{Stop1: f32.Pt(a/2, a/2), Color1: ca, Stop2: f32.Pt(b/2, b/2), Color2: cb}.Add(ops)
		paint.PaintOp{}.Add(ops)
		st.Pop()
	}
	strip(k-halfW, k, clear, bright)
	strip(k, k+halfW, bright, clear)
}

// paintPaused covers the grid with a pause sign and a line of help.
func (s *BoardStyle) paintPaused(gtx layout.Context) {
	g, p, th := &s.Board.geo, &s.Theme.Palette, s.Theme
	ops := gtx.Ops
	paint.Fill(ops, withAlpha(p.Window, 0.55))
	size := g.size
	// A round badge with two bars.
	rad := size / 9
	cx, cy := size/2, size/2-size/12
	paint.FillShape(ops, p.Accent, clip.Ellipse(image.Rect(cx-rad, cy-rad, cx+rad, cy+rad)).Op(ops))
	bw, bh := max(2, rad/4), rad
	gap := max(2, rad/4)
	fill := func(x int) {
		r := image.Rect(x, cy-bh/2, x+bw, cy+bh/2)
		paint.FillShape(ops, p.AccentFg, clip.UniformRRect(r, bw/3).Op(ops))
	}
	fill(cx - gap/2 - bw)
	fill(cx + gap/2)

	gtx.Constraints = layout.Constraints{Min: image.Pt(size, 0), Max: image.Pt(size, size)}
	titlePx := max(float32(size)/14, float32(gtx.Sp(18)))
	hintPx := max(titlePx*0.45, float32(gtx.Sp(13)))
	title := TextStyle{Theme: th, Text: s.View.PausedTitle, Size: pxToSp(gtx, titlePx), Color: p.Text, Weight: font.Bold, Alignment: text.Middle}
	hint := TextStyle{Theme: th, Text: s.View.PausedHint, Size: pxToSp(gtx, hintPx), Color: p.TextMuted, Alignment: text.Middle}
	y := cy + rad + size/30
	st := op.Offset(image.Pt(0, y)).Push(ops)
	d := title.Layout(gtx)
	st.Pop()
	st = op.Offset(image.Pt(0, y+d.Size.Y+size/80)).Push(ops)
	hint.Layout(gtx)
	st.Pop()
}

// paintPrompt draws the view's prompt (how to start) in a card at the
// middle of the board, over the grid.
func (s *BoardStyle) paintPrompt(gtx layout.Context) {
	g, p, th := &s.Board.geo, &s.Theme.Palette, s.Theme
	ops := gtx.Ops
	size := g.size
	px := max(float32(size)/22, float32(gtx.Sp(15)))
	pad := int(px)
	maxW := size * 4 / 5
	gtx.Constraints = layout.Constraints{Max: image.Pt(maxW-2*pad, size)}
	ts := TextStyle{Theme: th, Text: s.View.Prompt, Size: pxToSp(gtx, px), Color: p.SurfaceFg, Weight: font.Medium, Alignment: text.Middle}
	m := op.Record(ops)
	d := ts.Layout(gtx)
	call := m.Stop()
	w, h := d.Size.X+2*pad, d.Size.Y+2*pad*3/4
	card := image.Rectangle{Min: image.Pt((size-w)/2, (size-h)/2)}
	card.Max = card.Min.Add(image.Pt(w, h))
	rr := gtx.Dp(10)
	shadow(gtx, card, rr, p.Shadow)
	paint.FillShape(ops, p.Border, clip.UniformRRect(card, rr).Op(ops))
	paint.FillShape(ops, p.Surface, clip.UniformRRect(card.Inset(max(1, gtx.Dp(1))), rr).Op(ops))
	st := op.Offset(card.Min.Add(image.Pt(pad, pad*3/4))).Push(ops)
	call.Add(ops)
	st.Pop()
}

// notePx is the size of the notes' digits in a cell of the board, larger
// with big notes (a hint's pattern, the guide's examples).
func (g *boardGeometry) notePx(big bool) int {
	scale := float32(0.27)
	if big {
		scale = 0.34
	}
	return max(5, int(float32(g.cell)*scale))
}
