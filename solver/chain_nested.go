package solver

import (
	"math"
	"math/bits"
)

// Dynamic forcing chains with nested techniques: Sudoku Explainer's rows
// 26 and after, which the grader tries when its dynamic forcing chains
// (row 25, chain_dynamic.go) find nothing. They are the dynamic forcing
// chains (contradiction, double, cell and region forcing chains, scanned
// and ranked alike), whose propagation does one thing more: each time it
// has nothing left to draw, it looks on its working grid (the grid less
// every candidate it has turned off) for simple patterns that rest on
// candidates it removed, and turns their eliminations OFF; then it goes on.
//
// Level 1 (9.0 and up with the chains' length) tries, in this order, and
// stops at the first that finds something usable: pointing and claiming,
// hidden pairs, naked pairs, X-Wings. A pattern is usable only when it
// needs a candidate the propagation removed (on the grid at the start it
// would not be there, or it would have been found before): its "premises"
// are those removed candidates — for locked candidates and X-Wings, the
// digit's lost places in the base units outside the cover units; for a
// naked pair, the pair cells' lost candidates; for a hidden pair, the
// pair digits' lost places in the unit outside the pair cells. Every
// usable pattern's eliminations become OFF nodes (first found kept) whose
// parents are the OFF nodes of its premises, so that the complexity of a
// chain through them counts the premises and all they rest on.
//
// Level 2 (9.5 and up) tries row 21's forcing chains and cycles after
// those four, level 3 (10.0 and up) row 24's static cell and region
// forcing chains after those (chain_nested_inner.go). Level 4 (10.5 and
// up) tries, after the four, row 25's dynamic forcing chains (nestDynamic,
// below); level 5 (11.0 and up) the same, then, when they find nothing
// usable, level 2's own search (row 27's, nested chains in it) on the
// working grid. Where level 5 finds nothing the grader is stuck, and so is
// the reference (see StuckRating).
//
// This search runs on few grids (the hardest puzzles, once every easier
// producer has failed), so it is written plainly: every outcome is
// propagated with its records, none is shared. Three shortcuts save work
// done twice on the hardest puzzles, each with a switch for the test that
// compares (TestNestedShortcutsAgree): level 3 takes row 21's inner hints
// on the working grids level 2 searched (chainsMemo, nestChainsMemo);
// level 4's inner searches copy the last one's outcomes that their grid
// cannot change (innerReuse, nestReuse), and stop counting a hint's
// ancestors past what could rank first (staticInner.limit, nestLimit).

// nestTrace, when set (by a test), sees the eliminations each nested
// pattern search found, in order.
var nestTrace func(s *nestSearch, pending []nestElim)

// nestMaxLevel is the deepest nesting level the grader tries (a variable
// for the tools of chain_nested_test.go).
var nestMaxLevel = 5

// nestBase is the base rating of nesting level n (1 to 5): 9.0, 9.5, …
func nestBase(level int) float64 { return 8.5 + 0.5*float64(level) }

// nestOutcome is what one propagation found, with its records in the pool.
type nestOutcome struct {
	on, off           cands729
	onOrder, offOrder []int32 // records of the ON (OFF) nodes, in the order found
	clashOn, clashOff int32   // the contradiction's two records; -1 when none
}

func (o *nestOutcome) clash() bool { return o.clashOn >= 0 }

// record returns the record of node k, which must be in the outcome.
func (o *nestOutcome) record(p *chainPool, k nodeKey) int32 {
	order := o.offOrder
	if k.on() {
		order = o.onOrder
	}
	for _, r := range order {
		if p.nodes[r].key == k {
			return r
		}
	}
	panic("solver: node not in the nested outcome")
}

// nestWork is the memory of the nested searches, kept with the chain
// memory.
type nestWork struct {
	outs    []*nestOutcome
	nOuts   int
	cached  [729]int32 // candidate → index of its ON outcome in outs, +1
	rec     [numNodeKeys]int32
	cand    [81]Mask
	pos     [27][10]uint16
	pending []nestElim
	// recInner[r] is the inner chain (index into innerCx) whose
	// eliminations record r is one of, -1 for none (levels 2 and more).
	recInner []int32
	// lostIn[u]: the digits that lost places in unit u on the working
	// grid, when nested looks for patterns.
	lostIn  [27]uint16
	innerCx []int // each inner chain's complexity
	// innerIDs: the inner chain of each signature (see innerHint.sig)
	// found in this search, so that an inner chain found again (from
	// another outcome, the same nodes in the same order) counts once.
	innerIDs sigTable
	st       staticInner
	// chains: row 21's inner hints by working grid, for one step.
	chains chainsMemo
	// cause[r]: where the inference of record r went (see innerNode),
	// -1 for an assumption or a nested pattern's elimination.
	cause []int8
	// The inner dynamic search of levels 4 and 5: its memory, pool and
	// grid.
	inner     *nestWork
	innerPool *chainPool
	innerL    logic
	// reuse: level 4's inner searches' outcomes, kept for the next one
	// (in the inner search's memory).
	reuse *innerReuse
	// Scratch kept between searches, so that a search allocates nothing
	// once it has grown: a hint's branch ends and outcomes, the patterns'
	// eliminations and premises (views of parBuf until nested has turned
	// them into nodes), the inner chains counted (a stamp per chain).
	ends    []int32
	branch  []*nestOutcome
	elims   []int
	parBuf  []int
	cxSeen  []uint32
	cxStamp uint32
	// search is the search running on this memory.
	search nestSearch
}

// nestElim is an elimination a nested pattern makes, before it becomes a
// node: its candidate and its premises (candidates the propagation
// removed).
type nestElim struct {
	ck    int
	pars  []int
	inner int32 // the inner chain it comes from, -1 for none
}

func (w *chainWork) nestedWork() *nestWork {
	if w.nest == nil {
		w.nest = new(nestWork)
	}
	return w.nest
}

func (nw *nestWork) newOutcome() *nestOutcome {
	if nw.nOuts == len(nw.outs) {
		nw.outs = append(nw.outs, new(nestOutcome))
	}
	o := nw.outs[nw.nOuts]
	nw.nOuts++
	return o
}

// endsOf returns the branch ends a, b in the scratch slice ends.
func (nw *nestWork) endsOf(a, b int32) []int32 {
	nw.ends = append(nw.ends[:0], a, b)
	return nw.ends
}

// nestSearch is one run of a nested producer over the grid.
type nestSearch struct {
	l     *logic
	w     *chainWork
	nw    *nestWork
	p     *chainPool
	level int
	base  float64
	// outer is, for an inner search (level 4's dynamic forcing chains on
	// an outer propagation's working grid), the outer search, which
	// collects every hint instead of the best one.
	outer *nestSearch
	// reuse, for level 4's inner search, is where it takes the outcomes
	// of the last inner search that its grid cannot change (nil for the
	// others).
	reuse *innerReuse
}

// findNestedForcingChain runs the nested producers, level 1 first, up to
// nestMaxLevel, and takes the first level's best hint.
func findNestedForcingChain(l *logic, b *stepBuf) bool {
	if l.shallow {
		return false
	}
	b.work().nestedWork().chains.reset()
	for level := 1; level <= nestMaxLevel && !l.cancelled(); level++ {
		if searchNested(l, b, level) {
			return true
		}
	}
	return false
}

// searchNested runs the producer of one nesting level over the grid.
func searchNested(l *logic, b *stepBuf, level int) bool {
	w := b.work()
	nw := w.nestedWork()
	s := &nw.search // kept with the memory: the search's own state escapes
	*s = nestSearch{l: l, w: w, nw: nw, p: &w.pool, level: level, base: nestBase(level)}
	w.begin()
	s.scan()
	*s = nestSearch{}
	return w.finish(b)
}

// scan runs the search over the grid, offering each hint found.
func (s *nestSearch) scan() {
	l, nw := s.l, s.nw
	s.p.reset()
	nw.nOuts = 0
	nw.cached = [729]int32{}
	nw.recInner, nw.innerCx = nw.recInner[:0], nw.innerCx[:0]
	nw.innerIDs.reset()
	for c := 0; c < 81; c++ {
		cm := l.cand[c]
		n := cm.Count()
		if n < 2 {
			continue
		}
		if l.cancelled() {
			return // the grading stops (GradeContext): the step is dropped
		}
		for x := cm; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			on := s.onOutcome(c, d)
			if on.clash() {
				s.offer(nw.endsOf(on.clashOn, on.clashOff), nil, sortKeyContradiction, keyOf(c, d, false), -1)
			}
			mark, markPar := len(s.p.nodes), len(s.p.parents)
			off := nw.newOutcome()
			s.propagate(off, keyOf(c, d, false))
			if off.clash() {
				s.offer(nw.endsOf(off.clashOn, off.clashOff), nil, sortKeyContradiction, keyOf(c, d, true), -1)
			}
			if n >= 3 {
				both := append(nw.branch[:0], on, off)
				for _, r := range on.onOrder {
					if k := s.p.nodes[r].key; off.on.has(int(k >> 1)) {
						s.offer(nw.endsOf(r, -1), both, sortKeyDoubleForcing, k, -1)
					}
				}
				for _, r := range on.offOrder {
					if k := s.p.nodes[r].key; off.off.has(int(k >> 1)) {
						s.offer(nw.endsOf(r, -1), both, sortKeyDoubleForcing, k, -1)
					}
				}
				nw.branch = both[:0]
			}
			// The OFF outcome is not needed again (but for its records,
			// which the next inner search may take: see innerReuse).
			nw.nOuts--
			if s.reuse == nil {
				for i := mark; i < len(nw.recInner); i++ {
					nw.recInner[i] = -1
				}
				s.p.nodes, s.p.parents = s.p.nodes[:mark], s.p.parents[:markPar]
			}
			s.regions(c, d, on)
		}
		s.cellForcing(c, cm)
	}
}

// onOutcome returns the outcome of "cell c holds d", propagated once per
// search.
func (s *nestSearch) onOutcome(c int, d uint8) *nestOutcome {
	k := c*9 + int(d) - 1
	if i := s.nw.cached[k]; i > 0 {
		return s.nw.outs[i-1]
	}
	o := s.nw.newOutcome()
	s.nw.cached[k] = int32(s.nw.nOuts)
	s.propagate(o, keyOf(c, d, true))
	return o
}

// regions looks for region forcing chains on digit d from cell c, as the
// dynamic search does (chain_dynamic.go).
func (s *nestSearch) regions(c int, d uint8, on *nestOutcome) {
	for _, ui := range seRegions {
		u := int(UnitsOf[c][ui])
		ps := s.l.pos[u][d]
		if bits.OnesCount16(ps) < 2 || int(Units[u][bits.TrailingZeros16(ps)]) != c {
			continue
		}
		outs := s.nw.branch[:0]
		common := [2]cands729{on.on, on.off}
		for x := ps; x != 0; x &= x - 1 {
			c2 := int(Units[u][bits.TrailingZeros16(x)])
			o := on
			if c2 != c {
				o = s.onOutcome(c2, d)
				for i := range common[0] {
					common[0][i] &= o.on[i]
					common[1][i] &= o.off[i]
				}
			}
			outs = append(outs, o)
		}
		s.common(outs, &common, sortKeyRegionForcing, u)
		s.nw.branch = outs[:0]
	}
}

// cellForcing looks for the nodes that every candidate of cell c implies.
func (s *nestSearch) cellForcing(c int, cm Mask) {
	outs := s.nw.branch[:0]
	var common [2]cands729
	for x := cm; x != 0; x &= x - 1 {
		o := s.onOutcome(c, uint8(bits.TrailingZeros16(uint16(x))))
		if len(outs) == 0 {
			common = [2]cands729{o.on, o.off}
		} else {
			for i := range common[0] {
				common[0][i] &= o.on[i]
				common[1][i] &= o.off[i]
			}
		}
		outs = append(outs, o)
	}
	s.common(outs, &common, sortKeyCellForcing, -1)
	s.nw.branch = outs[:0]
}

// common offers a hint for each node of common (ON ones, then OFF ones, in
// the order the first outcome found them), a branch in each outcome.
func (s *nestSearch) common(outs []*nestOutcome, common *[2]cands729, sortKey, unit int) {
	ends := s.nw.ends[:0]
	for range outs {
		ends = append(ends, -1)
	}
	s.nw.ends = ends
	for st := 0; st < 2; st++ {
		if common[st] == (cands729{}) {
			continue
		}
		order := outs[0].onOrder
		if st == 1 {
			order = outs[0].offOrder
		}
		for _, r := range order {
			k := s.p.nodes[r].key
			if !common[st].has(int(k >> 1)) {
				continue
			}
			for i := range ends {
				ends[i] = -1
			}
			ends[0] = r
			s.offer(ends, outs, sortKey, k, unit)
		}
	}
}

// offer ranks a hint whose branches end at ends (an end of -1 is target's
// record in outs[i]) and keeps it when it ranks first so far.
func (s *nestSearch) offer(ends []int32, outs []*nestOutcome, sortKey int, target nodeKey, unit int) {
	if s.outer != nil {
		s.collect(ends, outs, sortKey, target, unit)
		return
	}
	limit := 1 << 30
	if s.w.have {
		limit = s.w.rank.complexity
		if sortKey >= s.w.rank.sortKey {
			limit-- // an equal complexity would not be better
		}
	}
	// A rating can only tie or beat the kept one with a complexity up to
	// the kept one's (the rating grows with the complexity).
	total := 0
	for i, e := range ends {
		if e < 0 {
			e = outs[i].record(s.p, target)
			ends[i] = e
		}
		total += ancestorsUpTo(s.p, e, limit-total)
		if total > limit {
			return
		}
	}
	if s.level >= 2 {
		total += s.innerComplexity(ends)
		if total > limit {
			return
		}
	}
	r := chainRank{rating: chainRating(s.base, total), complexity: total, sortKey: sortKey}
	s.w.offer(r, func(b *stepBuf) {
		b.reset(DynamicForcingChain)
		b.s.Rating = printedRating(r.rating)
		if unit >= 0 {
			b.unit(unit)
		}
		for i, e := range ends {
			b.chainLinks(s.p, e, uint8(i))
		}
		c, d := uint8(target.cell()), target.digit()
		if target.on() {
			b.place(c, d)
		} else {
			b.elim(c, 1<<d)
		}
		b.sort()
	})
}

// propagate fills o with the consequences of assumption start: the rules
// of chain_dynamic.go's propagation (cell inferences on, candidates turned
// off leaving the working grid, the lost ones parents of the ON nodes they
// force), and, each time nothing is left to draw, the nested patterns.
func (s *nestSearch) propagate(o *nestOutcome, start nodeKey) {
	r := s.reuse
	if r == nil {
		s.propagateFresh(o, start)
		return
	}
	if r.copy(s, o, start) {
		return
	}
	first, pfirst := int32(len(s.p.nodes)), int32(len(s.p.parents))
	s.propagateFresh(o, start)
	r.save(s, o, start, first, pfirst)
}

// propagateFresh is propagate without the inner search's reuse.
func (s *nestSearch) propagateFresh(o *nestOutcome, start nodeKey) {
	l, p, nw := s.l, s.p, s.nw
	o.on, o.off = cands729{}, cands729{}
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	nw.cand, nw.pos = l.cand, l.pos
	cand, pos, rec := &nw.cand, &nw.pos, &nw.rec

	r0 := s.add(start, -1, -1)
	rec[start] = r0
	if ck := int(start >> 1); start.on() {
		o.on.add(ck)
		o.onOrder = append(o.onOrder, r0)
	} else {
		o.off.add(ck)
		o.offOrder = append(o.offOrder, r0)
	}
	hOn, hOff := 0, 0
	var ts [28]int
	for {
		if hOn < len(o.onOrder) {
			r := o.onOrder[hOn]
			hOn++
			ck := int(p.nodes[r].key >> 1)
			c, d := int(ckCell[ck]), ckDigit[ck]
			nt := 0
			for x := cand[c] &^ (1 << d); x != 0; x &= x - 1 {
				ts[nt] = c*9 + bits.TrailingZeros16(uint16(x)) - 1
				nt++
			}
			ci := &dynCells[c]
			for ps := pos[ci.box][d] &^ (1 << ci.pbox); ps != 0; ps &= ps - 1 {
				ts[nt] = int(Units[ci.box][bits.TrailingZeros16(ps)])*9 + int(d) - 1
				nt++
			}
			for ps := pos[ci.row][d] & ci.rowOut; ps != 0; ps &= ps - 1 {
				ts[nt] = int(Units[ci.row][bits.TrailingZeros16(ps)])*9 + int(d) - 1
				nt++
			}
			for ps := pos[ci.col][d] & ci.colOut; ps != 0; ps &= ps - 1 {
				ts[nt] = int(Units[ci.col][bits.TrailingZeros16(ps)])*9 + int(d) - 1
				nt++
			}
			for _, t := range ts[:nt] {
				if o.on.has(t) {
					o.clashOn = rec[t*2+1]
					o.clashOff = s.add(nodeKey(t*2), r, weakCauseOf(c, t))
					return
				}
				if o.off.has(t) {
					continue
				}
				o.off.add(t)
				nr := s.add(nodeKey(t*2), r, weakCauseOf(c, t))
				rec[t*2] = nr
				o.offOrder = append(o.offOrder, nr)
			}
			continue
		}
		if hOff < len(o.offOrder) {
			r := o.offOrder[hOff]
			hOff++
			ck := int(p.nodes[r].key >> 1)
			c, d := int(ckCell[ck]), ckDigit[ck]
			ci := &dynCells[c]
			cm := cand[c]
			pb, pr, pc := &pos[ci.box][d], &pos[ci.row][d], &pos[ci.col][d]
			ps := [3]uint16{*pb, *pr, *pc}
			if cm.Has(d) {
				cand[c] = cm &^ (1 << d)
				*pb, *pr, *pc = ps[0]&^(1<<ci.pbox), ps[1]&^(1<<ci.prow), ps[2]&^(1<<ci.pcol)
			}
			// The rules: the cell's other candidate when it has two, then
			// d's other place in the box, row, column where it has two.
			for i := -1; i < 3; i++ {
				var t int
				var lost uint16
				var u int
				if i < 0 {
					if cm.Count() != 2 || !cm.Has(d) {
						continue
					}
					t = c*9 + int((cm &^ (1 << d)).Lowest()) - 1
					lost = uint16(l.cand[c] &^ cm)
				} else {
					self := uint16(1) << ci.upos[i]
					if bits.OnesCount16(ps[i]) != 2 || ps[i]&self == 0 {
						continue
					}
					u = int(ci.unit[i])
					other := ps[i] &^ self
					t = int(Units[u][bits.TrailingZeros16(other)])*9 + int(d) - 1
					lost = l.pos[u][d] &^ ps[i]
				}
				clash := o.off.has(t)
				if !clash && o.on.has(t) {
					continue
				}
				cause := int8(0)
				if i >= 0 {
					cause = int8(1 + u)
				}
				nr := s.add(nodeKey(t*2+1), r, cause)
				for ; lost != 0; lost &= lost - 1 {
					var q int
					if i < 0 {
						q = c*9 + bits.TrailingZeros16(lost) - 1
					} else {
						q = int(Units[u][bits.TrailingZeros16(lost)])*9 + int(d) - 1
					}
					p.addParent(rec[q*2])
				}
				if clash {
					o.clashOn, o.clashOff = nr, rec[t*2]
					return
				}
				o.on.add(t)
				rec[t*2+1] = nr
				o.onOrder = append(o.onOrder, nr)
			}
			continue
		}
		if s.level == 0 || !s.nested(o) {
			return
		}
	}
}

// nested looks on the working grid for the patterns of the search's level
// that rest on removed candidates, and turns their eliminations OFF; it
// reports whether it added a node.
func (s *nestSearch) nested(o *nestOutcome) bool {
	nw := s.nw
	nw.pending = nw.pending[:0]
	nw.parBuf = nw.parBuf[:0]
	// What the working grid lost: a usable pattern needs some of it.
	for u := range nw.lostIn {
		var m uint16
		for d := 1; d <= 9; d++ {
			if s.l.pos[u][d] != nw.pos[u][d] {
				m |= 1 << d
			}
		}
		nw.lostIn[u] = m
	}
	for rule := 0; rule < 8 && len(nw.pending) == 0; rule++ {
		switch rule {
		case 0:
			s.nestLocking()
		case 1:
			s.nestHiddenPairs()
		case 2:
			s.nestNakedPairs()
		case 3:
			s.nestXWings()
		case 4:
			if s.level == 2 || s.level == 3 {
				s.nestChains()
			}
		case 5:
			if s.level == 3 {
				s.nestMultiple()
			}
		case 6:
			if s.level >= 4 {
				s.nestDynamic(0)
			}
		case 7:
			if s.level >= 5 {
				s.nestDynamic(2)
			}
		}
	}
	if nestTrace != nil {
		nestTrace(s, nw.pending)
	}
	added := false
	for _, e := range nw.pending {
		if o.off.has(e.ck) {
			continue
		}
		o.off.add(e.ck)
		r := s.add(nodeKey(e.ck*2), nw.rec[e.pars[0]*2], -1)
		for _, q := range e.pars[1:] {
			s.p.addParent(nw.rec[q*2])
		}
		nw.rec[e.ck*2] = r
		o.offOrder = append(o.offOrder, r)
		added = true
		if s.level >= 2 {
			for len(nw.recInner) <= int(r) {
				nw.recInner = append(nw.recInner, -1)
			}
			nw.recInner[r] = e.inner
		}
	}
	return added
}

// pattern records the eliminations of a pattern found on the working grid
// (nw.elims, candidates), its premises nw.parBuf[p0:], when it has some.
func (s *nestSearch) pattern(p0 int) {
	nw := s.nw
	pars := nw.parBuf[p0:len(nw.parBuf):len(nw.parBuf)]
	if len(pars) == 0 || len(nw.elims) == 0 {
		nw.parBuf = nw.parBuf[:p0]
		return
	}
	for _, ck := range nw.elims {
		nw.pending = append(nw.pending, nestElim{ck: ck, pars: pars, inner: -1})
	}
}

// lostPlaces appends to nw.parBuf the candidates of digit d at the places
// places of unit u that the working grid has lost.
func (s *nestSearch) lostPlaces(u int, d uint8, places uint16) {
	for x := s.l.pos[u][d] &^ s.nw.pos[u][d] & places; x != 0; x &= x - 1 {
		s.nw.parBuf = append(s.nw.parBuf, int(Units[u][bits.TrailingZeros16(x)])*9+int(d)-1)
	}
}

// unitCell returns the cell at place i of unit u (Units[u][i], computed:
// crossings is filled before units.go's init fills Units).
func unitCell(u, i int) int {
	switch {
	case u < 9:
		return u*9 + i
	case u < 18:
		return i*9 + u - 9
	}
	b := u - 18
	return (b/3*3+i/3)*9 + b%3*3 + i%3
}

// crossings[a][b] is the places in unit a of the cells it shares with
// unit b (0 when they share none, or a is b).
var crossings [27][27]uint16

func init() {
	for a := 0; a < 27; a++ {
		for b := 0; b < 27; b++ {
			for i := 0; i < 9 && a != b; i++ {
				for j := 0; j < 9; j++ {
					if unitCell(a, i) == unitCell(b, j) {
						crossings[a][b] |= 1 << i
					}
				}
			}
		}
	}
}

// nestLocking finds pointing and claiming on the working grid in Sudoku
// Explainer's order: box to column, box to row, column to box, row to box;
// the first unit, then the second, then the digit.
func (s *nestSearch) nestLocking() {
	pos := &s.nw.pos
	passes := [4][2]int{{18, 9}, {18, 0}, {9, 18}, {0, 18}}
	for _, pass := range passes {
		for i := 0; i < 9; i++ {
			a := pass[0] + i
			lost := s.nw.lostIn[a]
			if lost == 0 {
				continue // a usable pattern rests on places a lost
			}
			for j := 0; j < 9; j++ {
				b := pass[1] + j
				in := crossings[a][b]
				if in == 0 {
					continue
				}
				inB := crossings[b][a]
				for x := lost; x != 0; x &= x - 1 {
					d := uint8(bits.TrailingZeros16(x))
					ps := pos[a][d]
					if bits.OnesCount16(ps) < 2 || ps&^in != 0 {
						continue
					}
					elims := s.nw.elims[:0]
					for x := pos[b][d] &^ inB; x != 0; x &= x - 1 {
						elims = append(elims, int(Units[b][bits.TrailingZeros16(x)])*9+int(d)-1)
					}
					s.nw.elims = elims
					if len(elims) == 0 {
						continue
					}
					p0 := len(s.nw.parBuf)
					s.lostPlaces(a, d, ^in&0x1ff)
					s.pattern(p0)
				}
			}
		}
	}
}

// regionTypesSets is the order of the units in the sets' scans: boxes,
// columns, rows.
var regionTypesSets = [3]int{18, 9, 0}

// emptyIn returns the number of empty cells of unit u.
func (s *nestSearch) emptyIn(u int) int { return bits.OnesCount16(s.l.free[u]) }

// nestHiddenPairs finds hidden pairs on the working grid: units with more
// than four empty cells, boxes, columns, rows, digit pairs in colex order.
func (s *nestSearch) nestHiddenPairs() {
	pos, cand := &s.nw.pos, &s.nw.cand
	for _, first := range regionTypesSets {
		for i := 0; i < 9; i++ {
			u := first + i
			if s.emptyIn(u) <= 4 || s.nw.lostIn[u] == 0 {
				continue
			}
			lost := s.nw.lostIn[u]
			for d2 := uint8(2); d2 <= 9; d2++ {
				for d1 := uint8(1); d1 < d2; d1++ {
					if lost&(1<<d1|1<<d2) == 0 {
						continue
					}
					p1, p2 := pos[u][d1], pos[u][d2]
					if bits.OnesCount16(p1) < 2 || bits.OnesCount16(p2) < 2 || bits.OnesCount16(p1|p2) != 2 {
						continue
					}
					elims := s.nw.elims[:0]
					for x := p1 | p2; x != 0; x &= x - 1 {
						c := int(Units[u][bits.TrailingZeros16(x)])
						for y := cand[c] &^ (1<<d1 | 1<<d2); y != 0; y &= y - 1 {
							elims = append(elims, c*9+bits.TrailingZeros16(uint16(y))-1)
						}
					}
					s.nw.elims = elims
					if len(elims) == 0 {
						continue
					}
					out := ^(p1 | p2) & 0x1ff
					p0 := len(s.nw.parBuf)
					s.lostPlaces(u, d1, out)
					s.lostPlaces(u, d2, out)
					s.pattern(p0)
				}
			}
		}
	}
}

// nestNakedPairs finds naked pairs on the working grid: units with four
// empty cells or more, boxes, columns, rows, cell pairs in colex order.
func (s *nestSearch) nestNakedPairs() {
	cand := &s.nw.cand
	for _, first := range regionTypesSets {
		for i := 0; i < 9; i++ {
			u := first + i
			if s.emptyIn(u) < 4 {
				continue
			}
			for j2 := 1; j2 < 9; j2++ {
				c2 := int(Units[u][j2])
				m2 := cand[c2]
				if s.l.g[c2] != 0 || m2.Count() < 2 {
					continue
				}
				for j1 := 0; j1 < j2; j1++ {
					c1 := int(Units[u][j1])
					m1 := cand[c1]
					if s.l.g[c1] != 0 || m1.Count() < 2 || (m1|m2).Count() != 2 ||
						m1 == s.l.cand[c1] && m2 == s.l.cand[c2] {
						continue
					}
					elims := s.nw.elims[:0]
					for _, c := range Units[u] {
						if int(c) == c1 || int(c) == c2 {
							continue
						}
						for y := cand[c] & (m1 | m2); y != 0; y &= y - 1 {
							elims = append(elims, int(c)*9+bits.TrailingZeros16(uint16(y))-1)
						}
					}
					s.nw.elims = elims
					if len(elims) == 0 {
						continue
					}
					p0 := len(s.nw.parBuf)
					for _, c := range [2]int{c1, c2} {
						for y := s.l.cand[c] &^ cand[c]; y != 0; y &= y - 1 {
							s.nw.parBuf = append(s.nw.parBuf, c*9+bits.TrailingZeros16(uint16(y))-1)
						}
					}
					s.pattern(p0)
				}
			}
		}
	}
}

// nestXWings finds X-Wings on the working grid: base columns first (pairs
// in colex order, then the digit), then base rows.
func (s *nestSearch) nestXWings() {
	pos := &s.nw.pos
	for _, base := range [2]int{9, 0} {
		cover := 9 - base // rows for base columns, columns for base rows
		for j2 := 1; j2 < 9; j2++ {
			for j1 := 0; j1 < j2; j1++ {
				a, b := base+j1, base+j2
				lost := s.nw.lostIn[a] | s.nw.lostIn[b]
				for x := lost; x != 0; x &= x - 1 {
					d := uint8(bits.TrailingZeros16(x))
					if int(s.l.placed[d])+4 > 9 {
						continue
					}
					pa, pb := pos[a][d], pos[b][d]
					if bits.OnesCount16(pa) < 2 || bits.OnesCount16(pb) < 2 || bits.OnesCount16(pa|pb) != 2 {
						continue
					}
					// The places in a base line are the cover lines' indexes.
					elims := s.nw.elims[:0]
					for x := pa | pb; x != 0; x &= x - 1 {
						cu := cover + bits.TrailingZeros16(x)
						for y := pos[cu][d] &^ (1<<j1 | 1<<j2); y != 0; y &= y - 1 {
							elims = append(elims, int(Units[cu][bits.TrailingZeros16(y)])*9+int(d)-1)
						}
					}
					s.nw.elims = elims
					if len(elims) == 0 {
						continue
					}
					out := ^(pa | pb) & 0x1ff
					p0 := len(s.nw.parBuf)
					s.lostPlaces(a, d, out)
					s.lostPlaces(b, d, out)
					s.pattern(p0)
				}
			}
		}
	}
}

// add records node k with its main parent and the cause of its inference.
func (s *nestSearch) add(k nodeKey, parent int32, cause int8) int32 {
	r := s.p.add(k, parent)
	c := &s.nw.cause
	if int(r) < len(*c) {
		(*c)[r] = cause
	} else {
		for len(*c) < int(r) {
			*c = append(*c, -1)
		}
		*c = append(*c, cause)
	}
	return r
}

// weakCauseOf returns where the weak inference from an ON node in cell c
// to OFF candidate t goes: 0 within the cell, else 1 + the first unit of
// box, row, column the two cells share.
func weakCauseOf(c, t int) int8 {
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

// Level 4 (10.5 and up) tries, after the four simple patterns, row 25's
// dynamic forcing chains (contradiction, double, cell and region forcing
// chains) on the working grid: this search's own scan, without nesting,
// on a copy of the grid, every hint collected. Each hint rests on the
// lost candidates of the cells and units its inferences (all of its
// branches' ancestors) went through.

// nestDynamic runs the inner dynamic search of nesting level level (0 or
// 2) on the working grid and records the eliminations of its hints that
// rest on removed candidates.
func (s *nestSearch) nestDynamic(level int) {
	nw := s.nw
	st := &nw.st
	st.hints, st.elims, st.pars = st.hints[:0], st.elims[:0], st.pars[:0]
	st.bestSet = [729]bool{}
	if nw.inner == nil {
		nw.inner, nw.innerPool = new(nestWork), new(chainPool)
	}
	nw.innerL = *s.l
	nw.innerL.cand, nw.innerL.pos = nw.cand, nw.pos
	base := 8.5
	if level > 0 {
		base = nestBase(level)
	}
	in := &nw.inner.search
	*in = nestSearch{l: &nw.innerL, w: s.w, nw: nw.inner, p: nw.innerPool, level: level, base: base, outer: s}
	if iw := nw.inner; level == 0 && nestReuse {
		if iw.reuse == nil {
			iw.reuse = new(innerReuse)
		}
		in.reuse = iw.reuse
		in.p = iw.reuse.begin(iw, &nw.innerL)
	} else if iw.reuse != nil {
		iw.reuse.have = false // its pool is not this search's
	}
	in.scan()
	*in = nestSearch{}
	s.innerPending()
}

// collect records, for the outer search, the hint of an inner search
// whose branches end at ends (an end of -1 is target's record in
// outs[i]): its complexity, eliminations on the inner grid and premises.
func (s *nestSearch) collect(ends []int32, outs []*nestOutcome, sortKey int, target nodeKey, unit int) {
	o := s.outer
	st := &o.nw.st
	e0 := int32(len(st.elims))
	c, d := target.cell(), target.digit()
	if target.on() {
		for x := s.l.cand[c] &^ (1 << d); x != 0; x &= x - 1 {
			st.elims = append(st.elims, c*9+bits.TrailingZeros16(uint16(x))-1)
		}
	} else {
		st.elims = append(st.elims, c*9+int(d)-1)
	}
	if int32(len(st.elims)) == e0 {
		return
	}
	p := s.p
	for i, e := range ends {
		if e < 0 {
			ends[i] = outs[i].record(p, target)
		}
	}
	// Of the hints that eliminate a candidate, the outer propagation
	// takes the first in rank order (nested, innerPending): one that an
	// earlier hint kept ranks before, or ties with, for every candidate
	// it eliminates is of no use, and its premises are not walked; nor
	// are its ancestors counted past the most complexity that could rank
	// first for one of them.
	limit := math.MaxInt
	if !nestKeepAll && nestLimit {
		limit = st.limit(st.elims[e0:], sortKey)
	}
	total := 0
	for _, e := range ends {
		total += ancestorsUpTo(p, e, limit-total)
		if total > limit {
			st.elims = st.elims[:e0]
			return
		}
	}
	if s.level >= 2 {
		total += s.innerComplexity(ends)
	}
	if !nestKeepAll && !st.improves(st.elims[e0:], total, sortKey) {
		st.elims = st.elims[:e0]
		return
	}
	// The premises: for every ON ancestor, what its cell or unit lost in
	// the outer propagation (o.l's grid against this search's); the
	// assumptions of a cell's (a region's) branches rest on what the cell
	// (the region's digit) lost.
	startCause := int8(-1)
	switch sortKey {
	case sortKeyCellForcing:
		startCause = 0
	case sortKeyRegionForcing:
		startCause = int8(1 + unit)
	}
	p0 := int32(len(st.pars))
	var seen cands729
	stamp := p.nextStamp()
	stack := p.stack[:0]
	sig := uint64(sigStart)
	for _, e := range ends {
		sig = sigAdd(sig, uint64(p.nodes[e].key))
		if p.seenNode[e] != stamp {
			p.seenNode[e] = stamp
			stack = append(stack, e)
		}
	}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		k := p.nodes[j].key
		sig = sigAdd(sig, uint64(k))
		cause := s.nw.cause[j]
		if cause < 0 && p.mainParent(j) < 0 {
			cause = startCause // a branch's assumption
		}
		if cause >= 0 && k.on() {
			x, dd := k.cell(), k.digit()
			if cause == 0 {
				for m := o.l.cand[x] &^ s.l.cand[x]; m != 0; m &= m - 1 {
					if q := x*9 + bits.TrailingZeros16(uint16(m)) - 1; !seen.has(q) {
						seen.add(q)
						st.pars = append(st.pars, q)
					}
				}
			} else {
				u := int(cause) - 1
				for m := o.l.pos[u][dd] &^ s.l.pos[u][dd]; m != 0; m &= m - 1 {
					if q := unitCell(u, bits.TrailingZeros16(m))*9 + int(dd) - 1; !seen.has(q) {
						seen.add(q)
						st.pars = append(st.pars, q)
					}
				}
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
	if int32(len(st.pars)) == p0 && !nestKeepAll {
		// It rests on nothing removed: of no use to the outer search.
		st.elims = st.elims[:e0]
		return
	}
	st.keep(st.elims[e0:], total, sortKey)
	st.hints = append(st.hints, innerHint{
		rating: chainRating(s.base, total), complexity: total, sortKey: sortKey,
		elims: [2]int32{e0, int32(len(st.elims))}, pars: [2]int32{p0, int32(len(st.pars))},
		sig: sig,
	})
}

// improves reports whether a hint of complexity cx and sort key sortKey
// would rank before every hint kept so far for some candidate of elims
// (strictly: of equal ranks the one found first comes first).
func (st *staticInner) improves(elims []int, cx, sortKey int) bool {
	for _, ck := range elims {
		b := &st.best[ck]
		if !st.bestSet[ck] || int32(cx) < b.complexity || int32(cx) == b.complexity && int8(sortKey) < b.sortKey {
			return true
		}
	}
	return false
}

// nestLimit: collect stops counting a hint's ancestors past its limit
// (false only in the test that compares both ways).
var nestLimit = true

// limit returns the most complexity with which a hint of sort key sortKey
// could rank before every hint kept so far for some candidate of elims
// (see improves).
func (st *staticInner) limit(elims []int, sortKey int) int {
	most := -1
	for _, ck := range elims {
		if !st.bestSet[ck] {
			return math.MaxInt
		}
		b := &st.best[ck]
		m := int(b.complexity)
		if int8(sortKey) >= b.sortKey {
			m-- // an equal complexity ranks behind
		}
		most = max(most, m)
	}
	return most
}

// keep records a kept hint's rank for the candidates it eliminates.
func (st *staticInner) keep(elims []int, cx, sortKey int) {
	for _, ck := range elims {
		b := &st.best[ck]
		if !st.bestSet[ck] || int32(cx) < b.complexity || int32(cx) == b.complexity && int8(sortKey) < b.sortKey {
			st.bestSet[ck] = true
			*b = innerBest{complexity: int32(cx), sortKey: int8(sortKey)}
		}
	}
}

// Level 4's inner searches run one after the other on working grids that
// often differ in a few cells only (the next stall of the same outer
// propagation, or the next outer propagation's), and an inner outcome
// (level 0: no nesting) depends only on the cells and units its nodes are
// in: each node of (c, d) reads c's candidates and d's places in c's box,
// row and column, on the working grid and as the propagation has left
// them, and nothing else. So where the working grid has, in each of
// those, what the last inner search's had, the propagation does the same
// steps and records the same nodes with the same parents and causes (by
// induction over its steps), and those records are copied instead, moved
// to where this search's pool is; the hints made from them and their
// premises (the outer grid against this one, at those cells and units) are
// the same as a new propagation's. Each inner search keeps its records
// (its OFF outcomes' too) in one of two pools, for the next.

// nestReuse: level 4's inner searches take the last one's outcomes where
// they can (false only in the test that compares both ways).
var nestReuse = true

// innerReuse is the memory of the inner searches' outcomes.
type innerReuse struct {
	pools [2]chainPool
	cause [2][]int8 // nestWork.cause of each pool's search
	cur   int       // the pool of the running search
	// at[i][k]: the outcome of start k in outs[i], + 1 (0: none).
	at   [2][numNodeKeys]int32
	outs [2][]savedOutcome
	// The last search's working grid, and whether there was one.
	cand  [81]Mask
	pos   [27][10]uint16
	have  bool
	use   bool     // the running search copies from the last one's pool
	stale cands729 // the candidates whose cell or units differ from it
}

// savedOutcome is where an outcome's records are in its search's pool:
// records first to end, excluded (the last is the contradiction's second
// when there is one, in neither order), parents pfirst to pend.
type savedOutcome struct {
	on, off      cands729
	first, end   int32
	pfirst, pend int32
	clashOn      int32
	clashOff     int32
}

// begin readies the reuse for an inner search on l's grid with memory iw:
// it returns the pool the search records in.
func (r *innerReuse) begin(iw *nestWork, l *logic) *chainPool {
	r.stale = cands729{}
	r.use, r.have = r.have, true
	if r.use {
		for c := 0; c < 81; c++ {
			if l.cand[c] != r.cand[c] {
				for d := 0; d < 9; d++ {
					r.stale.add(c*9 + d)
				}
			}
		}
		for u := 0; u < 27; u++ {
			for d := 1; d <= 9; d++ {
				if l.pos[u][d] != r.pos[u][d] {
					for _, c := range Units[u] {
						r.stale.add(int(c)*9 + d - 1)
					}
				}
			}
		}
	}
	// The last search's pool becomes the one to copy from; this search's
	// cause table is the other.
	r.cause[r.cur], iw.cause = iw.cause, r.cause[1-r.cur]
	r.cur = 1 - r.cur
	r.at[r.cur] = [numNodeKeys]int32{}
	r.outs[r.cur] = r.outs[r.cur][:0]
	r.cand, r.pos = l.cand, l.pos
	p := &r.pools[r.cur]
	p.reset()
	return p
}

// save records where outcome o of start, propagated into s.p from record
// first and parent pfirst, is.
func (r *innerReuse) save(s *nestSearch, o *nestOutcome, start nodeKey, first, pfirst int32) {
	r.outs[r.cur] = append(r.outs[r.cur], savedOutcome{
		on: o.on, off: o.off,
		first: first, end: int32(len(s.p.nodes)),
		pfirst: pfirst, pend: int32(len(s.p.parents)),
		clashOn: o.clashOn, clashOff: o.clashOff,
	})
	r.at[r.cur][start] = int32(len(r.outs[r.cur]))
}

// copy fills o with the last search's outcome of start, its records
// copied into s.p, when this search's grid cannot change it; it reports
// whether it did.
func (r *innerReuse) copy(s *nestSearch, o *nestOutcome, start nodeKey) bool {
	if !r.use {
		return false
	}
	prev := 1 - r.cur
	i := r.at[prev][start]
	if i == 0 {
		return false
	}
	x := &r.outs[prev][i-1]
	for w := range x.on {
		if (x.on[w]|x.off[w])&r.stale[w] != 0 {
			return false
		}
	}
	pp, p, nw := &r.pools[prev], s.p, s.nw
	first, pfirst := int32(len(p.nodes)), int32(len(p.parents))
	dn, dp := first-x.first, pfirst-x.pfirst
	for _, nd := range pp.nodes[x.first:x.end] {
		nd.first += dp
		p.nodes = append(p.nodes, nd)
	}
	for _, q := range pp.parents[x.pfirst:x.pend] {
		p.parents = append(p.parents, q+dn)
	}
	end := int32(len(p.nodes))
	for len(nw.cause) < int(end) {
		nw.cause = append(nw.cause, -1)
	}
	copy(nw.cause[first:end], r.cause[prev][x.first:x.end])
	o.on, o.off = x.on, x.off
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	last := end
	if x.clashOn >= 0 {
		o.clashOn, o.clashOff = x.clashOn+dn, x.clashOff+dn
		last-- // the contradiction's second record is in neither order
	}
	for j := first; j < last; j++ {
		if p.nodes[j].key.on() {
			o.onOrder = append(o.onOrder, j)
		} else {
			o.offOrder = append(o.offOrder, j)
		}
	}
	r.save(s, o, start, first, pfirst)
	return true
}
