package solver

import (
	"math/bits"
	"testing"
	"time"
)

// updateLoop is bandState.update written as a loop over the three bands,
// the form the unrolled code is measured against (BenchmarkBandUpdate) and
// checked against (TestBandUpdateLoopAgrees). Each band's step reads the
// two other bands of the digit, o1 and o2.
func (s *bandState) updateLoop(placed *int) bool {
	for {
		changed := false
		for d := range s.f {
			fd, dd := &s.f[d], &s.done[d]
			for b := 0; b < 3; b++ {
				f := fd[b]
				if f == dd[b] {
					continue
				}
				o1, o2 := (b+1)%3, (b+2)%3
				changed = true
				f &= permCells[(miniRows[f&nineBit]|miniRows[f>>9&nineBit]<<3|miniRows[f>>18&nineBit]<<6)&nineBit]
				if f == 0 {
					return false
				}
				keep := colKeep[(f|f>>9|f>>18)&nineBit]
				fd[o1] &= keep
				fd[o2] &= keep
				solved := oneCell[f&nineBit] | oneCell[f>>9&nineBit]<<9 | oneCell[f>>18&nineBit]<<18
				done := f
				r0, r1, r2 := f&nineBit, f>>9&nineBit, f>>18&nineBit
				x, y := fd[o1], fd[o2]
				xy := x | y
				other := (xy | xy>>9 | xy>>18) & nineBit
				if r0|r1|r2|other != nineBit {
					return false
				}
				one := (r0 ^ r1 ^ r2) &^ (r0 & r1 & r2) &^ other
				if col := f & (one | one<<9 | one<<18) &^ solved & s.u[b]; col != 0 {
					solved |= col
					for c := col; c != 0; c &= c - 1 {
						f &^= bandPeers[b*27+bits.TrailingZeros32(c)][b]
					}
					if f&col != col {
						return false
					}
					done = 0
				}
				if solved &= s.u[b]; solved != 0 {
					*placed += bits.OnesCount32(solved)
					s.u[b] &^= solved
					s.clearCells(b, solved)
				}
				fd[b], dd[b] = f, done
			}
		}
		if !changed {
			return true
		}
	}
}

// solveWith is bandSolve (run and descend) with the propagation given, for
// the comparison: the same search, only the update differs.
func solveWith(g *Grid, limit int, update func(*bandState, *int) bool) (int, Grid, Stats) {
	var z bandSolver
	z.limit = limit
	if !z.load(g) {
		return 0, Grid{}, Stats{}
	}
	descend := func() bool {
		s := &z.s
		for {
			if !update(s, &z.stats.Placements) {
				z.stats.Backtracks++
				return false
			}
			if s.u[0]|s.u[1]|s.u[2] == 0 {
				z.found++
				if z.found == 1 {
					z.first = s.grid()
				}
				return z.found >= z.limit
			}
			switch res, pairs, triples := s.singles(&z.stats.Placements); res {
			case singlesDead:
				z.stats.Backtracks++
				return false
			case singlesNone:
				z.guess(pairs, triples)
			}
		}
	}
	for !descend() && z.sp > 0 {
		z.sp--
		t := &z.stack[z.sp]
		z.s.f = t.f
		z.s.done = t.f
		z.s.u = t.u
		z.s.f[t.d][t.b&3] &^= t.bit
	}
	return z.found, z.first, z.stats
}

// unrollSets are the puzzles of the comparison: hard ones (many guesses),
// 17-clue ones and ones with several solutions.
var unrollSets = []string{"puzzles3_magictour_top1465.txt", "puzzles2_17_clue.txt", "puzzles7_serg_benchmark.txt"}

// TestBandUpdateLoopAgrees checks that the loop form of the propagation
// is the unrolled one: the same solutions, placements, guesses and
// backtracks on every puzzle of the excerpts, so the benchmark compares
// the same work.
func TestBandUpdateLoopAgrees(t *testing.T) {
	n := 0
	for _, set := range unrollSets {
		for _, g := range subsetPuzzles(t, set, 0) {
			for _, limit := range []int{1, 2} {
				a, ag, as := bandSolve(&g, limit, nil)
				b, bg, bs := solveWith(&g, limit, (*bandState).updateLoop)
				if a != b || ag != bg || as != bs {
					t.Fatalf("%s limit %d: unrolled %d %s %+v, loop %d %s %+v", g, limit, a, ag, as, b, bg, bs)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no puzzle")
	}
}

// BenchmarkBandUpdate solves the excerpts' puzzles (up to two solutions)
// with the propagation unrolled over the three bands, as band.go has it,
// and written as a loop, through the same search called the same way. The
// two alternate pass by pass, so that a busy machine slows both alike; it
// reports each one's time per pass over the puzzles and their ratio
// (loop/unrolled above 1: the unrolled form is faster).
//
//	go test ./solver -run '^$' -bench BandUpdate -count 5
func BenchmarkBandUpdate(b *testing.B) {
	var gs []Grid
	for _, set := range unrollSets {
		gs = append(gs, subsetPuzzles(b, set, 0)...)
	}
	pass := func(update func(*bandState, *int) bool) time.Duration {
		start := time.Now()
		for j := range gs {
			solveWith(&gs[j], 2, update)
		}
		return time.Since(start)
	}
	// The sums, and each form's fastest pass: on a shared machine the
	// fastest is the one least disturbed by other work.
	var unrolled, loop time.Duration
	bestU, bestL := time.Duration(1<<62), time.Duration(1<<62)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var u, l time.Duration
		if i%2 == 0 {
			u = pass((*bandState).update)
			l = pass((*bandState).updateLoop)
		} else {
			l = pass((*bandState).updateLoop)
			u = pass((*bandState).update)
		}
		unrolled, loop = unrolled+u, loop+l
		bestU, bestL = min(bestU, u), min(bestL, l)
	}
	b.ReportMetric(float64(unrolled.Nanoseconds())/float64(b.N), "unrolled-ns/pass")
	b.ReportMetric(float64(loop.Nanoseconds())/float64(b.N), "loop-ns/pass")
	b.ReportMetric(float64(loop)/float64(unrolled), "loop/unrolled")
	b.ReportMetric(float64(bestL)/float64(bestU), "loop/unrolled-fastest")
}
