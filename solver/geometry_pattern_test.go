package solver

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
)

// patternCase is a puzzle whose hint path the pattern tests walk.
type patternCase struct {
	g *Geometry
	p Grid
}

// patternCases returns the 260 puzzles of testdata/variants-se.txt and
// generated Jigsaw and Killer puzzles.
func patternCases(t testing.TB) []patternCase {
	var cases []patternCase
	for _, r := range refVariants(t) {
		cases = append(cases, patternCase{GeometryOf(r.v), r.p})
	}
	rng := rand.New(rand.NewSource(17))
	for _, vl := range []struct {
		v     Variant
		level Level
	}{{Jigsaw, Easy}, {Jigsaw, Hard}, {Jigsaw, Master}, {Killer, Easy}, {Killer, Medium}, {Killer, Hard}, {Killer, Hard}, {Killer, Hard}, {Killer, Expert}, {Killer, Master}} {
		vp, err := GenerateVariant(context.Background(), vl.v, vl.level, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, patternCase{vp.Geometry, vp.Givens})
	}
	return cases
}

// patternPos is the position a hint was found on.
type patternPos struct {
	g    *Geometry
	p    Grid
	cand [81]Mask
	sol  Grid
}

func (q *patternPos) places(h int, d uint8) []uint8 {
	var out []uint8
	for _, c := range q.g.Houses[h].Cells {
		if q.p[c] == 0 && q.cand[c].Has(d) {
			out = append(out, uint8(c))
		}
	}
	return out
}

func (q *patternPos) inHouse(h int, c uint8) bool {
	for _, x := range q.g.Houses[h].Cells {
		if x == int(c) {
			return true
		}
	}
	return false
}

func sameCells(a, b []uint8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func solSum(q *patternPos, cs []uint8) int {
	n := 0
	for _, c := range cs {
		n += int(q.sol[c])
	}
	return n
}

// patternChecks holds one check a technique: the facts its pattern states
// must hold on the position the hint was found on.
var patternChecks = map[VariantTechnique]func(q *patternPos, s VariantStep) error{
	VFullHouse: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		for _, c := range q.g.Houses[pt.Houses[0]].Cells {
			if q.p[c] == 0 && c != int(pt.Cells[0]) {
				return fmt.Errorf("%s is empty too", CellName(c))
			}
		}
		return nil
	},
	VHiddenSingleBox:  hiddenSingleCheck,
	VHiddenSingleLine: hiddenSingleCheck,
	VNakedSingle: func(q *patternPos, s VariantStep) error {
		if q.cand[s.Pattern.Cells[0]] != s.Pattern.Digits {
			return fmt.Errorf("the cell holds %v", q.cand[s.Pattern.Cells[0]])
		}
		return nil
	},
	VDirectPointing: directLockedCheck,
	VDirectClaiming: directLockedCheck,
	VPointing:       lockedCheck,
	VClaiming:       lockedCheck,
	VDirectHiddenPair: func(q *patternPos, s VariantStep) error {
		return hiddenCheck(q, s, 2)
	},
	VDirectHiddenTriple: func(q *patternPos, s VariantStep) error { return hiddenCheck(q, s, 3) },
	VHiddenPair:         func(q *patternPos, s VariantStep) error { return hiddenCheck(q, s, 2) },
	VHiddenTriple:       func(q *patternPos, s VariantStep) error { return hiddenCheck(q, s, 3) },
	VHiddenQuad:         func(q *patternPos, s VariantStep) error { return hiddenCheck(q, s, 4) },
	VNakedPair:          func(q *patternPos, s VariantStep) error { return nakedCheck(q, s, 2) },
	VNakedTriple:        func(q *patternPos, s VariantStep) error { return nakedCheck(q, s, 3) },
	VNakedQuad:          func(q *patternPos, s VariantStep) error { return nakedCheck(q, s, 4) },
	VCageCombination: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		cage := q.g.Cages[pt.Cages[0]]
		if pt.Sum != cage.Sum || !sameCells(pt.Cells, toCells(cage.Cells)) {
			return fmt.Errorf("not the cage's cells and sum")
		}
		return setsCheck(q, s)
	},
	VInniesOuties: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		h := pt.Houses[0]
		sums, inside := 0, q.inHouse(h, pt.Cells[0])
		covered := map[int]bool{}
		for _, k := range pt.Cages {
			sums += q.g.Cages[k].Sum
			for _, c := range q.g.Cages[k].Cells {
				covered[c] = true
				if inside && !q.inHouse(h, uint8(c)) {
					return fmt.Errorf("innies: cage %d leaves the house", k)
				}
			}
		}
		for _, c := range pt.Cells {
			if covered[int(c)] == inside || q.inHouse(h, c) != inside {
				return fmt.Errorf("%s is not an innie or outie", CellName(int(c)))
			}
		}
		want := 45 - sums
		if !inside {
			want = sums - 45
			for _, c := range q.g.Houses[h].Cells {
				if !covered[c] {
					return fmt.Errorf("outies: %s is in no cage named", CellName(c))
				}
			}
		} else if len(pt.Cells)+len(covered) != 9 {
			return fmt.Errorf("innies and cages do not fill the house")
		}
		if pt.Sum != want || solSum(q, pt.Cells) != want {
			return fmt.Errorf("sum %d, the rule gives %d, the solution %d", pt.Sum, want, solSum(q, pt.Cells))
		}
		return setsCheck(q, s)
	},
	VInniesOutiesGroup: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		if got := solSum(q, pt.Cells) - solSum(q, pt.Others); got != pt.Sum {
			return fmt.Errorf("innies less outies make %d in the solution, the step says %d", got, pt.Sum)
		}
		want := 45 * len(pt.Houses)
		for _, k := range pt.Cages {
			want -= q.g.Cages[k].Sum
		}
		if want != pt.Sum {
			return fmt.Errorf("45×%d less the cages is %d, the step says %d", len(pt.Houses), want, pt.Sum)
		}
		return nil
	},
	VCageLocked: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		d := pt.Digits.Lowest()
		var at []uint8
		for _, c := range q.g.Cages[pt.Cages[0]].Cells {
			if q.p[c] == 0 && q.cand[c].Has(d) {
				at = append(at, uint8(c))
			}
		}
		if !sameCells(at, pt.Cells) {
			return fmt.Errorf("places %v, the step says %v", at, pt.Cells)
		}
		for _, e := range s.Eliminations {
			for _, c := range at {
				if !q.g.Sees(int(e.Cell), int(c)) {
					return fmt.Errorf("%s does not see %s", CellName(int(e.Cell)), CellName(int(c)))
				}
			}
		}
		return nil
	},
	VKillerPair: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		var held Mask
		for _, c := range pt.Cells {
			if !q.inHouse(pt.Houses[0], c) {
				return fmt.Errorf("%s is not in the house", CellName(int(c)))
			}
			held |= 1 << q.sol[c]
		}
		if held&pt.Digits != pt.Digits {
			return fmt.Errorf("the groups do not hold %v in the solution", pt.Digits)
		}
		return elimsIn(q, s, pt.Houses[0], pt.Cells, pt.Digits)
	},
	VXWing:     fishCheck,
	VSwordfish: fishCheck,
	VJellyfish: fishCheck,
	VXYWing:    wingCheck,
	VXYZWing:   wingCheck,
	VUniqueLoop: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		if len(pt.Cells) < 4 || len(pt.Cells)%2 != 0 || pt.Digits.Count() != 2 {
			return fmt.Errorf("not a loop")
		}
		for _, c := range pt.Cells {
			if q.cand[c]&pt.Digits != pt.Digits {
				return fmt.Errorf("%s lacks a digit of the loop", CellName(int(c)))
			}
		}
		return nil
	},
	VBUG: func(q *patternPos, s VariantStep) error {
		for c := range q.p {
			n := q.cand[c].Count()
			if q.p[c] == 0 && n != 2 && !contains(toInts(s.Pattern.Cells), c) {
				return fmt.Errorf("%s has %d candidates and is not named", CellName(c), n)
			}
		}
		return nil
	},
	VAlignedPair: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		if len(pt.Others) < 2 {
			return fmt.Errorf("fewer than two common peers")
		}
		for _, o := range pt.Others {
			if q.cand[o].Count() != 2 || !q.g.Sees(int(o), int(pt.Cells[0])) || !q.g.Sees(int(o), int(pt.Cells[1])) {
				return fmt.Errorf("%s is not a common bivalue peer", CellName(int(o)))
			}
		}
		return nil
	},
	VXCycle:             chainCheck,
	VYCycle:             chainCheck,
	VForcingXChain:      chainCheck,
	VBidirectionalCycle: chainCheck,
	VForcingChain:       chainCheck,
	VAlignedTriple: func(q *patternPos, s VariantStep) error {
		pt := s.Pattern
		if len(pt.Cells) != 3 || len(pt.Others) < 2 {
			return fmt.Errorf("%d cells, %d common peers", len(pt.Cells), len(pt.Others))
		}
		for _, o := range pt.Others {
			n := q.cand[o].Count()
			for _, c := range pt.Cells {
				if n < 2 || n > 3 || !q.g.Sees(int(o), int(c)) {
					return fmt.Errorf("%s is not a common peer of two or three candidates", CellName(int(o)))
				}
			}
		}
		return nil
	},
	VNishio:         forcingCheck,
	VCellForcing:    forcingCheck,
	VRegionForcing:  forcingCheck,
	VDynamicForcing: forcingCheck,
}

// forcingCheck: the kind is the technique's (any for a dynamic chain), the
// branches are what the kind assumes (one candidate, ON or OFF; a
// candidate ON then OFF in a cell of three or more; every candidate of a
// cell, every place of a digit in a house), each chain starts at its
// branch, follows on, keeps Nishio's digit, and ends at the target (a
// contradiction's two at the target ON and OFF) and is the main line of
// its links whole (Nets, as the classic game reads them); a contradiction's clash
// is about the target (its own assumption, or a house that holds it).
func forcingCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	f, ok := s.Forcing()
	if !ok {
		return fmt.Errorf("no forcing chain read from the pattern")
	}
	want := map[VariantTechnique]ForcingKind{VNishio: ForcingContradiction, VCellForcing: ForcingCell, VRegionForcing: ForcingRegion}[s.Technique]
	if want != 0 && pt.Kind != want {
		return fmt.Errorf("kind %v for %v", pt.Kind, s.Technique)
	}
	contradiction := pt.Kind == ForcingContradiction
	switch pt.Kind {
	case ForcingContradiction:
		if len(pt.Branches) != 1 || len(pt.Chains) != 2 {
			return fmt.Errorf("%d branches, %d chains", len(pt.Branches), len(pt.Chains))
		}
		a, t := pt.Branches[0], pt.Target
		if !t.On || (pt.Clash == ClashSelf) != (a.Cell == t.Cell && a.Digit == t.Digit) {
			return fmt.Errorf("target %v, clash %v, assumption %v", t, pt.Clash, a)
		}
		if pt.Clash == ClashUnit && (f.Unit != pt.ClashHouse || !q.inHouse(pt.ClashHouse, t.Cell)) {
			return fmt.Errorf("house %d of the clash does not hold %s", pt.ClashHouse, CellName(int(t.Cell)))
		}
	case ForcingDouble:
		a := pt.Branches[0]
		if len(pt.Branches) != 2 || len(pt.Chains) != 2 || !a.On || pt.Branches[1] != (ChainNode{a.Cell, a.Digit, false}) || q.cand[a.Cell].Count() < 3 {
			return fmt.Errorf("branches %v of a double forcing chain", pt.Branches)
		}
	case ForcingCell:
		var ds Mask
		for _, b := range pt.Branches {
			if !b.On || b.Cell != pt.Branches[0].Cell {
				return fmt.Errorf("branch %v", b)
			}
			ds |= 1 << b.Digit
		}
		if ds != q.cand[pt.Branches[0].Cell] || len(pt.Chains) != len(pt.Branches) {
			return fmt.Errorf("the branches are not the cell's candidates")
		}
	case ForcingRegion:
		d := pt.Branches[0].Digit
		var cells []uint8
		for _, b := range pt.Branches {
			if !b.On || b.Digit != d {
				return fmt.Errorf("branch %v", b)
			}
			cells = append(cells, b.Cell)
		}
		if len(pt.Houses) != 1 || !sameCells(q.places(pt.Houses[0], d), cells) || len(pt.Chains) != len(pt.Branches) || f.Unit != pt.Houses[0] {
			return fmt.Errorf("the branches are not the digit's places in the house")
		}
	default:
		return fmt.Errorf("kind %v", pt.Kind)
	}
	if len(pt.Nets) != len(pt.Chains) {
		return fmt.Errorf("%d nets for %d chains", len(pt.Nets), len(pt.Chains))
	}
	for i, ch := range pt.Chains {
		if m := mainPath(pt.Nets[i]); fmt.Sprint(m) != fmt.Sprint(ch) {
			return fmt.Errorf("chain %d is not the main line of its links: %v, %v", i, m, ch)
		}
		b := pt.Branches[0]
		if !contradiction {
			b = pt.Branches[i]
		}
		want := pt.Target
		if contradiction && i == 1 {
			want.On = !want.On
		}
		at := b
		for j, l := range ch {
			if l.From != at {
				return fmt.Errorf("chain %d, link %d does not follow", i, j)
			}
			if s.Technique == VNishio && l.To.Digit != b.Digit {
				return fmt.Errorf("chain %d leaves the digit", i)
			}
			at = l.To
		}
		if at != want {
			return fmt.Errorf("chain %d ends at %v, not %v", i, at, want)
		}
	}
	return nil
}

func toInts(cs []uint8) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	return out
}

func hiddenSingleCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	if at := q.places(pt.Houses[0], pt.Digits.Lowest()); !sameCells(at, pt.Cells) {
		return fmt.Errorf("places %v", at)
	}
	if (s.Technique == VHiddenSingleBox) != (q.g.Houses[pt.Houses[0]].Kind == RegionHouse) {
		return fmt.Errorf("the house's kind does not fit")
	}
	return nil
}

func lockedCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	d := pt.Digits.Lowest()
	if at := q.places(pt.Houses[0], d); !sameCells(at, pt.Cells) {
		return fmt.Errorf("places %v", at)
	}
	for _, c := range pt.Cells {
		if !q.inHouse(pt.Houses[1], c) {
			return fmt.Errorf("%s is outside the second house", CellName(int(c)))
		}
	}
	for _, e := range s.Eliminations {
		if !q.inHouse(pt.Houses[1], e.Cell) || q.inHouse(pt.Houses[0], e.Cell) || e.Digits != pt.Digits {
			return fmt.Errorf("elimination %s -%v outside the rule", CellName(int(e.Cell)), e.Digits)
		}
	}
	return nil
}

func directLockedCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	d := pt.Digits.Lowest()
	if at := q.places(pt.Houses[0], d); !sameCells(at, pt.Cells) {
		return fmt.Errorf("places %v", at)
	}
	var out []uint8
	for _, c := range q.places(pt.Houses[2], d) {
		if !q.inHouse(pt.Houses[1], c) {
			out = append(out, c)
		}
	}
	if len(s.Placements) != 1 || len(out) != 1 || out[0] != s.Placements[0].Cell || s.Placements[0].Digit != d {
		return fmt.Errorf("the single is not the one place left: %v", out)
	}
	return nil
}

func hiddenCheck(q *patternPos, s VariantStep, k int) error {
	pt := s.Pattern
	if pt.Digits.Count() != k || len(pt.Cells) != k {
		return fmt.Errorf("%d digits in %d cells", pt.Digits.Count(), len(pt.Cells))
	}
	var all []uint8
	for _, d := range pt.Digits.Digits() {
		for _, c := range q.places(pt.Houses[0], d) {
			if !contains(toInts(all), int(c)) {
				all = append(all, c)
			}
		}
	}
	sortInts8(all)
	if !sameCells(all, pt.Cells) {
		return fmt.Errorf("the digits' places are %v", all)
	}
	for _, e := range s.Eliminations {
		if !contains(toInts(pt.Cells), int(e.Cell)) || e.Digits&pt.Digits != 0 {
			return fmt.Errorf("elimination %s -%v outside the rule", CellName(int(e.Cell)), e.Digits)
		}
	}
	return nil
}

func sortInts8(s []uint8) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func nakedCheck(q *patternPos, s VariantStep, k int) error {
	pt := s.Pattern
	var u Mask
	for _, c := range pt.Cells {
		if !q.inHouse(pt.Houses[0], c) {
			return fmt.Errorf("%s is not in the house", CellName(int(c)))
		}
		u |= q.cand[c]
	}
	if u != pt.Digits || len(pt.Cells) != k || u.Count() != k {
		return fmt.Errorf("cells hold %v", u)
	}
	return elimsIn(q, s, pt.Houses[0], pt.Cells, pt.Digits)
}

// elimsIn checks that every elimination is in house h, outside cells, of
// digits.
func elimsIn(q *patternPos, s VariantStep, h int, cells []uint8, digits Mask) error {
	for _, e := range s.Eliminations {
		if !q.inHouse(h, e.Cell) || contains(toInts(cells), int(e.Cell)) || e.Digits&^digits != 0 {
			return fmt.Errorf("elimination %s -%v outside the rule", CellName(int(e.Cell)), e.Digits)
		}
	}
	return nil
}

// setsCheck: every set adds up to the sum with the placed digits, and the
// eliminations remove only digits of no set.
func setsCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	placed, union := 0, Mask(0)
	for _, c := range pt.Cells {
		placed += int(q.p[c])
	}
	for _, m := range pt.Sets {
		n := placed
		for _, d := range m.Digits() {
			n += int(d)
		}
		if n != pt.Sum {
			return fmt.Errorf("set %v makes %d, not %d", m, n, pt.Sum)
		}
		union |= m
	}
	if len(pt.Sets) == 0 {
		return fmt.Errorf("no set")
	}
	for _, e := range s.Eliminations {
		if e.Digits&union != 0 || !contains(toInts(pt.Cells), int(e.Cell)) {
			return fmt.Errorf("elimination %s -%v outside the sets", CellName(int(e.Cell)), e.Digits)
		}
	}
	return nil
}

func fishCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	n := len(pt.Houses) / 2
	d := pt.Digits.Lowest()
	for _, b := range pt.Houses[:n] {
		for _, c := range q.places(b, d) {
			in := false
			for _, cv := range pt.Houses[n:] {
				in = in || q.inHouse(cv, c)
			}
			if !in {
				return fmt.Errorf("%s is in no cover line", CellName(int(c)))
			}
		}
	}
	for _, e := range s.Eliminations {
		in := false
		for _, b := range pt.Houses[:n] {
			in = in || q.inHouse(b, e.Cell)
		}
		if in || e.Digits != pt.Digits {
			return fmt.Errorf("elimination %s in a base line", CellName(int(e.Cell)))
		}
	}
	return nil
}

func wingCheck(q *patternPos, s VariantStep) error {
	pt := s.Pattern
	p, a, b := int(pt.Cells[0]), int(pt.Cells[1]), int(pt.Cells[2])
	if !q.g.Sees(p, a) || !q.g.Sees(p, b) || q.cand[a].Count() != 2 || q.cand[b].Count() != 2 {
		return fmt.Errorf("not a wing")
	}
	z := q.cand[a] & q.cand[b]
	for _, e := range s.Eliminations {
		if e.Digits != z || !q.g.Sees(int(e.Cell), a) || !q.g.Sees(int(e.Cell), b) {
			return fmt.Errorf("elimination %s -%v outside the rule", CellName(int(e.Cell)), e.Digits)
		}
	}
	return nil
}

// chainCheck: each link is an inference the position allows, and the
// chain ends where its technique says.
func chainCheck(q *patternPos, s VariantStep) error {
	ls := s.Pattern.Links
	if len(ls) < 2 {
		return fmt.Errorf("a chain of %d links", len(ls))
	}
	for i, l := range ls {
		if i > 0 && ls[i-1].To != l.From {
			return fmt.Errorf("link %d does not follow", i)
		}
		f, t := l.From, l.To
		sameCell := f.Cell == t.Cell
		sameDigit := f.Digit == t.Digit && q.g.Sees(int(f.Cell), int(t.Cell))
		if l.Strong {
			if f.On || !t.On {
				return fmt.Errorf("strong link %v–%v not OFF to ON", f, t)
			}
			ok := sameCell && q.cand[f.Cell].Count() == 2
			if !ok && sameDigit {
				for _, h := range q.g.HousesOf(int(f.Cell)) {
					if at := q.places(h, f.Digit); len(at) == 2 && q.inHouse(h, t.Cell) {
						ok = true
					}
				}
			}
			if !ok {
				return fmt.Errorf("strong link %v => %v does not hold", f, t)
			}
		} else {
			sameCage := f.Digit == t.Digit && q.g.CageOf(int(f.Cell)) >= 0 && q.g.CageOf(int(f.Cell)) == q.g.CageOf(int(t.Cell))
			if !f.On || t.On || !(sameCell || sameDigit || sameCage) {
				return fmt.Errorf("weak link %v -> %v does not hold", f, t)
			}
		}
	}
	first, last := ls[0].From, ls[len(ls)-1].To
	switch s.Technique {
	case VXCycle, VYCycle, VBidirectionalCycle:
		if first != last {
			return fmt.Errorf("the cycle does not close")
		}
	default:
		if first.Cell != last.Cell || first.Digit != last.Digit || first.On == last.On {
			return fmt.Errorf("the chain does not end at its assumption's negation")
		}
	}
	return nil
}

// TestVariantHintPatterns walks the hint path of every puzzle of
// testdata/variants-se.txt and of generated Jigsaw and Killer puzzles: each
// step does something, keeps the solution, names houses that hold its
// cells, and its technique's check finds the facts of its pattern true on
// the position it was found on.
func TestVariantHintPatterns(t *testing.T) {
	seen := map[VariantTechnique]int{}
	for _, pc := range patternCases(t) {
		sol, err := pc.g.SolveUnique(pc.p)
		if err != nil {
			t.Fatal(err)
		}
		l := newVLogic(pc.g, pc.p)
		for i := 0; l.left > 0; i++ {
			q := &patternPos{g: pc.g, p: l.p, cand: l.cand, sol: sol}
			s, ok := l.hint()
			if !ok {
				break
			}
			where := fmt.Sprintf("%v %v step %d (%v)", pc.g.Variant, pc.p, i+1, s.Technique)
			seen[s.Technique]++
			if s.Pattern == nil || (len(s.Pattern.Cells)+len(s.Pattern.Others) == 0 && len(s.Pattern.Links) == 0) {
				t.Fatalf("%s: no pattern", where)
			}
			if len(s.Placements)+len(s.Eliminations) == 0 {
				t.Fatalf("%s does nothing", where)
			}
			for _, pl := range s.Placements {
				if sol[pl.Cell] != pl.Digit {
					t.Fatalf("%s: places %d in %s", where, pl.Digit, CellName(int(pl.Cell)))
				}
			}
			for _, e := range s.Eliminations {
				if e.Digits.Has(sol[e.Cell]) {
					t.Fatalf("%s: removes %v from %s, the solution's digit", where, e.Digits, CellName(int(e.Cell)))
				}
			}
			if s.Technique != VInniesOuties && s.Technique != VInniesOutiesGroup && s.Technique != VXWing && s.Technique != VSwordfish && s.Technique != VJellyfish {
				for _, c := range s.Pattern.Cells {
					for _, h := range s.Pattern.Houses {
						if !q.inHouse(h, c) && s.Technique != VDirectPointing && s.Technique != VDirectClaiming {
							t.Fatalf("%s: house %d does not hold %s", where, h, CellName(int(c)))
						}
					}
				}
			}
			check := patternChecks[s.Technique]
			if check == nil {
				t.Fatalf("%s: no check for the technique", where)
			}
			if err := check(q, s); err != nil {
				t.Fatalf("%s: %v (pattern %+v)", where, err, *s.Pattern)
			}
		}
	}
	for _, want := range []VariantTechnique{VFullHouse, VHiddenSingleBox, VHiddenSingleLine, VNakedSingle, VPointing, VClaiming, VNakedPair, VHiddenPair, VXWing, VXYWing, VUniqueLoop, VBUG, VAlignedPair, VXCycle, VForcingXChain, VForcingChain, VAlignedTriple, VNishio, VCellForcing, VRegionForcing, VDynamicForcing, VCageCombination, VInniesOuties, VInniesOutiesGroup, VCageLocked, VKillerPair} {
		if seen[want] == 0 {
			t.Errorf("no hint of %v on these puzzles: the test no longer checks it", want)
		}
	}
	t.Logf("hints by technique: %v", seen)
}
