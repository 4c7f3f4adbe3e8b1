package main

// Long work off the UI goroutine, with a progress overlay in the window
// (SPEC 4.9): generating a puzzle, reading and grading a file, a native
// file dialog. One task runs at a time; while it runs the overlay is the
// modal panel, and Escape cancels a task that can be cancelled: its context
// is cancelled and its result, when it comes, is dropped.

import (
	"context"
	"time"

	"github.com/giosudoku/sudoku/widgets"
)

// busyTask is the work in progress.
type busyTask struct {
	title, message string
	started        time.Time
	cancel         context.CancelFunc // nil: cannot be cancelled (a native dialog)
	waiting        bool               // waits for the player in another window
}

// taskKind says how the overlay treats a task.
type taskKind uint8

const (
	taskCancellable taskKind = iota // work the window does: Escape cancels it
	taskWaiting                     // waits for the player in another window (a file dialog)
)

// startTask runs work on another goroutine with the progress overlay
// showing title and message. work returns the func to run on the UI
// goroutine with its result; it is not run when the task was cancelled.
func (u *ui) startTask(title, message string, kind taskKind, work func(ctx context.Context) func()) {
	ctx, cancel := context.WithCancel(u.ctx)
	t := &busyTask{title: title, message: message, started: u.now(), waiting: kind == taskWaiting}
	if kind == taskCancellable {
		t.cancel = cancel
	}
	u.busy = t
	u.open(&busyPanel{})
	go func() {
		done := work(ctx)
		u.post(func() {
			cancelled := ctx.Err() != nil
			cancel()
			if u.busy == t {
				u.busy = nil
				if _, ok := u.modal.(*busyPanel); ok {
					u.modal = nil
				}
			}
			if !cancelled && done != nil {
				done()
			}
			u.nextInfo()
			u.showScore()
		})
	}()
}

// cancelBusy cancels the task in progress, when it can be cancelled: the
// window is free at once and the result is dropped.
func (u *ui) cancelBusy() bool {
	t := u.busy
	if t == nil || t.cancel == nil {
		return false
	}
	t.cancel()
	u.busy = nil
	if _, ok := u.modal.(*busyPanel); ok {
		u.modal = nil
	}
	u.say(u.th.T(widgets.MsgCancelled))
	u.nextInfo()
	return true
}
