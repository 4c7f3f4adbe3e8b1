package solver

import (
	"context"
	"math/rand"
	"testing"
)

// TestVariantRatingsAgreeWithReference grades the X-Sudoku and Windoku
// puzzles of testdata/variants-se.txt: the grader must finish every one
// and give it the reference's rating.
func TestVariantRatingsAgreeWithReference(t *testing.T) {
	finished, total := 0, 0
	for _, r := range refVariants(t) {
		v, p, se := r.v, r.p, r.se
		total++
		g := GeometryOf(v)
		if n := g.CountSolutions(p, 2); n != 1 {
			t.Errorf("%v %s: %d solutions", v, p, n)
			continue
		}
		gr := GradeVariant(g, p)
		if gr.Stuck {
			// Where it stopped: the givens and digits of the solution
			// (none more when its steps only removed candidates).
			sol, _ := g.SolveUnique(p)
			for c, d := range gr.Stop {
				if (p[c] != 0 && d != p[c]) || (d != 0 && d != sol[c]) {
					t.Errorf("%v %s: the grader stopped with %s holding %d", v, p, CellName(c), d)
					break
				}
			}
			if gr.Stop.Clues() < p.Clues() {
				t.Errorf("%v %s: the grader stopped at %d clues, the puzzle has %d", v, p, gr.Stop.Clues(), p.Clues())
			}
		}
		switch {
		case gr.Stuck && se < 8.5:
			// Every step of such a puzzle is one of the grader's: the
			// reference's next techniques, the dynamic chains, rate 8.5+.
			t.Errorf("%v %s: the grader is stuck, the reference rates it %.1f (%s)", v, p, se, r.tech)
		case !gr.Stuck && gr.Rating != se:
			t.Errorf("%v %s: rated %.1f (%v), the reference %.1f (%s)", v, p, gr.Rating, gr.Hardest, se, r.tech)
		case !gr.Stuck:
			finished++
		}
	}
	if total != 262 {
		t.Fatalf("%d puzzles in the fixture, want 262", total)
	}
	// Every one since the dynamic forcing chains (+) (docs/variants.md,
	// "X-Sudoku and Windoku against the reference"): the last, an X puzzle
	// the reference rates 9.6, needs them after its 9.6 step.
	if finished < total {
		t.Errorf("%d of %d finished, want all", finished, total)
	}
	t.Logf("%d of %d finished, all at the reference's rating", finished, total)
}

// TestVariantGraderKiller checks the Killer techniques on positions where
// each has a known result.
func TestVariantGraderKiller(t *testing.T) {
	// A Killer whose only cage-sum facts needed are unique combinations: a
	// two-cell cage of 3 is {1,2}.
	k, err := KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 3}})
	if err != nil {
		t.Fatal(err)
	}
	l := newVLogic(k, Grid{})
	if !l.apply(VCageCombination) {
		t.Fatal("cage combination found nothing")
	}
	if l.cand[0] != 1<<1|1<<2 || l.cand[1] != 1<<1|1<<2 {
		t.Errorf("cage of 3 over two cells: candidates %v %v, want 12", l.cand[0], l.cand[1])
	}
	// cage-locked: the 1 and 2 of the cage are both in row 1, so neither is
	// anywhere else in row 1 (or box 1).
	if !l.apply(VClaiming) && !l.apply(VCageLocked) {
		t.Fatal("no elimination from the cage's locked digits")
	}
	if l.cand[2].Has(1) || l.cand[9].Has(2) {
		t.Errorf("r1c3 keeps 1 or r2c1 keeps 2: %v %v", l.cand[2], l.cand[9])
	}
	// The 45 rule: in row 1, cages of 3, 24 and 15 over eight cells leave
	// r1c9 = 45 - 42 = 3.
	cages := []Cage{{Cells: []int{0, 1}, Sum: 3}, {Cells: []int{2, 3, 4}, Sum: 24}, {Cells: []int{5, 6, 7}, Sum: 15}}
	k2, err := KillerGeometry(cages)
	if err != nil {
		t.Fatal(err)
	}
	l2 := newVLogic(k2, Grid{})
	if !l2.apply(VInniesOuties) {
		t.Fatal("the 45 rule found nothing")
	}
	if l2.cand[8] != 1<<3 {
		t.Errorf("r1c9 by the 45 rule: %v, want 3", l2.cand[8])
	}
}

// TestVariantGraderKillerGroups checks the 45 rule over two rows and the
// killer pair on positions where each is the only way to the result.
func TestVariantGraderKillerGroups(t *testing.T) {
	// Rows 1 and 2: a cage of 45 over nine of their cells, one of 40 over
	// eight more, and r2c9 in a cage with r3c9: the two rows hold 90, so
	// r2c9 is 90 − 45 − 40 = 5. Neither row alone says so.
	a := []int{0, 1, 2, 3, 4, 9, 10, 11, 12}
	b := []int{5, 6, 7, 8, 13, 14, 15, 16}
	k, err := KillerGeometry([]Cage{{Cells: a, Sum: 45}, {Cells: b, Sum: 40}, {Cells: []int{17, 26}, Sum: 10}})
	if err != nil {
		t.Fatal(err)
	}
	l := newVLogic(k, Grid{})
	if l.apply(VInniesOuties) && l.cand[17] != AllDigits {
		t.Fatalf("the one-house rule already restricts r2c9: %v", l.cand[17])
	}
	if !l.apply(VInniesOutiesGroup) {
		t.Fatal("the 45 rule over rows 1 and 2 found nothing")
	}
	if l.cand[17] != 1<<5 {
		t.Errorf("r2c9: %v, want 5", l.cand[17])
	}

	// Row 1: two cages of two cells adding up to 5 each ({1,4} or {2,3}):
	// between them they hold 1, 2, 3 and 4, which leave the rest of the row.
	k2, err := KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 5}, {Cells: []int{2, 3}, Sum: 5}})
	if err != nil {
		t.Fatal(err)
	}
	l2 := newVLogic(k2, Grid{})
	if !l2.apply(VKillerPair) {
		t.Fatal("no killer pair")
	}
	for c := 4; c < 9; c++ {
		if l2.cand[c] != AllDigits&^(1<<1|1<<2|1<<3|1<<4) {
			t.Errorf("%s keeps %v, want 56789", CellName(c), l2.cand[c])
		}
	}
	if l2.cand[9] != AllDigits {
		t.Errorf("r2c1 lost candidates: %v (the cages are not in its row)", l2.cand[9])
	}
}

// TestGenerateKillerExpertMaster generates a Killer of Expert and one of
// Master: each unique, at its level, the Expert one finished by the grader.
func TestGenerateKillerExpertMaster(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, level := range []Level{Expert, Master} {
		vp, err := GenerateVariant(context.Background(), Killer, level, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		if n := vp.Geometry.CountSolutions(vp.Givens, 2); n != 1 {
			t.Errorf("%v: %d solutions", level, n)
		}
		gr := GradeVariant(vp.Geometry, vp.Givens)
		if gr.Level != level || (level == Expert && gr.Stuck) {
			t.Errorf("%v: graded %v (%.1f, stuck %v)", level, gr.Level, gr.Rating, gr.Stuck)
		}
	}
}

// TestVariantPathKeepsSolution walks the grader's recorded steps on the
// 260 puzzles of the fixture and on generated Jigsaw and Killer puzzles:
// every placement is the solution's digit, no elimination removes it, and
// a finished path places every empty cell once. The fixture's puzzles use
// every technique from the unique loops to the forcing chains, so each is
// checked sound over diagonals and windows.
func TestVariantPathKeepsSolution(t *testing.T) {
	type tc struct {
		g *Geometry
		p Grid
	}
	var cases []tc
	for _, r := range refVariants(t) {
		cases = append(cases, tc{GeometryOf(r.v), r.p})
	}
	rng := rand.New(rand.NewSource(13))
	for _, vl := range []struct {
		v     Variant
		level Level
	}{{Jigsaw, Hard}, {Jigsaw, Master}, {Killer, Medium}, {Killer, Hard}, {Killer, Hard}, {Killer, Hard}, {Killer, Hard}, {Killer, Master}} {
		vp, err := GenerateVariant(context.Background(), vl.v, vl.level, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, tc{vp.Geometry, vp.Givens})
	}
	seen := map[VariantTechnique]bool{}
	for _, c := range cases {
		sol, err := c.g.SolveUnique(c.p)
		if err != nil {
			t.Fatal(err)
		}
		gr, steps := VariantPath(c.g, c.p)
		placed := 0
		for i, s := range steps {
			seen[s.Technique] = true
			for _, pl := range s.Placements {
				if sol[pl.Cell] != pl.Digit {
					t.Fatalf("%v %v step %d (%v): places %d in %s, the solution has %d", c.g.Variant, c.p, i+1, s.Technique, pl.Digit, CellName(int(pl.Cell)), sol[pl.Cell])
				}
				placed++
			}
			for _, e := range s.Eliminations {
				if e.Digits.Has(sol[e.Cell]) {
					t.Fatalf("%v %v step %d (%v): removes %v from %s, the solution has %d", c.g.Variant, c.p, i+1, s.Technique, e.Digits, CellName(int(e.Cell)), sol[e.Cell])
				}
			}
			if len(s.Placements) == 0 && len(s.Eliminations) == 0 {
				t.Fatalf("%v %v step %d (%v) does nothing", c.g.Variant, c.p, i+1, s.Technique)
			}
		}
		empty := 0
		for _, d := range c.p {
			if d == 0 {
				empty++
			}
		}
		if !gr.Stuck && placed != empty {
			t.Errorf("%v %v: %d placements for %d empty cells", c.g.Variant, c.p, placed, empty)
		}
	}
	for _, want := range []VariantTechnique{VBUG, VBidirectionalCycle, VKillerPair, VInniesOutiesGroup, VUniqueLoop, VAlignedPair, VXCycle, VYCycle, VForcingXChain, VForcingChain, VCageCombination} {
		if !seen[want] {
			t.Errorf("no step of %v on these puzzles: the test no longer checks it", want)
		}
	}
}
