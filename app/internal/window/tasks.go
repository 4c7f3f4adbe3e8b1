package window

// Long work off the UI goroutine, with a progress overlay in the window
// (docs/architecture.md, app, Work off the UI goroutine): generating a puzzle, reading and grading a file, a native
// file dialog. One task runs at a time; while it runs the overlay is the
// modal panel, and Escape cancels a task that can be cancelled: its context
// is cancelled and its result, when it comes, is dropped.

import (
	"context"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

// startTask runs work on another goroutine with the progress overlay
// showing title and message. work returns the func to run on the UI
// goroutine with its result; it is not run when the task was cancelled.
func (u *ui) startTask(title, message string, kind control.TaskKind, work func(ctx context.Context) func()) {
	u.ctl.Start(title, message, kind, work)
	u.open(&busyPanel{})
}

// taskEnded follows the end of a task: the overlay closes, unless the
// task's result started another, and what waited behind it shows.
func (u *ui) taskEnded() {
	if _, ok := u.modal.(*busyPanel); ok && u.busy() == nil {
		u.modal = nil
	}
	u.nextInfo()
	u.showScore()
}

// cancelBusy cancels the task in progress, when it can be cancelled: the
// window is free at once and the result is dropped.
func (u *ui) cancelBusy() {
	if u.ctl.Cancel() {
		u.say(u.cat.T(i18n.Cancelled))
	}
}

// busyKey answers a key typed while a task runs: the overlay has the
// keyboard and the key does nothing, so the status line says what the
// window is doing ("Reading demo.sdm…") and how to stop it, when it can
// be stopped (docs/behaviour.md, The window's keys).
func (u *ui) busyKey() {
	b := u.busy()
	switch {
	case b == nil:
	case b.Waiting:
		u.say(b.Message)
	case b.Cancellable():
		u.say(u.cat.T(i18n.BusyKeyCancel, b.Message))
	default:
		u.say(u.cat.T(i18n.BusyKeyWait, b.Message))
	}
}

// busyPanel is the progress overlay of the task in progress; Escape
// cancels a task that can be cancelled, and any other key says on the
// status line what the window is busy with.
type busyPanel struct{ overlay widgets.BusyOverlay }

func (p *busyPanel) update(u *ui, gtx layout.Context) {
	if u.busy() == nil {
		u.closeModal()
		return
	}
	for {
		e, ok := p.overlay.Update(gtx)
		if !ok {
			return
		}
		switch e {
		case widgets.BusyCancel:
			u.cancelBusy()
		case widgets.BusyKey:
			u.busyKey()
		}
		if u.busy() == nil {
			return
		}
	}
}

func (p *busyPanel) layout(u *ui, gtx layout.Context) {
	b := u.busy()
	widgets.BusyStyle{Theme: u.th, Overlay: &p.overlay, Title: b.Title, Message: b.Message,
		Started: b.Started, Cancellable: b.Cancellable(), Cancel: u.cat.T(i18n.Cancel), Waiting: b.Waiting}.Layout(gtx)
}
