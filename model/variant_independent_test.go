package model_test

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// The generated puzzles of every variant and level, checked for a single
// solution by a counter of this file's own: plain backtracking over the
// variant's rules as docs/variants.md states them (the rows, columns and
// regions; the two long diagonals of X-Sudoku; the four drawn windows of
// Windoku; a Killer's cages, no digit twice and their sums), built from the
// puzzle's regions and cages alone, never from the solver's houses, peers,
// engines or counters. A generator that trusted a wrong house, or an engine
// that missed a second solution, would be caught here.

// rules are a puzzle's constraints: groups of cells that hold no digit
// twice, and cages with their sums.
type rules struct {
	groups [][]int
	cages  []solver.Cage
	inGrp  [81][]int // the groups of each cell
	inCage [81]int   // the cage of each cell, -1 for none
}

func rulesOf(v solver.Variant, regions [81]uint8, cages []solver.Cage) *rules {
	ru := &rules{cages: cages}
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
		ru.groups = append(ru.groups, row, col, reg)
	}
	switch v {
	case solver.XSudoku:
		var d, a []int
		for i := 0; i < 9; i++ {
			d = append(d, i*9+i)
			a = append(a, i*9+8-i)
		}
		ru.groups = append(ru.groups, d, a)
	case solver.Windoku:
		for _, top := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {5, 5}} {
			var w []int
			for r := top[0]; r < top[0]+3; r++ {
				for k := top[1]; k < top[1]+3; k++ {
					w = append(w, r*9+k)
				}
			}
			ru.groups = append(ru.groups, w)
		}
	}
	for c := range ru.inCage {
		ru.inCage[c] = -1
	}
	for i, g := range ru.groups {
		for _, c := range g {
			ru.inGrp[c] = append(ru.inGrp[c], i)
		}
	}
	for k, cage := range cages {
		for _, c := range cage.Cells {
			ru.inCage[c] = k
		}
	}
	return ru
}

// digitSets[n][s] lists the sets of n different digits 1–9 adding up to
// s, as masks (bit d for digit d).
var digitSets = func() (t [10][46][]int) {
	for set := 0; set < 512; set++ {
		n, s := 0, 0
		for d := 1; d <= 9; d++ {
			if set&(1<<(d-1)) != 0 {
				n++
				s += d
			}
		}
		t[n][s] = append(t[n][s], set<<1)
	}
	return t
}()

// count returns the number of solutions of givens under the rules, stopping
// at limit; nil when the givens already break a rule.
func (ru *rules) count(givens solver.Grid, limit int) int {
	g := givens
	for _, grp := range ru.groups {
		seen := 0
		for _, c := range grp {
			if d := g[c]; d != 0 {
				if seen&(1<<d) != 0 {
					return 0
				}
				seen |= 1 << d
			}
		}
	}
	n := 0
	var search func() bool
	search = func() bool {
		best, bestN, bestMask := -1, 10, 0
		var masks [81]int
		for c := 0; c < 81; c++ {
			if g[c] != 0 {
				continue
			}
			m := ru.allowed(&g, c)
			masks[c] = m
			k := bits.OnesCount(uint(m))
			if k < bestN {
				best, bestN, bestMask = c, k, m
				if k == 0 {
					return false
				}
			}
		}
		// A digit missing from a group with no cell left for it ends this
		// branch; one with a single cell left is tried there alone.
		for _, grp := range ru.groups {
			if bestN == 1 {
				break
			}
			var placed, once, twice int
			for _, c := range grp {
				placed |= 1 << g[c]
				twice |= once & masks[c]
				once |= masks[c]
			}
			if 0x3FE&^placed&^once != 0 {
				return false
			}
			if single := once &^ twice &^ placed; single != 0 {
				d := bits.TrailingZeros(uint(single))
				for _, c := range grp {
					if masks[c]&(1<<d) != 0 {
						best, bestN, bestMask = c, 1, 1<<d
					}
				}
			}
		}
		if best < 0 {
			for _, cage := range ru.cages {
				s := 0
				for _, c := range cage.Cells {
					s += int(g[c])
				}
				if s != cage.Sum {
					return false
				}
			}
			n++
			return n >= limit
		}
		for d := 1; d <= 9; d++ {
			if bestMask&(1<<d) != 0 {
				g[best] = uint8(d)
				if search() {
					return true
				}
			}
		}
		g[best] = 0
		return false
	}
	search()
	return n
}

// allowed is the digits cell c may take: none of its groups' digits and, in
// a cage, a digit of some set of distinct digits, none already in the cage,
// that fills its free cells with the rest of its sum.
func (ru *rules) allowed(g *solver.Grid, c int) int {
	used := 0
	for _, i := range ru.inGrp[c] {
		for _, x := range ru.groups[i] {
			used |= 1 << g[x]
		}
	}
	k := ru.inCage[c]
	if k < 0 {
		return 0x3FE &^ used
	}
	cage := ru.cages[k]
	cageUsed, sum, free := 0, 0, 0
	for _, x := range cage.Cells {
		if g[x] != 0 {
			cageUsed |= 1 << g[x]
			sum += int(g[x])
		} else {
			free++
		}
	}
	// The digits of the sets of free distinct digits, none already in the
	// cage, that make up the rest of its sum.
	rest := cage.Sum - sum
	if rest < 0 || rest > 45 {
		return 0
	}
	fits := 0
	for _, set := range digitSets[free][rest] {
		if set&cageUsed == 0 {
			fits |= set
		}
	}
	return fits &^ used
}

// TestIndependentCounterKnowsTheRules: the counter itself is checked on
// puzzles whose answer is known, so that a counter that found one solution
// everywhere could not pass the generated puzzles.
func TestIndependentCounterKnowsTheRules(t *testing.T) {
	boxes := solver.ClassicGeometry().Regions
	var empty solver.Grid
	// An X-Sudoku whose diagonal givens clash has no solution; the same
	// givens read as classic have many.
	var clash solver.Grid
	clash[0], clash[80] = 5, 5
	if n := rulesOf(solver.XSudoku, boxes, nil).count(clash, 2); n != 0 {
		t.Errorf("X-Sudoku with 5 at r1c1 and r9c9: %d solutions, want 0", n)
	}
	if n := rulesOf(solver.Classic, boxes, nil).count(clash, 2); n != 2 {
		t.Errorf("classic with 5 at r1c1 and r9c9: %d solutions, want 2 (many)", n)
	}
	var win solver.Grid
	win[1*9+1], win[3*9+3] = 7, 7 // r2c2 and r4c4: the first window, not a box
	if n := rulesOf(solver.Windoku, boxes, nil).count(win, 2); n != 0 {
		t.Errorf("Windoku with 7 twice in its first window: %d solutions, want 0", n)
	}
	// A cage of 3 over r1c1 r1c2 with a 2 at r1c1 needs a 1 at r1c2, which
	// the 1 at r1c3 forbids: no solution; without givens, many.
	var kg solver.Grid
	kg[0] = 2
	kg[2] = 1
	if n := rulesOf(solver.Killer, boxes, []solver.Cage{{Cells: []int{0, 1}, Sum: 3}}).count(kg, 2); n != 0 {
		t.Errorf("Killer cage 3 = r1c1 + r1c2 with 2 at r1c1 and 1 at r1c3: %d solutions, want 0", n)
	}
	if n := rulesOf(solver.Killer, boxes, []solver.Cage{{Cells: []int{0, 1}, Sum: 3}}).count(empty, 2); n != 2 {
		t.Errorf("Killer of one cage: %d solutions, want 2 (many)", n)
	}
}

// TestGeneratedVariantsUniqueIndependently counts, with the counter above,
// the solutions of puzzles of every variant at every level: those the
// command line made (testdata/generated: `sudoku generate -variant V -level
// L [-givens] -n 1 -seed S -j 1`, seeds 101 and 7001, named V-L-S.txt; the
// Killers that take the counter more than a few seconds are left out),
// and new ones of each variant from seeds spread apart. Each must have
// exactly one solution, and a new one the solution the generator reports.
func TestGeneratedVariantsUniqueIndependently(t *testing.T) {
	if raceBuild {
		// It starts no goroutine, and the counter takes a minute under
		// the race detector: make test runs it without (unit, NORACE_TESTS).
		t.Skip("runs without the race detector")
	}
	files, err := filepath.Glob(filepath.Join("testdata", "generated", "*.txt"))
	if err != nil || len(files) < 40 {
		t.Fatalf("%d files in testdata/generated (%v)", len(files), err)
	}
	levels := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		vp, err := model.ReadVariant(f, data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		g := vp.Geometry
		if n := rulesOf(g.Variant, g.Regions, g.Cages).count(vp.Givens, 2); n != 1 {
			t.Errorf("%s: %d solutions by the independent counter", f, n)
		}
		name := strings.Split(filepath.Base(f), "-")
		levels[strings.Join(name[:len(name)-1], "-")] = true
	}
	for _, v := range []string{"x", "windoku", "jigsaw", "killer", "killer-givens"} {
		for _, l := range solver.Levels {
			if want := v + "-" + strings.ToLower(l.String()); !levels[want] {
				t.Errorf("no %s puzzle in testdata/generated", want)
			}
		}
	}
	if testing.Short() {
		return
	}
	type kind struct {
		v      solver.Variant
		givens bool
		levels []solver.Level
	}
	all := solver.Levels[:]
	kinds := []kind{
		{solver.XSudoku, false, all},
		{solver.Windoku, false, all},
		{solver.Jigsaw, false, all},
		// The larger cages of the harder Killers take the generator and
		// the counter seconds each: the files above hold those.
		{solver.Killer, false, all[:3]},
		{solver.Killer, true, all},
	}
	for ki, k := range kinds {
		for li, level := range k.levels {
			seed := int64(1 + 7919*ki + 104729*li)
			name := fmt.Sprintf("%v givens=%v %v seed %d", k.v, k.givens, level, seed)
			vp, err := solver.GenerateVariant(context.Background(), k.v, level, k.givens, rand.New(rand.NewSource(seed)))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ru := rulesOf(k.v, vp.Geometry.Regions, vp.Geometry.Cages)
			if n := ru.count(vp.Givens, 2); n != 1 {
				t.Errorf("%s: %d solutions by the independent counter\n%v", name, n, vp.Givens)
				continue
			}
			if n := ru.count(vp.Solution, 2); n != 1 {
				t.Errorf("%s: the reported solution breaks the rules\n%v", name, vp.Solution)
			}
			for c := 0; c < 81; c++ {
				if vp.Givens[c] != 0 && vp.Givens[c] != vp.Solution[c] {
					t.Errorf("%s: the solution changes the given at %s", name, solver.CellName(c))
					break
				}
			}
		}
	}
}
