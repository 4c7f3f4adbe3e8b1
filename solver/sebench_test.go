package solver

import (
	"runtime"
	"testing"
	"time"
)

// BenchmarkGradeSEClassic grades the two sets that classic Sudoku Explainer
// rated (the shared data's se-classic-*.txt), all of a set per iteration,
// and reports the mean and the slowest puzzle (ms/puzzle, max-ms), in CPU
// time of the measuring thread (threadCPU) where the system has it: other
// programs on the machine do not count.
func BenchmarkGradeSEClassic(b *testing.B) {
	for _, name := range []string{"se-classic-qqwing200.txt", "se-classic-top1465-298.txt"} {
		b.Run(name, func(b *testing.B) {
			gs := sharedPuzzles(b, name, 0)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var worst, total time.Duration
			n := 0
			for b.Loop() {
				for _, g := range gs {
					start := threadCPU()
					if _, err := GradeOf(g); err != nil {
						b.Fatal(err)
					}
					d := threadCPU() - start
					total += d
					worst = max(worst, d)
					n++
				}
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(n), "ms/puzzle")
			b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
		})
	}
}
