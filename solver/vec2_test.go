//go:build goexperiment.simd && amd64

package solver

import (
	"debug/elf"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestVec2Agrees checks the vector engine's AVX2 form (vec2_amd64.go)
// against the band engine as TestVecAgrees checks the AVX-512 form.
func TestVec2Agrees(t *testing.T) {
	if !vec2CPU {
		t.Skip("this CPU lacks AVX2: the AVX2 vector engine does not run")
	}
	vecCheckAgrees(t, "AVX2 vector engine", vec2Solve)
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
	for _, j := range vecJobs(t) {
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

// vec2Engines lists the band engine, the AVX2 form and, when the CPU runs
// it, the AVX-512 form.
func vec2Engines() []vecEngine {
	engines := []vecEngine{vecBandEngine,
		{"avx2", func(g *Grid, limit int) (int, int) { n, _, guesses := vec2Solve(g, limit); return n, guesses }}}
	if vecCPU {
		engines = append(engines, vecEngine{"avx512", func(g *Grid, limit int) (int, int) {
			n, _, guesses := vecSolve(g, limit)
			return n, guesses
		}})
	}
	return engines
}

// TestVec2Times measures the AVX2 form beside the band engine, the AVX-512
// form (when the CPU runs it) and tdoku (with the bench table's -tdoku
// flag), as TestVecTimes does: the CPU time of the measuring thread per
// puzzle of a search up to two solutions, the fastest of -vectimes rounds,
// the engines taking turns within each round (docs/performance.md, "The
// vector engine on AVX2"). The band engine runs as bandSolve, whichever
// engine Search takes.
func TestVec2Times(t *testing.T) {
	dir := vecTimesDirFor(t, vec2CPU, "AVX2")
	tdoku, _ := tdokuPath()
	engines := vec2Engines()
	vecTimesSets(dir, func(set benchSet, transformed bool, gs []Grid) {
		best, guesses, _ := vecMeasure(engines, gs, 2)
		n := float64(len(gs))
		line := fmt.Sprintf("vec2times %-8s transformed=%-5v n=%-6d", set.name, transformed, len(gs))
		for e, en := range engines {
			line += fmt.Sprintf(" %s-µs=%8.2f %s-guesses=%7.2f", en.name, float64(best[e])/1e3/n, en.name, float64(guesses[e])/n)
		}
		line += fmt.Sprintf(" avx2/band=%5.2f", float64(best[1])/float64(best[0]))
		if vecCPU {
			line += fmt.Sprintf(" avx2/avx512=%5.2f", float64(best[1])/float64(best[2]))
		}
		line += vecTdokuTail(t, tdoku, gs, best[1], "avx2")
		fmt.Println(line)
	})
}

// TestVec2CountTimes is TestVec2Times for counting, as TestVecCountTimes:
// up to 100 solutions of 1,000 of Serg's puzzles (the bench table's
// counting row); the engines must count the same solutions.
func TestVec2CountTimes(t *testing.T) {
	dir := vecTimesDirFor(t, vec2CPU, "AVX2")
	gs := spread(readCollection(dir, "puzzles7_serg_benchmark.txt"), 1000)
	engines := vec2Engines()
	best, _, solutions := vecMeasure(engines, gs, countLimit)
	n := float64(len(gs))
	line := fmt.Sprintf("vec2times count    n=%-6d", len(gs))
	for e, en := range engines {
		if solutions[e] != solutions[0] {
			t.Fatalf("%s engine %d solutions in all, band engine %d", en.name, solutions[e], solutions[0])
		}
		line += fmt.Sprintf(" %s-µs=%8.2f", en.name, float64(best[e])/1e3/n)
	}
	line += fmt.Sprintf(" avx2/band=%5.2f", float64(best[1])/float64(best[0]))
	if vecCPU {
		line += fmt.Sprintf(" avx2/avx512=%5.2f", float64(best[1])/float64(best[2]))
	}
	fmt.Println(line)
}

// TestVec2NoAVX512 checks that the AVX2 form's compiled functions hold no
// AVX-512 instruction: none EVEX-encoded (first byte 0x62), none naming a
// 512-bit, mask or upper-sixteen vector register. A CPU with AVX2 and
// without AVX-512 would fault on one. It reads this test binary with GNU
// objdump (skipping without it), or, when go test left the binary without
// its symbols, one it links again with go test -c.
func TestVec2NoAVX512(t *testing.T) {
	objdump, err := exec.LookPath("objdump")
	if err != nil {
		t.Skip("no objdump")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := vec2Symbols(exe)
	if err != nil {
		gobin, lerr := exec.LookPath("go")
		if lerr != nil {
			t.Skipf("%s: %v, and no go command to link one with symbols", exe, err)
		}
		exe = filepath.Join(t.TempDir(), "solver.test")
		cmd := exec.Command(gobin, "test", "-c", "-o", exe, ".")
		cmd.Env = append(os.Environ(), "GOEXPERIMENT=simd")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go test -c: %v\n%s", err, out)
		}
		if syms, err = vec2Symbols(exe); err != nil {
			t.Fatal(err)
		}
	}
	evex := regexp.MustCompile(`^\s*[0-9a-f]+:\s+62 |%zmm|%k[0-7]|%[xy]mm(1[6-9]|2[0-9]|3[01])\b`)
	vector := 0
	for _, s := range syms {
		out, err := exec.Command(objdump, "-d", fmt.Sprintf("--start-address=%#x", s.Value),
			fmt.Sprintf("--stop-address=%#x", s.Value+s.Size), exe).Output()
		if err != nil {
			t.Fatalf("objdump %s: %v", s.Name, err)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if strings.Contains(line, "%ymm") {
				vector++
			}
			if evex.MatchString(line) {
				t.Errorf("%s: an AVX-512 instruction: %s", s.Name, strings.TrimSpace(line))
			}
		}
	}
	if vector < 100 {
		t.Errorf("%d 256-bit instructions found: is objdump reading this binary?", vector)
	}
	t.Logf("%d functions of %s, %d 256-bit instructions", len(syms), exe, vector)
}

// vecSharedFuncs names the functions of vecshared_amd64.go that the AVX2
// form runs.
var vecSharedFuncs = map[string]bool{"vecBranch": true, "vecSolved": true, "vecAnswer": true, "vecOtherWith": true,
	"(*vecTally).leaf": true}

// vec2Symbols lists the AVX2 form's functions in binary exe, with those
// it shares with the AVX-512 form.
func vec2Symbols(exe string) ([]elf.Symbol, error) {
	f, err := elf.Open(exe)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	all, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", exe, err)
	}
	var syms []elf.Symbol
	for _, s := range all {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Size > 0 &&
			(strings.Contains(s.Name, "solver.vec2") || strings.Contains(s.Name, "solver.(*vec2Solver)") ||
				vecSharedFuncs[strings.TrimPrefix(s.Name[strings.LastIndexByte(s.Name, '/')+1:], "solver.")]) {
			syms = append(syms, s)
		}
	}
	if len(syms) < 4 {
		return nil, fmt.Errorf("%s: %d functions of the AVX2 form", exe, len(syms))
	}
	return syms, nil
}

// FuzzVec2 checks the AVX2 form against the band engine as FuzzVec checks
// the AVX-512 form (vecFuzz).
func FuzzVec2(f *testing.F) {
	vecFuzz(f, "AVX2 vector engine", vec2CPU, vec2Solve)
}

// TestVec2DoesNotAllocate checks that a search of the AVX2 form allocates
// nothing once its pool holds a stack: solving is on the path of every
// puzzle the game checks.
func TestVec2DoesNotAllocate(t *testing.T) {
	if !vec2CPU {
		t.Skip("this CPU lacks AVX2")
	}
	gs := subsetPuzzles(t, "puzzles5_forum_hardest_1905_11+.txt", 20)
	vec2Solve(&gs[0], 2)
	for i := range gs {
		if n := testing.AllocsPerRun(10, func() { vec2Solve(&gs[i], 2) }); n != 0 {
			t.Fatalf("puzzle %d of the excerpt: %.1f allocations a search", i+1, n)
		}
	}
}

// TestVecOtherSolution follows carving steps, as TestOtherSolution does,
// and checks each form's shortcut that knows the solution (vecOtherSolution,
// vec2OtherSolution) against the band engine's, and both against a plain
// count: the uniqueness check the generator makes at each step. Cells
// emptied one at a time (i == j) and in symmetric pairs.
func TestVecOtherSolution(t *testing.T) {
	forms := []struct {
		name  string
		cpu   bool
		other func(p, full *Grid, i, j int) bool
	}{
		{"AVX-512", vecCPU, vecOtherSolution},
		{"AVX2", vec2CPU, vec2OtherSolution},
	}
	for _, f := range forms {
		t.Run(f.name, func(t *testing.T) {
			if !f.cpu {
				t.Skipf("this CPU does not run the %s form", f.name)
			}
			vecCheckOther(t, f.name, f.other)
		})
	}
}

// vecCheckOther is TestVecOtherSolution on one form, called name.
func vecCheckOther(t *testing.T, name string, otherSolution func(p, full *Grid, i, j int) bool) {
	t.Helper()
	runs := 200
	if testing.Short() {
		runs = 40
	}
	var z bandSolver
	carveSteps(t, rand.New(rand.NewSource(5)), runs, true, func(p, full *Grid, i, j int) bool {
		other := otherSolution(p, full, i, j)
		if want := z.otherSolution(p, full, i, j); other != want {
			t.Fatalf("%s without %s and %s: %s form %v, band engine %v", p, CellName(i), CellName(j), name, other, want)
		}
		if want := CountSolutions(*p, 2) > 1; other != want {
			t.Fatalf("%s without %s and %s: %s form %v, counting says %v", p, CellName(i), CellName(j), name, other, want)
		}
		return other
	})
}
