package widgets

import (
	"image"
	"testing"

	"gioui.org/io/pointer"
	"gioui.org/layout"
)

// zoomScene is a family's hint scene with the zoom asked for.
func zoomScene(t *testing.T, family string) hintScene {
	t.Helper()
	sc := findHintScenes(t)[family]
	sc.view.Zoom = true
	return sc
}

// TestRenderHintZoomed renders the hint's pattern zoomed at 360×480, light
// and dark: a fish and a wing, which span the board (shown where the most
// of their cells are), and a single, its box and blocking digits.
func TestRenderHintZoomed(t *testing.T) {
	for _, sc := range []struct {
		name, family string
		pal          Palette
	}{
		{"hint-zoom-fish-small-light", "fish", LightPalette},
		{"hint-zoom-fish-small-dark", "fish", DarkPalette},
		{"hint-zoom-wing-small-light", "wing", LightPalette},
		{"hint-zoom-single-small-light", "single", LightPalette},
	} {
		t.Run(sc.name, func(t *testing.T) {
			s := zoomScene(t, sc.family)
			r := newRenderer(t, image.Pt(360, 480))
			th := NewTheme(sc.pal)
			w := newTestWindow(th, s.view)
			var apply, zoom Button
			w.hint = &HintPanelView{
				Title: testCat.TechniqueName(s.hint.Step.Technique),
				Text:  testCat.HintWhy(s.hint),
				Buttons: []Tool{{Button: &apply, Label: "Apply", Enabled: true},
					{Button: &zoom, Label: "Zoom", Enabled: true}},
			}
			img := r.shot(t, 1, renderNow, w.Layout)
			if !w.board.Zoomed() {
				t.Fatal("the board is not zoomed at 360×480")
			}
			compareGolden(t, sc.name, img)
		})
	}
}

// TestZoomMakesCandidatesLegible: at 360×480 a hint's candidates are less
// than 9 px high and the zoom is offered; zoomed, every family's
// candidates are 9 px high at least (the digits' ink at the board's note
// size times the scale). At 1280×800 no zoom is needed or drawn.
func TestZoomMakesCandidatesLegible(t *testing.T) {
	scenes := findHintScenes(t)
	for _, fam := range hintFamilies {
		for _, size := range []image.Point{image.Pt(360, 480), image.Pt(1280, 800)} {
			r := newRenderer(t, size)
			v := scenes[fam.name].view
			v.Zoom = true
			th := NewTheme(LightPalette)
			w := newTestWindow(th, v)
			r.shot(t, 1, renderNow, w.Layout)
			b := &w.board
			ink := noteInk(th, b.geo.notePx(true))
			small := size.X == 360
			if b.ZoomUseful(th) != small || b.Zoomed() != small {
				t.Errorf("%s at %v: zoom useful %v, zoomed %v (candidates %.1f px high)", fam.name, size, b.ZoomUseful(th), b.Zoomed(), ink)
			}
			if got := ink * b.ZoomScale(); got < ZoomGlyphPx {
				t.Errorf("%s at %v: candidates %.1f px high (%.1f × %.2f), want %d at least", fam.name, size, got, ink, b.ZoomScale(), ZoomGlyphPx)
			}
			if small && ink >= ZoomGlyphPx {
				t.Errorf("%s: unzoomed candidates are already %.1f px high at 360×480: the zoom's test shows nothing", fam.name, ink)
			}
		}
	}
}

// smallRig is a board rig 300 px square, the board's size in a 360×480
// window: small enough for the zoom.
func smallRig(t *testing.T, v BoardView) *boardRig {
	rg := &boardRig{t: t, h: newHarness(300, 300), th: NewTheme(LightPalette), view: v}
	rg.run()
	return rg
}

// TestZoomKeepsTheBoard: the zoom draws inside the board's square; the
// board keeps its place and size, on or off, and its frame.
func TestZoomKeepsTheBoard(t *testing.T) {
	sc := findHintScenes(t)["wing"]
	type place struct {
		shift      image.Point
		size, cell int
	}
	var places []place
	for _, zoom := range []bool{false, true} {
		v := sc.view
		v.Zoom = zoom
		rg := smallRig(t, v)
		if rg.board.Zoomed() != zoom {
			t.Fatalf("zoom %v: zoomed %v on a 300 px board", zoom, rg.board.Zoomed())
		}
		g := rg.board.geo
		places = append(places, place{g.shift, g.size, g.cell})
	}
	if places[0] != places[1] {
		t.Errorf("the board is at %+v unzoomed, %+v zoomed", places[0], places[1])
	}
}

// TestZoomedClicksPickTheCellDrawn: a click on a cell as the zoom draws it
// reports that cell, so a cell picked in the zoomed view is the one the
// player saw; cells out of sight have no place (CellRect is empty).
func TestZoomedClicksPickTheCellDrawn(t *testing.T) {
	sc := findHintScenes(t)["fish"]
	v := sc.view
	v.Zoom = true
	rg := smallRig(t, v)
	if !rg.board.Zoomed() {
		t.Fatal("not zoomed on a 300 px board")
	}
	seen := 0
	for i := range 81 {
		r := rg.board.CellRect(i)
		if r.Dx() < rg.board.geo.cell/2 || r.Dy() < rg.board.geo.cell/2 {
			continue
		}
		seen++
		if r.Dx() <= rg.board.geo.cell {
			t.Errorf("cell %d is drawn %d px wide zoomed, no wider than unzoomed", i, r.Dx())
		}
		p := layout.FPt(r.Min.Add(r.Max).Div(2))
		got := rg.clickAt(p, pointer.ButtonPrimary)
		if len(got) == 0 || got[0].Kind != BoardClick || got[0].Cell != i {
			t.Errorf("click at %v, where cell %d is drawn: %v", p, i, got)
		}
	}
	if seen == 0 || seen == 81 {
		t.Errorf("%d cells in sight zoomed, want some but not all", seen)
	}
}

// TestZoomShowsThePattern: at 360×480, zoomed, a pattern that fits (a
// single's box and blocking digits, a unique loop, a chain) has every cell
// drawn whole; one that does not (a line across the board) has at least
// half its marked cells (its cells, candidates, removals) in sight.
func TestZoomShowsThePattern(t *testing.T) {
	scenes := findHintScenes(t)
	for _, fam := range hintFamilies {
		v := scenes[fam.name].view
		v.Zoom = true
		r := newRenderer(t, image.Pt(360, 480))
		w := newTestWindow(NewTheme(LightPalette), v)
		r.shot(t, 1, renderNow, w.Layout)
		b := &w.board
		all, marked, _ := overlayCells(v.Overlay)
		whole := func(i int) bool {
			return b.CellRect(i).Dx() >= int(float32(b.geo.cell)*b.ZoomScale())-1
		}
		shown, inView := 0, 0
		for i := range 81 {
			if marked[i] {
				shown++
				if whole(i) {
					inView++
				}
			}
		}
		switch fam.name {
		case "single", "uniqueness", "chain":
			for i := range 81 {
				if all[i] && !whole(i) {
					t.Errorf("%s: cell %d of the pattern is cut or out of sight zoomed (%v)", fam.name, i, b.CellRect(i))
				}
			}
		default:
			if inView == 0 || 2*inView < shown {
				t.Errorf("%s: %d of the %d marked cells in sight zoomed, want half at least", fam.name, inView, shown)
			}
		}
		t.Logf("%s: scale %.2f, %d of %d marked cells in sight", fam.name, b.ZoomScale(), inView, shown)
	}
}

// TestClickPicksTheCandidateDrawn: a click on a candidate's place reports
// that candidate (what colour mode colours), on a board with the labels'
// room as the window has, unzoomed and zoomed.
func TestClickPicksTheCandidateDrawn(t *testing.T) {
	sc := findHintScenes(t)["fish"]
	for _, zoom := range []bool{false, true} {
		v := sc.view
		v.Zoom = zoom
		rg := smallRig(t, v)
		if rg.board.Zoomed() != zoom || rg.board.geo.shift == (image.Point{}) {
			t.Fatalf("zoom %v: zoomed %v, labels' room %v", zoom, rg.board.Zoomed(), rg.board.geo.shift)
		}
		cell := 20 // r3c3, in sight either way
		if r := rg.board.CellRect(cell); r.Dx() < rg.board.geo.cell {
			t.Fatalf("zoom %v: cell %d out of sight (%v)", zoom, cell, r)
		}
		for d := uint8(1); d <= 9; d++ {
			p := rg.board.zoom.apply(rg.board.geo.notePoint(cell, d)).Add(layout.FPt(rg.board.geo.shift))
			got := rg.clickAt(p, pointer.ButtonPrimary)
			if len(got) != 1 || got[0].Cell != cell || got[0].Note != d {
				t.Errorf("zoom %v: a click on candidate %d of cell %d (at %v) reports %+v", zoom, d, cell, p, got)
			}
		}
	}
}
