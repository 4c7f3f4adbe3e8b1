package model

import (
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// ready refuses event unless the game is in one of states and no question
// waits for an answer.
func (g *Game) ready(event string, states ...State) error {
	if g.pending == 0 {
		for _, s := range states {
			if g.state == s {
				return nil
			}
		}
	}
	return g.stateRefusal(event)
}

// playable reports why p cannot be set up, or nil: its clues must not
// repeat and its solution must be a completion of them.
func playable(p Puzzle) error {
	if err := p.check(p.Givens); err != nil {
		return err
	}
	if !p.solved(p.Solution) {
		return solver.ErrNoSolution
	}
	for i, d := range p.Givens {
		if d != 0 && p.Solution[i] != d {
			return fmt.Errorf("the solution does not match the clue at %s", solver.CellName(i))
		}
	}
	return nil
}

// Setup shows a new grid in Idle.Unsolved (Idle only): the board holds its
// givens and the game waits for Start. The Collection chooser sets up a
// preview this way; New, Open and paste follow it with Start (see Load).
func (g *Game) Setup(p Puzzle) error {
	if err := g.ready("set up", IdleUnsolved, IdleSolved); err != nil {
		return err
	}
	if err := playable(p); err != nil {
		return refuseErr("set up", ReasonBadGrid, err)
	}
	g.puzzle = p
	g.state = IdleUnsolved
	g.reset()
	g.touch()
	return nil
}

// Load sets p up and starts playing it at once, from any state: a game in
// progress is abandoned (ask first: see NeedsConfirm with ActNew or
// ActOpen) and a grid being built is dropped.
func (g *Game) Load(p Puzzle) error {
	if g.pending != 0 {
		return g.stateRefusal("load")
	}
	if err := playable(p); err != nil {
		return refuseErr("load", ReasonBadGrid, err)
	}
	g.leave()
	g.state = IdleUnsolved
	g.puzzle = p
	g.reset()
	return g.Start()
}

// Preview shows p in Idle.Unsolved from any state, the way the Collection
// chooser does before Start: a game in progress is abandoned (ask first: see
// NeedsConfirm with ActOpen) and a grid being built is dropped.
func (g *Game) Preview(p Puzzle) error {
	if g.pending != 0 {
		return g.stateRefusal("preview")
	}
	if err := playable(p); err != nil {
		return refuseErr("preview", ReasonBadGrid, err)
	}
	g.leave()
	g.state = IdleUnsolved
	g.puzzle = p
	g.reset()
	g.touch()
	return nil
}

// leave ends whatever is in progress before the game moves elsewhere: a game
// left unsolved ends its level's streak.
func (g *Game) leave() {
	if g.state.InGame() {
		g.clock.Stop(g.now())
		if g.stats.abandoned(g.puzzle.Variant(), g.puzzle.Level()) {
			g.statsRev++
		}
	}
	g.autoPaused = false
}

// reset puts the board back to the givens with an empty history, a clock at
// zero and no assists: a restart, done on entering Playing.
func (g *Game) reset() {
	g.cur = g.start()
	g.past, g.future = nil, nil
	g.cut, g.tapRun = -1, -1
	g.clock.Reset()
	g.hints, g.checks = 0, 0
	g.hinted, g.hintedVariant, g.ladder, g.charged = nil, nil, nil, nil
	g.bookmarks = nil
	g.wrong = [81]uint8{}
	g.revealed, g.autoPaused = false, false
	g.result = nil
	g.lastCheck = nil
}

// Start begins playing the grid on the board (Idle only): the board goes
// back to the givens, the history empties and the clock starts from zero.
func (g *Game) Start() error { return g.Do(ActStart) }

// doStart carries out Start once Do found it enabled (actionTable).
func (g *Game) doStart() error {
	g.enterPlaying()
	return nil
}

func (g *Game) enterPlaying() {
	g.reset()
	g.state = Playing
	g.runClock()
	if g.stats.started(g.puzzle.Variant(), g.puzzle.Level()) {
		g.statsRev++
	}
	g.touch()
	g.afterChange()
}

// Stop ends the game in progress without solving it (the board keeps the
// player's digits, Idle.Unsolved), or leaves Editing and goes back to the
// puzzle the editing began from.
func (g *Game) Stop() error { return g.Do(ActStop) }

// doStop carries out Stop once Do found it enabled (actionTable).
func (g *Game) doStop() error {
	if g.state == Editing {
		g.state = IdleUnsolved
		g.reset()
	} else {
		g.leave()
		g.state = IdleUnsolved
		g.tapRun = -1
	}
	g.touch()
	return nil
}

// Pause stops the clock and hides the board (Playing only).
func (g *Game) Pause() error { return g.Do(ActPause) }

// doPause carries out Pause once Do found it enabled (actionTable).
func (g *Game) doPause() error {
	g.pause(false)
	return nil
}

func (g *Game) pause(auto bool) {
	g.clock.Stop(g.now())
	g.state = Paused
	g.autoPaused = auto
	g.tapRun = -1
	g.touch()
}

// Resume goes back to Playing from Paused; the clock runs again.
func (g *Game) Resume() error { return g.Do(ActResume) }

// doResume carries out Resume once Do found it enabled (actionTable).
func (g *Game) doResume() error {
	g.state = Playing
	g.autoPaused = false
	g.runClock()
	g.touch()
	return nil
}

// Focus tells the game whether the window has the keyboard focus. With the
// `pause when unfocused` setting on, losing the focus while Playing pauses
// the game, and regaining it resumes a game paused that way (a game the
// player paused stays paused).
func (g *Game) Focus(focused bool) {
	switch {
	case !focused && g.state == Playing && g.settings.PauseUnfocused:
		g.pause(true)
	case focused && g.state == Paused && g.autoPaused:
		g.state = Playing
		g.autoPaused = false
		g.runClock()
		g.touch()
	}
}

// Cover tells the game whether a panel covers the board (a dialog, the
// settings, the file dialog). The clock does not run while the board is
// covered, as while paused; the state stays what it is.
func (g *Game) Cover(covered bool) {
	if covered == g.covered {
		return
	}
	g.covered = covered
	if g.state != Playing {
		return
	}
	if covered {
		g.clock.Stop(g.now())
	} else {
		g.clock.Start(g.now())
	}
	g.touch()
}

// runClock starts the clock of a game being played, unless a panel covers
// the board (Cover).
func (g *Game) runClock() {
	if !g.covered {
		g.clock.Start(g.now())
	}
}

// Restart puts the board back to the givens (Playing only). The clock and
// the assists carry on. It can be undone until the next move, which forgets
// the positions before it (docs/behaviour.md, Undo and redo).
func (g *Game) Restart() error { return g.Do(ActRestart) }

// doRestart carries out Restart once Do found it enabled (actionTable).
func (g *Game) doRestart() error {
	g.past = append(g.past, g.cur)
	g.future = nil
	g.cur = g.start()
	g.cut = len(g.past)
	g.boundPast()
	g.tapRun = -1
	g.touch()
	return nil
}

// GiveUp ends the game in progress unsolved and shows the solution (docs/behaviour.md,
// Check and give up): Idle.Unsolved, no score, counted as given up. Ask first (see
// NeedsConfirm).
func (g *Game) GiveUp() error { return g.Do(ActGiveUp) }

// doGiveUp carries out GiveUp once Do found it enabled (actionTable).
func (g *Game) doGiveUp() error {
	g.clock.Stop(g.now())
	g.state = IdleUnsolved
	g.revealed, g.autoPaused = true, false
	g.tapRun = -1
	if g.stats.gaveUp(g.puzzle.Variant(), g.puzzle.Level()) {
		g.statsRev++
	}
	g.touch()
	return nil
}

// CheckResult is the answer to Check: which of the digits the player placed
// disagree with the solution.
type CheckResult struct {
	Placed int   `json:"placed"`          // digits the player placed
	Wrong  []int `json:"wrong,omitempty"` // the cells among them whose digit is wrong, ascending
}

// String words the result in English for logs and tests; the window words
// it through its catalogue.
func (r CheckResult) String() string {
	switch {
	case len(r.Wrong) == 0 && r.Placed == 1:
		return "The digit placed so far is right."
	case len(r.Wrong) == 0:
		return fmt.Sprintf("All %d digits placed so far are right.", r.Placed)
	case len(r.Wrong) == 1:
		return fmt.Sprintf("1 of %d digits placed is wrong: %s.", r.Placed, solver.CellName(r.Wrong[0]))
	}
	return fmt.Sprintf("%d of %d digits placed are wrong.", len(r.Wrong), r.Placed)
}

// Check compares the digits placed so far with the solution and marks the
// wrong ones on the board until they change (docs/behaviour.md, Check and give up). Each check is an
// assist: it costs a tenth of the score. For a grid with several solutions
// a digit is wrong when no solution has it there.
func (g *Game) Check() (CheckResult, error) {
	if err := g.ready("check", Playing); err != nil {
		return CheckResult{}, err
	}
	var r CheckResult
	for i, d := range g.cur.cells {
		if d == 0 || g.Given(i) {
			continue
		}
		r.Placed++
		if !g.fits(i, d) {
			r.Wrong = append(r.Wrong, i)
		}
	}
	if r.Placed == 0 {
		return CheckResult{}, refuse("check", ReasonNothingPlaced)
	}
	g.checks = inc(g.checks)
	g.wrong = [81]uint8{}
	for _, i := range r.Wrong {
		g.wrong[i] = g.cur.cells[i]
	}
	g.lastCheck = &r
	g.tapRun = -1
	g.touch()
	return r, nil
}

// fits reports whether some solution of the puzzle has d at cell i.
func (g *Game) fits(i int, d uint8) bool {
	if g.puzzle.Solution[i] == d {
		return true
	}
	if g.puzzle.Unique {
		return false
	}
	probe := g.puzzle.Givens
	probe[i] = d
	return g.puzzle.countSolutions(probe, 1) > 0
}

// LastCheck returns the result of the latest Check of this game.
func (g *Game) LastCheck() (CheckResult, bool) {
	if g.lastCheck == nil {
		return CheckResult{}, false
	}
	return *g.lastCheck, true
}

// afterChange ends the game the moment the grid is full and valid (docs/behaviour.md,
// Mistakes): Idle.Solved, the clock stopped, the result computed and recorded.
func (g *Game) afterChange() {
	if g.state != Playing || !g.puzzle.solved(g.cur.cells) {
		return
	}
	now := g.now()
	g.clock.Stop(now)
	t := g.clock.Elapsed(now)
	r := resultOf(g.puzzle, t, g.hints, g.checks)
	if lvl := g.puzzle.Level(); lvl != 0 {
		r.NewBest = g.stats.solved(g.puzzle.Variant(), lvl, t, r.Score, g.hints > 0 || g.checks > 0)
		r.BestTime = g.stats.ForVariant(g.puzzle.Variant(), lvl).BestTime
		g.statsRev++
	}
	g.result = &r
	g.state = IdleSolved
	g.tapRun = -1
	g.touch()
}
