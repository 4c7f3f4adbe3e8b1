package solver

import (
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
// puzzles: each line names the cells the step changes and the technique.
func TestExplainEveryStep(t *testing.T) {
	for _, g := range testPuzzles(t, 40) {
		steps, err := LogicalSteps(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range steps {
			line := Explain(s)
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
		}
	}
}
