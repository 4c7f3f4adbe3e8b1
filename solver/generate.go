package solver

import (
	"context"
	"fmt"
	"math/rand"
)

// Generate makes a puzzle of the given level: it fills a random grid, then
// empties cells in centrally symmetric pairs (cell i with cell 80−i, the
// centre alone) in a random order, keeping a hole only when the puzzle
// still has exactly one solution. Once the clue count is in the level's
// range (Level.ClueRange) it grades the puzzle after every hole: a puzzle of
// the level is returned, a hole that makes it harder than the level is
// filled again and the next pair tried, an easier one is carved further.
// When no pair is left, or the count would leave the range, it starts again
// from a new grid. A puzzle of a rating the carving gives too often at its
// level (levelSpread) is returned only with a probability, otherwise it too
// starts again from a new grid, so that no rating takes most of a level
// (doc.go, "Spreading the ratings"). The same rng state gives the same
// puzzle.
//
// Generate returns ctx.Err() when ctx is cancelled before a puzzle is found.
func Generate(ctx context.Context, level Level, rng *rand.Rand) (Grid, error) {
	var spread []spreadRule
	if Easy <= level && level <= Master {
		spread = levelSpread[level]
	}
	return generate(ctx, level, rng, nil, spread)
}

// genStats counts what a generation cost: grids filled, puzzles graded, and
// puzzles of the level dropped by the spread rules.
type genStats struct {
	grids, grades, dropped int
}

// generate is Generate with the spread rules given (nil: every puzzle of the
// level is kept, the carving's own distribution of ratings) and the costs
// counted in st when it is not nil.
func generate(ctx context.Context, level Level, rng *rand.Rand, st *genStats, spread []spreadRule) (Grid, error) {
	lo, hi := level.ClueRange()
	if hi == 0 {
		return Grid{}, fmt.Errorf("generate: unknown level %d", level)
	}
	if !knowsLevel(level) {
		return Grid{}, fmt.Errorf("generate: no technique of the solver is rated in %s's band", level)
	}
	var c carver
	var forbid []int // the ratings of spread this grid may not give
	for {
		if err := ctx.Err(); err != nil {
			return Grid{}, err
		}
		c.start(Fill(rng), rng)
		if st != nil {
			st.grids++
		}
		forbid = spreadDraw(spread, rng, forbid[:0])
	carve:
		for c.step() {
			switch {
			case c.clues > hi:
				continue
			case c.clues < lo:
				c.undo() // the centre may still fit
				continue
			}
			if st != nil {
				st.grades++
			}
			// GradeOf's answer, found faster (grade.go).
			cmp, forbidden := rateLevel(c.p, level, forbid)
			switch {
			case cmp == 0 && !forbidden:
				return c.p, nil
			case cmp == 0:
				if st != nil {
					st.dropped++
				}
				break carve // a new grid, and a new draw
			case cmp == 1:
				c.undo() // too hard: try the next pair instead
			}
		}
		// No pair can go: a new grid. (Filling a hole again to empty other
		// pairs instead was tried: it saves grids but not time.)
	}
}

// spreadRule is a rating, in tenths, that the carving gives too often at a
// level, and the percentage of the puzzles of that rating that Generate
// keeps.
type spreadRule struct {
	tenths, keep int
}

// levelSpread holds, for each level, the rules that bring every rating the
// carving gives to at most about 25 % of the level's puzzles, in ascending
// order of rating. They come from the carving's own shares, measured by
// TestGenerateSpreadFigures (which prints the percentages for a chosen
// target): a rating r of share p(r) above the target is kept with
// probability c/p(r), where c is such that the kept shares come to the
// target (doc.go, "Spreading the ratings"). Easy has none: nearly every
// carving with Easy's clues is rated 1.2.
var levelSpread = [Master + 1][]spreadRule{
	Medium: {{23, 28}, {26, 15}, {28, 57}}, // the naked single, pointing, claiming
	Hard:   {{30, 79}, {42, 15}},           // the naked pair, the XY-Wing
	Expert: {{45, 76}, {66, 22}},           // the unique rectangle, the shortest forcing X-chain
	Master: {{71, 23}, {72, 29}},           // the shortest forcing chains
}

// spreadDraw draws, for a new grid, which ratings of spread its puzzle may
// not have: one number u from 0 to 99, and every rule whose keep is u or
// less. A rule's rating is so allowed with probability keep/100. It appends
// them to forbid, in ascending order, and draws nothing when spread is
// empty.
func spreadDraw(spread []spreadRule, rng *rand.Rand, forbid []int) []int {
	if len(spread) == 0 {
		return forbid
	}
	u := rng.Intn(100)
	for _, r := range spread {
		if r.keep <= u {
			forbid = append(forbid, r.tenths)
		}
	}
	return forbid
}

// carver empties symmetric pairs of cells of a complete grid (cell i with
// cell 80−i, the centre alone) in a random order, one kept hole at a time.
// A hole is kept only when the puzzle keeps exactly one solution.
//
// The puzzle is unique before each step, with full as its solution, so the
// check after emptying a pair only has to look for a solution that differs
// from full in one of the two cells (bandSolver.otherSolution, or its
// vector counterpart: uniqueOther, engine.go): much cheaper than counting
// solutions up to 2.
type carver struct {
	full  Grid
	p     Grid      // the puzzle so far
	clues int       // filled cells of p
	order [41]uint8 // pairs in the order they are tried: 0–39 and their mirrors, 40 the centre
	next  int       // the first pair of order not tried yet
	last  int       // the pair the last step emptied
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
		if uniqueOther(&c.z, &c.p, &c.full, i, j) {
			c.p[i], c.p[j] = c.full[i], c.full[j]
			continue
		}
		if i == j {
			c.clues--
		} else {
			c.clues -= 2
		}
		c.last = i
		return true
	}
	return false
}

// undo fills again the pair the last step emptied; the puzzle is as before
// that step (unique), and the next step tries the following pair.
func (c *carver) undo() {
	i, j := c.last, 80-c.last
	c.p[i], c.p[j] = c.full[i], c.full[j]
	if i == j {
		c.clues++
	} else {
		c.clues += 2
	}
}

// knowsLevel reports whether the technique table has a technique rated in
// the level's band, so that a puzzle can be graded l exactly (Master: also
// when the solver is stuck).
func knowsLevel(l Level) bool {
	if l == Master {
		return true
	}
	lo, hi := l.band()
	for _, e := range techniqueTable {
		if r := e.t.tenths(); lo <= r && r <= hi {
			return true
		}
	}
	return false
}
