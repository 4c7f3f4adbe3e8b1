package solver

import "testing"

// TestNishioSetsAgree checks, at every position of the grader's path on
// hard puzzles, that the sets-only Nishio check (chain_nishio.go) says an
// assumption ends in a contradiction exactly when the recorded propagation
// of the Nishio search does, for every candidate and both states.
func TestNishioSetsAgree(t *testing.T) {
	every := 40
	if testing.Short() {
		every = 150
	}
	var w chainWork
	dw := w.dynamicWork()
	p := &w.pool
	props, clashes := 0, 0
	for i, g := range collectionPuzzles(t, "puzzles3_magictour_top1465.txt", 0) {
		if i%every != 0 {
			continue
		}
		sol, err := SolveUnique(g)
		if err != nil {
			t.Fatal(err)
		}
		var l logic
		var b stepBuf
		l.init(g)
		for l.empty > 0 {
			for d := uint8(1); d <= 9; d++ {
				var ns nishioDigitSets
				ns.init(&l, d)
				for c := 0; c < 81; c++ {
					if !l.cand[c].Has(d) || l.cand[c].Count() < 2 {
						continue
					}
					for _, on := range []bool{true, false} {
						p.reset()
						dw.nOuts = 0
						o := dw.newOutcome()
						dw.propagate(&l, p, &modeNishio, o, keyOf(c, d, on))
						props++
						if o.clash() {
							clashes++
						}
						if got := ns.clash(c, on); got != o.clash() {
							t.Fatalf("%s at %s: %s: sets say contradiction %v, the propagation %v",
								g, l.g, keyOf(c, d, on).node(), got, o.clash())
						}
					}
				}
			}
			if !l.find(&b) && !l.fromSolution(&b, &sol) {
				t.Fatalf("%s: no step", g)
			}
			l.apply(&b.s)
		}
		b.release()
	}
	t.Logf("%d propagations, %d end in a contradiction", props, clashes)
	if clashes == 0 || clashes == props {
		t.Fatal("the positions do not test both outcomes")
	}
}
