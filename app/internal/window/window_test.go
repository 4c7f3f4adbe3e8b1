package window

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gioui.org/app"
	"gioui.org/f32"
	gioinput "gioui.org/io/input"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/io/system"
	"gioui.org/io/transfer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// fakeHost stands in for the window.
type fakeHost struct {
	mu      sync.Mutex
	actions []system.Action
	options int
	// cfg is the window's configuration as the options asked set it (at
	// 1 px per dp).
	cfg app.Config
}

func (h *fakeHost) Invalidate() {}

func (h *fakeHost) Perform(a system.Action) {
	h.mu.Lock()
	h.actions = append(h.actions, a)
	h.mu.Unlock()
}

func (h *fakeHost) Option(opts ...app.Option) {
	h.mu.Lock()
	h.options++
	for _, o := range opts {
		o(unit.Metric{PxPerDp: 1, PxPerSp: 1}, &h.cfg)
	}
	h.mu.Unlock()
}

func (h *fakeHost) performed(want system.Action) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, a := range h.actions {
		if a == want {
			return true
		}
	}
	return false
}

func (h *fakeHost) closed() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, a := range h.actions {
		if a == system.ActionClose {
			return true
		}
	}
	return false
}

// fakePicker answers the native picker's questions.
type fakePicker struct {
	path string
	err  error
}

func (p fakePicker) Open(string) (string, error)         { return p.path, p.err }
func (p fakePicker) Save(string, string) (string, error) { return p.path, p.err }

// rig drives the window's frame function through an input.Router, with a
// fake clock, in temporary folders.
type rig struct {
	t    *testing.T
	u    *ui
	host *fakeHost
	r    gioinput.Router
	ops  op.Ops
	now  time.Time
	size image.Point
	dirs model.Dirs
}

func testDirs(t *testing.T) model.Dirs {
	base := t.TempDir()
	d := model.Dirs{Work: filepath.Join(base, "work"), Config: filepath.Join(base, "config"),
		Data: filepath.Join(base, "data"), State: filepath.Join(base, "state")}
	if err := os.MkdirAll(d.Work, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

// newRig starts the window on dirs (fresh ones when nil) with the source
// tree's assets.
func newRig(t *testing.T, dirs *model.Dirs, change func(*uiConfig)) *rig {
	t.Helper()
	r := &rig{t: t, host: &fakeHost{}, now: time.Unix(1_800_000_000, 0), size: image.Pt(980, 720)}
	if dirs == nil {
		d := testDirs(t)
		dirs = &d
	}
	r.dirs = *dirs
	assets, err := filepath.Abs("../../../assets")
	if err != nil {
		t.Fatal(err)
	}
	cfg := uiConfig{Dirs: r.dirs, Persist: true, Assets: assets, Now: func() time.Time { return r.now }}
	if change != nil {
		change(&cfg)
	}
	r.u = newUI(r.host, cfg)
	t.Cleanup(r.u.ctl.Stop)
	r.frame()
	r.frame()
	return r
}

func (r *rig) frame() {
	r.ops.Reset()
	gtx := layout.Context{
		Ops:         &r.ops,
		Constraints: layout.Exact(r.size),
		Metric:      unit.Metric{PxPerDp: 1, PxPerSp: 1},
		Now:         r.now,
		Source:      r.r.Source(),
	}
	r.u.frame(gtx)
	r.r.Frame(&r.ops)
}

// The modal panels by name, for the tests' checks and messages.
const (
	modalNone       = "none"
	modalConfirm    = "confirm"
	modalLevel      = "level"
	modalVariant    = "variant"
	modalEditLevel  = "edit-level"
	modalCollection = "collection"
	modalGrid       = "grid"
	modalGridNumber = "grid-number"
	modalInfo       = "info"
	modalText       = "text"
	modalSettings   = "settings"
	modalScore      = "score"
	modalPicker     = "picker"
	modalBusy       = "busy"
)

// modal names the modal panel open.
func (r *rig) modal() string {
	switch p := r.u.modal.(type) {
	case nil:
		return modalNone
	case *confirmPanel:
		return modalConfirm
	case *variantPanel:
		return modalVariant
	case *levelPanel:
		if p.edit {
			return modalEditLevel
		}
		return modalLevel
	case *collectionPanel:
		return modalCollection
	case *gridListPanel:
		return modalGrid
	case *gridNumberPanel:
		return modalGridNumber
	case *infoPanel:
		return modalInfo
	case *textPanel:
		return modalText
	case *settingsPanel:
		return modalSettings
	case *scorePanel:
		return modalScore
	case *pickerPanel:
		return modalPicker
	case *busyPanel:
		return modalBusy
	}
	return fmt.Sprintf("%T", r.u.modal)
}

// info returns the Info panel open (an empty one when none is).
func (r *rig) info() *infoPanel {
	if p, ok := r.u.modal.(*infoPanel); ok {
		return p
	}
	return &infoPanel{}
}

// text returns the view of the text panel open (an empty one when none is).
func (r *rig) text() widgets.TextPanelView {
	if p, ok := r.u.modal.(*textPanel); ok {
		return p.view
	}
	return widgets.TextPanelView{}
}

// picker returns the in-window picker open (an empty one when none is).
func (r *rig) picker() *pickerPanel {
	if p, ok := r.u.modal.(*pickerPanel); ok {
		return p
	}
	return &pickerPanel{}
}

// choice returns the file whose grid the open chooser chooses (none: an
// empty one).
func (r *rig) choice() *gridChoice {
	switch p := r.u.modal.(type) {
	case *gridListPanel:
		return p.choice
	case *gridNumberPanel:
		return p.choice
	}
	return &gridChoice{}
}

// settle runs frames until the background work is done and its results
// are in (a real wait: generation and file reading run on goroutines).
func (r *rig) settle() {
	r.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		r.frame()
		r.u.ctl.Wait()
		if r.u.busy() == nil && r.u.ctl.Posted() == 0 {
			r.frame()
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("still busy after 20 s: %+v", r.u.busy())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// press sends keys, each a name with optional "ctrl+", "shift+" prefixes.
func (r *rig) press(keys ...string) {
	for _, k := range keys {
		var mods key.Modifiers
		for {
			if rest, ok := strings.CutPrefix(k, "ctrl+"); ok {
				mods |= key.ModCtrl
				k = rest
				continue
			}
			if rest, ok := strings.CutPrefix(k, "shift+"); ok {
				mods |= key.ModShift
				k = rest
				continue
			}
			break
		}
		name := key.Name(k)
		r.r.Queue(key.Event{Name: name, Modifiers: mods, State: key.Press}, key.Event{Name: name, Modifiers: mods, State: key.Release})
		r.frame()
	}
	r.frame()
}

// click presses and releases the primary button at p (pixels; 1 px per dp).
func (r *rig) click(p image.Point) {
	pos := f32.Pt(float32(p.X), float32(p.Y))
	r.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: pos},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: pos},
	)
	r.frame()
	r.frame()
}

// newEasyGame starts a classic Easy game from the keyboard.
func (r *rig) newEasyGame() {
	r.t.Helper()
	r.press("ctrl+N")
	if r.modal() != modalVariant {
		r.t.Fatalf("Ctrl+N opened %v, want the variant chooser", r.modal())
	}
	r.press(string(key.NameReturn)) // the classic game is the default
	if r.modal() != modalLevel {
		r.t.Fatalf("the variant chooser led to %v, want the level chooser", r.modal())
	}
	r.press(string(key.NameReturn)) // Easy is the default
	r.settle()
	if st := r.u.game.State(); st != model.Playing {
		r.t.Fatalf("after choosing Easy the game is %v", st)
	}
	if lvl := r.u.game.Puzzle().Level(); lvl != solver.Easy {
		r.t.Fatalf("the new game is %v, want easy", lvl)
	}
}

// emptyCell returns the first empty cell and its digit in the solution.
func (r *rig) emptyCell() (int, uint8) {
	g := r.u.game
	for i, d := range g.Grid() {
		if d == 0 {
			return i, g.Puzzle().Solution[i]
		}
	}
	r.t.Fatal("no empty cell")
	return -1, 0
}

// selectCell selects cell i with the arrow keys, from no selection.
func (r *rig) selectCell(i int) {
	r.press(string(key.NameRightArrow)) // selects r1c1
	for step := 0; r.u.input.Cursor() != i; step++ {
		if step > 20 {
			r.t.Fatalf("the arrows do not reach %s (at %d)", solver.CellName(i), r.u.input.Cursor())
		}
		sel := r.u.input.Cursor()
		switch {
		case sel/9 < i/9:
			r.press(string(key.NameDownArrow))
		case sel%9 < i%9:
			r.press(string(key.NameRightArrow))
		default:
			r.press(string(key.NameLeftArrow))
		}
	}
}

func TestStartShowsTheDemoGridIdle(t *testing.T) {
	r := newRig(t, nil, nil)
	g := r.u.game
	if g.State() != model.IdleUnsolved {
		t.Fatalf("state %v, want Unsolved", g.State())
	}
	if g.Puzzle().Givens.Clues() == 0 || !g.Puzzle().Unique {
		t.Fatalf("the first demo grid is not on the board: %v", g.Puzzle().Givens)
	}
	if r.modal() != modalNone {
		t.Fatalf("a %v panel opened at start: %+v", r.modal(), r.info())
	}
	// The board takes no input in Idle: neither arrows nor digits.
	r.press(string(key.NameRightArrow))
	if r.u.input.Cursor() != -1 {
		t.Fatal("an arrow selected a cell in Idle")
	}
	r.u.input.Select(1)
	r.press("5")
	if g.Grid() != g.Puzzle().Givens {
		t.Fatal("a digit changed the board in Idle")
	}
}

func TestNewGameFromTheKeyboard(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	if got := r.u.game.Grid()[i]; got != d {
		t.Fatalf("cell %s holds %d after typing %d", solver.CellName(i), got, d)
	}
	r.press("ctrl+Z")
	if got := r.u.game.Grid()[i]; got != 0 {
		t.Fatalf("Ctrl+Z left %d in %s", got, solver.CellName(i))
	}
	r.press("R") // redo
	if got := r.u.game.Grid()[i]; got != d {
		t.Fatalf("R (redo) left %d in %s, want %d", got, solver.CellName(i), d)
	}
	r.press("U") // undo
	if got := r.u.game.Grid()[i]; got != 0 {
		t.Fatalf("U (undo) left %d in %s", got, solver.CellName(i))
	}
	r.press("ctrl+shift+Z")
	if got := r.u.game.Grid()[i]; got != d {
		t.Fatalf("Ctrl+Shift+Z left %d in %s, want %d", got, solver.CellName(i), d)
	}
}

func TestRefusedDigitFlashesAndChangesNothing(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	i, _ := r.emptyCell()
	// A digit already in the cell's row: the model refuses it.
	var clash uint8
	for c := i / 9 * 9; c < i/9*9+9; c++ {
		if d := g.Grid()[c]; d != 0 {
			clash = d
			break
		}
	}
	if clash == 0 {
		t.Skip("the row of the first empty cell holds no digit")
	}
	before := g.Grid()
	r.selectCell(i)
	r.press(string(rune('0' + clash)))
	if g.Grid() != before {
		t.Fatal("a clashing digit was placed")
	}
	if !strings.Contains(r.u.message, "is already in this") {
		t.Fatalf("status line %q does not say where the digit is", r.u.message)
	}
}

func TestConfirmBlocksTheWindow(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	r.press("ctrl+N")
	if r.modal() != modalConfirm {
		t.Fatalf("Ctrl+N with progress opened %v, want the confirmation", r.modal())
	}
	if c, ok := r.u.game.Pending(); !ok || c.Action != model.ActNew {
		t.Fatalf("the model's pending question is %+v, %v", c, ok)
	}
	// Nothing behind the question acts: not the board, not a shortcut.
	grid := r.u.game.Grid()
	r.press("ctrl+Z", "U", "P", "1", string(key.NameDeleteBackward), "F1")
	if r.u.game.Grid() != grid || r.u.game.State() != model.Playing || r.modal() != modalConfirm {
		t.Fatalf("keys acted behind the question: state %v, modal %v", r.u.game.State(), r.modal())
	}
	r.press(string(key.NameEscape))
	if r.modal() != modalNone {
		t.Fatalf("Escape left %v open", r.modal())
	}
	if _, ok := r.u.game.Pending(); ok {
		t.Fatal("Escape left the question pending")
	}
	if r.u.game.Grid() != grid || r.u.game.State() != model.Playing {
		t.Fatal("answering No changed the game")
	}
	// Yes goes on to the variant chooser.
	r.press("ctrl+N", string(key.NameReturn))
	if r.modal() != modalVariant {
		t.Fatalf("Yes led to %v, want the variant chooser", r.modal())
	}
}

func TestQuitAsksWithAGameInProgress(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press("ctrl+Q")
	if !r.host.closed() {
		t.Fatal("Ctrl+Q with no game in progress did not close the window")
	}

	r = newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	r.press("ctrl+Q")
	if r.host.closed() || r.modal() != modalConfirm {
		t.Fatalf("Ctrl+Q with progress: closed %v, modal %v; want the question", r.host.closed(), r.modal())
	}
	r.press(string(key.NameTab), string(key.NameReturn)) // No
	if r.host.closed() {
		t.Fatal("No closed the window")
	}
	// The window manager's close button asks too.
	if !r.u.closing() {
		t.Fatal("a close request with progress was not held back")
	}
	r.frame()
	r.press(string(key.NameReturn)) // Yes
	if !r.host.closed() {
		t.Fatal("Yes did not close the window")
	}
	if r.u.closing() {
		t.Fatal("the close that follows Yes was held back")
	}
}

func TestSavedGameComesBackPausedWithItsHistory(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	r.press("ctrl+Z")
	// Saves are coalesced: one a second at most.
	r.now = r.now.Add(2 * time.Second)
	r.settle()
	r.u.shutdown()
	if _, err := os.Stat(dirs.GamePath()); err != nil {
		t.Fatalf("no game file after a move: %v", err)
	}
	want := r.u.game.Grid()

	r2 := newRig(t, &dirs, nil)
	g := r2.u.game
	if g.State() != model.Paused {
		t.Fatalf("restored in %v, want Paused", g.State())
	}
	r2.press("P")
	if g.State() != model.Playing {
		t.Fatalf("P left the game %v", g.State())
	}
	if g.Grid() != want {
		t.Fatal("the restored board differs")
	}
	if !g.Enabled(model.ActRedo) {
		t.Fatal("the redo history did not come back")
	}
	r2.press("ctrl+Y")
	if got := g.Grid()[i]; got != d {
		t.Fatalf("redo after restart left %d in %s, want %d", got, solver.CellName(i), d)
	}
}

func TestQuickSaveWritesTheGrid(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	r.newEasyGame()
	r.press("ctrl+S")
	r.settle()
	path := filepath.Join(dirs.Data, "sudoku", "grille.sdm")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("Ctrl+S wrote no %s: %v", path, err)
	}
	g, err := solver.Parse(strings.TrimSpace(string(b)))
	if err != nil || g != r.u.game.Grid() {
		t.Fatalf("grille.sdm holds %q (%v), want the board", b, err)
	}
	if !strings.Contains(r.u.message, path) {
		t.Fatalf("status line %q does not name %s", r.u.message, path)
	}
}

func TestSaveFailureIsShownNotFatal(t *testing.T) {
	dirs := testDirs(t)
	// The state folder is a file: every save of the game fails.
	blocker := filepath.Join(t.TempDir(), "not-a-folder")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	dirs.State = blocker
	r := newRig(t, &dirs, nil)
	// Reading the game at start failed too: that is told first.
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "not-a-folder") {
		t.Fatalf("modal %v, %+v: want a warning naming the folder", r.modal(), r.info())
	}
	r.press(string(key.NameReturn))
	r.newEasyGame()
	r.now = r.now.Add(2 * time.Second)
	r.settle()
	if r.u.ctl.SaveErr() == nil || !strings.Contains(r.u.message, "could not be saved") {
		t.Fatalf("a failed save is not shown: err %v, status %q", r.u.ctl.SaveErr(), r.u.message)
	}
	if r.u.game.State() != model.Playing {
		t.Fatal("the game stopped after a failed save")
	}
}

func TestBrokenGameFileIsMovedAsideAndTold(t *testing.T) {
	dirs := testDirs(t)
	if err := os.MkdirAll(filepath.Dir(dirs.GamePath()), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dirs.GamePath(), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRig(t, &dirs, nil)
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "broken-") {
		t.Fatalf("no warning about the broken file: modal %v, %+v", r.modal(), r.info())
	}
	if _, err := os.Stat(dirs.GamePath()); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the broken file was not moved aside: %v", err)
	}
	r.press(string(key.NameReturn))
	if r.modal() != modalNone || r.u.game.Puzzle().Givens.Clues() == 0 {
		t.Fatalf("after the warning: modal %v, no demo grid", r.modal())
	}
}

func TestCopyAndPaste(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press("ctrl+C")
	mime, content, ok := r.r.WriteClipboard()
	want := r.u.game.Grid()
	if !ok || mime != "application/text" || len(content) != 81 {
		t.Fatalf("Ctrl+C wrote %q %q %v, want 81 characters", mime, content, ok)
	}
	if g, err := solver.Parse(string(content)); err != nil || g != want {
		t.Fatalf("the copied line %q is not the board", content)
	}
	// Paste a 9×9 grid: it is played at once.
	const grid = `
4 . . | . . . | 8 . 5
. 3 . | . . . | . . .
. . . | 7 . . | . . .
------+-------+------
. 2 . | . . . | . 6 .
. . . | . 8 . | 4 . .
. . . | . 1 . | . . .
------+-------+------
. . . | 6 . 3 | . 7 .
5 . . | 2 . . | . . .
1 . 4 | . . . | . . .`
	r.press("ctrl+V")
	if !r.r.ClipboardRequested() {
		t.Fatal("Ctrl+V did not ask for the clipboard")
	}
	r.r.Queue(transfer.DataEvent{Type: "application/text", Open: func() io.ReadCloser {
		return io.NopCloser(strings.NewReader(grid))
	}})
	r.frame()
	r.settle()
	p, _ := model.ParsePaste(grid)
	if r.u.game.State() != model.Playing || r.u.game.Puzzle().Givens != p {
		t.Fatalf("the pasted grid is not being played: %v", r.u.game.State())
	}
	// Text that is no grid: an Info, and nothing changes.
	r.press("ctrl+V")
	r.r.ClipboardRequested()
	r.r.Queue(transfer.DataEvent{Type: "application/text", Open: func() io.ReadCloser {
		return io.NopCloser(strings.NewReader("hello"))
	}})
	r.frame()
	if r.modal() != modalInfo || r.u.game.Puzzle().Givens != p {
		t.Fatalf("pasting text: modal %v; want an Info and the same game", r.modal())
	}
}

func TestOpenFileWithSeveralGrids(t *testing.T) {
	path, _ := filepath.Abs("../cli/testdata/cli/mixed.txt")
	r := newRig(t, nil, func(c *uiConfig) { c.Picker = fakePicker{path: path} })
	r.press("ctrl+O")
	r.settle()
	col, err := model.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	good := col.Grids()
	if len(good) < 2 {
		t.Fatalf("%s has %d good grids; the test needs several", path, len(good))
	}
	if r.modal() != modalGrid {
		t.Fatalf("a file of %d grids opened %v, want the grid chooser", len(good), r.modal())
	}
	// The second grid that is a puzzle, chosen by keyboard.
	target := -1
	for i, g := range good {
		if solver.CountSolutions(g, 2) == 1 && i > 0 {
			target = i
			break
		}
	}
	if target < 0 {
		t.Skip("no second puzzle in the file")
	}
	for range target {
		r.press(string(key.NameDownArrow))
	}
	r.press(string(key.NameReturn))
	r.settle()
	if r.u.game.State() != model.Playing || r.u.game.Puzzle().Givens != good[target] {
		t.Fatalf("grid %d was not loaded (state %v)", target+1, r.u.game.State())
	}
}

func TestFailedOpenChangesNothing(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.sdm")
	if err := os.WriteFile(bad, []byte("12345\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRig(t, nil, func(c *uiConfig) { c.Picker = fakePicker{path: bad} })
	before := r.u.game.Puzzle()
	r.press("ctrl+O")
	r.settle()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "bad.sdm") || !strings.Contains(r.info().message, "line 1") {
		t.Fatalf("modal %v, message %q: want an Info naming the file and the line", r.modal(), r.info().message)
	}
	if r.u.game.Puzzle().Givens != before.Givens || r.u.game.State() != model.IdleUnsolved {
		t.Fatal("a failed open changed the board")
	}
}

func TestCancelledPickerChangesNothing(t *testing.T) {
	r := newRig(t, nil, func(c *uiConfig) { c.Picker = fakePicker{err: gtkdialog.ErrPickCancelled} })
	r.press("ctrl+O")
	r.settle()
	if r.modal() != modalNone {
		t.Fatalf("a cancelled picker left %v open", r.modal())
	}
}

func TestInWindowPickerWhenGTKCannotStart(t *testing.T) {
	dir := t.TempDir()
	puzzle := "000000010400000000020000000000050407008000300001090000300400200050100000000806000\n"
	if err := os.WriteFile(filepath.Join(dir, "one.sdm"), []byte(puzzle), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt.bak"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	r := newRig(t, nil, func(c *uiConfig) { c.Picker = fakePicker{err: gtkdialog.ErrNoNativePicker} })
	r.u.pickDir = dir
	r.press("ctrl+O")
	r.settle()
	if r.modal() != modalPicker || r.u.native {
		t.Fatalf("without GTK: modal %v, native %v; want the in-window picker", r.modal(), r.u.native)
	}
	var names []string
	for _, e := range r.picker().view.Entries {
		names = append(names, e.Name)
	}
	if strings.Join(names, ",") != "sub,one.sdm" {
		t.Fatalf("the picker lists %v, want the folder then the puzzle file", names)
	}
	r.picker().event(r.u, widgets.PickerEvent{Kind: widgets.PickerOpen, Path: filepath.Join(dir, "one.sdm")})
	r.settle()
	want, _ := solver.Parse(strings.TrimSpace(puzzle))
	if r.u.game.State() != model.Playing || r.u.game.Puzzle().Givens != want {
		t.Fatalf("the picked file was not loaded: %v", r.u.game.State())
	}
}

func TestEscapeCancelsBusyWork(t *testing.T) {
	r := newRig(t, nil, nil)
	started := make(chan struct{})
	ran := false
	r.u.startTask("Working", "a long job", control.Cancellable, func(ctx context.Context) func() {
		close(started)
		<-ctx.Done()
		return func() { ran = true }
	})
	<-started
	r.now = r.now.Add(time.Second) // past the overlay's delay
	r.frame()
	r.frame()
	if r.modal() != modalBusy {
		t.Fatalf("modal %v while busy", r.modal())
	}
	// A shortcut or Return behind the overlay does nothing but say why.
	for _, k := range []string{"ctrl+N", string(key.NameReturn), "5"} {
		r.u.message = ""
		r.press(k)
		if r.modal() != modalBusy {
			t.Fatalf("%s behind the overlay opened %v", k, r.modal())
		}
		if r.u.message != "a long job Press Escape to cancel." {
			t.Errorf("%s behind the overlay: status line %q", k, r.u.message)
		}
	}
	r.press(string(key.NameEscape))
	if r.u.busy() != nil || r.modal() != modalNone {
		t.Fatalf("Escape left busy %v, modal %v", r.u.busy(), r.modal())
	}
	r.settle()
	if ran {
		t.Fatal("the result of cancelled work was used")
	}
}

func TestSettingsSwitchTheThemeLive(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	r.u.openSettings()
	r.frame()
	r.frame()
	for range setTheme {
		r.press(string(key.NameDownArrow))
	}
	r.press(string(key.NameRightArrow))
	if r.u.th.Palette != widgets.DarkPalette {
		t.Fatal("choosing Dark did not switch the palette")
	}
	r.press(string(key.NameEscape))
	r.settle()
	st, err := (&model.Store{Dirs: dirs}).LoadSettings()
	if err != nil || st.Theme != model.ThemeDark {
		t.Fatalf("the saved settings hold theme %v (%v)", st.Theme, err)
	}
	r2 := newRig(t, &dirs, nil)
	if r2.u.th.Palette != widgets.DarkPalette {
		t.Fatal("the dark theme did not come back at the next start")
	}
}

func TestSolvingShowsTheScorePanel(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	sol := g.Puzzle().Solution
	last := -1
	for i := range 81 {
		if g.Grid()[i] == 0 {
			if last >= 0 {
				if err := g.Place(last, sol[last]); err != nil {
					t.Fatal(err)
				}
			}
			last = i
		}
	}
	r.frame()
	r.selectCell(last)
	r.press(string(rune('0' + sol[last])))
	if g.State() != model.IdleSolved {
		t.Fatalf("state %v after the last digit", g.State())
	}
	if !r.u.board.Waving() {
		t.Fatal("no light wave after the solve")
	}
	for range 200 {
		r.now = r.now.Add(50 * time.Millisecond)
		r.frame()
		if r.modal() == modalScore {
			break
		}
	}
	if r.modal() != modalScore {
		t.Fatalf("no score panel after the wave (modal %v)", r.modal())
	}
	if v := (&scorePanel{}).view(r.u); v.Stars < 1 || v.Score < 1 || v.Level != "Easy" {
		t.Fatalf("score view %+v", v)
	}
	r.press(string(key.NameReturn))
	if r.modal() != modalNone || g.State() != model.IdleSolved {
		t.Fatalf("closing the panel: modal %v, state %v", r.modal(), g.State())
	}
}

func TestShortcutsOpenTheirPanels(t *testing.T) {
	cases := []struct {
		keys []string
		want string
	}{
		{[]string{"F1"}, modalText},
		{[]string{"shift+?"}, modalText},
		{[]string{"ctrl+N"}, modalVariant},
	}
	for _, c := range cases {
		r := newRig(t, nil, nil)
		r.press(c.keys...)
		if r.modal() != c.want {
			t.Errorf("%v opened %v, want %v", c.keys, r.modal(), c.want)
		}
	}
	r := newRig(t, nil, nil)
	r.press("F10")
	if !r.u.menu.IsOpen() {
		t.Fatal("F10 did not open the menu")
	}
}

func TestStatusLine(t *testing.T) {
	r := newRig(t, nil, nil)
	if got := r.u.stateText(); got != "Not started" {
		t.Fatalf("state %q", got)
	}
	p := r.u.game.Puzzle()
	want := r.u.cat.Level(p.Grade.Level) + " · rating " + strconv.FormatFloat(p.Grade.Rating, 'f', 1, 64) +
		" · complexity " + strconv.Itoa(p.Grade.Complexity)
	if got := r.u.difficultyText(); got != want {
		t.Fatalf("difficulty %q, want %q", got, want)
	}
	r.press(string(key.NameReturn))
	if got := r.u.stateText(); got != "Playing" {
		t.Fatalf("Return: state %q, want Playing", got)
	}
	r.press(string(key.NameSpace))
	if got := r.u.stateText(); got != "Paused" {
		t.Fatalf("Space: state %q, want Paused", got)
	}
}

// An answer changes the window after it was drawn: the frame asks for
// another at once, or the new state would wait for the next input.
func TestAnswerAsksForAFrame(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	r.press("ctrl+N")
	if r.modal() != modalConfirm {
		t.Fatalf("modal %v", r.modal())
	}
	r.r.WakeupTime() // forget the wakeups asked for so far
	r.r.Queue(key.Event{Name: key.NameReturn, State: key.Press})
	r.r.WakeupTime() // and the one for the queued key itself
	r.frame()
	if r.modal() != modalVariant {
		t.Fatalf("Yes led to %v", r.modal())
	}
	if at, ok := r.r.WakeupTime(); !ok || !at.IsZero() && at.After(r.now) {
		t.Fatalf("no frame asked for after the answer (wakeup %v, %v)", at, ok)
	}
}

func TestLanguageFollowsTheLocaleAndTheSetting(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, func(c *uiConfig) { c.Locale = "fr" })
	if got := r.u.stateText(); got != "Pas commencée" {
		t.Fatalf("state under a French locale %q", got)
	}
	if got := r.u.menuItems()[0].Label; got == "" || got == i18n.Restart.Text {
		t.Fatalf("first menu item %q is not French", got)
	}
	if got := r.u.padView(r.u.boardView()).EraseLabel; got != i18n.Load("fr").T(i18n.Erase) || got == i18n.Erase.Text {
		t.Fatalf("the pad's erase button %q is not French", got)
	}
	r.u.openSettings()
	r.frame()
	r.frame()
	if got := (&settingsPanel{}).view(r.u).Title; got != "Réglages" {
		t.Fatalf("settings title %q", got)
	}
	for range setLanguage {
		r.press(string(key.NameDownArrow))
	}
	r.press(string(key.NameRightArrow)) // System → English
	if got := (&settingsPanel{}).view(r.u).Title; got != "Settings" {
		t.Fatalf("after choosing English the settings title is %q", got)
	}
	if got := r.u.stateText(); got != "Not started" {
		t.Fatalf("after choosing English the state is %q", got)
	}
	if got := r.u.padView(r.u.boardView()).EraseLabel; got != i18n.Erase.Text || r.u.keysRows(keysGame)[0][0] == "" {
		t.Fatalf("widgets' texts %q", got)
	}
	r.press(string(key.NameRightArrow)) // English → Français
	if got := r.u.stateText(); got != "Pas commencée" {
		t.Fatalf("after choosing French the state is %q", got)
	}
	r.press(string(key.NameEscape))
	r.settle()
	st, err := (&model.Store{Dirs: dirs}).LoadSettings()
	if err != nil || st.Language != "fr" {
		t.Fatalf("the saved settings hold language %q (%v)", st.Language, err)
	}
	r2 := newRig(t, &dirs, nil) // an English locale: the setting wins
	if got := r2.u.stateText(); got != "Pas commencée" {
		t.Fatalf("the French setting did not come back: %q", got)
	}
}

func TestTypingOnAGivenSaysWhy(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	i := 0
	for g.Puzzle().Givens[i] == 0 {
		i++
	}
	before := g.Grid()
	r.selectCell(i)
	r.press("5")
	if g.Grid() != before {
		t.Fatal("a given changed")
	}
	if !strings.Contains(r.u.message, "part of the puzzle") {
		t.Fatalf("status line %q does not say the cell is a given", r.u.message)
	}
}

func TestAnyKeyResumesAndAShortcutActs(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string('0' + d))
	pause := func() {
		t.Helper()
		r.press("P")
		if g.State() != model.Paused {
			t.Fatalf("state %v after P", g.State())
		}
		if pv := r.u.padView(r.u.boardView()); pv.Remaining != [10]int{} {
			t.Fatalf("the pad shows counts under the pause sign: %v", pv.Remaining)
		}
	}
	pause()
	r.press("ctrl+Z")
	if g.State() != model.Playing || g.Grid()[i] != 0 {
		t.Fatalf("Ctrl+Z on a paused game: %v, cell %d", g.State(), g.Grid()[i])
	}
	// A key nothing takes resumes too, and so does a board key.
	pause()
	r.press("Q")
	if g.State() != model.Playing {
		t.Fatalf("Q on a paused game: %v", g.State())
	}
	pause()
	r.press("5")
	if g.State() != model.Playing {
		t.Fatalf("5 on a paused game: %v", g.State())
	}
}

func TestChooserLabels(t *testing.T) {
	r := newRig(t, nil, nil)
	g, err := solver.Parse(strings.Repeat("1........", 9)[:81])
	if err != nil {
		t.Fatal(err)
	}
	folder := &gridChoice{entries: []model.Entry{{Name: "Easy ones", Grid: g}, {Name: "Easy ones", Grid: g}}}
	if got := folder.label(r.u, 1, false); got != fmt.Sprintf("%d clues", g.Clues()) {
		t.Errorf("a name every grid shares is shown: %q", got)
	}
	if got := folder.label(r.u, 1, true); got != fmt.Sprintf("Grid 2 · %d clues", g.Clues()) {
		t.Errorf("numbered label %q", got)
	}
	named := &gridChoice{entries: []model.Entry{{Name: "Platinum Blonde", Grid: g}, {Name: "Golden Nugget", Grid: g}}}
	if got := named.label(r.u, 0, false); got != "Platinum Blonde" {
		t.Errorf("the chooser's detail %q repeats the number it shows above", got)
	}
}

func TestClockWaitsWhileAPanelCoversTheBoard(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	r.now = r.now.Add(10 * time.Second)
	r.frame()
	base := g.Elapsed()
	for _, open := range []struct {
		name string
		key  string
	}{{"shortcuts", "F1"}, {"settings", ""}, {"new game", "ctrl+N"}} {
		if open.key != "" {
			r.press(open.key)
		} else {
			r.u.openSettings()
			r.frame()
		}
		if r.modal() == modalNone {
			t.Fatalf("%s: no panel opened", open.name)
		}
		r.now = r.now.Add(time.Minute)
		r.frame()
		if g.Elapsed() != base || g.ClockRunning() {
			t.Fatalf("%s: the clock ran under the panel: %v", open.name, g.Elapsed())
		}
		r.press(string(key.NameEscape))
		if r.modal() != modalNone {
			t.Fatalf("%s: Escape left %v open", open.name, r.modal())
		}
		r.now = r.now.Add(time.Second)
		r.frame()
		base += time.Second
		if g.Elapsed() != base {
			t.Fatalf("%s: after the panel closed the clock shows %v, want %v", open.name, g.Elapsed(), base)
		}
	}
}

// With ImagesLater the window starts without its pictures and installs
// them once decoded; a spoiled image is told in an Info panel instead, as
// when they are read at start.
func TestImagesLater(t *testing.T) {
	tests := []struct {
		name  string
		spoil string // an image file of the assets to break, "" for none
		want  bool   // the pictures are installed
	}{
		{"good assets", "", true},
		{"a broken star", "images/star-filled-128.png", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assets := copyAssets(t)
			if tt.spoil != "" {
				if err := os.WriteFile(filepath.Join(assets, filepath.FromSlash(tt.spoil)), []byte("not a PNG"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			r := newRig(t, nil, func(c *uiConfig) { c.Assets, c.ImagesLater = assets, true })
			if w, s, e := r.u.th.ImagesSet(); w || s || e {
				t.Fatalf("pictures installed before loadImagesLater: wave %v star %v empty star %v", w, s, e)
			}
			if r.modal() != modalNone {
				t.Fatalf("a panel is open before the images were read: %s", r.modal())
			}
			r.u.loadImagesLater()
			r.settle()
			w, s, e := r.u.th.ImagesSet()
			if got := w && s && e; got != tt.want {
				t.Fatalf("pictures installed: wave %v star %v empty star %v; want all %v", w, s, e, tt.want)
			}
			if tt.want {
				if r.modal() != modalNone {
					t.Fatalf("a panel opened: %s", r.modal())
				}
				return
			}
			if r.modal() != modalInfo || !strings.Contains(r.info().message, filepath.Base(tt.spoil)) {
				t.Fatalf("the broken image was not told: modal %s, %+v", r.modal(), r.info())
			}
		})
	}
}

// The trace reports the view a frame drew: Return, a shortcut handled
// after the layout, starts the game, but that frame still drew the idle
// board, so the line saying Playing comes with the next frame, which draws
// the board taking input (and takes the keys sent after that line).
func TestTraceReportsTheDrawnView(t *testing.T) {
	var trace bytes.Buffer
	r := newRig(t, nil, func(c *uiConfig) { c.Trace = &trace })
	r.u.traceView()
	if got, want := trace.String(), "view modal=none state=Unsolved\n"; got != want {
		t.Fatalf("trace at start %q, want %q", got, want)
	}
	trace.Reset()
	r.r.Queue(key.Event{Name: key.NameReturn, State: key.Press}, key.Event{Name: key.NameReturn, State: key.Release})
	r.frame()
	r.u.traceView()
	if r.u.game.State() != model.Playing {
		t.Fatalf("Return left the game %v", r.u.game.State())
	}
	if trace.Len() != 0 {
		t.Fatalf("the frame that handled Return drew the idle board, yet traced %q", trace.String())
	}
	r.frame()
	r.u.traceView()
	if got, want := trace.String(), "view modal=none state=Playing\n"; got != want {
		t.Fatalf("trace after the next frame %q, want %q", got, want)
	}
	// A key sent then reaches a board that takes input.
	r.press(string(key.NameRightArrow))
	if r.u.input.Cursor() != 0 {
		t.Fatalf("the first arrow selected %d, want r1c1", r.u.input.Cursor())
	}
}

// copyAssets copies the repository's assets folder to a temporary one.
func copyAssets(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "assets")
	if err := os.CopyFS(dst, os.DirFS(filepath.Join("..", "..", "..", "assets"))); err != nil {
		t.Fatal(err)
	}
	return dst
}
