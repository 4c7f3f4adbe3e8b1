package solver

import (
	"os"
	"slices"
	"strconv"
	"testing"
)

// TestChainsSound follows the grader's path on hard puzzles, where rows
// 22–29 (aligned triplet exclusion, Nishio, multiple and dynamic forcing
// chains, nested ones) take many steps, and checks each of their steps against the
// solution: a placement puts the solution's digit, an elimination never
// removes it, the step changes something and names its chains.
func TestChainsSound(t *testing.T) {
	every := 25 // every 25th puzzle; CHAIN_SOUND_EVERY=N for more
	if testing.Short() {
		every = 100
	}
	if n, err := strconv.Atoi(os.Getenv("CHAIN_SOUND_EVERY")); err == nil && n > 0 {
		every = n
	}
	onCollections(t, 1, every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		var gs []Grid
		for _, name := range []string{"puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt"} {
			n := every
			if name == "puzzles6_forum_hardest_1106.txt" {
				// Their paths take the nested forcing chains (chain_nested.go),
				// a second or so of solving each: a third as many.
				n = 3 * every
			}
			for i, g := range puzzles(name) {
				if i%n == n/2 {
					gs = append(gs, g)
				}
			}
		}
		var counts [NumTechniques]int
		for _, g := range gs {
			sol, err := SolveUnique(g)
			if err != nil {
				t.Fatal(err)
			}
			l, err := NewLogic(g)
			if err != nil {
				t.Fatal(err)
			}
			for !l.Solved() {
				s, ok := l.Next()
				if !ok {
					if s, ok = l.SolutionStep(sol); !ok {
						t.Fatalf("%s: no step and no empty cell", g)
					}
				}
				counts[s.Technique]++
				changed := false
				for _, p := range s.Placements {
					if sol[p.Cell] != p.Digit {
						t.Fatalf("%s: %s places a wrong digit (solution %s)", g, s, sol)
					}
					changed = changed || l.Grid()[p.Cell] == 0
				}
				for _, e := range s.Eliminations {
					if e.Digits.Has(sol[e.Cell]) {
						t.Fatalf("%s: %s removes the solution's %d from %s", g, s, sol[e.Cell], CellName(int(e.Cell)))
					}
					changed = changed || l.Candidates(int(e.Cell))&e.Digits != 0
				}
				if !changed {
					t.Fatalf("%s: %s changes nothing", g, s)
				}
				if s.Technique >= NishioForcingChain && s.Technique < FromSolution && len(s.Links) == 0 {
					t.Fatalf("%s: %s has no chain", g, s)
				}
				if err := l.Apply(s); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, tq := range []Technique{AlignedTripleExclusion, NishioForcingChain, MultipleForcingChain, DynamicForcingChain, FromSolution} {
			t.Logf("%d puzzles: %s %d steps", len(gs), tq, counts[tq])
		}
		if counts[DynamicForcingChain] == 0 || counts[MultipleForcingChain] == 0 || counts[NishioForcingChain] == 0 {
			t.Error("the puzzles do not need rows 23–25")
		}
	})
}

// TestChainMemories checks, along the paths of hard puzzles, that the
// searches that remember earlier grids (naked and hidden sets, locked
// candidates, fish, aligned pair and triplet exclusion, Nishio: a step
// buffer kept from step to step) find what a fresh search finds; for aligned pair exclusion, what the plain scan of every pair
// (alignedPairsPlain) finds; and that the static multiple forcing chains
// find with the reachability cut what they find without.
func TestChainMemories(t *testing.T) {
	every := 80 // every 80th puzzle; CHAIN_MEMORY_EVERY=N for more
	if testing.Short() {
		every = 200
	}
	if n, err := strconv.Atoi(os.Getenv("CHAIN_MEMORY_EVERY")); err == nil && n > 0 {
		every = n
	}
	// The excerpt holds every 37th puzzle of the collection.
	onCollections(t, max(1, every/37), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		checked := 0
		var hits [3]int
		multiple, subsets := 0, 0
		for i, g := range puzzles("puzzles3_magictour_top1465.txt") {
			if i%every != 0 {
				continue
			}
			sol, err := SolveUnique(g)
			if err != nil {
				t.Fatal(err)
			}
			var l logic
			var kept, b stepBuf
			l.init(g)
			for l.empty > 0 {
				// Nishio digit by digit ranks as one scan of all digits.
				var one, each stepBuf
				if a, b := findDynamic(&l, &one, &modeNishio), findNishioForcingChain(&l, &each); a != b || a && !sameStep(one.s.clone(), each.s.clone()) {
					t.Fatalf("%s: one scan %v %s, digit by digit %v %s", g, a, one.s, b, each.s)
				}
				// The static multiple forcing chains without the reachability
				// cut find the same.
				var cut, whole stepBuf
				noReach := modeMultiple
				noReach.reach = false
				if a, b := findDynamic(&l, &cut, &modeMultiple), findDynamic(&l, &whole, &noReach); a != b || a && !sameStep(cut.s.clone(), whole.s.clone()) {
					t.Fatalf("%s: multiple forcing chains with the reachability cut %v %s, without %v %s", g, a, cut.s, b, whole.s)
				} else if a {
					multiple++
				}
				// The naked and hidden set, locked candidates and fish finders,
				// memory and all, find what they find without it.
				for _, find := range []finder{findDirectPointing, findDirectClaiming, findDirectHiddenPair, findDirectHiddenTriple,
					findPointing, findClaiming, findNakedPair, findXWing, findHiddenPair, findNakedTriple, findSwordfish,
					findHiddenTriple, findNakedQuad, findJellyfish, findHiddenQuad} {
					var fresh stepBuf
					got, want := find(&l, &kept), find(&l, &fresh)
					if got != want || got && !sameStep(kept.s.clone(), fresh.s.clone()) {
						t.Fatalf("%s: with memory %v %s, fresh %v %s", g, got, kept.s, want, fresh.s)
					}
					if want {
						subsets++
					}
				}
				for i, find := range []finder{findAlignedPairExclusion, findAlignedTripleExclusion, findNishioForcingChain} {
					var fresh stepBuf
					fresh.chains = new(chainWork) // no memory (the pool's may hold some)
					got := find(&l, &kept)
					var want bool
					if i == 0 {
						want = alignedPairsPlain(&l, &fresh)
					} else {
						want = find(&l, &fresh)
					}
					checked++
					if want {
						hits[i]++
					}
					if got != want || got && !sameStep(kept.s.clone(), fresh.s.clone()) {
						t.Fatalf("%s: with memory %v %s, fresh %v %s", g, got, kept.s, want, fresh.s)
					}
				}
				if !l.find(&b) && !l.fromSolution(&b, &sol) {
					break
				}
				l.apply(&b.s)
			}
		}
		t.Logf("%d positions; found: aligned pair exclusion %d, triplet %d, Nishio %d, multiple forcing chains %d, sets, locked candidates and fish %d", checked, hits[0], hits[1], hits[2], multiple, subsets)
		if hits[0] == 0 || hits[1] == 0 || hits[2] == 0 || multiple == 0 || subsets == 0 {
			t.Error("some search found nothing on these positions: the check says nothing of it")
		}
	})
}

// alignedPairsPlain is aligned pair exclusion as its definition reads
// (techniques_exclusion.go): the cells with two candidates or more and a
// two-candidate peer, row-major; every pair of them in Sudoku Explainer's
// order; every pair of digits they could take checked against every
// two-candidate cell that sees both.
func alignedPairsPlain(l *logic, b *stepBuf) bool {
	var bivalue cellSet
	for c, m := range l.cand {
		if m.Count() == 2 {
			bivalue.add(c)
		}
	}
	var base []int
	for c, m := range l.cand {
		if m.Count() >= 2 && !peerSet[c].and(bivalue).empty() {
			base = append(base, c)
		}
	}
	for j := 1; j < len(base); j++ {
		for i := 0; i < j; i++ {
			c1, c2 := base[i], base[j]
			var excl []Mask
			for _, p := range Peers[c1] {
				if peerSet[c2].has(int(p)) && bivalue.has(int(p)) {
					excl = append(excl, l.cand[p])
				}
			}
			if len(excl) < 2 {
				continue
			}
			see := peerSet[c1].has(c2)
			m1, m2 := l.cand[c1], l.cand[c2]
			var ok1, ok2 Mask
			for a := uint8(1); a <= 9; a++ {
				for d := uint8(1); d <= 9; d++ {
					if !m1.Has(a) || !m2.Has(d) || see && a == d {
						continue
					}
					if !slices.Contains(excl, Mask(1)<<a|Mask(1)<<d) {
						ok1 |= 1 << a
						ok2 |= 1 << d
					}
				}
			}
			if m1&^ok1 == 0 && m2&^ok2 == 0 {
				continue
			}
			b.reset(AlignedPairExclusion)
			b.cell(uint8(c1))
			b.cell(uint8(c2))
			if x := m1 &^ ok1; x != 0 {
				b.elim(uint8(c1), x)
			}
			if x := m2 &^ ok2; x != 0 {
				b.elim(uint8(c2), x)
			}
			return true
		}
	}
	return false
}
