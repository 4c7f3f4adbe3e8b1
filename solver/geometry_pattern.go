package solver

import "math/bits"

// The patterns of the variants' grader (docs/variants.md, "Hints and
// explain"). The grader applies every instance of a technique at once and
// records nothing; a hint needs one instance and why it holds. With
// vLogic.pat set, each finder stops at its first instance that changes
// something and records that instance's pattern here; grading leaves pat
// nil, so the finders cost what they did (one nil test per instance
// found).

// VariantPattern is why a variant step holds: the houses, cages, cells
// and digits of one instance of its technique. Houses are indices in the
// Geometry's Houses (a diagonal, a window or a jigsaw region as much as a
// row), Cages indices in its Cages. What each technique puts where:
//
//   - full house, hidden single: Houses the house, Cells the cell, Digits
//     the digit;
//   - naked single: Cells the cell, Digits the digit;
//   - direct pointing and claiming: Houses the house where the digit is
//     confined, the house it is confined to, and the house of the single
//     this leaves; Cells the digit's places in the first; Digits the digit;
//   - direct hidden pair and triple, naked and hidden sets: Houses the
//     house, Cells the set's cells, Digits its digits;
//   - pointing and claiming: Houses the house where the digit is confined
//     and the house it is confined to; Cells its places; Digits the digit;
//   - cage combination: Cages the cage, Cells its cells, Sum its sum, Sets
//     the sets of digits that can still fill its empty cells;
//   - innies and outies: Houses the house, Cages the cages lying wholly in
//     it (innies: Cells are the house's other cells) or covering it
//     (outies: Cells are their cells outside it), Sum what Cells add up
//     to, Sets as for a cage when the cells hold distinct digits;
//   - the 45 rule over groups: Houses the group, Cages the cages counted
//     whole, Cells the innies, Others the outies, Sum what the innies less
//     the outies add up to;
//   - cage-locked digit: Cages the cage, Cells the digit's places in it,
//     Digits the digit;
//   - killer pair: Houses the house, Cages the cages among the two groups,
//     Cells the groups' empty cells, Digits the two digits;
//   - X-Wing, swordfish, jellyfish: Houses the base lines then the cover
//     lines, Cells the digit's places in the base lines, Digits the digit;
//   - XY-Wing and XYZ-Wing: Cells the pivot then the two wings, Digits
//     their candidates, Sets each one's candidates (in the same order);
//   - unique loop: Cells the loop, Digits its two digits, Others its cells
//     with more candidates, Type 1, 2 or 4;
//   - BUG: Cells the cells with a third candidate, Digits the digits that
//     type 1 keeps or types 2 and 4 remove, Type 1, 2 or 4;
//   - aligned pair exclusion: Cells the two cells, Others their common
//     peers of two candidates;
//   - chains and cycles: Links the chain from its assumption, Cells and
//     Digits its cells and digits;
//   - aligned triple exclusion: Cells the three cells, Others their
//     common peers of two or three candidates;
//   - Nishio, cell and region forcing chains, static or dynamic: Kind how
//     the chains prove it; Branches the assumptions (a contradiction's
//     one, a double forcing chain's candidate ON then OFF, the cell's
//     candidates, the digit's places in the house), Chains each branch's
//     chain to Target (for a contradiction, two: to the candidate found
//     ON, then to it found OFF), along the first parent of each node;
//     Nets each branch's links whole (every node's link from each of its
//     parents, the nodes in the order found: a dynamic chain's node may
//     rest on several); Cells and Digits the assumptions' cells and
//     digits; Houses the house
//     of a region forcing chain; for a contradiction, Clash what it leaves
//     impossible and ClashHouse the house a ClashUnit leaves without the
//     digit; for a dynamic forcing chain (+), Nested the patterns the
//     links of its main lines rest on, in the order of the lines and of
//     their links.
type VariantPattern struct {
	Houses []int
	Cages  []int
	Cells  []uint8
	Digits Mask
	Others []uint8
	Sum    int
	Sets   []Mask
	Type   int
	Links  []Link
	// the forcing chains'
	Kind       ForcingKind
	Branches   []ChainNode
	Chains     [][]Link
	Nets       [][]Link
	Target     ChainNode
	Clash      Clash
	ClashHouse int
	Nested     []NestedPattern
}

// VariantHint returns the easiest step on a position of puzzle g: the
// digits p holds (givens and entries) and, when cand is not nil, the
// candidates the player keeps (each empty cell keeps those of its
// candidates that no placed peer rules out). The step is the first
// instance of the easiest technique, with its pattern; ok is false when
// the grader's techniques find nothing.
func VariantHint(g *Geometry, p Grid, cand *[81]Mask) (VariantStep, bool) {
	l := newVLogic(g, p)
	if cand != nil {
		for c := range l.cand {
			if l.p[c] == 0 {
				l.cand[c] &= cand[c]
			}
		}
	}
	return l.hint()
}

// VariantHintPath solves p one hint at a time (VariantHint on the
// candidates each step leaves), as a player following the hints would:
// the steps and whether they finish the puzzle.
func VariantHintPath(g *Geometry, p Grid) ([]VariantStep, bool) {
	l := newVLogic(g, p)
	var steps []VariantStep
	for l.left > 0 {
		st, ok := l.hint()
		if !ok {
			return steps, false
		}
		steps = append(steps, st)
	}
	return steps, true
}

// hint takes one step with its pattern recorded.
func (l *vLogic) hint() (VariantStep, bool) {
	l.pat = &VariantPattern{}
	defer func() { l.pat = nil }()
	before, cand := l.p, l.cand
	t, tenths, ok := l.step()
	if !ok {
		return VariantStep{}, false
	}
	st := l.stepDiff(t, tenths, &before, &cand)
	st.Pattern = l.pat
	return st, true
}

func toCells(cs []int) []uint8 {
	out := make([]uint8, len(cs))
	for i, c := range cs {
		out[i] = uint8(c)
	}
	return out
}

// mark records a pattern and returns true (the finder's result).
func (l *vLogic) mark(houses, cages, cells []int, digits Mask) bool {
	l.pat.Houses = append([]int(nil), houses...)
	l.pat.Cages = append([]int(nil), cages...)
	l.pat.Cells = toCells(cells)
	l.pat.Digits = digits
	return true
}

// markSum records a sum: cells plus, less minus, add up to sum.
func (l *vLogic) markSum(houses, cages, plus, minus []int, sum int) bool {
	l.mark(houses, cages, plus, 0)
	l.pat.Others = toCells(minus)
	l.pat.Sum = sum
	if len(minus) == 0 && l.allSee(plus) {
		l.pat.Sets = l.sumSets(plus, sum)
		for _, m := range l.pat.Sets {
			l.pat.Digits |= m
		}
	}
	return true
}

// sumSets returns the sets of distinct digits that can fill the empty
// cells of cells (adding up to sum with their placed digits), as
// restrictSum keeps them.
func (l *vLogic) sumSets(cells []int, sum int) []Mask {
	var placed, open Mask
	for _, c := range cells {
		if l.p[c] != 0 {
			placed |= 1 << l.p[c]
		} else {
			open |= l.cand[c]
		}
	}
	var out []Mask
	for _, m := range CageCombos(len(cells), sum) {
		rest := m &^ placed
		if m&placed != placed || rest&^open != 0 {
			continue
		}
		fits := true
		for _, c := range cells {
			if l.p[c] == 0 && l.cand[c]&rest == 0 {
				fits = false
				break
			}
		}
		if fits {
			out = append(out, rest)
		}
	}
	return out
}

// cagesIn returns the cages lying wholly in house h (whole) or touching
// it (!whole).
func (l *vLogic) cagesIn(h *House, whole bool) []int {
	var in cellSet
	for _, c := range h.Cells {
		in.add(c)
	}
	var out []int
	for _, c := range h.Cells {
		k := l.g.CageOf(c)
		if k < 0 || contains(out, k) || (whole && !l.wholeIn(k, &in)) {
			continue
		}
		out = append(out, k)
	}
	return out
}

// placesIn returns the places of digit d in house h.
func (l *vLogic) placesIn(h int, d uint8) []int {
	var out []int
	for _, c := range l.g.Houses[h].Cells {
		if l.p[c] == 0 && l.cand[c].Has(d) {
			out = append(out, c)
		}
	}
	return out
}

// lockedOne removes the first digit of m (locked from house pr[0] into
// pr[1]) that changes something and records it.
func (l *vLogic) lockedOne(pr [2]int, m Mask, inA *cellSet) bool {
	for ; m != 0; m &= m - 1 {
		d := m.Lowest()
		places := l.placesIn(pr[0], d)
		changed := false
		for _, c := range l.g.Houses[pr[1]].Cells {
			if !inA.has(c) {
				changed = l.elim(c, 1<<d) || changed
			}
		}
		if changed {
			return l.mark(pr[:], nil, places, 1<<d)
		}
	}
	return false
}

func (l *vLogic) markDirectLocked(pr [2]int, h3 int, d uint8) bool {
	return l.mark([]int{pr[0], pr[1], h3}, nil, l.placesIn(pr[0], d), 1<<d)
}

// markDirectHidden records a hidden set of house i: its digits (bits of
// in) at the positions of set.
func (l *vLogic) markDirectHidden(i int, set, in uint16) {
	var cells []int
	for m := set; m != 0; m &= m - 1 {
		cells = append(cells, l.g.Houses[i].Cells[bits.TrailingZeros16(m)])
	}
	l.mark([]int{i}, nil, cells, Mask(in))
}

func (l *vLogic) markSubset(i int, empty, idx []int, u Mask) {
	var cells []int
	for _, j := range idx {
		cells = append(cells, empty[j])
	}
	l.mark([]int{i}, nil, cells, u)
}

func (l *vLogic) markHidden(i int, empty []int, m Mask) {
	var cells []int
	for _, c := range empty {
		if l.cand[c]&m != 0 {
			cells = append(cells, c)
		}
	}
	l.mark([]int{i}, nil, cells, m)
}

// markFish records a fish of digit d: base lines (rows when rowsFirst)
// base[idx…], cover lines the bits of cover.
func (l *vLogic) markFish(d uint8, rowsFirst bool, base, idx []int, cover uint16) {
	baseOff, coverOff := 0, 9
	if !rowsFirst {
		baseOff, coverOff = 9, 0
	}
	var houses, cells []int
	for _, j := range idx {
		houses = append(houses, baseOff+base[j])
	}
	for m := cover; m != 0; m &= m - 1 {
		houses = append(houses, coverOff+bits.TrailingZeros16(m))
	}
	for _, h := range houses[:len(idx)] {
		cells = append(cells, l.placesIn(h, d)...)
	}
	sortInts(cells)
	l.mark(houses, nil, cells, 1<<d)
}

func (l *vLogic) markBUG(cells []int, digits Mask, typ int) {
	if l.pat == nil {
		return
	}
	l.mark(nil, nil, cells, digits)
	l.pat.Type = typ
}

// markAligned records aligned pair exclusion on cells a and b: their
// common peers of two candidates.
func (l *vLogic) markAligned(a, b int) {
	var others []int
	for _, x := range l.g.peers[a] {
		if l.p[x] == 0 && l.cand[x].Count() == 2 && l.g.Sees(int(x), b) {
			others = append(others, int(x))
		}
	}
	sortInts(others)
	l.mark(nil, nil, []int{a, b}, 0)
	l.pat.Others = toCells(others)
}

// keepPath keeps the chain ending at node end, from its assumption.
func (s *vChains) keepPath(end int32) {
	var keys []nodeKey
	for i := end; i >= 0; i = s.nodes[i].parent {
		keys = append(keys, s.nodes[i].key)
	}
	s.path = s.path[:0]
	for i := len(keys) - 1; i > 0; i-- {
		from, to := keys[i], keys[i-1]
		s.path = append(s.path, Link{From: from.node(), To: to.node(), Strong: to.on()})
	}
}

func (l *vLogic) markChain(path []Link) {
	var cells []int
	var digits Mask
	for i, k := range path {
		for _, n := range []ChainNode{k.From, k.To} {
			if i > 0 && n == k.From {
				continue
			}
			if !contains(cells, int(n.Cell)) {
				cells = append(cells, int(n.Cell))
			}
			digits |= 1 << n.Digit
		}
	}
	sortInts(cells)
	l.mark(nil, nil, cells, digits)
	l.pat.Links = append([]Link(nil), path...)
}

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// ClassicStep returns step s as the classic game's Step, for what draws
// and applies a hint: the classic technique of the same rule (0 for the
// Killer techniques, which have none; types 1, 2 and 4 of the unique
// loops and the BUG), the pattern's houses as Units when every one is a
// row, a column or (but in Jigsaw) a box — nil otherwise: the classic
// units cannot name a diagonal, a window or a region —, its cells (with
// Others, in increasing order), digits, links and what it does.
func (s VariantStep) ClassicStep(g *Geometry) Step {
	st := Step{Rating: s.Rating, Placements: s.Placements, Eliminations: s.Eliminations}
	switch s.Technique {
	case VUniqueLoop, VBUG:
		typ := 1
		if s.Pattern != nil {
			typ = s.Pattern.Type
		}
		loops := map[int]Technique{1: UniqueLoop1, 2: UniqueLoop2, 4: UniqueLoop4}
		bugs := map[int]Technique{1: BUG1, 2: BUG2, 4: BUG4}
		if s.Technique == VUniqueLoop {
			st.Technique = loops[typ]
		} else {
			st.Technique = bugs[typ]
		}
	case VCellForcing, VRegionForcing:
		st.Technique = MultipleForcingChain
	default:
		st.Technique, _ = ParseTechnique(s.Technique.String())
	}
	pt := s.Pattern
	if pt == nil {
		return st
	}
	// A forcing chain's branches whole, one Chain index each, as the
	// classic steps hold them.
	for i, ch := range pt.Nets {
		for _, k := range ch {
			k.Chain = uint8(i)
			st.Links = append(st.Links, k)
		}
	}
	classic := true
	for _, h := range pt.Houses {
		classic = classic && (h < 18 || (h < 27 && g.Variant != Jigsaw))
	}
	if classic && len(pt.Houses) > 0 {
		for _, h := range pt.Houses {
			st.Units = append(st.Units, uint8(h))
		}
	}
	var cells []int
	for _, c := range append(append([]uint8(nil), pt.Cells...), pt.Others...) {
		if !contains(cells, int(c)) {
			cells = append(cells, int(c))
		}
	}
	sortInts(cells)
	st.Cells = toCells(cells)
	st.Digits = pt.Digits
	if len(pt.Links) > 0 {
		st.Links = append([]Link(nil), pt.Links...)
	}
	return st
}

// forcingKindOf is the kind of the static forcing chains of technique t.
func forcingKindOf(t VariantTechnique) ForcingKind {
	switch t {
	case VCellForcing:
		return ForcingCell
	case VRegionForcing:
		return ForcingRegion
	}
	return ForcingContradiction
}

// dynamicKind is the kind of a dynamic forcing chain found with sortKey.
func dynamicKind(sortKey int) ForcingKind {
	switch sortKey {
	case sortKeyDoubleForcing:
		return ForcingDouble
	case sortKeyCellForcing:
		return ForcingCell
	case sortKeyRegionForcing:
		return ForcingRegion
	}
	return ForcingContradiction
}

// contradiction records the contradiction of outcome o: its chains to the
// candidate found ON and OFF, and what that leaves impossible, from the
// parents of the ON node (the nodes it was found from): the other
// candidates of its cell, so the cell has none left; or the other places
// of its digit in a house, every one, so the digit has none left there.
func (f *vForcing) contradiction(o *vOutcome) *VariantPattern {
	t := o.nodes[o.clashOn].key
	pt := forcingPattern([]*vOutcome{o, o}, []int32{o.clashOn, o.clashOff}, t, -1, ForcingContradiction)
	a := o.nodes[0].key
	parents := o.nodes[o.clashOn].parents
	c, d := t.cell(), t.digit()
	sameCell, sameDigit := len(parents) > 0, len(parents) > 0
	var from []int
	for _, i := range parents {
		k := o.nodes[i].key
		sameCell = sameCell && k.cell() == c
		sameDigit = sameDigit && k.cell() != c && k.digit() == d
		from = append(from, k.cell())
	}
	switch {
	case a.cell() == c && a.digit() == d:
		pt.Clash = ClashSelf
	case sameCell:
		pt.Clash = ClashCell
	case sameDigit:
		pt.Clash = ClashBoth
		for _, h := range f.houses[c] {
			all := true
			for _, x := range f.l.g.Houses[h].Cells {
				if x != c && f.l.cand[x].Has(d) && !contains(from, x) {
					all = false
					break
				}
			}
			if all {
				pt.Clash, pt.ClashHouse = ClashUnit, h
				break
			}
		}
	}
	return pt
}

// Forcing returns what forcing-chain step s proves, as ForcingOf does for
// a classic step, from its pattern: its technique the classic one of the
// same rule (Nishio, the static multiple forcing chains, the dynamic
// ones); Unit, for a region forcing chain or a contradiction that leaves a
// digit no place in a house, that house's index in the Geometry's Houses
// (a diagonal, a window or a jigsaw region as much as a row), -1
// otherwise. false for a step of another technique.
func (s VariantStep) Forcing() (Forcing, bool) {
	pt := s.Pattern
	f := Forcing{Unit: -1}
	switch s.Technique {
	case VNishio:
		f.Technique = NishioForcingChain
	case VCellForcing, VRegionForcing:
		f.Technique = MultipleForcingChain
	case VDynamicForcing:
		f.Technique = DynamicForcingChain
	default:
		return f, false
	}
	if pt == nil || pt.Kind == 0 || len(pt.Branches) == 0 {
		return f, false
	}
	f.Kind, f.Branches, f.Paths, f.Target, f.Clash = pt.Kind, pt.Branches, pt.Chains, pt.Target, pt.Clash
	switch {
	case pt.Kind == ForcingRegion && len(pt.Houses) > 0:
		f.Unit = pt.Houses[0]
	case pt.Kind == ForcingContradiction && pt.Clash == ClashUnit:
		f.Unit = pt.ClashHouse
	}
	return f, true
}

// net returns the links of the chain from the assumption of o to node i
// whole: each node it rests on, in the order found, with a link from each
// of its parents (the first one first, so that the first link into a node
// is its main line's).
func (o *vOutcome) net(i int32) []Link {
	need := map[int32]bool{}
	stack := []int32{i}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if need[j] {
			continue
		}
		need[j] = true
		stack = append(stack, o.nodes[j].parents...)
	}
	var links []Link
	for j := int32(0); j <= i; j++ {
		if !need[j] {
			continue
		}
		to := o.nodes[j].key
		for _, p := range o.nodes[j].parents {
			links = append(links, Link{From: o.nodes[p].key.node(), To: to.node(), Strong: to.on()})
		}
	}
	return links
}
