package solver

import "slices"

// The inner chains of a nested forcing chain (docs/architecture.md, Steps
// and their words). A nested forcing chain's link from an OFF node to an
// OFF node is a candidate ruled out inside the branch by a technique
// applied to the candidates the branch has removed: the step does not
// record which. Shown to a player, such a link is a page of its own: the
// inner argument is found again here, on the candidates the branch has
// reached when the link comes, as the check of the words confirms it
// (nestedHolds): the candidate, made true, leads by singles to a
// contradiction, which a chain of its own tells; or whichever candidate a
// cell of two or three takes (whichever place of two a digit takes in a
// unit), it does.

// InnerKind says how an inner argument rules its candidate out.
type InnerKind uint8

// The inner arguments.
const (
	// InnerGone: the branch's removals have taken the candidate already.
	InnerGone InnerKind = iota + 1
	// InnerContradiction: the candidate made true leads by singles to a
	// contradiction; Links tell the way to it, Clash what it is.
	InnerContradiction
	// InnerCell: with the candidate true, every candidate of Cell leads
	// by singles to a contradiction.
	InnerCell
	// InnerRegion: with the candidate true, both places of Digit in Unit
	// lead by singles to a contradiction.
	InnerRegion
)

// Inner is the inner argument of one nested link of a forcing chain's
// main line.
type Inner struct {
	Path int  // the branch: the index of its main line in Forcing.Paths
	Link Link // the nested link (OFF to OFF) of that main line
	// Once is the branch's assumption, from which the candidates Cand
	// the link rests on follow.
	Once ChainNode
	Cand [81]Mask // the candidates the branch has reached before the link
	Kind InnerKind
	// Links are, for InnerContradiction, the links from Link.To made true
	// (ON) to the contradiction, found by singles breadth first: every
	// node the contradiction needs and every node those need, in the order
	// found; the last takes the contradiction's last candidate. Their
	// main line (the first link into each node, back from the last) is
	// the way the words tell.
	Links []Link
	// Clash is ClashCell (Cell is left without a candidate) or ClashUnit
	// (Digit has no place left in Unit), for InnerContradiction.
	Clash Clash
	Cell  int // the cell of ClashCell and of InnerCell; -1 otherwise
	Unit  int // the unit of ClashUnit and of InnerRegion; -1 otherwise
	Digit uint8
	// Choices are InnerCell's candidates of Cell, once Link.To is made
	// true and followed by singles; Places are InnerRegion's two places of
	// Digit in Unit then.
	Choices Mask
	Places  []uint8
}

// MainLine returns the way an InnerContradiction's links tell: from
// Link.To made true to the contradiction's last candidate, along the link
// into each node.
func (in Inner) MainLine() []Link { return mainPath(in.Links) }

// InnersOf returns the inner arguments of the nested links on forcing
// chain f's main lines (f read from step s), in the order of the lines
// and of their links; nil without the candidates cand or without nested
// links. A nested link whose argument is not found again (none is known)
// has none.
func InnersOf(s Step, f Forcing, cand *[81]Mask) []Inner {
	if cand == nil || !hasNestedLink(s) {
		return nil
	}
	var chains [][]Link
	for _, ch := range splitChains(s.Links) {
		if ch != nil {
			chains = append(chains, ch)
		}
	}
	var out []Inner
	for i, p := range f.Paths {
		if i >= len(chains) || len(p) == 0 {
			break
		}
		ch := chains[i]
		for _, l := range p {
			if l.From.On || l.To.On {
				continue
			}
			st, ok := reachedBefore(cand, ch, l)
			if !ok {
				continue
			}
			in, ok := innerAt(&st, l.To)
			if !ok {
				continue
			}
			in.Path, in.Link, in.Once, in.Cand = i, l, p[0].From, st
			out = append(out, in)
		}
	}
	return out
}

// reachedBefore returns the candidates branch ch has reached before its
// link l: cand with the branch's assumption and every node its links
// reach before l applied.
func reachedBefore(cand *[81]Mask, ch []Link, l Link) ([81]Mask, bool) {
	st := *cand
	apply(&st, ch[0].From)
	for _, x := range ch {
		if x == l {
			return st, true
		}
		apply(&st, x.To)
	}
	return st, false
}

// innerAt finds why OFF node t holds on candidates st (see the file's
// comment); false when no argument of those shapes is found.
func innerAt(st *[81]Mask, t ChainNode) (Inner, bool) {
	in := Inner{Cell: -1, Unit: -1}
	if !st[t.Cell].Has(t.Digit) {
		in.Kind = InnerGone
		return in, true
	}
	on := ChainNode{Cell: t.Cell, Digit: t.Digit, On: true}
	r := newSinglesRun(st)
	if r.run(on) {
		in.Kind, in.Links, in.Clash = InnerContradiction, r.chainTo(on), r.clash
		in.Cell, in.Unit, in.Digit = r.cell, r.unit, r.digit
		return in, true
	}
	x := r.cand
	fails := func(n ChainNode) bool { return newSinglesRun(&x).run(n) }
	for c := range x {
		if k := x[c].Count(); k < 2 || k > 3 || r.set[c] {
			continue
		}
		all := true
		for _, d := range x[c].Digits() {
			all = all && fails(ChainNode{Cell: uint8(c), Digit: d, On: true})
		}
		if all {
			in.Kind, in.Cell, in.Choices = InnerCell, c, x[c]
			return in, true
		}
	}
	for u := range Units {
		for d := uint8(1); d <= 9; d++ {
			if ps := placesOf(&x, u, d); len(ps) == 2 && x[ps[0]] != 1<<d && x[ps[1]] != 1<<d &&
				fails(ChainNode{Cell: ps[0], Digit: d, On: true}) && fails(ChainNode{Cell: ps[1], Digit: d, On: true}) {
				in.Kind, in.Unit, in.Digit, in.Places = InnerRegion, u, d, ps
				return in, true
			}
		}
	}
	return in, false
}

// singlesRun follows an assumption through singles, as propagation does,
// but recording for each node the link that made it, breadth first, so
// that the way to a contradiction can be told link by link.
type singlesRun struct {
	cand   [81]Mask
	from   [81]Mask // the candidates it started from
	set    [81]bool // cells whose digit is settled
	need   [27]Mask // the digits each unit had to place
	made   map[ChainNode]madeBy
	queue  []ChainNode // ON nodes to apply
	last   ChainNode   // the OFF node that made the contradiction
	clash  Clash
	cell   int
	unit   int
	digit  uint8
	failed bool
}

// madeBy is why a node of a singlesRun holds: the link into it, its place
// in the run, and for an ON node the unit where it is its digit's last
// place (-1: its cell's last candidate).
type madeBy struct {
	link Link
	seq  int
	unit int
}

func newSinglesRun(st *[81]Mask) *singlesRun {
	r := &singlesRun{cand: *st, from: *st, made: map[ChainNode]madeBy{}, cell: -1, unit: -1}
	for c := range r.cand {
		r.set[c] = r.cand[c] == 0
	}
	for u := range Units {
		for _, c := range Units[u] {
			r.need[u] |= r.cand[c]
		}
	}
	return r
}

// run makes ON node n true and follows it; it reports whether a
// contradiction comes.
func (r *singlesRun) run(n ChainNode) bool {
	r.queue = append(r.queue, n)
	for len(r.queue) > 0 && !r.failed {
		n := r.queue[0]
		r.queue = r.queue[1:]
		c := int(n.Cell)
		if r.set[c] || !r.cand[c].Has(n.Digit) {
			continue // settled, or its candidate gone since (then a clash came)
		}
		r.set[c] = true
		for _, e := range r.cand[c].Digits() {
			if e != n.Digit && !r.failed {
				r.remove(c, e, n)
			}
		}
		for _, p := range Peers[c] {
			if !r.set[p] && r.cand[p].Has(n.Digit) && !r.failed {
				r.remove(int(p), n.Digit, n)
			}
		}
	}
	return r.failed
}

// remove takes candidate e of cell x, because of ON node from, and follows
// what that leaves: a cell's last candidate, a digit's last place in a
// unit, or a contradiction.
func (r *singlesRun) remove(x int, e uint8, from ChainNode) {
	off := ChainNode{Cell: uint8(x), Digit: e}
	r.cand[x] &^= 1 << e
	r.made[off] = madeBy{link: Link{From: from, To: off}, seq: len(r.made), unit: -1}
	push := func(c int, d uint8, unit int) {
		on := ChainNode{Cell: uint8(c), Digit: d, On: true}
		if _, ok := r.made[on]; !ok {
			r.made[on] = madeBy{link: Link{From: off, To: on, Strong: true}, seq: len(r.made), unit: unit}
			r.queue = append(r.queue, on)
		}
	}
	if !r.set[x] {
		switch m := r.cand[x]; m.Count() {
		case 0:
			r.failed, r.last, r.clash, r.cell = true, off, ClashCell, x
			return
		case 1:
			push(x, m.Lowest(), -1)
		}
	}
	for _, u := range UnitsOf[x] {
		if !r.need[u].Has(e) {
			continue
		}
		ps := placesOf(&r.cand, int(u), e)
		switch {
		case len(ps) == 0:
			r.failed, r.last, r.clash, r.unit, r.digit = true, off, ClashUnit, int(u), e
			return
		case len(ps) == 1 && !r.set[ps[0]]:
			push(int(ps[0]), e, int(u))
		}
	}
}

// chainTo returns the links that lead from start to the contradiction:
// every node the contradiction needs (the candidates of its cell, or the
// places of its digit in its unit, that the run took) and, for each, the
// nodes its link needs (a strong link: the other candidates of the cell,
// or the other places of the digit in the unit, taken before), in the
// order the run found them; the last is the one that made the
// contradiction. Its main line (mainPath) is the way there.
func (r *singlesRun) chainTo(start ChainNode) []Link {
	need := map[ChainNode]bool{}
	var todo []ChainNode
	want := func(n ChainNode) {
		if n != start && !need[n] {
			need[n] = true
			todo = append(todo, n)
		}
	}
	offsIn := func(cells []uint8, d uint8, except int) {
		for _, c := range cells {
			if int(c) != except && r.from[c].Has(d) {
				want(ChainNode{Cell: c, Digit: d})
			}
		}
	}
	want(r.last)
	switch r.clash {
	case ClashCell:
		for _, d := range r.from[r.cell].Digits() {
			want(ChainNode{Cell: uint8(r.cell), Digit: d})
		}
	case ClashUnit:
		offsIn(Units[r.unit][:], r.digit, -1)
	}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		m, ok := r.made[n]
		if !ok {
			continue
		}
		want(m.link.From)
		if !n.On {
			continue
		}
		if m.unit < 0 {
			for _, d := range r.from[n.Cell].Digits() {
				if d != n.Digit {
					want(ChainNode{Cell: n.Cell, Digit: d})
				}
			}
		} else {
			offsIn(Units[m.unit][:], n.Digit, int(n.Cell))
		}
	}
	var ms []madeBy
	for n := range need {
		if m, ok := r.made[n]; ok {
			ms = append(ms, m)
		}
	}
	slices.SortFunc(ms, func(a, b madeBy) int { return a.seq - b.seq })
	out := make([]Link, len(ms))
	for i, m := range ms {
		out[i] = m.link
	}
	return out
}
