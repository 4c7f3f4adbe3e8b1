package window

// Create: a blank grid, or the grid on the board to edit.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// create is the menu's Create: a blank grid, or the grid on the board to
// edit when there is one (the player chooses).
func (u *ui) create() {
	u.ask(model.ActEdit, func() {
		if u.game.Givens().Clues() == 0 {
			u.blankGrid()
			return
		}
		u.open(&createPanel{})
	})
}

// createPanel chooses what Create starts from: a blank grid (first, the
// default) or the grid on the board.
type createPanel struct{ dialog widgets.Dialog }

func (p *createPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	switch a.Index {
	case 0:
		u.blankGrid()
	case 1:
		u.refused(u.game.Edit())
	}
}

func (p *createPanel) layout(u *ui, gtx layout.Context) {
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.CreateHead), u.cat.T(i18n.BlankGrid), u.cat.T(i18n.EditThisGrid)).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}
