package main

// The game driven by input under Wayland (docs/architecture.md, Tests and
// their data, Wayland): weston's X11 backend on Xvfb is the compositor;
// the game connects to it with WAYLAND_DISPLAY and no X display, and
// xdotool's keys and clicks on weston's X window reach the game through
// weston's seat, as wl_keyboard and wl_pointer events. Weston 10 as Debian
// builds it has nothing else that injects input (no test module, no
// virtual keyboard or pointer protocol; its headless backend has no seat
// input at all). The clipboard is read and written with wl-clipboard.

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// wlPlay is the game under weston's X11 backend, with the end-to-end
// test's helpers (e2e) sending their keys through weston.
type wlPlay struct {
	*e2e
	w      *weston
	client string      // the game's client in weston's protocol log
	logOff int         // how much of weston's log the test has read
	size   image.Point // the window's, in pixels
}

// startWlPlay starts Xvfb, weston on it and the game, and waits until the
// game's window has drawn and holds the keyboard focus.
func startWlPlay(t *testing.T, tools ...string) *wlPlay {
	t.Helper()
	if testing.Short() {
		t.Skip("starts Xvfb and weston")
	}
	needTools(t, append([]string{"Xvfb", "xdotool", "weston"}, tools...)...)
	bin := buildBinary(t)
	x := startXvfb(t)
	h := newHome(t, nil)
	w := startWeston(t, h, westonSetup{x: x, scale: 1, width: 1280, height: 800})
	p := &wlPlay{e2e: &e2e{t: t, h: h, sel: -1}, w: w}
	p.xdotool = w.xdotool
	p.g = runGame(t, bin, h.work, w.clientEnv(window.TraceEnvVar+"=1"))
	p.seen = p.g.waitTrace(0, "first-frame ")
	p.client, p.logOff = w.waitTitle("Sudoku", 0)
	p.logOff = w.waitFocus(p.client, p.logOff)
	p.size = image.Pt(980, 720+gioTitleBarHeight())
	return p
}

// focused waits until the game has the keyboard focus again, after
// another client took it.
func (p *wlPlay) focused() {
	p.t.Helper()
	p.logOff = p.w.waitFocus(p.client, p.logOff)
}

// windowShot parks the pointer, waits for a screenshot where the
// window's bounds satisfy ok, saves it and returns it with the window's
// figures.
func (p *wlPlay) windowShot(what string, ok func(win image.Rectangle) bool) (*image.NRGBA, shotFigures) {
	p.t.Helper()
	p.park()
	img := p.w.waitShot(what, func(img *image.NRGBA) bool { return ok(windowBounds(img)) })
	path := savePNG(p.t, img, strings.ReplaceAll(what, " ", "-"))
	f, err := measureWindow(img, widgets.LightPalette)
	if err != nil {
		p.t.Fatalf("%s: %v (%s)", what, err, path)
	}
	return img, f
}

// point moves weston's pointer to pt of its output, over a surface whose
// top left corner is at origin, and waits until weston has told that
// surface's client (wl_pointer.enter or motion at pt - origin), so that a
// button pressed next goes there. Weston's X11 backend moves its pointer
// by the X pointer's relative motion, clamped to the output: the pointer
// first goes to the output's bottom right corner and then to its top left
// one, after which weston's pointer and X's are at the same place.
func (p *wlPlay) point(pt, origin image.Point) {
	p.t.Helper()
	from := len(p.w.log())
	move := func(x, y int) []string {
		return []string{"mousemove", "--window", p.w.window, fmt.Sprint(x), fmt.Sprint(y)}
	}
	args := append(append(move(p.w.size.X-1, p.w.size.Y-1), move(0, 0)...), move(pt.X, pt.Y)...)
	if _, err := p.w.xdotool(args...); err != nil {
		p.t.Fatal(err)
	}
	local := pt.Sub(origin)
	at := fmt.Sprintf("%d.000000, %d.000000)", local.X, local.Y)
	p.w.waitLog(fmt.Sprintf("the pointer at %v", pt), from, func(line string) bool {
		return strings.Contains(line, " ev wl_pointer@") && (strings.Contains(line, ".enter(") ||
			strings.Contains(line, ".motion(")) && strings.HasSuffix(line, at)
	})
}

// park puts the pointer in the output's bottom left corner, on the
// background or a window at the output's top left corner, away from the
// header, whose buttons the screenshots look for (weston draws the
// pointer's sprite into its output).
func (p *wlPlay) park() {
	p.t.Helper()
	p.point(image.Pt(2, p.w.size.Y-2), image.Point{})
}

// click clicks at pt of weston's output, on the game's window win.
func (p *wlPlay) click(pt image.Point, win image.Rectangle) {
	p.t.Helper()
	p.point(pt, win.Min)
	if _, err := p.w.xdotool("click", "1"); err != nil {
		p.t.Fatal(err)
	}
}

// centre is the middle of r.
func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }

// clipboard reads the clipboard with wl-paste. Weston gives the selection
// to the focused client only, so wl-paste shows a window of its own to
// take the focus for a moment.
func (p *wlPlay) clipboard() (string, error) {
	return runTool(p.w.clientEnv(), "", "wl-paste", "--no-newline")
}

// firstGrid returns the first grid of a bundled collection.
func firstGrid(t *testing.T, name string) solver.Grid {
	t.Helper()
	col, err := model.ReadFile(filepath.Join("..", "assets", "puzzles", name))
	if err != nil || len(col.Entries) == 0 {
		t.Fatalf("%s: %v", name, err)
	}
	return col.Entries[0].Grid
}

// sameGrid reports whether the line s (a grid, any of the formats) is g.
func sameGrid(s string, g solver.Grid) bool {
	h, err := solver.Parse(strings.TrimSpace(s))
	return err == nil && h == g
}

// From the keyboard under Wayland: Return starts the demo grid, a digit
// goes in, Ctrl+Z takes it back; Ctrl+C puts the grid on the clipboard
// (read with wl-paste) and Ctrl+V opens the grid wl-copy put there; F11
// makes the window cover the output and F11 again brings it back; the
// title bar's close button asks, and Return (Yes) quits.
func TestKeysUnderWeston(t *testing.T) {
	p := startWlPlay(t, "wl-copy", "wl-paste")
	p.key("Return")
	p.view("state=Playing")
	v := p.gameFile("the demo grid started", func(v gameFileView) bool { return v.State == "playing" })
	i := strings.IndexByte(v.Board.Cells, '0')
	digit := string(v.Puzzle.Solution[i])
	p.moveTo(i)
	p.key(digit)
	v = p.gameFile("digit "+digit+" at "+cellName(i), func(v gameFileView) bool {
		return v.Board.Cells[i] == digit[0] && len(v.Undo) == 1
	})
	p.key("ctrl+z")
	v = p.gameFile("undo", func(v gameFileView) bool { return v.Board.Cells[i] == '0' && len(v.Redo) == 1 })

	// Ctrl+C: the puzzle's line on the clipboard. The copy happens at the
	// next frame: wl-paste is asked until it shows it (or the time is up).
	givens, err := solver.Parse(v.Puzzle.Givens)
	if err != nil {
		t.Fatal(err)
	}
	p.key("ctrl+c")
	var got string
	for deadline := time.Now().Add(10 * time.Second); ; {
		got, err = p.clipboard()
		p.focused() // wl-paste's window took the focus; it comes back
		if err == nil && sameGrid(got, givens) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Ctrl+C: the clipboard holds %q (%v), want the puzzle %s", got, err, v.Puzzle.Givens)
		}
	}

	// Ctrl+V: a grid from wl-copy opens, once the open game is given up
	// (Return: Yes).
	pasted := firstGrid(t, "medium.sdm")
	var line strings.Builder
	if err := model.Write(&line, model.FormatSDM, pasted); err != nil {
		t.Fatal(err)
	}
	copier := exec.Command("wl-copy", "--foreground", strings.TrimSpace(line.String()))
	copier.Env = p.w.clientEnv()
	var copyErr bytes.Buffer
	copier.Stderr = &copyErr
	if err := copier.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { copier.Process.Kill(); copier.Wait() })
	// wl-copy takes the focus to set the selection; weston hands the new
	// selection to the game when the focus comes back.
	p.focused()
	p.key("ctrl+v")
	p.view("modal=confirm ")
	p.key("Return")
	v = p.gameFile("the pasted grid", func(v gameFileView) bool {
		return sameGrid(v.Puzzle.Givens, pasted) && v.Puzzle.Source == "clipboard" && v.State == "playing"
	})
	// A digit in it (the selection stays where it was): a game in
	// progress, which the close button asks about below.
	i = strings.IndexByte(v.Board.Cells, '0')
	digit = string(v.Puzzle.Solution[i])
	p.moveTo(i)
	p.key(digit)
	v = p.gameFile("digit "+digit+" at "+cellName(i)+" of the pasted grid", func(v gameFileView) bool {
		return v.Board.Cells[i] == digit[0] && len(v.Undo) == 1
	})

	// F11: full screen, the whole output; F11: the window as it was.
	_, f := p.windowShot("the window at its size", func(r image.Rectangle) bool { return r.Size() == p.size })
	p.key("F11")
	_, full := p.windowShot("full screen", func(r image.Rectangle) bool { return r == image.Rectangle{Max: p.w.size} })
	if full.cell <= f.cell {
		t.Errorf("full screen: cells of %d pixels, want more than the window's %d", full.cell, f.cell)
	}
	p.key("F11")
	p.windowShot("out of full screen", func(r image.Rectangle) bool { return r.Size() == p.size })

	// The title bar's close button, with a game open: the question, Yes.
	img, f := p.windowShot("the window before closing", func(r image.Rectangle) bool { return r.Size() == p.size })
	buttons := headerGroups(img, f, 3)
	if len(buttons) < 3 {
		t.Fatalf("no close button: %v", buttons)
	}
	p.click(centre(buttons[0]), f.win)
	p.view("modal=confirm ")
	p.key("Return")
	if err := p.g.wait(15 * time.Second); err != nil {
		t.Fatalf("the game did not exit cleanly after the close button and Yes: %v\nstderr:\n%s", err, p.g.stderr.String())
	}
	if s := p.g.stderr.String(); strings.Contains(s, "panic") || strings.Contains(s, "DATA RACE") {
		t.Fatalf("stderr:\n%s", s)
	}
	p.gameFile("the game saved on the way out", func(w gameFileView) bool { return w.Board.Cells == v.Board.Cells })
}

// The title bar by the pointer under Wayland: maximise fills the output
// and restore brings the window back to its size; dragging the header's
// background moves the window by as much; minimise hides it.
func TestTitleBarUnderWeston(t *testing.T) {
	p := startWlPlay(t)
	img, f := p.windowShot("the window", func(r image.Rectangle) bool { return r.Size() == p.size })
	groups := headerGroups(img, f, 4)
	if len(groups) < 4 {
		t.Fatalf("the header shows %v, want the menu button and three window buttons", groups)
	}
	maximise := centre(groups[1])
	p.click(maximise, f.win)
	img, full := p.windowShot("maximised", func(r image.Rectangle) bool { return r == image.Rectangle{Max: p.w.size} })
	for _, bad := range titleBarProblems(img, full, widgets.LightPalette, 1) {
		t.Errorf("maximised: %s", bad)
	}
	restore := centre(headerGroups(img, full, 3)[1])
	p.click(restore, full.win)
	img, f = p.windowShot("restored", func(r image.Rectangle) bool { return r.Size() == p.size })

	// The drag starts between the menu's label and the minimise button,
	// the header's background, and waits until the game has asked weston
	// to move the window (xdg_toplevel.move) before the pointer moves.
	groups = headerGroups(img, f, 4)
	from := image.Pt((groups[3].Max.X+groups[2].Min.X)/2, centre(groups[2]).Y)
	by := image.Pt(-80, 30)
	p.point(from, f.win.Min)
	pressed := len(p.w.log())
	if _, err := p.w.xdotool("mousedown", "1"); err != nil {
		t.Fatal(err)
	}
	p.w.waitLog("the game's request to move its window", pressed, func(line string) bool {
		return protoClient(line) == p.client && strings.Contains(line, ".move(")
	})
	to := from.Add(by)
	if _, err := p.w.xdotool("mousemove", "--window", p.w.window, fmt.Sprint(to.X), fmt.Sprint(to.Y), "mouseup", "1"); err != nil {
		t.Fatal(err)
	}
	moved := f.win.Add(by)
	p.windowShot("moved", func(r image.Rectangle) bool { return r == moved })

	// Minimise: only the background shows; the game runs on.
	img, f = p.windowShot("before minimising", func(r image.Rectangle) bool { return r == moved })
	minimise := centre(headerGroups(img, f, 3)[2])
	p.click(minimise, f.win)
	p.w.waitShot("the window minimised", func(img *image.NRGBA) bool { return windowBounds(img).Empty() })
	select {
	case <-p.g.exited:
		t.Fatalf("the game exited when minimised: %v\nstderr:\n%s", p.g.err, p.g.stderr.String())
	default:
	}
}

// The file dialog's child process under Wayland: GTK starts there on
// WAYLAND_DISPLAY alone and its chooser takes the keyboard; Escape cancels
// and the game has the keyboard back; a path typed in the chooser opens
// that file. (The chooser is known as the window another client titles:
// sqweek/dialog titles it "Open File" whatever the game asks.)
func TestFileDialogUnderWeston(t *testing.T) {
	p := startWlPlay(t)
	grid := firstGrid(t, "hard.sdm")
	var file bytes.Buffer
	if err := model.Write(&file, model.FormatSDM, grid); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(p.h.work, "picked.sdm")
	if err := os.WriteFile(path, file.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	open := func() {
		t.Helper()
		from := len(p.w.log())
		p.key("ctrl+o")
		p.view("view modal=busy ") // while the chooser is open
		line, off := p.w.waitLog("the file chooser's window", from, func(line string) bool {
			c := protoClient(line)
			return c != "" && c != p.client && strings.Contains(line, `.set_title("`)
		})
		p.logOff = p.w.waitFocus(protoClient(line), off)
		if img, err := p.w.shoot(); err == nil {
			savePNG(t, img, "file-chooser")
		}
	}

	// Cancelled: the game has the keyboard back (Return starts the demo
	// grid).
	open()
	p.key("Escape")
	p.focused()
	p.view("view modal=none ")
	p.key("Return")
	p.view("state=Playing")

	// A path typed in the chooser's location field (Ctrl+L). Nothing was
	// played: the file opens without a question.
	open()
	p.key("ctrl+l")
	if _, err := p.w.xdotool("type", "--delay", "20", path); err != nil {
		t.Fatal(err)
	}
	p.key("Return")
	p.focused()
	p.gameFile("the picked file", func(v gameFileView) bool {
		return sameGrid(v.Puzzle.Givens, grid) && v.Puzzle.Source == "picked.sdm"
	})
	if s := p.g.stderr.String(); strings.Contains(s, "panic") {
		t.Fatalf("stderr:\n%s", s)
	}
}
