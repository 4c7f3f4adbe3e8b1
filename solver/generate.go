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
//
// The puzzle is unique before each step, with full as its solution, so the
// check after emptying a pair only has to look for a solution that differs
// from full in one of the two cells (bandSolver.otherSolution).
func carve(full Grid, stop int, rng *rand.Rand) (Grid, int) {
	var z bandSolver
	var order [41]uint8 // 0–39 and their mirrors; 40 is the centre
	for k := range order {
		order[k] = uint8(k)
	}
	for k := len(order) - 1; k > 0; k-- {
		j := rng.Intn(k + 1)
		order[k], order[j] = order[j], order[k]
	}
	p := full
	clues := 81
	for _, c := range order {
		if clues <= stop {
			break
		}
		i, j := int(c), 80-int(c)
		p[i], p[j] = 0, 0
		if z.otherSolution(&p, &full, i, j) {
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
