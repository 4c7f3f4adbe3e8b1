package solver

import (
	"math/bits"
	"testing"
)

// TestCycleComplexity checks the complexity the cycle search gives a cycle
// (its number of links, see cycleFound) against the plain count of its
// different nodes, on the cycle each start finds first, in each pass, on
// positions where row 21 runs.
func TestCycleComplexity(t *testing.T) {
	ps := chainBenchPositions(t)
	every := 9
	if testing.Short() {
		every = 60
	}
	checked := 0
	for i := 0; i < len(ps); i += every {
		l := &ps[i]
		s := staticRig(l)
		w := s.w
		for pi := range chainPasses {
			s.ps = &chainPasses[pi]
			s.graph(l, pi)
			g := s.g
			for v := 0; v < g.n; v += 2 {
				sv := int16(v)
				if s.ps.bivalue && l.cand[g.key[sv].cell()].Count() != 2 {
					continue
				}
				w.begin()
				s.bounds()
				s.cycles(sv)
				if !w.have {
					continue
				}
				nodes := map[ChainNode]bool{}
				for _, k := range w.best.s.Links {
					nodes[k.From], nodes[k.To] = true, true
				}
				if len(nodes) != w.rank.complexity {
					t.Fatalf("position %d pass %d: %s has %d nodes, ranked with complexity %d", i, pi, w.best.s, len(nodes), w.rank.complexity)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no cycle found")
	}
	t.Logf("%d cycles", checked)
}

// TestCycleTrail checks the trails of the cycle search (addOnPath) against
// the main paths they stand for: after each search, every pool node's
// trail has the bit of every vertex on its main path, its own included.
func TestCycleTrail(t *testing.T) {
	ps := chainBenchPositions(t)
	every := 9
	if testing.Short() {
		every = 60
	}
	checked := 0
	for i := 0; i < len(ps); i += every {
		l := &ps[i]
		s := staticRig(l)
		w := s.w
		s.ps = &chainPasses[2]
		g := s.g
		for v := 0; v < g.n; v += 2 {
			w.begin()
			s.bounds()
			s.cycles(int16(v))
			for j := range s.vert {
				for k := int32(j); k >= 0; k = w.pool.mainParent(k) {
					if s.trail[j]&trailBit(s.vert[k]) == 0 {
						t.Fatalf("position %d, start %d: pool node %d's trail misses vertex %d of its path", i, v, j, s.vert[k])
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
	t.Logf("%d path vertices", checked)
}

// staticRig readies row 21's search on l as findChains21 does (the digits'
// cells, the XY pass's graph) for a test to run its parts.
func staticRig(l *logic) *staticChains {
	w := new(chainWork)
	s := &w.static
	s.l, s.w = l, w
	for c, m := range l.cand {
		for ; m != 0; m &= m - 1 {
			s.candSet[bits.TrailingZeros16(uint16(m))].add(c)
		}
	}
	s.graph(l, 2)
	return s
}
