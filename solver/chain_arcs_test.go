package solver

import (
	"fmt"
	"math/bits"
	"testing"
)

// The links of row 21's passes stated plainly, one node at a time: the
// reference that arcs, which writes them straight from the grid's masks,
// must give exactly (TestFastArcs).

// plainWeak returns in out the OFF nodes an ON node k implies: with y, the
// other candidates of its cell (ascending); then the other places of its
// digit in its box, row and column (each unit in index order, a cell once).
func plainWeak(out []nodeKey, l *logic, k nodeKey, y bool) []nodeKey {
	out = out[:0]
	c, d := k.cell(), k.digit()
	if y {
		for m := l.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			out = append(out, keyOf(c, uint8(bits.TrailingZeros16(uint16(m))), false))
		}
	}
	us := &UnitsOf[c]
	box := int(us[2])
	for p := l.pos[box][d] &^ (1 << unitPos[c][2]); p != 0; p &= p - 1 {
		out = append(out, keyOf(int(Units[box][bits.TrailingZeros16(p)]), d, false))
	}
	for k := 0; k < 2; k++ { // row, then column: cells outside the box
		u := int(us[k])
		for p := l.pos[u][d] &^ (1 << unitPos[c][k]); p != 0; p &= p - 1 {
			x := int(Units[u][bits.TrailingZeros16(p)])
			if int(UnitsOf[x][2]) != box {
				out = append(out, keyOf(x, d, false))
			}
		}
	}
	return out
}

// plainStrong returns in out the ON nodes an OFF node k implies: with y, the
// other candidate of a bivalue cell; with x, the other place of its digit
// in its box, row and column where it has two (a cell once).
func plainStrong(out []nodeKey, l *logic, k nodeKey, y, x bool) []nodeKey {
	out = out[:0]
	c, d := k.cell(), k.digit()
	if y && l.cand[c].Count() == 2 {
		out = append(out, keyOf(c, (l.cand[c]&^(1<<d)).Lowest(), true))
	}
	if !x {
		return out
	}
	us := &UnitsOf[c]
	for _, k := range [3]int{2, 0, 1} {
		u := int(us[k])
		p := l.pos[u][d]
		if bits.OnesCount16(p) != 2 {
			continue
		}
		o := keyOf(int(Units[u][bits.TrailingZeros16(p&^(1<<unitPos[c][k]))]), d, true)
		dup := false
		for _, e := range out {
			dup = dup || e == o
		}
		if !dup {
			out = append(out, o)
		}
	}
	return out
}

// plainArcs returns pass ps's arcs on l as plainWeak and plainStrong give
// them, vertex by vertex in g's numbering.
func plainArcs(g *chainGraph, l *logic, ps *chainPass) (first []int32, adj []int16) {
	var out []nodeKey
	for _, k := range g.key {
		first = append(first, int32(len(adj)))
		if k.on() {
			out = plainWeak(out, l, k, ps.weakY)
		} else {
			out = plainStrong(out, l, k, ps.strongY, ps.strongX)
		}
		for _, q := range out {
			adj = append(adj, g.id[q])
		}
	}
	return append(first, int32(len(adj))), adj
}

// walkPath follows the grader's path of puzzle g (the easiest step each
// time, the solution's digit where none applies) and calls visit with each
// position before its step is taken, and the step's index.
func walkPath(t testing.TB, g Grid, visit func(l *logic, n int)) {
	t.Helper()
	sol, err := SolveUnique(g)
	if err != nil {
		t.Fatal(err)
	}
	var l logic
	var b stepBuf
	defer b.release()
	l.init(g)
	for n := 0; l.empty > 0; n++ {
		if n > maxSteps {
			t.Fatalf("%s: the path does not end", g)
		}
		visit(&l, n)
		if !l.find(&b) && !l.fromSolution(&b, &sol) {
			t.Fatalf("%s: no step at step %d", g, n)
		}
		l.apply(&b.s)
	}
}

// pathPositions returns the grids along the grading paths of up to max
// puzzles of a shared collection, every step's.
func pathPositions(t *testing.T, set string, max int) []logic {
	var out []logic
	for _, g := range collectionPuzzles(t, set, max) {
		walkPath(t, g, func(l *logic, _ int) { out = append(out, *l) })
	}
	return out
}

// TestFastArcs checks arcs against the links stated plainly, for the three
// passes, and the components and their reachability against a search from
// every vertex, along grading paths.
func TestFastArcs(t *testing.T) {
	ls := pathPositions(t, "se-classic-top1465-298.txt", 3)
	ls = append(ls, pathPositions(t, "norvig-easy50.txt", 4)...)
	var seen []bool
	var queue []int16
	for i := range ls {
		l := &ls[i]
		for pi := range chainPasses {
			var s staticChains
			s.g = &s.graphs[pi]
			g := s.g
			g.vertices(l)
			s.arcs(l, &chainPasses[pi], false)
			first, adj := plainArcs(g, l, &chainPasses[pi])
			if fmt.Sprint(first, adj) != fmt.Sprint(g.arcLists()) {
				t.Fatalf("%s pass %d: arcs differ from the plain links", l.g, pi)
			}
			// Reachability by a search from each vertex.
			for v := 0; v < g.n; v++ {
				seen = append(seen[:0], make([]bool, g.n)...)
				seen[v] = true
				queue = append(queue[:0], int16(v))
				for len(queue) > 0 {
					u := queue[0]
					queue = queue[1:]
					for _, w := range g.succ(u) {
						if !seen[w] {
							seen[w] = true
							queue = append(queue, w)
						}
					}
				}
				for w := 0; w < g.n; w++ {
					got := g.reaches(g.comp[v], g.comp[w])
					if got != g.reachesFrom(int16(v), g.comp[w]) || got != seen[w] {
						t.Fatalf("%s pass %d: vertex %d reaches %d: %v, the search says %v", l.g, pi, v, w, got, seen[w])
					}
				}
			}
			// Same component: reachable both ways.
			for v := 0; v < g.n; v++ {
				for _, w := range g.succ(int16(v)) {
					same := g.comp[v] == g.comp[w]
					if same != g.reaches(g.comp[w], g.comp[v]) {
						t.Fatalf("%s pass %d: %d and %d: same component %v", l.g, pi, v, w, same)
					}
				}
			}
		}
	}
}

// arcLists returns g's arcs as arcs once wrote them: adj[first[v]:first[v+1]]
// for vertex v.
func (g *chainGraph) arcLists() (first []int32, adj []int16) {
	for v := 0; v < g.n; v++ {
		first = append(first, int32(len(adj)))
		adj = append(adj, g.succ(int16(v))...)
	}
	return append(first, int32(len(adj))), adj
}

// TestVertexIDs checks that a graph renumbered from one grid to the next
// (vertices resets only the last grid's entries of id) numbers as a new
// graph does, every node key included.
func TestVertexIDs(t *testing.T) {
	ls := pathPositions(t, "se-classic-top1465-298.txt", 4)
	var reused chainGraph
	for i := range ls {
		// going back and forth, so that candidates come back too
		l := &ls[i]
		if i%2 == 1 {
			l = &ls[len(ls)-i]
		}
		reused.vertices(l)
		var fresh chainGraph
		fresh.vertices(l)
		if *reused.id != *fresh.id || fmt.Sprint(reused.key) != fmt.Sprint(fresh.key) {
			t.Fatalf("%s: the renumbered graph differs from a new one", l.g)
		}
	}
}
