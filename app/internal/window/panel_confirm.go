package window

// The question panel: the model's pending confirmation (model.Confirm),
// worded through the catalogue and answered with Answer.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// confirmPanel asks the model's pending question; run runs on Yes.
type confirmPanel struct {
	dialog widgets.Dialog
	run    func()
}

func (p *confirmPanel) update(u *ui, gtx layout.Context) {
	if _, ok := u.game.Pending(); !ok {
		u.closeModal()
		return
	}
	if a, ok := p.dialog.Update(gtx); ok {
		p.answer(u, a.Yes())
	}
}

func (p *confirmPanel) layout(u *ui, gtx layout.Context) {
	c, _ := u.game.Pending()
	title, msg := p.texts(u, c)
	widgets.Alert(u.th, &p.dialog, title, msg, u.cat.T(i18n.Yes), u.cat.T(i18n.No)).Layout(gtx)
}

// answer closes the model's pending question that p asks.
func (p *confirmPanel) answer(u *ui, yes bool) {
	u.closeModal()
	if _, ok := u.game.Answer(yes); ok && p.run != nil {
		p.run()
	}
}

// ask starts action a: run runs now when a needs no confirmation, or when
// the player answers Yes to the model's question.
func (u *ui) ask(a model.Action, run func()) {
	ok, err := u.game.Ask(a)
	if err != nil {
		u.refused(err)
		return
	}
	if ok {
		run()
		return
	}
	u.open(&confirmPanel{run: run})
}

// texts words the model's pending question through the catalogue.
func (p *confirmPanel) texts(u *ui, c model.Confirm) (title, message string) {
	return u.cat.Question(c)
}
