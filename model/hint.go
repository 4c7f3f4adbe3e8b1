package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// This file holds the hint ladder (docs/behaviour.md, "Hints"): what the
// player is told when they ask for help, worked out on their position as it
// is (their digits, and their notes where they keep notes), one rung per
// press, the last rung applying the hint as one undoable move.

// HintKind says what a hint is about.
type HintKind uint8

// The kinds of hints, in the order the ladder looks for them.
const (
	// HintWrongDigit: a digit the player placed disagrees with the
	// solution. Cell and Digit say which; Undos says how many undos take
	// the board back to before the move that placed it.
	HintWrongDigit HintKind = iota + 1
	// HintWrongNotes: the notes of an empty cell lack the solution's digit
	// (a logical step built on them would teach something false). Cell is
	// the cell, Digit the missing digit.
	HintWrongNotes
	// HintStep: a logical step of the solver on the player's position
	// (Step holds its technique and pattern).
	HintStep
	// HintStuck: no technique the solver knows applies; Cell and Digit
	// are the next cell of the solution and its digit (Step is the
	// solver's FromSolution step for it).
	HintStuck
)

// Hint is the help the ladder gives for one position.
type Hint struct {
	Kind  HintKind
	Cell  int   // the cell of a wrong digit, wrong notes or stuck hint; -1 for a step
	Digit uint8 // the wrong digit, the missing note, or the solution's digit of the stuck cell
	// Undos is, for a wrong digit, how many undos take the board back to
	// the position before the move that placed it; 0 when the history does
	// not hold that move (then only erasing is offered).
	Undos int
	Step  solver.Step // the step (HintStep, HintStuck)
	// Notes are the candidates the solver worked on, per cell: the
	// player's notes where they keep them, else what the digits allow.
	// The board draws the pattern over them.
	Notes [81]solver.Mask
	// Variant is, in a variant's game, the variants' grader's step with
	// its pattern (docs/variants.md, "Hints and explain"): the catalogue
	// words it, and Step is its classic projection (solver.VariantStep.
	// ClassicStep) for what draws and applies it. Geometry is the
	// variant's and Grid the digits the step was found on. Nil, nil and
	// empty in the classic game.
	Variant  *solver.VariantStep
	Geometry *solver.Geometry
	Grid     solver.Grid
}

// Rungs is how many presses the hint has, the last one applying it: three
// for a logical step (name it, show it, apply it), two for the others (show,
// apply).
func (h Hint) Rungs() int {
	if h.Kind == HintStep {
		return 3
	}
	return 2
}

// hintLadder is the open ladder: the hint, the rung reached (1 …), whether
// this hint has been counted, and the position it was worked out on.
type hintLadder struct {
	hint    Hint
	rung    int
	counted bool
	at      snapshot
}

// Costs says which rungs count as a hint (each multiplies the score by 0.9: docs/behaviour.md, Hints, Cost): naming
// the technique of a logical step and where to look is free; showing its
// pattern, applying it, pointing at a mistake or giving a cell of the
// solution counts one hint, at most one per hint.
func (h Hint) Costs(rung int) bool {
	if h.Kind == HintStep {
		return rung >= 2
	}
	return true
}

// Hint returns the open ladder's hint and the rung reached; false when no
// ladder is open (none was asked for, or a move, an undo or a change of
// state closed it).
func (g *Game) Hint() (Hint, int, bool) {
	if g.ladder == nil || g.state != Playing || g.ladder.at != g.cur {
		return Hint{}, 0, false
	}
	return g.ladder.hint, g.ladder.rung, true
}

// CloseHint closes the ladder (Escape).
func (g *Game) CloseHint() {
	if g.ladder != nil {
		g.ladder = nil
		g.touch()
	}
}

// canHint refuses a hint outside Playing and for a grid that is not a
// puzzle: the techniques assume one solution.
func (g *Game) canHint() error {
	if err := g.ready("hint", Playing); err != nil {
		return err
	}
	if !g.puzzle.Unique {
		return refuse("hint", ReasonSeveral)
	}
	return nil
}

// FindHint works out the hint for the current position without opening the
// ladder or counting anything. It does not change the game. In the classic
// game it takes well under a millisecond on an Expert position
// (BenchmarkHintExpert); in a variant game a few microseconds on average
// and up to about 5 ms, for a Master's forcing chain (docs/variants.md,
// "Hints and explain"), so the window calls it on the UI goroutine.
func (g *Game) FindHint() (Hint, error) {
	if err := g.canHint(); err != nil {
		return Hint{}, err
	}
	return hintFor(&g.puzzle, g.cur.cells, g.cur.notes, g.past), nil
}

// hintFor works out the hint for a position of puzzle p: digits, notes (0
// for a cell without notes) and the history of earlier positions (oldest
// first) that finds the move of a wrong digit. p must be Unique.
func hintFor(p *Puzzle, cells solver.Grid, notes [81]solver.Mask, past []snapshot) Hint {
	// Where did I go wrong: the wrong digit placed earliest first, since
	// the later ones may follow from it.
	best, bestAt := -1, len(past)+1
	for i, d := range cells {
		if d == 0 || p.Givens[i] != 0 || p.Solution[i] == d {
			continue
		}
		at := len(past) // placed by a move the history does not hold
		for k := len(past) - 1; k >= 0 && past[k].cells[i] == d; k-- {
			at = k
		}
		if at < bestAt {
			best, bestAt = i, at
		}
	}
	if best >= 0 {
		h := Hint{Kind: HintWrongDigit, Cell: best, Digit: cells[best]}
		if bestAt > 0 {
			h.Undos = len(past) - bestAt + 1
		}
		return h
	}
	for i, m := range notes {
		if cells[i] == 0 && m != 0 && !m.Has(p.Solution[i]) {
			return Hint{Kind: HintWrongNotes, Cell: i, Digit: p.Solution[i]}
		}
	}
	if geom := p.variantGeometry(); geom != nil {
		return variantStep(p, geom, cells, &notes)
	}
	var cand [81]solver.Mask
	for i := range cand {
		if cells[i] != 0 {
			continue
		}
		cand[i] = cells.Candidates(i)
		if notes[i] != 0 {
			cand[i] &= notes[i]
		}
	}
	l, err := solver.NewLogicCandidates(cells, &cand)
	h := Hint{Cell: -1}
	for i := range h.Notes {
		if cells[i] == 0 {
			h.Notes[i] = cand[i]
		}
	}
	if err == nil {
		// The window asks on its UI goroutine: the nested forcing chains,
		// which can take seconds on the hardest puzzles, are left out.
		l.Shallow()
		if s, ok := l.Next(); ok {
			h.Kind, h.Step = HintStep, s
			return h
		}
		if s, ok := l.SolutionStep(p.Solution); ok {
			h.Kind, h.Step = HintStuck, s
			h.Cell, h.Digit = int(s.Placements[0].Cell), s.Placements[0].Digit
			return h
		}
	}
	// The digits are right, so this is not reached for a Unique puzzle;
	// fall back on the first empty cell of the solution.
	for i, d := range cells {
		if d == 0 {
			return Hint{Kind: HintStuck, Cell: i, Digit: p.Solution[i], Notes: h.Notes,
				Step: solver.Step{Technique: solver.FromSolution, Cells: []uint8{uint8(i)},
					Placements: []solver.Placement{{Cell: uint8(i), Digit: p.Solution[i]}}}}
		}
	}
	return h
}

// AskHint climbs the ladder one rung (H, the menu, "Show me"): the first
// press works out the hint for the position, the next ones show more, and
// the press after the last rung applies it (ApplyHint). It returns the hint
// and the rung now shown, 0 when the press applied it.
func (g *Game) AskHint() (Hint, int, error) {
	if err := g.canHint(); err != nil {
		return Hint{}, 0, err
	}
	h, rung, ok := g.Hint()
	if !ok {
		var err error
		if h, err = g.FindHint(); err != nil {
			return Hint{}, 0, err
		}
		g.ladder = &hintLadder{hint: h, at: g.cur}
		rung = 0
	}
	if rung+1 >= h.Rungs() {
		return h, 0, g.ApplyHint()
	}
	g.ladder.rung = rung + 1
	g.count(g.ladder.rung)
	g.touch()
	return h, g.ladder.rung, nil
}

// count records the hint once its rung costs, at most once a game for the
// same hint: closing the ladder and asking again, on the same position or
// on another one (after an undo) where the same step is the hint, costs
// nothing more.
func (g *Game) count(rung int) {
	l := g.ladder
	if l.counted || !l.hint.Costs(rung) {
		return
	}
	l.counted = true
	k := hintKey(l.hint)
	if g.charged[k] {
		return
	}
	if g.charged == nil {
		g.charged = map[string]bool{}
	}
	g.charged[k] = true
	g.hints++
	// A Killer technique has no classic Technique (0): the list, which
	// names classic techniques, leaves it out.
	if l.hint.Kind == HintStep && l.hint.Step.Technique.Valid() && !slices.Contains(g.hinted, l.hint.Step.Technique) {
		g.hinted = append(g.hinted, l.hint.Step.Technique)
	}
	// A variant's hints are listed by the variants' grader's techniques,
	// Killer's own among them (HintedVariant).
	if v := l.hint.Variant; l.hint.Kind == HintStep && v != nil && !slices.Contains(g.hintedVariant, v.Technique) {
		g.hintedVariant = append(g.hintedVariant, v.Technique)
	}
}

// hintKey names a hint by what it tells: its kind, its cell and digit, and
// for a step its technique, placements and eliminations (the same step found
// again on a position that differs only elsewhere is the same hint).
func hintKey(h Hint) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d", h.Kind, h.Cell, h.Digit)
	if h.Kind == HintStep || h.Kind == HintStuck {
		fmt.Fprintf(&b, " %d", h.Step.Technique)
		for _, p := range h.Step.Placements {
			fmt.Fprintf(&b, " p%d=%d", p.Cell, p.Digit)
		}
		for _, e := range h.Step.Eliminations {
			fmt.Fprintf(&b, " e%d-%d", e.Cell, e.Digits)
		}
	}
	return b.String()
}

// ApplyHint carries out the open ladder's hint as one undoable move (Apply):
// a step's placements, or its eliminations in the notes (the cells of the
// step that have no notes get their candidates first, so the elimination
// shows); a wrong digit erased; the missing note added back; the stuck
// cell's digit placed. The ladder closes.
func (g *Game) ApplyHint() error {
	if err := g.canHint(); err != nil {
		return err
	}
	h, rung, ok := g.Hint()
	if !ok {
		return refuse("hint", ReasonUnavailable)
	}
	g.count(max(rung, h.Rungs()))
	next := g.cur
	switch h.Kind {
	case HintWrongDigit:
		next.cells[h.Cell], next.notes[h.Cell] = 0, 0
	case HintWrongNotes:
		next.notes[h.Cell] |= 1 << h.Digit
	case HintStep, HintStuck:
		s := h.Step
		if len(s.Eliminations) > 0 {
			fill := func(c uint8) {
				if next.cells[c] == 0 && next.notes[c] == 0 {
					next.notes[c] = h.Notes[c]
				}
			}
			for _, c := range s.Cells {
				fill(c)
			}
			for _, e := range s.Eliminations {
				fill(e.Cell)
				next.notes[e.Cell] &^= e.Digits
			}
		}
		for _, p := range s.Placements {
			next = g.placed(next, int(p.Cell), p.Digit)
		}
	}
	g.ladder = nil
	if next == g.cur {
		g.touch()
		return nil
	}
	g.commit(next)
	return nil
}

// UndoToHint takes the board back to before the move that placed the open
// ladder's wrong digit, by as many undos (redo brings them back).
func (g *Game) UndoToHint() error {
	h, _, ok := g.Hint()
	if !ok || h.Kind != HintWrongDigit || h.Undos == 0 {
		return refuse("hint", ReasonUnavailable)
	}
	g.ladder = nil
	for range h.Undos {
		if err := g.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// Hinted lists the techniques the player asked hints for in this game (a
// hint counted), in the order asked.
func (g *Game) Hinted() []solver.Technique { return slices.Clone(g.hinted) }

// HintedVariant returns the techniques of the variants' grader whose hints
// were counted in a variant's game, each once, in the order asked (the
// classic projection of those the classic game knows is in Hinted too).
func (g *Game) HintedVariant() []solver.VariantTechnique { return slices.Clone(g.hintedVariant) }
