package i18n

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TestExplainWords words hand-made steps of each family as the command
// line's explain prints them: what the step does, why, then its name.
func TestExplainWords(t *testing.T) {
	type el = solver.Elimination
	type pl = solver.Placement
	n := func(cell, d uint8, on bool) solver.ChainNode { return solver.ChainNode{Cell: cell, Digit: d, On: on} }
	tests := []struct {
		s    solver.Step
		want string
	}{
		{solver.Step{Technique: solver.FullHouse, Units: []uint8{4}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []pl{{Cell: 39, Digit: 7}}},
			"Place 7 in r5c4. r5c4 is the last empty cell in row 5: it takes 7. (full house)"},
		{solver.Step{Technique: solver.HiddenSingleBox, Units: []uint8{22}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []pl{{Cell: 39, Digit: 7}}},
			"Place 7 in r5c4. 7 has only one place in box 5: r5c4. (hidden single)"},
		{solver.Step{Technique: solver.HiddenSingleLine, Units: []uint8{12}, Cells: []uint8{39}, Digits: 1 << 7, Placements: []pl{{Cell: 39, Digit: 7}}},
			"Place 7 in r5c4. 7 has only one place in column 4: r5c4. (hidden single in a line)"},
		{solver.Step{Technique: solver.NakedSingle, Cells: []uint8{80}, Digits: 1 << 2, Placements: []pl{{Cell: 80, Digit: 2}}},
			"Place 2 in r9c9. r9c9 can only be 2. (naked single)"},
		{solver.Step{Technique: solver.DirectPointing, Units: []uint8{20, 2, 19}, Cells: []uint8{25, 26}, Digits: 1 << 4, Placements: []pl{{Cell: 5, Digit: 4}}},
			"Place 4 in r1c6. In box 3, 4 lies in row 3 only (r3c8, r3c9), so 4 leaves the other cells of row 3. That leaves 4 a single place in box 2. (direct pointing)"},
		{solver.Step{Technique: solver.DirectHiddenPair, Units: []uint8{16}, Cells: []uint8{25, 34}, Digits: 1<<4 | 1<<9, Placements: []pl{{Cell: 52, Digit: 3}}},
			"Place 3 in r6c8. In column 8, 4 and 9 fit only in r3c8 and r4c8, so those cells lose their other candidates. That leaves 3 a single place in column 8. (direct hidden pair)"},
		{solver.Step{Technique: solver.Pointing, Units: []uint8{24, 9}, Cells: []uint8{54, 63}, Digits: 1 << 6, Eliminations: []el{{Cell: 27, Digits: 1 << 6}, {Cell: 36, Digits: 1 << 6}}},
			"Remove 6 from r4c1 and r5c1. In box 7, 6 lies in column 1 only (r7c1, r8c1), so 6 leaves the other cells of column 1. (pointing)"},
		{solver.Step{Technique: solver.NakedPair, Units: []uint8{0}, Cells: []uint8{0, 4}, Digits: 1<<1 | 1<<2,
			Eliminations: []el{{Cell: 1, Digits: 1<<1 | 1<<2}, {Cell: 2, Digits: 1 << 2}}},
			"Remove 1 and 2 from r1c2. Remove 2 from r1c3. r1c1 and r1c5 can only be 1 and 2, so 1 and 2 leave the other cells of row 1. (naked pair)"},
		{solver.Step{Technique: solver.XWing, Units: []uint8{10, 15, 1, 3}, Cells: []uint8{10, 15, 28, 33}, Digits: 1 << 7,
			Eliminations: []el{{Cell: 17, Digits: 1 << 7}}},
			"Remove 7 from r2c9. In columns 2 and 7, 7 lies only in rows 2 and 4 (r2c2, r2c7, r4c2, r4c7), so 7 leaves the other cells of rows 2 and 4. Columns 2 and 7: the base; rows 2 and 4: the cover. (X-Wing)"},
		{solver.Step{Technique: solver.FromSolution, Cells: []uint8{6}, Digits: 1 << 3, Placements: []pl{{Cell: 6, Digit: 3}}},
			"Place 3 in r1c7. No technique the solver knows applies here: the digit comes from the solution. (cell from the solution)"},
		// Without the candidates, the pivot is the cell that sees both
		// others.
		{solver.Step{Technique: solver.XYWing, Cells: []uint8{5, 12, 15}, Digits: 1<<2 | 1<<5 | 1<<8, Eliminations: []el{{Cell: 7, Digits: 1 << 2}}},
			"Remove 2 from r1c8. Whatever r2c4 takes, one of r1c6 and r2c7 is 2, so 2 leaves every cell that sees them all. r2c4 is the pivot; r1c6 and r2c7 are the pincers. (XY-Wing)"},
		{solver.Step{Technique: solver.XYZWing, Cells: []uint8{5, 12, 15}, Digits: 1<<2 | 1<<5 | 1<<8, Eliminations: []el{{Cell: 13, Digits: 1 << 2}}},
			"Remove 2 from r2c5. Whatever r2c4 takes, it or one of r1c6 and r2c7 is 2, so 2 leaves every cell that sees all three. r2c4 is the pivot; r1c6 and r2c7 are the pincers. (XYZ-Wing)"},
		{solver.Step{Technique: solver.BUG2, Cells: []uint8{48, 79}, Digits: 1 << 8, Eliminations: []el{{Cell: 52, Digits: 1 << 8}}},
			"Remove 8 from r6c8. If r6c4 and r9c8 lost their extra candidates, every cell left would have two and the puzzle two solutions. (BUG type 2)"},
		// A chain, node by node: "then" for a weak link, "so" for a strong one.
		{solver.Step{Technique: solver.ForcingXChain, Cells: []uint8{4, 22, 76}, Digits: 1 << 5, Eliminations: []el{{Cell: 4, Digits: 1 << 5}},
			Links: []solver.Link{
				{From: n(4, 5, true), To: n(22, 5, false)},
				{From: n(22, 5, false), To: n(76, 5, true), Strong: true},
				{From: n(76, 5, true), To: n(4, 5, false)},
			}},
			"Remove 5 from r1c5. If r1c5 is 5, then r3c5 is not 5, so r9c5 is 5, then r1c5 is not 5. (forcing X-chain)"},
		// Several chains, numbered; a node with two parents starts a clause.
		{solver.Step{Technique: solver.ForcingChain, Placements: []pl{{Cell: 0, Digit: 1}},
			Links: []solver.Link{
				{From: n(0, 2, true), To: n(1, 2, false)},
				{From: n(0, 3, true), To: n(1, 3, false), Chain: 1},
				{From: n(2, 4, false), To: n(1, 4, true), Strong: true, Chain: 1},
			}},
			"Place 1 in r1c1. Either (1) if r1c1 is 2, then r1c2 is not 2; or (2) if r1c1 is 3, then r1c2 is not 3; and if r1c3 is not 4, then r1c2 is 4. (forcing chain)"},
		// A technique without a wording of its own: from its cells.
		{solver.Step{Technique: solver.Technique(200), Cells: []uint8{0, 4}, Eliminations: []el{{Cell: 8, Digits: 1 << 1}}},
			"Remove 1 from r1c9. The pattern of r1c1 and r1c5 decides it. (technique(200))"},
	}
	en := English()
	for _, tt := range tests {
		if got := en.Explain(solver.ArgumentOf(tt.s, nil)); got != tt.want {
			t.Errorf("Explain(%s)\n got %s\nwant %s", tt.s, got, tt.want)
		}
	}
	// French, through the same sentences.
	fr := Load("fr")
	got := fr.Explain(solver.ArgumentOf(tests[len(tests)-3].s, nil))
	want := "Enlevez 5 de r1c5. Si r1c5 vaut 5, alors r3c5 ne vaut pas 5, donc r9c5 vaut 5, alors r1c5 ne vaut pas 5. (chaîne X forcée)"
	if got != want {
		t.Errorf("French chain:\n got %s\nwant %s", got, want)
	}
}

// TestChainWordsShorten checks that a forcing chain's branch is worded
// whole up to four links and shortened after, with the count of links
// left out (one "step", several "steps").
func TestChainWordsShorten(t *testing.T) {
	var ns []solver.ChainNode
	for i := 0; i <= 8; i++ {
		ns = append(ns, solver.ChainNode{Cell: uint8(i), Digit: 1, On: i%2 == 0})
	}
	en := English()
	for _, tt := range []struct {
		links int
		want  string
	}{
		{4, "if r1c1 is 1, then r1c2 is not 1, so r1c3 is 1, then r1c4 is not 1, so r1c5 is 1"},
		{5, "if r1c1 is 1, then r1c2 is not 1, and 3 steps later r1c5 is 1, then r1c6 is not 1"},
		{8, "if r1c1 is 1, then r1c2 is not 1, and 6 steps later r1c8 is not 1, so r1c9 is 1"},
	} {
		if got := en.path(links(0, ns[:tt.links+1]...)); got != tt.want {
			t.Errorf("%d links:\n got %s\nwant %s", tt.links, got, tt.want)
		}
	}
}

// TestChainWordsNested checks that a nested forcing chain's link (an OFF
// node to an OFF node: a candidate ruled out inside the chain) says that
// it rests on what the branch removed, in English and in French.
func TestChainWordsNested(t *testing.T) {
	ls := []solver.Link{
		{From: solver.ChainNode{Cell: 0, Digit: 1, On: true}, To: solver.ChainNode{Cell: 1, Digit: 1}},
		{From: solver.ChainNode{Cell: 1, Digit: 1}, To: solver.ChainNode{Cell: 20, Digit: 4}},
	}
	for _, tt := range []struct {
		c    *Catalog
		want string
	}{
		{English(), "if r1c1 is 1, then r1c2 is not 1; with the candidates this branch has removed, r3c3 is not 4"},
		{Load("fr"), "si r1c1 vaut 1, alors r1c2 ne vaut pas 1\u202f; avec les candidats que cette branche a retirés, r3c3 ne vaut pas 4"},
	} {
		if got := tt.c.chain(ls); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}

// TestOneWording words every step of the solver's path on the technique
// examples' puzzles twice, as the command line's explain and as the
// hint's second rung, in each language: both say the same sentences
// (what, why, name against why, what, name), name every cell the step
// changes, and hold no English word in French.
func TestOneWording(t *testing.T) {
	for _, lang := range Languages() {
		c := Load(lang)
		for _, tq := range solver.Techniques() {
			e, ok := tq.Example()
			if !ok {
				t.Fatalf("no example of %s", tq)
			}
			a := solver.ArgumentOf(e.Step, &e.Candidates)
			do, why, name := c.HintDo(e.Step), c.StepWhy(a), c.T(HintDoName, c.StepName(a))
			if got, want := c.Explain(a), do+" "+why+" "+name; got != want {
				t.Errorf("%s %s: explain %q, want %q", lang, tq, got, want)
			}
			h := model.Hint{Kind: model.HintStep, Cell: -1, Step: e.Step, Notes: e.Candidates}
			if got, want := c.HintWhy(h), why+" "+do+" "+name; got != want {
				t.Errorf("%s %s: hint %q, want %q", lang, tq, got, want)
			}
			line := c.Explain(a)
			for _, p := range e.Step.Placements {
				if !strings.Contains(line, solver.CellName(int(p.Cell))) {
					t.Errorf("%s %s: %q does not name %s", lang, tq, line, solver.CellName(int(p.Cell)))
				}
			}
			for _, el := range e.Step.Eliminations {
				if !strings.Contains(line, solver.CellName(int(el.Cell))) {
					t.Errorf("%s %s: %q does not name %s", lang, tq, line, solver.CellName(int(el.Cell)))
				}
			}
			if lang == "fr" {
				for _, w := range []string{" the ", " is ", " if ", " then ", "Remove", "Place "} {
					if strings.Contains(line, w) {
						t.Errorf("fr %s: %q holds %q", tq, line, w)
					}
				}
			}
		}
	}
}

// TestXYZWingReadsTrue plays the path of the Expert grid where the XYZ-Wing
// hint once said "one of r4c8 and r6c4 is 1" (false when the pivot r4c6
// is 1 itself) up to its XYZ-Wing: its words now name the pivot among the
// cells that may hold 1, name the roles, go through the three cases, and
// every claim of them checks on the position.
func TestXYZWingReadsTrue(t *testing.T) {
	g, err := solver.Parse("200080070000000300004003082000500800021306540003008000350400600007000000060090004")
	if err != nil {
		t.Fatal(err)
	}
	steps, err := solver.LogicalSteps(g)
	if err != nil {
		t.Fatal(err)
	}
	l, err := solver.NewLogic(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		var cand [81]solver.Mask
		for c := range cand {
			cand[c] = l.Candidates(c)
		}
		if err := l.Apply(s); err != nil {
			t.Fatal(err)
		}
		if s.Technique != solver.XYZWing {
			continue
		}
		a := solver.ArgumentOf(s, &cand)
		if err := solver.CheckArgument(a); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		got := English().StepWhy(a)
		want := "Whatever r4c6 takes, it or one of r4c8 and r6c4 is 1, so 1 leaves every cell that sees all three. " +
			"r4c6 is the pivot; r4c8 and r6c4 are the pincers. If r4c6 is 1, it is the 1 itself. " +
			"If r4c6 is 2, then r4c8 is not 2, so r4c8 is 1. If r4c6 is 9, then r6c4 is not 9, so r6c4 is 1."
		if got != want {
			t.Fatalf("XYZ-Wing worded\n %s\nwant\n %s", got, want)
		}
		return
	}
	t.Fatal("no XYZ-Wing on the path")
}

// TestStepWhyRefusesFalseClaims: a step whose claims do not hold on its
// candidates (here a hidden single moved to another cell of its box) is
// not told with the false sentence.
func TestStepWhyRefusesFalseClaims(t *testing.T) {
	e, ok := solver.HiddenSingleBox.Example()
	if !ok {
		t.Fatal("no example")
	}
	a := solver.ArgumentOf(e.Step, &e.Candidates)
	en := English()
	if why := en.StepWhy(a); !strings.Contains(why, "has only one place") {
		t.Fatalf("the true step worded %q", why)
	}
	s := e.Step
	s.Cells = []uint8{s.Cells[0] ^ 1}
	bad := solver.ArgumentOf(s, &e.Candidates)
	if solver.CheckArgument(bad) == nil {
		t.Fatal("a hidden single in the wrong cell checks")
	}
	if why := en.StepWhy(bad); strings.Contains(why, "has only one place") {
		t.Fatalf("a false claim is told: %q", why)
	}
}
