package solver

import "math/bits"

// Deciding a generated puzzle's level (docs/variants.md, "Generating"):
// the grader's path, stopped as soon as the rest of it cannot change the
// level.

// compareVariantLevel says whether p grades easier than want (-1), at it
// (0) or harder (1): GradeVariant's level compared with want, found with
// less work. The grader stops (stuck) rather than take a step above the
// level's band (beyond Expert is Master, stuck or not), and on a geometry
// without cages its path is cut short where singles alone finish the
// puzzle (singlesTail): from there every step the grader takes is a single,
// so the level follows from the steps taken so far and the singles' ratings.
func compareVariantLevel(g *Geometry, p Grid, want Level) int {
	_, hi := want.band()
	if want == Master {
		hi = expertTenths
	}
	got := variantLevel(g, p, hi)
	switch {
	case got < want:
		return -1
	case got > want:
		return 1
	}
	return 0
}

// variantLevel returns the level gradeVariant(g, p, maxTenths) gives.
func variantLevel(g *Geometry, p Grid, maxTenths int) Level {
	l := newVLogic(g, p)
	l.maxTenths = maxTenths
	l.memo = &vMemo{active: -1}
	hardest := -1
	look := len(g.Cages) == 0 // whether to see if singles finish the puzzle from here
	for l.left > 0 {
		if look {
			look = false
			if tail := l.singlesTail(); tail > 0 {
				// The rest of the path is made of steps rated from the full
				// house's to tail: when both ends give one level, it is the
				// puzzle's.
				least := vTechniqueInfo[VFullHouse].tenths
				if lv := levelFor(max(hardest, tail), true); lv == levelFor(max(hardest, least), true) {
					return lv
				}
			}
		}
		t, tenths, ok := l.step()
		if !ok {
			return levelFor(hardest, false)
		}
		hardest = max(hardest, tenths)
		// A single leaves what singles can do as it was; any other step
		// (a direct technique too: it places what singles could not) may
		// let them finish.
		single := t == VFullHouse || t == VHiddenSingleBox || t == VHiddenSingleLine || t == VNakedSingle
		look = len(g.Cages) == 0 && !single
	}
	return levelFor(hardest, true)
}

// singlesTail says whether singles alone finish the position, and which:
// the rating of the hidden single in a line (every step the grader takes
// from here is then a full house or a hidden single: one is always left,
// as placing digits only makes more of them) when hidden singles do, the
// naked single's when naked and hidden singles do, and 0 when they do not.
// It leaves l as it was. Only for geometries without cages: a Killer's
// cage sums are more than singles.
func (l *vLogic) singlesTail() int {
	p, cand, left := l.p, l.cand, l.left
	houses := l.g.Houses
	naked := false
	for {
		changed := false
		for i := range houses {
			var once, twice, placed Mask
			for _, c := range houses[i].Cells {
				if p[c] != 0 {
					placed |= 1 << p[c]
					continue
				}
				twice |= once & cand[c]
				once |= cand[c]
			}
			if once|placed != AllDigits {
				return 0 // a digit with no place: cannot happen in a unique puzzle
			}
			for m := once &^ twice; m != 0; m &= m - 1 {
				bit := m & -m
				for _, c := range houses[i].Cells {
					if p[c] == 0 && cand[c]&bit != 0 {
						d := uint8(bits.TrailingZeros16(uint16(bit)))
						p[c], cand[c] = d, 0
						left--
						for _, q := range l.g.peers[c] {
							cand[q] &^= bit
						}
						changed = true
						break
					}
				}
			}
		}
		if left == 0 {
			if naked {
				return vTechniqueInfo[VNakedSingle].tenths
			}
			return vTechniqueInfo[VHiddenSingleLine].tenths
		}
		if changed {
			continue
		}
		// No hidden single is left: naked singles too from here.
		for c := range cand {
			if m := cand[c]; p[c] == 0 && m != 0 && m&(m-1) == 0 {
				p[c], cand[c] = uint8(bits.TrailingZeros16(uint16(m))), 0
				left--
				for _, q := range l.g.peers[c] {
					cand[q] &^= m
				}
				changed, naked = true, true
			}
		}
		if !changed {
			return 0
		}
	}
}

// bivalueCells returns the empty cells with two candidates.
func (l *vLogic) bivalueCells() cellSet {
	var s cellSet
	for c, m := range l.cand {
		if l.p[c] == 0 && m.Count() == 2 {
			s.add(c)
		}
	}
	return s
}
