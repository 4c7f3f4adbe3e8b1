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

// count returns the number of cells in the set.
func (s cellSet) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1])
}

// ateMemo remembers the candidates of the last grid on which the search
// found nothing. A triple can only start removing something when one of
// its cells or common peers has changed since; when few cells have
// changed and none of those triples removes anything, the full scan is
// not needed.
type ateMemo struct {
	valid bool
	cand  [81]Mask
}

// ateMaxChanged is the most changed cells for which the memo is checked
// rather than the full scan run.
const ateMaxChanged = 20

// findAlignedTripleExclusion is the finder of AlignedTripleExclusion.
func findAlignedTripleExclusion(l *logic, b *stepBuf) bool {
	memo := &b.work().dynamicWork().ate
	var changed cellSet
	if memo.valid {
		for c := range l.cand {
			if l.cand[c] != memo.cand[c] {
				changed.add(c)
			}
		}
	}
	var prev *[81]Mask
	if memo.valid && changed.count() <= ateMaxChanged {
		prev = &memo.cand
	}
	found := scanAlignedTriples(l, b, prev, changed)
	// A naked single makes the scan skip its peers: such a grid is not
	// remembered (none is left when the solver gets here).
	single := false
	for _, m := range l.cand {
		single = single || m.Count() == 1
	}
	memo.valid, memo.cand = !found && !single, l.cand
	return found
}

// scanAlignedTriples looks for the first triple that removes something;
// given prev, the candidates of a grid where nothing was found, it first
// checks the triples that touch the cells changed since and stops when
// none of them removes anything.
func scanAlignedTriples(l *logic, b *stepBuf, prev *[81]Mask, changed cellSet) bool {
	var base [81]uint8
	var isBase cellSet
	var excl [81]cellSet
	// The cells with one candidate, and those with two or three (the
	// excluders' kind).
	var ones, few cellSet
	for c, m := range l.cand {
		switch m.Count() {
		case 1:
			ones.add(c)
		case 2, 3:
			few.add(c)
		}
	}
	n := 0
	for c := 0; c < 81; c++ {
		if l.cand[c].Count() < 2 {
			continue
		}
		// A naked single waiting among the peers makes Sudoku Explainer
		// skip the cell (never the case when this technique is tried).
		if e := peerSet[c].and(few); !e.empty() && peerSet[c].and(ones).empty() {
			base[n] = uint8(c)
			n++
			isBase.add(c)
			excl[c] = e
		}
	}
	if prev != nil && !touchedTriples(l, prev, changed, isBase, &excl) {
		return false
	}
	for j := 1; j < n; j++ {
		c1 := int(base[j])
		// The first cells of c1's pairs, in the order of the list: the base
		// cells before it that see two of its excluders or more (the
		// excluders the pair has in common; the others have too few).
		firsts := sharing2(excl[c1]).and(isBase).and(cellsBefore(c1))
		for f := firsts; !f.empty(); {
			var c0 int
			if f[0] != 0 {
				c0 = bits.TrailingZeros64(f[0])
				f[0] &= f[0] - 1
			} else {
				c0 = 64 + bits.TrailingZeros64(f[1])
				f[1] &= f[1] - 1
			}
			e01 := excl[c0].and(excl[c1])
			// The third cells: base cells among the excluders of c0 or c1,
			// neither c0 nor c1. Most pairs remove nothing: look in bit
			// order first, and in Sudoku Explainer's order (those of c0 in
			// peer order, then those of c1) only when some triple removes
			// something.
			third := cellSet{(excl[c0][0] | excl[c1][0]) & isBase[0], (excl[c0][1] | excl[c1][1]) & isBase[1]}
			third[c0>>6] &^= 1 << (c0 & 63)
			third[c1>>6] &^= 1 << (c1 & 63)
			// Of those, the ones that share two excluders or more with the
			// pair.
			try := third.and(sharing2(e01))
			any := false
			for w := 0; w < 2 && !any; w++ {
				for m := try[w]; m != 0; m &= m - 1 {
					c2 := w*64 + bits.TrailingZeros64(m)
					common := e01.and(excl[c2])
					// A triple's eliminations do not depend on how it was
					// reached: try each once, from the pair that leaves out
					// its last possible third cell.
					if (c0 > c2 && isTail(l, c0, c1, c2)) || (c1 > c2 && isTail(l, c1, c0, c2)) {
						continue
					}
					{
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
				for _, p := range sePeers[c] {
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

// touchedTriples reports whether a triple of base cells with a cell, or a
// common excluder, among the changed ones removes something (any such
// triple that the scan visits, whether or not it reaches it first: a yes
// only sends the search to the full scan). Each triple with a changed cell
// is weighed once, from its first changed cell; one whose common excluders
// alone changed, once for each of them.
func touchedTriples(l *logic, prev *[81]Mask, changed, isBase cellSet, excl *[81]cellSet) bool {
	for w := 0; w < 2; w++ {
		for m := changed[w]; m != 0; m &= m - 1 {
			x := w*64 + bits.TrailingZeros64(m)
			// The base cells not changed before x, and those not changed
			// at all.
			later := isBase.andNot(changed.and(cellsBefore(x)))
			later[x>>6] &^= 1 << (x & 63)
			if isBase.has(x) {
				// Triples with x: the other two cells share two excluders
				// with x, the third two with x and the second.
				ys := sharing2(excl[x]).and(later)
				for w2 := 0; w2 < 2; w2++ {
					for m2 := ys[w2]; m2 != 0; m2 &= m2 - 1 {
						y := w2*64 + bits.TrailingZeros64(m2)
						exy := excl[x].and(excl[y])
						if exy.count() < 2 {
							continue
						}
						zs := sharing2(exy).and(later).andNot(cellsBefore(y + 1))
						if !changed.has(y) {
							// Those whose only change is x's losing
							// candidates may be settled without a check.
							zs = zs.andNot(alikeTriples(l, prev, changed, x, y, exy, zs, excl))
						}
						if weighTriples(l, x, y, exy, zs, excl) {
							return true
						}
					}
				}
			}
			if k := l.cand[x].Count(); k != 2 && k != 3 {
				// x excludes nothing now. (A cell that excludes less than
				// before, or nothing, cannot make a triple remove more.)
				continue
			}
			// Triples that x excludes for, with no changed cell (those are
			// weighed above): base cells among its peers. x changes a
			// triple only if the triple can cover its candidates.
			near := isBase.and(peerSet[x]).andNot(changed)
			ex := l.cand[x]
			for w2 := 0; w2 < 2; w2++ {
				for m2 := near[w2]; m2 != 0; m2 &= m2 - 1 {
					v := w2*64 + bits.TrailingZeros64(m2)
					// The second cells: those after v that share two
					// excluders or more with it.
					after := near.andNot(cellsBefore(v + 1)).and(sharing2(excl[v]))
					for w3 := 0; w3 < 2; w3++ {
						for m3 := after[w3]; m3 != 0; m3 &= m3 - 1 {
							y := w3*64 + bits.TrailingZeros64(m3)
							// The third cells: after y, holding what x has
							// and v and y lack, and seeing two or more of
							// the common excluders of v and y (x is one).
							exy := excl[v].and(excl[y])
							need := ex &^ (l.cand[v] | l.cand[y])
							zs := near.andNot(cellsBefore(y + 1))
							for w4 := 0; w4 < 2; w4++ {
								for m4 := zs[w4]; m4 != 0; m4 &= m4 - 1 {
									if z := w4*64 + bits.TrailingZeros64(m4); l.cand[z]&need != need || exy.and(peerSet[z]).count() < 2 {
										zs[w4] &^= 1 << (z & 63)
									}
								}
							}
							if weighTriples(l, v, y, exy, zs, excl) {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

// alikeTriples returns the cells z of zs for which the triple of x, y and
// z cannot remove anything new: x has only lost candidates since prev, and
// neither y, z nor their common excluders have changed, so the triple was
// seen before (it has a third cell then as now) and removed nothing. Every
// choice it allowed then, it allows now unless x's digit is gone; a digit
// of x that no rule ties to another (not in y or z where x sees them, not
// in an excluder the triple can cover) can stand in for it in every one of
// those choices, so each candidate of y and z still has one, and x's own
// candidates keep theirs.
func alikeTriples(l *logic, prev *[81]Mask, changed cellSet, x, y int, exy, zs cellSet, excl *[81]cellSet) cellSet {
	var out cellSet
	mx, my := l.cand[x], l.cand[y]
	old := prev[x]
	if mx&^old != 0 {
		return out
	}
	// Whether x could be the third cell of a triple with y (and z) before.
	oldTail := old.Count() <= 3 && peerSet[x].has(y)
	tied := Mask(0)
	if peerSet[x].has(y) {
		tied = my
	}
	// The digits of x tied to y or to an excluder of x and y: those left
	// are free in every triple where x does not see z or z lacks them.
	loose := tied
	for w := 0; w < 2; w++ {
		for m := exy[w]; m != 0; m &= m - 1 {
			loose |= l.cand[w*64+bits.TrailingZeros64(m)]
		}
	}
	loose = mx &^ loose
	alone := changed.count() == 1 // x: y, z and their excluders are not
	for w := 0; w < 2; w++ {
		for m := zs[w]; m != 0; m &= m - 1 {
			z := w*64 + bits.TrailingZeros64(m)
			if !alone && changed.has(z) {
				continue
			}
			common := exy.and(excl[z])
			if !alone && !common.and(changed).empty() {
				continue
			}
			if !(oldTail || old.Count() <= 3 && peerSet[x].has(z) || isTail(l, y, x, z) || isTail(l, z, x, y)) {
				continue
			}
			mz := l.cand[z]
			seeZ := peerSet[x].has(z)
			if !seeZ && loose != 0 || loose&^mz != 0 {
				out.add(z)
				continue
			}
			t := tied
			if seeZ {
				t |= mz
			}
			union := mx | my | mz
			for w2 := 0; w2 < 2; w2++ {
				for m2 := common[w2]; m2 != 0; m2 &= m2 - 1 {
					if e := l.cand[w2*64+bits.TrailingZeros64(m2)]; e&^union == 0 {
						t |= e
					}
				}
			}
			if mx&^t != 0 {
				out.add(z)
			}
		}
	}
	return out
}

// weighTriples reports whether a triple of x, y (whose common excluders
// are exy) and a cell of zs that the scan visits removes something.
func weighTriples(l *logic, x, y int, exy, zs cellSet, excl *[81]cellSet) bool {
	for w := 0; w < 2; w++ {
		for m := zs[w]; m != 0; m &= m - 1 {
			z := w*64 + bits.TrailingZeros64(m)
			common := exy.and(excl[z])
			if common.count() < 2 || !isTail(l, z, x, y) && !isTail(l, x, y, z) && !isTail(l, y, x, z) {
				continue
			}
			if _, ok := alignedTriple(l, [3]int{x, y, z}, common); ok {
				return true
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
func alignedTriple(l *logic, cs [3]int, common cellSet) ([3]Mask, bool) {
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
	// A digit of a cell that no rule ties to another (in no excluder that
	// counts, and not among the candidates of the cells it sees) goes with
	// any digits of the other two. When each cell has one, every candidate
	// has a choice: the other two cells take theirs.
	var tied Mask
	for _, e := range pairs[:np] {
		tied |= e
	}
	for _, e := range triples[:nt] {
		tied |= e
	}
	free0, free1, free2 := m0&^tied, m1&^tied, m2&^tied
	if see01 {
		free0, free1 = free0&^m1, free1&^m0
	}
	if see02 {
		free0, free2 = free0&^m2, free2&^m0
	}
	if see12 {
		free1, free2 = free1&^m2, free2&^m1
	}
	if free0 != 0 && free1 != 0 && free2 != 0 {
		return [3]Mask{m0, m1, m2}, false
	}
	// partners[v] is the digits that may not go with v in another cell
	// (one that sees v's cell adds v itself).
	var partners [10]Mask
	for _, e := range pairs[:np] {
		a, b := e.Lowest(), (e &^ (e & -e)).Lowest()
		partners[a] |= 1 << b
		partners[b] |= 1 << a
	}
	// When two cells have such a digit, the third cell's candidates have
	// a choice, and a candidate of one of the two has one if some digit of
	// the third cell goes with it (the other takes its free digit: no
	// excluder can then cover the three).
	switch {
	case free0 == 0 && free1 != 0 && free2 != 0:
		if withSome(m0, m1, see01, &partners) && withSome(m0, m2, see02, &partners) {
			return [3]Mask{m0, m1, m2}, false
		}
	case free1 == 0 && free0 != 0 && free2 != 0:
		if withSome(m1, m0, see01, &partners) && withSome(m1, m2, see12, &partners) {
			return [3]Mask{m0, m1, m2}, false
		}
	case free2 == 0 && free0 != 0 && free1 != 0:
		if withSome(m2, m0, see02, &partners) && withSome(m2, m1, see12, &partners) {
			return [3]Mask{m0, m1, m2}, false
		}
	}
	if np+nt == 0 {
		// Without an excluder only two cells that see each other and hold
		// the same two digits (a naked pair) can rule a choice out.
		pair := func(a, b Mask) bool { return a == b && a.Count() == 2 }
		if !(see01 && pair(m0, m1)) && !(see02 && pair(m0, m2)) && !(see12 && pair(m1, m2)) {
			return [3]Mask{m0, m1, m2}, false
		}
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
				if allowed[1] == m1 && allowed[2] == m2 {
					// The other cells' candidates are all allowed already
					// and a is: the rest of a's choices adds nothing.
					break
				}
			}
		}
	}
	return allowed, allowed[0] != m0 || allowed[1] != m1 || allowed[2] != m2
}

// withSome reports whether each candidate of mi goes with some candidate
// of mk in another cell: a different digit when the cells see each other
// (see), and not its partner in a two-candidate excluder.
func withSome(mk, mi Mask, see bool, partners *[10]Mask) bool {
	for x := mi; x != 0; x &= x - 1 {
		d := bits.TrailingZeros16(uint16(x))
		ok := mk &^ partners[d]
		if see {
			ok &^= 1 << d
		}
		if ok == 0 {
			return false
		}
	}
	return true
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
