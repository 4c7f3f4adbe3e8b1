package window

// Quitting while the game cannot be saved (docs/behaviour.md, "Saving on
// the way out"): Quit first writes the game; when that fails the player is
// told so, with the whole reason, and chooses: Save as elsewhere, quit
// without saving, or cancel. The usual question ("the game in progress is
// saved…") is asked only once the game is saved.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

// unsavedPanel is the choice offered when Quit cannot save.
type unsavedPanel struct {
	dialog widgets.Dialog
	reason string
}

// The buttons of unsavedPanel, in order.
const (
	unsavedSaveAs = iota
	unsavedQuit
	unsavedCancel
)

func (p *unsavedPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	switch a.Index {
	case unsavedSaveAs:
		u.saveAs()
	case unsavedQuit:
		u.quitUnsaved = true
		u.quit()
	}
}

func (p *unsavedPanel) layout(u *ui, gtx layout.Context) {
	widgets.DialogStyle{Theme: u.th, Dialog: &p.dialog, Icon: widgets.IconWarning,
		Title:   u.cat.T(i18n.QuitUnsavedTitle),
		Message: u.cat.T(i18n.QuitUnsavedText, p.reason),
		Buttons: []string{u.cat.T(i18n.QuitSaveElsewhere), u.cat.T(i18n.QuitAnyway), u.cat.T(i18n.QuitCancel)},
		Default: unsavedCancel, Primary: unsavedSaveAs, Stacked: true,
	}.Layout(gtx)
}

// savedForQuit writes the game before quitting. It reports whether quitting
// may go on; when the game cannot be written it opens unsavedPanel.
func (u *ui) savedForQuit() bool {
	if !u.cfg.Persist || u.quitUnsaved {
		return true
	}
	err := u.ctl.SaveNow()
	if err == nil {
		return true
	}
	u.open(&unsavedPanel{reason: u.cat.Error(err)})
	return false
}
