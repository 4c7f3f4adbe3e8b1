package window

// What the player asks for from the header, the menu and the shortcuts.
// Every action goes through the model: Enabled greys its button, Ask either
// lets it run or makes its question pending (the confirmation is the
// model's), Answer closes the question, Do runs the model's own actions.

import (
	"context"
	"errors"
	"math/rand"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// do asks for one of the model's own actions and runs it.
func (u *ui) do(a model.Action) {
	u.ask(a, func() { u.refused(u.game.Do(a)) })
}

// The window's actions.

// blankGrid enters Editing with an empty grid.
func (u *ui) blankGrid() {
	if u.game.State() != model.Editing {
		if err := u.game.Edit(); err != nil {
			u.refused(err)
			return
		}
	}
	if u.game.Enabled(model.ActClear) {
		u.refused(u.game.ClearEdit())
	}
}

// generate makes a puzzle of variant v at level lvl off the UI goroutine,
// with the progress overlay, and hands it to use.
func (u *ui) generate(v solver.Variant, lvl solver.Level, use func(model.Puzzle)) {
	name := u.cat.Level(lvl)
	if v != solver.Classic {
		name = u.cat.T(i18n.VariantDifficulty, u.cat.Variant(v), name)
	}
	seed := u.now().UnixNano()
	u.startTask(u.cat.T(i18n.GeneratingTitle), u.cat.T(i18n.Generating, name), control.Cancellable,
		func(ctx context.Context) func() {
			p, err := model.GenerateVariantPuzzle(ctx, v, lvl, rand.New(rand.NewSource(seed)))
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.GenerateFailed), u.cat.Error(err))
					return
				}
				use(p)
			}
		})
}

// startStop is Return and the Start/Stop button.
func (u *ui) startStop() {
	switch {
	case u.game.Enabled(model.ActStart):
		u.do(model.ActStart)
	case u.game.State() == model.Editing:
		u.do(model.ActPlay)
	case u.game.Enabled(model.ActStop):
		u.do(model.ActStop)
	}
}

// returnKey is Return (and Enter): Start when a grid waits, Play while
// building one, Stop of a game the player has touched (a digit, a note,
// something to undo: Stop asks first). A game not touched yet is not
// stopped: a grid opened from a file, a collection or New starts at once,
// and a Return meant to start it would stop it, silently, back to "Not
// started"; the status line says it is on instead. A paused game resumes,
// as the pause card says of any key (docs/behaviour.md, The window's keys).
// The Stop button still stops at once.
func (u *ui) returnKey() {
	_, touched := u.game.NeedsConfirm(model.ActStop)
	switch u.game.State() {
	case model.Paused:
		u.pause()
	case model.Playing:
		if !touched {
			u.say(u.cat.T(i18n.AlreadyPlaying))
			return
		}
		u.startStop()
	default:
		u.startStop()
	}
}

// pause is P, Space and the Pause button: pause or resume. With neither
// (Idle, building a grid: the button is greyed, so a key) it says so, as a
// key nothing takes does.
func (u *ui) pause() {
	switch {
	case u.game.Enabled(model.ActPause):
		u.do(model.ActPause)
	case u.game.Enabled(model.ActResume):
		u.do(model.ActResume)
	case u.game.State() == model.Editing:
		u.say(u.cat.T(i18n.NoPauseEditing))
	case !u.game.State().InGame():
		u.idleInput()
	}
}

// check compares the digits with the solution and tells the result.
func (u *ui) check() {
	u.ask(model.ActCheck, func() {
		r, err := u.game.Check()
		if err != nil {
			u.refused(err)
			return
		}
		u.warn(u.cat.T(i18n.CheckTitle), u.checkText(r))
	})
}

// checkText words a check result.
func (u *ui) checkText(r model.CheckResult) string {
	switch {
	case len(r.Wrong) == 0 && r.Placed == 1:
		return u.cat.T(i18n.CheckOneRight)
	case len(r.Wrong) == 0:
		return u.cat.T(i18n.CheckAllRight, r.Placed)
	case r.Placed == 1:
		return u.cat.T(i18n.CheckOnlyWrong)
	}
	return u.cat.T(i18n.CheckSomeWrong, len(r.Wrong), r.Placed)
}

// checkGrid tells whether the grid being built is a puzzle.
func (u *ui) checkGrid() {
	u.ask(model.ActCheckGrid, func() {
		r, err := u.game.CheckEdit()
		if err != nil {
			u.refused(err)
			return
		}
		if r.Verdict == model.VerdictUnique && !r.Grade.Exact {
			if _, ok := u.game.ExactGradeWanted(); ok {
				// Past the shallow grader's reach: graded exactly in the
				// background (grade.go), the panel says so, then shows
				// the rating when it comes.
				u.infos = append(u.infos, &infoPanel{title: u.cat.T(i18n.CheckGridTitle),
					message: u.editReportText(r), live: u.checkedGridText})
				u.nextInfo()
				return
			}
		}
		u.warn(u.cat.T(i18n.CheckGridTitle), u.editReportText(r))
	})
}

// checkedGridText words Check grid's report on the grid being built as the
// model has it now: a bound being made exact, then its exact grade.
func (u *ui) checkedGridText() string {
	r, err := u.game.CheckEdit()
	if err != nil {
		return u.cat.Error(err) // no longer editing
	}
	return u.editReportText(r)
}

// editReportText words CheckEdit's report.
func (u *ui) editReportText(r model.EditReport) string {
	switch r.Verdict {
	case model.VerdictClash:
		return u.cat.T(i18n.GridClash, solver.CellName(r.Clash.A), solver.CellName(r.Clash.B), r.Clash.Digit)
	case model.VerdictNoSolution:
		return u.cat.T(i18n.GridNoSolution)
	case model.VerdictSeveral:
		return u.cat.T(i18n.GridSeveral)
	}
	msg := i18n.GridUnique
	if !r.Grade.Exact {
		msg = i18n.GridUniqueBound // past the shallow grader's reach
		if u.exactGradingNow() {
			msg = i18n.GridUniqueGrading
		}
	}
	return u.cat.T(msg, u.cat.Level(r.Grade.Level), u.cat.Decimal(r.Grade.Rating, 1), u.cat.Int(r.Grade.Complexity))
}

// quitAsked is Ctrl+Q and the menu's Quit.
func (u *ui) quitAsked() {
	if u.savedForQuit() {
		u.ask(model.ActQuit, u.quit)
	}
}

// boardEvents hands the board's clicks to the model's input state.
func (u *ui) boardEvents(gtx layout.Context) {
	for {
		e, ok := u.board.Update(gtx)
		if !ok {
			return
		}
		switch e.Kind {
		case widgets.BoardClick:
			if e.Add && !e.Secondary {
				u.inputDone(u.input.AddCell(u.game, e.Cell))
				break
			}
			if e.Secondary && u.input.Marks() == model.MarkColour && e.Note != 0 {
				// In colour mode a secondary click colours the candidate
				// under the pointer.
				u.inputDone(u.input.ColourCandidate(u.game, e.Cell, e.Note))
				break
			}
			u.inputDone(u.input.Click(u.game, e.Cell, e.Secondary))
		case widgets.BoardDrag:
			// A drag selects every cell it crosses.
			u.inputDone(u.input.DragTo(u.game, e.Cell))
		case widgets.BoardWaveDone:
			u.scoreWaiting = true
			u.showScore()
		}
	}
}

// padEvents hands the number pad's buttons to the model's input state.
func (u *ui) padEvents(gtx layout.Context) {
	for {
		e, ok := u.pad.Update(gtx)
		if !ok {
			return
		}
		switch e.Kind {
		case widgets.PadInactive:
			u.idleInput()
		case widgets.PadDigit:
			u.inputDone(u.input.Pad(u.game, e.Digit))
		case widgets.PadErase:
			u.inputDone(u.input.Erase(u.game))
		case widgets.PadToggleNotes:
			u.cycleMarks()
		}
	}
}

// toggleNotes is N: digits or centre marks.
func (u *ui) toggleNotes() { u.marksDone(u.input.ToggleNotes(u.game)) }

// marksDone answers a change of the mark mode.
func (u *ui) marksDone(err error) {
	var r *model.RefusedError
	if errors.As(err, &r) && r.Reason == model.ReasonEditing {
		// A grid is built with digits only.
		u.say(u.cat.T(i18n.NotesNotEditing))
		return
	}
	u.inputDone(err)
}

// inputDone answers what an intent of the model's input state came to: on
// a board that takes no input, how to start (or the paused game resumes);
// a digit refused because it clashes flashes the cell that holds it; any
// other refusal is said on the status line.
func (u *ui) inputDone(err error) {
	var r *model.RefusedError
	if errors.As(err, &r) {
		switch r.Reason {
		case model.ReasonPaused, model.ReasonNoGame, model.ReasonSolved:
			u.idleInput()
			return
		}
	}
	var clash *model.ClashError
	if errors.As(err, &clash) {
		u.board.Flash(clash.Cell)
		u.say(u.cat.Clash(clash))
		u.accessClash(clash)
		return
	}
	u.refused(err)
}

// idleInput answers a key or a click on a board that takes no input: the
// status line says how to start playing it.
func (u *ui) idleInput() {
	switch {
	case u.game.State() == model.Paused:
		u.pause()
	case u.game.Enabled(model.ActStart):
		u.say(u.cat.T(i18n.StartHint))
	default:
		u.say(u.cat.T(i18n.NewHint))
	}
}
