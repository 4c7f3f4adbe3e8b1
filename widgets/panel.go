package widgets

import (
	"image"

	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
)

// panelSpec is how layoutPanel draws a modal panel.
type panelSpec struct {
	focus    event.Tag // takes the keyboard while the panel shows
	maxWidth unit.Dp
	// scrimAlpha scales the scrim's opacity (1: the palette's scrim).
	scrimAlpha float32
	// content draws the panel's inside at (0, 0), inner pixels wide and at
	// most maxH high, and returns its height.
	content func(gtx layout.Context, inner, maxH int) int
}

// layoutPanel covers the window with the scrim, takes the keyboard for
// spec.focus and draws a centred panel with spec.content, padded.
func (m *modalBase) layoutPanel(gtx layout.Context, th *Theme, spec panelSpec) layout.Dimensions {
	p := &th.Palette
	m.scrimEvents(gtx)
	takeFocus(gtx, spec.focus)
	full := gtx.Constraints.Max
	m.drawScrim(gtx, full, withAlpha(p.Scrim, spec.scrimAlpha))

	margin := gtx.Dp(16)
	width := max(0, min(full.X-2*margin, gtx.Dp(spec.maxWidth)))
	pad := gtx.Dp(24)
	if full.X < gtx.Dp(420) || full.Y < gtx.Dp(520) {
		pad = gtx.Dp(16)
	}
	inner := max(0, width-2*pad)
	maxH := max(0, full.Y-2*margin-2*pad)

	rec := op.Record(gtx.Ops)
	st := op.Offset(image.Pt(pad, pad)).Push(gtx.Ops)
	h := spec.content(gtx, inner, maxH)
	st.Pop()
	content := rec.Stop()

	height := h + 2*pad
	panel := image.Rectangle{Max: image.Pt(width, height)}
	off := image.Pt((full.X-width)/2, max(margin, (full.Y-height)/2))
	m.panel = panel.Add(off)
	m.origin = off.Add(image.Pt(pad, pad))
	po := op.Offset(off).Push(gtx.Ops)
	shadow(gtx, panel, gtx.Dp(14), p.Shadow)
	paint.FillShape(gtx.Ops, p.Surface, clip.UniformRRect(panel, gtx.Dp(14)).Op(gtx.Ops))
	panelEdge(gtx, p, panel, gtx.Dp(14))
	area := clip.Rect(panel).Push(gtx.Ops)
	event.Op(gtx.Ops, spec.focus)
	area.Pop()
	content.Add(gtx.Ops)
	po.Pop()
	return layout.Dimensions{Size: full}
}

// panelTitle draws a panel's title at y and returns its height with the
// space under it.
func panelTitle(gtx layout.Context, th *Theme, title string, inner, y int) int {
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, 1<<20)}
	st := op.Offset(image.Pt(0, y)).Push(gtx.Ops)
	d := TextStyle{Theme: th, Text: title, Size: 19, Color: th.Palette.SurfaceFg, Weight: font.Bold}.Layout(g)
	st.Pop()
	return d.Size.Y + gtx.Dp(12)
}

// keyPresses returns the key presses among the events of filters, in order.
func keyPresses(gtx layout.Context, filters ...event.Filter) []key.Event {
	var out []key.Event
	for {
		e, ok := gtx.Event(filters...)
		if !ok {
			return out
		}
		if ke, ok := e.(key.Event); ok && ke.State == key.Press {
			out = append(out, ke)
		}
	}
}

// pxToDp converts a length in pixels to dp in gtx's metric.
func pxToDp(gtx layout.Context, px int) unit.Dp {
	if gtx.Metric.PxPerDp == 0 {
		return unit.Dp(px)
	}
	return unit.Dp(float32(px) / gtx.Metric.PxPerDp)
}

// panelButton draws bs at the right end of a panel row at y, inner pixels
// wide and at most maxH high, and returns where it went (panel coordinates,
// for the tests' clicks).
func panelButton(gtx layout.Context, bs ButtonStyle, inner, y, maxH int) image.Rectangle {
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(inner, maxH)}
	m := op.Record(gtx.Ops)
	w := bs.Layout(g.Disabled()).Size.X
	m.Stop()
	st := op.Offset(image.Pt(inner-w, y)).Push(gtx.Ops)
	d := bs.Layout(g)
	st.Pop()
	return image.Rect(inner-w, y, inner, y+d.Size.Y)
}
