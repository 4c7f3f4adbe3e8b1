package i18n

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// TestGuideCoversEveryTechnique checks that the guide lists every technique
// once, with its rating and words of its own in every language, the
// families easiest first and the techniques of each easiest first.
func TestGuideCoversEveryTechnique(t *testing.T) {
	for _, lang := range Languages() {
		c := Load(lang)
		seen := map[solver.Technique]int{}
		texts := map[string]solver.Technique{}
		last := 0.0
		for _, f := range c.Guide() {
			if len(f.Techniques) == 0 || f.Name == "" || f.Text == "" {
				t.Errorf("%s: family %q is empty", lang, f.Name)
				continue
			}
			if r := f.Techniques[0].Technique.Rating(); r < last {
				t.Errorf("%s: family %q (%.1f) comes after a harder one (%.1f)", lang, f.Name, r, last)
			} else {
				last = r
			}
			prev := 0.0
			for _, e := range f.Techniques {
				tq := e.Technique
				seen[tq]++
				if tq.Rating() < prev {
					t.Errorf("%s: %s comes after a harder technique of %q", lang, tq, f.Name)
				}
				prev = tq.Rating()
				if e.Name != c.TechniqueName(tq) {
					t.Errorf("%s: %s is named %q", lang, tq, e.Name)
				}
				if want := c.Decimal(tq.Rating(), 1); !strings.HasPrefix(e.Rating, want) || (e.Rating != want) != tq.RatingGrows() {
					t.Errorf("%s: %s is rated %q (least %s, grows %v)", lang, tq, e.Rating, want, tq.RatingGrows())
				}
				if strings.Count(e.Text, ". ") < 1 {
					t.Errorf("%s: %s: %q is not two or three sentences", lang, tq, e.Text)
				}
				if other, dup := texts[e.Text]; dup {
					t.Errorf("%s: %s has the words of %s", lang, tq, other)
				}
				texts[e.Text] = tq
			}
		}
		for _, tq := range solver.Techniques() {
			if seen[tq] != 1 {
				t.Errorf("%s: %s is listed %d times", lang, tq, seen[tq])
			}
		}
	}
}

// TestGuideExample checks the words under an example board: the hint's
// explanation of its step, without the technique's name.
func TestGuideExample(t *testing.T) {
	for _, lang := range Languages() {
		c := Load(lang)
		for _, tq := range solver.Techniques() {
			e, ok := tq.Example()
			if !ok {
				t.Fatalf("no example of %s", tq)
			}
			got := c.GuideExample(e.Step, &e.Candidates)
			name := c.T(HintDoName, c.TechniqueName(tq))
			if strings.HasSuffix(got, name) {
				t.Errorf("%s: %s: %q ends with the technique's name", lang, tq, got)
			}
			if !strings.Contains(got, c.HintDo(e.Step)) {
				t.Errorf("%s: %s: %q does not say what the step does (%q)", lang, tq, got, c.HintDo(e.Step))
			}
		}
	}
}
