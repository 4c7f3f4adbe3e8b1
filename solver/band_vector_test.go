package solver

import (
	"strconv"
	"strings"
	"testing"
)

// withVector runs f with the band engine's vector path on or off, and puts
// it back as the CPU check left it.
func withVector(on bool, f func()) {
	defer func() { useVector = simdBuilt && simdCPU }()
	useVector = on
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
