package solver

// Exclusion is why an aligned pair or triplet exclusion takes candidates
// from one of its cells: with any of them there, every choice of digits
// for the other cells fails, because it puts one digit twice in a unit or
// takes every candidate of a cell that sees them all.
type Exclusion struct {
	Cell    uint8   // the cell that loses candidates
	Digits  Mask    // the candidates it loses
	Others  []uint8 // the step's other cells, ascending
	Repeats []uint8 // units where a choice puts one digit twice, ascending
	Emptied []uint8 // common peers a choice leaves without a candidate, ascending
}

// ExclusionOf works out, for each cell aligned pair or triplet exclusion
// step s takes candidates from, why, on the candidates cand it was found
// on (cand[c] for every empty cell c). Each choice of digits is charged to
// its first reason: a digit twice in two cells that see each other (the
// first unit they share, row, column then box), else the first common
// peer, in cell order, whose candidates it takes, among those with two or
// three. It returns false for a step of another technique, or candidates
// on which some choice has no reason to fail.
func ExclusionOf(s Step, cand *[81]Mask) ([]Exclusion, bool) {
	if s.Technique != AlignedPairExclusion && s.Technique != AlignedTripleExclusion || len(s.Cells) < 2 || cand == nil {
		return nil, false
	}
	// The common peers with two or three candidates.
	var peers []uint8
	for _, p := range Peers[s.Cells[0]] {
		all := true
		for _, c := range s.Cells[1:] {
			all = all && p != c && sharesUnit(int(p), int(c))
		}
		if k := cand[p].Count(); all && (k == 2 || k == 3) {
			peers = append(peers, p)
		}
	}
	var out []Exclusion
	for _, e := range s.Eliminations {
		x := Exclusion{Cell: e.Cell, Digits: e.Digits}
		at := -1
		for i, c := range s.Cells {
			if c == e.Cell {
				at = i
			} else {
				x.Others = append(x.Others, c)
			}
		}
		if at < 0 {
			return nil, false
		}
		var repeats [27]bool
		var emptied [81]bool
		choice := make([]uint8, len(s.Cells))
		// try gives every other cell of the step each of its candidates
		// in turn, and charges each full choice to its reason.
		var try func(i int) bool
		try = func(i int) bool {
			if i == len(s.Cells) {
				u, p := failure(s.Cells, choice, peers, cand)
				switch {
				case u >= 0:
					repeats[u] = true
				case p >= 0:
					emptied[p] = true
				default:
					return false
				}
				return true
			}
			if i == at {
				return try(i + 1)
			}
			for _, d := range cand[s.Cells[i]].Digits() {
				choice[i] = d
				if !try(i + 1) {
					return false
				}
			}
			return true
		}
		for _, v := range e.Digits.Digits() {
			choice[at] = v
			if !cand[e.Cell].Has(v) || !try(0) {
				return nil, false
			}
		}
		for u, r := range repeats {
			if r {
				x.Repeats = append(x.Repeats, uint8(u))
			}
		}
		for c, r := range emptied {
			if r {
				x.Emptied = append(x.Emptied, uint8(c))
			}
		}
		out = append(out, x)
	}
	return out, len(out) > 0
}

// failure returns why the choice of digits for cells fails: the unit
// where two cells that see each other take one digit, else -1 and the
// first common peer whose candidates the digits take, else -1, -1.
func failure(cells, choice, peers []uint8, cand *[81]Mask) (unit, peer int) {
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if choice[i] != choice[j] {
				continue
			}
			a, b := UnitsOf[cells[i]], UnitsOf[cells[j]]
			for k := range a {
				if a[k] == b[k] {
					return int(a[k]), -1
				}
			}
		}
	}
	var taken Mask
	for _, d := range choice {
		taken |= 1 << d
	}
	for _, p := range peers {
		if cand[p]&^taken == 0 {
			return -1, int(p)
		}
	}
	return -1, -1
}
