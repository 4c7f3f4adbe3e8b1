package solver

import (
	"flag"
	"runtime"
	"sort"
	"testing"
	"time"
)

// chainBenchPositions returns, for the stored traces of the reference,
// every position where row 21 is tried: replayed by our solver, the grid
// and candidates just before each step the reference takes from row 21 or
// later.
func chainBenchPositions(tb testing.TB) []logic {
	var out []logic
	t, ok := tb.(*testing.T)
	if !ok {
		t = &testing.T{}
	}
	for _, path := range []string{"testdata/se-steps-qqwing.txt", "testdata/se-steps-top1465.txt", "testdata/se-steps-generated.txt"} {
		for _, tr := range readSETraces(t, path) {
			l, _ := NewLogic(tr.puzzle)
			for _, se := range tr.steps {
				_, isChain := seChains[se.name]
				if isChain || seLater[se.name] {
					out = append(out, l.st)
				}
				s, ok := l.Next()
				if !ok || !isChain && seBasic[se.name] == nil {
					break
				}
				l.Apply(s)
			}
		}
	}
	return out
}

// BenchmarkChains21 measures row 21's finder alone (ns/op is one search)
// on the positions of the stored traces where the reference tries it.
func BenchmarkChains21(b *testing.B) {
	ps := chainBenchPositions(b)
	var buf stepBuf
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		findChains21(&ps[i%len(ps)], &buf)
	}
}

var gradeTimes = flag.String("gradetimes", "", "TestGradeTimes: shared data file to time GradeOf on, puzzle by puzzle")

// TestGradeTimes is a measurement, run with -gradetimes=FILE (a file of
// ../shared/data): GradeOf's mean, 99th percentile and maximum time per
// puzzle (CPU time of the thread), best of three runs each.
func TestGradeTimes(t *testing.T) {
	if *gradeTimes == "" {
		t.Skip("measurement: -gradetimes=FILE")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	gs := sharedPuzzles(t, *gradeTimes, 0)
	ds := make([]time.Duration, len(gs))
	var total time.Duration
	for i, g := range gs {
		best := time.Hour
		for k := 0; k < 3; k++ {
			start := threadCPU()
			if _, err := GradeOf(g); err != nil {
				t.Fatal(err)
			}
			best = min(best, threadCPU()-start)
		}
		ds[i] = best
		total += best
	}
	worst := 0
	for i := range ds {
		if ds[i] > ds[worst] {
			worst = i
		}
	}
	sorted := append([]time.Duration(nil), ds...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	t.Logf("%s: %d puzzles, mean %v, p99 %v, max %v (%s)", *gradeTimes, len(gs), total/time.Duration(len(gs)),
		sorted[len(sorted)*99/100], ds[worst], gs[worst])
}
