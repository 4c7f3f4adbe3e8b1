package solver

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	tests := []struct {
		s    Step
		want string
	}{
		{Step{Technique: FullHouse, Units: []uint8{4}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []Placement{{39, 7}}},
			"r5c4: 7, the last empty cell of row 5 (full house)"},
		{Step{Technique: HiddenSingleBox, Units: []uint8{22}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []Placement{{39, 7}}},
			"r5c4: 7, the only place for 7 in box 5 (hidden single)"},
		{Step{Technique: HiddenSingleLine, Units: []uint8{12}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []Placement{{39, 7}}},
			"r5c4: 7, the only place for 7 in column 4 (hidden single)"},
		{Step{Technique: NakedSingle, Cells: []uint8{80}, Digits: 1 << 2, Placements: []Placement{{80, 2}}},
			"r9c9: 2, the only digit left for the cell (naked single)"},
		{Step{Technique: DirectPointing, Units: []uint8{20, 2, 19}, Cells: []uint8{25, 26}, Digits: 1 << 4, Placements: []Placement{{5, 4}}},
			"r1c6: 4, the only place for 4 in box 2 once the 4 of box 3, which lies in row 3 only (r3c8, r3c9), leaves the rest of row 3 (direct pointing)"},
		{Step{Technique: DirectHiddenPair, Units: []uint8{16}, Cells: []uint8{25, 34}, Digits: 1<<4 | 1<<9, Placements: []Placement{{52, 3}}},
			"r6c8: 3, the only place for 3 in column 8 once 4 and 9 take r3c8 and r4c8, their only places there (direct hidden pair)"},
		{Step{Technique: Pointing, Units: []uint8{24, 9}, Cells: []uint8{54, 63}, Digits: 1 << 6, Eliminations: []Elimination{{27, 1 << 6}, {36, 1 << 6}}},
			"remove 6 from r4c1 and r5c1: in box 7, 6 lies in column 1 only (r7c1, r8c1) (pointing)"},
		{Step{Technique: NakedPair, Units: []uint8{0}, Cells: []uint8{0, 4}, Digits: 1<<1 | 1<<2,
			Eliminations: []Elimination{{1, 1<<1 | 1<<2}, {2, 1 << 2}}},
			"remove 1 and 2 from r1c2, 2 from r1c3: r1c1 and r1c5 hold only 1 and 2 between them in row 1 (naked pair)"},
		{Step{Technique: HiddenTriple, Units: []uint8{18}, Cells: []uint8{0, 1, 2}, Digits: 1<<1 | 1<<2 | 1<<3,
			Eliminations: []Elimination{{0, 1 << 9}, {2, 1 << 9}}},
			"remove 9 from r1c1 and r1c3: 1, 2 and 3 fit only in r1c1, r1c2 and r1c3 in box 1 (hidden triple)"},
		{Step{Technique: XWing, Units: []uint8{10, 15, 1, 3}, Cells: []uint8{10, 15, 28, 33}, Digits: 1 << 7,
			Eliminations: []Elimination{{17, 1 << 7}}},
			"remove 7 from r2c9: in columns 2 and 7, 7 lies only in rows 2 and 4 (r2c2, r2c7, r4c2, r4c7) (X-Wing)"},
		{Step{Technique: FromSolution, Cells: []uint8{6}, Digits: 1 << 3, Placements: []Placement{{6, 3}}},
			"r1c7: 3, from the solution: no technique the solver knows applies here (cell from the solution)"},
		{Step{Technique: XYWing, Cells: []uint8{5, 12, 15}, Digits: 1<<2 | 1<<5 | 1<<8, Eliminations: []Elimination{{7, 1 << 2}}},
			"remove 2 from r1c8: r1c6, r2c4 and r2c7 form a wing on 2, 5 and 8: whatever its pivot takes, one of them is 2 (XY-Wing)"},
		{Step{Technique: BUG2, Cells: []uint8{48, 79}, Digits: 1 << 8, Eliminations: []Elimination{{52, 1 << 8}}},
			"remove 8 from r6c8: if r6c4 and r9c8 lost their extra candidates, every cell left would have two and the puzzle two solutions (BUG type 2)"},
		// A chain, node by node: "then" for a weak link, "so" for a strong one.
		{Step{Technique: ForcingXChain, Cells: []uint8{4, 22, 76}, Digits: 1 << 5, Eliminations: []Elimination{{4, 1 << 5}},
			Links: []Link{
				{From: ChainNode{4, 5, true}, To: ChainNode{22, 5, false}},
				{From: ChainNode{22, 5, false}, To: ChainNode{76, 5, true}, Strong: true},
				{From: ChainNode{76, 5, true}, To: ChainNode{4, 5, false}},
			}},
			"remove 5 from r1c5: if r1c5 is 5, then r3c5 is not 5, so r9c5 is 5, then r1c5 is not 5 (forcing X-chain)"},
		// Several chains, numbered; a node with two parents starts a clause.
		{Step{Technique: ForcingChain, Placements: []Placement{{0, 1}},
			Links: []Link{
				{From: ChainNode{0, 2, true}, To: ChainNode{1, 2, false}},
				{From: ChainNode{0, 3, true}, To: ChainNode{1, 3, false}, Chain: 1},
				{From: ChainNode{2, 4, false}, To: ChainNode{1, 4, true}, Strong: true, Chain: 1},
			}},
			"r1c1: 1, either (1) if r1c1 is 2, then r1c2 is not 2; or (2) if r1c1 is 3, then r1c2 is not 3; and if r1c3 is not 4, so r1c2 is 4 (forcing chain)"},
		// A technique without a wording of its own: from the fields.
		{Step{Technique: Technique(200), Units: []uint8{0, 22}, Cells: []uint8{0, 4}, Digits: 1<<1 | 1<<2,
			Eliminations: []Elimination{{8, 1 << 1}}},
			"remove 1 from r1c9: the pattern of r1c1 and r1c5 on 1 and 2 in row 1 and box 5 (technique(200))"},
	}
	for _, tt := range tests {
		if got := Explain(tt.s); got != tt.want {
			t.Errorf("Explain(%s)\n got %s\nwant %s", tt.s, got, tt.want)
		}
	}
}

// TestExplainEveryStep words every step of the grader's path on many
// puzzles, on the candidates of the position it was found on: each line
// names the cells the step changes and the technique, and every aligned
// exclusion and forcing chain has its own wording (not the fallbacks).
func TestExplainEveryStep(t *testing.T) {
	late := 0
	for _, g := range testPuzzles(t, 40) {
		steps, err := LogicalSteps(g)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range steps {
			var cand [81]Mask
			for c := range cand {
				cand[c] = l.Candidates(c)
			}
			if err := l.Apply(s); err != nil {
				t.Fatal(err)
			}
			line := ExplainWith(s, &cand)
			if strings.Contains(line, "\n") || !strings.HasSuffix(line, ")") {
				t.Fatalf("%s: %q", s, line)
			}
			for _, p := range s.Placements {
				if !strings.Contains(line, CellName(int(p.Cell))) {
					t.Fatalf("%s: %q does not name %s", s, line, CellName(int(p.Cell)))
				}
			}
			for _, e := range s.Eliminations {
				if !strings.Contains(line, CellName(int(e.Cell))) {
					t.Fatalf("%s: %q does not name %s", s, line, CellName(int(e.Cell)))
				}
			}
			switch s.Technique {
			case AlignedPairExclusion, AlignedTripleExclusion:
				late++
				if _, ok := ExclusionOf(s, &cand); !ok {
					t.Fatalf("%s: no reason found on its candidates: %q", s, line)
				}
			case NishioForcingChain, MultipleForcingChain, DynamicForcingChain:
				late++
				f, ok := ForcingOf(s, &cand)
				if !ok {
					t.Fatalf("%s: chains of no known shape: %q", s, line)
				}
				if f.Kind == ForcingContradiction && f.Clash == ClashBoth {
					t.Errorf("%s: contradiction not traced to a cell or a unit: %q", s, line)
				}
			}
		}
	}
	if late == 0 {
		t.Error("no step of the late techniques on these puzzles")
	}
}

// TestExplainLateFixtures words the steps of the technique fixtures after
// row 20 (each file says why its step holds) on the candidates of their
// positions, and without them.
func TestExplainLateFixtures(t *testing.T) {
	tests := []struct {
		fixture    string
		with, bare string // with the candidates; without ("" when the same)
	}{
		{"aligned-pair-exclusion",
			"remove 2 from r1c2: with 2 in r1c2, every choice for r2c2 (689) fails: it leaves r3c1 (26), r4c2 (29) or r7c2 (28) without a candidate (aligned pair exclusion)",
			"remove 2 from r1c2: no pair of digits r1c2 and r2c2 can take together allows those candidates (aligned pair exclusion)"},
		{"aligned-triple-exclusion",
			"remove 9 from r9c2: with 9 in r9c2, every choice for r9c1 (1679) and r9c3 (16) fails: it repeats a digit in row 9, or leaves r7c1 (79) or r9c8 (69) without a candidate (aligned triplet exclusion)",
			"remove 9 from r9c2: no choice of digits for r9c1, r9c2 and r9c3 together allows those candidates (aligned triplet exclusion)"},
		{"nishio-forcing-chain",
			"remove 5 from r3c6: following the 5s alone, if r3c6 were 5, 5 would have no place left in row 4 — if r3c6 is 5, then r4c6 is not 5, so r4c9 is 5; if r3c6 is 5, then r1c5 is not 5, so r1c9 is 5, then r4c9 is not 5 (Nishio forcing chain)", ""},
		{"multiple-forcing-chain-cell",
			"remove 8 from r5c6: every candidate of r6c6 (2, 7 and 8) leads to r5c6 not being 8 — if r6c6 is 2, then r6c4 is not 2, so r6c4 is 8, then r5c6 is not 8; if r6c6 is 7, then r6c5 is not 7, and 3 steps later r7c6 is 8, then r5c6 is not 8; if r6c6 is 8, then r5c6 is not 8 (cell forcing chain)", ""},
		{"multiple-forcing-chain-region",
			"remove 1 from r5c3: every place of 2 in row 5 (r5c2, r5c3 and r5c9) leads to r5c3 not being 1 — if r5c2 is 2, then r4c3 is not 2, so r4c3 is 1, then r5c3 is not 1; if r5c3 is 2, then r5c3 is not 1; if r5c9 is 2, then r5c9 is not 3, so r5c3 is 3, then r5c3 is not 1 (region forcing chain)", ""},
		{"dynamic-forcing-chain-contradiction",
			"remove 1 from r8c6: if r8c6 were 1, 3 would have no place left in column 5 — if r8c6 is 1, then r7c6 is not 1, so r7c6 is 3, then r9c5 is not 3, so r3c5 is 3; if r8c6 is 1, then r9c5 is not 1, so r3c5 is 1, then r3c5 is not 3 (contradiction forcing chain)", ""},
		{"dynamic-forcing-chain-double",
			"remove 5 from r6c3: r6c3 being 6 and not being 6 both lead to r6c3 not being 5 — if r6c3 is 6, then r6c3 is not 5; if r6c3 is not 6, so r1c3 is 6, and 6 steps later r6c3 is 4, then r6c3 is not 5 (double forcing chain)", ""},
	}
	for _, tt := range tests {
		fx, err := readFixture(filepath.Join("testdata", "techniques", tt.fixture+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogicCandidates(fx.grid, &fx.cand)
		if err != nil {
			t.Fatal(err)
		}
		var cand [81]Mask
		for c := range cand {
			cand[c] = l.Candidates(c)
		}
		if got := ExplainWith(fx.want, &cand); got != tt.with {
			t.Errorf("%s, with the candidates:\n got %s\nwant %s", tt.fixture, got, tt.with)
		}
		bare := tt.bare
		if bare == "" {
			bare = tt.with
		}
		if got := Explain(fx.want); got != bare {
			t.Errorf("%s, without the candidates:\n got %s\nwant %s", tt.fixture, got, bare)
		}
	}
}

// node builds a chain node for the tests: node("r1c5", 5, true).
func node(cell string, d uint8, on bool) ChainNode {
	c, err := parseCell(cell)
	if err != nil {
		panic(err)
	}
	return ChainNode{Cell: c, Digit: d, On: on}
}

// chainOf links nodes one after the other as chain k: ON to OFF weak,
// OFF to ON strong.
func chainOf(k uint8, ns ...ChainNode) []Link {
	var ls []Link
	for i := 1; i < len(ns); i++ {
		ls = append(ls, Link{From: ns[i-1], To: ns[i], Strong: ns[i].On, Chain: k})
	}
	return ls
}

// TestForcingOfShapes reads the kinds of forcing chains from hand-made
// chains, and refuses chains of the wrong shape.
func TestForcingOfShapes(t *testing.T) {
	a := node("r4c2", 5, true)
	// Chain 0 makes r1c3 a 5 from r1c2, which shares row 1 and box 1 with
	// it; chain 1 makes it not 5.
	clash := append(chainOf(0, a, node("r1c2", 5, false), node("r1c3", 5, true)),
		chainOf(1, a, node("r4c7", 5, false), node("r1c7", 5, true), node("r1c3", 5, false))...)
	var cand [81]Mask
	for _, c := range []string{"r1c2", "r1c3", "r1c7", "r4c2", "r4c7"} {
		i, _ := parseCell(c)
		cand[i] = 1<<5 | 1<<8
	}
	cellClash := append(chainOf(0, a, node("r4c3", 5, false), node("r4c3", 8, true)),
		chainOf(1, a, node("r4c5", 5, false), node("r4c5", 8, true), node("r4c3", 8, false))...)
	// The OFF assumption of r4c2's 5 leads to its ON node: chain 1 (chain
	// 0, the assumption itself, has no link).
	self := chainOf(1, node("r4c2", 5, false), node("r4c3", 5, true), node("r4c3", 8, false), node("r4c5", 8, true),
		node("r4c2", 8, false), node("r4c2", 5, true))
	target := node("r9c9", 7, false)
	cellForcing := append(chainOf(0, node("r5c5", 1, true), target), chainOf(1, node("r5c5", 2, true), node("r5c9", 2, false), node("r9c9", 2, true), target)...)
	regionForcing := append(chainOf(0, node("r5c5", 2, true), node("r5c9", 2, false), node("r9c9", 2, true), target),
		chainOf(1, node("r5c9", 2, true), node("r9c9", 2, false), node("r9c9", 1, true), target)...)
	tests := []struct {
		name string
		s    Step
		cand *[81]Mask
		ok   bool
		kind ForcingKind
		why  Clash
		unit int
	}{
		{"row or box, not known", Step{Technique: NishioForcingChain, Links: clash}, nil, true, ForcingContradiction, ClashBoth, -1},
		{"box, from the candidates", Step{Technique: NishioForcingChain, Links: clash}, &cand, true, ForcingContradiction, ClashUnit, 18},
		{"a cell emptied", Step{Technique: DynamicForcingChain, Links: cellClash}, nil, true, ForcingContradiction, ClashCell, -1},
		{"its own negation", Step{Technique: DynamicForcingChain, Links: self}, nil, true, ForcingContradiction, ClashSelf, -1},
		{"a cell's candidates", Step{Technique: MultipleForcingChain, Links: cellForcing}, nil, true, ForcingCell, 0, -1},
		{"a region of two digits", Step{Technique: MultipleForcingChain, Units: []uint8{4}, Links: cellForcing}, nil, false, 0, 0, 0},
		{"a region", Step{Technique: MultipleForcingChain, Units: []uint8{4}, Links: regionForcing}, nil, true, ForcingRegion, 0, 4},
		{"a place outside the region", Step{Technique: MultipleForcingChain, Units: []uint8{5}, Links: regionForcing}, nil, false, 0, 0, 0},
		{"branches that end apart", Step{Technique: MultipleForcingChain, Links: append(chainOf(0, node("r5c5", 1, true), target),
			chainOf(1, node("r5c5", 2, true), node("r5c9", 2, false))...)}, nil, false, 0, 0, 0},
		{"a missing branch", Step{Technique: MultipleForcingChain, Links: chainOf(1, node("r5c5", 2, true), target)}, nil, false, 0, 0, 0},
		{"not a forcing chain", Step{Technique: ForcingChain, Links: self}, nil, false, 0, 0, 0},
	}
	for _, tt := range tests {
		f, ok := ForcingOf(tt.s, tt.cand)
		if ok != tt.ok || ok && (f.Kind != tt.kind || f.Clash != tt.why || f.Unit != tt.unit) {
			t.Errorf("%s: ForcingOf = %v, %+v", tt.name, ok, f)
		}
	}
	// The wording of each.
	for _, tt := range []struct {
		s    Step
		cand *[81]Mask
		want string
	}{
		{Step{Technique: NishioForcingChain, Links: clash, Eliminations: []Elimination{{a.Cell, 1 << 5}}}, nil,
			"remove 5 from r4c2: following the 5s alone, if r4c2 were 5, r1c3 would be both 5 and not 5 — if r4c2 is 5, then r1c2 is not 5, so r1c3 is 5; if r4c2 is 5, then r4c7 is not 5, so r1c7 is 5, then r1c3 is not 5 (Nishio forcing chain)"},
		{Step{Technique: NishioForcingChain, Links: clash, Eliminations: []Elimination{{a.Cell, 1 << 5}}}, &cand,
			"remove 5 from r4c2: following the 5s alone, if r4c2 were 5, 5 would have no place left in box 1 — if r4c2 is 5, then r1c2 is not 5, so r1c3 is 5; if r4c2 is 5, then r4c7 is not 5, so r1c7 is 5, then r1c3 is not 5 (Nishio forcing chain)"},
		{Step{Technique: DynamicForcingChain, Links: cellClash, Eliminations: []Elimination{{a.Cell, 1 << 5}}}, nil,
			"remove 5 from r4c2: if r4c2 were 5, r4c3 would have no candidate left — if r4c2 is 5, then r4c3 is not 5, so r4c3 is 8; if r4c2 is 5, then r4c5 is not 5, so r4c5 is 8, then r4c3 is not 8 (contradiction forcing chain)"},
		{Step{Technique: DynamicForcingChain, Links: self, Placements: []Placement{{a.Cell, 5}}}, nil,
			"r4c2: 5, if r4c2 were not 5, it would lead to r4c2 being 5 — if r4c2 is not 5, so r4c3 is 5, and 3 steps later r4c2 is not 8, so r4c2 is 5 (contradiction forcing chain)"},
		{Step{Technique: DynamicForcingChain, Links: cellForcing, Eliminations: []Elimination{{target.Cell, 1 << 7}}}, nil,
			"remove 7 from r9c9: every candidate of r5c5 (1 and 2) leads to r9c9 not being 7 — if r5c5 is 1, then r9c9 is not 7; if r5c5 is 2, then r5c9 is not 2, so r9c9 is 2, then r9c9 is not 7 (dynamic cell forcing chain)"},
	} {
		if got := ExplainWith(tt.s, tt.cand); got != tt.want {
			t.Errorf("ExplainWith(%s)\n got %s\nwant %s", tt.s, got, tt.want)
		}
	}
}

// TestPathTextShortens checks that a chain's main line is worded whole up
// to four links and shortened after, with the count of links left out.
func TestPathTextShortens(t *testing.T) {
	ns := []ChainNode{node("r1c1", 1, true)}
	for i := 2; i <= 9; i++ {
		prev := ns[len(ns)-1]
		if prev.On {
			ns = append(ns, node(CellName(i-1), 1, false))
		} else {
			ns = append(ns, node(CellName(i-1), 1, true))
		}
	}
	for _, tt := range []struct {
		links int
		want  string
	}{
		{4, "if r1c1 is 1, then r1c2 is not 1, so r1c3 is 1, then r1c4 is not 1, so r1c5 is 1"},
		{5, "if r1c1 is 1, then r1c2 is not 1, and 3 steps later r1c5 is 1, then r1c6 is not 1"},
		{8, "if r1c1 is 1, then r1c2 is not 1, and 6 steps later r1c8 is not 1, so r1c9 is 1"},
	} {
		if got := pathText(chainOf(0, ns[:tt.links+1]...)); got != tt.want {
			t.Errorf("%d links:\n got %s\nwant %s", tt.links, got, tt.want)
		}
	}
}

// TestExclusionOfNeedsItsCandidates checks that aligned exclusion is not
// worded from candidates on which its step does not hold.
func TestExclusionOfNeedsItsCandidates(t *testing.T) {
	fx, err := readFixture(filepath.Join("testdata", "techniques", "aligned-triple-exclusion.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cand := fx.cand
	if _, ok := ExclusionOf(fx.want, &cand); !ok {
		t.Fatal("the fixture's own candidates are refused")
	}
	r7c1, _ := parseCell("r7c1")
	r9c8, _ := parseCell("r9c8")
	cand[r7c1], cand[r9c8] = 1<<2|1<<4|1<<5, 1<<2|1<<4|1<<5 // the excluders of r9c2=9 gone
	if xs, ok := ExclusionOf(fx.want, &cand); ok {
		t.Errorf("ExclusionOf on other candidates = %+v", xs)
	}
	if got := ExplainWith(fx.want, &cand); got != Explain(fx.want) {
		t.Errorf("ExplainWith on other candidates = %q, want %q", got, Explain(fx.want))
	}
}
