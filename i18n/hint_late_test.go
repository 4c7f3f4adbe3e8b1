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
			"With 2 in r1c2, every choice for r2c2 fails: it leaves r3c1, r4c2 or r7c2 without a candidate. Remove 2 from r1c2. (aligned pair exclusion)"},
		{"aligned-triple-exclusion", "en", "Look at the cells r9c1, r9c2 and r9c3 (aligned triplet exclusion).",
			"With 9 in r9c2, every choice for r9c1 and r9c3 fails: it repeats a digit in row 9 or leaves r7c1 or r9c8 without a candidate. Remove 9 from r9c2. (aligned triplet exclusion)"},
		{"aligned-triple-exclusion", "fr", "Regardez les cases r9c1, r9c2 et r9c3 (exclusion de triplet aligné).",
			"Avec 9 en r9c2, tout choix pour r9c1 et r9c3 échoue\u00a0: il répète un chiffre dans la ligne 9 ou laisse r7c1 ou r9c8 sans candidat. Enlevez 9 de r9c2. (exclusion de triplet aligné)"},
		{"nishio-forcing-chain", "en", "Suppose r3c6 is 5 and follow the 5s alone (Nishio forcing chain).",
			"Suppose r3c6 is 5 and follow the 5s alone: then 5 would have no place left in row 4. Remove 5 from r3c6. (Nishio forcing chain)"},
		{"nishio-forcing-chain", "fr", "Supposez que r3c6 vaut 5 et ne suivez que les 5 (chaîne forcée de Nishio).",
			"Supposez que r3c6 vaut 5 et ne suivez que les 5\u00a0: alors le 5 n’aurait plus de place dans la ligne 4. Enlevez 5 de r3c6. (chaîne forcée de Nishio)"},
		{"multiple-forcing-chain-cell", "en", "Look at r6c6: try each of its candidates in turn (cell forcing chain).",
			"Look at r6c6: whichever of its candidates (2, 7 and 8) is true, r5c6 cannot be 8. Remove 8 from r5c6. (cell forcing chain)"},
		{"multiple-forcing-chain-cell", "fr", "Regardez r6c6\u00a0: essayez tour à tour chacun de ses candidats (chaîne forcée de case).",
			"Regardez r6c6\u00a0: quel que soit celui de ses candidats (2, 7 et 8) qui est vrai, r5c6 ne peut pas valoir 8. Enlevez 8 de r5c6. (chaîne forcée de case)"},
		{"multiple-forcing-chain-region", "en", "Look at the places of 2 in row 5: try each in turn (region forcing chain).",
			"Look at 2 in row 5: wherever it goes (r5c2, r5c3 or r5c9), r5c3 cannot be 1. Remove 1 from r5c3. (region forcing chain)"},
		{"multiple-forcing-chain-region", "fr", "Regardez les places du 2 dans la ligne 5\u00a0: essayez-les tour à tour (chaîne forcée de région).",
			"Regardez le 2 dans la ligne 5\u00a0: où qu’il aille (r5c2, r5c3 ou r5c9), r5c3 ne peut pas valoir 1. Enlevez 1 de r5c3. (chaîne forcée de région)"},
		{"dynamic-forcing-chain-contradiction", "en", "Suppose r8c6 is 1 and follow what it implies (contradiction forcing chain).",
			"Suppose r8c6 is 1: then 3 would have no place left in column 5. Remove 1 from r8c6. (contradiction forcing chain)"},
		{"dynamic-forcing-chain-contradiction", "fr", "Supposez que r8c6 vaut 1 et suivez-en les conséquences (chaîne forcée par contradiction).",
			"Supposez que r8c6 vaut 1\u00a0: alors le 3 n’aurait plus de place dans la colonne 5. Enlevez 1 de r8c6. (chaîne forcée par contradiction)"},
		{"dynamic-forcing-chain-double", "en", "Look at r6c3: suppose it is 6, then suppose it is not (double forcing chain).",
			"Whether r6c3 is 6 or not, r6c3 cannot be 5. Remove 5 from r6c3. (double forcing chain)"},
		{"dynamic-forcing-chain-double", "fr", "Regardez r6c3\u00a0: supposez qu’elle vaut 6, puis qu’elle ne le vaut pas (chaîne forcée double).",
			"Que r6c3 vaille 6 ou non, r6c3 ne peut pas valoir 5. Enlevez 5 de r6c3. (chaîne forcée double)"},
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
			"Look at r5c5: whichever of its candidates (1 and 2) is true, r9c9 cannot be 7. Remove 7 from r9c9. (dynamic cell forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Units: []uint8{4}, Links: region, Eliminations: []solver.Elimination{{Cell: 80, Digits: 1 << 7}}}, "fr",
			"Regardez les places du 2 dans la ligne 5\u00a0: essayez-les tour à tour (chaîne forcée dynamique de région).",
			"Regardez le 2 dans la ligne 5\u00a0: où qu’il aille (r5c5 ou r5c9), r9c9 ne peut pas valoir 7. Enlevez 7 de r9c9. (chaîne forcée dynamique de région)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: empty, Eliminations: []solver.Elimination{{Cell: 0, Digits: 1 << 5}}}, "en",
			"Suppose r1c1 is 5 and follow what it implies (contradiction forcing chain).",
			"Suppose r1c1 is 5: then r1c2 would have no candidate left. Remove 5 from r1c1. (contradiction forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: self, Placements: []solver.Placement{{Cell: 0, Digit: 5}}}, "en",
			"Suppose r1c1 is not 5 and follow what it implies (contradiction forcing chain).",
			"Suppose r1c1 is not 5: then r1c1 would turn out to be 5. Place 5 in r1c1. (contradiction forcing chain)"},
		{solver.Step{Technique: solver.DynamicForcingChain, Links: self, Placements: []solver.Placement{{Cell: 0, Digit: 5}}}, "fr",
			"Supposez que r1c1 ne vaut pas 5 et suivez-en les conséquences (chaîne forcée par contradiction).",
			"Supposez que r1c1 ne vaut pas 5\u00a0: alors r1c1 vaudrait finalement 5. Placez 5 en r1c1. (chaîne forcée par contradiction)"},
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
