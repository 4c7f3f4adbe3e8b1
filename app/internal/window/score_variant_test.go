package window

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
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

// A Killer's hints are listed on the score panel by the variants' grader's
// names (a cage combination, which the classic list has no name for), and
// the list survives a save and its restore.
func TestScoreNamesTheVariantHints(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	src, err := os.ReadFile("../../../widgets/testdata/variants/killer.txt")
	if err != nil {
		t.Fatal(err)
	}
	r.u.readRequest(instance.Request{Name: "killer.txt", Data: src})
	r.settle()
	r.press("H", "H") // the pattern is shown: the hint counts
	g := r.u.game
	if got := g.HintedVariant(); len(got) != 1 || got[0] != solver.VCageCombination {
		t.Fatalf("HintedVariant %v after a cage combination's hint", got)
	}
	r.now = r.now.Add(2 * time.Second)
	r.settle()
	r.u.shutdown()
	r2 := newRig(t, &dirs, nil)
	if got := r2.u.game.HintedVariant(); len(got) != 1 || got[0] != solver.VCageCombination {
		t.Fatalf("restored HintedVariant %v", got)
	}
	r2.press("P") // resume
	solveToScoreFrom(t, r2)
	v := (&scorePanel{}).view(r2.u)
	if len(v.Techniques) < 2 || v.Techniques[1] != "Techniques you asked hints for: cage combination" {
		t.Fatalf("the score panel says %q", v.Techniques)
	}
}

// solveToScoreFrom fills in the rest of the game's solution, the last digit
// from the keyboard, and waits for the score panel.
func solveToScoreFrom(t *testing.T, r *rig) {
	t.Helper()
	g := r.u.game
	sol := g.Puzzle().Solution
	last := -1
	for i := range 81 {
		if g.Grid()[i] != sol[i] {
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
	t.Fatalf("no score panel after the solve (modal %v, state %v)", r.modal(), g.State())
}
