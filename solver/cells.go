package solver

// This file holds the cell engine: per-cell candidate masks, propagation of
// naked and hidden singles to a fixpoint, and depth-first search on the cell
// with the fewest candidates. It is the engine that defines a puzzle's
// complexity (docs/behaviour.md, Scoring and stars) and serves as the reference the faster band engine
// (band.go) is tested against.

// Stats describes the work of one search.
type Stats struct {
	Placements int // digits placed by propagation (naked and hidden singles)
	Guesses    int // digits tried at branch points, where propagation alone does not decide
	Backtracks int // branches that ended in a contradiction
}

// cellState is a grid in the middle of a search: the digits placed so far
// and, for each empty cell, the digits it may still take.
//
// Propagation skips what cannot find anything: a unit whose cells have not
// changed since it was last looked at holds no hidden single (dirty marks
// the others), and without a cell that came down to one candidate (single)
// there is no naked single. What it places, and in what order, is what a
// scan of every cell and unit would place.
type cellState struct {
	g      Grid
	cand   [81]Mask // candidates of empty cells; 0 for filled cells
	empty  int      // number of empty cells
	dirty  uint32   // units changed since propagate last looked at them, bit u for unit u
	single bool     // a cell may have one candidate left
}

// cellSkips: propagation skips the units and cells that cannot hold a
// single (false only in the test that checks it, which then scans every
// cell and unit each round).
var cellSkips = true

// cellUnits[c] is the set of the three units of cell c, bit u for unit u.
var cellUnits [81]uint32

func init() {
	// From coordinates only: this may run before the unit tables are made.
	for c := 0; c < 81; c++ {
		cellUnits[c] = 1<<(c/9) | 1<<(9+c%9) | 1<<(18+c/27*3+c%9/3)
	}
}

// init loads g; it returns false when two clues clash.
func (s *cellState) init(g Grid) bool {
	*s = cellState{}
	for i := range s.cand {
		s.cand[i] = AllDigits
	}
	s.empty = 81
	for i, d := range g {
		if d != 0 && !s.place(i, d) {
			return false
		}
	}
	s.dirty, s.single = 1<<27-1, true
	return true
}

// place puts digit d in empty cell i and removes d from the candidates of
// its peers. It returns false when d is not a candidate of i or when a peer
// is left with no candidate.
func (s *cellState) place(i int, d uint8) bool {
	if !s.cand[i].Has(d) {
		return false
	}
	s.g[i] = d
	s.cand[i] = 0
	s.empty--
	s.dirty |= cellUnits[i]
	bit := Mask(1) << d
	for _, p := range Peers[i] {
		if m := s.cand[p]; m&bit != 0 {
			m &^= bit
			s.cand[p] = m
			if m == 0 {
				return false
			}
			s.dirty |= cellUnits[p]
			if m&(m-1) == 0 {
				s.single = true
			}
		}
	}
	return true
}

// propagate places naked singles (a cell with one candidate) and hidden
// singles (a digit with one place in a unit) until neither rule applies. It
// returns false on a contradiction: a cell with no candidate, or a digit
// with no place left in a unit.
func (s *cellState) propagate(st *Stats) bool {
	skips := cellSkips
	for progress := true; progress && s.empty > 0; {
		progress = false
		// Naked singles: a cell with exactly one candidate takes it.
		if s.single || !skips {
			s.single = false
			for i := range s.cand {
				if m := s.cand[i]; m != 0 && m&(m-1) == 0 {
					if !s.place(i, m.Lowest()) {
						return false
					}
					st.Placements++
					progress = true
				}
			}
		}
		// Hidden singles: a digit that fits one cell of a unit goes there.
		for u := range Units {
			if skips && s.dirty&(1<<u) == 0 {
				continue
			}
			s.dirty &^= 1 << u
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
func (s *cellState) branchCell() int {
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

// cellSearch walks the search tree of the cell engine.
type cellSearch struct {
	limit int // stop after this many solutions
	// maxGuesses, when above 0, stops the search after that many guesses,
	// with gaveUp set: the tests' reference uses it to bound its time.
	maxGuesses int
	gaveUp     bool
	found      int
	first      Grid
	stats      Stats
	// states[k] is the state k guesses deep (each guess fills a cell, so
	// 81 at most): the search copies into it rather than allocating.
	states [82]cellState
}

// run searches from s, depth guesses deep, which it may modify, and
// reports whether to stop.
func (cs *cellSearch) run(s *cellState, depth int) bool {
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
	for x := s.cand[i]; x != 0; x &= x - 1 {
		d := x.Lowest()
		if cs.maxGuesses > 0 && cs.stats.Guesses >= cs.maxGuesses {
			cs.gaveUp = true
			return true
		}
		cs.stats.Guesses++
		next := &cs.states[depth+1]
		*next = *s
		if !next.place(i, d) {
			cs.stats.Backtracks++
			continue
		}
		if cs.run(next, depth+1) {
			return true
		}
	}
	return false
}

// cellSolve runs the cell engine on g, stopping after limit solutions (at
// least 1). It returns the number found (at most limit), the first solution
// and the statistics. Clashing clues give 0 solutions.
func cellSolve(g Grid, limit int) (int, Grid, Stats) {
	if limit < 1 {
		limit = 1
	}
	var s cellState
	if !s.init(g) {
		return 0, Grid{}, Stats{}
	}
	cs := cellSearch{limit: limit}
	cs.run(&s, 0)
	return cs.found, cs.first, cs.stats
}

// Complexity measures a puzzle (docs/behaviour.md, Scoring and stars): the number of empty cells plus the
// number of digits the cell engine tries at branch points, where propagation
// of singles alone does not decide, on its way to the first solution (cell
// with the fewest candidates, lowest index first, digits ascending). A grid
// with clashing clues, no solution or several solutions has complexity 0:
// it is not a puzzle.
func Complexity(g Grid) int {
	c, _ := complexity(g)
	return c
}

// complexity returns Complexity and the number of guesses in it.
func complexity(g Grid) (int, int) {
	if CountSolutions(g, 2) != 1 {
		return 0, 0
	}
	return uniqueComplexity(g)
}

// uniqueComplexity is complexity for a grid already known to have exactly
// one solution.
func uniqueComplexity(g Grid) (int, int) {
	_, _, st := cellSolve(g, 1)
	return 81 - g.Clues() + st.Guesses, st.Guesses
}
