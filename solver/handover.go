package solver

import "math/bits"

// The hand-over (docs/performance.md, "The hand-over" and "The hand-over at
// the first guess"): a search starts on the band engine, which loads and
// propagates the clues at the lowest cost, and once the puzzle has shown
// that it needs real searching (k guesses without the search ending) a
// vector engine, cheaper per guess, takes it over from the puzzle as the
// band engine's search left it at the last state that holds every solution
// (handOverStart). A puzzle that looks hard at the first guess (many cells
// left unsolved by propagation) is handed over there, before the band
// engine's dearer guesses. The band engine's search on cells hands over to
// its search on digits the same way (band.go, takeTurns).

// handOverSolve runs Search's work on the band engine up to its first
// guess; there, when the propagated puzzle has open or more unsolved cells
// (it looks hard: handOverOpen), it hands the search over to vector engine
// id at once, else after k guesses if the search has not ended by then. It
// returns the solutions up to limit, the first one, the work of both
// engines, and whether the vector engine took over. The vector engine
// starts from the puzzle handOverStart gives, which has the same solutions
// as g, and counts them all again, so the answer is the vector engine's,
// whatever the band engine found before the hand-over.
func handOverSolve(id vecID, g *Grid, limit, k, open int) (int, Grid, Stats, bool) {
	var z bandSolver
	z.limit = max(limit, 1)
	if !z.load(g) {
		return 0, Grid{}, Stats{}, false
	}
	z.budget = 0 // up to the first guess: the propagated puzzle
	if z.search() {
		return z.found, z.first, z.stats, false
	}
	root := z.s
	if root.unsolved() < open {
		z.budget = k
		if z.search() {
			return z.found, z.first, z.stats, false
		}
	}
	p := handOverStart(&z, &root)
	n, first, guesses := vectorSolve(id, &p, limit)
	st := z.stats
	st.Guesses += guesses
	return n, first, st, true
}

// handOverStart is the puzzle a paused search hands over (root: its state
// before the first guess): the cells solved in the last state of the search
// that still holds every solution. A guess splits a state in two, the
// guessed candidate placed and the same state without it (kept on the
// stack), so the states within the first guess's branch hold only some of
// the solutions; but while no solution has been found, the branches the
// search has left held none, and the state at the first guess still on the
// stack (or the current one when the stack is empty: the search has come
// back to the top) holds them all, with the candidates of the failed
// branches eliminated and the cells this solved. Once a solution has been
// found in a branch left behind, only the root holds them all.
func handOverStart(z *bandSolver, root *bandState) Grid {
	switch {
	case z.found > 0:
		return root.placed()
	case z.sp > 0:
		top := bandState{f: z.stack[0].f, u: z.stack[0].u}
		return top.placed()
	}
	return z.s.placed()
}

// unsolved is the number of the state's unsolved cells.
func (s *bandState) unsolved() int {
	return bits.OnesCount32(s.u[0]) + bits.OnesCount32(s.u[1]) + bits.OnesCount32(s.u[2])
}

// placed reads the solved cells of the state out as a puzzle.
func (s *bandState) placed() Grid {
	var g Grid
	for d := range s.f {
		for b := 0; b < 3; b++ {
			for f := s.f[d][b] &^ s.u[b]; f != 0; f &= f - 1 {
				g[b*27+bits.TrailingZeros32(f)] = uint8(d + 1)
			}
		}
	}
	return g
}
