package solver

import "math/bits"

// Unique rectangles and loops. Cells that all hold two digits v1 < v2 and
// that pair up in the units they share (each unit holding two of them, one
// at an even place of the loop and one at an odd place) would let v1 and v2
// swap: a puzzle with one solution cannot come to that, so some of the
// "extra" candidates of those cells must be true. Types by the extra cells:
// one (type 1), several with the same one extra digit (type 2), two in a
// unit acting as one cell in a naked or hidden set (type 3), two in a unit
// where a loop digit is locked (type 4).
//
// The search follows Sudoku Explainer so that it finds its loops: from
// every cell with exactly two candidates (row-major) a depth-first walk over
// the cells holding both digits, through the cell's box, row and column in
// that order (not the kind of unit it came in by), each unit's cells in
// order; reaching the start again from a path of four or more cells closes
// a loop.
// A walk takes up to two extra cells freely, a third or later only while
// the extra digits seen at that depth are one digit; those digits gather
// what every cell tried at that depth held, siblings included (as Sudoku
// Explainer does; it is the rule that decides which long loops are walked).
// Every step of every loop is weighed, and the easiest (by its rating as a
// double, then by type) is taken, the first found among equals. The walk
// does not go on into a cell that would put two cells of the same parity in
// one unit: no loop found that way would be valid, and skipping it changes
// nothing else (the cell's extra digits still count at that depth). On some
// 17-clue puzzles that cuts the search a hundredfold.
//
// Nor does it go into a cell, or start from one, that no valid loop of
// its two digits can pass through (loopCells): in a valid loop a cell's two
// neighbours are of the other parity, so they share no unit of the cell,
// and such cells, found again among what is left until none goes, are the
// only ones a loop can use. Skipping them changes nothing the search finds
// (their extra digits still count at their depth); it only saves walks.
// A loop found again (from another of its cells, or the other way round)
// is not weighed again: see weighed.

// ulSearch is the state of the loop search for one pair of digits.
type ulSearch struct {
	l      *logic
	v1, v2 uint8
	vm     Mask // v1 and v2
	path   [81]uint8
	n      int
	on     cellSet
	extras int       // extra cells on the path
	rec    *ulLoops  // where the loops with extra cells go (see ulMemo)
	lost   bool      // a loop found no room there
	walks  int       // calls of walk so far
	hit    [2]uint32 // units holding a path cell at an even (odd) place
	cells  cellSet   // the cells a valid loop of v1 and v2 may use (loopCells)

	found    bool
	bestRate float64 // the best step's rating as a double
	bestType int
	best     *stepBuf

	// The step being weighed: its eliminations (the other parts are
	// arguments of offer). Kept here, not in a stepBuf, whose slices
	// point into itself and would move the search to the heap.
	el [81]Elimination
	ne int

	// The loops weighed so far (see weighed); past the array's end, loops
	// are weighed every time they are found.
	loops  [32]weighedLoop
	nLoops int
}

// weighedLoop is a loop of the digits vm on cells, weighed from first (the
// first cell with extra digits on its path).
type weighedLoop struct {
	cells cellSet
	vm    Mask
	first uint8
}

// ulRegion returns the k-th unit (k = 0, 1, 2) of cell c in Sudoku
// Explainer's order of a cell's units: box, row, column.
func ulRegion(c int, k int) int {
	switch k {
	case 0:
		return int(UnitsOf[c][2])
	case 1:
		return int(UnitsOf[c][0])
	}
	return int(UnitsOf[c][1])
}

// ulMaxWalks bounds the cells a search walks to (each start included). No
// puzzle of the shared collections comes near it on the grader's path (the
// most seen is 62,544, on a 17-clue puzzle); a position with made-up
// candidates could otherwise take very long. A search cut there keeps the
// best step found so far.
const ulMaxWalks = 1 << 20

func (s *ulSearch) walk(c int, except int, ex Mask) {
	if s.walks++; s.walks > ulMaxWalks {
		return
	}
	um := cellUnitMask(c)
	s.hit[s.n&1] |= um
	s.path[s.n] = uint8(c)
	s.n++
	s.on.add(c)
	for k := 0; k < 3; k++ {
		if k == except {
			continue
		}
		// The cells of the unit that hold both digits, in index order
		// (the others are passed over).
		u := ulRegion(c, k)
		for ps := s.l.pos[u][s.v1] & s.l.pos[u][s.v2]; ps != 0; ps &= ps - 1 {
			next := int(Units[u][bits.TrailingZeros16(ps)])
			if next == int(s.path[0]) && s.n >= 4 {
				s.loop()
				continue
			}
			m := s.l.cand[next]
			if s.on.has(next) || m&s.vm != s.vm {
				continue
			}
			extra := m &^ s.vm
			ex |= extra
			if cellUnitMask(next)&s.hit[s.n&1] != 0 || !s.cells.has(next) {
				// A unit would hold two cells of the same parity, or no
				// valid loop uses the cell: no loop is valid that way
				// (loop's first check), so the walk is skipped; what the
				// cell adds to ex stays.
				continue
			}
			if extra == 0 {
				s.walk(next, k, ex)
			} else if s.extras < 2 || ex.Count() == 1 {
				s.extras++
				s.walk(next, k, ex)
				s.extras--
			}
		}
	}
	s.n--
	s.hit[s.n&1] &^= um
	s.on[c>>6] &^= 1 << (c & 63)
}

// cellUnitMask returns the set of the three units of cell c, bit u for
// unit u.
func cellUnitMask(c int) uint32 {
	us := &UnitsOf[c]
	return 1<<us[0] | 1<<us[1] | 1<<us[2]
}

// ulRating is the rating, as Sudoku Explainer computes it in doubles, of a
// loop of n cells; type 3 adds to it.
func ulRating(n int) float64 {
	r := 4.5
	if n >= 10 {
		r += 0.3
	}
	if n >= 8 {
		r += 0.2
	} else if n >= 6 {
		r += 0.1
	}
	return r
}

// plusTenths adds k tenths to r as Sudoku Explainer does (r + k × 0.1, the
// product rounded first).
func plusTenths(r float64, k int) float64 {
	return r + float64(float64(k)*0.1)
}

// printed rounds a rating to tenths as Sudoku Explainer prints it.
func printed(r float64) float64 {
	return float64(int((r+0.05)*10)) / 10
}

// loop weighs the path as a loop: when it is a valid one, the steps of its
// type.
func (s *ulSearch) loop() {
	// Each unit is hit once by the even places and once by the odd ones.
	var seen [2]uint32
	for i := 0; i < s.n; i++ {
		c := s.path[i]
		for _, u := range UnitsOf[c] {
			bit := uint32(1) << u
			if seen[i&1]&bit != 0 {
				return
			}
			seen[i&1] |= bit
		}
	}
	if seen[0] != seen[1] {
		return
	}
	var ext [81]uint8
	ne := 0
	for i := 0; i < s.n; i++ {
		if c := s.path[i]; s.l.cand[c]&^s.vm != 0 {
			ext[ne] = c
			ne++
		}
	}
	if ne == 0 {
		return
	}
	if s.rec != nil && !s.lost && !s.rec.add(s.path[:s.n]) {
		s.lost = true
	}
	if ulRemember && s.weighed(ext[0]) {
		return
	}
	base := ulRating(s.n)
	l := s.l
	switch {
	case ne == 1:
		s.ne = 0
		s.elim(ext[0], l.cand[ext[0]]&s.vm)
		s.offer(UniqueLoop1, -1, 0, s.vm, base, 1)
	case ne >= 3 || ne == 2 && ((l.cand[ext[0]]|l.cand[ext[1]])&^s.vm).Count() == 1:
		s.type2(ext[:ne], base)
	}
	if ne != 2 {
		return
	}
	c1, c2 := int(ext[0]), int(ext[1])
	e := (l.cand[c1] | l.cand[c2]) &^ s.vm
	if e.Count() >= 2 {
		for n := e.Count(); n <= 7; n++ {
			for k := 0; k < 3; k++ {
				u := ulRegion(c1, k)
				if u != ulRegion(c2, k) {
					continue
				}
				s.type3Naked(u, c1, c2, e, n, base)
				s.type3Hidden(u, c1, c2, e, n, base)
			}
		}
	}
	s.type4(c1, c2, base)
}

// weighed reports whether the loop on the path, whose first cell with
// extra digits is first, was weighed already, and remembers it if not. A
// walk finds a loop again from each of its cells with two candidates, in
// both directions; what weighing it offers depends only on its cells and
// on which cell with extras comes first on the path (type 2 takes its
// extra digit, type 3 counts the unit's sets from it), and an offer equal
// to an earlier one is never taken, so a loop weighed again with the same
// first cell offers nothing new.
func (s *ulSearch) weighed(first uint8) bool {
	var cells cellSet
	for i := 0; i < s.n; i++ {
		cells.add(int(s.path[i]))
	}
	for i := 0; i < s.nLoops; i++ {
		if w := &s.loops[i]; w.vm == s.vm && w.first == first && w.cells == cells {
			return true
		}
	}
	if s.nLoops < len(s.loops) {
		s.loops[s.nLoops] = weighedLoop{vm: s.vm, first: first, cells: cells}
		s.nLoops++
	}
	return false
}

// ulRemember: loops are weighed once (weighed); false only in the test
// that checks it changes nothing.
var ulRemember = true

// elim adds an elimination to the step being weighed.
func (s *ulSearch) elim(c uint8, m Mask) {
	s.el[s.ne] = Elimination{Cell: c, Digits: m}
	s.ne++
}

// offer makes the step being weighed (technique t, unit u or -1, the
// cells of unit u at positions set besides the loop, digits ds, rating rate
// as a double, type typ) the best one if it removes something and is easier
// than the best so far; the eliminations come in ascending cells.
func (s *ulSearch) offer(t Technique, u int, set uint16, ds Mask, rate float64, typ int) {
	if s.ne == 0 {
		return
	}
	if s.found && (rate > s.bestRate || rate == s.bestRate && typ >= s.bestType) {
		return
	}
	s.found, s.bestRate, s.bestType = true, rate, typ
	b := s.best
	b.reset(t)
	for i := 0; i < s.n; i++ {
		b.cell(s.path[i])
	}
	if u >= 0 {
		b.unit(u)
		b.unitCells(u, set)
	}
	b.sort()
	b.s.Digits = ds
	b.s.Eliminations = append(b.s.Eliminations, s.el[:s.ne]...)
	b.s.Rating = printed(rate)
}

func (s *ulSearch) type2(ext []uint8, base float64) {
	l := s.l
	z := (l.cand[ext[0]] &^ s.vm).Lowest()
	see := peerSet[ext[0]]
	for _, c := range ext[1:] {
		see = see.and(peerSet[c])
	}
	s.ne = 0
	for c := 0; c < 81; c++ {
		if see.has(c) && l.cand[c].Has(z) {
			s.elim(uint8(c), 1<<z)
		}
	}
	s.offer(UniqueLoop2, -1, 0, s.vm, base, 2)
}

// unitIndex returns the position of cell c in unit u.
func unitIndex(u, c int) int {
	switch {
	case u < 9:
		return c % 9
	case u < 18:
		return c / 9
	}
	return (c/9%3)*3 + c%3
}

func (s *ulSearch) type3Naked(u, c1, c2 int, e Mask, n int, base float64) {
	l := s.l
	if bits.OnesCount16(l.free[u]) < 2*n {
		return
	}
	i1, i2 := uint16(1)<<unitIndex(u, c1), uint16(1)<<unitIndex(u, c2)
	common := e & l.cand[c1] & l.cand[c2]
	// The sets of n places with c1's and not c2's, in increasing order (as
	// integers: colex): c1's place and n−1 of the other empty cells'.
	rest := l.free[u] &^ i1 &^ i2
	for sub := (0 - rest) & rest; sub != 0; sub = (sub - rest) & rest {
		if bits.OnesCount16(sub) != n-1 {
			continue
		}
		m := sub | i1
		var others Mask
		ok := true
		for p := m &^ i1; p != 0; p &= p - 1 {
			cm := l.cand[Units[u][bits.TrailingZeros16(p)]]
			if cm.Count() < 2 {
				ok = false
				break
			}
			others |= cm
		}
		if !ok || (e|others).Count() != n || (common|others).Count() != n {
			continue
		}
		set := e | others
		s.ne = 0
		for p := l.free[u] &^ m &^ i2; p != 0; p &= p - 1 {
			c := Units[u][bits.TrailingZeros16(p)]
			if x := l.cand[c] & set; x != 0 {
				s.elim(c, x)
			}
		}
		s.offer(UniqueLoop3, u, m&^i1, set, plusTenths(base, n-1), 3)
	}
}

func (s *ulSearch) type3Hidden(u, c1, c2 int, e Mask, n int, base float64) {
	l := s.l
	if bits.OnesCount16(l.free[u]) <= 2*n {
		return
	}
	i1, i2 := uint16(1)<<unitIndex(u, c1), uint16(1)<<unitIndex(u, c2)
	pool := AllDigits &^ s.vm &^ e
	// The sets of n−2 digits of pool in increasing order (as integers:
	// colex), the empty set first.
	for m, first := Mask(0), true; first || m != 0; m, first = (m-pool)&pool, false {
		if m.Count() != n-2 {
			continue
		}
		set := m | s.vm
		var union uint16
		ok := true
		for ds := set; ds != 0; ds &= ds - 1 {
			p := l.pos[u][bits.TrailingZeros16(uint16(ds))] &^ i2
			if p == 0 {
				ok = false
				break
			}
			union |= p
		}
		if !ok || bits.OnesCount16(union) != n {
			continue
		}
		s.ne = 0
		for p := union &^ i1; p != 0; p &= p - 1 {
			c := Units[u][bits.TrailingZeros16(p)]
			if x := l.cand[c] &^ set; x != 0 {
				s.elim(c, x)
			}
		}
		s.offer(UniqueLoop3, u, union&^i1, set, plusTenths(base, n-2), 3)
	}
}

func (s *ulSearch) type4(c1, c2 int, base float64) {
	l := s.l
	lock := [2]int{-1, -1} // the first shared unit where v1 (v2) has no other place
	for k := 0; k < 3; k++ {
		u := ulRegion(c1, k)
		if u != ulRegion(c2, k) {
			continue
		}
		rest := ^(uint16(1)<<unitIndex(u, c1) | uint16(1)<<unitIndex(u, c2))
		for j, v := range [2]uint8{s.v1, s.v2} {
			if lock[j] < 0 && l.pos[u][v]&rest == 0 {
				lock[j] = u
			}
		}
	}
	var u int
	var gone uint8
	switch {
	case lock[0] >= 0:
		u, gone = lock[0], s.v2
	case lock[1] >= 0:
		u, gone = lock[1], s.v1
	default:
		return
	}
	s.ne = 0
	for _, c := range [2]int{min(c1, c2), max(c1, c2)} {
		if l.cand[c].Has(gone) {
			s.elim(uint8(c), 1<<gone)
		}
	}
	s.offer(UniqueLoop4, u, 0, s.vm, base, 4)
}

// findUniqueLoop finds the easiest unique rectangle or loop step, of any
// type (see UniqueLoop1).
func findUniqueLoop(l *logic, b *stepBuf) bool {
	found, _ := uniqueLoopSearch(l, b, &b.work().dynamicWork().ul)
	return found
}

// ulMemo remembers, from the last search, what the walk from each start
// cell did: its count of walks and the loops with extra cells it weighed,
// in order. The walks of a pair of digits see only the cells holding both
// and their candidates, and a loop without extra cells offers nothing; so
// while none of those cells has changed, a walk would weigh the same loops
// again in the same order: they are weighed again from the memory (what
// they offer depends on other cells too) and the walk is not made.
type ulMemo struct {
	valid bool
	cand  [81]Mask
	kept  [81]bool   // start cells whose walk is remembered whole
	walks [81]int32  // walks made from each start cell
	first [81]uint16 // the start's first loop in buf[cur]
	count [81]uint16 // and its number of loops
	cur   int
	buf   [2]ulLoops // this search's loops and the last one's
}

// ulLoops holds the remembered loops: loop i is cells[off[i]:][:n[i]].
type ulLoops struct {
	off   [256]uint16
	n     [256]uint8
	cells [4096]uint8
	nl    int
	nc    int
}

// add appends a loop and reports whether there was room.
func (r *ulLoops) add(path []uint8) bool {
	if r.nl == len(r.off) || r.nc+len(path) > len(r.cells) {
		return false
	}
	r.off[r.nl], r.n[r.nl] = uint16(r.nc), uint8(len(path))
	r.nl++
	r.nc += copy(r.cells[r.nc:], path)
	return true
}

// uniqueLoopSearch is findUniqueLoop, which also returns the walks the
// search made (so a test can see that ulMaxWalks cuts it). With memo, it
// weighs again from memo the loops of the walks whose cells have not
// changed, instead of walking.
func uniqueLoopSearch(l *logic, b *stepBuf, memo *ulMemo) (bool, int) {
	s := ulSearch{l: l, best: b}
	var cells [10][10]cellSet // loopCells of each pair of digits, once
	var done, same, have [10]uint16
	var changed cellSet
	useMemo := memo != nil && memo.valid
	var old *ulLoops
	if memo != nil {
		if useMemo {
			for c := range l.cand {
				if l.cand[c] != memo.cand[c] {
					changed.add(c)
				}
			}
		}
		old, s.rec = &memo.buf[memo.cur], &memo.buf[1-memo.cur]
		s.rec.nl, s.rec.nc = 0, 0
	}
	for c := 0; c < 81; c++ {
		m := l.cand[c]
		if m.Count() != 2 {
			if memo != nil {
				memo.kept[c] = false
			}
			continue
		}
		s.v1 = m.Lowest()
		s.v2 = (m &^ (1 << s.v1)).Lowest()
		s.vm = m
		bit := uint16(1) << s.v2
		if done[s.v1]&bit == 0 {
			done[s.v1] |= bit
			if useMemo && untouchedPair(l, memo, changed, m) {
				same[s.v1] |= bit
			}
		}
		if same[s.v1]&bit != 0 && memo.kept[c] && s.walks+int(memo.walks[c]) <= ulMaxWalks {
			// (When the cut may come in these walks, they are made.)
			s.walks += int(memo.walks[c])
			f, k := int(memo.first[c]), int(memo.count[c])
			memo.first[c] = uint16(s.rec.nl)
			rec := s.rec
			s.rec = nil // kept here, not again by loop
			for i := f; i < f+k; i++ {
				path := old.cells[old.off[i]:][:old.n[i]]
				if !rec.add(path) {
					memo.kept[c] = false
				}
				s.n = copy(s.path[:], path)
				s.loop()
			}
			s.rec, s.n = rec, 0
			continue
		}
		if have[s.v1]&bit == 0 {
			have[s.v1] |= bit
			cells[s.v1][s.v2] = loopCells(l, m)
		}
		before := s.walks
		s.lost = false
		if memo != nil {
			memo.first[c] = uint16(s.rec.nl)
		}
		if s.cells = cells[s.v1][s.v2]; s.cells.has(c) {
			s.walk(c, -1, 0)
		}
		if memo != nil {
			memo.walks[c] = int32(s.walks - before)
			memo.count[c] = uint16(s.rec.nl) - memo.first[c]
			memo.kept[c] = !s.lost
		}
	}
	if memo != nil {
		// A search cut short is not remembered.
		memo.valid = s.walks <= ulMaxWalks
		memo.cand = l.cand
		memo.cur = 1 - memo.cur
	}
	return s.found, s.walks
}

// untouchedPair reports whether no cell holding both digits of vm, then
// (memo's grid) or now, has changed since memo's search.
func untouchedPair(l *logic, memo *ulMemo, changed cellSet, vm Mask) bool {
	for w := 0; w < 2; w++ {
		for m := changed[w]; m != 0; m &= m - 1 {
			c := w*64 + bits.TrailingZeros64(m)
			if l.cand[c]&vm == vm || memo.cand[c]&vm == vm {
				return false
			}
		}
	}
	return true
}

// unitSets[u] is the set of the cells of unit u.
var unitSets [27]cellSet

func init() {
	// From coordinates only: this may run before the unit tables are made.
	for c := 0; c < 81; c++ {
		unitSets[c/9].add(c)
		unitSets[9+c%9].add(c)
		unitSets[18+c/27*3+c%9/3].add(c)
	}
}

// loopCells returns the cells that a valid loop of the digits vm may pass
// through: cells holding both digits whose neighbours among such cells do
// not all lie in one unit of the cell (a valid loop puts a cell's two
// neighbours in no unit together with it: each unit holds one cell of
// each parity); cells that fail lose their place and the others are
// checked again, until none fails.
func loopCells(l *logic, vm Mask) cellSet {
	var set cellSet
	for c, m := range l.cand {
		if m&vm == vm {
			set.add(c)
		}
	}
	for changed := true; changed; {
		changed = false
		for w := 0; w < 2; w++ {
			for m := set[w]; m != 0; m &= m - 1 {
				c := w*64 + bits.TrailingZeros64(m)
				nb := set.and(peerSet[c])
				us := &UnitsOf[c]
				if nb.andNot(unitSets[us[0]]).empty() || nb.andNot(unitSets[us[1]]).empty() || nb.andNot(unitSets[us[2]]).empty() {
					set[w] &^= 1 << (c & 63)
					changed = true
				}
			}
		}
	}
	return set
}
