package solver

// The grader's memory between steps while the generator decides a level
// (docs/variants.md, "Generating"): the subset finders look only at the
// houses that changed since they last found nothing there. A naked or
// hidden set, and the single a hidden pair or triple leaves, lie in one
// house and remove or place only there, so what such a finder finds in a
// house depends on that house's candidates alone: on the same candidates
// it finds nothing again.

// memoFinders are the finders with a memory, by technique.
var memoFinders = map[VariantTechnique]int{
	VNakedPair: 0, VNakedTriple: 1, VNakedQuad: 2,
	VHiddenPair: 3, VHiddenTriple: 4, VHiddenQuad: 5,
	VDirectHiddenPair: 6, VDirectHiddenTriple: 7,
}

// vMemo is that memory: for each finder and house, the house's candidates
// when the finder last found nothing in it.
type vMemo struct {
	active int // the finder being run, -1 for none
	seen   [8][maxHouses]houseMemo
}

// maxHouses bounds the houses of a geometry (rows, columns and regions, and
// at most the windows or the diagonals).
const maxHouses = 40

type houseMemo struct {
	ok   bool // the finder found nothing on cand
	cand [9]Mask
}

func (l *vLogic) houseCands(i int) (hc [9]Mask) {
	for j, c := range l.g.Houses[i].Cells {
		hc[j] = l.cand[c]
	}
	return hc
}

// memoSkips reports whether the finder being run may pass over house i: it
// found nothing there on the candidates the house has now (the finder's
// own run may have changed them since it started).
func (l *vLogic) memoSkips(i int) bool {
	if l.memo == nil || l.memo.active < 0 {
		return false
	}
	h := &l.memo.seen[l.memo.active][i]
	return h.ok && h.cand == l.houseCands(i)
}

// applyMemo is apply, with the memory of the finders that have one. A house
// whose candidates the finder's run left as they were holds nothing for it
// (what it finds there, it removes or places there).
func (l *vLogic) applyMemo(t VariantTechnique) bool {
	f, ok := memoFinders[t]
	if l.memo == nil || !ok || len(l.g.Houses) > maxHouses {
		return l.apply(t)
	}
	m := l.memo
	var now [maxHouses][9]Mask
	for i := range l.g.Houses {
		now[i] = l.houseCands(i)
	}
	m.active = f
	found := l.apply(t)
	m.active = -1
	for i := range l.g.Houses {
		m.seen[f][i] = houseMemo{ok: l.houseCands(i) == now[i], cand: now[i]}
	}
	return found
}
