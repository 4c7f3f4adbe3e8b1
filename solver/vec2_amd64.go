//go:build goexperiment.simd && amd64

package solver

import (
	"math/bits"
	"simd/archsimd"
	"sync"
)

// The vector engine's AVX2 form (docs/performance.md, "The vector engine on
// AVX2"): the state, propagation and branching of vec_amd64.go, written
// with AVX2 instructions only, for the CPUs that lack AVX-512. Its guesses
// are the AVX-512 form's.
//
// Its state is the AVX-512 form's vecState, and it shares that form's
// scalar code and tables (vecshared_amd64.go). A box is sixteen 16-bit
// lanes, a 4x4 matrix: lane 4r+c (r, c < 3) holds the candidates of the
// box's cell (r, c), lane 4r+3 the digits that may still be absent from
// mini-row r, lane 12+c those that may still be absent from mini-column c,
// lane 15 all nine digits. A band holds in lane k of conf the digits that
// may still cross it by configuration k, in elim the eliminations sent to
// it.
//
// AVX2 has no 16-bit lane permute across the two 128-bit halves of a
// vector and no 16-bit population count, so:
//   - a box's matrix has rows 0 and 1 in the low half, 2 and 3 in the high
//     one; the rows' rotations are byte shuffles (VPSHUFB) and 32-bit
//     shuffles (VPSHUFD) within each half, the columns' a 64-bit shuffle
//     within each half and a swap of the halves (VPERM2I128);
//   - a lane's candidates are counted with a table of the sixteen nibbles'
//     counts (VPSHUFB);
//   - a band's configurations (eight lanes, one half) are copied into both
//     halves, so that one byte shuffle takes any of them to any lane; a
//     box's messages to its bands are shuffles of each half of its
//     assertions and eliminations, the halves then ORed.
//
// Its propagation runs in one function from a stack of pending work, in the
// order of the AVX-512 form's recursion (propagate).

// vec2CPU says whether this CPU has AVX2, all the AVX2 form needs.
var vec2CPU = archsimd.X86.AVX2()

// The AVX2 form's constants and shuffles, built by vec2Init. A shuffle
// (an Int8x32 for VPSHUFB) moves 16-bit lanes within each half.
var v2 struct {
	mins     archsimd.Uint16x16
	cellMask archsimd.Uint16x16
	hMask    archsimd.Uint16x16
	vMask    archsimd.Uint16x16
	low4     archsimd.Uint16x16
	four     archsimd.Uint32x8 // shift counts
	ninth    archsimd.Int8x32  // each lane's high byte to its low one
	three    archsimd.Uint16x16
	nibbles  archsimd.Uint8x32 // the number of bits of each nibble
	pairSwap archsimd.Int8x32  // lane (r,c) <- (r,c^1)
	allBand  [2]archsimd.Uint16x16
	toTriads [2]archsimd.Int8x32
	assert   [4]archsimd.Int8x32
	toBox    [2][3][2]archsimd.Int8x32
	msgX     [9][3]archsimd.Int8x32 // low half: the horizontal band's from lanes 3, 7; high: the vertical band's
	msgZ     [9][3]archsimd.Int8x32 // high half: the horizontal band's from lane 11
}

// vec2Shuffle builds a byte shuffle that gives lane i of the result lane
// f(i) of the same half (0-7), or zero when f(i) < 0.
func vec2Shuffle(f func(i int) int) archsimd.Int8x32 {
	var a [32]int8
	for i := 0; i < 16; i++ {
		src := f(i)
		if src < 0 {
			a[2*i], a[2*i+1] = -128, -128
			continue
		}
		if src > 7 {
			panic("solver: AVX2 vector engine shuffle leaves its half")
		}
		a[2*i], a[2*i+1] = int8(2*src), int8(2*src+1)
	}
	return archsimd.LoadInt8x32(&a)
}

// vec2Bytes builds a byte shuffle: byte i of the result is byte f(i) of
// its half (0-15), or zero when f(i) < 0.
func vec2Bytes(f func(i int) int) archsimd.Int8x32 {
	var a [32]int8
	for i := range a {
		a[i] = int8(max(f(i), -128))
	}
	return archsimd.LoadInt8x32(&a)
}

// vec2Within is vec2Shuffle for a source lane numbered over the whole
// vector, which must lie in the result lane's half.
func vec2Within(f func(i int) int) archsimd.Int8x32 {
	return vec2Shuffle(func(i int) int {
		src := f(i)
		if src < 0 {
			return -1
		}
		if src/8 != i/8 {
			panic("solver: AVX2 vector engine shuffle crosses halves")
		}
		return src % 8
	})
}

func init() {
	if vec2CPU {
		vec2Init()
	}
}

func vec2Init() {
	vt2Const := func(f func(i int) uint16) archsimd.Uint16x16 {
		var a [16]uint16
		for i := range a {
			a[i] = f(i)
		}
		return archsimd.LoadUint16x16(&a)
	}
	v2.mins = archsimd.LoadUint16x16(&vecLane.mins)
	v2.cellMask = archsimd.LoadUint16x16(&vecLane.cell)
	v2.hMask = archsimd.LoadUint16x16(&vecLane.h)
	v2.vMask = archsimd.LoadUint16x16(&vecLane.v)
	v2.low4 = archsimd.BroadcastUint16x16(0xf)
	v2.four = archsimd.BroadcastUint32x8(4)
	v2.ninth = vec2Bytes(func(i int) int {
		if i%2 == 0 {
			return i%16 + 1
		}
		return -1
	})
	v2.three = archsimd.BroadcastUint16x16(3)
	var nib [32]uint8
	for i := range nib {
		nib[i] = uint8(bits.OnesCount8(uint8(i % 16)))
	}
	v2.nibbles = archsimd.LoadUint8x32(&nib)
	v2.pairSwap = vec2Within(func(i int) int { return i ^ 1 })
	// a band restricts, in a box, the cells and the triads of its own
	// direction; the other triads and lane 15 keep every digit
	v2.allBand[0] = vt2Const(func(i int) uint16 {
		if i/4 == 3 {
			return vecAll
		}
		return 0
	})
	v2.allBand[1] = vt2Const(func(i int) uint16 {
		if i%4 == 3 {
			return vecAll
		}
		return 0
	})
	// Configurations to triads: lane 4p+e (box 0 and 1 in the low half, box
	// 2 in the high one) holds the digits whose two configurations putting
	// them in element e of box p are left. The configurations are in both
	// halves.
	for t := 0; t < 2; t++ {
		v2.toTriads[t] = vec2Shuffle(func(i int) int {
			p, e := i/4, i%4
			if p >= 3 || e >= 3 {
				return -1
			}
			return vecTriadConf(p, e, t)
		})
	}
	// A triad with three digits left holds them: configuration k loses
	// them when it puts them elsewhere in that box, in element
	// vecPerm[k][p]+s (s = 1, 2). Shuffle j: in the low half the term of
	// box j/2, shift j%2+1; in the high half (j < 2) box 2's, shift j+1.
	// The two halves are then ORed.
	for j := 0; j < 4; j++ {
		v2.assert[j] = vec2Within(func(i int) int {
			k := i % 8
			if k >= 6 {
				return -1
			}
			p, s := j/2, j%2+1
			if i >= 8 {
				if j >= 2 {
					return -1
				}
				p, s = 2, j+1
			}
			return 4*p + (vecPerm[k][p]+s)%3
		})
	}
	// Triads to a box's candidates (the triads' half holding box p copied
	// into both halves): horizontally lane (r,c) takes triad r of box p,
	// lane (r,3) the triads r+1 and r+2 (the digit is elsewhere); row 3
	// keeps all digits (allBand). Vertically the same, transposed.
	for v := 0; v < 2; v++ {
		for p := 0; p < 3; p++ {
			for t := 0; t < 2; t++ {
				v2.toBox[v][p][t] = vec2Shuffle(func(i int) int {
					r, c := i/4, i%4
					if v == 1 {
						r, c = c, r
					}
					base := 4 * (p % 2)
					switch {
					case r == 3:
						return -1
					case c == 3:
						return base + (r+1+t)%3
					}
					return base + r
				})
			}
		}
	}
	// A box's messages to its bands, from its assertions A (shuffle 0) and
	// eliminations E (shuffles 1 and 2). A negative triad asserted (the
	// digit absent from element e of box p) removes the configurations
	// using e there; one eliminated (the digit in element e) those using
	// another element. The horizontal band reads the mini-row triads
	// (lanes 3, 7, 11), the vertical one the mini-column triads (12-14).
	hNeg := func(e int) int { return 4*e + 3 }
	vNeg := func(e int) int { return 12 + e }
	for bi := 0; bi < 3; bi++ {
		for bj := 0; bj < 3; bj++ {
			for t := 0; t < 3; t++ {
				src := func(k, p int, lane func(int) int) int {
					return lane((vecPerm[k][p] + t) % 3)
				}
				v2.msgX[bi*3+bj][t] = vec2Within(func(i int) int {
					k := i % 8
					if k >= 6 {
						return -1
					}
					if i < 8 {
						if l := src(k, bj, hNeg); l < 8 {
							return l
						}
						return -1
					}
					return src(k, bi, vNeg)
				})
				v2.msgZ[bi*3+bj][t] = vec2Within(func(i int) int {
					k := i % 8
					if i < 8 || k >= 6 {
						return -1
					}
					if l := src(k, bj, hNeg); l >= 8 {
						return l
					}
					return -1
				})
			}
		}
	}
}

// vec2Count gives each lane its number of candidates (at most nine bits
// set): the counts of its low byte's two nibbles and its ninth bit. The
// high nibble comes from a 32-bit variable shift (VPSRLVD; what it carries
// in from the next lane lands in bits VPSHUFB ignores), the ninth bit from
// a byte shuffle: Go gives a 16-bit shift (VPSRLW) its count with an SSE
// MOVQ, which stalls while the upper halves are dirty (docs/performance.md,
// "The vector engine on AVX2").
func vec2Count(x archsimd.Uint16x16) archsimd.Uint16x16 {
	lo := v2.nibbles.PermuteOrZeroGrouped(x.And(v2.low4).AsInt8x32())
	hi := v2.nibbles.PermuteOrZeroGrouped(x.AsUint32x8().ShiftRight(v2.four).AsInt8x32())
	return lo.Add(hi).AsUint16x16().Add(x.AsUint8x32().PermuteOrZeroGrouped(v2.ninth).AsUint16x16())
}

// vec2RowAll gives each lane the OR of its row of the matrix: pairs of
// lanes, then pairs of 32-bit words, swapped.
func vec2RowAll(x archsimd.Uint16x16) archsimd.Uint16x16 {
	q := x.Or(x.AsUint8x32().PermuteOrZeroGrouped(v2.pairSwap).AsUint16x16())
	return q.Or(q.AsUint32x8().PermuteScalarsGrouped(1, 0, 3, 2).AsUint16x16())
}

// vec2ColAll gives each lane the OR of its column: rows 0 and 1 (2 and 3)
// swapped within a half, then the halves.
func vec2ColAll(x archsimd.Uint16x16) archsimd.Uint16x16 {
	y := x.Or(x.AsUint32x8().PermuteScalarsGrouped(2, 3, 0, 1).AsUint16x16())
	return y.Or(y.Select128FromPair(1, 0, y))
}

type vec2Solver struct {
	vecTally
	stk *vec2Stack // from vec2Stacks
}

// vec2Stack holds the pending work of one propagation: boxes to restrict
// (the candidates to keep) and bands to check for eliminations. A band
// update that pushes work has dropped at least one of the 6×54
// configurations and pushes at most three entries, so 1,024 are enough.
type vec2Stack struct {
	cand [1024][16]uint16
	meta [1024]uint16 // a box: b | v<<4 (the band it comes from); a check: vec2Check | v<<4 | from<<2 | i
}

const vec2Check = 1 << 8

var vec2Stacks = sync.Pool{New: func() any { return new(vec2Stack) }}

// vec2BandBox[v][i][p] is box p of band i of orientation v.
var vec2BandBox = [2][3][3]uint16{{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}}, {{0, 3, 6}, {1, 4, 7}, {2, 5, 8}}}

// propagate applies band (v, i)'s pending eliminations and propagates them,
// the band's boxes restricted in turn, from's last. It reports false on a
// contradiction. The work waits on a stack, taken last pushed first, in
// the order of tdoku's recursion (a box restricted sends its eliminations
// to its two bands and updates first the one across the band it came
// from; a band updated restricts its boxes, the one it came from last),
// so that the engine makes tdoku's guesses; one function, so that Go's
// calls and the VZEROUPPER at each return are paid once.
func (vs *vec2Solver) propagate(s *vecState, v, i, from int) bool {
	if archsimd.LoadUint16x8(&s.bands[v][i].conf).And(archsimd.LoadUint16x8(&s.bands[v][i].elim)).IsZero() {
		return true
	}
	return vs.run(s, 0, true, v, i, from)
}

// keep keeps only the digits of mask (bit d-1 for digit d) in cell i of
// the state, and propagates; false on a contradiction.
func (vs *vec2Solver) keep(s *vecState, i int, mask uint16) bool {
	row, col := i/9, i%9
	c := &vs.stk.cand[0]
	for j := range c {
		c[j] = 0xffff
	}
	c[4*(row%3)+col%3] = mask
	vs.stk.meta[0] = uint16(row/3*3 + col/3)
	return vs.run(s, 1, false, 0, 0, 0)
}

// run does the work on the stack (sp entries), after updating band (bv,
// bi) from box bfrom when band is true; see propagate.
func (vs *vec2Solver) run(s *vecState, sp int, band bool, bv, bi, bfrom int) bool {
	stk := vs.stk
	for {
		var b, fromV int
		var cand archsimd.Uint16x16
		if !band {
			if sp == 0 {
				break
			}
			sp--
			m := int(stk.meta[sp])
			if m&vec2Check != 0 {
				bv, bi, bfrom = m>>4&1, m&3, m>>2&3
				hb := &s.bands[bv][bi]
				if archsimd.LoadUint16x8(&hb.conf).And(archsimd.LoadUint16x8(&hb.elim)).IsZero() {
					continue
				}
				band = true
			} else {
				b, fromV = m&15, m>>4
				cand = archsimd.LoadUint16x16(&stk.cand[sp])
			}
		}
		if band {
			// the band's update: drop the eliminated configurations, and
			// those a mini-row (or mini-column) holding three digits rules
			// out; then the three boxes' candidates
			band = false
			hb := &s.bands[bv][bi]
			conf := archsimd.LoadUint16x8(&hb.conf).AndNot(archsimd.LoadUint16x8(&hb.elim))
			c2 := archsimd.Uint16x16{}.SetLo(conf).SetHi(conf).AsUint8x32()
			triads := c2.PermuteOrZeroGrouped(v2.toTriads[0]).Or(c2.PermuteOrZeroGrouped(v2.toTriads[1])).AsUint16x16()
			three := vec2Count(triads).Equal(v2.three).ToInt16x16().AsUint16x16()
			// without a branch: most updates assert nothing, but which
			// ones is hard to foretell
			a8 := triads.And(three).AsUint8x32()
			x := a8.PermuteOrZeroGrouped(v2.assert[0]).Or(a8.PermuteOrZeroGrouped(v2.assert[1])).
				Or(a8.PermuteOrZeroGrouped(v2.assert[2])).Or(a8.PermuteOrZeroGrouped(v2.assert[3])).AsUint16x16()
			x = x.Or(x.Select128FromPair(1, 0, x))
			c2 = c2.AsUint16x16().AndNot(x).AsUint8x32()
			conf = c2.AsUint16x16().GetLo()
			triads = c2.PermuteOrZeroGrouped(v2.toTriads[0]).Or(c2.PermuteOrZeroGrouped(v2.toTriads[1])).AsUint16x16()
			conf.Store(&hb.conf)
			// the triads' half holding box p (0 and 1 in the low one), in
			// both halves
			halves := [2]archsimd.Uint8x32{triads.Select128FromPair(0, 0, triads).AsUint8x32(),
				triads.Select128FromPair(1, 1, triads).AsUint8x32()}
			tb := &v2.toBox[bv]
			// the three boxes, in the order of vecOrder[bfrom]: the last two
			// wait on the stack, the first is restricted now
			order := &vecOrder[bfrom]
			boxes := &vec2BandBox[bv][bi]
			for t := 2; t >= 1; t-- {
				p := order[t]
				src := halves[p>>1]
				bb := boxes[p]
				c := src.PermuteOrZeroGrouped(tb[p][0]).Or(src.PermuteOrZeroGrouped(tb[p][1])).AsUint16x16().Or(v2.allBand[bv])
				c.Store(&stk.cand[sp])
				stk.meta[sp] = bb | uint16(bv)<<4
				// a box that keeps all its candidates now keeps them when
				// its turn comes (a box only loses candidates): its entry
				// is left out, without a branch
				n := 0
				if !archsimd.LoadUint16x16(&s.boxes[bb]).AndNot(c).IsZero() {
					n = 1
				}
				sp += n
			}
			p := order[0]
			src := halves[p>>1]
			b, fromV = int(boxes[p]), bv
			cand = src.PermuteOrZeroGrouped(tb[p][0]).Or(src.PermuteOrZeroGrouped(tb[p][1])).AsUint16x16().Or(v2.allBand[bv])
		}
		// restrict box b to cand
		bp := &s.boxes[b]
		box := archsimd.LoadUint16x16(bp)
		elim := box.AndNot(cand)
		if elim.IsZero() {
			continue
		}
		// the band messages are shuffles of a and e, so those of every
		// pass are the shuffles of their unions
		var aAcc, eAcc archsimd.Uint16x16
		for {
			box = box.AndNot(elim)
			counts := vec2Count(box)
			if !v2.mins.AsInt16x16().Greater(counts.AsInt16x16()).ToInt16x16().IsZero() {
				archsimd.ClearAVXUpperBits()
				return false
			}
			a := box.And(counts.Equal(v2.mins).ToInt16x16().AsUint16x16())
			// digits in only one lane of a row (then of a column) of the
			// matrix: the others of lane c are lane c^1 and the pair c^2, c^3
			p := box.AsUint8x32().PermuteOrZeroGrouped(v2.pairSwap).AsUint16x16()
			rowOthers := p.Or(box.Or(p).AsUint32x8().PermuteScalarsGrouped(1, 0, 3, 2).AsUint16x16())
			sw := box.AsUint32x8().PermuteScalarsGrouped(2, 3, 0, 1).AsUint16x16()
			y := box.Or(sw)
			colOthers := sw.Or(y.Select128FromPair(1, 0, y))
			a = a.Or(box.AndNot(rowOthers)).Or(box.AndNot(colOthers))
			// eliminations: a cell's digit from the rest of the box and
			// from its mini-row's and mini-column's negative triads, the
			// cell's other digits
			ca := a.And(v2.cellMask)
			row := vec2RowAll(ca)
			col := vec2ColAll(ca)
			all := vec2RowAll(col)
			solved := v2.cellMask.AndNot(ca.Equal(archsimd.Uint16x16{}).ToInt16x16().AsUint16x16())
			e := all.And(v2.cellMask).Or(row.And(v2.hMask)).Or(col.And(v2.vMask).Or(solved)).AndNot(ca)
			aAcc = aAcc.Or(a)
			eAcc = eAcc.Or(e)
			elim = e
			if elim.And(box).IsZero() {
				break
			}
		}
		box.Store(bp)
		a8, e8 := aAcc.AsUint8x32(), eAcc.AsUint8x32()
		mx, mz := &v2.msgX[b], &v2.msgZ[b]
		x := a8.PermuteOrZeroGrouped(mx[0]).Or(e8.PermuteOrZeroGrouped(mx[1])).Or(e8.PermuteOrZeroGrouped(mx[2])).AsUint16x16()
		z := a8.PermuteOrZeroGrouped(mz[0]).Or(e8.PermuteOrZeroGrouped(mz[1])).Or(e8.PermuteOrZeroGrouped(mz[2])).AsUint16x16()
		rb, cb := b/3, b%3
		hb, vb := &s.bands[0][rb], &s.bands[1][cb]
		he := archsimd.LoadUint16x8(&hb.elim).Or(x.GetLo()).Or(z.GetHi())
		ve := archsimd.LoadUint16x8(&vb.elim).Or(x.GetHi())
		he.Store(&hb.elim)
		ve.Store(&vb.elim)
		hPending := !archsimd.LoadUint16x8(&hb.conf).And(he).IsZero()
		vPending := !archsimd.LoadUint16x8(&vb.conf).And(ve).IsZero()
		// the band across the one the restriction came from first; the
		// other is checked when the first's work is done
		if fromV == 1 {
			if hPending {
				stk.meta[sp] = vec2Check | 1<<4 | uint16(rb)<<2 | uint16(cb)
				sp++
				band, bv, bi, bfrom = true, 0, rb, cb
			} else if vPending {
				band, bv, bi, bfrom = true, 1, cb, rb
			}
		} else {
			if vPending {
				stk.meta[sp] = vec2Check | uint16(cb)<<2 | uint16(rb)
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

// vec2Load sets up the state of grid g; false when its clues clash.
func vec2Load(s *vec2Solver, st *vecState, g *Grid) bool {
	// the bands first, in scalar code: Go's own stores must come before
	// the 256-bit instructions
	for v := range st.bands {
		for i := range st.bands[v] {
			st.bands[v][i] = vecBand{conf: [8]uint16{vecAll, vecAll, vecAll, vecAll, vecAll, vecAll}}
		}
	}
	// box by box, the box and its two bands' eliminations kept in the
	// registers (the order of the clues changes nothing)
	full := archsimd.BroadcastUint16x16(vecAll)
	for b := 0; b < 9; b++ {
		bi, bj := b/3, b%3
		box := full
		// the horizontal band's eliminations, the vertical one's (loaded, not
		// zeroed: Go zeroes a 128-bit vector with an SSE move, which stalls
		// while the upper halves are dirty)
		he, ve := &st.bands[0][bi].elim, &st.bands[1][bj].elim
		h, v := archsimd.LoadUint16x8(he), archsimd.LoadUint16x8(ve)
		for place := 0; place < 9; place++ {
			r, c := place/3, place%3
			d := g[(bi*3+r)*9+bj*3+c]
			if d == 0 {
				continue
			}
			if d > 9 {
				archsimd.ClearAVXUpperBits()
				return false
			}
			bit := archsimd.BroadcastUint16x8(uint16(1) << (d - 1))
			box = box.AndNot(archsimd.LoadUint16x16(&vecAssign[place][d-1]))
			h = h.Or(archsimd.LoadUint16x8(&vecCfgMask[bj][r]).And(bit))
			v = v.Or(archsimd.LoadUint16x8(&vecCfgMask[bi][c]).And(bit))
		}
		box.Store(&st.boxes[b])
		h.Store(he)
		v.Store(ve)
	}
	archsimd.ClearAVXUpperBits()
	return s.propagate(st, 0, 0, 1) && s.propagate(st, 1, 0, 1) &&
		s.propagate(st, 0, 1, 2) && s.propagate(st, 1, 1, 2) &&
		s.propagate(st, 0, 2, 0) && s.propagate(st, 1, 2, 0)
}

// count searches the state, stopping at the limit: the AVX-512 form's
// branching (the band with the fewest configurations, in it a digit with
// two, else three, else more).
func (vs *vec2Solver) count(s *vecState) {
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
		vs.count(&cp)
		if vs.n >= vs.limit {
			return
		}
	}
	s.bands[v][i].elim[first] |= bit
	if vs.propagate(s, v, i, 0) {
		vs.count(s)
	}
}

// vec2Solve counts the solutions of g up to limit and gives the first and
// the number of guesses, as vecSolve does.
func vec2Solve(g *Grid, limit int) (int, Grid, int) {
	var vs vec2Solver
	vs.limit = max(limit, 1)
	vs.stk = vec2Stacks.Get().(*vec2Stack)
	var st vecState
	if vec2Load(&vs, &st, g) {
		vs.count(&st)
	}
	vec2Stacks.Put(vs.stk)
	var sol Grid
	if vs.n > 0 {
		sol = vecAnswer(&vs.first)
	}
	return vs.n, sol, vs.guesses
}

// vec2OtherSolution is bandSolver.otherSolution on the AVX2 form, by
// vecOtherWith.
func vec2OtherSolution(p, full *Grid, i, j int) bool {
	var vs vec2Solver
	vs.limit = 1
	vs.stk = vec2Stacks.Get().(*vec2Stack)
	defer vec2Stacks.Put(vs.stk)
	return vecOtherWith(p, full, i, j,
		func(st *vecState, p *Grid) bool { return vec2Load(&vs, st, p) },
		vs.keep,
		func(st *vecState) bool { vs.count(st); return vs.n > 0 })
}
