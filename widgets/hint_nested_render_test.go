package widgets

import (
	"image"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TestRenderNestedPages renders two pages of the hint's walk of a nested
// forcing chain, as the window fills them (app/internal/window/hint.go): a
// branch whose link rests on an inner chain, naming the next page, and
// that page, which words the inner chain and draws its links. The step is
// the first nested one of solver/testdata/se-hardest.txt's 9.5 puzzle
// ("Remove 7 from r5c6", step 28 of sudoku explain).
func TestRenderNestedPages(t *testing.T) {
	g, err := solver.Parse("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........")
	if err != nil {
		t.Fatal(err)
	}
	l, err := solver.NewLogic(g)
	if err != nil {
		t.Fatal(err)
	}
	var h model.Hint
	var v BoardView
	for {
		s, ok := l.Next()
		if !ok {
			t.Fatal("no nested step with an inner chain")
		}
		h = model.Hint{Kind: model.HintStep, Cell: -1, Step: s}
		for i := range 81 {
			h.Notes[i] = l.Candidates(i)
		}
		if a := solver.ArgumentOf(s, &h.Notes); a.IsForcing && len(solver.InnersOf(s, a.Forcing, &h.Notes)) > 0 {
			v = BoardView{Cells: l.Grid(), Active: true, HighlightUnits: true, BigNotes: true, LabelRoom: true, Labels: true}
			for i := range 81 {
				v.Given[i] = g[i] != 0
				v.Notes[i] = h.Notes[i]
			}
			break
		}
		if err := l.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	pages := testCat.ChainPages(h)
	inner := -1
	for i, p := range pages {
		if p.Inner {
			inner = i
			break
		}
	}
	if inner < 1 || !strings.Contains(pages[inner-1].Text, "(see the next page)") {
		t.Fatalf("no branch page naming an inner page: %+v", pages)
	}
	for _, tc := range []struct {
		name string
		page int
	}{{"hint-nested-branch-large-light", inner - 1}, {"hint-nested-inner-large-light", inner}} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRenderer(t, image.Pt(1280, 800))
			bv := v
			bv.Overlay = OverlayOf(h.Step, &h.Notes)
			s := h.Step
			s.Links = pages[tc.page].Links
			notes := &h.Notes
			if c := pages[tc.page].Cand; c != nil {
				// The inner page: over the candidates its branch has left.
				notes = c
				bv.Notes = *c
			}
			walked := OverlayOf(s, notes)
			bv.Overlay.Links, bv.Overlay.Pattern = walked.Links, walked.Pattern
			OverlayRoles(bv.Overlay, solver.ArgumentOf(h.Step, &h.Notes))
			w := newTestWindow(NewTheme(LightPalette), bv)
			var next, prev, apply Button
			w.hint = &HintPanelView{
				Title: "Dynamic forcing chain",
				Text:  pages[tc.page].Text + " " + testCat.T(i18n.HintPageOf, tc.page+1, len(pages)),
				Rule:  "Showing or applying a step counts one hint.",
				Buttons: []Tool{{Button: &next, Label: "Next", Enabled: tc.page < len(pages)-1},
					{Button: &prev, Label: "Previous", Enabled: true}, {Button: &apply, Label: "Apply", Enabled: true}},
			}
			compareGolden(t, tc.name, r.shot(t, 1, renderNow, w.Layout))
		})
	}
}
