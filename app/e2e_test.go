package main

// The end-to-end test of the real binary under Xvfb, driven by xdotool
// (docs/architecture.md, Tests and their data): a fresh HOME, a new Easy game from the keyboard, digits
// placed, an undo, Ctrl+S, Ctrl+Q answered Yes, and a relaunch that finds
// the same game with its history. The test reads what the game wrote (its
// game file and grille.sdm) to know the puzzle and to check each step; it
// takes screenshots with ImageMagick's import into $SUDOKU_E2E_SHOTS (or a
// temporary folder).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// gameFileView is the part of the game file the test reads.
type gameFileView struct {
	State  string `json:"state"`
	Puzzle struct {
		Givens   string `json:"givens"`
		Solution string `json:"solution"`
		Source   string `json:"source"`
		Grade    struct {
			Level string `json:"level"`
		} `json:"grade"`
	} `json:"puzzle"`
	Board struct {
		Cells string `json:"cells"`
	} `json:"board"`
	Undo   []string `json:"undo"`
	Redo   []string `json:"redo"`
	Hints  int      `json:"hints"`
	Hinted []string `json:"hinted"`
}

// e2e is one run of the scenario.
type e2e struct {
	t     *testing.T
	h     *home
	g     *game
	shots string
	n     int
	sel   int // the selected cell, -1 for none
	seen  int // how much of the game's trace (stdout) the test has read
	// xdotool runs xdotool where the keys reach the game; nil: on the
	// home's display.
	xdotool func(args ...string) (string, error)
}

// key sends keys to the game with xdotool (the pointer is over the window:
// with no window manager the keyboard focus follows it).
func (e *e2e) key(keys ...string) {
	e.t.Helper()
	args := append([]string{"key", "--delay", "60"}, keys...)
	var err error
	if e.xdotool != nil {
		_, err = e.xdotool(args...)
	} else {
		_, err = e.g.xdotool(e.h, 10*time.Second, args...)
	}
	if err != nil {
		e.t.Fatal(err)
	}
}

// shot saves a screenshot of the screen.
func (e *e2e) shot(name string) {
	e.t.Helper()
	e.n++
	path := filepath.Join(e.shots, fmt.Sprintf("%02d-%s.png", e.n, name))
	cmd := exec.Command("import", "-window", "root", path)
	cmd.Env = e.h.env
	if out, err := cmd.CombinedOutput(); err != nil {
		e.t.Fatalf("import %s: %v\n%s", path, err, out)
	}
	e.t.Logf("screenshot %s", path)
}

// gameFile waits until the game file satisfies ok and returns it.
func (e *e2e) gameFile(what string, ok func(gameFileView) bool) gameFileView {
	e.t.Helper()
	path := filepath.Join(e.h.state, "sudoku", "game.json")
	deadline := time.Now().Add(10 * time.Second)
	var last gameFileView
	var lastErr error
	for time.Now().Before(deadline) {
		b, err := os.ReadFile(path)
		if err == nil {
			var v gameFileView
			if err = json.Unmarshal(b, &v); err == nil {
				last = v
				if ok(v) {
					return v
				}
			}
		}
		lastErr = err
		time.Sleep(50 * time.Millisecond)
	}
	e.t.Fatalf("%s: the game file never showed it (last: %+v, %v)\nstderr:\n%s", what, last, lastErr, e.g.stderr.String())
	return last
}

// moveTo selects cell i with the arrow keys, from the selection (the
// first arrow of a game selects r1c1).
func (e *e2e) moveTo(i int) {
	var keys []string
	if e.sel < 0 {
		keys = append(keys, "Right")
		e.sel = 0
	}
	step := func(n int, plus, minus string) {
		for ; n > 0; n-- {
			keys = append(keys, plus)
		}
		for ; n < 0; n++ {
			keys = append(keys, minus)
		}
	}
	step(i/9-e.sel/9, "Down", "Up")
	step(i%9-e.sel%9, "Right", "Left")
	e.sel = i
	if len(keys) > 0 {
		e.key(keys...)
	}
}

// launch starts the game (with args: `sudoku FILE`), puts the pointer
// over its window, and waits until the window has drawn its first frame
// (SUDOKU_TRACE).
func (e *e2e) launch(bin string, args ...string) {
	e.t.Helper()
	e.g = startGameArgs(e.t, bin, e.h, args, window.TraceEnvVar+"=1")
	e.seen = 0
	e.sel = -1
	if _, err := e.g.xdotool(e.h, 10*time.Second, "mousemove", "--window", e.g.window, "960", "700"); err != nil {
		e.t.Fatal(err)
	}
	e.seen = e.g.waitTrace(e.seen, "first-frame ")
}

// view waits until a drawn frame shows what the trace line holds
// ("modal=level", "state=Playing"), after what was already seen.
func (e *e2e) view(want string) {
	e.t.Helper()
	e.seen = e.g.waitTrace(e.seen, want)
}

// quit sends Ctrl+Q, answers the confirmation and waits for the exit.
func (e *e2e) quit(name string) {
	e.t.Helper()
	e.key("ctrl+q")
	e.view("view modal=confirm ")
	e.shot(name)
	e.key("Return") // Yes is the default answer
	if err := e.g.wait(15 * time.Second); err != nil {
		e.t.Fatalf("the game did not exit cleanly after Ctrl+Q and Yes: %v\nstderr:\n%s", err, e.g.stderr.String())
	}
	if s := e.g.stderr.String(); strings.Contains(s, "panic") || strings.Contains(s, "DATA RACE") {
		e.t.Fatalf("stderr:\n%s", s)
	}
}

// newE2E makes a fresh home on display x for an end-to-end run; its
// screenshots go to $SUDOKU_E2E_SHOTS when set, else to a temporary folder.
func newE2E(t *testing.T, x *xvfb) *e2e {
	t.Helper()
	e := &e2e{t: t, h: newHome(t, x), shots: os.Getenv("SUDOKU_E2E_SHOTS")}
	if e.shots == "" {
		e.shots = t.TempDir()
	} else if err := os.MkdirAll(e.shots, 0o755); err != nil {
		t.Fatal(err)
	}
	return e
}

func TestEndToEnd(t *testing.T) {
	needTools(t, "Xvfb", "xdotool", "import")
	bin := buildBinary(t)
	x := startXvfb(t)
	e := newE2E(t, x)

	// First start: the demo grid, idle.
	e.launch(bin)
	e.shot("start")
	// GTK did not start in the game's process (package nogtk): the game's
	// window is the only one, with no hidden GTK window beside it.
	if out, err := e.g.xdotool(e.h, 10*time.Second, "search", "--name", "."); err != nil || len(strings.Fields(out)) != 1 {
		t.Fatalf("windows on the display: %q (%v), want the game's only", out, err)
	}

	// A new Easy game from the keyboard: Ctrl+N, Return on Easy.
	e.key("ctrl+n")
	e.view("view modal=level ")
	e.shot("new-game-dialog")
	e.key("Return")
	v := e.gameFile("a new easy game", func(v gameFileView) bool {
		return v.State == "playing" && v.Puzzle.Source == "generated"
	})
	if v.Puzzle.Grade.Level != "easy" {
		t.Fatalf("the new game is %q, want easy", v.Puzzle.Grade.Level)
	}

	// Two digits, each in the first empty cell, from the solution.
	var cells [2]int
	for k := range cells {
		i := strings.IndexByte(v.Board.Cells, '0')
		if i < 0 {
			t.Fatal("no empty cell")
		}
		cells[k] = i
		digit := string(v.Puzzle.Solution[i])
		e.moveTo(i)
		e.key(digit)
		want := len(v.Undo) + 1
		v = e.gameFile("digit "+digit+" at "+cellName(i), func(v gameFileView) bool {
			return v.Board.Cells[i] == digit[0] && len(v.Undo) == want
		})
	}
	e.shot("digits")

	// Undo takes the second digit back.
	e.key("ctrl+z")
	second := cells[1]
	v = e.gameFile("undo", func(v gameFileView) bool {
		return v.Board.Cells[second] == '0' && len(v.Redo) == 1
	})
	e.shot("undo")

	// Ctrl+S: grille.sdm in the XDG data folder holds the puzzle, and the
	// player's digits apart from it (docs/formats.md, "Progress lines").
	e.key("ctrl+s")
	quick := filepath.Join(e.h.data, "sudoku", "grille.sdm")
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, err := os.ReadFile(quick)
		if err == nil && quickSaveHolds(b, v.Puzzle.Givens, v.Board.Cells) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Ctrl+S: %s holds %q (%v), want %s", quick, b, err, v.Board.Cells)
		}
		time.Sleep(50 * time.Millisecond)
	}
	e.shot("saved")

	// Quit, answering the question.
	e.quit("quit-question")
	saved := e.gameFile("the game saved on exit", func(w gameFileView) bool {
		return w.Board.Cells == v.Board.Cells && len(w.Undo) == len(v.Undo) && len(w.Redo) == 1
	})

	// Relaunch: the same game, paused, with its history.
	e.launch(bin)
	e.shot("restored-paused")
	e.key("p") // resume
	e.view("state=Playing")
	e.shot("resumed")
	e.key("ctrl+shift+z") // redo the digit undone before quitting
	first, digit2 := cells[0], saved.Puzzle.Solution[second]
	e.gameFile("redo after the relaunch", func(w gameFileView) bool {
		return w.Puzzle.Givens == saved.Puzzle.Givens && w.Board.Cells[first] == saved.Board.Cells[first] &&
			w.Board.Cells[second] == digit2 && len(w.Redo) == 0 && len(w.Undo) == len(saved.Undo)+1
	})
	e.shot("redone")

	// H three times: the technique (free), the pattern (one hint), then
	// the step applied: one more digit, the solution's, as one move.
	before := e.gameFile("before the hint", func(gameFileView) bool { return true })
	e.key("h")
	e.shot("hint-named")
	e.key("h")
	e.gameFile("the pattern shown counts a hint", func(w gameFileView) bool {
		return w.Hints == 1 && len(w.Hinted) == 1 && w.Board.Cells == before.Board.Cells
	})
	e.shot("hint-shown")
	e.key("h")
	e.gameFile("the hint applied", func(w gameFileView) bool {
		placed := 0
		for i := range 81 {
			if w.Board.Cells[i] != before.Board.Cells[i] {
				if w.Board.Cells[i] != w.Puzzle.Solution[i] {
					return false
				}
				placed++
			}
		}
		return placed == 1 && w.Hints == 1 && len(w.Undo) == len(before.Undo)+1
	})
	e.shot("hint-applied")
	e.quit("quit-again")
}

// TestEndToEndFileFromTheCommandLine: `sudoku FILE` plays the file's grid
// at once, and a Return pressed right after the launch (the demo's card
// says to press it) does not stop it back to "Not started" (issue 12): a
// digit typed next is placed and saved. Then again over a saved game with
// a move, whose question Return answers before the second Return.
func TestEndToEndFileFromTheCommandLine(t *testing.T) {
	needTools(t, "Xvfb", "xdotool", "import")
	bin := buildBinary(t)
	x := startXvfb(t)
	e := newE2E(t, x)
	file, err := filepath.Abs("internal/window/testdata/one-grid.sdk")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	givens := strings.TrimSpace(string(b))

	for round, saved := range []bool{false, true} {
		e.launch(bin, file)
		if saved {
			// The game left by the first round has a digit: opening the
			// file asks first, and Return answers Yes.
			e.view("view modal=confirm ")
			e.shot("file-question")
			e.key("Return")
		}
		// Return at once, whether the file is still being read or already
		// playing.
		e.key("Return")
		e.view("view modal=none state=Playing")
		v := e.gameFile("the file's grid playing", func(v gameFileView) bool {
			return v.State == "playing" && v.Puzzle.Source == "one-grid.sdk" && v.Puzzle.Givens == givens && len(v.Undo) == 0
		})
		e.shot(fmt.Sprintf("file-return-%d", round))
		i := strings.IndexByte(v.Board.Cells, '0')
		digit := string(v.Puzzle.Solution[i])
		e.moveTo(i)
		e.key(digit)
		e.gameFile("digit "+digit+" at "+cellName(i)+" after Return", func(v gameFileView) bool {
			return v.State == "playing" && v.Puzzle.Givens == givens && v.Board.Cells[i] == digit[0] && len(v.Undo) == 1
		})
		e.shot(fmt.Sprintf("file-digit-%d", round))
		e.quit(fmt.Sprintf("file-quit-%d", round))
	}
}

// cellName is solver.CellName, for messages.
func cellName(i int) string { return fmt.Sprintf("r%dc%d", i/9+1, i%9+1) }

// quickSaveHolds reports whether the quick-save file b holds the puzzle
// givens as its grid and the board cells through its progress line.
func quickSaveHolds(b []byte, givens, cells string) bool {
	col, err := model.Read("grille.sdm", bytes.NewReader(b))
	if err != nil || len(col.Entries) != 1 || col.Entries[0].Err != nil {
		return false
	}
	e := col.Entries[0]
	var pr model.Progress
	if e.Progress != nil {
		pr = *e.Progress
	}
	g, err1 := solver.Parse(givens)
	c, err2 := solver.Parse(cells)
	return err1 == nil && err2 == nil && e.Grid == g && pr.Merged(e.Grid) == c
}

// waitTrace waits until the game's standard output, after its first from
// bytes, holds a line containing want, and returns the offset after that
// line. It fails the test when the game exits first or after 20 s.
func (g *game) waitTrace(from int, want string) int {
	g.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		out := g.stdout.String()
		if from > len(out) {
			from = len(out)
		}
		for off := from; off < len(out); {
			end := strings.IndexByte(out[off:], '\n')
			if end < 0 {
				break
			}
			if strings.Contains(out[off:off+end], want) {
				return off + end + 1
			}
			off += end + 1
		}
		select {
		case <-g.exited:
			g.t.Fatalf("the game exited before its window showed %q (%v)\nstdout:\n%s\nstderr:\n%s", want, g.err, out, g.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("the window never showed %q\nstdout:\n%s\nstderr:\n%s", want, out, g.stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}
