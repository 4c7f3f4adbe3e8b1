package platform

// Leaving without losing a move (docs/behaviour.md, "Saving"): SIGTERM,
// SIGINT, SIGHUP and SIGQUIT (a logout, a shutdown, Ctrl+C or Ctrl+\ in
// the terminal), a
// display connection that breaks and a window destroyed by another program
// all end the process through the same door as the Quit command: the game
// and the statistics are written one last time on the UI goroutine, then
// the process exits.

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// ExitRequest is set, from any goroutine, when the process must end
// without asking; runWindow sees it after the window's next event (the
// setter wakes the window).
type ExitRequest struct {
	why atomic.Pointer[string]
}

// request records why the process must end (the first reason wins).
func (x *ExitRequest) request(why string) { x.why.CompareAndSwap(nil, &why) }

// requested returns the reason, "" when none.
func (x *ExitRequest) Requested() string {
	if p := x.why.Load(); p != nil {
		return *p
	}
	return ""
}

// WatchSignals turns SIGTERM, SIGINT, SIGHUP and SIGQUIT into an exit
// request and wakes the window. SIGQUIT would otherwise make Go dump its
// goroutines and exit without saving: a player's Ctrl+\ must not cost the
// moves since the last save (SIGABRT still dumps them, for debugging).
func WatchSignals(x *ExitRequest, wake func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP, syscall.SIGQUIT)
	go func() {
		s := <-ch
		x.request(s.String())
		wake()
	}()
}
