package window

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gioui.org/app"
	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

func TestFullScreenToggles(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press("F11")
	if !r.u.fullscr || r.host.options != 1 {
		t.Fatalf("F11: full screen %v, %d window options", r.u.fullscr, r.host.options)
	}
	// The window manager may leave full screen itself: the ui follows.
	r.u.config(app.Config{Mode: app.Windowed})
	r.press("F11")
	if !r.u.fullscr || r.host.options != 2 {
		t.Fatalf("F11 after leaving full screen: %v, %d options", r.u.fullscr, r.host.options)
	}
}

func TestFullScreenTwiceBringsBackTheWindowsSize(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.config(app.Config{Mode: app.Windowed, Size: image.Pt(980, 720)})
	r.press("F11")
	if r.host.cfg.Mode != app.Fullscreen {
		t.Fatalf("F11 asked for %v", r.host.cfg.Mode)
	}
	// The window manager makes the window as large as the screen.
	r.u.config(app.Config{Mode: app.Fullscreen, Size: image.Pt(1600, 1200)})
	r.press("F11")
	if r.host.cfg.Mode != app.Windowed || r.host.cfg.Size != image.Pt(980, 720) {
		t.Fatalf("F11 twice asked for %v at %v, want windowed at 980×720", r.host.cfg.Mode, r.host.cfg.Size)
	}
	// From a maximised window, full screen goes back to maximised.
	r.u.config(app.Config{Mode: app.Maximized, Size: image.Pt(1600, 1150)})
	r.press("F11")
	r.u.config(app.Config{Mode: app.Fullscreen, Size: image.Pt(1600, 1200)})
	r.press("F11")
	if r.host.cfg.Mode != app.Maximized {
		t.Fatalf("F11 twice from maximised asked for %v", r.host.cfg.Mode)
	}
}

func TestSaveAsWritesTheFormatOfTheExtension(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name  string
		check func(t *testing.T, b []byte, grid solver.Grid)
	}{
		{"grid.sdk", func(t *testing.T, b []byte, grid solver.Grid) {
			if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(lines) != 9 || len(lines[0]) != 9 {
				t.Fatalf(".sdk holds %q, want nine lines of nine", b)
			}
		}},
		{"grid", func(t *testing.T, b []byte, grid solver.Grid) { // no extension: .sdm
			if g, err := solver.Parse(strings.TrimSpace(string(b))); err != nil || g != grid {
				t.Fatalf(".sdm holds %q", b)
			}
		}},
		{"grid.gri", func(t *testing.T, b []byte, grid solver.Grid) {
			if len(b) != 36 {
				t.Fatalf(".gri holds %d bytes, want 36", len(b))
			}
		}},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.name)
		r := newRig(t, nil, func(cfg *uiConfig) { cfg.Picker = fakePicker{path: path} })
		r.press("ctrl+shift+S")
		r.settle()
		written := path
		if filepath.Ext(path) == "" {
			written += ".sdm"
		}
		b, err := os.ReadFile(written)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		c.check(t, b, r.u.game.Grid())
		if col, err := model.ReadFile(written); err != nil || len(col.Grids()) != 1 || col.Grids()[0] != r.u.game.Grid() {
			t.Fatalf("%s does not read back as the board (%v)", written, err)
		}
	}
	// A format that cannot be written: told, nothing written.
	path := filepath.Join(dir, "grid.opensudoku")
	r := newRig(t, nil, func(cfg *uiConfig) { cfg.Picker = fakePicker{path: path} })
	r.press("ctrl+shift+S")
	r.settle()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "grid.opensudoku") {
		t.Fatalf("modal %v, %q: want an Info naming the file", r.modal(), r.info().message)
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("an .opensudoku file was written")
	}
}

func TestLosingTheFocusPauses(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.config(app.Config{Focused: false}) // the first report is only noted
	r.newEasyGame()
	r.u.config(app.Config{Focused: true})
	if r.u.game.State() != model.Playing {
		t.Fatalf("gaining the focus: %v", r.u.game.State())
	}
	r.u.config(app.Config{Focused: false})
	if r.u.game.State() != model.Paused {
		t.Fatalf("losing the focus: %v, want Paused", r.u.game.State())
	}
	r.u.config(app.Config{Focused: true})
	if r.u.game.State() != model.Playing {
		t.Fatalf("the focus back: %v, want Playing", r.u.game.State())
	}
}

func TestCreateMode(t *testing.T) {
	r := newRig(t, nil, nil)
	// New → Blank grid: an empty grid to build.
	r.press("ctrl+N")
	for range len(solver.Levels) {
		r.press(string(key.NameDownArrow))
	}
	r.press(string(key.NameReturn))
	g := r.u.game
	if g.State() != model.Editing || g.Grid().Clues() != 0 {
		t.Fatalf("Blank grid: state %v with %d digits", g.State(), g.Grid().Clues())
	}
	// The header hides what does not apply to a grid being built: the
	// clock, Start/Stop and Pause (a greyed Pause said nothing).
	if labels := headerLabels(r.u); slices.Contains(labels, "Pause") || slices.Contains(labels, "Start") ||
		r.u.windowView().ShowClock {
		t.Fatalf("create mode's header: %v, clock %v", labels, r.u.windowView().ShowClock)
	}
	// N (the notes toggle) says there are no notes here and stays off:
	// the next digit is a digit.
	r.selectCell(0)
	r.u.message = ""
	r.press("N")
	if r.u.input.NotesMode() || !strings.Contains(r.u.message, "no notes") {
		t.Fatalf("N while building a grid: notes mode %v, status line %q", r.u.input.NotesMode(), r.u.message)
	}
	// Space (pause) has nothing to pause and says so.
	r.u.message = ""
	r.press(string(key.NameSpace))
	if !strings.Contains(r.u.message, "No pause") {
		t.Fatalf("Space while building a grid: status line %q", r.u.message)
	}
	// Type a puzzle with several solutions: two digits.
	r.press("5", string(key.NameRightArrow), "6")
	if g.Grid()[0] != 5 || g.Grid()[1] != 6 {
		t.Fatalf("digits in create mode: %d %d", g.Grid()[0], g.Grid()[1])
	}
	r.u.checkGrid()
	r.frame()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "Several solutions") {
		t.Fatalf("check grid: modal %v, %q", r.modal(), r.info().message)
	}
	r.press(string(key.NameReturn))
	// Play asks first: not a puzzle.
	r.u.do(model.ActPlay)
	r.frame()
	if r.modal() != modalConfirm {
		t.Fatalf("Play on a grid with several solutions opened %v, want the question", r.modal())
	}
	r.press(string(key.NameReturn))
	if g.State() != model.Playing || g.Puzzle().Unique {
		t.Fatalf("playing anyway: %v, unique %v", g.State(), g.Puzzle().Unique)
	}
	if got := r.u.difficultyText(); got != "Not a puzzle" {
		t.Fatalf("status detail %q", got)
	}
	if labels := headerLabels(r.u); !slices.Contains(labels, "Pause") || !slices.Contains(labels, "Stop") {
		t.Fatalf("the played grid's header: %v, want Pause and Stop", labels)
	}
}

// headerLabels lists the labels of the header's buttons, from the left.
func headerLabels(u *ui) []string {
	v := u.windowView()
	var labels []string
	for _, tl := range append(v.Tools, v.End...) {
		labels = append(labels, tl.Label)
	}
	return labels
}

func TestCreateGeneratesAPuzzle(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.do(model.ActEdit)
	r.frame()
	if r.u.game.State() != model.Editing {
		t.Fatalf("Create: %v", r.u.game.State())
	}
	r.u.generateEdit()
	r.frame()
	if r.modal() != modalEditLevel {
		t.Fatalf("Generate opened %v", r.modal())
	}
	r.press(string(key.NameDownArrow), string(key.NameReturn)) // Medium
	r.settle()
	grid := r.u.game.Grid()
	gr, err := solver.GradeOf(grid)
	if err != nil || gr.Level != solver.Medium {
		t.Fatalf("the generated grid grades %v (%v), want medium", gr.Level, err)
	}
	r.u.do(model.ActPlay)
	r.frame()
	if r.u.game.State() != model.Playing || r.u.game.Puzzle().Givens != grid {
		t.Fatalf("Play: %v", r.u.game.State())
	}
}

func TestRestartCheckAndGiveUp(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	// A wrong digit that clashes with nothing, in some empty cell.
	i, wrong := -1, uint8(0)
	for c := 0; c < 81 && wrong == 0; c++ {
		if g.Grid()[c] != 0 {
			continue
		}
		for x := uint8(1); x <= 9; x++ {
			if x != g.Puzzle().Solution[c] && g.Grid().Candidates(c)&(1<<x) != 0 {
				i, wrong = c, x
				break
			}
		}
	}
	if wrong == 0 {
		t.Fatal("every empty cell has a single candidate")
	}
	r.selectCell(i)
	r.press(string(rune('0' + wrong)))
	r.u.check()
	r.frame()
	// The Info tells that the one digit placed is wrong; the board shows
	// which cell.
	if want := r.u.cat.T(i18n.CheckOnlyWrong); r.modal() != modalInfo || r.info().message != want {
		t.Fatalf("check: modal %v, %q; want an Info saying %q", r.modal(), r.info().message, want)
	}
	if !r.u.boardView().Wrong[i] {
		t.Fatal("the wrong digit is not marked on the board")
	}
	r.press(string(key.NameReturn))
	r.press("ctrl+R")
	if r.modal() != modalConfirm {
		t.Fatalf("Ctrl+R with progress opened %v, want the question", r.modal())
	}
	r.press(string(key.NameReturn))
	if g.Grid() != g.Puzzle().Givens {
		t.Fatal("Restart left digits on the board")
	}
	r.u.do(model.ActGiveUp)
	r.frame()
	if r.modal() != modalConfirm {
		t.Fatalf("Give up opened %v, want the question", r.modal())
	}
	r.press(string(key.NameReturn))
	if g.State() != model.IdleUnsolved || !g.Revealed() {
		t.Fatalf("after giving up: %v, revealed %v", g.State(), g.Revealed())
	}
	bv := r.u.boardView()
	if bv.Cells != g.Puzzle().Solution {
		t.Fatal("the board does not show the solution")
	}
	// The solution's digits are drawn apart from the player's, and the
	// status line says how.
	for i := range 81 {
		if bv.Revealed[i] != (g.Puzzle().Givens[i] == 0) {
			t.Fatalf("%s: revealed %v, given %d", solver.CellName(i), bv.Revealed[i], g.Puzzle().Givens[i])
		}
	}
	if got := r.u.stateText(); got != r.u.cat.T(i18n.StateGivenUpShown) {
		t.Fatalf("status line %q after giving up, want the legend", got)
	}
}

func TestCollectionStartsAGrid(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.chooseCollection()
	r.frame()
	if r.modal() != modalCollection {
		t.Fatalf("Collection opened %v", r.modal())
	}
	// The second collection: Easy, a hundred grids: the numbered chooser.
	r.press(string(key.NameDownArrow), string(key.NameReturn))
	r.settle()
	if r.modal() != modalGridNumber {
		t.Fatalf("a collection of 100 opened %v, want the numbered chooser", r.modal())
	}
	r.press("1", "7", string(key.NameReturn))
	r.settle()
	col, err := model.ReadFile(r.u.collections[1].Path)
	if err != nil {
		t.Fatal(err)
	}
	// Open in the chooser plays the grid, as Open does.
	if g := r.u.game; g.State() != model.Playing || g.Puzzle().Givens != col.Grids()[16] {
		t.Fatalf("grid 17 is not being played: state %v", g.State())
	}
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string('0' + d))
	if r.u.game.Grid()[i] != d {
		t.Fatal("typing on the opened grid did nothing")
	}
}

func TestIdleBoardSaysHowToStart(t *testing.T) {
	r := newRig(t, nil, nil)
	if r.u.game.State() != model.IdleUnsolved {
		t.Fatalf("start state %v", r.u.game.State())
	}
	if r.u.boardView().Prompt == "" {
		t.Fatal("the first start's demo grid shows no call to start")
	}
	// A digit, an arrow (the board's keys), a letter nothing takes and a
	// click: each says how to start.
	for _, k := range []string{"5", string(key.NameRightArrow), "Q", string(key.NameSpace)} {
		r.u.message = ""
		r.press(k)
		if !strings.Contains(r.u.message, "Return") {
			t.Fatalf("key %q on the idle board: status line %q", k, r.u.message)
		}
	}
	r.u.message = ""
	r.click(image.Pt(200, 300))
	if !strings.Contains(r.u.message, "Return") {
		t.Fatalf("a click on the idle board: status line %q", r.u.message)
	}
	// The greyed pad (under the board at 980×720: at its right).
	r.u.message = ""
	r.click(image.Pt(870, 300))
	if !strings.Contains(r.u.message, "Return") {
		t.Fatalf("a click on the greyed pad: status line %q", r.u.message)
	}
	r.press(string(key.NameReturn))
	if r.u.game.State() != model.Playing {
		t.Fatalf("Return on the idle board: %v", r.u.game.State())
	}
	if r.u.boardView().Prompt != "" {
		t.Fatal("the call to start stays while playing")
	}
	// While playing, a key nothing takes is named.
	r.press("Q")
	if !strings.Contains(r.u.message, "Q does nothing") {
		t.Fatalf("an unbound key while playing: status line %q", r.u.message)
	}
}

func TestFileArgumentWithSeveralGrids(t *testing.T) {
	path, _ := filepath.Abs("../../../assets/puzzles/demo.sdm")
	r := newRig(t, nil, func(c *uiConfig) { c.File = path })
	r.settle()
	if r.modal() != modalGrid || len(r.choice().entries) != 3 {
		t.Fatalf("sudoku demo.sdm opened %v, want the chooser of its 3 grids", r.modal())
	}
	r.press(string(key.NameDownArrow), string(key.NameDownArrow), string(key.NameReturn))
	r.settle()
	col, _ := model.ReadFile(path)
	if g := r.u.game; g.State() != model.Playing || g.Puzzle().Givens != col.Grids()[2] {
		t.Fatalf("the third grid is not being played: %v", g.State())
	}
}

func TestCreateOffersABlankGridOrThisOne(t *testing.T) {
	r := newRig(t, nil, nil)
	givens := r.u.game.Givens()
	create := func() {
		t.Helper()
		r.u.runCommand(commandByID("create"))
		r.frame()
		if _, ok := r.u.modal.(*createPanel); !ok {
			t.Fatalf("Create opened %v, want the choice of a blank grid or this one", r.modal())
		}
	}
	create()
	r.press(string(key.NameReturn)) // Blank grid is the default
	if g := r.u.game; g.State() != model.Editing || g.Grid().Clues() != 0 {
		t.Fatalf("Blank grid: %v with %d digits", g.State(), g.Grid().Clues())
	}
	r = newRig(t, nil, nil)
	create()
	r.press(string(key.NameDownArrow), string(key.NameReturn))
	if g := r.u.game; g.State() != model.Editing || g.Grid() != givens {
		t.Fatalf("Edit this grid: %v, grid %v", g.State(), g.Grid())
	}
}

func TestHeaderIsTheTitleBarWhereThePlatformDrawsNone(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.config(app.Config{Mode: app.Windowed, Decorated: true, Size: r.size})
	if r.u.windowView().Frame.On {
		t.Fatal("a window with the platform's frame draws its own")
	}
	r.u.config(app.Config{Mode: app.Windowed, Decorated: false, Size: r.size})
	r.frame()
	f := r.u.windowView().Frame
	if !f.On || f.Title != "Sudoku" {
		t.Fatalf("no title bar of our own: %+v", f)
	}
	// The buttons at the header's right: close, maximise, minimise.
	closeAt := image.Pt(r.size.X-10-20, 10+20)
	maxAt := closeAt.Sub(image.Pt(40, 0))
	r.click(maxAt)
	if r.host.cfg.Mode != app.Maximized {
		t.Fatalf("maximise asked for %v", r.host.cfg.Mode)
	}
	r.u.config(app.Config{Mode: app.Maximized, Decorated: false, Size: r.size})
	r.frame()
	if !r.u.windowView().Frame.Maximized {
		t.Fatal("the maximised window shows no restore button")
	}
	r.click(maxAt)
	if r.host.cfg.Mode != app.Windowed {
		t.Fatalf("restore asked for %v", r.host.cfg.Mode)
	}
	r.click(maxAt.Sub(image.Pt(40, 0)))
	if r.host.cfg.Mode != app.Minimized {
		t.Fatalf("minimise asked for %v", r.host.cfg.Mode)
	}
	r.click(closeAt)
	if !r.host.closed() {
		t.Fatal("the close button did not close the window (no game in progress)")
	}
	// Full screen has no title bar.
	r.u.config(app.Config{Mode: app.Fullscreen, Decorated: false, Size: r.size})
	if r.u.windowView().Frame.On {
		t.Fatal("a title bar in full screen")
	}
}

// TestReturnDoesNotStopAnUntouchedGame: a grid opened from the command
// line starts at once; a Return meant to start it must not stop it back to
// "Not started" (issue 12's report). A touched game is asked about, as
// Stop asks; a paused one resumes, as on any key.
func TestReturnDoesNotStopAnUntouchedGame(t *testing.T) {
	path, _ := filepath.Abs("testdata/one-grid.sdk")
	for _, tc := range []struct {
		name        string
		keys        []string // before Return
		want        model.State
		modal, said string
	}{
		{name: "playing", want: model.Playing, modal: modalNone, said: "Already playing"},
		{name: "paused", keys: []string{"P"}, want: model.Playing, modal: modalNone},
		{name: "touched", keys: []string{"shift+5"}, want: model.Playing, modal: modalConfirm},
		{name: "touched and paused", keys: []string{"shift+5", "P"}, want: model.Playing, modal: modalNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, nil, func(c *uiConfig) { c.File = path })
			if p := r.u.boardView().Prompt; p != "" && r.u.busy() != nil {
				t.Fatalf("the card %q shows while the file is read", p)
			}
			r.settle()
			g := r.u.game
			if g.State() != model.Playing || g.Puzzle().Source != "one-grid.sdk" {
				t.Fatalf("sudoku FILE: %v, source %q", g.State(), g.Puzzle().Source)
			}
			if len(tc.keys) > 0 && tc.keys[0] != "P" {
				i, _ := r.emptyCell()
				r.selectCell(i)
			}
			r.press(tc.keys...)
			r.u.message = ""
			r.press(string(key.NameReturn))
			if g.State() != tc.want || r.modal() != tc.modal {
				t.Fatalf("Return: %v with %s open, want %v with %s", g.State(), r.modal(), tc.want, tc.modal)
			}
			if !strings.Contains(r.u.message, tc.said) {
				t.Fatalf("Return: status line %q, want %q", r.u.message, tc.said)
			}
			if tc.modal == modalConfirm {
				r.press(string(key.NameReturn)) // Yes: the touched game stops
				if g.State() != model.IdleUnsolved {
					t.Fatalf("Yes to Stop: %v", g.State())
				}
			}
		})
	}
}

// TestCollectionsAreNamedInTheWindowsLanguage: the bundled collections'
// buttons name the levels (and the demo grids) in the window's language,
// not by their files' English titles.
func TestCollectionsAreNamedInTheWindowsLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Demo", "Easy", "Medium", "Hard", "Expert", "Master"}},
		{"fr", []string{"Démo", "Facile", "Moyen", "Difficile", "Expert", "Maître"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			r := newRig(t, nil, func(c *uiConfig) { c.Locale = tc.lang })
			var got []string
			for _, c := range r.u.collections {
				got = append(got, r.u.collectionLabel(c))
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("collections %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNoCellSays: a digit or an erase before any cell is selected asks for
// a cell on the status line instead of doing nothing silently.
func TestNoCellSays(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.u.input.Select(-1)
	before := r.u.game.Grid()
	for _, k := range []string{"5", "0", string(key.NameDeleteBackward)} {
		r.u.message = ""
		r.press(k)
		if !strings.Contains(r.u.message, "Choose a cell first") {
			t.Errorf("%s with no cell selected: status line %q", k, r.u.message)
		}
	}
	if r.u.game.Grid() != before {
		t.Errorf("the grid changed")
	}
}

// TestEraseEmptyCellSays: 0, Backspace or Delete on an empty cell changes
// nothing and says so on the status line; on a digit they erase it.
func TestEraseEmptyCellSays(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	for _, k := range []string{"0", string(key.NameDeleteBackward), string(key.NameDeleteForward)} {
		r.u.message = ""
		r.press(k)
		if !strings.Contains(r.u.message, "Nothing to erase") {
			t.Errorf("%s on an empty cell: status line %q", k, r.u.message)
		}
		r.press(string('0' + d))
		if r.u.game.Grid()[i] != d {
			t.Fatalf("%c was not placed", '0'+d)
		}
		r.u.message = ""
		r.press(k)
		if r.u.game.Grid()[i] != 0 || strings.Contains(r.u.message, "Nothing to erase") {
			t.Errorf("%s on a digit: cell %d, status line %q", k, r.u.game.Grid()[i], r.u.message)
		}
	}
}
