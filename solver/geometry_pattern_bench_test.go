package solver

import (
	"bufio"
	"context"
	"math/rand"
	"os"
	"runtime"
	"strings"
	"testing"
)

// variantBenchPuzzles returns the first 120 puzzles of
// testdata/variants-se.txt and eight generated Killers.
func variantBenchPuzzles(b *testing.B) []VariantPuzzle {
	f, err := os.Open("testdata/variants-se.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var ps []VariantPuzzle
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(ps) < 120 {
		fields := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(fields[0], "#") || len(fields) < 2 {
			continue
		}
		v, err := ParseVariant(fields[0])
		if err != nil {
			b.Fatal(err)
		}
		p, err := Parse(fields[1])
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, VariantPuzzle{Geometry: GeometryOf(v), Givens: p})
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
	b.ResetTimer()
	start := threadCPU()
	for i := 0; i < b.N; i++ {
		q := all[i%len(all)]
		VariantHint(q.g, q.p, nil)
	}
	b.ReportMetric(float64(threadCPU()-start)/float64(b.N)/1e3, "cpu-µs/hint")
}
