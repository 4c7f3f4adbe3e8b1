package solver

import (
	"errors"
	"fmt"
)

// A step's words (package i18n, step.go) state facts about the position:
// "1 has only one place in box 3", "r2c3 and r2c7 can only be 4 and 9",
// "whatever r4c6 takes, it or one of r4c8 and r6c4 is 1", "if r2c3 is 9,
// then r1c2 is not 9, so …". CheckArgument checks each of those facts on
// the candidates the step was found on (Argument.Cand), by counting in
// units and by following the consequences of an assumption (propagation
// of singles), never by trusting the finder that built the step. The tests
// run it on every step of the graded corpora (docs/architecture.md, Steps
// and their words), so a wording can only say what a check has verified.

// ErrUnchecked is returned for a technique whose words state nothing
// CheckArgument checks (none today but FromSolution, which says the digit
// comes from the solution).
var ErrUnchecked = errors.New("no check for this technique's words")

// ErrNested wraps the failure of a forcing chain whose links include the
// nested forcing chains' inferences (an OFF node implying another OFF node:
// a candidate removed by a technique applied inside the chain, 9.0 and up).
// The check confirms such an inference when, on the candidates the branch
// has reached, the candidate leads to a contradiction by singles, directly
// or whichever way one cell of two or three candidates (one digit of two
// places in a unit) goes (nestedHolds); a branch it cannot confirm that
// way fails with ErrNested and its words are not shown (i18n's StepWhy says
// only which cells decide), as for any failed check. On the graded corpora
// and the hardest puzzles of testdata/se-hardest.txt none fails.
var ErrNested = errors.New("a branch rests on techniques applied inside the chain, which the check does not confirm")

// hasNestedLink reports whether s has a link from an OFF node to an OFF
// node, which only the nested forcing chains make.
func hasNestedLink(s Step) bool {
	for _, l := range s.Links {
		if !l.From.On && !l.To.On {
			return true
		}
	}
	return false
}

// CheckArgument checks every claim the words of a's step make, on a.Cand;
// nil when all hold. The claims, family by family, are those of
// i18n.Catalog.StepWhy:
//
//   - full house: the cell is the only empty cell of its unit and can take
//     the digit;
//   - hidden single: the digit has exactly one place in the unit, the cell;
//   - naked single: the cell's only candidate is the digit;
//   - locked candidates: in the first unit the digit lies in the listed
//     cells only, all inside the second unit; the removed candidates are
//     the digit in the second unit's other cells; a direct one then leaves
//     the placed digit one place in the third unit (counted after the
//     removals);
//   - naked sets: the cells together hold only the digits, as many as
//     cells, all in the unit; what goes is those digits in its other cells;
//   - hidden sets: in the unit the digits fit only in the cells, as many as
//     cells; what goes is the cells' other candidates; a direct one then
//     leaves the placed digit one place in the unit;
//   - fish: in each base unit the digit lies only in the cover units, the
//     listed cells being all its places there; what goes is the digit in
//     the cover units' other cells;
//   - wings: each candidate of the pivot is a case, in which the pivot
//     (XYZ-Wing: or one of the wings) takes the removed digit, checked by
//     setting the pivot's digit and following singles; every cell that
//     loses the digit sees the pivot (XYZ) and both wings;
//   - unique loops: the loop's cells (Argument.Loop) all hold its two
//     digits and make a loop that every row, column and box meets twice or
//     not at all; a type 3's other cells lie in its unit and make a naked
//     or hidden set with the loop's extra digits;
//   - BUG: the cells named have more than two candidates, every other
//     empty cell two;
//   - aligned exclusions: each choice for the other cells, with the removed
//     digit, repeats a digit in a named unit or empties a named cell;
//   - chains and cycles: each link holds on the candidates, given the
//     nodes before it on the chain: a weak link's two candidates share a
//     cell or a unit (one digit); a strong link's target is the last
//     candidate of its cell or the digit's last place in a unit;
//   - forcing chains: every branch of the assumption (each candidate of the
//     cell, each place of the digit in the unit, the candidate on and off)
//     is taken, and from each the target (or, for a contradiction, the
//     clash) follows by propagation of singles, or link by link along the
//     branch's chain, where a nested link (a candidate ruled out inside the
//     chain) holds when the candidate, on what the branch has reached,
//     leads to a contradiction (nestedHolds).
func CheckArgument(a Argument) error {
	if a.Cand == nil {
		return errors.New("no candidates to check on")
	}
	s, cand := a.Step, a.Cand
	first := s.Digits.Lowest()
	unit := func(k int) int {
		if k < len(s.Units) {
			return int(s.Units[k])
		}
		return -1
	}
	switch s.Technique {
	case FullHouse:
		return checkFullHouse(cand, unit(0), s.Cells, first)
	case HiddenSingleBox, HiddenSingleLine:
		if len(s.Cells) != 1 {
			return fmt.Errorf("hidden single of %d cells", len(s.Cells))
		}
		return checkOnePlace(cand, unit(0), first, int(s.Cells[0]))
	case NakedSingle:
		if len(s.Cells) != 1 || cand[s.Cells[0]] != 1<<first {
			return fmt.Errorf("%v cannot only be %d", s.Cells, first)
		}
		return nil
	case Pointing, Claiming, DirectPointing, DirectClaiming:
		return checkLocked(s, cand, first)
	case NakedPair, NakedTriple, NakedQuad:
		return checkNakedSet(s, cand)
	case HiddenPair, HiddenTriple, HiddenQuad, DirectHiddenPair, DirectHiddenTriple:
		return checkHiddenSet(s, cand)
	case XWing, Swordfish, Jellyfish:
		return checkFish(s, cand, first)
	case XYWing, XYZWing:
		return checkWingCases(a)
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		return checkLoop(a)
	case BUG1, BUG2, BUG3, BUG4:
		return checkBUG(a)
	case AlignedPairExclusion, AlignedTripleExclusion:
		return checkExclusions(a)
	case FromSolution:
		return ErrUnchecked
	}
	if a.IsForcing {
		err := checkForcing(a)
		if err != nil && hasNestedLink(s) {
			return fmt.Errorf("%w: %v", ErrNested, err)
		}
		return err
	}
	if len(a.Chains) == 0 {
		return fmt.Errorf("%s: no chain to check", s.Technique)
	}
	for _, ch := range a.Chains {
		if err := checkChainLinks(cand, ch); err != nil {
			return err
		}
	}
	return nil
}

// placesOf returns the cells of unit u whose candidates hold d.
func placesOf(cand *[81]Mask, u int, d uint8) []uint8 {
	var cs []uint8
	for _, c := range Units[u] {
		if cand[c].Has(d) {
			cs = append(cs, c)
		}
	}
	return cs
}

func checkFullHouse(cand *[81]Mask, u int, cells []uint8, d uint8) error {
	if u < 0 || len(cells) != 1 {
		return errors.New("full house without its unit or cell")
	}
	for _, c := range Units[u] {
		if cand[c] != 0 && c != cells[0] {
			return fmt.Errorf("%s is not the last empty cell of %s: %s is empty too", CellName(int(cells[0])), UnitName(u), CellName(int(c)))
		}
	}
	if !cand[cells[0]].Has(d) {
		return fmt.Errorf("%s cannot take %d", CellName(int(cells[0])), d)
	}
	return nil
}

// checkOnePlace checks "d has only one place in u: c".
func checkOnePlace(cand *[81]Mask, u int, d uint8, c int) error {
	if u < 0 {
		return errors.New("no unit")
	}
	ps := placesOf(cand, u, d)
	if len(ps) != 1 || int(ps[0]) != c {
		return fmt.Errorf("%d has places %v in %s, not only %s", d, cellNames(ps), UnitName(u), CellName(c))
	}
	return nil
}

func cellNames(cs []uint8) []string {
	var s []string
	for _, c := range cs {
		s = append(s, CellName(int(c)))
	}
	return s
}

// checkElims checks that every candidate the step removes is one the
// words say goes (want, digits a cell), and that it removes something.
func checkElims(s Step, want map[uint8]Mask) error {
	if len(s.Eliminations) == 0 {
		return errors.New("removes nothing")
	}
	for _, e := range s.Eliminations {
		if e.Digits&^want[e.Cell] != 0 {
			return fmt.Errorf("removes %s from %s, the words say %s", e.Digits, CellName(int(e.Cell)), want[e.Cell])
		}
	}
	return nil
}

func checkLocked(s Step, cand *[81]Mask, d uint8) error {
	if len(s.Units) < 2 {
		return errors.New("locked candidates without two units")
	}
	from, to := int(s.Units[0]), int(s.Units[1])
	ps := placesOf(cand, from, d)
	if fmt.Sprint(ps) != fmt.Sprint(s.Cells) {
		return fmt.Errorf("in %s, %d lies in %v, the words say %v", UnitName(from), d, cellNames(ps), cellNames(s.Cells))
	}
	for _, c := range ps {
		if !inUnit(int(c), to) {
			return fmt.Errorf("%s is not in %s", CellName(int(c)), UnitName(to))
		}
	}
	want := map[uint8]Mask{}
	for _, c := range Units[to] {
		if !inUnit(int(c), from) && cand[c].Has(d) {
			want[c] = 1 << d
		}
	}
	if s.Technique == DirectPointing || s.Technique == DirectClaiming {
		if len(s.Units) < 3 {
			return errors.New("direct locked candidates without the placement's unit")
		}
		// The removals are said, not done (the step places): they leave
		// the placed digit one place in the third unit.
		after := *cand
		for c, m := range want {
			after[c] &^= m
		}
		if len(s.Placements) != 1 {
			return fmt.Errorf("%d placements", len(s.Placements))
		}
		p := s.Placements[0]
		return checkOnePlace(&after, int(s.Units[2]), p.Digit, int(p.Cell))
	}
	return checkElims(s, want)
}

func checkNakedSet(s Step, cand *[81]Mask) error {
	if len(s.Units) < 1 {
		return errors.New("naked set without its unit")
	}
	u := int(s.Units[0])
	var m Mask
	for _, c := range s.Cells {
		if !inUnit(int(c), u) {
			return fmt.Errorf("%s is not in %s", CellName(int(c)), UnitName(u))
		}
		m |= cand[c]
	}
	if m != s.Digits || m.Count() != len(s.Cells) {
		return fmt.Errorf("%v hold %s, the words say only %s", cellNames(s.Cells), m, s.Digits)
	}
	want := map[uint8]Mask{}
	for _, c := range Units[u] {
		if cand[c] != 0 && !containsCell(s.Cells, c) {
			want[c] = cand[c] & m
		}
	}
	return checkElims(s, want)
}

func containsCell(cs []uint8, c uint8) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func checkHiddenSet(s Step, cand *[81]Mask) error {
	if len(s.Units) < 1 {
		return errors.New("hidden set without its unit")
	}
	u := int(s.Units[0])
	var where []uint8
	for _, c := range Units[u] {
		if cand[c]&s.Digits != 0 {
			where = append(where, c)
		}
	}
	if fmt.Sprint(where) != fmt.Sprint(s.Cells) || len(where) != s.Digits.Count() {
		return fmt.Errorf("in %s, %s fit in %v, the words say only %v", UnitName(u), s.Digits, cellNames(where), cellNames(s.Cells))
	}
	if s.Technique == DirectHiddenPair || s.Technique == DirectHiddenTriple {
		// The cells lose their other candidates (said, not done: the
		// step places), which leaves the placed digit one place.
		var after [81]Mask = *cand
		for _, c := range s.Cells {
			after[c] &= s.Digits
		}
		if len(s.Placements) != 1 {
			return fmt.Errorf("%d placements", len(s.Placements))
		}
		p := s.Placements[0]
		return checkOnePlace(&after, u, p.Digit, int(p.Cell))
	}
	want := map[uint8]Mask{}
	for _, c := range s.Cells {
		want[c] = cand[c] &^ s.Digits
	}
	return checkElims(s, want)
}

func checkFish(s Step, cand *[81]Mask, d uint8) error {
	n := len(s.Units) / 2
	if n == 0 || len(s.Units) != 2*n {
		return fmt.Errorf("fish of %d units", len(s.Units))
	}
	base, cover := s.Units[:n], s.Units[n:]
	var where []uint8
	for _, b := range base {
		for _, c := range placesOf(cand, int(b), d) {
			in := false
			for _, v := range cover {
				in = in || inUnit(int(c), int(v))
			}
			if !in {
				return fmt.Errorf("in %s, %d lies in %s, outside the cover units", UnitName(int(b)), d, CellName(int(c)))
			}
			where = append(where, c)
		}
	}
	sortCells(where)
	if fmt.Sprint(where) != fmt.Sprint(s.Cells) {
		return fmt.Errorf("%d lies in %v of the base units, the words say %v", d, cellNames(where), cellNames(s.Cells))
	}
	want := map[uint8]Mask{}
	for _, v := range cover {
		for _, c := range placesOf(cand, int(v), d) {
			in := false
			for _, b := range base {
				in = in || inUnit(int(c), int(b))
			}
			if !in {
				want[c] = 1 << d
			}
		}
	}
	return checkElims(s, want)
}

func sortCells(cs []uint8) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// checkWingCases checks "whatever the pivot takes, (it or) one of the
// wings is z, so z leaves every cell that sees them all".
func checkWingCases(a Argument) error {
	s, cand := a.Step, a.Cand
	z := s.Removed()
	if a.Pivot < 0 || len(a.Wings) != 2 || z.Count() != 1 {
		return fmt.Errorf("wing without pivot, two wings and one digit")
	}
	zd := z.Lowest()
	holders := append([]uint8{}, a.Wings...)
	if s.Technique == XYZWing {
		holders = append(holders, uint8(a.Pivot))
	} else if cand[a.Pivot].Has(zd) {
		return fmt.Errorf("the XY-Wing's pivot %s holds %d", CellName(a.Pivot), zd)
	}
	if len(a.Cases) != cand[a.Pivot].Count() {
		return fmt.Errorf("%d cases for the pivot's candidates %s", len(a.Cases), cand[a.Pivot])
	}
	for i, d := range cand[a.Pivot].Digits() {
		c := a.Cases[i]
		if c.Assume != (ChainNode{uint8(a.Pivot), d, true}) {
			return fmt.Errorf("case %d assumes %s, not %d in the pivot", i, c.Assume, d)
		}
		if !c.Then.On || c.Then.Digit != zd || !containsCell(holders, c.Then.Cell) {
			return fmt.Errorf("with %d in %s, the case ends on %s", d, CellName(a.Pivot), c.Then)
		}
		if len(c.Links) == 0 {
			if c.Then != c.Assume {
				return fmt.Errorf("with %d in %s, %s without links", d, CellName(a.Pivot), c.Then)
			}
			continue
		}
		if c.Links[len(c.Links)-1].To != c.Then {
			return fmt.Errorf("case %d's links end elsewhere than %s", i, c.Then)
		}
		if err := checkChainLinks(cand, c.Links); err != nil {
			return fmt.Errorf("with %d in %s: %w", d, CellName(a.Pivot), err)
		}
	}
	for _, e := range s.Eliminations {
		for _, h := range holders {
			if !sharesUnit(int(e.Cell), int(h)) {
				return fmt.Errorf("%s does not see %s", CellName(int(e.Cell)), CellName(int(h)))
			}
		}
	}
	return nil
}

// checkLoop checks "if the loop held only its two digits, the puzzle
// would have two solutions": the loop's cells all hold both digits, and
// every row, column and box meets the loop twice or not at all (swapping
// the digits along it gives a second solution).
func checkLoop(a Argument) error {
	if a.LoopDigits.Count() != 2 || len(a.Loop) < 4 {
		return fmt.Errorf("no loop among %v", cellNames(a.Step.Cells))
	}
	for _, c := range a.Loop {
		if a.Cand[c]&a.LoopDigits != a.LoopDigits {
			return fmt.Errorf("%s lacks %s", CellName(int(c)), a.LoopDigits)
		}
	}
	if !evenInUnits(a.Loop) {
		return fmt.Errorf("%v is no loop", cellNames(a.Loop))
	}
	if a.Step.Technique == UniqueLoop3 {
		return checkLoopSet(a)
	}
	return nil
}

// checkLoopSet checks a type 3's "its extra digits make a set with other
// cells of the unit": the step's cells off the loop lie in the unit and,
// with the loop's extra digits, make a naked set (as many digits as cells,
// the loop's cells in the unit counting as one) or a hidden one (the
// step's digits fit in the unit only in those cells and one loop cell).
func checkLoopSet(a Argument) error {
	s, cand := a.Step, a.Cand
	if len(s.Units) == 0 {
		return errors.New("type 3 without its unit")
	}
	u := int(s.Units[0])
	var set, loopIn []uint8
	for _, c := range s.Cells {
		switch {
		case containsCell(a.Loop, c) && inUnit(int(c), u):
			loopIn = append(loopIn, c)
		case !containsCell(a.Loop, c):
			if !inUnit(int(c), u) {
				return fmt.Errorf("%s is not in %s", CellName(int(c)), UnitName(u))
			}
			set = append(set, c)
		}
	}
	if len(set) == 0 || len(loopIn) == 0 {
		return errors.New("type 3 without its set")
	}
	var naked Mask
	for _, c := range loopIn {
		naked |= cand[c] &^ a.LoopDigits
	}
	for _, c := range set {
		naked |= cand[c]
	}
	if naked.Count() == len(set)+1 {
		return nil
	}
	for _, l := range loopIn {
		var where []uint8
		for _, c := range Units[u] {
			if cand[c]&s.Digits != 0 && (c == l || !containsCell(loopIn, c)) {
				where = append(where, c)
			}
		}
		if len(where) == s.Digits.Count() && len(where) == len(set)+1 {
			return nil
		}
	}
	return fmt.Errorf("%v make no set with the loop's extra digits in %s", cellNames(set), UnitName(u))
}

// checkBUG checks "if those cells lost their extra candidates, every cell
// left would have two": the cells named (Argument.Extra) have more than
// two, every other empty cell two.
func checkBUG(a Argument) error {
	if len(a.Extra) == 0 {
		return errors.New("BUG without a cell of extra candidates")
	}
	for c, m := range a.Cand {
		k := m.Count()
		in := containsCell(a.Extra, uint8(c))
		switch {
		case k == 0:
		case in && k < 3:
			return fmt.Errorf("%s has %d candidates, no extra", CellName(c), k)
		case !in && k != 2:
			return fmt.Errorf("%s has %d candidates, not two", CellName(c), k)
		}
	}
	return nil
}

// checkExclusions checks each "with d in X, every choice for the others
// fails: it repeats a digit in U or leaves E without a candidate" by
// trying every choice.
func checkExclusions(a Argument) error {
	if len(a.Exclusions) == 0 {
		return errors.New("aligned exclusion without its reasons")
	}
	cand := a.Cand
	for _, x := range a.Exclusions {
		for _, d := range x.Digits.Digits() {
			choice := []uint8{x.Cell}
			digits := []uint8{d}
			var try func(k int) error
			try = func(k int) error {
				if k == len(x.Others) {
					if failsFor(choice, digits, x, cand) {
						return nil
					}
					return fmt.Errorf("with %v = %v no named reason fails", cellNames(choice), digits)
				}
				o := x.Others[k]
				for _, e := range cand[o].Digits() {
					choice, digits = append(choice, o), append(digits, e)
					err := try(k + 1)
					choice, digits = choice[:len(choice)-1], digits[:len(digits)-1]
					if err != nil {
						return err
					}
				}
				return nil
			}
			if err := try(0); err != nil {
				return err
			}
		}
	}
	return nil
}

// failsFor reports whether a choice of digits for cells fails for one of
// the exclusion's named reasons.
func failsFor(cells, digits []uint8, x Exclusion, cand *[81]Mask) bool {
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if digits[i] != digits[j] {
				continue
			}
			for _, u := range x.Repeats {
				if inUnit(int(cells[i]), int(u)) && inUnit(int(cells[j]), int(u)) {
					return true
				}
			}
		}
	}
	var taken Mask
	for _, d := range digits {
		taken |= 1 << d
	}
	for _, e := range x.Emptied {
		sees := true
		for _, c := range cells {
			sees = sees && sharesUnit(int(c), int(e))
		}
		if sees && cand[e]&^taken == 0 {
			return true
		}
	}
	return false
}

// checkChainLinks checks a chain link by link: each holds given the
// chain's nodes before it (a clause that starts again, "; and if X",
// starts from a node the chain reached before).
func checkChainLinks(cand *[81]Mask, ch []Link) error {
	st := *cand
	var seen []ChainNode
	for i, l := range ch {
		if i == 0 {
			apply(&st, l.From)
			seen = append(seen, l.From)
		} else if l.From != ch[i-1].To {
			known := false
			for _, n := range seen {
				known = known || n == l.From
			}
			if !known {
				return fmt.Errorf("link from %s, which the chain has not reached", l.From)
			}
		}
		if err := linkHolds(cand, &st, l); err != nil {
			return err
		}
		apply(&st, l.To)
		seen = append(seen, l.To)
	}
	return nil
}

// apply makes node n true in candidates st, without going further.
func apply(st *[81]Mask, n ChainNode) {
	if n.On {
		st[n.Cell] &= 1 << n.Digit
		return
	}
	st[n.Cell] &^= 1 << n.Digit
}

// linkHolds checks one link on the candidates st reached: a weak link
// (on to off) needs the two candidates in one cell or one digit in two
// cells that see each other; a strong one (off to on) needs the target to
// be its cell's last candidate or its digit's last place in a unit.
func linkHolds(cand, st *[81]Mask, l Link) error {
	f, t := l.From, l.To
	switch {
	case f.On && !t.On:
		if (f.Cell == t.Cell && f.Digit != t.Digit) || (f.Digit == t.Digit && f.Cell != t.Cell && sharesUnit(int(f.Cell), int(t.Cell))) {
			return nil
		}
	case !f.On && t.On:
		if !cand[t.Cell].Has(t.Digit) {
			break
		}
		// The chain may have taken the target's candidate itself (a
		// contradiction under way): the link asks whether, its other
		// candidates or places gone, it is the one left.
		x := *st
		x[t.Cell] |= 1 << t.Digit
		st = &x
		if st[t.Cell] == 1<<t.Digit {
			return nil
		}
		for _, u := range UnitsOf[t.Cell] {
			if ps := placesOf(st, int(u), t.Digit); len(ps) == 1 && ps[0] == t.Cell {
				return nil
			}
		}
	case !f.On && !t.On:
		// A nested forcing chain's inference: a technique applied inside
		// the chain, on the candidates it has removed, rules t out.
		if nestedHolds(st, t) {
			return nil
		}
	}
	return fmt.Errorf("%s does not follow from %s", t, f)
}

// nestedHolds reports whether candidate t (an OFF node) is ruled out on
// the candidates st a chain has reached: it is gone already, or giving
// its cell its digit leads to a contradiction by propagation of singles,
// directly or whichever candidate a cell of two or three then takes, or
// whichever place of two a digit then takes in a unit. That covers what
// the nested forcing chains apply inside a chain (locked candidates,
// pairs, X-Wings, forcing chains and cycles, cell and region forcing
// chains of singles); a contradiction found proves t false however the
// finder found it.
func nestedHolds(st *[81]Mask, t ChainNode) bool {
	if !st[t.Cell].Has(t.Digit) {
		return true
	}
	p := newPropagation(st)
	p.assume(ChainNode{Cell: t.Cell, Digit: t.Digit, On: true})
	if p.contradiction() {
		return true
	}
	x := p.cand
	fails := func(n ChainNode) bool {
		q := newPropagation(&x)
		q.assume(n)
		return q.contradiction()
	}
	for c := range x {
		if k := x[c].Count(); k < 2 || k > 3 || p.set[c] {
			continue
		}
		all := true
		for _, d := range x[c].Digits() {
			all = all && fails(ChainNode{Cell: uint8(c), Digit: d, On: true})
		}
		if all {
			return true
		}
	}
	for u := range Units {
		for d := uint8(1); d <= 9; d++ {
			if ps := placesOf(&x, u, d); len(ps) == 2 && x[ps[0]] != 1<<d && x[ps[1]] != 1<<d &&
				fails(ChainNode{Cell: ps[0], Digit: d, On: true}) && fails(ChainNode{Cell: ps[1], Digit: d, On: true}) {
				return true
			}
		}
	}
	return false
}

// checkForcing checks a forcing chain: its branches are all the cases
// (each candidate of the cell, each place of the digit in the unit, the
// candidate on and off) and each leads, by propagation of singles, to the
// target, or for a contradiction to the clash.
func checkForcing(a Argument) error {
	f, cand := a.Forcing, a.Cand
	if len(f.Branches) == 0 {
		return errors.New("forcing chain without branches")
	}
	b0 := f.Branches[0]
	switch f.Kind {
	case ForcingCell:
		var ds Mask
		for _, b := range f.Branches {
			if b.Cell != b0.Cell || !b.On {
				return fmt.Errorf("cell forcing chain branch %s", b)
			}
			ds |= 1 << b.Digit
		}
		if ds != cand[b0.Cell] {
			return fmt.Errorf("branches %s, the cell's candidates %s", ds, cand[b0.Cell])
		}
	case ForcingRegion:
		var cs []uint8
		for _, b := range f.Branches {
			if b.Digit != b0.Digit || !b.On {
				return fmt.Errorf("region forcing chain branch %s", b)
			}
			cs = append(cs, b.Cell)
		}
		if f.Unit < 0 || f.Unit >= 27 || fmt.Sprint(placesOf(cand, f.Unit, b0.Digit)) != fmt.Sprint(cs) {
			return fmt.Errorf("branches %v are not the places of %d", cellNames(cs), b0.Digit)
		}
	case ForcingDouble:
		if len(f.Branches) != 2 || f.Branches[1] != negation(b0) {
			return fmt.Errorf("double forcing chain branches %v", f.Branches)
		}
	}
	// Each branch's main line, as the words tell it, link by link; where
	// a link of a dynamic chain needs nodes off the main line, the branch
	// is followed by propagation of singles instead.
	for i, b := range f.Branches {
		var path []Link
		for _, c := range a.Cases {
			if c.Assume == b && path == nil {
				path = c.Links
			}
		}
		if f.Kind == ForcingContradiction {
			// A contradiction's cases both start from the assumption.
			path = nil
		}
		if path != nil && path[0].From == b && path[len(path)-1].To == f.Target && checkChainLinks(cand, path) == nil {
			continue
		}
		if f.Kind != ForcingContradiction && branchHolds(a.Step, cand, b, f.Target) {
			continue
		}
		p := newPropagation(cand, f.Target)
		p.assume(b)
		switch {
		case f.Kind != ForcingContradiction:
			if !p.implies(0) {
				return fmt.Errorf("branch %d: %s does not lead to %s", i, b, f.Target)
			}
		case !p.contradiction() && !chainsHold(a.Step, cand, b, f.Target):
			// The contradiction's two main lines, to the target on and
			// off, each link by link.
			for _, c := range a.Cases {
				if err := checkChainLinks(cand, c.Links); err != nil {
					return fmt.Errorf("%s leads to no contradiction: %w", b, err)
				}
			}
		}
	}
	return nil
}

// chainsHold reports whether the chains of a contradiction step show it:
// each starts from assumption b and holds link by link (each link given
// the nodes its chain reached before it: a dynamic chain's node may need
// several), and they reach target both on and off (one chain: b's
// negation).
func chainsHold(s Step, cand *[81]Mask, b, target ChainNode) bool {
	var ends []ChainNode
	for _, ch := range splitChains(s.Links) {
		if len(ch) == 0 {
			continue
		}
		if ch[0].From != b || checkChainLinks(cand, ch) != nil {
			return false
		}
		ends = append(ends, ch[len(ch)-1].To)
	}
	switch len(ends) {
	case 1:
		return ends[0] == negation(b)
	case 2:
		return ends[0] == target && ends[1] == negation(target) || ends[1] == target && ends[0] == negation(target)
	}
	return false
}

// branchHolds reports whether one of the step's chains starts from
// assumption b and reaches target, every link holding given the nodes
// the chain reached before it (a dynamic chain's node may need several).
func branchHolds(s Step, cand *[81]Mask, b, target ChainNode) bool {
	for _, ch := range splitChains(s.Links) {
		if len(ch) == 0 || ch[0].From != b {
			continue
		}
		reaches := false
		for _, l := range ch {
			reaches = reaches || l.To == target
		}
		if reaches && checkChainLinks(cand, ch) == nil {
			return true
		}
	}
	return false
}

// propagation follows an assumption through singles: a cell with one
// candidate takes it (its peers lose it), a digit with one place in a
// unit goes there. It stops at a contradiction (a cell without a
// candidate, a digit the unit needs without a place). It watches nodes:
// a watched node reached before a contradiction stays implied.
type propagation struct {
	cand    [81]Mask
	need    [27]Mask // the digits each unit has still to place
	set     [81]bool // cells whose digit is settled
	clash   bool
	watch   []ChainNode
	reached []bool
}

func newPropagation(cand *[81]Mask, watch ...ChainNode) *propagation {
	p := &propagation{cand: *cand, watch: watch, reached: make([]bool, len(watch))}
	for u := range Units {
		for _, c := range Units[u] {
			p.need[u] |= cand[c]
		}
	}
	for c := range p.set {
		p.set[c] = cand[c] == 0
	}
	return p
}

// look marks the watched nodes that hold now.
func (p *propagation) look() {
	for i, n := range p.watch {
		if n.On {
			p.reached[i] = p.reached[i] || p.cand[n.Cell] == 1<<n.Digit
		} else {
			p.reached[i] = p.reached[i] || !p.cand[n.Cell].Has(n.Digit)
		}
	}
}

func (p *propagation) assume(n ChainNode) {
	apply(&p.cand, n)
	for changed := true; changed && !p.clash; {
		p.look()
		changed = false
		for c := range p.cand {
			switch {
			case p.set[c]:
			case p.cand[c] == 0:
				p.look()
				p.clash = true
				return
			case p.cand[c].Count() == 1:
				p.set[c], changed = true, true
				for _, q := range Peers[c] {
					if !p.set[q] {
						p.cand[q] &^= p.cand[c]
					}
				}
			}
		}
		p.look()
		for u := range Units {
			for _, d := range p.need[u].Digits() {
				var where []uint8
				done := false
				for _, c := range Units[u] {
					if p.cand[c].Has(d) {
						where = append(where, c)
						done = done || (p.set[c] && p.cand[c] == 1<<d)
					}
				}
				switch {
				case done:
				case len(where) == 0:
					p.look()
					p.clash = true
					return
				case len(where) == 1 && p.cand[where[0]] != 1<<d:
					p.cand[where[0]] = 1 << d
					changed = true
				}
			}
		}
	}
	p.look()
}

// implies reports whether watched node k held at some point before any
// contradiction.
func (p *propagation) implies(k int) bool { return p.reached[k] }

func (p *propagation) contradiction() bool { return p.clash }
