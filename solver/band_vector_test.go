package solver

import (
	"context"
	"math/rand"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// withVector runs f with the band engine's vector path on or off, and puts
// it back as the CPU check left it.
func withVector(on bool, f func()) {
	defer setVector(simdCPU)
	setVector(on)
	f()
}

// TestBandVectorAgrees checks the vector path (band_simd_amd64.go) against
// the scalar path: on every grid of testdata/search.txt and of the committed
// excerpts of the shared collections, the same number of solutions (the
// count QQWing made, for search.txt), the same first solution and the same
// work (placements, guesses, backtracks). The default build has no vector
// path: `make test` runs this test again with GOEXPERIMENT=simd.
func TestBandVectorAgrees(t *testing.T) {
	if !simdBuilt {
		t.Skip("built without GOEXPERIMENT=simd: the band engine has only its scalar path (make test runs this again with GOEXPERIMENT=simd)")
	}
	if !simdCPU {
		t.Skip("this CPU has no AVX2: the band engine takes its scalar path")
	}
	type job struct {
		what  string
		g     Grid
		limit int
		want  int // -1 when unknown
	}
	var jobs []job
	for _, fx := range readFixtures(t) {
		jobs = append(jobs, job{"search.txt:" + strconv.Itoa(fx.line), fx.grid, 2, min(fx.count, 2)})
	}
	for _, set := range benchSets {
		limit := 2
		if strings.Contains(set.file, "serg") {
			limit = 10
		}
		for i, g := range subsetPuzzles(t, set.file, 0) {
			jobs = append(jobs, job{set.file + " #" + strconv.Itoa(i+1), g, limit, -1})
		}
	}
	for _, j := range jobs {
		var vn, sn int
		var vfirst, sfirst Grid
		var vst, sst Stats
		withVector(true, func() { vn, vfirst, vst = bandSolve(&j.g, j.limit, nil) })
		withVector(false, func() { sn, sfirst, sst = bandSolve(&j.g, j.limit, nil) })
		if vn != sn || vfirst != sfirst || vst != sst {
			t.Fatalf("%s: vector path %d solutions, %+v, first %s; scalar path %d, %+v, first %s", j.what, vn, vst, vfirst, sn, sst, sfirst)
		}
		if j.want >= 0 && vn != j.want {
			t.Fatalf("%s: %d solutions, QQWing counted %d", j.what, vn, j.want)
		}
	}
}

// TestEngineNamesThePath checks that Engine, the line --version prints,
// names the path the searches take.
func TestEngineNamesThePath(t *testing.T) {
	withVector(false, func() {
		if e := Engine(); !strings.Contains(e, "scalar") {
			t.Errorf("vector path off: Engine() = %q, want the scalar path named", e)
		}
	})
	if !simdBuilt {
		if e := Engine(); !strings.Contains(e, "without GOEXPERIMENT=simd") {
			t.Errorf("default build: Engine() = %q, want it to say the vector path is not built", e)
		}
		return
	}
	withVector(simdCPU, func() {
		e := Engine()
		if simdCPU != strings.Contains(e, "AVX2 vector path") {
			t.Errorf("AVX2 %v: Engine() = %q", simdCPU, e)
		}
	})
}

// BenchmarkBandVector runs the same work on the band engine's vector path
// and on its scalar path, alternating pass by pass so that a busy machine
// slows both alike, and reports each one's fastest pass and their ratio
// (scalar/vector above 1: the vector path is faster). The work: solving
// (the excerpts of the shared collections, up to two solutions), counting
// (Serg's excerpt, up to 100 solutions) and generating (seeds 1 to 5 at
// each level), each a sub-benchmark. It needs GOEXPERIMENT=simd and AVX2:
//
//	GOEXPERIMENT=simd go test ./solver -run '^$' -bench BandVector -count 5
func BenchmarkBandVector(b *testing.B) {
	if !simdBuilt || !simdCPU {
		b.Skip("no vector path: build with GOEXPERIMENT=simd on an AVX2 CPU")
	}
	var solve []Grid
	for _, set := range benchSets {
		solve = append(solve, subsetPuzzles(b, set.file, 0)...)
	}
	count := subsetPuzzles(b, "puzzles7_serg_benchmark.txt", 0)
	work := []struct {
		name string
		pass func()
	}{
		{"solve", func() {
			for i := range solve {
				Search(solve[i], 2)
			}
		}},
		{"count", func() {
			for i := range count {
				CountSolutions(count[i], 100)
			}
		}},
		{"generate", func() {
			for _, level := range Levels {
				if !knowsLevel(level) {
					continue
				}
				for seed := int64(1); seed <= 5; seed++ {
					if _, err := Generate(context.Background(), level, rand.New(rand.NewSource(seed))); err != nil {
						b.Fatal(err)
					}
				}
			}
		}},
	}
	for _, w := range work {
		b.Run(w.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			timed := func(on bool) time.Duration {
				var d time.Duration
				withVector(on, func() {
					start := threadCPU()
					w.pass()
					d = threadCPU() - start
				})
				return d
			}
			bestV, bestS := time.Duration(1<<62), time.Duration(1<<62)
			for i := 0; b.Loop(); i++ {
				if i%2 == 0 {
					bestV = min(bestV, timed(true))
					bestS = min(bestS, timed(false))
				} else {
					bestS = min(bestS, timed(false))
					bestV = min(bestV, timed(true))
				}
			}
			b.ReportMetric(float64(bestV.Nanoseconds()), "vector-ns/pass")
			b.ReportMetric(float64(bestS.Nanoseconds()), "scalar-ns/pass")
			b.ReportMetric(float64(bestS)/float64(bestV), "scalar/vector")
		})
	}
}
