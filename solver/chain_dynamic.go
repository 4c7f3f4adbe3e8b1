package solver

import "math/bits"

// Forcing chains that follow every consequence of one assumption at once:
// Nishio (one digit at a time), the static multiple forcing chains (cell
// and region forcing chains on the grid as it is) and the dynamic ones
// (contradiction, double, cell and region forcing chains on a grid that
// loses each candidate the assumption turns off), rows 23–25 of Sudoku
// Explainer's order. Its row 26 and later (the dynamic chains with other
// techniques applied inside the propagation) are not here.
//
// The propagation. From the assumption (a node ON or OFF) it keeps the set
// of nodes found ON and the set found OFF, each node recorded once, with
// its parents, in the chain pool. It takes the oldest waiting ON node if
// there is one, else the oldest waiting OFF node:
//
//   - an ON node (c, d) turns OFF the other candidates of c (except in
//     Nishio, which follows one digit), then d in the other cells of c's
//     box, row and column, in that order;
//   - an OFF node (c, d) turns ON the other candidate of c when c has two
//     (except in Nishio), then, for c's box, row and column, the other place
//     of d when d has two places there. In the dynamic searches the
//     candidate is then removed from the working grid, so that "two left"
//     counts what the assumption has left; the ON node then also lists as
//     parents the OFF nodes of the candidates (places) the cell (unit) had
//     at the start and has lost since.
//
// A node whose opposite is already in the other set is a contradiction:
// the propagation stops there (the nodes found so far are kept).
//
// Reachability. The static search's inferences are those of row 21's XY
// pass on the same grid (chain_static.go), so what a propagation finds is
// reachable from its assumption in that pass's implication graph, whose
// components and their reachability row 21 has computed. A cell or region
// forcing chain needs a node common to several propagations; where no node
// is reachable from all their assumptions the search skips them, and runs
// no propagation that nothing else needs. (On the grids where it is tried,
// that leaves nothing to do at all whenever the search finds nothing.)
//
// The producers scan the cells row-major, their candidates in ascending
// order, and collect every hint; they take the one of least complexity
// (the distinct nodes of its chains, counted branch by branch), then least
// sort key, then the first found: the ranking of chain_core.go, for a
// rating that grows with the complexity.

// cands729 is a set of candidates, bit cell×9 + digit − 1.
type cands729 [12]uint64

func (s *cands729) add(k int)      { s[k>>6] |= 1 << (k & 63) }
func (s *cands729) has(k int) bool { return s[k>>6]&(1<<(k&63)) != 0 }

// dynOutcome is what one propagation found.
type dynOutcome struct {
	on, off           cands729
	onOrder, offOrder []int32             // pool records of the ON (OFF) nodes, in the order found
	clashOn, clashOff int32               // the two records of the contradiction; -1 when none
	first, end        int32               // its records in the pool: first (the assumption) to end, excluded
	rec               *[numNodeKeys]int32 // key → record, valid while the propagation runs
}

// clash reports whether the propagation ended in a contradiction.
func (o *dynOutcome) clash() bool { return o.clashOn >= 0 }

// record returns the pool record of node k, which must be in the outcome:
// a search through the nodes of its state (the key tables are shared by
// all outcomes and only hold while a propagation runs).
func (o *dynOutcome) record(p *chainPool, k nodeKey) int32 {
	order := o.offOrder
	if k.on() {
		order = o.onOrder
	}
	for _, r := range order {
		if p.nodes[r].key == k {
			return r
		}
	}
	panic("solver: node not in the outcome")
}

// dynMode is one producer: its technique, base rating and rules.
type dynMode struct {
	t             Technique
	base          float64
	y             bool // cell inferences (not in Nishio)
	dynamic       bool // candidates turned off leave the working grid
	minCand       int  // cells tried: at least this many candidates
	contradiction bool // an assumption leading to a contradiction
	double        bool // both states of a candidate implying the same node (cells of 3+)
	multiple      bool // cell and region forcing chains
	// reach: the static search leaves out the cells and regions whose
	// assumptions have no common consequence in the implication graph
	// ("Reachability" above); false only in a test that checks it.
	reach bool
}

var (
	modeNishio = dynMode{t: NishioForcingChain, base: 7.5, dynamic: true, minCand: 2,
		contradiction: true}
	modeMultiple = dynMode{t: MultipleForcingChain, base: 8.0, y: true, minCand: 3,
		multiple: true, reach: true}
	modeDynamic = dynMode{t: DynamicForcingChain, base: 8.5, y: true, dynamic: true, minCand: 2,
		contradiction: true, double: true, multiple: true}
)

// dynWork is the memory of these searches, kept with the chain memory
// (and that of aligned triplet exclusion).
type dynWork struct {
	ate    ateMemo
	nishio [10]nishioDigit
	strong cands729 // static search: candidates whose OFF node infers something
	outs   []dynOutcome
	rec    [numNodeKeys]int32 // key → record of the running propagation
	nOuts  int
	// cached[k] is the outcome of the ON assumption of candidate k in this
	// search (+1; 0: not computed yet).
	cached [729]int16
	// The working grid of a propagation.
	cand [81]Mask
	pos  [27][10]uint16
	scr  [4]dynEntry
	// The static search's view of the implication graph (see
	// "Reachability" above): the XY graph of row 21 and scratch words.
	g       *chainGraph
	scratch []uint64
	verts   [9]int16
}

// dynEntry is an ON node about to be recorded, with its parents.
type dynEntry struct {
	cell int
	d    uint8
	n    int
	par  [10]int32
}

func (w *chainWork) dynamicWork() *dynWork {
	if w.dyn == nil {
		w.dyn = new(dynWork)
	}
	return w.dyn
}

// newOutcome returns an unused outcome.
func (dw *dynWork) newOutcome() *dynOutcome {
	if dw.nOuts == len(dw.outs) {
		dw.outs = append(dw.outs, dynOutcome{})
	}
	o := &dw.outs[dw.nOuts]
	o.rec = &dw.rec
	dw.nOuts++
	return o
}

// onOutcome returns the outcome of "cell c holds d", computed once per
// search.
func (dw *dynWork) onOutcome(l *logic, p *chainPool, m *dynMode, c int, d uint8) *dynOutcome {
	k := c*9 + int(d) - 1
	if i := dw.cached[k]; i > 0 {
		return &dw.outs[i-1]
	}
	o := dw.newOutcome()
	dw.cached[k] = int16(dw.nOuts)
	dw.propagate(l, p, m, o, keyOf(c, d, true))
	return o
}

// propagate fills o with the consequences of assumption start.
func (dw *dynWork) propagate(l *logic, p *chainPool, m *dynMode, o *dynOutcome, start nodeKey) {
	o.on, o.off = cands729{}, cands729{}
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	if m.dynamic {
		// A fresh working grid (the static searches never change theirs,
		// copied once per search).
		dw.cand = l.cand
		dw.pos = l.pos
	}
	r := p.add(start, -1)
	o.first = r
	dw.drain(l, p, m, o)
	o.end = int32(len(p.nodes))
}

// drain runs the propagation of o from its assumption, o.first.
func (dw *dynWork) drain(l *logic, p *chainPool, m *dynMode, o *dynOutcome) {
	r := o.first
	start := p.nodes[r].key
	o.rec[start] = r
	if start.on() {
		o.on.add(int(start >> 1))
		o.onOrder = append(o.onOrder, r)
	} else {
		o.off.add(int(start >> 1))
		o.offOrder = append(o.offOrder, r)
	}
	// The nodes wait in the order they were found: the next ON node to
	// draw from is onOrder[hOn], the next OFF one offOrder[hOff].
	hOn, hOff := 0, 0
	for {
		if hOn < len(o.onOrder) {
			r := o.onOrder[hOn]
			hOn++
			if dw.onNode(p, m, o, r) {
				return
			}
		} else if hOff < len(o.offOrder) {
			r := o.offOrder[hOff]
			hOff++
			if dw.offNode(l, p, m, o, r) {
				return
			}
		} else {
			return
		}
	}
}

// seRegions lists the unit kinds of a cell in the order the chains visit
// them: box, row, column (indexes into UnitsOf and unitPos).
var seRegions = [3]int{2, 0, 1}

// onNode draws the weak inferences of ON record r; it reports a
// contradiction.
func (dw *dynWork) onNode(p *chainPool, m *dynMode, o *dynOutcome, r int32) bool {
	k := p.nodes[r].key
	c, d := k.cell(), k.digit()
	if m.y {
		for x := dw.cand[c] &^ (1 << d); x != 0; x &= x - 1 {
			if dw.weak(p, o, r, c*9+bits.TrailingZeros16(uint16(x))-1) {
				return true
			}
		}
	}
	// The peers of c holding d in box, row, column order, each once: the
	// row and the column without the cells of c's box.
	us := &UnitsOf[c]
	row, col, box := us[0], us[1], us[2]
	dk := int(d) - 1
	for ps := dw.pos[box][d] &^ (1 << unitPos[c][2]); ps != 0; ps &= ps - 1 {
		if dw.weak(p, o, r, int(Units[box][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	x, y := c%9, c/9
	for ps := dw.pos[row][d] &^ (7 << (x / 3 * 3)); ps != 0; ps &= ps - 1 {
		if dw.weak(p, o, r, int(Units[row][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	for ps := dw.pos[col][d] &^ (7 << (y / 3 * 3)); ps != 0; ps &= ps - 1 {
		if dw.weak(p, o, r, int(Units[col][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	return false
}

// weak records "candidate ck is OFF" inferred from ON record r.
func (dw *dynWork) weak(p *chainPool, o *dynOutcome, r int32, ck int) bool {
	w, bit := ck>>6, uint64(1)<<(ck&63)
	if o.on[w]&bit != 0 {
		o.clashOn = o.rec[ck*2+1]
		o.clashOff = p.add(nodeKey(ck*2), r)
		return true
	}
	if o.off[w]&bit != 0 {
		return false
	}
	o.off[w] |= bit
	i := p.add(nodeKey(ck*2), r)
	o.rec[ck*2] = i
	o.offOrder = append(o.offOrder, i)
	return false
}

// offNode draws the strong inferences of OFF record r, then (dynamic)
// removes its candidate from the working grid; it reports a contradiction.
func (dw *dynWork) offNode(l *logic, p *chainPool, m *dynMode, o *dynOutcome, r int32) bool {
	k := p.nodes[r].key
	if !m.dynamic && !dw.strong.has(int(k>>1)) {
		return false // the grid never changes: nothing to infer here
	}
	c, d := k.cell(), k.digit()
	bit := Mask(1) << d
	us := &UnitsOf[c]
	box, row, col := us[2], us[0], us[1]
	cellTwo := m.y && dw.cand[c].Count() == 2
	twos := 0
	if bits.OnesCount16(dw.pos[box][d]) == 2 {
		twos |= 1
	}
	if bits.OnesCount16(dw.pos[row][d]) == 2 {
		twos |= 2
	}
	if bits.OnesCount16(dw.pos[col][d]) == 2 {
		twos |= 4
	}
	n := 0
	if cellTwo || twos != 0 {
		ents := &dw.scr
		// A target already ON (and not OFF: a contradiction needs its
		// parents) adds nothing: no entry for it.
		var d2 uint8
		if cellTwo {
			d2 = (dw.cand[c] &^ bit).Lowest()
		}
		if cellTwo && !dw.known(o, c*9+int(d2)-1) {
			e := &ents[0]
			e.cell, e.d, e.n = c, d2, 1
			e.par[0] = r
			if m.dynamic {
				for x := l.cand[c] &^ dw.cand[c]; x != 0; x &= x - 1 {
					e.par[e.n] = o.rec[keyOf(c, uint8(bits.TrailingZeros16(uint16(x))), false)]
					e.n++
				}
			}
			n = 1
		}
		for i, ui := range seRegions {
			if twos&(1<<i) == 0 {
				continue
			}
			u := us[ui]
			ps := dw.pos[u][d]
			c2 := int(Units[u][bits.TrailingZeros16(ps&^(1<<unitPos[c][ui]))])
			if dw.known(o, c2*9+int(d)-1) {
				continue
			}
			dup := false
			for j := 0; j < n; j++ {
				if ents[j].cell == c2 && ents[j].d == d {
					dup = true
				}
			}
			if dup {
				continue
			}
			e := &ents[n]
			e.cell, e.d, e.n = c2, d, 1
			e.par[0] = r
			if m.dynamic {
				for x := l.pos[u][d] &^ ps; x != 0; x &= x - 1 {
					e.par[e.n] = o.rec[keyOf(int(Units[u][bits.TrailingZeros16(x)]), d, false)]
					e.n++
				}
			}
			n++
		}
	}
	if m.dynamic {
		dw.cand[c] &^= bit
		dw.pos[row][d] &^= 1 << unitPos[c][0]
		dw.pos[col][d] &^= 1 << unitPos[c][1]
		dw.pos[box][d] &^= 1 << unitPos[c][2]
	}
	for i := 0; i < n; i++ {
		e := &dw.scr[i]
		ck := e.cell*9 + int(e.d) - 1
		clash := o.off.has(ck)
		if !clash && o.on.has(ck) {
			continue
		}
		key := nodeKey(ck*2 + 1)
		j := p.add(key, e.par[0])
		for _, q := range e.par[1:e.n] {
			p.addParent(q)
		}
		if clash {
			o.clashOn = j
			o.clashOff = o.rec[key.negation()]
			return true
		}
		o.on.add(ck)
		o.rec[key] = j
		o.onOrder = append(o.onOrder, j)
	}
	return false
}

// known reports whether candidate ck is ON and not OFF in o: an ON node
// for it would be skipped.
func (dw *dynWork) known(o *dynOutcome, ck int) bool {
	w, bit := ck>>6, uint64(1)<<(ck&63)
	return o.on[w]&bit != 0 && o.off[w]&bit == 0
}

// reversed fills o with the outcome of assumption start, "cell c does not
// hold d", from tw, that of "c holds e", when c holds d and e only (in the
// dynamic search, with its cell inferences); it reports false, leaving o
// for propagate, when tw does not begin as this expects.
//
// The two propagations differ only in their first link. From "c holds e"
// the first inference is (c, d) OFF, then the peers of e OFF (the ON node
// has no other inference), then (c, d) OFF is drawn: (c, e) is ON already,
// so its strong inferences are the places of d paired with c in c's box,
// row and column, and (c, d) leaves the grid. From "c does not hold d",
// (c, d) OFF is drawn first, on the same grid: (c, e) ON, then the same
// places of d, and (c, d) leaves the grid; then (c, e) ON is drawn: its
// cell has nothing left to turn off, and the peers of e are the same ones
// (the grid lost a candidate of d only). Neither part can meet a
// contradiction (their nodes are distinct candidates, d apart from e).
// From there both have the same ON nodes in the same order, the same OFF
// nodes in the same order, the same grid and the same next node to draw,
// so they go on alike, with the same parents, by node. The outcome is tw's
// records copied, (c, d) OFF first and the assumption, (c, e) ON, its
// child: what counts in the pool is each record's node and parents, not
// its index (the ancestor walks of ranking and of the hint's links).
func (dw *dynWork) reversed(p *chainPool, o, tw *dynOutcome, start nodeKey) bool {
	if tw.end-tw.first < 2 || p.nodes[tw.first+1].key != start {
		return false
	}
	base := int32(len(p.nodes))
	at := func(x int32) int32 { // tw's record x in o
		switch x - tw.first {
		case 0:
			return base + 1
		case 1:
			return base
		}
		return base + x - tw.first
	}
	o.on, o.off = tw.on, tw.off
	o.first = p.add(start, -1)
	p.add(p.nodes[tw.first].key, base)
	for i := tw.first + 2; i < tw.end; i++ {
		k := p.nodes[i].key
		ps := p.parentsOf(i) // the appends below leave these values be
		p.add(k, at(ps[0]))
		for _, q := range ps[1:] {
			p.addParent(at(q))
		}
	}
	o.end = int32(len(p.nodes))
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	for _, r := range tw.onOrder {
		o.onOrder = append(o.onOrder, at(r))
	}
	for _, r := range tw.offOrder {
		o.offOrder = append(o.offOrder, at(r))
	}
	o.clashOn, o.clashOff = -1, -1
	if tw.clash() {
		o.clashOn, o.clashOff = at(tw.clashOn), at(tw.clashOff)
	}
	return true
}

// dynSearch is one run of a producer over the grid.
type dynSearch struct {
	l  *logic
	m  *dynMode
	w  *chainWork
	dw *dynWork
	p  *chainPool
}

// rankOf returns the rank of a hint whose branches end at records ends,
// or false when it cannot rank before the hint kept so far. An end of -1
// is node k's record in outs[i], looked up only when the branches before
// it leave the hint a chance.
func (s *dynSearch) rankOf(ends []int32, outs []*dynOutcome, k nodeKey, sortKey int) (chainRank, bool) {
	limit := 1 << 30
	if s.w.have {
		limit = s.w.rank.complexity
		if sortKey >= s.w.rank.sortKey {
			limit-- // an equal complexity would not be better
		}
	}
	total := 0
	for i, e := range ends {
		if total >= limit {
			return chainRank{}, false
		}
		if e < 0 {
			e = outs[i].record(s.p, k)
			ends[i] = e
		}
		total += ancestorsUpTo(s.p, e, limit-total)
		if total > limit {
			return chainRank{}, false
		}
	}
	return chainRank{rating: chainRating(s.m.base, total), complexity: total, sortKey: sortKey}, true
}

// offer ranks a hint (its branches end at ends, those of -1 at target's
// record in outs; target is its conclusion) and keeps it when it ranks
// first so far.
func (s *dynSearch) offer(ends []int32, outs []*dynOutcome, sortKey int, target nodeKey, unit int) {
	r, ok := s.rankOf(ends, outs, target, sortKey)
	if !ok {
		return
	}
	s.w.offer(r, func(b *stepBuf) {
		b.reset(s.m.t)
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

// printedRating rounds a chain's rating to tenths as Sudoku Explainer
// prints it (half up).
func printedRating(v float64) float64 {
	return float64(int((v+0.05)*10)) / 10
}

// findDynamic runs producer m over the grid.
func findDynamic(l *logic, b *stepBuf, m *dynMode) bool {
	return searchDynamic(l, b, m, AllDigits)
}

// searchDynamic runs producer m over the candidates of the digits in
// digits (all of them for every producer but Nishio, whose propagations
// follow one digit).
func searchDynamic(l *logic, b *stepBuf, m *dynMode, digits Mask) bool {
	w := b.work()
	dw := w.dynamicWork()
	s := dynSearch{l: l, m: m, w: w, dw: dw, p: &w.pool}
	s.p.reset()
	dw.nOuts = 0
	dw.cached = [729]int16{}
	dw.cand, dw.pos = l.cand, l.pos
	if !m.dynamic {
		// The candidates whose OFF node infers something on the fixed
		// grid: in a cell of two, or in a unit where the digit has two.
		dw.strong = cands729{}
		for c := 0; c < 81; c++ {
			for x := l.cand[c]; x != 0; x &= x - 1 {
				d := uint8(bits.TrailingZeros16(uint16(x)))
				us := &UnitsOf[c]
				if l.cand[c].Count() == 2 || bits.OnesCount16(l.pos[us[0]][d]) == 2 ||
					bits.OnesCount16(l.pos[us[1]][d]) == 2 || bits.OnesCount16(l.pos[us[2]][d]) == 2 {
					dw.strong.add(c*9 + int(d) - 1)
				}
			}
		}
	}
	w.begin()
	dw.g = nil
	if m.reach {
		dw.g = w.static.xyGraph(l)
		if cap(dw.scratch) < dw.g.words {
			dw.scratch = make([]uint64, dw.g.words)
		}
		dw.scratch = dw.scratch[:dw.g.words]
	}
	var ends [9]int32
	for c := 0; c < 81; c++ {
		cm := l.cand[c]
		n := cm.Count()
		if n < m.minCand {
			continue
		}
		cell := m.multiple && s.reachAll(c, cm, -1)
		for x := cm & digits; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			if !cell && m.reach && s.regionUnits(c, d) == 0 {
				continue // nothing this outcome is used for can make a hint
			}
			on := dw.onOutcome(l, s.p, m, c, d)
			if m.contradiction && on.clash() {
				ends[0], ends[1] = on.clashOn, on.clashOff
				s.offer(ends[:2], nil, sortKeyContradiction, keyOf(c, d, false), -1)
			}
			// In a cell of two, the OFF outcome (there only for a
			// contradiction) is the ON outcome of the other candidate
			// reversed (see reversed), which has a contradiction when
			// that one has.
			need := m.contradiction || (m.double && n >= 3)
			var twin *dynOutcome
			if need && m.dynamic && m.y && n == 2 {
				twin = dw.onOutcome(l, s.p, m, c, (cm &^ (1 << d)).Lowest())
				need = twin.clash()
			}
			if need {
				mark := len(s.p.nodes)
				markPar := len(s.p.parents)
				off := dw.newOutcome()
				if twin == nil || !dw.reversed(s.p, off, twin, keyOf(c, d, false)) {
					dw.propagate(l, s.p, m, off, keyOf(c, d, false))
				}
				if m.contradiction && off.clash() {
					ends[0], ends[1] = off.clashOn, off.clashOff
					s.offer(ends[:2], nil, sortKeyContradiction, keyOf(c, d, true), -1)
				}
				if m.double && n >= 3 {
					both := [2]*dynOutcome{on, off}
					for _, r := range on.onOrder {
						k := s.p.nodes[r].key
						if off.on.has(int(k >> 1)) {
							ends[0], ends[1] = r, -1
							s.offer(ends[:2], both[:], sortKeyDoubleForcing, k, -1)
						}
					}
					for _, r := range on.offOrder {
						k := s.p.nodes[r].key
						if off.off.has(int(k >> 1)) {
							ends[0], ends[1] = r, -1
							s.offer(ends[:2], both[:], sortKeyDoubleForcing, k, -1)
						}
					}
				}
				// The OFF outcome is not needed again: give its records back.
				dw.nOuts--
				s.p.nodes = s.p.nodes[:mark]
				s.p.parents = s.p.parents[:markPar]
			}
			if m.multiple {
				s.regions(c, d, on)
			}
		}
		if cell {
			s.cellForcing(c, cm)
		}
	}
	return w.finish(b)
}

// reachAll reports, for the static search (with m.reach), whether some node follows from
// every assumption "cell c holds a digit of ds" (u < 0) or "digit ds is at
// a place of unit u in ds" (u ≥ 0: then ds is one digit, and the places
// are those of the digit in u), in the implication graph; always true
// without m.reach.
func (s *dynSearch) reachAll(c int, ds Mask, u int) bool {
	g := s.dw.g
	if g == nil {
		return true
	}
	vs := s.dw.verts[:0]
	if u < 0 {
		for x := ds; x != 0; x &= x - 1 {
			vs = append(vs, g.id[keyOf(c, uint8(bits.TrailingZeros16(uint16(x))), true)])
		}
	} else {
		d := ds.Lowest()
		for x := s.l.pos[u][d]; x != 0; x &= x - 1 {
			vs = append(vs, g.id[keyOf(int(Units[u][bits.TrailingZeros16(x)]), d, true)])
		}
	}
	return g.reachAll(vs, s.dw.scratch)
}

// regionUnits returns the units (bit i for seRegions[i]) where cell c
// starts a region forcing chain on digit d that may make a hint: d has two
// places or more there, c is the first, and (static search) some node
// follows from every place.
func (s *dynSearch) regionUnits(c int, d uint8) int {
	units := 0
	for i, ui := range seRegions {
		u := int(UnitsOf[c][ui])
		ps := s.l.pos[u][d]
		if bits.OnesCount16(ps) < 2 || int(Units[u][bits.TrailingZeros16(ps)]) != c {
			continue
		}
		if s.reachAll(c, 1<<d, u) {
			units |= 1 << i
		}
	}
	return units
}

// regions looks for region forcing chains on digit d from cell c: for each
// unit of c (box, row, column) where d has two places or more and c is the
// first, the nodes that every place of d implies.
func (s *dynSearch) regions(c int, d uint8, on *dynOutcome) {
	var outs [9]*dynOutcome
	var ends [9]int32
	units := s.regionUnits(c, d)
	for i, ui := range seRegions {
		if units&(1<<i) == 0 {
			continue
		}
		u := int(UnitsOf[c][ui])
		ps := s.l.pos[u][d]
		n := 0
		common := [2]cands729{on.on, on.off}
		for x := ps; x != 0; x &= x - 1 {
			c2 := int(Units[u][bits.TrailingZeros16(x)])
			o := on
			if c2 != c {
				o = s.dw.onOutcome(s.l, s.p, s.m, c2, d)
				for i := range common[0] {
					common[0][i] &= o.on[i]
					common[1][i] &= o.off[i]
				}
			}
			outs[n] = o
			n++
		}
		s.common(on, outs[:n], &common, ends[:n], sortKeyRegionForcing, u)
	}
}

// cellForcing looks for the nodes that every candidate of cell c implies.
func (s *dynSearch) cellForcing(c int, cm Mask) {
	var outs [9]*dynOutcome
	var ends [9]int32
	n := 0
	var common [2]cands729
	for x := cm; x != 0; x &= x - 1 {
		o := s.dw.onOutcome(s.l, s.p, s.m, c, uint8(bits.TrailingZeros16(uint16(x))))
		if n == 0 {
			common = [2]cands729{o.on, o.off}
		} else {
			for i := range common[0] {
				common[0][i] &= o.on[i]
				common[1][i] &= o.off[i]
			}
		}
		outs[n] = o
		n++
	}
	s.common(outs[0], outs[:n], &common, ends[:n], sortKeyCellForcing, -1)
}

// common offers a hint for each node of common (ON ones, then OFF ones, in
// the order first found them), its branches in outs.
func (s *dynSearch) common(first *dynOutcome, outs []*dynOutcome, common *[2]cands729, ends []int32, sortKey, unit int) {
	for st := 0; st < 2; st++ {
		if common[st] == (cands729{}) {
			continue
		}
		order := first.onOrder
		if st == 1 {
			order = first.offOrder
		}
		for _, r := range order {
			k := s.p.nodes[r].key
			if !common[st].has(int(k >> 1)) {
				continue
			}
			for i := range ends {
				ends[i] = -1
			}
			if outs[0] == first {
				ends[0] = r
			}
			s.offer(ends, outs, sortKey, k, unit)
		}
	}
}

// nishioDigit is what the Nishio search found for one digit: a Nishio
// propagation follows its digit alone, so its outcomes depend only on the
// cells holding that digit, and the best hint of the digit stays valid
// while they do.
type nishioDigit struct {
	valid bool
	cells cellSet // the cells holding the digit when it was searched
	found bool
	rank  chainRank
	first int // cell×20 + digit×2 (+1 for an OFF assumption): the scan order
	step  stepBuf
}

// findNishioForcingChain is the finder of NishioForcingChain: the best
// hint of each digit (searched again only for digits whose cells changed),
// then the best of those, as one scan of all digits would rank them.
func findNishioForcingChain(l *logic, b *stepBuf) bool {
	w := b.work()
	dw := w.dynamicWork()
	// A naked single would leave its cell out of the scan whatever the
	// digit: no memory then (none is left when the solver gets here).
	single := false
	for _, m := range l.cand {
		single = single || m.Count() == 1
	}
	best := -1
	for d := uint8(1); d <= 9; d++ {
		e := &dw.nishio[d]
		var cells cellSet
		for c, m := range l.cand {
			if m.Has(d) {
				cells.add(c)
			}
		}
		if single || !e.valid || e.cells != cells {
			e.found = searchDynamic(l, &e.step, &modeNishio, 1<<d)
			e.valid, e.cells = !single, cells
			if e.found {
				e.rank = e.step.chains.rank
				if a := e.step.s.Eliminations; len(a) > 0 {
					e.first = int(a[0].Cell)*20 + int(d)*2
				} else {
					e.first = int(e.step.s.Placements[0].Cell)*20 + int(d)*2 + 1
				}
			}
		}
		if !e.found {
			continue
		}
		if best < 0 {
			best = int(d)
			continue
		}
		o := &dw.nishio[best]
		// Ranked as one scan would: rank, then the cell, the digit, ON (an
		// elimination) before OFF (a placement).
		if e.rank.better(o.rank) || !o.rank.better(e.rank) && e.first < o.first {
			best = int(d)
		}
	}
	if best < 0 {
		return false
	}
	b.copyFrom(&dw.nishio[best].step)
	return true
}

func findMultipleForcingChain(l *logic, b *stepBuf) bool { return findDynamic(l, b, &modeMultiple) }

func findDynamicForcingChain(l *logic, b *stepBuf) bool { return findDynamic(l, b, &modeDynamic) }
