package solver

// Engine names the path the band engine takes in this program, for the
// command line's --version: the vector path (docs/architecture.md, "The
// band engine's vector path") when the build has it (GOEXPERIMENT=simd on
// amd64) and the CPU has AVX2, else the scalar path and why.
func Engine() string {
	switch {
	case useVector:
		return "band engine: AVX2 vector path (GOEXPERIMENT=simd)"
	case simdBuilt && !simdCPU:
		return "band engine: scalar (the vector path is built, but this CPU has no AVX2)"
	case simdBuilt:
		return "band engine: scalar (the vector path is built, and turned off)"
	}
	return "band engine: scalar (built without GOEXPERIMENT=simd)"
}
