package solver

import (
	"fmt"
	"math/bits"
)

// Mask is a set of digits: bit d is set when digit d (1–9) is in the set.
// Bit 0 is never used, so a digit is its own bit index.
type Mask uint16

// AllDigits is the set {1, …, 9}.
const AllDigits Mask = 0x3FE

// Has reports whether digit d is in the set.
func (m Mask) Has(d uint8) bool { return m&(1<<d) != 0 }

// Count returns the number of digits in the set.
func (m Mask) Count() int { return bits.OnesCount16(uint16(m)) }

// Lowest returns the smallest digit of the set, or 0 for the empty set.
func (m Mask) Lowest() uint8 {
	if m == 0 {
		return 0
	}
	return uint8(bits.TrailingZeros16(uint16(m)))
}

// Digits lists the digits of the set in ascending order.
func (m Mask) Digits() []uint8 {
	ds := make([]uint8, 0, m.Count())
	for d := uint8(1); d <= 9; d++ {
		if m.Has(d) {
			ds = append(ds, d)
		}
	}
	return ds
}

// String writes the set as its digits in ascending order, e.g. "137".
func (m Mask) String() string {
	b := make([]byte, 0, 9)
	for _, d := range m.Digits() {
		b = append(b, '0'+d)
	}
	return string(b)
}

// Units, peers and the cell-to-unit maps are fixed by the rules of the game.
// They are computed once and only read afterwards.
var (
	// Units lists the 27 units: rows 0–8, columns 9–17 and boxes 18–26, each
	// as its nine cells in ascending order.
	Units [27][9]uint8
	// Peers lists, for each cell, the 20 other cells that share a unit with
	// it, in ascending order.
	Peers [81][20]uint8
	// UnitsOf lists, for each cell, its row, column and box (unit indexes).
	UnitsOf [81][3]uint8
)

func init() {
	for i := 0; i < 81; i++ {
		r, c := i/9, i%9
		b := (r/3)*3 + c/3
		UnitsOf[i] = [3]uint8{uint8(r), uint8(9 + c), uint8(18 + b)}
	}
	var fill [27]int
	for i := 0; i < 81; i++ {
		for _, u := range UnitsOf[i] {
			Units[u][fill[u]] = uint8(i)
			fill[u]++
		}
	}
	for i := 0; i < 81; i++ {
		n := 0
		for j := 0; j < 81; j++ {
			if j != i && sharesUnit(i, j) {
				Peers[i][n] = uint8(j)
				n++
			}
		}
	}
}

func sharesUnit(i, j int) bool {
	return i/9 == j/9 || i%9 == j%9 || (i/27 == j/27 && (i%9)/3 == (j%9)/3)
}

// UnitName names unit u (0–26) for logs and testdata: "row 1", "column 1"
// or "box 1" (boxes numbered left to right, top to bottom). Players read
// the catalogue's names (package i18n).
func UnitName(u int) string {
	switch {
	case u < 0 || u >= 27:
		return fmt.Sprintf("unit %d", u)
	case u < 9:
		return fmt.Sprintf("row %d", u+1)
	case u < 18:
		return fmt.Sprintf("column %d", u-8)
	default:
		return fmt.Sprintf("box %d", u-17)
	}
}
