//go:build !(goexperiment.simd && amd64)

package solver

// simdBuilt says that this build has no vector path (band_simd_amd64.go).
const simdBuilt = false

// simdCPU is false: there is no vector path to take.
const simdCPU = false

// useVector is false: the band engine has only its scalar path, and the
// compiler drops the branches to the vector one.
const useVector = false

// setVector does nothing: there is no vector path to turn on.
func setVector(bool) {}

// countsVector is never called without the vector path.
func (s *bandState) countsVector() (r1, r2, r3, r4 [4]uint32) {
	panic("solver: the band engine's vector path is not built")
}
