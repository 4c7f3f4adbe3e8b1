// Command bareframe opens the smallest Gio window that draws like ours: the
// same size (980×720 dp) and title, a background and two antialiased
// shapes (a path each: Gio's stencil and cover pipelines, as our text and
// rounded corners use), and nothing else: no text shaper, no fonts, no
// game. `make bench-window` (app/figures_test.go) measures it beside our
// window and GNOME Sudoku, so each run shows how much of our memory and
// launch time Gio and the OpenGL driver take before any of our code runs.
//
//	bareframe
package main

import (
	"image"
	"image/color"
	"os"

	"gioui.org/app"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
)

func main() {
	go func() {
		w := new(app.Window)
		w.Option(app.Title("Sudoku"), app.Size(unit.Dp(980), unit.Dp(720)))
		var ops op.Ops
		for {
			switch e := w.Event().(type) {
			case app.DestroyEvent:
				if e.Err != nil {
					os.Exit(1)
				}
				os.Exit(0)
			case app.FrameEvent:
				ops.Reset()
				paint.Fill(&ops, color.NRGBA{R: 0xf3, G: 0xf4, B: 0xf7, A: 0xff})
				px := func(dp float32) int { return e.Metric.Dp(unit.Dp(dp)) }
				board := image.Rect(px(42), px(60), px(656), px(674))
				paint.FillShape(&ops, color.NRGBA{R: 0x2d, G: 0x33, B: 0x40, A: 0xff},
					clip.UniformRRect(board, px(10)).Op(&ops))
				circle := image.Rect(px(281), px(247), px(417), px(383))
				paint.FillShape(&ops, color.NRGBA{R: 0x1c, G: 0x5f, B: 0xc8, A: 0xff},
					clip.Ellipse(circle).Op(&ops))
				e.Frame(&ops)
			}
		}
	}()
	app.Main()
}
