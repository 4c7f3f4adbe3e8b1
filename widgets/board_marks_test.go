package widgets

import (
	"image"
	"testing"
	"time"

	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/solver"
)

// markedView is the sample position with every empty cell holding corner
// marks, some also centre marks, and a few centre marks alone (drawn in
// their 3×3 places).
func markedView(t testing.TB) BoardView {
	v := sampleView(t)
	k := 0
	for i := range 81 {
		if v.Cells[i] != 0 {
			continue
		}
		v.Notes[i] = 0
		k++
		switch k % 4 {
		case 0:
			v.Notes[i] = solver.Mask(0x3FE) &^ (1 << uint(1+k%9))
		case 1:
			v.Corner[i] = 1<<1 | 1<<3 | 1<<7
		case 2:
			v.Corner[i] = solver.Mask(0x3FE) &^ (1 << 5)
			v.Notes[i] = 1<<2 | 1<<5
		case 3:
			v.Corner[i] = 1<<4 | 1<<9
			v.Notes[i] = solver.Mask(0x3FE)
		}
	}
	return v
}

// Corner and centre marks, light and dark: corners first, then the edges;
// centre marks across the middle of a cell that has both (golden).
func TestRenderBoardMarks(t *testing.T) {
	start := time.Unix(1_700_000_000, 0)
	for _, c := range []struct {
		name    string
		palette Palette
	}{{"board-marks-light", LightPalette}, {"board-marks-dark", DarkPalette}} {
		t.Run(c.name, func(t *testing.T) {
			r := newRenderer(t, image.Pt(480, 480))
			th := NewTheme(c.palette)
			var b Board
			v := markedView(t)
			v.selectCell(1)
			img := r.shot(t, 1, start, func(gtx layout.Context) {
				paint.Fill(gtx.Ops, th.Palette.Window)
				BoardStyle{Theme: th, Board: &b, View: v}.Layout(gtx)
			})
			compareGolden(t, c.name, img)
		})
	}
}

// Ctrl+click reports a click that adds to the selection; a drag reports
// each cell it enters.
func TestBoardReportsCtrlClickAndDrag(t *testing.T) {
	rg := newBoardRig(t, playView(t))
	p := rg.centre(22)
	rg.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p, Modifiers: key.ModShortcut},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p},
	)
	want := ev(BoardClick, 22, false)
	want.Add = true
	expect(t, "Ctrl+click", rg.run(), want)
	q := rg.centre(23)
	rg.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p},
		pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: q},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: q},
	)
	expect(t, "drag", rg.run(), ev(BoardClick, 22, false), ev(BoardDrag, 23, false))
}
