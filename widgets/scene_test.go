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

// samplePuzzle is the first of Norvig's easy puzzles.
const samplePuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// sampleView returns a board in play: givens, some correct player digits,
// a wrong digit, a clash, and notes (the true candidates) in some empty cells.
func sampleView(t testing.TB) BoardView {
	t.Helper()
	g, err := solver.Parse(samplePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := solver.Solve(g)
	if err != nil {
		t.Fatal(err)
	}
	v := BoardView{Active: true, HighlightUnits: true, HighlightSame: true}
	for i := range 81 {
		if g[i] != 0 {
			v.Given[i] = true
			v.Cells[i] = g[i]
		}
	}
	// Player digits: the solution in the first three rows' empty cells.
	for i := range 27 {
		if g[i] == 0 && i%4 != 1 {
			v.Cells[i] = sol[i]
		}
	}
	// A wrong digit found by Check (r5c2), and a clash: r9c1 repeats r9c3's 5.
	v.Cells[37] = (sol[37] % 9) + 1
	if v.Cells[37] == 0 {
		v.Cells[37] = 1
	}
	v.Wrong[37] = true
	v.Cells[72] = 5
	v.Clash[72], v.Clash[74] = true, true
	// Notes: the candidates of the empty cells of rows 4 and 7.
	cur := v.Cells
	for i := range 81 {
		if cur[i] != 0 || (i/9 != 3 && i/9 != 6 && i/9 != 4) {
			continue
		}
		v.Notes[i] = cur.Candidates(i)
	}
	return v
}

// fullNotesView is the costliest board to draw: every empty cell with all
// nine notes (the benchmark's frame).
func fullNotesView(t testing.TB) BoardView {
	v := sampleView(t)
	for i := range 81 {
		if v.Cells[i] == 0 {
			v.Notes[i] = 0x3fe
		}
	}
	return v
}

// harness drives widgets through an input.Router with no window.
type harness struct {
	r    input.Router
	ops  op.Ops
	size image.Point
	now  time.Time
	// scale is pixels per dp (1 unless set).
	scale float32
}

func newHarness(w, h int) *harness {
	return &harness{size: image.Pt(w, h), now: time.Unix(1_700_000_000, 0), scale: 1}
}

// gtx returns a fresh context for a frame.
func (h *harness) gtx() layout.Context {
	h.ops.Reset()
	return layout.Context{
		Ops:         &h.ops,
		Constraints: layout.Exact(h.size),
		Metric:      unit.Metric{PxPerDp: h.scale, PxPerSp: h.scale},
		Now:         h.now,
		Source:      h.r.Source(),
	}
}

// frame lays out one frame with f and hands it to the router.
func (h *harness) frame(f func(gtx layout.Context)) {
	gtx := h.gtx()
	f(gtx)
	h.r.Frame(&h.ops)
}
