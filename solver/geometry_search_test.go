package solver

import (
	"math/rand"
	"testing"
)

// bruteHouses lists the houses of a variant as this test reads its rules,
// independently of Geometry: rows, columns, the regions of the layout, the
// diagonals or the windows.
func bruteHouses(v Variant, regions [81]uint8) [][]int {
	var hs [][]int
	for i := 0; i < 9; i++ {
		var row, col, reg []int
		for j := 0; j < 9; j++ {
			row = append(row, i*9+j)
			col = append(col, j*9+i)
		}
		for c := 0; c < 81; c++ {
			if int(regions[c]) == i {
				reg = append(reg, c)
			}
		}
		hs = append(hs, row, col, reg)
	}
	switch v {
	case XSudoku:
		var a, b []int
		for i := 0; i < 9; i++ {
			a, b = append(a, i*9+i), append(b, i*9+8-i)
		}
		hs = append(hs, a, b)
	case Windoku:
		for _, r0 := range []int{1, 5} {
			for _, c0 := range []int{1, 5} {
				var w []int
				for k := 0; k < 9; k++ {
					w = append(w, (r0+k/3)*9+c0+k%3)
				}
				hs = append(hs, w)
			}
		}
	}
	return hs
}

// bruteCount counts the solutions of p up to limit by plain backtracking in
// an order that fills cage after cage, checking every house and each cage's
// sum bounds as it goes: slow, and sharing no code with the engine.
func bruteCount(v Variant, regions [81]uint8, cages []Cage, p Grid, limit int) int {
	hs := bruteHouses(v, regions)
	for _, cage := range cages {
		hs = append(hs, cage.Cells)
	}
	var of [81][]int
	for h, cells := range hs {
		for _, c := range cells {
			of[c] = append(of[c], h)
		}
	}
	cageOf := make(map[int]int)
	for k, cage := range cages {
		for _, c := range cage.Cells {
			cageOf[c] = k
		}
	}
	ok := func(g *Grid, c int) bool {
		for _, h := range of[c] {
			for _, x := range hs[h] {
				if x != c && g[x] == g[c] {
					return false
				}
			}
		}
		if k, in := cageOf[c]; in {
			sum, empty := 0, 0
			for _, x := range cages[k].Cells {
				if g[x] == 0 {
					empty++
				}
				sum += int(g[x])
			}
			// e more distinct digits add at least 1+…+e, at most 9+…+(10-e)
			least, most := empty*(empty+1)/2, empty*(19-empty)/2
			if sum+least > cages[k].Sum || sum+most < cages[k].Sum {
				return false
			}
		}
		return true
	}
	g := p
	for c := 0; c < 81; c++ {
		if g[c] != 0 && !ok(&g, c) {
			return 0
		}
	}
	// Empty cells cage by cage, so that sums close early, then the rest.
	var order []int
	done := map[int]bool{}
	for _, cage := range cages {
		for _, c := range cage.Cells {
			if p[c] == 0 {
				order, done[c] = append(order, c), true
			}
		}
	}
	for c := 0; c < 81; c++ {
		if p[c] == 0 && !done[c] {
			order = append(order, c)
		}
	}
	n := 0
	var rec func(i int)
	rec = func(i int) {
		if i == len(order) {
			n++
			return
		}
		c := order[i]
		for d := uint8(1); d <= 9 && n < limit; d++ {
			g[c] = d
			if ok(&g, c) {
				rec(i + 1)
			}
		}
		g[c] = 0
	}
	rec(0)
	return n
}

// TestGeometryCountAgreesWithBruteForce compares the engine's counts with
// bruteCount on positions of every variant with 30 to 45 empty cells, some
// with a given changed so that they have no solution, some with fewer
// cages or givens so that they have several.
func TestGeometryCountAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(25))
	counts := map[int]int{}
	for trial := 0; trial < 160; trial++ {
		v := Variants[trial%len(Variants)]
		var g *Geometry
		var full Grid
		regions := boxRegions()
		var cages []Cage
		switch v {
		case Jigsaw:
			regions, full = RandomRegions(rng)
			g, _ = JigsawGeometry(regions)
		case Killer:
			full, _ = ClassicGeometry().fill(rng, 0)
			cages = growCages(&full, rng, 2, 5)
			if trial%3 == 0 { // drop cages: more solutions
				cages = cages[:len(cages)/2]
			}
			var err error
			if g, err = KillerGeometry(cages); err != nil {
				t.Fatal(err)
			}
		default:
			g = GeometryOf(v)
			full, _ = g.fill(rng, 0)
		}
		if g.CountSolutions(full, 2) != 1 {
			t.Fatalf("%v: the full grid it filled is not a solution:\n%v", v, full)
		}
		p := full
		empty := 30 + rng.Intn(16)
		if v == Killer {
			empty += 10
		}
		for _, c := range rng.Perm(81)[:empty] {
			p[c] = 0
		}
		if trial%5 == 1 { // a wrong given: usually no solution
			for c := range p {
				if p[c] != 0 {
					p[c] = p[c]%9 + 1
					break
				}
			}
		}
		want := bruteCount(v, regions, cages, p, 2)
		got := g.CountSolutions(p, 2)
		if got != want {
			t.Fatalf("%v trial %d: engine counts %d, brute force %d\n%v", v, trial, got, want, p)
		}
		counts[want]++
	}
	if counts[0] == 0 || counts[1] == 0 || counts[2] == 0 {
		t.Errorf("the cases do not cover 0, 1 and 2 solutions: %v", counts)
	}
}

func TestGeometrySolveUnique(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	full, _ := XGeometry().fill(rng, 0)
	p := full
	for _, c := range rng.Perm(81)[:30] {
		p[c] = 0
	}
	got, err := XGeometry().SolveUnique(p)
	if err != nil || got != full {
		t.Errorf("SolveUnique = %v, %v; want the filled grid", got, err)
	}
	if _, err := XGeometry().SolveUnique(Grid{}); err != ErrSeveralSolutions {
		t.Errorf("empty grid: %v, want ErrSeveralSolutions", err)
	}
}
