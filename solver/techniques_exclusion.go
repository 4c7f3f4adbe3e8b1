package solver

import "math/bits"

// Aligned pair exclusion. Two cells (which need not see each other) cannot
// take two digits a and b when they see each other and a = b, or when a
// cell of two candidates that sees both holds exactly a and b (it would be
// left empty). A candidate of either cell that is in no pair they can take
// goes. Sudoku Explainer's order: the cells with two or more candidates and
// at least one two-candidate peer, row-major; pairs of them in increasing
// order of the later one, then of the earlier one; a pair needs two or
// more two-candidate cells seeing both.
//
// Whether a pair removes something depends only on the candidates of its
// two cells and of the two-candidate cells that see both (a pair with two
// such cells has cells that qualify), so the scan visits only the pairs
// with two common two-candidate peers, in the same order, and apeMemo
// skips it when the grid has changed in few cells since a scan that found
// nothing.

// apeMemo remembers the candidates of the last grid on which the scan
// found nothing.
type apeMemo struct {
	valid bool
	cand  [81]Mask
}

// apeMaxChanged is the most changed cells for which the memo is checked
// rather than the full scan run.
const apeMaxChanged = 8

func findAlignedPairExclusion(l *logic, b *stepBuf) bool {
	memo := &b.work().ape
	var bivalue cellSet
	for c, m := range l.cand {
		if m.Count() == 2 {
			bivalue.add(c)
		}
	}
	if memo.valid {
		var changed cellSet
		for c := range l.cand {
			if l.cand[c] != memo.cand[c] {
				changed.add(c)
			}
		}
		if changed.count() <= apeMaxChanged && !touchedPairs(l, changed, bivalue) {
			memo.cand = l.cand
			return false
		}
	}
	found := scanAlignedPairs(l, b, bivalue)
	memo.valid, memo.cand = !found, l.cand
	return found
}

// cellsBefore returns the cells of index less than c.
func cellsBefore(c int) cellSet {
	if c < 64 {
		return cellSet{1<<c - 1, 0}
	}
	return cellSet{^uint64(0), 1<<(c-64) - 1}
}

// sharing2 returns the cells that see two cells of s or more.
func sharing2(s cellSet) cellSet {
	var once, twice cellSet
	for w := 0; w < 2; w++ {
		for m := s[w]; m != 0; m &= m - 1 {
			p := peerSet[w*64+bits.TrailingZeros64(m)]
			twice.or(once.and(p))
			once.or(p)
		}
	}
	return twice
}

// scanAlignedPairs finds the first pair that removes something.
func scanAlignedPairs(l *logic, b *stepBuf, bivalue cellSet) bool {
	for c2 := 1; c2 < 81; c2++ {
		if l.cand[c2].Count() < 2 {
			continue
		}
		firsts := sharing2(peerSet[c2].and(bivalue)).and(cellsBefore(c2))
		for w := 0; w < 2; w++ {
			for m := firsts[w]; m != 0; m &= m - 1 {
				c1 := w*64 + bits.TrailingZeros64(m)
				if l.cand[c1].Count() < 2 {
					continue
				}
				if x1, x2, ok := alignedPair(l, c1, c2, bivalue); ok {
					b.reset(AlignedPairExclusion)
					b.cell(uint8(c1))
					b.cell(uint8(c2))
					if x1 != 0 {
						b.elim(uint8(c1), x1)
					}
					if x2 != 0 {
						b.elim(uint8(c2), x2)
					}
					return true
				}
			}
		}
	}
	return false
}

// alignedPair returns what cells c1 and c2 lose (those of their candidates
// that no pair they can take uses) and whether that is anything.
func alignedPair(l *logic, c1, c2 int, bivalue cellSet) (x1, x2 Mask, ok bool) {
	ex := peerSet[c1].and(peerSet[c2]).and(bivalue)
	if ex.count() < 2 {
		return 0, 0, false
	}
	// with[a] is the digits b such that a two-candidate cell seeing both
	// holds exactly a and b.
	var with [10]Mask
	for w := 0; w < 2; w++ {
		for m := ex[w]; m != 0; m &= m - 1 {
			e := l.cand[w*64+bits.TrailingZeros64(m)]
			lo := e & -e
			hi := e &^ lo
			with[lo.Lowest()] |= hi
			with[hi.Lowest()] |= lo
		}
	}
	see := peerSet[c1].has(c2)
	m1, m2 := l.cand[c1], l.cand[c2]
	// A candidate a of one cell goes when every candidate of the other
	// cell is excluded with it: a itself when the cells see each other,
	// the others by a two-candidate cell.
	lose := func(m, other Mask) Mask {
		var x Mask
		for r := m; r != 0; r &= r - 1 {
			a := r & -r
			need := other
			if see {
				need &^= a
			}
			if need&^with[a.Lowest()] == 0 {
				x |= a
			}
		}
		return x
	}
	x1, x2 = lose(m1, m2), lose(m2, m1)
	return x1, x2, x1|x2 != 0
}

// touchedPairs reports whether a pair whose cells or common two-candidate
// peers include a changed cell removes something (any such pair, whether
// or not the scan reaches it first: a yes only sends the search to the
// full scan). The pairs that touch no changed cell remove nothing when the
// previous grid's scan found nothing.
func touchedPairs(l *logic, changed, bivalue cellSet) bool {
	for w := 0; w < 2; w++ {
		for m := changed[w]; m != 0; m &= m - 1 {
			x := w*64 + bits.TrailingZeros64(m)
			if l.cand[x].Count() >= 2 {
				// Pairs with x.
				ys := sharing2(peerSet[x].and(bivalue))
				for w2 := 0; w2 < 2; w2++ {
					for m2 := ys[w2]; m2 != 0; m2 &= m2 - 1 {
						y := w2*64 + bits.TrailingZeros64(m2)
						if y != x && l.cand[y].Count() >= 2 {
							if _, _, ok := alignedPair(l, x, y, bivalue); ok {
								return true
							}
						}
					}
				}
			}
			if !bivalue.has(x) {
				// x excludes nothing now. (A cell that excludes less than
				// before, or nothing, cannot make a pair remove more.)
				continue
			}
			// Pairs that x excludes for: two peers of x.
			near := peerSet[x]
			for w2 := 0; w2 < 2; w2++ {
				for m2 := near[w2]; m2 != 0; m2 &= m2 - 1 {
					y := w2*64 + bits.TrailingZeros64(m2)
					if l.cand[y].Count() < 2 {
						continue
					}
					before := near.and(cellsBefore(y))
					for w3 := 0; w3 < 2; w3++ {
						for m3 := before[w3]; m3 != 0; m3 &= m3 - 1 {
							v := w3*64 + bits.TrailingZeros64(m3)
							if l.cand[v].Count() >= 2 {
								if _, _, ok := alignedPair(l, v, y, bivalue); ok {
									return true
								}
							}
						}
					}
				}
			}
		}
	}
	return false
}
