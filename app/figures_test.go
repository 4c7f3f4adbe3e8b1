package main

// The window's figures, beside their budgets (docs/architecture.md, Tests
// and their data; `make bench-window`): under one Xvfb, our window and GNOME
// Sudoku each resume the same game in progress; for both, launch to the
// first paint (tools/firstpaint, from outside either program) and the
// anonymous, proportional and resident memory a second later; for ours
// also the trace's first frame, and the CPU time of one board frame (the
// widgets package's BenchmarkBoardFrame). Run with -windowfigures; each
// figure is the median of several launches.

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

var windowFigures = flag.Bool("windowfigures", false, "measure the window's figures (make bench-window)")

// The budgets (docs/architecture.md, Tests and their data).
const (
	firstFrameBudget = 200 * time.Millisecond
	gnomeSudokuRSS   = 92 << 20 // GNOME Sudoku with a board shown, drawing with GL
	boardFrameBudget = 2 * time.Millisecond
	anonBudget       = 25 << 20 // the window's own pages (issue 12)
	figureLaunches   = 9
	otherLaunches    = 5 // of GNOME Sudoku, and of tools/bareframe
)

// launchFigure is one launch of a game: from starting the process to its
// window first seen mapped and first seen painted (tools/firstpaint, the
// same measure for both games), and its memory a second after the paint.
type launchFigure struct {
	start           time.Time // when the process was started
	mapped, painted time.Duration
	mem             memFigure
}

// launch starts cmd, waits for its window's first paint and, a second later
// (the board settles, start-up garbage is given back), reads its memory;
// then it kills the process. ready, when not nil, is called once the paint
// was seen, before the second's wait.
func launch(t *testing.T, cmd *exec.Cmd, h *home, probe string, ready func()) launchFigure {
	t.Helper()
	var stderr lockedBuffer
	if cmd.Stderr == nil {
		cmd.Stderr = &stderr
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	p := exec.Command(probe, "-name", "^Sudoku$", "-timeout", "20s")
	p.Env = h.env
	out, err := p.Output()
	if err != nil {
		t.Fatalf("%s: no first paint: %v\nstderr:\n%s", cmd.Path, err, stderr.String())
	}
	m := regexp.MustCompile(`mapped_unix_ns=(\d+) painted_unix_ns=(\d+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("firstpaint: bad output %q", out)
	}
	mapped, _ := strconv.ParseInt(string(m[1]), 10, 64)
	painted, _ := strconv.ParseInt(string(m[2]), 10, 64)
	if ready != nil {
		ready()
	}
	time.Sleep(time.Second)
	return launchFigure{start: start, mapped: time.Unix(0, mapped).Sub(start), painted: time.Unix(0, painted).Sub(start),
		mem: vmRSS(t, cmd.Process.Pid)}
}

// ourLaunch is one launch of our window: the common figures, and from its
// trace the time to its first FrameEvent and to that frame drawn.
type ourLaunch struct {
	launchFigure
	event, frame time.Duration
}

// launchFigures starts the game n times and returns each launch's figures.
func launchFigures(t *testing.T, bin, probe string, h *home, n int) []ourLaunch {
	var ls []ourLaunch
	for i := range n {
		cmd := exec.Command(bin)
		cmd.Dir = h.work
		cmd.Env = append(append([]string(nil), h.env...), window.TraceEnvVar+"=1")
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		line := make(chan string, 1)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), "first-frame ") {
					line <- sc.Text()
				}
			}
		}()
		var first string
		l := launch(t, cmd, h, probe, func() {
			select {
			case first = <-line:
			case <-time.After(20 * time.Second):
				t.Fatalf("launch %d: painted but no first-frame trace line", i+1)
			}
		})
		m := regexp.MustCompile(`^first-frame unix_ns=(\d+) event_unix_ns=(\d+)`).FindStringSubmatch(first)
		if m == nil {
			t.Fatalf("launch %d: bad trace line %q", i+1, first)
		}
		ns, _ := strconv.ParseInt(m[1], 10, 64)
		ens, _ := strconv.ParseInt(m[2], 10, 64)
		ls = append(ls, ourLaunch{launchFigure: l, frame: time.Unix(0, ns).Sub(l.start), event: time.Unix(0, ens).Sub(l.start)})
	}
	return ls
}

// memFigure is a process's memory as /proc/PID/smaps_rollup counts it:
// resident, proportional (shared pages divided among their users) and
// anonymous (Anonymous: the pages the process itself wrote: heaps, stacks,
// caches, driver buffers, the relocated data of its libraries). Not
// Private_Dirty: that also counts file pages not yet written back, and a
// binary just built is all such pages for half a minute.
type memFigure struct{ rss, pss, anon int64 }

// vmRSS reads a process's memory from /proc.
func vmRSS(t *testing.T, pid int) memFigure {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps_rollup", pid))
	if err != nil {
		t.Fatal(err)
	}
	field := func(name string) int64 {
		m := regexp.MustCompile(`(?m)^` + name + `:\s+(\d+) kB`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("no %s in /proc/%d/smaps_rollup", name, pid)
		}
		kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
		return kb << 10
	}
	return memFigure{rss: field("Rss"), pss: field("Pss"), anon: field("Anonymous")}
}

// boardFrameFigures runs the widgets' BenchmarkBoardFrame count times and
// returns its time per frame.
func boardFrameFigures(t *testing.T, count int) []time.Duration {
	cmd := exec.Command("go", "test", "-run", "^$", "-bench", "^BenchmarkBoardFrame$", "-benchtime", "300x",
		"-count", strconv.Itoa(count), "../widgets")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("BenchmarkBoardFrame: %v\n%s", err, out)
	}
	var d []time.Duration
	for _, m := range regexp.MustCompile(`(?m)^BenchmarkBoardFrame\S*\s+\d+\s+([\d.]+) ns/op`).FindAllSubmatch(out, -1) {
		ns, _ := strconv.ParseFloat(string(m[1]), 64)
		d = append(d, time.Duration(ns))
	}
	if len(d) == 0 {
		t.Fatalf("no result in the benchmark's output:\n%s", out)
	}
	return d
}

// gnomeSudoku is where Debian installs GNOME Sudoku, the baseline of the
// memory budget.
const gnomeSudoku = "/usr/games/gnome-sudoku"

// gnomeNewGameFigure measures GNOME Sudoku's memory with a new board shown:
// start it with no saved game, click Easy in its level chooser, wait for
// the board. It reports false when GNOME Sudoku does not get there.
func gnomeNewGameFigure(t *testing.T, h *home) (memFigure, bool) {
	cmd := exec.Command(gnomeSudoku)
	cmd.Dir = h.work
	cmd.Env = h.env
	if err := cmd.Start(); err != nil {
		t.Logf("GNOME Sudoku does not start: %v", err)
		return memFigure{}, false
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	g := &game{t: t}
	out, err := g.xdotool(h, 15*time.Second, "search", "--sync", "--onlyvisible", "--name", "Select Difficulty")
	if err != nil {
		t.Logf("GNOME Sudoku shows no level chooser: %v", err)
		return memFigure{}, false
	}
	win := strings.Fields(out)[0]
	// Easy is the first row of the chooser.
	if _, err := g.xdotool(h, 5*time.Second, "mousemove", "--window", win, "350", "195", "click", "1"); err != nil {
		t.Logf("click Easy in GNOME Sudoku: %v", err)
		return memFigure{}, false
	}
	time.Sleep(2 * time.Second)
	return vmRSS(t, cmd.Process.Pid), true
}

// resumedGrid is the game in progress both games resume in the figures: the
// first grid of the bundled easy collection with its first empty cells
// filled with their solution digits.
func resumedGrid(t *testing.T) (givens, board solver.Grid) {
	t.Helper()
	col, err := model.ReadFile("../assets/puzzles/easy.sdm")
	if err != nil {
		t.Fatal(err)
	}
	grids := col.Grids()
	if len(grids) == 0 {
		t.Fatal("no grid in easy.sdm")
	}
	givens = grids[0]
	sol, err := solver.Solve(givens)
	if err != nil {
		t.Fatal(err)
	}
	board = givens
	for i, filled := 0, 0; i < 81 && filled < 12; i++ {
		if board[i] == 0 {
			board[i] = sol[i]
			filled++
		}
	}
	return givens, board
}

// writeResumedGames saves the resumed game for both games in h: ours as
// game.json (through the model, as the window saves it), GNOME Sudoku's as
// its savefile in the JSON it writes on quit (the cells held, each with
// its row and column, value and whether it is a given).
func writeResumedGames(t *testing.T, h *home) {
	t.Helper()
	givens, board := resumedGrid(t)
	p, err := model.NewPuzzle(givens, "easy.sdm")
	if err != nil {
		t.Fatal(err)
	}
	g := model.New(time.Now)
	if err := g.Load(p); err != nil {
		t.Fatal(err)
	}
	for i := range 81 {
		if givens[i] == 0 && board[i] != 0 {
			if err := g.Place(i, board[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	st := model.Store{Dirs: model.Dirs{Work: h.work, Config: h.config, Data: h.data, State: h.state}}
	if err := st.SaveGame(g); err != nil {
		t.Fatal(err)
	}

	type cell struct {
		Position [2]int `json:"position"`
		Value    int    `json:"value"`
		Fixed    bool   `json:"fixed"`
		Earmarks []bool `json:"earmarks"`
	}
	save := struct {
		Difficulty string  `json:"difficulty_category"`
		Elapsed    float64 `json:"time_elapsed"`
		Cells      []cell  `json:"cells"`
	}{Difficulty: "Easy Difficulty", Elapsed: 60}
	for i, v := range board {
		if v != 0 {
			save.Cells = append(save.Cells, cell{Position: [2]int{i / 9, i % 9}, Value: int(v), Fixed: givens[i] != 0, Earmarks: []bool{}})
		}
	}
	b, err := json.MarshalIndent(save, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(h.data, "gnome-sudoku")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "savefile"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// buildTool builds the command of tools/name and writes it to disk (see
// buildBinary: the memory figures would count its pages as the process's).
func buildTool(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if out, err := exec.Command("go", "build", "-o", path, "../tools/"+name).CombinedOutput(); err != nil {
		t.Fatalf("build tools/%s: %v\n%s", name, err, out)
	}
	if err := syncFile(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// launches starts a program n+1 times and returns the figures of the last
// n (the first warms the file cache).
func launches(t *testing.T, h *home, probe string, n int, path string) []launchFigure {
	var ls []launchFigure
	for range n + 1 {
		cmd := exec.Command(path)
		cmd.Dir = h.work
		cmd.Env = h.env
		ls = append(ls, launch(t, cmd, h, probe, nil))
	}
	return ls[1:]
}

func median[T int64 | time.Duration](v []T) T {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

// medianOf is the median of one figure over launches.
func medianOf[L any, T int64 | time.Duration](ls []L, f func(L) T) T {
	var v []T
	for _, l := range ls {
		v = append(v, f(l))
	}
	return median(v)
}

func TestWindowFigures(t *testing.T) {
	if !*windowFigures {
		t.Skip("run with -windowfigures (make bench-window)")
	}
	if raceBuild {
		t.Fatal("the figures are measured without the race detector")
	}
	needTools(t, "Xvfb", "xdotool")
	bin := buildBinary(t)
	probe := buildTool(t, "firstpaint")
	bare := buildTool(t, "bareframe")
	x := startXvfb(t)
	h := newHome(t, x)
	writeResumedGames(t, h)
	// One launch first to warm the file cache, not counted.
	launchFigures(t, bin, probe, h, 1)
	ours := launchFigures(t, bin, probe, h, figureLaunches)
	board := boardFrameFigures(t, 5)

	bareGio := launches(t, h, probe, otherLaunches, bare)

	var gnome []launchFigure
	var gnomeNew memFigure
	gnomeOK := false
	if _, err := os.Stat(gnomeSudoku); err == nil {
		gnome = launches(t, h, probe, otherLaunches, gnomeSudoku)
		gnomeOK = true
		// The new-game figure in a home of its own: in h it resumes the
		// saved game.
		gh := newHome(t, x)
		gnomeNew, _ = gnomeNewGameFigure(t, gh)
	}
	budgetRSS, budgetName := int64(gnomeSudokuRSS), "92.0 MB (GNOME Sudoku with GL)"
	if gnomeOK {
		budgetRSS = medianOf(gnome, func(l launchFigure) int64 { return l.mem.rss })
		budgetName = "GNOME Sudoku's"
	}

	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
	mb := func(b int64) string { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }
	ratio := func(a, b float64) string { return fmt.Sprintf("%.2f", a/b) }
	otherMS := func(ls []launchFigure, f func(launchFigure) time.Duration) string {
		if len(ls) == 0 {
			return "—"
		}
		return ms(medianOf(ls, f))
	}
	otherMB := func(ls []launchFigure, f func(memFigure) int64) string {
		if len(ls) == 0 {
			return "—"
		}
		return mb(medianOf(ls, func(l launchFigure) int64 { return f(l.mem) }))
	}
	painted := func(l launchFigure) time.Duration { return l.painted }
	mapped := func(l launchFigure) time.Duration { return l.mapped }
	anonOf := func(m memFigure) int64 { return m.anon }
	pssOf := func(m memFigure) int64 { return m.pss }
	rssOf := func(m memFigure) int64 { return m.rss }
	ourMS := func(f func(ourLaunch) time.Duration) time.Duration { return medianOf(ours, f) }
	ourMB := func(f func(memFigure) int64) int64 {
		return medianOf(ours, func(l ourLaunch) int64 { return f(l.mem) })
	}
	paint := ourMS(func(l ourLaunch) time.Duration { return l.painted })
	anon := ourMB(func(m memFigure) int64 { return m.anon })
	rss := ourMB(func(m memFigure) int64 { return m.rss })
	rows := [][6]string{
		{"launch to first paint, game resumed (firstpaint)", ms(paint), otherMS(bareGio, painted), otherMS(gnome, painted),
			ms(firstFrameBudget), ratio(float64(paint), float64(firstFrameBudget))},
		{"  launch to window mapped", ms(ourMS(func(l ourLaunch) time.Duration { return l.mapped })),
			otherMS(bareGio, mapped), otherMS(gnome, mapped), "", ""},
		{"  launch to first FrameEvent (trace)", ms(ourMS(func(l ourLaunch) time.Duration { return l.event })), "", "", "", ""},
		{"  launch to first frame drawn (trace)", ms(ourMS(func(l ourLaunch) time.Duration { return l.frame })), "", "", "", ""},
		{"anonymous memory (Anonymous, 1 s after the paint)", mb(anon), otherMB(bareGio, anonOf), otherMB(gnome, anonOf),
			mb(anonBudget), ratio(float64(anon), anonBudget)},
		{"proportional memory (Pss)", mb(ourMB(pssOf)), otherMB(bareGio, pssOf), otherMB(gnome, pssOf), "", ""},
		{"resident memory (Rss)", mb(rss), otherMB(bareGio, rssOf), otherMB(gnome, rssOf), budgetName, ratio(float64(rss), float64(budgetRSS))},
		{"board frame CPU (BenchmarkBoardFrame, median of 5)", fmt.Sprintf("%.3f ms", float64(median(board))/float64(time.Millisecond)), "", "",
			ms(boardFrameBudget), ratio(float64(median(board)), float64(boardFrameBudget))},
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\nThe window under one Xvfb: ours and GNOME Sudoku resuming the same game, and tools/bareframe (a bare\n")
	fmt.Fprintf(&b, "Gio window of our size: what Gio and the OpenGL driver take before any of our code); medians of %d\n", figureLaunches)
	fmt.Fprintf(&b, "launches of ours, %d of the others; ratio = ours / budget, below 1 is within budget\n\n", otherLaunches)
	fmt.Fprintf(&b, "| %-50s | %-9s | %-9s | %-12s | %-14s | %-5s |\n", "figure", "ours", "bare Gio", "GNOME Sudoku", "budget", "ratio")
	fmt.Fprintf(&b, "|%s|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 52), strings.Repeat("-", 11), strings.Repeat("-", 11), strings.Repeat("-", 14),
		strings.Repeat("-", 16), strings.Repeat("-", 7))
	for _, r := range rows {
		fmt.Fprintf(&b, "| %-50s | %-9s | %-9s | %-12s | %-14s | %-5s |\n", r[0], r[1], r[2], r[3], r[4], r[5])
	}
	if gnomeNew.rss != 0 {
		fmt.Fprintf(&b, "\nGNOME Sudoku, new game through its level chooser: anonymous %s, Pss %s, Rss %s\n", mb(gnomeNew.anon), mb(gnomeNew.pss), mb(gnomeNew.rss))
	}
	fmt.Fprintf(&b, "\nours, per launch (painted, drawn by the trace, anonymous/Pss/Rss MB):\n")
	for _, l := range ours {
		fmt.Fprintf(&b, "  %s  %s  %.1f/%.1f/%.1f\n", ms(l.painted), ms(l.frame), float64(l.mem.anon)/(1<<20), float64(l.mem.pss)/(1<<20), float64(l.mem.rss)/(1<<20))
	}
	for _, o := range []struct {
		name string
		ls   []launchFigure
	}{{"bare Gio window", bareGio}, {"GNOME Sudoku", gnome}} {
		if len(o.ls) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s, per launch (painted, anonymous/Pss/Rss MB):\n", o.name)
		for _, l := range o.ls {
			fmt.Fprintf(&b, "  %s  %.1f/%.1f/%.1f\n", ms(l.painted), float64(l.mem.anon)/(1<<20), float64(l.mem.pss)/(1<<20), float64(l.mem.rss)/(1<<20))
		}
	}
	fmt.Fprintf(&b, "board frames: %v\n", board)
	fmt.Print(b.String())
}
