package solver

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"
)

// The propagation of chain_dynamic.go as it was first written, node by
// node through the pool's append methods: the reference that
// TestDynPropagationMatchesReference holds the table-driven loop to.

// ref: propagate fills o with the consequences of assumption start.
func (dw *dynWork) refPropagate(l *logic, p *chainPool, m *dynMode, o *dynOutcome, start nodeKey) {
	o.on, o.off = cands729{}, cands729{}
	o.onOrder, o.offOrder = o.onOrder[:0], o.offOrder[:0]
	o.clashOn, o.clashOff = -1, -1
	if m.dynamic {
		// A fresh working grid (the static searches never change theirs,
		// copied once per search).
		dw.cand = l.cand
		dw.pos = l.pos
	}
	r := p.add(start, -1)
	o.first = r
	dw.refDrain(l, p, m, o)
	o.end = int32(len(p.nodes))
}

// ref: drain runs the propagation of o from its assumption, o.first.
func (dw *dynWork) refDrain(l *logic, p *chainPool, m *dynMode, o *dynOutcome) {
	r := o.first
	start := p.nodes[r].key
	dw.rec[start] = r
	if start.on() {
		o.on.add(int(start >> 1))
		o.onOrder = append(o.onOrder, r)
	} else {
		o.off.add(int(start >> 1))
		o.offOrder = append(o.offOrder, r)
	}
	// The nodes wait in the order they were found: the next ON node to
	// draw from is onOrder[hOn], the next OFF one offOrder[hOff].
	hOn, hOff := 0, 0
	for {
		if hOn < len(o.onOrder) {
			r := o.onOrder[hOn]
			hOn++
			if dw.refOnNode(p, m, o, r) {
				return
			}
		} else if hOff < len(o.offOrder) {
			r := o.offOrder[hOff]
			hOff++
			if dw.refOffNode(l, p, m, o, r) {
				return
			}
		} else {
			return
		}
	}
}

// ref: onNode draws the weak inferences of ON record r; it reports a
// contradiction.
func (dw *dynWork) refOnNode(p *chainPool, m *dynMode, o *dynOutcome, r int32) bool {
	k := p.nodes[r].key
	c, d := k.cell(), k.digit()
	if m.y {
		for x := dw.cand[c] &^ (1 << d); x != 0; x &= x - 1 {
			if dw.refWeak(p, o, r, c*9+bits.TrailingZeros16(uint16(x))-1) {
				return true
			}
		}
	}
	// The peers of c holding d in box, row, column order, each once: the
	// row and the column without the cells of c's box.
	us := &UnitsOf[c]
	row, col, box := us[0], us[1], us[2]
	dk := int(d) - 1
	for ps := dw.pos[box][d] &^ (1 << unitPos[c][2]); ps != 0; ps &= ps - 1 {
		if dw.refWeak(p, o, r, int(Units[box][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	x, y := c%9, c/9
	for ps := dw.pos[row][d] &^ (7 << (x / 3 * 3)); ps != 0; ps &= ps - 1 {
		if dw.refWeak(p, o, r, int(Units[row][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	for ps := dw.pos[col][d] &^ (7 << (y / 3 * 3)); ps != 0; ps &= ps - 1 {
		if dw.refWeak(p, o, r, int(Units[col][bits.TrailingZeros16(ps)])*9+dk) {
			return true
		}
	}
	return false
}

// ref: weak records "candidate ck is OFF" inferred from ON record r.
func (dw *dynWork) refWeak(p *chainPool, o *dynOutcome, r int32, ck int) bool {
	w, bit := ck>>6, uint64(1)<<(ck&63)
	if o.on[w]&bit != 0 {
		o.clashOn = dw.rec[ck*2+1]
		o.clashOff = p.add(nodeKey(ck*2), r)
		return true
	}
	if o.off[w]&bit != 0 {
		return false
	}
	o.off[w] |= bit
	i := p.add(nodeKey(ck*2), r)
	dw.rec[ck*2] = i
	o.offOrder = append(o.offOrder, i)
	return false
}

// ref: offNode draws the strong inferences of OFF record r, then (dynamic)
// removes its candidate from the working grid; it reports a contradiction.
func (dw *dynWork) refOffNode(l *logic, p *chainPool, m *dynMode, o *dynOutcome, r int32) bool {
	k := p.nodes[r].key
	if !m.dynamic && !dw.strong.has(int(k>>1)) {
		return false // the grid never changes: nothing to infer here
	}
	c, d := k.cell(), k.digit()
	bit := Mask(1) << d
	us := &UnitsOf[c]
	box, row, col := us[2], us[0], us[1]
	cellTwo := m.y && dw.cand[c].Count() == 2
	twos := 0
	if bits.OnesCount16(dw.pos[box][d]) == 2 {
		twos |= 1
	}
	if bits.OnesCount16(dw.pos[row][d]) == 2 {
		twos |= 2
	}
	if bits.OnesCount16(dw.pos[col][d]) == 2 {
		twos |= 4
	}
	n := 0
	if cellTwo || twos != 0 {
		ents := &dw.scr
		// A target already ON (and not OFF: a contradiction needs its
		// parents) adds nothing: no entry for it.
		var d2 uint8
		if cellTwo {
			d2 = (dw.cand[c] &^ bit).Lowest()
		}
		if cellTwo && !dw.refKnown(o, c*9+int(d2)-1) {
			e := &ents[0]
			e.cell, e.d, e.n = c, d2, 1
			e.par[0] = r
			if m.dynamic {
				for x := l.cand[c] &^ dw.cand[c]; x != 0; x &= x - 1 {
					e.par[e.n] = dw.rec[keyOf(c, uint8(bits.TrailingZeros16(uint16(x))), false)]
					e.n++
				}
			}
			n = 1
		}
		for i, ui := range seRegions {
			if twos&(1<<i) == 0 {
				continue
			}
			u := us[ui]
			ps := dw.pos[u][d]
			c2 := int(Units[u][bits.TrailingZeros16(ps&^(1<<unitPos[c][ui]))])
			if dw.refKnown(o, c2*9+int(d)-1) {
				continue
			}
			dup := false
			for j := 0; j < n; j++ {
				if ents[j].cell == c2 && ents[j].d == d {
					dup = true
				}
			}
			if dup {
				continue
			}
			e := &ents[n]
			e.cell, e.d, e.n = c2, d, 1
			e.par[0] = r
			if m.dynamic {
				for x := l.pos[u][d] &^ ps; x != 0; x &= x - 1 {
					e.par[e.n] = dw.rec[keyOf(int(Units[u][bits.TrailingZeros16(x)]), d, false)]
					e.n++
				}
			}
			n++
		}
	}
	if m.dynamic {
		dw.cand[c] &^= bit
		dw.pos[row][d] &^= 1 << unitPos[c][0]
		dw.pos[col][d] &^= 1 << unitPos[c][1]
		dw.pos[box][d] &^= 1 << unitPos[c][2]
	}
	for i := 0; i < n; i++ {
		e := &dw.scr[i]
		ck := e.cell*9 + int(e.d) - 1
		clash := o.off.has(ck)
		if !clash && o.on.has(ck) {
			continue
		}
		key := nodeKey(ck*2 + 1)
		j := p.add(key, e.par[0])
		for _, q := range e.par[1:e.n] {
			p.addParent(q)
		}
		if clash {
			o.clashOn = j
			o.clashOff = dw.rec[key.negation()]
			return true
		}
		o.on.add(ck)
		dw.rec[key] = j
		o.onOrder = append(o.onOrder, j)
	}
	return false
}

// ref: known reports whether candidate ck is ON and not OFF in o: an ON node
// for it would be skipped.
func (dw *dynWork) refKnown(o *dynOutcome, ck int) bool {
	w, bit := ck>>6, uint64(1)<<(ck&63)
	return o.on[w]&bit != 0 && o.off[w]&bit == 0
}

// TestDynPropagationMatchesReference runs every assumption (each candidate
// ON and OFF) of positions along the solving paths of the classic sets
// through both propagations, in the three producers' modes, and checks
// that they find the same nodes in the same order with the same parents
// and complexities, the same sets and the same contradiction, and that the
// propagation leaves the pool as it would (what the search keeps of it).
func TestDynPropagationMatchesReference(t *testing.T) {
	every := 12 // every 12th puzzle, every 4th position
	if testing.Short() {
		every = 25
	}
	modes := []*dynMode{&modeNishio, &modeMultiple, &modeDynamic}
	// The excerpts hold one puzzle in four and one in seven of the sets.
	onCollections(t, max(1, every/4), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		compared, clashes := 0, 0
		for _, set := range seClassicSets {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				walkPath(t, g, func(l *logic, n int) {
					if n%4 == 0 {
						for _, m := range modes {
							c, k := compareDynPropagation(t, l, m)
							compared += c
							clashes += k
						}
					}
				})
			}
		}
		t.Logf("%d propagations compared, %d with a contradiction", compared, clashes)
		if compared == 0 || clashes == 0 {
			t.Fatal("the positions test too little")
		}
	})
}

// compareDynPropagation compares both propagations of every assumption of
// position l in mode m; it returns how many it compared, and how many of
// them ended in a contradiction.
func compareDynPropagation(t *testing.T, l *logic, m *dynMode) (compared, clashes int) {
	t.Helper()
	dw := new(dynWork)
	var p chainPool
	dw.cand, dw.pos = l.cand, l.pos
	if !m.dynamic {
		dw.findStrong(l)
	}
	for c := 0; c < 81; c++ {
		if l.cand[c].Count() < 2 {
			continue
		}
		for x := l.cand[c]; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			for _, on := range []bool{true, false} {
				start := keyOf(c, d, on)
				p.reset()
				p.add(keyOf(0, 1, true), -1) // the pool does not start empty in a search
				dw.nOuts = 0
				ref := dw.newOutcome()
				dw.refPropagate(l, &p, m, ref, start)
				refNodes := slices.Clone(p.nodes[ref.first:])
				refPars := slices.Clone(p.parents[p.nodes[ref.first].first:])
				got := dw.newOutcome()
				dw.propagate(l, &p, m, got, start)
				// The records themselves, shifted by the offset between the
				// two, and the orders and the contradiction as records.
				dn := got.first - ref.first
				same := got.on == ref.on && got.off == ref.off && got.clash() == ref.clash() &&
					got.end-got.first == ref.end-ref.first && len(got.onOrder) == len(ref.onOrder) &&
					len(got.offOrder) == len(ref.offOrder)
				for j := 0; same && j < len(ref.onOrder); j++ {
					same = got.onOrder[j] == ref.onOrder[j]+dn
				}
				for j := 0; same && j < len(ref.offOrder); j++ {
					same = got.offOrder[j] == ref.offOrder[j]+dn
				}
				if same && ref.clash() {
					same = got.clashOn == ref.clashOn+dn && got.clashOff == ref.clashOff+dn
				}
				if !same {
					t.Fatalf("%s %v mode %v:\ngot %s\nwant %s", fmt.Sprint(l.cand), start.node(), m.t,
						outcomeText(&p, got), outcomeText(&p, ref))
				}
				dp := p.nodes[got.first].first - refNodes[0].first
				for j, rn := range refNodes {
					gn := p.nodes[got.first+int32(j)]
					if gn.key != rn.key || gn.n != rn.n || gn.first != rn.first+dp {
						t.Fatalf("%s %v mode %v: record %d differs", fmt.Sprint(l.cand), start.node(), m.t, j)
					}
				}
				for j, q := range refPars {
					if p.parents[int(dp)+int(refNodes[0].first)+j] != q+dn && !(q < ref.first && p.parents[int(dp)+int(refNodes[0].first)+j] == q) {
						t.Fatalf("%s %v mode %v: parent %d differs", fmt.Sprint(l.cand), start.node(), m.t, j)
					}
				}
				if len(p.parents)-int(p.nodes[got.first].first) != len(refPars) {
					t.Fatalf("%s %v mode %v: parent count differs", fmt.Sprint(l.cand), start.node(), m.t)
				}
				compared++
				if ref.clash() {
					clashes++
				}
			}
		}
	}
	return compared, clashes
}

// TestDynCells checks the propagation's cell table against UnitsOf and
// unitPos.
func TestDynCells(t *testing.T) {
	for c := 0; c < 81; c++ {
		ci, us, ps := dynCells[c], UnitsOf[c], unitPos[c]
		if ci.row != us[0] || ci.col != us[1] || ci.box != us[2] || ci.prow != ps[0] || ci.pcol != ps[1] || ci.pbox != ps[2] {
			t.Fatalf("cell %d: %+v, units %v, positions %v", c, ci, us, ps)
		}
		for i := 0; i < 9; i++ {
			if inRow := (ci.rowOut>>i)&1 == 0; inRow != (UnitsOf[Units[us[0]][i]][2] == us[2]) {
				t.Fatalf("cell %d: row position %d outside the box %v", c, i, !inRow)
			}
			if inCol := (ci.colOut>>i)&1 == 0; inCol != (UnitsOf[Units[us[1]][i]][2] == us[2]) {
				t.Fatalf("cell %d: column position %d outside the box %v", c, i, !inCol)
			}
		}
	}
}

// TestDynClosure checks closure against the propagation on every
// assumption (ON and OFF) of positions along the solving paths of the
// classic sets, with the dynamic forcing chains' rules and with Nishio's:
// the same contradiction or none, and then the same ON and OFF sets.
func TestDynClosure(t *testing.T) {
	every := 8 // every 8th puzzle, every 2nd position
	if testing.Short() {
		every = 15
	}
	// The excerpts hold one puzzle in four and one in seven of the sets.
	onCollections(t, max(1, every/4), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		compared, clashes := 0, 0
		for _, set := range seClassicSets {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				dw := new(dynWork)
				var p chainPool
				walkPath(t, g, func(l *logic, n int) {
					for c := 0; n%2 == 0 && c < 81; c++ {
						if l.cand[c].Count() < 2 {
							continue
						}
						for x := l.cand[c]; x != 0; x &= x - 1 {
							d := uint8(bits.TrailingZeros16(uint16(x)))
							for _, m := range []*dynMode{&modeDynamic, &modeNishio} {
								for _, on := range []bool{true, false} {
									start := keyOf(c, d, on)
									p.reset()
									dw.nOuts = 0
									set := dw.newOutcome()
									clash := dw.closure(l, set, start, m.y)
									full := dw.newOutcome()
									dw.propagate(l, &p, m, full, start)
									if clash != full.clash() || !clash && (set.on != full.on || set.off != full.off) {
										t.Fatalf("%v %v %v: closure contradiction %v, propagation %v; sets equal %v %v",
											fmt.Sprint(l.cand), m.t, start.node(), clash, full.clash(), set.on == full.on, set.off == full.off)
									}
									compared++
									if clash {
										clashes++
									}
								}
							}
						}
					}
				})
			}
		}
		t.Logf("%d assumptions compared, %d with a contradiction", compared, clashes)
		if compared == 0 || clashes == 0 {
			t.Fatal("the positions test too little")
		}
	})
}

// TestOffPartners checks offPartner: where it names a cell x, the OFF
// assumption "c does not hold d" has the sets of "x holds d", and meets a
// contradiction when that one does, in the dynamic and Nishio searches.
// (TestDynClosureSearch compares the searches that use it with the plain
// propagation.)
func TestOffPartners(t *testing.T) {
	every := 8 // every 8th puzzle, every 2nd position
	if testing.Short() {
		every = 15
	}
	// The excerpts hold one puzzle in four and one in seven of the sets.
	onCollections(t, max(1, every/4), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		compared, clashes, alone := 0, 0, 0
		for _, set := range seClassicSets {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				dw := new(dynWork)
				walkPath(t, g, func(l *logic, n int) {
					for c := 0; n%2 == 0 && c < 81; c++ {
						for x := l.cand[c]; l.cand[c].Count() >= 2 && x != 0; x &= x - 1 {
							d := uint8(bits.TrailingZeros16(uint16(x)))
							for _, m := range []*dynMode{&modeDynamic, &modeNishio} {
								px := offPartner(l, c, d)
								dw.nOuts = 0
								off, on := dw.newOutcome(), dw.newOutcome()
								if px < 0 {
									if m.y && l.cand[c].Count() < 3 {
										continue
									}
									// Alone: the assumption infers nothing.
									var only cands729
									only.add(c*9 + int(d) - 1)
									if dw.closure(l, off, keyOf(c, d, false), m.y) || off.on != (cands729{}) || off.off != only {
										t.Fatalf("%v %v: r%dc%d not %d infers something", fmt.Sprint(l.cand), m.t, c/9+1, c%9+1, d)
									}
									alone++
									continue
								}
								offClash := dw.closure(l, off, keyOf(c, d, false), m.y)
								onClash := dw.closure(l, on, keyOf(px, d, true), m.y)
								if offClash != onClash || !offClash && (off.on != on.on || off.off != on.off) {
									t.Fatalf("%v %v: r%dc%d not %d and r%dc%d %d differ (contradictions %v %v)",
										fmt.Sprint(l.cand), m.t, c/9+1, c%9+1, d, px/9+1, px%9+1, d, offClash, onClash)
								}
								compared++
								if offClash {
									clashes++
								}
							}
						}
					}
				})
			}
		}
		t.Logf("%d OFF assumptions compared with their partners, %d with a contradiction; %d alone", compared, clashes, alone)
		if compared == 0 || clashes == 0 || alone == 0 {
			t.Fatal("the positions test too little")
		}
	})
}

// TestDynReuse checks reusable: along solving paths, an ON outcome kept
// from the previous position that reusable accepts, without the lost
// candidates, is the outcome a closure finds on the new grid, without a
// contradiction.
func TestDynReuse(t *testing.T) {
	every := 6 // every 6th puzzle
	if testing.Short() {
		every = 15
	}
	// The excerpts hold one puzzle in four and one in seven of the sets.
	onCollections(t, max(1, every/4), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		reused, fresh := 0, 0
		for _, set := range seClassicSets {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				dw := new(dynWork)
				dw.keeping = true
				walkPath(t, g, func(l *logic, _ int) {
					dw.beginReuse(l)
					for c := 0; c < 81; c++ {
						for x := l.cand[c]; l.cand[c].Count() >= 2 && x != 0; x &= x - 1 {
							d := uint8(bits.TrailingZeros16(uint16(x)))
							k := c*9 + int(d) - 1
							dw.nOuts = 0
							o := dw.newOutcome()
							clash := dw.closure(l, o, keyOf(c, d, true), true)
							var scratch dynSets
							var kx *dynSets
							if j := dw.keptAt[1-dw.cur][k]; dw.reuse && j > 0 {
								kx = dw.reusable(l, &dw.kept[1-dw.cur][j-1], &scratch)
							}
							if kx != nil {
								if clash || kx.on != o.on || kx.off != o.off {
									t.Fatalf("%v: r%dc%d %d kept outcome differs (contradiction now %v)", fmt.Sprint(l.cand), c/9+1, c%9+1, d, clash)
								}
								reused++
							} else {
								fresh++
							}
							if !clash {
								dw.keep(k, o)
							}
						}
					}
				})
			}
		}
		t.Logf("%d outcomes reused, %d not", reused, fresh)
		if reused == 0 || fresh == 0 {
			t.Fatal("the positions test too little")
		}
	})
}

// TestDynClosureSearch checks that the dynamic and Nishio searches find the same step
// with its outcomes' records computed only when needed (closure,
// materialize) as with every outcome propagated, and with the OFF outcomes'
// shortcuts (offPartner) as without, on positions along the solving paths
// of the classic sets. The search with the closure keeps its memory from
// one position to the next (outcomes kept, see reusable); the others start
// afresh.
func TestDynClosureSearch(t *testing.T) {
	every := 20 // every 20th puzzle
	if testing.Short() {
		every = 40
	}
	defer func() { dynClosure, dynPartners = true, true }()
	// The excerpts hold one puzzle in four and one in seven of the sets.
	onCollections(t, max(1, every/4), every, func(t *testing.T, puzzles func(string) []Grid, every int) {
		found := 0
		for _, set := range seClassicSets {
			for i, g := range puzzles(set) {
				if i%every != 0 {
					continue
				}
				var with, withNishio stepBuf
				walkPath(t, g, func(l *logic, _ int) {
					for _, m := range []*dynMode{&modeDynamic, &modeNishio} {
						w := &with // its memory is kept from step to step
						if m == &modeNishio {
							w = &withNishio
						}
						var without, noPartners stepBuf
						dynClosure = true
						a := findDynamic(l, w, m)
						dynClosure = false
						a2 := findDynamic(l, &without, m)
						dynClosure, dynPartners = true, false
						a3 := findDynamic(l, &noPartners, m)
						dynPartners = true
						if a != a2 || a && !sameStep(w.s.clone(), without.s.clone()) {
							t.Fatalf("%v %s: with the closure %v %s, without %v %s", m.t, g, a, w.s, a2, without.s)
						}
						if a != a3 || a && !sameStep(w.s.clone(), noPartners.s.clone()) {
							t.Fatalf("%v %s: with partners %v %s, without %v %s", m.t, g, a, w.s, a3, noPartners.s)
						}
						noPartners.release()
						if a {
							found++
						}
						without.release()
					}
				})
				with.release()
				withNishio.release()
			}
		}
		t.Logf("%d steps found alike", found)
		if found == 0 {
			t.Fatal("the positions test too little")
		}
	})
}
