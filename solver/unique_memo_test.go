package solver

import "testing"

// TestUniqueLoopMemory checks the unique loops' memory between calls
// (ulMemo): at every position of the solving paths, the search with the
// memory of the previous positions finds the same step, after the same
// number of walks, as one without.
func TestUniqueLoopMemory(t *testing.T) {
	every := 10
	if testing.Short() {
		every = 60
	}
	// The excerpt holds every 37th puzzle of the collection.
	onCollections(t, max(1, every/37), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		checked, found, skipped := 0, 0, 0
		for i, g := range puzzles("puzzles3_magictour_top1465.txt") {
			if i%every != 0 {
				continue
			}
			var kept stepBuf
			memo := &kept.work().dynamicWork().ul
			for _, l := range tripletPositions(t, g, true) {
				var fresh stepBuf
				before := memo.kept
				valid := memo.valid
				got, gw := uniqueLoopSearch(&l, &kept, memo)
				want, ww := uniqueLoopSearch(&l, &fresh, nil)
				checked++
				if want {
					found++
				}
				if valid {
					for _, k := range before {
						if k {
							skipped++
						}
					}
				}
				if got != want || gw != ww || got && !sameStep(kept.s.clone(), fresh.s.clone()) {
					t.Fatalf("%s: with memory %v (%d walks) %s, fresh %v (%d walks) %s", g, got, gw, kept.s, want, ww, fresh.s)
				}
			}
			kept.release()
		}
		t.Logf("%d positions, %d steps found, %d walks remembered", checked, found, skipped)
		if found == 0 || skipped == 0 {
			t.Error("the check says nothing")
		}
	})
}
