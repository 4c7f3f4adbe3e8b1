package widgets

import (
	"image"
	"testing"
	"time"

	"gioui.org/layout"
	"gioui.org/op/paint"
)

func TestRenderBoard(t *testing.T) {
	cases := []struct {
		name    string
		palette Palette
		size    image.Point
		scale   float32
		edit    func(v *BoardView, b *Board)
	}{
		{"board-light", LightPalette, image.Pt(480, 480), 1, func(v *BoardView, b *Board) { b.Select(20) }},
		{"board-dark", DarkPalette, image.Pt(480, 480), 1, func(v *BoardView, b *Board) { b.Select(20) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRenderer(t, c.size)
			th := NewTheme(c.palette, English())
			var b Board
			v := sampleView(t)
			c.edit(&v, &b)
			img := r.shot(t, c.scale, time.Unix(1_700_000_000, 0), func(gtx layout.Context) {
				paint.Fill(gtx.Ops, th.Palette.Window)
				BoardStyle{Theme: th, Board: &b, View: v}.Layout(gtx)
			})
			compareGolden(t, c.name, img)
		})
	}
}
