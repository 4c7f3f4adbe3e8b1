package i18n

import (
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// Every technique of the variants' grader has a name in the catalogue, in
// every variant, in English and French: a score panel never shows an
// identifier.
func TestVariantTechniquesAreNamed(t *testing.T) {
	en, fr := Load("en"), Load("fr")
	for _, tech := range solver.VariantTechniques() {
		if _, ok := techniqueNames[tech.String()]; !ok {
			t.Errorf("%v has no name in the catalogue", tech)
		}
		for _, v := range solver.Variants[1:] {
			e, f := en.VariantTechniqueIn(v, tech), fr.VariantTechniqueIn(v, tech)
			if e == "" || f == "" {
				t.Errorf("%v in %v is named %q, %q", tech, v, e, f)
			}
		}
	}
	for _, c := range []struct {
		v    solver.Variant
		t    solver.VariantTechnique
		want string
	}{
		{solver.XSudoku, solver.VHiddenSingleLine, "hidden single in a line or diagonal"},
		{solver.Windoku, solver.VHiddenSingleLine, "hidden single in a line or window"},
		{solver.Jigsaw, solver.VHiddenSingleBox, "hidden single in a region"},
		{solver.Killer, solver.VHiddenSingleLine, "hidden single in a line"},
		{solver.Killer, solver.VInniesOutiesGroup, "45 rule over several houses"},
	} {
		if got := en.VariantTechniqueIn(c.v, c.t); got != c.want {
			t.Errorf("%v in %v: %q, want %q", c.t, c.v, got, c.want)
		}
	}
}
