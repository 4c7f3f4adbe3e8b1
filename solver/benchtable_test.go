package solver

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

var benchTable = flag.Bool("benchtable", false, "run TestBenchTable: measure solving, filling, generation and grading, and print the bench table")

// wallClock returns the wall-clock time as a duration since 1970.
func wallClock() time.Duration { return time.Duration(time.Now().UnixNano()) }

// Budgets of the bench table. The seeds' backtracking takes from
// milliseconds to minutes per puzzle: it runs on puzzles spread over each
// collection until the collection's budget is spent, and gives up on a
// puzzle after baselineCap (its time then counts as baselineCap, a lower
// bound, and the row says so with ≥).
const (
	solveRound  = 400 * time.Millisecond // ours: each of 3 rounds runs at least this long (and a whole collection)
	baselineCap = 3 * time.Second
	qqwingRun   = 3 * time.Second // QQWing: N is chosen to take about this long per level
)

// baselineBudget is the CPU time given to the baseline per collection: about
// a minute in all.
var baselineBudget = map[string]time.Duration{
	"17-clue": 12 * time.Second, "top1465": 10 * time.Second, "1905-11+": 10 * time.Second,
	"1106": 10 * time.Second, "serg": 2 * time.Second, "norvig-easy50": 2 * time.Second,
	"norvig-top95": 8 * time.Second,
}

// qqwingLevels maps our levels to QQWing's, whose grade is the hardest
// technique its solver needs: simple (naked singles), easy (hidden singles),
// intermediate (pointing, box-line reduction, naked or hidden pairs), expert
// (guessing; QQWing knows no triple, fish or wing). Our Easy (up to 2.0:
// hidden singles) is QQWing's easy; Medium (naked singles, locked
// candidates) and Hard (subsets, fish, wings) are nearest to intermediate;
// Expert and Master need guessing in QQWing's solver: expert. The QQWing
// column is there for scale; the budgets are ours alone.
var qqwingLevels = map[Level]string{Easy: "easy", Medium: "intermediate", Hard: "intermediate", Expert: "expert", Master: "expert"}

// generateTarget is the budget of the median time to generate a puzzle.
var generateTarget = map[Level]time.Duration{
	Easy: 5 * time.Millisecond, Medium: 5 * time.Millisecond, Hard: 5 * time.Millisecond,
	Expert: 20 * time.Millisecond, Master: 100 * time.Millisecond,
}

// generatePuzzles is how many puzzles a level the bench table generates
// (seeds 1 to generatePuzzles) to take the median time of.
const generatePuzzles = 101

// tableRow is a row of the bench table.
type tableRow struct {
	task, n, ours, scalar, vector, baseline, vsBaseline, anchor, vsAnchor, tdoku, vsTdoku, target, result string
}

// measure runs f (which returns how many items it handled) on a thread of
// its own until at least min CPU time has passed, and returns the CPU time
// per item.
func measure(min time.Duration, f func() int) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadCPU()
	items := 0
	for {
		items += f()
		if el := threadCPU() - start; el >= min {
			return el / time.Duration(items)
		}
	}
}

// bestOf returns the lowest of three measures: other programs on the
// machine only ever slow a round down.
func bestOf(min time.Duration, f func() int) time.Duration {
	best := measure(min, f)
	for k := 0; k < 2; k++ {
		best = minDuration(best, measure(min, f))
	}
	return best
}

// scalarFigure measures f again on the band engine's scalar path when the
// table runs on vector code, the band engine's vector path or a vector
// engine (docs/architecture.md, "The engines and their choice"), and
// writes the scalar time beside how much faster the vector code was than
// it (ours); "" on the scalar path.
func scalarFigure(ours time.Duration, format func(time.Duration) string, measure func() time.Duration) string {
	if !useVector && engines.vector == [workKinds]*vectorEngine{} {
		return ""
	}
	var scalar time.Duration
	withEngines(engineScalar, func() { scalar = measure() })
	return fmt.Sprintf("%s (vector %+.1f%%)", format(scalar), (float64(ours)/float64(scalar)-1)*100)
}

// vectorFigure measures again with kind of work k on the first vector
// engine the CPU runs (docs/architecture.md, "The engines and their
// choice"), the rest as the table runs it, and writes that time beside how
// much more time than ours it takes; "ours" when the default switch already
// gives the vector engine that work from the start, "" when no vector
// engine runs here.
func vectorFigure(ours time.Duration, format func(time.Duration) string, k work, measure func() time.Duration) string {
	if engines.vector[k] != nil && engines.after[k] == 0 {
		return "ours"
	}
	var e *vectorEngine
	for i := range vectorEngines {
		if vectorEngines[i].cpu {
			e = &vectorEngines[i]
			break
		}
	}
	if e == nil {
		return ""
	}
	saved := engines
	defer func() { engines = saved }()
	engines.vector[k], engines.after[k] = e, 0
	v := measure()
	return fmt.Sprintf("%s (%+.1f%%)", format(v), (float64(v)/float64(ours)-1)*100)
}

func minDuration(a, b time.Duration) time.Duration {
	if a < b {
		return a
	}
	return b
}

// us and ms write a duration in microseconds or milliseconds.
func us(d time.Duration) string {
	v := float64(d) / 1e3
	switch {
	case v < 10:
		return strconv.FormatFloat(v, 'f', 2, 64) + " µs"
	case v < 100:
		return strconv.FormatFloat(v, 'f', 1, 64) + " µs"
	}
	return strconv.FormatFloat(v, 'f', 0, 64) + " µs"
}

// long writes a duration that may run to seconds.
func long(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return us(d)
	case d < time.Second:
		return ms(d)
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 2, 64) + " s"
}

func ms(d time.Duration) string {
	v := float64(d) / 1e6
	switch {
	case v < 1:
		return strconv.FormatFloat(v, 'f', 3, 64) + " ms"
	case v < 10:
		return strconv.FormatFloat(v, 'f', 2, 64) + " ms"
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " ms"
}

// TestBenchTable measures every speed budget (docs/architecture.md) in one run and prints
// one table. It runs only with -benchtable:
//
//	go test ./solver -run '^TestBenchTable$' -benchtable -v -count=1 -timeout 30m
func TestBenchTable(t *testing.T) {
	if !*benchTable {
		t.Skip("the bench table runs only with -benchtable")
	}
	var rows []tableRow
	var notes []string
	progress := func(format string, args ...any) { fmt.Fprintf(os.Stderr, "benchtable: "+format+"\n", args...) }

	tdoku, noTdoku := tdokuPath()
	if tdoku == "" {
		notes = append(notes, "tdoku not built: "+noTdoku+"; its column is empty, and the targets use its reference figures (../shared/data/README.md).")
	}
	for _, transformed := range []bool{false, true} {
		for _, set := range benchSets {
			if transformed && set.tdoku == 0 {
				continue // only the four sets tdoku's figures are known for
			}
			progress("solving %s (transformed %v)", set.name, transformed)
			row, note := solveRow(t, set, transformed, tdoku)
			rows = append(rows, row)
			if note != "" {
				notes = append(notes, note)
			}
		}
	}
	if *benchSolve {
		fmt.Print(renderTable(rows, notes))
		return
	}

	progress("filling")
	fills := 0
	fillRound := func() int {
		rng := rand.New(rand.NewSource(1))
		for k := 0; k < 1000; k++ {
			Fill(rng)
		}
		fills += 1000
		return 1000
	}
	fill := bestOf(solveRound, fillRound)
	rows = append(rows, tableRow{
		task: "fill a random grid", n: strconv.Itoa(fills), ours: us(fill), baseline: "—", vsBaseline: "—",
		scalar: scalarFigure(fill, us, func() time.Duration { return bestOf(solveRound, fillRound) }),
		anchor: "plain Go 7.6 µs", vsAnchor: ratio(float64(fill)/7600) + " its time",
		target: "≤ 8 µs", result: verdict(fill <= 8*time.Microsecond),
	})

	qq, qqPath := qqwingTimes(t, progress)
	classicGen := map[Level]time.Duration{}
	for _, level := range Levels {
		progress("generating %s", level)
		row, median := generateRow(t, level, qq, qqPath)
		rows = append(rows, row)
		classicGen[level] = median
	}
	rows = append(rows, variantGenerateRows(t, classicGen, progress)...)
	if qqPath == "" {
		notes = append(notes, "qqwing is not installed (Debian package qqwing): the QQWing columns are empty.")
	}

	progress("counting")
	rows = append(rows, countRow(t))

	progress("grading")
	sample := gradeSample(t, 10)
	grade := bestOf(solveRound, func() int {
		for _, p := range sample {
			if _, err := GradeOf(p); err != nil {
				t.Fatalf("GradeOf(%s): %v", p, err)
			}
		}
		return len(sample)
	})
	rows = append(rows, tableRow{
		task: "grade a puzzle (GradeOf)", n: strconv.Itoa(len(sample)) + " generated, all levels", ours: ms(grade),
		baseline: "—", vsBaseline: "—", anchor: "HoDoKu 9 ms, Sudoku Explainer 33 ms",
		vsAnchor: fmt.Sprintf("%s faster than HoDoKu", ratio(float64(9*time.Millisecond)/float64(grade))),
		target:   "< 1 ms", result: verdict(grade < time.Millisecond),
	})

	seRows, seNotes := seClassicRows(t, progress)
	rows = append(rows, seRows...)
	notes = append(notes, seNotes...)

	fmt.Print(renderTable(rows, notes))
}

// solveRow measures Search(g, 2) on a collection, or on the collection
// relabelled and permuted (transformSet), beside tdoku on the same puzzles
// when tdoku (the tdokubench program) is not "", and the baseline on a
// sample of the collection as it is.
func solveRow(t *testing.T, set benchSet, transformed bool, tdoku string) (tableRow, string) {
	row := tableRow{task: "solve " + set.name}
	if transformed {
		row.task += ", relabelled and permuted"
	}
	dir := sharedDataDir()
	if dir == "" {
		return skipRow(row, "../shared/data absent"), ""
	}
	gs := readCollection(dir, set.file)
	if len(gs) == 0 {
		return skipRow(row, set.file+" absent"), ""
	}
	if transformed {
		gs = transformSet(gs)
	}
	row.n = strconv.Itoa(len(gs))
	ours := bestOf(solveRound, func() int {
		for i := range gs {
			Search(gs[i], 2)
		}
		return len(gs)
	})
	row.ours = us(ours)
	again := func() time.Duration {
		return bestOf(solveRound, func() int {
			for i := range gs {
				Search(gs[i], 2)
			}
			return len(gs)
		})
	}
	row.scalar = scalarFigure(ours, us, again)
	row.vector = vectorFigure(ours, us, workSolve, again)

	// The target: tdoku's time, measured in this run when tdokubench is
	// there, else its reference figure.
	var missed []string
	row.target = "—"
	if set.tdoku > 0 {
		row.anchor = fmt.Sprintf("tdoku %.1f µs (reference)", set.tdoku)
		row.vsAnchor = ratio(float64(ours)/1e3/set.tdoku) + " its time"
		ref := set.tdoku
		if tdoku != "" {
			res, err := runTdoku(tdoku, gs, solveRound)
			if err != nil {
				t.Fatalf("solve %s: %v", set.name, err)
			}
			if res.one+res.many != len(gs) {
				t.Fatalf("solve %s: tdoku found no solution to %d of %d puzzles", set.name, res.none, len(gs))
			}
			row.tdoku = us(res.perPuzzle)
			row.vsTdoku = ratio(float64(ours)/float64(res.perPuzzle)) + " its time"
			ref = float64(res.perPuzzle) / 1e3
		}
		row.target = "≤ tdoku"
		if float64(ours)/1e3 > ref {
			missed = append(missed, fmt.Sprintf("%.0f%% over tdoku", (float64(ours)/1e3/ref-1)*100))
		}
	} else {
		row.anchor, row.vsAnchor = "—", "—"
	}
	if transformed {
		// The baseline is measured on the files as they are only.
		row.baseline, row.vsBaseline = "—", "—"
		row.result = "met"
		if len(missed) > 0 {
			row.result = "MISSED: " + strings.Join(missed, ", ")
		}
		return row, ""
	}

	// The baseline on puzzles spread over the collection, until its budget
	// is spent; ours on the same puzzles for the ratio.
	order := spread(gs, 200)
	var sample []Grid
	var spent time.Duration
	capped := 0
	runtime.LockOSThread()
	for _, g := range order {
		if spent >= baselineBudget[set.name] {
			break
		}
		start := threadCPU()
		_, done := baselineSearch(g, 2, func() bool { return threadCPU()-start > baselineCap })
		if !done {
			capped++
		}
		spent += threadCPU() - start
		sample = append(sample, g)
	}
	runtime.UnlockOSThread()
	base := spent / time.Duration(len(sample))
	oursSample := bestOf(solveRound/4, func() int {
		for i := range sample {
			Search(sample[i], 2)
		}
		return len(sample)
	})
	atLeast := ""
	if capped > 0 {
		atLeast = "≥ "
	}
	speedup := float64(base) / float64(oursSample)
	row.baseline = fmt.Sprintf("%s%s (%d puzzles)", atLeast, long(base), len(sample))
	row.vsBaseline = fmt.Sprintf("%s%s faster", atLeast, ratio(speedup))
	var note string
	if capped > 0 {
		note = fmt.Sprintf("solve %s: the baseline gave up on %d of %d puzzles after %v each; their time counts as %v.", set.name, capped, len(sample), baselineCap, baselineCap)
	}

	switch {
	case speedup < 50 && capped == 0:
		missed = append(missed, "< 50x baseline")
	case speedup < 50:
		missed = append(missed, "< 50x baseline as far as measured (a lower bound)")
	}
	if row.target == "—" {
		row.target = "≥ 50x baseline"
	} else {
		row.target += ", ≥ 50x baseline"
	}
	if len(missed) == 0 {
		row.result = "met"
	} else {
		row.result = "MISSED: " + strings.Join(missed, ", ")
	}
	return row, note
}

// readCollection reads a shared collection, or nothing when it is absent.
func readCollection(dir, name string) []Grid {
	data, err := os.ReadFile(dir + string(os.PathSeparator) + name)
	if err != nil {
		return nil
	}
	var gs []Grid
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if g, err := Parse(line[:min(len(line), 81)]); err == nil {
			gs = append(gs, g)
		}
	}
	return gs
}

func skipRow(row tableRow, why string) tableRow {
	row.n = "skipped: " + why
	row.ours, row.scalar, row.baseline, row.vsBaseline, row.anchor, row.vsAnchor, row.tdoku, row.vsTdoku, row.target, row.result = "—", "—", "—", "—", "—", "—", "—", "—", "—", "—"
	return row
}

// countLimit is how many solutions the counting row counts up to.
const countLimit = 100

// countRow measures CountSolutions(g, countLimit) on Serg's collection,
// whose puzzles have several solutions: counting, as the generator's
// uniqueness checks and the command line's count do.
func countRow(t *testing.T) tableRow {
	row := tableRow{task: fmt.Sprintf("count solutions, up to %d (serg)", countLimit), baseline: "—", vsBaseline: "—", anchor: "—", vsAnchor: "—", target: "—", result: "—"}
	dir := sharedDataDir()
	if dir == "" {
		return skipRow(row, "../shared/data absent")
	}
	gs := spread(readCollection(dir, "puzzles7_serg_benchmark.txt"), 1000)
	if len(gs) == 0 {
		return skipRow(row, "puzzles7_serg_benchmark.txt absent")
	}
	solutions := 0
	round := func() int {
		solutions = 0
		for i := range gs {
			solutions += CountSolutions(gs[i], countLimit)
		}
		return len(gs)
	}
	ours := bestOf(solveRound, round)
	row.n = fmt.Sprintf("%d (%.1f solutions a puzzle)", len(gs), float64(solutions)/float64(len(gs)))
	row.ours = us(ours)
	row.scalar = scalarFigure(ours, us, func() time.Duration { return bestOf(solveRound, round) })
	row.vector = vectorFigure(ours, us, workCount, func() time.Duration { return bestOf(solveRound, round) })
	return row
}

// qqwingTimes measures QQWing's generation per puzzle at the levels our
// levels map to, or returns an empty path when qqwing is absent.
func qqwingTimes(t *testing.T, progress func(string, ...any)) (map[string]time.Duration, string) {
	path, err := exec.LookPath("qqwing")
	if err != nil {
		if _, err := os.Stat("/usr/games/qqwing"); err != nil {
			return nil, ""
		}
		path = "/usr/games/qqwing"
	}
	times := map[string]time.Duration{}
	for _, level := range Levels {
		name := qqwingLevels[level]
		if _, done := times[name]; done {
			continue
		}
		progress("QQWing %s", name)
		// A short run sets N so that the real one takes about qqwingRun.
		probe, err := runQQWing(path, name, 5)
		if err != nil {
			t.Fatalf("qqwing: %v", err)
		}
		n := max(10, int(qqwingRun/max(probe, time.Microsecond)))
		if times[name], err = runQQWing(path, name, n); err != nil {
			t.Fatalf("qqwing: %v", err)
		}
	}
	return times, path
}

// runQQWing runs qqwing --generate n and returns its CPU time per puzzle.
func runQQWing(path, difficulty string, n int) (time.Duration, error) {
	cmd := exec.Command(path, "--generate", strconv.Itoa(n), "--difficulty", difficulty, "--symmetry", "rotate180", "--one-line")
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = io.Discard
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s: %w", strings.Join(cmd.Args, " "), err)
	}
	if got := strings.Count(out.String(), "\n"); got < n {
		return 0, fmt.Errorf("%s: %d puzzles, want %d", strings.Join(cmd.Args, " "), got, n)
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return cpu / time.Duration(n), nil
}

// generateRow measures Generate at a level: the median CPU time of a puzzle
// over seeds 1 to generatePuzzles, and how many grids it filled and
// puzzles it graded for one, beside QQWing's nearest level. It returns the
// median too (0 when the level is not measured).
func generateRow(t *testing.T, level Level, qq map[string]time.Duration, qqPath string) (tableRow, time.Duration) {
	row := tableRow{task: "generate " + level.String(), baseline: "—", vsBaseline: "—", anchor: "—", vsAnchor: "—"}
	if !knowsLevel(level) {
		row.n, row.ours, row.target, row.result = "0", "—", "—", "not measured: no technique rated in its band yet"
		return row, 0
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var st genStats
	run := func(st *genStats) time.Duration {
		var times []time.Duration
		for seed := int64(1); seed <= generatePuzzles; seed++ {
			start := threadCPU()
			if _, err := generate(context.Background(), level, rand.New(rand.NewSource(seed)), st, levelSpread[level]); err != nil {
				t.Fatalf("Generate(%v): %v", level, err)
			}
			times = append(times, threadCPU()-start)
		}
		slices.Sort(times)
		return times[len(times)/2]
	}
	median := run(&st)
	row.scalar = scalarFigure(median, ms, func() time.Duration { return run(&genStats{}) })
	row.vector = vectorFigure(median, ms, workCarve, func() time.Duration { return run(&genStats{}) })
	target := generateTarget[level]
	row.n = fmt.Sprintf("%d (grids %.1f, grades %.1f a puzzle)", generatePuzzles,
		float64(st.grids)/generatePuzzles, float64(st.grades)/generatePuzzles)
	row.ours = ms(median) + " median"
	row.target = "≤ " + ms(target) + " median"
	row.result = verdict(median <= target)
	if median > target {
		row.result = fmt.Sprintf("MISSED: %.0f%% over", (float64(median)/float64(target)-1)*100)
	}
	name := qqwingLevels[level]
	if qqPath == "" {
		row.anchor = "QQWing " + name + ": skipped, qqwing absent"
	} else {
		q := qq[name]
		row.anchor = fmt.Sprintf("QQWing %s %s", name, ms(q))
		row.vsAnchor = ratio(float64(q)/float64(median)) + " faster"
	}
	return row, median
}

func ratio(x float64) string {
	switch {
	case x >= 100:
		return strconv.FormatFloat(x, 'f', 0, 64) + "x"
	case x >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64) + "x"
	}
	return strconv.FormatFloat(x, 'f', 2, 64) + "x"
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}

// renderTable writes the rows as one markdown table, then the notes.
func renderTable(rows []tableRow, notes []string) string {
	head := tableRow{"task", "n", "ours", "ours, scalar path", "vector engine", "baseline (seeds' backtracking)", "vs baseline", "anchor", "vs anchor", "tdoku (this run)", "vs tdoku", "target", "result"}
	cells := func(r tableRow) []string {
		cs := []string{r.task, r.n, r.ours, r.scalar, r.vector, r.baseline, r.vsBaseline, r.anchor, r.vsAnchor, r.tdoku, r.vsTdoku, r.target, r.result}
		for i, c := range cs {
			if c == "" {
				cs[i] = "—"
			}
		}
		return cs
	}
	width := make([]int, len(cells(head)))
	for _, r := range append([]tableRow{head}, rows...) {
		for i, c := range cells(r) {
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	var b strings.Builder
	line := func(cs []string) {
		b.WriteString("|")
		for i, c := range cs {
			b.WriteString(" " + c + strings.Repeat(" ", width[i]-len([]rune(c))) + " |")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\nBench table (%s, %s/%s, GOMAXPROCS %d; per puzzle or grid; solving is Search(g, 2): first solution and uniqueness check; %s)\n\n",
		clockKind, runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), Engine())
	line(cells(head))
	sep := make([]string, len(width))
	for i, w := range width {
		sep[i] = strings.Repeat("-", w)
	}
	line(sep)
	for _, r := range rows {
		line(cells(r))
	}
	b.WriteString("\n")
	notes = append(notes,
		"ours: lowest of three rounds over the whole collection; vs baseline: on the baseline's sample.",
		"ours, scalar path: the same measure on the band engine's scalar path, when the table runs on vector code, the band engine's vector path or the vector engine where the default switch gives it the work (make bench builds with GOEXPERIMENT=simd where Go has it); vector −x%: the vector code takes x% less time.",
		"vector engine: the same measure with the row's work (solving, counting, or the generator's uniqueness checks) on the vector engine, where the build has one (GOEXPERIMENT=simd) and the CPU runs it, the rest as in ours; +x%: it takes x% more time than ours; ours: the default switch (vectorFor, solver/engine.go) already gives it that work.",
		"tdoku (this run): tdokubench (solver/testdata/tdoku), tdoku's solver built from TDOKU_SRC with -O3 -march=native, limit 2, lowest of three rounds of the thread's CPU time, on the same puzzles as ours.",
		"relabelled and permuted: each puzzle's digits relabelled, its bands, stacks, and the rows and columns within them shuffled (transformSet, seed 28): the same puzzles for every solver.",
		"QQWing: CPU time of `qqwing --generate N --difficulty X --symmetry rotate180` divided by N, start-up included.",
		"Levels to QQWing: easy→easy, medium→intermediate, hard→intermediate, expert and master→expert (see qqwingLevels).")
	for _, n := range notes {
		b.WriteString("- " + n + "\n")
	}
	return b.String()
}
