package main

// One game window per player (docs/behaviour.md, "One window"): the first
// `sudoku` holds the lock beside game.json and serves later launches
// through a socket under XDG_RUNTIME_DIR (package instance). A later
// `sudoku` or `sudoku FILE` hands its request over and exits before
// reading or writing any file of the game; the command line (solve, grade,
// …) never gets here.

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"gioui.org/io/system"

	"github.com/giosudoku/sudoku/app/internal/instance"
)

// handOverWait bounds how long a later launch tries to reach a first one
// that holds the lock but may not be listening yet.
const handOverWait = 5 * time.Second

// claimWindow takes the game's lock for cfg, or hands cfg's request to the
// window that holds it. It returns the lock to keep (nil when none could
// be taken: the game then runs unguarded, as before) and, when this process
// must not open a window, its exit status (-1 otherwise).
func claimWindow(cfg *uiConfig, runtimeDir string, stdout, stderr io.Writer) (*instance.Primary, int) {
	lock, sock := instance.Paths(filepath.Dir(cfg.Dirs.GamePath()), runtimeDir)
	p, err := instance.Acquire(lock, sock)
	if err == nil {
		cfg.Requests = p.Requests
		return p, -1
	}
	if !errors.Is(err, instance.ErrRunning) {
		fmt.Fprintf(stderr, "sudoku: %v; a second window could overwrite this one's game\n", err)
		return nil, -1
	}
	var r instance.Request
	if cfg.File != "" {
		abs, err := filepath.Abs(cfg.File)
		if err != nil {
			abs = cfg.File
		}
		r.File = abs
	}
	if err := instance.Send(sock, r, handOverWait); err != nil {
		fmt.Fprintf(stderr, "sudoku: the game is already open in another window, which cannot be reached (%v); "+
			"this one was not opened, and nothing was written\n", err)
		return nil, 1
	}
	if r.File != "" {
		fmt.Fprintf(stdout, "sudoku: the game window already open will open %s\n", r.File)
	} else {
		fmt.Fprintln(stdout, "sudoku: the game window already open was brought forward")
	}
	return nil, 0
}

// served follows a later launch's request: the window comes forward and
// opens the file, asking first as Open does when a game is in progress.
func (u *ui) served(r instance.Request) {
	u.host.Perform(system.ActionRaise)
	if r.File != "" {
		u.readFile(r.File, purposeOpen)
	}
}
