package solver

import (
	"strings"
	"testing"
)

func TestChainIncrement(t *testing.T) {
	// Complexity ranges and the increment each gets, as the reference
	// rates chains.
	ranges := []struct {
		lo, hi int
		tenths int
	}{
		{1, 6, 0}, {7, 8, 1}, {9, 10, 2}, {11, 14, 3}, {15, 18, 4}, {19, 26, 5},
		{27, 34, 6}, {35, 50, 7}, {51, 66, 8}, {67, 98, 9}, {99, 130, 10},
		{131, 194, 11}, {195, 258, 12}, {259, 386, 13}, {387, 514, 14},
		{515, 770, 15}, {771, 1026, 16}, {1027, 1538, 17}, {1539, 2050, 18},
		{2051, 3074, 19}, {3075, 4098, 20},
	}
	for _, r := range ranges {
		for c := r.lo; c <= r.hi; c++ {
			want := 0.0
			for k := 0; k < r.tenths; k++ {
				want += 0.1
			}
			if got := chainIncrement(c); got != want {
				t.Errorf("chainIncrement(%d) = %v, want %v", c, got, want)
			}
		}
	}
	// The doubles themselves matter: they order hints of equal tenths.
	exact := []struct {
		base       float64
		complexity int
		want       float64
	}{
		{6.6, 6, 6.6}, {6.6, 7, 6.699999999999999}, {6.6, 11, 6.8999999999999995},
		{6.6, 27, 7.199999999999999}, {6.6, 51, 7.3999999999999995},
		{6.5, 11, 6.8}, {7.0, 11, 7.3}, {7.0, 9, 7.2},
	}
	for _, e := range exact {
		if got := chainRating(e.base, e.complexity); got != e.want {
			t.Errorf("chainRating(%v, %d) = %v, want %v", e.base, e.complexity, got, e.want)
		}
	}
	if chainIncrement(11) != 0.30000000000000004 {
		t.Errorf("three steps add %v", chainIncrement(11))
	}
}

func TestChainRank(t *testing.T) {
	a := chainRank{rating: chainRating(6.6, 27), complexity: 27, sortKey: sortKeyX}
	b := chainRank{rating: chainRating(7.0, 9), complexity: 9, sortKey: sortKeyXY}
	if !a.better(b) || b.better(a) {
		t.Error("a forcing X-chain at 7.199999999999999 must come before an XY chain at 7.2")
	}
	c := chainRank{rating: 6.5, complexity: 4, sortKey: sortKeyY}
	d := chainRank{rating: 6.5, complexity: 4, sortKey: sortKeyX}
	if !d.better(c) || c.better(d) || c.better(c) {
		t.Error("sort key breaks ties; equal ranks keep the first")
	}
	e := chainRank{rating: 6.5, complexity: 6, sortKey: sortKeyX}
	if !c.better(e) {
		t.Error("lower complexity first")
	}
}

func TestChainPool(t *testing.T) {
	var p chainPool
	// A cycle r1c1=1 -> r1c5<>1 => r5c5=1 -> r5c1<>1 => r1c1=1, recorded
	// with the assumption at both ends.
	k := func(r, c int, d uint8, on bool) nodeKey { return keyOf(r*9+c, d, on) }
	s := p.add(k(0, 0, 1, true), -1)
	n1 := p.add(k(0, 4, 1, false), s)
	n2 := p.add(k(4, 4, 1, true), n1)
	n3 := p.add(k(4, 0, 1, false), n2)
	end := p.add(k(0, 0, 1, true), n3)
	if got := p.ancestors(end); got != 4 {
		t.Errorf("cycle of 4 links: %d distinct nodes, want 4", got)
	}
	if !p.onMainPath(n3, k(0, 4, 1, false)) || p.onMainPath(n3, k(4, 0, 1, false)) {
		t.Error("onMainPath")
	}
	var b stepBuf
	b.reset(XWing)
	b.chainLinks(&p, end, 0)
	want := "{r1c1=1 -> r1c5<>1 => r5c5=1 -> r5c1<>1 => r1c1=1}"
	if got := b.s.String(); !strings.Contains(got, want) {
		t.Errorf("String() = %q, want it to hold %q", got, want)
	}
	if len(b.s.Links) != 4 || !b.s.Links[1].Strong || b.s.Links[0].Strong {
		t.Errorf("links %v", b.s.Links)
	}
	if b.s.Digits != 1<<1 || len(b.s.Cells) != 4 {
		t.Errorf("digits %s cells %v", b.s.Digits, b.s.Cells)
	}
	// A node with two parents (a dynamic inference): both links, the shared
	// ancestor once.
	p.reset()
	a := p.add(k(0, 0, 1, true), -1)
	x := p.add(k(0, 1, 1, false), a)
	y := p.add(k(0, 0, 2, false), a)
	z := p.add(k(0, 1, 2, true), x)
	p.addParent(y)
	if got := p.ancestors(z); got != 4 {
		t.Errorf("diamond: %d ancestors, want 4", got)
	}
	b.reset(XWing)
	b.chainLinks(&p, z, 1)
	if len(b.s.Links) != 4 || b.s.Links[3].To != (ChainNode{Cell: 1, Digit: 2, On: true}) || b.s.Links[0].Chain != 1 {
		t.Errorf("diamond links %v", b.s.Links)
	}
	c2 := b.s.clone()
	b.reset(XWing)
	if len(c2.Links) != 4 || b.s.Links != nil {
		t.Error("clone keeps its links, reset drops them")
	}
}

func TestChainOffer(t *testing.T) {
	var b stepBuf
	w := b.work()
	w.pool.reset()
	w.begin()
	if w != b.work() {
		t.Fatal("work is not kept")
	}
	fill := func(c uint8) func(*stepBuf) {
		return func(s *stepBuf) {
			s.reset(XWing)
			s.link(keyOf(int(c), 1, true), keyOf(int(c), 1, true).negation(), 0)
			s.elim(c, 1<<1)
		}
	}
	if !w.offer(chainRank{7.0, 9, sortKeyXY}, fill(1)) ||
		w.offer(chainRank{7.0, 9, sortKeyXY}, fill(2)) ||
		!w.offer(chainRank{7.0, 8, sortKeyXY}, fill(3)) {
		t.Fatal("offer keeps the first of the lowest rank")
	}
	if !w.finish(&b) {
		t.Fatal("finish: no hint")
	}
	if len(b.s.Eliminations) != 1 || b.s.Eliminations[0].Cell != 3 || len(b.s.Links) != 1 || b.s.Links[0].To.On {
		t.Errorf("copied %v", b.s)
	}
}

func TestPeerSets(t *testing.T) {
	for c := 0; c < 81; c++ {
		var want cellSet
		for _, p := range Peers[c] {
			want.add(int(p))
		}
		if peerSets[c] != want {
			t.Errorf("peerSets[%s] wrong", CellName(c))
		}
	}
}
