//go:build goexperiment.simd && amd64

package solver

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"testing"
	"unsafe"
)

// TestVecAsmLayout checks the offsets vec_amd64.s names (its #define
// lines) against the layout of the Go types it reads: a field moved in
// vt, vecState, vecFrame or the assembly's tables fails here rather than
// making the assembly read the wrong bytes.
func TestVecAsmLayout(t *testing.T) {
	src, err := os.ReadFile("vec_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	var b vecBand
	var f vecFrame
	var band vecAsmBand
	var box vecAsmBox
	var step vecAsmStep
	want := map[string]uintptr{
		"VT_MINS":    unsafe.Offsetof(vt.mins),
		"VT_CELL":    unsafe.Offsetof(vt.cellMask),
		"VT_TRIADSB": unsafe.Offsetof(vt.triadsB),
		"VT_ASSERT":  unsafe.Offsetof(vt.assert),
		"VT_THREES":  unsafe.Offsetof(vt.threes),
		"BOX_BOX":    unsafe.Offsetof(box.box),
		"BOX_MSG":    unsafe.Offsetof(box.msg),
		"BOX_HBAND":  unsafe.Offsetof(box.hBand),
		"BOX_VBAND":  unsafe.Offsetof(box.vBand),
		"BOX_HPUSH":  unsafe.Offsetof(box.hPush),
		"BOX_VPUSH":  unsafe.Offsetof(box.vPush),
		"BOX_HNEXT":  unsafe.Offsetof(box.hNext),
		"BOX_VNEXT":  unsafe.Offsetof(box.vNext),
		"BAND_BAND":  unsafe.Offsetof(band.band),
		"BAND_V":     unsafe.Offsetof(band.v),
		"BAND_STEPS": unsafe.Offsetof(band.steps),
		"STEP_TO":    unsafe.Offsetof(step.to),
		"STEP_META":  unsafe.Offsetof(step.meta),
		"STEP_BOX":   unsafe.Offsetof(step.box),
		"STEP_ENTRY": unsafe.Offsetof(step.entry),
		"ELIM":       unsafe.Offsetof(b.elim),
		"LANE15":     unsafe.Sizeof(f[0]) * 15,
	}
	defs := regexp.MustCompile(`(?m)^#define (\w+) (\d+)$`).FindAllStringSubmatch(string(src), -1)
	seen := map[string]bool{}
	for _, d := range defs {
		w, ok := want[d[1]]
		if !ok {
			t.Errorf("vec_amd64.s defines %s, which this test does not check", d[1])
			continue
		}
		seen[d[1]] = true
		if n, _ := strconv.Atoi(d[2]); uintptr(n) != w {
			t.Errorf("vec_amd64.s: %s is %s, the Go layout says %d", d[1], d[2], w)
		}
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("vec_amd64.s no longer defines %s", name)
		}
	}
	// what the assembly assumes beyond its names: the widths it steps by
	// (a frame, a box, a band of vecState: 32 bytes; vt's vectors: the
	// triadsB pair, the assert triple, a boxB row of four and the msg
	// triples, 32 bytes apart; the tables' entries: SHLL $5 and $6, steps
	// 16 bytes apart) and where the state's parts start (the bands' and
	// boxes' offsets come from vecAsmTables)
	sizes := []struct {
		what      string
		got, want uintptr
	}{
		{"vecFrame", unsafe.Sizeof(f), 32},
		{"vt's vector", unsafe.Sizeof(vt.mins), 32},
		{"vecAsmBox", unsafe.Sizeof(box), 32},
		{"vecAsmBand", unsafe.Sizeof(band), 64},
		{"vecAsmStep", unsafe.Sizeof(step), 16},
		{"vecBand", unsafe.Sizeof(b), 32},
	}
	for _, s := range sizes {
		if s.got != s.want {
			t.Errorf("%s is %d bytes, vec_amd64.s takes %d", s.what, s.got, s.want)
		}
	}
}

// TestVecAsmTables checks the assembly's tables against the Go tables
// they come from: each box's place, messages and bands, and each band
// update's boxes in their order.
func TestVecAsmTables(t *testing.T) {
	var s vecState
	base := uintptr(unsafe.Pointer(&s))
	vtBase := uintptr(unsafe.Pointer(&vt))
	for b := range vecAsmBoxes {
		e := &vecAsmBoxes[b]
		rb, cb := int(vecBoxRow[b]), int(vecBoxCol[b])
		checks := []struct {
			what      string
			got, want uintptr
		}{
			{"box", base + uintptr(e.box), uintptr(unsafe.Pointer(&s.boxes[b]))},
			{"msg", vtBase + uintptr(e.msg), uintptr(unsafe.Pointer(&vt.msg[b]))},
			{"hBand", base + uintptr(e.hBand), uintptr(unsafe.Pointer(&s.bands[0][rb]))},
			{"vBand", base + uintptr(e.vBand), uintptr(unsafe.Pointer(&s.bands[1][cb]))},
			{"hPush", uintptr(e.hPush), uintptr(uint16(vecCheck|cb<<2|rb) << 9)},
			{"vPush", uintptr(e.vPush), uintptr(uint16(vecCheck|1<<4|rb<<2|cb) << 9)},
			{"hNext", uintptr(e.hNext), uintptr(cb<<2|rb) * unsafe.Sizeof(vecAsmBands[0])},
			{"vNext", uintptr(e.vNext), uintptr(1<<4|rb<<2|cb) * unsafe.Sizeof(vecAsmBands[0])},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("vecAsmBoxes[%d].%s: %#x, want %#x", b, c.what, c.got, c.want)
			}
		}
	}
	for v := 0; v < 2; v++ {
		for i := 0; i < 3; i++ {
			for from := 0; from < 3; from++ {
				e := &vecAsmBands[v<<4|from<<2|i]
				if base+uintptr(e.band) != uintptr(unsafe.Pointer(&s.bands[v][i])) || int(e.v) != v {
					t.Errorf("band (%d, %d) from %d: band %d, v %d", v, i, from, e.band, e.v)
				}
				for k, p := range vecOrder[from] {
					b := int(vecBandBox[v][i][p])
					st := e.steps[k]
					if vtBase+uintptr(st.to) != uintptr(unsafe.Pointer(&vt.boxB[v][p])) ||
						vtBase+uintptr(st.meta) != uintptr(unsafe.Pointer(&vt.boxFill[v][b])) ||
						base+uintptr(st.box) != uintptr(unsafe.Pointer(&s.boxes[b])) ||
						uintptr(st.entry) != uintptr(b)*unsafe.Sizeof(vecAsmBoxes[0]) {
						t.Errorf("band (%d, %d) from %d, box %d: %+v", v, i, from, k, st)
					}
				}
			}
		}
	}
}

// vecRunCheck runs the propagation of sp frames on vs's stack twice, by
// runGo and by vecRun, from the same state and stack, and fails when the
// two differ in their result, the state they leave or any frame of the
// stack (the frames pushed and popped, and those left on a
// contradiction). It leaves vecRun's state and stack in s and vs.stk.
type vecRunCheck struct {
	t      testing.TB
	goStk  *vecStack
	runs   int
	failed int
}

func (c *vecRunCheck) run(vs *vecSolver, s *vecState, sp int, what string) bool {
	c.t.Helper()
	*c.goStk = *vs.stk
	goState := *s
	gs := vecSolver{stk: c.goStk}
	want := gs.runGo(&goState, sp)
	got := vecRun(s, vs.stk, sp)
	c.runs++
	if !want {
		c.failed++
	}
	if got != want {
		c.t.Fatalf("%s: vecRun %v, runGo %v", what, got, want)
	}
	if *s != goState {
		c.t.Fatalf("%s: vecRun left the state\n%v\nrunGo\n%v", what, *s, goState)
	}
	if *vs.stk != *c.goStk {
		for i := range vs.stk {
			if vs.stk[i] != c.goStk[i] {
				c.t.Fatalf("%s: vecRun left frame %d %v, runGo %v", what, i, vs.stk[i], c.goStk[i])
			}
		}
	}
	return got
}

// search follows vecSolver.search, both propagations compared at each
// guess, until leaves solved states or nodes guesses.
func (c *vecRunCheck) search(vs *vecSolver, s *vecState, leaves, nodes *int, what string) {
	if *leaves <= 0 || *nodes <= 0 {
		return
	}
	v, i, first, bit := vecBranch(s)
	if v < 0 {
		*leaves--
		return
	}
	*nodes--
	conf := &s.bands[v][i].conf
	cp := *s
	e := &cp.bands[v][i].elim
	for k := first + 1; k < 6; k++ {
		e[k] |= conf[k] & bit
	}
	vs.stk[0][15] = uint16(vecCheck|v<<4|i) << 9
	if c.run(vs, &cp, 1, what+", a guess") {
		c.search(vs, &cp, leaves, nodes, what)
	}
	s.bands[v][i].elim[first] |= bit
	vs.stk[0][15] = uint16(vecCheck|v<<4|i) << 9
	if c.run(vs, s, 1, what+", the guess's other branch") {
		c.search(vs, s, leaves, nodes, what)
	}
}

// restrict pushes up to four frames drawn from r (boxes kept to a random
// part of their candidates, bands to check) and compares the two
// propagations of them.
func (c *vecRunCheck) restrict(vs *vecSolver, s *vecState, r *rand.Rand, what string) bool {
	n := 1 + r.IntN(4)
	for k := 0; k < n; k++ {
		f := &vs.stk[k]
		if r.IntN(4) == 0 {
			v, i, from := r.IntN(2), r.IntN(3), r.IntN(3)
			f[15] = uint16(vecCheck|v<<4|from<<2|i) << 9
			continue
		}
		b, v := r.IntN(9), r.IntN(2)
		for l := 0; l < 15; l++ {
			// usually all, sometimes a digit less
			f[l] = 0xffff
			if r.IntN(8) == 0 {
				f[l] &^= 1 << r.IntN(9)
			}
		}
		f[15] = uint16(v<<4|b)<<9 | vecAll
	}
	return c.run(vs, s, n, what)
}

// vecRunAgrees loads g with both propagations compared, then follows a
// search up to two solutions and, from the loaded state, random
// restrictions drawn from seed, comparing them at every propagation.
func vecRunAgrees(c *vecRunCheck, g *Grid, seed uint64, what string) {
	var vs vecSolver
	vs.stk = new(vecStack)
	var st vecState
	vecCluesAgree(c.t, g, what)
	if !vecClues(&st, g) {
		return
	}
	vecLoadChecks(vs.stk)
	if !c.run(&vs, &st, 6, what+", loading") {
		return
	}
	loaded := st
	leaves, nodes := 2, 300
	c.search(&vs, &st, &leaves, &nodes, what)
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	st = loaded
	for k := 0; k < 20; k++ {
		if !c.restrict(&vs, &st, r, what+", random restrictions") {
			st = loaded
		}
	}
}

// TestVecRunAgrees compares vecRun with runGo (vecRunCheck) on every grid
// of TestVecAgrees: the loading, a search up to two solutions and twenty
// random restrictions of the loaded state each.
func TestVecRunAgrees(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	c := &vecRunCheck{t: t, goStk: new(vecStack)}
	for n, j := range vecJobs(t) {
		vecRunAgrees(c, &j.g, uint64(n), j.what)
	}
	if c.failed == 0 || c.failed == c.runs {
		t.Fatalf("%d propagations, %d contradictions: the comparison should see both outcomes", c.runs, c.failed)
	}
	t.Logf("%d propagations compared, %d contradictions", c.runs, c.failed)
}

// FuzzVecRun compares vecRun with runGo (vecRunCheck) on any grid, its
// clues clashing or not, and random restrictions drawn from the seed.
func FuzzVecRun(f *testing.F) {
	f.Add(easyPuzzle, uint64(1))
	f.Add("000000000007200000000010200010000000000002100000100020000701092000920710000000000", uint64(2))
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", uint64(3))
	f.Add("88........95.......76.........426798...571243...893165......916....3.487....1.532", uint64(4))
	f.Add(".................................................................................", uint64(5))
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		if !vecCPU {
			t.Skip("this CPU does not run the vector engine")
		}
		g, err := Parse(s)
		if err != nil {
			return
		}
		vecRunAgrees(&vecRunCheck{t: t, goStk: new(vecStack)}, &g, seed, g.String())
	})
}

// vecCluesRef is vecClues in scalar Go, as the engine loaded before
// vecClues was written in assembly: clue by clue, each one's eliminations
// applied to its box and its two bands. TestVecClues and FuzzVecRun compare
// the two.
func vecCluesRef(st *vecState, g *Grid) bool {
	for v := range st.bands {
		for i := range st.bands[v] {
			st.bands[v][i] = vecBand{conf: [8]uint16{vecAll, vecAll, vecAll, vecAll, vecAll, vecAll}}
		}
	}
	for b := range st.boxes {
		for l := range st.boxes[b] {
			st.boxes[b][l] = vecAll
		}
	}
	for cell, d := range g {
		if d == 0 {
			continue
		}
		if d > 9 {
			return false
		}
		c := &vecCells[cell]
		bit := uint16(1) << (d - 1)
		for l := range st.boxes[c.box] {
			st.boxes[c.box][l] &^= vecAssign[c.place][d-1][l]
		}
		he := &st.bands[0][c.bandRow].elim
		ve := &st.bands[1][c.bandCol].elim
		for k := range he {
			he[k] |= vecCfgMask[c.bandCol][c.rowInBox][k] & bit
			ve[k] |= vecCfgMask[c.bandRow][c.colInBox][k] & bit
		}
	}
	return true
}

// vecCluesAgree loads g with vecClues and vecCluesRef and reports a
// difference in the result or the state.
func vecCluesAgree(t testing.TB, g *Grid, what string) {
	t.Helper()
	var got, want vecState
	// the states start different: vecClues must write every byte
	for b := range got.boxes {
		got.boxes[b][3] = 0x5a5a
	}
	got.bands[1][2].elim[7] = 0xa5a5
	okGot, okWant := vecClues(&got, g), vecCluesRef(&want, g)
	if okGot != okWant {
		t.Fatalf("%s: vecClues says %v, the clue-by-clue loading %v", what, okGot, okWant)
	}
	if okGot && got != want {
		t.Fatalf("%s: vecClues loads\n%v\nthe clue-by-clue loading\n%v", what, got, want)
	}
}

// TestVecClues compares vecClues with the clue-by-clue loading on every
// grid of TestVecAgrees and on random grids: 0 to 81 clues, clashing or
// not, some with a clue out of range.
func TestVecClues(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	for _, j := range vecJobs(t) {
		vecCluesAgree(t, &j.g, j.what)
	}
	r := rand.New(rand.NewPCG(28, 2))
	for n := 0; n < 20000; n++ {
		var g Grid
		clues := r.IntN(82)
		for k := 0; k < clues; k++ {
			g[r.IntN(81)] = uint8(1 + r.IntN(9))
		}
		if n%10 == 0 {
			g[r.IntN(81)] = uint8(10 + r.IntN(246))
		}
		vecCluesAgree(t, &g, g.String())
	}
}

// TestVecAnswerAsm checks vecAnswerAsm against vecAnswer on the first
// solution of every grid of TestVecAgrees that has one, and on states of
// one digit a cell that no puzzle gives (each cell's digit drawn at
// random): the whole grid, each of its 81 cells.
func TestVecAnswerAsm(t *testing.T) {
	if !vecCPU {
		t.Skip("this CPU lacks AVX-512 BW/VL/BITALG: the vector engine does not run")
	}
	check := func(s *vecState, what string) {
		t.Helper()
		want := vecAnswer(s)
		got := Grid{}
		for i := range got {
			got[i] = 0xee // every cell must be written
		}
		vecAnswerAsm(s, &got)
		if got != want {
			t.Fatalf("%s: vecAnswerAsm wrote %v, vecAnswer %v", what, got, want)
		}
	}
	n := 0
	for _, j := range vecJobs(t) {
		var vs vecSolver
		vs.limit = 1
		var st vecState
		if vecLoad(&vs, &st, &j.g) {
			vs.count(&st)
		}
		vs.release()
		if vs.n > 0 {
			check(&vs.first, j.what)
			n++
		}
	}
	r := rand.New(rand.NewPCG(28, 7))
	for k := 0; k < 1000; k++ {
		var s vecState
		for b := range s.boxes {
			for i := range s.boxes[b] {
				s.boxes[b][i] = uint16(r.IntN(1 << 16)) // the triads' lanes: anything
			}
			for _, i := range []int{0, 1, 2, 4, 5, 6, 8, 9, 10} {
				s.boxes[b][i] = 1 << r.IntN(9)
			}
		}
		check(&s, fmt.Sprintf("random state %d", k))
	}
	t.Logf("%d solutions, 1000 random states", n)
}
