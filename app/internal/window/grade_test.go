package window

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// Two puzzles of solver/testdata/se-hardest.txt with the reference's
// ratings: the shallow grader only bounds them (past 9.0), GradeOf rates
// them within a tenth of a second.
const (
	hard95 = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
	hard98 = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"
)

// writePuzzle writes line as a one-grid file and returns its path.
func writePuzzle(t *testing.T, dir, name, line string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(line+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// gradedUntil runs frames, waiting for the background gradings between
// them, until ok holds of the status line (a real wait on the grading's
// goroutine, not on time); it fails after a minute.
func (r *rig) gradedUntil(what string, ok func(status string) bool) string {
	r.t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		r.settle()
		r.u.gradings.Wait()
		r.frame()
		if s := r.u.difficultyText(); ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%s: the status line still says %q", what, r.u.difficultyText())
		}
	}
}

// TestHardestPuzzleRatedExactly: a puzzle past the shallow grader's reach,
// opened in the window, first shows its rating as a bound being made exact,
// then the reference's rating; the game file keeps it, so the window
// opened again shows it at once, without grading again.
func TestHardestPuzzleRatedExactly(t *testing.T) {
	dirs := testDirs(t)
	path := writePuzzle(t, dirs.Work, "hard.txt", hard95)
	// The real grader, held until the test has seen the bound.
	release := make(chan struct{})
	r := newRig(t, &dirs, func(c *uiConfig) {
		c.File = path
		c.GradeExact = func(ctx context.Context, givens solver.Grid) (solver.Grade, error) {
			<-release
			return solver.GradeContext(ctx, givens)
		}
	})
	r.settle()
	if g := r.u.game.Puzzle(); g.Givens != mustGrid(t, hard95) {
		t.Fatalf("the file's puzzle is not on the board")
	}
	r.frame()
	if s := r.u.difficultyText(); !strings.HasPrefix(s, "Master · rating at least 9.") || !strings.Contains(s, "grading…") {
		t.Errorf("before the exact grade: status line %q", s)
	}
	close(release)
	got := r.gradedUntil("exact grade", func(s string) bool { return !strings.Contains(s, "at least") })
	if want := "Master · rating 9.5 · complexity "; !strings.HasPrefix(got, want) {
		t.Fatalf("status line %q, want %q…", got, want)
	}
	if gr := r.u.game.Puzzle().Grade; !gr.Exact || gr.Rating != 9.5 {
		t.Fatalf("the game's grade %.1f exact=%v", gr.Rating, gr.Exact)
	}
	if err := r.u.ctl.SaveNow(); err != nil {
		t.Fatal(err)
	}
	r.u.ctl.Stop()

	again := newRig(t, &dirs, func(c *uiConfig) {
		c.GradeExact = func(context.Context, solver.Grid) (solver.Grade, error) {
			t.Error("the resumed game was graded again")
			return solver.Grade{}, context.Canceled
		}
	})
	again.settle()
	if s := again.u.difficultyText(); !strings.HasPrefix(s, "Master · rating 9.5 · complexity ") {
		t.Errorf("resumed: status line %q", s)
	}
}

// gate is a grader the test lets go: each call says it started on calls,
// then waits for release or its context's end.
type gate struct {
	calls   chan solver.Grid
	release chan solver.Grade
	ended   chan error // what each call returned
}

func newGate() *gate {
	return &gate{calls: make(chan solver.Grid, 4), release: make(chan solver.Grade), ended: make(chan error, 4)}
}

func (g *gate) grade(ctx context.Context, givens solver.Grid) (solver.Grade, error) {
	g.calls <- givens
	select {
	case gr := <-g.release:
		g.ended <- nil
		return gr, nil
	case <-ctx.Done():
		g.ended <- ctx.Err()
		return solver.Grade{}, ctx.Err()
	}
}

func mustGrid(t *testing.T, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func exactOf(t *testing.T, s string) solver.Grade {
	t.Helper()
	gr, err := solver.GradeOf(mustGrid(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return gr
}

// TestNewGameWhileGrading: a new puzzle on the board cancels the grading of
// the old one, and the old one's grade, should it come anyway, never shows
// on the new game; the new puzzle is graded in turn.
func TestNewGameWhileGrading(t *testing.T) {
	dirs := testDirs(t)
	path := writePuzzle(t, dirs.Work, "hard.txt", hard95)
	g := newGate()
	r := newRig(t, &dirs, func(c *uiConfig) { c.File = path; c.GradeExact = g.grade })
	r.settle()
	if got := <-g.calls; got != mustGrid(t, hard95) {
		t.Fatalf("graded %v, want the file's puzzle", got)
	}
	r.frame()
	if s := r.u.difficultyText(); !strings.Contains(s, "rating at least 9.") || !strings.Contains(s, "grading…") {
		t.Errorf("while grading: status line %q", s)
	}

	// Another hard puzzle, opened over it: the first grading is cancelled.
	p98, err := model.NewPuzzle(mustGrid(t, hard98), "test")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.u.game.Load(p98); err != nil {
		t.Fatal(err)
	}
	r.frame()
	if err := <-g.ended; err != context.Canceled {
		t.Fatalf("the first grading ended with %v, want cancelled", err)
	}
	if got := <-g.calls; got != mustGrid(t, hard98) {
		t.Fatalf("then graded %v, want the new puzzle", got)
	}
	// The new one's grading gets the old puzzle's grade: refused.
	g.release <- exactOf(t, hard95)
	r.u.gradings.Wait()
	r.frame()
	if gr := r.u.game.Puzzle().Grade; gr.Exact {
		t.Fatalf("the old puzzle's grade (%.1f) shows on the new game", gr.Rating)
	}
	if s := r.u.difficultyText(); strings.Contains(s, "9.5") || strings.Contains(s, "grading…") {
		t.Errorf("after a refused grade: status line %q", s)
	}

	// Solved with its rating still a bound: the score panel says so.
	p := r.u.game.Puzzle()
	for i, d := range p.Solution {
		if p.Givens[i] == 0 {
			if err := r.u.game.Place(i, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	if v := (&scorePanel{}).view(r.u); !strings.HasPrefix(v.RatingText, "at least 9.") {
		t.Errorf("score panel of a bound: rating %q", v.RatingText)
	}

	// An easy game: nothing is graded, and the status line has its rating.
	r.newEasyGame()
	r.frame()
	if s := r.u.difficultyText(); !strings.HasPrefix(s, "Easy · rating ") || strings.Contains(s, "at least") {
		t.Errorf("easy game: status line %q", s)
	}
	select {
	case got := <-g.calls:
		t.Errorf("an easy puzzle was graded again: %v", got)
	default:
	}
}

// TestCloseWhileGrading: closing the window cancels the grading, and the
// game keeps its bound (the next start grades it again).
func TestCloseWhileGrading(t *testing.T) {
	dirs := testDirs(t)
	path := writePuzzle(t, dirs.Work, "hard.txt", hard98)
	g := newGate()
	r := newRig(t, &dirs, func(c *uiConfig) { c.File = path; c.GradeExact = g.grade })
	r.settle()
	<-g.calls
	if err := r.u.shutdown(); err != nil {
		t.Fatal(err)
	}
	if err := <-g.ended; err != context.Canceled {
		t.Fatalf("the grading ended with %v, want cancelled", err)
	}
	r.u.gradings.Wait()
	r.u.ctl.RunPosts()
	if gr := r.u.game.Puzzle().Grade; gr.Exact {
		t.Fatalf("graded after the window closed: %.1f", gr.Rating)
	}
	data, err := os.ReadFile(dirs.GamePath())
	if err != nil {
		t.Fatal(err)
	}
	back, err := model.UnmarshalGame(data, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := back.ExactGradeWanted(); !ok {
		t.Error("the saved game does not want its exact grade any more")
	}
}

// TestNestedHintInTheWindow: on the hardest puzzle's position where only
// the nested forcing chains apply, H looks for their step as a task and
// opens the ladder with it; its walk has a page for an inner chain, named
// by its branch's page, which draws the inner chain's links.
func TestNestedHintInTheWindow(t *testing.T) {
	dirs := testDirs(t)
	path := writePuzzle(t, dirs.Work, "hard.txt", hard95)
	r := newRig(t, &dirs, func(c *uiConfig) { c.File = path })
	r.settle()
	g := r.u.game
	for n := 0; ; n++ {
		h, err := g.FindHint()
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind == model.HintStuck {
			break
		}
		if n > 200 {
			t.Fatal("the shallow hints never got stuck")
		}
		for {
			if _, rung, err := g.AskHint(); err != nil {
				t.Fatal(err)
			} else if rung == 0 {
				break
			}
		}
	}
	r.frame()
	r.press("H")
	r.settle()
	h, rung, ok := g.Hint()
	if !ok || rung != 1 || h.Kind != model.HintStep || h.Step.Technique != solver.DynamicForcingChain {
		t.Fatalf("after H: hint %v rung %d (%v), want the nested forcing chain's first rung", h.Kind, rung, ok)
	}
	r.press("H")
	pages, _ := r.u.walkPages()
	inner := -1
	for i, p := range pages {
		if p.Inner {
			inner = i
			break
		}
	}
	if inner < 1 {
		t.Fatalf("no inner page in the walk: %d pages", len(pages))
	}
	r.u.turnWalk(inner)
	r.frame()
	v := r.u.hintPanel()
	if !strings.HasPrefix(v.Text, "Why, once ") {
		t.Errorf("the inner page says %q", v.Text)
	}
	bv := r.u.boardView()
	if len(bv.Overlay.Links) == 0 {
		t.Error("the inner page draws no link")
	}
	for i, c := range pages[inner].Cand {
		if bv.Cells[i] == 0 && bv.Notes[i] != c {
			t.Errorf("the inner page shows %s in r%dc%d, its branch left %s", bv.Notes[i], i/9+1, i%9+1, c)
		}
	}
}

// TestCheckGridGradesExactly: Create's Check grid on a grid past the
// shallow grader's reach shows the bound and that it is grading, while the
// window keeps drawing frames, then the reference's rating when the
// background grading brings it. Changing the grid cancels the grading, and
// so does leaving Create; a grid played while its grading runs keeps it.
func TestCheckGridGradesExactly(t *testing.T) {
	dirs := testDirs(t)
	g := newGate()
	r := newRig(t, &dirs, func(c *uiConfig) { c.GradeExact = g.grade })
	r.settle()
	game := r.u.game
	edit := func(s string) {
		t.Helper()
		if game.State() != model.Editing {
			if err := game.Edit(); err != nil {
				t.Fatal(err)
			}
		}
		if err := game.FillEdit(mustGrid(t, s)); err != nil {
			t.Fatal(err)
		}
		r.frame()
	}
	noCall := func(when string) {
		t.Helper()
		select {
		case got := <-g.calls:
			t.Fatalf("%s: graded %v", when, got)
		default:
		}
	}
	edit(hard95)
	noCall("before Check grid")

	r.u.checkGrid()
	r.frame()
	if got := <-g.calls; got != mustGrid(t, hard95) {
		t.Fatalf("Check grid graded %v, want the grid", got)
	}
	r.frame() // the grader is held: frames go on
	if m := r.info().message; r.modal() != modalInfo || !strings.Contains(m, "rating at least 9.") || !strings.Contains(m, "grading…") {
		t.Fatalf("while grading: modal %v, %q", r.modal(), m)
	}
	g.release <- exactOf(t, hard95)
	<-g.ended
	r.u.gradings.Wait()
	r.settle()
	if m := r.info().message; !strings.Contains(m, "rating 9.5,") || strings.Contains(m, "at least") || strings.Contains(m, "grading") {
		t.Fatalf("once graded: %q", m)
	}
	r.press(string(key.NameReturn))
	// Checked again: the exact grade at once, no grading.
	r.u.checkGrid()
	r.frame()
	if m := r.info().message; !strings.Contains(m, "rating 9.5,") {
		t.Errorf("checked again: %q", m)
	}
	r.press(string(key.NameReturn))
	noCall("checked again")

	// Another grid, checked, then changed: the grading is cancelled.
	edit(hard98)
	r.u.checkGrid()
	r.frame()
	if got := <-g.calls; got != mustGrid(t, hard98) {
		t.Fatalf("graded %v, want the second grid", got)
	}
	r.press(string(key.NameReturn))
	empty := 0
	for game.Grid()[empty] != 0 {
		empty++
	}
	r.selectCell(empty)
	r.press("1")
	r.frame()
	if err := <-g.ended; err != context.Canceled {
		t.Fatalf("the grid changed: the grading ended with %v, want cancelled", err)
	}
	// Back to the grid checked (undo) and checked again: graded again;
	// leaving Create cancels.
	if err := game.Undo(); err != nil {
		t.Fatal(err)
	}
	r.u.checkGrid()
	r.frame()
	r.press(string(key.NameReturn))
	if got := <-g.calls; got != mustGrid(t, hard98) {
		t.Fatalf("back to the grid checked: graded %v", got)
	}
	if err := game.Stop(); err != nil {
		t.Fatal(err)
	}
	r.frame()
	if err := <-g.ended; err != context.Canceled {
		t.Fatalf("Create left: the grading ended with %v, want cancelled", err)
	}

	// Checked, then played while grading: the puzzle keeps the grading.
	edit(hard98)
	r.u.checkGrid()
	r.frame()
	<-g.calls
	r.press(string(key.NameReturn))
	if err := game.Play(false); err != nil {
		t.Fatal(err)
	}
	r.frame()
	noCall("played while grading")
	want := exactOf(t, hard98)
	g.release <- want
	got := r.gradedUntil("played", func(s string) bool { return !strings.Contains(s, "at least") })
	if w := "Master · rating " + r.u.cat.Decimal(want.Rating, 1) + " · "; !strings.HasPrefix(got, w) {
		t.Errorf("the puzzle played: status line %q, want %q…", got, w)
	}
}
