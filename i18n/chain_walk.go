package i18n

import (
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// A chain's second rung in the window is a walk (docs/behaviour.md,
// Hints): one page a link for a chain or cycle, the words so far and the
// links drawn so far; for a forcing chain what it shows, then one page a
// branch (its main line, a long one summarised as explain does), each
// inner chain of a nested one on a page of its own; then the whole telling,
// which names those pages too. Previous and Next turn the pages.

// ChainPage is one page of the walk: its words and the links the board
// draws with them.
type ChainPage struct {
	Text  string
	Links []solver.Link
	// Inner: the page tells a nested forcing chain's inner chain, its
	// Links that chain's alone, drawn over Cand, the candidates its
	// branch has left (nil on other pages: the step's own).
	Inner bool
	Cand  *[81]solver.Mask
}

// ChainPages returns the pages of hint h's walk; nil when h is not a
// chain, a cycle or a forcing chain.
func (c *Catalog) ChainPages(h model.Hint) []ChainPage {
	if h.Kind != model.HintStep {
		return nil
	}
	a := solver.ArgumentOf(h.Step, hintCand(h))
	var pages []ChainPage
	if h.Variant != nil {
		// A variant's forcing chain: what it shows, then one page a
		// branch, as a classic one (its houses named as the variant's).
		if f, ok := h.Variant.Forcing(); ok {
			pages = append(pages, ChainPage{Text: c.forcingClaimIn(f, func(u int) string { return c.House(h.Geometry, u) })})
			var drawn []solver.Link
			for i, p := range f.Paths {
				for _, l := range p {
					l.Chain = uint8(i)
					drawn = append(drawn, l)
				}
				if len(p) > 0 {
					pages = append(pages, ChainPage{Text: c.sayAsSentence(c.variantPath(h.Geometry, h.Variant.Pattern, i, p)), Links: drawn[:len(drawn):len(drawn)]})
				}
			}
			return append(pages, ChainPage{Text: c.HintWhy(h), Links: h.Step.Links})
		}
		// A variant's other chains are one chain from its assumption, its
		// links over any house (the classic argument knows rows, columns
		// and boxes only).
		ls := h.Step.Links
		if len(ls) == 0 {
			return nil
		}
		for k := 1; k <= len(ls); k++ {
			pages = append(pages, ChainPage{Text: c.sayAsSentence(c.chain(ls[:k])), Links: ls[:k:k]})
		}
		return append(pages, ChainPage{Text: c.HintWhy(h), Links: ls})
	}
	switch {
	case a.IsForcing:
		a.Inners = solver.InnersOf(a.Step, a.Forcing, a.Cand)
		pages = append(pages, ChainPage{Text: c.forcingClaim(a.Forcing)})
		var drawn []solver.Link
		// A branch whose words show a link that rests on an inner chain
		// is followed by a page for each such chain (nested.go), which
		// its words name: the next page, then page N.
		shown := shownInners(a)
		pageOf := make([]int, len(a.Inners))
		refs := &innerRefs{inners: a.Inners, shown: shown, where: func(k int) string { return "" }}
		for i, p := range a.Forcing.Paths {
			if len(p) == 0 {
				continue // no case: ArgumentOf leaves it out too
			}
			drawn = append(drawn, p...)
			at := len(pages)
			next := at + 1
			for j, in := range a.Inners {
				if shown[j] && in.Path == i {
					pageOf[j] = next
					next++
				}
			}
			refs.where = func(j int) string {
				if pageOf[j] == at+1 {
					return c.T(StepSeeNextPage)
				}
				return c.T(StepSeePage, pageOf[j]+1)
			}
			pages = append(pages, ChainPage{Text: c.sayAsSentence(c.pathIn(p, refs)), Links: drawn[:len(drawn):len(drawn)]})
			for j, in := range a.Inners {
				if shown[j] && in.Path == i {
					cand := in.Cand
					pages = append(pages, ChainPage{Text: c.innerWhy(in), Links: in.Links, Inner: true, Cand: &cand})
				}
			}
		}
		// The whole telling names the inner chains' pages as the branches'
		// pages do ("see page N": it is never the next page).
		refs.where = func(j int) string { return c.T(StepSeePage, pageOf[j]+1) }
		why := c.StepWhy(a)
		if why == c.forcingWhy(a.Forcing) {
			why = c.forcingWhyIn(a.Forcing, refs)
		}
		whole := why + " " + c.HintDo(h.Step) + " " + c.T(HintDoName, c.StepName(a))
		return append(pages, ChainPage{Text: whole, Links: h.Step.Links})
	case len(a.Chains) > 0:
		var done []solver.Link
		for _, ch := range a.Chains {
			for k := 1; k <= len(ch); k++ {
				links := append(append([]solver.Link(nil), done...), ch[:k]...)
				pages = append(pages, ChainPage{Text: c.sayAsSentence(c.chain(ch[:k])), Links: links})
			}
			done = append(done, ch...)
		}
	default:
		return nil
	}
	return append(pages, ChainPage{Text: c.HintWhy(h), Links: h.Step.Links})
}
