package solver

import (
	"context"
	"math/rand"
	"runtime"
	"sort"
	"testing"
	"time"
)

// reportMedian adds the median of the times, in milliseconds, to the
// benchmark's figures (budgets are medians: docs/variants.md).
func reportMedian(b *testing.B, times []time.Duration) {
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2])/float64(time.Millisecond), "ms-median")
}

// reportCPUMedian adds the median of the thread's CPU times, in
// milliseconds: other programs on a busy machine do not count in it, as they
// do in the wall-clock median.
func reportCPUMedian(b *testing.B, times []time.Duration) {
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2])/float64(time.Millisecond), "cpu-ms-median")
}

// BenchmarkVariantGenerate generates puzzles of each variant and level,
// beside the classic generator's figures for the same levels in the same
// run (docs/variants.md gives the budgets: X and Windoku within 3× classic,
// Jigsaw and Killer under 50 ms for Easy to Hard).
func BenchmarkVariantGenerate(b *testing.B) {
	for _, v := range Variants {
		for _, level := range Levels {
			b.Run(v.String()+"/"+level.String(), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				rng := rand.New(rand.NewSource(1))
				times := make([]time.Duration, 0, b.N)
				cpu := make([]time.Duration, 0, b.N)
				for i := 0; i < b.N; i++ {
					start, startCPU := time.Now(), threadCPU()
					if _, err := GenerateVariant(context.Background(), v, level, false, rng); err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(start))
					cpu = append(cpu, threadCPU()-startCPU)
				}
				reportMedian(b, times)
				reportCPUMedian(b, cpu)
			})
		}
	}
}

// BenchmarkVariantCount counts the solutions (up to 2) of generated Jigsaw
// and Killer puzzles (with and without givens), one puzzle after the other
// (budget: 1 ms each).
func BenchmarkVariantCount(b *testing.B) {
	for _, k := range []struct {
		v      Variant
		givens bool
	}{{Jigsaw, false}, {Killer, false}, {Killer, true}, {XSudoku, false}, {Windoku, false}} {
		rng := rand.New(rand.NewSource(5))
		var ps []VariantPuzzle
		for _, level := range []Level{Easy, Medium, Hard, Master, Easy, Medium, Hard, Master} {
			vp, err := GenerateVariant(context.Background(), k.v, level, k.givens, rng)
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, vp)
		}
		name := k.v.String()
		if k.givens {
			name += "-givens"
		}
		b.Run(name, func(b *testing.B) {
			times := make([]time.Duration, 0, b.N)
			for i := 0; i < b.N; i++ {
				vp := ps[i%len(ps)]
				start := time.Now()
				if vp.Geometry.CountSolutions(vp.Givens, 2) != 1 {
					b.Fatal("not unique")
				}
				times = append(times, time.Since(start))
			}
			reportMedian(b, times)
		})
	}
}
