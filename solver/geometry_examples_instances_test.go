package solver

// The instances of the Killer techniques one by one, for the finder and the
// checks of the variants' examples (geometry_examples_find_test.go).

// cageNeeds are the digits every set that can still fill cage k holds
// (the cage-locked digits' candidates).
func cageNeeds(l *vLogic, k int) Mask {
	var placed, open Mask
	for _, c := range l.g.Cages[k].Cells {
		if l.p[c] != 0 {
			placed |= 1 << l.p[c]
		} else {
			open |= l.cand[c]
		}
	}
	need, any := AllDigits, false
	for _, m := range CageCombos(len(l.g.Cages[k].Cells), l.g.Cages[k].Sum) {
		if m&placed == placed && (m&^placed)&^open == 0 {
			need &= m &^ placed
			any = true
		}
	}
	if !any {
		return 0
	}
	return need
}

// pairInstance is a killer pair: the cells of its two groups and its two
// digits.
type pairInstance struct {
	cells  []int // the two groups' cells
	groups [2][]int
	ab     Mask
}

// killerPairInstances lists the killer pairs of house hi one by one, as
// killerPairs finds them all at once.
func killerPairInstances(l *vLogic, hi int) []pairInstance {
	var out []pairInstance
	l.eachKillerPair(hi, func(x, y pairGroup, ab Mask) bool {
		out = append(out, pairInstance{append(append([]int(nil), x.cells...), y.cells...), [2][]int{x.cells, y.cells}, ab})
		return true
	})
	return out
}

// houseSum is a set of cells of known sum, all seeing each other.
type houseSum struct {
	cells []int
	sum   int
}

// houseSums are the innies and the outies of house i (the 45 rule on one
// house, as the grader restricts them).
func houseSums(g *Geometry, i int, l *vLogic) []houseSum {
	h := &g.Houses[i]
	var in cellSet
	for _, c := range h.Cells {
		in.add(c)
	}
	inside, touching, covered := 0, 0, true
	var innies, outies []int
	seen := map[int]bool{}
	for _, c := range h.Cells {
		k := g.CageOf(c)
		if k < 0 {
			covered = false
			continue
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		touching += g.Cages[k].Sum
		whole := true
		for _, x := range g.Cages[k].Cells {
			if !in.has(x) {
				whole = false
				outies = append(outies, x)
			}
		}
		if whole {
			inside += g.Cages[k].Sum
		}
	}
	for _, c := range h.Cells {
		if k := g.CageOf(c); k < 0 || !l.wholeIn(k, &in) {
			innies = append(innies, c)
		}
	}
	var out []houseSum
	if len(innies) > 0 && len(innies) < 9 {
		out = append(out, houseSum{innies, 45 - inside})
	}
	if covered && len(outies) > 0 && l.allSee(outies) {
		out = append(out, houseSum{outies, touching - 45})
	}
	return out
}
