package main

import (
	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/model"
)

// The keys of the player's marks and selection (docs/behaviour.md,
// Multi-select); the model's input state decides what they mean.

// extendKey is Shift+arrow: the selection grows by the cell the cursor
// moves to.
func (u *ui) extendKey(s shortcut) {
	dr, dc := 0, 0
	switch s.arg {
	case dirLeft:
		dc = -1
	case dirRight:
		dc = 1
	case dirUp:
		dr = -1
	case dirDown:
		dr = 1
	}
	u.inputDone(u.input.Extend(u.game, dr, dc))
}

// selectEmpty is Ctrl+A: every empty cell.
func (u *ui) selectEmpty() { u.inputDone(u.input.SelectEmpty(u.game)) }

// escapeKey is Escape on the board: it closes the hint first (what the
// player is looking at), then brings a selection of several cells down to
// the cursor, then lets the last cell go; with none of these it is a key
// that does nothing here.
func (u *ui) escapeKey() {
	if _, _, ok := u.game.Hint(); ok {
		u.closeHint()
		return
	}
	if st := u.game.State(); (st == model.Playing || st == model.Editing) && u.input.ClearSelection() {
		return
	}
	u.unboundKey(key.Event{Name: key.NameEscape})
}
