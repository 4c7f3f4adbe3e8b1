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
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

// handOverWait bounds how long a later launch tries to reach a first one
// that holds the lock but may not be listening yet.
const handOverWait = 5 * time.Second

// claimWindow takes the game's lock for cfg, or hands cfg's request to the
// window that holds it. It returns the lock to keep (nil when none could
// be taken: the game then runs unguarded, as before) and, when this process
// must not open a window, its exit status (-1 otherwise).
func claimWindow(cfg *uiConfig, runtimeDir string, stdout, stderr io.Writer) (*instance.Primary, int) {
	lock, sock, sockErr := instance.Paths(filepath.Dir(cfg.Dirs.GamePath()), runtimeDir)
	p, err := instance.Acquire(lock, sock)
	if err == nil {
		cfg.Requests = p.Requests
		if p.ServeErr != nil {
			if sockErr != nil {
				p.ServeErr = sockErr
			}
			cfg.NotServing = p.ServeErr
			fmt.Fprintf(stderr, "sudoku: later launches cannot reach this window: %v\n", p.ServeErr)
		}
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
	if sock == "" {
		fmt.Fprintf(stderr, "sudoku: the game is already open in another window, which cannot be reached (%v); "+
			"this one was not opened, and nothing was written\n", sockErr)
		return nil, 1
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

// handOverGather is how long after a hand-over later ones still join it
// as one request: a file manager opening several files starts one
// `sudoku FILE` per file, and their requests arrive within moments of each
// other (docs/behaviour.md, "One window").
const handOverGather = 2 * time.Second

// handOverState is where a batch of handed-over files stands.
type handOverState uint8

const (
	handOverQueued  handOverState = iota // waiting for the window to be free
	handOverOpening                      // its first file is being read, chosen, asked about or loaded
	handOverDone                         // the first file's open is over (loaded, refused or declined)
)

// handOverBatch is the files handed over at once: the first opens, the
// others are offered (handOverPanel); none is loaded over another, so none
// abandons another game.
type handOverBatch struct {
	first  string
	at     time.Time // when the first arrived
	state  handOverState
	others []string // not yet offered
}

// served follows a later launch's request: the window comes forward and
// opens the file, asking first as Open does when a game is in progress. A
// request never interrupts the player: while a question, a panel or a task
// is open it waits, and is served once the window is free again
// (nextHandOver). Files that arrive together are one request.
func (u *ui) served(r instance.Request) {
	u.host.Perform(system.ActionRaise)
	if u.cfg.Trace != nil {
		fmt.Fprintf(u.cfg.Trace, "handover received file=%q\n", r.File)
	}
	if r.File == "" {
		return
	}
	if b := u.handOver; b != nil && (b.state != handOverDone || u.now().Sub(b.at) < handOverGather) {
		if p, ok := u.modal.(*handOverPanel); ok {
			p.files = append(p.files, r.File)
			return
		}
		b.others = append(b.others, r.File)
		return
	}
	u.handOver = &handOverBatch{first: r.File, at: u.now()}
	if !u.free() {
		u.say(u.cat.T(i18n.HandOverWaits, filepath.Base(r.File)))
		return
	}
	u.nextHandOver()
}

// free reports whether nothing holds the window: no panel, no task, no
// question waiting for its answer.
func (u *ui) free() bool {
	_, pending := u.game.Pending()
	return u.modal == nil && u.busy() == nil && !pending && !u.quitting
}

// nextHandOver moves the batch of handed-over files on when the window is
// free: it opens the first file, then, once that is over, offers the
// others. It runs every frame, so that whatever freed the window (an
// answer, a closed panel, a finished task) lets the batch go on.
func (u *ui) nextHandOver() {
	b := u.handOver
	if b == nil || !u.free() {
		return
	}
	switch b.state {
	case handOverQueued:
		b.state = handOverOpening
		u.readFile(b.first, purposeOpen)
		return
	case handOverOpening:
		b.state = handOverDone
	}
	if len(b.others) > 0 {
		u.open(&handOverPanel{files: b.others})
		b.others = nil
	}
}

// handOverPanel offers the files handed over with the one that opened:
// choosing one opens it as Open does (asking first when a game is in
// progress); Escape leaves them.
type handOverPanel struct {
	dialog widgets.Dialog
	files  []string
}

func (p *handOverPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	if a.Index >= 0 && a.Index < len(p.files) {
		u.readFile(p.files[a.Index], purposeOpen)
	}
}

func (p *handOverPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, len(p.files))
	for i, f := range p.files {
		opts[i] = filepath.Base(f)
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.HandOverOthersHead), opts...).Layout(gtx)
}
