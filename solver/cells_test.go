package solver

import "testing"

// TestCellEngineSkips checks the cell engine, whose propagation skips the
// units and cells that cannot hold a single, against the same engine
// scanning every cell and unit each round (cellSkips off): same
// solutions, placements, guesses and backtracks.
func TestCellEngineSkips(t *testing.T) {
	every := 3
	if testing.Short() {
		every = 30
	}
	defer func() { cellSkips = true }()
	onCollections(t, 1, every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		n := 0
		for _, set := range []string{"puzzles3_magictour_top1465.txt", "puzzles2_17_clue.txt", "puzzles7_serg_benchmark.txt", "se-classic-qqwing200.txt"} {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				for _, limit := range []int{1, 2} {
					cellSkips = true
					gn, gg, gs := cellSolve(g, limit)
					cellSkips = false
					wn, wg, ws := cellSolve(g, limit)
					cellSkips = true
					if gn != wn || gg != wg || gs != ws {
						t.Fatalf("%s, limit %d: %d %s %+v, plain %d %s %+v", g, limit, gn, gg, gs, wn, wg, ws)
					}
				}
				n++
			}
		}
		t.Logf("%d puzzles", n)
	})
}
