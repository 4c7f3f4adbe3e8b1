package solver

import (
	"math/bits"
	"math/rand"
)

// The search engine of the variants (docs/variants.md, "Counting"): a
// candidate mask per cell, propagation of naked singles, hidden singles in
// every house, and for each Killer cage the digit sets that still fit it
// (from the precomputed combination table, given what the cage holds and
// what its empty cells may take), then a branch on the empty cell with the
// fewest candidates. The classic game keeps its own, faster band engine
// (band.go); this one works on any Geometry.

// gState is a position of the search: each cell's candidates (a placed
// cell keeps its digit as its only candidate) and whether it is placed.
type gState struct {
	cand   [81]Mask
	placed [81]bool
	left   int       // cells not placed
	dirty  [2]uint64 // the sums (cages, then the 45 rule's sets) to look at again
}

// gSearch is one search over a geometry; it is not safe for concurrent use.
type gSearch struct {
	g       *Geometry
	houses  [][9]uint8
	cages   [][]uint8 // the cages, then the 45 rule's sets (see newGSearch)
	sums    []int
	combos  [][]Mask
	inside  [][]int     // for each of the 45 rule's sets, the cages whose sums it subtracts
	sumsOf  [81][]uint8 // the sums (indices of cages) each cell is in
	nodes   int         // positions searched
	limit   int         // solutions wanted
	found   int
	maxNode int        // stop after this many nodes (0: no bound)
	first   Grid       // the first solution found
	second  Grid       // the second one
	rng     *rand.Rand // when set, digits are tried in a random order
	aborted bool
}

func newGSearch(g *Geometry) *gSearch {
	s := &gSearch{g: g}
	for _, h := range g.Houses {
		var cells [9]uint8
		for i, c := range h.Cells {
			cells[i] = uint8(c)
		}
		s.houses = append(s.houses, cells)
	}
	add := func(cells []int, sum int) {
		b := make([]uint8, len(cells))
		for i, c := range cells {
			b[i] = uint8(c)
		}
		s.cages = append(s.cages, b)
		s.sums = append(s.sums, sum)
		s.combos = append(s.combos, CageCombos(len(cells), sum))
		s.inside = append(s.inside, nil)
	}
	for _, cage := range g.Cages {
		add(cage.Cells, cage.Sum)
	}
	if len(g.Cages) > 0 {
		// The 45 rule as more sums: in each row, column and box, the cells
		// outside the cages that lie wholly in it add up to 45 less those
		// cages' sums; they are different digits, being in one house.
		for i := 0; i < 27; i++ {
			var in cellSet
			for _, c := range g.Houses[i].Cells {
				in.add(c)
			}
			inside := 0
			var wholeCages []int
			var innies []int
			for _, c := range g.Houses[i].Cells {
				k := g.CageOf(c)
				whole := k >= 0
				if whole {
					for _, x := range g.Cages[k].Cells {
						whole = whole && in.has(x)
					}
				}
				if !whole {
					innies = append(innies, c)
				} else if g.Cages[k].Cells[0] == c {
					inside += g.Cages[k].Sum
					wholeCages = append(wholeCages, k)
				}
			}
			if len(innies) > 0 && len(innies) < 9 {
				add(innies, 45-inside)
				s.inside[len(s.inside)-1] = wholeCages
			}
		}
	}
	for k, cells := range s.cages {
		for _, c := range cells {
			s.sumsOf[c] = append(s.sumsOf[c], uint8(k))
		}
	}
	return s
}

// setSum changes the sum of cage k (an index of the geometry's Cages) for
// the searches that follow, and the 45 rule's sets that depend on it.
func (s *gSearch) setSum(k, sum int) {
	s.sums[k] = sum
	s.combos[k] = CageCombos(len(s.cages[k]), sum)
	for v := len(s.g.Cages); v < len(s.cages); v++ {
		for _, x := range s.inside[v] {
			if x == k {
				rest := 45
				for _, y := range s.inside[v] {
					rest -= s.sums[y]
				}
				s.sums[v] = rest
				s.combos[v] = CageCombos(len(s.cages[v]), rest)
				break
			}
		}
	}
}

// mergeKeepsUnique reports whether puzzle p, unique on geometry g with
// solution full, stays unique when cages a and b become one cage with the
// sum of both. A new solution would be one of p with other sums for a and
// b adding up to the same total (with the same sums it would be full), so
// only those are searched: each is usually as constrained as p itself,
// where counting the merged puzzle from scratch can wander for long. Each
// search stops after 300 positions: sure is false when one did, and the
// caller counts instead. (The searches do not know that the two cages'
// digits must differ from each other, so a false answer may be wrong the
// safe way: a merge refused that would have kept the puzzle unique.)
func mergeKeepsUnique(g *Geometry, p *Grid, a, b int) (unique, sure bool) {
	s := newGSearch(g)
	na, nb := len(g.Cages[a].Cells), len(g.Cages[b].Cells)
	sa0, sb0 := g.Cages[a].Sum, g.Cages[b].Sum
	total := sa0 + sb0
	for sa := na * (na + 1) / 2; sa <= na*(19-na)/2; sa++ {
		sb := total - sa
		if sa == sa0 || len(CageCombos(nb, sb)) == 0 {
			continue
		}
		s.setSum(a, sa)
		s.setSum(b, sb)
		s.maxNode = 300
		if s.count(p, 1) > 0 {
			return false, true
		}
		if s.aborted {
			return false, false
		}
	}
	return true, true
}

// touch marks the sums of cell c to be looked at again: its candidates
// changed.
func (s *gSearch) touch(st *gState, c int) {
	for _, k := range s.sumsOf[c] {
		st.dirty[k>>6] |= 1 << (k & 63)
	}
}

// start sets st to puzzle p with every empty cell open to every digit.
func (s *gSearch) start(p *Grid, st *gState) {
	st.left = 81
	st.dirty = [2]uint64{^uint64(0), ^uint64(0)}
	for c := range st.cand {
		st.placed[c] = false
		if p[c] != 0 {
			st.cand[c] = 1 << p[c]
		} else {
			st.cand[c] = AllDigits
		}
	}
}

// place puts the only candidate of cell c there and removes it from c's
// peers; it returns false when a peer is left with no candidate.
func (s *gSearch) place(st *gState, c int) bool {
	bit := st.cand[c]
	st.placed[c] = true
	st.left--
	s.touch(st, c)
	for _, p := range s.g.peers[c] {
		if st.cand[p]&bit != 0 {
			st.cand[p] &^= bit
			if st.cand[p] == 0 {
				return false
			}
			s.touch(st, int(p))
		}
	}
	return true
}

// propagate applies the rules until none changes anything; it returns false
// on a contradiction.
func (s *gSearch) propagate(st *gState) bool {
	for {
		changed := false
		for c := 0; c < 81; c++ {
			if st.placed[c] {
				continue
			}
			m := st.cand[c]
			if m == 0 {
				return false
			}
			if m&(m-1) == 0 {
				if !s.place(st, c) {
					return false
				}
				changed = true
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
			hidden := once &^ twice
			for hidden != 0 {
				bit := hidden & -hidden
				hidden &^= bit
				for _, c := range h {
					if st.cand[c]&bit != 0 {
						if !st.placed[c] && st.cand[c] != bit {
							st.cand[c] = bit
							s.touch(st, int(c))
							changed = true
						}
						break
					}
				}
			}
		}
		for k, cells := range s.cages {
			if st.dirty[k>>6]&(1<<(k&63)) == 0 {
				continue
			}
			st.dirty[k>>6] &^= 1 << (k & 63)
			var placed, open Mask
			for _, c := range cells {
				if st.placed[c] {
					placed |= st.cand[c]
				} else {
					open |= st.cand[c]
				}
			}
			var allowed Mask
			need := AllDigits
			any := false
		combos:
			for _, m := range s.combos[k] {
				rest := m &^ placed
				if m&placed != placed || rest&^open != 0 {
					continue
				}
				for _, c := range cells {
					if !st.placed[c] && st.cand[c]&rest == 0 {
						continue combos
					}
				}
				allowed |= rest
				need &= rest
				any = true
			}
			if !any {
				return false
			}
			if allowed == 0 {
				continue // every cell placed, adding up to the sum
			}
			for _, c := range cells {
				if !st.placed[c] && st.cand[c]&^allowed != 0 {
					st.cand[c] &= allowed
					if st.cand[c] == 0 {
						return false
					}
					s.touch(st, int(c))
					changed = true
				}
			}
			for need != 0 {
				bit := need & -need
				need &^= bit
				at, n := -1, 0
				for _, c := range cells {
					if !st.placed[c] && st.cand[c]&bit != 0 {
						at, n = int(c), n+1
					}
				}
				if n == 0 {
					return false
				}
				if n == 1 && st.cand[at] != bit {
					st.cand[at] = bit
					s.touch(st, at)
					changed = true
				}
			}
		}
		if !changed {
			return true
		}
	}
}

// search counts the solutions below st, up to s.limit.
func (s *gSearch) search(st *gState) {
	s.nodes++
	if s.maxNode > 0 && s.nodes > s.maxNode {
		s.aborted = true
		return
	}
	if !s.propagate(st) {
		return
	}
	if st.left == 0 {
		switch s.found {
		case 0:
			for c := range s.first {
				s.first[c] = uint8(bits.TrailingZeros16(uint16(st.cand[c])))
			}
		case 1:
			for c := range s.second {
				s.second[c] = uint8(bits.TrailingZeros16(uint16(st.cand[c])))
			}
		}
		s.found++
		return
	}
	best, bestN := -1, 10
	for c := 0; c < 81; c++ {
		if !st.placed[c] {
			if n := st.cand[c].Count(); n < bestN {
				best, bestN = c, n
				if n == 2 {
					break
				}
			}
		}
	}
	var order [9]Mask
	n := 0
	for m := st.cand[best]; m != 0; m &= m - 1 {
		order[n] = m & -m
		n++
	}
	if s.rng != nil {
		s.rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for _, bit := range order[:n] {
		next := *st
		next.cand[best] = bit
		s.touch(&next, best)
		s.search(&next)
		if s.found >= s.limit || s.aborted {
			return
		}
	}
}

// count returns the number of solutions of p, up to limit, and the first.
func (s *gSearch) count(p *Grid, limit int) int {
	s.limit, s.found, s.nodes, s.aborted = limit, 0, 0, false
	var st gState
	s.start(p, &st)
	s.search(&st)
	return s.found
}

// CountSolutions returns the number of solutions of puzzle p on the
// geometry, counting up to limit (limit 2 tells a puzzle from a grid with
// several solutions). Clashing givens count as no solution.
func (g *Geometry) CountSolutions(p Grid, limit int) int {
	if limit <= 0 {
		return 0
	}
	return newGSearch(g).count(&p, limit)
}

// SolveUnique returns the only solution of p on the geometry, or
// ErrNoSolution, ErrSeveralSolutions, or the error of Check for clashing
// givens.
func (g *Geometry) SolveUnique(p Grid) (Grid, error) {
	if err := g.Check(p); err != nil {
		return Grid{}, err
	}
	s := newGSearch(g)
	switch s.count(&p, 2) {
	case 0:
		return Grid{}, ErrNoSolution
	case 1:
		return s.first, nil
	}
	return Grid{}, ErrSeveralSolutions
}

// Solve returns a solution of p on the geometry (the first found), or
// ErrNoSolution or the error of Check.
func (g *Geometry) Solve(p Grid) (Grid, error) {
	if err := g.Check(p); err != nil {
		return Grid{}, err
	}
	s := newGSearch(g)
	if s.count(&p, 1) == 0 {
		return Grid{}, ErrNoSolution
	}
	return s.first, nil
}

// fill returns a random solution of the empty grid on the geometry's houses
// (its cages are ignored by the caller's choice: it passes a geometry
// without them), trying at most maxNodes positions; ok is false when none
// was found within them.
func (g *Geometry) fill(rng *rand.Rand, maxNodes int) (full Grid, ok bool) {
	s := newGSearch(g)
	s.rng, s.maxNode = rng, maxNodes
	var empty Grid
	if s.count(&empty, 1) == 0 {
		return Grid{}, false
	}
	return s.first, true
}
