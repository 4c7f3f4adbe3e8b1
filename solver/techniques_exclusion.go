package solver

// Aligned pair exclusion. Two cells (which need not see each other) cannot
// take two digits a and b when they see each other and a = b, or when a
// cell of two candidates that sees both holds exactly a and b (it would be
// left empty). A candidate of either cell that is in no pair they can take
// goes. Sudoku Explainer's order: the cells with two or more candidates and
// at least one two-candidate peer, row-major; pairs of them in increasing
// order of the later one, then of the earlier one; a pair needs two or
// more two-candidate cells seeing both.

func findAlignedPairExclusion(l *logic, b *stepBuf) bool {
	var bivalue cellSet
	for c, m := range l.cand {
		if m.Count() == 2 {
			bivalue.add(c)
		}
	}
	var base [81]uint8
	nb := 0
	for c, m := range l.cand {
		if m.Count() >= 2 && !peerSet[c].and(bivalue).empty() {
			base[nb] = uint8(c)
			nb++
		}
	}
	for j := 1; j < nb; j++ {
		c2 := int(base[j])
		for i := 0; i < j; i++ {
			c1 := int(base[i])
			ex := peerSet[c1].and(peerSet[c2]).and(bivalue)
			var excl [20]Mask
			ne := 0
			for _, p := range Peers[c1] {
				if ex.has(int(p)) {
					excl[ne] = l.cand[p]
					ne++
				}
			}
			if ne < 2 {
				continue
			}
			see := peerSet[c1].has(c2)
			var ok1, ok2 Mask
			m1, m2 := l.cand[c1], l.cand[c2]
			for a := m1; a != 0; a &= a - 1 {
				da := a & -a
				for bb := m2; bb != 0; bb &= bb - 1 {
					db := bb & -bb
					if see && da == db {
						continue
					}
					pair, bad := da|db, false
					for _, e := range excl[:ne] {
						if e == pair {
							bad = true
							break
						}
					}
					if !bad {
						ok1 |= da
						ok2 |= db
					}
				}
			}
			if m1&^ok1 == 0 && m2&^ok2 == 0 {
				continue
			}
			b.reset(AlignedPairExclusion)
			b.cell(uint8(c1))
			b.cell(uint8(c2))
			if x := m1 &^ ok1; x != 0 {
				b.elim(uint8(c1), x)
			}
			if x := m2 &^ ok2; x != 0 {
				b.elim(uint8(c2), x)
			}
			return true
		}
	}
	return false
}
