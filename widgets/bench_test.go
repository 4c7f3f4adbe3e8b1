package widgets

import (
	"image"
	"testing"
	"time"

	"gioui.org/io/input"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/solver"
)

// benchBoardFrame measures one frame of the board at 720×720 px: the app's
// Update loop, Layout, and (withRouter) the input router reading the frame,
// as Window.Frame does. The budget: a frame of the board under 2 ms of CPU
// (docs/architecture.md, Tests and their data).
func benchBoardFrame(b *testing.B, v BoardView, withRouter bool) {
	th := NewTheme(LightPalette)
	var board Board
	v.selectCell(40)
	var r input.Router
	var ops op.Ops
	now := time.Unix(1_700_000_000, 0)
	frame := func() {
		ops.Reset()
		gtx := layout.Context{
			Ops:         &ops,
			Constraints: layout.Exact(image.Pt(720, 720)),
			Metric:      unit.Metric{PxPerDp: 1.5, PxPerSp: 1.5},
			Now:         now,
		}
		if withRouter {
			gtx.Source = r.Source()
		}
		for {
			if _, ok := board.Update(gtx); !ok {
				break
			}
		}
		BoardStyle{Theme: th, Board: &board, View: v}.Layout(gtx)
		if withRouter {
			r.Frame(&ops)
		}
	}
	frame() // shape the digits once, as the first frame of the window does
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		frame()
	}
}

// BenchmarkBoardFrame is the costliest board, every empty cell with all
// nine notes and the highlights on, with input handling and the router's
// pass over the frame: the CPU a window frame of the board costs before the
// GPU renderer.
func BenchmarkBoardFrame(b *testing.B) {
	benchBoardFrame(b, fullNotesView(b), true)
}

// BenchmarkBoardFrameHint is the board with a hint's overlay on it: the
// chain of the render goldens (the most strokes: outlines, links, dashes)
// over the candidates as notes. Budget: under 2 ms, as BenchmarkBoardFrame.
func BenchmarkBoardFrameHint(b *testing.B) {
	v := findHintScenes(b)["chain"].view
	if v.Overlay == nil || len(v.Overlay.Links) == 0 {
		b.Fatal("the chain scene has no links")
	}
	benchBoardFrame(b, v, true)
}

// BenchmarkHintPanel is the hint panel alone, laid out at 320×400 px.
func BenchmarkHintPanel(b *testing.B) {
	th := NewTheme(LightPalette)
	var ops op.Ops
	var apply, what Button
	v := HintPanelView{Title: "naked pair", Rule: "Showing or applying a step counts one hint.",
		Text:    "r2c3 and r2c7 can only be 4 and 9, so 4 and 9 leave the other cells of row 2. Remove 4 and 9 from r2c1.",
		Buttons: []Tool{{Button: &apply, Label: "Apply", Enabled: true}, {Button: &what, Label: "What is it?", Enabled: true}}}
	frame := func() {
		ops.Reset()
		gtx := layout.Context{Ops: &ops, Constraints: layout.Constraints{Max: image.Pt(320, 400)},
			Metric: unit.Metric{PxPerDp: 1.5, PxPerSp: 1.5}}
		HintPanelStyle{Theme: th, View: v}.Layout(gtx)
	}
	frame()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		frame()
	}
}

// BenchmarkBoardFrameDraw is the drawing alone (no input source, no router).
func BenchmarkBoardFrameDraw(b *testing.B) {
	benchBoardFrame(b, fullNotesView(b), false)
}

// BenchmarkBoardFrameNoNotes is a board with digits only, for comparison.
func BenchmarkBoardFrameNoNotes(b *testing.B) {
	v := sampleView(b)
	v.Notes = [81]solver.Mask{}
	benchBoardFrame(b, v, true)
}

// BenchmarkBoardRenderHeadless is a whole frame through gpu/headless:
// Layout plus the GPU renderer, which on a machine without a GPU (Mesa's
// llvmpipe, as under Xvfb) rasterises on the CPU. For information: the
// 2 ms budget is about Layout (BenchmarkBoardFrame).
func BenchmarkBoardRenderHeadless(b *testing.B) {
	r := newRenderer(b, image.Pt(720, 720))
	th := NewTheme(LightPalette)
	var board Board
	v := fullNotesView(b)
	v.selectCell(40)
	now := time.Unix(1_700_000_000, 0)
	var ops op.Ops
	frame := func() {
		ops.Reset()
		gtx := layout.Context{Ops: &ops, Constraints: layout.Exact(image.Pt(720, 720)),
			Metric: unit.Metric{PxPerDp: 1.5, PxPerSp: 1.5}, Now: now}
		BoardStyle{Theme: th, Board: &board, View: v}.Layout(gtx)
		if err := r.w.Frame(&ops); err != nil {
			b.Fatal(err)
		}
	}
	frame()
	b.ResetTimer()
	for b.Loop() {
		frame()
	}
}
