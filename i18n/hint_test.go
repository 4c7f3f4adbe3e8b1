package i18n

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TestHintWords checks that every technique has a name of its own in each
// language, and words the ladder of a naked pair in English and French.
func TestHintWords(t *testing.T) {
	for _, tq := range solver.Techniques() {
		if _, ok := techniqueNames[tq.String()]; !ok {
			t.Errorf("technique %s has no message", tq)
		}
	}
	h := model.Hint{Kind: model.HintStep, Cell: -1, Step: solver.Step{
		Technique: solver.NakedPair, Units: []uint8{1}, Cells: []uint8{11, 15}, Digits: 1<<4 | 1<<9,
		Eliminations: []solver.Elimination{{Cell: 9, Digits: 1 << 4}, {Cell: 12, Digits: 1<<4 | 1<<9}},
	}}
	for lang, want := range map[string][]string{
		"en": {"Look at row 2 (naked pair).", "r2c3 and r2c7 can only be 4 and 9, so 4 and 9 leave the other cells of row 2.",
			"Remove 4 from r2c1.", "Remove 4 and 9 from r2c4."},
		"fr": {"Regardez la ligne 2 (paire nue).", "r2c3 et r2c7 ne peuvent être que 4 et 9\u00a0: 4 et 9 quittent donc les autres cases dans la ligne 2.",
			"Enlevez 4 de r2c1."},
	} {
		c := Load(lang)
		got := c.HintLook(h) + " " + c.HintWhy(h)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", lang, got, w)
			}
		}
	}
}
