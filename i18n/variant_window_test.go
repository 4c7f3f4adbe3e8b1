package i18n

import (
	"slices"
	"strings"
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

// The guide's variant part has an entry for every variant example, with
// its name, rating and words in English and French, and words each
// example's step as a variant hint's second rung does: why, then what it
// does.
func TestVariantGuide(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		c := Load(lang)
		var keys []string
		for _, f := range c.VariantGuide() {
			if f.Name == "" || f.Text == "" {
				t.Errorf("%s: a family without its words: %+v", lang, f)
			}
			for _, e := range f.Entries {
				keys = append(keys, e.Key)
				if e.Name == "" || e.Text == "" || e.Rating == "" {
					t.Errorf("%s: %s: %+v", lang, e.Key, e)
				}
				ex, ok := solver.VariantExampleOf(e.Key)
				if !ok || ex.Step.Technique != e.Technique {
					t.Errorf("%s: %s is a %v entry, its example a %v step", lang, e.Key, e.Technique, ex.Step.Technique)
				}
				why := c.VariantGuideExample(ex)
				do := c.HintDo(solver.Step{Placements: ex.Step.Placements, Eliminations: ex.Step.Eliminations})
				if !strings.HasSuffix(why, " "+do) || len(why) <= len(do)+10 {
					t.Errorf("%s: %s is worded %q", lang, e.Key, why)
				}
			}
		}
		if !slices.Equal(keys, solver.VariantExampleKeys()) {
			t.Errorf("%s: entries %v, want %v", lang, keys, solver.VariantExampleKeys())
		}
	}
	en := Load("en")
	for key, want := range map[string]string{
		solver.ExampleDiagonal: "7 has only one place in the anti-diagonal: r6c4. Place 7 in r6c4.",
		solver.ExampleRegion:   "In region 3 at r1c8, 9 lies in row 3 only (r3c6, r3c8), so 9 leaves the other cells of row 3. Remove 9 from r3c5.",
	} {
		ex, _ := solver.VariantExampleOf(key)
		if got := en.VariantGuideExample(ex); got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
}
