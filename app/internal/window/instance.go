package window

// One game window per player (docs/behaviour.md, "One window"): the first
// `sudoku` holds the lock beside game.json and serves later launches
// through a socket under XDG_RUNTIME_DIR (package instance). A later
// `sudoku` or `sudoku FILE` hands its request over and exits before
// reading or writing any file of the game; the command line (solve, grade,
// …) never gets here.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gioui.org/io/system"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
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
		var err error
		if r, err = handOverRequest(cfg.File); err != nil {
			fmt.Fprintf(stderr, "sudoku: the game is already open in another window; %v, so it was not handed over, "+
				"and nothing was written\n", err)
			return nil, 1
		}
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
	if _, link := linkRequest(cfg.File); link {
		fmt.Fprintf(stdout, "sudoku: the game window already open will open the puzzle link (%s)\n", r.Name)
	} else if r.Name != "" {
		fmt.Fprintf(stdout, "sudoku: the game window already open will open what %s held\n", cfg.File)
	} else if r.File != "" {
		fmt.Fprintf(stdout, "sudoku: the game window already open will open %s\n", r.File)
	} else {
		fmt.Fprintln(stdout, "sudoku: the game window already open was brought forward")
	}
	return nil, 0
}

// handOverRequest is the request for `sudoku FILE` sent to the window
// already open. A path that means something only to this process — its
// standard input (/dev/stdin, /dev/fd/N, bash's <(…)), anything under
// /proc (/proc/self is this process), a named pipe or a device — is read
// here and its bytes are sent instead, at most instance.MaxData of them:
// the window would read its own standard input, or wait on a pipe nobody
// writes (docs/behaviour.md, "One window"). Any other path is sent whole,
// for the window to read.
func handOverRequest(file string) (instance.Request, error) {
	if r, ok := linkRequest(file); ok {
		return r, nil
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		abs = file
	}
	if !senderOnly(abs) {
		return instance.Request{File: abs}, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return instance.Request{}, fmt.Errorf("%s cannot be read here (%v)", file, assets.ErrorReason(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return instance.Request{}, fmt.Errorf("%s is a folder", file)
	}
	data, err := io.ReadAll(io.LimitReader(f, instance.MaxData+1))
	if err != nil {
		return instance.Request{}, fmt.Errorf("%s cannot be read here (%v)", file, assets.ErrorReason(err))
	}
	if len(data) > instance.MaxData {
		return instance.Request{}, fmt.Errorf("%s holds more than %d MiB, more than a puzzle file may", file, instance.MaxData>>20)
	}
	if data == nil {
		data = []byte{}
	}
	return instance.Request{Name: filepath.Base(file), Data: data}, nil
}

// linkRequest is the request of `sudoku LINK`, a puzzle link given in
// place of a file (docs/formats.md, "Puzzle links"): the link's text, read
// as a file of one link; ok is false for an argument that names a file,
// or is no link.
func linkRequest(arg string) (instance.Request, bool) {
	if _, err := os.Stat(arg); err == nil || !model.IsPuzzleLink([]byte(arg)) {
		return instance.Request{}, false
	}
	return instance.Request{Name: model.PuzzleLinkName(arg), Data: []byte(arg)}, true
}

// senderOnly reports whether the path abs names something only this
// process can read as it means: under /dev or /proc (through links too),
// or a file that is not a regular file or a folder.
func senderOnly(abs string) bool {
	under := func(p string) bool {
		return p == "/dev" || p == "/proc" || strings.HasPrefix(p, "/dev/") || strings.HasPrefix(p, "/proc/")
	}
	if under(abs) {
		return true
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil && under(real) {
		return true
	}
	fi, err := os.Stat(abs)
	return err == nil && !fi.Mode().IsRegular() && !fi.IsDir()
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
	first  instance.Request
	at     time.Time // when the first arrived
	state  handOverState
	others []instance.Request // not yet offered
}

// served follows a later launch's request: the window comes forward and
// opens the file, asking first as Open does when a game is in progress. A
// request never interrupts the player: while a question, a panel or a task
// is open it waits, and is served once the window is free again
// (nextHandOver). Files that arrive together are one request.
func (u *ui) served(r instance.Request) {
	u.host.Perform(system.ActionRaise)
	if u.cfg.Trace != nil {
		fmt.Fprintf(u.cfg.Trace, "handover received file=%q name=%q\n", r.File, r.Name)
	}
	if r.File == "" && r.Name == "" {
		return
	}
	if b := u.handOver; b != nil && (b.state != handOverDone || u.now().Sub(b.at) < handOverGather) {
		if p, ok := u.modal.(*handOverPanel); ok {
			p.files = append(p.files, r)
			return
		}
		b.others = append(b.others, r)
		return
	}
	u.handOver = &handOverBatch{first: r, at: u.now()}
	if !u.free() {
		u.say(u.cat.T(i18n.HandOverWaits, handOverName(r)))
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
		u.readRequest(b.first)
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
	files  []instance.Request
}

func (p *handOverPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	if a.Index >= 0 && a.Index < len(p.files) {
		u.readRequest(p.files[a.Index])
	}
}

func (p *handOverPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, len(p.files))
	for i, r := range p.files {
		opts[i] = handOverName(r)
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.HandOverOthersHead), opts...).Layout(gtx)
}

// handOverName is what the window calls a handed-over file.
func handOverName(r instance.Request) string {
	if r.Name != "" {
		return r.Name
	}
	return filepath.Base(r.File)
}

// readRequest reads a handed-over file: from its path, or from the bytes
// the later launch read for it.
func (u *ui) readRequest(r instance.Request) {
	if r.Name == "" {
		u.readFile(r.File, purposeOpen)
		return
	}
	title := u.cat.T(i18n.ReadingTitle)
	progress := u.gradingProgress(title)
	u.startTask(title, u.cat.T(i18n.Reading, r.Name), control.Cancellable,
		func(ctx context.Context) func() {
			if model.IsVariantText(r.Data) {
				entries, err := model.ReadVariants(r.Name, r.Data)
				return u.variantOpened(ctx, r.Name, entries, err, progress)
			}
			col, err := model.Read(r.Name, bytes.NewReader(r.Data))
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err))
					return
				}
				u.collectionRead(col, r.Name, purposeOpen)
			}
		})
}
