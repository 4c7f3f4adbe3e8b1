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

// String returns the action's name in English, for logs and tests; the
// window's labels come from its catalogue.
func (a Action) String() string {
	if a > 0 && a < actionEnd {
		return actionTable[a].name
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// action is one entry of the actions' table: everything the model knows
// of an action, in one place.
type action struct {
	name string // in English, for logs and tests
	// enabled reports whether the action can be asked for now (no
	// question pending: Enabled checks that first).
	enabled func(g *Game) bool
	// whyNot, when set, is the most telling refusal while the action is
	// not enabled, or nil to fall back on the state's (unavailable).
	whyNot func(g *Game, ev string) error
	// losing, when set, reports whether running the action now would lose
	// something: a question is asked first (NeedsConfirm).
	losing func(g *Game) bool
	// do carries it out; nil for the window's own actions (new, open,
	// save, quit, generate, check grid).
	do func(g *Game) error
}

// Conditions the table shares.
func always(*Game) bool       { return true }
func active(g *Game) bool     { return g.state == Playing || g.state == Editing }
func inGame(g *Game) bool     { return g.state.InGame() }
func playingNow(g *Game) bool { return g.state == Playing }
func editing(g *Game) bool    { return g.state == Editing }
func loses(g *Game) bool      { return g.progress() || g.EditChanged() }
func movedOn(g *Game) bool    { return g.state == Playing && g.cur != g.start() }

// when refuses with r while cond holds (the action is not enabled, but
// its kind of state is right: the reason is what it lacks).
func when(cond func(*Game) bool, r Reason) func(g *Game, ev string) error {
	return func(g *Game, ev string) error {
		if cond(g) {
			return refuse(ev, r)
		}
		return nil
	}
}

// actionTable is every action: Enabled, NeedsConfirm, Ask's refusals and Do
// read it, so an action is one entry.
var actionTable = [actionEnd]action{
	ActNew:  {name: "New", enabled: always, losing: loses},
	ActOpen: {name: "Open", enabled: always, losing: loses},
	// A Killer without givens has its cages to save.
	ActSave: {name: "Save", enabled: func(g *Game) bool {
		return g.cur.cells.Clues() > 0 || g.puzzle.Geometry != nil && len(g.puzzle.Geometry.Cages) > 0
	},
		whyNot: when(always, ReasonGridEmpty)},
	ActQuit:      {name: "Quit", enabled: always, losing: loses},
	ActGenerate:  {name: "Generate", enabled: editing},
	ActCheckGrid: {name: "Check grid", enabled: editing},

	ActStart: {name: "Start", enabled: func(g *Game) bool { return g.state.Idle() && playable(g.puzzle) == nil },
		whyNot: func(g *Game, ev string) error {
			if g.state.Idle() {
				return refuseErr(ev, ReasonBadGrid, playable(g.puzzle))
			}
			return nil
		}, do: (*Game).doStart},
	ActStop: {name: "Stop", enabled: func(g *Game) bool { return g.state.InGame() || g.state == Editing },
		losing: loses, do: (*Game).doStop},
	ActPause: {name: "Pause", enabled: playingNow, whyNot: when(editing, ReasonEditing), do: (*Game).doPause},
	ActResume: {name: "Resume", enabled: func(g *Game) bool { return g.state == Paused },
		whyNot: func(g *Game, ev string) error {
			switch g.state {
			case Editing:
				return refuse(ev, ReasonEditing)
			case Playing:
				return refuse(ev, ReasonUnavailable)
			}
			return nil
		}, do: (*Game).doResume},
	ActUndo: {name: "Undo", enabled: func(g *Game) bool { return active(g) && len(g.past) > 0 },
		whyNot: when(active, ReasonNothingToUndo), do: (*Game).doUndo},
	ActRedo: {name: "Redo", enabled: func(g *Game) bool { return active(g) && len(g.future) > 0 },
		whyNot: when(active, ReasonNothingToRedo), do: (*Game).doRedo},
	ActRestart: {name: "Restart", enabled: movedOn, whyNot: when(playingNow, ReasonAtStart),
		losing: movedOn, do: (*Game).doRestart},
	ActCheck: {name: "Check", enabled: func(g *Game) bool {
		return g.state == Playing && g.cur.cells.Clues() > g.puzzle.Givens.Clues()
	}, whyNot: when(playingNow, ReasonNothingPlaced), do: func(g *Game) error { _, err := g.Check(); return err }},
	ActGiveUp: {name: "Give up", enabled: inGame, losing: inGame, do: (*Game).doGiveUp},
	ActFillNotes: {name: "Fill notes", enabled: func(g *Game) bool {
		_, changes := g.filledNotes()
		return g.state == Playing && changes
	}, whyNot: when(playingNow, ReasonNotesFull), do: (*Game).doFillNotes},
	ActEdit: {name: "Create", enabled: func(g *Game) bool { return g.state != Editing }, losing: loses, do: (*Game).doEdit},
	ActClear: {name: "Clear", enabled: func(g *Game) bool { return g.state == Editing && g.cur.cells.Clues() > 0 },
		whyNot: when(editing, ReasonGridEmpty), do: (*Game).doClearEdit},
	// Counting is remembered per grid, so asking every frame is cheap.
	ActPlay: {name: "Play", enabled: func(g *Game) bool {
		return g.state == Editing && g.cur.cells.Check() == nil && g.editSolutions() > 0
	}, whyNot: func(g *Game, ev string) error {
		if g.state != Editing {
			return nil
		}
		if err := g.cur.cells.Check(); err != nil {
			return refuseErr(ev, ReasonBadGrid, err)
		}
		return refuse(ev, ReasonNoSolution)
	}, losing: func(g *Game) bool {
		return g.state == Editing && g.cur.cells.Check() == nil && g.editSolutions() > 1
	}, do: func(g *Game) error { return g.Play(true) }},
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
	if g.pending != 0 || a == 0 || a >= actionEnd {
		return false
	}
	return actionTable[a].enabled(g)
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
	if !g.Enabled(a) || actionTable[a].losing == nil || !actionTable[a].losing(g) {
		return Confirm{}, false
	}
	return Confirm{Action: a, Editing: g.state == Editing}, true
}

// unavailable is the refusal of an action that is not enabled now, with
// the most telling reason: what the action lacks, else the state.
func (g *Game) unavailable(a Action) error {
	ev := a.String()
	if a > 0 && a < actionEnd && actionTable[a].whyNot != nil {
		if err := actionTable[a].whyNot(g, ev); err != nil {
			return err
		}
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
// (as confirmed). An action not enabled now is refused as Ask refuses it;
// the window's own actions are refused.
func (g *Game) Do(a Action) error {
	if a == 0 || a >= actionEnd || actionTable[a].do == nil {
		return refuse(a.String(), ReasonWindowAction)
	}
	if !g.Enabled(a) {
		if g.pending != 0 {
			return refuse(a.String(), ReasonPending)
		}
		return g.unavailable(a)
	}
	return actionTable[a].do(g)
}
