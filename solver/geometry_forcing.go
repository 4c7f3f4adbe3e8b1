package solver

import "math"

// The variants' grader past the level-0 chains (docs/variants.md,
// "Chains"): Nishio forcing chains (7.5+), the static cell and region
// forcing chains (8.0+) and the dynamic forcing chains (8.5+), over every house of a Geometry, by the classic
// scale's rules, searched in a plain way (the classic engine's search,
// chain_dynamic.go, knows only rows, columns and boxes).
//
// Both follow the consequences of one assumption at once (a propagation):
// ON nodes first, each giving its weak consequences (the OFF nodes of the
// cell's other candidates, with cell links, and of the digit's other places
// in the cell's houses and, in Killer, its cage), then one OFF node, giving
// its strong ones (the cell's other candidate when it has two, with cell
// links; the digit's other place in each house where it has two). A Nishio
// propagation follows one digit (no cell links) and is dynamic: each OFF
// node's candidate leaves the working grid once its consequences are
// listed, so later strong links see the candidates lost so far, and an ON
// node so found names those lost candidates among its parents. A node is
// found once in each state; finding one whose negation is already found is
// a contradiction: the assumption was false. A cage is never a region
// whose digit must be placed (its digits need not include it), so it only
// gives weak links.

// vpNode is a node of a propagation and its parents (the first one the
// node it was found from).
type vpNode struct {
	key     nodeKey
	parents []int32
	pat     *vNestPat // the pattern an OFF node of the chains (+) comes from
}

// vOutcome is what a propagation found.
type vOutcome struct {
	nodes []vpNode
	at    [numNodeKeys]int32 // index+1 of the node of each key, 0 when not found
	order []int32            // the nodes found, in the order found
	// a contradiction: the ON node and the OFF node of one candidate
	clashOn, clashOff int32
	clash             bool
}

func (o *vOutcome) reset() {
	for _, n := range o.nodes {
		o.at[n.key] = 0
	}
	o.nodes = o.nodes[:0]
	o.order = o.order[:0]
	o.clash = false
}

func (o *vOutcome) has(k nodeKey) bool { return o.at[k] != 0 }

// add records a node not found yet (or a second node of a key, for a
// contradiction's OFF side, which is not indexed).
func (o *vOutcome) add(k nodeKey, parents []int32, index bool) int32 {
	o.nodes = append(o.nodes, vpNode{key: k, parents: parents})
	i := int32(len(o.nodes) - 1)
	if index {
		o.at[k] = i + 1
		o.order = append(o.order, i)
	}
	return i
}

// ancestors counts the distinct nodes (by key) node i comes from, itself
// included.
func (o *vOutcome) ancestors(i int32) int {
	var seen [(numNodeKeys + 63) / 64]uint64
	stack := []int32{i}
	n := 0
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		k := o.nodes[j].key
		if seen[k/64]&(1<<(k%64)) != 0 {
			continue
		}
		seen[k/64] |= 1 << (k % 64)
		n++
		stack = append(stack, o.nodes[j].parents...)
	}
	return n
}

// vForcing is the scratch state of the propagations of one vLogic.
type vForcing struct {
	l       *vLogic
	houses  [81][]int
	work    [81]Mask    // the working candidates
	start   [][10]uint8 // start[h][d]: the places of digit d in house h on the grid
	places  [][10]uint8 // the same on the working candidates
	outs    []*vOutcome
	onQ     []int32
	offQ    []int32
	listed  [numNodeKeys]uint32
	stamp   uint32
	cons    []nodeKey
	parents [][]int32
	// the static outcomes of one search for cell and region forcing
	// chains, by assumption: each is needed by the cell's chains and by
	// those of each house of its digit
	cache      [numNodeKeys]*vOutcome
	cachedAt   [numNodeKeys]uint32
	cacheStamp uint32
	// level is the nesting level of the dynamic propagations (0, or 1 for
	// the dynamic forcing chains (+), geometry_nested.go)
	level int
	nest  *vNest
	// region is regionPlaces' scratch.
	region []int
}

// regionPlaces returns the places of digit d in house h on the grid's
// candidates when c is the first of two or more (a region forcing chain
// of h is tried from its first place), else nil. The slice is f's scratch,
// good until the next call.
func (f *vForcing) regionPlaces(c int, d uint8, h int) []int {
	ps := f.region[:0]
	for _, x := range f.l.g.Houses[h].Cells {
		if f.l.cand[x].Has(d) {
			ps = append(ps, x)
		}
	}
	f.region = ps
	if len(ps) < 2 || ps[0] != c {
		return nil
	}
	return ps
}

// static returns the static outcome of assumption t, computed once a
// search.
func (f *vForcing) static(t nodeKey) *vOutcome {
	o := f.cache[t]
	if o == nil {
		o = &vOutcome{}
		f.cache[t] = o
	}
	if f.cachedAt[t] != f.cacheStamp {
		f.cachedAt[t] = f.cacheStamp
		f.propagate(o, t, true, false)
	}
	return o
}

func newVForcing(l *vLogic) *vForcing {
	f := &vForcing{l: l}
	for c := 0; c < 81; c++ {
		f.houses[c] = seHouseOrder(l.g, c)
	}
	f.start = make([][10]uint8, len(l.g.Houses))
	f.places = make([][10]uint8, len(l.g.Houses))
	return f
}

// out returns scratch outcome i.
func (f *vForcing) out(i int) *vOutcome {
	for len(f.outs) <= i {
		f.outs = append(f.outs, &vOutcome{})
	}
	return f.outs[i]
}

func (f *vForcing) startList() {
	f.cons = f.cons[:0]
	f.parents = f.parents[:0]
	f.stamp++
	if f.stamp == 0 {
		f.listed = [numNodeKeys]uint32{}
		f.stamp = 1
	}
}

func (f *vForcing) list(k nodeKey, parents []int32) {
	if f.listed[k] == f.stamp {
		return
	}
	f.listed[k] = f.stamp
	f.cons = append(f.cons, k)
	f.parents = append(f.parents, parents)
}

// propagate runs the propagation from assumption t into o; y says whether
// cell links are followed, dynamic whether OFF nodes leave the grid.
func (f *vForcing) propagate(o *vOutcome, t nodeKey, y, dynamic bool) {
	l := f.l
	o.reset()
	f.work = l.cand
	if dynamic {
		copy(f.places, f.start)
	}
	places := f.start
	if dynamic {
		places = f.places
	}
	first := o.add(t, nil, true)
	f.onQ, f.offQ = f.onQ[:0], f.offQ[:0]
	if t.on() {
		f.onQ = append(f.onQ, first)
	} else {
		f.offQ = append(f.offQ, first)
	}
	for len(f.onQ) > 0 || len(f.offQ) > 0 || (dynamic && f.level > 0 && f.nested(o)) {
		if len(f.onQ) > 0 {
			p := f.onQ[0]
			f.onQ = f.onQ[1:]
			k := o.nodes[p].key
			c, d := k.cell(), k.digit()
			f.startList()
			if y {
				for m := f.work[c] &^ (1 << d); m != 0; m &= m - 1 {
					f.list(keyOf(c, m.Lowest(), false), nil)
				}
			}
			for _, h := range f.houses[c] {
				for _, x := range l.g.Houses[h].Cells {
					if x != c && f.work[x].Has(d) {
						f.list(keyOf(x, d, false), nil)
					}
				}
			}
			if kc := l.g.CageOf(c); kc >= 0 {
				for _, x := range l.g.Cages[kc].Cells {
					if x != c && f.work[x].Has(d) {
						f.list(keyOf(x, d, false), nil)
					}
				}
			}
			for _, q := range f.cons {
				if o.has(q.negation()) {
					o.clashOn = o.at[q.negation()] - 1
					o.clashOff = o.add(q, []int32{p}, false)
					o.clash = true
					return
				}
				if !o.has(q) {
					f.offQ = append(f.offQ, o.add(q, []int32{p}, true))
				}
			}
			continue
		}
		p := f.offQ[0]
		f.offQ = f.offQ[1:]
		k := o.nodes[p].key
		c, d := k.cell(), k.digit()
		f.startList()
		if y && f.work[c].Count() == 2 {
			e := (f.work[c] &^ (1 << d)).Lowest()
			ps := []int32{p}
			if dynamic {
				for m := l.cand[c] &^ f.work[c]; m != 0; m &= m - 1 {
					if i := o.at[keyOf(c, m.Lowest(), false)]; i != 0 {
						ps = append(ps, i-1)
					}
				}
			}
			f.list(keyOf(c, e, true), ps)
		}
		for _, h := range f.houses[c] {
			if places[h][d] != 2 {
				continue
			}
			other := -1
			for _, x := range l.g.Houses[h].Cells {
				if x != c && f.work[x].Has(d) {
					other = x
				}
			}
			if other < 0 {
				continue
			}
			ps := []int32{p}
			if dynamic {
				for _, x := range l.g.Houses[h].Cells {
					if l.cand[x].Has(d) && !f.work[x].Has(d) {
						if i := o.at[keyOf(x, d, false)]; i != 0 {
							ps = append(ps, i-1)
						}
					}
				}
			}
			f.list(keyOf(other, d, true), ps)
		}
		if dynamic {
			f.work[c] &^= 1 << d
			for _, h := range f.houses[c] {
				places[h][d]--
			}
		}
		for i, r := range f.cons {
			if o.has(r.negation()) {
				o.clashOn = o.add(r, f.parents[i], false)
				o.clashOff = o.at[r.negation()] - 1
				o.clash = true
				return
			}
			if !o.has(r) {
				f.onQ = append(f.onQ, o.add(r, f.parents[i], true))
			}
		}
	}
}

// vForcingHint is a hint of the producers here: remove digit d of cell c,
// or place it.
type vForcingHint struct {
	rank  chainRank
	tech  VariantTechnique
	c     int
	d     uint8
	place bool
	pat   *VariantPattern // when patterns are recorded
}

// mainPath returns the chain from the assumption of o to node i along
// each node's first parent.
func (o *vOutcome) mainPath(i int32) []Link {
	var keys []nodeKey
	for j := i; ; j = o.nodes[j].parents[0] {
		keys = append(keys, o.nodes[j].key)
		if len(o.nodes[j].parents) == 0 {
			break
		}
	}
	var path []Link
	for j := len(keys) - 1; j > 0; j-- {
		from, to := keys[j], keys[j-1]
		path = append(path, Link{From: from.node(), To: to.node(), Strong: to.on()})
	}
	return path
}

// forcingPattern records a forcing hint's branches and chains, and their
// kind.
func forcingPattern(outs []*vOutcome, ends []int32, target nodeKey, house int, kind ForcingKind) *VariantPattern {
	pt := &VariantPattern{Target: target.node(), Kind: kind}
	for i, o := range outs {
		a := o.nodes[0].key
		if i == 0 || a != outs[i-1].nodes[0].key {
			pt.Branches = append(pt.Branches, a.node())
			if !containsU8(pt.Cells, uint8(a.cell())) {
				pt.Cells = append(pt.Cells, uint8(a.cell()))
			}
			pt.Digits |= 1 << a.digit()
		}
		pt.Chains = append(pt.Chains, o.mainPath(ends[i]))
		pt.Nets = append(pt.Nets, o.net(ends[i]))
		pt.Nested = append(pt.Nested, o.nestedOn(ends[i], i)...)
	}
	if house >= 0 {
		pt.Houses = []int{house}
	}
	return pt
}

func containsU8(s []uint8, x uint8) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// nishio finds the best Nishio forcing chain: an assumption about one
// candidate whose consequences over its digit alone contradict.
func (f *vForcing) nishio() (vForcingHint, bool) {
	l := f.l
	var best vForcingHint
	have := false
	o := f.out(0)
	for c := 0; c < 81; c++ {
		if l.p[c] != 0 || l.cand[c].Count() < 2 {
			continue
		}
		for m := l.cand[c]; m != 0; m &= m - 1 {
			d := m.Lowest()
			for _, on := range []bool{true, false} {
				f.propagate(o, keyOf(c, d, on), false, true)
				if !o.clash {
					continue
				}
				n := o.ancestors(o.clashOn) + o.ancestors(o.clashOff)
				h := vForcingHint{rank: chainRank{rating: chainRating(7.5, n), complexity: n, sortKey: sortKeyContradiction}, tech: VNishio, c: c, d: d, place: !on}
				if !have || h.rank.better(best.rank) {
					if l.pat != nil {
						h.pat = f.contradiction(o)
					}
					best, have = h, true
				}
			}
		}
	}
	return best, have
}

// multiple finds the best static cell or region forcing chain: a node
// every candidate of a cell (of three or more), or every place of a digit
// in a house, leads to.
func (f *vForcing) multiple() (vForcingHint, bool) {
	l := f.l
	var best vForcingHint
	have := false
	f.cacheStamp++
	if f.cacheStamp == 0 {
		f.cachedAt = [numNodeKeys]uint32{}
		f.cacheStamp = 1
	}
	offer := func(outs []*vOutcome, tech VariantTechnique, sortKey, house int) {
		first := outs[0]
		for pass := 0; pass < 2; pass++ {
			for _, i := range first.order {
				k := first.nodes[i].key
				if k.on() != (pass == 0) {
					continue
				}
				common := true
				for _, o := range outs[1:] {
					if o.at[k] == 0 {
						common = false
						break
					}
				}
				c, d := k.cell(), k.digit()
				if !common || l.p[c] != 0 || !l.cand[c].Has(d) {
					continue
				}
				n := first.ancestors(i)
				ends := []int32{i}
				for _, o := range outs[1:] {
					j := o.at[k] - 1
					n += o.ancestors(j)
					ends = append(ends, j)
				}
				h := vForcingHint{rank: chainRank{rating: chainRating(8.0, n), complexity: n, sortKey: sortKey}, tech: tech, c: c, d: d, place: k.on()}
				if !have || h.rank.better(best.rank) {
					if l.pat != nil {
						h.pat = forcingPattern(outs, ends, k, house, forcingKindOf(tech))
					}
					best, have = h, true
				}
			}
		}
	}
	var outs []*vOutcome
	for c := 0; c < 81; c++ {
		if l.p[c] != 0 || l.cand[c].Count() < 3 {
			continue
		}
		for m := l.cand[c]; m != 0; m &= m - 1 {
			d := m.Lowest()
			o := f.static(keyOf(c, d, true))
			for _, h := range f.houses[c] {
				places := f.regionPlaces(c, d, h)
				if places == nil {
					continue
				}
				outs = append(outs[:0], o)
				for _, x := range places[1:] {
					outs = append(outs, f.static(keyOf(x, d, true)))
				}
				offer(outs, VRegionForcing, sortKeyRegionForcing, h)
			}
		}
		outs = outs[:0]
		for m := l.cand[c]; m != 0; m &= m - 1 {
			outs = append(outs, f.static(keyOf(c, m.Lowest(), true)))
		}
		offer(outs, VCellForcing, sortKeyCellForcing, -1)
	}
	return best, have
}

// forcing applies the best hint of the producers after the level-0 chains
// (Nishio, then the static cell and region forcing chains, then the dynamic
// forcing chains), each tried only when the one
// before found nothing, and returns its technique and rating in
// tenths; ok is false when none finds anything or the hint is rated above
// maxTenths (0: no bound).
func (l *vLogic) forcing(maxTenths int) (t VariantTechnique, tenths int, ok bool) {
	if maxTenths > 0 && maxTenths < vTechniqueInfo[VNishio].tenths {
		return 0, 0, false
	}
	if l.alignedTriples() {
		return VAlignedTriple, vTechniqueInfo[VAlignedTriple].tenths, true
	}
	if l.fc == nil {
		l.fc = newVForcing(l)
	}
	l.fc.countPlaces()
	h, found := l.fc.nishio()
	if !found {
		if maxTenths > 0 && maxTenths < vTechniqueInfo[VCellForcing].tenths {
			return 0, 0, false
		}
		h, found = l.fc.multiple()
	}
	if !found {
		if maxTenths > 0 && maxTenths < vTechniqueInfo[VDynamicForcing].tenths {
			return 0, 0, false
		}
		h, found = l.fc.dynamic()
		if !found {
			h, found = l.fc.nestedDynamic(maxTenths)
		}
	}
	if !found {
		return 0, 0, false
	}
	tenths = int(math.Floor((h.rank.rating + 0.05) * 10))
	if maxTenths > 0 && tenths > maxTenths {
		return 0, 0, false
	}
	if h.place {
		l.set(h.c, h.d)
	} else {
		l.elim(h.c, 1<<h.d)
	}
	if l.pat != nil {
		*l.pat = *h.pat
	}
	return h.tech, tenths, true
}

// alignedTriples applies aligned triple exclusion (7.5): three cells with
// two common peers or more of two or three candidates (the excluders); a
// choice of a digit for each that puts one digit twice in cells that see
// each other, or covers every candidate of an excluder, cannot be; a digit
// of a cell in no possible choice goes. The scan is the reference's: the
// base cells (row-major, two candidates or more, a peer with two or three),
// pairs of them in colex order, the third among the excluders of the first
// then of the second (in peer order), itself a base cell. The first triple
// that removes something is taken.
func (l *vLogic) alignedTriples() bool {
	few := func(x int) bool { n := l.cand[x].Count(); return l.p[x] == 0 && (n == 2 || n == 3) }
	var base []int
	var isBase cellSet
	var excl [81]cellSet
	for c := 0; c < 81; c++ {
		if l.p[c] != 0 || l.cand[c].Count() < 2 {
			continue
		}
		for _, x := range l.g.peers[c] {
			if few(int(x)) {
				excl[c].add(int(x))
			}
		}
		if !excl[c].empty() {
			base = append(base, c)
			isBase.add(c)
		}
	}
	for j := 1; j < len(base); j++ {
		for i := 0; i < j; i++ {
			c0, c1 := base[i], base[j]
			e01 := excl[c0].and(excl[c1])
			if e01.count() < 2 {
				continue
			}
			for k, c := range [2]int{c0, c1} {
				for _, p := range l.g.peers[c] {
					c2 := int(p)
					if c2 == c0 || c2 == c1 || !isBase.has(c2) || !excl[c].has(c2) || (k == 1 && excl[c0].has(c2)) {
						continue
					}
					common := e01.and(excl[c2])
					if common.count() < 2 {
						continue
					}
					if l.alignedTriple([3]int{c0, c1, c2}, common) {
						return true
					}
				}
			}
		}
	}
	return false
}

// alignedTriple removes what triple cs excludes, given its common
// excluders, and reports whether that is anything.
func (l *vLogic) alignedTriple(cs [3]int, common cellSet) bool {
	var excl []Mask
	for x := 0; x < 81; x++ {
		if common.has(x) {
			excl = append(excl, l.cand[x])
		}
	}
	see01, see02, see12 := l.g.Sees(cs[0], cs[1]), l.g.Sees(cs[0], cs[2]), l.g.Sees(cs[1], cs[2])
	var ok [3]Mask
	for m0 := l.cand[cs[0]]; m0 != 0; m0 &= m0 - 1 {
		d0 := m0.Lowest()
		for m1 := l.cand[cs[1]]; m1 != 0; m1 &= m1 - 1 {
			d1 := m1.Lowest()
			if d0 == d1 && see01 {
				continue
			}
			for m2 := l.cand[cs[2]]; m2 != 0; m2 &= m2 - 1 {
				d2 := m2.Lowest()
				if (d0 == d2 && see02) || (d1 == d2 && see12) {
					continue
				}
				set := Mask(1<<d0 | 1<<d1 | 1<<d2)
				bad := false
				for _, e := range excl {
					if e&^set == 0 {
						bad = true
						break
					}
				}
				if !bad {
					ok[0] |= 1 << d0
					ok[1] |= 1 << d1
					ok[2] |= 1 << d2
				}
			}
		}
	}
	changed := false
	for i, c := range cs {
		if l.cand[c]&^ok[i] != 0 {
			changed = true
		}
	}
	if !changed {
		return false
	}
	if l.pat != nil {
		sorted := []int{cs[0], cs[1], cs[2]}
		sortInts(sorted)
		l.mark(nil, nil, sorted, 0)
		for x := 0; x < 81; x++ {
			if common.has(x) {
				l.pat.Others = append(l.pat.Others, uint8(x))
			}
		}
	}
	for i, c := range cs {
		l.elim(c, l.cand[c]&^ok[i])
	}
	return true
}

// countPlaces fills start for the current candidates.
func (f *vForcing) countPlaces() {
	l := f.l
	for h := range l.g.Houses {
		f.start[h] = [10]uint8{}
		for _, c := range l.g.Houses[h].Cells {
			for m := l.cand[c]; m != 0; m &= m - 1 {
				f.start[h][m.Lowest()]++
			}
		}
	}
}

// dynamic finds the best dynamic forcing chain (8.5+): the propagations
// follow cell links and are dynamic. For each cell of two candidates or
// more (row-major) and each candidate: an assumption ON or OFF that
// contradicts (a contradiction chain); for a cell of three or more, a node
// both assumptions lead to (a double forcing chain); then the region
// forcing chains of the candidate's digit in each house the cell is the
// first place of; after the cell's last candidate, its cell forcing chain.
func (f *vForcing) dynamic() (vForcingHint, bool) {
	l := f.l
	var best vForcingHint
	have := false
	consider := func(h vForcingHint, pat func() *VariantPattern) {
		if !have || h.rank.better(best.rank) {
			if l.pat != nil {
				h.pat = pat()
			}
			best, have = h, true
		}
	}
	f.cacheStamp++
	if f.cacheStamp == 0 {
		f.cachedAt = [numNodeKeys]uint32{}
		f.cacheStamp = 1
	}
	onOf := func(k nodeKey) *vOutcome {
		o := f.cache[k]
		if o == nil {
			o = &vOutcome{}
			f.cache[k] = o
		}
		if f.cachedAt[k] != f.cacheStamp {
			f.cachedAt[k] = f.cacheStamp
			f.propagate(o, k, true, true)
		}
		return o
	}
	common := func(outs []*vOutcome, sortKey, house int) {
		first := outs[0]
		for pass := 0; pass < 2; pass++ {
			for _, i := range first.order {
				k := first.nodes[i].key
				if k.on() != (pass == 0) {
					continue
				}
				c, d := k.cell(), k.digit()
				if l.p[c] != 0 || !l.cand[c].Has(d) {
					continue
				}
				ok := true
				for _, o := range outs[1:] {
					if o.at[k] == 0 {
						ok = false
						break
					}
				}
				if !ok {
					continue
				}
				n := first.ancestors(i)
				ends := []int32{i}
				for _, o := range outs[1:] {
					j := o.at[k] - 1
					n += o.ancestors(j)
					ends = append(ends, j)
				}
				cp := append([]*vOutcome(nil), outs...)
				consider(vForcingHint{rank: chainRank{rating: chainRating(8.5+0.5*float64(f.level), n), complexity: n, sortKey: sortKey}, tech: VDynamicForcing, c: c, d: d, place: k.on()},
					func() *VariantPattern { return forcingPattern(cp, ends, k, house, dynamicKind(sortKey)) })
			}
		}
	}
	clash := func(o *vOutcome, c int, d uint8, place bool) {
		if !o.clash {
			return
		}
		n := o.ancestors(o.clashOn) + o.ancestors(o.clashOff)
		consider(vForcingHint{rank: chainRank{rating: chainRating(8.5+0.5*float64(f.level), n), complexity: n, sortKey: sortKeyContradiction}, tech: VDynamicForcing, c: c, d: d, place: place},
			func() *VariantPattern { return f.contradiction(o) })
	}
	off := &vOutcome{}
	var outs []*vOutcome
	for c := 0; c < 81; c++ {
		n := l.cand[c].Count()
		if l.p[c] != 0 || n < 2 {
			continue
		}
		for m := l.cand[c]; m != 0; m &= m - 1 {
			d := m.Lowest()
			on := onOf(keyOf(c, d, true))
			clash(on, c, d, false)
			f.propagate(off, keyOf(c, d, false), true, true)
			clash(off, c, d, true)
			if n >= 3 {
				common([]*vOutcome{on, off}, sortKeyDoubleForcing, -1)
			}
			for _, h := range f.houses[c] {
				places := f.regionPlaces(c, d, h)
				if places == nil {
					continue
				}
				outs = append(outs[:0], on)
				for _, x := range places[1:] {
					outs = append(outs, onOf(keyOf(x, d, true)))
				}
				common(outs, sortKeyRegionForcing, h)
			}
		}
		outs = outs[:0]
		for m := l.cand[c]; m != 0; m &= m - 1 {
			outs = append(outs, onOf(keyOf(c, m.Lowest(), true)))
		}
		common(outs, sortKeyCellForcing, -1)
	}
	return best, have
}
