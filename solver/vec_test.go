//go:build goexperiment.simd && amd64

package solver

import (
	"flag"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestVecAgrees checks the vector engine (vec_amd64.go) against the band
// engine: on every grid of testdata/search.txt, of the committed excerpts
// of the shared collections, and on the empty grid, the same number of
// solutions up to the limit and, when the grid has one, the same solution;
// when it has several, the vector engine's first is a completion of the
// grid (the two engines search in different orders).
func TestVecAgrees(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	vecCheckAgrees(t, "vector engine", vecSolve)
}

// vecJobs lists the searches TestVecAgrees and TestVec2Agrees make:
// searchJobs (Serg's puzzles up to 10 solutions), the empty grid with three
// limits (the search must stop at the limit) and a digit out of range (no
// solution).
func vecJobs(t *testing.T) []searchJob {
	var bad Grid
	bad[40] = 10
	return append(searchJobs(t, 10), searchJob{"empty grid", Grid{}, 1}, searchJob{"empty grid", Grid{}, 2},
		searchJob{"empty grid", Grid{}, 50}, searchJob{"digit 10", bad, 2})
}

// vecCheckAgrees runs solve, a vector engine called name, on vecJobs and
// checks it against the band engine: the same number of solutions up to
// the limit, the same solution when the grid has one, a completion of the
// grid when it has several.
func vecCheckAgrees(t *testing.T, name string, solve func(g *Grid, limit int) (int, Grid, int)) {
	t.Helper()
	jobs := vecJobs(t)
	for _, j := range jobs {
		bn, bfirst, _ := bandSolve(&j.g, j.limit, nil)
		vn, vfirst, _ := solve(&j.g, j.limit)
		if vn != bn {
			t.Fatalf("%s: %s %d solutions, band engine %d", j.what, name, vn, bn)
		}
		unique := bn == 1 && j.limit >= 2
		if unique && vfirst != bfirst {
			t.Fatalf("%s: %s's solution %s, band engine's %s", j.what, name, vfirst, bfirst)
		}
		if vn > 0 && !unique {
			for i, d := range j.g {
				if d != 0 && vfirst[i] != d {
					t.Fatalf("%s: the %s's first solution %s changes clue %d", j.what, name, vfirst, i)
				}
			}
			if err := vfirst.Check(); err != nil || strings.ContainsRune(vfirst.String(), '.') {
				t.Fatalf("%s: the %s's first solution %s is not a solution (%v)", j.what, name, vfirst, err)
			}
		}
	}
	t.Logf("%d grids", len(jobs))
}

var vecTimes = flag.Int("vectimes", 0, "run TestVecTimes: rounds over each collection, the band and vector engines in turns (the fastest counts)")

// TestVecTimes measures the vector engine beside the band engine (and
// tdoku, with the bench table's -tdoku flag) as TestSolveTimes does: the
// CPU time per puzzle of a search up to two solutions, the fastest of the
// rounds, the two engines alternating round by round (docs/performance.md,
// "A vector engine of tdoku's kind").
func TestVecTimes(t *testing.T) {
	dir := vecTimesDir(t)
	tdoku, _ := tdokuPath()
	vecTimesSets(dir, func(set benchSet, transformed bool, gs []Grid) {
		best, guesses, _ := vecMeasure(vecEngines, gs, 2)
		bandBest, vecBest := best[0], best[1]
		bandGuesses, vecGuesses := guesses[0], guesses[1]
		n := float64(len(gs))
		line := fmt.Sprintf("vectimes %-8s transformed=%-5v n=%-6d band-µs=%8.2f vec-µs=%8.2f vec/band=%5.2f band-guesses=%7.2f vec-guesses=%7.2f",
			set.name, transformed, len(gs), float64(bandBest)/1e3/n, float64(vecBest)/1e3/n,
			float64(vecBest)/float64(bandBest), float64(bandGuesses)/n, float64(vecGuesses)/n)
		line += vecTdokuTail(t, tdoku, gs, vecBest, "vec")
		fmt.Println(line)
	})
}

// vecEngine is one engine of the vector engines' measures: it searches g
// up to limit solutions and gives their number and its guesses.
type vecEngine struct {
	name  string
	solve func(g *Grid, limit int) (int, int)
}

// vecBandEngine is the band engine as the measures run it: bandSolve,
// whichever engine Search takes.
var vecBandEngine = vecEngine{"band", func(g *Grid, limit int) (int, int) {
	n, _, st := bandSolve(g, limit, nil)
	return n, st.Guesses
}}

// vecEngines lists the band engine and the AVX-512 form.
var vecEngines = []vecEngine{vecBandEngine, {"vec", func(g *Grid, limit int) (int, int) {
	n, _, guesses := vecSolve(g, limit)
	return n, guesses
}}}

// vecMeasure runs the engines over gs in turns, -vectimes rounds, and
// gives each one's fastest round (CPU time of the measuring thread), its
// guesses and its solutions.
func vecMeasure(engines []vecEngine, gs []Grid, limit int) (best []time.Duration, guesses, solutions []int) {
	best = make([]time.Duration, len(engines))
	guesses = make([]int, len(engines))
	solutions = make([]int, len(engines))
	for i := range best {
		best[i] = 1 << 62
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for r := 0; r < *vecTimes; r++ {
		for e, en := range engines {
			guesses[e], solutions[e] = 0, 0
			start := threadCPU()
			for i := range gs {
				n, g := en.solve(&gs[i], limit)
				solutions[e] += n
				guesses[e] += g
			}
			best[e] = min(best[e], threadCPU()-start)
		}
	}
	return best, guesses, solutions
}

// vecTimesSets calls f on every collection the bench table runs tdoku on,
// as it is and relabelled and permuted, every -solvestep-th puzzle.
func vecTimesSets(dir string, f func(set benchSet, transformed bool, gs []Grid)) {
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
			f(set, transformed, gs)
		}
	}
}

// vecTdokuTail runs tdoku (when -tdoku names it) on gs and gives the end of
// a measure's line: tdoku's time per puzzle, the ratio to it of engine
// name's time on gs (best), tdoku's guesses per puzzle.
func vecTdokuTail(t *testing.T, tdoku string, gs []Grid, best time.Duration, name string) string {
	t.Helper()
	if tdoku == "" {
		return ""
	}
	res, err := runTdoku(tdoku, gs, solveRound)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf(" tdoku-µs=%8.2f %s/tdoku=%5.2f tdoku-guesses=%7.2f",
		float64(res.perPuzzle)/1e3, name, float64(best)/float64(len(gs))/float64(res.perPuzzle), res.guesses)
}

// vecTimesDir skips the vector engine's measures unless -vectimes asks
// for them on a CPU that runs the engine with the shared data at hand, and
// returns the data's folder.
func vecTimesDir(t *testing.T) string {
	return vecTimesDirFor(t, vecCPU, "AVX-512 BW/VL/BITALG")
}

// vecTimesDirFor is vecTimesDir for a form of the engine that runs when
// cpu is true, on a CPU with the instructions needs names.
func vecTimesDirFor(t *testing.T, cpu bool, needs string) string {
	if *vecTimes <= 0 {
		t.Skip("the vector engine's figures run only with -vectimes N")
	}
	if !cpu {
		t.Skipf("this CPU lacks %s", needs)
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	return dir
}

// TestVecCountTimes is TestVecTimes for counting: up to 100 solutions of
// 1,000 of Serg's puzzles (the bench table's counting row).
func TestVecCountTimes(t *testing.T) {
	dir := vecTimesDir(t)
	gs := spread(readCollection(dir, "puzzles7_serg_benchmark.txt"), 1000)
	best, _, solutions := vecMeasure(vecEngines, gs, countLimit)
	if solutions[1] != solutions[0] {
		t.Fatalf("band engine %d solutions in all, vector engine %d", solutions[0], solutions[1])
	}
	bandBest, vecBest := best[0], best[1]
	n := float64(len(gs))
	fmt.Printf("vectimes count    n=%-6d band-µs=%8.2f vec-µs=%8.2f vec/band=%5.2f\n",
		len(gs), float64(bandBest)/1e3/n, float64(vecBest)/1e3/n, float64(vecBest)/float64(bandBest))
}

// TestVecSolverDirect runs the engine as a caller outside vecSolve does
// (vecLoad, boxRestrict and count on a zero vecSolver, one solver after
// another on the same goroutine): the same counts and solutions as
// vecSolve on every grid of testdata/search.txt, the stack given back
// after the search or a contradiction, and a cell of a unique puzzle kept
// to its digit or to the others.
func TestVecSolverDirect(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	for _, fx := range readFixtures(t) {
		wantN, want, wantGuesses := vecSolve(&fx.grid, 2)
		var vs vecSolver
		vs.limit = 2
		var st vecState
		if vecLoad(&vs, &st, &fx.grid) {
			if vs.stk == nil {
				t.Fatalf("search.txt:%d: the solver has no stack after loading", fx.line)
			}
			vs.count(&st)
		}
		if vs.stk != nil {
			t.Fatalf("search.txt:%d: the solver kept its stack after the search or a clash", fx.line)
		}
		if vs.n != wantN || vs.guesses != wantGuesses {
			t.Fatalf("search.txt:%d: %d solutions in %d guesses, vecSolve %d in %d", fx.line, vs.n, vs.guesses, wantN, wantGuesses)
		}
		if vs.n > 0 {
			var got Grid
			vecAnswerForTest(&vs.first, &got)
			if got != want {
				t.Fatalf("search.txt:%d: first solution %s, vecSolve's %s", fx.line, got, want)
			}
		}
		if wantN != 1 {
			continue
		}
		// a unique solution: an empty cell kept to its digit leaves that
		// solution, the other digits none (boxRestrict, as a caller
		// restricting one cell uses it)
		cell := strings.IndexByte(fx.grid.String(), '.')
		if cell < 0 {
			continue
		}
		for _, keep := range []bool{true, false} {
			mask := uint16(1) << (want[cell] - 1)
			if !keep {
				mask = vecAll &^ mask
			}
			cand := [16]uint16{0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
				0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff}
			r, c := cell/9, cell%9
			cand[r%3*4+c%3] = mask
			var vs vecSolver
			vs.limit = 2
			var st vecState
			if vecLoad(&vs, &st, &fx.grid) && vs.boxRestrict(&st, r/3*3+c/3, &cand, keep) {
				vs.count(&st)
			}
			if vs.stk != nil {
				t.Fatalf("search.txt:%d: cell %d kept to %09b: the solver kept its stack", fx.line, cell, mask)
			}
			if keep && vs.n != 1 || !keep && vs.n != 0 {
				t.Fatalf("search.txt:%d: cell %d kept to %09b: %d solutions", fx.line, cell, mask, vs.n)
			}
			if keep {
				var got Grid
				vecAnswerForTest(&vs.first, &got)
				if got != want {
					t.Fatalf("search.txt:%d: cell %d kept to its digit: solution %s, not %s", fx.line, cell, got, want)
				}
			}
		}
	}
}

// vecAnswerForTest reads a solved state's grid cell by cell, the plain
// way, for comparing with vecSolve's answer.
func vecAnswerForTest(s *vecState, g *Grid) {
	for cell := range g {
		r, c := cell/9, cell%9
		x := s.boxes[r/3*3+c/3][r%3*4+c%3]
		for d := 1; d <= 9; d++ {
			if x == 1<<(d-1) {
				g[cell] = uint8(d)
			}
		}
	}
}

// FuzzVec checks the vector engine against the band engine on any grid of
// 17 clues or more (vecFuzz).
func FuzzVec(f *testing.F) {
	vecFuzz(f, "vector engine", vecCPU, vecSolve)
}

// vecFuzz checks solve, a vector engine called name that runs when cpu is
// true, against the band engine on any grid of 17 clues or more (sparser
// ones without a solution can take either engine a long time): the same
// number of solutions up to two, the same solution when there is one, a
// completion of the grid when there are two.
func vecFuzz(f *testing.F, name string, cpu bool, solve func(g *Grid, limit int) (int, Grid, int)) {
	f.Add(easyPuzzle)
	f.Add("000000000007200000000010200010000000000002100000100020000701092000920710000000000")
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	f.Add("8.........95.......76.........426798...571243...893165......916....3.487....1.532")
	f.Add("88........95.......76.........426798...571243...893165......916....3.487....1.532")
	f.Add("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	f.Fuzz(func(t *testing.T, s string) {
		if !cpu {
			t.Skipf("this CPU does not run the %s", name)
		}
		g, err := Parse(s)
		if err != nil || g.Clues() < 17 {
			return
		}
		want, wantFirst, _ := bandSolve(&g, 2, nil)
		n, first, _ := solve(&g, 2)
		if n != want {
			t.Fatalf("%s: %s %d solutions, band engine %d", g, name, n, want)
		}
		if n == 1 && first != wantFirst {
			t.Fatalf("%s: %s's solution %s, band engine's %s", g, name, first, wantFirst)
		}
		if n > 0 {
			checkFirst(t, g.String(), g, first)
		}
	})
}

// TestVecDoesNotAllocate checks that a search of the vector engine
// allocates nothing once its pool holds a stack, through vecSolve or as a
// caller keeping a cell to a digit first.
func TestVecDoesNotAllocate(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	gs := subsetPuzzles(t, "puzzles5_forum_hardest_1905_11+.txt", 20)
	vecSolve(&gs[0], 2)
	for i := range gs {
		if n := testing.AllocsPerRun(10, func() { vecSolve(&gs[i], 2) }); n != 0 {
			t.Fatalf("puzzle %d of the excerpt: %.1f allocations a search", i+1, n)
		}
		// as a caller outside vecSolve: a cell kept to some digits, then a
		// search or a contradiction
		direct := func() {
			var vs vecSolver
			vs.limit = 1
			var st vecState
			cand := [16]uint16{0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
				0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff}
			cand[0] = 1 << (i % 9)
			if vecLoad(&vs, &st, &gs[i]) && vs.boxRestrict(&st, 0, &cand, false) {
				vs.count(&st)
			}
		}
		if n := testing.AllocsPerRun(10, direct); n != 0 {
			t.Fatalf("puzzle %d of the excerpt: %.1f allocations a search through boxRestrict", i+1, n)
		}
	}
}
