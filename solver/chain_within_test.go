package solver

import "testing"

// TestChainWithin checks the halved search that tells whether a forcing
// chain fits a bound (chainWithin) against the search itself: on positions
// where row 21 runs, from every start of the X and XY passes that reaches
// its negation, forcingChain with room for maxArcs+1 nodes finds a chain
// exactly when chainWithin says so.
func TestChainWithin(t *testing.T) {
	ps := chainBenchPositions(t)
	every := 7
	if testing.Short() {
		every = 40
	}
	var found, none int
	for i := 0; i < len(ps); i += every {
		l := &ps[i]
		w := new(chainWork)
		s := &w.static
		s.l, s.w = l, w
		s.graph(l, 2)
		for _, pi := range []int{0, 2} {
			s.ps = &chainPasses[pi]
			s.graph(l, pi)
			g := s.g
			for v := 0; v < g.n; v++ {
				tv := int16(v)
				if !g.reachesFrom(tv, g.comp[tv^1]) {
					continue
				}
				for maxArcs := 3; maxArcs <= 14; maxArcs++ {
					w.begin()
					s.maxChain = maxArcs + 1
					s.forcingChain(tv)
					if got := s.chainWithin(tv, maxArcs); got != w.have {
						t.Fatalf("position %d pass %d start %v, %d arcs: chainWithin %v, forcingChain %v", i, pi, g.key[tv].node(), maxArcs, got, w.have)
					}
					if w.have {
						found++
					} else {
						none++
					}
				}
			}
		}
	}
	if found == 0 || none == 0 {
		t.Fatalf("nothing compared: %d with a chain, %d without", found, none)
	}
	t.Logf("%d bounds with a chain, %d without", found, none)
}
