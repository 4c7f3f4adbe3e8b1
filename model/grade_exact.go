package model

import (
	"slices"

	"github.com/giosudoku/sudoku/solver"
)

// Exact grading in the background (docs/architecture.md, model). The game
// grades with solver.GradeShallow, which leaves out the nested forcing
// chains: a puzzle that needs them (the hardest known, past 9.0) gets a
// lower bound. GradeOf rates it exactly but may take seconds, so the model
// does not run it: it says which givens want it (ExactGradeWanted), the
// window grades them off its UI goroutine (solver.GradeContext), and hands
// the grade back on the UI goroutine (SetExactGrade). The game file keeps
// the exact grade, so a resumed game is not graded again (decodePuzzle).

// NeedsExactGrade reports whether p's grade is GradeShallow's lower bound
// that GradeOf would make exact: a classic puzzle whose shallow grader got
// stuck. A bound of StuckRating or more is GradeOf's own (no technique
// known applies): there is nothing more to find.
func (p Puzzle) NeedsExactGrade() bool {
	return p.Unique && p.variantGeometry() == nil && boundToMakeExact(p.Grade)
}

// boundToMakeExact reports whether gr, a classic grid's shallow grade, is
// a bound that GradeOf would make exact.
func boundToMakeExact(gr solver.Grade) bool {
	return !gr.Exact && gr.Rating < solver.StuckRating
}

// ExactGradeWanted returns the givens of the puzzle on the board when its
// grade is a bound to make exact (NeedsExactGrade), and false otherwise.
// While a grid is being built (the board is not the puzzle) it returns that
// grid once Check grid found it a puzzle whose grade is such a bound
// (CheckEdit), as long as the grid stays as it was checked.
func (g *Game) ExactGradeWanted() (solver.Grid, bool) {
	if g.state == Editing {
		if e := g.checkedEdit(); e != nil && boundToMakeExact(*e.grade) {
			return e.grid, true
		}
		return solver.Grid{}, false
	}
	if !g.puzzle.NeedsExactGrade() {
		return solver.Grid{}, false
	}
	return g.puzzle.Givens, true
}

// checkedEdit returns the memory of the grid being built when CheckEdit
// graded it as it is now, and nil otherwise.
func (g *Game) checkedEdit() *editCount {
	if e := g.lastEdit; e != nil && e.grade != nil && e.grid == g.cur.cells {
		return e
	}
	return nil
}

// SetExactGrade records gr, GradeOf's grade of givens, as the grade of the
// puzzle on the board, when that puzzle is still the one of givens and its
// grade still the shallow bound; it reports whether it did. A grade that
// does not fit the puzzle (other clues, complexity or guesses, a rating
// below the bound, a level other than the bound's) is refused: the grade
// shown is never another puzzle's. A solve already finished shows the
// rating in its result; the level, and so the statistics and the score,
// stay as they were (a bound is Master, and so is every rating past 9.0).
//
// While a grid is being built, givens are the grid Check grid graded
// (ExactGradeWanted): the grade, when it fits, is kept for the next Check
// grid and for the puzzle Play makes of the grid.
func (g *Game) SetExactGrade(givens solver.Grid, gr solver.Grade) bool {
	if g.state == Editing {
		e := g.checkedEdit()
		if e == nil || e.grid != givens || !boundToMakeExact(*e.grade) || !exactFits(*e.grade, gr) {
			return false
		}
		e.grade = &gr
		return true
	}
	p := &g.puzzle
	if givens != p.Givens || !p.NeedsExactGrade() || !exactFits(p.Grade, gr) {
		return false
	}
	p.Grade = gr
	if g.result != nil {
		g.result.Rating, g.result.Bound = gr.Rating, !gr.Exact
	}
	g.touch()
	return true
}

// exactFits reports whether gr can be the full grade of a puzzle whose
// shallow grade is bound: the same figures that do not depend on the
// techniques, a rating at least the bound, and the bound's level.
func exactFits(bound, gr solver.Grade) bool {
	if gr.Clues != bound.Clues || gr.Complexity != bound.Complexity || gr.Guesses != bound.Guesses ||
		gr.Level != bound.Level || gr.Rating < bound.Rating || len(gr.Counts) != len(gr.Techniques) {
		return false
	}
	if gr.Exact {
		return gr.Stuck == 0 && gr.Rating < solver.StuckRating
	}
	return gr.Stuck > 0 && gr.Rating >= solver.StuckRating
}

// savedExactGrade returns the grade a game file kept for a puzzle whose
// shallow grade is bound, when the file's grade is one GradeOf could have
// given it (exactFits, and techniques the solver knows): the game file
// keeps the exact grade so that a resumed game is not graded again.
func savedExactGrade(bound solver.Grade, gj *gradeJSON) (solver.Grade, bool) {
	if gj.Exact == nil {
		return solver.Grade{}, false
	}
	lvl, err := solver.ParseLevel(gj.Level)
	if err != nil {
		return solver.Grade{}, false
	}
	gr := solver.Grade{Level: lvl, Rating: gj.Rating, Exact: *gj.Exact, Complexity: gj.Complexity,
		Clues: gj.Clues, Guesses: gj.Guesses, Techniques: slices.Clone(gj.Techniques),
		Counts: slices.Clone(gj.Counts), Hardest: gj.Hardest, Stuck: gj.Stuck}
	if !exactFits(bound, gr) {
		return solver.Grade{}, false
	}
	known := func(k string) bool { _, err := solver.ParseTechnique(k); return err == nil }
	if gr.Hardest != "" && !known(gr.Hardest) {
		return solver.Grade{}, false
	}
	for i, k := range gr.Techniques {
		if !known(k) || gr.Counts[i] < 1 {
			return solver.Grade{}, false
		}
	}
	return gr, true
}
