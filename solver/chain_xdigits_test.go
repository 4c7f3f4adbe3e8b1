package solver

import "testing"

// TestXDigits checks the digits the X pass leaves out (xDigits) against
// the pass's searches themselves, run from every start without a bound: on
// positions where row 21 runs, a digit xDigits leaves out has no X-cycle
// nor forcing X-chain from any of its candidates.
func TestXDigits(t *testing.T) {
	ps := chainBenchPositions(t)
	every := 5
	if testing.Short() {
		every = 40
	}
	var xKept, xFound, xLeft int
	for i := 0; i < len(ps); i += every {
		l := &ps[i]
		s := staticRig(l)
		w := s.w
		s.ps = &chainPasses[0]
		s.graph(l, 0)
		g := s.g
		ds := s.xDigits()
		for d := uint8(1); d <= 9; d++ {
			w.begin()
			s.bounds()
			for v := 0; v < g.n; v += 2 {
				if sv := int16(v); g.key[sv].digit() == d {
					s.cycles(sv)
					s.forcingChain(sv)
					s.forcingChain(sv + 1)
				}
			}
			switch {
			case !ds.Has(d) && w.have:
				t.Fatalf("position %d: xDigits leaves out digit %d, which has %s", i, d, w.best.s)
			case !ds.Has(d):
				xLeft++
			case w.have:
				xFound++
			default:
				xKept++
			}
		}
	}
	if xLeft == 0 || xFound == 0 {
		t.Fatalf("not both outcomes: digits left out %d, with a hint %d", xLeft, xFound)
	}
	t.Logf("digits: %d left out, %d kept with a hint, %d kept without", xLeft, xFound, xKept)
}
