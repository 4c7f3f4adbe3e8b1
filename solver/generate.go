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
// reached. It grades the puzzle at every clue count of the level's range on
// the way down (Expert: once, carved as far as uniqueness allows) and returns
// the first that has the level; when none has, it starts again from a new
// grid. The same rng state gives the same puzzle.
//
// Generate returns ctx.Err() when ctx is cancelled before a puzzle is found.
func Generate(ctx context.Context, level Level, rng *rand.Rand) (Grid, error) {
	lo, hi := level.ClueRange()
	if hi == 0 {
		return Grid{}, fmt.Errorf("generate: unknown level %d", level)
	}
	var c carver
	for {
		if err := ctx.Err(); err != nil {
			return Grid{}, err
		}
		c.start(Fill(rng), rng)
		if level == Expert {
			// As few clues as uniqueness allows: the hardest this grid gives.
			for c.clues > lo && c.step() {
			}
			if c.clues <= hi && hasLevel(c.p, level) { // the grade GradeOf gives, found faster (grade.go)
				return c.p, nil
			}
			continue
		}
		for c.clues > hi && c.step() {
		}
		// Too easy a grade at one count may be right a pair of holes later.
		for lo <= c.clues && c.clues <= hi {
			if hasLevel(c.p, level) {
				return c.p, nil
			}
			if !c.step() {
				break
			}
		}
	}
}

// carver empties symmetric pairs of cells of a complete grid (cell i with
// cell 80−i, the centre alone) in a random order, one kept hole at a time.
// A hole is kept only when the puzzle keeps exactly one solution.
//
// The puzzle is unique before each step, with full as its solution, so the
// check after emptying a pair only has to look for a solution that differs
// from full in one of the two cells (bandSolver.otherSolution): much cheaper
// than counting solutions up to 2.
type carver struct {
	full  Grid
	p     Grid      // the puzzle so far
	clues int       // filled cells of p
	order [41]uint8 // pairs in the order they are tried: 0–39 and their mirrors, 40 the centre
	next  int       // the first pair of order not tried yet
	z     bandSolver
}

// start sets the carver to the full grid and draws the order of the pairs.
func (c *carver) start(full Grid, rng *rand.Rand) {
	c.full, c.p, c.clues, c.next = full, full, 81, 0
	for k := range c.order {
		c.order[k] = uint8(k)
	}
	for k := len(c.order) - 1; k > 0; k-- {
		j := rng.Intn(k + 1)
		c.order[k], c.order[j] = c.order[j], c.order[k]
	}
}

// step empties the next pair of cells, in order, that leaves exactly one
// solution. It returns false when every pair has been tried.
func (c *carver) step() bool {
	for c.next < len(c.order) {
		i := int(c.order[c.next])
		j := 80 - i
		c.next++
		c.p[i], c.p[j] = 0, 0
		if c.z.otherSolution(&c.p, &c.full, i, j) {
			c.p[i], c.p[j] = c.full[i], c.full[j]
			continue
		}
		if i == j {
			c.clues--
		} else {
			c.clues -= 2
		}
		return true
	}
	return false
}
