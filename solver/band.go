package solver

import (
	"math"
	"math/bits"
	"math/rand"
)

// This file holds the band engine, the fast solver behind Search. Its design
// follows JCZSolve (a solver published on the enjoysudoku forum and used as a
// reference point by tdoku's benchmarks); the code is our own.
//
// Representation. The grid is cut into three bands of three rows. For each
// digit and band, a 27-bit mask holds the cells of the band where the digit
// may still go: bit r*9+c for row r (0–2) of the band and column c, so cell
// i of the grid is bit i%27 of band i/27. Slot d*3+b holds digit d+1 in band
// b ("digit-major"). A second 27-bit mask per band holds the cells not yet
// solved. All state lives in fixed-size arrays: a solve allocates nothing.
//
// Propagation works on one digit and one band at a time, and only when its
// mask changed since it was last looked at:
//
//   - Within the band, the digit takes one cell in each row and each box, so
//     the three rows map to the three boxes by a permutation. A mini-row
//     (three cells of a row inside one box) stays possible only if it has a
//     candidate and belongs to a permutation whose six other mini-rows also
//     have candidates. A table indexed by the nine-bit mini-row occupancy
//     gives the cells that survive. This covers hidden singles in boxes and
//     rows of the band and the box-line interactions along rows; an empty
//     result is a contradiction.
//   - A box whose candidates for the digit all lie in one column claims that
//     column: the digit leaves that column in the two other bands.
//   - A row of the band with a single candidate cell solves that cell: the
//     cell leaves the masks of the eight other digits.
//   - A column whose only candidate for the digit, over the three bands,
//     lies in this band solves that cell too (a hidden single in a column);
//     the digit also leaves the cell's row and box. A column with no
//     candidate left is a contradiction.
//
// When no mask changes any more, cells with a single candidate (naked
// singles) are found by counting candidates per cell with bitwise adders
// over the nine digits of a band, and placed. A cell with no candidate is a
// contradiction. When neither rule applies, the engine guesses. It looks
// at the first guessScan cells with two candidates and takes the one whose
// two digits have the most candidates among the cell's peers, so that either
// branch eliminates much (with no two-candidate cell, the first cell with
// the fewest candidates). It pushes a copy of the state with one candidate d
// of that cell removed, then places d: the lowest candidate, or one drawn
// from rng when filling a random grid. A contradiction or a solution pops
// the last copy, which goes on without d. The stack has room for 81 entries:
// every guess on the current path solved a different cell, so the depth
// never exceeds the number of empty cells.
//
// Two ways of guessing. Guessing on cells is the fastest on the puzzles of
// every collection we measure, but it can go astray on grids where a few
// digits carry a contradiction and the others are free: a 17-clue grid with
// no solution whose clues use five digits (testdata/band-slow.txt) took it 7
// million guesses, because most two-candidate cells hold a free digit and
// every guess on one repeats the same refutation below it. Guessing on
// digits does not: it takes the digit with the fewest candidates left (the
// most constrained one), each digit's count divided by one plus the number
// of contradictions its propagation met so far in this search, and, in it,
// the row, column or box with the fewest places; it tries the digit in the
// first of them, its other branch the same unit without that place. It
// places the constrained digits, and those that keep failing, first, and
// meets their contradiction before the free digits multiply it. That grid
// then takes 7 guesses, but the collections take 1.1 (17-clue) to 2.3
// (forum hardest) times as many guesses as on cells. (Taking the unit with the fewest
// places over all digits first, or the fewest candidates without the
// count of contradictions, the search on digits also went astray, on the
// generated grids of band-slow.txt.) So a
// search (other than a filling) runs on cells for its first sliceGuesses
// guesses, which all but pathological grids never reach (the most any
// puzzle of the shared collections takes is 631); past them, a second
// search on digits starts from the same grid, and the two take turns of
// sliceGuesses guesses each, each keeping its own stack, until one of them
// ends. The answer is that one's, and the work is at most twice that of the
// better way plus one turn.
//
// A search never allocates: the solver, with its stack of saved states,
// lives on the caller's stack.

const (
	band27  = 1<<27 - 1 // the 27 cells of a band
	nineBit = 1<<9 - 1  // the nine cells of a row of a band
)

// sliceGuesses is the number of guesses a search makes on cells before a
// search on digits joins it, and the length of each one's turn after that.
const sliceGuesses = 1024

// guessScan is the number of cells with two candidates that guessCell
// compares: looking at all of them costs more than the guesses it saves.
const guessScan = 12

// Tables of the band engine, computed once at start-up and only read after.
var (
	// miniRows maps the nine cells of a row to the three mini-rows (bit k for
	// the part of the row in box k) that hold a candidate.
	miniRows [512]uint32
	// permCells maps the nine-bit mini-row occupancy of a band (bit r*3+k for
	// row r, box k) to the cells of the mini-rows that belong to a complete
	// row-to-box permutation. 0 means no permutation: a contradiction.
	permCells [512]uint32
	// oneCell maps the nine cells of a row to themselves when exactly one
	// is set, else to 0.
	oneCell [512]uint32
	// rowCells maps a set of rows of a band (bit r) to their cells.
	rowCells [8]uint32
	// colKeep maps the columns where a digit may go in one band (nine bits)
	// to the cells it may keep in the other bands: every column that is the
	// only column of its box is removed.
	colKeep [512]uint32
	// boxCells maps a set of boxes of a band (bit k) to their cells.
	boxCells [8]uint32
	// bandPeers gives, for each cell, its peers in each band (never itself).
	bandPeers [81][3]uint32
)

func init() {
	for x := 0; x < 512; x++ {
		for k := 0; k < 3; k++ {
			if x>>(3*k)&7 != 0 {
				miniRows[x] |= 1 << k
			}
		}
		if bits.OnesCount(uint(x)) == 1 {
			oneCell[x] = uint32(x)
		}
		keep := uint32(band27)
		for k := 0; k < 3; k++ {
			if c := uint32(x>>(3*k)) & 7; bits.OnesCount32(c) == 1 {
				col := c << (3 * k)
				keep &^= col | col<<9 | col<<18
			}
		}
		colKeep[x] = keep
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for occ := 0; occ < 512; occ++ {
		var m uint32
		for _, p := range perms {
			ok := true
			for r := 0; r < 3; r++ {
				if occ>>(r*3+p[r])&1 == 0 {
					ok = false
				}
			}
			if ok {
				for r := 0; r < 3; r++ {
					m |= 7 << (r*9 + p[r]*3)
				}
			}
		}
		permCells[occ] = m
	}
	for rs := 0; rs < 8; rs++ {
		for r := 0; r < 3; r++ {
			if rs>>r&1 != 0 {
				rowCells[rs] |= nineBit << (9 * r)
				boxCells[rs] |= (7 | 7<<9 | 7<<18) << (3 * r)
			}
		}
	}
	for i := 0; i < 81; i++ { // not from Peers: units.go's init runs later
		for j := 0; j < 81; j++ {
			if j != i && sharesUnit(i, j) {
				bandPeers[i][j/27] |= 1 << (j % 27)
			}
		}
	}
}

// bandState is the state of a search: candidates per digit and band, the
// value each mask had when last propagated, and the unsolved cells.
type bandState struct {
	f      [9][3]uint32 // f[d][b]: cells of band b where digit d+1 may go
	done   [9][3]uint32 // f as it was when last propagated
	u      [3]uint32    // unsolved cells of each band
	failed uint8        // the digit index whose propagation met the last contradiction
}

// bandSaved is a state pushed at a guess: the candidates and unsolved cells
// (propagation was at a fixpoint, so done equals f) and the candidate to
// remove when the search comes back to it.
type bandSaved struct {
	f   [9][3]uint32
	u   [3]uint32
	d   uint8  // the guessed digit index
	b   uint8  // the guessed cell's band
	bit uint32 // the guessed cell in its band
}

// bandSolver runs a depth-first search with an explicit stack of fixed size.
type bandSolver struct {
	s     bandState
	stack [81]bandSaved
	sp    int

	limit int
	found int
	first Grid
	stats Stats
	rng   *rand.Rand // digit order at guesses: lowest first when nil

	digits bool // guess on digits rather than cells (see the file comment)
	budget int  // the search pauses when stats.Guesses reaches it
	paused bool // the last search stopped at budget
	// weight counts, for each digit index, the contradictions met while
	// propagating it: the search on digits prefers the digits that failed.
	weight [9]int
}

// load sets the state to the puzzle g. It returns false when a clue clashes
// with another or is out of range.
func (z *bandSolver) load(g *Grid) bool {
	s := &z.s
	var clues [9][3]uint32 // the clues of each digit, per band
	var all [3]uint32      // every clue, per band
	for b := 0; b < 3; b++ {
		row := g[b*27 : b*27+27]
		for p, v := range row {
			if v != 0 {
				if v > 9 {
					return false
				}
				clues[v-1][b] |= 1 << p
			}
		}
		for d := range clues {
			all[b] |= clues[d][b]
		}
		s.u[b] = band27 &^ all[b]
	}
	for d := range clues {
		c := &clues[d]
		// Rows, columns and boxes holding the digit; a clash shows as fewer
		// of one of them than clues.
		var n, rows, boxes int
		var cols uint32
		var out [3]uint32
		for b := 0; b < 3; b++ {
			x := c[b]
			n += bits.OnesCount32(x)
			r := nonEmpty(x&nineBit) | nonEmpty(x>>9&nineBit)<<1 | nonEmpty(x>>18&nineBit)<<2
			fold := (x | x>>9 | x>>18) & nineBit
			bx := miniRows[fold]
			cols |= fold
			rows += bits.OnesCount32(r)
			boxes += bits.OnesCount32(bx)
			out[b] = rowCells[r&7] | boxCells[bx&7]
		}
		if rows != n || boxes != n || bits.OnesCount32(cols) != n {
			return false
		}
		colMask := cols | cols<<9 | cols<<18
		for b := 0; b < 3; b++ {
			s.f[d][b] = band27&^(out[b]|colMask|all[b]) | c[b]
		}
	}
	s.done = [9][3]uint32{}
	return true
}

// nonEmpty returns 1 when x is not 0, for x below 1<<31.
func nonEmpty(x uint32) uint32 { return (x | -x) >> 31 }

// place puts digit index d (0–8) in cell i: the cell leaves the other
// digits and the unsolved set, and the digit leaves the cell's peers. It
// returns false when d is not a candidate of the cell.
func (s *bandState) place(i, d int) bool {
	b := i / 27
	bit := uint32(1) << (i % 27)
	fd := &s.f[d]
	if fd[b]&bit == 0 {
		return false
	}
	s.clearCells(b, bit)
	p := &bandPeers[i]
	fd[0] &^= p[0]
	fd[1] &^= p[1]
	fd[2] &^= p[2]
	fd[b] |= bit
	s.u[b] &^= bit
	return true
}

// clearCells removes the cells of mask from band b of every digit. Like
// the counting in singles and the gathering of a cell's digits in
// guessCell, it is written out over the nine digits: each of the three as
// a loop took 5 to 7 % more time to solve the hard collections
// (docs/performance.md, "Written out over the digits").
func (s *bandState) clearCells(b int, mask uint32) {
	f := &s.f
	f[0][b] &^= mask
	f[1][b] &^= mask
	f[2][b] &^= mask
	f[3][b] &^= mask
	f[4][b] &^= mask
	f[5][b] &^= mask
	f[6][b] &^= mask
	f[7][b] &^= mask
	f[8][b] &^= mask
}

// update propagates within bands until no mask changes (see the file
// comment). It returns false on a contradiction and counts the cells it
// solves in *placed.
//
// The step is written out three times, once per band, rather than as a
// loop over the bands: with each band's index and its two other bands
// constant, the loop's (b+1)%3 and (b+2)%3 and their index checks go. The
// loop form is kept beside the benchmark (updateLoop, band_unroll_test.go;
// TestBandUpdateLoopAgrees checks that both do the same work), and
// BenchmarkBandUpdate, alternating the two on the same searches, measured
// the loop 13–17 % slower (the fastest pass of each, eight runs on a shared
// 2-core machine, 2026-12-06; docs/performance.md).
func (s *bandState) update(placed *int) bool {
	for {
		changed := false
		for d := range s.f {
			fd, dd := &s.f[d], &s.done[d]
			if f := fd[0]; f != dd[0] {
				changed = true
				f &= permCells[(miniRows[f&nineBit]|miniRows[f>>9&nineBit]<<3|miniRows[f>>18&nineBit]<<6)&nineBit]
				if f == 0 {
					s.failed = uint8(d)
					return false
				}
				keep := colKeep[(f|f>>9|f>>18)&nineBit]
				fd[1] &= keep
				fd[2] &= keep
				solved := oneCell[f&nineBit] | oneCell[f>>9&nineBit]<<9 | oneCell[f>>18&nineBit]<<18
				done := f
				// Hidden singles in columns, and columns with no place left.
				r0, r1, r2 := f&nineBit, f>>9&nineBit, f>>18&nineBit
				x, y := fd[1], fd[2]
				xy := x | y
				other := (xy | xy>>9 | xy>>18) & nineBit
				if r0|r1|r2|other != nineBit {
					s.failed = uint8(d)
					return false
				}
				one := (r0 ^ r1 ^ r2) &^ (r0 & r1 & r2) &^ other
				if col := f & (one | one<<9 | one<<18) &^ solved & s.u[0]; col != 0 {
					solved |= col
					for c := col; c != 0; c &= c - 1 {
						f &^= bandPeers[0*27+bits.TrailingZeros32(c)][0]
					}
					if f&col != col {
						s.failed = uint8(d)
						return false // two of them share a row or a box
					}
					done = 0 // look again at the rows and boxes
				}
				if solved &= s.u[0]; solved != 0 {
					*placed += bits.OnesCount32(solved)
					s.u[0] &^= solved
					s.clearCells(0, solved)
				}
				fd[0], dd[0] = f, done
			}
			if f := fd[1]; f != dd[1] {
				changed = true
				f &= permCells[(miniRows[f&nineBit]|miniRows[f>>9&nineBit]<<3|miniRows[f>>18&nineBit]<<6)&nineBit]
				if f == 0 {
					s.failed = uint8(d)
					return false
				}
				keep := colKeep[(f|f>>9|f>>18)&nineBit]
				fd[0] &= keep
				fd[2] &= keep
				solved := oneCell[f&nineBit] | oneCell[f>>9&nineBit]<<9 | oneCell[f>>18&nineBit]<<18
				done := f
				// Hidden singles in columns, and columns with no place left.
				r0, r1, r2 := f&nineBit, f>>9&nineBit, f>>18&nineBit
				x, y := fd[0], fd[2]
				xy := x | y
				other := (xy | xy>>9 | xy>>18) & nineBit
				if r0|r1|r2|other != nineBit {
					s.failed = uint8(d)
					return false
				}
				one := (r0 ^ r1 ^ r2) &^ (r0 & r1 & r2) &^ other
				if col := f & (one | one<<9 | one<<18) &^ solved & s.u[1]; col != 0 {
					solved |= col
					for c := col; c != 0; c &= c - 1 {
						f &^= bandPeers[1*27+bits.TrailingZeros32(c)][1]
					}
					if f&col != col {
						s.failed = uint8(d)
						return false // two of them share a row or a box
					}
					done = 0 // look again at the rows and boxes
				}
				if solved &= s.u[1]; solved != 0 {
					*placed += bits.OnesCount32(solved)
					s.u[1] &^= solved
					s.clearCells(1, solved)
				}
				fd[1], dd[1] = f, done
			}
			if f := fd[2]; f != dd[2] {
				changed = true
				f &= permCells[(miniRows[f&nineBit]|miniRows[f>>9&nineBit]<<3|miniRows[f>>18&nineBit]<<6)&nineBit]
				if f == 0 {
					s.failed = uint8(d)
					return false
				}
				keep := colKeep[(f|f>>9|f>>18)&nineBit]
				fd[0] &= keep
				fd[1] &= keep
				solved := oneCell[f&nineBit] | oneCell[f>>9&nineBit]<<9 | oneCell[f>>18&nineBit]<<18
				done := f
				// Hidden singles in columns, and columns with no place left.
				r0, r1, r2 := f&nineBit, f>>9&nineBit, f>>18&nineBit
				x, y := fd[0], fd[1]
				xy := x | y
				other := (xy | xy>>9 | xy>>18) & nineBit
				if r0|r1|r2|other != nineBit {
					s.failed = uint8(d)
					return false
				}
				one := (r0 ^ r1 ^ r2) &^ (r0 & r1 & r2) &^ other
				if col := f & (one | one<<9 | one<<18) &^ solved & s.u[2]; col != 0 {
					solved |= col
					for c := col; c != 0; c &= c - 1 {
						f &^= bandPeers[2*27+bits.TrailingZeros32(c)][2]
					}
					if f&col != col {
						s.failed = uint8(d)
						return false // two of them share a row or a box
					}
					done = 0 // look again at the rows and boxes
				}
				if solved &= s.u[2]; solved != 0 {
					*placed += bits.OnesCount32(solved)
					s.u[2] &^= solved
					s.clearCells(2, solved)
				}
				fd[2], dd[2] = f, done
			}
		}
		if !changed {
			return true
		}
	}
}

// Outcomes of singles.
const (
	singlesPlaced = iota // naked singles were placed: propagate again
	singlesNone          // no cell has a single candidate: guess
	singlesDead          // a cell has no candidate: contradiction
)

// singles places every naked single. It also returns the cells of each band
// with exactly two candidates, and those with three, for the choice of a
// guess.
func (s *bandState) singles(placed *int) (out int, pairs, triples [3]uint32) {
	out = singlesNone
	// The vector path counts the three bands at once; once a single is
	// placed, the later bands are counted again one by one, as the scalar
	// path does, so that both find the same cells.
	var v1, v2, v3, v4 [4]uint32
	vector := useVector
	if vector {
		v1, v2, v3, v4 = s.countsVector()
	}
	for b := 0; b < 3; b++ {
		u := s.u[b]
		if u == 0 {
			continue
		}
		var r1, r2, r3, r4 uint32
		if vector && out == singlesNone {
			r1, r2, r3, r4 = v1[b], v2[b], v3[b], v4[b]
		} else {
			// Written out over the digits (see clearCells).
			f := &s.f
			r1 = f[0][b]
			x := f[1][b]
			r2 = r1 & x
			r1 |= x
			x = f[2][b]
			r3 = r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[3][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[4][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[5][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[6][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[7][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
			x = f[8][b]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
		}
		if u&^r1 != 0 {
			return singlesDead, pairs, triples
		}
		pairs[b] = u & r2 &^ r3
		triples[b] = u & r3 &^ r4
		one := u &^ r2
		for one != 0 {
			bit := one & -one
			one ^= bit
			d := 0
			for d < 9 && s.f[d][b]&bit == 0 {
				d++
			}
			if d == 9 {
				return singlesDead, pairs, triples // emptied by an earlier single
			}
			s.place(b*27+bits.TrailingZeros32(bit), d)
			*placed++
			out = singlesPlaced
		}
	}
	return out, pairs, triples
}

// guessCell picks the cell to guess on. Among the first scan cells with two
// candidates, it takes the one whose digits have the most candidates
// among its peers (both branches then eliminate the most); with no such
// cell, the first cell with three candidates, or else the first unsolved
// cell. It returns the cell's band and bit.
func (s *bandState) guessCell(pairs, triples [3]uint32, scan int) (int, uint32) {
	bestB, bestBit, bestScore := -1, uint32(0), -1
	seen := 0
	if scan == 1 {
		for b := 0; b < 3; b++ {
			if pairs[b] != 0 {
				return b, pairs[b] & -pairs[b]
			}
		}
	}
	for b := 0; b < 3; b++ {
		for u := pairs[b]; u != 0 && seen < scan; u &= u - 1 {
			seen++
			pos := bits.TrailingZeros32(u)
			bit := uint32(1) << pos
			p := &bandPeers[b*27+pos]
			// The cell's digits, written out (see clearCells).
			f := &s.f
			ds := f[0][b]>>pos&1 | f[1][b]>>pos&1<<1 | f[2][b]>>pos&1<<2 |
				f[3][b]>>pos&1<<3 | f[4][b]>>pos&1<<4 | f[5][b]>>pos&1<<5 |
				f[6][b]>>pos&1<<6 | f[7][b]>>pos&1<<7 | f[8][b]>>pos&1<<8
			score := 0
			for ; ds != 0; ds &= ds - 1 {
				fd := &s.f[bits.TrailingZeros32(ds)]
				score += bits.OnesCount32(fd[0]&p[0]) + bits.OnesCount32(fd[1]&p[1]) + bits.OnesCount32(fd[2]&p[2])
			}
			if score > bestScore {
				bestB, bestBit, bestScore = b, bit, score
			}
		}
	}
	if bestB >= 0 {
		return bestB, bestBit
	}
	for b := 0; b < 3; b++ {
		if triples[b] != 0 {
			return b, triples[b] & -triples[b]
		}
	}
	for b := 0; b < 3; b++ {
		if s.u[b] != 0 {
			return b, s.u[b] & -s.u[b]
		}
	}
	return 0, 0 // not reached: guesses happen only with unsolved cells
}

// run searches from the loaded state until limit solutions are found or the
// tree is exhausted. A search on cells that reaches sliceGuesses guesses
// shares the time with a search on digits (see the file comment).
func (z *bandSolver) run() {
	z.digits = false
	if z.rng != nil {
		z.budget = math.MaxInt // filling: an empty grid never needs the other way
		z.search()
		return
	}
	start := z.s
	z.budget = z.stats.Guesses + sliceGuesses
	if !z.search() {
		z.takeTurns(&start)
	}
}

// takeTurns runs a search on digits from start and the paused search of z
// in turns of sliceGuesses guesses, until one of them ends; z then holds
// its outcome and the work of both. It is a function of its own so that
// its second solver, which most searches never need, takes room on the
// stack only when it does.
//
//go:noinline
func (z *bandSolver) takeTurns(start *bandState) {
	var alt bandSolver
	alt.s, alt.limit, alt.digits = *start, z.limit, true
	for {
		alt.budget = alt.stats.Guesses + sliceGuesses
		if alt.search() {
			z.found, z.first = alt.found, alt.first
			break
		}
		z.budget = z.stats.Guesses + sliceGuesses
		if z.search() {
			break
		}
	}
	z.stats.Placements += alt.stats.Placements
	z.stats.Guesses += alt.stats.Guesses
	z.stats.Backtracks += alt.stats.Backtracks
}

// search goes on with the depth-first search from the current state. It
// returns true when the search is over (limit solutions found or the tree
// exhausted) and false when it paused at the budget of guesses, ready to go
// on from where it stopped.
func (z *bandSolver) search() bool {
	z.paused = false
	for {
		if z.descend() {
			return !z.paused
		}
		if z.sp == 0 {
			return true
		}
		z.sp--
		t := &z.stack[z.sp]
		z.s.f = t.f
		z.s.done = t.f
		z.s.u = t.u
		z.s.f[t.d][t.b&3] &^= t.bit
	}
}

// descend propagates and guesses from the current state until it meets a
// contradiction or a solution. It returns true when the search should stop:
// the limit of solutions is reached, or the budget of guesses (z.paused
// then true; the state is at a fixpoint, where descend can start again).
func (z *bandSolver) descend() bool {
	s := &z.s
	for {
		if !s.update(&z.stats.Placements) {
			z.weight[s.failed]++
			z.stats.Backtracks++
			return false
		}
		if s.u[0]|s.u[1]|s.u[2] == 0 {
			z.found++
			if z.found == 1 {
				z.first = s.grid()
			}
			return z.found >= z.limit
		}
		switch res, pairs, triples := s.singles(&z.stats.Placements); res {
		case singlesDead:
			z.stats.Backtracks++
			return false
		case singlesNone:
			if z.stats.Guesses >= z.budget {
				z.paused = true
				return true
			}
			z.guess(pairs, triples)
		}
	}
}

// guess pushes the state with a candidate removed and places that candidate.
func (z *bandSolver) guess(pairs, triples [3]uint32) {
	s := &z.s
	if z.digits {
		if d, b, bit := s.guessDigit(&z.weight); bit != 0 {
			z.push(d, b, bit)
			s.place(b*27+bits.TrailingZeros32(bit), d)
			return
		}
	}
	scan := guessScan
	if z.rng != nil {
		scan = 1 // filling: any cell will do, the first is cheapest
	}
	b, bit := s.guessCell(pairs, triples, scan)
	pos := bits.TrailingZeros32(bit)
	// The cell's digits, written out (see clearCells); the lowest, or
	// one drawn among them.
	f := &s.f
	ds := f[0][b]>>pos&1 | f[1][b]>>pos&1<<1 | f[2][b]>>pos&1<<2 |
		f[3][b]>>pos&1<<3 | f[4][b]>>pos&1<<4 | f[5][b]>>pos&1<<5 |
		f[6][b]>>pos&1<<6 | f[7][b]>>pos&1<<7 | f[8][b]>>pos&1<<8
	if n := bits.OnesCount32(ds); z.rng != nil && n > 1 {
		for k := z.rng.Intn(n); k > 0; k-- {
			ds &= ds - 1
		}
	}
	d := bits.TrailingZeros32(ds)
	z.push(d, b, bit)
	s.place(b*27+pos, d)
}

// push saves the state, to go on later without digit index d in the cell
// bit of band b, and counts the guess.
func (z *bandSolver) push(d, b int, bit uint32) {
	t := &z.stack[z.sp]
	z.sp++
	t.f = z.s.f
	t.u = z.s.u
	t.d, t.b, t.bit = uint8(d), uint8(b), bit
	z.stats.Guesses++
}

// guessDigit picks the place to guess on when guessing on digits: the digit
// with the fewest candidates left in unsolved cells for the contradictions
// its propagation met (candidates / (1 + wts[d])), and in it the unit (row,
// box or column) with the fewest places, at least two (at a fixpoint of
// propagation, a unit with one place is solved). It returns the digit index
// and the first place of that unit, as a band and a bit; bit is 0 when no
// digit has a place left.
func (s *bandState) guessDigit(wts *[9]int) (bestD, bestB int, bestBit uint32) {
	bestN, bestTotal := 10, 1<<30
	for d := range s.f {
		fd := &s.f[d]
		a := [3]uint32{fd[0] & s.u[0], fd[1] & s.u[1], fd[2] & s.u[2]}
		total := bits.OnesCount32(a[0]) + bits.OnesCount32(a[1]) + bits.OnesCount32(a[2])
		total = total * 1024 / (1 + wts[d])
		if total == 0 || total > bestTotal {
			continue // solved, or less constrained than the best digit
		}
		better := func(n int) bool {
			return n >= 2 && (total < bestTotal || n < bestN)
		}
		for b := range a {
			if a[b] == 0 {
				continue
			}
			for k := 0; k < 3; k++ {
				if m := a[b] & (nineBit << (9 * k)); better(bits.OnesCount32(m)) {
					bestD, bestB, bestBit, bestN, bestTotal = d, b, m&-m, bits.OnesCount32(m), total
				}
				if m := a[b] & boxCells[1<<k]; better(bits.OnesCount32(m)) {
					bestD, bestB, bestBit, bestN, bestTotal = d, b, m&-m, bits.OnesCount32(m), total
				}
			}
		}
		for c := 0; c < 9; c++ {
			col := uint32(1<<c | 1<<(c+9) | 1<<(c+18))
			m0, m1, m2 := a[0]&col, a[1]&col, a[2]&col
			n := bits.OnesCount32(m0) + bits.OnesCount32(m1) + bits.OnesCount32(m2)
			if !better(n) {
				continue
			}
			b, m := 0, m0
			if m == 0 {
				b, m = 1, m1
			}
			if m == 0 {
				b, m = 2, m2
			}
			bestD, bestB, bestBit, bestN, bestTotal = d, b, m&-m, n, total
		}
	}
	return bestD, bestB, bestBit
}

// grid reads the solved grid out of the state.
func (s *bandState) grid() Grid {
	var g Grid
	for d := range s.f {
		for b := 0; b < 3; b++ {
			for f := s.f[d][b]; f != 0; f &= f - 1 {
				g[b*27+bits.TrailingZeros32(f)] = uint8(d + 1)
			}
		}
	}
	return g
}

// bandSolve runs the band engine on g, stopping after limit solutions (at
// least 1). Clashing clues give 0 solutions.
func bandSolve(g *Grid, limit int, rng *rand.Rand) (int, Grid, Stats) {
	var z bandSolver
	if limit < 1 {
		limit = 1
	}
	z.limit = limit
	z.rng = rng
	if !z.load(g) {
		return 0, Grid{}, Stats{}
	}
	z.run()
	return z.found, z.first, z.stats
}

// otherSolution reports whether the puzzle p has a solution other than
// full, when p was made by emptying cells i and j (possibly i == j) of a
// puzzle whose only solution is full. Any other solution then differs from
// full in cell i or in cell j, so two searches for a first solution settle
// it: one with full[i] removed from cell i, one with full[i] placed there and
// full[j] removed from cell j. Both usually end in a contradiction after a
// few propagation steps, which makes this much cheaper than counting the
// solutions of p up to 2.
func (z *bandSolver) otherSolution(p, full *Grid, i, j int) bool {
	z.limit, z.found, z.sp = 1, 0, 0
	if !z.load(p) {
		return false // p holds no clash: it is part of full
	}
	loaded := z.s
	z.s.f[full[i]-1][i/27] &^= 1 << (i % 27)
	z.run()
	if z.found > 0 || i == j {
		return z.found > 0
	}
	z.s, z.sp = loaded, 0
	z.s.place(i, int(full[i]-1))
	z.s.f[full[j]-1][j/27] &^= 1 << (j % 27)
	z.run()
	return z.found > 0
}
