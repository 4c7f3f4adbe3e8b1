//go:build !(goexperiment.simd && amd64)

package solver

// simdBuilt says that this build has no vector path (band_simd_amd64.go).
const simdBuilt = false

// simdCPU is false: there is no vector path to take.
var simdCPU = false

// countsVector is never called without the vector path.
func (s *bandState) countsVector() (r1, r2, r3, r4 [4]uint32) {
	panic("solver: the band engine's vector path is not built")
}
