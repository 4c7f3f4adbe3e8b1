//go:build goexperiment.simd && amd64

package solver

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// vec2Job is one search of the AVX2 form's tests.
type vec2Job struct {
	what  string
	g     Grid
	limit int
}

// vec2Jobs lists the searches TestVecAgrees makes: every grid of
// testdata/search.txt, of the committed excerpts of the shared
// collections, the empty grid with three limits and a digit out of range.
func vec2Jobs(t *testing.T) []vec2Job {
	var jobs []vec2Job
	for _, fx := range readFixtures(t) {
		jobs = append(jobs, vec2Job{"search.txt:" + strconv.Itoa(fx.line), fx.grid, 2})
	}
	var bad Grid
	bad[40] = 10
	jobs = append(jobs, vec2Job{"empty grid", Grid{}, 1}, vec2Job{"empty grid", Grid{}, 2},
		vec2Job{"empty grid", Grid{}, 50}, vec2Job{"digit 10", bad, 2})
	for _, set := range benchSets {
		limit := 2
		if strings.Contains(set.file, "serg") {
			limit = 10
		}
		for i, g := range subsetPuzzles(t, set.file, 0) {
			jobs = append(jobs, vec2Job{set.file + " #" + strconv.Itoa(i+1), g, limit})
		}
	}
	return jobs
}

// TestVec2Agrees checks the vector engine's AVX2 form (vec2_amd64.go)
// against the band engine as TestVecAgrees checks the AVX-512 form: the
// same number of solutions up to the limit, the same solution when the
// grid has one, a completion of the grid when it has several.
func TestVec2Agrees(t *testing.T) {
	if !vec2CPU {
		t.Skip("this CPU lacks AVX2: the AVX2 vector engine does not run")
	}
	jobs := vec2Jobs(t)
	for _, j := range jobs {
		bn, bfirst, _ := bandSolve(&j.g, j.limit, nil)
		vn, vfirst, _ := vec2Solve(&j.g, j.limit)
		if vn != bn {
			t.Fatalf("%s: AVX2 vector engine %d solutions, band engine %d", j.what, vn, bn)
		}
		unique := bn == 1 && j.limit >= 2
		if unique && vfirst != bfirst {
			t.Fatalf("%s: AVX2 vector engine's solution %s, band engine's %s", j.what, vfirst, bfirst)
		}
		if vn > 0 && !unique {
			for i, d := range j.g {
				if d != 0 && vfirst[i] != d {
					t.Fatalf("%s: the AVX2 vector engine's first solution %s changes clue %d", j.what, vfirst, i)
				}
			}
			if err := vfirst.Check(); err != nil || strings.ContainsRune(vfirst.String(), '.') {
				t.Fatalf("%s: the AVX2 vector engine's first solution %s is not a solution (%v)", j.what, vfirst, err)
			}
		}
	}
	t.Logf("%d grids", len(jobs))
}

// TestVec2Clashes checks that clues that clash give no solution, wherever
// the clash is (a row, a column, a box) and whatever the digit.
func TestVec2Clashes(t *testing.T) {
	if !vec2CPU {
		t.Skip("this CPU lacks AVX2")
	}
	tests := []struct {
		what   string
		a, b   int
		digits []uint8
	}{
		{"row", 0, 8, []uint8{1, 5, 9}},
		{"column", 4, 76, []uint8{2, 7}},
		{"box", 30, 50, []uint8{3, 9}},
	}
	for _, tc := range tests {
		for _, d := range tc.digits {
			var g Grid
			g[tc.a], g[tc.b] = d, d
			if n, _, _ := vec2Solve(&g, 2); n != 0 {
				t.Errorf("%s clash of digit %d (cells %d, %d): %d solutions, want 0", tc.what, d, tc.a, tc.b, n)
			}
		}
	}
}

// TestVec2SameAsVec checks that the AVX2 form searches as the AVX-512 form
// does, on a CPU that runs both: on every search of TestVec2Agrees the
// same number of solutions, the same first solution (also when there are
// several) and the same number of guesses.
func TestVec2SameAsVec(t *testing.T) {
	if !vec2CPU || !vecCPU {
		t.Skip("this CPU does not run both forms of the vector engine")
	}
	total := 0
	for _, j := range vec2Jobs(t) {
		n, first, guesses := vecSolve(&j.g, j.limit)
		n2, first2, guesses2 := vec2Solve(&j.g, j.limit)
		if n2 != n || first2 != first || guesses2 != guesses {
			t.Fatalf("%s: AVX2 form %d solutions, first %s, %d guesses; AVX-512 form %d, %s, %d",
				j.what, n2, first2, guesses2, n, first, guesses)
		}
		total += guesses
	}
	t.Logf("%d guesses in all", total)
}

// TestVec2Times measures the AVX2 form beside the band engine, the AVX-512
// form (when the CPU runs it) and tdoku (with the bench table's -tdoku
// flag), as TestVecTimes does: the CPU time of the measuring thread per
// puzzle of a search up to two solutions, the fastest of -vectimes rounds,
// the engines taking turns within each round (docs/performance.md, "The
// vector engine on AVX2").
func TestVec2Times(t *testing.T) {
	if *vecTimes <= 0 {
		t.Skip("the vector engine's figures run only with -vectimes N")
	}
	if !vec2CPU {
		t.Skip("this CPU lacks AVX2")
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	tdoku, _ := tdokuPath()
	type engine struct {
		name  string
		solve func(g *Grid) int
	}
	engines := []engine{
		{"band", func(g *Grid) int { return Search(*g, 2).Stats.Guesses }},
		{"avx2", func(g *Grid) int { _, _, n := vec2Solve(g, 2); return n }},
	}
	if vecCPU {
		engines = append(engines, engine{"avx512", func(g *Grid) int { _, _, n := vecSolve(g, 2); return n }})
	}
	for _, transformed := range []bool{false, true} {
		for _, set := range benchSets {
			if set.tdoku == 0 {
				continue
			}
			all := readCollection(dir, set.file)
			if transformed {
				all = transformSet(all)
			}
			var gs []Grid
			for i := 0; i < len(all); i += max(1, *solveStep) {
				gs = append(gs, all[i])
			}
			best := make([]time.Duration, len(engines))
			guesses := make([]int, len(engines))
			for i := range best {
				best[i] = 1 << 62
			}
			runtime.LockOSThread()
			for r := 0; r < *vecTimes; r++ {
				for e, en := range engines {
					guesses[e] = 0
					start := threadCPU()
					for i := range gs {
						guesses[e] += en.solve(&gs[i])
					}
					best[e] = min(best[e], threadCPU()-start)
				}
			}
			runtime.UnlockOSThread()
			n := float64(len(gs))
			line := fmt.Sprintf("vec2times %-8s transformed=%-5v n=%-6d", set.name, transformed, len(gs))
			for e, en := range engines {
				line += fmt.Sprintf(" %s-µs=%8.2f %s-guesses=%7.2f", en.name, float64(best[e])/1e3/n, en.name, float64(guesses[e])/n)
			}
			line += fmt.Sprintf(" avx2/band=%5.2f", float64(best[1])/float64(best[0]))
			if vecCPU {
				line += fmt.Sprintf(" avx2/avx512=%5.2f", float64(best[1])/float64(best[2]))
			}
			if tdoku != "" {
				res, err := runTdoku(tdoku, gs, solveRound)
				if err != nil {
					t.Fatal(err)
				}
				line += fmt.Sprintf(" tdoku-µs=%8.2f avx2/tdoku=%5.2f tdoku-guesses=%7.2f",
					float64(res.perPuzzle)/1e3, float64(best[1])/n/float64(res.perPuzzle), res.guesses)
			}
			fmt.Println(line)
		}
	}
}
