package widgets

import (
	"image"
	"image/color"

	"gioui.org/font"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/paint"
	"gioui.org/text"
	"gioui.org/unit"
	"gioui.org/widget"
)

// TextStyle is a line (or paragraph) of text in the theme's font: the one
// way the widgets draw words.
type TextStyle struct {
	Theme     *Theme
	Text      string
	Size      unit.Sp
	Color     color.NRGBA
	Weight    font.Weight
	Alignment text.Alignment
	MaxLines  int // 0: no limit (wraps at the width given)
}

// Label returns a text style of the theme's ordinary size and colour.
func Label(th *Theme, s string) TextStyle {
	return TextStyle{Theme: th, Text: s, Size: th.TextSize, Color: th.Palette.Text}
}

// Layout draws the text.
func (l TextStyle) Layout(gtx layout.Context) layout.Dimensions {
	m := op.Record(gtx.Ops)
	paint.ColorOp{Color: l.Color}.Add(gtx.Ops)
	mat := m.Stop()
	return widget.Label{Alignment: l.Alignment, MaxLines: l.MaxLines}.Layout(gtx,
		l.Theme.Material.Shaper,
		font.Font{Typeface: l.Theme.Material.Face, Weight: l.Weight},
		l.Size, l.Text, mat)
}

// measure returns the size the text would take with no width limit.
func (l TextStyle) measure(gtx layout.Context) image.Point {
	m := op.Record(gtx.Ops)
	gtx.Constraints = layout.Constraints{Max: image.Pt(1<<20, 1<<20)}
	d := l.Layout(gtx)
	m.Stop()
	return d.Size
}

// pxToSp converts a size in pixels to scaled points in gtx's metric.
func pxToSp(gtx layout.Context, px float32) unit.Sp {
	if gtx.Metric.PxPerSp == 0 {
		return unit.Sp(px)
	}
	return unit.Sp(px / gtx.Metric.PxPerSp)
}
