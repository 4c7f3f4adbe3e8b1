package widgets

import (
	"bufio"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// hintFamilies are the families of the overlay's render goldens and the
// techniques of each.
var hintFamilies = []struct {
	name       string
	techniques []solver.Technique
}{
	{"single", []solver.Technique{solver.HiddenSingleBox, solver.HiddenSingleLine}},
	{"locked", []solver.Technique{solver.Pointing, solver.Claiming}},
	{"subset", []solver.Technique{solver.NakedPair, solver.HiddenPair, solver.NakedTriple, solver.HiddenTriple}},
	{"fish", []solver.Technique{solver.XWing, solver.Swordfish}},
	{"wing", []solver.Technique{solver.XYWing, solver.XYZWing}},
	{"uniqueness", []solver.Technique{solver.UniqueLoop1, solver.UniqueLoop2, solver.UniqueLoop3, solver.UniqueLoop4}},
	{"chain", []solver.Technique{solver.ForcingXChain, solver.XCycle, solver.YCycle, solver.ForcingChain}},
}

// hintScene is a position of a bundled puzzle and the step the solver
// takes there, with the candidates it works on as the player's notes.
type hintScene struct {
	view BoardView
	hint model.Hint
}

// findHintScenes walks the logical solves of the bundled puzzles until each
// family has a step, taken after at least a few steps so the board holds
// notes.
func findHintScenes(tb testing.TB) map[string]hintScene {
	tb.Helper()
	out := map[string]hintScene{}
	for _, name := range []string{"hard.sdm", "expert.sdm", "master.sdm"} {
		f, err := os.Open(filepath.Join("..", "assets", "puzzles", name))
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() && len(out) < len(hintFamilies) {
			line := strings.TrimSpace(sc.Text())
			if len(line) != 81 || line[0] == '#' {
				continue
			}
			g, err := solver.Parse(line)
			if err != nil {
				tb.Fatal(err)
			}
			l, err := solver.NewLogic(g)
			if err != nil {
				tb.Fatal(err)
			}
			for n := 0; ; n++ {
				s, ok := l.Next()
				if !ok {
					break
				}
				for _, fam := range hintFamilies {
					if _, done := out[fam.name]; done || n < 8 || !slices.Contains(fam.techniques, s.Technique) {
						continue
					}
					h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s}
					v := BoardView{Cells: l.Grid(), Active: true, HighlightUnits: true}
					for i := range 81 {
						v.Given[i] = g[i] != 0
						h.Notes[i] = l.Candidates(i)
						v.Notes[i] = h.Notes[i]
					}
					v.Overlay = OverlayOf(s, &h.Notes)
					v.BigNotes = true // as the window shows a hint's pattern
					v.LabelRoom, v.Labels = true, true
					v.Overlay.Blocks = SingleBlocks(s, v.Cells)
					OverlayRoles(v.Overlay, solver.ArgumentOf(s, &h.Notes))
					out[fam.name] = hintScene{view: v, hint: h}
				}
				if err := l.Apply(s); err != nil {
					tb.Fatal(err)
				}
			}
		}
		f.Close()
	}
	for _, fam := range hintFamilies {
		if _, ok := out[fam.name]; !ok {
			tb.Fatalf("no %s step in the bundled puzzles", fam.name)
		}
	}
	return out
}

// TestRenderHint renders the hint's second rung (the panel and the
// pattern over the notes) for each family, at 360×480 and 1280×800, light
// and dark.
func TestRenderHint(t *testing.T) {
	scenes := findHintScenes(t)
	for _, fam := range hintFamilies {
		for _, size := range []struct {
			name string
			px   image.Point
		}{{"small", image.Pt(360, 480)}, {"large", image.Pt(1280, 800)}} {
			for _, dark := range []bool{false, true} {
				name := "hint-" + fam.name + "-" + size.name + "-light"
				pal := LightPalette
				if dark {
					name, pal = strings.TrimSuffix(name, "light")+"dark", DarkPalette
				}
				t.Run(name, func(t *testing.T) {
					r := newRenderer(t, size.px)
					sc := scenes[fam.name]
					w := newTestWindow(NewTheme(pal), sc.view)
					var next, whatIs Button
					w.hint = &HintPanelView{
						Title: testCat.TechniqueName(sc.hint.Step.Technique),
						Text:  testCat.HintWhy(sc.hint),
						Rule:  "Showing or applying a step counts one hint.",
						Buttons: []Tool{{Button: &next, Label: "Apply", Enabled: true},
							{Button: &whatIs, Label: "What is it?", Enabled: true}},
					}
					img := r.shot(t, 1, renderNow, w.Layout)
					if px := w.board.geo.notePx(true); px < 9 {
						t.Errorf("the hint's candidates are %d px, want 9 at least", px)
					}
					compareGolden(t, name, img)
				})
			}
		}
	}
}

// guideTestView builds the technique guide's panel as the app does
// (app/internal/window/guide.go): a section for each family, an entry for each technique
// with its example board and the step worded under it. It returns the view
// and the block of technique tq.
func guideTestView(t *testing.T, tq solver.Technique) (TextPanelView, int) {
	t.Helper()
	v := TextPanelView{Title: testCat.T(i18n.GuideTitle)}
	at := -1
	for _, f := range testCat.Guide() {
		v.Blocks = append(v.Blocks, TextBlock{Heading: f.Name, Section: true, Text: f.Text})
		for _, e := range f.Techniques {
			ex, ok := e.Technique.Example()
			if !ok {
				t.Fatalf("no example of %s", e.Technique)
			}
			bv := &BoardView{Cells: ex.Grid, Notes: ex.Candidates, Active: true, BigNotes: true}
			for i, d := range ex.Puzzle {
				bv.Given[i] = d != 0
			}
			bv.Overlay = OverlayOf(ex.Step, &bv.Notes)
			name := e.Name
			if name != "" {
				name = strings.ToUpper(name[:1]) + name[1:]
			}
			if e.Technique == tq {
				at = len(v.Blocks)
			}
			v.Blocks = append(v.Blocks, TextBlock{Heading: name, Aside: e.Rating, Text: e.Text,
				Board: bv, Caption: testCat.GuideExample(ex.Step, &ex.Candidates)})
		}
	}
	if at < 0 {
		t.Fatalf("%s is not in the guide", tq)
	}
	return v, at
}

// TestRenderGuide renders the technique guide opened at a technique, as the
// app fills it, at 360×480 and 1280×800, light and dark, and in French:
// the example board must be large enough for its notes and struck-out
// candidates to read. down scrolls the entry (pixels) so that the small
// window shows the whole board.
func TestRenderGuide(t *testing.T) {
	small, large := image.Pt(360, 480), image.Pt(1280, 800)
	for _, sc := range []struct {
		name string
		size image.Point
		pal  Palette
		tq   solver.Technique
		down int
	}{
		{"guide-large-light", large, LightPalette, solver.HiddenPair, 0},
		{"guide-large-dark", large, DarkPalette, solver.HiddenPair, 0},
		{"guide-small-light", small, LightPalette, solver.HiddenPair, 125},
		{"guide-small-dark", small, DarkPalette, solver.HiddenPair, 0},
		{"guide-chain-small-light", small, LightPalette, solver.XCycle, 130},
		{"guide-chain-large-dark", large, DarkPalette, solver.ForcingChain, 0},
		{"guide-small-fr", small, LightPalette, solver.UniqueLoop1, 0},
	} {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			w := newTestWindow(sceneTheme(t, sc.pal, sc.name), sampleView(t))
			v, at := guideTestView(t, sc.tq)
			v.Start = at
			var p TextPanel
			first := true
			w.overlay = func(gtx layout.Context) {
				TextPanelStyle{Theme: w.th, Panel: &p, View: v}.withWords().Layout(gtx)
				if first && sc.down > 0 {
					// The Start block is at the top; scroll on for the next frame.
					p.scroll(sc.down)
				}
				first = false
			}
			r.shot(t, 1, renderNow, w.Layout)
			compareGolden(t, sc.name, r.shot(t, 1, renderNow, w.Layout))
		})
	}
}

// TestRenderHintFrench renders a hint's panel in French, the longer
// language, at the smallest size.
func TestRenderHintFrench(t *testing.T) {
	sc := findHintScenes(t)["fish"]
	r := newRenderer(t, image.Pt(360, 480))
	th := sceneTheme(t, LightPalette, "hint-fish-small-fr")
	w := newTestWindow(th, sc.view)
	var apply, whatIs Button
	w.hint = &HintPanelView{
		Title: testCat.TechniqueName(sc.hint.Step.Technique),
		Text:  testCat.HintWhy(sc.hint),
		Buttons: []Tool{{Button: &apply, Label: "Appliquer", Enabled: true},
			{Button: &whatIs, Label: "X-Wing, qu’est-ce que c’est\u00a0?", Enabled: true}},
	}
	compareGolden(t, "hint-fish-small-fr", r.shot(t, 1, renderNow, w.Layout))
}

// TestHintKeepsTheBoard: opening the hint panel leaves the board where it
// was and as big, at 980×720 and 360×480, in both themes (the board's
// frame is found in the pictures, along its middle row and column).
func TestHintKeepsTheBoard(t *testing.T) {
	sc := findHintScenes(t)["wing"]
	for _, px := range []image.Point{image.Pt(980, 720), image.Pt(360, 480)} {
		for _, pal := range []Palette{LightPalette, DarkPalette} {
			frame := func(hint bool) image.Rectangle {
				r := newRenderer(t, px)
				v := sc.view
				v.Labels = hint // as the window shows them
				w := newTestWindow(NewTheme(pal), v)
				if hint {
					var apply Button
					w.hint = &HintPanelView{Title: "XY-Wing", Text: testCat.HintWhy(sc.hint),
						Buttons: []Tool{{Button: &apply, Label: "Apply", Enabled: true}}}
				}
				img := r.shot(t, 1, renderNow, w.Layout)
				return boardFrame(img, pal.GridThick)
			}
			without, with := frame(false), frame(true)
			if without.Empty() || with != without {
				t.Errorf("%v: the board is at %v without the hint, %v with it", px, without, with)
			}
		}
	}
}

// boardFrame finds the board's outer frame in img: the first and last
// pixels of colour ink along the picture's rows and columns through the
// board's middle (found as the ink's first run from the top-left).
func boardFrame(img *image.RGBA, ink color.NRGBA) image.Rectangle {
	is := func(x, y int) bool {
		c := img.RGBAAt(x, y)
		return absDiff(int(c.R), int(ink.R)) < 8 && absDiff(int(c.G), int(ink.G)) < 8 && absDiff(int(c.B), int(ink.B)) < 8
	}
	b := img.Bounds()
	// The longest horizontal runs of ink are the frame's edges and the
	// box lines, all the board's width: the first of them is its top.
	type run struct{ y, x0, n int }
	var runs []run
	best := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; {
			if !is(x, y) {
				x++
				continue
			}
			x0 := x
			for x < b.Max.X && is(x, y) {
				x++
			}
			runs = append(runs, run{y, x0, x - x0})
			best = max(best, x-x0)
		}
	}
	by, bx0 := b.Max.Y, b.Max.X
	for _, r := range runs {
		if r.n >= best*9/10 {
			by, bx0 = min(by, r.y), min(bx0, r.x0)
		}
	}
	return image.Rect(bx0, by, bx0+best, by+best)
}
