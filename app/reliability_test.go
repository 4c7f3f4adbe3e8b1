package main

// The reliability test of `make test` (docs/behaviour.md, "Saving"): the
// real binary under Xvfb, stopped in every way a session ends — SIGTERM,
// SIGINT, SIGHUP, the window destroyed by another program, the display
// gone, kill -9 — each time right after a move the periodic save has not
// written yet. Every way but kill -9 must exit 0 with that move in
// game.json; kill -9 must leave a file that reads. A second launch hands
// its file to the running window. Every wait is for a state (a file's
// content, the process's exit), never for a time.

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/model"
)

// relGivens is Project Euler's first grid; its solution starts 4, 8.
const relGivens = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// startWith runs the binary with args in h, waits for its window and its
// first frame, and parks the pointer in the window's corner.
func startWith(t *testing.T, bin string, h *home, args ...string) *game {
	t.Helper()
	g := startGameArgs(t, bin, h, args, window.TraceEnvVar+"=1")
	if _, err := g.xdotool(h, 10*time.Second, "mousemove", "--window", g.window, "960", "700"); err != nil {
		t.Fatal(err)
	}
	g.waitTrace(0, "first-frame ")
	return g
}

// waitFor waits until ok holds of the file at path (read whole).
func waitFor(t *testing.T, g *game, path, what string, ok func([]byte) bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		b, err := os.ReadFile(path)
		if err == nil && ok(b) {
			return
		}
		select {
		case <-g.exited:
			t.Fatalf("%s: the game exited (%v)\nstderr:\n%s", what, g.err, g.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s never showed it (last %q, %v)\nstderr:\n%s", what, path, b, err, g.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// cells returns the board of a game file, "" when it does not read.
func cells(b []byte) string {
	var v gameFileView
	if json.Unmarshal(b, &v) != nil {
		return ""
	}
	return v.Board.Cells
}

// playTwoMoves opens the puzzle, places r1c1 (and waits until game.json has
// it: the periodic save just wrote), then places r1c2 and quick-saves; once
// grille.sdm shows r1c2 the game has the move in memory, and game.json is
// not due again before a second has passed.
func playTwoMoves(t *testing.T, bin string, h *home) *game {
	t.Helper()
	file := filepath.Join(h.work, "p.sdm")
	if err := os.WriteFile(file, []byte(relGivens+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g := startWith(t, bin, h, file)
	gamePath := filepath.Join(h.state, "sudoku", "game.json")
	waitFor(t, g, gamePath, "the puzzle opened", func(b []byte) bool { return strings.HasPrefix(cells(b), "00302") })
	g.waitTrace(0, "view modal=none state=Playing") // drawn, nothing over the board
	if _, err := g.xdotool(h, 10*time.Second, "key", "Right", "4"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, g, gamePath, "r1c1", func(b []byte) bool { return strings.HasPrefix(cells(b), "40302") })
	if _, err := g.xdotool(h, 10*time.Second, "key", "Right", "8", "ctrl+s"); err != nil {
		t.Fatal(err)
	}
	quick := filepath.Join(h.data, "sudoku", "grille.sdm")
	waitFor(t, g, quick, "r1c2 in the quick save", func(b []byte) bool { return bytes.Contains(b, []byte("#progress 48")) })
	return g
}

func TestReliabilityRounds(t *testing.T) {
	needTools(t, "Xvfb", "xdotool")
	bin := buildBinary(t)
	x := startXvfb(t)
	rounds := []struct {
		name string
		stop func(t *testing.T, g *game, h *home, x *xvfb)
		kill bool // kill -9: only the file's soundness is promised
	}{
		{"SIGTERM", func(t *testing.T, g *game, _ *home, _ *xvfb) { g.cmd.Process.Signal(syscall.SIGTERM) }, false},
		{"SIGINT", func(t *testing.T, g *game, _ *home, _ *xvfb) { g.cmd.Process.Signal(syscall.SIGINT) }, false},
		{"SIGHUP", func(t *testing.T, g *game, _ *home, _ *xvfb) { g.cmd.Process.Signal(syscall.SIGHUP) }, false},
		{"SIGQUIT", func(t *testing.T, g *game, _ *home, _ *xvfb) { g.cmd.Process.Signal(syscall.SIGQUIT) }, false},
		{"windowclose", func(t *testing.T, g *game, h *home, _ *xvfb) {
			if _, err := g.xdotool(h, 10*time.Second, "windowclose", g.window); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"display lost", func(t *testing.T, g *game, _ *home, x *xvfb) { x.cmd.Process.Kill() }, false},
		{"kill -9", func(t *testing.T, g *game, _ *home, _ *xvfb) { g.cmd.Process.Kill() }, true},
	}
	for _, r := range rounds {
		t.Run(r.name, func(t *testing.T) {
			xs := x
			if r.name == "display lost" {
				xs = startXvfb(t) // its own server, killed by the round
			}
			h := newHome(t, xs)
			g := playTwoMoves(t, bin, h)
			r.stop(t, g, h, xs)
			err := g.wait(15 * time.Second)
			b, rerr := os.ReadFile(filepath.Join(h.state, "sudoku", "game.json"))
			if rerr != nil {
				t.Fatal(rerr)
			}
			if _, lerr := model.UnmarshalGame(b, nil); lerr != nil {
				t.Fatalf("game.json does not read after %s: %v", r.name, lerr)
			}
			if r.kill {
				if !strings.HasPrefix(cells(b), "40302") {
					t.Fatalf("kill -9 lost more than the last second: %q", cells(b))
				}
				// The lock and the socket of the dead game do not keep
				// the next one out.
				g2 := startWith(t, bin, h)
				g2.cmd.Process.Signal(syscall.SIGTERM)
				if err := g2.wait(15 * time.Second); err != nil {
					t.Fatalf("after kill -9, the next game: %v\nstderr:\n%s", err, g2.stderr.String())
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: the game ended with %v, want exit 0\nstderr:\n%s", r.name, err, g.stderr.String())
			}
			if !strings.HasPrefix(cells(b), "48302") {
				t.Fatalf("%s: the last move is not in game.json: %q\nstderr:\n%s", r.name, cells(b), g.stderr.String())
			}
			// The socket goes with the game.
			if socks, _ := filepath.Glob(filepath.Join(h.runtime, "*.sock")); len(socks) > 0 {
				t.Fatalf("%s: the socket is left behind: %v", r.name, socks)
			}
		})
	}

	// Two launches: the second hands its file to the first and exits 0;
	// the first opens it.
	t.Run("second launch", func(t *testing.T) {
		h := newHome(t, x)
		g := startWith(t, bin, h)
		file := filepath.Join(h.work, "p.sdm")
		if err := os.WriteFile(file, []byte(relGivens+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		second := exec.Command(bin, "p.sdm")
		second.Dir, second.Env = h.work, h.env
		out, err := second.CombinedOutput()
		if err != nil || !strings.Contains(string(out), file) {
			t.Fatalf("second launch: %v: %s", err, out)
		}
		gamePath := filepath.Join(h.state, "sudoku", "game.json")
		waitFor(t, g, gamePath, "the handed file opened", func(b []byte) bool { return strings.HasPrefix(cells(b), "00302") })
		// The player's files are theirs alone (docs/formats.md, "File
		// modes"), the socket too.
		socks, _ := filepath.Glob(filepath.Join(h.runtime, "*.sock"))
		if len(socks) != 1 {
			t.Fatalf("sockets: %v", socks)
		}
		for path, want := range map[string]os.FileMode{gamePath: 0o600, filepath.Join(h.state, "sudoku", "instance.lock"): 0o600,
			filepath.Join(h.state, "sudoku"): 0o700, socks[0]: 0o600} {
			if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want {
				t.Errorf("%s: %v, want mode %v", path, err, want)
			}
		}
		g.cmd.Process.Signal(syscall.SIGTERM)
		if err := g.wait(15 * time.Second); err != nil {
			t.Fatal(err)
		}
	})
}
