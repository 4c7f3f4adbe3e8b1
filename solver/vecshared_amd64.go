//go:build goexperiment.simd && amd64

package solver

import (
	"math/bits"
	"simd/archsimd"
	"unsafe"
)

// What the vector engine's two forms (vec_amd64.go, AVX-512; vec2_amd64.go,
// AVX2) share: the state's layout, the scalar code around the propagation
// (the choice of a guess, the solution's check and reading, the uniqueness
// check's two searches) and the tables built from vecPerm that both load
// the same way. Only 256-bit instructions of AVX2 here: the AVX2 form calls
// these functions (TestVec2NoAVX512 reads them too).

// vecLane holds the lane masks of a box's matrix (vecState): cell the nine
// cells' lanes, h the mini-rows' triads (lanes 4r+3), v the
// mini-columns' (12+c), each holding the nine digits; mins a lane's
// fewest candidates (one in a cell, six in a triad, none in lane 15).
var vecLane = func() (l struct{ cell, h, v, mins [16]uint16 }) {
	for i := 0; i < 16; i++ {
		r, c := i/4, i%4
		switch {
		case i == 15:
		case r < 3 && c < 3:
			l.cell[i], l.mins[i] = vecAll, 1
		case c == 3:
			l.h[i], l.mins[i] = vecAll, 6
		default:
			l.v[i], l.mins[i] = vecAll, 6
		}
	}
	return l
}()

// vecTriadConf gives the t-th (0 or 1) configuration that puts a digit in
// element e of box p of a band.
func vecTriadConf(p, e, t int) int {
	n := 0
	for k := 0; k < 6; k++ {
		if vecPerm[k][p] == e {
			if n == t {
				return k
			}
			n++
		}
	}
	panic("solver: vector engine tables")
}

// vecAssign[place][d] holds a clue's eliminations in its box, by its place
// there (row*3 + column): digit d+1 from the box's other cells and from its
// mini-row's and mini-column's triads, the cell's other digits.
// vecCfgMask[p][e] keeps, in a band, the configurations that put a digit
// in element e of box p (all nine digits in their lanes).
var vecAssign, vecCfgMask = func() (assign [9][9][16]uint16, cfg [3][3][8]uint16) {
	for place := 0; place < 9; place++ {
		r, c := place/3, place%3
		i := 4*r + c
		for d := 0; d < 9; d++ {
			m := &assign[place][d]
			for j := 0; j < 15; j++ {
				switch {
				case j == i:
					m[j] = vecAll &^ (1 << d)
				case vecLane.cell[j] != 0, j/4 == r, j%4 == c:
					m[j] = 1 << d
				}
			}
		}
	}
	for p := 0; p < 3; p++ {
		for e := 0; e < 3; e++ {
			for k := 0; k < 6; k++ {
				if vecPerm[k][p] != e {
					cfg[p][e][k] = vecAll
				}
			}
		}
	}
	return assign, cfg
}()

// vecBranch chooses the search's guess in s: the band with the fewest
// configurations left that is not solved (v, i), in it a digit (bit) with
// two configurations, else three, else more, and its first configuration.
// v is -1 when every band has nine configurations left. It takes no
// branch but its loops' (which band and which configuration are data the
// branches would guess at): the least key of count and band, the digit's
// configurations as bits.
func vecBranch(s *vecState) (v, i, first int, bit uint16) {
	const none = 1 << 40
	best := none
	bands := (*[6]vecBand)(unsafe.Pointer(&s.bands))
	for b := range bands {
		w := (*[2]uint64)(unsafe.Pointer(&bands[b].conf))
		k := (bits.OnesCount64(w[0])+bits.OnesCount64(w[1]))<<3 | b
		k |= (k - 80) >> 63 & none // nine configurations or fewer: solved
		d := k - best
		best += d & (d >> 63) // the lesser
	}
	if best >= none {
		return -1, 0, 0, 0
	}
	b := best & 7
	c := &bands[b].conf
	var one, two, three, four uint16
	for k := 0; k < 6; k++ {
		x := c[k]
		four |= three & x
		three |= two & x
		two |= one & x
		one |= x
	}
	pick := two &^ three
	p3 := three &^ four
	if pick == 0 {
		pick = p3
	}
	if pick == 0 {
		pick = four
	}
	d := uint(bits.TrailingZeros16(pick))
	var m uint
	for k := 0; k < 6; k++ {
		m |= uint(c[k]>>d&1) << k
	}
	return b / 3, b % 3, bits.TrailingZeros(m), 1 << d
}

// vecTally is a search's account: the solutions to find (limit), those
// found (n), the first, the guesses made.
type vecTally struct {
	limit, n int
	guesses  int
	first    vecState
}

// leaf takes a state where every band has nine configurations left: a
// solution when each digit has one, so each cell one digit.
func (t *vecTally) leaf(s *vecState) {
	if !vecSolved(s) {
		return
	}
	t.n++
	if t.n == 1 {
		t.first = *s
	}
}

// vecSolved says whether each cell of s has at most one candidate: x&(x-1)
// is zero in every cell's lane.
func vecSolved(s *vecState) bool {
	one := archsimd.BroadcastUint16x16(1)
	var acc archsimd.Uint16x16
	for b := range s.boxes {
		x := archsimd.LoadUint16x16(&s.boxes[b])
		acc = acc.Or(x.And(x.Sub(one)))
	}
	ok := acc.And(archsimd.LoadUint16x16(&vecLane.cell)).IsZero()
	archsimd.ClearAVXUpperBits()
	return ok
}

// vecAnswer reads the grid of a solved state.
func vecAnswer(s *vecState) (sol Grid) {
	b := 0
	for bi := 0; bi < 81; bi += 27 {
		for bj := bi; bj < bi+9; bj += 3 {
			box := &s.boxes[b]
			b++
			for r := 0; r < 3; r++ {
				for c := 0; c < 3; c++ {
					sol[bj+9*r+c] = uint8(bits.TrailingZeros16(box[4*r+c]) + 1)
				}
			}
		}
	}
	return sol
}

// vecOtherWith is bandSolver.otherSolution on a form of the vector engine:
// p was made by emptying cells i and j (possibly i == j) of a puzzle whose
// only solution is full, so another solution differs from full in cell i or
// j. Two searches for a first solution from one loaded state settle it:
// with full[i] removed from cell i; then with full[i] placed there and
// full[j] removed from cell j. load loads p into a state (false on a
// clash), keep keeps cell i to the digits of mask and propagates (false on
// a contradiction), search searches for a first solution and says whether
// it found one.
func vecOtherWith(p, full *Grid, i, j int, load func(st *vecState, p *Grid) bool,
	keep func(st *vecState, i int, mask uint16) bool, search func(st *vecState) bool) bool {
	var st vecState
	if !load(&st, p) {
		return false // p holds no clash: it is part of full
	}
	loaded := st
	if keep(&st, i, vecAll&^(1<<(full[i]-1))) && search(&st) {
		return true
	}
	if i == j {
		return false
	}
	st = loaded
	return keep(&st, i, 1<<(full[i]-1)) && keep(&st, j, vecAll&^(1<<(full[j]-1))) && search(&st)
}
