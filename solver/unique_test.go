package solver

import (
	"math/bits"
	"strings"
	"testing"
)

// TestUniqueLoopRatings checks the ratings of unique loops as Sudoku
// Explainer computes them, in doubles: the base by length, then tenths
// added for a type 3's set. Some sums fall just below or above their tenth
// (4.5 + 0.1 + 0.1 is below 4.7): the search compares those doubles, so a
// step at 4.699… is taken before any step rated exactly 4.7, whatever its
// type, and one at 5.1000…01 after those rated exactly 5.1.
func TestUniqueLoopRatings(t *testing.T) {
	tests := []struct {
		length, tenths int // loop length; tenths added (type 3)
		want           float64
		cmp            int // the double against want: -1 below, 0 equal, 1 above
	}{
		{4, 0, 4.5, 0},
		{6, 0, 4.6, 0},
		{8, 0, 4.7, 0},
		{10, 0, 5.0, 0},
		{12, 0, 5.0, 0},
		{4, 1, 4.6, 0},
		{4, 5, 5.0, 0},
		{6, 1, 4.7, -1},
		{6, 3, 4.9, -1},
		{6, 6, 5.2, -1},
		{8, 4, 5.1, 1},
		{8, 6, 5.3, 1},
		{10, 6, 5.6, 0},
	}
	for _, tc := range tests {
		r := plusTenths(ulRating(tc.length), tc.tenths)
		cmp := 0
		if r < tc.want {
			cmp = -1
		} else if r > tc.want {
			cmp = 1
		}
		if cmp != tc.cmp || printed(r) != tc.want {
			t.Errorf("length %d + %d tenths: %.17g (prints %.1f), want %.1f (%+d)", tc.length, tc.tenths, r, printed(r), tc.want, tc.cmp)
		}
	}
	for n := 2; n <= 6; n++ {
		if got, want := printed(plusTenths(5.7, n-1)), []float64{5.8, 5.9, 6.0, 6.1, 6.2}[n-2]; got != want {
			t.Errorf("BUG type 3 of %d digits rated %.1f, want %.1f", n, got, want)
		}
	}
}

func TestSEPeers(t *testing.T) {
	// r5c5: its box row-major, then the rest of row 5, then of column 5.
	want := "r4c4 r4c5 r4c6 r5c4 r5c6 r6c4 r6c5 r6c6 r5c1 r5c2 r5c3 r5c7 r5c8 r5c9 r1c5 r2c5 r3c5 r7c5 r8c5 r9c5"
	var got []string
	for _, p := range sePeers[40] {
		got = append(got, CellName(int(p)))
	}
	if s := strings.Join(got, " "); s != want {
		t.Errorf("peers of r5c5 in Sudoku Explainer's order:\n got %s\nwant %s", s, want)
	}
	for c := 0; c < 81; c++ {
		for _, p := range Peers[c] {
			if !peerSet[c].has(int(p)) {
				t.Fatalf("%s: peer %s not in its set", CellName(c), CellName(int(p)))
			}
		}
		if n := bits.OnesCount64(peerSet[c][0]) + bits.OnesCount64(peerSet[c][1]); n != 20 {
			t.Fatalf("%s: %d peers in its set", CellName(c), n)
		}
	}
}

// TestUniqueLoopSearchIsBounded runs the loop search on made-up candidates
// no puzzle reaches (every cell 1, 2 and 3 but one with 1 and 2), where
// the walks through cells holding 1 and 2 are countless: the search stops
// after ulMaxWalks of them.
func TestUniqueLoopSearchIsBounded(t *testing.T) {
	var g Grid
	var cand [81]Mask
	for c := range cand {
		cand[c] = 1<<1 | 1<<2 | 1<<3
	}
	cand[0] = 1<<1 | 1<<2
	l, err := NewLogicCandidates(g, &cand)
	if err != nil {
		t.Fatal(err)
	}
	var b stepBuf
	_, walks := uniqueLoopSearch(&l.st, &b, nil)
	// Cut at the bound: past it each walk returns at once, so the calls
	// still made are at most the path's cells times their peers.
	if walks <= ulMaxWalks || walks > ulMaxWalks+81*20 {
		t.Errorf("the search made %d walks, want it cut just past %d", walks, ulMaxWalks)
	}
}

// TestUniqueLoopsWeighedOnce checks, along the grader's path on hard
// puzzles, that the loop search finds what it finds when it weighs every
// loop each time it is found again (ulRemember off), and that loops are
// found again often enough for the memory to matter.
func TestUniqueLoopsWeighedOnce(t *testing.T) {
	every := 40
	if testing.Short() {
		every = 80
	}
	defer func() { ulRemember = true }()
	positions, found := 0, 0
	for _, name := range []string{"puzzles3_magictour_top1465.txt", "puzzles2_17_clue.txt"} {
		for i, g := range collectionPuzzles(t, name, 3000) {
			if i%every != 0 {
				continue
			}
			walkPath(t, g, func(l *logic, _ int) {
				var once, each stepBuf
				ulRemember = true
				a := findUniqueLoop(l, &once)
				ulRemember = false
				c := findUniqueLoop(l, &each)
				ulRemember = true
				if a != c || a && !sameStep(once.s.clone(), each.s.clone()) {
					t.Fatalf("%s: weighing each loop once %v %s, every time %v %s", g, a, once.s, c, each.s)
				}
				positions++
				if a {
					found++
				}
			})
		}
	}
	t.Logf("%d positions, a loop step on %d", positions, found)
	if found < 20 {
		t.Fatalf("only %d positions with a loop step: the test checks too little", found)
	}
}
