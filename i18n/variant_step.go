package i18n

import (
	"fmt"
	"sort"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// A variant's step is told here (docs/variants.md, "Hints and explain"),
// from the pattern the variants' grader records (solver.VariantPattern):
// the classic steps' sentences with the variant's houses named as a
// player sees them, and the Killer techniques' own.

// House names house h of geometry g: "row 3", "box 5" as in the classic
// game; "the main diagonal", "the shaded window at r2c6", "the implied
// window of rows 1, 5 and 9 and columns 2–4", "region 4 at r1c7".
func (c *Catalog) House(g *solver.Geometry, h int) string {
	house := g.Houses[h]
	switch house.Kind {
	case solver.RowHouse, solver.ColumnHouse:
		return c.Unit(h)
	case solver.RegionHouse:
		if g.Variant == solver.Jigsaw {
			return c.T(HouseRegion, house.Index+1, solver.CellName(house.Cells[0]))
		}
		return c.Unit(h)
	case solver.DiagonalHouse:
		if house.Index == 0 {
			return c.T(HouseDiagonalMain)
		}
		return c.T(HouseDiagonalAnti)
	}
	if h < 31 {
		return c.T(HouseWindowDrawn, solver.CellName(house.Cells[0]))
	}
	var rows, cols []int
	for _, x := range house.Cells {
		if !containsInt(rows, x/9+1) {
			rows = append(rows, x/9+1)
		}
		if !containsInt(cols, x%9+1) {
			cols = append(cols, x%9+1)
		}
	}
	return c.T(HouseWindowImplied, c.numbers(rows), c.numbers(cols))
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// numbers writes 2, 3, 4 as "2–4" and others as a list: "1, 5 and 9".
func (c *Catalog) numbers(ns []int) string {
	if len(ns) == 3 && ns[1] == ns[0]+1 && ns[2] == ns[1]+1 {
		return fmt.Sprintf("%d–%d", ns[0], ns[2])
	}
	var s []string
	for _, n := range ns {
		s = append(s, fmt.Sprint(n))
	}
	return c.List(s)
}

// Cage names Killer cage k: "the 17-cage at r1c1".
func (c *Catalog) Cage(g *solver.Geometry, k int) string {
	cage := g.Cages[k]
	return c.T(CageName, cage.Sum, solver.CellName(cage.Cells[0]))
}

// houses names houses: rows, columns or boxes of one kind together ("rows
// 2 and 3"), as the classic steps do; the others one by one.
func (c *Catalog) houses(g *solver.Geometry, hs []int) string {
	classic := true
	us := make([]uint8, len(hs))
	for i, h := range hs {
		classic = classic && h < 27 && (h < 18 || g.Variant != solver.Jigsaw)
		us[i] = uint8(h)
	}
	if classic {
		return c.units(us)
	}
	var s []string
	for _, h := range hs {
		s = append(s, c.House(g, h))
	}
	return c.List(s)
}

func (c *Catalog) cages(g *solver.Geometry, ks []int) string {
	var s []string
	for _, k := range ks {
		s = append(s, c.Cage(g, k))
	}
	return c.List(s)
}

// sets writes digit sets as sums: "1+2+7 or 1+3+6".
func (c *Catalog) sets(ms []solver.Mask) string {
	var s []string
	for _, m := range ms {
		var ds []string
		for _, d := range m.Digits() {
			ds = append(ds, fmt.Sprint(d))
		}
		s = append(s, strings.Join(ds, "+"))
	}
	return c.orList(s)
}

// VariantExplain words a variant step in one line, as Explain does a
// classic one: what it does, why, and its name in brackets.
func (c *Catalog) VariantExplain(g *solver.Geometry, p solver.Grid, s solver.VariantStep) string {
	return c.HintDo(solver.Step{Placements: s.Placements, Eliminations: s.Eliminations}) + " " +
		c.VariantWhy(g, p, s) + " " + c.T(HintDoName, c.VariantStepName(s))
}

// VariantStepName names what a variant step is, as StepName does a
// classic one: its technique, or for a forcing chain the kind its chains
// show ("dynamic cell forcing chain").
func (c *Catalog) VariantStepName(s solver.VariantStep) string {
	if f, ok := s.Forcing(); ok {
		return c.forcingName(f)
	}
	return c.VariantTechniqueName(s.Technique)
}

// VariantLook words a variant hint's first rung: the technique and where
// to look, as HintLook does a classic one.
func (c *Catalog) VariantLook(g *solver.Geometry, s solver.VariantStep) string {
	name := c.VariantTechniqueName(s.Technique)
	pt := s.Pattern
	if pt == nil {
		return c.T(HintLookCells, "", name)
	}
	switch s.Technique {
	case solver.VFullHouse:
		return c.T(HintLookFullHouse, c.House(g, pt.Houses[0]), name)
	case solver.VHiddenSingleBox, solver.VHiddenSingleLine:
		return c.T(HintLookHidden, c.House(g, pt.Houses[0]), name)
	case solver.VNakedSingle:
		return c.T(HintLookNaked, c.cells(pt.Cells), name)
	}
	if f, ok := s.Forcing(); ok {
		return c.forcingLookIn(f, c.forcingName(f), func(h int) string { return c.House(g, h) })
	}
	var where []string
	if len(pt.Houses) > 0 {
		where = append(where, c.houses(g, pt.Houses))
	}
	if len(pt.Cages) > 0 {
		where = append(where, c.cages(g, pt.Cages))
	}
	if len(where) > 0 {
		return c.T(HintLookUnits, c.List(where), name)
	}
	return c.T(HintLookCells, c.cells(pt.Cells), name)
}

// VariantWhy words why a variant step holds, from its pattern, on the
// position p it was found on (its placed digits count in the sums).
func (c *Catalog) VariantWhy(g *solver.Geometry, p solver.Grid, s solver.VariantStep) string {
	pt := s.Pattern
	if pt == nil {
		return ""
	}
	house := func(k int) string {
		if k < len(pt.Houses) {
			return c.House(g, pt.Houses[k])
		}
		return ""
	}
	first := pt.Digits.Lowest()
	placed := uint8(0)
	if len(s.Placements) > 0 {
		placed = s.Placements[0].Digit
	}
	listed := func(cs []uint8) string {
		names := make([]string, len(cs))
		for i, x := range cs {
			names[i] = solver.CellName(int(x))
		}
		return strings.Join(names, ", ")
	}
	rest := func(cells []uint8, sum int) int {
		for _, x := range cells {
			sum -= int(p[x])
		}
		return sum
	}
	var kept solver.Mask
	for _, m := range pt.Sets {
		kept |= m
	}
	switch s.Technique {
	case solver.VFullHouse:
		return c.T(HintWhyFullHouse, c.cells(pt.Cells), house(0), int(first))
	case solver.VHiddenSingleBox, solver.VHiddenSingleLine:
		return c.T(HintWhyHidden, int(first), house(0), c.cells(pt.Cells))
	case solver.VNakedSingle:
		return c.T(HintWhyNaked, c.cells(pt.Cells), int(first))
	case solver.VPointing, solver.VClaiming:
		return c.variantLocked(g, pt, first)
	case solver.VDirectPointing, solver.VDirectClaiming:
		return c.variantLocked(g, pt, first) + " " + c.T(StepOnePlaceLeft, int(placed), house(2))
	case solver.VNakedPair, solver.VNakedTriple, solver.VNakedQuad:
		return c.T(HintWhyNakedSet, c.cells(pt.Cells), c.digits(pt.Digits), house(0))
	case solver.VHiddenPair, solver.VHiddenTriple, solver.VHiddenQuad:
		return c.T(HintWhyHiddenSet, c.digits(pt.Digits), c.cells(pt.Cells), house(0))
	case solver.VDirectHiddenPair, solver.VDirectHiddenTriple:
		return c.T(HintWhyHiddenSet, c.digits(pt.Digits), c.cells(pt.Cells), house(0)) + " " +
			c.T(StepOnePlaceLeft, int(placed), house(0))
	case solver.VXWing, solver.VSwordfish, solver.VJellyfish:
		n := len(pt.Houses) / 2
		base, cover := c.houses(g, pt.Houses[:n]), c.houses(g, pt.Houses[n:])
		return c.T(HintWhyFish, base, int(first), cover, listed(pt.Cells)) + " " +
			c.sayAsSentence(c.T(StepFishRoles, base, cover))
	case solver.VXYWing, solver.VXYZWing:
		m := HintWhyWing
		if s.Technique == solver.VXYZWing {
			m = StepWhyXYZWing
		}
		var z uint8
		if len(s.Eliminations) > 0 {
			z = s.Eliminations[0].Digits.Lowest()
		}
		pivot := solver.CellName(int(pt.Cells[0]))
		return c.T(m, pivot, c.cells(pt.Cells[1:]), int(z)) + " " + c.T(StepWingRoles, pivot, c.cells(pt.Cells[1:])) +
			c.variantWingCases(pt, z)
	case solver.VUniqueLoop:
		return c.T(HintWhyUnique, c.cells(pt.Cells), c.digits(pt.Digits))
	case solver.VBUG:
		return c.T(HintWhyBUG, len(pt.Cells), c.cells(pt.Cells))
	case solver.VAlignedPair:
		others := make([]string, len(pt.Others))
		for i, x := range pt.Others {
			others[i] = c.withCand(x, nil)
		}
		return c.T(VWhyAligned, c.cells(pt.Cells), c.List(others))
	case solver.VXCycle, solver.VYCycle, solver.VBidirectionalCycle, solver.VForcingXChain, solver.VForcingChain:
		return c.sayAsSentence(c.chain(pt.Links))
	case solver.VAlignedTriple:
		others := make([]string, len(pt.Others))
		for i, x := range pt.Others {
			others[i] = c.withCand(x, nil)
		}
		return c.T(VWhyAlignedTriple, c.cells(pt.Cells), c.List(others))
	case solver.VNishio, solver.VCellForcing, solver.VRegionForcing, solver.VDynamicForcing:
		return c.variantForcingWhy(g, s)
	case solver.VCageCombination:
		k := pt.Cages[0]
		var empty []uint8
		for _, x := range pt.Cells {
			if p[x] == 0 {
				empty = append(empty, x)
			}
		}
		return c.T(VWhyCage, c.Cage(g, k), c.cells(empty), rest(pt.Cells, pt.Sum), c.sets(pt.Sets), c.digits(kept))
	case solver.VInniesOuties:
		sum := 0
		for _, k := range pt.Cages {
			sum += g.Cages[k].Sum
		}
		inside := false
		for _, x := range g.Houses[pt.Houses[0]].Cells {
			inside = inside || x == int(pt.Cells[0])
		}
		var why string
		if inside {
			why = sentence(c.T(VWhyInnies, house(0), c.cages(g, pt.Cages), sum, c.cells(pt.Cells), pt.Sum))
		} else {
			why = c.T(VWhyOuties, house(0), c.cages(g, pt.Cages), sum, c.cells(pt.Cells), pt.Sum)
		}
		return why + " " + c.T(VWhySets, rest(pt.Cells, pt.Sum), c.sets(pt.Sets), c.digits(kept))
	case solver.VInniesOutiesGroup:
		total, sum := 45*len(pt.Houses), 0
		for _, k := range pt.Cages {
			sum += g.Cages[k].Sum
		}
		var why string
		switch {
		case len(pt.Houses) == 1 && len(pt.Cages) > 0:
			why = sentence(c.T(VWhyGroupOne, c.houses(g, pt.Houses), c.cages(g, pt.Cages), sum))
		case len(pt.Houses) == 1:
			why = sentence(c.T(VWhyGroupOneNone, c.houses(g, pt.Houses)))
		case len(pt.Cages) > 0:
			why = sentence(c.T(VWhyGroup, c.houses(g, pt.Houses), total, c.cages(g, pt.Cages), sum))
		default:
			why = sentence(c.T(VWhyGroupNone, c.houses(g, pt.Houses), total))
		}
		switch {
		case len(pt.Others) == 0:
			why += " " + c.T(VWhyGroupIn, c.cells(sorted(pt.Cells)), pt.Sum)
		case len(pt.Cells) == 0:
			why += " " + c.T(VWhyGroupOut, c.cells(sorted(pt.Others)), -pt.Sum)
		case pt.Sum < 0:
			why += " " + c.T(VWhyGroupMore, c.cells(sorted(pt.Cells)), c.cells(sorted(pt.Others)), -pt.Sum)
		case pt.Sum == 0:
			why += " " + c.T(VWhyGroupSame, c.cells(sorted(pt.Cells)), c.cells(sorted(pt.Others)))
		default:
			why += " " + c.T(VWhyGroupBoth, c.cells(sorted(pt.Cells)), c.cells(sorted(pt.Others)), pt.Sum)
		}
		return why + " " + c.T(VWhyGroupFits)
	case solver.VCageLocked:
		return c.T(VWhyCageLocked, c.Cage(g, pt.Cages[0]), int(first), c.cells(pt.Cells))
	case solver.VKillerPair:
		var groups []string
		var inCage []uint8
		for _, k := range pt.Cages {
			groups = append(groups, c.Cage(g, k))
			for _, x := range g.Cages[k].Cells {
				inCage = append(inCage, uint8(x))
			}
		}
		for _, x := range pt.Cells {
			if !containsInt(toInts(inCage), int(x)) {
				groups = append(groups, solver.CellName(int(x)))
			}
		}
		ds := pt.Digits.Digits()
		if len(groups) == 2 && len(ds) == 2 {
			return c.T(VWhyKillerPair, house(0), groups[0], groups[1], int(ds[0]), int(ds[1]))
		}
	}
	return c.T(HintWhyPattern, c.cells(pt.Cells))
}

// variantLocked words locked candidates: as the classic game does when
// the digit's cells lie in a row, column or box ("In region 3 at r1c7, 8
// lies in row 3 only (r3c6, r3c8), …"), with the cells first when they lie
// in a diagonal, a window or a region ("In row 3, 3 lies only in r3c1 and
// r3c3, cells of region 1 at r1c1, …").
func (c *Catalog) variantLocked(g *solver.Geometry, pt *solver.VariantPattern, d uint8) string {
	in, only := c.House(g, pt.Houses[0]), pt.Houses[1]
	if only < 18 || (only < 27 && g.Variant != solver.Jigsaw) {
		names := make([]string, len(pt.Cells))
		for i, x := range pt.Cells {
			names[i] = solver.CellName(int(x))
		}
		return c.T(HintWhyLocked, in, int(d), c.House(g, only), strings.Join(names, ", "))
	}
	return c.T(VWhyLocked, in, int(d), c.House(g, only), c.cells(pt.Cells))
}

// variantWingCases words a wing's cases as the classic hints do, one
// sentence a candidate of the pivot: "If r4c6 is 2, then r4c8 is not 2, so
// r4c8 is 1."; the XYZ-Wing's pivot taking z: "If r4c6 is 1, it is the 1
// itself."
func (c *Catalog) variantWingCases(pt *solver.VariantPattern, z uint8) string {
	if len(pt.Sets) != 3 || len(pt.Cells) != 3 {
		return ""
	}
	var b strings.Builder
	p := pt.Cells[0]
	for _, d := range pt.Sets[0].Digits() {
		b.WriteString(" ")
		if d == z {
			b.WriteString(c.T(StepWingSelf, solver.CellName(int(p)), int(d)))
			continue
		}
		for i, w := range pt.Cells[1:] {
			if !pt.Sets[i+1].Has(d) {
				continue
			}
			links := []solver.Link{
				{From: solver.ChainNode{Cell: p, Digit: d, On: true}, To: solver.ChainNode{Cell: w, Digit: d}},
				{From: solver.ChainNode{Cell: w, Digit: d}, To: solver.ChainNode{Cell: w, Digit: z, On: true}, Strong: true},
			}
			b.WriteString(c.sayAsSentence(c.chain(links)))
			break
		}
	}
	return b.String()
}

// sorted returns the cells in increasing order.
func sorted(cs []uint8) []uint8 {
	out := append([]uint8(nil), cs...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func toInts(cs []uint8) []int {
	out := make([]int, len(cs))
	for i, x := range cs {
		out[i] = int(x)
	}
	return out
}

// variantForcingWhy words a forcing chain of the variants' grader (Nishio,
// static or dynamic) as the classic hints do (forcingWhy), the house named
// as the variant's: what was assumed and what followed, then each
// branch's main line as a sentence.
func (c *Catalog) variantForcingWhy(g *solver.Geometry, s solver.VariantStep) string {
	f, ok := s.Forcing()
	if !ok {
		return ""
	}
	why := c.forcingClaimIn(f, func(h int) string { return c.House(g, h) })
	for i, p := range f.Paths {
		if len(p) > 0 {
			why += " " + c.sayAsSentence(c.variantPath(g, s.Pattern, i, p))
		}
	}
	return why
}

// variantPath words main line i of a variant's forcing chain, p, as path
// does; a link that rests on a pattern found inside the branch (a chain
// (+)) says which, on the candidates the branch has left: "…; because,
// once r4c7 is not 4, 4 is left in box 6 only in r5c7 and r5c8, and r5c4
// sees each of them, so r5c4 cannot be 4"; "if r4c7 is not 4, then 4 is
// left …" when it is the branch's first link, "…; then 3 and 4 are left
// …" after another such link.
func (c *Catalog) variantPath(g *solver.Geometry, pt *solver.VariantPattern, i int, p []solver.Link) string {
	if pt == nil || len(pt.Nested) == 0 || len(p) == 0 {
		return c.path(p)
	}
	told := false // a link on a pattern is told: the assumption is named
	refs := &innerRefs{pattern: func(b string, l solver.Link) (string, bool) {
		for _, np := range pt.Nested {
			if np.Path != i || np.Link.From != l.From || np.Link.To != l.To {
				continue
			}
			why, so := c.nestedPattern(g, np), c.conclusion(l.To)
			first := l.From == p[0].From && l.To == p[0].To
			switch {
			case first:
				b = c.T(VStepNestedFirst, b, why, so)
			case told:
				b = c.T(VStepNestedThen, b, why, so)
			default:
				b = c.T(VStepNestedWhy, b, c.node(p[0].From), why, so)
			}
			told = true
			return b, true
		}
		return "", false
	}}
	return c.pathIn(p, refs)
}

// nestedPattern words the pattern a link of a chain (+) rests on.
func (c *Catalog) nestedPattern(g *solver.Geometry, np solver.NestedPattern) string {
	t := solver.CellName(int(np.Link.To.Cell))
	switch np.Kind {
	case solver.NestedLocked:
		return c.T(VNestedLocked, int(np.Link.To.Digit), c.House(g, np.Houses[0]), c.cells(np.Cells), t)
	case solver.NestedHiddenPair:
		return c.T(VNestedHiddenPair, c.digits(np.Digits), c.House(g, np.Houses[0]), c.cells(np.Cells))
	case solver.NestedNakedPair:
		return c.T(VNestedNakedPair, c.cells(np.Cells), c.digits(np.Digits), t)
	}
	return c.T(VNestedXWing, int(np.Link.To.Digit), c.houses(g, np.Houses[:2]), c.houses(g, np.Houses[2:]))
}
