package solver

import (
	"path/filepath"
	"testing"
)

// TestArgumentEveryStep reads the argument of every step of the grader's
// path on many puzzles, on the candidates of the position it was found
// on, and checks what a hint or explain would say from it: a wing's pivot
// sees both wings and each of its candidates leads, link by link, to the
// removed digit in a cell every eliminated cell sees; every aligned
// exclusion has its reasons and every forcing chain its kind, its
// contradiction traced to a cell or a unit, and one case a branch.
func TestArgumentEveryStep(t *testing.T) {
	late, wings := 0, 0
	for _, g := range testPuzzles(t, 40) {
		walkSteps(t, g, func(s Step, cand *[81]Mask) {
			a := ArgumentOf(s, cand)
			switch s.Technique {
			case XYWing, XYZWing:
				wings++
				checkWing(t, a, cand)
			case AlignedPairExclusion, AlignedTripleExclusion:
				late++
				if len(a.Exclusions) == 0 {
					t.Fatalf("%s: no reason found on its candidates", s)
				}
			case NishioForcingChain, MultipleForcingChain, DynamicForcingChain:
				late++
				f := a.Forcing
				if !a.IsForcing {
					t.Fatalf("%s: chains of no known shape", s)
				}
				if f.Kind == ForcingContradiction && f.Clash == ClashBoth {
					t.Errorf("%s: contradiction not traced to a cell or a unit", s)
				}
				if len(a.Cases) != len(f.Paths) {
					t.Errorf("%s: %d cases for %d branches", s, len(a.Cases), len(f.Paths))
				}
				checkForcingCases(t, a)
			case XCycle, YCycle, ForcingXChain, BidirectionalCycle, ForcingChain:
				if len(a.Chains) != 1 || len(a.Chains[0]) != len(s.Links) {
					t.Errorf("%s: chains %v", s, a.Chains)
				}
			}
		})
	}
	if late == 0 || wings == 0 {
		t.Errorf("%d steps of the late techniques and %d wings on these puzzles", late, wings)
	}
	t.Logf("%d wings, %d aligned exclusions and forcing chains", wings, late)
	// And the examples of the guide, one a technique.
	for _, tq := range []Technique{XYWing, XYZWing} {
		e, ok := tq.Example()
		if !ok {
			t.Fatalf("no example of %s", tq)
		}
		checkWing(t, ArgumentOf(e.Step, &e.Candidates), &e.Candidates)
	}
	for _, tq := range []Technique{NishioForcingChain, MultipleForcingChain, DynamicForcingChain} {
		e, ok := tq.Example()
		if !ok {
			t.Fatalf("no example of %s", tq)
		}
		a := ArgumentOf(e.Step, &e.Candidates)
		if !a.IsForcing || len(a.Cases) == 0 {
			t.Fatalf("%s: example read as %+v", tq, a)
		}
		checkForcingCases(t, a)
	}
}

// checkForcingCases checks that each case of a forcing chain starts from
// one of its assumptions, follows its links one into the next, and ends
// where the chains say: on the target (cell, region and double forcing
// chains), on the target ON then OFF (a contradiction), or on the
// assumption's negation (a contradiction with itself).
func checkForcingCases(t *testing.T, a Argument) {
	t.Helper()
	f := a.Forcing
	for i, c := range a.Cases {
		assumed := false
		for _, b := range f.Branches {
			assumed = assumed || b == c.Assume
		}
		if !assumed {
			t.Errorf("%s: case %d assumes %s, not a branch", a.Step, i, c.Assume)
		}
		at := c.Assume
		for _, l := range c.Links {
			if l.From != at {
				t.Errorf("%s: case %d: link from %s after %s", a.Step, i, l.From, at)
			}
			at = l.To
		}
		want := f.Target
		switch {
		case f.Kind != ForcingContradiction:
		case f.Clash == ClashSelf:
			want = negation(c.Assume)
		case i == 1:
			want = negation(f.Target)
		}
		if at != c.Then || c.Then != want {
			t.Errorf("%s: case %d ends on %s (links end on %s), want %s", a.Step, i, c.Then, at, want)
		}
	}
}

// checkWing checks a wing's argument on its candidates: the pivot sees
// both wings, and each candidate of the pivot is a case whose links hold
// (a weak link between two cells that see each other, on one digit; a
// strong one inside a cell of two candidates) and end on the removed digit
// in a cell that every eliminated cell sees.
func checkWing(t *testing.T, a Argument, cand *[81]Mask) {
	t.Helper()
	s := a.Step
	if a.Pivot < 0 || len(a.Wings) != 2 {
		t.Fatalf("%s: pivot %d, wings %v", s, a.Pivot, a.Wings)
	}
	for _, w := range a.Wings {
		if !sharesUnit(a.Pivot, int(w)) {
			t.Errorf("%s: pivot %s does not see wing %s", s, CellName(a.Pivot), CellName(int(w)))
		}
	}
	if len(a.Cases) != cand[a.Pivot].Count() {
		t.Fatalf("%s: %d cases for the pivot's candidates %s", s, len(a.Cases), cand[a.Pivot])
	}
	z := s.Removed().Lowest()
	for _, c := range a.Cases {
		if int(c.Assume.Cell) != a.Pivot || !c.Assume.On || !cand[a.Pivot].Has(c.Assume.Digit) {
			t.Errorf("%s: case assumes %s", s, c.Assume)
		}
		at := c.Assume
		for _, l := range c.Links {
			ok := l.From == at && l.From.On != l.To.On
			if l.Strong {
				ok = ok && l.From.Cell == l.To.Cell && cand[l.To.Cell].Count() == 2
			} else {
				ok = ok && l.From.Digit == l.To.Digit && sharesUnit(int(l.From.Cell), int(l.To.Cell))
			}
			if !ok {
				t.Errorf("%s: link %s -> %s does not hold", s, l.From, l.To)
			}
			at = l.To
		}
		if at != c.Then || !c.Then.On || c.Then.Digit != z {
			t.Errorf("%s: case %s ends on %s", s, c.Assume, c.Then)
		}
		for _, e := range s.Eliminations {
			if !sharesUnit(int(e.Cell), int(c.Then.Cell)) {
				t.Errorf("%s: %s does not see %s", s, CellName(int(e.Cell)), c.Then)
			}
		}
	}
}

// node builds a chain node for the tests: node("r1c5", 5, true).
func node(cell string, d uint8, on bool) ChainNode {
	c, err := parseCell(cell)
	if err != nil {
		panic(err)
	}
	return ChainNode{Cell: c, Digit: d, On: on}
}

// chainOf links nodes one after the other as chain k: ON to OFF weak,
// OFF to ON strong.
func chainOf(k uint8, ns ...ChainNode) []Link {
	var ls []Link
	for i := 1; i < len(ns); i++ {
		ls = append(ls, Link{From: ns[i-1], To: ns[i], Strong: ns[i].On, Chain: k})
	}
	return ls
}

// TestForcingOfShapes reads the kinds of forcing chains from hand-made
// chains, and refuses chains of the wrong shape.
func TestForcingOfShapes(t *testing.T) {
	a := node("r4c2", 5, true)
	// Chain 0 makes r1c3 a 5 from r1c2, which shares row 1 and box 1 with
	// it; chain 1 makes it not 5.
	clash := append(chainOf(0, a, node("r1c2", 5, false), node("r1c3", 5, true)),
		chainOf(1, a, node("r4c7", 5, false), node("r1c7", 5, true), node("r1c3", 5, false))...)
	var cand [81]Mask
	for _, c := range []string{"r1c2", "r1c3", "r1c7", "r4c2", "r4c7"} {
		i, _ := parseCell(c)
		cand[i] = 1<<5 | 1<<8
	}
	cellClash := append(chainOf(0, a, node("r4c3", 5, false), node("r4c3", 8, true)),
		chainOf(1, a, node("r4c5", 5, false), node("r4c5", 8, true), node("r4c3", 8, false))...)
	// The OFF assumption of r4c2's 5 leads to its ON node: chain 1 (chain
	// 0, the assumption itself, has no link).
	self := chainOf(1, node("r4c2", 5, false), node("r4c3", 5, true), node("r4c3", 8, false), node("r4c5", 8, true),
		node("r4c2", 8, false), node("r4c2", 5, true))
	target := node("r9c9", 7, false)
	cellForcing := append(chainOf(0, node("r5c5", 1, true), target), chainOf(1, node("r5c5", 2, true), node("r5c9", 2, false), node("r9c9", 2, true), target)...)
	regionForcing := append(chainOf(0, node("r5c5", 2, true), node("r5c9", 2, false), node("r9c9", 2, true), target),
		chainOf(1, node("r5c9", 2, true), node("r9c9", 2, false), node("r9c9", 1, true), target)...)
	tests := []struct {
		name string
		s    Step
		cand *[81]Mask
		ok   bool
		kind ForcingKind
		why  Clash
		unit int
	}{
		{"row or box, not known", Step{Technique: NishioForcingChain, Links: clash}, nil, true, ForcingContradiction, ClashBoth, -1},
		{"box, from the candidates", Step{Technique: NishioForcingChain, Links: clash}, &cand, true, ForcingContradiction, ClashUnit, 18},
		{"a cell emptied", Step{Technique: DynamicForcingChain, Links: cellClash}, nil, true, ForcingContradiction, ClashCell, -1},
		{"its own negation", Step{Technique: DynamicForcingChain, Links: self}, nil, true, ForcingContradiction, ClashSelf, -1},
		{"a cell's candidates", Step{Technique: MultipleForcingChain, Links: cellForcing}, nil, true, ForcingCell, 0, -1},
		{"a region of two digits", Step{Technique: MultipleForcingChain, Units: []uint8{4}, Links: cellForcing}, nil, false, 0, 0, 0},
		{"a region", Step{Technique: MultipleForcingChain, Units: []uint8{4}, Links: regionForcing}, nil, true, ForcingRegion, 0, 4},
		{"a place outside the region", Step{Technique: MultipleForcingChain, Units: []uint8{5}, Links: regionForcing}, nil, false, 0, 0, 0},
		{"branches that end apart", Step{Technique: MultipleForcingChain, Links: append(chainOf(0, node("r5c5", 1, true), target),
			chainOf(1, node("r5c5", 2, true), node("r5c9", 2, false))...)}, nil, false, 0, 0, 0},
		{"a missing branch", Step{Technique: MultipleForcingChain, Links: chainOf(1, node("r5c5", 2, true), target)}, nil, false, 0, 0, 0},
		{"not a forcing chain", Step{Technique: ForcingChain, Links: self}, nil, false, 0, 0, 0},
	}
	for _, tt := range tests {
		f, ok := ForcingOf(tt.s, tt.cand)
		if ok != tt.ok || ok && (f.Kind != tt.kind || f.Clash != tt.why || f.Unit != tt.unit) {
			t.Errorf("%s: ForcingOf = %v, %+v", tt.name, ok, f)
		}
	}
}

// TestExclusionOfNeedsItsCandidates checks that aligned exclusion is not
// worded from candidates on which its step does not hold.
func TestExclusionOfNeedsItsCandidates(t *testing.T) {
	fx, err := readFixture(filepath.Join("testdata", "techniques", "aligned-triple-exclusion.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cand := fx.cand
	if _, ok := ExclusionOf(fx.want, &cand); !ok {
		t.Fatal("the fixture's own candidates are refused")
	}
	r7c1, _ := parseCell("r7c1")
	r9c8, _ := parseCell("r9c8")
	cand[r7c1], cand[r9c8] = 1<<2|1<<4|1<<5, 1<<2|1<<4|1<<5 // the excluders of r9c2=9 gone
	if xs, ok := ExclusionOf(fx.want, &cand); ok {
		t.Errorf("ExclusionOf on other candidates = %+v", xs)
	}
	if a := ArgumentOf(fx.want, &cand); a.Exclusions != nil {
		t.Errorf("ArgumentOf on other candidates has exclusions %+v", a.Exclusions)
	}
}
