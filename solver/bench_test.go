package solver

import (
	"context"
	"math/rand"
	"testing"
	"time"
)

// benchSet is a shared collection used in the benchmarks, with the
// reference figures of tdoku (µs per puzzle, first solution plus
// uniqueness check, one core) where it gives them. On those four sets the
// target (docs/architecture.md, Tests and their data) is tdoku's time,
// measured in the same run when make bench could build it, else this
// reference figure.
type benchSet struct {
	name, file string
	tdoku      float64 // tdoku's time on a machine like ours; 0 when unknown
}

var benchSets = []benchSet{
	{"17-clue", "puzzles2_17_clue.txt", 3.1},
	{"top1465", "puzzles3_magictour_top1465.txt", 8.3},
	{"1905-11+", "puzzles5_forum_hardest_1905_11+.txt", 47.7},
	{"1106", "puzzles6_forum_hardest_1106.txt", 75.2},
	{"serg", "puzzles7_serg_benchmark.txt", 0},
	{"norvig-easy50", "norvig-easy50.txt", 0},
	{"norvig-top95", "norvig-top95-plus-hardest.txt", 0},
}

// reportPerPuzzle adds the µs/puzzle metric, one puzzle per iteration.
func reportPerPuzzle(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N), "µs/puzzle")
}

// BenchmarkSearch times Search(g, 2), first solution plus uniqueness check,
// cycling through each shared collection.
func BenchmarkSearch(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			gs := sharedPuzzles(b, set.file, 0)
			i := 0
			for b.Loop() {
				Search(gs[i], 2)
				if i++; i == len(gs) {
					i = 0
				}
			}
			reportPerPuzzle(b)
		})
	}
}

// baselineSample is the number of puzzles BenchmarkBaseline cycles through.
const baselineSample = 5

// BenchmarkBaseline times plain backtracking (baselineCount with
// limit 2) on a few puzzles of each shared collection. The baseline takes
// minutes on some hard puzzles, so it uses the first puzzles, spread over
// the collection, that it finishes within 300 ms each: a sample biased
// towards its easier puzzles. TestBenchTable measures it without that bias.
func BenchmarkBaseline(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			var gs []Grid
			for _, g := range spread(sharedPuzzles(b, set.file, 0), 50) {
				start := time.Now()
				if _, done := baselineSearch(g, 2, func() bool { return time.Since(start) > 300*time.Millisecond }); done {
					gs = append(gs, g)
				}
				if len(gs) == baselineSample {
					break
				}
			}
			if len(gs) == 0 {
				b.Skipf("the baseline finishes none of the sampled puzzles of %s within 300 ms", set.file)
			}
			i := 0
			for b.Loop() {
				baselineCount(gs[i], 2)
				if i++; i == len(gs) {
					i = 0
				}
			}
			reportPerPuzzle(b)
		})
	}
}

// spread returns n puzzles taken at even steps through gs (all when fewer).
func spread(gs []Grid, n int) []Grid {
	if len(gs) <= n {
		return gs
	}
	out := make([]Grid, n)
	for k := range out {
		out[k] = gs[k*len(gs)/n]
	}
	return out
}

func BenchmarkFill(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	for b.Loop() {
		Fill(rng)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, level := range Levels {
		b.Run(level.String(), func(b *testing.B) {
			if !knowsLevel(level) {
				b.Skip("no technique rated in the level's band yet")
			}
			rng := rand.New(rand.NewSource(1))
			for b.Loop() {
				if _, err := Generate(context.Background(), level, rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGenerateSpread times generation at each level whose spread rules
// are not empty without them (carving: the generator before them, the
// baseline) and with them (spread), in the same run.
func BenchmarkGenerateSpread(b *testing.B) {
	for _, level := range Levels {
		if len(levelSpread[level]) == 0 {
			continue
		}
		for _, run := range []struct {
			name   string
			spread []spreadRule
		}{{"carving", nil}, {"spread", levelSpread[level]}} {
			b.Run(level.String()+"/"+run.name, func(b *testing.B) {
				rng := rand.New(rand.NewSource(1))
				for b.Loop() {
					if _, err := generate(context.Background(), level, rng, nil, run.spread); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// gradeSample returns generated puzzles of every level, the same on every
// run: the puzzles BenchmarkGrade and the bench table grade.
func gradeSample(tb testing.TB, perLevel int) []Grid {
	tb.Helper()
	var gs []Grid
	for _, level := range Levels {
		if !knowsLevel(level) {
			continue
		}
		rng := rand.New(rand.NewSource(int64(level)))
		for k := 0; k < perLevel; k++ {
			p, err := Generate(context.Background(), level, rng)
			if err != nil {
				tb.Fatal(err)
			}
			gs = append(gs, p)
		}
	}
	return gs
}

// BenchmarkGrade times GradeOf, cycling through generated puzzles of every
// level.
func BenchmarkGrade(b *testing.B) {
	gs := gradeSample(b, 10)
	i := 0
	for b.Loop() {
		if _, err := GradeOf(gs[i]); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(gs) {
			i = 0
		}
	}
	reportPerPuzzle(b)
}
