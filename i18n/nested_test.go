package i18n

import (
	"fmt"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// nestedPuzzles are two puzzles of solver/testdata/se-hardest.txt (9.5 and
// 9.8) whose paths take nested forcing chains.
var nestedPuzzles = []string{
	"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
	"7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5",
}

// nestedSteps returns the nested forcing-chain steps of the puzzles'
// logical solves, each as the hint of its position (its candidates as
// the notes).
func nestedSteps(t *testing.T) []model.Hint {
	t.Helper()
	var out []model.Hint
	for _, line := range nestedPuzzles {
		g, err := solver.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		l, err := solver.NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		for {
			s, ok := l.Next()
			if !ok {
				break
			}
			h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s}
			for c := range h.Notes {
				h.Notes[c] = l.Candidates(c)
			}
			if a := solver.ArgumentOf(s, &h.Notes); a.IsForcing && len(solver.InnersOf(s, a.Forcing, &h.Notes)) > 0 {
				out = append(out, h)
			}
			if err := l.Apply(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no nested step with inner chains")
	}
	return out
}

// TestExplainInnerChains: sudoku explain's words of a nested forcing chain
// name, at each link that rests on an inner chain, the branch's assumption
// and the candidate ruled out, as that inner chain's paragraph says them;
// every inner chain named has its paragraph; the step's words are the ones
// its check confirms (the facts of each inner chain are checked in solver,
// TestInnersHold).
func TestExplainInnerChains(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		c := Load(lang)
		for _, h := range nestedSteps(t) {
			a := solver.ArgumentOf(h.Step, &h.Notes)
			a.Inners = solver.InnersOf(h.Step, a.Forcing, &h.Notes)
			if err := solver.CheckArgument(a); err != nil {
				t.Errorf("%s: the words are not confirmed: %v", h.Step, err)
				continue
			}
			lines := strings.Split(c.Explain(a), "\n")
			head, paras := lines[0], lines[1:]
			shown := shownInners(a)
			n := 0
			for k, in := range a.Inners {
				if !shown[k] {
					continue
				}
				n++
				ref := c.T(StepChainNestedSee, "", c.node(in.Once), c.conclusion(in.Link.To), c.T(StepSeeBelow, n))
				ref = strings.TrimPrefix(ref, strings.SplitN(ref, c.node(in.Once), 2)[0])
				if !strings.Contains(head, ref) {
					t.Errorf("%s [%s]: the step's words lack %q:\n%s", h.Step, lang, ref, head)
				}
				if p := c.path(a.Forcing.Paths[in.Path]); !strings.Contains(p, c.node(in.Once)) {
					t.Errorf("%s [%s]: the branch %q is not the one of %s", h.Step, lang, p, in.Once)
				}
				if n > len(paras) {
					t.Errorf("%s [%s]: no paragraph for inner chain %d", h.Step, lang, n)
					continue
				}
				want := strings.TrimSpace(c.T(ExplainInner, n, c.innerWhy(in)))
				if got := strings.TrimSpace(paras[n-1]); got != want {
					t.Errorf("%s [%s]: paragraph %d %q, want %q", h.Step, lang, n, got, want)
				}
			}
			if n != len(paras) {
				t.Errorf("%s [%s]: %d inner chains named, %d paragraphs", h.Step, lang, n, len(paras))
			}
		}
	}
}

// TestInnerPages: on the hint's walk each inner chain told is a page right
// after its branch's page (or after the inner pages before it), which that
// branch's words name ("see the next page", "see page N"); the page draws
// the inner chain's links, all on candidates of the step's position.
func TestInnerPages(t *testing.T) {
	c := Load("en")
	for _, h := range nestedSteps(t) {
		pages := c.ChainPages(h)
		branch := -1
		for i, p := range pages {
			if !p.Inner {
				branch = i
				continue
			}
			if branch < 0 {
				t.Fatalf("%s: an inner page before any branch", h.Step)
			}
			ref := c.T(StepSeePage, i+1)
			if i == branch+1 {
				ref = c.T(StepSeeNextPage)
			}
			if !strings.Contains(pages[branch].Text, "("+ref+")") {
				t.Errorf("%s: page %d (inner) is not named on page %d: %q", h.Step, i+1, branch+1, pages[branch].Text)
			}
			if !strings.HasPrefix(p.Text, "Why, once ") {
				t.Errorf("%s: inner page %q", h.Step, p.Text)
			}
			for _, l := range p.Links {
				for _, n := range []solver.ChainNode{l.From, l.To} {
					if !h.Notes[n.Cell].Has(n.Digit) {
						t.Errorf("%s: page %d draws %s, not a candidate of the position", h.Step, i+1, fmt.Sprint(n))
					}
				}
			}
		}
	}
}

// TestWholeWalkNamesInnerPages: the last page of a nested forcing chain's
// walk, the whole telling, words each branch as that branch's page does,
// naming each inner chain's page ("see page N", as the next page is not the
// next one from there), never in the words that told no inner chain apart;
// then what to do and the technique's name, as every walk ends.
func TestWholeWalkNamesInnerPages(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		c := Load(lang)
		old := c.T(StepChainNested, "", "")
		for _, h := range nestedSteps(t) {
			pages := c.ChainPages(h)
			a := solver.ArgumentOf(h.Step, &h.Notes)
			want := c.forcingClaim(a.Forcing)
			inner := 0
			for i, p := range pages[1 : len(pages)-1] {
				i++ // pages' index
				if p.Inner {
					inner++
					if ref := "(" + c.T(StepSeePage, i+1) + ")"; !strings.Contains(pages[len(pages)-1].Text, ref) {
						t.Errorf("%s [%s]: the whole telling does not name page %d %q", h.Step, lang, i+1, ref)
					}
					continue
				}
				want += " " + strings.ReplaceAll(p.Text, "("+c.T(StepSeeNextPage)+")", "("+c.T(StepSeePage, i+2)+")")
			}
			if inner == 0 {
				continue
			}
			want += " " + c.HintDo(h.Step) + " " + c.T(HintDoName, c.StepName(a))
			last := pages[len(pages)-1].Text
			if last != want {
				t.Errorf("%s [%s]: the whole telling\n%q\nwant\n%q", h.Step, lang, last, want)
			}
			if strings.Count(last, old) != strings.Count(want, old) {
				t.Errorf("%s [%s]: the whole telling keeps the words of a nested link told apart: %q", h.Step, lang, last)
			}
		}
	}
}
