package solver

import "math/bits"

// hSearch answers the carving's question (is there a solution other than
// the full grid that differs from it in the two cells just emptied?) on a
// geometry without cages, as gSearch.otherSolution does, faster: the cells
// reduced to one candidate wait in a queue to be placed instead of being
// looked for over the whole grid at each round, and there are no sums to
// look at (docs/variants.md, "Generating").
type hSearch struct {
	g      *Geometry
	houses [][9]uint8
	nodes  int
}

// hState is a position of the search: candidates (a placed cell keeps its
// digit as its only one), the cells placed, and the cells left to place
// whose candidates came down to one.
type hState struct {
	cand   [81]Mask
	placed cellSet
	left   int
	queue  [96]uint8 // a cell comes in once as it comes down to one candidate
	n      int
}

func newHSearch(g *Geometry) *hSearch {
	s := &hSearch{g: g}
	for _, h := range g.Houses {
		var cells [9]uint8
		for i, c := range h.Cells {
			cells[i] = uint8(c)
		}
		s.houses = append(s.houses, cells)
	}
	return s
}

// otherSolution reports whether p has a solution other than full that
// differs from it in cell i or cell j (p is unique before they were
// emptied).
func (s *hSearch) otherSolution(p, full *Grid, i, j int) bool {
	var st hState
	st.left = 81
	for c := range st.cand {
		if p[c] != 0 {
			st.cand[c] = 1 << p[c]
			st.push(c)
		} else {
			st.cand[c] = AllDigits
		}
	}
	if !s.propagate(&st) || st.left == 0 {
		return false // singles alone fill the grid: full is the only solution
	}
	// With cell i other than in full.
	first := st
	if first.restrict(i, first.cand[i]&^(1<<full[i])) && s.search(&first) {
		return true
	}
	if i == j {
		return false
	}
	// With cell i as in full and cell j other.
	return st.restrict(i, 1<<full[i]) && st.restrict(j, st.cand[j]&^(1<<full[j])) && s.search(&st)
}

// restrict leaves cell c the candidates m, and queues it when that is one;
// it returns false when m is empty.
func (st *hState) restrict(c int, m Mask) bool {
	if m == 0 {
		return false
	}
	if st.cand[c] != m {
		st.cand[c] = m
		if m&(m-1) == 0 {
			st.push(c)
		}
	}
	return true
}

func (st *hState) push(c int) {
	st.queue[st.n] = uint8(c)
	st.n++
}

// propagate places the queued cells and the hidden singles until nothing
// changes; it returns false on a contradiction.
func (s *hSearch) propagate(st *hState) bool {
	for {
		for st.n > 0 {
			st.n--
			c := int(st.queue[st.n])
			if st.placed.has(c) {
				continue
			}
			bit := st.cand[c]
			if bit == 0 {
				return false
			}
			st.placed.add(c)
			st.left--
			for _, q := range s.g.peers[c] {
				if st.cand[q]&bit == 0 {
					continue
				}
				if st.placed.has(int(q)) {
					return false // two peers hold the digit
				}
				m := st.cand[q] &^ bit
				st.cand[q] = m
				if m == 0 {
					return false
				}
				if m&(m-1) == 0 {
					st.push(int(q))
				}
			}
		}
		if st.left == 0 {
			return true
		}
		for _, h := range s.houses {
			var once, twice Mask
			for _, c := range h {
				m := st.cand[c]
				twice |= once & m
				once |= m
			}
			if once != AllDigits {
				return false
			}
			for hidden := once &^ twice; hidden != 0; hidden &= hidden - 1 {
				bit := hidden & -hidden
				for _, c := range h {
					if st.cand[c]&bit != 0 {
						if st.cand[c] != bit {
							st.cand[c] = bit
							st.push(int(c))
						}
						break
					}
				}
			}
		}
		if st.n == 0 {
			return true
		}
	}
}

// search reports whether a solution lies below st.
func (s *hSearch) search(st *hState) bool {
	s.nodes++
	if !s.propagate(st) {
		return false
	}
	if st.left == 0 {
		return true
	}
	best, bestN := -1, 10
	for c := 0; c < 81; c++ {
		if !st.placed.has(c) {
			if n := bits.OnesCount16(uint16(st.cand[c])); n < bestN {
				best, bestN = c, n
				if n == 2 {
					break
				}
			}
		}
	}
	for m := st.cand[best]; m != 0; m &= m - 1 {
		next := *st
		next.cand[best] = m & -m
		next.push(best)
		if s.search(&next) {
			return true
		}
	}
	return false
}
