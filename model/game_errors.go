package model

import (
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// Reason is why an event was refused. The model names the reason and its
// parameters; the window's catalogue words it in the player's language
// (i18n), so no sentence for players lives in the model.
type Reason uint8

// The reasons an event is refused. Cell, Digit and Err of the RefusedError
// say which cell, digit or underlying error the reason is about.
const (
	ReasonUnavailable   Reason = iota + 1 // the action does not apply now (its button is greyed)
	ReasonPending                         // a question waits for an answer
	ReasonPaused                          // the game is paused
	ReasonSolved                          // the grid is solved
	ReasonNoGame                          // no game in progress
	ReasonEditing                         // not while a grid is being built
	ReasonPlaying                         // not while playing
	ReasonNoCell                          // Cell is not a cell of the board
	ReasonGiven                           // Cell holds a given
	ReasonNotDigit                        // Digit is not 1–9
	ReasonNoDigitFits                     // a tap found no digit for Cell
	ReasonCellFilled                      // a note on Cell, which holds a digit
	ReasonNotesFull                       // every empty cell already shows its candidates
	ReasonNothingToUndo                   // the undo history is empty
	ReasonNothingToRedo                   // the redo history is empty
	ReasonAtStart                         // restart: the board holds only the givens
	ReasonNothingPlaced                   // check: no digit placed yet
	ReasonGridEmpty                       // clear: the grid being built is empty
	ReasonBadGrid                         // the grid is not valid: Err says why (a *solver.ConflictError, …)
	ReasonNoSolution                      // the grid has no solution
	ReasonSeveral                         // the grid has several solutions
	ReasonWindowAction                    // Do was given an action the window carries out
	ReasonCellEmpty                       // erase: Cell holds no digit and no note
)

var reasonText = [...]string{"", "not available now", "a question is waiting for an answer",
	"the game is paused", "the grid is solved", "no game in progress", "not while editing a grid",
	"not while playing", "no such cell", "the cell is a given", "not a digit from 1 to 9",
	"no digit fits the cell", "the cell holds a digit", "every empty cell already shows its candidates",
	"nothing to undo", "nothing to redo", "the board already holds only the givens", "no digit placed yet",
	"the grid is already empty", "the grid is not valid", "the grid has no solution",
	"the grid has several solutions", "carried out by the window, not the game",
	"the cell is already empty"}

// String is the reason in English words for logs and tests; players read
// the catalogue's wording.
func (r Reason) String() string {
	if int(r) < len(reasonText) && r > 0 {
		return reasonText[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// RefusedError says that an event does not apply now and changed nothing.
type RefusedError struct {
	Event  string // the event refused, e.g. "place", "undo" (for logs, not for players)
	Reason Reason // why
	Cell   int    // the cell concerned (ReasonNoCell, ReasonGiven, ReasonNoDigitFits, ReasonCellFilled, ReasonCellEmpty), else -1
	Digit  uint8  // the digit concerned (ReasonNotDigit), else 0
	Err    error  // the underlying error (ReasonBadGrid), may be nil
}

func (e *RefusedError) Error() string {
	s := e.Event + ": " + e.Reason.String()
	if e.Cell >= 0 && e.Cell < 81 {
		s += " (" + solver.CellName(e.Cell) + ")"
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns the underlying error.
func (e *RefusedError) Unwrap() error { return e.Err }

func refuse(event string, r Reason) error {
	return &RefusedError{Event: event, Reason: r, Cell: -1}
}

func refuseCell(event string, r Reason, cell int) error {
	return &RefusedError{Event: event, Reason: r, Cell: cell}
}

func refuseErr(event string, r Reason, err error) error {
	return &RefusedError{Event: event, Reason: r, Cell: -1, Err: err}
}

// ClashError says that a digit was not placed because the `refuse` mistakes
// mode keeps out a digit already in the cell's row, column or box. Cell is
// the clashing cell, so the board can flash it; Others lists the other
// clashing cells when there are more than one.
type ClashError struct {
	Target int   // the cell the digit was meant for
	Cell   int   // the cell that already holds it (flashed)
	Others []int // further cells that hold it in the target's units, may be nil
	Digit  uint8 // the digit refused
	// Geometry is the variant's (nil in the classic game): which of its
	// houses or cages the cells share is what the message names.
	Geometry *solver.Geometry
}

func (e *ClashError) Error() string {
	return fmt.Sprintf("%d is already at %s", e.Digit, solver.CellName(e.Cell))
}

// stateRefusal is the common reason an event does not apply in a state.
func (g *Game) stateRefusal(event string) error {
	if g.pending != 0 {
		return refuse(event, ReasonPending)
	}
	switch g.state {
	case Paused:
		return refuse(event, ReasonPaused)
	case IdleSolved:
		return refuse(event, ReasonSolved)
	case IdleUnsolved:
		return refuse(event, ReasonNoGame)
	case Editing:
		return refuse(event, ReasonEditing)
	}
	return refuse(event, ReasonPlaying)
}
