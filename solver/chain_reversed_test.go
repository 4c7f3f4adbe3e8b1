package solver

import (
	"fmt"
	"math/bits"
	"testing"
)

// TestReversedOutcome checks that the OFF outcome of a candidate of a cell
// of two, copied from the ON outcome of the other candidate (reversed), is
// the one its own propagation finds: the same nodes in the same order, the
// same parents by node, the same contradiction, the same complexities.
func TestReversedOutcome(t *testing.T) {
	tests := []struct {
		set string
		max int
	}{
		{"norvig-easy50.txt", 20},
		{"se-classic-top1465-298.txt", 40},
		{"se-classic-qqwing200.txt", 40},
	}
	for _, tc := range tests {
		t.Run(tc.set, func(t *testing.T) {
			compared, clashes := 0, 0
			for _, g := range collectionPuzzles(t, tc.set, tc.max) {
				var l logic
				l.init(g)
				dw := new(dynWork)
				var p chainPool
				for c := 0; c < 81; c++ {
					cm := l.cand[c]
					if cm.Count() != 2 {
						continue
					}
					for x := cm; x != 0; x &= x - 1 {
						d := uint8(bits.TrailingZeros16(uint16(x)))
						e := (cm &^ (1 << d)).Lowest()
						p.reset()
						dw.nOuts = 0
						tw := dw.newOutcome()
						dw.propagate(&l, &p, &modeDynamic, tw, keyOf(c, e, true))
						rev := dw.newOutcome()
						if !dw.reversed(&p, rev, tw, keyOf(c, d, false)) {
							t.Fatalf("%s r%dc%d<>%d: the ON outcome of %d does not begin as expected", g, c/9+1, c%9+1, d, e)
						}
						nat := dw.newOutcome()
						dw.propagate(&l, &p, &modeDynamic, nat, keyOf(c, d, false))
						if got, want := outcomeText(&p, rev), outcomeText(&p, nat); got != want {
							t.Fatalf("%s r%dc%d<>%d:\nreversed %s\npropagated %s", g, c/9+1, c%9+1, d, got, want)
						}
						compared++
						if nat.clash() {
							clashes++
						}
					}
				}
			}
			if compared == 0 || clashes == 0 {
				t.Fatalf("%d outcomes compared, %d with a contradiction: the set tests too little", compared, clashes)
			}
		})
	}
}

// outcomeText writes an outcome's nodes in order, each with its parents'
// nodes and its complexity, then its contradiction.
func outcomeText(p *chainPool, o *dynOutcome) string {
	rec := func(r int32) string {
		s := fmt.Sprintf("%v(%d)[", p.nodes[r].key.node(), ancestorsUpTo(p, r, 1<<20))
		for _, q := range p.parentsOf(r) {
			s += fmt.Sprintf(" %v", p.nodes[q].key.node())
		}
		return s + " ]"
	}
	s := "on:"
	for _, r := range o.onOrder {
		s += " " + rec(r)
	}
	s += " off:"
	for _, r := range o.offOrder {
		s += " " + rec(r)
	}
	if o.clash() {
		s += " clash: " + rec(o.clashOn) + " " + rec(o.clashOff)
	}
	return s
}
