package i18n

import (
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// A chain's second rung in the window is a walk (docs/behaviour.md,
// Hints): one page a link for a chain or cycle, the words so far and the
// links drawn so far; for a forcing chain what it shows, then one page a
// branch (its main line, a long one summarised as explain does); then the
// whole telling. Previous and Next turn the pages.

// ChainPage is one page of the walk: its words and the links the board
// draws with them.
type ChainPage struct {
	Text  string
	Links []solver.Link
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
		// A variant's chain is one chain from its assumption, its links
		// over any house (the classic argument knows rows, columns and
		// boxes only).
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
		pages = append(pages, ChainPage{Text: c.forcingClaim(a.Forcing)})
		var drawn []solver.Link
		for _, k := range a.Cases {
			drawn = append(drawn, k.Links...)
			pages = append(pages, ChainPage{Text: c.sayAsSentence(c.path(k.Links)), Links: drawn[:len(drawn):len(drawn)]})
		}
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
