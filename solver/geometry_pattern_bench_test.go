package solver

import (
	"bufio"
	"context"
	"math/rand"
	"os"
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
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, vp := range ps {
			GradeVariant(vp.Geometry, vp.Givens)
		}
	}
}
