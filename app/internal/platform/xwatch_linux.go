//go:build linux && !nox11

package platform

// The X11 side of exit.go. Xlib ends the process (exit(1)) when the
// connection to the display breaks, after calling the IO error handler:
// ours saves the game first. And Gio does not notice a window destroyed by
// another program (xdotool windowclose): a second connection watches the
// window for its DestroyNotify.

/*
#cgo linux pkg-config: x11
#include <X11/Xlib.h>
#include <stdlib.h>

extern void sudokuDisplayLost(Display *);
extern void sudokuWindowGone(void);

static int ioErrorHandler(Display *d) {
	sudokuDisplayLost(d);
	return 0;
}

// errorHandler replaces Xlib's default, which ends the process on any
// error: a request on a window that is gone means the window was destroyed
// from outside, and the game leaves through the usual door.
static int errorHandler(Display *d, XErrorEvent *e) {
	if (e->error_code == BadWindow || e->error_code == BadDrawable)
		sudokuWindowGone();
	return 0;
}

static void setIOErrorHandler(void) {
	XSetIOErrorHandler(ioErrorHandler);
	XSetErrorHandler(errorHandler);
}

// watchWindow blocks until window w is destroyed (1) or the connection
// cannot be opened (0).
static int watchWindow(Display *d, Window w) {
	XSelectInput(d, w, StructureNotifyMask);
	XSync(d, False);
	for (;;) {
		XEvent e;
		XNextEvent(d, &e);
		if (e.type == DestroyNotify && e.xdestroywindow.window == w)
			return 1;
	}
}
*/
import "C"

import (
	"sync"
	"time"
)

// rescueAfter is how long the watcher leaves the UI goroutine to take the
// usual way out after the display died.
const rescueAfter = 2 * time.Second

var displayLost struct {
	sync.Mutex
	watcher *C.Display // the watching connection
	onLost  func()     // what the UI connection's loss does
	rescue  func()     // the way out when the UI goroutine does not take it
	x       *ExitRequest
	wake    func()
}

// WatchDisplayLoss installs the IO error handler: onLost runs when the
// window's own connection breaks (on the UI goroutine, inside w.Event);
// rescue when the watching connection broke and the UI goroutine did not
// leave within rescueAfter (stuck in the renderer, waiting on the dead
// server).
func WatchDisplayLoss(onLost, rescue func()) {
	displayLost.Lock()
	displayLost.onLost, displayLost.rescue = onLost, rescue
	displayLost.Unlock()
	C.setIOErrorHandler()
}

//export sudokuDisplayLost
func sudokuDisplayLost(d *C.Display) {
	displayLost.Lock()
	watcher, onLost, rescue, x, wake := displayLost.watcher, displayLost.onLost, displayLost.rescue, displayLost.x, displayLost.wake
	displayLost.Unlock()
	if d == watcher && watcher != nil {
		// The watcher's connection broke: the window's own breaks too,
		// and its handler saves. Ask for the exit in case it does not,
		// then rescue; never return (Xlib would exit at once).
		if x != nil {
			x.request("the display connection was lost")
			wake()
		}
		time.Sleep(rescueAfter)
		if rescue != nil {
			rescue()
		}
		select {}
	}
	if onLost != nil {
		onLost()
	}
}

//export sudokuWindowGone
func sudokuWindowGone() {
	displayLost.Lock()
	x, wake := displayLost.x, displayLost.wake
	displayLost.Unlock()
	if x != nil {
		x.request("the window was destroyed")
		go wake()
	}
}

// WatchX11Window watches window w through a connection of its own, and
// asks for the exit when another program destroys it.
func WatchX11Window(w uintptr, x *ExitRequest, wake func()) {
	displayLost.Lock()
	defer displayLost.Unlock()
	if displayLost.watcher != nil {
		return
	}
	d := C.XOpenDisplay(nil)
	if d == nil {
		return
	}
	displayLost.watcher, displayLost.x, displayLost.wake = d, x, wake
	go func() {
		if C.watchWindow(d, C.Window(w)) == 1 {
			x.request("the window was destroyed")
			wake()
		}
	}()
}
