package window

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// The guide's variant sections: after the classic families, a Killer
// section with its five techniques and a section on the variants' houses
// with a hidden single in a diagonal and in a window and pointing from a
// region; each entry has its rating, its words, its example board drawn
// with the example's geometry, the step's placements and eliminations and
// the cells it rests on, and the step worded under it; the index lists
// them; in English and French.
func TestGuideHasTheVariantSections(t *testing.T) {
	for _, locale := range []string{"en", "fr"} {
		t.Run(locale, func(t *testing.T) {
			r := newRig(t, nil, func(c *uiConfig) { c.Locale = locale })
			r.u.runCommand(commandByID("guide"))
			r.frame()
			v := r.text()
			c := r.u.cat
			killer, houses := -1, -1
			for i, b := range v.Blocks {
				if b.Section && b.Heading == c.T(i18n.GuideKillerName) {
					killer = i
				}
				if b.Section && b.Heading == c.T(i18n.GuideHousesName) {
					houses = i
				}
			}
			if killer < 0 || houses != killer+6 || houses+7 != len(v.Blocks) {
				t.Fatalf("the Killer section at block %d, the houses' at %d, of %d blocks", killer, houses, len(v.Blocks))
			}
			if idx := v.Blocks[0].Text; !strings.Contains(idx, c.VariantTechniqueName(solver.VKillerPair)) || !strings.Contains(idx, c.T(i18n.GuideNameRegion)) {
				t.Errorf("the index does not list the variants' entries:\n%s", idx)
			}
			keys := solver.VariantExampleKeys()
			blocks := append(append([]widgets.TextBlock(nil), v.Blocks[killer+1:houses]...), v.Blocks[houses+1:]...)
			want := map[string]solver.Variant{solver.ExampleDiagonal: solver.XSudoku, solver.ExampleWindow: solver.Windoku, solver.ExampleRegion: solver.Jigsaw,
				solver.ExampleRegionLock: solver.Jigsaw, solver.ExampleWindowPair: solver.Windoku, solver.ExampleDiagonalPair: solver.XSudoku}
			for i, b := range blocks {
				key := keys[i]
				ex, ok := solver.VariantExampleOf(key)
				if !ok {
					t.Fatalf("no example %s", key)
				}
				variant, ok := want[key]
				if !ok {
					variant = solver.Killer
				}
				bv := b.Board
				switch {
				case b.Text == "" || b.Aside != c.Decimal(ex.Step.Technique.Rating(), 1) || b.Caption == "":
					t.Errorf("%s: text %q, rating %q, caption %q", key, b.Text, b.Aside, b.Caption)
				case bv == nil || bv.Geometry == nil || bv.Geometry.Variant != variant || bv.Overlay == nil:
					t.Errorf("%s: the board does not draw a %v with the step", key, variant)
				case bv.Cells != ex.Grid || bv.Notes != ex.Candidates || len(bv.Geometry.Cages) != len(ex.Geometry.Cages):
					t.Errorf("%s: the board is not the example's position", key)
				case !strings.HasSuffix(b.Caption, c.HintDo(solver.Step{Placements: ex.Step.Placements, Eliminations: ex.Step.Eliminations})):
					t.Errorf("%s: the caption %q does not end with what the step does", key, b.Caption)
				}
				if en := i18n.Load("en"); locale == "fr" && (b.Caption == en.VariantGuideExample(ex) || b.Text == "") {
					t.Errorf("%s: the caption is not French: %q", key, b.Caption)
				}
				if bv == nil || bv.Overlay == nil {
					continue
				}
				o := bv.Overlay
				for _, p := range ex.Step.Placements {
					if o.Placed[p.Cell] != p.Digit {
						t.Errorf("%s: %s=%d is not drawn placed", key, solver.CellName(int(p.Cell)), p.Digit)
					}
				}
				for _, e := range ex.Step.Eliminations {
					if o.Removed[e.Cell] != e.Digits {
						t.Errorf("%s: %s-%v is not drawn struck out", key, solver.CellName(int(e.Cell)), e.Digits)
					}
				}
				// The house or cage the step rests on is outlined: a row,
				// column or box as a unit, a diagonal, window, region or
				// cage as an area.
				area := func(cells []int) bool {
					for _, a := range o.Areas {
						n := 0
						for _, c := range cells {
							if a[c] {
								n++
							}
						}
						if n == len(cells) {
							return true
						}
					}
					return false
				}
				switch key {
				case solver.VInniesOuties.String(), solver.VKillerPair.String():
					if !slices.Contains(o.Units, uint8(ex.House)) {
						t.Errorf("%s: %v outlined, not the example's house %d", key, o.Units, ex.House)
					}
				case solver.ExampleDiagonal, solver.ExampleWindow, solver.ExampleRegion, solver.ExampleRegionLock,
					solver.ExampleWindowPair, solver.ExampleDiagonalPair:
					if !area(ex.Geometry.Houses[ex.House].Cells[:]) {
						t.Errorf("%s: %s is not outlined", key, ex.Geometry.Houses[ex.House].Name(ex.Geometry.Variant))
					}
				case solver.VCageCombination.String(), solver.VCageLocked.String():
					if !area(ex.Geometry.Cages[ex.Geometry.CageOf(ex.Cells[0])].Cells) {
						t.Errorf("%s: the cage of %s is not outlined", key, solver.CellName(ex.Cells[0]))
					}
				}
				if len(o.Units)+len(o.Areas) == 0 {
					t.Errorf("%s: nothing outlined", key)
				}
			}
		})
	}
}

// The guide opens at a variant entry when asked for it (a variant hint's
// "What is it?"), as it does at a classic technique.
func TestGuideOpensAtAVariantEntry(t *testing.T) {
	r := newRig(t, nil, nil)
	for _, key := range solver.VariantExampleKeys() {
		r.u.showVariantGuide(key)
		r.frame()
		v := r.text()
		if r.modal() != modalText || v.Start <= 0 || v.Start >= len(v.Blocks) {
			t.Fatalf("%s: %v at block %d", key, r.modal(), v.Start)
		}
		ex, _ := solver.VariantExampleOf(key)
		if b := v.Blocks[v.Start]; b.Board == nil || b.Board.Cells != ex.Grid {
			t.Errorf("%s: the guide opens at %q, not the entry with its example", key, b.Heading)
		}
		r.u.closeModal()
		r.frame()
	}
}

// "What is it?" on a variant hint opens the guide at the variant entry of
// its technique: a Killer's cage combination on a fresh Killer; and the
// examples' own steps lead to their entries.
func TestWhatIsOpensTheVariantEntry(t *testing.T) {
	src, err := os.ReadFile("../../../widgets/testdata/variants/killer.txt")
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, nil, nil)
	r.u.readRequest(instance.Request{Name: "killer.txt", Data: src})
	r.settle()
	r.press("H")
	h, _, ok := r.u.game.Hint()
	if !ok || h.Kind != model.HintStep || h.Variant == nil || h.Variant.Technique != solver.VCageCombination {
		t.Fatalf("H on a fresh Killer gave %+v", h)
	}
	r.press("H") // the pattern: the panel's buttons
	offered := false
	if pv := r.u.hintPanel(); pv != nil {
		for _, b := range pv.Buttons {
			offered = offered || b.Button == &r.u.hintBtns.whatIs
		}
	}
	if !offered {
		t.Fatal("the hint panel of a cage combination offers no What is it?")
	}
	r.u.hintBtns.whatIs.Click()
	r.frame()
	v := r.text()
	if r.modal() != modalText || v.Start <= 0 || v.Start >= len(v.Blocks) {
		t.Fatalf("What is …? opened %v at block %d", r.modal(), v.Start)
	}
	if got, want := v.Blocks[v.Start].Heading, capital(r.u.cat.VariantTechniqueName(solver.VCageCombination)); got != want {
		t.Fatalf("the guide opens at %q, want %q", got, want)
	}
	for _, key := range solver.VariantExampleKeys() {
		ex, _ := solver.VariantExampleOf(key)
		st, ok := solver.VariantHint(ex.Geometry, ex.Grid, &ex.Candidates)
		if got := variantGuideKey(ex.Geometry, st); !ok || got != key {
			t.Errorf("the step of example %s leads to entry %q", key, got)
		}
	}
}
