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

var engineTimes = flag.Int("enginetimes", 0, "run TestEngineTimes: rounds of each row, the band and vector engines in turns (the fastest counts)")

// TestEngineTimes is the measure behind the default switch (vectorFor,
// engine.go): for each kind of work a vector engine may take over, every
// row of it on the band engine and on the vector engine, in one test
// binary, the two alternating round by round so that a busy machine slows
// both alike; the CPU time of the measuring thread, the fastest of the
// rounds, per puzzle or grid, and the ratio vector/band (below 1: the
// vector engine is faster). Only the kind of work measured runs on the
// vector engine (the grader inside generation stays on the band engine).
// Rows: solving (Search(g, 2)) each of the four collections tdoku's figures
// cover, whole; counting up to 100 solutions (1,000 of Serg's puzzles, the
// bench table's row); the `count` command's check (CountSolutions(g, 2))
// on the 17-clue and top1465 collections; the generator's uniqueness checks
// alone (carving 200 filled grids to the end, every check); generating
// (seeds 1 to n at each level). Docs/performance.md, "The vector engine
// wired in", has the figures:
//
//	cd solver && GOEXPERIMENT=simd go test -c -o engine.test .
//	./engine.test -test.run '^TestEngineTimes$' -enginetimes 3
func TestEngineTimes(t *testing.T) {
	if *engineTimes <= 0 {
		t.Skip("the engines' figures run only with -enginetimes N")
	}
	var vecs []*vectorEngine // every vector engine the CPU runs
	for i := range vectorEngines {
		if vectorEngines[i].cpu {
			vecs = append(vecs, &vectorEngines[i])
		}
	}
	if len(vecs) == 0 {
		t.Skip("no vector engine runs here: build with GOEXPERIMENT=simd on a CPU with AVX-512 BW, VL and BITALG")
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	type row struct {
		name string
		kind work
		run  func() int // does the work once, returns the number of units
	}
	var rows []row
	for _, set := range benchSets[:4] {
		gs := readCollection(dir, set.file)
		rows = append(rows, row{"solve " + set.name, workSolve, func() int {
			for i := range gs {
				Search(gs[i], 2)
			}
			return len(gs)
		}})
	}
	serg := spread(readCollection(dir, "puzzles7_serg_benchmark.txt"), 1000)
	rows = append(rows, row{"count to 100, serg", workCount, func() int {
		for i := range serg {
			CountSolutions(serg[i], countLimit)
		}
		return len(serg)
	}})
	for _, set := range benchSets[:2] {
		gs := readCollection(dir, set.file)
		rows = append(rows, row{"count to 2, " + set.name, workCount, func() int {
			for i := range gs {
				CountSolutions(gs[i], 2)
			}
			return len(gs)
		}})
	}
	fills := make([]Grid, 200)
	rng := rand.New(rand.NewSource(1))
	for i := range fills {
		fills[i] = Fill(rng)
	}
	rows = append(rows, row{"uniqueness checks", workCarve, func() int {
		var c carver
		n := 0
		rng := rand.New(rand.NewSource(2)) // the same orders on both engines
		for _, full := range fills {
			c.start(full, rng)
			for c.step() {
			}
			n += len(c.order)
		}
		return n
	}})
	for _, level := range Levels {
		if !knowsLevel(level) {
			continue
		}
		seeds := 20
		if level == Master {
			seeds = 5
		}
		rows = append(rows, row{"generate " + level.String(), workCarve, func() int {
			for seed := int64(1); seed <= int64(seeds); seed++ {
				if _, err := generate(context.Background(), level, rand.New(rand.NewSource(seed)), nil, levelSpread[level]); err != nil {
					t.Fatal(err)
				}
			}
			return seeds
		}})
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer setEngines(engineDefault)
	for _, r := range rows {
		for _, e := range vecs {
			engineRow(r.name, e.name, r.kind, e, r.run)
		}
	}
}

// engineRow measures one row of TestEngineTimes: run on the band engine and
// with kind of work k on vector engine e, in turns, and prints the figures.
func engineRow(name, vecName string, k work, e *vectorEngine, run func() int) {
	band := chooseEngines(engineBand)
	vec := band
	vec.vector[k] = e
	timed := func(st engineState) (time.Duration, int) {
		engines = st
		start := threadCPU()
		n := run()
		return threadCPU() - start, n
	}
	bandBest, vecBest, n := time.Duration(1<<62), time.Duration(1<<62), 0
	for i := 0; i < *engineTimes; i++ {
		var d time.Duration
		if i%2 == 0 {
			d, n = timed(band)
			bandBest = min(bandBest, d)
			d, _ = timed(vec)
			vecBest = min(vecBest, d)
		} else {
			d, _ = timed(vec)
			vecBest = min(vecBest, d)
			d, n = timed(band)
			bandBest = min(bandBest, d)
		}
	}
	per := func(d time.Duration) float64 { return float64(d) / 1e3 / float64(n) }
	fmt.Printf("enginetimes %-22s %-7s n=%-6d band-µs=%10.2f vec-µs=%10.2f vec/band=%5.3f\n",
		name, vecName, n, per(bandBest), per(vecBest), float64(vecBest)/float64(bandBest))
}
