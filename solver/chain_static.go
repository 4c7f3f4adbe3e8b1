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
	seen    [numNodeKeys]uint32 // stamp: vertex reached in this search
	offDone [numNodeKeys]uint32 // stamp: an OFF node of this vertex is queued (cycles)
	closer  [numNodeKeys]uint32 // stamp: an OFF vertex that implies the start (cycles)
	stamp   uint32
	qOn     []int32 // pool indexes of the layer's ON nodes
	qOff    []int32 // pool indexes of the layer's OFF nodes
	next    []int32
	vert    []int16            // the vertex of each pool node
	trail   []uint64           // the cycle search's trail of each pool node (addOnPath)
	dist    [numNodeKeys]int16 // distance from the start (chainWithin), where seen
	layer   []int16            // chainWithin's layer being expanded
	later   []int16            // and the next
	graphs  [3]chainGraph      // one a pass, built when first needed
	built   [3]bool
	xyCand  [81]Mask    // the candidates graphs[2] was built on (xyGraph)
	g       *chainGraph // the current pass's
	// cycle eliminations
	candSet [10]cellSet // the cells holding each digit
	elim    [10]cellSet // what the cycle just checked removes, by digit
	// the search in progress
	l        *logic
	w        *chainWork
	ps       *chainPass
	maxCycle int // cycles of more links rank after the best hint
	maxChain int // forcing chains of more nodes rank after the best hint
}

func (s *staticChains) newSearch() uint32 {
	s.stamp++
	if s.stamp == 0 {
		s.seen = [numNodeKeys]uint32{}
		s.offDone = [numNodeKeys]uint32{}
		s.closer = [numNodeKeys]uint32{}
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

// chainGraph is the graph of one pass's inferences on the current
// candidates: a vertex for each candidate ON and OFF, the arcs of an ON
// vertex its weak consequences and those of an OFF vertex its strong ones,
// each list in the order the searches take them. Its strongly connected
// components and their reachability let the searches skip what cannot
// matter, without changing what they find: every node on a cycle through
// the start lies in the start's component, and every node on a chain to a
// target reaches the target.
type chainGraph struct {
	n    int
	key  []nodeKey           // vertex → node
	keys []nodeKey           // key's storage, in the graph that numbers
	id   *[numNodeKeys]int16 // node → vertex, -1 for no candidate
	ids  [numNodeKeys]int16  // id's storage, in the graph that numbers
	lo   []int32             // arcs of vertex v: adj[lo[v]:hi[v]]
	hi   []int32
	mid  []int32 // the links inside the cell end at mid[v] (arcs only)
	adj  []int16 // the arcs: buf's, or the XY pass's in a subgraph
	buf  []int16
	// components (the arcless vertices first, then Tarjan's order: a
	// component comes after every one it reaches) and, for each, the set
	// of components it reaches (itself included), words bits a set: the
	// row of reach at rowOf[c]*words (a row per vertex, see components)
	comp  []int32
	size  []int32
	ncomp int
	words int
	reach []uint64
	index []int32
	low   []int32
	stk   []int16
	path  []int32 // Tarjan's explicit stack of vertices being explored
	next  []int32 // the next arc of each vertex being explored
	rowOf []int32 // component → the vertex whose row of reach is its set
	vrow  []int32 // vertex → where its component's set starts in reach
}

// vertices numbers the candidates of the grid: cell by cell, digits
// ascending, ON then OFF.
func (g *chainGraph) vertices(l *logic) {
	if g.id != &g.ids { // first use: every entry
		g.id = &g.ids
		for i := range g.id {
			g.id[i] = -1
		}
	} else { // only the last grid's candidates have a vertex
		for _, k := range g.keys {
			g.id[k] = -1
		}
	}
	if cap(g.keys) < numNodeKeys {
		g.keys = make([]nodeKey, numNodeKeys)
	}
	keys := g.keys[:numNodeKeys] // not key's array: a subgraph's is the XY pass's
	n := 0
	for c := 0; c < 81; c++ {
		for m := l.cand[c]; m != 0; m &= m - 1 {
			k := keyOf(c, uint8(bits.TrailingZeros16(uint16(m))), false)
			g.id[k+1], g.id[k] = int16(n), int16(n+1)
			keys[n], keys[n+1] = k+1, k
			n += 2
		}
	}
	g.n = n
	g.key, g.keys = keys[:n], keys[:n]
}

func (g *chainGraph) succ(v int16) []int16 { return g.adj[g.lo[v]:g.hi[v]] }

// reaches reports whether component a reaches component b.
func (g *chainGraph) reaches(a, b int32) bool {
	return g.reach[int(g.rowOf[a])*g.words+int(b)/64]&(1<<(uint(b)%64)) != 0
}

// reachesFrom reports whether vertex v reaches component b.
func (g *chainGraph) reachesFrom(v int16, b int32) bool {
	return g.reach[int(g.vrow[v])+int(b)/64]&(1<<(uint(b)%64)) != 0
}

// arcs builds the arcs of pass ps and the components, or with shared the
// XY pass's components (built first): the other passes' graphs are parts
// of it, so its components hold theirs and its reachability theirs, and
// pruning by them is exact too, only less tight, and saves the work.
//
// The arcs are those weak and strong give (the plain statement of the
// links, kept for TestFastArcs), written straight into adj from the grid's
// masks: a cell's candidates are consecutive vertices (ON 2i, OFF 2i+1),
// so its other candidates need no lookup, and the places of a digit in a
// unit come from l.pos. An ON vertex has at most 8 links inside its cell
// and 8+6+6 to its peers, an OFF vertex at most 1+3: adj is sized once for
// that and filled by index.
func (s *staticChains) arcs(l *logic, ps *chainPass, shared bool) {
	g := s.g
	n := g.n
	g.lo, g.hi, g.mid = resize32(g.lo, n), resize32(g.hi, n), resize32(g.mid, n)
	lo, hi, mid := g.lo, g.hi, g.mid
	if need := n / 2 * 32; cap(g.buf) < need {
		g.buf = make([]int16, need)
	}
	adj := g.buf[:cap(g.buf)]
	id := g.id
	a := int32(0)
	for v := 0; v < n; v += 2 {
		k := g.key[v]
		c, d := k.cell(), k.digit()
		cm := l.cand[c]
		base := v - 2*bits.OnesCount16(uint16(cm&(1<<d-1))) // the cell's first vertex
		cnt := cm.Count()
		us := &UnitsOf[c]
		row, col, box := int(us[0]), int(us[1]), int(us[2])
		up := &unitPos[c]
		// ON: weak links.
		lo[v] = a
		if ps.weakY {
			for j := 0; j < cnt; j++ {
				if w := base + 2*j + 1; w != v+1 {
					adj[a] = int16(w)
					a++
				}
			}
		}
		mid[v] = a
		off := 2 * (int(d) - 1) // key of (0, d) OFF; cell x's is off + 18x
		for p := l.pos[box][d] &^ (1 << up[2]); p != 0; p &= p - 1 {
			adj[a] = id[off+18*int(Units[box][bits.TrailingZeros16(p)])]
			a++
		}
		// row and column: the cells outside the box
		for p := l.pos[row][d] &^ (7 << (up[0] / 3 * 3)); p != 0; p &= p - 1 {
			adj[a] = id[off+18*int(Units[row][bits.TrailingZeros16(p)])]
			a++
		}
		for p := l.pos[col][d] &^ (7 << (up[1] / 3 * 3)); p != 0; p &= p - 1 {
			adj[a] = id[off+18*int(Units[col][bits.TrailingZeros16(p)])]
			a++
		}
		hi[v] = a
		// OFF: strong links.
		lo[v+1] = a
		if ps.strongY && cnt == 2 {
			w := base
			if w == v {
				w += 2
			}
			adj[a] = int16(w)
			a++
		}
		mid[v+1] = a
		if ps.strongX {
			mark := a
			for _, ui := range [3]int{2, 0, 1} {
				u := int(us[ui])
				p := l.pos[u][d]
				if bits.OnesCount16(p) != 2 {
					continue
				}
				w := id[off+1+18*int(Units[u][bits.TrailingZeros16(p&^(1<<up[ui]))])]
				dup := false
				for _, e := range adj[mark:a] {
					dup = dup || e == w
				}
				if !dup {
					adj[a] = w
					a++
				}
			}
		}
		hi[v+1] = a
	}
	g.adj = adj[:a]
	if shared {
		xy := &s.graphs[2]
		g.comp, g.size, g.ncomp, g.words, g.reach, g.rowOf, g.vrow = xy.comp, xy.size, xy.ncomp, xy.words, xy.reach, xy.rowOf, xy.vrow
		return
	}
	g.components()
}

// components finds the strongly connected components (Tarjan) and what
// each reaches. A vertex without arcs (an OFF node with no strong link,
// about a third of them) is its own component: those are numbered first,
// before the search, which then never enters them.
//
// The reach sets are built during the search, one per vertex (rows of
// words bits, enough for n components), then merged into the root's when
// its component closes: an arc to a closed component adds that
// component's set (one bit for an arcless vertex), an arc to a vertex
// still on the stack needs nothing (that vertex is in the same component),
// and a child whose component closes gives its set to its parent.
// rowOf[c] is the vertex whose row holds component c's set.
func (g *chainGraph) components() {
	n := g.n
	g.comp = resize32(g.comp, n)
	g.index = resize32(g.index, n)
	g.low = resize32(g.low, n)
	g.next = resize32(g.next, n)
	g.rowOf = resize32(g.rowOf, n)
	g.vrow = resize32(g.vrow, n)
	comp, index, low, next, rowOf, vrow := g.comp, g.index, g.low, g.next, g.rowOf, g.vrow
	lo, hi, adj := g.lo, g.hi, g.adj
	W := (n + 63) / 64
	g.words = W
	if need := n * W; cap(g.reach) < need {
		g.reach = make([]uint64, need)
	}
	reach := g.reach[:n*W]
	g.reach = reach
	clear(reach)
	size := g.size[:0]
	// A vertex whose component is closed gets index done, which no low
	// takes.
	const done = math.MaxInt32
	ncomp := int32(0)
	for v := 0; v < n; v++ {
		index[v] = -1
		if lo[v] == hi[v] {
			index[v] = done
			comp[v], rowOf[ncomp], vrow[v] = ncomp, int32(v), int32(v*W)
			reach[v*W+int(ncomp)/64] |= 1 << (uint(ncomp) % 64)
			ncomp++
			size = append(size, 1)
		}
	}
	sinks := uint32(ncomp)             // the arcless vertices are components 0 to sinks-1
	stk, path := g.stk[:0], g.path[:0] // path: the vertices being explored
	count := int32(0)
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		index[root], low[root], next[root] = count, count, lo[root]
		count++
		stk = append(stk, int16(root))
		path = append(path, int32(root))
		for len(path) > 0 {
			v := path[len(path)-1]
			a, end, lv := next[v], hi[v], low[v]
			row := reach[int(v)*W : int(v)*W+W]
			w := int32(-1) // an arc to a vertex not met yet
			for a < end {
				x := adj[a]
				a++
				ix := index[x]
				if ix < 0 {
					w = int32(x)
					break
				}
				if ix != done {
					lv = min(lv, ix)
					continue
				}
				c := uint32(comp[x])
				if c < sinks {
					row[c>>6] |= 1 << (c & 63)
					continue
				}
				used := wordsUsed(ncomp, W)
				src := reach[vrow[x] : int(vrow[x])+used]
				dst := row[:used]
				for i := range dst {
					dst[i] |= src[i]
				}
			}
			low[v], next[v] = lv, a
			if w >= 0 {
				index[w], low[w], next[w] = count, count, lo[w]
				count++
				stk = append(stk, int16(w))
				path = append(path, w)
				continue
			}
			path = path[:len(path)-1]
			if lv == index[v] {
				i := len(stk) - 1
				for stk[i] != int16(v) {
					i--
				}
				row[ncomp/64] |= 1 << (uint(ncomp) % 64)
				used := wordsUsed(ncomp, W)
				for _, m := range stk[i:] {
					index[m] = done
					comp[m] = ncomp
					vrow[m] = v * int32(W)
					if int32(m) != v {
						src := reach[int(m)*W : int(m)*W+used]
						dst := row[:used]
						for x := range dst {
							dst[x] |= src[x]
						}
					}
				}
				rowOf[ncomp] = v
				size = append(size, int32(len(stk)-i))
				stk = stk[:i]
				ncomp++
				if len(path) > 0 { // the parent reaches what v does
					u := path[len(path)-1]
					dst := reach[int(u)*W : int(u)*W+used]
					for x := range dst {
						dst[x] |= row[x]
					}
				}
			} else if len(path) > 0 {
				u := path[len(path)-1]
				low[u] = min(low[u], lv)
			}
		}
	}
	g.stk, g.path, g.size, g.ncomp = stk, path, size, int(ncomp)
}

// wordsUsed returns how many of a reach row's W words can hold a bit
// while components are numbered, component ncomp being the next: the
// first ncomp/64+1 (a set holds only components closed before its own,
// numbered below it, and its own).
func wordsUsed(ncomp int32, W int) int {
	return min(int(ncomp)/64+1, W)
}

func resize32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// cycles runs the cycle search from ON vertex sv and offers every cycle
// it finds. ON nodes are merged (the first to reach a candidate is its
// node), OFF nodes are not: each ON node adds an OFF node for each of its
// consequences that is not on its own chain back to the start, whatever
// other OFF nodes of that candidate exist. (A second OFF node of a
// candidate implies only ON nodes the first has reached already, so only
// those that imply the start, closing a cycle, are kept; and only the
// start's component is walked.)
func (s *staticChains) cycles(sv int16) {
	g := s.g
	comp := g.comp[sv]
	if g.size[comp] < 4 {
		return
	}
	s.reset()
	s.trail = s.trail[:0]
	st := s.newSearch()
	s.seen[sv] = st
	for _, r := range g.succ(sv ^ 1) {
		s.closer[r^1] = st
	}
	s.qOn = append(s.qOn[:0], s.addOnPath(sv, -1))
	s.qOff = s.qOff[:0]
	for links := 0; len(s.qOn) > 0 || len(s.qOff) > 0; {
		if links+2 > s.maxCycle {
			return
		}
		links++
		s.next = s.next[:0]
		for _, p := range s.qOn {
			for _, q := range g.succ(s.vert[p]) {
				if g.comp[q] != comp || s.offDone[q] == st && s.closer[q] != st || s.trail[p]&trailBit(q) != 0 && s.onMainPath(p, q) {
					continue
				}
				s.offDone[q] = st
				s.next = append(s.next, s.addOnPath(q, p))
			}
		}
		s.qOff, s.next = s.next, s.qOff
		links++
		s.qOn = s.qOn[:0]
		for _, p := range s.qOff {
			for _, r := range g.succ(s.vert[p]) {
				if g.comp[r] != comp {
					continue
				}
				if r == sv && links >= 4 && links <= s.maxCycle {
					s.cycleFound(s.addOnPath(r, p), links)
				}
				if s.seen[r] != st {
					s.seen[r] = st
					s.qOn = append(s.qOn, s.addOnPath(r, p))
				}
			}
		}
		s.qOff = s.qOff[:0]
	}
}

// addOnPath records vertex v's node as add does, for the cycle search,
// with its trail: the bits (trailBit) of the vertices on its main path, its
// own included, which tell most vertices off that path at once.
func (s *staticChains) addOnPath(v int16, parent int32) int32 {
	t := trailBit(v)
	if parent >= 0 {
		t |= s.trail[parent]
	}
	s.trail = append(s.trail, t)
	return s.add(v, parent)
}

// trailBit is vertex v's bit in a trail, one of 64.
func trailBit(v int16) uint64 { return 1 << (uint32(v) * 2654435769 >> 26) }

// reset empties the pool for a new search.
func (s *staticChains) reset() {
	s.w.pool.reset()
	s.vert = s.vert[:0]
}

// add records vertex v's node in the pool with one parent (see
// chainPool.add) and returns its index.
func (s *staticChains) add(v int16, parent int32) int32 {
	s.vert = append(s.vert, v)
	return s.w.pool.add(s.g.key[v], parent)
}

// onMainPath reports whether vertex v is one of the nodes reached from
// pool node i by following main parents (i itself excluded).
func (s *staticChains) onMainPath(i int32, v int16) bool {
	pool := &s.w.pool
	for i = pool.mainParent(i); i >= 0; i = pool.mainParent(i) {
		if s.vert[i] == v {
			return true
		}
	}
	return false
}

// cycleFound offers the cycle of the given number of links that ends at
// pool node end.
func (s *staticChains) cycleFound(end int32, links int) {
	w, pool, ps := s.w, &s.w.pool, s.ps
	// The nodes of the cycle are all different but for the start, at both
	// ends (each ON vertex is met once, and an OFF node is never on its own
	// path back to the start), so its complexity, the count of its
	// different nodes, is its number of links: no walk of the pool needed.
	cx := links
	r := chainRank{chainRating(ps.cycleBase, cx), cx, ps.sortKey}
	if w.have && !r.better(w.rank) || !s.cycleElims(pool, end) {
		return
	}
	w.offer(r, func(h *stepBuf) { s.cycleStep(s.l, pool, h, ps.cycle, r.rating, end) })
	s.bounds()
}

// forcingChain runs the forcing-chain search from vertex tv and offers the
// chain to its negation it finds first, if any. Both ON and OFF nodes are
// merged (first arrival wins). (Only vertices that reach the negation are
// walked, and none if the start does not reach it.)
func (s *staticChains) forcingChain(tv int16) {
	g := s.g
	neg := tv ^ 1 // vertices 2i and 2i+1 are a node and its negation
	nc := g.comp[neg]
	if !g.reachesFrom(tv, nc) {
		return
	}
	s.reset()
	st := s.newSearch()
	s.seen[tv] = st
	s.qOn, s.qOff = s.qOn[:0], s.qOff[:0]
	if tv&1 == 0 {
		s.qOn = append(s.qOn, s.add(tv, -1))
	} else {
		s.qOff = append(s.qOff, s.add(tv, -1))
	}
	// depth: the distance from t of the nodes being expanded; a node they
	// imply closes a chain of depth+2 nodes.
	for depth := 0; len(s.qOn) > 0 || len(s.qOff) > 0; {
		for _, on := range [2]bool{true, false} {
			q := &s.qOff
			if on {
				q = &s.qOn
			}
			if len(*q) == 0 {
				continue
			}
			if depth+2 > s.maxChain {
				return
			}
			s.next = s.next[:0]
			for _, p := range *q {
				for _, v := range g.succ(s.vert[p]) {
					if v == neg {
						s.chainFound(s.add(v, p))
						return
					}
					if s.seen[v] != st && g.reachesFrom(v, nc) {
						s.seen[v] = st
						s.next = append(s.next, s.add(v, p))
					}
				}
			}
			*q = (*q)[:0]
			if on {
				s.qOff = append(s.qOff, s.next...)
			} else {
				s.qOn = append(s.qOn, s.next...)
			}
			depth++
		}
	}
}

// chainPossible reports whether forcingChain(tv) can find a chain within
// s.maxChain nodes: with a bound set by a hint already found, chainWithin
// tells it by a search half as deep; without, only the search itself
// (which stops at the first chain) tells.
func (s *staticChains) chainPossible(tv int16) bool {
	const unbounded = 64 // beyond this, the halved search saves nothing
	return s.maxChain > unbounded || s.chainWithin(tv, s.maxChain-1)
}

// chainWithin reports whether the graph holds a path of at most maxArcs
// arcs from vertex tv to its negation, that is whether forcingChain(tv)
// finds a chain when s.maxChain is maxArcs+1, by a search half as deep.
// Every pass's graph is its own contrapositive (an arc u → v comes with
// one ¬v → ¬u: weak links join two ON nodes symmetrically, strong links
// two OFF nodes), so a path from x to ¬t of b arcs is one from t to ¬x of
// b arcs read backwards and negated. A shortest path from t to ¬t of m arcs
// thus shows, at its middle node x, x at a distance i = ⌊m/2⌋ from t and
// ¬x at m−i = ⌈m/2⌉; and any x and ¬x at distances a and b from t make a
// path of a+b arcs. So the breadth-first search need only go ⌈maxArcs/2⌉
// deep and look, as each vertex is met, whether its negation was met at a
// distance that brings the sum within maxArcs. (The vertices that do not
// reach ¬t are left out, as in forcingChain: a path to ¬t has none.)
func (s *staticChains) chainWithin(tv int16, maxArcs int) bool {
	g := s.g
	neg := tv ^ 1
	nc := g.comp[neg]
	if !g.reachesFrom(tv, nc) {
		return false
	}
	st := s.newSearch()
	s.seen[tv], s.dist[tv] = st, 0
	s.layer = append(s.layer[:0], tv)
	half := (maxArcs + 1) / 2
	for depth := int16(1); int(depth) <= half && len(s.layer) > 0; depth++ {
		s.later = s.later[:0]
		for _, u := range s.layer {
			for _, v := range g.succ(u) {
				if s.seen[v] == st || !g.reachesFrom(v, nc) {
					continue
				}
				if x := v ^ 1; s.seen[x] == st && int(depth+s.dist[x]) <= maxArcs {
					return true
				}
				s.seen[v], s.dist[v] = st, depth
				s.later = append(s.later, v)
			}
		}
		s.layer, s.later = s.later, s.layer
	}
	return false
}

// chainFound offers the forcing chain that ends at pool node end.
func (s *staticChains) chainFound(end int32) {
	w, pool, ps := s.w, &s.w.pool, s.ps
	cx := pool.ancestors(end)
	r := chainRank{chainRating(ps.chainBase, cx), cx, ps.sortKey}
	if w.offer(r, func(h *stepBuf) { chainStep(pool, h, ps.chain, r.rating, end) }) {
		s.bounds()
	}
}

// bounds sets the longest cycle and chain of the current pass that could
// still rank before the best hint.
func (s *staticChains) bounds() {
	s.maxCycle = s.w.maxComplexity(s.ps.cycleBase, s.ps.sortKey)
	s.maxChain = 0
	if s.ps.chains {
		s.maxChain = s.w.maxComplexity(s.ps.chainBase, s.ps.sortKey)
	}
}

// peerSets[c] is the set of the peers of cell c.
var peerSets [81]cellSet

func init() {
	// Not from Peers: units.go's init runs after this file's.
	for c := 0; c < 81; c++ {
		for p := 0; p < 81; p++ {
			if p != c && (p/9 == c/9 || p%9 == c%9 || p/27 == c/27 && p%9/3 == c%9/3) {
				peerSets[c].add(p)
			}
		}
	}
}

// cycleElims computes, for the cycle ending at pool node end, the
// candidates it removes (s.elim): a cell outside the cycle loses digit d
// when it sees a node of d that the cycle makes ON and one it makes OFF.
// It reports whether there is any.
func (s *staticChains) cycleElims(pool *chainPool, end int32) bool {
	var in cellSet
	var on, off [10]cellSet
	var digits Mask
	for i := end; pool.mainParent(i) >= 0; i = pool.mainParent(i) {
		k := pool.nodes[i].key
		c, d := k.cell(), k.digit()
		in.add(c)
		digits |= 1 << d
		if k.on() {
			on[d].or(peerSets[c])
		} else {
			off[d].or(peerSets[c])
		}
	}
	any := false
	s.elim = [10]cellSet{}
	for m := digits; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(uint16(m))
		e := on[d].and(off[d]).and(s.candSet[d]).andNot(in)
		s.elim[d] = e
		any = any || e != cellSet{}
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

// graph makes pass pi's graph the current one, building it if needed.
func (s *staticChains) graph(l *logic, pi int) {
	s.g = &s.graphs[pi]
	if !s.built[pi] {
		if pi != 2 && s.built[2] {
			s.subgraph(&chainPasses[pi])
		} else {
			s.g.vertices(l)
			s.arcs(l, &chainPasses[pi], pi != 2)
		}
		s.built[pi] = true
		if pi == 2 {
			s.xyCand = l.cand
		}
	}
}

// subgraph makes the current graph pass ps's from the XY pass's, built
// first: the same vertices, and of each vertex's arcs, in their order,
// those pass ps has, a part of the XY pass's list. An ON node's arcs are
// weak links inside its cell (kept with weakY) then to its peers (always
// kept); an OFF node's are the strong link inside a bivalue cell (kept with
// strongY) then those to the other place of its digit in a unit (kept with
// strongX), each target once (a link inside the cell never has the target
// of one outside it): what weak and strong give for ps. So the pass's
// arcs of a vertex are the XY pass's, or those before or after its links
// inside the cell, and the subgraph shares the XY pass's arcs, with its own
// bounds. The components are the XY pass's too (see arcs).
func (s *staticChains) subgraph(ps *chainPass) {
	g, xy := s.g, &s.graphs[2]
	g.n, g.id, g.key, g.adj = xy.n, xy.id, xy.key, xy.adj
	g.lo, g.hi = resize32(g.lo, g.n), resize32(g.hi, g.n)
	// [parity][0]: the links inside the cell kept, [parity][1]: the others
	keep := [2][2]bool{{ps.weakY, true}, {ps.strongY, ps.strongX}}
	for v := 0; v < g.n; v++ {
		lo, mid, hi := xy.lo[v], xy.mid[v], xy.hi[v]
		if k := &keep[v&1]; !k[0] {
			lo = mid
		} else if !k[1] {
			hi = mid
		}
		g.lo[v], g.hi[v] = lo, hi
	}
	g.comp, g.size, g.ncomp, g.words, g.reach, g.rowOf, g.vrow = xy.comp, xy.size, xy.ncomp, xy.words, xy.reach, xy.rowOf, xy.vrow
}

// xyGraph returns the XY pass's graph of the grid l, with its components:
// the one the last row-21 search built when the grid has not changed
// since (the rows after it change nothing), else a new one.
func (s *staticChains) xyGraph(l *logic) *chainGraph {
	if !s.built[2] || s.xyCand != l.cand {
		s.built = [3]bool{}
		s.graph(l, 2)
	}
	return &s.graphs[2]
}

// reachAll reports whether some vertex of g is reachable from every vertex
// of vs; scratch has g.words words.
func (g *chainGraph) reachAll(vs []int16, scratch []uint64) bool {
	// A component's set holds only components numbered up to its own (see
	// wordsUsed): words past the lowest component's hold nothing common.
	lowest := int32(math.MaxInt32)
	for _, v := range vs {
		lowest = min(lowest, g.comp[v])
	}
	scratch = scratch[:wordsUsed(lowest, g.words)]
	for i := range scratch {
		scratch[i] = ^uint64(0)
	}
	for _, v := range vs {
		r := int(g.rowOf[g.comp[v]]) * g.words
		for i, x := range g.reach[r : r+len(scratch)] {
			scratch[i] &= x
		}
	}
	for _, x := range scratch {
		if x != 0 {
			return true
		}
	}
	return false
}

// anyForcingChain reports whether the current graph has a forcing chain:
// a node that implies its own negation. Without one the pass has no hint:
// a cycle that removes digit d from cell z, outside it, has a weak link
// from an ON node (x, d) to an OFF node (y, d), both seen by z, and read
// backwards the cycle leads from (x, d) OFF to (y, d) ON; so "z=d, hence
// x<>d, …, hence y=d, hence z<>d" is a forcing chain of the same pass (the
// links from and to z are weak links of one digit, which every pass has).
// And the XY pass's links include the other two's: without a forcing chain
// there, row 21 has nothing.
func (s *staticChains) anyForcingChain() bool {
	g := s.g
	for v := 0; v < g.n; v++ {
		if g.reachesFrom(int16(v), g.comp[v^1]) { // vertices 2i and 2i+1 are a node and its negation
			return true
		}
	}
	return false
}

// xDigits returns the digits that may have an X hint (the current graph
// being the X pass's): those with a candidate that implies its own negation
// in the XY pass's graph, whose components are the current ones. An X hint
// on digit d is a forcing X-chain on d or, a cycle, shows one (see
// anyForcingChain), and a chain of the X pass's graph is one of the XY
// pass's, which holds it.
func (s *staticChains) xDigits() Mask {
	g := s.g
	var ds Mask
	for v := 0; v < g.n; v++ {
		if d := g.key[v].digit(); !ds.Has(d) && g.reachesFrom(int16(v), g.comp[v^1]) {
			ds |= 1 << d
		}
	}
	return ds
}

// tenthsOf rounds a chain rating to tenths as the reference prints it.
func tenthsOf(r float64) float64 { return math.Floor((r+0.05)*10) / 10 }

// findChains21 finds row 21's step: the best of every X-cycle, Y-cycle,
// forcing X-chain, bidirectional cycle and forcing chain on the grid.
func findChains21(l *logic, b *stepBuf) bool {
	w := b.work()
	s := &w.static
	s.l, s.w = l, w
	w.begin()
	s.built = [3]bool{}
	if s.graph(l, 2); !s.anyForcingChain() {
		s.l = nil
		return false
	}
	s.candSet = [10]cellSet{}
	for c, m := range l.cand {
		for ; m != 0; m &= m - 1 {
			s.candSet[bits.TrailingZeros16(uint16(m))].add(c)
		}
	}
	// The passes share the XY pass's components (see arcs), so each has
	// the forcing chain anyForcingChain has just found there; and the
	// tests that open cycles and forcingChain are made here, before the
	// call (most starts fail them).
	for pi := range chainPasses {
		s.ps = &chainPasses[pi]
		s.bounds()
		if s.maxCycle < 4 && s.maxChain < 4 {
			continue
		}
		s.graph(l, pi)
		g := s.g
		digits := Mask(0x3fe) // the digits whose starts may have a hint
		if pi == 0 {
			digits = s.xDigits()
		}
		for v := 0; v < g.n; v += 2 { // the ON vertices, in the order of the starts
			sv := int16(v)
			if s.ps.bivalue && l.cand[g.key[sv].cell()].Count() != 2 || !digits.Has(g.key[sv].digit()) {
				continue
			}
			if s.maxCycle >= 4 && g.size[g.comp[sv]] >= 4 {
				s.cycles(sv)
			}
			if s.ps.chains && s.maxChain >= 4 && g.reachesFrom(sv, g.comp[sv+1]) && s.chainPossible(sv) {
				s.forcingChain(sv)
			}
			if s.ps.chains && s.maxChain >= 4 && g.reachesFrom(sv+1, g.comp[sv]) && s.chainPossible(sv+1) {
				s.forcingChain(sv + 1)
			}
		}
	}
	s.l = nil
	return w.finish(b)
}

// cycleStep writes the cycle ending at pool node end, whose eliminations
// cycleElims has just computed, into h.
func (s *staticChains) cycleStep(l *logic, pool *chainPool, h *stepBuf, t Technique, rating float64, end int32) {
	h.reset(t)
	h.s.Rating = tenthsOf(rating)
	h.chainLinks(pool, end, 0)
	for c := 0; c < 81; c++ {
		var m Mask
		for d := 1; d <= 9; d++ {
			if s.elim[d].has(c) {
				m |= 1 << d
			}
		}
		if m != 0 {
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
