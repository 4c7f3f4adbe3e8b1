//go:build goexperiment.simd && amd64

package solver

// The vector engines of this build (engine.go, "The engines and their
// choice"), best first: chooseEngines takes the first the CPU runs, the
// tests run each one the CPU runs (eachEngine), and TestEngineTimes
// measures each. Another engine joins with an ID in engine.go's constants
// and its line in vectorFor there, a line in vectorEngines, a case in
// vectorSolve and, when it has its own uniqueness check, one in
// vectorOther (without one the generator's checks stay on the band engine).

var vectorEngines = []vectorEngine{
	{id: vecAVX512, name: "AVX-512", needs: "AVX-512 BW, VL and BITALG", cpu: vecCPU},
	{id: vecAVX2, name: "AVX2", needs: "AVX2", cpu: vec2CPU},
}

// vectorSolve runs vector engine id on g: the solutions up to limit, the
// first one, and the guesses.
func vectorSolve(id vecID, g *Grid, limit int) (int, Grid, int) {
	switch id {
	case vecAVX512:
		return vecSolve(g, limit)
	case vecAVX2:
		return vec2Solve(g, limit)
	}
	panic("solver: no vector engine of that ID")
}

// vectorOther is bandSolver.otherSolution on vector engine id; ok is false
// when that engine has no such check.
func vectorOther(id vecID, p, full *Grid, i, j int) (other, ok bool) {
	switch id {
	case vecAVX512:
		return vecOtherSolution(p, full, i, j), true
	case vecAVX2:
		return vec2OtherSolution(p, full, i, j), true
	}
	return false, false
}

// vecOtherSolution is bandSolver.otherSolution on the vector engine
// (vec_amd64.go), by vecOtherWith.
func vecOtherSolution(p, full *Grid, i, j int) bool {
	var vs vecSolver
	vs.limit = 1
	return vecOtherWith(p, full, i, j,
		func(st *vecState, p *Grid) bool { return vecLoad(&vs, st, p) },
		func(st *vecState, i int, mask uint16) bool { return vecKeep(&vs, st, i, mask) },
		func(st *vecState) bool { vs.count(st); return vs.n > 0 })
}

// vecKeep keeps only the digits of mask (bit d-1 for digit d) in cell i of
// the state, and propagates; false on a contradiction.
func vecKeep(vs *vecSolver, st *vecState, i int, mask uint16) bool {
	row, col := i/9, i%9
	cand := [16]uint16{0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff}
	cand[4*(row%3)+col%3] = mask
	return vs.boxRestrict(st, row/3*3+col/3, &cand, false)
}
