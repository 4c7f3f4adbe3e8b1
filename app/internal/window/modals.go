package window

// The modal panels: each is a small type with its own widget state, that
// follows its input (update) and draws itself (layout). The ui holds the
// one open (ui.modal, nil when none); while one is, the board, the pad, the
// header and the shortcuts take no input. A panel closes through
// ui.closeModal, which also opens what waits (an Info, the score panel).

import (
	"gioui.org/layout"
)

// panel is a modal panel.
type panel interface {
	// update follows the player's input of this frame; it may close the
	// panel or open another.
	update(u *ui, gtx layout.Context)
	// layout draws the panel over the window.
	layout(u *ui, gtx layout.Context)
}

// layoutModal follows the open panel's input, then draws the panel open after
// it: the same one, or the one its answer opened.
func (u *ui) layoutModal(gtx layout.Context) {
	p := u.modal
	if p == nil {
		return
	}
	p.update(u, gtx)
	// The panel still open, or the one its answer opened, is drawn in this
	// frame: a panel that opens another (the variant question, then the
	// level question) hands it the keyboard focus at once, before the
	// screen reader hears of it and before the next key arrives; drawn one
	// frame later, a key pressed in between went to no one.
	if u.modal != nil {
		u.modal.layout(u, gtx)
	}
}

// open makes p the modal panel.
func (u *ui) open(p panel) { u.modal = p }

// closeModal closes the modal panel and shows what waits.
func (u *ui) closeModal() {
	u.modal = nil
	u.nextInfo()
	u.showScore()
}

// isOpen reports whether the modal panel is p.
func (u *ui) isOpen(p panel) bool { return u.modal == p }
