package solver

import "math/bits"

// A step is told to a player from data, never from English made here: the
// Step records its technique, pattern (units, cells, digits), placements,
// eliminations and chains; Argument reads back from it, and from the
// candidates it was found on, the parts a wording names that the Step
// does not hold apart: a wing's pivot, a chain's links grouped by chain, a
// forcing chain's kind and branches, an aligned exclusion's reasons, and
// the cases the step argues by. Package i18n words an Argument in the
// player's language, for the command line's explain and the window's hint
// alike (docs/architecture.md, Steps and their words). Argument is built
// only when a step is shown: the grader never calls it.

// Argument is why a step holds, as data.
type Argument struct {
	Step Step
	// Cand holds the candidates the step was found on (cand[c] for every
	// empty cell c), nil when they are not known. A wording may name a
	// cell's candidates from it.
	Cand *[81]Mask
	// Pivot is an XY- or XYZ-Wing's pivot, the cell the wings both see
	// (the XY-Wing's without the removed digit, the XYZ-Wing's with three
	// candidates); -1 for other techniques. Wings are its other cells.
	Pivot int
	Wings []uint8
	// Chains are the step's links grouped by Link.Chain, in order, for the
	// chains and cycles (a chain with no link is left out).
	Chains [][]Link
	// Forcing is what a forcing-chain step proves, when IsForcing.
	Forcing   Forcing
	IsForcing bool
	// Inners are the inner arguments of a nested forcing chain's links on
	// its main lines, for a caller that tells them (InnersOf; i18n's
	// Explain and ChainPages fill it): ArgumentOf leaves it nil, as each
	// costs a propagation and the board's overlay reads arguments every
	// frame.
	Inners []Inner
	// Exclusions are an aligned exclusion's reasons, one a cell that loses
	// candidates; nil when the candidates are not known or do not show
	// them (ExclusionOf).
	Exclusions []Exclusion
	// Cases are the cases the step argues by, each an assumption and what
	// follows from it: a wing's pivot taking each of its candidates, a
	// forcing chain's branches. Nil for techniques not argued by cases.
	Cases []Case
	// Extra are a BUG's cells with more than two candidates (its other
	// cells, in types 3 and 4, make a set with them); nil without the
	// candidates or for other techniques.
	Extra []uint8
	// Loop and LoopDigits are a unique loop's cells and its two digits
	// (the step's other cells, in type 3, make a set with two of them);
	// nil and 0 without the candidates or for other techniques.
	Loop       []uint8
	LoopDigits Mask
}

// Case is one case of a step's argument: supposing Assume, the links
// (each from a node to the next, strong or weak) lead to Then. Links may
// be empty when Then is Assume itself or follows from it in one cell (an
// XYZ-Wing's pivot taking the removed digit).
type Case struct {
	Assume ChainNode
	Links  []Link
	Then   ChainNode
}

// ArgumentOf reads the argument of step s, found on candidates cand (nil
// when not known).
func ArgumentOf(s Step, cand *[81]Mask) Argument {
	a := Argument{Step: s, Cand: cand, Pivot: -1}
	switch s.Technique {
	case XYWing, XYZWing:
		a.Pivot, a.Wings = wingParts(s, cand)
		a.Cases = wingCases(s, a.Pivot, a.Wings, cand)
	case AlignedPairExclusion, AlignedTripleExclusion:
		a.Exclusions, _ = ExclusionOf(s, cand)
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		a.Loop, a.LoopDigits = loopOf(s, cand)
	case BUG1, BUG2, BUG3, BUG4:
		for _, c := range s.Cells {
			if cand != nil && cand[c].Count() > 2 {
				a.Extra = append(a.Extra, c)
			}
		}
	}
	if f, ok := ForcingOf(s, cand); ok {
		a.Forcing, a.IsForcing = f, true
		for _, p := range f.Paths {
			if len(p) > 0 {
				a.Cases = append(a.Cases, Case{Assume: p[0].From, Links: p, Then: p[len(p)-1].To})
			}
		}
	} else if len(s.Links) > 0 {
		for _, ch := range splitChains(s.Links) {
			if ch != nil {
				a.Chains = append(a.Chains, ch)
			}
		}
	}
	return a
}

// Removed returns the digits the step removes, all cells together.
func (s Step) Removed() Mask {
	var m Mask
	for _, e := range s.Eliminations {
		m |= e.Digits
	}
	return m
}

// wingParts finds a wing's pivot: with the candidates, the XY-Wing's cell
// without the removed digit or the XYZ-Wing's with three; without them,
// the cell that sees both others (the first when several do).
func wingParts(s Step, cand *[81]Mask) (int, []uint8) {
	if len(s.Cells) == 0 {
		return -1, nil
	}
	z := s.Removed()
	pivot := -1
	for _, c := range s.Cells {
		switch {
		case cand != nil && s.Technique == XYWing && cand[c] != 0 && cand[c]&z == 0,
			cand != nil && s.Technique == XYZWing && cand[c].Count() == 3:
			pivot = int(c)
		}
	}
	if pivot < 0 {
		for _, c := range s.Cells {
			sees := true
			for _, o := range s.Cells {
				sees = sees && (o == c || sharesUnit(int(c), int(o)))
			}
			if sees {
				pivot = int(c)
				break
			}
		}
	}
	if pivot < 0 {
		pivot = int(s.Cells[0])
	}
	var wings []uint8
	for _, c := range s.Cells {
		if int(c) != pivot {
			wings = append(wings, c)
		}
	}
	return pivot, wings
}

// wingCases are a wing's cases, one a candidate of the pivot: the pivot
// taking x turns off x in the wing that holds x, which then takes z
// (a strong link: the wing has two candidates); the XYZ-Wing's pivot
// taking z is z itself. Nil without the candidates.
func wingCases(s Step, pivot int, wings []uint8, cand *[81]Mask) []Case {
	z := s.Removed()
	if cand == nil || pivot < 0 || z.Count() != 1 || len(wings) != 2 {
		return nil
	}
	zd := z.Lowest()
	var cases []Case
	for _, d := range cand[pivot].Digits() {
		at := ChainNode{uint8(pivot), d, true}
		if d == zd {
			cases = append(cases, Case{Assume: at, Then: at})
			continue
		}
		for _, w := range wings {
			if cand[w] == 1<<d|z {
				off := ChainNode{w, d, false}
				on := ChainNode{w, zd, true}
				cases = append(cases, Case{Assume: at, Links: []Link{{From: at, To: off}, {From: off, To: on, Strong: true}}, Then: on})
				break
			}
		}
	}
	return cases
}

// loopOf finds a unique loop's cells among the step's: the most cells that
// hold both of two digits and that every row, column and box meets twice
// or not at all.
func loopOf(s Step, cand *[81]Mask) ([]uint8, Mask) {
	if cand == nil {
		return nil, 0
	}
	var best []uint8
	var digits Mask
	for x := uint8(1); x <= 9; x++ {
		for y := x + 1; y <= 9; y++ {
			pair := Mask(1)<<x | Mask(1)<<y
			var loop []uint8
			for _, c := range s.Cells {
				if cand[c]&pair == pair {
					loop = append(loop, c)
				}
			}
			if len(loop) <= len(best) || len(loop) < 4 {
				continue
			}
			if !evenInUnits(loop) {
				// A cell of a type 3 set may hold both digits too:
				// the largest subset that is a loop.
				loop = largestLoop(loop)
			}
			if len(loop) > len(best) {
				best, digits = loop, pair
			}
		}
	}
	return best, digits
}

// largestLoop returns the largest subset of cs (4 cells or more) that
// every unit meets twice or not at all; nil for none or too many cells.
func largestLoop(cs []uint8) []uint8 {
	if len(cs) > 14 {
		return nil
	}
	var best []uint8
	for set := 1; set < 1<<len(cs); set++ {
		if bits.OnesCount(uint(set)) <= max(len(best), 3) {
			continue
		}
		var sub []uint8
		for i, c := range cs {
			if set&(1<<i) != 0 {
				sub = append(sub, c)
			}
		}
		if evenInUnits(sub) {
			best = sub
		}
	}
	return best
}

// evenInUnits reports whether every unit holds 0 or 2 of the cells.
func evenInUnits(cs []uint8) bool {
	var n [27]int
	for _, c := range cs {
		for _, u := range UnitsOf[c] {
			n[u]++
		}
	}
	for _, k := range n {
		if k != 0 && k != 2 {
			return false
		}
	}
	return true
}
