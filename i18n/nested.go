package i18n

import (
	"github.com/giosudoku/sudoku/solver"
)

// The inner chains of a nested forcing chain (docs/behaviour.md, Hints;
// solver.InnersOf): a link of a branch that rests on an inner chain says
// so and where that chain is told ("… because, once r6c5 is 4, r5c6
// cannot be 7 (see the next page)"); the inner chain is then told on its
// own: on the hint panel's walk a page that words and draws it, in
// sudoku explain a paragraph under the step.

// innerRefs are the inner arguments a wording refers to, and how it names
// where each is told.
type innerRefs struct {
	inners []solver.Inner
	shown  []bool             // the inner arguments told (their links are worded)
	where  func(k int) string // "see the next page", for inner argument k
	// pattern words a link that rests on a pattern (a variant's chain
	// (+), variantPath); false for another link
	pattern func(b string, l solver.Link) (string, bool)
}

// shownInners marks the inner arguments of a whose nested link the words
// of its branch show (pathShows): only those are told apart.
func shownInners(a solver.Argument) []bool {
	shown := make([]bool, len(a.Inners))
	for k, in := range a.Inners {
		for _, l := range pathShows(a.Forcing.Paths[in.Path]) {
			shown[k] = shown[k] || l == in.Link
		}
	}
	return shown
}

// say words nested link l, when one of refs' inner arguments told apart is
// its own, with its reference; false otherwise (and for nil refs).
func (r *innerRefs) say(c *Catalog, b string, l solver.Link) (string, bool) {
	if r == nil {
		return "", false
	}
	if r.pattern != nil {
		if s, ok := r.pattern(b, l); ok {
			return s, true
		}
	}
	for k, in := range r.inners {
		if in.Link == l && r.shown[k] {
			return c.T(StepChainNestedSee, b, c.node(in.Once), c.conclusion(l.To), r.where(k)), true
		}
	}
	return "", false
}

// innerWhy words inner argument in on its own: why, once the branch's
// assumption holds, its link's candidate goes.
func (c *Catalog) innerWhy(in solver.Inner) string {
	t := in.Link.To
	on := solver.ChainNode{Cell: t.Cell, Digit: t.Digit, On: true}
	var why string
	switch in.Kind {
	case solver.InnerGone:
		why = c.T(HintInnerGone, solver.CellName(int(t.Cell)), int(t.Digit))
	case solver.InnerContradiction:
		var clash string
		if in.Clash == solver.ClashCell {
			clash = c.T(HintClashCell, solver.CellName(in.Cell))
		} else {
			clash = c.T(HintClashUnit, int(in.Digit), c.Unit(in.Unit))
		}
		why = c.T(HintInnerClash, c.path(in.MainLine()), clash)
	case solver.InnerCell:
		why = c.T(HintInnerCell, c.node(on), solver.CellName(in.Cell), c.digits(in.Choices))
	case solver.InnerRegion:
		var places []string
		for _, x := range in.Places {
			places = append(places, solver.CellName(int(x)))
		}
		why = c.T(HintInnerRegion, c.node(on), int(in.Digit), c.Unit(in.Unit), c.orList(places))
	}
	return c.T(HintInnerWhy, c.node(in.Once), c.conclusion(t), why)
}

// explainInners words a nested forcing chain for sudoku explain: its
// words, each link that rests on an inner chain told apart naming it
// ("see inner chain 1 below"), and the paragraphs of those inner chains.
func (c *Catalog) explainInners(a solver.Argument) (string, []string) {
	shown := shownInners(a)
	num := make([]int, len(a.Inners))
	var paras []string
	for k, in := range a.Inners {
		if shown[k] {
			paras = append(paras, c.T(ExplainInner, len(paras)+1, c.innerWhy(in)))
			num[k] = len(paras)
		}
	}
	refs := &innerRefs{inners: a.Inners, shown: shown, where: func(k int) string { return c.T(StepSeeBelow, num[k]) }}
	return c.forcingWhyIn(a.Forcing, refs), paras
}

// forcingWhyIn is forcingWhy with the inner chains of refs named.
func (c *Catalog) forcingWhyIn(f solver.Forcing, refs *innerRefs) string {
	why := c.forcingClaim(f)
	for _, p := range f.Paths {
		if len(p) > 0 {
			why += " " + c.sayAsSentence(c.pathIn(p, refs))
		}
	}
	return why
}
