package solver

import (
	"math/bits"
	"slices"
)

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
// Records when needed. The dynamic searches (Nishio's and the dynamic
// forcing chains) keep, of most of their outcomes, only the ON and OFF
// sets: those of a propagation without a contradiction follow from the
// rules alone, whatever the order (see closure), and are computed without
// records. An outcome gets its records (the propagation above) when it
// meets a contradiction, whose partial sets depend on the order, and when
// a hint is ranked or written from it (materialize); an ON assumption
// that needed them in the last search is propagated at once. Either way
// gives the same hints, by the same steps.
//
// Outcomes found elsewhere. An OFF assumption that infers an ON node at
// once (d's other place in a unit of two) has the sets of that node's
// assumption, and one that infers nothing has itself alone (offPartner).
// The dynamic search keeps its ON outcomes' sets for the next search on the
// puzzle, which takes those that the grid's losses since cannot change
// (reusable).
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
	onOrder, offOrder []int32 // pool records of the ON (OFF) nodes, in the order found
	clashOn, clashOff int32   // the two records of the contradiction; -1 when none
	first, end        int32   // its records in the pool: first (the assumption) to end, excluded
	// exact: the outcome has its records (first, end, the orders and the
	// contradiction); without, only its sets are known (see closure),
	// and start is the assumption to propagate when the records are needed.
	exact bool
	start nodeKey
}

// meets reports whether o and x have a node in common.
func (o *dynOutcome) meets(x *dynOutcome) bool {
	for i := range o.on {
		if o.on[i]&x.on[i] != 0 || o.off[i]&x.off[i] != 0 {
			return true
		}
	}
	return false
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
// (and those of aligned triplet exclusion and unique loops).
type dynWork struct {
	ate    ateMemo
	ul     ulMemo // the unique loops' (techniques_unique.go)
	nishio [10]nishioDigit
	strong cands729 // static search: candidates whose OFF node infers something
	outs   []dynOutcome
	rec    [numNodeKeys]int32 // key → record of the running propagation
	nOuts  int
	// cached[k] is the outcome of the ON assumption of candidate k in this
	// search (+1; 0: not computed yet).
	cached [729]int16
	// The candidates whose ON outcome needed its records (it met a
	// contradiction, or a hint was ranked from it) in the last dynamic
	// search (needSeen) and in this one (needNext): the next search on the
	// puzzle, on a grid with a little less, needs most of them again, and
	// propagates them at once rather than after a closure that would only
	// learn that (see onOutcome). Only the time depends on it.
	needSeen, needNext cands729
	// The ON outcomes' sets of the last dynamic search, for the next one
	// (see reusable): keptAt[i][k] is candidate k's index in kept[i], +1
	// (0: none); the running search reads kept[1-cur] and writes kept[cur].
	// keptGrid is the grid they were found on, and stale, in this search,
	// the candidates whose presence in a kept outcome makes it unusable.
	kept     [2][]dynSets
	keptAt   [2][729]int16
	cur      int
	keptGrid [81]Mask
	haveKept bool
	reuse    bool // the running search reads kept[1-cur]
	keeping  bool // it writes kept[cur] (the dynamic search only)
	stale    cands729
	lost     cands729   // the candidates of keptGrid this search's grid lost
	lostIn   [27]uint16 // lostIn[u]: the digits that lost a place in unit u
	// The working grid of a propagation, and closure's (with its queue).
	cand  [81]Mask
	pos   [27][10]uint16
	ccand [81]Mask
	cpos  [27][10]uint16
	queue [729]int16
	scr   [4]dynEntry
	// The static search's view of the implication graph (see
	// "Reachability" above): the XY graph of row 21 and scratch words.
	g       *chainGraph
	scratch []uint64
	verts   [9]int16
	// back[r], for an OFF record r of the running propagation: the rules
	// of its draw that lead back to the ON node that turned it OFF (bit 0,
	// the same cell; bits 1–3, the box, row, column the two share), whose
	// node is ON already.
	back []uint8
	nc   int // the candidates of the grid of the running search; 0 between searches
}

// dynSets is an outcome's sets, kept from one search to the next.
type dynSets struct{ on, off cands729 }

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
	closure := m.dynamic && dynClosure
	if closure && !dw.needSeen.has(k) {
		if dw.reuse {
			if i := dw.keptAt[1-dw.cur][k]; i > 0 {
				var scratch dynSets
				if x := dw.reusable(l, &dw.kept[1-dw.cur][i-1], &scratch); x != nil {
					o.setSets(&x.on, &x.off, keyOf(c, d, true))
					dw.keep(k, o)
					return o
				}
			}
		}
		if !dw.closure(l, o, keyOf(c, d, true), m.y) {
			dw.keep(k, o)
			return o // the sets only, until the records are needed (materialize)
		}
	}
	dw.propagate(l, p, m, o, keyOf(c, d, true))
	if closure && o.clash() {
		dw.needNext.add(k)
	}
	if closure && !o.clash() {
		dw.keep(k, o)
	}
	return o
}

// beginReuse readies the kept outcomes for a dynamic search on l's grid.
// The last search's outcomes serve when that search's grid had every
// candidate of this one (the grid only loses candidates along a solving
// path): then stale is every candidate of a cell that lost one, and every
// place of a lost candidate's digit in the lost candidate's box, row and
// column.
func (dw *dynWork) beginReuse(l *logic) {
	if nc := candidates(l); cap(dw.kept[0]) < nc || cap(dw.kept[1]) < nc {
		// Room for an outcome per candidate in both (so that a search
		// allocates nothing once the first has run), the last search's
		// outcomes copied.
		for i := range dw.kept {
			dw.kept[i] = append(make([]dynSets, 0, nc), dw.kept[i]...)
		}
	}
	dw.cur = 1 - dw.cur
	dw.kept[dw.cur] = dw.kept[dw.cur][:0]
	dw.keptAt[dw.cur] = [729]int16{}
	dw.reuse = dw.haveKept
	dw.stale, dw.lost, dw.lostIn = cands729{}, cands729{}, [27]uint16{}
	for c := 0; dw.reuse && c < 81; c++ {
		if l.cand[c]&^dw.keptGrid[c] != 0 {
			dw.reuse = false
			break
		}
		lost := dw.keptGrid[c] &^ l.cand[c]
		if lost == 0 {
			continue
		}
		for x := dw.keptGrid[c]; x != 0; x &= x - 1 {
			dw.stale.add(c*9 + bits.TrailingZeros16(uint16(x)) - 1)
		}
		for x := lost; x != 0; x &= x - 1 {
			e := bits.TrailingZeros16(uint16(x))
			dw.lost.add(c*9 + e - 1)
			for _, u := range UnitsOf[c] {
				dw.lostIn[u] |= 1 << e
				for _, p := range Units[u] {
					dw.stale.add(int(p)*9 + e - 1)
				}
			}
		}
	}
	dw.keptGrid, dw.haveKept = l.cand, true
}

// reusable reports whether kept outcome x (of an ON assumption on the last
// search's grid, without a contradiction) gives the outcome on this
// search's grid (l's): it returns the outcome (x itself, or x's sets
// without the lost candidates, written into scratch), or nil. That is
// when no lost candidate is ON in x, and every cell (unit) that lost a
// candidate (place of a digit) still has two or more of them not OFF in
// x, or one, ON in x (or none at all, filled).
// Then each node of x follows on the new grid by the same rule, from the
// same premises or fewer (the lost ones are gone, false), with two
// candidates (places) or more at the start; and x stays closed: a cell
// (unit) where the rules could infer more is one that lost a candidate
// (place), with one left not OFF, not ON already. So they are the least
// closed sets on this grid too, without a contradiction (see closure).
// Only the cells and units of x's stale nodes need the check: the others
// lost nothing where x has a node. TestDynReuse checks it.
func (dw *dynWork) reusable(l *logic, x, scratch *dynSets) *dynSets {
	var hit cands729
	var any uint64
	for i := range x.on {
		hit[i] = (x.on[i] | x.off[i]) & dw.stale[i]
		any |= hit[i] | x.on[i]&dw.lost[i]
	}
	if any == 0 {
		return x
	}
	to := scratch
	*to = *x
	for i := range x.on {
		if x.on[i]&dw.lost[i] != 0 {
			return nil
		}
		to.off[i] &^= dw.lost[i]
	}
	// Each cell, and each digit of a unit, is checked once.
	var cellsDone cellSet
	var unitsDone [27]uint16
	for w, word := range hit {
		for ; word != 0; word &= word - 1 {
			k := w<<6 | bits.TrailingZeros64(word)
			c, e := int(ckCell[k]), ckDigit[k]
			if !cellsDone.has(c) && bits9(&dw.lost, c*9) != 0 {
				cellsDone.add(c)
				if !cellOpen(to, l.cand[c], c) {
					return nil
				}
			}
			for _, u := range UnitsOf[c] {
				if b := uint16(1) << e; dw.lostIn[u]&b != 0 && unitsDone[u]&b == 0 {
					unitsDone[u] |= b
					if !unitOpen(to, l.pos[u][e], int(u), e) {
						return nil
					}
				}
			}
		}
	}
	return to
}

// cellOpen reports whether cell c, with candidates m, lets sets x stay
// closed (see reusable): filled, or two candidates or more not OFF in x,
// or one, ON in x; a cell of one candidate only when x has none of it.
func cellOpen(x *dynSets, m Mask, c int) bool {
	offs, ons := bits9(&x.off, c*9)<<1, bits9(&x.on, c*9)<<1
	switch m.Count() {
	case 0:
		return true
	case 1:
		return (offs|ons)&uint16(m) == 0
	}
	rest := uint16(m) &^ offs
	return bits.OnesCount16(rest) >= 2 || rest != 0 && rest&ons == rest
}

// unitOpen is cellOpen for digit e's places ps in unit u.
func unitOpen(x *dynSets, ps uint16, u int, e uint8) bool {
	var offs, ons uint16
	for y := ps; y != 0; y &= y - 1 {
		i := bits.TrailingZeros16(y)
		k := int(Units[u][i])*9 + int(e) - 1
		if x.off.has(k) {
			offs |= 1 << i
		}
		if x.on.has(k) {
			ons |= 1 << i
		}
	}
	switch bits.OnesCount16(ps) {
	case 0:
		return true
	case 1:
		return offs|ons == 0
	}
	rest := ps &^ offs
	return bits.OnesCount16(rest) >= 2 || rest != 0 && rest&ons == rest
}

// bits9 returns the 9 bits of s from bit b on (a cell's candidates).
func bits9(s *cands729, b int) uint16 {
	w, sh := b>>6, uint(b&63)
	v := s[w] >> sh
	if sh > 55 {
		v |= s[w+1] << (64 - sh)
	}
	return uint16(v & 0x1ff)
}

// keep keeps the sets of candidate k's ON outcome o (without a
// contradiction) for the next dynamic search.
func (dw *dynWork) keep(k int, o *dynOutcome) {
	if dw.keeping {
		dw.kept[dw.cur] = append(dw.kept[dw.cur], dynSets{o.on, o.off})
		dw.keptAt[dw.cur][k] = int16(len(dw.kept[dw.cur]))
	}
}

// closure fills o with the sets of assumption start in a dynamic search
// (with cell inferences if y), without records, and reports false; when
// the assumption leads to a contradiction it reports true and o must be
// propagated.
//
// Without a contradiction the sets the propagation finds are closed under
// its rules on the grid they leave: every ON node has turned its cell's
// other candidates and its peers' places of its digit OFF, and a cell
// (unit) that had two candidates (places) or more at the start and has one
// left, not OFF, has it ON (the last of the others drawn saw two). They are
// the least such sets (the propagation only infers what the rules force),
// which do not depend on the order the nodes are drawn in; so closure
// takes them in any order: each OFF node leaves the grid as soon as it is
// found, each ON node is drawn from a queue. A contradiction is met in
// every order or in none; where it is met, what the propagation has found
// by then depends on its order, so that one is needed (its sets and its
// records). TestDynClosure compares both on many positions.
func (dw *dynWork) closure(l *logic, o *dynOutcome, start nodeKey, y bool) bool {
	o.on, o.off = cands729{}, cands729{}
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	o.first, o.end = -1, -1
	o.exact, o.start = false, start
	cand, pos := &dw.ccand, &dw.cpos
	*cand, *pos = l.cand, l.pos
	on, off := &o.on, &o.off
	q := &dw.queue
	n := 0
	// turnOn puts candidate ck ON; it reports a contradiction.
	turnOn := func(ck int) bool {
		w, bit := ck>>6, uint64(1)<<(ck&63)
		if off[w]&bit != 0 {
			return true
		}
		if on[w]&bit == 0 {
			on[w] |= bit
			q[n] = int16(ck)
			n++
		}
		return false
	}
	k0 := int(start >> 1)
	if start.on() {
		on.add(k0)
		q[0] = int16(k0)
		n = 1
	} else {
		// An OFF assumption leaves the grid first: its cell (with y) or a
		// unit of it with one candidate (place) left puts it ON.
		off.add(k0)
		c, d := int(ckCell[k0]), ckDigit[k0]
		ci := &dynCells[c]
		cm := cand[c] &^ (1 << d)
		cand[c] = cm
		if y && cm.Count() == 1 && turnOn(c*9+int(cm.Lowest())-1) {
			return true
		}
		for i, u := range ci.unit[:3] {
			ps := pos[u][d] &^ (1 << ci.upos[i])
			pos[u][d] = ps
			if bits.OnesCount16(ps) == 1 && turnOn(int(Units[u][bits.TrailingZeros16(ps)&15])*9+int(d)-1) {
				return true
			}
		}
	}
	for h := 0; h < n; h++ {
		ck := int(q[h])
		c, d := int(ckCell[ck]), ckDigit[ck]
		ci := &dynCells[c]
		// With y, the other candidates of c turn OFF and leave the grid:
		// a unit of c with one place of such a digit left puts it ON (the
		// cell itself keeps d only).
		for x := cand[c] &^ (1 << d); y && x != 0; x &= x - 1 {
			e := bits.TrailingZeros16(uint16(x))
			t := c*9 + e - 1
			if on.has(t) {
				return true
			}
			off.add(t)
			pb := pos[ci.box][e] &^ (1 << ci.pbox)
			pr := pos[ci.row][e] &^ (1 << ci.prow)
			pc := pos[ci.col][e] &^ (1 << ci.pcol)
			pos[ci.box][e], pos[ci.row][e], pos[ci.col][e] = pb, pr, pc
			if bits.OnesCount16(pb) == 1 && turnOn(int(Units[ci.box][bits.TrailingZeros16(pb)&15])*9+e-1) ||
				bits.OnesCount16(pr) == 1 && turnOn(int(Units[ci.row][bits.TrailingZeros16(pr)&15])*9+e-1) ||
				bits.OnesCount16(pc) == 1 && turnOn(int(Units[ci.col][bits.TrailingZeros16(pc)&15])*9+e-1) {
				return true
			}
		}
		if y {
			cand[c] = 1 << d
		}
		// The peers of c holding d turn OFF and leave the grid: a cell
		// with one candidate left (with y), or a unit not c's with one
		// place of d left, puts it ON (c's units keep c only).
		dk := int(d) - 1
		for i := 0; i < 3; i++ {
			var u uint8
			var ps uint16
			switch i {
			case 0:
				u, ps = ci.box, pos[ci.box][d]&^(1<<ci.pbox)
			case 1:
				u, ps = ci.row, pos[ci.row][d]&ci.rowOut
			default:
				u, ps = ci.col, pos[ci.col][d]&ci.colOut
			}
			for ; ps != 0; ps &= ps - 1 {
				x := int(Units[u][bits.TrailingZeros16(ps)&15])
				t := x*9 + dk
				if on.has(t) {
					return true
				}
				off.add(t)
				cm := cand[x] &^ (1 << d)
				cand[x] = cm
				if y && cm.Count() == 1 && turnOn(x*9+int(cm.Lowest())-1) {
					return true
				}
				xi := &dynCells[x]
				if xi.box != ci.box {
					pb := pos[xi.box][d] &^ (1 << xi.pbox)
					pos[xi.box][d] = pb
					if bits.OnesCount16(pb) == 1 && turnOn(int(Units[xi.box][bits.TrailingZeros16(pb)&15])*9+dk) {
						return true
					}
				}
				if xi.row != ci.row {
					pr := pos[xi.row][d] &^ (1 << xi.prow)
					pos[xi.row][d] = pr
					if bits.OnesCount16(pr) == 1 && turnOn(int(Units[xi.row][bits.TrailingZeros16(pr)&15])*9+dk) {
						return true
					}
				}
				if xi.col != ci.col {
					pc := pos[xi.col][d] &^ (1 << xi.pcol)
					pos[xi.col][d] = pc
					if bits.OnesCount16(pc) == 1 && turnOn(int(Units[xi.col][bits.TrailingZeros16(pc)&15])*9+dk) {
						return true
					}
				}
			}
		}
		pos[ci.box][d], pos[ci.row][d], pos[ci.col][d] = 1<<ci.pbox, 1<<ci.prow, 1<<ci.pcol
	}
	return false
}

// offPartner returns a cell x whose ON outcome "x holds d" has the sets
// of the OFF outcome "cell c does not hold d" in the dynamic searches, or
// -1 when there is none: the other place of d in the first of c's row,
// column and box where d has two places. The OFF assumption infers "x holds d"
// at once, which infers (c, d) OFF in turn (x is c's peer): each outcome
// holds the other's assumption, so both reach the same least closed sets
// (see closure), and a contradiction both or neither. Their records differ
// (the propagations start apart), and are computed as any other's when a
// hint needs them. TestOffPartners checks it.
func offPartner(l *logic, c int, d uint8) int {
	for k, u := range UnitsOf[c] {
		if ps := l.pos[u][d] &^ (1 << unitPos[c][k]); bits.OnesCount16(ps) == 1 {
			return int(Units[u][bits.TrailingZeros16(ps)])
		}
	}
	return -1
}

// setSets makes o the outcome of assumption start with the sets on and off
// (found without a contradiction), its records left until needed.
func (o *dynOutcome) setSets(on, off *cands729, start nodeKey) {
	o.on, o.off = *on, *off
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	o.first, o.end = -1, -1
	o.exact, o.start = false, start
}

// dynPartners: OFF outcomes take their sets from a partner's ON outcome
// where offPartner finds one, and know they infer nothing where it finds
// none (false only in the tests that check it).
var dynPartners = true

// dynClosure: the dynamic search computes the outcomes' sets first and
// their records only when needed (false only in the test that checks it).
var dynClosure = true

// materialize gives outcome o its records when it has its sets only.
func (dw *dynWork) materialize(l *logic, p *chainPool, m *dynMode, o *dynOutcome) {
	if !o.exact {
		dw.propagate(l, p, m, o, o.start)
		dw.needNext.add(int(o.start >> 1))
	}
}

// propagate fills o with the consequences of assumption start.
func (dw *dynWork) propagate(l *logic, p *chainPool, m *dynMode, o *dynOutcome, start nodeKey) {
	o.on, o.off = cands729{}, cands729{}
	o.exact, o.start = true, start
	o.clashOn, o.clashOff = -1, -1
	if m.dynamic {
		// A fresh working grid (the static searches never change theirs,
		// copied once per search).
		dw.cand = l.cand
		dw.pos = l.pos
	}
	dw.drain(l, p, m, o, start)
}

// seRegions lists the unit kinds of a cell in the order the chains visit
// them: box, row, column (indexes into UnitsOf and unitPos).
var seRegions = [3]int{2, 0, 1}

// dynCell is what a propagation needs to know of a cell, looked up once per
// node instead of computed: its units, its positions in them, and the
// positions of its row and its column outside its box.
type dynCell struct {
	row, col, box    uint8
	prow, pcol, pbox uint8
	rowOut, colOut   uint16
	// box, row, column (seRegions' order) and the cell's positions in them;
	// 4 long, so that an index i&3 needs no bounds check
	unit, upos [4]uint8
}

var (
	dynCells [81]dynCell
	// boxBack[i][j]: the back rules (see dynWork.back) of the place j of
	// a box turned OFF from its place i: the box, and the row or column
	// the two share.
	boxBack [9][9]uint8
	// ckCell and ckDigit split a candidate index (cell×9 + digit − 1).
	ckCell, ckDigit [729]uint8
)

func init() {
	// Computed here rather than read from UnitsOf and unitPos, which the
	// init functions of later files fill.
	for c := 0; c < 81; c++ {
		x, y := c%9, c/9
		dynCells[c] = dynCell{row: uint8(y), col: uint8(9 + x), box: uint8(18 + y/3*3 + x/3),
			prow: uint8(x), pcol: uint8(y), pbox: uint8(y%3*3 + x%3),
			rowOut: 0x1ff &^ (7 << (x / 3 * 3)), colOut: 0x1ff &^ (7 << (y / 3 * 3))}
		ci := &dynCells[c]
		ci.unit = [4]uint8{ci.box, ci.row, ci.col}
		ci.upos = [4]uint8{ci.pbox, ci.prow, ci.pcol}
		for d := 0; d < 9; d++ {
			ckCell[c*9+d], ckDigit[c*9+d] = uint8(c), uint8(d+1)
		}
	}
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			boxBack[i][j] = 2
			if i/3 == j/3 {
				boxBack[i][j] |= 4
			}
			if i%3 == j%3 {
				boxBack[i][j] |= 8
			}
		}
	}
}

// The room a propagation makes in the pool and in its orders before it
// starts, so that it writes them by index: it records each node key once
// at most, plus the second record of its contradiction, and a record has
// at most 9 parents (its main parent and the 8 other candidates of a cell,
// or places of a unit, lost since the start).
const (
	dynMaxRecords = numNodeKeys + 1
	dynMaxParents = 9 * dynMaxRecords
)

// drain records assumption start and runs its propagation into o: the
// rules of the comment at the top, each ON or OFF node drawn in the order
// found, with the pool, the orders and the key → record table held in
// locals and written by index.
func (dw *dynWork) drain(l *logic, p *chainPool, m *dynMode, o *dynOutcome, start nodeKey) {
	nn, np := int32(len(p.nodes)), int32(len(p.parents))
	p.nodes = slices.Grow(p.nodes, dynMaxRecords)
	p.parents = slices.Grow(p.parents, dynMaxParents)
	// Each order holds candidates of the grid, once at most.
	nc := dw.nc
	if nc == 0 { // a propagation outside a search (tests)
		nc = candidates(l)
	}
	if cap(o.onOrder) < nc {
		o.onOrder = make([]int32, nc)
	}
	if cap(o.offOrder) < nc {
		o.offOrder = make([]int32, nc)
	}
	nodes, pars := p.nodes[:cap(p.nodes)], p.parents[:cap(p.parents)]
	if len(dw.back) < len(nodes) {
		dw.back = make([]uint8, len(nodes))
	}
	back := dw.back[:len(nodes)]
	onOrd, offOrd := o.onOrder[:nc], o.offOrder[:nc]
	nOn, nOff := 0, 0
	rec := &dw.rec
	on, off := &o.on, &o.off
	cand, pos := &dw.cand, &dw.pos
	y, dynamic := m.y, m.dynamic
	yBit := 0
	if y {
		yBit = 1
	}

	o.first = nn
	nodes[nn] = poolNode{key: start, first: np}
	back[nn] = 0
	rec[start] = nn
	if ck := int(start >> 1); start.on() {
		on.add(ck)
		onOrd[0], nOn = nn, 1
	} else {
		off.add(ck)
		offOrd[0], nOff = nn, 1
	}
	nn++
	// The nodes wait in the order they were found: the next ON node to
	// draw is onOrd[hOn], the next OFF one offOrd[hOff].
	hOn, hOff := 0, 0
	// The candidates an ON node turns OFF, in order, each with its back
	// rules (see dynWork.back) above bit 10.
	var ts [28]int16
loop:
	for {
		if hOn < nOn {
			r := onOrd[hOn]
			hOn++
			ck := int(nodes[r].key >> 1)
			c, d := int(ckCell[ck]), ckDigit[ck]&15
			nt := 0
			if y {
				for x := cand[c] &^ (1 << d); x != 0; x &= x - 1 {
					ts[nt] = int16(c*9+bits.TrailingZeros16(uint16(x))-1) | 1<<10
					nt++
				}
			}
			// The peers of c holding d in box, row, column order, each
			// once: the row and the column without the cells of c's box.
			ci := &dynCells[c]
			dk := int(d) - 1
			box, row, col := &Units[ci.box], &Units[ci.row], &Units[ci.col]
			for ps := pos[ci.box][d] &^ (1 << (ci.pbox & 15)); ps != 0; ps &= ps - 1 {
				j := bits.TrailingZeros16(ps) & 15
				ts[nt] = int16(int(box[j])*9+dk) | int16(boxBack[ci.pbox%9][j%9])<<10
				nt++
			}
			for ps := pos[ci.row][d] & ci.rowOut; ps != 0; ps &= ps - 1 {
				ts[nt] = int16(int(row[bits.TrailingZeros16(ps)&15])*9+dk) | 4<<10
				nt++
			}
			for ps := pos[ci.col][d] & ci.colOut; ps != 0; ps &= ps - 1 {
				ts[nt] = int16(int(col[bits.TrailingZeros16(ps)&15])*9+dk) | 8<<10
				nt++
			}
			for _, tb := range ts[:nt] {
				t := tb & 1023
				w, bit := t>>6, uint64(1)<<(t&63)
				if on[w]&bit != 0 {
					o.clashOn, o.clashOff = rec[t*2+1], nn
					nodes[nn] = poolNode{key: nodeKey(t * 2), n: 1, first: np}
					pars[np] = r
					nn++
					np++
					break loop
				}
				// A candidate OFF already adds nothing. Written without a
				// branch (about one target in five is OFF already, which a
				// branch would not predict): the record is written in any
				// case and kept (the counts moved on) only when new.
				isNew := int32(^off[w] >> (t & 63) & 1)
				off[w] |= bit
				nodes[nn] = poolNode{key: nodeKey(t * 2), n: 1, first: np}
				back[nn] = uint8(tb >> 10)
				pars[np] = r
				rec[t*2] += (nn - rec[t*2]) * isNew
				offOrd[nOff] = nn
				nOff += int(isNew)
				nn += isNew
				np += isNew
			}
		} else if hOff < nOff {
			r := offOrd[hOff]
			hOff++
			ck := int(nodes[r].key >> 1)
			if !dynamic && !dw.strong.has(ck) {
				continue // the grid never changes: nothing to infer here
			}
			c, d := int(ckCell[ck]), ckDigit[ck]&15
			ci := &dynCells[c]
			cm := cand[c]
			pb, pr, pc := &pos[ci.box], &pos[ci.row], &pos[ci.col]
			p0, p1, p2 := pb[d], pr[d], pc[d]
			if dynamic {
				// (c, d) leaves the working grid; what follows reads the
				// grid as it was when the node was drawn (cm, p0–p2).
				cand[c] = cm &^ (1 << d)
				pr[d] = p1 &^ (1 << (ci.prow & 15))
				pc[d] = p2 &^ (1 << (ci.pcol & 15))
				pb[d] = p0 &^ (1 << (ci.pbox & 15))
			}
			// The candidates turned ON, in order: the other candidate of
			// c when it has two, then the other place of d in c's box,
			// row and column where d has two. One already ON (and not OFF:
			// a contradiction needs its parents) adds nothing, which also
			// skips a place found twice.
			// rules: bit 0, the cell has two candidates (with y); bits 1–3,
			// d has two places in the box, row, column (computed without
			// branches, which would be hard to predict).
			rules := two(cm.Count())&yBit | two(bits.OnesCount16(p0))<<1 |
				two(bits.OnesCount16(p1))<<2 | two(bits.OnesCount16(p2))<<3
			// The rules back to the node's ON parent find it ON already.
			rules &^= int(back[r])
			for ; rules != 0; rules &= rules - 1 {
				i := bits.TrailingZeros(uint(rules)) - 1
				var t int
				var lost uint16 // the places (candidates) lost since the start
				var u *[9]uint8
				if i < 0 {
					t = c*9 + int((cm &^ (1 << d)).Lowest()) - 1
					lost = uint16(l.cand[c] &^ cm)
				} else {
					// The unit's other place: its one place left
					// but c (which the dynamic search took out).
					ui, self := ci.unit[i&3], uint16(1)<<(ci.upos[i&3]&15)
					other := pos[ui][d] &^ self
					u = &Units[ui]
					t = int(u[bits.TrailingZeros16(other)&15])*9 + int(d) - 1
					lost = l.pos[ui][d] &^ (other | self)
				}
				w, bit := t>>6, uint64(1)<<(t&63)
				clash := off[w]&bit != 0
				if !clash && on[w]&bit != 0 {
					continue
				}
				nodes[nn] = poolNode{key: nodeKey(t*2 + 1), n: 1, first: np}
				pars[np] = r
				np++
				if dynamic {
					for ; lost != 0; lost &= lost - 1 {
						var q int
						if i < 0 {
							q = c*9 + bits.TrailingZeros16(lost) - 1
						} else {
							q = int(u[bits.TrailingZeros16(lost)&15])*9 + int(d) - 1
						}
						pars[np] = rec[q*2]
						np++
						nodes[nn].n++
					}
				}
				if clash {
					o.clashOn, o.clashOff = nn, rec[t*2]
					nn++
					break loop
				}
				on[w] |= bit
				rec[t*2+1] = nn
				onOrd[nOn] = nn
				nOn++
				nn++
			}
		} else {
			break
		}
	}
	p.nodes, p.parents = nodes[:nn], pars[:np]
	o.onOrder, o.offOrder = onOrd[:nOn], offOrd[:nOff]
	o.end = nn
}

// two returns 1 if n is 2, else 0 (n is a count, 0–9).
func two(n int) int { return int(uint(n^2-1) >> 63) }

// candidates returns the number of candidates of the grid.
func candidates(l *logic) int {
	n := 0
	for _, m := range l.cand {
		n += m.Count()
	}
	return n
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
			s.dw.materialize(s.l, s.p, s.m, outs[i])
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
	dw.nc = candidates(l)
	if nc := dw.nc; len(dw.outs) < nc+1 {
		// Room for every outcome of the search (an ON one per candidate
		// and the OFF one in use), so that the outcomes never move: the
		// search holds pointers to them while it materializes some.
		dw.outs = make([]dynOutcome, nc+1)
	}
	dw.cached = [729]int16{}
	if m.dynamic {
		dw.needSeen, dw.needNext = dw.needNext, cands729{}
	}
	dw.reuse, dw.keeping = false, m.dynamic && m.y
	if dw.keeping {
		dw.beginReuse(l)
	}
	dw.cand, dw.pos = l.cand, l.pos
	if !m.dynamic {
		dw.findStrong(l)
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
				// The ON outcome with the same sets (see offPartner), computed
				// before the OFF outcome's records are marked for return.
				// Without one, the OFF assumption infers nothing (d has three
				// places or more in each unit of c, and c three candidates or
				// more, or Nishio, which has no cell inferences).
				var partner *dynOutcome
				alone := false
				if twin == nil && m.dynamic && dynClosure && dynPartners {
					if x := offPartner(l, c, d); x >= 0 {
						partner = dw.onOutcome(l, s.p, m, x, d)
					} else {
						alone = !m.y || n >= 3
					}
				}
				mark := len(s.p.nodes)
				markPar := len(s.p.parents)
				keep := false
				off := dw.newOutcome()
				if twin == nil || !dw.reversed(s.p, off, twin, keyOf(c, d, false)) {
					switch {
					case alone:
						var only cands729
						only.add(c*9 + int(d) - 1)
						off.setSets(&cands729{}, &only, keyOf(c, d, false))
					case partner != nil && !partner.clash():
						off.setSets(&partner.on, &partner.off, keyOf(c, d, false))
					case partner != nil || !m.dynamic || !dynClosure || dw.closure(l, off, keyOf(c, d, false), m.y):
						// (With a partner, the contradiction is known.)
						dw.propagate(l, s.p, m, off, keyOf(c, d, false))
					}
				}
				if m.contradiction && off.clash() {
					ends[0], ends[1] = off.clashOn, off.clashOff
					s.offer(ends[:2], nil, sortKeyContradiction, keyOf(c, d, true), -1)
				}
				if m.double && n >= 3 && on.meets(off) { // (no common node, no hint)
					if !on.exact {
						// on's records are needed now: they go after off's,
						// which stay in the pool then.
						dw.materialize(l, s.p, m, on)
						keep = true
					}
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
				if !keep {
					s.p.nodes = s.p.nodes[:mark]
					s.p.parents = s.p.parents[:markPar]
				}
			}
			if m.multiple {
				s.regions(c, d, on)
			}
		}
		if cell {
			s.cellForcing(c, cm)
		}
	}
	dw.nc = 0
	return w.finish(b)
}

// findStrong fills dw.strong for the static search: the candidates whose
// OFF node infers something on the fixed grid, in a cell of two or in a
// unit where the digit has two places.
func (dw *dynWork) findStrong(l *logic) {
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
		s.dw.materialize(s.l, s.p, s.m, first)
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

// findDynamicForcingChain is the finder of DynamicForcingChain: row 25,
// then, where it finds nothing, the nested levels (chain_nested.go).
func findDynamicForcingChain(l *logic, b *stepBuf) bool {
	return findDynamic(l, b, &modeDynamic) || findNestedForcingChain(l, b)
}
