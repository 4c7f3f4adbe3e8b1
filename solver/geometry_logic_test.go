package solver

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestVariantRatingsAgreeWithReference grades the X-Sudoku and Windoku
// puzzles of testdata/variants-se.txt: every puzzle the grader finishes
// must have the reference's rating, and the grader must finish every one
// the reference rates below 7.5 (its techniques cover that part of the
// scale: aligned triple exclusion, Nishio and the multiple and dynamic
// chains start there).
func TestVariantRatingsAgreeWithReference(t *testing.T) {
	f, err := os.Open("testdata/variants-se.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	finished, total := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Split(line, "\t")
		v, err := ParseVariant(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		se, err := strconv.ParseFloat(fields[2], 64)
		if err != nil {
			t.Fatal(err)
		}
		total++
		g := GeometryOf(v)
		if n := g.CountSolutions(p, 2); n != 1 {
			t.Errorf("%v %s: %d solutions", v, fields[1], n)
			continue
		}
		gr := GradeVariant(g, p)
		switch {
		case gr.Stuck && se < 7.5:
			t.Errorf("%v %s: the grader is stuck, the reference rates it %.1f (%s)", v, fields[1], se, fields[3])
		case !gr.Stuck && gr.Rating != se:
			t.Errorf("%v %s: rated %.1f (%v), the reference %.1f (%s)", v, fields[1], gr.Rating, gr.Hardest, se, fields[3])
		case !gr.Stuck:
			finished++
		}
	}
	if total != 200 {
		t.Fatalf("%d puzzles in the fixture, want 200", total)
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
