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
// as Window.Frame does. SPEC 9: a frame of the board under 2 ms of CPU.
func benchBoardFrame(b *testing.B, v BoardView, withRouter bool) {
	th := NewTheme(LightPalette, English())
	var board Board
	board.Select(40)
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
			Source:      r.Source(),
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

// BenchmarkBoardFrame is the costliest board: every empty cell with all nine
// notes, highlights on.
func BenchmarkBoardFrame(b *testing.B) {
	benchBoardFrame(b, fullNotesView(b), false)
}

// BenchmarkBoardFrameRouter adds the input router's pass over the frame.
func BenchmarkBoardFrameRouter(b *testing.B) {
	benchBoardFrame(b, fullNotesView(b), true)
}

// BenchmarkBoardFrameNoNotes is a board with digits only, for comparison.
func BenchmarkBoardFrameNoNotes(b *testing.B) {
	v := sampleView(b)
	v.Notes = [81]solver.Mask{}
	benchBoardFrame(b, v, false)
}
