package solver

// What the game needs of a variant puzzle beside its grade: the guesses of
// its complexity (docs/behaviour.md, "Scoring and stars").

// Guesses returns how many digits the geometry's search engine tries at its
// branch points before it finds the first solution of p: the G of a variant
// puzzle's complexity, as the cell engine's guesses are the classic game's.
// It returns 0 for a grid the propagation alone solves, and for one with no
// solution.
func (g *Geometry) Guesses(p Grid) int {
	s := newGSearch(g)
	if s.count(&p, 1) == 0 {
		return 0
	}
	return s.nodes - 1
}
