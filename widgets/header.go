package widgets

import (
	"image"
	"image/color"
	"time"

	"gioui.org/font"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/text"
	"github.com/giosudoku/sudoku/model"
)

// ClockStyle draws the game clock (m:ss, h:mm:ss past an hour).
type ClockStyle struct {
	Theme   *Theme
	Elapsed time.Duration
	// Running makes the clock ask for a frame when its next second is due,
	// so it ticks without a timer goroutine.
	Running bool
	Color   color.NRGBA
}

// Clock returns the clock style for an elapsed time.
func Clock(th *Theme, elapsed time.Duration, running bool) ClockStyle {
	return ClockStyle{Theme: th, Elapsed: elapsed, Running: running, Color: th.Palette.Text}
}

// Layout draws the clock, vertically centred in the minimum height.
func (s ClockStyle) Layout(gtx layout.Context) layout.Dimensions {
	if s.Running && !gtx.Now.IsZero() {
		next := time.Second - s.Elapsed%time.Second
		gtx.Execute(op.InvalidateCmd{At: gtx.Now.Add(next)})
	}
	l := TextStyle{Theme: s.Theme, Text: model.FormatClock(s.Elapsed), Size: s.Theme.TextSize + 3,
		Color: s.Color, Weight: font.Medium, MaxLines: 1}
	// Reserve the width of the widest digits so the header does not move as
	// the seconds change.
	wide := TextStyle{Theme: s.Theme, Text: clockTemplate(s.Elapsed), Size: l.Size, Weight: font.Medium}.measure(gtx)
	h := max(gtx.Constraints.Min.Y, wide.Y)
	st := op.Offset(image.Pt(0, (h-wide.Y)/2)).Push(gtx.Ops)
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(wide.X, 0), Max: image.Pt(wide.X, wide.Y)}
	l.Alignment = text.Middle
	l.Layout(g)
	st.Pop()
	return layout.Dimensions{Size: image.Pt(wide.X, h)}
}

// clockTemplate is the clock's text with every digit a wide one.
func clockTemplate(d time.Duration) string {
	b := []byte(model.FormatClock(d))
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = '0'
		}
	}
	return string(b)
}

// StatusStyle draws the status line: the game state on the left, the grid's
// difficulty (or any detail) on the right.
type StatusStyle struct {
	Theme  *Theme
	State  string
	Detail string
	// DetailShort replaces Detail when Detail does not fit on one line
	// ("Medium" for "Medium · complexity 49"); "" wraps Detail instead.
	DetailShort string
	// Emphasis draws the state in the accent colour (SOLVED!).
	Emphasis bool
	// Middle, when set, is drawn centred (the clock, on a narrow window
	// whose header has no room for it).
	Middle layout.Widget
}

// Status returns a status line style.
func Status(th *Theme, state, detail string) StatusStyle {
	return StatusStyle{Theme: th, State: state, Detail: detail}
}

// Layout draws the line across the width of the constraints. A detail
// too long for its room gives way to DetailShort when there is one, else
// wraps to a second line at a word (the line grows); it is never cut.
func (s StatusStyle) Layout(gtx layout.Context) layout.Dimensions {
	th, p := s.Theme, &s.Theme.Palette
	w := gtx.Constraints.Max.X
	size := th.TextSize - 1
	stateCol := p.Text
	if s.Emphasis {
		stateCol = p.Accent
	}
	st := TextStyle{Theme: th, Text: s.State, Size: size, Color: stateCol, Weight: font.Bold, MaxLines: 1}
	ss := st.measure(gtx)
	h := max(gtx.Dp(28), ss.Y)

	mid, midSize := layout.Widget(nil), image.Point{}
	if s.Middle != nil {
		m := op.Record(gtx.Ops)
		g := gtx
		g.Constraints = layout.Constraints{Min: image.Pt(0, h), Max: image.Pt(w, h)}
		d := s.Middle(g)
		call := m.Stop()
		midSize = d.Size
		mid = func(gtx layout.Context) layout.Dimensions { call.Add(gtx.Ops); return d }
	}
	var detail op.CallOp
	detailH := 0
	rest := max(0, w-ss.X-gtx.Dp(12))
	if mid != nil {
		rest = max(0, (w-midSize.X)/2-gtx.Dp(12))
	}
	if s.Detail != "" {
		dt := TextStyle{Theme: th, Text: s.Detail, Size: size, Color: p.TextMuted, Alignment: text.End, MaxLines: 1}
		if s.DetailShort != "" && dt.measure(gtx).X > rest {
			dt.Text = s.DetailShort
		}
		dt.MaxLines = 2
		g := gtx
		g.Constraints = layout.Constraints{Min: image.Pt(rest, 0), Max: image.Pt(rest, 2*h)}
		m := op.Record(gtx.Ops)
		detailH = dt.Layout(g).Size.Y
		detail = m.Stop()
		h = max(h, detailH)
	}

	o := op.Offset(image.Pt(0, (h-ss.Y)/2)).Push(gtx.Ops)
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(w, h)}
	st.Layout(g)
	o.Pop()
	if mid != nil {
		o := op.Offset(image.Pt((w-midSize.X)/2, (h-midSize.Y)/2)).Push(gtx.Ops)
		mid(gtx)
		o.Pop()
	}
	if s.Detail != "" {
		o := op.Offset(image.Pt(w-rest, (h-detailH)/2)).Push(gtx.Ops)
		detail.Add(gtx.Ops)
		o.Pop()
	}
	return layout.Dimensions{Size: image.Pt(w, h)}
}
