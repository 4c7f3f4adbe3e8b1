package solver

import "math/bits"

// The hand-over (docs/performance.md, "The hand-over"): a search starts on
// the band engine, which loads and propagates the clues at the lowest cost,
// and once the puzzle has shown that it needs real searching (k guesses
// without the search ending) a vector engine, cheaper per guess, takes it
// over from the puzzle as the band engine's propagation left it before its
// first guess. The band engine's search on cells hands over to its search
// on digits the same way (band.go, takeTurns).

// handOverSolve runs Search's work on the band engine for at most k guesses,
// then, when the search has not ended, on vector engine id from the start
// again: the solutions up to limit, the first one, the work of both, and
// whether the vector engine took over. The vector engine starts from the
// band engine's propagated state before its first guess (every cell
// propagation solved becomes a clue), which has the same solutions as g;
// it counts them all again, so the answer is the vector engine's, whatever
// the band engine found before k.
func handOverSolve(id vecID, g *Grid, limit, k int) (int, Grid, Stats, bool) {
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
	z.budget = k
	if z.search() {
		return z.found, z.first, z.stats, false
	}
	p := root.placed()
	n, first, guesses := vectorSolve(id, &p, limit)
	st := z.stats
	st.Guesses += guesses
	return n, first, st, true
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
