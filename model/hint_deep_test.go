package model

import (
	"context"
	"errors"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// stuckShallow plays the hints of hardest95 (applying each) until the
// ladder's hint, without the nested chains, is a cell of the solution.
func stuckShallow(t *testing.T) *Game {
	t.Helper()
	g, _ := playing(t, puzzleOf(t, hardest95))
	for range 200 {
		h, err := g.FindHint()
		noErr(t, err)
		if h.Kind == HintStuck {
			return g
		}
		for {
			if _, rung, err := g.AskHint(); err != nil {
				t.Fatal(err)
			} else if rung == 0 {
				break
			}
		}
	}
	t.Fatal("the shallow hints never got stuck")
	return nil
}

// TestDeepHint: where the shallow hint is a cell of the solution, the
// nested forcing chains give a step, found off the game (Find) and opened
// as the ladder's first rung (OfferHint), which then climbs as any step's.
func TestDeepHint(t *testing.T) {
	g := stuckShallow(t)
	q, ok := g.DeepHintWanted()
	if !ok {
		t.Fatal("no deep hint wanted where the shallow one is stuck")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := q.Find(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled search: %v, want context.Canceled", err)
	}
	h, err := q.Find(context.Background())
	noErr(t, err)
	if h.Kind != HintStep || h.Step.Technique != solver.DynamicForcingChain || h.Step.Rating < solver.ShallowStuckRating {
		t.Fatalf("deep hint %v %s %.1f, want a nested forcing chain", h.Kind, h.Step.Technique, h.Step.Rating)
	}
	if a := solver.ArgumentOf(h.Step, &h.Notes); len(solver.InnersOf(h.Step, a.Forcing, &h.Notes)) == 0 {
		t.Error("the nested step has no inner chain to tell")
	}
	hints := g.hints
	got, rung, err := g.OfferHint(q, h)
	noErr(t, err)
	if rung != 1 || got.Step.Technique != h.Step.Technique {
		t.Fatalf("OfferHint: rung %d, %s", rung, got.Step.Technique)
	}
	if open, r, ok := g.Hint(); !ok || r != 1 || open.Kind != HintStep {
		t.Fatalf("the ladder after OfferHint: %v %d %v", open.Kind, r, ok)
	}
	if g.hints != hints {
		t.Error("naming the technique counted a hint")
	}
	if _, ok := g.DeepHintWanted(); ok {
		t.Error("a deep hint is wanted while the ladder is open")
	}
	_, rung, err = g.AskHint()
	noErr(t, err)
	if rung != 2 || g.hints != hints+1 {
		t.Errorf("the next press: rung %d, hints %d (were %d)", rung, g.hints, hints)
	}
	rev := g.Revision()
	_, rung, err = g.AskHint()
	noErr(t, err)
	if rung != 0 || g.Revision() == rev {
		t.Errorf("the third press did not apply the nested step: rung %d", rung)
	}
}

// TestDeepHintRefusedAfterAMove: a hint found for a position the board has
// left is not opened.
func TestDeepHintRefusedAfterAMove(t *testing.T) {
	g := stuckShallow(t)
	q, ok := g.DeepHintWanted()
	if !ok {
		t.Fatal("no deep hint wanted")
	}
	h, err := q.Find(context.Background())
	noErr(t, err)
	p := g.Puzzle()
	for i, d := range p.Solution {
		if g.cur.cells[i] == 0 {
			noErr(t, g.Place(i, d))
			break
		}
	}
	if _, _, err := g.OfferHint(q, h); err == nil {
		t.Error("a hint of the position before the move was opened")
	}
	if _, _, open := g.Hint(); open {
		t.Error("a ladder is open")
	}
}
