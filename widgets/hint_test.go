package widgets

import (
	"testing"

	"gioui.org/f32"
)

// TestChainLinksClearTheCandidatesBetween: a link drawn along a row or a
// column keeps off the same candidate of every cell between its ends (a
// straight one ran over them, and they looked part of the chain), starts
// and ends off its nodes' discs, and bows away from the chain's middle.
func TestChainLinksClearTheCandidatesBetween(t *testing.T) {
	const cell = 60
	g := newBoardGeometry(9*cell+20, 1)
	for _, tc := range []struct {
		name        string
		from, to    int // cells; candidate 9 in both
		centreBelow bool
		wantUpward  bool // the bow's side: up (smaller y) or down
		between     []int
	}{
		{name: "row, chain below", from: 27 + 1, to: 27 + 7, centreBelow: true, wantUpward: true, between: []int{29, 30, 31, 32, 33}},
		{name: "row, chain above", from: 63 + 1, to: 63 + 8, centreBelow: false, wantUpward: false, between: []int{65, 66, 67, 68, 69, 70}},
		{name: "neighbours", from: 40, to: 41},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := g.notePoint(tc.from, 9), g.notePoint(tc.to, 9)
			centre := a.Add(b).Mul(0.5)
			if tc.centreBelow {
				centre.Y += 3 * cell
			} else {
				centre.Y -= 3 * cell
			}
			from, ctrl, to, ok := linkCurve(a, b, centre, float32(g.cell))
			if !ok {
				t.Fatal("no curve")
			}
			trim := float32(g.cell) * 0.15
			if d := float32(len2(from.Sub(a))); d < trim-0.5 {
				t.Errorf("the link starts %.1f px from its node's centre, inside its disc (%.1f)", d, trim)
			}
			if d := float32(len2(to.Sub(b))); d < trim-0.5 {
				t.Errorf("the link ends %.1f px from its node's centre, inside its disc (%.1f)", d, trim)
			}
			if up := ctrl.Y < a.Y; tc.between != nil && up != tc.wantUpward {
				t.Errorf("the link bows up=%v, want up=%v (away from the chain's middle)", up, tc.wantUpward)
			}
			for _, c := range tc.between {
				p := g.notePoint(c, 9)
				if d := distanceToCurve(from, ctrl, to, p); d < float32(g.cell)*0.15 {
					t.Errorf("the link passes %.1f px from candidate 9 of cell %d", d, c)
				}
			}
		})
	}
}

// distanceToCurve is the least distance from p to the quadratic curve,
// sampled finely.
func distanceToCurve(a, c, b, p f32.Point) float32 {
	best := float32(1 << 30)
	for k := range 1001 {
		best = min(best, float32(len2(quadAt(a, c, b, float32(k)/1000).Sub(p))))
	}
	return best
}

// TestLinksBowAroundDigits: a link along row 1, bowed towards the grid's
// edge, would run over the big digit of r1c5 (which then looks struck
// out); it is bowed the other way instead.
func TestLinksBowAroundDigits(t *testing.T) {
	var b Board
	b.geo = newBoardGeometry(450, 1)
	s := BoardStyle{Board: &b}
	s.View.Cells[4] = 7 // r1c5
	g := &b.geo
	from, to := g.notePoint(0, 5), g.notePoint(8, 5)
	inside := g.cellRect(0).Union(g.cellRect(80))
	clampIn := func(c f32.Point) f32.Point {
		c.X = min(max(c.X, float32(inside.Min.X)), float32(inside.Max.X))
		c.Y = min(max(c.Y, float32(inside.Min.Y)), float32(inside.Max.Y))
		return c
	}
	// The chain's middle below the row: the link bows up, to the edge.
	a, ctrl, z, _ := linkCurve(from, to, f32.Pt(225, 400), float32(g.cell))
	ctrl = clampIn(ctrl)
	r := g.cellRect(4)
	centre := f32.Pt(float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2)
	near := func(c f32.Point) bool {
		for k := 1; k < 16; k++ {
			if len2(quadAt(a, c, z, float32(k)/16).Sub(centre)) < float64(g.cell)*0.3 {
				return true
			}
		}
		return false
	}
	if !near(ctrl) {
		t.Fatal("the test's link does not cross r1c5's digit to begin with")
	}
	if c := s.aroundDigits(a, ctrl, z, clampIn); near(c) {
		t.Fatalf("the link still crosses r1c5's digit (control %v)", c)
	}
}
