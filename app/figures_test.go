package main

// The window's figures, beside their budgets (docs/architecture.md, Tests and their data; `make
// bench-window`): launch to first frame under Xvfb, resident memory with a
// board shown, and the CPU time of one board frame (the widgets package's
// BenchmarkBoardFrame). Run with -windowfigures; each figure is the median
// of several runs.

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

var windowFigures = flag.Bool("windowfigures", false, "measure the window's figures (make bench-window)")

// The budgets (docs/architecture.md, Tests and their data).
const (
	firstFrameBudget = 200 * time.Millisecond
	gnomeSudokuRSS   = 92 << 20 // GNOME Sudoku with a board shown
	boardFrameBudget = 2 * time.Millisecond
	anonBudget       = 25 << 20 // the window's own pages (issue 12)
	figureLaunches   = 9
)

// launchFigures starts the game n times and returns, per launch, the time
// from starting the process to its first frame and its resident memory a
// second later (the demo board on screen).
func launchFigures(t *testing.T, bin string, h *home, n int) (frames, events []time.Duration, mem []memFigure) {
	for i := range n {
		cmd := exec.Command(bin)
		cmd.Dir = h.work
		cmd.Env = append(append([]string(nil), h.env...), traceEnvVar+"=1")
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr lockedBuffer
		cmd.Stderr = &stderr
		start := time.Now()
		if err := cmd.Start(); err != nil {
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
		select {
		case first = <-line:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("launch %d: no first frame in 20 s\nstderr:\n%s", i+1, stderr.String())
		}
		m := regexp.MustCompile(`^first-frame unix_ns=(\d+) event_unix_ns=(\d+)`).FindStringSubmatch(first)
		if m == nil {
			t.Fatalf("launch %d: bad trace line %q", i+1, first)
		}
		ns, _ := strconv.ParseInt(m[1], 10, 64)
		ens, _ := strconv.ParseInt(m[2], 10, 64)
		frames = append(frames, time.Unix(0, ns).Sub(start))
		events = append(events, time.Unix(0, ens).Sub(start))
		time.Sleep(time.Second) // the board settles, start-up garbage is given back
		mem = append(mem, vmRSS(t, cmd.Process.Pid))
		cmd.Process.Kill()
		cmd.Wait()
	}
	return frames, events, mem
}

// memFigure is a process's memory as /proc/PID/smaps_rollup counts it:
// resident, proportional (shared pages divided among their users) and
// anonymous (Private_Dirty: the pages the process itself wrote: heaps,
// stacks, caches, driver buffers).
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
	return memFigure{rss: field("Rss"), pss: field("Pss"), anon: field("Private_Dirty")}
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

// gnomeSudokuFigure measures GNOME Sudoku's resident memory with a board
// shown, in the same X server: start it, click Easy in its level chooser,
// wait for the board. It reports false when GNOME Sudoku is not installed.
func gnomeSudokuFigure(t *testing.T, h *home) (memFigure, bool) {
	if _, err := os.Stat(gnomeSudoku); err != nil {
		return memFigure{}, false
	}
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

func median[T int64 | time.Duration](v []T) T {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

func TestWindowFigures(t *testing.T) {
	if !*windowFigures {
		t.Skip("run with -windowfigures (make bench-window)")
	}
	if raceBuild {
		t.Fatal("the figures are measured without the race detector")
	}
	needTools(t, "Xvfb")
	bin := buildBinary(t)
	x := startXvfb(t)
	h := newHome(t, x)
	// One launch first to warm the file cache, not counted.
	launchFigures(t, bin, h, 1)
	frames, events, mem := launchFigures(t, bin, h, figureLaunches)
	pick := func(f func(memFigure) int64) []int64 {
		var v []int64
		for _, m := range mem {
			v = append(v, f(m))
		}
		return v
	}
	rss := pick(func(m memFigure) int64 { return m.rss })
	pss := pick(func(m memFigure) int64 { return m.pss })
	anon := pick(func(m memFigure) int64 { return m.anon })
	board := boardFrameFigures(t, 5)
	baseline, baselineName := int64(gnomeSudokuRSS), "92.0 MB (GNOME Sudoku)"
	gnome, gnomeOK := gnomeSudokuFigure(t, h)
	if gnomeOK {
		baseline, baselineName = gnome.rss, fmt.Sprintf("%.1f MB (GNOME Sudoku, same run)", float64(gnome.rss)/(1<<20))
	}

	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
	mb := func(b int64) string { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }
	rows := [][4]string{
		{fmt.Sprintf("launch to first frame drawn (Xvfb, median of %d)", figureLaunches), ms(median(frames)), ms(firstFrameBudget),
			fmt.Sprintf("%.2f", float64(median(frames))/float64(firstFrameBudget))},
		{"  of which: launch to the first FrameEvent", ms(median(events)), ms(firstFrameBudget),
			fmt.Sprintf("%.2f", float64(median(events))/float64(firstFrameBudget))},
		{fmt.Sprintf("resident memory, board shown (VmRSS, median of %d)", figureLaunches), mb(median(rss)), baselineName,
			fmt.Sprintf("%.2f", float64(median(rss))/float64(baseline))},
		{"  anonymous (Private_Dirty)", mb(median(anon)), mb(anonBudget) + gnomeText(gnomeOK, gnome.anon),
			fmt.Sprintf("%.2f", float64(median(anon))/float64(anonBudget))},
		{"  proportional (Pss)", mb(median(pss)), "—" + gnomeText(gnomeOK, gnome.pss), ""},
		{"board frame CPU (BenchmarkBoardFrame, median of 5)", fmt.Sprintf("%.3f ms", float64(median(board))/float64(time.Millisecond)), ms(boardFrameBudget),
			fmt.Sprintf("%.2f", float64(median(board))/float64(boardFrameBudget))},
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\nThe window; ratio = measured / budget, below 1 is within budget\n\n")
	fmt.Fprintf(&b, "| %-52s | %-10s | %-36s | %-5s |\n", "figure", "measured", "budget", "ratio")
	fmt.Fprintf(&b, "|%s|%s|%s|%s|\n", strings.Repeat("-", 54), strings.Repeat("-", 12), strings.Repeat("-", 38), strings.Repeat("-", 7))
	for _, r := range rows {
		fmt.Fprintf(&b, "| %-52s | %-10s | %-36s | %-5s |\n", r[0], r[1], r[2], r[3])
	}
	fmt.Fprintf(&b, "\nfirst frames drawn: %v\nfirst FrameEvents: %v\nRss: %v\nPss: %v\nPrivate_Dirty: %v\nGNOME Sudoku (same run): %+v\nboard frames: %v\n", frames, events, rss, pss, anon, gnome, board)
	fmt.Print(b.String())
}

// gnomeText is GNOME Sudoku's figure beside a budget, when it was measured.
func gnomeText(ok bool, b int64) string {
	if !ok {
		return ""
	}
	return fmt.Sprintf("; GNOME Sudoku %.1f MB", float64(b)/(1<<20))
}
