package solver

// Unique loops (4.5–5.0), the BUG (5.6–5.7) and aligned pair exclusion (6.2)
// over the houses of a Geometry (docs/variants.md, "Levels"). The
// uniqueness techniques rest on the puzzle having one solution: a pattern
// whose two digits could swap in every house it touches would give a
// second one. In Killer a swap also changes the cages' sums, so there they
// prove nothing and are not used.

// houseType numbers the kinds of house as the loop search tells them apart
// (the two diagonals are two kinds: a loop may not go on along the kind it
// came by).
func houseType(h *House) int {
	switch h.Kind {
	case RegionHouse:
		return 0
	case RowHouse:
		return 1
	case ColumnHouse:
		return 2
	case WindowHouse:
		return 4
	}
	return 5 + h.Index
}

// uniqueLoopRating is the rating of a unique loop of n cells, types 1, 2
// and 4, as the reference computes it in doubles.
func uniqueLoopRating(n int) float64 {
	r := 4.5
	if n >= 10 {
		r += 0.3
	}
	if n >= 8 {
		r += 0.2
	} else if n >= 6 {
		r += 0.1
	}
	return r
}

type vLoopHint struct {
	rating float64
	typ    int
	elims  []vElim
	loop   []int // the loop's cells (for the pattern)
	digits Mask  // its two digits
	extra  []int // its cells with more candidates
}

// uniqueLoops applies the best unique loop (lowest rating, then lowest
// type, then first found) and returns its rating in tenths.
func (l *vLogic) uniqueLoops() (int, bool) {
	if len(l.g.Cages) > 0 {
		return 0, false
	}
	if l.ch == nil {
		l.ch = newVChains(l)
	}
	var best *vLoopHint
	offer := func(h vLoopHint) {
		if len(h.elims) == 0 {
			return
		}
		if best == nil || h.rating < best.rating || (h.rating == best.rating && h.typ < best.typ) {
			hh := h
			best = &hh
		}
	}
	for c := 0; c < 81; c++ {
		if l.p[c] != 0 || l.cand[c].Count() != 2 {
			continue
		}
		m := l.cand[c]
		v1 := m.Lowest()
		v2 := (m &^ (1 << v1)).Lowest()
		l.loopCells(v1, v2)
		if !l.ch.loopable.has(c) {
			continue
		}
		var loops [][]int
		l.loopSearch(c, v1, v2, nil, 2, 0, -1, &loops)
		for _, loop := range loops {
			var extra []int
			for _, x := range loop {
				if l.cand[x].Count() > 2 {
					extra = append(extra, x)
				}
			}
			both := Mask(1<<v1 | 1<<v2)
			r := uniqueLoopRating(len(loop))
			switch {
			case len(extra) == 1:
				var el []vElim
				for _, d := range []uint8{v1, v2} {
					if l.cand[extra[0]].Has(d) {
						el = append(el, vElim{extra[0], d})
					}
				}
				offer(vLoopHint{r, 1, el, loop, both, extra})
			case len(extra) >= 2:
				var ex Mask
				for _, x := range extra {
					ex |= l.cand[x] &^ both
				}
				if ex.Count() == 1 || len(extra) > 2 {
					z := (l.cand[extra[0]] &^ both).Lowest()
					var el []vElim
					for x := 0; x < 81; x++ {
						if l.p[x] != 0 || !l.cand[x].Has(z) || contains(extra, x) {
							continue
						}
						all := true
						for _, e := range extra {
							all = all && l.g.Sees(x, e)
						}
						if all {
							el = append(el, vElim{x, z})
						}
					}
					offer(vLoopHint{r, 2, el, loop, both, extra})
				}
				if len(extra) == 2 {
					offer(vLoopHint{r, 4, l.loopType4(extra[0], extra[1], v1, v2), loop, both, extra})
				}
			}
		}
	}
	if best == nil {
		return 0, false
	}
	for _, e := range best.elims {
		l.elim(e.c, 1<<e.d)
	}
	if l.pat != nil {
		l.mark(nil, nil, best.loop, best.digits)
		l.pat.Type = best.typ
		l.pat.Others = toCells(best.extra)
	}
	return int((best.rating + 0.05) * 10), true
}

// loopType4: in a house shared by the two extra cells where one of the
// loop's digits has no other place, the other digit goes from both cells
// (the lower digit is tried first).
func (l *vLogic) loopType4(c1, c2 int, v1, v2 uint8) []vElim {
	locked := func(d uint8) bool {
		for _, h := range l.ch.houses[c1] {
			if !contains(l.g.Houses[h].Cells[:], c2) {
				continue
			}
			other := false
			for _, x := range l.g.Houses[h].Cells {
				if x != c1 && x != c2 && l.cand[x].Has(d) {
					other = true
				}
			}
			if !other {
				return true
			}
		}
		return false
	}
	var remove uint8
	switch {
	case locked(v1):
		remove = v2
	case locked(v2):
		remove = v1
	default:
		return nil
	}
	return []vElim{{c1, remove}, {c2, remove}}
}

// loopCells sets l.ch.loopable to the cells a valid loop of v1 and v2 may
// pass through: cells holding both digits, less, again and again, any that
// is the only such cell left in one of its houses (a valid loop touches
// each of its houses with two cells).
func (l *vLogic) loopCells(v1, v2 uint8) {
	s := l.ch
	both := Mask(1<<v1 | 1<<v2)
	s.loopable = cellSet{}
	for c := 0; c < 81; c++ {
		if l.p[c] == 0 && l.cand[c]&both == both {
			s.loopable.add(c)
		}
	}
	for changed := true; changed; {
		changed = false
		for c := 0; c < 81; c++ {
			if !s.loopable.has(c) {
				continue
			}
			for _, h := range l.g.houseOf[c] {
				alone := true
				for _, x := range l.g.Houses[h].Cells {
					if x != c && s.loopable.has(x) {
						alone = false
						break
					}
				}
				if alone {
					s.loopable[c>>6] &^= 1 << (c & 63)
					changed = true
					break
				}
			}
		}
	}
}

// loopSearch extends loop (which ends before cell c) through c, depth
// first, over cells holding both v1 and v2: at most two cells with more
// digits, or more while their extra digits are one digit. A closed loop is
// kept when every house its cells touch is touched by one cell of each
// parity (so that the two digits could swap in all of them); a cell that
// would put two cells of the same parity in one house is not taken, as the
// loop could not be valid whatever came after.
func (l *vLogic) loopSearch(c int, v1, v2 uint8, loop []int, allowedEx int, exValues Mask, lastType int, out *[][]int) {
	loop = append(loop, c)
	s := l.ch
	s.inLoop.add(c)
	parity := &s.evenHit
	if len(loop)%2 == 0 {
		parity = &s.oddHit
	}
	for _, h := range l.g.houseOf[c] {
		parity[h] = true
	}
	for _, h := range s.houses[c] {
		house := &l.g.Houses[h]
		t := houseType(house)
		if t == lastType {
			continue
		}
		for _, next := range house.Cells {
			if next == loop[0] && len(loop) >= 4 {
				// Closed: kept only when every house has one cell of each
				// parity (the houses each parity touched are the same).
				if s.evenHit == s.oddHit {
					*out = append(*out, append([]int(nil), loop...))
				}
				continue
			}
			if s.inLoop.has(next) || l.p[next] != 0 || !l.cand[next].Has(v1) || !l.cand[next].Has(v2) {
				continue
			}
			// As the reference does, the extra digits gather those of every
			// cell looked at on this level, siblings included (those no
			// valid loop can pass through too).
			exValues |= l.cand[next] &^ (1<<v1 | 1<<v2)
			if !s.loopable.has(next) {
				continue
			}
			n := l.cand[next].Count()
			if n == 2 || exValues.Count() == 1 || allowedEx > 0 {
				nextParity := &s.oddHit
				if len(loop)%2 == 0 {
					nextParity = &s.evenHit
				}
				clash := false
				for _, h := range l.g.houseOf[next] {
					clash = clash || nextParity[h]
				}
				if clash {
					continue
				}
				ex := allowedEx
				if n > 2 {
					ex--
				}
				l.loopSearch(next, v1, v2, loop, ex, exValues, t, out)
			}
		}
	}
	for _, h := range l.g.houseOf[c] {
		parity[h] = false
	}
	s.inLoop[c>>6] &^= 1 << (c & 63)
}

// bug applies the BUG (bivalue universal grave): when every empty cell but
// the BUG cells would have two candidates and every digit two places in
// every house without the BUG digits, one of those digits is true.
// Type 1 (one BUG cell, 5.6) keeps only its BUG digits; type 2 (one BUG
// digit, 5.7) removes it from the cells that see every BUG cell; type 4
// (two BUG cells sharing a house and one other digit, 5.7) keeps in each
// only its BUG digits and that digit.
func (l *vLogic) bug() (int, bool) {
	if len(l.g.Cages) > 0 {
		return 0, false
	}
	var bugCells []int
	var bugDigits [81]Mask
	var allDigits Mask
	var common cellSet
	scratch := l.cand
	houses := l.seHousesAll()
	for _, h := range houses {
		house := &l.g.Houses[h]
		for d := uint8(1); d <= 9; d++ {
			var at []int
			n := 0
			for _, c := range house.Cells {
				if l.cand[c].Has(d) {
					n++
					if l.cand[c].Count() >= 3 {
						at = append(at, c)
					}
				}
			}
			if n == 0 || n == 2 {
				continue
			}
			if len(at) == 0 {
				return 0, false
			}
			if len(at) > 1 {
				continue
			}
			c := at[0]
			if !contains(bugCells, c) {
				if len(bugCells) == 0 {
					common = l.g.peerSet[c]
				} else {
					common = common.and(l.g.peerSet[c])
				}
				bugCells = append(bugCells, c)
			}
			bugDigits[c] |= 1 << d
			allDigits |= 1 << d
			scratch[c] &^= 1 << d
			for _, b := range bugCells {
				common = common.andNot(cellSet{}.with(b))
			}
			if len(bugCells) >= 2 && allDigits.Count() >= 2 && common.empty() {
				return 0, false
			}
		}
	}
	if len(bugCells) == 0 {
		return 0, false
	}
	for c := 0; c < 81; c++ {
		if l.p[c] == 0 && scratch[c].Count() != 2 {
			return 0, false
		}
	}
	for h := range l.g.Houses {
		for d := uint8(1); d <= 9; d++ {
			n := 0
			for _, c := range l.g.Houses[h].Cells {
				if scratch[c].Has(d) {
					n++
				}
			}
			if n != 0 && n != 2 {
				return 0, false
			}
		}
	}
	changed := false
	if len(bugCells) == 1 {
		c := bugCells[0]
		l.elim(c, l.cand[c]&^bugDigits[c])
		l.markBUG(bugCells, allDigits, 1)
		return 56, true
	}
	if allDigits.Count() == 1 {
		for c := 0; c < 81; c++ {
			if common.has(c) && l.p[c] == 0 {
				changed = l.elim(c, allDigits) || changed
			}
		}
		if changed {
			l.markBUG(bugCells, allDigits, 2)
			return 57, true
		}
	}
	if len(bugCells) == 2 {
		a, b := bugCells[0], bugCells[1]
		u := (l.cand[a] &^ bugDigits[a]) & (l.cand[b] &^ bugDigits[b])
		if u.Count() == 1 && l.g.Sees(a, b) && l.sharesHouse(a, b) {
			changed = l.elim(a, l.cand[a]&^(bugDigits[a]|u)) || changed
			changed = l.elim(b, l.cand[b]&^(bugDigits[b]|u)) || changed
			if changed {
				l.markBUG(bugCells, allDigits|u, 4)
				return 57, true
			}
		}
	}
	return 0, false
}

func (s cellSet) with(c int) cellSet { s.add(c); return s }

func (l *vLogic) sharesHouse(a, b int) bool {
	for _, h := range l.g.houseOf[a] {
		if contains(l.g.Houses[h].Cells[:], b) {
			return true
		}
	}
	return false
}

// seHousesAll lists every house in the reference's order of kinds: boxes
// or regions, rows, columns, windows, diagonals.
func (l *vLogic) seHousesAll() []int {
	var out []int
	for _, k := range []HouseKind{RegionHouse, RowHouse, ColumnHouse, WindowHouse, DiagonalHouse} {
		for h := range l.g.Houses {
			if l.g.Houses[h].Kind == k {
				out = append(out, h)
			}
		}
	}
	return out
}

// alignedPairs applies aligned pair exclusion (6.2): for two cells with
// two common bivalue peers or more, a pair of digits that would leave one of
// those peers empty (or put one digit twice where the cells see each
// other) cannot be; a digit of either cell that is in no possible pair
// goes. The first pair of cells (in the reference's order) that removes
// something is taken.
func (l *vLogic) alignedPairs() bool {
	var base []int
	for c := 0; c < 81; c++ {
		if l.p[c] != 0 || l.cand[c].Count() < 2 {
			continue
		}
		for _, x := range l.g.peers[c] {
			if l.p[x] == 0 && l.cand[x].Count() == 2 {
				base = append(base, c)
				break
			}
		}
	}
	for j := 1; j < len(base); j++ {
		for i := 0; i < j; i++ {
			a, b := base[i], base[j]
			var excl []Mask
			for _, x := range l.g.peers[a] {
				if l.p[x] == 0 && l.cand[x].Count() == 2 && l.g.Sees(int(x), b) {
					excl = append(excl, l.cand[x])
				}
			}
			if len(excl) < 2 {
				continue
			}
			see := l.g.Sees(a, b)
			var okA, okB Mask
			for ma := l.cand[a]; ma != 0; ma &= ma - 1 {
				da := ma.Lowest()
				for mb := l.cand[b]; mb != 0; mb &= mb - 1 {
					db := mb.Lowest()
					if da == db && see {
						continue
					}
					pair := Mask(1<<da | 1<<db)
					bad := false
					for _, e := range excl {
						if e&^pair == 0 {
							bad = true
							break
						}
					}
					if !bad {
						okA |= 1 << da
						okB |= 1 << db
					}
				}
			}
			if l.cand[a]&^okA != 0 || l.cand[b]&^okB != 0 {
				if l.pat != nil {
					l.markAligned(a, b)
				}
				l.elim(a, l.cand[a]&^okA)
				l.elim(b, l.cand[b]&^okB)
				return true
			}
		}
	}
	return false
}
