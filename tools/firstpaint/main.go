// Command firstpaint watches an X display for the first paint of a window:
// it waits until a mapped top-level window whose name matches -name shows
// at least -colours distinct pixel values, and prints when that was seen
// (and when the window was first seen mapped) as Unix nanoseconds:
//
//	firstpaint -name '^Sudoku$' -timeout 20s
//	mapped_unix_ns=… painted_unix_ns=… window=0x…
//
// `make bench-window` (app/figures_test.go) starts a game, then this, and
// takes the launch-to-paint time of our window and of GNOME Sudoku by the
// same measure, from outside either program. An unpainted X window holds
// one colour (its background, or black); a drawn board holds many (the
// grid, the digits' antialiased edges), so the count tells the two apart
// whatever toolkit draws. The window's pixels are read every -every with
// XGetImage.
package main

/*
#cgo pkg-config: x11
#include <stdlib.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

static int ignoreErrors(Display *d, XErrorEvent *e) { return 0; }

static void quiet(void) { XSetErrorHandler(ignoreErrors); }

// windowName returns the window's name (WM_NAME), or NULL; free it with XFree.
static char *windowName(Display *d, Window w) {
	char *name = NULL;
	if (!XFetchName(d, w, &name)) return NULL;
	return name;
}

// viewable reports whether the window is mapped and viewable, with its size.
static int viewable(Display *d, Window w, int *width, int *height) {
	XWindowAttributes a;
	if (!XGetWindowAttributes(d, w, &a)) return 0;
	*width = a.width;
	*height = a.height;
	return a.map_state == IsViewable;
}

// colours counts the distinct pixel values of the window's contents, up to
// limit; -1 when the contents cannot be read.
static int colours(Display *d, Window w, int width, int height, int limit) {
	XImage *im = XGetImage(d, w, 0, 0, width, height, AllPlanes, ZPixmap);
	if (!im) return -1;
	unsigned long seen[64];
	int n = 0;
	if (limit > 64) limit = 64;
	for (int y = 0; y < height && n < limit; y += 2) {
		for (int x = 0; x < width && n < limit; x += 2) {
			unsigned long p = XGetPixel(im, x, y);
			int i;
			for (i = 0; i < n; i++) if (seen[i] == p) break;
			if (i == n) seen[n++] = p;
		}
	}
	XDestroyImage(im);
	return n;
}
*/
import "C"

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"time"
	"unsafe"
)

func main() {
	name := flag.String("name", "", "regular expression the window's name must match")
	want := flag.Int("colours", 8, "distinct pixel values that make a window painted (at most 64)")
	every := flag.Duration("every", 5*time.Millisecond, "time between two looks")
	timeout := flag.Duration("timeout", 20*time.Second, "give up after this long")
	flag.Parse()
	re, err := regexp.Compile(*name)
	if err != nil || *name == "" {
		fmt.Fprintln(os.Stderr, "firstpaint: -name needs a regular expression")
		os.Exit(2)
	}
	d := C.XOpenDisplay(nil)
	if d == nil {
		fmt.Fprintln(os.Stderr, "firstpaint: cannot open the display")
		os.Exit(1)
	}
	defer C.XCloseDisplay(d)
	// A window may go between the listing and the look: not an error.
	C.quiet()
	deadline := time.Now().Add(*timeout)
	var mapped time.Time
	for time.Now().Before(deadline) {
		w, width, height, ok := findWindow(d, re)
		if ok {
			if mapped.IsZero() {
				mapped = time.Now()
			}
			if n := C.colours(d, w, C.int(width), C.int(height), C.int(*want)); int(n) >= *want {
				fmt.Printf("mapped_unix_ns=%d painted_unix_ns=%d window=%#x\n", mapped.UnixNano(), time.Now().UnixNano(), uint64(w))
				return
			}
		}
		time.Sleep(*every)
	}
	fmt.Fprintf(os.Stderr, "firstpaint: no painted window matching %q in %s\n", *name, *timeout)
	os.Exit(1)
}

// findWindow returns the first viewable child of the root window whose name
// matches re, with its size.
func findWindow(d *C.Display, re *regexp.Regexp) (C.Window, int, int, bool) {
	root := C.XDefaultRootWindow(d)
	var rootRet, parent C.Window
	var children *C.Window
	var n C.uint
	if C.XQueryTree(d, root, &rootRet, &parent, &children, &n) == 0 {
		return 0, 0, 0, false
	}
	if children == nil {
		return 0, 0, 0, false
	}
	defer C.XFree(unsafe.Pointer(children))
	for _, w := range unsafe.Slice(children, int(n)) {
		var width, height C.int
		if C.viewable(d, w, &width, &height) == 0 {
			continue
		}
		cname := C.windowName(d, w)
		if cname == nil {
			continue
		}
		match := re.MatchString(C.GoString(cname))
		C.XFree(unsafe.Pointer(cname))
		if match {
			return w, int(width), int(height), true
		}
	}
	return 0, 0, 0, false
}
