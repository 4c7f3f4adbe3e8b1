package solver

import (
	"os"
	"strconv"
	"testing"
)

// TestChainsSound follows the grader's path on hard puzzles, where rows
// 22–25 (aligned triplet exclusion, Nishio, multiple and dynamic forcing
// chains) take many steps, and checks each of their steps against the
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
	var gs []Grid
	for _, name := range []string{"puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt"} {
		for i, g := range sharedPuzzles(t, name, 0) {
			if i%every == every/2 {
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
}

// TestChainMemories checks, along the paths of hard puzzles, that the
// searches that remember earlier grids (aligned triplet exclusion, Nishio:
// a step buffer kept from step to step) find what a fresh search finds.
func TestChainMemories(t *testing.T) {
	every := 80 // every 80th puzzle; CHAIN_MEMORY_EVERY=N for more
	if testing.Short() {
		every = 200
	}
	if n, err := strconv.Atoi(os.Getenv("CHAIN_MEMORY_EVERY")); err == nil && n > 0 {
		every = n
	}
	checked := 0
	for i, g := range sharedPuzzles(t, "puzzles3_magictour_top1465.txt", 0) {
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
			for _, find := range []finder{findAlignedTripleExclusion, findNishioForcingChain} {
				var fresh stepBuf
				got := find(&l, &kept)
				want := find(&l, &fresh)
				checked++
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
	t.Logf("%d positions", checked)
}
