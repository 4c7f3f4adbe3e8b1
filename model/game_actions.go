package model

import "fmt"

// Action is something the player asks for from a button, a menu or a key.
// The model says whether each is enabled now (so buttons grey out) and
// whether it needs a confirmation first (so the window only shows the
// question). Cell events (Place, Erase, Tap, …) are not actions: see
// CanEdit.
type Action uint8

// The actions. The first group is carried out by the window (it needs a
// file picker, a generator or the process); the rest the model carries out
// itself through Do.
const (
	ActNew       Action = iota + 1 // a new game: choose a level, generate, Load
	ActOpen                        // open a file or paste a grid, then Load
	ActSave                        // write the grid on the board to the quick-save file
	ActQuit                        // close the window
	ActGenerate                    // Editing: generate a puzzle, then FillEdit
	ActCheckGrid                   // Editing: CheckEdit and show the report

	ActStart     // Start
	ActStop      // Stop
	ActPause     // Pause
	ActResume    // Resume
	ActUndo      // Undo
	ActRedo      // Redo
	ActRestart   // Restart
	ActCheck     // Check (the result stays in LastCheck)
	ActGiveUp    // GiveUp
	ActFillNotes // FillNotes
	ActEdit      // Edit
	ActClear     // ClearEdit
	ActPlay      // Play the grid being built (confirmed: see NeedsConfirm)

	actionEnd
)

var actionNames = [...]string{"", "New", "Open", "Save", "Quit", "Generate", "Check grid",
	"Start", "Stop", "Pause", "Resume", "Undo", "Redo", "Restart", "Check", "Give up",
	"Fill notes", "Create", "Clear", "Play"}

// String returns the action's name in English, for logs and tests; the
// window's labels come from its catalogue.
func (a Action) String() string {
	if a > 0 && a < actionEnd {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// Actions lists every action, for tests and menus.
func Actions() []Action {
	out := make([]Action, 0, actionEnd-1)
	for a := ActNew; a < actionEnd; a++ {
		out = append(out, a)
	}
	return out
}

// Enabled reports whether a can be asked for now. For the model's actions,
// Do(a) is refused exactly when Enabled(a) is false. While a confirmation is
// pending every action is disabled: the question has the window.
func (g *Game) Enabled(a Action) bool {
	if g.pending != 0 {
		return false
	}
	switch a {
	case ActNew, ActOpen, ActQuit:
		return true
	case ActSave:
		return g.cur.cells.Clues() > 0
	case ActStart:
		return g.state.Idle() && playable(g.puzzle) == nil
	case ActStop:
		return g.state.InGame() || g.state == Editing
	case ActPause:
		return g.state == Playing
	case ActResume:
		return g.state == Paused
	case ActUndo:
		return (g.state == Playing || g.state == Editing) && len(g.past) > 0
	case ActRedo:
		return (g.state == Playing || g.state == Editing) && len(g.future) > 0
	case ActRestart:
		return g.state == Playing && g.cur != g.start()
	case ActCheck:
		return g.state == Playing && g.cur.cells.Clues() > g.puzzle.Givens.Clues()
	case ActGiveUp:
		return g.state.InGame()
	case ActFillNotes:
		_, changes := g.filledNotes()
		return g.state == Playing && changes
	case ActEdit:
		return g.state != Editing
	case ActGenerate, ActCheckGrid:
		return g.state == Editing
	case ActClear:
		return g.state == Editing && g.cur.cells.Clues() > 0
	case ActPlay:
		// Counting is remembered per grid, so asking every frame is cheap.
		return g.state == Editing && g.cur.cells.Check() == nil && g.editSolutions() > 0
	}
	return false
}

// Confirm is a question to ask before an action runs: it would lose
// progress, or play a grid that is not a puzzle. Yes runs the action. The
// window words the question from Action and Editing (i18n).
type Confirm struct {
	Action  Action
	Editing bool // the question is about the grid being built, not a game
}

// NeedsConfirm returns the question to ask before a runs now, if any: new
// game, open, create, stop and quit with a game in progress (or a grid being
// built that changed); restart with progress; give up always; play a grid
// with several solutions. An action that is not enabled asks nothing.
func (g *Game) NeedsConfirm(a Action) (Confirm, bool) {
	if !g.Enabled(a) {
		return Confirm{}, false
	}
	c := Confirm{Action: a, Editing: g.state == Editing}
	losing := g.progress() || g.EditChanged()
	switch a {
	case ActNew, ActOpen, ActEdit, ActStop, ActQuit:
	case ActRestart:
		losing = g.state == Playing && g.cur != g.start()
	case ActGiveUp:
		losing = g.state.InGame()
	case ActPlay:
		losing = g.state == Editing && g.cur.cells.Check() == nil && g.editSolutions() > 1
	default:
		losing = false
	}
	if !losing {
		return Confirm{}, false
	}
	return c, true
}

// unavailable is the refusal of an action that is not enabled now, with
// the most telling reason: what the action lacks, else the state.
func (g *Game) unavailable(a Action) error {
	ev := a.String()
	active := g.state == Playing || g.state == Editing
	switch {
	case a == ActUndo && active:
		return refuse(ev, ReasonNothingToUndo)
	case a == ActRedo && active:
		return refuse(ev, ReasonNothingToRedo)
	case a == ActRestart && g.state == Playing:
		return refuse(ev, ReasonAtStart)
	case a == ActCheck && g.state == Playing:
		return refuse(ev, ReasonNothingPlaced)
	case a == ActFillNotes && g.state == Playing:
		return refuse(ev, ReasonNotesFull)
	case a == ActClear && g.state == Editing:
		return refuse(ev, ReasonGridEmpty)
	case a == ActSave:
		return refuse(ev, ReasonGridEmpty)
	case a == ActPlay && g.state == Editing:
		if err := g.cur.cells.Check(); err != nil {
			return refuseErr(ev, ReasonBadGrid, err)
		}
		return refuse(ev, ReasonNoSolution)
	case a == ActStart && g.state.Idle():
		return refuseErr(ev, ReasonBadGrid, playable(g.puzzle))
	case (a == ActPause || a == ActResume) && g.state == Editing:
		return refuse(ev, ReasonEditing)
	case a == ActResume && g.state == Playing:
		return refuse(ev, ReasonUnavailable)
	}
	if g.state == Playing {
		return refuse(ev, ReasonUnavailable)
	}
	return g.stateRefusal(ev)
}

// Ask is how the window starts an action: it is refused (with the reason)
// when not enabled; it returns true when a can run at once; it returns false
// when a needs a confirmation, which is now pending (see Pending and
// Answer).
func (g *Game) Ask(a Action) (bool, error) {
	if !g.Enabled(a) {
		if g.pending != 0 {
			return false, refuse(a.String(), ReasonPending)
		}
		return false, g.unavailable(a)
	}
	if c, ok := g.NeedsConfirm(a); ok {
		g.pending, g.question = a, c
		return false, nil
	}
	return true, nil
}

// Pending returns the question waiting for an answer, if any.
func (g *Game) Pending() (Confirm, bool) {
	if g.pending == 0 {
		return Confirm{}, false
	}
	return g.question, true
}

// Answer closes the pending question. With yes it returns the action to run
// now (the window runs its own actions and calls Do for the model's).
func (g *Game) Answer(yes bool) (Action, bool) {
	a := g.pending
	g.pending = 0
	if a == 0 || !yes {
		return 0, false
	}
	return a, true
}

// Do runs one of the model's actions without asking: Start, Stop, Pause,
// Resume, Undo, Redo, Restart, Check, GiveUp, FillNotes, Edit, Clear and Play
// (as confirmed). The window's own actions are refused.
func (g *Game) Do(a Action) error {
	switch a {
	case ActStart:
		return g.Start()
	case ActStop:
		return g.Stop()
	case ActPause:
		return g.Pause()
	case ActResume:
		return g.Resume()
	case ActUndo:
		return g.Undo()
	case ActRedo:
		return g.Redo()
	case ActRestart:
		return g.Restart()
	case ActCheck:
		_, err := g.Check()
		return err
	case ActGiveUp:
		return g.GiveUp()
	case ActFillNotes:
		return g.FillNotes()
	case ActEdit:
		return g.Edit()
	case ActClear:
		return g.ClearEdit()
	case ActPlay:
		return g.Play(true)
	}
	return refuse(a.String(), ReasonWindowAction)
}
