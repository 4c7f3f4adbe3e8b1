package model

import (
	"errors"
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// Edit enters Editing (create mode, docs/behaviour.md, Creating a grid) from any other state, with the
// givens of the puzzle on the board as the starting grid (Clear empties it).
// A game in progress is abandoned: ask first (see NeedsConfirm with ActEdit).
func (g *Game) Edit() error { return g.Do(ActEdit) }

// doEdit carries out Edit once Do found it enabled (actionTable).
func (g *Game) doEdit() error {
	g.leave()
	g.reset()
	g.state = Editing
	g.editStart = g.cur.cells
	g.lastEdit = nil
	g.touch()
	return nil
}

// EditChanged reports whether the grid being built differs from the one
// Editing began with: leaving would lose work.
func (g *Game) EditChanged() bool {
	return g.state == Editing && g.cur.cells != g.editStart
}

// ClearEdit empties the grid being built, as one change.
func (g *Game) ClearEdit() error { return g.Do(ActClear) }

// doClearEdit carries out ClearEdit once Do found it enabled (actionTable).
func (g *Game) doClearEdit() error {
	g.commit(snapshot{})
	return nil
}

// FillEdit replaces the grid being built with grid, as one change: the
// "generate" action of create mode, once the puzzle was generated off the UI
// goroutine.
func (g *Game) FillEdit(grid solver.Grid) error {
	if err := g.ready("generate", Editing); err != nil {
		return err
	}
	for i, d := range grid {
		if d > 9 {
			return &RefusedError{Event: "generate", Reason: ReasonNotDigit, Cell: i, Digit: d}
		}
	}
	g.commit(snapshot{cells: grid})
	return nil
}

// Verdict is the kind of answer CheckEdit gives.
type Verdict uint8

// The verdicts on a grid being built, from the worst.
const (
	VerdictClash      Verdict = iota + 1 // a digit repeats in a row, column or box
	VerdictNoSolution                    // no completion exists
	VerdictSeveral                       // several completions: not a puzzle
	VerdictUnique                        // exactly one solution: a puzzle
)

// EditReport is the answer to CheckEdit.
type EditReport struct {
	Verdict Verdict
	Clash   *solver.ConflictError // the two cells, with VerdictClash
	Grade   solver.Grade          // the puzzle's grade, with VerdictUnique
}

// String words the report in English for logs and tests; the window words
// it through its catalogue.
func (r EditReport) String() string {
	switch r.Verdict {
	case VerdictClash:
		return fmt.Sprintf("Clash at %s and %s: both hold %d.",
			solver.CellName(r.Clash.A), solver.CellName(r.Clash.B), r.Clash.Digit)
	case VerdictNoSolution:
		return "No solution."
	case VerdictSeveral:
		return "Several solutions: this grid is not a puzzle."
	case VerdictUnique:
		return fmt.Sprintf("Exactly one solution. Level %s, complexity %d.",
			r.Grade.Level, r.Grade.Complexity)
	}
	return "Not checked."
}

// CheckEdit tells whether the grid being built is a puzzle: a clash between
// two cells, no solution, several solutions, or exactly one solution with
// its level and complexity (docs/behaviour.md, Creating a grid). It changes nothing
// but the memory of the grid checked: a grade that is the shallow grader's
// bound is then wanted exactly (ExactGradeWanted), and once it came
// (SetExactGrade) CheckEdit reports it.
func (g *Game) CheckEdit() (EditReport, error) {
	if err := g.ready("check grid", Editing); err != nil {
		return EditReport{}, err
	}
	grid := g.cur.cells
	var ce *solver.ConflictError
	if err := grid.Check(); errors.As(err, &ce) {
		return EditReport{Verdict: VerdictClash, Clash: ce}, nil
	} else if err != nil {
		return EditReport{}, refuseErr("check grid", ReasonBadGrid, err)
	}
	switch g.editSolutions() {
	case 0:
		return EditReport{Verdict: VerdictNoSolution}, nil
	case 1:
		if e := g.lastEdit; e.grade != nil {
			return EditReport{Verdict: VerdictUnique, Grade: *e.grade}, nil
		}
		gr, err := solver.GradeShallow(grid)
		if err != nil {
			return EditReport{}, fmt.Errorf("check grid: %w", err)
		}
		g.lastEdit.grade = &gr
		return EditReport{Verdict: VerdictUnique, Grade: gr}, nil
	}
	return EditReport{Verdict: VerdictSeveral}, nil
}

// editSolutions counts the solutions of the grid being built, up to 2,
// remembering the answer for the same grid. A grid with clashes has 0.
func (g *Game) editSolutions() int {
	grid := g.cur.cells
	if g.lastEdit == nil || g.lastEdit.grid != grid {
		g.lastEdit = &editCount{grid: grid, count: solver.CountSolutions(grid, 2)}
	}
	return g.lastEdit.count
}

// Play plays the grid being built: its digits become the givens and the game
// starts (docs/behaviour.md, Creating a grid). It is refused, with the reason, when digits clash or no
// solution exists; a grid with several solutions is refused too unless
// confirmed is true — it then plays but is not a puzzle and scores nothing.
func (g *Game) Play(confirmed bool) error {
	if err := g.ready("play", Editing); err != nil {
		return err
	}
	grid := g.cur.cells
	if err := grid.Check(); err != nil {
		return refuseErr("play", ReasonBadGrid, err)
	}
	n := g.editSolutions()
	switch {
	case n == 0:
		return refuse("play", ReasonNoSolution)
	case n > 1 && !confirmed:
		return refuse("play", ReasonSeveral)
	}
	p, err := NewPuzzle(grid, "created")
	if err != nil {
		return refuseErr("play", ReasonBadGrid, err)
	}
	if e := g.lastEdit; e != nil && e.grid == grid && e.grade != nil && e.grade.Exact && p.NeedsExactGrade() && exactFits(p.Grade, *e.grade) {
		p.Grade = *e.grade // graded exactly while the grid was checked
	}
	g.puzzle = p
	g.enterPlaying()
	return nil
}
