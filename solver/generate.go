package solver

import (
	"context"
	"fmt"
	"math/rand"
)

// Generate makes a puzzle of the given level (SPEC 2.3): it fills a random
// grid, then empties cells in centrally symmetric pairs (cell i with cell
// 80−i, the centre alone) in a random order, keeping a hole only when the
// puzzle still has exactly one solution, until the level's clue count is
// reached. When the grade of the result is not the level asked for, it starts
// again from a new grid. The same rng state gives the same puzzle.
//
// Generate returns ctx.Err() when ctx is cancelled before a puzzle is found.
func Generate(ctx context.Context, level Level, rng *rand.Rand) (Grid, error) {
	lo, hi := level.ClueRange()
	if hi == 0 {
		return Grid{}, fmt.Errorf("generate: unknown level %d", level)
	}
	// Expert puzzles are carved as far as uniqueness allows; the others stop
	// as soon as the clue count is in range.
	stop := hi
	if level == Expert {
		stop = lo
	}
	for {
		if err := ctx.Err(); err != nil {
			return Grid{}, err
		}
		p, clues := carve(Fill(rng), stop, rng)
		if clues < lo || clues > hi {
			continue
		}
		if hasLevel(p, level) { // the grade GradeOf gives, found faster (grade.go)
			return p, nil
		}
	}
}

// carve empties symmetric pairs of cells of the complete grid full (cell i
// with cell 80−i, the centre alone) in a random order, keeping each hole that
// leaves exactly one solution, until the clue count is at most stop or every
// pair has been tried. It returns the puzzle and its clue count.
func carve(full Grid, stop int, rng *rand.Rand) (Grid, int) {
	p := full
	clues := 81
	for _, i := range rng.Perm(41) { // 0–39 and their mirrors; 40 is the centre
		if clues <= stop {
			break
		}
		j := 80 - i
		p[i], p[j] = 0, 0
		if CountSolutions(p, 2) != 1 {
			p[i], p[j] = full[i], full[j]
			continue
		}
		if i == j {
			clues--
		} else {
			clues -= 2
		}
	}
	return p, clues
}
