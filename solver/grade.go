package solver

import (
	"errors"
	"math/bits"
)

// Grade is the measured difficulty of a puzzle. How its Level follows from
// the other fields is written in doc.go ("How a level is decided").
type Grade struct {
	Level Level // the level the measurements put it in
	// Rating is the hardest step of the logical solve on Sudoku Explainer's
	// scale (SPEC 2.6): 1.0 (full house) … 9.x (dynamic forcing chains).
	// When Stuck is 0 it is the rating Sudoku Explainer gives. When Stuck > 0
	// it is a lower bound, never less than StuckRating: the puzzle needs a
	// technique the solver does not know (nested forcing chains).
	Rating     float64
	Complexity int // empty cells plus guesses (SPEC 2.5)
	Clues      int // filled cells of the puzzle
	Guesses    int // digits the cell engine tries at branch points (SPEC 2.5)
	// Techniques lists the identifiers (Technique.String) of the techniques
	// the logical solve used, easiest first, each once (FromSolution is not
	// a technique: Stuck counts it). LogicalSteps gives every step.
	Techniques []string
	// Hardest is the identifier of the hardest technique used (the last of
	// Techniques), "" when none was (a full grid, or only FromSolution).
	Hardest string
	// Stuck counts the times no technique applied and the grader placed a
	// digit of the solution (a FromSolution step) to go on.
	Stuck int
}

// StuckRating is the least rating of a puzzle the logical solver cannot
// finish: the solver knows Sudoku Explainer 1.2.1's producers up to its
// dynamic forcing chains (its rows 1–25), tried in its order and scanning
// in its orders, so where the solver is stuck Sudoku Explainer needs its
// dynamic forcing chains with nested techniques, rated 9.0 or more.
const StuckRating = 9.0

// stuckBoundTenths is StuckRating × 10.
const stuckBoundTenths = 90

// Rating thresholds, in tenths, of the level rule (see doc.go).
const (
	singlesTenths = 23 // up to the naked single: Easy or Medium by clues
	lockedTenths  = 28 // up to claiming: Medium
	stuckTenths   = 65 // the least chain (Hard up to it; a stuck step counts as it)
	easyClues     = 40 // clues an Easy puzzle has at least
	hardClues     = 27 // clues a puzzle with one stuck step needs to be Hard
)

// levelFor is the level rule of doc.go: clues, the hardest step's rating in
// tenths, and the number of stuck steps.
func levelFor(clues, tenths, stuck int) Level {
	switch {
	case stuck == 0 && tenths <= singlesTenths && clues >= easyClues:
		return Easy
	case stuck == 0 && tenths <= lockedTenths:
		return Medium
	case stuck == 0 && tenths <= stuckTenths:
		return Hard
	case stuck == 1 && tenths <= stuckTenths && clues >= hardClues:
		return Hard
	}
	return Expert
}

// GradeOf measures a puzzle: it solves it with the logical solver, the
// easiest technique at each step, taking the solution's digit in the cell
// with the fewest candidates where no technique applies (see Grade). It
// returns an error when g is not a puzzle: clashing clues (*ConflictError),
// no solution (ErrNoSolution) or several solutions (ErrSeveralSolutions).
func GradeOf(g Grid) (Grade, error) {
	sol, err := SolveUnique(g)
	if err != nil {
		return Grade{}, err
	}
	c, guesses := uniqueComplexity(g) // SolveUnique has shown it is a puzzle
	gr := Grade{Complexity: c, Clues: g.Clues(), Guesses: guesses}

	var l logic
	var b stepBuf
	defer b.release()
	var counts [NumTechniques]int
	tenths := 0
	l.init(g)
	for n := 0; l.empty > 0; n++ {
		if n > maxSteps {
			return Grade{}, errLogicLoop
		}
		if !l.find(&b) {
			if !l.fromSolution(&b, &sol) {
				return Grade{}, errLogicLoop
			}
			gr.Stuck++
		}
		t := b.s.Technique
		counts[t]++
		if st := b.s.tenths(); t != FromSolution && st > tenths {
			tenths = st
			gr.Hardest = t.String()
		}
		l.apply(&b.s)
	}
	if gr.Stuck > 0 {
		// The level rule reads the rating as it did before the chains; the
		// rating itself is the bound the chains give (see StuckRating).
		gr.Rating = float64(max(tenths, stuckBoundTenths)) / 10
		tenths = max(tenths, stuckTenths)
	} else {
		gr.Rating = float64(tenths) / 10
	}
	for t := FullHouse; t < FromSolution; t++ {
		if counts[t] > 0 {
			gr.Techniques = append(gr.Techniques, t.String())
		}
	}
	gr.Level = levelFor(gr.Clues, tenths, gr.Stuck)
	return gr, nil
}

// maxSteps bounds the steps of a solve: each step places a digit or removes
// a candidate, and there are 81 × 9 candidates.
const maxSteps = 81 * 9

// errLogicLoop reports a logical solve that does not end, which only a bug
// in a technique can cause (a step that changes nothing or removes a
// solution's digit); the loops stop rather than hang.
var errLogicLoop = errors.New("internal error: the logical solver does not converge")

// singles places hidden and naked singles (full houses included) until none
// is left. The order does not change where it ends (see "Fast paths" in
// doc.go).
func (l *logic) singles() {
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
		for c, m := range l.cand {
			if m != 0 && m&(m-1) == 0 {
				l.place(c, m.Lowest())
				progress = true
			}
		}
	}
}

// climb applies techniques rated at most capTenths until the grid is full
// or none applies: singles in bulk, otherwise the easiest other technique.
// It returns whether the grid is full and the rating in tenths of the
// hardest technique other than singles it used (0 when none).
func (l *logic) climb(b *stepBuf, capTenths int) (bool, int) {
	hardest := 0
	for n := 0; n <= maxSteps; n++ {
		l.singles()
		if l.empty == 0 {
			return true, hardest
		}
		found := false
		for i := range techniqueTable {
			e := &techniqueTable[i]
			if e.single {
				continue
			}
			if e.t.tenths() > capTenths {
				break
			}
			if e.find != nil && e.find(l, b) {
				hardest = max(hardest, b.s.tenths())
				l.apply(&b.s)
				found = true
				break
			}
		}
		if !found {
			return false, hardest
		}
	}
	return false, hardest
}

// hasLevel reports whether puzzle p, which must have exactly one solution,
// grades level want: the same answer as GradeOf(p).Level == want, found
// faster for the generator. It places singles in bulk, stops as soon as the
// answer is known, computes the solution only when it needs a stuck step,
// and skips the complexity.
func hasLevel(p Grid, want Level) bool {
	clues := p.Clues()
	var l logic
	var b stepBuf
	defer b.release()
	l.init(p)
	switch want {
	case Easy:
		if clues < easyClues {
			return false
		}
		done, _ := l.climb(&b, singlesTenths)
		return done
	case Medium:
		done, hardest := l.climb(&b, lockedTenths)
		return done && levelFor(clues, hardest, 0) == Medium
	case Hard, Expert:
		done, hardest := l.climb(&b, stuckTenths)
		if done {
			return levelFor(clues, hardest, 0) == want
		}
		if clues < hardClues {
			return want == Expert
		}
		// A technique past 6.5 here makes it Expert; otherwise one stuck
		// step: Hard if the techniques finish the grid after it.
		if findAboveStuck(&l, &b) {
			return want == Expert
		}
		r := Search(l.g, 1)
		if r.Solutions == 0 {
			return false
		}
		c := l.stuckCell()
		l.place(c, r.First[c])
		done, _ = l.climb(&b, stuckTenths)
		return done == (want == Hard)
	}
	return false
}
