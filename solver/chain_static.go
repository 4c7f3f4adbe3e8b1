package solver

import (
	"math"
	"math/bits"
)

// Row 21 of the scale: chains and cycles on the current candidates, from one
// assumption, without changing the grid. Three passes, their hints pooled in
// this order:
//
//   - X: one digit at a time. Weak links between cells of a unit, strong
//     links where the digit has two places in a unit. X-cycles and forcing
//     X-chains; every candidate is a start.
//   - Y: weak links of both kinds (inside a cell, between cells of a unit),
//     strong links only inside bivalue cells. Y-cycles only; only the
//     candidates of bivalue cells start.
//   - XY: links of both kinds on both sides. Bidirectional cycles and
//     forcing chains; every candidate is a start.
//
// In each pass the starts go cell by cell (row-major), digits ascending. From
// a start S (its candidate ON) the cycle search runs, then (passes X and XY)
// the forcing-chain search from S and from S's negation. Every hint is
// ranked (chainRank: rating as a double, complexity, sort key) and the
// first of the lowest rank is the step. The searches are breadth-first,
// layer by layer (all ON nodes of a layer, then all OFF nodes), and which
// nodes they merge decides each node's parent, hence the chain reported and
// its length: see cycles and forcingChain.
//
// Since a hint only matters if it ranks before the best one found so far,
// each search stops at the depth beyond which nothing could, and a pass is
// skipped when even its shortest hint could not.

// staticChains is the scratch state of the row-21 searches.
type staticChains struct {
	seen  [numNodeKeys]uint32 // stamp: node key already reached in this search
	stamp uint32
	qOn   []int32 // pool indexes of the layer's ON nodes
	qOff  []int32 // pool indexes of the layer's OFF nodes
	next  []int32
	out   []nodeKey // consequences of one node
	ends  []int32   // cycle ends found by one cycle search
	// cycle eliminations
	inCycle  [81]bool
	fwd, bwd [81]Mask
}

func (s *staticChains) newSearch() uint32 {
	s.stamp++
	if s.stamp == 0 {
		s.seen = [numNodeKeys]uint32{}
		s.stamp = 1
	}
	return s.stamp
}

// The three passes.
type chainPass struct {
	weakY     bool      // ON ⇒ OFF inside a cell
	strongY   bool      // OFF ⇒ ON in a bivalue cell
	strongX   bool      // OFF ⇒ ON where a digit has two places (cycle search)
	chains    bool      // forcing chains too (they always use strong X links)
	bivalue   bool      // only bivalue cells start
	cycle     Technique // what its cycles are
	chain     Technique // what its forcing chains are
	cycleBase float64
	chainBase float64
	sortKey   int
}

var chainPasses = [3]chainPass{
	{strongX: true, chains: true, cycle: XCycle, chain: ForcingXChain, cycleBase: 6.5, chainBase: 6.6, sortKey: sortKeyX},
	{weakY: true, strongY: true, bivalue: true, cycle: YCycle, cycleBase: 6.5, sortKey: sortKeyY},
	{weakY: true, strongY: true, strongX: true, chains: true, cycle: BidirectionalCycle, chain: ForcingChain, cycleBase: 7.0, chainBase: 7.0, sortKey: sortKeyXY},
}

// weak appends to s.out the OFF nodes an ON node k implies: with y, the
// other candidates of its cell (ascending); then the other places of its
// digit in its box, row and column (each unit in index order, a cell once).
func (s *staticChains) weak(l *logic, k nodeKey, y bool) {
	s.out = s.out[:0]
	c, d := k.cell(), k.digit()
	if y {
		for m := l.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			s.out = append(s.out, keyOf(c, uint8(bits.TrailingZeros16(uint16(m))), false))
		}
	}
	us := &UnitsOf[c]
	box := int(us[2])
	for p := l.pos[box][d] &^ (1 << unitPos[c][2]); p != 0; p &= p - 1 {
		s.out = append(s.out, keyOf(int(Units[box][bits.TrailingZeros16(p)]), d, false))
	}
	for k := 0; k < 2; k++ { // row, then column: cells outside the box
		u := int(us[k])
		for p := l.pos[u][d] &^ (1 << unitPos[c][k]); p != 0; p &= p - 1 {
			x := int(Units[u][bits.TrailingZeros16(p)])
			if int(UnitsOf[x][2]) != box {
				s.out = append(s.out, keyOf(x, d, false))
			}
		}
	}
}

// strong appends to s.out the ON nodes an OFF node k implies: with y, the
// other candidate of a bivalue cell; with x, the other place of its digit
// in its box, row and column where it has two (a cell once).
func (s *staticChains) strong(l *logic, k nodeKey, y, x bool) {
	s.out = s.out[:0]
	c, d := k.cell(), k.digit()
	if y && l.cand[c].Count() == 2 {
		s.out = append(s.out, keyOf(c, (l.cand[c]&^(1<<d)).Lowest(), true))
	}
	if !x {
		return
	}
	us := &UnitsOf[c]
	for _, k := range [3]int{2, 0, 1} {
		u := int(us[k])
		p := l.pos[u][d]
		if bits.OnesCount16(p) != 2 {
			continue
		}
		o := keyOf(int(Units[u][bits.TrailingZeros16(p&^(1<<unitPos[c][k]))]), d, true)
		dup := false
		for _, e := range s.out {
			dup = dup || e == o
		}
		if !dup {
			s.out = append(s.out, o)
		}
	}
}

// cycles runs the cycle search from ON node start and appends to s.ends the
// pool index of every cycle found of at most maxLinks links. ON nodes are
// merged (the first to reach a candidate is its node), OFF nodes are not:
// each ON node adds an OFF node for each of its consequences that is not
// on its own chain back to start, whatever other OFF nodes exist.
func (s *staticChains) cycles(l *logic, pool *chainPool, start nodeKey, ps *chainPass, maxLinks int) {
	pool.reset()
	s.ends = s.ends[:0]
	st := s.newSearch()
	s.seen[start] = st
	s.qOn = append(s.qOn[:0], pool.add(start, -1))
	s.qOff = s.qOff[:0]
	for links := 0; len(s.qOn) > 0 || len(s.qOff) > 0; {
		if links+2 > maxLinks {
			return
		}
		links++
		s.next = s.next[:0]
		for _, p := range s.qOn {
			s.weak(l, pool.nodes[p].key, ps.weakY)
			for _, q := range s.out {
				if !pool.onMainPath(p, q) {
					s.next = append(s.next, pool.add(q, p))
				}
			}
		}
		s.qOff, s.next = s.next, s.qOff
		links++
		s.qOn = s.qOn[:0]
		for _, p := range s.qOff {
			s.strong(l, pool.nodes[p].key, ps.strongY, ps.strongX)
			for _, r := range s.out {
				if r == start && links >= 4 {
					s.ends = append(s.ends, pool.add(r, p))
				}
				if s.seen[r] != st {
					s.seen[r] = st
					s.qOn = append(s.qOn, pool.add(r, p))
				}
			}
		}
		s.qOff = s.qOff[:0]
	}
}

// forcingChain runs the forcing-chain search from node t and returns the
// pool index of the first node found that is t's negation, -1 if there is
// none within maxNodes nodes. Both ON and OFF nodes are merged (first
// arrival wins); an OFF node is not added where it lies on its parent's
// chain back to t. Strong links of units are always used, those of bivalue
// cells with pass Y's rule.
func (s *staticChains) forcingChain(l *logic, pool *chainPool, t nodeKey, ps *chainPass, maxNodes int) int32 {
	pool.reset()
	st := s.newSearch()
	s.seen[t] = st
	neg := t.negation()
	s.qOn, s.qOff = s.qOn[:0], s.qOff[:0]
	if t.on() {
		s.qOn = append(s.qOn, pool.add(t, -1))
	} else {
		s.qOff = append(s.qOff, pool.add(t, -1))
	}
	// depth: the distance from t of the nodes being expanded; a node they
	// imply closes a chain of depth+2 nodes.
	for depth := 0; len(s.qOn) > 0 || len(s.qOff) > 0; {
		if len(s.qOn) > 0 {
			if depth+2 > maxNodes {
				return -1
			}
			for _, p := range s.qOn {
				s.weak(l, pool.nodes[p].key, ps.weakY)
				for _, q := range s.out {
					if q == neg {
						return pool.add(q, p)
					}
					if s.seen[q] != st && !pool.onMainPath(p, q) {
						s.seen[q] = st
						s.qOff = append(s.qOff, pool.add(q, p))
					}
				}
			}
			s.qOn = s.qOn[:0]
			depth++
		}
		if len(s.qOff) > 0 {
			if depth+2 > maxNodes {
				return -1
			}
			for _, p := range s.qOff {
				s.strong(l, pool.nodes[p].key, ps.strongY, true)
				for _, r := range s.out {
					if r == neg {
						return pool.add(r, p)
					}
					if s.seen[r] != st {
						s.seen[r] = st
						s.qOn = append(s.qOn, pool.add(r, p))
					}
				}
			}
			s.qOff = s.qOff[:0]
			depth++
		}
	}
	return -1
}

// cycleElims computes, for the cycle ending at pool node end, the
// candidates it removes: a cell outside the cycle loses digit d when it
// sees a node of d that the cycle makes ON and one it makes OFF. It
// reports whether there is any.
func (s *staticChains) cycleElims(l *logic, pool *chainPool, end int32) bool {
	s.inCycle = [81]bool{}
	s.fwd, s.bwd = [81]Mask{}, [81]Mask{}
	for i := end; pool.mainParent(i) >= 0; i = pool.mainParent(i) {
		s.inCycle[pool.nodes[i].key.cell()] = true
	}
	any := false
	for i := end; pool.mainParent(i) >= 0; i = pool.mainParent(i) {
		k := pool.nodes[i].key
		bit := Mask(1) << k.digit()
		for _, x := range Peers[k.cell()] {
			if s.inCycle[x] || l.cand[x]&bit == 0 {
				continue
			}
			if k.on() {
				s.fwd[x] |= bit
			} else {
				s.bwd[x] |= bit
			}
			any = any || s.fwd[x]&s.bwd[x] != 0
		}
	}
	return any
}

// maxComplexity returns the largest complexity at which a hint of the
// given base and sort key still ranks before w's best (a large number when
// w has none yet).
func (w *chainWork) maxComplexity(base float64, sortKey int) int {
	const unbounded = 1 << 20
	if !w.have {
		return unbounded
	}
	c := 0
	for c < unbounded && (chainRank{chainRating(base, c+1), c + 1, sortKey}).better(w.rank) {
		c++
	}
	return c
}

// tenthsOf rounds a chain rating to tenths as the reference prints it.
func tenthsOf(r float64) float64 { return math.Floor((r+0.05)*10) / 10 }

// findChains21 finds row 21's step: the best of every X-cycle, Y-cycle,
// forcing X-chain, bidirectional cycle and forcing chain on the grid.
func findChains21(l *logic, b *stepBuf) bool {
	w := b.work()
	s := &w.static
	pool := &w.pool
	w.begin()
	for pi := range chainPasses {
		ps := &chainPasses[pi]
		var maxCycle, maxChain int
		bounds := func() {
			maxCycle = w.maxComplexity(ps.cycleBase, ps.sortKey)
			if ps.chains {
				maxChain = w.maxComplexity(ps.chainBase, ps.sortKey)
			}
		}
		bounds()
		if maxCycle < 4 && maxChain < 4 {
			continue
		}
		for c := 0; c < 81; c++ {
			m := l.cand[c]
			if m == 0 || (ps.bivalue && m.Count() != 2) {
				continue
			}
			for ; m != 0; m &= m - 1 {
				d := uint8(bits.TrailingZeros16(uint16(m)))
				start := keyOf(c, d, true)
				if maxCycle >= 4 {
					s.cycles(l, pool, start, ps, maxCycle)
					for _, end := range s.ends {
						cx := pool.ancestors(end)
						r := chainRank{chainRating(ps.cycleBase, cx), cx, ps.sortKey}
						if w.have && !r.better(w.rank) {
							continue
						}
						if !s.cycleElims(l, pool, end) {
							continue
						}
						w.offer(r, func(h *stepBuf) { s.cycleStep(l, pool, h, ps.cycle, r.rating, end) })
						bounds()
					}
				}
				if !ps.chains {
					continue
				}
				for _, t := range [2]nodeKey{start, start.negation()} {
					if maxChain < 4 {
						break
					}
					end := s.forcingChain(l, pool, t, ps, maxChain)
					if end < 0 {
						continue
					}
					cx := pool.ancestors(end)
					r := chainRank{chainRating(ps.chainBase, cx), cx, ps.sortKey}
					if w.offer(r, func(h *stepBuf) { chainStep(pool, h, ps.chain, r.rating, end) }) {
						bounds()
					}
				}
			}
		}
	}
	return w.finish(b)
}

// cycleStep writes the cycle ending at pool node end, whose eliminations
// cycleElims has just computed, into h.
func (s *staticChains) cycleStep(l *logic, pool *chainPool, h *stepBuf, t Technique, rating float64, end int32) {
	h.reset(t)
	h.s.Rating = tenthsOf(rating)
	h.chainLinks(pool, end, 0)
	for c := 0; c < 81; c++ {
		if m := s.fwd[c] & s.bwd[c] & l.cand[c]; m != 0 {
			h.elim(uint8(c), m)
		}
	}
	h.sort()
}

// chainStep writes the forcing chain ending at pool node end into h: the
// end's candidate is eliminated (the chain started ON) or placed.
func chainStep(pool *chainPool, h *stepBuf, t Technique, rating float64, end int32) {
	h.reset(t)
	h.s.Rating = tenthsOf(rating)
	h.chainLinks(pool, end, 0)
	k := pool.nodes[end].key
	if k.on() {
		h.place(uint8(k.cell()), k.digit())
	} else {
		h.elim(uint8(k.cell()), 1<<k.digit())
	}
	h.sort()
}
