package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"runtime"
	"testing"
	"time"
)

// The solving figures of docs/performance.md ("Where tdoku wins"): for each
// collection tdoku's figures cover, as the file has it and relabelled and
// permuted, the CPU time per puzzle of Search(g, 2) (the fastest of the
// rounds) and the guesses per puzzle, and tdoku's beside them when the
// bench table's -tdoku flag names tdokubench. Two builds of the package's
// test binary, run one after the other in turns, compare two versions of
// the engine:
//
//	go test -c -o a.test ./solver   # and b.test from the other version
//	a.test -test.run '^TestSolveTimes$' -solvetimes 3 -solvestep 4
var (
	solveTimes  = flag.Int("solvetimes", 0, "run TestSolveTimes: rounds over each collection (the fastest counts)")
	solveStep   = flag.Int("solvestep", 1, "TestSolveTimes: measure every nth puzzle of each collection")
	solveOthers = flag.Bool("solveothers", false, "TestSolveTimes: also filling, counting and generating")
)

func TestSolveTimes(t *testing.T) {
	if *solveTimes <= 0 {
		t.Skip("the solving figures run only with -solvetimes N")
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	tdoku, _ := tdokuPath()
	for _, transformed := range []bool{false, true} {
		for _, set := range benchSets {
			if set.tdoku == 0 {
				continue
			}
			all := readCollection(dir, set.file)
			if len(all) == 0 {
				t.Fatalf("%s: no puzzle", set.file)
			}
			if transformed {
				all = transformSet(all)
			}
			var gs []Grid
			for i := 0; i < len(all); i += max(1, *solveStep) {
				gs = append(gs, all[i])
			}
			runtime.LockOSThread()
			best, guesses := time.Duration(1<<62), 0
			for r := 0; r < *solveTimes; r++ {
				guesses = 0
				start := threadCPU()
				for i := range gs {
					guesses += Search(gs[i], 2).Stats.Guesses
				}
				best = min(best, threadCPU()-start)
			}
			runtime.UnlockOSThread()
			line := fmt.Sprintf("solvetimes %-8s transformed=%-5v n=%-6d µs=%8.2f guesses=%7.2f",
				set.name, transformed, len(gs), float64(best)/1e3/float64(len(gs)), float64(guesses)/float64(len(gs)))
			if tdoku != "" {
				res, err := runTdoku(tdoku, gs, solveRound)
				if err != nil {
					t.Fatal(err)
				}
				line += fmt.Sprintf(" tdoku-µs=%8.2f tdoku-guesses=%7.2f", float64(res.perPuzzle)/1e3, res.guesses)
			}
			fmt.Println(line)
		}
	}
	if !*solveOthers {
		return
	}
	// Filling, counting and generating run on the same engine.
	others := []struct {
		name string
		run  func() int
	}{
		{"fill", func() int {
			rng := rand.New(rand.NewSource(1))
			for k := 0; k < 1000; k++ {
				Fill(rng)
			}
			return 1000
		}},
		{"count", func() int {
			gs := spread(readCollection(dir, "puzzles7_serg_benchmark.txt"), 1000)
			for i := range gs {
				CountSolutions(gs[i], countLimit)
			}
			return len(gs)
		}},
		{"generate-easy", func() int { return generateSeeds(t, Easy, 41) }},
		{"generate-expert", func() int { return generateSeeds(t, Expert, 21) }},
	}
	for _, o := range others {
		runtime.LockOSThread()
		best, n := time.Duration(1<<62), 0
		for r := 0; r < *solveTimes; r++ {
			start := threadCPU()
			n = o.run()
			best = min(best, threadCPU()-start)
		}
		runtime.UnlockOSThread()
		fmt.Printf("solvetimes %-8s transformed=%-5v n=%-6d µs=%8.2f guesses=%7.2f\n", o.name, false, n, float64(best)/1e3/float64(n), 0.0)
	}
}

// generateSeeds generates a puzzle at level for each of the seeds 1 to n.
func generateSeeds(t *testing.T, level Level, n int) int {
	for seed := int64(1); seed <= int64(n); seed++ {
		if _, err := generate(context.Background(), level, rand.New(rand.NewSource(seed)), &genStats{}, levelSpread[level]); err != nil {
			t.Fatalf("generate %v: %v", level, err)
		}
	}
	return n
}
