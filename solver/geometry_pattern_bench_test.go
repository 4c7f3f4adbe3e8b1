package solver

import (
	"context"
	"math/rand"
	"runtime"
	"testing"
	"time"
)

// variantBenchPuzzles returns the first 120 puzzles of
// testdata/variants-se.txt and eight generated Killers.
func variantBenchPuzzles(b *testing.B) []VariantPuzzle {
	var ps []VariantPuzzle
	for _, r := range refVariants(b)[:120] {
		ps = append(ps, VariantPuzzle{Geometry: GeometryOf(r.v), Givens: r.p})
	}
	rng := rand.New(rand.NewSource(3))
	for _, level := range []Level{Easy, Medium, Hard, Expert, Easy, Medium, Hard, Expert} {
		vp, err := GenerateVariant(context.Background(), Killer, level, false, rng)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, vp)
	}
	return ps
}

// BenchmarkGradeVariantSet grades 128 puzzles (X-Sudoku, Windoku, Killer)
// per iteration: the cost of grading, which recording patterns for hints
// must leave as it was (docs/variants.md, "Hints and explain").
func BenchmarkGradeVariantSet(b *testing.B) {
	ps := variantBenchPuzzles(b)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	start := threadCPU()
	for i := 0; i < b.N; i++ {
		for _, vp := range ps {
			GradeVariant(vp.Geometry, vp.Givens)
		}
	}
	// The thread's CPU time: other programs on a busy machine do not
	// count in it, as they do in ns/op.
	b.ReportMetric(float64(threadCPU()-start)/float64(b.N)/1e6, "cpu-ms/op")
}

// BenchmarkVariantHint finds the hint (solver.VariantHint) on every
// position of the hint paths of the same puzzles: the cost of one hint in
// a variant game.
func BenchmarkVariantHint(b *testing.B) {
	type pos struct {
		g *Geometry
		p Grid
	}
	var all []pos
	for _, vp := range variantBenchPuzzles(b) {
		p := vp.Givens
		steps, _ := VariantHintPath(vp.Geometry, p)
		for _, s := range steps {
			all = append(all, pos{vp.Geometry, p})
			for _, pl := range s.Placements {
				p[pl.Cell] = pl.Digit
			}
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// The slowest hint, found once over every position: the window asks
	// on its UI goroutine.
	var slowest time.Duration
	for _, q := range all {
		t0 := threadCPU()
		VariantHint(q.g, q.p, nil)
		slowest = max(slowest, threadCPU()-t0)
	}
	b.ResetTimer()
	start := threadCPU()
	for i := 0; i < b.N; i++ {
		q := all[i%len(all)]
		VariantHint(q.g, q.p, nil)
	}
	b.ReportMetric(float64(threadCPU()-start)/float64(b.N)/1e3, "cpu-µs/hint")
	b.ReportMetric(float64(slowest)/1e6, "max-cpu-ms")
	b.ReportMetric(float64(len(all)), "positions")
}
