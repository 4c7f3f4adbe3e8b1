package solver

import (
	"math/rand"
	"os"
	"strings"
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

// TestCompareVariantLevelPlain checks the generator's level decision
// against the grader run to its end, for every level, on puzzles carved
// step by step from full grids of X-Sudoku, Windoku and Jigsaw (from 60
// clues down to minimal puzzles, so every level is met), and on the
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
	data, err := os.ReadFile("testdata/variants-se.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(fields) < 2 {
			continue
		}
		v, err := ParseVariant(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		check(GeometryOf(v), p)
	}
	if decided[-1] == 0 || decided[0] == 0 || decided[1] == 0 {
		t.Errorf("the puzzles checked do not meet every answer: %v", decided)
	}
	t.Logf("%d comparisons: %v", checked, decided)
}
