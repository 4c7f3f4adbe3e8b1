package solver

import (
	"context"
	"math/rand"
	"slices"
	"testing"
)

// plainVariantLevel is compareVariantLevel without its shortcuts: the
// bounded grader run to its end.
func plainVariantLevel(g *Geometry, p Grid, want Level) int {
	_, hi := want.band()
	if want == Master {
		hi = expertTenths
	}
	got := gradeVariant(g, p, hi).Level
	switch {
	case got < want:
		return -1
	case got > want:
		return 1
	}
	return 0
}

// TestCompareVariantLevelPlain checks the generator's level decision (the
// singles' shortcut, the finders' memory) against the grader run to its end
// without them, for every level, on puzzles carved step by step from full
// grids of X-Sudoku, Windoku and Jigsaw (from 60 clues down to minimal
// puzzles, so every level is met), on generated Killers, and on the
// committed reference puzzles.
func TestCompareVariantLevelPlain(t *testing.T) {
	rng := rand.New(rand.NewSource(25))
	checked, decided := 0, map[int]int{}
	check := func(g *Geometry, p Grid) {
		t.Helper()
		for _, want := range Levels {
			got, plain := compareVariantLevel(g, p, want), plainVariantLevel(g, p, want)
			if got != plain {
				t.Fatalf("%s at %s: compareVariantLevel %d, the grader run to its end %d", p, want, got, plain)
			}
			decided[got]++
			checked++
		}
	}
	grids := 6
	if testing.Short() {
		grids = 2
	}
	for _, v := range []Variant{XSudoku, Windoku, Jigsaw} {
		for k := 0; k < grids; k++ {
			var g *Geometry
			var full Grid
			if v == Jigsaw {
				var regions [81]uint8
				regions, full = RandomRegions(rng)
				g, _ = JigsawGeometry(regions)
			} else {
				g = GeometryOf(v)
				full, _ = g.fill(rng, 0)
			}
			s := newGSearch(g)
			p := full
			for _, i := range rng.Perm(41) {
				p[i], p[80-i] = 0, 0
				if s.otherSolution(&p, &full, i, 80-i) {
					p[i], p[80-i] = full[i], full[80-i]
					continue
				}
				if p.Clues() <= 60 {
					check(g, p)
				}
			}
		}
	}
	// Killer puzzles, whose levels the grader decides without the singles'
	// shortcut but with the finders' memory.
	for _, level := range []Level{Easy, Medium, Hard, Easy, Medium, Hard} {
		vp, err := GenerateVariant(context.Background(), Killer, level, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		check(vp.Geometry, vp.Givens)
	}
	for _, r := range refVariants(t) {
		check(GeometryOf(r.v), r.p)
	}
	if decided[-1] == 0 || decided[0] == 0 || decided[1] == 0 {
		t.Errorf("the puzzles checked do not meet every answer: %v", decided)
	}
	t.Logf("%d comparisons: %v", checked, decided)
}

// stepsOf returns the grader's steps on p (technique and rating), with the
// finders' memory or without it.
func stepsOf(g *Geometry, p Grid, memo bool) [][2]int {
	l := newVLogic(g, p)
	if memo {
		l.memo = &vMemo{active: -1}
	}
	var out [][2]int
	for l.left > 0 {
		t, tenths, ok := l.step()
		if !ok {
			break
		}
		out = append(out, [2]int{int(t), tenths})
	}
	return out
}

// TestVariantMemoKeepsThePath checks that the finders' memory changes no
// step of the grader's path: the same techniques, rated the same, in the
// same order, on the reference puzzles and on generated Jigsaws and
// Killers.
func TestVariantMemoKeepsThePath(t *testing.T) {
	type tc struct {
		g *Geometry
		p Grid
	}
	var cases []tc
	for _, r := range refVariants(t) {
		cases = append(cases, tc{GeometryOf(r.v), r.p})
	}
	rng := rand.New(rand.NewSource(8))
	for _, v := range []Variant{Jigsaw, Killer} {
		for _, level := range []Level{Medium, Hard, Medium, Hard} {
			vp, err := GenerateVariant(context.Background(), v, level, false, rng)
			if err != nil {
				t.Fatal(err)
			}
			cases = append(cases, tc{vp.Geometry, vp.Givens})
		}
	}
	memoSteps := 0
	for _, c := range cases {
		plain, memo := stepsOf(c.g, c.p, false), stepsOf(c.g, c.p, true)
		if !slices.Equal(plain, memo) {
			t.Fatalf("%v %s: the path with the memory %v, without %v", c.g.Variant, c.p, memo, plain)
		}
		memoSteps += len(memo)
	}
	t.Logf("%d puzzles, %d steps", len(cases), memoSteps)
}
