package window

// Info panels: warnings and messages wait in a queue and open in turn.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

// warn queues an Info panel.
func (u *ui) warn(title, message string) {
	u.infos = append(u.infos, &infoPanel{title: title, message: message})
	if u.modal == nil && u.busy() == nil {
		u.nextInfo()
	}
}

// nextInfo opens the next queued Info panel when nothing else is open.
func (u *ui) nextInfo() {
	if u.modal != nil || u.busy() != nil || len(u.infos) == 0 {
		return
	}
	u.open(u.infos[0])
	u.infos = u.infos[1:]
}

// infoPanel tells something: an error, a warning, a result.
type infoPanel struct {
	dialog         widgets.Dialog
	title, message string
	// live, when set, words the message again each frame: a result that
	// changes while it shows (Check grid's rating, graded in the
	// background, grade.go).
	live func() string
}

func (p *infoPanel) update(u *ui, gtx layout.Context) {
	if p.live != nil {
		p.message = p.live()
	}
	if _, ok := p.dialog.Update(gtx); ok {
		u.closeModal()
	}
}

func (p *infoPanel) layout(u *ui, gtx layout.Context) {
	widgets.Info(u.th, &p.dialog, p.title, p.message, u.cat.T(i18n.OK)).Layout(gtx)
}

// access describes the panel to a screen reader (access.go).
func (p *infoPanel) access(u *ui) *access.Panel {
	return dialogPanel("info", a11y.RoleAlert, &p.dialog, p.title, nonEmpty(p.message), u.cat.T(i18n.OK))
}
