//go:build goexperiment.simd && amd64

package solver

import (
	"simd/archsimd"
	"sync"
	"unsafe"
)

// The vector engine of tdoku's kind, AVX-512 form (docs/performance.md, "A
// vector engine of tdoku's kind"), built only with GOEXPERIMENT=simd on
// amd64 and run when the CPU has AVX-512 BW, VL and BITALG (vecCPU): Search,
// CountSolutions and the generator's uniqueness checks take it as
// engine.go chooses (docs/architecture.md, "The engines and their choice").
// Its propagation and its loading are in assembly (vec_amd64.s).
//
// Its state is nine boxes and six bands. A box is sixteen 16-bit lanes, a
// 4x4 matrix: lane 4r+c (r, c < 3) holds the candidate digits of the
// box's cell (r, c) (bit d-1 for digit d); lane 4r+3 the digits that may
// still be absent from mini-row r, lane 12+c those that may still be absent
// from mini-column c (the negative triads); lane 15 all nine digits, never
// changed. In each row and each column of the matrix every digit is in
// exactly one of the four lanes (it is in one cell of the mini-row, or the
// mini-row lacks it).
//
// A band is three boxes in a row (horizontal) or in a column (vertical).
// A digit crosses it by one of six configurations: configuration k puts it
// in mini-row (or mini-column) vecPerm[k][p] of the band's box p. Lane k
// of a band's conf holds the digits that may still cross it by k; elim
// collects the eliminations waiting to be applied.

type vecBand struct {
	conf, elim [8]uint16
}

type vecState struct {
	bands [2][3]vecBand // [0][i]: the band of box row i; [1][j]: of box column j
	boxes [9][16]uint16
}

const vecAll = 0x1ff

// vecPerm lists the six configurations: vecPerm[k][p] is the element of
// box p that configuration k uses. They are in tdoku's order: a guess
// tries a digit's first configuration left first, so the order decides
// which branch comes first and, on some puzzles, the number of guesses
// (docs/performance.md, "The orientation and the cost per guess").
var vecPerm = [6][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}, {0, 2, 1}, {1, 0, 2}}

// vecCPU says whether this CPU has the instructions the vector engine uses:
// 16-bit lane permutes (AVX-512 BW and VL) and 16-bit population counts
// (AVX-512 BITALG).
var vecCPU = archsimd.X86.AVX512() && archsimd.X86.AVX512BITALG()

// The engine's constant vectors and permutations, built by vecInit.
var vt struct {
	mins      archsimd.Uint16x16
	cellMask  archsimd.Uint16x16
	rotR      [3]archsimd.Uint16x16 // lane (r,c) <- (r,c+i+1 mod 4)
	rotC      [3]archsimd.Uint16x16 // lane (r,c) <- (r+i+1 mod 4,c)
	msg       [9][3]archsimd.Uint16x16
	toTriads  [2]archsimd.Uint16x16
	assert    [3]archsimd.Uint16x16
	toBox     [2][3][2]archsimd.Uint16x16
	lane15All archsimd.Uint16x16
	threes    archsimd.Uint16x16
	boxMeta   [2][9]archsimd.Uint16x16 // a box frame's lane 15 (vecFrame), with the nine digits
	notLane15 archsimd.Uint16x16
	// vecRun's byte shuffles (VPSHUFB, within each 128-bit half) of a
	// band's configurations held in both halves: toTriads as shuffles
	// (triadsB), a box's candidates as the OR of four shuffles (boxB[v][p]:
	// a cell takes the two configurations of its triad, a triad lane the
	// four of the other two triads), and what they leave out (boxFill[v][b]:
	// boxMeta with all nine digits in the lanes of the other orientation's
	// triads)
	triadsB [2]archsimd.Uint16x16
	boxB    [2][3][4]archsimd.Uint16x16
	boxFill [2][9]archsimd.Uint16x16
}

func vecIndex(f func(i int) int) archsimd.Uint16x16 {
	var a [16]uint16
	for i := range a {
		a[i] = uint16(f(i))
	}
	return archsimd.LoadUint16x16(&a)
}

func vecConst(f func(i int) uint16) archsimd.Uint16x16 {
	var a [16]uint16
	for i := range a {
		a[i] = f(i)
	}
	return archsimd.LoadUint16x16(&a)
}

func init() {
	if vecCPU {
		vecInit()
	}
}

func vecInit() {
	vt.mins = archsimd.LoadUint16x16(&vecLane.mins)
	vt.cellMask = archsimd.LoadUint16x16(&vecLane.cell)
	vt.lane15All = vecConst(func(i int) uint16 {
		if i == 15 {
			return vecAll
		}
		return 0
	})
	vt.threes = archsimd.BroadcastUint16x16(3)
	vt.notLane15 = vecConst(func(i int) uint16 {
		if i == 15 {
			return 0
		}
		return 0xffff
	})
	for v := 0; v < 2; v++ {
		for b := 0; b < 9; b++ {
			vt.boxMeta[v][b] = vecConst(func(i int) uint16 {
				if i == 15 {
					return uint16(v<<4|b)<<9 | vecAll
				}
				return 0
			})
		}
	}
	vecInitShuffles()
	for s := 0; s < 3; s++ {
		vt.rotR[s] = vecIndex(func(i int) int { return i/4*4 + (i%4+s+1)%4 })
		vt.rotC[s] = vecIndex(func(i int) int { return (i/4+s+1)%4*4 + i%4 })
	}
	// A box's message to its bands: ConcatPermute of its assertions A (lanes
	// 0-15) and its eliminations E (16-31). A negative triad asserted (d
	// absent from element e of box p) removes the configurations using e
	// there; a positive one (d in element e) those using another element.
	// Lanes 0-5: the horizontal band, 8-13: the vertical one; lane 31 (E's
	// lane 15) is always zero.
	hNeg := func(e int) int { return 4*e + 3 }
	vNeg := func(e int) int { return 12 + e }
	for bi := 0; bi < 3; bi++ {
		for bj := 0; bj < 3; bj++ {
			for t := 0; t < 3; t++ {
				vt.msg[bi*3+bj][t] = vecIndex(func(i int) int {
					k, p, lane := i%8, bj, hNeg
					if i >= 8 {
						p, lane = bi, vNeg
					}
					if k >= 6 {
						return 31
					}
					e := vecPerm[k][p]
					if t == 0 {
						return lane(e)
					}
					return 16 + lane((e+t)%3)
				})
			}
		}
	}
	// Configurations to triads: lane 4p+e holds the digits whose two
	// configurations putting them in element e of box p are left. conf has
	// zeros in lanes 6 and 7.
	for t := 0; t < 2; t++ {
		vt.toTriads[t] = vecIndex(func(i int) int {
			p, e := i/4, i%4
			if p >= 3 || e >= 3 {
				return 6
			}
			return vecTriadConf(p, e, t)
		})
	}
	// A triad with three digits left holds them: each removes the
	// configurations putting it elsewhere in that box. Permute t gives lanes
	// 0-5 (box 2t's) and 8-13 (box 2t+1's, when t < 1 or for the
	// second shift) of the triads to remove; see vecBandEliminate.
	for t := 0; t < 3; t++ {
		vt.assert[t] = vecIndex(func(i int) int {
			k := i % 8
			if k >= 6 {
				return 15
			}
			// term index 0..5: (box p, shift s)
			term := 2*t + i/8
			p, s := term/2, term%2+1
			return 4*p + (vecPerm[k][p]+s)%3
		})
	}
	// Triads to a box's candidates: horizontal, lane (r,c) takes triad r of
	// box p, lane (r,3) the triads r+1 and r+2 (the digit is elsewhere),
	// row 3 all (lane 15 of the triads, set to all).
	for v := 0; v < 2; v++ {
		for p := 0; p < 3; p++ {
			for t := 0; t < 2; t++ {
				vt.toBox[v][p][t] = vecIndex(func(i int) int {
					r, c := i/4, i%4
					if v == 1 {
						r, c = c, r
					}
					switch {
					case r == 3:
						return 15
					case c == 3:
						return 4*p + (r+1+t)%3
					}
					return 4*p + r
				})
			}
		}
	}
}

// vecShuffle gives a VPSHUFB control of 16-bit lanes: lane i takes lane
// f(i) of its own 128-bit half (0-7), or zero when f(i) is negative.
func vecShuffle(f func(i int) int) archsimd.Uint16x16 {
	return vecConst(func(i int) uint16 {
		j := f(i)
		if j < 0 {
			return 0x8080
		}
		return uint16(2*j) | uint16(2*j+1)<<8
	})
}

// vecInitShuffles builds vt's tables for vecRun's byte shuffles.
func vecInitShuffles() {
	for t := 0; t < 2; t++ {
		vt.triadsB[t] = vecShuffle(func(i int) int {
			p, e := i/4, i%4
			if p >= 3 || e >= 3 {
				return -1
			}
			return vecTriadConf(p, e, t)
		})
	}
	for v := 0; v < 2; v++ {
		for p := 0; p < 3; p++ {
			for s := 0; s < 4; s++ {
				vt.boxB[v][p][s] = vecShuffle(func(i int) int {
					r, c := i/4, i%4
					if v == 1 {
						r, c = c, r
					}
					if r == 3 {
						return -1 // boxFill
					}
					var ks []int // the configurations the lane takes
					for k := 0; k < 6; k++ {
						if (vecPerm[k][p] == r) == (c < 3) {
							ks = append(ks, k)
						}
					}
					if s >= len(ks) {
						return -1
					}
					return ks[s]
				})
			}
		}
		for b := 0; b < 9; b++ {
			vt.boxFill[v][b] = vecConst(func(i int) uint16 {
				r := i / 4
				if v == 1 {
					r = i % 4
				}
				switch {
				case i == 15:
					return uint16(v<<4|b)<<9 | vecAll
				case r == 3:
					return vecAll
				}
				return 0
			})
		}
	}
}

// popcount of each lane.
func vecCount(x archsimd.Uint16x16) archsimd.Uint16x16 {
	return x.AsInt16x16().OnesCount().AsUint16x16()
}

// Fused logic: Go's compiler turns a tree of And, Or and Xor on the
// signed vector types into three-input VPTERNLOG instructions when the
// code runs under a test for AVX-512 (runGo's first lines), and leaves the
// unsigned types' operations alone. Its fusion goes wrong on AndNot (it
// swaps the operands) and on a logical value that two trees share, so
// only the trees below are signed, each a value of one use whose leaves
// come from other operations (docs/performance.md, "The cost per node").

// vecOr3 is a OR b OR c, one VPTERNLOG.
func vecOr3(a, b, c archsimd.Uint16x16) archsimd.Uint16x16 {
	return a.AsInt16x16().Or(b.AsInt16x16()).Or(c.AsInt16x16()).AsUint16x16()
}

// vecSingles gives the digits of box in the lanes set in fewest (all
// ones or zero), and the digits of box in only one lane of their row or of
// their column of the matrix: box AND (fewest OR NOT (the OR of the row's
// three other lanes AND the OR of the column's)), one tree.
func vecSingles(box, fewest archsimd.Uint16x16) archsimd.Uint16x16 {
	q := box.AsUint64x4()
	r := q.AsInt64x4()
	rows := r.RotateAllLeft(16).Or(r.RotateAllLeft(32)).Or(r.RotateAllLeft(48))
	h := q.Select128FromPair(1, 0, q)
	cols := vecSwapWords(q).AsInt64x4().Or(h.AsInt64x4()).Or(vecSwapWords(h).AsInt64x4())
	return box.AsInt16x16().And(fewest.AsInt16x16().Or(rows.And(cols).AsInt16x16().Not())).AsUint16x16()
}

// vecSwapWords swaps the 64-bit words of each 128-bit half (rows 0 and 1,
// 2 and 3).
func vecSwapWords(q archsimd.Uint64x4) archsimd.Uint64x4 {
	return q.AsUint32x8().PermuteScalarsGrouped(2, 3, 0, 1).AsUint64x4()
}

// vecRowAll gives each lane the OR of its row.
func vecRowAll(x archsimd.Uint16x16) archsimd.Uint16x16 {
	q := x.AsUint64x4()
	q = q.Or(q.RotateAllLeft(32))
	return q.Or(q.RotateAllLeft(16)).AsUint16x16()
}

// vecColAll gives each lane the OR of its column.
func vecColAll(x archsimd.Uint16x16) archsimd.Uint16x16 {
	q := x.AsUint64x4()
	q = q.Or(vecSwapWords(q))
	return q.Or(q.Select128FromPair(1, 0, q)).AsUint16x16()
}

type vecSolver struct {
	vecTally
	// the propagations' work: taken from vecStacks by the first
	// propagation, given back by count, or by vecLoad or boxRestrict when
	// they find a contradiction, or by release
	stk *vecStack
}

// vecFrame is a piece of the propagation's pending work: a box to restrict
// (the candidates to keep) or a band to check for eliminations. Lane 15's
// bits 9-15, beyond the nine digits, say which (see vecCheck); a box's
// candidates hold all nine digits in lane 15, which the box keeps.
type vecFrame [16]uint16

// A frame's lane 15 >> 9: a box frame holds the box in bits 0-3 and the
// orientation of the band it comes from in bit 4 (1: a band of columns); a
// band check has vecCheck, the band's orientation in bit 4, the band in
// bits 0-1 and the box it comes from in bits 2-3.
const vecCheck = 1 << 6

// vecStack holds the work of one propagation. Each band update drops at
// least one of the 6×54 configurations, pushes at most two boxes and is
// started by at most one band check pushed beside it; with the six checks
// of the loading, 6 + 3×324 frames at most: 1,024 are always enough.
type vecStack [1024]vecFrame

var vecStacks = sync.Pool{New: func() any { return new(vecStack) }}

// release gives the solver's stack back to the pool, if it holds one.
func (vs *vecSolver) release() {
	if vs.stk != nil {
		vecStacks.Put(vs.stk)
		vs.stk = nil
	}
}

// propagate updates band (v, i) if it has eliminations pending, and
// propagates; the band's boxes are restricted in turn, the box from last.
// It reports false on a contradiction.
func (vs *vecSolver) propagate(s *vecState, v, i, from int) bool {
	if vs.stk == nil {
		vs.stk = vecStacks.Get().(*vecStack)
	}
	vs.stk[0][15] = uint16(vecCheck|v<<4|from<<2|i) << 9
	return vs.run(s, 1)
}

// run does the work on the stack, the last pushed first: the order of
// tdoku's recursive propagation (a box restricted sends its eliminations to
// its two bands and updates them, the band across the one it came from
// first; a band updated restricts its three boxes, the one it came from
// last), kept so that the engine makes tdoku's guesses. It runs vecRun,
// the assembly form of runGo.
func (vs *vecSolver) run(s *vecState, sp int) bool {
	if !vecCPU {
		panic("solver: the vector engine needs AVX-512 BW, VL and BITALG")
	}
	return vecRun(s, vs.stk, sp)
}

// vecRun is runGo in assembly (vec_amd64.s), given the solver's stack:
// the same work in the same order, the same state and stack after it
// (TestVecRunAgrees, FuzzVecRun). It needs AVX-512 (vecCPU).
//
//go:noescape
func vecRun(s *vecState, stk *vecStack, sp int) bool

// The assembly's tables: byte offsets that vecRun adds to its base
// registers (vt, the state, the tables themselves), built by
// vecAsmTables from the Go tables.
//
// vecAsmBoxes[b] is box b: its place in vecState and its messages in vt,
// its two bands in vecState, a check of either band (a frame's lane 15)
// and either band's entry in vecAsmBands, both as the box's update starts
// them (the band from the box).
type vecAsmBox struct {
	box, msg     uint32
	hBand, vBand uint32
	hPush, vPush uint32
	hNext, vNext uint32
}

// vecAsmBands[code] is the band update of a check's code (a frame's
// lane 15 >> 9, bits 0-4: the orientation v, the box it comes from, the
// band i): the band's place in vecState, v, then its three boxes in the
// order of their restriction (vecOrder).
type vecAsmBand struct {
	band, v uint32
	_       [2]uint32
	steps   [3]vecAsmStep
}

// vecAsmStep is a box of a band update: boxB[v][p] and boxFill[v][b] in
// vt, the box in vecState and its vecAsmBoxes entry.
type vecAsmStep struct {
	to, meta, box, entry uint32
}

var vecAsmBoxes [9]vecAsmBox
var vecAsmBands [32]vecAsmBand

func init() { vecAsmTables() }

func vecAsmTables() {
	var s vecState
	boxAt := func(b int) uint32 {
		return uint32(unsafe.Offsetof(s.boxes)) + uint32(b)*uint32(unsafe.Sizeof(s.boxes[0]))
	}
	bandAt := func(v, i int) uint32 {
		return uint32(unsafe.Offsetof(s.bands)) + uint32(v*3+i)*uint32(unsafe.Sizeof(s.bands[0][0]))
	}
	vecSize := uint32(unsafe.Sizeof(vt.mins))
	code := func(v, i, from int) uint32 { return uint32(v<<4 | from<<2 | i) }
	for b := range vecAsmBoxes {
		rb, cb := int(vecBoxRow[b]), int(vecBoxCol[b])
		vecAsmBoxes[b] = vecAsmBox{
			box:   boxAt(b),
			msg:   uint32(unsafe.Offsetof(vt.msg)) + uint32(b)*3*vecSize,
			hBand: bandAt(0, rb),
			vBand: bandAt(1, cb),
			hPush: (vecCheck | code(0, rb, cb)) << 9,
			vPush: (vecCheck | code(1, cb, rb)) << 9,
			hNext: code(0, rb, cb) * uint32(unsafe.Sizeof(vecAsmBands[0])),
			vNext: code(1, cb, rb) * uint32(unsafe.Sizeof(vecAsmBands[0])),
		}
	}
	for v := 0; v < 2; v++ {
		for i := 0; i < 3; i++ {
			for from := 0; from < 3; from++ {
				e := &vecAsmBands[code(v, i, from)]
				e.band, e.v = bandAt(v, i), uint32(v)
				for t, p := range vecOrder[from] {
					b := int(vecBandBox[v][i][p])
					e.steps[t] = vecAsmStep{
						to:    uint32(unsafe.Offsetof(vt.boxB)) + uint32((v*3+p)*4)*vecSize,
						meta:  uint32(unsafe.Offsetof(vt.boxFill)) + uint32(v*9+b)*vecSize,
						box:   boxAt(b),
						entry: uint32(b) * uint32(unsafe.Sizeof(vecAsmBoxes[0])),
					}
				}
			}
		}
	}
}

// runGo is run in Go: the reference vecRun is tested against, and the
// map it was written from. The engine runs vecRun, which takes 0.84-0.99
// times runGo's time (docs/performance.md, "The propagation in assembly").
func (vs *vecSolver) runGo(s *vecState, sp int) bool {
	// the test tells the compiler that what follows runs with AVX-512,
	// which lets it fuse the chains of logical operations into VPTERNLOG
	// (the engine runs only when vecCPU holds)
	if !archsimd.X86.AVX512() {
		panic("solver: the vector engine needs AVX-512")
	}
	stk := vs.stk
	// the band to update next, when band is true
	var bv, bi, bfrom int
	band := false
	for {
		var b, v int
		var cand archsimd.Uint16x16
		if !band {
			if sp == 0 {
				break
			}
			sp--
			f := &stk[sp]
			m := int(f[15] >> 9)
			if m&vecCheck != 0 {
				bv, bi, bfrom = m>>4&1, m&3, m>>2&3
				hb := &s.bands[bv][bi]
				if archsimd.LoadUint16x8(&hb.conf).And(archsimd.LoadUint16x8(&hb.elim)).IsZero() {
					continue
				}
				band = true
			} else {
				b, v = m&15, m>>4&1
				cand = archsimd.LoadUint16x16((*[16]uint16)(f))
			}
		}
		if band {
			// the band's update: drop the eliminated configurations, and
			// those a mini-row (or mini-column) holding three digits rules out
			band = false
			hb := &s.bands[bv][bi]
			conf := archsimd.LoadUint16x8(&hb.conf).AndNot(archsimd.LoadUint16x8(&hb.elim))
			// conf in both halves: the test below looks at both halves of x
			// at once (the permutes read lanes 0-7 only)
			c16 := archsimd.Uint16x16{}.SetLo(conf).SetHi(conf)
			triads := c16.Permute(vt.toTriads[0]).Or(c16.Permute(vt.toTriads[1]))
			three := vecCount(triads).Equal(vt.threes).ToInt16x16().AsUint16x16()
			as := triads.And(three)
			x := vecOr3(as.Permute(vt.assert[0]), as.Permute(vt.assert[1]), as.Permute(vt.assert[2]))
			// the triads change only when that drops a configuration, which
			// is rare: the boxes' candidates need not wait for the test
			if !x.And(c16).IsZero() {
				conf = conf.AndNot(x.GetLo().Or(x.GetHi()))
				c16 = archsimd.Uint16x16{}.SetLo(conf)
				triads = c16.Permute(vt.toTriads[0]).Or(c16.Permute(vt.toTriads[1]))
			}
			conf.Store(&hb.conf)
			triads = triads.Or(vt.lane15All)
			// the three boxes, in the order of vecOrder[bfrom]: the last two
			// wait on the stack, the first is restricted now
			order := &vecOrder[bfrom]
			boxes := &vecBandBox[bv][bi]
			for t := 2; t >= 1; t-- {
				p := order[t]
				to := &vt.toBox[bv][p]
				bb := boxes[p]
				c := vecOr3(triads.Permute(to[0]), triads.Permute(to[1]), vt.boxMeta[bv][bb])
				c.Store((*[16]uint16)(&stk[sp]))
				// a box that keeps all its candidates now keeps them when
				// its turn comes (a box only loses candidates): its frame
				// is left out, without a branch
				n := 0
				if !archsimd.LoadUint16x16(&s.boxes[bb]).AndNot(c).IsZero() {
					n = 1
				}
				sp += n
			}
			p := order[0]
			to := &vt.toBox[bv][p]
			cand = triads.Permute(to[0]).Or(triads.Permute(to[1]))
			b, v = int(boxes[p]), bv
		}
		// restrict box b to cand
		bp := &s.boxes[b]
		box := archsimd.LoadUint16x16(bp)
		elim := box.AndNot(cand)
		if elim.IsZero() {
			continue
		}
		// the band messages are permutes of a and e, so those of every pass
		// are the permutes of their unions
		var aAcc, eAcc archsimd.Uint16x16
		for {
			box = box.AndNot(elim)
			counts := vecCount(box)
			if !counts.AsInt16x16().Less(vt.mins.AsInt16x16()).ToInt16x16().IsZero() {
				archsimd.ClearAVXUpperBits()
				return false
			}
			// the digits of the lanes at their fewest (a cell's one digit,
			// a triad's six), and those in only one lane of a row (then of
			// a column) of the matrix
			a := vecSingles(box, counts.Equal(vt.mins).ToInt16x16().AsUint16x16())
			// eliminations: a cell's digit from the rest of the box and from
			// its mini-row's and mini-column's negative triads, the cell's
			// other digits
			ca := a.And(vt.cellMask)
			row := vecRowAll(ca)
			col := vecColAll(ca)
			all := vecRowAll(col)
			solved := ca.AsInt16x16().Greater(archsimd.Int16x16{}).ToInt16x16().AsUint16x16()
			// (row is zero in the mini-columns' triads, col in the
			// mini-rows': a lane takes all in a cell, row OR col elsewhere)
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
		// the band across the one the restriction came from first; the
		// other is checked when the first's work is done
		if v == 1 {
			if hPending {
				stk[sp][15] = uint16(vecCheck|1<<4|rb<<2|cb) << 9
				sp++
				band, bv, bi, bfrom = true, 0, rb, cb
			} else if vPending {
				band, bv, bi, bfrom = true, 1, cb, rb
			}
		} else {
			if vPending {
				stk[sp][15] = uint16(vecCheck|0<<4|cb<<2|rb) << 9
				sp++
				band, bv, bi, bfrom = true, 1, cb, rb
			} else if hPending {
				band, bv, bi, bfrom = true, 0, rb, cb
			}
		}
	}
	archsimd.ClearAVXUpperBits()
	return true
}

// boxRestrict keeps in box b only the candidates in candp (its lane 15 is
// not read) and propagates, the box's band across orientation fromV (rows
// when false) first; false on a contradiction. It is for callers outside
// the engine that restrict a cell; on a contradiction the solver gives its
// stack back.
func (vs *vecSolver) boxRestrict(s *vecState, b int, candp *[16]uint16, fromV bool) bool {
	if vs.stk == nil {
		vs.stk = vecStacks.Get().(*vecStack)
	}
	v := 0
	if fromV {
		v = 1
	}
	archsimd.LoadUint16x16(candp).And(vt.notLane15).Or(vt.boxMeta[v][b]).Store((*[16]uint16)(&vs.stk[0]))
	archsimd.ClearAVXUpperBits()
	if !vs.run(s, 1) {
		vs.release()
		return false
	}
	return true
}

// vecCells gives a cell's box, its bands, its row and column in the box
// and its place there (row*3 + column).
var vecCells = func() (t [81]struct{ box, bandRow, bandCol, rowInBox, colInBox, place uint8 }) {
	for cell := range t {
		r, c := cell/9, cell%9
		t[cell].box = uint8(r/3*3 + c/3)
		t[cell].bandRow, t[cell].bandCol = uint8(r/3), uint8(c/3)
		t[cell].rowInBox, t[cell].colInBox = uint8(r%3), uint8(c%3)
		t[cell].place = uint8(r%3*3 + c%3)
	}
	return t
}()

// vecOrder[from] lists a band's three boxes in the order of their
// restriction: the one after from, the next, from.
var vecOrder = [3][3]int{{1, 2, 0}, {2, 0, 1}, {0, 1, 2}}

// vecBandBox[v][i][p] is box p of band i of orientation v; vecBoxRow and
// vecBoxCol are a box's bands.
var vecBandBox = [2][3][3]uint8{{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}}, {{0, 3, 6}, {1, 4, 7}, {2, 5, 8}}}
var vecBoxRow = [9]uint8{0, 0, 0, 1, 1, 1, 2, 2, 2}
var vecBoxCol = [9]uint8{0, 1, 2, 0, 1, 2, 0, 1, 2}

// vecLoad sets up the state of grid g; false when its clues clash (then
// the solver holds no stack).
func vecLoad(s *vecSolver, st *vecState, g *Grid) bool {
	if !vecClues(st, g) {
		return false
	}
	// the six bands' updates, the first on top
	if s.stk == nil {
		s.stk = vecStacks.Get().(*vecStack)
	}
	vecLoadChecks(s.stk)
	if !s.run(st, 6) {
		s.release()
		return false
	}
	return true
}

// vecLoadChecks puts the loading's six band checks on the stack, the first
// on top.
func vecLoadChecks(stk *vecStack) {
	for n, c := range [6][3]int{{1, 2, 0}, {0, 2, 0}, {1, 1, 2}, {0, 1, 2}, {1, 0, 1}, {0, 0, 1}} {
		stk[n][15] = uint16(vecCheck|c[0]<<4|c[2]<<2|c[1]) << 9
	}
}

// vecClues sets up the state of grid before the propagation: every
// candidate, less the clues' eliminations in their boxes, and the clues'
// eliminations pending in the bands; false when a clue is out of range
// (the state is then partly written). It is in assembly (vec_amd64.s):
// the 81 cells written out box by box, each without a branch but its
// range test, a box's candidates and its bands kept in registers and
// stored once (docs/performance.md, "The loading and the search around
// the propagation"). It needs AVX2, which vecCPU implies.
//
//go:noescape
func vecClues(st *vecState, grid *Grid) bool

// vecClueConst holds vecClues' constants: a box's candidates before the
// clues, a band's (its six configurations, no elimination; a vecBand is
// 256 bits, its conf then its elim).
//
//lint:ignore U1000 read by vecClues (vec_amd64.s)
var vecClueConst = struct {
	full, band [16]uint16
}{
	full: [16]uint16{vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll, vecAll},
	band: [16]uint16{vecAll, vecAll, vecAll, vecAll, vecAll, vecAll},
}

// vecClueBand[p][e][d] is a clue's eliminations in a band, as a vecBand
// (in elim, lanes 8-13): by the clue's box p in the band, its element e
// there (its mini-row or mini-column) and its digit d, vecCfgMask[p][e]
// kept to that digit (zero for d = 0, an empty cell).
//
//lint:ignore U1000 read by vecClues (vec_amd64.s)
var vecClueBand = func() (t [3][3][10][16]uint16) {
	for p := range t {
		for e := range t[p] {
			for d := 1; d <= 9; d++ {
				for k := 0; k < 8; k++ {
					t[p][e][d][8+k] = vecCfgMask[p][e][k] & (1 << (d - 1))
				}
			}
		}
	}
	return t
}()

// vecClueBox[place][d] is vecAssign[place][d-1], and zero for d = 0 (an
// empty cell eliminates nothing).
//
//lint:ignore U1000 read by vecClues (vec_amd64.s)
var vecClueBox = func() (t [9][10][16]uint16) {
	for place := range t {
		for d := 1; d <= 9; d++ {
			t[place][d] = vecAssign[place][d-1]
		}
	}
	return t
}()

// count searches the state, stopping at the limit, and gives the stack
// back to the pool.
func (vs *vecSolver) count(s *vecState) {
	vs.search(s)
	vs.release()
}

// search is count's recursion.
func (vs *vecSolver) search(s *vecState) {
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

// vecSolve counts the solutions of g up to limit and gives the first.
func vecSolve(g *Grid, limit int) (int, Grid, int) {
	var vs vecSolver
	vs.limit = max(limit, 1)
	var st vecState
	if vecLoad(&vs, &st, g) {
		vs.count(&st)
	}
	vs.release()
	var sol Grid
	if vs.n > 0 {
		vecAnswerAsm(&vs.first, &sol)
	}
	return vs.n, sol, vs.guesses
}

// vecAnswerAsm is vecAnswer in assembly (vec_amd64.s): it writes the grid
// of the solved state s to grid, a box at a time (docs/performance.md,
// "The orientation and the cost per guess"). It needs AVX-512 (vecCPU).
//
//go:noescape
func vecAnswerAsm(s *vecState, grid *Grid)
