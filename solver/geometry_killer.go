package solver

// The Killer techniques beyond one cage and one house (docs/variants.md,
// "The Killer techniques"): the 45 rule over groups of houses, with innies
// and outies together, and killer pairs.

// killerGroups lists the groups of houses the 45 rule is tried on, as cell
// sets with their number of houses: one to three neighbouring rows, the
// same for columns, single boxes and two neighbouring boxes of a band or a
// stack.
func killerGroups() []killerGroup {
	var out []killerGroup
	for n := 1; n <= 3; n++ {
		for start := 0; start+n <= 9; start++ {
			var rows, cols cellSet
			for i := start; i < start+n; i++ {
				for j := 0; j < 9; j++ {
					rows.add(i*9 + j)
					cols.add(j*9 + i)
				}
			}
			var rh, ch []int
			for i := start; i < start+n; i++ {
				rh, ch = append(rh, i), append(ch, 9+i)
			}
			out = append(out, killerGroup{rows, n, rh}, killerGroup{cols, n, ch})
		}
	}
	box := func(b int) cellSet {
		var s cellSet
		for i := 0; i < 9; i++ {
			s.add((b/3*3+i/3)*9 + b%3*3 + i%3)
		}
		return s
	}
	for b := 0; b < 9; b++ {
		out = append(out, killerGroup{box(b), 1, []int{18 + b}})
		if b%3 < 2 {
			s := box(b)
			s.or(box(b + 1))
			out = append(out, killerGroup{s, 2, []int{18 + b, 19 + b}})
		}
		if b < 6 {
			s := box(b)
			s.or(box(b + 3))
			out = append(out, killerGroup{s, 2, []int{18 + b, 21 + b}})
		}
	}
	return out
}

type killerGroup struct {
	cells  cellSet
	houses int
	list   []int // the houses' indices (rows 0–8, columns 9–17, boxes 18–26)
}

var killerGroupList = killerGroups()

// maxLinearCells is the most empty cells a sum of the 45 rule may have for
// the grader to use it: a player adds up a few cells, not a row.
const maxLinearCells = 4

// innieOutieGroups applies the 45 rule to groups of houses (killerGroups):
// the cells of the group outside the cages lying wholly in it (innies) add
// up to 45 for each house less those cages' sums; taking instead a cage
// that crosses the group's edge as a whole, its cells outside (outies)
// count less. Of each crossing cage the smaller side is taken, so one
// group gives one sum of innies less outies. The cells of the sum keep the
// digits of some assignment that makes it: candidates kept, cells that see
// each other different. One-house sums of innies only or of outies that
// all see each other are the simpler technique (inniesOuties, 2.5).
func (l *vLogic) innieOutieGroups() bool {
	if len(l.g.Cages) == 0 {
		return false
	}
	if l.sums == nil {
		l.sums = groupSums(l.g)
	}
	changed := false
	for _, sm := range l.sums {
		n := l.emptyIn(sm.plus) + l.emptyIn(sm.minus)
		if n == 0 || n > maxLinearCells {
			continue
		}
		if l.restrictLinear(sm.plus, sm.minus, sm.k) {
			if l.pat != nil {
				return l.markSum(sm.houses, sm.cages, sm.plus, sm.minus, sm.k)
			}
			changed = true
		}
	}
	return changed
}

// linearSum says that the cells of plus less those of minus add up to k.
type linearSum struct {
	plus, minus []int
	k           int
	houses      []int // the group's houses
	cages       []int // the cages counted whole: inside the group, or crossing it with their outies subtracted
}

// groupSums returns the sums the 45 rule gives on the groups of houses of
// a Killer (killerGroups), once for the geometry: they depend on its
// cages only.
func groupSums(g *Geometry) []linearSum {
	out := []linearSum{}
	for _, grp := range killerGroupList {
		k := 45 * grp.houses
		var plus, minus []int
		whole := true
		var cages []int
		seen := map[int]bool{}
		for c := 0; c < 81; c++ {
			if !grp.cells.has(c) {
				continue
			}
			ci := g.CageOf(c)
			if ci < 0 {
				plus = append(plus, c)
				continue
			}
			if seen[ci] {
				continue
			}
			seen[ci] = true
			cage := g.Cages[ci]
			var in, out []int
			for _, x := range cage.Cells {
				if grp.cells.has(x) {
					in = append(in, x)
				} else {
					out = append(out, x)
				}
			}
			switch {
			case len(out) == 0:
				k -= cage.Sum
				cages = append(cages, ci)
			case len(in) <= len(out):
				plus = append(plus, in...)
				whole = false
			default:
				minus = append(minus, out...)
				k -= cage.Sum
				cages = append(cages, ci)
				whole = false
			}
		}
		if whole && len(plus) == 0 {
			continue
		}
		if grp.houses == 1 && len(minus) == 0 {
			continue // inniesOuties' case
		}
		out = append(out, linearSum{plus, minus, k, grp.list, cages})
	}
	return out
}

func (l *vLogic) emptyIn(cells []int) int {
	n := 0
	for _, c := range cells {
		if l.p[c] == 0 {
			n++
		}
	}
	return n
}

// restrictLinear keeps in the empty cells of plus and minus the digits of
// the assignments that make sum(plus) − sum(minus) = k, each cell taking
// one of its candidates and cells that see each other different digits.
func (l *vLogic) restrictLinear(plus, minus []int, k int) bool {
	type term struct {
		c    int
		sign int
	}
	var terms []term
	for _, c := range plus {
		if l.p[c] != 0 {
			k -= int(l.p[c])
		} else {
			terms = append(terms, term{c, 1})
		}
	}
	for _, c := range minus {
		if l.p[c] != 0 {
			k += int(l.p[c])
		} else {
			terms = append(terms, term{c, -1})
		}
	}
	n := len(terms)
	if n == 0 {
		return false
	}
	// lo[i], hi[i]: the least and most the terms from i on can add up to
	lo := make([]int, n+1)
	hi := make([]int, n+1)
	for i := n - 1; i >= 0; i-- {
		m := l.cand[terms[i].c]
		if m == 0 {
			return false
		}
		a, b := int(m.Lowest()), 0
		for d := 9; d >= 1; d-- {
			if m.Has(uint8(d)) {
				b = d
				break
			}
		}
		if terms[i].sign < 0 {
			a, b = -b, -a
		}
		lo[i], hi[i] = lo[i+1]+a, hi[i+1]+b
	}
	var ok [81]Mask
	digits := make([]uint8, n)
	var rec func(i, sum int)
	rec = func(i, sum int) {
		if i == n {
			if sum == k {
				for j, t := range terms {
					ok[t.c] |= 1 << digits[j]
				}
			}
			return
		}
		if sum+lo[i] > k || sum+hi[i] < k {
			return
		}
		t := terms[i]
	next:
		for m := l.cand[t.c]; m != 0; m &= m - 1 {
			d := m.Lowest()
			for j := 0; j < i; j++ {
				if digits[j] == d && (terms[j].c == t.c || l.g.Sees(terms[j].c, t.c)) {
					continue next
				}
			}
			digits[i] = d
			rec(i+1, sum+t.sign*int(d))
		}
	}
	rec(0, 0)
	if ok[terms[0].c] == 0 {
		return false // no assignment: not a position of a unique puzzle
	}
	changed := false
	for _, t := range terms {
		changed = l.elim(t.c, l.cand[t.c]&^ok[t.c]) || changed
	}
	return changed
}

// cageSets returns the sets of digits that can still fill the empty cells
// of cage k: a set of the cage's size and sum holding its placed digits,
// less those, whose digits the empty cells can take (each cell one of them).
func (l *vLogic) cageSets(k int) []Mask {
	cage := l.g.Cages[k]
	var placed, open Mask
	for _, c := range cage.Cells {
		if l.p[c] != 0 {
			placed |= 1 << l.p[c]
		} else {
			open |= l.cand[c]
		}
	}
	var out []Mask
	for _, m := range CageCombos(len(cage.Cells), cage.Sum) {
		rest := m &^ placed
		if m&placed != placed || rest&^open != 0 {
			continue
		}
		fits := true
		for _, c := range cage.Cells {
			if l.p[c] == 0 && l.cand[c]&rest == 0 {
				fits = false
				break
			}
		}
		if fits {
			out = append(out, rest)
		}
	}
	return out
}

// pairGroup is a group of empty cells of a house that a killer pair can
// rest on: a cage lying wholly in the house (its empty cells, the sets
// that can still fill it) or one cell of two candidates (a set of one
// digit each).
type pairGroup struct {
	cells []int
	sets  []Mask // what the group may hold
	cage  bool
	k     int // the cage's index
}

// mustHoldOne says whether every set of group g holds a or b (ab).
func (g pairGroup) mustHoldOne(ab Mask) bool {
	for _, s := range g.sets {
		if s&ab == 0 {
			return false
		}
	}
	return true
}

// eachKillerPair calls fn with each killer pair of house hi in turn: two
// disjoint groups, at least one a cage, that must each hold a or b (ab),
// until fn returns false. The groups are those of the position when it is
// called.
func (l *vLogic) eachKillerPair(hi int, fn func(x, y pairGroup, ab Mask) bool) {
	h := &l.g.Houses[hi]
	var in cellSet
	for _, c := range h.Cells {
		in.add(c)
	}
	var groups []pairGroup
	seen := map[int]bool{}
	for _, c := range h.Cells {
		if l.p[c] != 0 {
			continue
		}
		if l.cand[c].Count() == 2 {
			var sets []Mask
			for m := l.cand[c]; m != 0; m &= m - 1 {
				sets = append(sets, m&-m)
			}
			groups = append(groups, pairGroup{cells: []int{c}, sets: sets})
		}
		k := l.g.CageOf(c)
		if k < 0 || seen[k] || !l.wholeIn(k, &in) {
			continue
		}
		seen[k] = true
		var cells []int
		for _, x := range l.g.Cages[k].Cells {
			if l.p[x] == 0 {
				cells = append(cells, x)
			}
		}
		if sets := l.cageSets(k); len(sets) > 0 && len(cells) > 0 {
			groups = append(groups, pairGroup{cells: cells, sets: sets, cage: true, k: k})
		}
	}
	for i := range groups {
		for j := i + 1; j < len(groups); j++ {
			x, y := groups[i], groups[j]
			if !x.cage && !y.cage {
				continue
			}
			overlap := false
			for _, c := range x.cells {
				overlap = overlap || contains(y.cells, c)
			}
			if overlap {
				continue
			}
			for a := uint8(1); a <= 9; a++ {
				for b := a + 1; b <= 9; b++ {
					ab := Mask(1<<a | 1<<b)
					if x.mustHoldOne(ab) && y.mustHoldOne(ab) && !fn(x, y, ab) {
						return
					}
				}
			}
		}
	}
}

// killerPairs applies killer pairs: in a house, two disjoint groups of
// empty cells — a cage lying wholly in the house, or one cell — that must
// each hold a or b (every set still able to fill the cage holds one of
// them; the cell has no other candidate) hold both between them, so a and
// b leave the house's other cells. Two single cells are a naked pair,
// found before; at least one group here is a cage.
func (l *vLogic) killerPairs() bool {
	if len(l.g.Cages) == 0 {
		return false
	}
	changed := false
	for hi := range l.g.Houses {
		l.eachKillerPair(hi, func(x, y pairGroup, ab Mask) bool {
			for _, c := range l.g.Houses[hi].Cells {
				if l.p[c] == 0 && !contains(x.cells, c) && !contains(y.cells, c) {
					changed = l.elim(c, ab) || changed
				}
			}
			if changed && l.pat != nil {
				var cages []int
				for _, g := range []pairGroup{x, y} {
					if g.cage {
						cages = append(cages, g.k)
					}
				}
				l.mark([]int{hi}, cages, append(append([]int(nil), x.cells...), y.cells...), ab)
				return false // a hint is this one instance
			}
			return true
		})
		if changed && l.pat != nil {
			return true
		}
	}
	return changed
}
