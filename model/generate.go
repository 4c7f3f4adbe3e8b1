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

// GenerateVariantPuzzle makes a new puzzle of variant v at level lvl and
// grades it: what New game plays once the player chose a variant (the
// classic game is GeneratePuzzle's). The variants are not generated at
// Expert (solver.ErrLevelNotOffered). Killer comes without givens, as the
// classic Killer does. ctx cancels it.
func GenerateVariantPuzzle(ctx context.Context, v solver.Variant, lvl solver.Level, rng *rand.Rand) (Puzzle, error) {
	if v == solver.Classic {
		return GeneratePuzzle(ctx, lvl, rng)
	}
	vp, err := solver.GenerateVariant(ctx, v, lvl, false, rng)
	if err != nil {
		return Puzzle{}, err
	}
	return NewGeneratedVariant(vp, "generated"), nil
}
