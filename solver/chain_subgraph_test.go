package solver

import (
	"fmt"
	"testing"
)

// TestSubgraphArcs checks that the X and Y passes' graphs taken from the
// XY pass's (subgraph) have the arcs that pass's own links give (arcs).
func TestSubgraphArcs(t *testing.T) {
	tests := []struct {
		set string
		max int
	}{
		{"norvig-easy50.txt", 20},
		{"se-classic-top1465-298.txt", 40},
	}
	for _, tc := range tests {
		t.Run(tc.set, func(t *testing.T) {
			for _, g := range collectionPuzzles(t, tc.set, tc.max) {
				var l logic
				l.init(g)
				var s staticChains
				s.graph(&l, 2)
				for pi := 0; pi < 2; pi++ {
					s.graph(&l, pi)
					var own chainGraph
					s.g = &own
					own.vertices(&l)
					s.arcs(&l, &chainPasses[pi], true)
					sub := &s.graphs[pi]
					subFirst, subAdj := sub.arcLists()
					ownFirst, ownAdj := own.arcLists()
					if fmt.Sprint(sub.key, subFirst, subAdj) != fmt.Sprint(own.key, ownFirst, ownAdj) {
						t.Fatalf("%s pass %d: the subgraph's arcs differ from the pass's", g, pi)
					}
					if len(own.adj) == 0 {
						t.Fatalf("%s pass %d: no arcs", g, pi)
					}
				}
			}
		})
	}
}
