package solver

import "math/bits"

// Basic fish: X-Wing (two lines), Swordfish (three) and Jellyfish (four).
// In n base lines a digit's places lie in n cross lines (the cover); the
// digit leaves the cover's other cells. Sudoku Explainer's order: columns as base first, then
// rows; tuples of base lines in increasing bit order, digits ascending; a
// digit is considered only while at least 2n of its nine places are open.

// fish finds the first fish of size n with candidates to remove.
func fish(l *logic, b *stepBuf, n int, t Technique) bool {
	memo := &b.memos[memoFish+n-2]
	found := fishScan(l, b, n, t, memo.dirtyDigits(l))
	memo.keep(l, found)
	return found
}

// fishScan is fish's scan of the digits ds.
func fishScan(l *logic, b *stepBuf, n int, t Technique, ds Mask) bool {
	for kind := 0; kind < 2; kind++ { // 0: columns as base, rows as cover; 1: the reverse
		base, cover := 9, 0
		if kind == 1 {
			base, cover = 0, 9
		}
		// ok[d]: the base lines where digit d has 2 to n places, the only
		// ones that can be part of a fish (Sudoku Explainer's rule too).
		var ok [10]uint16
		var any bool
		for d := 1; d <= 9; d++ {
			if !ds.Has(uint8(d)) || int(l.placed[d])+2*n > 9 {
				continue
			}
			for i := 0; i < 9; i++ {
				if k := bits.OnesCount16(l.pos[base+i][d]); k >= 2 && k <= n {
					ok[d] |= 1 << i
				}
			}
			any = any || bits.OnesCount16(ok[d]) >= n
		}
		if !any {
			continue
		}
		for _, m := range combos[n] {
			for d := uint8(1); d <= 9; d++ {
				if m&^ok[d] != 0 {
					continue
				}
				var union uint16
				for p := m; p != 0; p &= p - 1 {
					union |= l.pos[base+bits.TrailingZeros16(p)][d]
				}
				if bits.OnesCount16(union) != n {
					continue
				}
				var hit bool
				for p := union; p != 0 && !hit; p &= p - 1 {
					hit = l.pos[cover+bits.TrailingZeros16(p)][d]&^m != 0
				}
				if !hit {
					continue
				}
				b.reset(t)
				for p := m; p != 0; p &= p - 1 {
					b.unit(base + bits.TrailingZeros16(p))
				}
				for p := union; p != 0; p &= p - 1 {
					b.unit(cover + bits.TrailingZeros16(p))
				}
				for p := m; p != 0; p &= p - 1 {
					u := base + bits.TrailingZeros16(p)
					b.unitCells(u, l.pos[u][d])
				}
				b.s.Digits = 1 << d
				for p := union; p != 0; p &= p - 1 {
					u := cover + bits.TrailingZeros16(p)
					b.unitElims(u, l.pos[u][d]&^m, d)
				}
				b.sort()
				return true
			}
		}
	}
	return false
}

func findXWing(l *logic, b *stepBuf) bool     { return fish(l, b, 2, XWing) }
func findSwordfish(l *logic, b *stepBuf) bool { return fish(l, b, 3, Swordfish) }
func findJellyfish(l *logic, b *stepBuf) bool { return fish(l, b, 4, Jellyfish) }
