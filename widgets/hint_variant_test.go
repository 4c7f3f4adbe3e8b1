package widgets

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// variantHintView is the board of the variant puzzle of testdata/variants
// at the first position of its hint path where the hint satisfies want,
// drawn as the window draws a hint's second rung: the candidates, the
// pattern over them, its houses and cages outlined.
func variantHintView(t testing.TB, name string, want func(*solver.Geometry, solver.VariantStep) bool) (BoardView, solver.VariantStep) {
	t.Helper()
	file := filepath.Join("testdata", "variants", name+".txt")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	vp, err := model.ReadVariant(file, data)
	if err != nil {
		t.Fatal(err)
	}
	g := vp.Geometry
	p := vp.Givens
	var kept [81]solver.Mask // the candidates the steps so far leave
	for i := range kept {
		kept[i] = solver.AllDigits
	}
	for {
		s, ok := solver.VariantHint(g, p, &kept)
		if !ok {
			t.Fatalf("%s: no hint fits", name)
		}
		if want(g, s) {
			v := BoardView{Active: true, Geometry: g, Labels: true, BigNotes: true}
			var cand [81]solver.Mask
			for i := range 81 {
				v.Cells[i] = p[i]
				v.Given[i] = vp.Givens[i] != 0
				if p[i] == 0 {
					m := kept[i]
					for _, q := range g.Peers(i) {
						m &^= 1 << p[q]
					}
					cand[i], v.Notes[i] = m, m
				}
			}
			v.Overlay = OverlayOf(s.ClassicStep(g), &cand)
			OverlayVariant(v.Overlay, g, s)
			v.Overlay.Blocks = VariantSingleBlocks(g, s, p)
			return v, s
		}
		for _, e := range s.Eliminations {
			kept[e.Cell] &^= e.Digits
		}
		for _, pl := range s.Placements {
			p[pl.Cell] = pl.Digit
		}
	}
}

// houseKind reports whether a step's pattern has a house of kind k.
func houseKind(k solver.HouseKind) func(*solver.Geometry, solver.VariantStep) bool {
	return func(g *solver.Geometry, s solver.VariantStep) bool {
		for _, h := range s.Pattern.Houses {
			if g.Houses[h].Kind == k && (k != solver.WindowHouse || s.Technique != solver.VFullHouse) {
				return true
			}
		}
		return false
	}
}

// TestRenderVariantHints draws a variant hint's pattern as the window shows
// it: a hidden single on an X-Sudoku's diagonal, a step in a Windoku's
// window, one in a jigsaw region, and a Killer's 45 rule with its cages,
// at a small and a large size.
func TestRenderVariantHints(t *testing.T) {
	killer := func(g *solver.Geometry, s solver.VariantStep) bool {
		return s.Technique == solver.VInniesOuties
	}
	region := func(g *solver.Geometry, s solver.VariantStep) bool {
		return s.Technique != solver.VFullHouse && s.Technique != solver.VHiddenSingleLine && houseKind(solver.RegionHouse)(g, s)
	}
	for _, sc := range []struct {
		name, variant string
		want          func(*solver.Geometry, solver.VariantStep) bool
		size          image.Point
		dark          bool
	}{
		{"variant-hint-x-small-light", "x", houseKind(solver.DiagonalHouse), image.Pt(360, 480), false},
		{"variant-hint-x-mid-dark", "x", houseKind(solver.DiagonalHouse), image.Pt(980, 720), true},
		{"variant-hint-windoku-small-light", "windoku", houseKind(solver.WindowHouse), image.Pt(360, 480), false},
		{"variant-hint-windoku-mid-light", "windoku", houseKind(solver.WindowHouse), image.Pt(980, 720), false},
		{"variant-hint-jigsaw-small-dark", "jigsaw", region, image.Pt(360, 480), true},
		{"variant-hint-jigsaw-mid-light", "jigsaw", region, image.Pt(980, 720), false},
		{"variant-hint-killer-small-light", "killer", killer, image.Pt(360, 480), false},
		{"variant-hint-killer-mid-dark", "killer", killer, image.Pt(980, 720), true},
	} {
		t.Run(sc.name, func(t *testing.T) {
			view, s := variantHintView(t, sc.variant, sc.want)
			if len(view.Overlay.Areas) == 0 && len(view.Overlay.Units) == 0 {
				t.Fatalf("%v: no house outlined", s.Technique)
			}
			viewGolden(t, sc.name, sc.size, sc.dark, view)
		})
	}
}

// TestRenderVariantForcingBranches draws a dynamic region forcing chain
// over an implied window of a Windoku Master (variants-se.txt, 9.0) as the
// window's walk shows it on its last branch page: every branch's main line
// from its place of the digit to the conclusion, the window outlined.
func TestRenderVariantForcingBranches(t *testing.T) {
	view, s := variantHintView(t, "windoku-master", func(g *solver.Geometry, s solver.VariantStep) bool {
		f, ok := s.Forcing()
		return ok && s.Technique == solver.VDynamicForcing && f.Kind == solver.ForcingRegion && g.Houses[f.Unit].Kind == solver.WindowHouse
	})
	f, _ := s.Forcing()
	var walked solver.Step
	for _, p := range f.Paths {
		walked.Links = append(walked.Links, p...)
	}
	if len(f.Paths) < 2 || len(walked.Links) <= len(f.Paths) {
		t.Fatalf("%d branches, %d links: not a chain of branches", len(f.Paths), len(walked.Links))
	}
	if len(view.Overlay.Areas) != 1 || len(view.Overlay.Units) != 0 {
		t.Fatalf("the window is not outlined: %d areas, %d units", len(view.Overlay.Areas), len(view.Overlay.Units))
	}
	w := OverlayOf(walked, &view.Notes)
	view.Overlay.Links, view.Overlay.Pattern = w.Links, w.Pattern
	for _, b := range f.Branches {
		if !view.Overlay.Pattern[b.Cell].Has(b.Digit) {
			t.Fatalf("branch %v is not ringed", b)
		}
	}
	for _, sc := range []struct {
		name string
		size image.Point
		dark bool
	}{
		{"variant-hint-forcing-windoku-mid-light", image.Pt(980, 720), false},
		{"variant-hint-forcing-windoku-small-dark", image.Pt(360, 480), true},
	} {
		t.Run(sc.name, func(t *testing.T) {
			viewGolden(t, sc.name, sc.size, sc.dark, view)
		})
	}
}
