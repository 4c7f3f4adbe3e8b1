package solver

// XY-Wing and XYZ-Wing. A pivot cell sees two wings of two candidates each;
// whatever the pivot takes, one wing takes the digit z the wings share, so z
// leaves every cell that sees both wings (and the pivot, for XYZ-Wing, whose
// pivot holds z too). Sudoku Explainer's order: pivots row-major, then pairs
// of the pivot's peers, both row-major, the first wing before the second.
// (Observed on its steps: its wings come in cell order, not in the box-row-
// column order of the peers it walks elsewhere.)

// sePeers[c] lists the 20 peers of cell c in Sudoku Explainer's order: the
// cells of its box row-major, then the rest of its row left to right, then
// the rest of its column top to bottom. The pattern finders that walk a
// cell's peers (wings, BUG) use it so that the first pattern found is the
// one Sudoku Explainer finds.
var sePeers [81][20]uint8

// peerSet[c] is the set of c's peers, as a cell set.
var peerSet [81]cellSet

func init() {
	// From coordinates only: this may run before the unit tables are made.
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		n := 0
		add := func(p int) {
			if p != c && !peerSet[c].has(p) {
				sePeers[c][n] = uint8(p)
				peerSet[c].add(p)
				n++
			}
		}
		for i := 0; i < 9; i++ {
			add((r/3*3+i/3)*9 + col/3*3 + i%3)
		}
		for i := 0; i < 9; i++ {
			add(r*9 + i)
		}
		for i := 0; i < 9; i++ {
			add(i*9 + col)
		}
	}
}

// cellSet is a set of cells, bit c%64 of word c/64.
type cellSet [2]uint64

func (s *cellSet) add(c int)            { s[c>>6] |= 1 << (c & 63) }
func (s cellSet) has(c int) bool        { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) empty() bool           { return s[0]|s[1] == 0 }

// wing finds the first XY-Wing (xyz false) or XYZ-Wing (xyz true) with a
// candidate to remove.
func wing(l *logic, b *stepBuf, xyz bool) bool {
	pivotSize, t := 2, XYWing
	if xyz {
		pivotSize, t = 3, XYZWing
	}
	for pv := 0; pv < 81; pv++ {
		pm := l.cand[pv]
		if pm.Count() != pivotSize {
			continue
		}
		ps := &Peers[pv]
		for i1, w1 := range ps {
			m1 := l.cand[w1]
			if m1.Count() != 2 || m1&pm == 0 {
				continue
			}
			for _, w2 := range ps[i1+1:] {
				m2 := l.cand[w2]
				if m2.Count() != 2 {
					continue
				}
				all, common := pm|m1|m2, pm&m1&m2
				var z Mask
				if xyz {
					if all.Count() != 3 || common.Count() != 1 {
						continue
					}
					z = common
				} else {
					if all.Count() != 3 || common != 0 {
						continue
					}
					z = m1 & m2
				}
				see := peerSet[w1].and(peerSet[w2])
				if xyz {
					see = see.and(peerSet[pv])
				}
				zd := z.Lowest()
				found := false
				for c := 0; c < 81; c++ {
					if l.cand[c].Has(zd) && see.has(c) && c != pv {
						if !found {
							found = true
							b.reset(t)
							b.cell(uint8(pv))
							b.cell(w1)
							b.cell(w2)
							b.s.Digits = all
						}
						b.elim(uint8(c), z)
					}
				}
				if found {
					b.sort()
					return true
				}
			}
		}
	}
	return false
}

func findXYWing(l *logic, b *stepBuf) bool  { return wing(l, b, false) }
func findXYZWing(l *logic, b *stepBuf) bool { return wing(l, b, true) }
