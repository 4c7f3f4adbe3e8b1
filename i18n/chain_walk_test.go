package i18n

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TestChainPages walks the guide's example of each chain technique: a page
// a link for a chain or cycle, its words growing link by link with the
// links drawn; for a forcing chain its claim, then a page a branch; the
// last page the whole telling with every link. Other techniques have no
// walk.
func TestChainPages(t *testing.T) {
	en := English()
	for _, tq := range []solver.Technique{solver.XCycle, solver.YCycle, solver.ForcingXChain, solver.BidirectionalCycle,
		solver.ForcingChain, solver.NishioForcingChain, solver.MultipleForcingChain, solver.DynamicForcingChain} {
		e, ok := tq.Example()
		if !ok {
			t.Fatalf("no example of %s", tq)
		}
		h := model.Hint{Kind: model.HintStep, Cell: -1, Step: e.Step, Notes: e.Candidates}
		pages := en.ChainPages(h)
		a := solver.ArgumentOf(e.Step, &e.Candidates)
		want := len(a.Cases) + 2
		if !a.IsForcing {
			want = 1
			for _, ch := range a.Chains {
				want += len(ch)
			}
		}
		if len(pages) != want {
			t.Fatalf("%s: %d pages, want %d", tq, len(pages), want)
		}
		last := pages[len(pages)-1]
		if last.Text != en.HintWhy(h) || len(last.Links) != len(e.Step.Links) {
			t.Errorf("%s: last page %q with %d links", tq, last.Text, len(last.Links))
		}
		for i := 1; i < len(pages)-1; i++ {
			if len(pages[i].Links) < len(pages[i-1].Links) || len(pages[i].Links) == 0 {
				t.Errorf("%s: page %d draws %d links after %d", tq, i, len(pages[i].Links), len(pages[i-1].Links))
			}
			if !strings.HasPrefix(pages[i].Text, "If ") {
				t.Errorf("%s: page %d says %q", tq, i, pages[i].Text)
			}
		}
		if !a.IsForcing && len(a.Chains) == 1 {
			// Link by link: each page's words hold the page before's.
			for i := 1; i < len(pages)-1; i++ {
				prev := strings.TrimSuffix(pages[i-1].Text, ".")
				if !strings.HasPrefix(pages[i].Text, prev) {
					t.Errorf("%s: page %d %q does not go on from %q", tq, i, pages[i].Text, prev)
				}
			}
		}
	}
	e, _ := solver.XYWing.Example()
	if pages := en.ChainPages(model.Hint{Kind: model.HintStep, Step: e.Step, Notes: e.Candidates}); pages != nil {
		t.Errorf("an XY-Wing has %d walk pages", len(pages))
	}
}
