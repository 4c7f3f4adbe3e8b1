package solver

import "math/bits"

// Aligned triplet exclusion. Three cells, each with at least two
// candidates, have at least two common peers with two or three candidates
// each (the excluders). A choice of one candidate per cell is impossible
// when two of the cells that see each other take the same digit, or when
// the three digits cover every candidate of an excluder (which would be
// left empty). A candidate of a cell that belongs to no possible choice is
// removed.
//
// The scan is Sudoku Explainer's: the base cells are the cells, row-major,
// with two or more candidates and at least one peer with two or three
// candidates; the first two cells of a triple are any two base cells
// (pairs in colex order of the list), and the third is a base cell among
// the excluders of the first (in peer order), then among those of the
// second not yet listed. The first triple that removes something is the
// step. A triple can be reached from several pairs; only its first visit
// matters, since visits of a triple that removes nothing remove nothing.

// cells81 is a set of cells: the cell set of the wings (techniques_wings.go).
type cells81 = cellSet

func (s cellSet) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1])
}

// houseOrder[c] lists the peers of c in the order Sudoku Explainer visits
// them: the other cells of its box in row-major order, then the rest of
// its row left to right, then the rest of its column top to bottom.
var houseOrder [81][20]uint8

// (peerSet, the set of peers of each cell, is made with the wings' tables.)

// The tables are computed from coordinates only: init functions of other
// files (Units, Peers) may not have run yet.
func init() {
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		n := 0
		var seen cells81
		add := func(p int) {
			if p == c || seen.has(p) {
				return
			}
			seen.add(p)
			houseOrder[c][n] = uint8(p)
			n++
		}
		br, bc := r/3*3, col/3*3
		for i := 0; i < 9; i++ {
			add((br+i/3)*9 + bc + i%3)
		}
		for i := 0; i < 9; i++ {
			add(r*9 + i)
		}
		for i := 0; i < 9; i++ {
			add(i*9 + col)
		}
	}
}

// findAlignedTripleExclusion is the finder of AlignedTripleExclusion.
func findAlignedTripleExclusion(l *logic, b *stepBuf) bool {
	var base [81]uint8
	var isBase cells81
	var excl [81]cells81
	n := 0
	for c := 0; c < 81; c++ {
		if l.cand[c].Count() < 2 {
			continue
		}
		var e cells81
		for _, p := range Peers[c] {
			k := l.cand[p].Count()
			if k == 1 {
				// A naked single is waiting: Sudoku Explainer skips the
				// cell (never the case when this technique is tried).
				e = cells81{}
				break
			}
			if k == 2 || k == 3 {
				e.add(int(p))
			}
		}
		if e != (cells81{}) {
			base[n] = uint8(c)
			n++
			isBase.add(c)
			excl[c] = e
		}
	}
	for j := 1; j < n; j++ {
		c1 := int(base[j])
		for i := 0; i < j; i++ {
			c0 := int(base[i])
			e01 := excl[c0].and(excl[c1])
			if e01.count() < 2 {
				continue
			}
			// The third cells: base cells among the excluders of c0 or c1,
			// neither c0 nor c1. Most pairs remove nothing: look in bit
			// order first, and in Sudoku Explainer's order (those of c0 in
			// peer order, then those of c1) only when some triple removes
			// something.
			third := cells81{(excl[c0][0] | excl[c1][0]) & isBase[0], (excl[c0][1] | excl[c1][1]) & isBase[1]}
			third[c0>>6] &^= 1 << (c0 & 63)
			third[c1>>6] &^= 1 << (c1 & 63)
			any := false
			for w := 0; w < 2 && !any; w++ {
				for m := third[w]; m != 0; m &= m - 1 {
					c2 := w*64 + bits.TrailingZeros64(m)
					// A triple's eliminations do not depend on how it was
					// reached: try each once, from the pair that leaves out
					// its last possible third cell.
					if (c0 > c2 && isTail(l, c0, c1, c2)) || (c1 > c2 && isTail(l, c1, c0, c2)) {
						continue
					}
					if common := e01.and(excl[c2]); common.count() >= 2 {
						if _, ok := alignedTriple(l, [3]int{c0, c1, c2}, common); ok {
							any = true
							break
						}
					}
				}
			}
			if !any {
				continue
			}
			for k, c := range [2]int{c0, c1} {
				for _, p := range houseOrder[c] {
					c2 := int(p)
					if !third.has(c2) || !excl[c].has(c2) || (k == 1 && excl[c0].has(c2)) {
						continue
					}
					common := e01.and(excl[c2])
					if common.count() < 2 {
						continue
					}
					if allowed, ok := alignedTriple(l, [3]int{c0, c1, c2}, common); ok {
						fillAlignedTriple(l, b, [3]int{c0, c1, c2}, allowed)
						return true
					}
				}
			}
		}
	}
	return false
}

// isTail reports whether cell c can be the third cell of a triple with a
// and b: two or three candidates, and a peer of a or b.
func isTail(l *logic, c, a, b int) bool {
	k := l.cand[c].Count()
	return k >= 2 && k <= 3 && (peerSet[c].has(a) || peerSet[c].has(b))
}

// alignedTriple checks the cells cs with their common excluders: it
// returns the candidates of each cell that some possible choice uses, and
// whether that leaves a candidate out.
func alignedTriple(l *logic, cs [3]int, common cells81) ([3]Mask, bool) {
	m0, m1, m2 := l.cand[cs[0]], l.cand[cs[1]], l.cand[cs[2]]
	union := m0 | m1 | m2
	// Only excluders whose candidates the three cells can cover matter:
	// those with two candidates forbid a pair of digits, those with three
	// a set of three.
	var pairs, triples [20]Mask
	np, nt := 0, 0
	for w := 0; w < 2; w++ {
		for m := common[w]; m != 0; m &= m - 1 {
			e := l.cand[w*64+bits.TrailingZeros64(m)]
			switch {
			case e&^union != 0:
			case e.Count() == 2:
				pairs[np] = e
				np++
			default:
				triples[nt] = e
				nt++
			}
		}
	}
	see01 := peerSet[cs[0]].has(cs[1])
	see02 := peerSet[cs[0]].has(cs[2])
	see12 := peerSet[cs[1]].has(cs[2])
	if np+nt == 0 {
		// Without an excluder only two cells that see each other and hold
		// the same two digits (a naked pair) can rule a choice out.
		pair := func(a, b Mask) bool { return a == b && a.Count() == 2 }
		if !(see01 && pair(m0, m1)) && !(see02 && pair(m0, m2)) && !(see12 && pair(m1, m2)) {
			return [3]Mask{m0, m1, m2}, false
		}
	}
	// partners[v] is the digits that may not go with v in another cell
	// (one that sees v's cell adds v itself).
	var partners [10]Mask
	for _, e := range pairs[:np] {
		a, b := e.Lowest(), (e &^ (e & -e)).Lowest()
		partners[a] |= 1 << b
		partners[b] |= 1 << a
	}
	var allowed [3]Mask
	for x := m0; x != 0; x &= x - 1 {
		a := uint8(bits.TrailingZeros16(uint16(x)))
		ab := Mask(1) << a
		notWithA := partners[a]
		c1 := m1 &^ notWithA
		c2 := m2 &^ notWithA
		if see01 {
			c1 &^= ab
		}
		if see02 {
			c2 &^= ab
		}
		for y := c1; y != 0; y &= y - 1 {
			b := uint8(bits.TrailingZeros16(uint16(y)))
			bb := Mask(1) << b
			z := c2 &^ partners[b]
			if see12 {
				z &^= bb
			}
			for _, e := range triples[:nt] {
				if e&(ab|bb) == ab|bb && ab != bb {
					z &^= e &^ (ab | bb)
				}
			}
			if z != 0 {
				allowed[0] |= ab
				allowed[1] |= bb
				allowed[2] |= z
			}
		}
		if allowed[0] == m0 && allowed[1] == m1 && allowed[2] == m2 {
			return allowed, false
		}
	}
	return allowed, allowed[0] != m0 || allowed[1] != m1 || allowed[2] != m2
}

// fillAlignedTriple writes the step of the cells cs, which keep only the
// candidates allowed.
func fillAlignedTriple(l *logic, b *stepBuf, cs [3]int, allowed [3]Mask) {
	b.reset(AlignedTripleExclusion)
	sorted := cs
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && sorted[j] < sorted[j-1]; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	for _, c := range sorted {
		b.cell(uint8(c))
		b.s.Digits |= l.cand[c]
	}
	for _, c := range sorted {
		k := 0
		for k < 3 && cs[k] != c {
			k++
		}
		if x := l.cand[c] &^ allowed[k]; x != 0 {
			b.elim(uint8(c), x)
		}
	}
}
