package solver

import (
	"context"
	"errors"
	"math/bits"
	"slices"
)

// Grade is the measured difficulty of a puzzle. How its Level follows from
// the other fields is written in doc.go ("How a level is decided").
type Grade struct {
	Level Level // the level of the rating (see levelFor)
	// Rating is the hardest step of the logical solve on Sudoku Explainer's
	// scale, to tenths: 1.0 (full house) and up. When Exact it is the rating
	// Sudoku Explainer 1.2.1 gives. Otherwise (Stuck > 0) it is a lower
	// bound: the hardest step before the first stuck one, and never less
	// than StuckRating (the puzzle needs a technique the solver does not
	// know, and every technique rated below StuckRating is known). Steps
	// after a stuck one work on a grid with a digit given and bound nothing.
	Rating float64
	// Exact reports whether Rating is the puzzle's rating (the techniques
	// finished the grid, Stuck is 0) rather than a lower bound.
	Exact      bool
	Complexity int // empty cells plus guesses (docs/behaviour.md, Scoring and stars)
	Clues      int // filled cells of the puzzle
	Guesses    int // digits the cell engine tries at branch points (see Complexity)
	// Techniques lists the identifiers (Technique.String) of the techniques
	// the logical solve used, easiest first, each once (FromSolution is not
	// a technique: Stuck counts it). Counts gives how many steps each took;
	// LogicalSteps gives every step.
	Techniques []string
	Counts     []int // steps of each technique of Techniques, same order
	// Hardest is the identifier of the technique of the hardest step (the
	// first step of that rating; after a stuck step too, so it may be rated
	// above a bound), "" when there was none (a full grid, or
	// only FromSolution steps).
	Hardest string
	// Stuck counts the times no technique applied and the grader placed a
	// digit of the solution (a FromSolution step) to go on.
	Stuck int
}

// StuckRating is the least rating of a puzzle the logical solver cannot
// finish: the solver knows every producer of Sudoku Explainer 1.2.1, up to
// its dynamic forcing chains with five levels of nested techniques (its
// rows 1–30), tried in its order and scanning in its orders, so where the
// solver is stuck Sudoku Explainer is stuck too, and rates the puzzle
// 20.0 (its rating for "no technique applies").
const StuckRating = 20.0

// The level rule's bounds: the highest rating of each level, in tenths
// (see doc.go, "How a level is decided"). Master has no upper bound.
const (
	easyTenths   = 20 // singles and the direct techniques rated below the naked single
	mediumTenths = 28 // naked single, direct hidden triple, pointing, claiming
	hardTenths   = 44 // subsets, X-Wing, swordfish, XY-Wing, XYZ-Wing
	expertTenths = 69 // uniqueness, BUG, quads, Jellyfish, exclusion, cycles, X-chains
)

// stuckTenths is StuckRating in tenths (a rating has one decimal).
const stuckTenths = int(StuckRating * 10)

// ShallowStuckRating is the least rating of a puzzle that GradeShallow
// cannot finish (every technique below the nested forcing chains is tried),
// and so the least bound it gives.
const ShallowStuckRating = 9.0

const shallowStuckTenths = int(ShallowStuckRating * 10)

// stuckAt is the lower bound of a grid this solver is stuck on, in tenths.
func (l *logic) stuckAt() int {
	if l.shallow {
		return shallowStuckTenths
	}
	return stuckTenths
}

// levelFor is the level rule of doc.go: the rating in tenths, and whether
// it is exact. A lower bound (a grid the solver is stuck on) is Master
// whatever its value: see doc.go for why.
func levelFor(tenths int, exact bool) Level {
	switch {
	case !exact:
		return Master
	case tenths <= easyTenths:
		return Easy
	case tenths <= mediumTenths:
		return Medium
	case tenths <= hardTenths:
		return Hard
	case tenths <= expertTenths:
		return Expert
	}
	return Master
}

// GradeOf measures a puzzle: it solves it with the logical solver, the
// easiest technique at each step, taking the solution's digit in the cell
// with the fewest candidates where no technique applies (see Grade). It
// returns an error when g is not a puzzle: clashing clues (*ConflictError),
// no solution (ErrNoSolution) or several solutions (ErrSeveralSolutions).
func GradeOf(g Grid) (Grade, error) { return gradeOf(g, false) }

// GradeShallow is GradeOf without the nested forcing chains: a puzzle that
// needs them is stuck, its rating a lower bound (the hardest step before,
// at least ShallowStuckRating, 9.0) and its level Master, as GradeOf's would
// be. It answers within tens of
// milliseconds where GradeOf can take seconds (the hardest puzzles known),
// for callers that cannot wait: the game grades with it on the window's
// UI goroutine, the command line's grade with GradeOf.
func GradeShallow(g Grid) (Grade, error) { return gradeOf(g, true) }

// GradeContext is GradeOf that stops when ctx is cancelled, returning
// ctx's error: for a caller that grades the hardest puzzles in the
// background and may no longer want the answer (the game's window grades
// exactly what GradeShallow left as a bound, docs/architecture.md). It
// looks at ctx between the steps of the path and, in the nested forcing
// chains, which may take seconds a step, between the cells of a search.
func GradeContext(ctx context.Context, g Grid) (Grade, error) {
	if err := ctx.Err(); err != nil {
		return Grade{}, err
	}
	gr, err := gradeWith(g, false, ctx.Done())
	if err == errCancelled {
		return Grade{}, ctx.Err()
	}
	return gr, err
}

// errCancelled is path's answer when its grading was cancelled; the
// exported functions give the context's error instead.
var errCancelled = errors.New("grading cancelled")

func gradeOf(g Grid, shallow bool) (Grade, error) { return gradeWith(g, shallow, nil) }

func gradeWith(g Grid, shallow bool, done <-chan struct{}) (Grade, error) {
	sol, err := SolveUnique(g)
	if err != nil {
		return Grade{}, err
	}
	c, guesses := uniqueComplexity(g) // SolveUnique has shown it is a puzzle
	gr := Grade{Complexity: c, Clues: g.Clues(), Guesses: guesses}

	var l logic
	var b stepBuf
	defer b.release()
	l.init(g)
	l.shallow = shallow
	l.done = done
	p, err := l.path(&b, &sol, 0)
	if err == nil && l.cancelled() {
		err = errCancelled // the last step may have been cut short
	}
	if err != nil {
		return Grade{}, err
	}
	gr.Stuck = p.stuck
	gr.Exact = p.stuck == 0
	gr.Rating = float64(p.tenths) / 10
	if p.hardest != 0 {
		gr.Hardest = p.hardest.String()
	}
	for t := FullHouse; t < FromSolution; t++ {
		if p.counts[t] > 0 {
			gr.Techniques = append(gr.Techniques, t.String())
			gr.Counts = append(gr.Counts, p.counts[t])
		}
	}
	gr.Level = levelFor(p.tenths, gr.Exact)
	return gr, nil
}

// pathResult sums up a logical solve: the rating in tenths (when stuck, the
// lower bound: the hardest step before the first stuck one, at least
// stuckTenths), the technique of the first hardest step taken (after a
// stuck step too), the stuck steps and the steps of each technique.
type pathResult struct {
	tenths  int
	hardest Technique
	stuck   int
	counts  [NumTechniques]int
}

// path runs the grader's path from the current state to the end: the
// easiest step each time, the solution's digit (sol) where none applies.
// With stop > 0 it returns as soon as the rating reaches stop tenths or the
// solver is stuck (the rest of the result is then partial).
func (l *logic) path(b *stepBuf, sol *Grid, stop int) (pathResult, error) {
	var p pathResult
	steps := 0 // tenths of the hardest step taken
	for n := 0; l.empty > 0; n++ {
		if n > maxSteps {
			return p, errLogicLoop
		}
		if l.cancelled() {
			return p, errCancelled
		}
		if !l.find(b) {
			if !l.fromSolution(b, sol) {
				return p, errLogicLoop
			}
			if p.stuck == 0 {
				// Up to here the path is Sudoku Explainer's; what follows is
				// on an easier grid (a digit given), so it bounds nothing.
				p.tenths = max(steps, l.stuckAt())
			}
			p.stuck++
		}
		t := b.s.Technique
		p.counts[t]++
		if st := b.s.tenths(); t != FromSolution && st > steps {
			steps = st
			p.hardest = t
		}
		if p.stuck == 0 {
			p.tenths = steps
		}
		if stop > 0 && (p.tenths >= stop || p.stuck > 0) {
			return p, nil
		}
		l.apply(&b.s)
	}
	return p, nil
}

// maxSteps bounds the steps of a solve: each step places a digit or removes
// a candidate, and there are 81 × 9 candidates.
const maxSteps = 81 * 9

// errLogicLoop reports a logical solve that does not end, which only a bug
// in a technique can cause (a step that changes nothing or removes a
// solution's digit); the loops stop rather than hang.
var errLogicLoop = errors.New("internal error: the logical solver does not converge")

// singles places hidden singles (full houses included) until none is
// left, and naked singles too when naked is true, and reports whether it
// placed a naked single. The order does not change where it ends (see
// "Fast paths" in doc.go).
func (l *logic) singles(naked bool) bool {
	usedNaked := false
	for progress := true; progress && l.empty > 0; {
		progress = false
		for u := range l.pos {
			for d := uint8(1); d <= 9; d++ {
				if p := l.pos[u][d]; p != 0 && p&(p-1) == 0 {
					l.place(int(Units[u][bits.TrailingZeros16(p)]), d)
					progress = true
				}
			}
		}
		if progress || !naked {
			continue
		}
		for c, m := range l.cand {
			if m != 0 && m&(m-1) == 0 {
				l.place(c, m.Lowest())
				progress, usedNaked = true, true
			}
		}
	}
	return usedNaked
}

// closure applies the techniques rated at most capTenths until the grid is
// full or none applies, singles in bulk, the others in the table's order
// (an order that does not change where it ends, see "Fast paths" in
// doc.go). It reports whether the grid is full.
func (l *logic) closure(b *stepBuf, capTenths int) bool {
	naked := capTenths >= NakedSingle.tenths()
	for n := 0; n <= maxSteps; n++ {
		l.singles(naked)
		if l.empty == 0 {
			return true
		}
		found := false
		for i := range techniqueTable {
			e := &techniqueTable[i]
			if e.single {
				continue
			}
			if e.t.tenths() > capTenths {
				continue // (the table is in Sudoku Explainer's order, not the scale's)
			}
			if p := plainOf[e.t]; p != 0 && p.tenths() <= capTenths {
				continue // its placement follows from p's eliminations and a hidden single
			}
			if e.find != nil && e.find(l, b) && b.s.tenths() <= capTenths {
				l.apply(&b.s)
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return false
}

// plainOf gives, for each direct technique, the technique whose
// eliminations leave its placement as a hidden single: a closure that has
// the plain one does not need the direct one.
var plainOf = [NumTechniques]Technique{
	DirectPointing: Pointing, DirectClaiming: Claiming,
	DirectHiddenPair: HiddenPair, DirectHiddenTriple: HiddenTriple,
}

// hasLevel reports whether puzzle p, which must have exactly one solution,
// grades level want: the same answer as GradeOf(p).Level == want, found
// faster for the generator (see compareLevel).
func hasLevel(p Grid, want Level) bool { return compareLevel(p, want) == 0 }

// compareLevel tells where puzzle p, which must have exactly one solution,
// stands against level want: -1 when GradeOf would grade it an easier
// level, 0 when it grades want, +1 when it grades a harder one. Up to Hard
// it only asks whether the techniques up to two consecutive bounds finish
// the grid (closure); for Expert and Master it applies the techniques up to
// Hard's bound in bulk, then follows the grader's own path from there (the
// same steps, see "Fast paths" in doc.go), stopping once the rating reaches
// Master's or the solver is stuck. It computes the solution only when that
// path needs it, and skips the complexity.
func compareLevel(p Grid, want Level) int {
	cmp, _ := rateLevel(p, want, nil)
	return cmp
}

// rateLevel is compareLevel that also tells, when p grades want, whether
// its rating is one of those in forbid (in tenths, ascending). Up to Hard it
// raises the closure's bound through each rating r of forbid (r−1, then
// r: the first bound the closure finishes under is the rating at most);
// for Expert the path gives the rating; for Master it follows the path on
// from the step that reached 7.0 until the rating passes forbid's last.
// With forbid empty it costs what compareLevel costs. Forbid's ratings are
// above Easy's band: the closure places every hidden single at once, so it
// cannot tell 1.2 from 1.5.
func rateLevel(p Grid, want Level, forbid []int) (cmp int, forbidden bool) {
	var l logic
	var b stepBuf
	defer b.release()
	l.init(p)
	// The nested chains (9.0 and up) cannot change a level: a grid that
	// needs them is Master either way, and they can take seconds.
	l.shallow = true
	var below, upTo int // the bounds of want's band, in tenths
	switch want {
	case Easy:
		below, upTo = -1, easyTenths
	case Medium:
		below, upTo = easyTenths, mediumTenths
	case Hard:
		below, upTo = mediumTenths, hardTenths
	case Expert, Master:
		if l.closure(&b, hardTenths) {
			return -1, false
		}
		sol, ok := l.solution()
		if !ok {
			return -1, false // not a puzzle (the caller's contract is broken)
		}
		r, err := l.path(&b, &sol, expertTenths+1)
		if err != nil {
			return -1, false
		}
		got := levelFor(r.tenths, r.stuck == 0)
		switch {
		case got < want:
			return -1, false
		case got > want:
			return 1, false
		case len(forbid) == 0 || r.stuck > 0:
			// (A stuck grid's bound, 9.0 or more, is no rating of forbid.)
			return 0, false
		case want == Expert:
			return 0, slices.Contains(forbid, r.tenths)
		}
		// Master: the path stopped before the step that reached 7.0 or
		// more; take it and follow the path on while the rating may still
		// be one of forbid's.
		stop := forbid[len(forbid)-1] + 1
		if r.tenths >= stop {
			return 0, false
		}
		l.apply(&b.s)
		rest, err := l.path(&b, &sol, stop)
		if err != nil || rest.stuck > 0 {
			return 0, false
		}
		return 0, slices.Contains(forbid, max(r.tenths, rest.tenths))
	default:
		return -1, false
	}
	if below >= 0 && l.closure(&b, below) {
		return -1, false
	}
	for _, r := range forbid {
		if l.closure(&b, r-1) {
			return 0, false // rated below r, and above forbid's ratings before r
		}
		if l.closure(&b, r) {
			return 0, true
		}
	}
	if l.closure(&b, upTo) {
		return 0, false
	}
	return 1, false
}

// solution returns the solution of the current grid (the puzzle's, since
// every step so far was sound), found by the band engine.
func (l *logic) solution() (Grid, bool) {
	r := Search(l.g, 1)
	return r.First, r.Solutions > 0
}
