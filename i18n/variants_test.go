package i18n

import (
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// Every variant has its own name, in each language.
func TestVariantNames(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"Classic", "X-Sudoku", "Windoku", "Jigsaw", "Killer"},
		"fr": {"Classique", "Sudoku X", "Windoku", "Irrégulier", "Killer"},
	} {
		c := Load(lang)
		for i, v := range solver.Variants {
			if got := c.Variant(v); got != want[i] {
				t.Errorf("%s: %v is %q, want %q", lang, v, got, want[i])
			}
		}
	}
}
