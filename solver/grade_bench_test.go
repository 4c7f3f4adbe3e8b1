package solver

import (
	"context"
	"math/rand"
	"testing"
)

// gradeBenchSets returns the puzzle sets the grading benchmarks run on: random
// carvings at each level's clue target (always there) and Sudoku
// Explainer's 200 rated QQWing puzzles when the shared data is.
func gradeBenchSets(b testing.TB) map[string][]Grid {
	rng := rand.New(rand.NewSource(11))
	sets := map[string][]Grid{}
	for _, level := range Levels {
		lo, hi := level.ClueRange()
		stop := hi
		if level >= Expert {
			stop = lo
		}
		for len(sets[level.String()]) < 50 {
			p := carvePuzzle(rng, stop)
			if c := p.Clues(); c >= lo && c <= hi {
				sets[level.String()] = append(sets[level.String()], p)
			}
		}
	}
	if dir := sharedDataDir(); dir != "" {
		sets["qqwing200"] = sharedPuzzles(b, "se-ratings-qqwing200.txt", 0)
	}
	return sets
}

var gradeBenchOrder = []string{"easy", "medium", "hard", "expert", "master", "qqwing200"}

// BenchmarkGradeOf measures GradeOf per puzzle (ns/op is one puzzle):
// uniqueness, complexity and the logical solve.
func BenchmarkGradeOf(b *testing.B) {
	sets := gradeBenchSets(b)
	for _, name := range gradeBenchOrder {
		gs := sets[name]
		if gs == nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := GradeOf(gs[i%len(gs)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLogicPath measures the logical solve alone, step by step in
// Sudoku Explainer's order as GradeOf runs it (solution known).
func BenchmarkLogicPath(b *testing.B) {
	sets := gradeBenchSets(b)
	for _, name := range gradeBenchOrder {
		gs := sets[name]
		if gs == nil {
			continue
		}
		sols := make([]Grid, len(gs))
		for i, g := range gs {
			sols[i], _ = SolveUnique(g)
		}
		b.Run(name, func(b *testing.B) {
			var l logic
			var buf stepBuf
			for i := 0; b.Loop(); i++ {
				k := i % len(gs)
				l.init(gs[k])
				for l.empty > 0 {
					if !l.find(&buf) {
						l.fromSolution(&buf, &sols[k])
					}
					l.apply(&buf.s)
				}
			}
		})
	}
}

// BenchmarkHasLevel measures the generator's check of each carved puzzle
// against the level it was carved for.
func BenchmarkHasLevel(b *testing.B) {
	sets := gradeBenchSets(b)
	for _, level := range Levels {
		gs := sets[level.String()]
		b.Run(level.String(), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				hasLevel(gs[i%len(gs)], level)
			}
		})
	}
}

// BenchmarkGradeContext measures GradeContext beside GradeOf on the same
// puzzles, in one run (docs/performance.md): the cancellable grading looks
// at its context between steps and in the nested search between cells, and
// must cost what GradeOf costs. "hardest" is four of testdata/se-hardest.txt
// (9.5 to 10.2), the nested chains' own ground.
func BenchmarkGradeContext(b *testing.B) {
	sets := gradeBenchSets(b)
	for _, tc := range contextPuzzles {
		g, err := Parse(tc.line)
		if err != nil {
			b.Fatal(err)
		}
		sets["hardest"] = append(sets["hardest"], g)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, name := range []string{"expert", "master", "hardest"} {
		gs := sets[name]
		b.Run(name+"/GradeOf", func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := GradeOf(gs[i%len(gs)]); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/GradeContext", func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := GradeContext(ctx, gs[i%len(gs)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
