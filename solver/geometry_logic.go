package solver

import "math/bits"

// The logical solver of the variants (docs/variants.md, "Levels"): the
// techniques of the classic scale over any house of a Geometry, and the
// Killer's own, each with its rating in tenths. At each step the solver
// applies every instance of the easiest technique that changes something;
// a puzzle's rating is the hardest step of that path, and a puzzle the
// techniques do not finish is Master. It is slower than the classic grader
// (logic.go), which stays the one for the classic game.

// VariantTechnique is a technique of the variants' logical solver.
type VariantTechnique uint8

// The techniques, in the order they are tried (by rating).
const (
	VFullHouse          VariantTechnique = iota // 1.0: the last empty cell of a house
	VHiddenSingleBox                            // 1.2: a digit with one place in a box or region
	VHiddenSingleLine                           // 1.5: … in a row, column, diagonal or window
	VDirectPointing                             // 1.7: a box's locked digit leaves a single in another box
	VDirectClaiming                             // 1.9: a line's or window's locked digit leaves a single in another
	VDirectHiddenPair                           // 2.0: a hidden pair leaves a single in its house
	VCageCombination                            // 2.0: a cage's cells keep the digits of the sets that can fill it
	VNakedSingle                                // 2.3
	VDirectHiddenTriple                         // 2.5: a hidden triple leaves a single in its house
	VInniesOuties                               // 2.5: the 45 rule on one row, column or box
	VPointing                                   // 2.6: a digit of a box or window locked in a line
	VClaiming                                   // 2.8: other locked candidates
	VCageLocked                                 // 2.8: a digit every set of a cage needs, seen by its places
	VNakedPair                                  // 3.0
	VInniesOutiesGroup                          // 3.0: the 45 rule over groups of houses, innies and outies together
	VKillerPair                                 // 3.0: two cages (or a cage and a cell) of a house that hold a and b
	VXWing                                      // 3.2
	VHiddenPair                                 // 3.4
	VNakedTriple                                // 3.6
	VSwordfish                                  // 3.8
	VHiddenTriple                               // 4.0
	VXYWing                                     // 4.2
	VXYZWing                                    // 4.4
	VUniqueLoop                                 // 4.5–5.0: a unique rectangle or loop, types 1, 2 and 4
	VNakedQuad                                  // 5.0
	VJellyfish                                  // 5.2
	VHiddenQuad                                 // 5.4
	VBUG                                        // 5.6–5.7: bivalue universal grave, types 1, 2 and 4
	VAlignedPair                                // 6.2: aligned pair exclusion
	VXCycle                                     // 6.5+: a cycle of one digit's links
	VYCycle                                     // 6.5+: a cycle through cells of two candidates
	VForcingXChain                              // 6.6+: one digit's chain from a candidate to its negation
	VBidirectionalCycle                         // 7.0+: a cycle of mixed links
	VForcingChain                               // 7.0+: a chain of mixed links to the assumption's negation
	VAlignedTriple                              // 7.5: aligned triple exclusion
	VNishio                                     // 7.5+: one digit's consequences of an assumption contradict
	VCellForcing                                // 8.0+: every candidate of a cell leads to one conclusion
	VRegionForcing                              // 8.0+: every place of a digit in a house leads to one conclusion
	VDynamicForcing                             // 8.5+: dynamic contradiction, double, cell and region forcing chains
	vTechniques
)

var vTechniqueInfo = [vTechniques]struct {
	name   string
	tenths int
}{
	{"full-house", 10}, {"hidden-single-box", 12}, {"hidden-single-line", 15}, {"direct-pointing", 17},
	{"direct-claiming", 19}, {"direct-hidden-pair", 20}, {"cage-combination", 20}, {"naked-single", 23},
	{"direct-hidden-triple", 25}, {"innies-outies", 25}, {"pointing", 26}, {"claiming", 28}, {"cage-locked", 28},
	{"naked-pair", 30}, {"innies-outies-group", 30}, {"killer-pair", 30}, {"x-wing", 32}, {"hidden-pair", 34}, {"naked-triple", 36}, {"swordfish", 38},
	{"hidden-triple", 40}, {"xy-wing", 42}, {"xyz-wing", 44}, {"unique-loop", 45}, {"naked-quad", 50}, {"jellyfish", 52}, {"hidden-quad", 54},
	{"bug", 56}, {"aligned-pair-exclusion", 62}, {"x-cycle", 65}, {"y-cycle", 65}, {"forcing-x-chain", 66},
	{"bidirectional-cycle", 70}, {"forcing-chain", 70}, {"aligned-triple-exclusion", 75},
	{"nishio-forcing-chain", 75},
	{"cell-forcing-chain", 80}, {"region-forcing-chain", 80},
	{"dynamic-forcing-chain", 85},
}

// String returns the technique's stable identifier.
func (t VariantTechnique) String() string { return vTechniqueInfo[t].name }

// Rating returns the technique's rating on the classic scale (the least,
// for the unique loops, the BUG and the chains, whose steps are rated by
// their length or type).
func (t VariantTechnique) Rating() float64 { return float64(vTechniqueInfo[t].tenths) / 10 }

// VariantGrade is what grading a variant puzzle measured.
type VariantGrade struct {
	Level   Level
	Rating  float64          // the hardest step's rating; 0 when stuck
	Hardest VariantTechnique // the technique of that step
	Stuck   bool             // the techniques did not finish the puzzle (Master)
	// Bound, when Stuck, is what the rating is at least: the hardest step
	// taken, and but for Killer 9.5 (no static forcing chain was left, and
	// neither the dynamic ones nor the dynamic ones (+) found anything, so
	// the next step is a nested forcing chain, 9.5 and up; 7.5
	// when the grader stopped at a bound below; a Killer may need a Killer
	// technique the grader lacks).
	Bound  float64
	Used   []VariantTechnique // the techniques of the steps, easiest first
	Counts []int              // the number of steps of each of Used
	// Stop, when Stuck, is the grid where the grader stopped: the givens
	// and the digits its steps placed.
	Stop Grid
}

type vLogic struct {
	g    *Geometry
	p    Grid
	cand [81]Mask // candidates of empty cells, 0 for filled ones
	left int
	// pairs of houses that share at least two cells, for locked candidates
	pairs [][2]int
	// maxTenths: the grader stops (stuck) rather than take a step rated
	// above it; 0 for no bound.
	maxTenths int
	ch        *vChains    // the chains' and loops' memory, made on first use
	fc        *vForcing   // the forcing chains' memory, made on first use
	sums      []linearSum // the Killer's sums over groups of houses, made on first use
	memo      *vMemo      // the finders' memory between steps, when generating (geometry_memo.go)
	// pat, when set (VariantHint), makes each finder stop at its first
	// instance that changes something and record its pattern there
	// (geometry_pattern.go); nil when grading.
	pat *VariantPattern
}

func newVLogic(g *Geometry, p Grid) *vLogic {
	l := &vLogic{g: g, p: p}
	for c := range l.cand {
		if p[c] == 0 {
			l.cand[c] = AllDigits
			l.left++
		}
	}
	for c := range p {
		if p[c] != 0 {
			for _, q := range g.peers[c] {
				l.cand[q] &^= 1 << p[c]
			}
		}
	}
	l.pairs = g.pairs
	return l
}

func (l *vLogic) set(c int, d uint8) {
	l.p[c] = d
	l.cand[c] = 0
	l.left--
	for _, q := range l.g.peers[c] {
		l.cand[q] &^= 1 << d
	}
}

func (l *vLogic) elim(c int, m Mask) bool {
	if l.cand[c]&m == 0 {
		return false
	}
	l.cand[c] &^= m
	return true
}

// boxLike says whether a house of kind k is a box for locked candidates:
// a box, a jigsaw region or a window (the reference treats windows so).
func boxLike(k HouseKind) bool { return k == RegionHouse || k == WindowHouse }

// lineKind says whether k is a row or a column.
func lineKind(k HouseKind) bool { return k == RowHouse || k == ColumnHouse }

// GradeVariant rates puzzle p on geometry g (which must have exactly one
// solution: the caller checks it with CountSolutions).
func GradeVariant(g *Geometry, p Grid) VariantGrade {
	gr, _ := gradeVariantPath(g, p, 0, false)
	return gr
}

// VariantStep is one step of the variants' grader: its technique and
// rating, the digits it places and the candidates it removes. A step
// applies every instance of its technique at once (docs/variants.md,
// "Levels"), so it may place or remove in several places.
type VariantStep struct {
	Technique    VariantTechnique
	Rating       float64
	Placements   []Placement
	Eliminations []Elimination // not those that only follow from the placements
	// The pattern, set by VariantHint and VariantHintPath (one instance a
	// step); empty in the grader's own steps. geometry_pattern.go says what
	// each technique puts in these fields.
	Pattern *VariantPattern
}

// VariantPath grades p as GradeVariant does and returns the grader's steps
// too, in order.
func VariantPath(g *Geometry, p Grid) (VariantGrade, []VariantStep) {
	return gradeVariantPath(g, p, 0, true)
}

// gradeVariant grades as GradeVariant does, stopping (stuck) rather than
// take a step rated above maxTenths (0: no bound): whether a puzzle is of a
// level needs no step above the level's band.
func gradeVariant(g *Geometry, p Grid, maxTenths int) VariantGrade {
	gr, _ := gradeVariantPath(g, p, maxTenths, false)
	return gr
}

func gradeVariantPath(g *Geometry, p Grid, maxTenths int, record bool) (VariantGrade, []VariantStep) {
	l := newVLogic(g, p)
	l.maxTenths = maxTenths
	var gr VariantGrade
	var used [vTechniques]int
	var steps []VariantStep
	hardest := -1
	for l.left > 0 {
		before, cand := l.p, l.cand
		t, tenths, ok := l.step()
		if !ok {
			gr.Stuck = true
			break
		}
		if record {
			steps = append(steps, l.stepDiff(t, tenths, &before, &cand))
		}
		used[t]++
		if tenths > hardest {
			hardest = tenths
			gr.Hardest = t
		}
	}
	for t, n := range used {
		if n > 0 {
			gr.Used = append(gr.Used, VariantTechnique(t))
			gr.Counts = append(gr.Counts, n)
		}
	}
	if !gr.Stuck {
		gr.Rating = float64(hardest) / 10
		if hardest < 0 {
			gr.Rating = 0
		}
	} else {
		gr.Stop = l.p
		gr.Bound = max(float64(hardest)/10, 0)
		switch {
		case len(g.Cages) > 0:
		case maxTenths == 0:
			gr.Bound = max(gr.Bound, 9.5)
		default:
			gr.Bound = max(gr.Bound, 7.5)
		}
	}
	gr.Level = levelFor(hardest, !gr.Stuck)
	return gr, steps
}

// stepDiff describes the step just taken from the position before it:
// the digits placed, and the candidates removed from cells still empty
// but for a digit placed by the step in a cell they see.
func (l *vLogic) stepDiff(t VariantTechnique, tenths int, before *Grid, cand *[81]Mask) VariantStep {
	st := VariantStep{Technique: t, Rating: float64(tenths) / 10}
	for c := range l.p {
		if before[c] == 0 && l.p[c] != 0 {
			st.Placements = append(st.Placements, Placement{Cell: uint8(c), Digit: l.p[c]})
		}
	}
	for c := range l.p {
		if l.p[c] != 0 {
			continue
		}
		lost := cand[c] &^ l.cand[c]
		for _, pl := range st.Placements {
			if l.g.Sees(c, int(pl.Cell)) {
				lost &^= 1 << pl.Digit
			}
		}
		if lost != 0 {
			st.Eliminations = append(st.Eliminations, Elimination{Cell: uint8(c), Digits: lost})
		}
	}
	return st
}

// step applies the easiest technique that changes something and returns
// it with the step's rating in tenths. The techniques are tried in the
// reference's order, which is by rating but for the unique loops (tried
// before the quads though rated up to 5.0) and the chains (one search
// rating each hint by its length).
func (l *vLogic) step() (VariantTechnique, int, bool) {
	for t := VariantTechnique(0); t < vTechniques; t++ {
		if l.maxTenths > 0 && vTechniqueInfo[t].tenths > l.maxTenths {
			break
		}
		switch t {
		case VUniqueLoop:
			if tenths, ok := l.uniqueLoops(); ok {
				return t, tenths, true
			}
			continue
		case VBUG:
			if tenths, ok := l.bug(); ok {
				return t, tenths, true
			}
			continue
		case VXCycle:
			if ct, tenths, ok := l.chains(l.maxTenths); ok {
				return ct, tenths, true
			}
			if ft, tenths, ok := l.forcing(l.maxTenths); ok {
				return ft, tenths, true
			}
			return 0, 0, false
		}
		if l.applyMemo(t) {
			return t, vTechniqueInfo[t].tenths, true
		}
	}
	return 0, 0, false
}

func (l *vLogic) apply(t VariantTechnique) bool {
	switch t {
	case VFullHouse:
		return l.singlesIn(func(h *House, empty int) bool { return empty == 1 })
	case VHiddenSingleBox:
		return l.singlesIn(func(h *House, _ int) bool { return h.Kind == RegionHouse })
	case VHiddenSingleLine:
		return l.singlesIn(func(h *House, _ int) bool { return h.Kind != RegionHouse })
	case VDirectPointing:
		return l.directLocked(true)
	case VDirectClaiming:
		return l.directLocked(false)
	case VDirectHiddenPair:
		return l.directHidden(2)
	case VDirectHiddenTriple:
		return l.directHidden(3)
	case VXYWing:
		return l.wing(false)
	case VXYZWing:
		return l.wing(true)
	case VCageCombination:
		changed := false
		for k, cage := range l.g.Cages {
			if l.restrictSum(cage.Cells, cage.Sum) {
				if l.pat != nil {
					return l.markSum(nil, []int{k}, cage.Cells, nil, cage.Sum)
				}
				changed = true
			}
		}
		return changed
	case VNakedSingle:
		changed := false
		for c, m := range l.cand {
			if l.p[c] == 0 && m != 0 && m&(m-1) == 0 {
				l.set(c, uint8(bits.TrailingZeros16(uint16(m))))
				if l.pat != nil {
					return l.mark(nil, nil, []int{c}, m)
				}
				changed = true
			}
		}
		return changed
	case VInniesOuties:
		return l.inniesOuties()
	case VPointing:
		return l.locked(true)
	case VClaiming:
		return l.locked(false)
	case VCageLocked:
		return l.cageLocked()
	case VNakedPair:
		return l.subsets(2, true)
	case VHiddenPair:
		return l.subsets(2, false)
	case VNakedTriple:
		return l.subsets(3, true)
	case VHiddenTriple:
		return l.subsets(3, false)
	case VNakedQuad:
		return l.subsets(4, true)
	case VHiddenQuad:
		return l.subsets(4, false)
	case VXWing:
		return l.fish(2)
	case VSwordfish:
		return l.fish(3)
	case VJellyfish:
		return l.fish(4)
	case VAlignedPair:
		return l.alignedPairs()
	case VInniesOutiesGroup:
		return l.innieOutieGroups()
	case VKillerPair:
		return l.killerPairs()
	}
	return false
}

// singlesIn places every hidden single of the houses that ok accepts (given
// the house and its number of empty cells).
func (l *vLogic) singlesIn(ok func(h *House, empty int) bool) bool {
	changed := false
	for i := range l.g.Houses {
		h := &l.g.Houses[i]
		empty := 0
		var once, twice Mask
		for _, c := range h.Cells {
			if l.p[c] == 0 {
				empty++
				twice |= once & l.cand[c]
				once |= l.cand[c]
			}
		}
		if empty == 0 || !ok(h, empty) {
			continue
		}
		for m := once &^ twice; m != 0; m &= m - 1 {
			d := uint8(bits.TrailingZeros16(uint16(m)))
			for _, c := range h.Cells {
				if l.p[c] == 0 && l.cand[c].Has(d) {
					l.set(c, d)
					if l.pat != nil {
						return l.mark([]int{i}, nil, []int{c}, 1<<d)
					}
					changed = true
					break
				}
			}
		}
	}
	return changed
}

// restrictSum keeps in the empty cells of cells (all different digits,
// adding up to sum) only the digits of the sets that can still fill them:
// sets holding the placed digits, whose other digits each empty cell can
// take one of.
func (l *vLogic) restrictSum(cells []int, sum int) bool {
	var placed, open Mask
	for _, c := range cells {
		if l.p[c] != 0 {
			placed |= 1 << l.p[c]
		} else {
			open |= l.cand[c]
		}
	}
	var allowed Mask
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
			allowed |= rest
		}
	}
	changed := false
	for _, c := range cells {
		if l.p[c] == 0 && allowed != 0 {
			changed = l.elim(c, ^allowed&AllDigits) || changed
		}
	}
	return changed
}

// inniesOuties applies the 45 rule to each row, column and box: the cells
// of the house outside the cages that lie wholly in it (innies) add up to
// 45 less those cages' sums; the cells outside the house of the cages that
// cover it (outies) add up to those cages' sums less 45. Both sets are
// restricted as a cage when their cells all see each other.
func (l *vLogic) inniesOuties() bool {
	if len(l.g.Cages) == 0 {
		return false
	}
	changed := false
	for i := 0; i < 27; i++ {
		h := &l.g.Houses[i]
		var in cellSet
		for _, c := range h.Cells {
			in.add(c)
		}
		inside, touching, covered := 0, 0, true
		var innies, outies []int
		seen := map[int]bool{}
		for _, c := range h.Cells {
			k := l.g.CageOf(c)
			if k < 0 {
				covered = false
				continue
			}
			if seen[k] {
				continue
			}
			seen[k] = true
			cage := l.g.Cages[k]
			touching += cage.Sum
			whole := true
			for _, x := range cage.Cells {
				if !in.has(x) {
					whole = false
					outies = append(outies, x)
				}
			}
			if whole {
				inside += cage.Sum
			}
		}
		for _, c := range h.Cells {
			if k := l.g.CageOf(c); k < 0 || !l.wholeIn(k, &in) {
				innies = append(innies, c)
			}
		}
		if len(innies) > 0 && len(innies) < 9 && l.openIn(innies) && l.restrictSum(innies, 45-inside) {
			if l.pat != nil {
				return l.markSum([]int{i}, l.cagesIn(h, true), innies, nil, 45-inside)
			}
			changed = true
		}
		if covered && len(outies) > 0 && l.allSee(outies) && l.openIn(outies) && l.restrictSum(outies, touching-45) {
			if l.pat != nil {
				return l.markSum([]int{i}, l.cagesIn(h, false), outies, nil, touching-45)
			}
			changed = true
		}
	}
	return changed
}

func (l *vLogic) wholeIn(k int, in *cellSet) bool {
	for _, x := range l.g.Cages[k].Cells {
		if !in.has(x) {
			return false
		}
	}
	return true
}

func (l *vLogic) openIn(cells []int) bool {
	for _, c := range cells {
		if l.p[c] == 0 {
			return true
		}
	}
	return false
}

func (l *vLogic) allSee(cells []int) bool {
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			if !l.g.Sees(a, b) {
				return false
			}
		}
	}
	return true
}

// lockedTenths returns the rating of locked candidates from house a into
// house b: 2.6 from a box, region or window into a row or column
// (pointing), 2.8 for the other pairs (claiming), 0 for a pair with a
// diagonal, where the reference looks for no locked candidates (its
// generalised fish cover them).
func lockedTenths(a, b HouseKind) int {
	switch {
	case a == DiagonalHouse || b == DiagonalHouse:
		return 0
	case boxLike(a) && lineKind(b):
		return 26
	}
	return 28
}

// lockedIn returns the digits whose places in house a (at least two) all
// lie in house b.
func (l *vLogic) lockedIn(a, b *House) Mask {
	var inB cellSet
	for _, c := range b.Cells {
		inB.add(c)
	}
	var inside, twice, outside Mask
	for _, c := range a.Cells {
		if inB.has(c) {
			twice |= inside & l.cand[c]
			inside |= l.cand[c]
		} else {
			outside |= l.cand[c]
		}
	}
	return twice &^ outside
}

// locked removes a digit from the rest of house B when its places in house
// A all lie in B; pointing says which rating's pairs to look at (2.6 or
// 2.8, lockedTenths).
func (l *vLogic) locked(pointing bool) bool {
	changed := false
	for _, pr := range l.pairs {
		a, b := &l.g.Houses[pr[0]], &l.g.Houses[pr[1]]
		if t := lockedTenths(a.Kind, b.Kind); t == 0 || (t == 26) != pointing {
			continue
		}
		m := l.lockedIn(a, b)
		if m == 0 {
			continue
		}
		var inA cellSet
		for _, c := range a.Cells {
			inA.add(c)
		}
		if l.pat != nil {
			if l.lockedOne(pr, m, &inA) {
				return true
			}
			continue
		}
		for _, c := range b.Cells {
			if !inA.has(c) {
				changed = l.elim(c, m) || changed
			}
		}
	}
	return changed
}

// directLocked places the hidden singles that locked candidates would
// leave, without making their eliminations: d locked from house A into
// house B, and a house C of A's kind crossing B where d has two places or
// more and only one outside B. Pointing: A a box or region (1.7);
// otherwise A a row, column or window (1.9), as the reference rates them.
func (l *vLogic) directLocked(pointing bool) bool {
	changed := false
	for _, pr := range l.pairs {
		a, b := &l.g.Houses[pr[0]], &l.g.Houses[pr[1]]
		if lockedTenths(a.Kind, b.Kind) == 0 || (a.Kind == RegionHouse) != pointing {
			continue
		}
		m := l.lockedIn(a, b)
		if m == 0 {
			continue
		}
		var inB cellSet
		for _, c := range b.Cells {
			inB.add(c)
		}
		for h3 := range l.g.Houses {
			cHouse := &l.g.Houses[h3]
			if h3 == pr[0] || cHouse.Kind != a.Kind || l.g.shared[h3][pr[1]] == 0 {
				continue
			}
			for mm := m; mm != 0; mm &= mm - 1 {
				d := uint8(bits.TrailingZeros16(uint16(mm)))
				n, outside, at := 0, 0, -1
				for _, c := range cHouse.Cells {
					if l.p[c] == 0 && l.cand[c].Has(d) {
						n++
						if !inB.has(c) {
							outside++
							at = c
						}
					}
				}
				if n >= 2 && outside == 1 && l.p[at] == 0 && l.cand[at].Has(d) {
					if l.pat != nil {
						l.markDirectLocked(pr, h3, d)
					}
					l.set(at, d)
					if l.pat != nil {
						return true
					}
					changed = true
				}
			}
		}
	}
	return changed
}

// subsetHouse says whether the reference looks for sets in a house of kind
// k: hidden sets in every house, naked sets in every kind but the
// diagonals.
func subsetHouse(k HouseKind, naked bool) bool { return !naked || k != DiagonalHouse }

// directHidden places the hidden singles that a hidden pair or triple (k)
// would leave in its house, without making its eliminations: a digit
// outside the set with two places or more in the house, only one of them
// outside the set's cells.
func (l *vLogic) directHidden(k int) bool {
	changed := false
	for i := range l.g.Houses {
		h := &l.g.Houses[i]
		if !subsetHouse(h.Kind, false) || l.memoSkips(i) {
			continue
		}
		// pos[d]: the places of digit d in the house, as bits of positions 0–8
		var pos [10]uint16
		empty := 0
		for j, c := range h.Cells {
			if l.p[c] == 0 {
				empty++
				for m := l.cand[c]; m != 0; m &= m - 1 {
					pos[bits.TrailingZeros16(uint16(m))] |= 1 << j
				}
			}
		}
		if empty <= k {
			continue
		}
		var digits [9]int
		n := 0
		for d := 1; d <= 9; d++ {
			if bits.OnesCount16(pos[d]) >= 2 {
				digits[n] = d
				n++
			}
		}
		// try places the single the set leaves; it reports whether it did
		try := func(set uint16, in uint16) bool {
			for d := 1; d <= 9; d++ {
				if in&(1<<d) != 0 || bits.OnesCount16(pos[d]) < 2 {
					continue
				}
				if out := pos[d] &^ set; bits.OnesCount16(out) == 1 {
					c := h.Cells[bits.TrailingZeros16(out)]
					if l.p[c] == 0 {
						if l.pat != nil {
							l.markDirectHidden(i, set, in)
						}
						l.set(c, uint8(d))
						return true
					}
				}
			}
			return false
		}
	house:
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				ab := pos[digits[a]] | pos[digits[b]]
				if k == 2 {
					if bits.OnesCount16(ab) == 2 && try(ab, 1<<digits[a]|1<<digits[b]) {
						changed = true
						break house
					}
					continue
				}
				for c := b + 1; c < n; c++ {
					abc := ab | pos[digits[c]]
					if bits.OnesCount16(abc) == 3 && try(abc, 1<<digits[a]|1<<digits[b]|1<<digits[c]) {
						changed = true
						break house
					}
				}
			}
		}
		if changed && l.pat != nil {
			return true
		}
	}
	return changed
}

// wing finds XY-Wings (a pivot with two candidates x, y and two wings xz,
// yz that see it) and, with xyz, XYZ-Wings (a pivot xyz): z goes from the
// cells that see both wings (and the pivot, for XYZ).
func (l *vLogic) wing(xyz bool) bool {
	changed := false
	want := 2
	if xyz {
		want = 3
	}
	for p := 0; p < 81; p++ {
		pm := l.cand[p]
		if l.p[p] != 0 || pm.Count() != want {
			continue
		}
		peers := l.g.peers[p]
		for i, a := range peers {
			am := l.cand[a]
			if l.p[a] != 0 || am.Count() != 2 {
				continue
			}
			for _, b := range peers[i+1:] {
				bm := l.cand[b]
				if l.p[b] != 0 || bm.Count() != 2 || am == bm {
					continue
				}
				z := am & bm
				if z.Count() != 1 {
					continue
				}
				if xyz {
					if am|bm != pm {
						continue
					}
				} else if am|bm != pm|z || pm&z != 0 {
					continue
				}
				for x := 0; x < 81; x++ {
					if x == p || x == int(a) || x == int(b) || l.p[x] != 0 || l.cand[x]&z == 0 {
						continue
					}
					if l.g.Sees(x, int(a)) && l.g.Sees(x, int(b)) && (!xyz || l.g.Sees(x, p)) {
						changed = l.elim(x, z) || changed
					}
				}
				if changed && l.pat != nil {
					l.mark(nil, nil, []int{p, int(a), int(b)}, pm|am|bm)
					l.pat.Sets = []Mask{pm, am, bm}
					return true
				}
			}
		}
	}
	return changed
}

// cageLocked removes from every cell that sees all its places in a cage a
// digit that every set still able to fill the cage holds.
func (l *vLogic) cageLocked() bool {
	changed := false
	for _, cage := range l.g.Cages {
		var placed, open Mask
		for _, c := range cage.Cells {
			if l.p[c] != 0 {
				placed |= 1 << l.p[c]
			} else {
				open |= l.cand[c]
			}
		}
		need := AllDigits
		anySet := false
		for _, m := range CageCombos(len(cage.Cells), cage.Sum) {
			if m&placed == placed && (m&^placed)&^open == 0 {
				need &= m &^ placed
				anySet = true
			}
		}
		if !anySet {
			continue
		}
		for ; need != 0; need &= need - 1 {
			d := uint8(bits.TrailingZeros16(uint16(need)))
			var at []int
			for _, c := range cage.Cells {
				if l.p[c] == 0 && l.cand[c].Has(d) {
					at = append(at, c)
				}
			}
			if len(at) == 0 {
				continue
			}
			for x := 0; x < 81; x++ {
				if l.p[x] != 0 || !l.cand[x].Has(d) || l.g.CageOf(x) == l.g.CageOf(at[0]) {
					continue
				}
				all := true
				for _, c := range at {
					all = all && l.g.Sees(x, c)
				}
				if all {
					changed = l.elim(x, 1<<d) || changed
				}
			}
			if changed && l.pat != nil {
				return l.mark(nil, []int{l.g.CageOf(at[0])}, at, 1<<d)
			}
		}
	}
	return changed
}

// subsets finds naked (k cells holding k digits) or hidden (k digits in k
// cells) subsets in every house.
func (l *vLogic) subsets(k int, naked bool) bool {
	changed := false
	for i := range l.g.Houses {
		if l.memoSkips(i) {
			continue
		}
		h := &l.g.Houses[i]
		var empty []int
		var open Mask
		for _, c := range h.Cells {
			if l.p[c] == 0 {
				empty = append(empty, c)
				open |= l.cand[c]
			}
		}
		// The reference looks for naked sets of k in houses with at least
		// 2k empty cells, hidden ones with more than 2k, so that of a set
		// and its complement only the smaller is found.
		if !subsetHouse(h.Kind, naked) || len(empty) < 2*k || (!naked && len(empty) == 2*k) {
			continue
		}
		if naked {
			forSubsets(len(empty), k, func(idx []int) {
				var u Mask
				for _, j := range idx {
					if l.cand[empty[j]].Count() < 2 {
						return
					}
					u |= l.cand[empty[j]]
				}
				if u.Count() != k || (l.pat != nil && changed) {
					return
				}
				for j, c := range empty {
					if !contains(idx, j) {
						changed = l.elim(c, u) || changed
					}
				}
				if changed && l.pat != nil {
					l.markSubset(i, empty, idx, u)
				}
			})
			if changed && l.pat != nil {
				return true
			}
			continue
		}
		var digits []uint8
		for _, d := range open.Digits() {
			n := 0
			for _, c := range empty {
				if l.cand[c].Has(d) {
					n++
				}
			}
			if n >= 2 {
				digits = append(digits, d)
			}
		}
		forSubsets(len(digits), k, func(idx []int) {
			var m Mask
			for _, j := range idx {
				m |= 1 << digits[j]
			}
			n := 0
			for _, c := range empty {
				if l.cand[c]&m != 0 {
					n++
				}
			}
			if n != k || (l.pat != nil && changed) {
				return
			}
			for _, c := range empty {
				if l.cand[c]&m != 0 {
					changed = l.elim(c, AllDigits&^m) || changed
				}
			}
			if changed && l.pat != nil {
				l.markHidden(i, empty, m)
			}
		})
		if changed && l.pat != nil {
			return true
		}
	}
	return changed
}

// fish finds, for each digit, k rows (columns) whose places of the digit
// lie in k columns (rows), and removes it from the rest of those.
func (l *vLogic) fish(k int) bool {
	changed := false
	for d := uint8(1); d <= 9; d++ {
		for _, rowsFirst := range [2]bool{true, false} {
			var lines [9]uint16 // places of d in base line i, as a set of cover lines
			var base []int
			for i := 0; i < 9; i++ {
				for j := 0; j < 9; j++ {
					c := i*9 + j
					if !rowsFirst {
						c = j*9 + i
					}
					if l.p[c] == 0 && l.cand[c].Has(d) {
						lines[i] |= 1 << j
					}
				}
				if n := bits.OnesCount16(lines[i]); n >= 2 && n <= k {
					base = append(base, i)
				}
			}
			forSubsets(len(base), k, func(idx []int) {
				var cover uint16
				var inBase uint16
				for _, j := range idx {
					cover |= lines[base[j]]
					inBase |= 1 << base[j]
				}
				if bits.OnesCount16(cover) != k || (l.pat != nil && changed) {
					return
				}
				for j := 0; j < 9; j++ {
					if cover&(1<<j) == 0 {
						continue
					}
					for i := 0; i < 9; i++ {
						if inBase&(1<<i) != 0 {
							continue
						}
						c := i*9 + j
						if !rowsFirst {
							c = j*9 + i
						}
						changed = l.elim(c, 1<<d) || changed
					}
				}
				if changed && l.pat != nil {
					l.markFish(d, rowsFirst, base, idx, cover)
				}
			})
			if changed && l.pat != nil {
				return true
			}
		}
	}
	return changed
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// forSubsets calls fn with every k-subset of 0…n-1, as increasing indices.
func forSubsets(n, k int, fn func([]int)) {
	idx := make([]int, k)
	var rec func(start, depth int)
	rec = func(start, depth int) {
		if depth == k {
			fn(idx)
			return
		}
		for i := start; i <= n-(k-depth); i++ {
			idx[depth] = i
			rec(i+1, depth+1)
		}
	}
	rec(0, 0)
}
