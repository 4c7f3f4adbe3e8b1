package solver

// XY-Wing and XYZ-Wing. A pivot cell sees two wings of two candidates each;
// whatever the pivot takes, one wing takes the digit z the wings share, so z
// leaves every cell that sees both wings (and the pivot, for XYZ-Wing, whose
// pivot holds z too). Sudoku Explainer's order: pivots row-major, then pairs
// of the pivot's peers, both row-major, the first wing before the second.
// (Observed on its steps: its wings come in cell order, not in the box-row-
// column order of the peers it walks elsewhere.)

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
