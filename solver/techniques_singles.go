package solver

import "math/bits"

// Singles: full house, hidden single (box, then column and row), naked
// single. Each scans in Sudoku Explainer's order: boxes, columns, rows; digits
// ascending; cells in row-major order.

// findFullHouse finds a unit with one empty cell.
func findFullHouse(l *logic, b *stepBuf) bool {
	for _, u := range seUnitOrder {
		f := l.free[u]
		if f == 0 || f&(f-1) != 0 {
			continue
		}
		c := Units[u][bits.TrailingZeros16(f)]
		if m := l.cand[c]; m != 0 && m&(m-1) == 0 {
			b.single(FullHouse, int(u), c, m.Lowest())
			return true
		}
	}
	return false
}

// hiddenSingle finds a digit with one place in one of the units
// that has more than one empty cell (one empty cell is a full house).
func hiddenSingle(l *logic, b *stepBuf, t Technique, units []uint8) bool {
	for _, u := range units {
		f := l.free[u]
		if f&(f-1) == 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if p := l.pos[u][d]; p != 0 && p&(p-1) == 0 {
				b.single(t, int(u), Units[u][bits.TrailingZeros16(p)], d)
				return true
			}
		}
	}
	return false
}

func findHiddenSingleBox(l *logic, b *stepBuf) bool {
	return hiddenSingle(l, b, HiddenSingleBox, seUnitOrder[:9])
}

func findHiddenSingleLine(l *logic, b *stepBuf) bool {
	return hiddenSingle(l, b, HiddenSingleLine, seUnitOrder[9:])
}

// findNakedSingle finds a cell with one candidate.
func findNakedSingle(l *logic, b *stepBuf) bool {
	for c, m := range l.cand {
		if m != 0 && m&(m-1) == 0 {
			b.single(NakedSingle, -1, uint8(c), m.Lowest())
			return true
		}
	}
	return false
}
