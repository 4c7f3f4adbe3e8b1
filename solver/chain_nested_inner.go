package solver

import (
	"math/bits"
	"slices"
)

// Level 2 of the nested forcing chains (chain_nested.go): when the four
// simple patterns find nothing usable, the propagation runs row 21's
// searches (forcing chains and cycles, chain_static.go) on its working
// grid, every hint of them, and turns the eliminations of those that rest
// on removed candidates OFF. An inner chain rests on the removed candidates
// of the cells and units its strong inferences went through (a weak one
// needs no loss to hold), as the reference counts them: for an ON node
// inferred within its cell, the cell's lost candidates; through a unit,
// the digit's lost places there. A cell (region) forcing chain's branches
// also rest on what their cell (their digit in the region) lost, as if
// each assumption were inferred there. (Counting the weak inferences too
// came out right on some puzzles and a tenth above the reference on line
// 4001 of the forum's hardest 1905 list.) A cycle holds in both directions,
// each of its weak inferences the strong one of the other direction, so it
// rests on what the cells and units of all its inferences lost (counting
// one direction only came out a tenth below the reference on line 28001 of
// that list).
// The complexity of an outer chain counts, beside its own nodes, the
// complexity of each inner chain it went through, once: the same chain
// found again (from another outcome, the same ends and nodes in the same
// order) is the same inner chain, as the reference counts it.
//
// Row 21's searches are written again here, plainly, to give every hint
// (chain_static.go finds the best one only): three passes, X (links of one
// digit), Y (cycles through cells of two candidates, from those cells
// only) and XY (both kinds of links); from each candidate ON, a cycle
// search, then in the X and XY passes a forcing-chain search from the
// candidate ON and from it OFF. The hints are then ranked (rating, then
// complexity, then sort key, then the order found).

// staticInner is the memory of the inner searches.
type staticInner struct {
	nodes []innerNode
	onQ   []int32
	offQ  []int32
	next  []int32
	hints []innerHint
	elims []int
	pars  []int
	on    cands729
	off   cands729
	// seen is a stamp per node key, for the rule parents' walk.
	seen   [numNodeKeys]uint32
	stamp  uint32
	cycles []int32
	g      innerGraph
	// Level 3's outcomes, one per candidate ON, computed once per search.
	outs   []*innerOut
	nOuts  int
	cached [729]int32
	branch []*innerOut // scratch: a hint's outcomes
	// best[ck]: the best rank among the hints kept so far in this inner
	// dynamic search that eliminate candidate ck (collect); bestSet says
	// which are set.
	best    [729]innerBest
	bestSet [729]bool
}

// innerBest is what ranks an inner dynamic search's hints against each
// other: their rating grows with the complexity and their base is the
// search's, so the complexity, then the sort key, then the order found.
type innerBest struct {
	complexity int32
	sortKey    int8
}

// innerGraph is a pass's inferences on the working grid, by candidate:
// the OFF nodes an ON node implies (weak), the ON nodes an OFF node implies
// (strong), with their causes; and good, the nodes from which some chain
// goes through a strong inference in a cell or unit that lost candidates
// (a chain that does not cannot rest on removed candidates); cgood the
// same for cycles, through any inference there.
type innerGraph struct {
	weak    [729][28]int16
	wCause  [729][28]int8
	nWeak   [729]uint8
	strong  [729][4]int16
	sCause  [729][4]int8
	sNew    [729][4]bool
	nStrong [729]uint8
	wNew    [729][28]bool
	good    [numNodeKeys]bool
	after   [numNodeKeys]bool // reached from a strong inference a removed candidate made
	// The same for the cycles, which rest on their weak inferences too.
	cgood, cafter [numNodeKeys]bool
	todo          []int16
	wSeeds        []int16 // weak inferences through cells or units that lost candidates: from, to
	// into[k]: the nodes (keys) with an inference to node key k.
	into      [numNodeKeys][32]int16
	intoCause [numNodeKeys][32]int8
	nInto     [numNodeKeys]uint8
	// Scratch of innerBuild.
	ts     []int
	causes []int8
}

// innerNode is a node of an inner search: its key, its one parent (-1 for
// the assumption) and where its inference went: 0 within its cell, 1 + the
// unit (box before row before column); -1 for the assumption.
type innerNode struct {
	key    nodeKey
	parent int32
	cause  int8
}

// innerHint is a hint of the inner searches: its rank, and its
// eliminations and premises (candidates), slices of staticInner's; sig,
// a hash of its branches' ends and nodes in the order walked, tells the
// same chain found again from its copies.
type innerHint struct {
	rating     float64
	complexity int
	sortKey    int
	elims      [2]int32 // into staticInner.elims
	pars       [2]int32 // into staticInner.pars
	sig        uint64
}

// sigStart and sigAdd make an innerHint's sig (FNV-1a over 64-bit words).
const sigStart = 14695981039346656037

func sigAdd(h, x uint64) uint64 { return (h ^ x) * 1099511628211 }

// innerPass is one of row 21's passes.
type innerPass struct {
	weakY, weakX     bool // an ON node turns off its cell's other candidates; its digit's other places
	strongY, strongX bool // an OFF node turns on its cell's other candidate; its digit's other place
	bivalueOnly      bool // starts: candidates of cells of two only (Y)
	chains           bool // forcing chains, not only cycles
	cycleBase        float64
	chainBase        float64
	sortKey          int
}

var innerPasses = [3]innerPass{
	{weakX: true, strongX: true, chains: true, cycleBase: 6.5, chainBase: 6.6, sortKey: sortKeyX},
	{weakY: true, weakX: true, strongY: true, bivalueOnly: true, cycleBase: 6.5, sortKey: sortKeyY},
	{weakY: true, weakX: true, strongY: true, strongX: true, chains: true, cycleBase: 7.0, chainBase: 7.0, sortKey: sortKeyXY},
}

// nestChains runs row 21's searches on the working grid and records, in
// their rank order, the eliminations of every hint that rests on removed
// candidates, as one inner chain each.
func (s *nestSearch) nestChains() {
	st := &s.nw.st
	st.hints, st.elims, st.pars = st.hints[:0], st.elims[:0], st.pars[:0]
	memo := &s.nw.chains
	if !nestKeepAll && nestChainsMemo && memo.restore(s) {
		s.innerPending()
		return
	}
	g := &st.g
	s.innerBuild()
	for pi := range innerPasses {
		ps := &innerPasses[pi]
		chains, cycles := s.innerGraph(ps, true)
		if !chains && !cycles && !nestKeepAll {
			continue // no chain of the pass can rest on a removed candidate
		}
		if nestKeepAll {
			for k := range g.good {
				g.good[k], g.after[k] = true, true
				g.cgood[k], g.cafter[k] = true, true
			}
		}
		for c := 0; c < 81; c++ {
			if s.l.g[c] != 0 {
				continue
			}
			cm := s.nw.cand[c]
			if ps.bivalueOnly && cm.Count() != 2 {
				continue
			}
			for x := cm; x != 0; x &= x - 1 {
				d := uint8(bits.TrailingZeros16(uint16(x)))
				// A chain that rests on a removed candidate goes from its
				// start to such an inference, then on to its end (the
				// start's negation, or the start itself for a cycle).
				k := keyOf(c, d, true)
				if g.cgood[k] && g.cafter[k] {
					s.innerCycles(ps, k)
				}
				if ps.chains && g.good[k] && g.after[k^1] {
					s.innerChain(ps, k)
				}
				if k := keyOf(c, d, false); ps.chains && g.good[k] && g.after[k^1] {
					s.innerChain(ps, k)
				}
			}
		}
	}
	if !nestKeepAll && nestChainsMemo {
		memo.store(s)
	}
	s.innerPending()
}

// chainsMemo keeps, for one nested step (findNestedForcingChain), the hints
// row 21's inner searches found on each working grid, before innerPending
// ranks them. What nestChains finds depends on the grid (its candidates,
// the filled cells) and on the working grid alone, and level 3's outer
// propagations pass through the working grids of level 2's (the same
// rules until level 2 has nothing left): they find them here.
type chainsMemo struct {
	cand  [81]Mask // the grid the entries were found on
	g     Grid
	index sigTable // a working grid's hash → its entry
	ws    [][81]Mask
	spans [][3][2]int32 // an entry's hints, eliminations, premises
	hints []innerHint
	elims []int
	pars  []int
}

// nestChainsMemo: nestChains takes the hints it found before on the same
// working grid (false only in the test that compares both ways).
var nestChainsMemo = true

// The most a chainsMemo holds (a step of the slowest puzzles stores about
// 1,100 working grids); past it, it stores no more.
const (
	chainsMemoGrids = 1 << 13
	chainsMemoHints = 1 << 18
)

// reset empties the memory, keeping its room.
func (m *chainsMemo) reset() {
	m.index.reset()
	m.ws, m.spans = m.ws[:0], m.spans[:0]
	m.hints, m.elims, m.pars = m.hints[:0], m.elims[:0], m.pars[:0]
}

// key returns the hash of s's working grid, after emptying the memory if
// it was filled on another grid.
func (m *chainsMemo) key(s *nestSearch) uint64 {
	if s.l.cand != m.cand || s.l.g != m.g {
		m.reset()
		m.cand, m.g = s.l.cand, s.l.g
	}
	h := uint64(sigStart)
	for _, x := range s.nw.cand {
		h = sigAdd(h, uint64(x))
	}
	return h
}

// restore puts in st the hints found before on s's working grid, and
// reports whether there were.
func (m *chainsMemo) restore(s *nestSearch) bool {
	i, ok := m.index.get(m.key(s))
	if !ok || m.ws[i] != s.nw.cand {
		return false
	}
	st, sp := &s.nw.st, &m.spans[i]
	st.hints = append(st.hints, m.hints[sp[0][0]:sp[0][1]]...)
	st.elims = append(st.elims, m.elims[sp[1][0]:sp[1][1]]...)
	st.pars = append(st.pars, m.pars[sp[2][0]:sp[2][1]]...)
	return true
}

// store keeps the hints in st, found on s's working grid.
func (m *chainsMemo) store(s *nestSearch) {
	st := &s.nw.st
	if len(m.ws) >= chainsMemoGrids || len(m.hints)+len(st.hints) > chainsMemoHints {
		return
	}
	h := m.key(s)
	if _, ok := m.index.get(h); ok {
		return // another grid of the same hash (restore found it wanting)
	}
	m.index.put(h, int32(len(m.ws)))
	m.ws = append(m.ws, s.nw.cand)
	m.spans = append(m.spans, [3][2]int32{
		{int32(len(m.hints)), int32(len(m.hints) + len(st.hints))},
		{int32(len(m.elims)), int32(len(m.elims) + len(st.elims))},
		{int32(len(m.pars)), int32(len(m.pars) + len(st.pars))},
	})
	m.hints = append(m.hints, st.hints...)
	m.elims = append(m.elims, st.elims...)
	m.pars = append(m.pars, st.pars...)
}

// nestKeepAll keeps the inner hints that rest on nothing removed (tests
// that compare the inner searches with the grid's own producers).
var nestKeepAll bool

// compareInnerHints orders inner hints by rank (chainRank.better), then
// in the order found (each hint's eliminations follow the earlier ones'
// in staticInner.elims), so that an unstable sort gives a stable one's
// order.
func compareInnerHints(a, b innerHint) int {
	ra, rb := chainRank{a.rating, a.complexity, a.sortKey}, chainRank{b.rating, b.complexity, b.sortKey}
	switch {
	case ra.better(rb):
		return -1
	case rb.better(ra):
		return 1
	}
	return int(a.elims[0] - b.elims[0])
}

// innerPending ranks the inner hints found and records, in that order,
// the eliminations of each that rests on removed candidates, as one inner
// chain each.
func (s *nestSearch) innerPending() {
	st := &s.nw.st
	// Those that rest on nothing removed are of no use: left out before
	// the sort, which keeps the others' order.
	kept := st.hints[:0]
	for _, h := range st.hints {
		if h.pars[0] != h.pars[1] || nestKeepAll {
			kept = append(kept, h)
		}
	}
	st.hints = kept
	slices.SortFunc(st.hints, compareInnerHints)
	for i := range st.hints {
		h := &st.hints[i]
		if h.pars[0] == h.pars[1] {
			continue
		}
		id, ok := s.nw.innerIDs.get(h.sig)
		if !ok {
			id = int32(len(s.nw.innerCx))
			s.nw.innerCx = append(s.nw.innerCx, h.complexity)
			s.nw.innerIDs.put(h.sig, id)
		}
		pars := st.pars[h.pars[0]:h.pars[1]]
		for _, ck := range st.elims[h.elims[0]:h.elims[1]] {
			s.nw.pending = append(s.nw.pending, nestElim{ck: ck, pars: pars, inner: id})
		}
	}
}

// innerBuild fills st.g with every inference on the working grid (cell
// and unit ones, each with its cause), and which strong ones go through a
// cell or unit that lost candidates; the passes read it through allowed.
func (s *nestSearch) innerBuild() {
	g := &s.nw.st.g
	g.nInto = [numNodeKeys]uint8{}
	ts, causes := g.ts[:0], g.causes[:0]
	defer func() { g.ts, g.causes = ts[:0], causes[:0] }()
	all := &innerPasses[2]
	for c := 0; c < 81; c++ {
		if s.l.g[c] != 0 {
			continue
		}
		for x := s.nw.cand[c]; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			k := c*9 + int(d) - 1
			ts = s.weak(all, c, d, ts[:0])
			for i, t := range ts {
				cause := s.weakCause(c, t)
				g.weak[k][i], g.wCause[k][i] = int16(t), cause
				g.wNew[k][i] = s.newCause(t, cause)
				g.link(int16(k*2+1), int16(t*2), cause)
			}
			g.nWeak[k] = uint8(len(ts))
			ts, causes = s.strong(true, true, c, d, ts[:0], causes[:0])
			for i, t := range ts {
				g.strong[k][i], g.sCause[k][i] = int16(t), causes[i]
				g.sNew[k][i] = s.newCause(t, causes[i])
				g.link(int16(k*2), int16(t*2+1), causes[i])
			}
			g.nStrong[k] = uint8(len(ts))
		}
	}
}

// allowed reports whether pass ps draws an inference of the given cause
// (0 within a cell, else through a unit) from a node of state on.
func (ps *innerPass) allowed(on bool, cause int8) bool {
	if on {
		if cause == 0 {
			return ps.weakY
		}
		return ps.weakX
	}
	if cause == 0 {
		return ps.strongY
	}
	return ps.strongX
}

// innerGraph readies pass ps on st.g (innerBuild's): good holds the
// nodes from which a chain of the pass reaches a strong inference in a
// cell or unit that lost candidates, after the nodes such an inference
// leads to; cgood and cafter the same for the cycles, through any
// inference there (weak ones too). It reports whether a chain, a cycle can
// go through such an inference at all. The cycles' sets are the chains'
// grown from the weak inferences' ends (only when withCycles).
func (s *nestSearch) innerGraph(ps *innerPass, withCycles bool) (chains, cycles bool) {
	g := &s.nw.st.g
	g.good, g.after = [numNodeKeys]bool{}, [numNodeKeys]bool{}
	g.todo, g.wSeeds = g.todo[:0], g.wSeeds[:0]
	for c := 0; c < 81; c++ {
		if s.l.g[c] != 0 {
			continue
		}
		for x := s.nw.cand[c]; x != 0; x &= x - 1 {
			k := c*9 + bits.TrailingZeros16(uint16(x)) - 1
			for i, t := range g.strong[k][:g.nStrong[k]] {
				if g.sNew[k][i] && ps.allowed(false, g.sCause[k][i]) {
					g.good[k*2], chains = true, true
					if !g.after[t*2+1] {
						g.after[t*2+1] = true
						g.todo = append(g.todo, t*2+1)
					}
				}
			}
			for i, t := range g.weak[k][:g.nWeak[k]] {
				if withCycles && g.wNew[k][i] && ps.allowed(true, g.wCause[k][i]) {
					g.wSeeds = append(g.wSeeds, int16(k*2+1), t*2)
				}
			}
		}
	}
	cycles = chains || len(g.wSeeds) > 0
	g.forwards(ps, &g.after)
	for k, gd := range g.good {
		if gd {
			g.todo = append(g.todo, int16(k))
		}
	}
	g.backwards(ps, &g.good)
	if !withCycles {
		return chains, cycles
	}
	g.cgood, g.cafter = g.good, g.after
	if len(g.wSeeds) == 0 {
		return chains, cycles
	}
	for i := 1; i < len(g.wSeeds); i += 2 {
		if t := g.wSeeds[i]; !g.cafter[t] {
			g.cafter[t] = true
			g.todo = append(g.todo, t)
		}
	}
	g.forwards(ps, &g.cafter)
	for i := 0; i < len(g.wSeeds); i += 2 {
		if k := g.wSeeds[i]; !g.cgood[k] {
			g.cgood[k] = true
			g.todo = append(g.todo, k)
		}
	}
	g.backwards(ps, &g.cgood)
	return chains, cycles
}

// forwards marks in after every node the pass's inferences lead to from
// the nodes of g.todo (marked already), emptying it.
func (g *innerGraph) forwards(ps *innerPass, after *[numNodeKeys]bool) {
	for len(g.todo) > 0 {
		k := g.todo[len(g.todo)-1]
		g.todo = g.todo[:len(g.todo)-1]
		ck := int(k >> 1)
		if k&1 != 0 {
			for i, t := range g.weak[ck][:g.nWeak[ck]] {
				if !after[t*2] && ps.allowed(true, g.wCause[ck][i]) {
					after[t*2] = true
					g.todo = append(g.todo, t*2)
				}
			}
		} else {
			for i, t := range g.strong[ck][:g.nStrong[ck]] {
				if !after[t*2+1] && ps.allowed(false, g.sCause[ck][i]) {
					after[t*2+1] = true
					g.todo = append(g.todo, t*2+1)
				}
			}
		}
	}
}

// backwards marks in good every node from which the pass's inferences
// lead to a node of g.todo (marked already), emptying it: an ON node is
// good when it implies a good OFF node, an OFF node when it implies a good
// ON node.
func (g *innerGraph) backwards(ps *innerPass, good *[numNodeKeys]bool) {
	for len(g.todo) > 0 {
		k := g.todo[len(g.todo)-1]
		g.todo = g.todo[:len(g.todo)-1]
		for i, q := range g.into[k][:g.nInto[k]] {
			if !good[q] && ps.allowed(q&1 != 0, g.intoCause[k][i]) {
				good[q] = true
				g.todo = append(g.todo, q)
			}
		}
	}
}

// link records the inference from node key a to node key b in into.
func (g *innerGraph) link(a, b int16, cause int8) {
	if n := g.nInto[b]; int(n) < len(g.into[b]) {
		g.into[b][n], g.intoCause[b][n] = a, cause
		g.nInto[b]++
		return
	}
	panic("solver: more inferences into a node than a grid allows")
}

// newCause reports whether the inference of candidate t by cause (see
// innerNode) goes through a cell, or the digit's places in a unit, that
// lost some.
func (s *nestSearch) newCause(t int, cause int8) bool {
	c, d := int(ckCell[t]), ckDigit[t]
	if cause == 0 {
		return s.l.cand[c]&^s.nw.cand[c] != 0
	}
	u := int(cause) - 1
	return s.l.pos[u][d]&^s.nw.pos[u][d] != 0
}

// weakCause returns what the weak inference from ON candidate (c, ·) to
// OFF candidate t rests on: 0 the cell, 1 + the unit (box first).
func (s *nestSearch) weakCause(c, t int) int8 {
	x := int(ckCell[t])
	if x == c {
		return 0
	}
	ci, xi := &dynCells[c], &dynCells[x]
	switch {
	case ci.box == xi.box:
		return int8(1 + int(ci.box))
	case ci.row == xi.row:
		return int8(1 + int(ci.row))
	}
	return int8(1 + int(ci.col))
}

// weak appends to ts the OFF nodes an ON node (c, d) implies in pass ps
// on the working grid: its cell's other candidates, then d's other places
// in its box, row, column (each once).
func (s *nestSearch) weak(ps *innerPass, c int, d uint8, ts []int) []int {
	cand, pos := &s.nw.cand, &s.nw.pos
	if ps.weakY {
		for x := cand[c] &^ (1 << d); x != 0; x &= x - 1 {
			ts = append(ts, c*9+bits.TrailingZeros16(uint16(x))-1)
		}
	}
	if ps.weakX {
		ci := &dynCells[c]
		for p := pos[ci.box][d] &^ (1 << ci.pbox); p != 0; p &= p - 1 {
			ts = append(ts, unitCell(int(ci.box), bits.TrailingZeros16(p))*9+int(d)-1)
		}
		for p := pos[ci.row][d] & ci.rowOut; p != 0; p &= p - 1 {
			ts = append(ts, unitCell(int(ci.row), bits.TrailingZeros16(p))*9+int(d)-1)
		}
		for p := pos[ci.col][d] & ci.colOut; p != 0; p &= p - 1 {
			ts = append(ts, unitCell(int(ci.col), bits.TrailingZeros16(p))*9+int(d)-1)
		}
	}
	return ts
}

// strong appends to ts the ON nodes an OFF node (c, d) implies on the
// working grid, with their causes (see innerNode): its cell's other
// candidate when it has two (with y), then d's other place in its box,
// row, column where it has two (with x); each once.
func (s *nestSearch) strong(y, x bool, c int, d uint8, ts []int, causes []int8) ([]int, []int8) {
	cand, pos := &s.nw.cand, &s.nw.pos
	n0 := len(ts)
	if y && cand[c].Count() == 2 && cand[c].Has(d) {
		ts = append(ts, c*9+int((cand[c]&^(1<<d)).Lowest())-1)
		causes = append(causes, 0)
	}
	if x {
		ci := &dynCells[c]
		for i := 0; i < 3; i++ {
			u := int(ci.unit[i])
			p := pos[u][d]
			self := uint16(1) << ci.upos[i]
			if bits.OnesCount16(p) != 2 || p&self == 0 {
				continue
			}
			t := unitCell(u, bits.TrailingZeros16(p&^self))*9 + int(d) - 1
			dup := false
			for _, q := range ts[n0:] {
				dup = dup || q == t
			}
			if !dup {
				ts = append(ts, t)
				causes = append(causes, int8(1+u))
			}
		}
	}
	return ts, causes
}

// add records an inner node.
func (st *staticInner) add(k nodeKey, parent int32, cause int8) int32 {
	st.nodes = append(st.nodes, innerNode{key: k, parent: parent, cause: cause})
	return int32(len(st.nodes) - 1)
}

// onPath reports whether key k is node i or one of its ancestors.
func (st *staticInner) onPath(i int32, k nodeKey) bool {
	for ; i >= 0; i = st.nodes[i].parent {
		if st.nodes[i].key == k {
			return true
		}
	}
	return false
}

// innerCycles runs the cycle search of pass ps from ON node start and
// records a hint for each cycle found that eliminates something.
func (s *nestSearch) innerCycles(ps *innerPass, start nodeKey) {
	st := &s.nw.st
	st.nodes = st.nodes[:0]
	st.on, st.off = cands729{}, cands729{}
	r0 := st.add(start, -1, -1)
	st.on.add(int(start >> 1))
	st.onQ = append(st.onQ[:0], r0)
	g := &st.g
	cycles := st.cycles[:0]
	for count := 0; len(st.onQ) > 0; {
		count++
		st.offQ = st.offQ[:0]
		for _, r := range st.onQ {
			k := int(st.nodes[r].key >> 1)
			for wi, t16 := range g.weak[k][:g.nWeak[k]] {
				if !ps.allowed(true, g.wCause[k][wi]) {
					continue
				}
				t := int(t16)
				q := nodeKey(t * 2)
				if st.onPath(r, q) {
					continue
				}
				st.offQ = append(st.offQ, st.add(q, r, g.wCause[k][wi]))
				st.off.add(t)
			}
		}
		count++
		st.next = st.next[:0]
		for _, r := range st.offQ {
			k := int(st.nodes[r].key >> 1)
			for i, t16 := range g.strong[k][:g.nStrong[k]] {
				t := int(t16)
				if !ps.allowed(false, g.sCause[k][i]) {
					continue
				}
				q := nodeKey(t*2 + 1)
				if count >= 4 && q == start {
					cycles = append(cycles, st.add(q, r, g.sCause[k][i]))
				}
				if !st.on.has(t) {
					st.on.add(t)
					st.next = append(st.next, st.add(q, r, g.sCause[k][i]))
				}
			}
		}
		st.onQ, st.next = st.next, st.onQ
	}
	st.cycles = cycles
	for _, end := range cycles {
		s.cycleHint(ps, end)
	}
}

// cycleHint records the hint of the cycle that closes at node end, if it
// eliminates something: each candidate outside the cycle's cells that
// sees one of its ON nodes and one of its OFF nodes of the same digit.
func (s *nestSearch) cycleHint(ps *innerPass, end int32) {
	st := &s.nw.st
	var cells cellSet
	var fwd, bwd cands729
	n := 0
	for i := end; st.nodes[i].parent >= 0; i = st.nodes[i].parent {
		cells.add(st.nodes[i].key.cell())
	}
	for i := end; st.nodes[i].parent >= 0; i = st.nodes[i].parent {
		k := st.nodes[i].key
		d := k.digit()
		for _, x := range Peers[k.cell()] {
			if cells.has(int(x)) || !s.nw.cand[x].Has(d) {
				continue
			}
			if k.on() {
				fwd.add(int(x)*9 + int(d) - 1)
			} else {
				bwd.add(int(x)*9 + int(d) - 1)
			}
		}
		n++
	}
	e0 := int32(len(st.elims))
	for w := range fwd {
		for b := fwd[w] & bwd[w]; b != 0; b &= b - 1 {
			st.elims = append(st.elims, w*64+bits.TrailingZeros64(b))
		}
	}
	if int32(len(st.elims)) == e0 {
		return
	}
	s.innerHintAt(end, e0, ps.cycleBase, ps.sortKey, true)
}

// innerChain runs the forcing-chain search of pass ps from node start and
// records its hint when it reaches start's negation.
func (s *nestSearch) innerChain(ps *innerPass, start nodeKey) {
	st := &s.nw.st
	st.nodes = st.nodes[:0]
	st.on, st.off = cands729{}, cands729{}
	r0 := st.add(start, -1, -1)
	st.onQ, st.offQ = st.onQ[:0], st.offQ[:0]
	if start.on() {
		st.on.add(int(start >> 1))
		st.onQ = append(st.onQ, r0)
	} else {
		st.off.add(int(start >> 1))
		st.offQ = append(st.offQ, r0)
	}
	neg := start.negation()
	end := int32(-1)
	g := &st.g
	for end < 0 && (len(st.onQ) > 0 || len(st.offQ) > 0) {
		for _, r := range st.onQ {
			k := int(st.nodes[r].key >> 1)
			for wi, t16 := range g.weak[k][:g.nWeak[k]] {
				if !ps.allowed(true, g.wCause[k][wi]) {
					continue
				}
				t := int(t16)
				q := nodeKey(t * 2)
				if q == neg && end < 0 {
					end = st.add(q, r, g.wCause[k][wi])
				}
				// (Every node of r's path is in the sets: a node not in
				// the OFF set is not on it.)
				if st.off.has(t) {
					continue
				}
				st.off.add(t)
				st.offQ = append(st.offQ, st.add(q, r, g.wCause[k][wi]))
			}
		}
		st.onQ = st.onQ[:0]
		if end >= 0 {
			break
		}
		st.next = st.next[:0]
		for _, r := range st.offQ {
			k := int(st.nodes[r].key >> 1)
			for i, t16 := range g.strong[k][:g.nStrong[k]] {
				if !ps.allowed(false, g.sCause[k][i]) {
					continue
				}
				t := int(t16)
				q := nodeKey(t*2 + 1)
				if q == neg && end < 0 {
					end = st.add(q, r, g.sCause[k][i])
				}
				if st.on.has(t) {
					continue
				}
				st.on.add(t)
				st.next = append(st.next, st.add(q, r, g.sCause[k][i]))
			}
		}
		st.offQ = st.offQ[:0]
		st.onQ = append(st.onQ, st.next...)
	}
	if end < 0 {
		return
	}
	e0 := int32(len(st.elims))
	c, d := start.cell(), start.digit()
	if start.on() {
		st.elims = append(st.elims, c*9+int(d)-1) // the start is false
	} else {
		// The start is true: the cell's other candidates go.
		for x := s.nw.cand[c] &^ (1 << d); x != 0; x &= x - 1 {
			st.elims = append(st.elims, c*9+bits.TrailingZeros16(uint16(x))-1)
		}
	}
	if int32(len(st.elims)) == e0 {
		return
	}
	s.innerHintAt(end, e0, ps.chainBase, ps.sortKey, false)
}

// innerHintAt records the hint whose chain ends at node end and whose
// eliminations are st.elims[e0:]: its complexity (the distinct nodes of
// the chain), its rating and its premises (a cycle's, in both directions).
func (s *nestSearch) innerHintAt(end, e0 int32, base float64, sortKey int, cycle bool) {
	st := &s.nw.st
	p0 := int32(len(st.pars))
	var parsSeen cands729
	sig := uint64(sigStart)
	cx := s.innerWalk(end, &parsSeen, cycle, &sig)
	st.hints = append(st.hints, innerHint{
		sig:    sig,
		rating: chainRating(base, cx), complexity: cx, sortKey: sortKey,
		elims: [2]int32{e0, int32(len(st.elims))}, pars: [2]int32{p0, int32(len(st.pars))},
	})
}

// innerWalk walks the chain that ends at node end back to its start: it
// returns the number of its distinct nodes and appends to st.pars its
// premises not in seen yet, the removed candidates its strong inferences
// needed (a cell's lost candidates, a unit's lost places of the digit).
// A cycle holds in both directions, each weak inference of one a strong
// one of the other: with both, its weak inferences count too.
// It adds the nodes' keys to the signature sig.
func (s *nestSearch) innerWalk(end int32, seen *cands729, both bool, sig *uint64) int {
	st := &s.nw.st
	st.stamp++
	if st.stamp == 0 {
		st.seen = [numNodeKeys]uint32{}
		st.stamp = 1
	}
	cx := 0
	for i := end; i >= 0; i = st.nodes[i].parent {
		nd := &st.nodes[i]
		*sig = sigAdd(*sig, uint64(nd.key))
		if st.seen[nd.key] != st.stamp {
			st.seen[nd.key] = st.stamp
			cx++
		}
		if nd.cause < 0 || nd.parent < 0 || !nd.key.on() && !both {
			continue
		}
		st.pars = s.lostFor(nd.key, nd.cause, st.pars, seen)
	}
	return cx
}

// lostFor appends to pars, when not in seen yet, the candidates the ON
// node k inferred by cause (see innerNode) rests on: the candidates its
// cell lost (cause 0), or the places its digit lost in the unit (1 + the
// unit). A weak inference needs no loss, so OFF nodes rest on nothing.
func (s *nestSearch) lostFor(k nodeKey, cause int8, pars []int, seen *cands729) []int {
	c, d := k.cell(), k.digit()
	if cause == 0 {
		for x := s.l.cand[c] &^ s.nw.cand[c]; x != 0; x &= x - 1 {
			if q := c*9 + bits.TrailingZeros16(uint16(x)) - 1; !seen.has(q) {
				seen.add(q)
				pars = append(pars, q)
			}
		}
		return pars
	}
	u := int(cause) - 1
	for x := s.l.pos[u][d] &^ s.nw.pos[u][d]; x != 0; x &= x - 1 {
		if q := unitCell(u, bits.TrailingZeros16(x))*9 + int(d) - 1; !seen.has(q) {
			seen.add(q)
			pars = append(pars, q)
		}
	}
	return pars
}

// innerComplexity returns what the inner chains add to the complexity of
// a hint whose branches end at records ends: the complexity of each inner
// chain some ancestor comes from, once.
func (s *nestSearch) innerComplexity(ends []int32) int {
	p, nw := s.p, s.nw
	stamp := p.nextStamp()
	nw.cxStamp++
	if nw.cxStamp == 0 {
		clear(nw.cxSeen)
		nw.cxStamp = 1
	}
	for len(nw.cxSeen) < len(nw.innerCx) {
		nw.cxSeen = append(nw.cxSeen, 0)
	}
	total := 0
	stack := p.stack[:0]
	for _, e := range ends {
		if p.seenNode[e] != stamp {
			p.seenNode[e] = stamp
			stack = append(stack, e)
		}
	}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if int(j) < len(nw.recInner) {
			if id := nw.recInner[j]; id >= 0 && nw.cxSeen[id] != nw.cxStamp {
				nw.cxSeen[id] = nw.cxStamp
				total += nw.innerCx[id]
			}
		}
		for _, q := range p.parentsOf(j) {
			if p.seenNode[q] != stamp {
				p.seenNode[q] = stamp
				stack = append(stack, q)
			}
		}
	}
	p.stack = stack
	return total
}

// Level 3 (10.0 and up) tries, after row 21's chains, row 24's static
// cell and region forcing chains on the working grid: from each
// candidate of a cell of three or more, every consequence on the grid as
// it is (the propagation of chain_nested.go without nesting, without
// removing anything, one parent a node), and the nodes that all the
// candidates of such a cell, or all the places of a digit in a unit whose
// first place is such a cell, imply.

// innerOut is an outcome of the static propagation of level 3.
type innerOut struct {
	on, off           cands729
	onOrder, offOrder []int32 // into staticInner.nodes
}

// nestMultiple runs the static cell and region forcing chains on the
// working grid and records, in their rank order, the eliminations of
// every hint that rests on removed candidates, as one inner chain each.
func (s *nestSearch) nestMultiple() {
	st := &s.nw.st
	// The propagation draws the XY pass's inferences; a hint rests on a
	// removed candidate only if one of its branches goes through an
	// inference a removed candidate made, or its cell (its region's
	// digit) lost candidates (places).
	s.innerBuild()
	g := &st.g
	s.innerGraph(&innerPasses[2], false)
	if nestKeepAll {
		for k := range g.good {
			g.good[k] = true
		}
	}
	st.hints, st.elims, st.pars = st.hints[:0], st.elims[:0], st.pars[:0]
	st.nodes = st.nodes[:0]
	st.nOuts = 0
	st.cached = [729]int32{}
	outs := st.branch[:0]
	defer func() { st.branch = outs[:0] }()
	for c := 0; c < 81; c++ {
		cm := s.nw.cand[c]
		if s.l.g[c] != 0 || cm.Count() < 3 {
			continue
		}
		for x := cm; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			for _, ui := range seRegions {
				u := int(UnitsOf[c][ui])
				ps := s.nw.pos[u][d]
				if bits.OnesCount16(ps) < 2 || unitCell(u, bits.TrailingZeros16(ps)) != c {
					continue
				}
				good := s.l.pos[u][d] != ps
				for y := ps; y != 0; y &= y - 1 {
					good = good || g.good[keyOf(unitCell(u, bits.TrailingZeros16(y)), d, true)]
				}
				if !good {
					continue
				}
				outs = outs[:0]
				for y := ps; y != 0; y &= y - 1 {
					outs = append(outs, s.innerOutcome(unitCell(u, bits.TrailingZeros16(y)), d))
				}
				s.innerCommon(outs, sortKeyRegionForcing, int8(1+u))
			}
		}
		good := s.l.cand[c] != cm
		for x := cm; x != 0; x &= x - 1 {
			good = good || g.good[keyOf(c, uint8(bits.TrailingZeros16(uint16(x))), true)]
		}
		if good {
			outs = outs[:0]
			for x := cm; x != 0; x &= x - 1 {
				outs = append(outs, s.innerOutcome(c, uint8(bits.TrailingZeros16(uint16(x)))))
			}
			s.innerCommon(outs, sortKeyCellForcing, 0)
		}
	}
	s.innerPending()
}

// innerOutcome returns the static outcome of "cell c holds d" on the
// working grid, propagated once per search.
func (s *nestSearch) innerOutcome(c int, d uint8) *innerOut {
	st := &s.nw.st
	k := c*9 + int(d) - 1
	if i := st.cached[k]; i > 0 {
		return st.outs[i-1]
	}
	if st.nOuts == len(st.outs) {
		st.outs = append(st.outs, new(innerOut))
	}
	o := st.outs[st.nOuts]
	st.nOuts++
	st.cached[k] = int32(st.nOuts)
	g := &st.g
	o.on, o.off = cands729{}, cands729{}
	o.on.add(k)
	o.onOrder = append(o.onOrder[:0], st.add(keyOf(c, d, true), -1, -1))
	o.offOrder = o.offOrder[:0]
	hOn, hOff := 0, 0
	for {
		if hOn < len(o.onOrder) {
			r := o.onOrder[hOn]
			hOn++
			ck := int(st.nodes[r].key >> 1)
			for wi, t16 := range g.weak[ck][:g.nWeak[ck]] {
				t := int(t16)
				if o.on.has(t) {
					return o // a contradiction: the sets so far
				}
				if !o.off.has(t) {
					o.off.add(t)
					o.offOrder = append(o.offOrder, st.add(nodeKey(t*2), r, g.wCause[ck][wi]))
				}
			}
			continue
		}
		if hOff < len(o.offOrder) {
			r := o.offOrder[hOff]
			hOff++
			ck := int(st.nodes[r].key >> 1)
			for i, t16 := range g.strong[ck][:g.nStrong[ck]] {
				t := int(t16)
				if o.off.has(t) {
					return o
				}
				if !o.on.has(t) {
					o.on.add(t)
					o.onOrder = append(o.onOrder, st.add(nodeKey(t*2+1), r, g.sCause[ck][i]))
				}
			}
			continue
		}
		return o
	}
}

// innerCommon records a hint for each node that every outcome of outs has
// (ON ones, then OFF ones, in the order the first found them).
func (s *nestSearch) innerCommon(outs []*innerOut, sortKey int, startCause int8) {
	st := &s.nw.st
	var common [2]cands729
	for i, o := range outs {
		if i == 0 {
			common = [2]cands729{o.on, o.off}
			continue
		}
		for w := range common[0] {
			common[0][w] &= o.on[w]
			common[1][w] &= o.off[w]
		}
	}
	for state := 0; state < 2; state++ {
		if common[state] == (cands729{}) {
			continue
		}
		order := outs[0].onOrder
		if state == 1 {
			order = outs[0].offOrder
		}
		for _, r := range order {
			k := st.nodes[r].key
			if !common[state].has(int(k >> 1)) {
				continue
			}
			e0 := int32(len(st.elims))
			c, d := k.cell(), k.digit()
			if k.on() {
				for x := s.nw.cand[c] &^ (1 << d); x != 0; x &= x - 1 {
					st.elims = append(st.elims, c*9+bits.TrailingZeros16(uint16(x))-1)
				}
			} else {
				st.elims = append(st.elims, c*9+int(d)-1)
			}
			if int32(len(st.elims)) == e0 {
				continue
			}
			// Each branch counted apart, its premises pooled.
			cx := 0
			p0 := int32(len(st.pars))
			var parsSeen cands729
			sig := uint64(sigStart)
			for _, o := range outs {
				end := r
				if o != outs[0] {
					end = o.recordOf(st, k)
				}
				cx += s.innerWalk(end, &parsSeen, false, &sig)
				// Each branch's assumption rests on what its cell (its
				// unit's digit) lost, as an inference there would.
				st.pars = s.lostFor(st.nodes[o.onOrder[0]].key, startCause, st.pars, &parsSeen)
			}
			if int32(len(st.pars)) == p0 && !nestKeepAll {
				st.elims = st.elims[:e0]
				continue
			}
			st.hints = append(st.hints, innerHint{
				rating: chainRating(8.0, cx), complexity: cx, sortKey: sortKey,
				elims: [2]int32{e0, int32(len(st.elims))}, pars: [2]int32{p0, int32(len(st.pars))},
				sig: sig,
			})
		}
	}
}

// recordOf returns the node of key k in outcome o.
func (o *innerOut) recordOf(st *staticInner, k nodeKey) int32 {
	order := o.offOrder
	if k.on() {
		order = o.onOrder
	}
	for _, r := range order {
		if st.nodes[r].key == k {
			return r
		}
	}
	panic("solver: node not in the inner outcome")
}
