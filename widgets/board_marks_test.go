package widgets

import (
	"image"
	"image/color"
	"math"
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
	got := rg.run()
	expect(t, "Ctrl+click", got, want)
	if len(got) == 1 && got[0].Note != 5 {
		t.Errorf("a click in the middle of a cell reports candidate %d, want 5", got[0].Note)
	}
	q := rg.centre(23)
	rg.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p},
		pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: q},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: q},
	)
	expect(t, "drag", rg.run(), ev(BoardClick, 22, false), ev(BoardDrag, 23, false))
}

// markedFullView is the costliest board of marks: no digit, every cell
// with corner marks, centre marks, one to three colours and a coloured
// candidate, and a box of nine cells selected.
func markedFullView() BoardView {
	v := BoardView{Active: true, HighlightUnits: true, HighlightSame: true}
	for i := range 81 {
		v.Corner[i] = 1<<1 | 1<<3 | 1<<7 | 1<<9
		v.Notes[i] = 1<<2 | 1<<4 | 1<<5 | 1<<6 | 1<<8
		v.Colours[i] = uint16(1) << (1 + i%9)
		if i%3 == 0 {
			v.Colours[i] |= 1<<9 | 1<<4
		}
		v.CandColours[i] = uint64(1+i%9) << (4 * 4) // candidate 5
	}
	for _, c := range []int{30, 31, 32, 39, 40, 41, 48, 49, 50} {
		v.Selected[c] = true
	}
	v.Cursor = 40
	return v
}

// BenchmarkBoardFrameMarks is the board of markedFullView, to read beside
// BenchmarkBoardFrame (budget: under 2 ms of CPU, docs/architecture.md).
func BenchmarkBoardFrameMarks(b *testing.B) {
	benchBoardFrame(b, markedFullView(), true)
}

// Machado, Oliveira and Fernandes (2009) matrices of severity 1, on linear
// RGB.
var (
	simDeuteranopia = [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}
	simProtanopia   = [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}
)

// simulate returns c as seen with the dichromacy of m (nil: as is), in
// CIELAB (D65).
func simulate(c color.NRGBA, m *[3][3]float64) [3]float64 {
	l := [3]float64{channel(c.R), channel(c.G), channel(c.B)}
	if m != nil {
		var s [3]float64
		for i := range 3 {
			s[i] = min(1, max(0, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
		}
		l = s
	}
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// The nine colours stay apart for normal vision and for the two common
// red-green dichromacies, stand out from the cell and the selection, and
// keep the digits readable on them, in both themes.
func TestMarkColoursReadable(t *testing.T) {
	visions := []struct {
		name string
		m    *[3][3]float64
	}{{"normal", nil}, {"deuteranopia", &simDeuteranopia}, {"protanopia", &simProtanopia}}
	for _, pal := range []struct {
		name string
		p    Palette
	}{{"light", LightPalette}, {"dark", DarkPalette}, {"high-contrast light", HighContrastLight}, {"high-contrast dark", HighContrastDark}} {
		p := pal.p
		for _, vis := range visions {
			for a := range 9 {
				for b := a + 1; b < 9; b++ {
					if d := deltaE(simulate(p.Marks[a], vis.m), simulate(p.Marks[b], vis.m)); d < 12 {
						t.Errorf("%s, %s: colours %d and %d differ by ΔE %.1f, want 12 or more", pal.name, vis.name, a+1, b+1, d)
					}
				}
				for _, bg := range []color.NRGBA{p.Cell, p.Selected} {
					if d := deltaE(simulate(p.Marks[a], vis.m), simulate(bg, vis.m)); d < 10 {
						t.Errorf("%s, %s: colour %d is ΔE %.1f from %v, want 10 or more", pal.name, vis.name, a+1, d, bg)
					}
				}
			}
		}
		for a, c := range p.Marks {
			for _, ink := range []color.NRGBA{p.Given, p.Player, p.Note} {
				if r := contrast(ink, c); r < 3 && ink != p.Note {
					t.Errorf("%s: ink %v on colour %d: contrast %.2f, want 3 or more", pal.name, ink, a+1, r)
				}
			}
		}
	}
}

// Colours on cells (one, and several as slices) and on candidates, light
// and dark (golden).
func TestRenderBoardColours(t *testing.T) {
	start := time.Unix(1_700_000_000, 0)
	for _, c := range []struct {
		name    string
		palette Palette
	}{{"board-colours-light", LightPalette}, {"board-colours-dark", DarkPalette}} {
		t.Run(c.name, func(t *testing.T) {
			r := newRenderer(t, image.Pt(480, 480))
			th := NewTheme(c.palette)
			var b Board
			v := markedView(t)
			for i := range 81 {
				v.Colours[i] = uint16(1) << (1 + i%9)
				if i%4 == 0 {
					v.Colours[i] |= 1 << (1 + (i+3)%9)
				}
				if i%7 == 0 {
					v.Colours[i] |= 1 << (1 + (i+6)%9)
				}
				if v.Cells[i] == 0 {
					v.CandColours[i] = uint64(1+i%9)<<(4*1) | uint64(1+(i+4)%9)<<(4*5)
				}
			}
			for _, s := range []int{30, 31, 32} {
				v.Selected[s] = true
			}
			v.Cursor = 31
			img := r.shot(t, 1, start, func(gtx layout.Context) {
				paint.Fill(gtx.Ops, th.Palette.Window)
				BoardStyle{Theme: th, Board: &b, View: v}.Layout(gtx)
			})
			compareGolden(t, c.name, img)
		})
	}
}

// In colour mode every digit key is a colour and takes clicks, a completed
// digit's too.
func TestPadColourModeKeepsEveryKey(t *testing.T) {
	th := NewTheme(LightPalette)
	var pad NumberPad
	var got []PadEvent
	view := PadView{Active: true, Colours: true, Remaining: [10]int{0, 3, 0, 5, 1, 9, 2, 0, 4, 6}}.withWords()
	r := newRig(400, 200, func(gtx layout.Context) {
		for {
			e, ok := pad.Update(gtx)
			if !ok {
				break
			}
			got = append(got, e)
		}
		PadStyle{Theme: th, Pad: &pad, View: view, Arrangement: PadRow}.Layout(gtx)
	})
	for d := 1; d <= 9; d++ {
		got = got[:0]
		r.clickRect(pad.rects[d-1], 1)
		if len(got) != 1 || got[0] != (PadEvent{Kind: PadDigit, Digit: uint8(d)}) {
			t.Errorf("colour %d: %v", d, got)
		}
	}
}
