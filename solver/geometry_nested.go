package solver

import (
	"math/bits"
	"slices"
)

// The variants' dynamic forcing chains (+) (9.0 and up with the chains'
// length; docs/variants.md, "Chains"): the dynamic forcing chains of
// geometry_forcing.go, scanned and ranked alike, whose propagation does
// one thing more, as the classic grader's level 1 does (chain_nested.go):
// each time it has nothing left to draw, it looks on its working
// candidates for simple patterns, in this order, stopping at the first
// kind that finds something usable, and turns their eliminations OFF; then
// it goes on. The patterns are those the reference's first nesting level
// uses for X-Sudoku and Windoku, generalised to every house: locked
// candidates (a digit's places in a house all seen by a cell outside it),
// hidden pairs (every house), naked pairs (two cells that see each other,
// the cells seeing both) and X-Wings (rows and columns). A pattern is
// usable when it needs a candidate the propagation removed (on the grid
// itself it would have been found before): its premises are those removed
// candidates — for locked candidates, the digit's lost places in the
// house; for X-Wings, its lost places in the base lines outside the cover
// lines; for a naked pair, the pair cells' lost candidates; for a hidden
// pair, the pair digits' lost places in the house outside the pair cells.
// The OFF node of an elimination (the first pattern's kept) has its
// premises' OFF nodes for parents, so the complexity of a chain through it
// counts them and all they rest on.

// vNest is the scratch memory of the patterns' search.
type vNest struct {
	elims []vNestElim
	pars  []int32
	order [][]int // the houses in the locked candidates' order (nestOrder)
	// a pattern's houses and cells, before it is kept
	houses []int
	cells  []uint8
}

// vNestElim is an elimination found at a saturation, with its premises
// (OFF node indexes) and the pattern that makes it.
type vNestElim struct {
	k    nodeKey
	pars []int32
	pat  *vNestPat
}

// vNestPat is a pattern found inside a propagation, as a hint tells it
// (NestedPattern).
type vNestPat struct {
	kind   NestedKind
	houses []int
	cells  []uint8
	digits Mask
}

// NestedKind is the kind of a pattern found inside a dynamic forcing
// chain (+)'s propagation.
type NestedKind uint8

// The patterns of the chains (+)' propagations.
const (
	// NestedLocked: a digit's places left in a house all seen by the
	// cell it leaves (locked candidates over any house).
	NestedLocked NestedKind = iota + 1
	// NestedHiddenPair: two digits left in a house in the same two cells.
	NestedHiddenPair
	// NestedNakedPair: two cells that see each other left with the same
	// two candidates, which leave the cells seeing both.
	NestedNakedPair
	// NestedXWing: a digit left in two lines in the same two cross lines.
	NestedXWing
)

// NestedPattern is the pattern a link of a dynamic forcing chain (+)'s
// main line rests on (docs/variants.md, "Chains"): Link, from an OFF node
// to an OFF node, is on main line Path (an index of VariantPattern's
// Chains); the pattern is found on the candidates the branch has left,
// once the premises (candidates the branch removed, OFF nodes) are gone.
// Houses are the house (locked candidates, hidden pair), none (naked
// pair: its cells see each other) or the base lines then the cover lines
// (X-Wing), as indexes of the Geometry's Houses; Cells the digit's places
// left in the house (locked candidates), the pair's two cells, or the
// X-Wing's four corners; Digits its digit or two.
type NestedPattern struct {
	Path     int
	Link     Link
	Kind     NestedKind
	Houses   []int
	Cells    []uint8
	Digits   Mask
	Premises []ChainNode
}

// nestedDynamic runs the dynamic forcing chains (+): the dynamic search
// at nesting level 1. It finds nothing when maxTenths (0: no bound) is
// below 9.0.
func (f *vForcing) nestedDynamic(maxTenths int) (vForcingHint, bool) {
	if maxTenths > 0 && maxTenths < 90 {
		return vForcingHint{}, false
	}
	if f.nest == nil {
		f.nest = &vNest{}
	}
	f.level = 1
	defer func() { f.level = 0 }()
	return f.dynamic()
}

// nested adds the OFF nodes of the first rule's usable patterns on the
// working candidates of propagation o, and reports whether it added one.
func (f *vForcing) nested(o *vOutcome) bool {
	n := f.nest
	n.elims = n.elims[:0]
	n.pars = n.pars[:0]
	for rule := 0; rule < 4 && len(n.elims) == 0; rule++ {
		switch rule {
		case 0:
			f.nestSeeAll(o)
		case 1:
			f.nestHiddenPairs(o)
		case 2:
			f.nestNakedPairs(o)
		case 3:
			f.nestXWings(o)
		}
	}
	added := false
	for _, e := range n.elims {
		if o.has(e.k) {
			continue
		}
		i := o.add(e.k, append([]int32(nil), e.pars...), true)
		o.nodes[i].pat = e.pat
		f.offQ = append(f.offQ, i)
		added = true
	}
	return added
}

// lost appends to the premises the OFF node of digit d in cell c when the
// propagation removed it, and reports whether it did.
func (f *vForcing) lost(o *vOutcome, c int, d uint8) bool {
	if !f.l.cand[c].Has(d) || f.work[c].Has(d) {
		return false
	}
	i := o.at[keyOf(c, d, false)]
	if i == 0 {
		return false // not removed by this propagation (cannot happen)
	}
	f.nest.pars = append(f.nest.pars, i-1)
	return true
}

// pattern records the eliminations elim (digits by cell) of pattern pat
// whose premises are f.nest.pars[p0:], when it has premises; pat is kept
// with them for a hint only.
func (f *vForcing) pattern(p0 int, cells []int, digits []Mask, pat vNestPat) {
	n := f.nest
	pars := n.pars[p0:len(n.pars):len(n.pars)]
	if len(pars) == 0 {
		n.pars = n.pars[:p0]
		return
	}
	var pp *vNestPat
	if f.l.pat != nil { // a hint, which words it
		pp = &pat
		pp.houses = append([]int(nil), pat.houses...)
		pp.cells = append([]uint8(nil), pat.cells...)
	}
	for i, c := range cells {
		for m := digits[i]; m != 0; m &= m - 1 {
			n.elims = append(n.elims, vNestElim{k: keyOf(c, m.Lowest(), false), pars: pars, pat: pp})
		}
	}
}

// nestedOn returns the patterns the links of the main line from the
// assumption of o to node i rest on, that line being main line path.
func (o *vOutcome) nestedOn(i int32, path int) []NestedPattern {
	var out []NestedPattern
	for j := i; len(o.nodes[j].parents) > 0; j = o.nodes[j].parents[0] {
		nd := o.nodes[j]
		if nd.pat == nil {
			continue
		}
		np := NestedPattern{
			Path:   path,
			Link:   Link{From: o.nodes[nd.parents[0]].key.node(), To: nd.key.node()},
			Kind:   nd.pat.kind,
			Houses: nd.pat.houses,
			Cells:  nd.pat.cells,
			Digits: nd.pat.digits,
		}
		for _, p := range nd.parents {
			np.Premises = append(np.Premises, o.nodes[p].key.node())
		}
		out = append(out, np)
	}
	slices.Reverse(out)
	return out
}

// emptyIn returns the number of empty cells of house h on the grid.
func (f *vForcing) emptyIn(h int) int {
	n := 0
	for _, c := range f.l.g.Houses[h].Cells {
		if f.l.p[c] == 0 {
			n++
		}
	}
	return n
}

// nestHiddenPairs finds hidden pairs on the working candidates, in houses
// of more than four empty cells (as the grader's hidden pairs).
func (f *vForcing) nestHiddenPairs(o *vOutcome) {
	l := f.l
	var cells []int
	var digits []Mask
	for h := range l.g.Houses {
		if f.emptyIn(h) <= 4 {
			continue
		}
		hc := &l.g.Houses[h].Cells
		var where [10]uint16 // places (indexes in the house) of each digit
		for i, c := range hc {
			for m := f.work[c]; m != 0; m &= m - 1 {
				where[m.Lowest()] |= 1 << i
			}
		}
		for d2 := uint8(2); d2 <= 9; d2++ {
			for d1 := uint8(1); d1 < d2; d1++ {
				p1, p2 := where[d1], where[d2]
				if bits.OnesCount16(p1) < 2 || bits.OnesCount16(p2) < 2 || bits.OnesCount16(p1|p2) != 2 {
					continue
				}
				pair := Mask(1<<d1 | 1<<d2)
				cells, digits = cells[:0], digits[:0]
				for i, c := range hc {
					if (p1|p2)&(1<<i) != 0 && f.work[c]&^pair != 0 {
						cells = append(cells, c)
						digits = append(digits, f.work[c]&^pair)
					}
				}
				if len(cells) == 0 {
					continue
				}
				p0 := len(f.nest.pars)
				n := f.nest
				n.cells = n.cells[:0]
				for i, c := range hc {
					if (p1|p2)&(1<<i) == 0 {
						f.lost(o, c, d1)
						f.lost(o, c, d2)
					} else {
						n.cells = append(n.cells, uint8(c))
					}
				}
				n.houses = append(n.houses[:0], h)
				f.pattern(p0, cells, digits, vNestPat{kind: NestedHiddenPair, houses: n.houses, cells: n.cells, digits: pair})
			}
		}
	}
}

// nestNakedPairs finds the generalised naked pairs on the working
// candidates: two cells that see each other (in any house) left with the
// same two candidates, one of them at least having lost a candidate; the
// two digits leave every cell that sees both.
func (f *vForcing) nestNakedPairs(o *vOutcome) {
	l := f.l
	var cells []int
	var digits []Mask
	for c2 := 0; c2 < 81; c2++ {
		m := f.work[c2]
		if l.p[c2] != 0 || m.Count() != 2 {
			continue
		}
		for _, x := range l.g.peers[c2] {
			c1 := int(x)
			if c1 >= c2 || f.work[c1] != m || (l.cand[c1] == m && l.cand[c2] == m) {
				continue
			}
			cells, digits = cells[:0], digits[:0]
			for _, y := range l.g.peers[c1] {
				c := int(y)
				if c != c2 && f.work[c]&m != 0 && l.g.Sees(c, c2) {
					cells = append(cells, c)
					digits = append(digits, f.work[c]&m)
				}
			}
			if len(cells) == 0 {
				continue
			}
			p0 := len(f.nest.pars)
			for _, c := range [2]int{c1, c2} {
				for r := l.cand[c] &^ m; r != 0; r &= r - 1 {
					f.lost(o, c, r.Lowest())
				}
			}
			n := f.nest
			n.cells = append(n.cells[:0], uint8(c1), uint8(c2))
			f.pattern(p0, cells, digits, vNestPat{kind: NestedNakedPair, cells: n.cells, digits: m})
		}
	}
}

// nestXWings finds X-Wings on the working candidates: base columns first,
// then base rows; pairs of lines, then the digit.
func (f *vForcing) nestXWings(o *vOutcome) {
	var cells []int
	var digits []Mask
	at := func(cols bool, line, i int) int {
		if cols {
			return i*9 + line
		}
		return line*9 + i
	}
	for _, cols := range [2]bool{true, false} {
		for j2 := 1; j2 < 9; j2++ {
			for j1 := 0; j1 < j2; j1++ {
				for d := uint8(1); d <= 9; d++ {
					var pa, pb uint16
					for i := 0; i < 9; i++ {
						if f.work[at(cols, j1, i)].Has(d) {
							pa |= 1 << i
						}
						if f.work[at(cols, j2, i)].Has(d) {
							pb |= 1 << i
						}
					}
					if bits.OnesCount16(pa) < 2 || bits.OnesCount16(pb) < 2 || bits.OnesCount16(pa|pb) != 2 {
						continue
					}
					cells, digits = cells[:0], digits[:0]
					for i := 0; i < 9; i++ {
						if (pa|pb)&(1<<i) == 0 {
							continue
						}
						for j := 0; j < 9; j++ {
							// cover line i, crossing line j
							if c := at(!cols, i, j); j != j1 && j != j2 && f.work[c].Has(d) {
								cells = append(cells, c)
								digits = append(digits, 1<<d)
							}
						}
					}
					if len(cells) == 0 {
						continue
					}
					p0 := len(f.nest.pars)
					n := f.nest
					n.cells = n.cells[:0]
					base, cover := 0, 9 // the first house of the base lines' kind, of the cover lines'
					if cols {
						base, cover = 9, 0
					}
					n.houses = append(n.houses[:0], base+j1, base+j2)
					for i := 0; i < 9; i++ {
						if (pa|pb)&(1<<i) == 0 {
							f.lost(o, at(cols, j1, i), d)
							f.lost(o, at(cols, j2, i), d)
						} else {
							n.houses = append(n.houses, cover+i)
							n.cells = append(n.cells, uint8(at(cols, j1, i)), uint8(at(cols, j2, i)))
						}
					}
					slices.Sort(n.cells)
					f.pattern(p0, cells, digits, vNestPat{kind: NestedXWing, houses: n.houses, cells: n.cells, digits: 1 << d})
				}
			}
		}
	}
}

// nestSeeAll finds the generalised locked candidates: a digit whose
// places (two or more) in a house are all seen by a cell outside it leaves
// that cell (the places of 4 in the anti-diagonal being r1c9 and r9c1,
// r9c9 is not 4). Over rows, columns and boxes alone these are pointing
// and claiming.
func (f *vForcing) nestSeeAll(o *vOutcome) {
	l := f.l
	var cells []int
	var digits []Mask
	var places []int
	for _, group := range f.nestOrder() {
		for d := uint8(1); d <= 9; d++ {
			for _, h := range group {
				hc := &l.g.Houses[h].Cells
				places = places[:0]
				lost := false
				for _, c := range hc {
					if f.work[c].Has(d) {
						places = append(places, c)
					} else if l.cand[c].Has(d) {
						lost = true
					}
				}
				if len(places) < 2 || len(places) > 6 || !lost {
					continue
				}
				cells, digits = cells[:0], digits[:0]
				for _, x := range l.g.peers[places[0]] {
					c := int(x)
					if !f.work[c].Has(d) || contains(hc[:], c) {
						continue
					}
					all := true
					for _, q := range places[1:] {
						if !l.g.Sees(c, q) {
							all = false
							break
						}
					}
					if all {
						cells = append(cells, c)
						digits = append(digits, 1<<d)
					}
				}
				if len(cells) == 0 {
					continue
				}
				p0 := len(f.nest.pars)
				for _, c := range hc {
					f.lost(o, c, d)
				}
				n := f.nest
				n.cells = n.cells[:0]
				for _, c := range places {
					n.cells = append(n.cells, uint8(c))
				}
				n.houses = append(n.houses[:0], h)
				f.pattern(p0, cells, digits, vNestPat{kind: NestedLocked, houses: n.houses, cells: n.cells, digits: 1 << d})
			}
		}
	}
}

// nestOrder returns the houses in groups, in the order the locked
// candidates are looked for: each group digit by digit, a digit's houses
// in order. The groups: boxes (or regions), rows, columns, windows, then
// each diagonal.
func (f *vForcing) nestOrder() [][]int {
	n := f.nest
	if n.order == nil {
		hs := f.l.g.Houses
		for _, k := range []HouseKind{RegionHouse, RowHouse, ColumnHouse, WindowHouse} {
			var group []int
			for h := range hs {
				if hs[h].Kind == k {
					group = append(group, h)
				}
			}
			if group != nil {
				n.order = append(n.order, group)
			}
		}
		for h := range hs {
			if hs[h].Kind == DiagonalHouse {
				n.order = append(n.order, []int{h})
			}
		}
	}
	return n.order
}
