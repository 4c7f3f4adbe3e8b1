package solver

import (
	"context"
	"math/rand"
	"testing"
)

// TestGenerateVariantUniqueAndLevelled generates puzzles of every variant at
// every level offered (but Killer Master) and checks, with the brute-force counter of the
// engine's test, that each has exactly one solution, that it is the one
// reported, that the grader gives the level asked for, and the variant's
// own rules: symmetric givens where carved, no givens for the classic
// Killer, cages holding no digit twice.
func TestGenerateVariantUniqueAndLevelled(t *testing.T) {
	rng := rand.New(rand.NewSource(2025))
	for _, v := range []Variant{XSudoku, Windoku, Jigsaw, Killer} {
		for _, level := range Levels {
			if v == Killer && level >= Expert {
				continue // its large cages take the brute-force counter tens of seconds
			}
			vp, err := GenerateVariant(context.Background(), v, level, false, rng)
			if err != nil {
				t.Fatalf("%v %v: %v", v, level, err)
			}
			g := vp.Geometry
			if g.Variant != v {
				t.Fatalf("%v %v: geometry of %v", v, level, g.Variant)
			}
			if n := bruteCount(v, g.Regions, g.Cages, vp.Givens, 2); n != 1 {
				t.Errorf("%v %v: %d solutions by brute force\n%v", v, level, n, vp.Givens)
			}
			if got, err := g.SolveUnique(vp.Givens); err != nil || got != vp.Solution {
				t.Errorf("%v %v: SolveUnique = %v, %v", v, level, got, err)
			}
			if gr := GradeVariant(g, vp.Givens); gr.Level != level {
				t.Errorf("%v %v: grades %v (%.1f)", v, level, gr.Level, gr.Rating)
			}
			for c := 0; c < 81; c++ {
				if v != Killer && (vp.Givens[c] == 0) != (vp.Givens[80-c] == 0) {
					t.Errorf("%v %v: givens not centrally symmetric at %s", v, level, CellName(c))
					break
				}
				if v == Killer && vp.Givens[c] != 0 {
					t.Errorf("%v %v: a given at %s", v, level, CellName(c))
					break
				}
			}
			for k, cage := range g.Cages {
				var seen Mask
				sum := 0
				for _, c := range cage.Cells {
					d := vp.Solution[c]
					if seen.Has(d) {
						t.Errorf("%v %v: cage %d holds %d twice", v, level, k+1, d)
					}
					seen |= 1 << d
					sum += int(d)
				}
				if sum != cage.Sum {
					t.Errorf("%v %v: cage %d sums to %d in the solution, says %d", v, level, k+1, sum, cage.Sum)
				}
			}
		}
	}
}

// TestKillerWithGivens checks the Killer with givens: unique, symmetric.
func TestKillerWithGivens(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	vp, err := GenerateVariant(context.Background(), Killer, Medium, true, rng)
	if err != nil {
		t.Fatal(err)
	}
	if n := vp.Geometry.CountSolutions(vp.Givens, 2); n != 1 {
		t.Fatalf("%d solutions", n)
	}
	for c := 0; c < 81; c++ {
		if (vp.Givens[c] == 0) != (vp.Givens[80-c] == 0) {
			t.Fatalf("givens not symmetric at %s", CellName(c))
		}
	}
}

func TestRandomRegionsVaried(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	seen := map[[81]uint8]bool{}
	for i := 0; i < 20; i++ {
		r, full := RandomRegions(rng)
		g, err := JigsawGeometry(r)
		if err != nil {
			t.Fatal(err)
		}
		if degenerateRegions(&r) {
			t.Errorf("layout %d is degenerate", i)
		}
		if g.CountSolutions(full, 2) != 1 {
			t.Errorf("layout %d: its filled grid is not a solution", i)
		}
		seen[r] = true
	}
	if len(seen) < 20 {
		t.Errorf("20 layouts drawn, %d different", len(seen))
	}
}

// TestMergeKeepsUnique compares the generator's shortcut with counting the
// merged puzzle: when it is sure, a merge it calls unique must be unique,
// and one it refuses must have a second solution, but for merges it may
// refuse the safe way (see mergeKeepsUnique), which must stay rare.
func TestMergeKeepsUnique(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	n, refusedWrongly, unsure := 0, 0, 0
	for n < 300 {
		full := Fill(rng)
		g, err := KillerGeometry(growCages(&full, rng, 1, 3))
		if err != nil {
			t.Fatal(err)
		}
		var p Grid
		if g.CountSolutions(p, 2) != 1 {
			continue
		}
		for _, pr := range mergeable(g.Cages, &full, 6, rng)[:3] {
			n++
			unique, sure := mergeKeepsUnique(g, &p, pr[0], pr[1])
			merged, err := KillerGeometry(mergeCages(g.Cages, pr[0], pr[1], &full))
			if err != nil {
				t.Fatal(err)
			}
			really := merged.CountSolutions(p, 2) == 1
			switch {
			case !sure:
				unsure++
			case unique && !really:
				t.Fatalf("merge of cages %d and %d called unique, but the merged puzzle has two solutions", pr[0]+1, pr[1]+1)
			case !unique && really:
				refusedWrongly++
			}
		}
	}
	if refusedWrongly > n/20 {
		t.Errorf("%d of %d unique merges refused", refusedWrongly, n)
	}
	t.Logf("%d merges: %d refused though unique, %d left to counting", n, refusedWrongly, unsure)
}

// TestFillHouses checks the generator's grids of X-Sudoku and Windoku: each
// is a solution of the geometry, and the grids differ (the digit of each
// cell is drawn: over 200 grids every digit is met in every cell).
func TestFillHouses(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, v := range []Variant{XSudoku, Windoku} {
		g := GeometryOf(v)
		var seen [81]Mask
		for k := 0; k < 200; k++ {
			full := fillHouses(g, rng)
			if err := g.Check(full); err != nil || full.Clues() != 81 {
				t.Fatalf("%v: %s is not a full grid of the geometry", v, full)
			}
			for c, d := range full {
				seen[c] |= 1 << d
			}
		}
		for c, m := range seen {
			if m != AllDigits {
				t.Errorf("%v: cell %d only ever held %v", v, c, m)
			}
		}
	}
}

// TestHSearchAgrees checks the carving's check on geometries without cages
// against the general engine's: on carvings of X-Sudoku, Windoku and Jigsaw
// grids down to minimal puzzles, both say the same of every pair emptied
// (and both kinds of answer are met).
func TestHSearchAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	answers := map[bool]int{}
	for _, v := range []Variant{XSudoku, Windoku, Jigsaw} {
		for k := 0; k < 10; k++ {
			var g *Geometry
			var full Grid
			if v == Jigsaw {
				var regions [81]uint8
				regions, full = RandomRegions(rng)
				g, _ = JigsawGeometry(regions)
			} else {
				g = GeometryOf(v)
				full = fillHouses(g, rng)
			}
			s, h := newGSearch(g), newHSearch(g)
			p := full
			for _, i := range rng.Perm(41) {
				j := 80 - i
				p[i], p[j] = 0, 0
				want := s.otherSolution(&p, &full, i, j)
				if got := h.otherSolution(&p, &full, i, j); got != want {
					t.Fatalf("%v %s, cells %d and %d emptied: another solution %v, the general engine says %v", v, p, i, j, got, want)
				}
				answers[want]++
				if want {
					p[i], p[j] = full[i], full[j]
				}
			}
		}
	}
	if answers[true] == 0 || answers[false] == 0 {
		t.Errorf("one answer never met: %v", answers)
	}
}

// otherSolution reports whether p has a solution other than full that
// differs from it in cell i or cell j (p is unique before they were
// emptied), with the general engine: the reference for hSearch.
func (s *gSearch) otherSolution(p, full *Grid, i, j int) bool {
	var st gState
	for _, first := range [2]bool{true, false} {
		if !first && i == j {
			break
		}
		s.limit, s.found, s.nodes, s.maxNode, s.aborted = 1, 0, 0, 0, false
		s.start(p, &st)
		if first {
			st.cand[i] = AllDigits &^ (1 << full[i])
			s.touch(&st, i)
		} else {
			st.cand[i] = 1 << full[i]
			st.cand[j] = AllDigits &^ (1 << full[j])
			s.touch(&st, i)
			s.touch(&st, j)
		}
		s.search(&st)
		if s.found > 0 {
			return true
		}
	}
	return false
}
