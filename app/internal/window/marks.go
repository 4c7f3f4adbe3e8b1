package window

import (
	"errors"

	"gioui.org/io/key"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
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

// markPosition is B and the menu's Mark this position.
func (u *ui) markPosition() {
	err := u.game.MarkPosition()
	var r *model.RefusedError
	switch {
	case err == nil:
		u.say(u.cat.T(i18n.PositionMarked))
	case errors.As(err, &r) && r.Reason == model.ReasonUnavailable:
		u.say(u.cat.T(i18n.MarkedAlready))
	default:
		u.inputDone(err)
	}
}

// backToCorrect is the menu's Back to the last correct position.
func (u *ui) backToCorrect() {
	err := u.game.BackToCorrect()
	var r *model.RefusedError
	if errors.As(err, &r) && r.Reason == model.ReasonUnavailable {
		u.say(u.cat.T(i18n.NoWrongMove))
		return
	}
	u.refused(err)
}

// showBookmarks opens the list of marked positions.
func (u *ui) showBookmarks() { u.open(&bookmarksPanel{}) }

// bookmarksPanel lists the marked positions, newest first; choosing one
// returns to it (one change, undoable).
type bookmarksPanel struct{ dialog widgets.Dialog }

func (p *bookmarksPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	n := len(u.game.Bookmarks())
	if a.Index < 0 || a.Index >= n {
		return
	}
	u.refused(u.game.ReturnTo(n - 1 - a.Index))
}

func (p *bookmarksPanel) layout(u *ui, gtx layout.Context) {
	bs := u.game.Bookmarks()
	opts := make([]string, len(bs))
	for i := range bs {
		b := bs[len(bs)-1-i]
		opts[i] = u.cat.T(i18n.BookmarkItem, b.Placed, model.FormatClock(b.Elapsed))
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.MarkedHead), opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// candidateKey is Alt+digit: the candidate takes the colour given last.
func (u *ui) candidateKey(s shortcut) {
	u.inputDone(u.input.CandidateKey(u.game, uint8(s.arg)))
}
