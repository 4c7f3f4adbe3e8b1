package main

// The hand-over end-to-end tests (docs/behaviour.md, "One window"): the
// real binary under Xvfb, and later launches of it handing files over
// while a question is on screen, and several at once. Every wait is for a
// state (a trace line, a file's content, a process's exit).

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Three easy puzzles of the bundled collection.
var handOverGrids = []string{
	"508013069041089700200704500082306105009050200104902680007608004005190820820430901",
	"341020060569008170020009034070530698004060300693081050910400080085100743030070915",
	"109200805300190407247005960901000652500010004824000709098500276603027008702009503",
}

// launchAll runs `sudoku FILE` for each file at once, as a file manager
// does with several files, and waits for every launcher: each must exit 0.
func launchAll(t *testing.T, bin string, h *home, files ...string) {
	t.Helper()
	var wg sync.WaitGroup
	outs := make([]string, len(files))
	errs := make([]error, len(files))
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := exec.Command(bin, f)
			c.Dir, c.Env = h.work, h.env
			out, err := c.CombinedOutput()
			outs[i], errs[i] = string(out), err
		}()
	}
	wg.Wait()
	for i := range files {
		if errs[i] != nil {
			t.Fatalf("sudoku %s: %v: %s", files[i], errs[i], outs[i])
		}
	}
}

// writeGrids writes each grid to its own file in the home's work folder.
func writeGrids(t *testing.T, h *home, grids ...string) []string {
	t.Helper()
	var files []string
	for i, g := range grids {
		f := filepath.Join(h.work, fmt.Sprintf("f%d.sdm", i))
		if err := os.WriteFile(f, []byte(g+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// statsFigures sums the games started and lists the streaks of stats.json.
func statsFigures(t *testing.T, path string) (started int, streaks map[string]int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, nil
	}
	var f struct {
		Levels map[string]struct{ Started, Streak int } `json:"levels"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return 0, nil
	}
	streaks = map[string]int{}
	for l, s := range f.Levels {
		started += s.Started
		streaks[l] = s.Streak
	}
	return started, streaks
}

func TestHandOverE2E(t *testing.T) {
	needTools(t, "Xvfb", "xdotool")
	bin := buildBinary(t)
	x := startXvfb(t)

	// A question on screen (Restart, after a move), two files handed over
	// at once: the question stays and is answered; then the first file
	// opens and the other is offered.
	t.Run("during a question", func(t *testing.T) {
		h := newHome(t, x)
		p := filepath.Join(h.work, "p.sdm")
		if err := os.WriteFile(p, []byte(relGivens+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		files := writeGrids(t, h, handOverGrids[:2]...)
		g := startWith(t, bin, h, p)
		gamePath := filepath.Join(h.state, "sudoku", "game.json")
		waitFor(t, g, gamePath, "the puzzle opened", func(b []byte) bool { return strings.HasPrefix(cells(b), "00302") })
		from := g.waitTrace(0, "view modal=none state=Playing")
		if _, err := g.xdotool(h, 10*time.Second, "key", "Right", "4"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, g, gamePath, "r1c1", func(b []byte) bool { return strings.HasPrefix(cells(b), "40302") })
		if _, err := g.xdotool(h, 10*time.Second, "key", "ctrl+r"); err != nil {
			t.Fatal(err)
		}
		from = g.waitTrace(from, "view modal=confirm")
		launchAll(t, bin, h, files...)
		at := g.waitTrace(from, "handover received")
		at = g.waitTrace(at, "handover received")
		// The question is still the window's: Return answers Yes and the
		// game restarts (it was a busy panel that took the keys).
		if _, err := g.xdotool(h, 10*time.Second, "key", "Return"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, g, gamePath, "restarted", func(b []byte) bool { return strings.Contains(string(b), `"restartCut"`) })
		// Then the first file is read (too quickly, maybe, for a frame to
		// show the busy panel), and Open asks about the game in progress
		// (its undo history is kept): Yes.
		g.waitTrace(at, "view modal=confirm")
		if _, err := g.xdotool(h, 10*time.Second, "key", "Return"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, g, gamePath, "a handed file opened", func(b []byte) bool {
			c := cells(b)
			return c == handOverGrids[0] || c == handOverGrids[1]
		})
		g.waitTrace(from, "view modal=handOver")
		g.cmd.Process.Signal(syscall.SIGTERM)
		if err := g.wait(15 * time.Second); err != nil {
			t.Fatalf("%v\nstderr:\n%s", err, g.stderr.String())
		}
		if started, _ := statsFigures(t, filepath.Join(h.data, "sudoku", "stats.json")); started != 2 {
			t.Fatalf("%d games started, want 2 (p.sdm and one handed file)", started)
		}
	})

	// Three files handed over at once to a window at rest: one opens, the
	// others are offered, and no streak ends.
	t.Run("several at once", func(t *testing.T) {
		h := newHome(t, x)
		files := writeGrids(t, h, handOverGrids...)
		statsPath := filepath.Join(h.data, "sudoku", "stats.json")
		seed := `{"version": 2, "levels": {`
		for i, l := range []string{"easy", "medium", "hard", "expert", "master"} {
			if i > 0 {
				seed += ","
			}
			seed += fmt.Sprintf(`"%s": {"started": 2, "solved": 2, "givenUp": 0, "bestTime": "0s", "bestScore": 0, "streak": 2, "longestStreak": 2}`, l)
		}
		seed += "}}\n"
		if err := os.MkdirAll(filepath.Dir(statsPath), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(statsPath, []byte(seed), 0o600); err != nil {
			t.Fatal(err)
		}
		g := startWith(t, bin, h)
		launchAll(t, bin, h, files...)
		gamePath := filepath.Join(h.state, "sudoku", "game.json")
		waitFor(t, g, gamePath, "a handed file opened", func(b []byte) bool {
			c := cells(b)
			return c == handOverGrids[0] || c == handOverGrids[1] || c == handOverGrids[2]
		})
		g.waitTrace(0, "view modal=handOver")
		g.cmd.Process.Signal(syscall.SIGTERM)
		if err := g.wait(15 * time.Second); err != nil {
			t.Fatalf("%v\nstderr:\n%s", err, g.stderr.String())
		}
		started, streaks := statsFigures(t, statsPath)
		if started != 11 {
			t.Fatalf("%d games started, want 11 (10 before, and the one file that opened)", started)
		}
		for l, s := range streaks {
			if s != 2 {
				t.Fatalf("the %s streak is %d, want 2: a handed file abandoned another", l, s)
			}
		}
	})

	// `echo GRID | sudoku /dev/stdin`: the path means the launcher's own
	// standard input; the launcher reads it and sends the grid.
	t.Run("standard input", func(t *testing.T) {
		h := newHome(t, x)
		g := startWith(t, bin, h)
		c := exec.Command(bin, "/dev/stdin")
		c.Dir, c.Env = h.work, h.env
		c.Stdin = strings.NewReader(handOverGrids[1] + "\n")
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("sudoku /dev/stdin: %v: %s", err, out)
		}
		gamePath := filepath.Join(h.state, "sudoku", "game.json")
		waitFor(t, g, gamePath, "the piped grid opened", func(b []byte) bool { return cells(b) == handOverGrids[1] })
		g.cmd.Process.Signal(syscall.SIGTERM)
		if err := g.wait(15 * time.Second); err != nil {
			t.Fatalf("%v\nstderr:\n%s", err, g.stderr.String())
		}
	})
}
