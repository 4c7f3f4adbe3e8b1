package window

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/model"
)

// solveToScore opens a variant test puzzle (widgets' testdata), fills in
// its solution, the last digit from the keyboard, and waits for the score
// panel.
func solveToScore(t *testing.T, r *rig, name string) {
	t.Helper()
	src, err := os.ReadFile("../../../widgets/testdata/variants/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	r.u.readRequest(instance.Request{Name: name + ".txt", Data: src})
	r.settle()
	g := r.u.game
	if g.State() != model.Playing {
		t.Fatalf("%s: %v", name, g.State())
	}
	sol := g.Puzzle().Solution
	last := -1
	for i := range 81 {
		if g.Grid()[i] == 0 {
			if last >= 0 {
				if err := g.Place(last, sol[last]); err != nil {
					t.Fatal(err)
				}
			}
			last = i
		}
	}
	r.frame()
	r.selectCell(last)
	r.press(string(rune('0' + sol[last])))
	for range 200 {
		if r.modal() == modalScore {
			return
		}
		r.now = r.now.Add(50 * time.Millisecond)
		r.frame()
	}
	t.Fatalf("%s: no score panel after the solve (modal %v, state %v)", name, r.modal(), g.State())
}

// The score panel of a variant game lists the techniques its grade needed
// by their names in the catalogue: Killer's own (cage combination, innies
// and outies), and the singles named by the variant's houses; in English
// and in French, and the screen reader hears the same.
func TestScoreNamesTheVariantTechniques(t *testing.T) {
	cases := []struct {
		puzzle, locale string
		want           []string
	}{
		{"killer", "en", []string{"Techniques the puzzle needed: full house, hidden single, hidden single in a line, direct pointing, direct hidden pair, cage combination, naked single, innies and outies"}},
		{"killer", "fr", []string{"combinaison de cage", "règle des 45"}},
		{"x", "en", []string{"hidden single in a line or diagonal", "pointing"}},
		{"windoku", "en", []string{"hidden single in a line or window", "claiming"}},
		{"windoku", "fr", []string{"singleton caché dans une ligne ou une fenêtre"}},
		{"jigsaw", "en", []string{"hidden single in a region", "hidden single in a line", "pointing"}},
	}
	for _, c := range cases {
		t.Run(c.puzzle+"-"+c.locale, func(t *testing.T) {
			r := newRig(t, nil, func(cfg *uiConfig) { cfg.Locale = c.locale })
			solveToScore(t, r, c.puzzle)
			v := (&scorePanel{}).view(r.u)
			if len(v.Techniques) == 0 {
				t.Fatal("the score panel lists no technique")
			}
			needed := v.Techniques[0]
			for _, w := range c.want {
				if !strings.Contains(needed, w) {
					t.Errorf("the score panel says %q, want %q in it", needed, w)
				}
			}
			// Every technique of the grade is named, none by its identifier.
			if n := strings.Count(needed, ",") + 1; n != len(r.u.game.Puzzle().Grade.Techniques) {
				t.Errorf("%d techniques named in %q, the grade has %d", n, needed, len(r.u.game.Puzzle().Grade.Techniques))
			}
			if strings.Contains(needed, "-") {
				t.Errorf("an identifier in %q", needed)
			}
			ap := (r.u.modal.(*scorePanel)).access(r.u)
			if !strings.Contains(strings.Join(ap.Text, "\n"), needed) {
				t.Errorf("the reader does not hear %q", needed)
			}
		})
	}
}
