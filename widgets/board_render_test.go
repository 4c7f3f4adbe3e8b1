package widgets

import (
	"image"
	"image/color"
	"math"
	"testing"
	"time"

	"gioui.org/layout"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/solver"
)

func TestRenderBoard(t *testing.T) {
	start := time.Unix(1_700_000_000, 0)
	cases := []struct {
		name    string
		palette Palette
		size    image.Point
		scale   float32
		at      time.Duration // time of the shot after the animation started
		edit    func(v *BoardView, b *Board)
		images  Images
	}{
		{"board-light", LightPalette, image.Pt(480, 480), 1, 0, func(v *BoardView, b *Board) { v.selectCell(20) }, Images{}},
		{"board-dark", DarkPalette, image.Pt(480, 480), 1, 0, func(v *BoardView, b *Board) { v.selectCell(20) }, Images{}},
		// The flash over the clashing cell r9c3 at its first peak.
		{"board-flash", LightPalette, image.Pt(360, 360), 1, 20 * time.Millisecond, func(v *BoardView, b *Board) {
			v.selectCell(72)
			b.Flash(74)
		}, Images{}},
		// The light wave half way across a solved grid, painted and with a sprite.
		{"board-wave-painted", LightPalette, image.Pt(360, 360), 1, waveSweep / 2, solvedBoard, Images{}},
		{"board-wave-sprite", DarkPalette, image.Pt(360, 360), 1, waveSweep / 2, solvedBoard, Images{WaveSprite: testSprite()}},
		// A small board keeps its lines crisp: one pixel thin, two thick.
		{"board-tiny", LightPalette, image.Pt(200, 200), 1, 0, func(v *BoardView, b *Board) {}, Images{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRenderer(t, c.size)
			th := NewTheme(c.palette)
			th.SetImages(c.images)
			var b Board
			v := sampleView(t)
			c.edit(&v, &b)
			draw := func(gtx layout.Context) {
				paint.Fill(gtx.Ops, th.Palette.Window)
				BoardStyle{Theme: th, Board: &b, View: v}.Layout(gtx)
			}
			// A first frame starts the animations, the shot is taken later.
			r.shot(t, c.scale, start, draw)
			img := r.shot(t, c.scale, start.Add(c.at), draw)
			compareGolden(t, c.name, img)
		})
	}
}

// solvedBoard fills the grid with the solution, inactive (Idle.Solved), and
// starts the wave.
func solvedBoard(v *BoardView, b *Board) {
	g, _ := solver.Parse(samplePuzzle)
	sol, _ := solver.Solve(g)
	*v = BoardView{Cells: sol}
	for i := range 81 {
		v.Given[i] = g[i] != 0
	}
	b.StartWave()
}

// testSprite is a wave sprite as the assets would hold: a vertical band,
// transparent at the edges, bright in the middle.
func testSprite() image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 8))
	for x := range 64 {
		d := float64(x-32) / 32
		a := uint8(255 * math.Exp(-4*d*d))
		for y := range 8 {
			img.SetNRGBA(x, y, color.NRGBA{R: 255, G: 236, B: 170, A: a})
		}
	}
	return img
}
