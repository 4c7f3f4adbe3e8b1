package solver

import "testing"

// TestUniqueLoopRatings checks the ratings of unique loops as Sudoku
// Explainer computes them, in doubles: the base by length, then tenths
// added for a type 3's set. Some sums fall just below or above their tenth
// (4.5 + 0.1 + 0.1 is below 4.7): the search compares those doubles, so a
// step at 4.699… is taken before any step rated exactly 4.7, whatever its
// type, and one at 5.1000…01 after those rated exactly 5.1.
func TestUniqueLoopRatings(t *testing.T) {
	tests := []struct {
		length, tenths int // loop length; tenths added (type 3)
		want           float64
		cmp            int // the double against want: -1 below, 0 equal, 1 above
	}{
		{4, 0, 4.5, 0},
		{6, 0, 4.6, 0},
		{8, 0, 4.7, 0},
		{10, 0, 5.0, 0},
		{12, 0, 5.0, 0},
		{4, 1, 4.6, 0},
		{4, 5, 5.0, 0},
		{6, 1, 4.7, -1},
		{6, 3, 4.9, -1},
		{6, 6, 5.2, -1},
		{8, 4, 5.1, 1},
		{8, 6, 5.3, 1},
		{10, 6, 5.6, 0},
	}
	for _, tc := range tests {
		r := plusTenths(ulRating(tc.length), tc.tenths)
		cmp := 0
		if r < tc.want {
			cmp = -1
		} else if r > tc.want {
			cmp = 1
		}
		if cmp != tc.cmp || printed(r) != tc.want {
			t.Errorf("length %d + %d tenths: %.17g (prints %.1f), want %.1f (%+d)", tc.length, tc.tenths, r, printed(r), tc.want, tc.cmp)
		}
	}
	for n := 2; n <= 6; n++ {
		if got, want := printed(plusTenths(5.7, n-1)), []float64{5.8, 5.9, 6.0, 6.1, 6.2}[n-2]; got != want {
			t.Errorf("BUG type 3 of %d digits rated %.1f, want %.1f", n, got, want)
		}
	}
}
