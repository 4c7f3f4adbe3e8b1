package window

// The window: Gio's event loop in a function that takes the window
// (runWindow; docs/architecture.md, app), and the app state it drives
// (ui). The ui reads the model every frame, fills the widgets' views from
// it, and applies what the widgets report back to the model; it never edits
// model data in place.
//
// Only the UI goroutine touches the ui and the game. Long work (generating
// a puzzle, reading a file, grading a grid, a native file dialog, saving)
// runs on another goroutine that posts a func() back (ui.post) and wakes
// the window; the posted funcs run at the start of the next frame.

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"gioui.org/app"
	"gioui.org/io/system"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// host is what the ui needs of its window; *app.Window is one, and tests
// use a fake.
type host interface {
	// Invalidate asks for a frame; safe from any goroutine.
	Invalidate()
	// Perform carries out a window action (close).
	Perform(system.Action)
	// Option changes the window (full screen).
	Option(...app.Option)
}

// uiConfig is how the window starts.
type uiConfig struct {
	// Dirs are the folders of the game's files; persist false keeps the
	// ui away from them (the selftest).
	Dirs    model.Dirs
	Persist bool
	// Now is the time source (time.Now when nil).
	Now func() time.Time
	// Assets is the assets folder ("" when none was found) and AssetsErr
	// why none was.
	Assets    string
	AssetsErr error
	// Picker is the native file picker; nil uses the in-window one.
	Picker gtkdialog.FilePicker
	// Printer is the desktop's print dialog; nil when there is none.
	Printer gtkdialog.Printer
	// File is the FILE argument: opened at start.
	File string
	// Locale is the language of the desktop's locale (i18n.LocaleLanguage),
	// used while the language setting is "" ("en" when empty).
	Locale string
	// Trace, when not nil, receives one line per notable event (the first
	// frame): SUDOKU_TRACE.
	Trace io.Writer
	// Requests brings what later launches of `sudoku` ask of this window
	// (instance.go); nil when none can come.
	Requests <-chan instance.Request
	// NotServing says why later launches cannot reach this window, when
	// they cannot: the status line tells the player at start.
	NotServing error
	// Opened, when not nil, runs once the window exists or failed to
	// (platform's quiet_wayland.go).
	Opened func()
	// ImagesLater decodes the images after the first frame, off the UI
	// goroutine, instead of in newUI: the first frame needs none of them
	// (they are the solve's light wave and the score's stars), and
	// decoding and scaling them took a quarter of the time before the
	// window opened.
	ImagesLater bool
	// GradeExact, when not nil, grades a puzzle exactly in the background
	// instead of solver.GradeContext (tests, which decide when it ends).
	GradeExact func(ctx context.Context, givens solver.Grid) (solver.Grade, error)
}

// ui is the state of the window.
type ui struct {
	exit platform.ExitRequest // set from any goroutine: leave at the next event (platform's exit.go)
	// quitUnsaved: the player chose to quit though the game cannot be
	// saved (quit_unsaved.go).
	quitUnsaved bool
	// saveFailTold: the whole reason of the present run of failed saves
	// was shown in a panel (storage.go).
	saveFailTold bool
	// handOver is the files later launches handed over (instance.go).
	handOver   *handOverBatch
	tracedView string // the latest view traced (trace.go)
	drawnView  string // the view the latest frame drew, when tracing
	// leaving is set once shutdown began, for the display watcher's
	// rescue (platform's xwatch_linux.go); read from another goroutine.
	leaving atomic.Bool
	host    host
	th      *widgets.Theme
	cat     *i18n.Catalog // the texts in the player's language (applySettings)
	cfg     uiConfig
	now     func() time.Time
	game    *model.Game
	store   model.Store

	// ctl runs the work off the UI goroutine and the saves.
	ctl *control.Controller
	// grading is the exact grading of the puzzle on the board running in
	// the background, or done, nil when none (grade.go).
	grading  *exactGrading
	gradings sync.WaitGroup // the gradings' goroutines, for the tests

	collections []assets.Collection
	// printNext is where Print several… goes on in each bundled
	// collection (by path).
	printNext map[string]int

	// The window's own widgets; the modal panels hold theirs.
	board widgets.Board
	// input is the player's input state: selection, notes mode, picked
	// digit (model.Input); the board and the pad draw it.
	input model.Input
	pad   widgets.NumberPad
	// hintScroll scrolls the hint panel's text when it does not fit;
	// hintText is the text it scrolls (a new one starts at its top).
	hintScroll layout.List
	hintText   string
	menu       widgets.Menu
	// cmdButtons are the buttons of the command table, by index.
	cmdButtons []widgets.Button
	walk       hintWalk     // the hint panel's chain walk
	hintBtns   hintButtons  // the hint panel's
	zoom       bool         // the board zoomed on the hint's pattern (hint.go)
	pasteTag   int          // target of clipboard data events
	modal      panel        // the modal panel open, nil when none
	infos      []*infoPanel // Info panels waiting, shown in turn
	pickDir    string       // the folder the pickers start in
	pickerOn   bool         // a native picker is open
	native     bool         // the native picker may be tried
	lastState  model.State
	message    string // a short note in the status line
	msgUntil   time.Time
	fullscr    bool
	// before is the window's mode and size (pixels) before full screen,
	// to go back to (F11 twice); pxPerDp is the last frame's scale.
	before struct {
		mode app.WindowMode
		size image.Point
	}
	pxPerDp float32
	// ownFrame: the platform draws no frame, so the header is the title
	// bar; maximized: the window is maximised (its restore button).
	ownFrame, maximized bool
	frameBtns           widgets.FrameButtons
	focus               struct{ known, on bool }
	quitting            bool
	frames              int
	// scoreWaiting: the wave ended while a panel was open.
	scoreWaiting bool
	// Clipboard work for the next frame.
	pasteWanted bool
	pasteAsked  time.Time // when Ctrl+V asked for the clipboard's text, until it came
	copyText    string
	selftest    *selftest
	// acc is the window's accessibility: the tree, the provider, the
	// desktop's preferences (access.go).
	acc accessState
	// keys is where the keyboard focus is for the shortcuts (shortcuts.go).
	keys keyFocus
	// onShortcut, when set, is told of each shortcut before it runs (tests).
	onShortcut func(c *command, s shortcut)
}

// settleDelay is how long after the first frame start-up is over.
const settleDelay = 500 * time.Millisecond

// newUI builds the window's state: it restores the game and sets up the
// first grid. Warnings (a file moved aside, missing assets) wait in the
// Info queue.
func newUI(h host, cfg uiConfig) *ui {
	u := &ui{host: h, cfg: cfg, now: cfg.Now, native: cfg.Picker != nil, cmdButtons: make([]widgets.Button, len(commands))}
	if u.now == nil {
		u.now = time.Now
	}
	u.store = model.Store{Dirs: cfg.Dirs, Now: u.now}
	u.cat = i18n.Load(cfg.Locale)
	u.th = widgets.NewTheme(widgets.LightPalette)
	u.pickDir = cfg.Dirs.Work

	if cfg.Assets != "" {
		if !cfg.ImagesLater {
			imgs, err := assets.LoadImages(cfg.Assets)
			u.imagesLoaded(imgs, err)
		}
		cols, err := assets.ListCollections(cfg.Assets)
		if err != nil {
			u.warn(u.cat.T(i18n.AssetsTitle), u.cat.Error(err))
		}
		u.collections = cols
	} else if cfg.AssetsErr != nil {
		u.warn(u.cat.T(i18n.AssetsTitle), u.cat.Error(cfg.AssetsErr))
	}

	var restored bool
	if cfg.Persist {
		var warnings []error
		u.game, restored, warnings = u.store.Restore(u.now)
		for _, w := range warnings {
			u.warn(u.cat.T(i18n.RestoreTitle), u.cat.Error(w))
		}
	} else {
		u.game = model.New(u.now)
	}
	u.applySettings()
	if !restored {
		u.showDemo()
	}
	u.ctl = control.New(control.Config{Game: u.game, Store: u.store, Persist: cfg.Persist, Now: u.now, Wake: h.Invalidate,
		Hooks: control.Hooks{TaskEnded: u.taskEnded, SaveFailed: u.saveFailed, SaveRecovered: u.saveRecovered}})
	u.lastState = u.game.State()
	if r, ok := linkRequest(cfg.File); ok {
		u.readRequest(r)
	} else if cfg.File != "" {
		u.readFile(cfg.File, purposeOpen)
	}
	if cfg.NotServing != nil {
		u.say(u.cat.T(i18n.NotServing, cfg.NotServing.Error()))
	}
	if cfg.Requests != nil {
		go func() {
			for r := range cfg.Requests {
				u.ctl.Post(func() { u.served(r) })
			}
		}()
	}
	u.nextInfo()
	return u
}

// imagesLoaded installs the decoded images in the theme, or tells why they
// could not be read (the widgets then paint their fallbacks).
func (u *ui) imagesLoaded(imgs *assets.GameImages, err error) {
	if err != nil {
		u.warn(u.cat.T(i18n.AssetsTitle), u.cat.Error(err))
		return
	}
	u.th.SetImages(themeImages(imgs))
}

// loadImagesLater decodes the images on another goroutine and installs them
// at the next frame (uiConfig.ImagesLater).
func (u *ui) loadImagesLater() {
	dir := u.cfg.Assets
	u.ctl.Go(func() {
		imgs, err := assets.LoadImages(dir)
		var conv widgets.Images
		if err == nil {
			conv = themeImages(imgs)
		}
		u.post(func() {
			if err != nil {
				u.imagesLoaded(nil, err)
				return
			}
			u.th.SetImages(conv)
		})
	})
}

// showDemo previews the first grid of the bundled demo collection, as the
// seed starts (Idle.Unsolved until Start).
func (u *ui) showDemo() {
	for _, c := range u.collections {
		if c.Name != "demo" {
			continue
		}
		col, err := model.ReadFile(c.Path)
		if err != nil {
			u.warn(u.cat.T(i18n.AssetsTitle), u.cat.Error(err))
			return
		}
		for _, e := range col.Entries {
			if e.Err != nil {
				continue
			}
			p, err := model.NewPuzzle(e.Grid, c.Name+".sdm")
			if err == nil {
				err = u.game.Preview(p)
			}
			if err != nil {
				u.warn(u.cat.T(i18n.AssetsTitle), fmt.Sprintf("%s: line %d: %v", c.Path, e.Line, err))
			}
			return
		}
	}
}

// post runs f on the UI goroutine at the next frame; safe from any
// goroutine.
func (u *ui) post(f func()) { u.ctl.Post(f) }

// busy returns the task in progress, nil when none.
func (u *ui) busy() *control.Task {
	if u.ctl == nil {
		return nil
	}
	return u.ctl.Busy()
}

// say shows a short note in the status line for a few seconds.
func (u *ui) say(msg string) {
	u.message = msg
	u.msgUntil = u.now().Add(5 * time.Second)
}

// refused tells the player why an event did not apply.
func (u *ui) refused(err error) {
	if err == nil {
		return
	}
	u.say(u.cat.Error(err))
}

// windowOptions are the window's size and title.
func windowOptions() []app.Option {
	return []app.Option{
		app.Title("Sudoku"),
		app.Size(unit.Dp(980), unit.Dp(720)),
		app.MinSize(unit.Dp(360), unit.Dp(480)),
		// Where the platform draws no frame (Wayland without server-side
		// decorations: GNOME), the header is the title bar (layout.go);
		// X11's window managers keep their own frame whatever this says.
		app.Decorated(false),
	}
}

// runWindow is the event loop: it runs until the window is destroyed and
// returns its error (nil when the player quit).
func runWindow(w *app.Window, u *ui) error {
	var ops op.Ops
	u.startAccess()
	defer u.stopAccess()
	for {
		ev := w.Event()
		if u.cfg.Opened != nil {
			// The window is open (or failed to): the first event.
			u.cfg.Opened()
			u.cfg.Opened = nil
		}
		if why := u.exit.Requested(); why != "" {
			// A signal, a broken display or a window destroyed from
			// outside (platform's exit.go): save and go, without asking.
			return u.shutdown()
		}
		switch e := ev.(type) {
		case app.X11ViewEvent:
			u.acc.x11 = true
			if e.Window != 0 {
				platform.WatchX11Window(e.Window, &u.exit, w.Invalidate)
			}
		case app.DestroyEvent:
			if err := u.shutdown(); e.Err == nil {
				return err
			}
			return e.Err
		case *app.ClosingEvent:
			if u.closing() {
				e.Abort()
				w.Invalidate()
			}
		case app.ConfigEvent:
			u.config(e.Config)
		case app.FrameEvent:
			arrived := time.Now()
			gtx := app.NewContext(&ops, e)
			u.frame(gtx)
			e.Frame(gtx.Ops)
			if u.frames == 1 && u.cfg.Trace != nil {
				// The first frame is drawn and handed to the display.
				traceFirstFrame(u.cfg.Trace, arrived)
			}
			if u.frames == 1 && u.cfg.ImagesLater && u.cfg.Assets != "" {
				u.loadImagesLater()
			}
			if u.cfg.Trace != nil {
				u.traceView()
			}
		}
	}
}

// config follows the window's configuration: full screen, and the
// keyboard focus for the `pause when unfocused` setting. The first report
// only records the focus: without a window manager (Xvfb) a window may
// never be told it has the focus, and that must not pause a game.
func (u *ui) config(c app.Config) {
	u.fullscr = c.Mode == app.Fullscreen
	u.ownFrame, u.maximized = !c.Decorated, c.Mode == app.Maximized
	if !u.fullscr && c.Mode != app.Minimized {
		u.before.mode, u.before.size = c.Mode, c.Size
	}
	if !u.focus.known {
		u.focus.known, u.focus.on = true, c.Focused
		return
	}
	if c.Focused != u.focus.on {
		u.focus.on = c.Focused
		u.game.Focus(c.Focused)
	}
}

// closing handles a request to close the window (the window manager's
// close button). It reports whether to keep the window open: with a game in
// progress the player is asked first, and Yes closes it (ui.quit).
func (u *ui) closing() bool {
	if u.quitting {
		return false
	}
	if _, pending := u.game.Pending(); pending {
		// Another question was open: the close request replaces it.
		u.game.Answer(false)
		u.modal = nil
	}
	if u.busy() != nil {
		u.cancelBusy()
	}
	if !u.savedForQuit() {
		return true
	}
	ok, err := u.game.Ask(model.ActQuit)
	if err != nil || ok {
		u.quitting = true
		return false
	}
	u.open(&confirmPanel{run: u.quit})
	return true
}

// quit closes the window; the game is saved on the way out (shutdown).
func (u *ui) quit() {
	u.quitting = true
	u.host.Perform(system.ActionClose)
}

// shutdown stops the background work and writes the game one last time.
// What could not be written is returned, so that the process says so and
// exits 1 (unless the player chose to quit without saving: then it is only
// told on stderr).
func (u *ui) shutdown() error {
	u.leaving.Store(true)
	// A file or print dialog still open ends with the game, and its task
	// with it.
	gtkdialog.KillChildren()
	errs := u.ctl.Shutdown()
	if len(errs) == 0 {
		return nil
	}
	err := errors.Join(errs...)
	if u.quitUnsaved {
		fmt.Fprintf(os.Stderr, "sudoku: quit without saving: %v\n", err)
		return nil
	}
	return fmt.Errorf("the game could not be saved on the way out: %w", err)
}

// frame handles the input of one frame and lays the window out.
func (u *ui) frame(gtx layout.Context) {
	u.frames++
	gtx.Metric = u.textMetric(gtx.Metric)
	u.pxPerDp = gtx.Metric.PxPerDp
	if u.frames == 1 {
		// Start-up is over once the first frames are up: decoding the
		// images and the game files left garbage behind; give those pages
		// back to the system (a window may stay idle for hours).
		time.AfterFunc(settleDelay, debug.FreeOSMemory)
	}
	u.ctl.RunPosts()
	u.clipboardEvents(gtx)
	u.pasteTimeout(gtx) // before the layout, which shows what it says
	u.coverBoard()

	base := gtx
	if u.modal != nil {
		base = gtx.Disabled()
	}
	u.boardEvents(base)
	u.padEvents(base)
	u.commandClicks(base)
	u.frameClicks(base)
	u.hintClicks(base)
	u.menuEvents(base)
	u.watchState()

	u.layoutWindow(base)
	drawn := u.viewKey()
	u.layoutModal(gtx)
	if u.cfg.Trace != nil {
		u.drawnView = u.viewLine()
	}
	u.shortcuts(gtx)
	u.nextHandOver()
	u.coverBoard()
	u.watchState()
	if u.viewKey() != drawn {
		// An answer or a shortcut changed what the window shows after it
		// was drawn: draw it again.
		gtx.Execute(op.InvalidateCmd{})
	}
	u.afterFrame(gtx)
	u.describe(gtx)
	if u.selftest != nil {
		u.selftest.frame(u, gtx)
	}
}

// frameClicks follows the title bar's buttons (ownFrame).
func (u *ui) frameClicks(gtx layout.Context) {
	minimize, maximize, closing := u.frameBtns.FrameClicks(gtx)
	switch {
	case minimize:
		u.host.Option(app.Minimized.Option())
	case maximize && u.maximized:
		u.host.Option(app.Windowed.Option())
	case maximize:
		u.host.Option(app.Maximized.Option())
	case closing:
		u.quitAsked()
	}
}

// coverBoard tells the game whether a panel covers the board (a modal
// panel, the open menu, the native file dialog, the progress overlay): its
// clock waits meanwhile, as when paused.
func (u *ui) coverBoard() {
	u.game.Cover(u.modal != nil || u.menu.IsOpen() || u.pickerOn || u.busy() != nil)
}

// viewState is what decides the look of the window, to tell whether a
// frame must be drawn again.
type viewState struct {
	rev     uint64
	modal   panel
	menu    bool
	message string
	busy    *control.Task
	fullscr bool
	input   model.Input
	frame   bool
}

func (u *ui) viewKey() viewState {
	return viewState{rev: u.game.Revision(), modal: u.modal, menu: u.menu.IsOpen(), message: u.message,
		busy: u.busy(), fullscr: u.fullscr, input: u.input, frame: u.ownFrame}
}

// watchState follows the game's state: a solve starts the light wave (the
// score panel opens when it ends); the notes mode is dropped outside play.
func (u *ui) watchState() {
	st := u.game.State()
	if st == u.lastState {
		return
	}
	if st == model.IdleSolved && u.lastState == model.Playing {
		u.board.StartWave()
	}
	u.input.Follow(u.game)
	u.lastState = st
}

// afterFrame saves what changed and asks for the frames the clock, the
// status note and the saver need.
func (u *ui) afterFrame(gtx layout.Context) {
	if u.gradeExactly() {
		gtx.Execute(op.InvalidateCmd{}) // the status line says it grades
	}
	if at, ok := u.ctl.Saved(); ok {
		gtx.Execute(op.InvalidateCmd{At: at})
	}
	if at, ok := u.game.ClockTick(); ok {
		gtx.Execute(op.InvalidateCmd{At: at})
	}
	if u.message != "" {
		if !u.now().Before(u.msgUntil) {
			u.message = ""
		} else {
			gtx.Execute(op.InvalidateCmd{At: u.msgUntil})
		}
	}
}

// toggleFullscreen is F11. Leaving full screen asks for the mode and the
// size the window had before: Gio's X11 window would otherwise keep the
// screen's size (it resizes to its current size).
func (u *ui) toggleFullscreen() {
	if u.fullscr {
		switch b := u.before; {
		case b.mode == app.Maximized:
			// Gio ignores Maximized asked from full screen: windowed first.
			u.host.Option(app.Windowed.Option())
			u.host.Option(app.Maximized.Option())
		case b.size.X > 0 && b.size.Y > 0:
			scale := u.pxPerDp
			if scale <= 0 {
				scale = 1
			}
			u.host.Option(app.Windowed.Option(), app.Size(unit.Dp(float32(b.size.X)/scale), unit.Dp(float32(b.size.Y)/scale)))
		default:
			u.host.Option(app.Windowed.Option())
		}
	} else {
		u.host.Option(app.Fullscreen.Option())
	}
	u.fullscr = !u.fullscr
}
