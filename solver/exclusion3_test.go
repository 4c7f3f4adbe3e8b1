package solver

import "testing"

// alignedTripleDef is aligned triplet exclusion on one triple as its
// definition reads (techniques_exclusion3.go): every choice of one
// candidate per cell is tried against every rule, with none of the
// shortcuts of alignedTriple. common holds the excluders.
func alignedTripleDef(l *logic, cs [3]int, common cellSet) ([3]Mask, bool) {
	var allowed [3]Mask
	m := [3]Mask{l.cand[cs[0]], l.cand[cs[1]], l.cand[cs[2]]}
	var excl []Mask
	for c := 0; c < 81; c++ {
		if common.has(c) {
			excl = append(excl, l.cand[c])
		}
	}
	for _, a := range m[0].Digits() {
		for _, b := range m[1].Digits() {
			for _, c := range m[2].Digits() {
				d := [3]uint8{a, b, c}
				ok := true
				for i := 0; i < 3; i++ {
					for j := i + 1; j < 3; j++ {
						if d[i] == d[j] && peerSet[cs[i]].has(cs[j]) {
							ok = false
						}
					}
				}
				set := Mask(1)<<a | Mask(1)<<b | Mask(1)<<c
				for _, e := range excl {
					if e&^set == 0 {
						ok = false
					}
				}
				if ok {
					for i := range d {
						allowed[i] |= 1 << d[i]
					}
				}
			}
		}
	}
	return allowed, allowed != m
}

// TestAlignedTripleShortcuts checks alignedTriple, whose shortcuts settle
// most triples without trying their choices, against the definition on
// every triple the scan can meet (three base cells with two common
// excluders or more) of the positions that reach the technique, and
// TestAlignedTripleMemory the finder's memory between calls against a
// fresh scan.
func TestAlignedTripleShortcuts(t *testing.T) {
	every := 200
	if testing.Short() {
		every = 700
	}
	// The excerpt holds every 37th puzzle of the collection.
	onCollections(t, max(1, every/37), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		triples, removing := 0, 0
		for i, g := range puzzles("puzzles3_magictour_top1465.txt") {
			if i%every != 0 {
				continue
			}
			for _, l := range tripletPositions(t, g, true) {
				var few cellSet
				for c, m := range l.cand {
					if k := m.Count(); k == 2 || k == 3 {
						few.add(c)
					}
				}
				var excl [81]cellSet
				for c := range l.cand {
					if l.cand[c].Count() >= 2 {
						excl[c] = peerSet[c].and(few)
					}
				}
				for c0 := 0; c0 < 81; c0++ {
					for c1 := c0 + 1; c1 < 81; c1++ {
						e01 := excl[c0].and(excl[c1])
						if e01.count() < 2 {
							continue
						}
						for c2 := c1 + 1; c2 < 81; c2++ {
							common := e01.and(excl[c2])
							if common.count() < 2 {
								continue
							}
							cs := [3]int{c0, c1, c2}
							// Each order, since the shortcuts look at the cells
							// one by one.
							for _, p := range [][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {1, 0, 2}} {
								o := [3]int{cs[p[0]], cs[p[1]], cs[p[2]]}
								got, gok := alignedTriple(&l, o, common)
								want, wok := alignedTripleDef(&l, o, common)
								triples++
								if gok != wok || gok && got != want {
									t.Fatalf("%s: triple %v: got %v %v, want %v %v", g, o, gok, got, wok, want)
								}
								if wok {
									removing++
								}
							}
						}
					}
				}
			}
		}
		t.Logf("%d triples, %d remove something", triples, removing)
		if removing == 0 {
			t.Error("no triple removes anything: the check says nothing")
		}
	})
}

// tripletPositions returns the positions of g's solving path where the
// solver tries aligned triplet exclusion, or with all every position of
// the path.
func tripletPositions(t *testing.T, g Grid, all bool) []logic {
	sol, err := SolveUnique(g)
	if err != nil {
		t.Fatal(err)
	}
	var ps []logic
	var l logic
	var b stepBuf
	defer b.release()
	l.init(g)
	// Shallow: where only the nested forcing chains find a step, the path
	// goes on from the solution's digit, as it did before they were
	// written: they take seconds a step on the 1106 set, and these checks
	// need none of the positions they would reach.
	l.shallow = true
	for n := 0; l.empty > 0 && n < maxSteps; n++ {
		ok := false
		for i := range techniqueTable {
			f := techniqueTable[i].find
			if f == nil {
				continue
			}
			if techniqueTable[i].t == AlignedTripleExclusion && !all || i == 0 && all {
				ps = append(ps, l)
			}
			if f(&l, &b) {
				ok = true
				break
			}
		}
		if !ok && !l.fromSolution(&b, &sol) {
			break
		}
		l.apply(&b.s)
	}
	return ps
}

func TestAlignedTripleMemory(t *testing.T) {
	every := 5
	if testing.Short() {
		every = 50
	}
	// The excerpts hold every 37th puzzle of top1465 and every 15th of the
	// 1106 (which adds the steps a run on the excerpts needs).
	onCollections(t, max(1, every/37), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		checked, found := 0, 0
		for _, set := range []string{"puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt"} {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				var kept stepBuf
				kept.chains = new(chainWork)
				for _, l := range tripletPositions(t, g, false) {
					var fresh stepBuf
					fresh.chains = new(chainWork)
					got, want := findAlignedTripleExclusion(&l, &kept), findAlignedTripleExclusion(&l, &fresh)
					checked++
					if want {
						found++
					}
					if got != want || got && !sameStep(kept.s.clone(), fresh.s.clone()) {
						t.Fatalf("%s: with memory %v %s, fresh %v %s", g, got, kept.s, want, fresh.s)
					}
				}
			}
		}
		t.Logf("%d positions, %d steps found", checked, found)
		if found == 0 {
			t.Error("the finder found nothing: the check says nothing")
		}
	})
}
