package solver

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// engineModes are the choices the tests force (setEngines), with their
// subtests' names.
var engineModes = []struct {
	name string
	mode engineMode
}{
	{"default", engineDefault},
	{"vector", engineVector},
	{"band", engineBand},
	{"scalar", engineScalar},
	{"old-cpu", engineOldCPU},
	{"hand-over", engineHandOver},
}

// withEngines runs f with the engines of mode, and puts back the default.
func withEngines(mode engineMode, f func()) {
	defer setEngines(engineDefault)
	setEngines(mode)
	f()
}

// eachEngine runs f as a subtest under every choice of engines that runs
// different code in this build on this CPU: once in the default build (the
// band engine's scalar path whatever the choice), up to four times with
// GOEXPERIMENT=simd (the default, a vector engine for every kind of work,
// the band engine on its AVX2 path, and on its scalar path, as on a CPU
// without AVX2 or AVX-512, and the band engine handing over to a vector
// engine), and every other vector engine the CPU runs, from the start and
// handed over to.
func eachEngine(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	type key struct {
		vector    [workKinds]*vectorEngine
		after     [workKinds]int
		open      [workKinds]int
		bandPath  bool
		simulated bool
	}
	seen := map[key]bool{}
	for _, m := range engineModes {
		var k key
		withEngines(m.mode, func() { k = key{engines.vector, engines.after, engines.open, useVector, false} })
		if seen[k] {
			continue
		}
		seen[k] = true
		t.Run(m.name, func(t *testing.T) {
			withEngines(m.mode, func() { f(t) })
		})
	}
	// the other vector engines the CPU runs ("vector" took the first)
	first := true
	for i := range vectorEngines {
		e := &vectorEngines[i]
		if !e.cpu {
			continue
		}
		if first {
			first = false
			continue
		}
		t.Run("vector-"+e.name, func(t *testing.T) {
			defer setEngines(engineDefault)
			forceVector(e)
			f(t)
		})
		t.Run("hand-over-"+e.name, func(t *testing.T) {
			defer setEngines(engineDefault)
			setEngines(engineHandOver)
			for k := range engines.vector {
				if engines.vector[k] != nil {
					engines.vector[k] = e
				}
			}
			f(t)
		})
	}
}

// forceVector gives every kind of work to vector engine e, which the CPU
// must run.
func forceVector(e *vectorEngine) {
	setEngines(engineVector)
	for k := range engines.vector {
		engines.vector[k] = e
	}
}

// bandSearch is Search on the band engine, whatever the choice: the tests
// of the band engine's own work (its guesses, its turns) call it.
func bandSearch(g Grid, limit int) SearchResult {
	n, first, st := bandSolve(&g, limit, nil)
	return SearchResult{Solutions: n, First: first, Stats: st}
}

// TestEngineChoice checks that every choice puts the engine it names to
// work: a vector engine only where the build has one and the CPU runs it,
// the band engine's AVX2 path only on a CPU with AVX2, and Engine (the
// line --version prints) naming what runs. Which engine solved shows in
// the statistics: only the band engine counts placements.
func TestEngineChoice(t *testing.T) {
	// 12 cells solved by the band engine's propagation, 23 guesses
	hard, _ := Parse("................12..3.45.........3...1.6.7...5.....4.....1...8...4.......6.2....7")
	vecCPUs := false
	// the vector engine the CPU runs that the choice takes (AVX-512, or
	// AVX2 without it), and the default switch for it (vectorFor)
	firstCPU, use := "", [workKinds]vectorUse{}
	for _, e := range vectorEngines {
		if e.cpu && !vecCPUs {
			firstCPU, use = e.name, vectorFor[e.id]
		}
		vecCPUs = vecCPUs || e.cpu
	}
	for _, m := range engineModes {
		t.Run(m.name, func(t *testing.T) {
			withEngines(m.mode, func() {
				e := Engine()
				solveVec := engines.vector[workSolve] != nil && engines.after[workSolve] == 0
				r := Search(hard, 2)
				if r.Solutions != 1 || (r.Stats.Placements == 0) != solveVec || r.Stats.Guesses == 0 {
					t.Errorf("Search: %d solutions, %+v; vector engine for solving %v", r.Solutions, r.Stats, solveVec)
				}
				for k, v := range engines.vector {
					if v != nil && (!v.cpu || !vecCPUs) {
						t.Errorf("%s on a vector engine the CPU does not run", workNames[k])
					}
				}
				wantVec := map[engineMode]bool{engineVector: vecCPUs, engineHandOver: vecCPUs, engineDefault: vecCPUs && use != [workKinds]vectorUse{}}[m.mode]
				wantHandOver := vecCPUs && (m.mode == engineHandOver || m.mode == engineDefault && use[workSolve] == vectorHandOver)
				rule := fmt.Sprintf(" at the first guess from %d unsolved cells, else after %d guesses, for solving and counting (from the start past %d solutions)",
					handOverOpen, handOverAfter, handOverLimit)
				if handOver := engines.after != [workKinds]int{}; handOver != wantHandOver ||
					handOver != strings.Contains(e, ", then vector engine: AVX") || handOver != strings.HasSuffix(e, rule) {
					t.Errorf("hand-over %v in mode %s; Engine() = %q, want the rule%s", handOver, m.name, e, rule)
				}
				if got := engines.vector != [workKinds]*vectorEngine{}; got != wantVec {
					t.Errorf("a vector engine at work: %v, want %v (Engine: %q)", got, wantVec, e)
				}
				if wantVec != strings.Contains(e, "vector engine: AVX") {
					t.Errorf("Engine() = %q, want the vector engine named: %v", e, wantVec)
				}
				if off := vecCPUs && !wantVec && m.mode != engineOldCPU; off != strings.Contains(e, "vector engine: off ("+firstCPU+" built, and switched off)") {
					t.Errorf("Engine() = %q, want it to say the vector engine is switched off: %v", e, off)
				}
				all := true
				for _, v := range engines.vector {
					all = all && v != nil
				}
				if all != strings.HasPrefix(e, "vector engine: ") || m.mode == engineVector && all != vecCPUs {
					t.Errorf("Engine() = %q: it starts with the vector engine when that does all the work (%v)", e, all)
				}
				wantAVX2 := simdCPU && (m.mode == engineDefault || m.mode == engineVector || m.mode == engineBand || m.mode == engineHandOver)
				if useVector != wantAVX2 || strings.Contains(e, "AVX2 vector path") != wantAVX2 {
					t.Errorf("band engine's AVX2 path taken %v, want %v; Engine() = %q", useVector, wantAVX2, e)
				}
				switch {
				case !simdBuilt:
					if e != "band engine: scalar (built without GOEXPERIMENT=simd)" {
						t.Errorf("default build: Engine() = %q", e)
					}
				case m.mode == engineOldCPU:
					var needs []string
					for _, v := range vectorEngines {
						needs = append(needs, v.needs)
					}
					want := "band engine: scalar (the vector path is built, but this CPU has no AVX2); vector engine: off (this CPU has no " + strings.Join(needs, ", no ") + ")"
					if e != want {
						t.Errorf("a CPU without AVX2 or AVX-512: Engine() = %q, want %q", e, want)
					}
				case m.mode == engineScalar && simdCPU:
					if !strings.HasPrefix(e, "band engine: scalar (the vector path is built, and turned off)") {
						t.Errorf("scalar path forced: Engine() = %q", e)
					}
				}
			})
		})
	}
}

// TestEngineWithoutVectorCPU runs the test binary again as on a CPU with
// neither AVX2 nor AVX-512 (GODEBUG=cpu.all=off hides them from archsimd.X86,
// the only check the engines make): its start-up and every kind of work
// must run, on the band engine's scalar path, and Engine must say why.
func TestEngineWithoutVectorCPU(t *testing.T) {
	if os.Getenv("SUDOKU_TEST_OLD_CPU") == "1" {
		engineOldCPUChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestEngineWithoutVectorCPU$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "SUDOKU_TEST_OLD_CPU=1", "GODEBUG=cpu.all=off")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestEngineWithoutVectorCPU") {
		t.Fatalf("as on a CPU without AVX2 or AVX-512: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// engineOldCPUChild is the child of TestEngineWithoutVectorCPU.
func engineOldCPUChild(t *testing.T) {
	if simdCPU || engines.vector != [workKinds]*vectorEngine{} || useVector {
		t.Fatalf("GODEBUG=cpu.all=off: AVX2 %v, vector engines %v, band vector path %v", simdCPU, engines.vector, useVector)
	}
	e := Engine()
	t.Logf("Engine() = %q", e)
	if simdBuilt && !strings.Contains(e, "this CPU has no AVX2") ||
		len(vectorEngines) > 0 && !strings.Contains(e, "vector engine: off (this CPU has no AVX-512") {
		t.Errorf("Engine() = %q, want it to say what the CPU lacks", e)
	}
	g, _ := Parse(easyPuzzle)
	if _, err := SolveUnique(g); err != nil {
		t.Fatal(err)
	}
	if n := CountSolutions(Grid{}, 50); n != 50 {
		t.Fatalf("CountSolutions of the empty grid up to 50: %d", n)
	}
	p, err := Generate(context.Background(), Hard, rand.New(rand.NewSource(1)))
	if err != nil || CountSolutions(p, 2) != 1 {
		t.Fatalf("Generate: %s, %v", p, err)
	}
}

// searchJob is one search of the engines' agreement tests.
type searchJob struct {
	what  string
	g     Grid
	limit int
}

// searchJobs lists every grid of testdata/search.txt (limit 2) and of the
// committed excerpts of the shared collections (limit 2, sergLimit for
// Serg's puzzles, which have several solutions).
func searchJobs(t *testing.T, sergLimit int) []searchJob {
	var jobs []searchJob
	for _, fx := range readFixtures(t) {
		jobs = append(jobs, searchJob{"search.txt:" + strconv.Itoa(fx.line), fx.grid, 2})
	}
	for _, set := range benchSets {
		limit := 2
		if strings.Contains(set.file, "serg") {
			limit = sergLimit
		}
		for i, g := range subsetPuzzles(t, set.file, 0) {
			jobs = append(jobs, searchJob{set.file + " #" + strconv.Itoa(i+1), g, limit})
		}
	}
	return jobs
}

// TestEnginesAgree checks every engine this build runs against the band
// engine on every grid of testdata/search.txt, band-slow.txt and the
// committed excerpts of the shared collections: the same number of
// solutions, the same solution when there is one, a completion of the
// grid when there are several.
func TestEnginesAgree(t *testing.T) {
	jobs := searchJobs(t, 100)
	for _, sg := range readSlowGrids(t) {
		jobs = append(jobs, searchJob{"band-slow.txt:" + strconv.Itoa(sg.line), sg.grid, 2})
	}
	eachEngine(t, func(t *testing.T) {
		for _, j := range jobs {
			want := bandSearch(j.g, j.limit)
			r := Search(j.g, j.limit)
			if n := CountSolutions(j.g, j.limit); r.Solutions != want.Solutions || n != want.Solutions {
				t.Fatalf("%s: Search %d solutions, CountSolutions %d, the band engine %d", j.what, r.Solutions, n, want.Solutions)
			}
			switch {
			case want.Solutions == 1 && r.First != want.First:
				t.Fatalf("%s: solution %s, the band engine's %s", j.what, r.First, want.First)
			case want.Solutions > 0:
				checkFirst(t, j.what, j.g, r.First)
			case r.First != (Grid{}):
				t.Fatalf("%s: no solution, but First = %s", j.what, r.First)
			}
		}
	})
}

// TestEngineOtherSolution follows carving steps on every engine and checks
// the generator's uniqueness check (uniqueOther: the band engine's
// otherSolution or its vector counterpart) against a plain count.
func TestEngineOtherSolution(t *testing.T) {
	runs := 150
	if testing.Short() {
		runs = 30
	}
	eachEngine(t, func(t *testing.T) {
		var z bandSolver
		carveSteps(t, rand.New(rand.NewSource(3)), runs, false, func(p, full *Grid, i, j int) bool {
			other := uniqueOther(&z, p, full, i, j)
			if want := bandSearch(*p, 2).Solutions > 1; other != want {
				t.Fatalf("%s without %s and %s: the uniqueness check says %v, counting %v", p, CellName(i), CellName(j), other, want)
			}
			return other
		})
	})
}

// TestEngineGeneratesTheSamePuzzles checks that a seed gives the same
// puzzle whatever the engine: the uniqueness checks answer the same, and
// Fill stays on the band engine. A player's seed (sudoku generate -seed)
// must not depend on the CPU.
func TestEngineGeneratesTheSamePuzzles(t *testing.T) {
	type made struct {
		level Level
		seed  int64
	}
	want := map[made]Grid{}
	var x XSudokuWant
	eachEngine(t, func(t *testing.T) {
		for _, level := range []Level{Easy, Medium, Hard, Expert} {
			for seed := int64(1); seed <= 2; seed++ {
				p, err := Generate(context.Background(), level, rand.New(rand.NewSource(seed)))
				if err != nil {
					t.Fatal(err)
				}
				k := made{level, seed}
				if w, ok := want[k]; ok && w != p {
					t.Fatalf("%s, seed %d: %s, another engine made %s", level, seed, p, w)
				}
				want[k] = p
			}
		}
		x.check(t)
	})
}

// XSudokuWant is an X-Sudoku made from one seed, the same on every engine:
// its carving asks the classic uniqueness check first (carveVariant).
type XSudokuWant struct {
	p    Grid
	made bool
}

func (x *XSudokuWant) check(t *testing.T) {
	t.Helper()
	vp, err := GenerateVariant(context.Background(), XSudoku, Medium, false, rand.New(rand.NewSource(5)))
	if err != nil {
		t.Fatal(err)
	}
	if x.made && vp.Givens != x.p {
		t.Fatalf("X-Sudoku, seed 5: %s, another engine made %s", vp.Givens, x.p)
	}
	x.p, x.made = vp.Givens, true
}

// TestEngineHandOver checks the hand-over (handover.go) by what each engine
// did: a puzzle solved by propagation, or after fewer guesses than the
// hand-over allows, stays on the band engine; a hard one goes to the vector
// engine at the point the rule says, at the first guess when the
// propagated puzzle has handOverOpen unsolved cells or more, else after
// handOverAfter guesses, from the band engine's propagated puzzle or, after
// failed first guesses, the later state that still holds every solution
// (handOverStart), with the same answer as the band engine's, on each
// vector engine the CPU runs; a search for more than handOverLimit
// solutions runs on the vector engine from the start. Without a vector
// engine (the default build, or a CPU without one) the hand-over falls back
// on the band engine.
func TestEngineHandOver(t *testing.T) {
	easy, _ := Parse(easyPuzzle)
	// 60 cells unsolved at the first guess
	hard, _ := Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	// 17 clues, 29 cells solved before the first guess (52 unsolved), 23 guesses on the band engine
	seventeen, _ := Parse("................12..3.45.........3...1.6.7...5.....4.....1...8...4.......6.2....7")
	// from the 17-clue collection, 46 unsolved cells at the first guess:
	// 15 guesses on the band engine, and 2
	fifteen, _ := Parse(".................1....23.4......2.3...1.45.....6...7.....71.....4.......23.....8.")
	two, _ := Parse(".................1....23.4.....45.2...6.7.....18.........1....6.2.....9.34.......")
	withEngines(engineHandOver, func() {
		e := engines.vector[workSolve]
		if e == nil {
			if engines.vector != [workKinds]*vectorEngine{} || engines.after != [workKinds]int{} {
				t.Fatalf("no vector engine runs here, but the hand-over chose %+v", engines)
			}
			if r := Search(hard, 2); r.Solutions != 1 || r.Stats.Placements == 0 {
				t.Fatalf("hand-over without a vector engine: %d solutions, %+v, want the band engine's", r.Solutions, r.Stats)
			}
			return
		}
		if engines.vector[workCarve] != nil || engines.after[workSolve] != handOverAfter || engines.after[workCount] != handOverAfter ||
			engines.open[workSolve] != handOverOpen || engines.open[workCount] != handOverOpen {
			t.Fatalf("hand-over engines %+v: want solving and counting after %d guesses or at once from %d unsolved cells, the uniqueness checks on the band engine",
				engines, handOverAfter, handOverOpen)
		}
		const never = 82 // more unsolved cells than a grid has: never at once
		for _, tt := range []struct {
			name    string
			g       Grid
			k, open int
			guesses int // the band engine's before the hand-over; -1: none
		}{
			{"singles only", easy, 1, 1, -1},
			{"hard, 1 guess", hard, 1, never, 1},
			{"hard, after as many guesses as the band engine needs", hard, bandSearch(hard, 2).Stats.Guesses + 1, never, -1},
			{"hard, 3 guesses", hard, 3, never, 3},
			{"hard, at once from 60 unsolved cells", hard, 3, 60, 0},
			{"hard, not at once from 61", hard, 3, 61, 3},
			{"hard, default", hard, handOverAfter, handOverOpen, 0},
			{"17 clues, default", seventeen, handOverAfter, handOverOpen, 0},
			{"15 guesses, default", fifteen, handOverAfter, handOverOpen, handOverAfter},
			{"2 guesses, default", two, handOverAfter, handOverOpen, -1},
		} {
			want := bandSearch(tt.g, 2)
			n, first, st, handed := handOverSolve(e.id, &tt.g, 2, tt.k, tt.open)
			if handed != (tt.guesses >= 0) || n != want.Solutions || first != want.First {
				t.Errorf("%s: handed over %v (want %v), %d solutions %s, the band engine's %d %s", tt.name, handed, tt.guesses >= 0, n, first, want.Solutions, want.First)
				continue
			}
			if !handed {
				if st != want.Stats {
					t.Errorf("%s: %+v, want the band engine's %+v", tt.name, st, want.Stats)
				}
				continue
			}
			// the band engine's search up to the expected hand-over, and the
			// vector engine's from there: their work is the hand-over's
			var z bandSolver
			z.limit = 2
			z.load(&tt.g)
			z.search() // budget 0: up to the first guess
			root := z.s
			if tt.guesses > 0 {
				z.budget = tt.guesses
				z.search()
			}
			p := handOverStart(&z, &root)
			_, _, vg := vectorSolve(e.id, &p, 2)
			if st.Guesses != tt.guesses+vg || st.Placements != z.stats.Placements {
				t.Errorf("%s: %+v, want the band engine's %d placements and %d guesses, then the vector engine's %d guesses",
					tt.name, st, z.stats.Placements, tt.guesses, vg)
			}
		}
		// the propagated puzzle the vector engine starts from: the clues and more
		var z bandSolver
		z.limit = 2
		z.load(&seventeen)
		z.search() // budget 0: up to the first guess
		p := z.s.placed()
		sol := want(t, seventeen)
		for i := range p {
			if seventeen[i] != 0 && p[i] != seventeen[i] || p[i] != 0 && p[i] != sol[i] {
				t.Fatalf("propagated puzzle %s: not the clues of %s completed towards its solution", p, seventeen)
			}
		}
		if p.Clues() != 29 {
			t.Errorf("propagated puzzle %s: %d clues, want the 29 cells propagation solves", p, p.Clues())
		}
		// completes says whether sol is a solution keeping g's clues
		completes := func(g, sol Grid) bool {
			for i, d := range g {
				if d != 0 && sol[i] != d {
					return false
				}
			}
			return sol.Check() == nil && sol.Clues() == 81
		}
		// the start handed over after failed first guesses: the state at the
		// first guess still pending, or the top again; after a solution
		// found in a branch left behind, the propagated puzzle
		for _, tt := range []struct {
			name, puzzle string
			k            int
			sp           int // the band engine's guesses pending at the hand-over
			root, start  int // the clues of the propagated puzzle and of the start
		}{
			{"top1465 #21, back at the top", "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..", 3, 0, 24, 25},
			{"top1465 #30, in the second first guess", "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......", 3, 1, 19, 20},
			{"two solutions, the first found", "7.8...3.....2.1.............4.....263...8.......1...9..9.6....4....7.5...........", 6, 5, 18, 18},
		} {
			g, err := Parse(tt.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			var z bandSolver
			z.limit = 2
			z.load(&g)
			z.search() // budget 0
			root := z.s
			z.budget = tt.k
			if z.search() || z.sp != tt.sp {
				t.Fatalf("%s: the band engine ended or has %d guesses pending after %d, want %d pending", tt.name, z.sp, tt.k, tt.sp)
			}
			p, r := handOverStart(&z, &root), root.placed()
			if r.Clues() != tt.root || p.Clues() != tt.start {
				t.Errorf("%s: start %s (%d clues) from the propagated puzzle %s (%d), want %d and %d", tt.name, p, p.Clues(), r, r.Clues(), tt.start, tt.root)
			}
			band := bandSearch(g, 2)
			for i := range p {
				if r[i] != 0 && p[i] != r[i] || band.Solutions == 1 && p[i] != 0 && p[i] != band.First[i] {
					t.Fatalf("%s: start %s: not the propagated puzzle %s completed towards the solution", tt.name, p, r)
				}
			}
			for i := range vectorEngines {
				if e := &vectorEngines[i]; e.cpu {
					n, first, _, handed := handOverSolve(e.id, &g, 2, tt.k, never)
					if !handed || n != band.Solutions || band.Solutions == 1 && first != band.First ||
						band.Solutions > 1 && !completes(g, first) {
						t.Errorf("%s on %s: handed over %v, %d solutions %s, the band engine's %d %s", tt.name, e.name, handed, n, first, band.Solutions, band.First)
					}
				}
			}
		}
		// more than handOverLimit solutions: the vector engine from the start
		n, _, st := search(&Grid{}, handOverLimit+1, workCount)
		if n != handOverLimit+1 || st.Placements != 0 || st.Guesses == 0 {
			t.Errorf("counting the empty grid to %d: %d, %+v, want the vector engine's count", handOverLimit+1, n, st)
		}
	})
}

// want is the only solution of g, on the band engine.
func want(t *testing.T, g Grid) Grid {
	t.Helper()
	r := bandSearch(g, 2)
	if r.Solutions != 1 {
		t.Fatalf("%s: %d solutions, want 1", g, r.Solutions)
	}
	return r.First
}
