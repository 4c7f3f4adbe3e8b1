package solver

import "math/rand"

// Fill returns a random complete grid. The three boxes of the diagonal
// (boxes 1, 5 and 9) share no unit, so each takes an independent random
// permutation of 1–9; the band engine then completes the grid, drawing the
// digit tried at every branch point at random from the cell's candidates.
// Every such start has completions, and relabelling the digits maps the
// process onto itself, so each cell holds each digit equally often over
// many draws. The same rng state gives the same grid.
func Fill(rng *rand.Rand) Grid {
	var g Grid
	for box := 0; box < 3; box++ {
		perm := [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}
		for k := 8; k > 0; k-- {
			j := rng.Intn(k + 1)
			perm[k], perm[j] = perm[j], perm[k]
		}
		top := box * 30 // r(3box+1)c(3box+1)
		for k, v := range perm {
			g[top+k/3*9+k%3] = v
		}
	}
	_, full, _ := bandSolve(&g, 1, rng)
	return full
}
