package solver

// SearchResult is the outcome of a search for solutions.
type SearchResult struct {
	Solutions int   // solutions found, at most the limit asked for
	First     Grid  // the first solution found, when Solutions > 0
	Stats     Stats // the work done
}

// Search looks for up to limit solutions of g (limit < 1 counts as 1).
// Clashing clues, or a digit out of range, give no solution. It never
// hangs: an empty grid with limit 2 returns at once. Search(g, 2) is the
// uniqueness check: first solution and proof that there is no other.
//
// Search runs the engine chosen for solving (engine.go): the band engine
// (band.go), or a vector engine where the build has one, the CPU runs it
// and the default switch gives it solving, from the start or handed over
// to by the band engine (handover.go: at its first guess when the puzzle
// looks hard, else once it has made a few guesses without finishing). None allocates. The number of solutions does not depend
// on the engine, nor does First when g has one solution; when g has
// several, First is one of them, and the engines, which search in
// different orders, may give different ones.
//
// On the band engine, Stats count: Placements, the cells solved by
// propagation (a row of a band with one place left for a digit, or a cell
// with one digit left); Guesses, the branch points, where the engine
// assumes a digit in a cell and saves the other branch (the same cell
// without that digit) to resume later; Backtracks, the branches that ended
// in a contradiction. When the search on cells hands over to the search on
// digits (band.go), they add up the work of both. On a vector engine only
// Guesses is counted: its branch points, where it assumes that a digit
// crosses a band by one configuration and later that it does not
// (docs/performance.md); it propagates boxes and bands rather than placing
// cells, and Placements and Backtracks stay 0. When the band engine hands
// over to a vector engine, Stats are the band engine's work up to the
// hand-over plus the vector engine's guesses (it starts again from the
// cells solved in the band engine's last state that holds every solution:
// handOverStart). These figures are not those of the cell engine, which
// defines Complexity.
func Search(g Grid, limit int) SearchResult {
	n, first, st := search(&g, limit, workSolve)
	return SearchResult{Solutions: n, First: first, Stats: st}
}

// Solve returns the first solution of g, or an error that says why there is
// none: a *ConflictError naming two cells that hold the same digit in one
// unit, or ErrNoSolution.
func Solve(g Grid) (Grid, error) {
	if err := g.Check(); err != nil {
		return Grid{}, err
	}
	r := Search(g, 1)
	if r.Solutions == 0 {
		return Grid{}, ErrNoSolution
	}
	return r.First, nil
}

// SolveUnique returns the solution of a puzzle: like Solve, and also
// ErrSeveralSolutions when g has more than one completion.
func SolveUnique(g Grid) (Grid, error) {
	if err := g.Check(); err != nil {
		return Grid{}, err
	}
	r := Search(g, 2)
	switch r.Solutions {
	case 0:
		return Grid{}, ErrNoSolution
	case 1:
		return r.First, nil
	}
	return Grid{}, ErrSeveralSolutions
}

// CountSolutions counts the solutions of g, stopping at limit (uniqueness
// needs 2). Clashing clues give 0. It runs the engine chosen for counting
// (engine.go).
func CountSolutions(g Grid, limit int) int {
	n, _, _ := search(&g, limit, workCount)
	return n
}
