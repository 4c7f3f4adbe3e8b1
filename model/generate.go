package model

import (
	"context"
	"math/rand"

	"github.com/giosudoku/sudoku/solver"
)

// GeneratePuzzle makes a new puzzle of level lvl from rng and grades it:
// what New game plays. It can take a few milliseconds (Expert), so the
// window calls it off the UI goroutine; ctx cancels it.
func GeneratePuzzle(ctx context.Context, lvl solver.Level, rng *rand.Rand) (Puzzle, error) {
	g, err := solver.Generate(ctx, lvl, rng)
	if err != nil {
		return Puzzle{}, err
	}
	gr, err := solver.GradeShallow(g)
	if err != nil {
		return Puzzle{}, err
	}
	return NewGradedPuzzle(g, gr, "generated")
}
