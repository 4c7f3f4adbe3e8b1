package window

// Exact grading in the background (docs/architecture.md, app, Work off the
// UI goroutine): the game grades with the shallow grader, whose rating of
// the hardest puzzles (past 9.0) is a lower bound; the window grades those
// exactly on a goroutine of its own while the player plays, and hands the
// grade to the game when it comes. It is no task: nothing waits for it and
// no overlay shows. A new puzzle cancels the grading of the old one, and
// closing the window cancels it too (the controller's context).

import (
	"context"

	"github.com/giosudoku/sudoku/solver"
)

// exactGrading is the background grading of one puzzle's givens.
type exactGrading struct {
	givens solver.Grid
	cancel context.CancelFunc
	done   bool // the grade came (or failed): not started again for these givens
}

// gradeExactly starts, after each frame, the exact grading the game wants
// (model.Game.ExactGradeWanted) unless it runs already, and cancels one
// the game no longer wants (another puzzle on the board, a grade in). It
// reports whether it started or cancelled one: the status line changes.
func (u *ui) gradeExactly() bool {
	givens, ok := u.game.ExactGradeWanted()
	changed := false
	if g := u.grading; g != nil && (!ok || g.givens != givens) {
		g.cancel()
		u.grading, changed = nil, true
	}
	if !ok || u.grading != nil {
		return changed
	}
	ctx, cancel := context.WithCancel(u.ctl.Context())
	g := &exactGrading{givens: givens, cancel: cancel}
	u.grading = g
	// Not the controller's Go: Quit's save waits for that work, and must
	// not wait for a grading of seconds.
	grade := u.gradeOf() // read on the UI goroutine
	u.gradings.Add(1)
	go func() {
		defer u.gradings.Done()
		gr, err := grade(ctx, givens)
		u.ctl.Post(func() {
			if ctx.Err() != nil || u.grading != g {
				return // cancelled: the puzzle changed or the window closes
			}
			g.done = true
			cancel()
			if err == nil {
				u.game.SetExactGrade(givens, gr)
			}
		})
	}()
	return true
}

// gradeOf returns the exact grader: solver.GradeContext, unless a test put
// its own in uiConfig.
func (u *ui) gradeOf() func(context.Context, solver.Grid) (solver.Grade, error) {
	if u.cfg.GradeExact != nil {
		return u.cfg.GradeExact
	}
	return solver.GradeContext
}

// exactGradingNow reports whether the puzzle on the board, or the grid
// being built that Check grid found a puzzle, is being graded exactly (or
// will be after this frame): its rating shows as a bound until the grade
// comes. A grading that failed is not started again: its bound stays.
func (u *ui) exactGradingNow() bool {
	givens, ok := u.game.ExactGradeWanted()
	if !ok {
		return false
	}
	g := u.grading
	return g == nil || g.givens != givens || !g.done
}
