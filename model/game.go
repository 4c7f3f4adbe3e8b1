package model

import (
	"fmt"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// State is where the game flow stands (docs/behaviour.md, The game's states). The zero State is
// IdleUnsolved, the state a new Game starts in.
type State uint8

// The states of the game flow. Idle.Unsolved and Idle.Solved are the two
// kinds of one idle state; Paused lives inside Playing.
const (
	IdleUnsolved State = iota // a grid is shown, the board takes no input
	Playing                   // non-given cells take input, the clock runs
	Paused                    // the clock stops and the board is hidden
	IdleSolved                // the grid was completed correctly and stays on screen
	Editing                   // building a grid (create mode)
)

// String names the state in English for logs and tests: "Unsolved",
// "Playing", "Paused", "Solved" or "Editing". The status line's words come
// from the window's catalogue.
func (s State) String() string {
	switch s {
	case IdleUnsolved:
		return "Unsolved"
	case Playing:
		return "Playing"
	case Paused:
		return "Paused"
	case IdleSolved:
		return "Solved"
	case Editing:
		return "Editing"
	}
	return fmt.Sprintf("State(%d)", uint8(s))
}

// Idle reports whether s is one of the two idle states, where the board
// takes no input.
func (s State) Idle() bool { return s == IdleUnsolved || s == IdleSolved }

// InGame reports whether s is Playing or Paused: a game is in progress.
func (s State) InGame() bool { return s == Playing || s == Paused }

// key is the state's name in saved files; it never changes with the wording
// of the status line.
func (s State) key() string {
	switch s {
	case IdleUnsolved:
		return "unsolved"
	case Playing:
		return "playing"
	case Paused:
		return "paused"
	case IdleSolved:
		return "solved"
	case Editing:
		return "editing"
	}
	return ""
}

func parseStateKey(k string) (State, error) {
	for s := IdleUnsolved; s <= Editing; s++ {
		if s.key() == k {
			return s, nil
		}
	}
	return 0, fmt.Errorf("unknown state %q", k)
}

// snapshot is one position of the board: what undo and redo step between.
// It is a small value (1,215 bytes), copied, never shared.
type snapshot struct {
	cells solver.Grid     // givens and the player's digits (in Editing: the grid being built)
	notes [81]solver.Mask // centre marks (the candidates) of empty cells
	// corner marks of empty cells (docs/behaviour.md, Notes: two styles)
	corner [81]solver.Mask
	// colours of each cell, bit c for colour c (1–9), on any cell
	// (docs/behaviour.md, Colours)
	colours [81]uint16
	// the colour of each candidate of an empty cell: four bits per digit,
	// digit d at bits 4(d-1), 0 for none (candColour)
	cand [81]uint64
}

// Game is one game of Sudoku: the puzzle, the board, the history, the clock,
// the assists, the statistics it feeds and the confirmation it waits for.
//
// Every method that changes the game is an event (docs/behaviour.md, Events): it either
// applies completely or is refused with an error (a *RefusedError, or a
// *ClashError for a digit the `refuse` mistakes mode keeps out) and changes
// nothing. A Game is not safe for concurrent use: only the UI goroutine
// touches it.
type Game struct {
	now      func() time.Time
	settings Settings
	stats    Stats

	state  State
	puzzle Puzzle

	cur    snapshot
	past   []snapshot // positions before each change, oldest first
	future []snapshot // positions undone, the next redo last
	// cut is len(past) right after a Restart while the restart is still the
	// latest change (-1 otherwise): the next move forgets the positions
	// before the restart (docs/behaviour.md, Undo and redo: "only until the next move").
	cut int
	// tapRun is the cell of the latest change when it was a Tap or TapBack
	// (-1 otherwise): further taps on the same cell extend that one change.
	tapRun int

	clock  Clock
	hints  int // assists of the hint kind (kept for the hint issue; scored now)
	checks int // assists of the check kind
	// hinted lists the techniques of the hints counted, in the order asked.
	hinted []solver.Technique
	// hintedVariant lists, in a variant's game, the variants' grader's
	// techniques of the hints counted.
	hintedVariant []solver.VariantTechnique
	// charged holds the hints already counted in this game (hintKey), so
	// that reopening or cancelling the same hint does not count it again.
	charged map[string]bool
	ladder  *hintLadder // the open hint ladder, nil when closed
	// bookmarks are the positions the player marked to return to, oldest
	// first (bookmarks.go).
	bookmarks []bookmark

	wrong      [81]uint8 // digit marked wrong by the last Check, per cell (0: none)
	revealed   bool      // GiveUp showed the solution
	autoPaused bool      // Paused by losing focus: regaining it resumes
	covered    bool      // a panel covers the board: the clock waits (Cover)
	result     *Result   // the outcome of the solve, in IdleSolved
	lastCheck  *CheckResult

	editStart solver.Grid // the grid Editing began with, to tell whether it changed

	pending  Action  // the action waiting for a confirmation, 0 for none
	question Confirm // the question asked for it
	revision uint64  // bumped by every change, for savers and redraws
	statsRev uint64  // bumped by every change to the statistics
	lastEdit *editCount
}

// editCount caches the solution count of the grid being built and, once
// CheckEdit found it unique, its grade: the shallow grade, then the exact
// one when the window brought it (SetExactGrade, grade_exact.go).
type editCount struct {
	grid  solver.Grid
	count int
	grade *solver.Grade
}

// New returns a game in Idle.Unsolved with an empty grid, default settings
// and empty statistics. now is the time source of the clock (time.Now in the
// app, a fake in tests); nil means time.Now.
func New(now func() time.Time) *Game {
	if now == nil {
		now = time.Now
	}
	g := &Game{now: now, settings: DefaultSettings(), cut: -1, tapRun: -1}
	g.puzzle = Puzzle{Unique: false}
	return g
}

// State returns where the game flow stands.
func (g *Game) State() State { return g.state }

// Puzzle returns the puzzle on the board: its givens, solution, grade and
// source.
func (g *Game) Puzzle() Puzzle { return g.puzzle }

// Settings returns the settings the game plays by.
func (g *Game) Settings() Settings { return g.settings }

// SetSettings changes the settings the game plays by (mistakes mode,
// automatic note removal, pause when unfocused). The caller saves them.
func (g *Game) SetSettings(s Settings) {
	g.settings = s
	g.touch()
}

// Stats returns a copy of the statistics the game feeds.
func (g *Game) Stats() Stats { return g.stats }

// SetStats replaces the statistics the game feeds (loaded at start).
func (g *Game) SetStats(s Stats) {
	g.stats = s
	g.statsRev++
}

// StatsRevision changes whenever the statistics change, so the caller knows
// when to save them.
func (g *Game) StatsRevision() uint64 { return g.statsRev }

// Revision changes whenever the game changes (the board, the state, the
// settings it plays by), so the caller knows when to save and redraw.
func (g *Game) Revision() uint64 { return g.revision }

func (g *Game) touch() { g.revision++ }

// Grid returns the board as the player sees it when the board takes input:
// the givens and the player's digits (in Editing, the grid being built). It
// never contains revealed solution digits; use Cell for display.
func (g *Game) Grid() solver.Grid { return g.cur.cells }

// Givens returns the clues of the puzzle on the board (none in Editing).
func (g *Game) Givens() solver.Grid {
	if g.state == Editing {
		return solver.Grid{}
	}
	return g.puzzle.Givens
}

// Given reports whether cell i holds a clue of the puzzle. No cell is a
// given in Editing.
func (g *Game) Given(i int) bool {
	return g.state != Editing && i >= 0 && i < 81 && g.puzzle.Givens[i] != 0
}

// Corner returns the corner marks of cell i.
func (g *Game) Corner(i int) solver.Mask {
	if i < 0 || i >= 81 {
		return 0
	}
	return g.cur.corner[i]
}

// Notes returns the centre marks (the candidates) of cell i.
func (g *Game) Notes(i int) solver.Mask {
	if i < 0 || i >= 81 {
		return 0
	}
	return g.cur.notes[i]
}

// Cell is what the board draws in one cell.
type Cell struct {
	Digit   uint8       // the digit shown, 0 for none
	Given   bool        // a clue of the puzzle: drawn strong, takes no input
	Notes   solver.Mask // centre marks (candidates), only on cells without a digit
	Corner  solver.Mask // corner marks, only on cells without a digit
	Colours uint16      // the cell's colours, bit c for colour c (1–9); on any cell
	// CandColours is the colour of each candidate, four bits per digit
	// (CandColour reads it); only on cells without a digit.
	CandColours uint64
	Revealed    bool // a digit of the solution shown by GiveUp, not the player's
	Clash       bool // the digit repeats in its row, column or box — in a variant, any house or cage — or fills a cage with the wrong sum (when marked)
	Wrong       bool // the digit disagrees with the solution (marked by Check or GiveUp)
}

// Cell returns what the board draws in cell i (0–80). While Paused the
// board is hidden: every cell comes back blank.
func (g *Game) Cell(i int) Cell {
	if i < 0 || i >= 81 || g.state == Paused {
		return Cell{}
	}
	c := Cell{Digit: g.cur.cells[i], Given: g.Given(i), Notes: g.cur.notes[i], Corner: g.cur.corner[i],
		Colours: g.cur.colours[i], CandColours: g.cur.cand[i]}
	if c.Digit != 0 {
		c.Notes, c.Corner, c.CandColours = 0, 0, 0
	}
	if g.state == IdleUnsolved && g.revealed && !c.Given {
		sol := g.puzzle.Solution[i]
		if c.Digit != sol {
			c.Wrong = c.Digit != 0
			c.Digit, c.Revealed, c.Notes, c.Corner, c.CandColours = sol, true, 0, 0, 0
		}
		return c
	}
	if c.Digit != 0 && !c.Given && g.wrong[i] == c.Digit {
		c.Wrong = true
	}
	if g.marksClashes() {
		c.Clash = g.clashes()[i]
	}
	return c
}

// Clashes returns the cells whose digit repeats one in the same row, column
// or box, when the game marks them: always in Editing; in play unless the
// mistakes mode is `off` and the grid is not yet full (docs/behaviour.md, Mistakes).
func (g *Game) Clashes() [81]bool {
	if !g.marksClashes() {
		return [81]bool{}
	}
	return g.clashes()
}

func (g *Game) marksClashes() bool {
	switch {
	case g.state == Editing:
		return true
	case g.revealed && g.state == IdleUnsolved:
		return false
	case g.settings.Mistakes == MistakesOff:
		return g.cur.cells.Clues() == 81
	}
	return true
}

func (g *Game) clashes() [81]bool {
	out := g.cageErrors()
	for i := range 81 {
		d := g.cur.cells[i]
		if d == 0 {
			continue
		}
		for _, p := range g.peersOf(i) {
			if g.cur.cells[p] == d {
				out[i] = true
				break
			}
		}
	}
	return out
}

// Counts returns, for each digit 1–9, how many cells of the board hold it
// (index 0 counts empty cells), for the number pad's "still to place".
func (g *Game) Counts() [10]int {
	var n [10]int
	for i := range 81 {
		n[g.Cell(i).Digit]++
	}
	return n
}

// Elapsed returns the playing time so far (docs/behaviour.md, The clock and pause).
func (g *Game) Elapsed() time.Duration { return g.clock.Elapsed(g.now()) }

// ClockRunning reports whether the clock counts now.
func (g *Game) ClockRunning() bool { return g.clock.Running() }

// ClockTick returns when the clock as shown (whole seconds) changes next,
// while it runs: the window asks to be redrawn then.
func (g *Game) ClockTick() (time.Time, bool) {
	if !g.clock.Running() {
		return time.Time{}, false
	}
	now := g.now()
	e := g.clock.Elapsed(now)
	return now.Add(time.Second - e%time.Second), true
}

// Assists returns the hints and checks used in this game; each costs a
// tenth of the score.
func (g *Game) Assists() (hints, checks int) { return g.hints, g.checks }

// Revealed reports whether the board shows the solution after GiveUp.
func (g *Game) Revealed() bool { return g.revealed && g.state == IdleUnsolved }

// Result returns the outcome of the solve (time, score, stars) in
// Idle.Solved.
func (g *Game) Result() (Result, bool) {
	if g.state != IdleSolved || g.result == nil {
		return Result{}, false
	}
	return *g.result, true
}

// CanEdit reports whether cell i takes input now: any cell in Editing, a
// non-given cell in Playing.
func (g *Game) CanEdit(i int) bool {
	if i < 0 || i >= 81 || g.pending != 0 {
		return false
	}
	switch g.state {
	case Editing:
		return true
	case Playing:
		return !g.Given(i)
	}
	return false
}

// progress reports whether leaving the game in progress would lose anything
// the player did: a digit, a note, or a history to undo.
func (g *Game) progress() bool {
	if !g.state.InGame() {
		return false
	}
	return g.cur != g.start() || len(g.past) > 0 || len(g.future) > 0
}

// start is the position a game begins from: the givens, no notes.
func (g *Game) start() snapshot { return snapshot{cells: g.puzzle.Givens} }
