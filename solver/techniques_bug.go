package solver

import "math/bits"

// BUG, the "bivalue universal grave": a position where every unsolved cell
// has two candidates and every digit two places in each unit has two
// solutions or none, so a puzzle with one solution cannot come to it. When
// the position would be one but for some extra candidates ("BUG digits") of
// a few cells ("BUG cells"), one of those must be true.
//
// Detection as Sudoku Explainer does it: units box, row, column, each 0–8,
// digits 1–9; a digit with neither 0 nor 2 places in a unit must have
// exactly one of them in a cell of three or more candidates, which is then
// a BUG cell with that BUG digit (a digit whose odd places are all in
// two-candidate cells is no BUG; one with several such cells says nothing).
// With the BUG digits removed the position must be a grave. The cells that
// see every BUG cell are kept along the way; when there are several BUG
// cells and digits and no such cell, nothing can follow and the search
// stops.

// findBUG finds the first BUG step, of any type (see BUG1).
func findBUG(l *logic, b *stepBuf) bool {
	scratch := l.cand
	var bugOf [81]Mask
	var cells [81]uint8
	nb := 0
	var all Mask
	var common, bugSet cellSet
	for k := 0; k < 3; k++ {
		for i := 0; i < 9; i++ {
			u := [3]int{18, 0, 9}[k] + i
			for d := uint8(1); d <= 9; d++ {
				p := l.pos[u][d]
				if n := bits.OnesCount16(p); n == 0 || n == 2 {
					continue
				}
				hit, nh := -1, 0
				for q := p; q != 0; q &= q - 1 {
					c := int(Units[u][bits.TrailingZeros16(q)])
					if l.cand[c].Count() >= 3 {
						hit = c
						nh++
					}
				}
				if nh == 0 {
					return false
				}
				if nh > 1 {
					continue
				}
				if bugOf[hit] == 0 {
					if nb == 0 {
						common = peerSet[hit]
					} else {
						common = common.and(peerSet[hit])
					}
					cells[nb] = uint8(hit)
					nb++
					bugSet.add(hit)
					common = cellSet{common[0] &^ bugSet[0], common[1] &^ bugSet[1]}
				}
				bugOf[hit] |= 1 << d
				scratch[hit] &^= 1 << d
				all |= 1 << d
				if nb >= 2 && all.Count() >= 2 && common.empty() {
					return false
				}
			}
		}
	}
	if nb == 0 || !isGrave(l, &scratch) {
		return false
	}
	bc := cells[:nb]
	if nb == 1 {
		c := bc[0]
		b.reset(BUG1)
		b.cell(c)
		b.s.Digits = bugOf[c]
		b.elim(c, l.cand[c]&^bugOf[c])
		return true
	}
	if all.Count() == 1 {
		b.reset(BUG2)
		for c := 0; c < 81; c++ {
			if bugSet.has(c) {
				b.cell(uint8(c))
			}
		}
		b.s.Digits = all
		for c := 0; c < 81; c++ {
			if common.has(c) && l.cand[c]&all != 0 {
				b.elim(uint8(c), all)
			}
		}
		if len(b.s.Eliminations) > 0 {
			return true
		}
	}
	if nb == 2 && bug4(l, b, bc, &bugOf, &scratch) {
		return true
	}
	if all.Count() == 1 {
		return false
	}
	return bug3(l, b, bc, &bugOf, all, common)
}

// isGrave reports whether candidates cand make a grave: every empty cell
// with two candidates, every digit with no place or two in each unit.
func isGrave(l *logic, cand *[81]Mask) bool {
	for c, m := range cand {
		if l.g[c] == 0 && m.Count() != 2 {
			return false
		}
	}
	for u := range Units {
		var once, twice, thrice Mask
		for _, c := range Units[u] {
			m := cand[c]
			thrice |= twice & m
			twice |= once & m
			once |= m
		}
		if once&^twice != 0 || thrice != 0 {
			return false
		}
	}
	return true
}

// bug4 is type 4: two BUG cells in one unit whose other candidates share
// one digit u keep only their BUG digits and u.
func bug4(l *logic, b *stepBuf, bc []uint8, bugOf, scratch *[81]Mask) bool {
	c1, c2 := int(bc[0]), int(bc[1])
	u := scratch[c1] & scratch[c2]
	if u.Count() != 1 {
		return false
	}
	for k := 0; k < 3; k++ {
		r := ulRegion(c1, k)
		if r != ulRegion(c2, k) {
			continue
		}
		b.reset(BUG4)
		b.unit(r)
		lo, hi := uint8(min(c1, c2)), uint8(max(c1, c2))
		b.cell(lo)
		b.cell(hi)
		b.s.Digits = bugOf[c1] | bugOf[c2] | u
		for _, c := range [2]uint8{lo, hi} {
			if x := l.cand[c] &^ (bugOf[c] | u); x != 0 {
				b.elim(c, x)
			}
		}
		return len(b.s.Eliminations) > 0
	}
	return false
}

// bug3 is type 3: the BUG cells, all in one unit, act as one cell holding
// the BUG digits, which forms a naked set with n-1 cells of the unit that
// see them all.
func bug3(l *logic, b *stepBuf, bc []uint8, bugOf *[81]Mask, all Mask, common cellSet) bool {
	first := int(bc[0])
	for k := 0; k < 3; k++ {
		r := ulRegion(first, k)
		shared := true
		for _, c := range bc[1:] {
			shared = shared && ulRegion(int(c), k) == r
		}
		if !shared {
			continue
		}
		// The common cells of the unit, in the first BUG cell's peer order.
		var list [20]uint8
		nl := 0
		for _, p := range sePeers[first] {
			if common.has(int(p)) && ulRegion(int(p), k) == r {
				list[nl] = p
				nl++
			}
		}
		for n := 2; n <= 6; n++ {
			if n-1 > nl {
				break
			}
			for m := uint32(0); m < 1<<nl; m++ {
				if bits.OnesCount32(m) != n-1 {
					continue
				}
				var union Mask
				ok := true
				for q := m; q != 0; q &= q - 1 {
					cm := l.cand[list[bits.TrailingZeros32(q)]]
					if cm.Count() < 2 {
						ok = false
						break
					}
					union |= cm
				}
				if !ok || union.Count() != n || all&^union != 0 {
					continue
				}
				b.reset(BUG3)
				b.unit(r)
				for c := 0; c < 81; c++ {
					for _, x := range bc {
						if int(x) == c {
							b.cell(x)
						}
					}
				}
				for i := 0; i < nl; i++ {
					if m&(1<<i) != 0 {
						b.cell(list[i])
					}
				}
				b.s.Digits = union
				for i := 0; i < nl; i++ {
					if c := list[i]; m&(1<<i) == 0 && l.cand[c]&union != 0 {
						b.elim(c, l.cand[c]&union)
					}
				}
				if len(b.s.Eliminations) == 0 {
					continue
				}
				b.sort()
				b.s.Rating = printed(plusTenths(5.7, n-1))
				return true
			}
		}
	}
	return false
}
