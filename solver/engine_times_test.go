package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

var (
	engineTimes   = flag.Int("enginetimes", 0, "run TestEngineTimes: rounds of each row, the band and vector engines and the hand-over in turns (the fastest counts)")
	handOverKs    = flag.String("handoverk", "", "TestEngineTimes: the hand-over after each of these numbers of guesses (comma-separated; 0: solving and counting on the vector engine from the start; default handOverAfter)")
	handOverOpens = flag.String("handoveropen", "", "TestEngineTimes: with each number of guesses, the hand-over at the first guess from each of these numbers of unsolved cells (comma-separated; 1: every search at once, 82: never at once; default handOverOpen)")
	engineRows    = flag.String("enginerows", "", "TestEngineTimes: only the rows whose name matches this regular expression")
)

// TestEngineTimes is the measure behind the default switch (vectorFor,
// engine.go): for each kind of work a vector engine may take over, every
// row of it on the band engine, on the vector engine, and with the
// hand-over (handover.go; at the first guess from handOverOpen unsolved
// cells, else after handOverAfter guesses; or each pair of a number of
// -handoverk and one of -handoveropen: 1 hands every search over at its
// first guess, 82 none; -handoverk 0 puts solving and counting on the
// vector engine from the start, which on the generator's rows the vector
// column does not), in one test binary, the columns taking turns
// round by round so that a busy machine slows them alike; the CPU time of the measuring
// thread, the fastest of the rounds, per puzzle or grid, and the ratios to
// the band engine (below 1: faster). In the vector column only the kind of
// work measured runs on the vector engine (the grader inside generation
// stays on the band engine); the hand-over column hands over solving and
// counting, as the default switch would, on every row. Rows: solving
// (Search(g, 2)) each of the four collections tdoku's figures cover,
// whole; counting up to 100 solutions (1,000 of Serg's puzzles, the bench
// table's row); the `count` command's check (CountSolutions(g, 2)) on the
// 17-clue and top1465 collections; the generator's uniqueness checks alone
// (carving 200 filled grids to the end, every check); generating (seeds 1
// to n at each level); -enginerows picks some. Docs/performance.md, "The
// vector engine wired in", "The hand-over", "The hand-over at the first
// guess" and "The hand-over with the engine in assembly", has the figures:
//
//	cd solver && GOEXPERIMENT=simd go test -c -o engine.test .
//	./engine.test -test.run '^TestEngineTimes$' -enginetimes 3
//	./engine.test -test.run '^TestEngineTimes$' -enginetimes 3 -handoverk 1,2,3,4,8 -handoveropen 82 -enginerows '^solve|^count'
//	./engine.test -test.run '^TestEngineTimes$' -enginetimes 5 -handoverk 2,3 -handoveropen 82,1,44,47,50,53 -enginerows '^solve|^count to 2'
//	./engine.test -test.run '^TestEngineTimes$' -enginetimes 7 -handoverk 0,3 -handoveropen 50 -enginerows '^generate|^uniqueness'
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
	ks := numbers(t, "-handoverk", *handOverKs, handOverAfter, 0)
	opens := numbers(t, "-handoveropen", *handOverOpens, handOverOpen, 1)
	var rules []handOverRule
	for _, k := range ks {
		for _, o := range opens {
			rules = append(rules, handOverRule{k, o})
			if k == 0 {
				break // from the start: the opens do not apply
			}
		}
	}
	only, err := regexp.Compile(*engineRows)
	if err != nil {
		t.Fatalf("-enginerows: %v", err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer setEngines(engineDefault)
	for _, r := range rows {
		if !only.MatchString(r.name) {
			continue
		}
		for _, e := range vecs {
			engineRow(r.name, e.name, r.kind, e, rules, r.run)
		}
	}
}

// numbers reads a flag's comma-separated list of numbers, none below
// least; def when the flag is empty.
func numbers(t *testing.T, name, list string, def, least int) []int {
	if list == "" {
		return []int{def}
	}
	var ns []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < least {
			t.Fatalf("%s %q: %q is not a number from %d", name, list, f, least)
		}
		ns = append(ns, n)
	}
	return ns
}

// handOverRule is a hand-over TestEngineTimes measures: after guesses, or
// at the first guess from open unsolved cells (handOverSolve).
type handOverRule struct{ after, open int }

// engineRow measures one row of TestEngineTimes: run on the band engine,
// with kind of work k on vector engine e, and with the hand-over to e by
// each of rules (for solving and counting, as engineHandOver gives them,
// whatever the row's kind: on the generator's rows it shows what the
// hand-over does to the searches they make), in turns, and prints the
// figures.
func engineRow(name, vecName string, k work, e *vectorEngine, rules []handOverRule, run func() int) {
	band := chooseEngines(engineBand)
	vec := band
	vec.vector[k] = e
	cols := []engineState{band, vec}
	for _, r := range rules {
		h := band
		for kind := range h.vector {
			if work(kind) != workCarve {
				h.vector[kind], h.after[kind], h.open[kind] = e, r.after, r.open
			}
		}
		cols = append(cols, h)
	}
	best := make([]time.Duration, len(cols))
	for i := range best {
		best[i] = 1 << 62
	}
	n := 0
	for r := 0; r < *engineTimes; r++ {
		for j := range cols {
			c := (j + r) % len(cols) // each column first in turn
			engines = cols[c]
			start := threadCPU()
			n = run()
			best[c] = min(best[c], threadCPU()-start)
		}
	}
	per := func(d time.Duration) float64 { return float64(d) / 1e3 / float64(n) }
	line := fmt.Sprintf("enginetimes %-22s %-7s n=%-6d band-µs=%10.2f vec-µs=%10.2f vec/band=%5.3f",
		name, vecName, n, per(best[0]), per(best[1]), float64(best[1])/float64(best[0]))
	for i, r := range rules {
		d := best[2+i]
		col := fmt.Sprintf("hand-over-%d-open-%d", r.after, r.open)
		if r.after == 0 {
			col = "vec-solve-count" // -handoverk 0: solving and counting from the start
		}
		line += fmt.Sprintf(" %s-µs=%10.2f /band=%5.3f", col, per(d), float64(d)/float64(best[0]))
	}
	fmt.Println(line)
}
