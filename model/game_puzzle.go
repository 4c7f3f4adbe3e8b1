package model

import (
	"fmt"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// Puzzle is a grid set up for play: its clues, a solution, its grade and
// where it came from.
type Puzzle struct {
	Givens   solver.Grid
	Solution solver.Grid // the only solution when Unique, else the first one found
	// Unique says that the givens have exactly one solution: a real puzzle.
	// A grid with several solutions can be played but is not a puzzle: it
	// scores nothing and is kept out of the statistics.
	Unique bool
	Grade  solver.Grade // zero when not Unique
	Source string       // where it came from, for the player ("generated", a file name, …)
	// Geometry is the variant's (docs/variants.md): its houses, Jigsaw's
	// regions, Killer's cages. Nil for the classic game.
	Geometry *solver.Geometry
}

// NewPuzzle checks givens and measures them. It returns an error when the
// grid cannot be played at all: a clue repeats (a *solver.ConflictError) or
// no solution exists (solver.ErrNoSolution). A grid with several solutions
// comes back with Unique false and no error: it opens with a warning (see
// Warning).
func NewPuzzle(givens solver.Grid, source string) (Puzzle, error) {
	p := Puzzle{Givens: givens, Source: source}
	if err := givens.Check(); err != nil {
		return Puzzle{}, err
	}
	res := solver.Search(givens, 2)
	if res.Solutions == 0 {
		return Puzzle{}, solver.ErrNoSolution
	}
	p.Solution = res.First
	if res.Solutions == 1 {
		// Shallow: the game grades on the window's UI goroutine, and the
		// nested forcing chains can take seconds (docs/architecture.md).
		gr, err := solver.GradeShallow(givens)
		if err != nil {
			return Puzzle{}, fmt.Errorf("grade: %w", err)
		}
		p.Unique, p.Grade = true, gr
	}
	return p, nil
}

// NewGradedPuzzle is NewPuzzle for a grid whose grade is already known (a
// puzzle just generated and graded off the UI goroutine): it only solves.
func NewGradedPuzzle(givens solver.Grid, grade solver.Grade, source string) (Puzzle, error) {
	sol, err := solver.SolveUnique(givens)
	if err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Givens: givens, Solution: sol, Unique: true, Grade: grade, Source: source}, nil
}

// Warning returns what the player should be told when this grid opens, or
// "" for a real puzzle.
func (p Puzzle) Warning() string {
	if p.Unique {
		return ""
	}
	return "This grid has several solutions: it is not a puzzle and scores nothing."
}

// Level returns the level of the puzzle, or 0 (no level) when it is not a
// puzzle.
func (p Puzzle) Level() solver.Level {
	if !p.Unique {
		return 0
	}
	return p.Grade.Level
}

// Expected returns the expected solving time T (docs/behaviour.md, Scoring and stars).
func (p Puzzle) Expected() time.Duration {
	return ExpectedTime(81-p.Givens.Clues(), p.Grade.Guesses)
}

// Scores reports whether solving it earns points: a unique solution and a
// complexity above zero (a full grid is worth nothing).
func (p Puzzle) Scores() bool { return p.Unique && p.Grade.Complexity > 0 }
