package solver

import "math/bits"

// Subsets: naked pairs, triples and quads (n cells of a unit holding only n
// digits), hidden pairs, triples and quads (n digits of a unit with only n
// places), and the direct hidden pair and triple. Units are scanned in Sudoku
// Explainer's order (boxes, columns, rows), tuples in increasing bit order.
// A direct step only places its digit, as Sudoku Explainer applies it.
// As in Sudoku Explainer, a naked set of n is looked for only in units with
// at least 2n empty cells and a hidden set only in units with more than 2n
// (fewer empty cells make the complementary set the smaller, easier one),
// a direct hidden set in units with more than n; and, as there, each cell
// of a naked set (each digit of a hidden set) has at least two candidates
// (places).

// nakedSet finds n cells of a unit whose candidates number n together and
// that leave candidates to remove in the unit's other cells.
func nakedSet(l *logic, b *stepBuf, n int, t Technique) bool {
	memo := &b.memos[memoNaked+n-2]
	found := nakedScan(l, b, n, t, memo.dirty(l))
	memo.keep(l, found)
	return found
}

// nakedScan is nakedSet's scan of the units in dirty.
func nakedScan(l *logic, b *stepBuf, n int, t Technique, dirty uint32) bool {
	for _, u := range seUnitOrder {
		if dirty&(1<<u) == 0 {
			continue
		}
		free := l.free[u]
		if bits.OnesCount16(free) < 2*n {
			continue
		}
		// Only cells with 2 to n candidates can be part of the set.
		var ok uint16
		for p := free; p != 0; p &= p - 1 {
			if k := l.cand[Units[u][bits.TrailingZeros16(p)]].Count(); k >= 2 && k <= n {
				ok |= p & -p
			}
		}
		if bits.OnesCount16(ok) < n {
			continue
		}
		var buf [126]uint16
		for _, m := range combosIn(ok, n, &buf) {
			var union Mask
			for p := m; p != 0; p &= p - 1 {
				union |= l.cand[Units[u][bits.TrailingZeros16(p)]]
			}
			if union.Count() != n {
				continue
			}
			var hit bool
			for p := free &^ m; p != 0; p &= p - 1 {
				if l.cand[Units[u][bits.TrailingZeros16(p)]]&union != 0 {
					hit = true
					break
				}
			}
			if !hit {
				continue
			}
			b.reset(t)
			b.unit(int(u))
			b.unitCells(int(u), m)
			b.s.Digits = union
			for p := free &^ m; p != 0; p &= p - 1 {
				c := Units[u][bits.TrailingZeros16(p)]
				if x := l.cand[c] & union; x != 0 {
					b.elim(c, x)
				}
			}
			return true
		}
	}
	return false
}

// hiddenSet finds n digits of a unit whose places number n together. Plain:
// the first such set whose cells hold other candidates. Direct: the first
// such set that leaves another digit one place in the unit once its cells
// keep only its digits; the step also places that digit.
func hiddenSet(l *logic, b *stepBuf, n int, direct bool, t Technique) bool {
	slot := memoHidden + n - 2
	if direct {
		slot = memoDirectHidden + n - 2
	}
	memo := &b.memos[slot]
	found := hiddenScan(l, b, n, direct, t, memo.dirty(l))
	memo.keep(l, found)
	return found
}

// hiddenScan is hiddenSet's scan of the units in dirty.
func hiddenScan(l *logic, b *stepBuf, n int, direct bool, t Technique, dirty uint32) bool {
	for _, u := range seUnitOrder {
		if dirty&(1<<u) == 0 {
			continue
		}
		empty := bits.OnesCount16(l.free[u])
		if empty <= n || (!direct && empty <= 2*n) {
			continue
		}
		// Only digits with 2 to n places can be part of the set.
		var ok uint16
		for d := 1; d <= 9; d++ {
			if k := bits.OnesCount16(l.pos[u][d]); k >= 2 && k <= n {
				ok |= 1 << (d - 1)
			}
		}
		if bits.OnesCount16(ok) < n {
			continue
		}
		var buf [126]uint16
		for _, m := range combosIn(ok, n, &buf) {
			digits := Mask(m) << 1
			var union uint16
			for ds := digits; ds != 0; ds &= ds - 1 {
				union |= l.pos[u][bits.TrailingZeros16(uint16(ds))]
			}
			if bits.OnesCount16(union) != n {
				continue
			}
			var others bool
			for p := union; p != 0; p &= p - 1 {
				if l.cand[Units[u][bits.TrailingZeros16(p)]]&^digits != 0 {
					others = true
					break
				}
			}
			if !others {
				continue
			}
			place, pd := -1, uint8(0)
			if direct {
				for d := uint8(1); d <= 9 && place < 0; d++ {
					if digits.Has(d) {
						continue
					}
					p := l.pos[u][d]
					if rest := p &^ union; p&(p-1) != 0 && single1(rest) {
						place, pd = int(Units[u][bits.TrailingZeros16(rest)]), d
					}
				}
				if place < 0 {
					continue
				}
			}
			b.reset(t)
			b.unit(int(u))
			b.unitCells(int(u), union)
			b.s.Digits = digits
			if direct {
				// As Sudoku Explainer applies it: the placement only.
				b.place(uint8(place), pd)
				return true
			}
			for p := union; p != 0; p &= p - 1 {
				c := Units[u][bits.TrailingZeros16(p)]
				if x := l.cand[c] &^ digits; x != 0 {
					b.elim(c, x)
				}
			}
			return true
		}
	}
	return false
}

func findNakedPair(l *logic, b *stepBuf) bool   { return nakedSet(l, b, 2, NakedPair) }
func findNakedTriple(l *logic, b *stepBuf) bool { return nakedSet(l, b, 3, NakedTriple) }
func findNakedQuad(l *logic, b *stepBuf) bool   { return nakedSet(l, b, 4, NakedQuad) }
func findHiddenPair(l *logic, b *stepBuf) bool  { return hiddenSet(l, b, 2, false, HiddenPair) }
func findHiddenQuad(l *logic, b *stepBuf) bool  { return hiddenSet(l, b, 4, false, HiddenQuad) }
func findHiddenTriple(l *logic, b *stepBuf) bool {
	return hiddenSet(l, b, 3, false, HiddenTriple)
}
func findDirectHiddenPair(l *logic, b *stepBuf) bool {
	return hiddenSet(l, b, 2, true, DirectHiddenPair)
}
func findDirectHiddenTriple(l *logic, b *stepBuf) bool {
	return hiddenSet(l, b, 3, true, DirectHiddenTriple)
}

// unitMemo is the memory of a finder whose pattern lies in one unit and
// depends only on the candidates of that unit's cells (the naked and hidden
// sets, direct or not), or follows one digit and depends only on the cells
// that hold it (locked candidates, direct or not, and fish): the
// candidates of the last grid on which it found nothing. A unit none of
// whose cells has changed since (a digit whose cells are the same) holds
// nothing now either, so the scan passes over it; the others are scanned
// in the usual order, so the first pattern found is the same.
type unitMemo struct {
	valid bool
	cand  [81]Mask
}

// The finders' places in stepBuf.memos.
const (
	memoNaked        = 0  // naked pair, triple, quad
	memoHidden       = 3  // hidden pair, triple, quad
	memoDirectHidden = 6  // direct hidden pair, triple
	memoPointing     = 8  // pointing, direct pointing, claiming, direct claiming
	memoFish         = 12 // X-Wing, Swordfish, Jellyfish
	numMemos         = 15
)

// dirtyDigits returns the digits to scan on grid l: those whose cells
// have changed since the memory's grid, all of them without a memory.
func (m *unitMemo) dirtyDigits(l *logic) Mask {
	if !m.valid {
		return AllDigits
	}
	var ds Mask
	for c := range l.cand {
		ds |= l.cand[c] ^ m.cand[c]
	}
	return ds
}

// allUnits is the set of the 27 units, bit u for unit u.
const allUnits = 1<<27 - 1

// dirty returns the units to scan on grid l: those with a cell changed
// since the memory's grid, all of them without a memory.
func (m *unitMemo) dirty(l *logic) uint32 {
	if !m.valid {
		return allUnits
	}
	var units uint32
	for c := range l.cand {
		if l.cand[c] != m.cand[c] {
			units |= cellUnitMask(c)
		}
	}
	return units
}

// keep remembers grid l when the scan found nothing on it.
func (m *unitMemo) keep(l *logic, found bool) {
	m.valid = !found
	if !found {
		m.cand = l.cand
	}
}

// combosIn returns the masks of combos[n] that lie inside ok, in the same
// (increasing) order, written into buf: the n-subsets of k bits, in
// increasing order, are the first C(k, n) masks of combos[n], and spreading
// their bits onto ok's keeps the order.
func combosIn(ok uint16, n int, buf *[126]uint16) []uint16 {
	var pos [9]uint8
	k := 0
	for p := ok & 0x1ff; p != 0; p &= p - 1 {
		pos[k] = uint8(bits.TrailingZeros16(p))
		k++
	}
	out := buf[:0]
	for _, cm := range combos[n][:binomial[k][n]] {
		var m uint16
		for x := cm; x != 0; x &= x - 1 {
			m |= 1 << pos[bits.TrailingZeros16(x)]
		}
		out = append(out, m)
	}
	return out
}

// binomial[k][n] is C(k, n) for k ≤ 9, n ≤ 4.
var binomial = func() (t [10][5]int) {
	for k := range t {
		t[k][0] = 1
		for n := 1; n < 5 && n <= k; n++ {
			t[k][n] = t[k-1][n-1] + t[k-1][n]
		}
	}
	return t
}()
