//go:build !(goexperiment.simd && amd64)

package solver

// This build has no vector engine (engine.go, "The engines and their
// choice"): GOEXPERIMENT=simd on amd64 brings them (vecwire_amd64.go).
var vectorEngines []vectorEngine

// vectorSolve is never called: no vector engine is ever chosen.
func vectorSolve(vecID, *Grid, int) (int, Grid, int) {
	panic("solver: this build has no vector engine")
}

// vectorOther is never called: no vector engine is ever chosen.
func vectorOther(vecID, *Grid, *Grid, int, int) (bool, bool) {
	panic("solver: this build has no vector engine")
}
