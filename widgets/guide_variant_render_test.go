package widgets

import (
	"image"
	"strings"
	"testing"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
)

// variantGuideTestView is the guide's variant part as the app fills it:
// the two sections, each entry with its example board and words; at is the
// block of the entry of key.
func variantGuideTestView(t *testing.T, cat *i18n.Catalog, key string) (TextPanelView, int) {
	t.Helper()
	v := TextPanelView{Title: cat.T(i18n.GuideTitle)}
	at := -1
	for _, f := range cat.VariantGuide() {
		v.Blocks = append(v.Blocks, TextBlock{Heading: f.Name, Section: true, Text: f.Text})
		for _, e := range f.Entries {
			ex, ok := solver.VariantExampleOf(e.Key)
			if !ok {
				t.Fatalf("no example %s", e.Key)
			}
			if e.Key == key {
				at = len(v.Blocks)
			}
			v.Blocks = append(v.Blocks, TextBlock{Heading: strings.ToUpper(e.Name[:1]) + e.Name[1:], Aside: e.Rating,
				Text: e.Text, Board: VariantExampleBoard(ex), Caption: cat.VariantGuideExample(ex)})
		}
	}
	if at < 0 {
		t.Fatalf("%s is not in the guide", key)
	}
	return v, at
}

// TestRenderVariantGuide renders entries of the guide's variant part at
// 360×480 and 1280×800: the example board with its geometry (cages and
// sums, diagonals, windows, regions), the step's cells framed, its digits
// ringed, its removals struck out, its placements, and the words under it.
func TestRenderVariantGuide(t *testing.T) {
	small, large := image.Pt(360, 480), image.Pt(1280, 800)
	for _, sc := range []struct {
		name string
		size image.Point
		pal  Palette
		key  string
		down int
	}{
		{"guide-killer-pair-large-light", large, LightPalette, solver.VKillerPair.String(), 0},
		{"guide-innies-small-light", small, LightPalette, solver.VInniesOuties.String(), 190},
		{"guide-diagonal-large-dark", large, DarkPalette, solver.ExampleDiagonal, 0},
		{"guide-region-small-dark", small, DarkPalette, solver.ExampleRegion, 170},
		{"guide-window-small-fr", small, LightPalette, solver.ExampleWindow, 200},
		{"guide-region-claiming-large-light", large, LightPalette, solver.ExampleRegionLock, 0},
		{"guide-window-pair-large-dark", large, DarkPalette, solver.ExampleWindowPair, 0},
		{"guide-diagonal-pair-large-fr", large, LightPalette, solver.ExampleDiagonalPair, 0},
	} {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			w := newTestWindow(sceneTheme(t, sc.pal, sc.name), sampleView(t))
			v, at := variantGuideTestView(t, testCat, sc.key) // French for -fr (sceneTheme)
			v.Start = at
			var p TextPanel
			first := true
			w.overlay = func(gtx layout.Context) {
				TextPanelStyle{Theme: w.th, Panel: &p, View: v}.withWords().Layout(gtx)
				if first && sc.down > 0 {
					p.scroll(sc.down)
				}
				first = false
			}
			r.shot(t, 1, renderNow, w.Layout)
			compareGolden(t, sc.name, r.shot(t, 1, renderNow, w.Layout))
		})
	}
}
