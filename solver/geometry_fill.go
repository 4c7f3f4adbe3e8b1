package solver

import (
	"math/bits"
	"math/rand"
)

// fillHouses returns a random full grid of a geometry without cages
// (X-Sudoku, Windoku): a depth-first search that places, in the empty cell
// with the fewest candidates, each of its digits in a random order, and
// takes the digit from the cell's peers. It does what fill does for these
// geometries at a fraction of the cost: the grid is nearly free of
// constraints at first, so the hidden singles fill propagates at every
// position cost more than the dead ends they spare (docs/variants.md,
// "Generating").
func fillHouses(g *Geometry, rng *rand.Rand) Grid {
	var f houseFiller
	f.g, f.rng = g, rng
	for c := range f.cand {
		f.cand[c] = AllDigits
	}
	f.search(81)
	return f.grid
}

type houseFiller struct {
	g    *Geometry
	rng  *rand.Rand
	cand [81]Mask // candidates of the empty cells
	grid Grid
}

// search fills the left empty cells; it returns false at a dead end, with
// the grid and candidates as they were.
func (f *houseFiller) search(left int) bool {
	if left == 0 {
		return true
	}
	best, bestN := -1, 10
	for c := range f.grid {
		if f.grid[c] == 0 {
			n := bits.OnesCount16(uint16(f.cand[c]))
			if n < bestN {
				best, bestN = c, n
				if n <= 1 {
					break
				}
			}
		}
	}
	if bestN == 0 {
		return false
	}
	var digits [9]uint8
	n := 0
	for m := f.cand[best]; m != 0; m &= m - 1 {
		digits[n] = uint8(bits.TrailingZeros16(uint16(m)))
		n++
	}
	var took [80]uint8 // the peers that lost the digit
	peers := f.g.peers[best]
	for n > 0 {
		k := f.rng.Intn(n)
		d := digits[k]
		digits[k] = digits[n-1]
		n--
		bit := Mask(1) << d
		t, dead := 0, false
		for _, q := range peers {
			if f.grid[q] == 0 && f.cand[q]&bit != 0 {
				f.cand[q] &^= bit
				took[t] = q
				t++
				dead = dead || f.cand[q] == 0
			}
		}
		f.grid[best] = d
		if !dead && f.search(left-1) {
			return true
		}
		f.grid[best] = 0
		for _, q := range took[:t] {
			f.cand[q] |= bit
		}
	}
	return false
}
