//go:build goexperiment.simd && amd64

package solver

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"simd/archsimd"
	"strings"
	"testing"
	"time"
)

// The vector engine's work, counted (docs/performance.md, "The orientation
// and the cost per guess"): vecWork runs runGo's propagation with counters,
// so that the work per guess on the collections as they are and
// transformed can be set beside the time per guess, and beside tdoku's own
// counts of the same steps. The engine itself counts nothing.

var vecWorkFlag = flag.Bool("vecwork", false, "run TestVecWork: the vector engine's propagation steps per puzzle, as the files are and transformed")
var vecWorkOut = flag.String("vecworkout", "", "TestVecWork: write each collection as measured (every -solvestep-th puzzle, transformed or not) to this folder")

// vecWork counts the steps of the propagation, in tdoku's terms where they
// have one (BoxRestrict, BandEliminate).
type vecWork struct {
	puzzles, guesses  int
	propagations      int // loads and the two sides of each guess
	boxes             int // box restrictions started (a frame popped, or a band update's first box)
	boxNoop           int // ... with nothing to eliminate
	boxFail           int // ... ending in a contradiction
	boxFromV          int // ... with an elimination, coming from a vertical band
	passes            int // box passes
	passHist          [4]int
	checks            int // band checks popped
	checkNoop         int // ... with nothing pending
	bands             int // band updates
	bandDrop          int // ... whose triple test dropped a configuration
	boxPushed         int // box frames pushed
	leftOut           int // box frames left out (the box keeps its candidates)
	checkPushed       int // band checks pushed
	pendHV            [4]int
	depthSum, maxDept int // the stack's depth at each pop
	pops              int
}

// vecWorkSolver is vecSolver with the propagation counted.
type vecWorkSolver struct {
	vecSolver
	w *vecWork
}

func (vs *vecWorkSolver) propagate(s *vecState, v, i, from int) bool {
	if vs.stk == nil {
		vs.stk = vecStacks.Get().(*vecStack)
	}
	vs.stk[0][15] = uint16(vecCheck|v<<4|from<<2|i) << 9
	return vs.runWork(s, 1)
}

func (vs *vecWorkSolver) search(s *vecState) {
	v, i, first, bit := vecBranch(s)
	if v < 0 {
		vs.leaf(s)
		return
	}
	c := &s.bands[v][i].conf
	vs.guesses++
	cp := *s
	e := &cp.bands[v][i].elim
	for k := first + 1; k < 6; k++ {
		e[k] |= c[k] & bit
	}
	if vs.propagate(&cp, v, i, 0) {
		vs.search(&cp)
		if vs.n >= vs.limit {
			return
		}
	}
	s.bands[v][i].elim[first] |= bit
	if vs.propagate(s, v, i, 0) {
		vs.search(s)
	}
}

// vecWorkSolve is vecSolve with the work counted into w.
func vecWorkSolve(g *Grid, limit int, w *vecWork) (int, int) {
	vs := vecWorkSolver{w: w}
	vs.limit = max(limit, 1)
	var st vecState
	w.puzzles++
	if vecClues(&st, g) {
		vs.stk = vecStacks.Get().(*vecStack)
		vecLoadChecks(vs.stk)
		if vs.runWork(&st, 6) {
			vs.search(&st)
		}
	}
	vs.release()
	w.guesses += vs.guesses
	return vs.n, vs.guesses
}

// runWork is runGo with counters: the same steps in the same order.
func (vs *vecWorkSolver) runWork(s *vecState, sp int) bool {
	w := vs.w
	w.propagations++
	stk := vs.stk
	var bv, bi, bfrom int
	band := false
	for {
		var b, v int
		var cand archsimd.Uint16x16
		if !band {
			if sp == 0 {
				break
			}
			w.pops++
			w.depthSum += sp
			w.maxDept = max(w.maxDept, sp)
			sp--
			f := &stk[sp]
			m := int(f[15] >> 9)
			if m&vecCheck != 0 {
				w.checks++
				bv, bi, bfrom = m>>4&1, m&3, m>>2&3
				hb := &s.bands[bv][bi]
				if archsimd.LoadUint16x8(&hb.conf).And(archsimd.LoadUint16x8(&hb.elim)).IsZero() {
					w.checkNoop++
					continue
				}
				band = true
			} else {
				b, v = m&15, m>>4&1
				cand = archsimd.LoadUint16x16((*[16]uint16)(f))
			}
		}
		if band {
			w.bands++
			band = false
			hb := &s.bands[bv][bi]
			conf := archsimd.LoadUint16x8(&hb.conf).AndNot(archsimd.LoadUint16x8(&hb.elim))
			c16 := archsimd.Uint16x16{}.SetLo(conf).SetHi(conf)
			triads := c16.Permute(vt.toTriads[0]).Or(c16.Permute(vt.toTriads[1]))
			three := vecCount(triads).Equal(vt.threes).ToInt16x16().AsUint16x16()
			as := triads.And(three)
			x := vecOr3(as.Permute(vt.assert[0]), as.Permute(vt.assert[1]), as.Permute(vt.assert[2]))
			if !x.And(c16).IsZero() {
				w.bandDrop++
				conf = conf.AndNot(x.GetLo().Or(x.GetHi()))
				c16 = archsimd.Uint16x16{}.SetLo(conf)
				triads = c16.Permute(vt.toTriads[0]).Or(c16.Permute(vt.toTriads[1]))
			}
			conf.Store(&hb.conf)
			triads = triads.Or(vt.lane15All)
			order := &vecOrder[bfrom]
			boxes := &vecBandBox[bv][bi]
			for t := 2; t >= 1; t-- {
				p := order[t]
				to := &vt.toBox[bv][p]
				bb := boxes[p]
				c := vecOr3(triads.Permute(to[0]), triads.Permute(to[1]), vt.boxMeta[bv][bb])
				c.Store((*[16]uint16)(&stk[sp]))
				if !archsimd.LoadUint16x16(&s.boxes[bb]).AndNot(c).IsZero() {
					sp++
					w.boxPushed++
				} else {
					w.leftOut++
				}
			}
			p := order[0]
			to := &vt.toBox[bv][p]
			cand = triads.Permute(to[0]).Or(triads.Permute(to[1]))
			b, v = int(boxes[p]), bv
		}
		w.boxes++
		bp := &s.boxes[b]
		box := archsimd.LoadUint16x16(bp)
		elim := box.AndNot(cand)
		if elim.IsZero() {
			w.boxNoop++
			continue
		}
		w.boxFromV += v
		var aAcc, eAcc archsimd.Uint16x16
		n := 0
		for {
			n++
			w.passes++
			box = box.AndNot(elim)
			counts := vecCount(box)
			if !counts.AsInt16x16().Less(vt.mins.AsInt16x16()).ToInt16x16().IsZero() {
				w.boxFail++
				w.passHist[min(n, 4)-1]++
				archsimd.ClearAVXUpperBits()
				return false
			}
			a := vecSingles(box, counts.Equal(vt.mins).ToInt16x16().AsUint16x16())
			ca := a.And(vt.cellMask)
			row := vecRowAll(ca)
			col := vecColAll(ca)
			all := vecRowAll(col)
			solved := ca.AsInt16x16().Greater(archsimd.Int16x16{}).ToInt16x16().AsUint16x16()
			cell := vt.cellMask.AsInt16x16()
			rc := row.AsInt16x16().Or(col.AsInt16x16())
			e := cell.And(all.AsInt16x16().Or(solved.AsInt16x16())).Or(cell.Not().And(rc)).And(ca.AsInt16x16().Not()).AsUint16x16()
			aAcc = aAcc.Or(a)
			eAcc = eAcc.Or(e)
			elim = e
			if elim.And(box).IsZero() {
				break
			}
		}
		w.passHist[min(n, 4)-1]++
		box.Store(bp)
		msg := &vt.msg[b]
		mAcc := vecOr3(aAcc.ConcatPermute(eAcc, msg[0]), aAcc.ConcatPermute(eAcc, msg[1]), aAcc.ConcatPermute(eAcc, msg[2]))
		rb, cb := int(vecBoxRow[b]), int(vecBoxCol[b])
		hb, vb := &s.bands[0][rb], &s.bands[1][cb]
		he := archsimd.LoadUint16x8(&hb.elim).Or(mAcc.GetLo())
		ve := archsimd.LoadUint16x8(&vb.elim).Or(mAcc.GetHi())
		he.Store(&hb.elim)
		ve.Store(&vb.elim)
		hPending := !archsimd.LoadUint16x8(&hb.conf).And(he).IsZero()
		vPending := !archsimd.LoadUint16x8(&vb.conf).And(ve).IsZero()
		// pendHV: bit 0 the band across the one the box came from is
		// pending, bit 1 the other
		across, same := vPending, hPending
		if v == 1 {
			across, same = hPending, vPending
		}
		k := 0
		if across {
			k |= 1
		}
		if same {
			k |= 2
		}
		w.pendHV[k]++
		if v == 1 {
			if hPending {
				stk[sp][15] = uint16(vecCheck|1<<4|rb<<2|cb) << 9
				sp++
				w.checkPushed++
				band, bv, bi, bfrom = true, 0, rb, cb
			} else if vPending {
				band, bv, bi, bfrom = true, 1, cb, rb
			}
		} else {
			if vPending {
				stk[sp][15] = uint16(vecCheck|0<<4|cb<<2|rb) << 9
				sp++
				w.checkPushed++
				band, bv, bi, bfrom = true, 1, cb, rb
			} else if hPending {
				band, bv, bi, bfrom = true, 0, rb, cb
			}
		}
	}
	archsimd.ClearAVXUpperBits()
	return true
}

// TestVecWork checks that the counted propagation makes the engine's
// guesses and finds its solutions on every grid of TestVecAgrees, and with
// -vecwork prints the counts per puzzle and per guess for the collections
// tdoku is measured on, as they are and transformed.
func TestVecWork(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	for _, j := range vecJobs(t) {
		var w vecWork
		n, guesses := vecWorkSolve(&j.g, j.limit, &w)
		vn, _, vguesses := vecSolve(&j.g, j.limit)
		if n != vn || guesses != vguesses {
			t.Fatalf("%s: counted %d solutions, %d guesses; the engine %d, %d", j.what, n, guesses, vn, vguesses)
		}
	}
	if !*vecWorkFlag {
		return
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	vecTimesSets(dir, func(set benchSet, transformed bool, gs []Grid) {
		var w vecWork
		for i := range gs {
			vecWorkSolve(&gs[i], 2, &w)
		}
		p, g := float64(w.puzzles), float64(w.guesses)
		fmt.Printf("vecwork %-8s transformed=%-5v n=%-6d guesses=%7.2f\n", set.name, transformed, w.puzzles, g/p)
		per := func(name string, x int) {
			fmt.Printf("    %-22s %10.2f a puzzle %8.3f a guess\n", name, float64(x)/p, float64(x)/max(g, 1))
		}
		per("propagations", w.propagations)
		per("box restrictions", w.boxes)
		per("  nothing to eliminate", w.boxNoop)
		per("  contradiction", w.boxFail)
		per("  from a vertical band", w.boxFromV)
		per("box passes", w.passes)
		for k, x := range w.passHist {
			per(fmt.Sprintf("  updates of %d passes", k+1), x)
		}
		per("band checks popped", w.checks)
		per("  nothing pending", w.checkNoop)
		per("band updates", w.bands)
		per("  triple test drops", w.bandDrop)
		per("box frames pushed", w.boxPushed)
		per("box frames left out", w.leftOut)
		per("band checks pushed", w.checkPushed)
		for k, x := range w.pendHV {
			per(fmt.Sprintf("  pending across/same %d%d", k&1, k>>1), x)
		}
		per("pops", w.pops)
		fmt.Printf("    %-22s %10.2f\n", "mean depth at a pop", float64(w.depthSum)/float64(max(w.pops, 1)))
		fmt.Printf("    %-22s %10d\n", "deepest stack", w.maxDept)
		if *vecWorkOut != "" {
			var b []byte
			for i := range gs {
				b = append(b, gs[i].String()...)
				b = append(b, '\n')
			}
			name := fmt.Sprintf("%s-%v.txt", set.name, transformed)
			if err := os.WriteFile(filepath.Join(*vecWorkOut, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	})
}

var vecOrient = flag.Int("vecorient", 0, "run TestVecOrient: rounds over each collection as it is and transformed, in turns (the fastest counts)")
var vecOrientSets = flag.String("vecorientsets", "", "TestVecOrient: only the collections whose name this matches")

// TestVecOrient measures the vector engine on each collection as it is (A)
// and transformed (B), the two in turns round by round, each round at
// least solveRound long, as tdoku's driver measures it: the time a
// puzzle and a guess, and B's over A's.
func TestVecOrient(t *testing.T) {
	if *vecOrient <= 0 {
		t.Skip("runs only with -vecorient N")
	}
	dir := sharedDataDir()
	if dir == "" {
		t.Skip("../shared/data absent")
	}
	for _, set := range benchSets {
		if set.tdoku == 0 || !strings.Contains(set.name, *vecOrientSets) {
			continue
		}
		all := readCollection(dir, set.file)
		sets := [2][]Grid{all, transformSet(all)}
		var best [2]float64
		var guesses [2]int
		for k := range sets {
			best[k] = 1e30
			for i := range sets[k] {
				_, _, g := vecSolve(&sets[k][i], 2)
				guesses[k] += g
			}
		}
		runtime.LockOSThread()
		for r := 0; r < *vecOrient; r++ {
			for k, gs := range sets {
				start := threadCPU()
				var el time.Duration
				solved := 0
				for el < solveRound {
					for i := range gs {
						vecSolve(&gs[i], 2)
					}
					solved += len(gs)
					el = threadCPU() - start
				}
				best[k] = min(best[k], float64(el)/float64(solved))
			}
		}
		runtime.UnlockOSThread()
		n := float64(len(all))
		ga, gb := float64(guesses[0])/n, float64(guesses[1])/n
		fmt.Printf("vecorient %-8s A ns=%.1f guesses=%.3f ns/guess=%.2f  B ns=%.1f guesses=%.3f ns/guess=%.2f  B/A=%.4f per-guess B/A=%.4f\n",
			set.name, best[0], ga, best[0]/ga, best[1], gb, best[1]/gb, best[1]/best[0], (best[1]/gb)/(best[0]/ga))
	}
}

var vecEach = flag.String("veceach", "", "run TestVecEach on two puzzle files, A,B (one puzzle a line, the same number of lines)")
var vecEachSweeps = flag.Int("veceachsweeps", 5, "TestVecEach: sweeps over the files (the fastest time of each puzzle counts)")

// TestVecEach times the vector engine on each puzzle of two files, puzzle
// i of A then puzzle i of B, the fastest of -veceachsweeps sweeps, and
// prints a line a puzzle: i, A's guesses and ns, B's guesses and ns.
func TestVecEach(t *testing.T) {
	if *vecEach == "" {
		t.Skip("runs only with -veceach A,B")
	}
	files := strings.Split(*vecEach, ",")
	var sets [2][]Grid
	for k, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if len(line) < 81 {
				continue
			}
			g, err := Parse(line[:81])
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			sets[k] = append(sets[k], g)
		}
	}
	n := min(len(sets[0]), len(sets[1]))
	best := [2][]time.Duration{make([]time.Duration, n), make([]time.Duration, n)}
	var guesses [2][]int
	for k := range sets {
		guesses[k] = make([]int, n)
		for i := range best[k] {
			best[k][i] = 1 << 62
		}
	}
	runtime.LockOSThread()
	for s := 0; s < *vecEachSweeps; s++ {
		var total [2]time.Duration
		for i := 0; i < n; i++ {
			for k := range sets {
				start := threadCPU()
				_, _, g := vecSolve(&sets[k][i], 2)
				el := threadCPU() - start
				best[k][i] = min(best[k][i], el)
				total[k] += el
				guesses[k][i] = g
			}
		}
		fmt.Printf("# sweep %d %d %d\n", s, total[0], total[1])
	}
	runtime.UnlockOSThread()
	for i := 0; i < n; i++ {
		fmt.Printf("%d %d %d %d %d\n", i, guesses[0][i], best[0][i], guesses[1][i], best[1][i])
	}
}
