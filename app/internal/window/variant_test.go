package window

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// newVariantGame starts an Easy game of variant v from the keyboard: Ctrl+N,
// the variant, Easy.
func (r *rig) newVariantGame(v solver.Variant) {
	r.t.Helper()
	r.press("ctrl+N")
	if r.modal() != modalVariant {
		r.t.Fatalf("Ctrl+N opened %v, want the variant chooser", r.modal())
	}
	p := r.u.modal.(*variantPanel)
	for range int(v) - p.dialog.Focused() {
		r.press(string(key.NameDownArrow))
	}
	for range p.dialog.Focused() - int(v) {
		r.press(string(key.NameUpArrow))
	}
	r.press(string(key.NameReturn))
	if r.modal() != modalLevel {
		r.t.Fatalf("choosing %v led to %v, want the level chooser", v, r.modal())
	}
	r.press(string(key.NameReturn)) // Easy is the default
	r.settle()
	g := r.u.game
	if g.State() != model.Playing || g.Variant() != v || g.Puzzle().Level() != solver.Easy {
		r.t.Fatalf("the new game: %v, %v at %v; want a %v Easy game", g.State(), g.Variant(), g.Puzzle().Level(), v)
	}
}

// A Killer game from New: the variant, then its five levels; the
// board, the status line, the hints, a save and its restore, the statistics,
// the print sheet; the next New game offers Killer first.
func TestKillerGameInTheWindow(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	r.press("ctrl+N", string(key.NameDownArrow), string(key.NameDownArrow), string(key.NameDownArrow), string(key.NameDownArrow))
	r.press(string(key.NameReturn))
	lp, ok := r.u.modal.(*levelPanel)
	if !ok || lp.variant != solver.Killer || !slices.Contains(lp.levels(), solver.Expert) || len(lp.levels()) != 5 {
		t.Fatalf("the level chooser after Killer: %#v", r.u.modal)
	}
	r.press(string(key.NameEscape))
	r.newVariantGame(solver.Killer)
	g := r.u.game
	if v := r.u.boardView(); v.Geometry == nil || len(v.Geometry.Cages) == 0 {
		t.Fatal("the board does not draw the cages")
	}
	if got := r.u.difficultyText(); !strings.HasPrefix(got, "Killer · Easy") {
		t.Fatalf("status line %q, want it to name Killer and Easy", got)
	}
	if g.Settings().LastVariant() != solver.Killer {
		t.Fatal("the settings do not remember Killer")
	}
	// Two hints applied: each a step of the variants' grader with its
	// pattern (a Killer's first are cage combinations, eliminations in
	// the notes), the panel titled with its technique and its words
	// naming a cage; what they place is the solution's, what they remove
	// is gone from the notes.
	for range 2 {
		h, err := g.FindHint()
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind != model.HintStep || h.Variant == nil {
			t.Fatalf("hint %v (kind %v): want a step of the variants' grader", h.Step, h.Kind)
		}
		r.press("H", "H")
		v := r.u.hintPanel()
		if v == nil || v.Title != capital(r.u.cat.HintName(h)) || !strings.Contains(v.Text, "-cage at r") {
			t.Fatalf("the hint panel %+v, want it titled %q and naming a cage", v, r.u.cat.HintName(h))
		}
		r.press("H")
		for _, pl := range h.Step.Placements {
			if g.Grid()[pl.Cell] != pl.Digit {
				t.Fatalf("%s holds %d after the hint, want %d", solver.CellName(int(pl.Cell)), g.Grid()[pl.Cell], pl.Digit)
			}
		}
		for _, e := range h.Step.Eliminations {
			if g.Notes(int(e.Cell))&e.Digits != 0 {
				t.Fatalf("%s keeps %v after the hint removed it", solver.CellName(int(e.Cell)), e.Digits)
			}
		}
	}
	for i := range 81 {
		if d := g.Grid()[i]; d != 0 && d != g.Puzzle().Solution[i] {
			t.Fatalf("%s holds %d after the hints, the solution %d", solver.CellName(i), d, g.Puzzle().Solution[i])
		}
	}
	sheet, err := boardSheet(r.u.cat, g, printNotes)
	if err != nil || sheet.Geometry == nil || !strings.Contains(sheet.Title, "Killer") || !canPrintBoard(r.u) {
		t.Fatalf("print sheet %q (geometry %v), err %v", sheet.Title, sheet.Geometry != nil, err)
	}
	r.now = r.now.Add(2 * time.Second)
	r.settle()
	r.u.shutdown()
	if _, err := os.Stat(dirs.GamePath()); err != nil {
		t.Fatalf("no game file: %v", err)
	}
	want := g.Grid()

	r2 := newRig(t, &dirs, nil)
	g2 := r2.u.game
	if g2.State() != model.Paused || g2.Variant() != solver.Killer || g2.Grid() != want {
		t.Fatalf("restored: %v, %v; board same %v", g2.State(), g2.Variant(), g2.Grid() == want)
	}
	if st := g2.Stats().ForVariant(solver.Killer, solver.Easy); st.Started != 1 {
		t.Fatalf("Killer Easy statistics %+v, want one game started", st)
	}
	r2.u.showStatistics()
	headings := []string{}
	for _, b := range r2.text().Blocks {
		if b.Heading != "" {
			headings = append(headings, b.Heading)
		}
	}
	if !slices.Equal(headings, []string{"Classic", "Killer"}) {
		t.Fatalf("statistics headings %q, want Classic and Killer", headings)
	}
	r2.press(string(key.NameEscape))
	r2.press("P")
	r2.press("ctrl+N")
	if r2.modal() == modalConfirm {
		r2.press(string(key.NameReturn))
	}
	if p, ok := r2.u.modal.(*variantPanel); !ok || p.dialog.Focused() != int(solver.Killer) {
		t.Fatalf("the next New game: %v, want the variant chooser on Killer", r2.modal())
	}
}

// Each variant starts from New game and its board draws it.
func TestEveryVariantFromNewGame(t *testing.T) {
	for _, v := range solver.Variants[1:] {
		t.Run(v.String(), func(t *testing.T) {
			r := newRig(t, nil, nil)
			r.newVariantGame(v)
			if geom := r.u.boardView().Geometry; geom == nil || geom.Variant != v {
				t.Fatalf("the board's geometry %v", geom)
			}
		})
	}
}

// Opening a variant's file plays its first puzzle; a broken one says why.
func TestOpenVariantFile(t *testing.T) {
	r := newRig(t, nil, nil)
	src, err := os.ReadFile("../../../widgets/testdata/variants/jigsaw.txt")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good := dir + "/jigsaw.txt"
	bad := dir + "/bad.txt"
	if err := os.WriteFile(good, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("#variant killer\ncage 99 r1c1 r1c2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.u.readFile(bad, purposeOpen)
	r.settle()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "cage") {
		t.Fatalf("a broken variant file: modal %v", r.modal())
	}
	r.press(string(key.NameEscape))
	r.u.readFile(good, purposeOpen)
	r.settle()
	g := r.u.game
	if g.State() != model.Playing || g.Variant() != solver.Jigsaw || g.Puzzle().Source != "jigsaw.txt" {
		t.Fatalf("after opening jigsaw.txt: %v, %v from %q", g.State(), g.Variant(), g.Puzzle().Source)
	}
}

// A variant file handed over as bytes (a later launch read it) plays too.
func TestHandedOverVariantBytes(t *testing.T) {
	r := newRig(t, nil, nil)
	src, err := os.ReadFile("../../../widgets/testdata/variants/killer.txt")
	if err != nil {
		t.Fatal(err)
	}
	r.u.readRequest(instance.Request{Name: "killer.txt", Data: src})
	r.settle()
	if g := r.u.game; g.State() != model.Playing || g.Variant() != solver.Killer {
		t.Fatalf("after the handed-over killer.txt: %v, %v", g.State(), g.Variant())
	}
}
