//go:build goexperiment.simd && amd64

package solver

import (
	"simd/archsimd"
	"unsafe"
)

// The band engine's vector path (docs/architecture.md, "The band engine's
// vector path"), built only with GOEXPERIMENT=simd on amd64 and used only
// when the CPU has AVX2: the adders that count candidates per cell for the
// naked singles run on the three bands of a digit at once, one 128-bit
// vector per digit, instead of one band after the other.

// simdBuilt says that this build has the vector path.
const simdBuilt = true

// simdCPU says whether the CPU running the program can take the vector path.
var simdCPU = archsimd.X86.AVX2()

// useVector says whether the band engine takes its vector path: when the
// CPU has AVX2. Tests turn it off (setVector) to check the scalar path. In
// a build without the vector path it is the constant false
// (band_simd_other.go), and the compiler drops the vector branches.
var useVector = simdCPU

// setVector turns the vector path on or off, for the tests; on needs AVX2.
func setVector(on bool) { useVector = on && simdCPU }

// countsVector is counts on vectors: lane b of each result is band b. Each
// digit's three masks are read as one vector of four lanes; the fourth lane
// (the next digit's first band, or for the last digit the first word of
// s.done, which follows s.f in bandState) is ignored.
func (s *bandState) countsVector() (r1, r2, r3, r4 [4]uint32) {
	load := func(d int) archsimd.Uint32x4 {
		return archsimd.LoadUint32x4((*[4]uint32)(unsafe.Pointer(&s.f[d][0])))
	}
	x := load(0)
	a1 := x
	var a2, a3, a4 archsimd.Uint32x4
	for d := 1; d < 9; d++ {
		x = load(d)
		a4 = a4.Or(a3.And(x))
		a3 = a3.Or(a2.And(x))
		a2 = a2.Or(a1.And(x))
		a1 = a1.Or(x)
	}
	a1.Store(&r1)
	a2.Store(&r2)
	a3.Store(&r3)
	a4.Store(&r4)
	// Go's own code uses SSE instructions (X15 is its zero register): after
	// AVX instructions, the CPU makes them wait on the vector registers' upper
	// halves unless these are cleared (VZEROUPPER). Without this the engine
	// ran 1.5x slower than the scalar path (docs/performance.md).
	archsimd.ClearAVXUpperBits()
	return
}
