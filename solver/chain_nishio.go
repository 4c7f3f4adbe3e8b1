package solver

import "math/bits"

// Nishio's contradictions from sets alone. A Nishio propagation follows one
// digit (chain_dynamic.go): an ON cell turns the digit OFF in its peers, and
// a unit whose places of the digit are all OFF but one makes that one ON.
// Its only hints are contradictions, so the recorded propagation, with the
// parents that rank a hint, is only needed for the assumptions that end in
// one; for the others it is enough to know that they do not.
//
// What a propagation that meets no contradiction finds does not depend on
// the order it draws its nodes: it stops when every rule that applies has
// been applied, at the least set closed under the rules. So it meets a
// contradiction exactly when that closure holds a cell both ON and OFF, or
// a unit with every place OFF; the closure is computed here on cell sets,
// a rule at a time over whole sets. (A unit that starts with one place of
// the digit never counts: the recorded propagation only draws its strong
// inference where a unit has two places left, which such a unit never
// has. The search never meets one: a hidden single is found first.)

// nishioDigitSets is the grid as a Nishio search of one digit sees it: the
// cells holding the digit, and, for each unit where it has two places or
// more, those places.
type nishioDigitSets struct {
	places cellSet
	units  [27]cellSet
	multi  uint32 // the units with two places or more
}

// init reads digit d's places in l.
func (s *nishioDigitSets) init(l *logic, d uint8) {
	s.places = cellSet{}
	s.multi = 0
	for u := 0; u < 27; u++ {
		s.units[u] = cellSet{}
		ps := l.pos[u][d]
		if bits.OnesCount16(ps) < 2 {
			continue
		}
		s.multi |= 1 << u
		for ; ps != 0; ps &= ps - 1 {
			c := int(Units[u][bits.TrailingZeros16(ps)])
			s.units[u].add(c)
			s.places.add(c)
		}
	}
}

// clash reports whether the assumption "cell c holds the digit" (on) or
// "it does not" leads to a contradiction.
func (s *nishioDigitSets) clash(c int, on bool) bool {
	var onSet, offSet, front cellSet
	var touched uint32 // the units that lost a place since they were last looked at
	if on {
		onSet.add(c)
		front.add(c)
	} else {
		offSet.add(c)
		touched = cellUnitMask(c)
	}
	for {
		for w := 0; w < 2; w++ {
			for m := front[w]; m != 0; m &= m - 1 {
				off := peerSet[w*64+bits.TrailingZeros64(m)].and(s.places)
				if !off.and(onSet).empty() {
					// Two ON cells see each other. (The unit that left
					// one of them alone would be found empty next round:
					// this only says it sooner.)
					return true
				}
				off = off.andNot(offSet)
				offSet.or(off)
				for w2 := 0; w2 < 2; w2++ {
					for m2 := off[w2]; m2 != 0; m2 &= m2 - 1 {
						touched |= cellUnitMask(w2*64 + bits.TrailingZeros64(m2))
					}
				}
			}
		}
		front = cellSet{}
		for us := touched & s.multi; us != 0; us &= us - 1 {
			left := s.units[bits.TrailingZeros32(us)].andNot(offSet)
			switch left.count() {
			case 0:
				return true // no place left in the unit
			case 1:
				front.or(left.andNot(onSet))
			}
		}
		touched = 0
		if front.empty() {
			return false
		}
		onSet.or(front)
	}
}
