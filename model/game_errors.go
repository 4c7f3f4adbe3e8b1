package model

import (
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// RefusedError says that an event does not apply now and changed nothing.
// Its message is meant for the player ("r1c1 is a given", "nothing to
// undo").
type RefusedError struct {
	Event  string // the event refused, e.g. "place", "undo"
	Reason string // why, in the player's words
}

func (e *RefusedError) Error() string { return e.Event + ": " + e.Reason }

func refuse(event, format string, args ...any) error {
	return &RefusedError{Event: event, Reason: fmt.Sprintf(format, args...)}
}

// ClashError says that a digit was not placed because the `refuse` mistakes
// mode keeps out a digit already in the cell's row, column or box. Cell is
// the clashing cell, so the board can flash it.
type ClashError struct {
	Target int   // the cell the digit was meant for
	Cell   int   // the cell that already holds it
	Digit  uint8 // the digit refused
}

func (e *ClashError) Error() string {
	return fmt.Sprintf("%d is already at %s", e.Digit, solver.CellName(e.Cell))
}

// stateRefusal is the common reason an event does not apply in a state.
func (g *Game) stateRefusal(event string) error {
	if g.pending != 0 {
		return refuse(event, "a question is waiting for an answer")
	}
	switch g.state {
	case Paused:
		return refuse(event, "the game is paused")
	case IdleSolved:
		return refuse(event, "the grid is solved; start a game first")
	case IdleUnsolved:
		return refuse(event, "no game in progress; press Start")
	case Editing:
		return refuse(event, "not while editing a grid")
	}
	return refuse(event, "not while playing")
}
