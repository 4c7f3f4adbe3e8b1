package solver

import "testing"

// TestCellEngineSkips checks the cell engine, whose propagation skips the
// units and cells that cannot hold a single, against the same engine
// scanning every cell and unit each round (cellSolvePlain, below): same
// solutions, placements, guesses and backtracks.
func TestCellEngineSkips(t *testing.T) {
	every := 3
	if testing.Short() {
		every = 30
	}
	n := 0
	for _, set := range []string{"puzzles3_magictour_top1465.txt", "puzzles2_17_clue.txt", "puzzles7_serg_benchmark.txt", "se-classic-qqwing200.txt"} {
		for i, g := range sharedPuzzles(t, set, 0) {
			if i%every != 0 {
				continue
			}
			for _, limit := range []int{1, 2} {
				gn, gg, gs := cellSolve(g, limit)
				wn, wg, ws := cellSolvePlain(g, limit)
				if gn != wn || gg != wg || gs != ws {
					t.Fatalf("%s, limit %d: %d %s %+v, plain %d %s %+v", g, limit, gn, gg, gs, wn, wg, ws)
				}
			}
			n++
		}
	}
	t.Logf("%d puzzles", n)
}

// cellStatePlain is the cell engine's state without the skips: each round
// of propagation scans every cell and every unit. (The digits placed so
// far and, for each empty cell, the digits it may still take.)
type cellStatePlain struct {
	g     Grid
	cand  [81]Mask // candidates of empty cells; 0 for filled cells
	empty int      // number of empty cells
}

// init loads g; it returns false when two clues clash.
func (s *cellStatePlain) init(g Grid) bool {
	*s = cellStatePlain{}
	for i := range s.cand {
		s.cand[i] = AllDigits
	}
	s.empty = 81
	for i, d := range g {
		if d != 0 && !s.place(i, d) {
			return false
		}
	}
	return true
}

// place puts digit d in empty cell i and removes d from the candidates of
// its peers. It returns false when d is not a candidate of i or when a peer
// is left with no candidate.
func (s *cellStatePlain) place(i int, d uint8) bool {
	if !s.cand[i].Has(d) {
		return false
	}
	s.g[i] = d
	s.cand[i] = 0
	s.empty--
	bit := Mask(1) << d
	for _, p := range Peers[i] {
		if s.cand[p]&bit != 0 {
			s.cand[p] &^= bit
			if s.cand[p] == 0 {
				return false
			}
		}
	}
	return true
}

// propagate places naked singles (a cell with one candidate) and hidden
// singles (a digit with one place in a unit) until neither rule applies. It
// returns false on a contradiction: a cell with no candidate, or a digit
// with no place left in a unit.
func (s *cellStatePlain) propagate(st *Stats) bool {
	for progress := true; progress && s.empty > 0; {
		progress = false
		// Naked singles: a cell with exactly one candidate takes it.
		for i := range s.cand {
			if m := s.cand[i]; m != 0 && m&(m-1) == 0 {
				if !s.place(i, m.Lowest()) {
					return false
				}
				st.Placements++
				progress = true
			}
		}
		// Hidden singles: a digit that fits one cell of a unit goes there.
		for u := range Units {
			var once, twice, placed Mask
			for _, c := range Units[u] {
				m := s.cand[c]
				twice |= once & m
				once |= m
				placed |= 1 << s.g[c]
			}
			if (once|placed)&AllDigits != AllDigits {
				return false // some digit has nowhere to go in this unit
			}
			single := once &^ twice
			for single != 0 {
				d := single.Lowest()
				single &^= 1 << d
				for _, c := range Units[u] {
					if s.cand[c].Has(d) {
						if !s.place(int(c), d) {
							return false
						}
						st.Placements++
						progress = true
						break
					}
				}
			}
		}
	}
	return true
}

// branchCell returns the empty cell with the fewest candidates, the lowest
// index among equals, or -1 when the grid is full.
func (s *cellStatePlain) branchCell() int {
	best, bestN := -1, 10
	for i, m := range s.cand {
		if m != 0 {
			if n := m.Count(); n < bestN {
				best, bestN = i, n
				if n == 2 {
					break
				}
			}
		}
	}
	return best
}

// cellSearchPlain walks the search tree of the cell engine.
type cellSearchPlain struct {
	limit int // stop after this many solutions
	found int
	first Grid
	stats Stats
}

// run searches from s, which it may modify, and reports whether to stop.
func (cs *cellSearchPlain) run(s *cellStatePlain) bool {
	if !s.propagate(&cs.stats) {
		cs.stats.Backtracks++
		return false
	}
	i := s.branchCell()
	if i < 0 {
		if cs.found == 0 {
			cs.first = s.g
		}
		cs.found++
		return cs.found >= cs.limit
	}
	digits := s.cand[i].Digits()
	for _, d := range digits {
		cs.stats.Guesses++
		next := *s
		if !next.place(i, d) {
			cs.stats.Backtracks++
			continue
		}
		if cs.run(&next) {
			return true
		}
	}
	return false
}

// cellSolvePlain runs the cell engine on g, stopping after limit solutions (at
// least 1). It returns the number found (at most limit), the first solution
// and the statistics. Clashing clues give 0 solutions.
func cellSolvePlain(g Grid, limit int) (int, Grid, Stats) {
	if limit < 1 {
		limit = 1
	}
	var s cellStatePlain
	if !s.init(g) {
		return 0, Grid{}, Stats{}
	}
	cs := cellSearchPlain{limit: limit}
	cs.run(&s)
	return cs.found, cs.first, cs.stats
}
