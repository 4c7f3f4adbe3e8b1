package i18n

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// fixtureHint works out the hint of a technique fixture of the solver
// (../solver/testdata/techniques: its grid and pencil marks) as the
// ladder does: the solver's next step on those candidates.
func fixtureHint(t *testing.T, name string) model.Hint {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "solver", "testdata", "techniques", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var grid solver.Grid
	var cand [81]solver.Mask
	for i := range cand {
		cand[i] = solver.AllDigits
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		key, val, _ := strings.Cut(sc.Text(), ":")
		val = strings.ReplaceAll(strings.TrimSpace(val), " ", "")
		switch key {
		case "grid":
			if grid, err = solver.Parse(val); err != nil {
				t.Fatal(err)
			}
		case "pencil":
			for c := range cand {
				cand[c] = 0
				for d := 1; d <= 9; d++ {
					if val[c*9+d-1] == byte('0'+d) {
						cand[c] |= 1 << d
					}
				}
			}
		}
	}
	l, err := solver.NewLogicCandidates(grid, &cand)
	if err != nil {
		t.Fatal(err)
	}
	s, ok := l.Next()
	if !ok {
		t.Fatalf("%s: no step", name)
	}
	h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s}
	for c := range h.Notes {
		h.Notes[c] = l.Candidates(c)
	}
	return h
}

// TestHintWordsLate words both rungs of a hint for each technique after
// row 20, in English and French: the solver's fixtures for aligned
// exclusion, Nishio, the static forcing chains and the dynamic
// contradiction and double forcing chains.
func TestHintWordsLate(t *testing.T) {
	tests := []struct {
		fixture, lang, look, why string
	}{
		{"aligned-pair-exclusion", "en", "Look at the cells r1c2 and r2c2 (aligned pair exclusion).",
			"With 2 in r1c2, every choice for r2c2 (689) fails: it leaves r3c1 (26), r4c2 (29) or r7c2 (28) without a candidate. Remove 2 from r1c2. (aligned pair exclusion)"},
		{"aligned-triple-exclusion", "en", "Look at the cells r9c1, r9c2 and r9c3 (aligned triplet exclusion).",
			"With 9 in r9c2, every choice for r9c1 (1679) and r9c3 (16) fails: it repeats a digit in row 9 or leaves r7c1 (79) or r9c8 (69) without a candidate. Remove 9 from r9c2. (aligned triplet exclusion)"},
		{"aligned-triple-exclusion", "fr", "Regardez les cases r9c1, r9c2 et r9c3 (exclusion de triplet aligné).",
			"Avec 9 en r9c2, tout choix pour r9c1 (1679) et r9c3 (16) échoue\u00a0: il répète un chiffre dans la ligne 9 ou laisse r7c1 (79) ou r9c8 (69) sans candidat. Enlevez 9 de r9c2. (exclusion de triplet aligné)"},
		{"nishio-forcing-chain", "en", "Suppose r3c6 is 5 and follow the 5s alone (Nishio forcing chain).",
			"Suppose r3c6 is 5 and follow the 5s alone: then 5 would have no place left in row 4. If r3c6 is 5, then r4c6 is not 5, so r4c9 is 5. If r3c6 is 5, then r1c5 is not 5, so r1c9 is 5, then r4c9 is not 5. Remove 5 from r3c6. (Nishio forcing chain)"},
		{"nishio-forcing-chain", "fr", "Supposez que r3c6 vaut 5 et ne suivez que les 5 (chaîne forcée de Nishio).",
			"Supposez que r3c6 vaut 5 et ne suivez que les 5\u00a0: alors le 5 n’aurait plus de place dans la ligne 4. Si r3c6 vaut 5, alors r4c6 ne vaut pas 5, donc r4c9 vaut 5. Si r3c6 vaut 5, alors r1c5 ne vaut pas 5, donc r1c9 vaut 5, alors r4c9 ne vaut pas 5. Enlevez 5 de r3c6. (chaîne forcée de Nishio)"},
		{"multiple-forcing-chain-cell", "en", "Look at r6c6: try each of its candidates in turn (cell forcing chain).",
			"Whichever candidate of r6c6 (2, 7 and 8) is true, r5c6 cannot be 8. If r6c6 is 2, then r6c4 is not 2, so r6c4 is 8, then r5c6 is not 8. If r6c6 is 7, then r6c5 is not 7, and 3 steps later r7c6 is 8, then r5c6 is not 8. If r6c6 is 8, then r5c6 is not 8. Remove 8 from r5c6. (cell forcing chain)"},
		{"multiple-forcing-chain-cell", "fr", "Regardez r6c6\u00a0: essayez tour à tour chacun de ses candidats (chaîne forcée de case).",
			"Quel que soit le candidat de r6c6 (2, 7 et 8) qui est vrai, r5c6 ne peut pas valoir 8. Si r6c6 vaut 2, alors r6c4 ne vaut pas 2, donc r6c4 vaut 8, alors r5c6 ne vaut pas 8. Si r6c6 vaut 7, alors r6c5 ne vaut pas 7, et 3 étapes plus loin r7c6 vaut 8, alors r5c6 ne vaut pas 8. Si r6c6 vaut 8, alors r5c6 ne vaut pas 8. Enlevez 8 de r5c6. (chaîne forcée de case)"},
		{"multiple-forcing-chain-region", "en", "Look at the places of 2 in row 5: try each in turn (region forcing chain).",
			"Wherever 2 goes in row 5 (r5c2, r5c3 or r5c9), r5c3 cannot be 1. If r5c2 is 2, then r4c3 is not 2, so r4c3 is 1, then r5c3 is not 1. If r5c3 is 2, then r5c3 is not 1. If r5c9 is 2, then r5c9 is not 3, so r5c3 is 3, then r5c3 is not 1. Remove 1 from r5c3. (region forcing chain)"},
		{"multiple-forcing-chain-region", "fr", "Regardez les places du 2 dans la ligne 5\u00a0: essayez-les tour à tour (chaîne forcée de région).",
			"Où que le 2 aille dans la ligne 5 (r5c2, r5c3 ou r5c9), r5c3 ne peut pas valoir 1. Si r5c2 vaut 2, alors r4c3 ne vaut pas 2, donc r4c3 vaut 1, alors r5c3 ne vaut pas 1. Si r5c3 vaut 2, alors r5c3 ne vaut pas 1. Si r5c9 vaut 2, alors r5c9 ne vaut pas 3, donc r5c3 vaut 3, alors r5c3 ne vaut pas 1. Enlevez 1 de r5c3. (chaîne forcée de région)"},
		{"dynamic-forcing-chain-contradiction", "en", "Suppose r8c6 is 1 and follow what it implies (contradiction forcing chain).",
			"Suppose r8c6 is 1: then 3 would have no place left in column 5. If r8c6 is 1, then r7c6 is not 1, so r7c6 is 3, then r9c5 is not 3, so r3c5 is 3. If r8c6 is 1, then r9c5 is not 1, so r3c5 is 1, then r3c5 is not 3. Remove 1 from r8c6. (contradiction forcing chain)"},
		{"dynamic-forcing-chain-contradiction", "fr", "Supposez que r8c6 vaut 1 et suivez-en les conséquences (chaîne forcée par contradiction).",
			"Supposez que r8c6 vaut 1\u00a0: alors le 3 n’aurait plus de place dans la colonne 5. Si r8c6 vaut 1, alors r7c6 ne vaut pas 1, donc r7c6 vaut 3, alors r9c5 ne vaut pas 3, donc r3c5 vaut 3. Si r8c6 vaut 1, alors r9c5 ne vaut pas 1, donc r3c5 vaut 1, alors r3c5 ne vaut pas 3. Enlevez 1 de r8c6. (chaîne forcée par contradiction)"},
		{"dynamic-forcing-chain-double", "en", "Look at r6c3: suppose it is 6, then suppose it is not (double forcing chain).",
			"Whether r6c3 is 6 or not, r6c3 cannot be 5. If r6c3 is 6, then r6c3 is not 5. If r6c3 is not 6, then r1c3 is 6, and 6 steps later r6c3 is 4, then r6c3 is not 5. Remove 5 from r6c3. (double forcing chain)"},
		{"dynamic-forcing-chain-double", "fr", "Regardez r6c3\u00a0: supposez qu’elle vaut 6, puis qu’elle ne le vaut pas (chaîne forcée double).",
			"Que r6c3 vaille 6 ou non, r6c3 ne peut pas valoir 5. Si r6c3 vaut 6, alors r6c3 ne vaut pas 5. Si r6c3 ne vaut pas 6, alors r1c3 vaut 6, et 6 étapes plus loin r6c3 vaut 4, alors r6c3 ne vaut pas 5. Enlevez 5 de r6c3. (chaîne forcée double)"},
	}
	for _, tt := range tests {
		h := fixtureHint(t, tt.fixture)
		c := Load(tt.lang)
		if got := c.HintLook(h); got != tt.look {
			t.Errorf("%s %s, rung 1:\n got %q\nwant %q", tt.fixture, tt.lang, got, tt.look)
		}
		if got := c.HintWhy(h); got != tt.why {
			t.Errorf("%s %s, rung 2:\n got %q\nwant %q", tt.fixture, tt.lang, got, tt.why)
		}
	}
}

// TestHintWordsBUG words a BUG's second rung with one cell and with two:
// "its" for one, "their" for several, in both languages.
func TestHintWordsBUG(t *testing.T) {
	tests := []struct{ fixture, lang, prefix string }{
		{"bug-1", "en", "If r6c3 lost its extra candidates, every cell left would have two"},
		{"bug-1", "fr", "Si r6c3 perdait ses candidats en trop,"},
		{"bug-2", "en", "If r2c5 and r3c7 lost their extra candidates, every cell left would have two"},
		{"bug-2", "fr", "Si r2c5 et r3c7 perdaient leurs candidats en trop,"},
	}
	for _, tt := range tests {
		got := Load(tt.lang).HintWhy(fixtureHint(t, tt.fixture))
		if !strings.HasPrefix(got, tt.prefix) {
			t.Errorf("%s %s:\n got %q\nwant it to start %q", tt.fixture, tt.lang, got, tt.prefix)
		}
	}
}

// on and off build chain nodes for the tests.
func on(cell uint8, d uint8) solver.ChainNode {
	return solver.ChainNode{Cell: cell, Digit: d, On: true}
}
func off(cell uint8, d uint8) solver.ChainNode { return solver.ChainNode{Cell: cell, Digit: d} }

// links joins nodes into chain k, ON to OFF weak, OFF to ON strong.
func links(k uint8, ns ...solver.ChainNode) []solver.Link {
	var ls []solver.Link
	for i := 1; i < len(ns); i++ {
		ls = append(ls, solver.Link{From: ns[i-1], To: ns[i], Strong: ns[i].On, Chain: k})
	}
	return ls
}

// TestHintWordsDynamicShapes words the dynamic forcing chains the
// fixtures do not hold, from hand-made chains: cell and region forcing
// chains, and contradictions that empty a cell or turn on their own
// assumption. Cells: r1c1 = 0, r1c2 = 1, r2c1 = 9, r5c5 = 40, r9c9 = 80.
func TestHintWordsDynamicShapes(t *testing.T) {
	target := off(80, 7)
	cell := append(links(0, on(40, 1), target), links(1, on(40, 2), off(44, 2), on(80, 2), target)...)
	region := append(links(0, on(40, 2), off(44, 2), on(80, 2), target), links(1, on(44, 2), off(80, 2), on(80, 1), target)...)
	empty := append(links(0, on(0, 5), off(1, 5), on(1, 8)), links(1, on(0, 5), off(9, 5), on(9, 8), off(1, 8))...)
	self := links(1, off(0, 5), on(1, 5), off(1, 8), on(9, 8), off(0, 8), on(0, 5))
	tests := []struct {
		s               solver.Step
		lang, look, why string
	}{
		{solver.Step{Technique: solver.DynamicForcingChain, Links: cell, Eliminations: []solver.Elimination{{Cell: 80, Digits: 1 << 7}}}, "en",
			"Look at r5c5: try each of its candidates in turn (dynamic cell forcing chain).",
			"Whichever candidate of r5c5 (1 and 2) is true, r9c9 cannot be 7. If r5c5 is 1, then r9c9 is not 7. If r5c5 is 2, then r5c9 is not 2, so r9c9 is 2, then r9c9 is not 7. Remove 7 from r9c9. (dynamic cell forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Units: []uint8{4}, Links: region, Eliminations: []solver.Elimination{{Cell: 80, Digits: 1 << 7}}}, "fr",
			"Regardez les places du 2 dans la ligne 5\u00a0: essayez-les tour à tour (chaîne forcée dynamique de région).",
			"Où que le 2 aille dans la ligne 5 (r5c5 ou r5c9), r9c9 ne peut pas valoir 7. Si r5c5 vaut 2, alors r5c9 ne vaut pas 2, donc r9c9 vaut 2, alors r9c9 ne vaut pas 7. Si r5c9 vaut 2, alors r9c9 ne vaut pas 2, donc r9c9 vaut 1, alors r9c9 ne vaut pas 7. Enlevez 7 de r9c9. (chaîne forcée dynamique de région)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: empty, Eliminations: []solver.Elimination{{Cell: 0, Digits: 1 << 5}}}, "en",
			"Suppose r1c1 is 5 and follow what it implies (contradiction forcing chain).",
			"Suppose r1c1 is 5: then r1c2 would have no candidate left. If r1c1 is 5, then r1c2 is not 5, so r1c2 is 8. If r1c1 is 5, then r2c1 is not 5, so r2c1 is 8, then r1c2 is not 8. Remove 5 from r1c1. (contradiction forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: self, Placements: []solver.Placement{{Cell: 0, Digit: 5}}}, "en",
			"Suppose r1c1 is not 5 and follow what it implies (contradiction forcing chain).",
			"Suppose r1c1 is not 5: then r1c1 would turn out to be 5. If r1c1 is not 5, then r1c2 is 5, and 3 steps later r1c1 is not 8, so r1c1 is 5. Place 5 in r1c1. (contradiction forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: self, Placements: []solver.Placement{{Cell: 0, Digit: 5}}}, "fr",
			"Supposez que r1c1 ne vaut pas 5 et suivez-en les conséquences (chaîne forcée par contradiction).",
			"Supposez que r1c1 ne vaut pas 5\u00a0: alors r1c1 vaudrait finalement 5. Si r1c1 ne vaut pas 5, alors r1c2 vaut 5, et 3 étapes plus loin r1c1 ne vaut pas 8, donc r1c1 vaut 5. Placez 5 en r1c1. (chaîne forcée par contradiction)"},
	}
	for _, tt := range tests {
		h := model.Hint{Kind: model.HintStep, Cell: -1, Step: tt.s}
		c := Load(tt.lang)
		if got := c.HintLook(h); got != tt.look {
			t.Errorf("%s %s, rung 1:\n got %q\nwant %q", tt.s, tt.lang, got, tt.look)
		}
		if got := c.HintWhy(h); got != tt.why {
			t.Errorf("%s %s, rung 2:\n got %q\nwant %q", tt.s, tt.lang, got, tt.why)
		}
	}
}
