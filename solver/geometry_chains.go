package solver

import "math"

// The level-0 chains of the variants' grader (docs/variants.md, "Chains"):
// X-cycles and Y-cycles (6.5+), forcing X-chains (6.6+), bidirectional
// cycles and forcing chains (7.0+), over every house of a Geometry. They
// follow the classic scale's rules (the rating of a chain is its base plus
// the increment of its complexity, chainIncrement; of the hints found the
// lowest rating wins, then the lowest complexity, then X before Y before
// XY), searched in a plain way: the classic engine's fast search (chain_*.go)
// knows only rows, columns and boxes.
//
// A node is a candidate ON (the cell holds the digit) or OFF. From an ON node
// follow, weakly, the OFF nodes of the cell's other candidates (the Y rule)
// and of the digit's other places in each house of the cell, and, in Killer,
// in its cage (the X rule). From an OFF node follow, strongly, the ON node of
// the cell's other candidate when it has two (Y) and of the digit's other
// place in each house where it has two (X).

// vChainPass is one of the three searches: which rules each side uses,
// which cells start, what its hints are rated and ranked.
type vChainPass struct {
	weakY, strongX, strongY bool
	bivalueOnly             bool    // starts only from cells with two candidates
	forcing                 bool    // looks for forcing chains too
	cycleBase, chainBase    float64 // ratings before the length increment
	sortKey                 int
	cycleTech, chainTech    VariantTechnique
}

var vChainPasses = [3]vChainPass{
	{strongX: true, forcing: true, cycleBase: 6.5, chainBase: 6.6, sortKey: sortKeyX, cycleTech: VXCycle, chainTech: VForcingXChain},
	{weakY: true, strongY: true, bivalueOnly: true, cycleBase: 6.5, sortKey: sortKeyY, cycleTech: VYCycle},
	{weakY: true, strongX: true, strongY: true, forcing: true, cycleBase: 7.0, chainBase: 7.0, sortKey: sortKeyXY, cycleTech: VBidirectionalCycle, chainTech: VForcingChain},
}

// vcNode is a node recorded by a search, with its one parent (-1 for the
// assumption).
type vcNode struct {
	key    nodeKey
	parent int32
	depth  int32 // nodes from the assumption to this one, both counted
}

// vChains is the memory of the chain searches of one vLogic.
type vChains struct {
	l         *vLogic
	houses    [81][]int // each cell's houses in the order the reference takes them
	nodes     []vcNode
	onAt      [numNodeKeys]uint32 // stamp: the key is in the ON set (cycles) or recorded (chains)
	offAt     [numNodeKeys]uint32
	stamp     uint32
	dup       [numNodeKeys]uint32 // stamp: a consequence already listed
	dupStamp  uint32
	cons      []nodeKey
	onQ       []int32
	offQ      []int32
	ends      []int32
	places    [][10]uint8 // places[h][d]: how many places digit d has in house h
	maxTenths int         // the grader's bound (0: none)
	// the unique loop search's state: the cells of the loop, the houses
	// its even (0, 2, …) and odd cells touch
	inLoop          cellSet
	evenHit, oddHit [40]bool
	loopable        cellSet // the cells a valid loop of the two digits may use (loopCells)
	// the best hint so far
	have    bool
	rank    chainRank
	tech    VariantTechnique
	path    []Link // the best hint's chain, when a pattern is recorded
	elims   []vElim
	place   vElim // a placement (cell, digit), when place.d != 0
	scratch []vElim
}

// vElim is a candidate: digit d of cell c.
type vElim struct {
	c int
	d uint8
}

// seHouseOrder returns the houses of cell c in the order the reference
// takes a cell's houses: its box or region, row, column, then the windows
// and diagonals.
func seHouseOrder(g *Geometry, c int) []int {
	var out []int
	for _, k := range []HouseKind{RegionHouse, RowHouse, ColumnHouse, WindowHouse, DiagonalHouse} {
		for _, h := range g.houseOf[c] {
			if g.Houses[h].Kind == k {
				out = append(out, h)
			}
		}
	}
	return out
}

func newVChains(l *vLogic) *vChains {
	s := &vChains{l: l}
	for c := 0; c < 81; c++ {
		s.houses[c] = seHouseOrder(l.g, c)
	}
	s.places = make([][10]uint8, len(l.g.Houses))
	return s
}

func (s *vChains) nextStamp() {
	s.stamp++
	if s.stamp == 0 {
		s.onAt, s.offAt = [numNodeKeys]uint32{}, [numNodeKeys]uint32{}
		s.stamp = 1
	}
}

// countPlaces fills places for the current candidates.
func (s *vChains) countPlaces() {
	l := s.l
	for h := range l.g.Houses {
		s.places[h] = [10]uint8{}
		for _, c := range l.g.Houses[h].Cells {
			for m := l.cand[c]; m != 0; m &= m - 1 {
				s.places[h][m.Lowest()]++
			}
		}
	}
}

func (s *vChains) listed(k nodeKey) bool {
	if s.dup[k] == s.dupStamp {
		return true
	}
	s.dup[k] = s.dupStamp
	return false
}

func (s *vChains) startList() {
	s.cons = s.cons[:0]
	s.dupStamp++
	if s.dupStamp == 0 {
		s.dup = [numNodeKeys]uint32{}
		s.dupStamp = 1
	}
}

// weak lists the OFF nodes an ON node k implies.
func (s *vChains) weak(k nodeKey, y bool) []nodeKey {
	s.startList()
	l := s.l
	c, d := k.cell(), k.digit()
	if y {
		for m := l.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			if q := keyOf(c, m.Lowest(), false); !s.listed(q) {
				s.cons = append(s.cons, q)
			}
		}
	}
	for _, h := range s.houses[c] {
		for _, x := range l.g.Houses[h].Cells {
			if x != c && l.cand[x].Has(d) {
				if q := keyOf(x, d, false); !s.listed(q) {
					s.cons = append(s.cons, q)
				}
			}
		}
	}
	if k := l.g.CageOf(c); k >= 0 {
		for _, x := range l.g.Cages[k].Cells {
			if x != c && l.cand[x].Has(d) {
				if q := keyOf(x, d, false); !s.listed(q) {
					s.cons = append(s.cons, q)
				}
			}
		}
	}
	return s.cons
}

// strong lists the ON nodes an OFF node k implies.
func (s *vChains) strong(k nodeKey, x, y bool) []nodeKey {
	s.startList()
	l := s.l
	c, d := k.cell(), k.digit()
	if y && l.cand[c].Count() == 2 {
		if q := keyOf(c, (l.cand[c] &^ (1 << d)).Lowest(), true); !s.listed(q) {
			s.cons = append(s.cons, q)
		}
	}
	if x {
		for _, h := range s.houses[c] {
			if s.places[h][d] != 2 {
				continue
			}
			for _, o := range l.g.Houses[h].Cells {
				if o != c && l.cand[o].Has(d) {
					if q := keyOf(o, d, true); !s.listed(q) {
						s.cons = append(s.cons, q)
					}
				}
			}
		}
	}
	return s.cons
}

func (s *vChains) add(k nodeKey, parent int32) int32 {
	depth := int32(1)
	if parent >= 0 {
		depth = s.nodes[parent].depth + 1
	}
	s.nodes = append(s.nodes, vcNode{key: k, parent: parent, depth: depth})
	return int32(len(s.nodes) - 1)
}

// maxComplexity returns the longest chain of the given base that could
// still be taken: one rated at most the best hint so far and at most
// maxTenths. Searching no further changes nothing: the layered search
// finds the shorter chains the same way whatever lies beyond.
func (s *vChains) maxComplexity(base float64) int32 {
	limit := math.Inf(1)
	if s.have {
		limit = s.rank.rating
	}
	if s.maxTenths > 0 {
		limit = math.Min(limit, float64(s.maxTenths)/10+0.04)
	}
	if math.IsInf(limit, 1) {
		return math.MaxInt32
	}
	c := int32(0)
	for chainRating(base, int(c)+1) <= limit {
		c++
	}
	return c
}

// onMainPath reports whether key k is an ancestor of node i (i excluded).
func (s *vChains) onMainPath(i int32, k nodeKey) bool {
	for i = s.nodes[i].parent; i >= 0; i = s.nodes[i].parent {
		if s.nodes[i].key == k {
			return true
		}
	}
	return false
}

// pathLen counts the distinct nodes from node i back to the assumption.
func (s *vChains) pathLen(i int32) int {
	n := 0
	var seen [(numNodeKeys + 63) / 64]uint64
	for ; i >= 0; i = s.nodes[i].parent {
		k := s.nodes[i].key
		if seen[k/64]&(1<<(k%64)) == 0 {
			seen[k/64] |= 1 << (k % 64)
			n++
		}
	}
	return n
}

// cycles searches the cycles through the ON node start (layered, breadth
// first; OFF nodes are not merged, ON nodes are) and offers each that
// removes something.
func (s *vChains) cycles(start nodeKey, ps *vChainPass) {
	s.nodes = s.nodes[:0]
	s.nextStamp()
	s.onAt[start] = s.stamp
	s.onQ = append(s.onQ[:0], s.add(start, -1))
	s.offQ = s.offQ[:0]
	counter := 0
	maxC := s.maxComplexity(ps.cycleBase)
	for len(s.onQ) > 0 || len(s.offQ) > 0 {
		counter++
		for _, p := range s.onQ {
			if s.nodes[p].depth >= maxC {
				continue // a cycle through it would be longer
			}
			for _, q := range s.weak(s.nodes[p].key, ps.weakY) {
				if !s.onMainPath(p, q) {
					s.offQ = append(s.offQ, s.add(q, p))
				}
			}
		}
		s.onQ = s.onQ[:0]
		counter++
		for _, p := range s.offQ {
			if s.nodes[p].depth > maxC {
				continue // the cycle it closes has its path's nodes
			}
			for _, r := range s.strong(s.nodes[p].key, ps.strongX, ps.strongY) {
				if counter >= 4 && r == start {
					s.cycleFound(s.add(r, p), ps)
				}
				if s.onAt[r] != s.stamp {
					s.onAt[r] = s.stamp
					s.onQ = append(s.onQ, s.add(r, p))
				}
			}
		}
		s.offQ = s.offQ[:0]
	}
}

// cycleFound offers the cycle that closes at node end: outside the cycle's
// cells, a candidate that sees a node of the cycle ON and one OFF (of its
// digit) goes.
func (s *vChains) cycleFound(end int32, ps *vChainPass) {
	l := s.l
	var inCycle cellSet
	for i := end; i >= 0; i = s.nodes[i].parent {
		inCycle.add(s.nodes[i].key.cell())
	}
	var fwd, bwd [81]Mask
	for i := end; s.nodes[i].parent >= 0; i = s.nodes[i].parent {
		k := s.nodes[i].key
		d := k.digit()
		for _, x := range l.g.peers[k.cell()] {
			if inCycle.has(int(x)) || !l.cand[x].Has(d) {
				continue
			}
			if k.on() {
				fwd[x] |= 1 << d
			} else {
				bwd[x] |= 1 << d
			}
		}
	}
	s.scratch = s.scratch[:0]
	for c := range fwd {
		for m := fwd[c] & bwd[c]; m != 0; m &= m - 1 {
			s.scratch = append(s.scratch, vElim{c, m.Lowest()})
		}
	}
	if len(s.scratch) == 0 {
		return
	}
	n := s.pathLen(end)
	s.offer(chainRank{rating: chainRating(ps.cycleBase, n), complexity: n, sortKey: ps.sortKey}, ps.cycleTech, s.scratch, vElim{}, end)
}

// forcing searches the chains from the assumption t to its negation: t ON
// reaching t OFF removes the candidate, t OFF reaching t ON places it.
func (s *vChains) forcing(t nodeKey, ps *vChainPass) {
	s.nodes = s.nodes[:0]
	s.ends = s.ends[:0]
	s.nextStamp()
	neg := t.negation()
	first := s.add(t, -1)
	s.onQ, s.offQ = s.onQ[:0], s.offQ[:0]
	if t.on() {
		s.onAt[t] = s.stamp
		s.onQ = append(s.onQ, first)
	} else {
		s.offAt[t] = s.stamp
		s.offQ = append(s.offQ, first)
	}
	found := false
	maxC := s.maxComplexity(ps.chainBase)
	for len(s.onQ) > 0 || len(s.offQ) > 0 {
		for _, p := range s.onQ {
			if s.nodes[p].depth >= maxC {
				continue // a chain through it would be longer
			}
			for _, q := range s.weak(s.nodes[p].key, ps.weakY) {
				if q == neg && !found {
					found = true
					s.ends = append(s.ends, s.add(q, p))
				}
				if !s.onMainPath(p, q) && s.offAt[q] != s.stamp {
					s.offAt[q] = s.stamp
					s.offQ = append(s.offQ, s.add(q, p))
				}
			}
		}
		s.onQ = s.onQ[:0]
		for _, p := range s.offQ {
			if s.nodes[p].depth >= maxC {
				continue
			}
			for _, r := range s.strong(s.nodes[p].key, true, ps.strongY) {
				if r == neg && !found {
					found = true
					s.ends = append(s.ends, s.add(r, p))
				}
				if s.onAt[r] != s.stamp {
					s.onAt[r] = s.stamp
					s.onQ = append(s.onQ, s.add(r, p))
				}
			}
		}
		s.offQ = s.offQ[:0]
	}
	for _, e := range s.ends {
		n := s.pathLen(e)
		r := chainRank{rating: chainRating(ps.chainBase, n), complexity: n, sortKey: ps.sortKey}
		c, d := t.cell(), t.digit()
		if t.on() {
			s.offer(r, ps.chainTech, []vElim{{c, d}}, vElim{}, e)
		} else {
			s.offer(r, ps.chainTech, nil, vElim{c, d}, e)
		}
	}
}

// offer keeps a hint when it ranks before the one kept; end is the chain's
// last node, whose path is kept too when a pattern is recorded.
func (s *vChains) offer(r chainRank, t VariantTechnique, elims []vElim, place vElim, end int32) {
	if s.have && !r.better(s.rank) {
		return
	}
	s.have, s.rank, s.tech, s.place = true, r, t, place
	s.elims = append(s.elims[:0], elims...)
	if s.l.pat != nil {
		s.keepPath(end)
	}
}

// chains applies the best level-0 chain hint and returns its technique and
// rating in tenths; ok is false when there is none, or when every hint
// would be rated above maxTenths (0: no bound) and the search stopped.
func (l *vLogic) chains(maxTenths int) (t VariantTechnique, tenths int, ok bool) {
	if l.ch == nil {
		l.ch = newVChains(l)
	}
	s := l.ch
	s.have = false
	s.maxTenths = maxTenths
	s.countPlaces()
	for pi := range vChainPasses {
		ps := &vChainPasses[pi]
		// A pass whose every hint rates above the best so far, or above
		// the bound, cannot change the choice.
		if pi == 2 && ((s.have && s.rank.rating < ps.cycleBase) || (maxTenths > 0 && maxTenths < 70)) {
			break
		}
		for c := 0; c < 81; c++ {
			m := l.cand[c]
			if l.p[c] != 0 || (ps.bivalueOnly && m.Count() != 2) {
				continue
			}
			for ; m != 0; m &= m - 1 {
				d := m.Lowest()
				start := keyOf(c, d, true)
				s.cycles(start, ps)
				if ps.forcing {
					s.forcing(start, ps)
					s.forcing(start.negation(), ps)
				}
			}
		}
	}
	if !s.have {
		return 0, 0, false
	}
	tenths = int(math.Floor((s.rank.rating + 0.05) * 10))
	if maxTenths > 0 && tenths > maxTenths {
		return 0, 0, false
	}
	for _, e := range s.elims {
		l.elim(e.c, 1<<e.d)
	}
	if s.place.d != 0 && l.p[s.place.c] == 0 {
		l.set(s.place.c, s.place.d)
	}
	if l.pat != nil {
		l.markChain(s.path)
	}
	return s.tech, tenths, true
}
