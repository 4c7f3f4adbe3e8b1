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

// cells81 is a set of cells, bit c%64 of word c/64.
type cells81 [2]uint64

func (s *cells81) add(c int)            { s[c>>6] |= 1 << (c & 63) }
func (s cells81) has(c int) bool        { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cells81) and(t cells81) cells81 { return cells81{s[0] & t[0], s[1] & t[1]} }
func (s cells81) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1])
}

// houseOrder[c] lists the peers of c in the order Sudoku Explainer visits
// them: the other cells of its box in row-major order, then the rest of
// its row left to right, then the rest of its column top to bottom.
var houseOrder [81][20]uint8

// peerSet[c] is the set of peers of c.
var peerSet [81]cells81

// The tables are computed from coordinates only: init functions of other
// files (Units, Peers) may not have run yet.
func init() {
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		n := 0
		add := func(p int) {
			if p == c || peerSet[c].has(p) {
				return
			}
			peerSet[c].add(p)
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
	var tail [40]uint8
	for j := 1; j < n; j++ {
		c1 := int(base[j])
		for i := 0; i < j; i++ {
			c0 := int(base[i])
			e01 := excl[c0].and(excl[c1])
			if e01.count() < 2 {
				continue
			}
			// The third cells: base cells among the excluders of c0, then
			// of c1, each once, neither c0 nor c1.
			nt := 0
			var listed cells81
			for _, c := range [2]int{c0, c1} {
				for _, p := range houseOrder[c] {
					q := int(p)
					if q == c0 || q == c1 || !excl[c].has(q) || !isBase.has(q) || listed.has(q) {
						continue
					}
					listed.add(q)
					tail[nt] = p
					nt++
				}
			}
			for _, p := range tail[:nt] {
				c2 := int(p)
				common := e01.and(excl[c2])
				if common.count() < 2 {
					continue
				}
				if alignedTriple(l, b, [3]int{c0, c1, c2}, common) {
					return true
				}
			}
		}
	}
	return false
}

// alignedTriple checks the cells cs with their common excluders and fills
// b when a candidate of theirs belongs to no possible choice.
func alignedTriple(l *logic, b *stepBuf, cs [3]int, common cells81) bool {
	var ex [20]Mask
	ne := 0
	for w := 0; w < 2; w++ {
		for m := common[w]; m != 0; m &= m - 1 {
			ex[ne] = l.cand[w*64+bits.TrailingZeros64(m)]
			ne++
		}
	}
	see01 := peerSet[cs[0]].has(cs[1])
	see02 := peerSet[cs[0]].has(cs[2])
	see12 := peerSet[cs[1]].has(cs[2])
	var allowed [3]Mask
	m0, m1, m2 := l.cand[cs[0]], l.cand[cs[1]], l.cand[cs[2]]
	for x := m0; x != 0; x &= x - 1 {
		a := x & -x
		for y := m1; y != 0; y &= y - 1 {
			bb := y & -y
			if a == bb && see01 {
				continue
			}
			for z := m2; z != 0; z &= z - 1 {
				c := z & -z
				if (c == a && see02) || (c == bb && see12) {
					continue
				}
				u := a | bb | c
				ok := true
				for _, e := range ex[:ne] {
					if e&^u == 0 {
						ok = false
						break
					}
				}
				if ok {
					allowed[0] |= a
					allowed[1] |= bb
					allowed[2] |= c
				}
			}
		}
	}
	if allowed[0] == m0 && allowed[1] == m1 && allowed[2] == m2 {
		return false
	}
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
	return true
}
