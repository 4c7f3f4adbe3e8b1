package model

import (
	"context"

	"github.com/giosudoku/sudoku/solver"
)

// Hints past the shallow grader's reach (docs/behaviour.md, Hints). The
// ladder's hint is worked out on the UI goroutine without the nested
// forcing chains, which can take seconds: where nothing else applies it
// gives a cell of the solution (HintStuck). The nested chains may still
// have a step there, so the window asks for it off its UI goroutine: the
// game says which position wants it (DeepHintWanted), the query searches
// on its own copy (HintQuery.Find, safe on any goroutine), and the window
// hands the hint back to the game on the UI goroutine (OfferHint), which
// opens the ladder with it if the position is still the same.

// HintQuery is a position whose hint the nested forcing chains may give:
// a copy, so that it can be searched on another goroutine.
type HintQuery struct {
	cells solver.Grid
	stuck Hint // the ladder's hint without the nested chains (HintStuck)
	at    snapshot
}

// DeepHintWanted returns the position on the board when a hint is asked
// for a classic puzzle whose hint, without the nested forcing chains, is a
// cell of the solution (no other technique applies), and no ladder is open.
func (g *Game) DeepHintWanted() (HintQuery, bool) {
	if g.canHint() != nil || g.puzzle.variantGeometry() != nil {
		return HintQuery{}, false
	}
	if _, _, open := g.Hint(); open {
		return HintQuery{}, false
	}
	h, err := g.FindHint()
	if err != nil || h.Kind != HintStuck {
		return HintQuery{}, false
	}
	return HintQuery{cells: g.cur.cells, stuck: h, at: g.cur}, true
}

// Find looks for the step of the nested forcing chains on the query's
// position (the candidates the stuck hint worked on); without one it
// returns the stuck hint. It can take seconds; a cancelled ctx stops it
// with ctx's error. Safe on any goroutine: it touches no Game.
func (q HintQuery) Find(ctx context.Context) (Hint, error) {
	cand := q.stuck.Notes
	l, err := solver.NewLogicCandidates(q.cells, &cand)
	if err != nil {
		return q.stuck, nil
	}
	s, ok, err := l.NextContext(ctx)
	if err != nil {
		return Hint{}, err
	}
	if !ok {
		return q.stuck, nil
	}
	h := q.stuck
	h.Kind, h.Step, h.Cell, h.Digit = HintStep, s, -1, 0
	return h, nil
}

// OfferHint opens the ladder with h, q's hint as Find gave it, at its first
// rung, as the first press of AskHint does; it is refused (and changes
// nothing) when the board has moved on from q's position, a ladder is
// open, or no hint can be given now.
func (g *Game) OfferHint(q HintQuery, h Hint) (Hint, int, error) {
	if err := g.canHint(); err != nil {
		return Hint{}, 0, err
	}
	if _, _, open := g.Hint(); open || g.cur != q.at {
		return Hint{}, 0, refuse("hint", ReasonUnavailable)
	}
	g.ladder = &hintLadder{hint: h, at: g.cur, rung: 1}
	g.count(1)
	g.touch()
	return h, 1, nil
}
