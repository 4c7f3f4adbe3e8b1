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

// String returns the action's name as menus show it.
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
// progress, or play a grid that is not a puzzle. Yes runs the action.
type Confirm struct {
	Action  Action
	Title   string
	Message string
}

// NeedsConfirm returns the question to ask before a runs now, if any: new
// game, open, create, stop and quit with a game in progress (or a grid being
// built that changed); restart with progress; give up always; play a grid
// with several solutions. An action that is not enabled asks nothing.
func (g *Game) NeedsConfirm(a Action) (Confirm, bool) {
	if !g.Enabled(a) {
		return Confirm{}, false
	}
	c := Confirm{Action: a}
	lose := "The game in progress will be lost."
	if g.state == Editing {
		lose = "The grid you are building will be lost."
	}
	losing := g.progress() || g.EditChanged()
	switch a {
	case ActNew:
		c.Title, c.Message = "Start a new game?", lose
	case ActOpen:
		c.Title, c.Message = "Open another grid?", lose
	case ActEdit:
		c.Title, c.Message = "Create a grid?", lose
	case ActStop:
		c.Title, c.Message = "Stop this game?", "The game ends unsolved; Start plays it again from the givens."
		if g.state == Editing {
			c.Title, c.Message = "Stop creating?", lose
		}
	case ActQuit:
		c.Title, c.Message = "Quit?", "The game in progress is saved and comes back next time."
		if g.state == Editing {
			c.Message = "The grid you are building is saved and comes back next time."
		}
	case ActRestart:
		losing = g.state == Playing && g.cur != g.start()
		c.Title, c.Message = "Restart this game?", "Every digit and note goes; you can undo the restart until your next move."
	case ActGiveUp:
		losing = g.state.InGame()
		c.Title, c.Message = "Give up?", "The solution is shown and the game counts as not solved."
	case ActPlay:
		losing = g.state == Editing && g.cur.cells.Check() == nil && g.editSolutions() > 1
		c.Title, c.Message = "Play anyway?", "This grid has several solutions: it is not a puzzle and scores nothing."
	default:
		losing = false
	}
	if !losing {
		return Confirm{}, false
	}
	return c, true
}

// Ask is how the window starts an action: it is refused (with the reason)
// when not enabled; it returns true when a can run at once; it returns false
// when a needs a confirmation, which is now pending (see Pending and
// Answer).
func (g *Game) Ask(a Action) (bool, error) {
	if !g.Enabled(a) {
		if g.pending != 0 {
			return false, refuse(a.String(), "a question is waiting for an answer")
		}
		return false, refuse(a.String(), "not available now")
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
	return refuse(a.String(), "carried out by the window, not the game")
}
