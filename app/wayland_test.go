package main

// The window under Wayland (docs/architecture.md, Tests and their data,
// Wayland): the real binary on Debian's weston 10, pixman renderer, with
// no X display for the game. Weston 10 offers no server-side decorations,
// so the window draws its own title bar there (the header; the window's layout.go).
//
// Two set-ups. Weston's headless backend takes no input at all: it runs
// --selftest and the screenshots (weston --debug lets
// weston-screenshooter read the output; without --use-pixman the headless
// output has no renderer and the screenshot never comes). Weston's X11
// backend on Xvfb takes input: xdotool's keys and clicks go to weston's X
// window, and weston hands them to the game through its Wayland seat's
// keyboard and pointer (wayland_input_test.go). Required in `make test`
// by SUDOKU_E2E.

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gioui.org/font/gofont"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/text"
	"gioui.org/unit"
	"gioui.org/widget"
	"gioui.org/widget/material"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// westonIni is the desktop shell on a plain background, without its panel,
// animations or lock screen: a screenshot holds the background and the
// windows alone, as they are drawn.
const westonIni = `[core]
idle-time=0

[shell]
background-color=0xff204060
background-image=
panel-position=none
startup-animation=none
animation=none
close-animation=none
locking=false
`

// westonBackground is westonIni's background colour.
var westonBackground = color.NRGBA{R: 0x20, G: 0x40, B: 0x60, A: 0xff}

// gioTitleBarHeight is the height of Gio's own title bar in dp, measured
// as app.Window measures it when it starts. Gio's Wayland window adds it
// to the height asked for when the compositor draws no frame, even though
// the game asks Gio for no title bar (app.Decorated(false)) and draws its
// header instead: there the window is this much taller than 720 dp.
func gioTitleBarHeight() int {
	th := material.NewTheme()
	th.Shaper = text.NewShaper(text.NoSystemFonts(), text.WithCollection(gofont.Regular()))
	gtx := layout.Context{Ops: new(op.Ops), Metric: unit.Metric{}}
	gtx.Constraints.Max.Y = 200
	return material.Decorations(th, new(widget.Decorations), 0, "").Layout(gtx).Size.Y
}

// weston is one compositor for one test.
type weston struct {
	t       testing.TB
	h       *home
	x       *xvfb  // the X server of the X11 backend; nil: headless
	socket  string // WAYLAND_DISPLAY, in the home's XDG_RUNTIME_DIR
	dir     string
	logPath string      // weston's log, with the protocol of every client
	size    image.Point // the output, in pixels
	scale   int
	window  string // weston's X window (X11 backend)
}

// westonSetup says which weston to start.
type westonSetup struct {
	x             *xvfb // nil: the headless backend; else the X11 backend on x
	scale         int
	width, height int // the output, in logical pixels
}

// startWeston starts weston for the home and waits until it listens (and,
// on X, until its window is there, with the keyboard focus).
func startWeston(t testing.TB, h *home, s westonSetup) *weston {
	t.Helper()
	needTools(t, "weston", "weston-screenshooter")
	w := &weston{t: t, h: h, x: s.x, socket: "wayland-sudoku", dir: t.TempDir(), scale: s.scale,
		size: image.Pt(s.width*s.scale, s.height*s.scale)}
	w.logPath = filepath.Join(w.dir, "weston.log")
	ini := filepath.Join(w.dir, "weston.ini")
	if err := os.WriteFile(ini, []byte(westonIni), 0o644); err != nil {
		t.Fatal(err)
	}
	// The proto scope logs every request and event of every client:
	// the tests wait on it for a window's title and its keyboard focus.
	args := []string{"--socket=" + w.socket, "--config=" + ini, "--log=" + w.logPath, "--logger-scopes=log,proto",
		"--debug", "--use-pixman", "--idle-time=0", fmt.Sprintf("--width=%d", s.width), fmt.Sprintf("--height=%d", s.height),
		fmt.Sprintf("--scale=%d", s.scale)}
	env := without(h.env, "DISPLAY", "WAYLAND_DISPLAY")
	if s.x == nil {
		args = append(args, "--backend=headless-backend.so")
	} else {
		args = append(args, "--backend=x11-backend.so")
		env = append(env, "DISPLAY="+s.x.display)
	}
	cmd := exec.Command("weston", args...)
	cmd.Env = env
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-exited
	})
	socket := filepath.Join(h.runtime, w.socket)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(socket); err == nil {
			break
		}
		select {
		case <-exited:
			t.Fatalf("weston exited:\n%s%s", out.String(), w.log())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("weston made no socket in 20 s:\n%s%s", out.String(), w.log())
		}
	}
	if s.x != nil {
		win, err := w.xdotool("search", "--sync", "--class", "^Weston Compositor$")
		if err != nil {
			t.Fatalf("no weston window on X: %v\n%s", err, w.log())
		}
		w.window = strings.Fields(win)[0]
		if _, err := w.xdotool("windowfocus", "--sync", w.window); err != nil {
			t.Fatal(err)
		}
	}
	return w
}

// without returns env less the variables named.
func without(env []string, names ...string) []string {
	var out []string
next:
	for _, kv := range env {
		for _, n := range names {
			if strings.HasPrefix(kv, n+"=") {
				continue next
			}
		}
		out = append(out, kv)
	}
	return out
}

// clientEnv is the environment of a Wayland client of w: the home's,
// with WAYLAND_DISPLAY and no X display.
func (w *weston) clientEnv(extra ...string) []string {
	return append(append(without(w.h.env, "DISPLAY", "WAYLAND_DISPLAY"), "WAYLAND_DISPLAY="+w.socket), extra...)
}

// log returns weston's log so far.
func (w *weston) log() string {
	b, _ := os.ReadFile(w.logPath)
	return string(b)
}

// runTool runs a program with env in dir, within 10 s, and returns its
// standard output.
func runTool(env []string, dir string, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env, cmd.Dir = env, dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ctx.Err() != nil {
		return string(out), fmt.Errorf("%s %s: no answer in 10 s", name, strings.Join(args, " "))
	}
	if err != nil {
		return string(out), fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, stderr.String())
	}
	return string(out), nil
}

// xdotool runs xdotool on the X server of weston's X11 backend.
func (w *weston) xdotool(args ...string) (string, error) {
	return runTool(append(without(w.h.env, "DISPLAY", "WAYLAND_DISPLAY"), "DISPLAY="+w.x.display), "", "xdotool", args...)
}

// waitLog waits until a line of weston's log after offset from satisfies
// match, and returns the line and the offset after it.
func (w *weston) waitLog(what string, from int, match func(line string) bool) (string, int) {
	w.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		log := w.log()
		for off := from; off < len(log); {
			end := strings.IndexByte(log[off:], '\n')
			if end < 0 {
				break
			}
			if line := log[off : off+end]; match(line) {
				return line, off + end + 1
			}
			off += end + 1
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("weston's log never showed %s (after byte %d):\n%s", what, from, tail(log[min(from, len(log)):], 40))
		}
	}
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// protoClient returns the client a protocol line of weston's log is about
// ("client 0x…"), or "".
func protoClient(line string) string {
	_, rest, ok := strings.Cut(line, "[proto] client ")
	if !ok {
		return ""
	}
	name, _, _ := strings.Cut(rest, " ")
	return name
}

// waitTitle waits for a window titled title and returns its client and
// the log's offset after the title.
func (w *weston) waitTitle(title string, from int) (string, int) {
	w.t.Helper()
	line, off := w.waitLog("a window titled "+title, from, func(line string) bool {
		return protoClient(line) != "" && strings.Contains(line, `.set_title("`+title+`")`)
	})
	return protoClient(line), off
}

// waitFocus waits until weston gives client the keyboard focus
// (wl_keyboard.enter) after offset from, and returns the offset after it.
func (w *weston) waitFocus(client string, from int) int {
	w.t.Helper()
	_, off := w.waitLog("the keyboard focus on "+client, from, func(line string) bool {
		return protoClient(line) == client && strings.Contains(line, " ev wl_keyboard@") && strings.Contains(line, ".enter(")
	})
	return off
}

// shoot takes a screenshot of weston's output with weston-screenshooter
// (which writes it to the folder it runs in).
func (w *weston) shoot() (*image.NRGBA, error) {
	dir, err := os.MkdirTemp(w.dir, "shot-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if _, err := runTool(w.clientEnv(), dir, "weston-screenshooter"); err != nil {
		return nil, err
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	if len(files) != 1 {
		return nil, fmt.Errorf("weston-screenshooter wrote %d files", len(files))
	}
	f, err := os.Open(files[0])
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(bufio.NewReader(f))
	if err != nil {
		return nil, err
	}
	switch m := img.(type) {
	case *image.NRGBA:
		return m, nil
	case *image.RGBA:
		// A PNG without alpha: opaque, so its bytes are the same as
		// non-premultiplied ones.
		return &image.NRGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}, nil
	}
	out := image.NewNRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out, nil
}

// waitShot takes screenshots until one satisfies ok (within 20 s) and
// returns it; the last one is saved when none does.
func (w *weston) waitShot(what string, ok func(*image.NRGBA) bool) *image.NRGBA {
	w.t.Helper()
	var last *image.NRGBA
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		img, err := w.shoot()
		if err != nil {
			w.t.Fatalf("screenshot: %v\n%s", err, tail(w.log(), 20))
		}
		if ok(img) {
			return img
		}
		last = img
	}
	w.t.Fatalf("no screenshot showed %s in 20 s; the last is %s", what, savePNG(w.t, last, "timeout"))
	return nil
}

// savePNG saves img in the test's folder and in $SUDOKU_E2E_SHOTS when
// set, and returns the first path.
func savePNG(t testing.TB, img image.Image, name string) string {
	t.Helper()
	base := strings.NewReplacer("/", "-", " ", "-").Replace(t.Name()) + "-" + name + ".png"
	var first string
	for _, dir := range []string{t.TempDir(), os.Getenv("SUDOKU_E2E_SHOTS")} {
		if dir == "" {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, base)
		f, err := os.Create(path)
		if err == nil {
			err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(f, img)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		if first == "" {
			first = path
		}
	}
	t.Logf("screenshot %s", first)
	return first
}

// near reports whether c is want within tol on each channel.
func near(c, want color.NRGBA, tol int) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) <= tol && int(b)-int(a) <= tol }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}

// inked reports whether c is ink of colour ink on paper: closer to ink
// than to paper in brightness, so that a glyph's antialiased edge counts
// for half at every density, dark ink on light paper or the reverse.
func inked(c, ink, paper color.NRGBA) bool {
	lum := func(c color.NRGBA) int { return int(c.R) + int(c.G) + int(c.B) }
	abs := func(v int) int { return max(v, -v) }
	return abs(lum(c)-lum(ink)) < abs(lum(c)-lum(paper))
}

// windowBounds is what covers the background: the rows and columns with
// at least 32 pixels that are not the background (the pointer's sprite has
// fewer). It is empty when only the background shows.
func windowBounds(img *image.NRGBA) image.Rectangle {
	b := img.Bounds()
	rows, cols := make([]int, b.Dy()), make([]int, b.Dx())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.NRGBAAt(x, y) != westonBackground {
				rows[y-b.Min.Y]++
				cols[x-b.Min.X]++
			}
		}
	}
	span := func(counts []int, base int) (int, int) {
		lo, hi := -1, -1
		for i, n := range counts {
			if n >= 32 {
				if lo < 0 {
					lo = i
				}
				hi = i
			}
		}
		if lo < 0 {
			return base, base
		}
		return base + lo, base + hi + 1
	}
	x0, x1 := span(cols, b.Min.X)
	y0, y1 := span(rows, b.Min.Y)
	if x1 <= x0 || y1 <= y0 {
		return image.Rectangle{}
	}
	return image.Rect(x0, y0, x1, y1)
}

// shotFigures are what a screenshot shows of the game's window, in
// pixels.
type shotFigures struct {
	pal    widgets.Palette // the palette the window was measured against
	win    image.Rectangle // the window
	board  image.Rectangle // the board's outer edge
	header int             // from the window's top to the board's
	ink    int             // the height of the header's text and icons
	thick  int             // the lines around the board and between boxes
	thin   int             // the lines between cells
	cell   int             // from one vertical line to the next
	digit  int             // the height of the tallest given digit of the top row
}

// shotTol is how far a screenshot's pixel may be from the palette's
// colour on each channel: the pixman renderer shows Gio's pixels as they
// are, bar rounding.
const shotTol = 3

// measureWindow finds the window and its board in img. The board's top
// edge is the first row of the window with a run of GridThick a third of
// the window wide; its vertical lines are read along a row just inside the
// top row of cells, above the digits.
func measureWindow(img *image.NRGBA, pal widgets.Palette) (shotFigures, error) {
	f := shotFigures{pal: pal, win: windowBounds(img)}
	if f.win.Empty() {
		return f, fmt.Errorf("no window on the screen")
	}
	top, x0, x1 := -1, 0, 0
	for y := f.win.Min.Y; y < f.win.Max.Y && top < 0; y++ {
		for x := f.win.Min.X; x < f.win.Max.X; {
			if !near(img.NRGBAAt(x, y), pal.GridThick, shotTol) {
				x++
				continue
			}
			s := x
			for x < f.win.Max.X && near(img.NRGBAAt(x, y), pal.GridThick, shotTol) {
				x++
			}
			if x-s >= f.win.Dx()/3 {
				top, x0, x1 = y, s, x
				break
			}
		}
	}
	if top < 0 {
		return f, fmt.Errorf("no board: no row of the window has a line in the box lines' colour %v", pal.GridThick)
	}
	mid := (x0 + x1) / 2
	for y := top; y < f.win.Max.Y && near(img.NRGBAAt(mid, y), pal.GridThick, shotTol); y++ {
		f.thick++
	}
	f.header = top - f.win.Min.Y
	lo, hi := -1, -1
	for y := f.win.Min.Y; y < top; y++ {
		for x := f.win.Min.X; x < f.win.Max.X; x++ {
			if inked(img.NRGBAAt(x, y), pal.Text, pal.Window) {
				if lo < 0 {
					lo = y
				}
				hi = y
				break
			}
		}
	}
	if lo >= 0 {
		f.ink = hi - lo + 1
	}
	// Along a row under the top edge: the board's sides and the lines
	// between the cells, each a run of its colour. The first row where
	// they are all seen as they should be is taken: past the rounded
	// corners, and where no selected cell's outline or digit hides or
	// mimics a line.
	type run struct{ x, w int }
	scan := func(y int) (lines []run, err error) {
		for x := x0 - 2*f.thick; x < x1+2*f.thick; {
			c := img.NRGBAAt(x, y)
			var want color.NRGBA
			switch {
			case near(c, pal.GridThick, shotTol):
				want = pal.GridThick
			case near(c, pal.GridThin, shotTol):
				want = pal.GridThin
			default:
				x++
				continue
			}
			s := x
			for x < x1+2*f.thick && near(img.NRGBAAt(x, y), want, shotTol) {
				x++
			}
			lines = append(lines, run{s, x - s})
		}
		if len(lines) != 10 {
			return lines, fmt.Errorf("%d lines, want 10", len(lines))
		}
		thin := lines[1].w
		for i, r := range lines {
			if box := i%3 == 0; box && r.w != f.thick || !box && r.w != thin || thin >= f.thick {
				return lines, fmt.Errorf("want box lines as wide as the top edge (%d pixels) every third, cell lines as wide as one another between", f.thick)
			}
		}
		gap := func(i int) int { return lines[i+1].x - (lines[i].x + lines[i].w) }
		for i := range 9 {
			if d := gap(i) - gap(0); d < -1 || d > 1 {
				return lines, fmt.Errorf("cells %d and %d pixels wide, want them even", gap(0), gap(i))
			}
		}
		return lines, nil
	}
	var lines []run
	var firstErr error
	for y := top + f.thick; y < f.win.Max.Y && f.cell == 0; y++ {
		got, err := scan(y)
		switch {
		case err == nil:
			lines, f.thin, f.cell = got, got[1].w, got[1].x-(got[0].x+got[0].w)
		case firstErr == nil && y > top+2*f.thick:
			firstErr = fmt.Errorf("under the board's top edge (y %d): lines %v: %v", y, got, err)
		}
	}
	if lines == nil {
		return f, fmt.Errorf("no row of the board shows its ten lines; the first tried: %v", firstErr)
	}
	f.board = image.Rect(lines[0].x, top, lines[9].x+lines[9].w, top+(lines[9].x+lines[9].w-lines[0].x))
	// The given digits of the top row: their height in the Given colour.
	for i := range 9 {
		lo, hi := -1, -1
		for y := top + f.thick; y < top+f.thick+f.cell; y++ {
			for x := lines[i].x + lines[i].w; x < lines[i+1].x; x++ {
				if inked(img.NRGBAAt(x, y), pal.Given, pal.Cell) {
					if lo < 0 {
						lo = y
					}
					hi = y
					break
				}
			}
		}
		if lo >= 0 {
			f.digit = max(f.digit, hi-lo+1)
		}
	}
	return f, nil
}

// titleBarProblems says what is wrong with the window's top as a title bar
// of its own: the header's band, down to the board, is the window's
// background with the title in the text colour, and its right end holds
// three buttons (minimise, maximise, close); nowhere in the window is
// Gio's own title bar.
func titleBarProblems(img *image.NRGBA, f shotFigures, pal widgets.Palette, scale int) []string {
	var bad []string
	band := image.Rect(f.win.Min.X, f.win.Min.Y, f.win.Max.X, f.board.Min.Y)
	window, text := 0, 0
	for y := band.Min.Y; y < band.Max.Y; y++ {
		for x := band.Min.X; x < band.Max.X; x++ {
			switch c := img.NRGBAAt(x, y); {
			case near(c, pal.Window, shotTol):
				window++
			case near(c, pal.Text, 12):
				text++
			}
		}
	}
	if area := band.Dx() * band.Dy(); window < area*7/10 {
		bad = append(bad, fmt.Sprintf("the header's band %v is %d%% the window's colour %v, want most of it", band, 100*window/area, pal.Window))
	}
	if text < 200*scale*scale {
		bad = append(bad, fmt.Sprintf("the header's band %v has %d pixels of the text colour %v: no title or buttons drawn", band, text, pal.Text))
	}
	groups := headerGroups(img, f, 3)
	if len(groups) < 3 || groups[2].Min.X < f.win.Max.X-160*scale {
		bad = append(bad, fmt.Sprintf("the header's right end has drawn %v, want three buttons: minimise, maximise and close", groups))
	} else {
		for _, g := range groups {
			if w := g.Dx(); w < 6*scale || w > 24*scale {
				bad = append(bad, fmt.Sprintf("the header's right end: buttons %v, want icons 6 to 24 dp wide", groups))
				break
			}
		}
		for i := range 2 {
			if d := groups[i].Min.X - groups[i+1].Min.X; d < 24*scale || d > 64*scale {
				bad = append(bad, fmt.Sprintf("the header's right end: buttons %v, want them 24 to 64 dp apart", groups))
				break
			}
		}
	}
	// The background of the title bar Gio draws itself when a window asks
	// for decorations the compositor does not provide: it must never show.
	gioTitleBar := material.NewTheme().Palette.ContrastBg
	gio := 0
	for y := f.win.Min.Y; y < f.win.Max.Y; y++ {
		for x := f.win.Min.X; x < f.win.Max.X; x++ {
			if near(img.NRGBAAt(x, y), gioTitleBar, 24) {
				gio++
			}
		}
	}
	if gio > 0 {
		bad = append(bad, fmt.Sprintf("%d pixels of Gio's own title bar %v", gio, gioTitleBar))
	}
	return bad
}

// headerGroups returns up to n groups of what is drawn in the header's
// band, from its right end leftwards: the columns that hold ink (the
// text colour on the window's), gaps of two columns or less joined, each
// with the rows its ink spans. The first three are the close, maximise and minimise
// buttons; the fourth is the menu button's label.
func headerGroups(img *image.NRGBA, f shotFigures, n int) []image.Rectangle {
	band := image.Rect(f.win.Min.X, f.win.Min.Y, f.win.Max.X, f.board.Min.Y)
	ink := func(x, y int) bool { return inked(img.NRGBAAt(x, y), f.pal.Text, f.pal.Window) }
	rows := func(x int) (int, int) {
		lo, hi := -1, -1
		for y := band.Min.Y; y < band.Max.Y; y++ {
			if ink(x, y) {
				if lo < 0 {
					lo = y
				}
				hi = y + 1
			}
		}
		return lo, hi
	}
	var groups []image.Rectangle
	for x := band.Max.X - 1; x >= band.Min.X && len(groups) < n; x-- {
		lo, hi := rows(x)
		if lo < 0 {
			continue
		}
		g := image.Rect(x, lo, x+1, hi)
		for gap := 0; x > band.Min.X && gap <= 2; {
			x--
			if lo, hi := rows(x); lo >= 0 {
				g = g.Union(image.Rect(x, lo, x+1, hi))
				gap = 0
			} else {
				gap++
			}
		}
		groups = append(groups, g)
	}
	return groups
}

func TestSelftestUnderWeston(t *testing.T) {
	if testing.Short() {
		t.Skip("starts weston")
	}
	bin := buildBinary(t)
	w := startWeston(t, newHome(t, nil), westonSetup{scale: 1, width: 1280, height: 800})
	cmd := exec.Command(bin, "--selftest")
	cmd.Env = w.clientEnv()
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "ok,") {
		t.Fatalf("--selftest under weston: %v\n%s\nweston:\n%s", err, out, tail(w.log(), 30))
	}
}

// The game's window on headless weston at scale 1, at scale 2 (HiDPI)
// and in the dark theme: a screenshot shows it at its size, 980×720 dp
// (plus Gio's title bar height, gioTitleBarHeight), with the header as its
// title bar in the palette's colours and the board's lines; at scale 2
// everything is drawn at twice the pixels.
func TestWindowUnderWeston(t *testing.T) {
	if testing.Short() {
		t.Skip("starts weston")
	}
	bin := buildBinary(t)
	figures := map[string]shotFigures{}
	for _, c := range []struct {
		name  string
		scale int
		theme model.Theme
		pal   widgets.Palette
	}{
		{"scale-1", 1, model.ThemeLight, widgets.LightPalette},
		{"scale-2", 2, model.ThemeLight, widgets.LightPalette},
		{"dark", 1, model.ThemeDark, widgets.DarkPalette},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHome(t, nil)
			settings := model.DefaultSettings()
			settings.Theme = c.theme
			b, err := model.MarshalSettings(settings)
			if err != nil {
				t.Fatal(err)
			}
			path := model.Dirs{Config: h.config}.SettingsPath()
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b, 0o644); err != nil {
				t.Fatal(err)
			}
			w := startWeston(t, h, westonSetup{scale: c.scale, width: 1100, height: 800})
			g := runGame(t, bin, h.work, w.clientEnv(window.TraceEnvVar+"=1"))
			g.waitTrace(0, "first-frame ")
			want := image.Pt(980*c.scale, (720+gioTitleBarHeight())*c.scale)
			img := w.waitShot(fmt.Sprintf("a %v window", want), func(img *image.NRGBA) bool {
				return windowBounds(img).Size() == want
			})
			shot := savePNG(t, img, "window")
			f, err := measureWindow(img, c.pal)
			if err != nil {
				t.Fatalf("%v (%s)", err, shot)
			}
			t.Logf("%s: window %v, board %v, header %d (its ink %d), lines %d and %d, cells %d, digits %d pixels",
				c.name, f.win, f.board, f.header, f.ink, f.thick, f.thin, f.cell, f.digit)
			for _, p := range titleBarProblems(img, f, c.pal, c.scale) {
				t.Errorf("%s (%s)", p, shot)
			}
			if f.thin != c.scale {
				t.Errorf("cell lines %d pixels wide, want %d (1 dp) (%s)", f.thin, c.scale, shot)
			}
			figures[c.name] = f
		})
	}
	one, two := figures["scale-1"], figures["scale-2"]
	if one.cell == 0 || two.cell == 0 {
		return // a scale failed
	}
	for _, c := range []struct {
		what     string
		one, two int
		slack    int
	}{
		{"box line", one.thick, two.thick, 1},
		{"cell", one.cell, two.cell, 2},
		{"header's text and icons", one.ink, two.ink, 2},
		{"digit height", one.digit, two.digit, 3},
	} {
		if d := c.two - 2*c.one; d < -c.slack || d > c.slack {
			t.Errorf("%s: %d pixels at scale 2, %d at scale 1: want twice, within %d", c.what, c.two, c.one, c.slack)
		}
	}
}
