package control

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// easyGivens is Project Euler's grid 1: unique, solved by singles.
const easyGivens = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// easyPuzzle returns easyGivens as a puzzle.
func easyPuzzle(tb testing.TB) model.Puzzle {
	tb.Helper()
	g, err := solver.Parse(easyGivens)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := model.NewPuzzle(g, "test")
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// empties returns the cells of the puzzle without a given, in order.
func empties(g *model.Game) []int {
	var cells []int
	for i := range 81 {
		if !g.Given(i) {
			cells = append(cells, i)
		}
	}
	return cells
}

// playingRig is a rig whose game plays easyGivens, with its opening saved.
func playingRig(t *testing.T) *rig {
	t.Helper()
	r := newRig(t, true)
	if err := r.c.game.Load(easyPuzzle(t)); err != nil {
		t.Fatal(err)
	}
	r.frame(t)
	return r
}

// frame is what the window does after a frame: Saved, then the background
// writes are waited for and their reports run.
func (r *rig) frame(t *testing.T) {
	t.Helper()
	r.c.Saved()
	r.c.Wait()
	r.c.RunPosts()
	if len(r.fails) != 0 {
		t.Fatalf("save failed: %v", r.fails)
	}
}

// wantSaved fails unless the game file holds what the game encodes to now,
// the clock included.
func (r *rig) wantSaved(t *testing.T, when string) {
	t.Helper()
	want, err := r.c.game.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(r.c.store.Dirs.GamePath())
	if err != nil {
		t.Fatalf("%s: %v", when, err)
	}
	if bytes.Equal(got, want) {
		return
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			t.Fatalf("%s: line %d of the game file is %q, want %q", when, i+1, g[i], w[i])
		}
	}
	t.Fatalf("%s: the game file has %d lines, want %d", when, len(g), len(w))
}

// A change saved in its own frame is encoded once, and the copy kept for
// EmergencySave is what was saved.
func TestChangeEncodedOnceForKeepingAndSaving(t *testing.T) {
	r := playingRig(t)
	cells := empties(r.c.game)
	for k := range 5 {
		r.now = r.now.Add(2 * time.Second) // past the saver's interval: each change is saved at once
		if err := r.c.game.Place(cells[k], r.c.game.Puzzle().Solution[cells[k]]); err != nil {
			t.Fatal(err)
		}
		before := r.c.encodes
		r.frame(t)
		if n := r.c.encodes - before; n != 1 {
			t.Fatalf("move %d: encoded %d times, want once", k+1, n)
		}
		r.wantSaved(t, "after a move")
		if k := r.c.kept.Load(); k == nil || k.rev != r.c.game.Revision() {
			t.Fatalf("no copy of the moved game is kept for EmergencySave: %+v", k)
		}
	}
	// A frame with no change encodes nothing and writes nothing.
	before := r.c.encodes
	if _, due := r.c.Saved(); due || r.c.encodes != before {
		t.Fatalf("a frame with no change: save due %v, encoded %d times", due, r.c.encodes-before)
	}
	// EmergencySave writes the kept copy: the game as of the latest change.
	if err := os.Remove(r.c.store.Dirs.GamePath()); err != nil {
		t.Fatal(err)
	}
	if err := r.c.EmergencySave(); err != nil {
		t.Fatal(err)
	}
	r.wantSaved(t, "after EmergencySave")
}

// A save the saver put off to a later frame holds the time played up to
// that frame, as it did when the save encoded the game itself; a paused
// game's kept copy serves as it is.
func TestPutOffSaveHoldsTheClockOfItsFrame(t *testing.T) {
	r := playingRig(t)
	cells := empties(r.c.game)
	r.now = r.now.Add(2 * time.Second)
	if err := r.c.game.Place(cells[0], r.c.game.Puzzle().Solution[cells[0]]); err != nil {
		t.Fatal(err)
	}
	r.frame(t)
	r.now = r.now.Add(300 * time.Millisecond) // within the interval: the save waits
	if err := r.c.game.Place(cells[1], r.c.game.Puzzle().Solution[cells[1]]); err != nil {
		t.Fatal(err)
	}
	r.frame(t)
	at, due := r.c.Saved()
	if !due {
		t.Fatal("no save is due after a change made within the interval")
	}
	r.now = at.Add(100 * time.Millisecond)
	r.frame(t)
	r.wantSaved(t, "the put-off save of a running game")

	// Pause within the interval: the copy kept of the paused game is the
	// save, the clock stopped.
	r.now = r.now.Add(200 * time.Millisecond)
	if err := r.c.game.Pause(); err != nil {
		t.Fatal(err)
	}
	r.frame(t)
	before := r.c.encodes
	at, due = r.c.Saved()
	if !due {
		t.Fatal("no save is due after a pause within the interval")
	}
	r.now = at.Add(5 * time.Second)
	r.frame(t)
	if r.c.encodes != before {
		t.Fatalf("the paused game was encoded again (%d times) for its put-off save", r.c.encodes-before)
	}
	r.wantSaved(t, "the put-off save of a paused game")
}

// Quit (SaveNow) and the way out (Shutdown) write the clock as it reads
// then, though nothing changed since the latest save.
func TestQuitAndShutdownSaveTheTimePlayedSince(t *testing.T) {
	r := playingRig(t)
	r.now = r.now.Add(42 * time.Second)
	if err := r.c.SaveNow(); err != nil {
		t.Fatal(err)
	}
	r.wantSaved(t, "after SaveNow")
	r.now = r.now.Add(17 * time.Second)
	if errs := r.c.Shutdown(); len(errs) != 0 {
		t.Fatal(errs)
	}
	r.wantSaved(t, "after Shutdown")
}

// afterFrame is what the window calls after each frame (app/window.go).
func afterFrame(c *Controller) { c.Saved() }

// BenchmarkMove measures a move as the window carries it out: the change,
// the encoding of the game (kept for EmergencySave, and saved) and the
// write of the game file, on a game 200 notes in. Each op is one change: a
// digit placed, then undone, so the history keeps its length. "apart"
// moves come two seconds apart, each saved in its own frame; "quick" ones a
// quarter of a second apart, so the saver writes one in four. enc/op counts
// the encodings, as the readings of the game's clock in the frame: each
// encoding reads it once and nothing else there does. ui-ns/op is the time
// the UI goroutine spends in the frame's Saved (the write runs on another
// goroutine, which ns/op waits for). The files are
// written to /dev/shm where it exists, so the disk does not hide the rest.
func BenchmarkMove(b *testing.B) {
	for _, bc := range []struct {
		name string
		gap  time.Duration
	}{{"apart", 2 * time.Second}, {"quick", 250 * time.Millisecond}} {
		b.Run(bc.name, func(b *testing.B) {
			base := b.TempDir()
			if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
				if base, err = os.MkdirTemp("/dev/shm", "sudoku-bench"); err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { os.RemoveAll(base) })
			}
			clk := time.Unix(1_800_000_000, 0)
			reads := 0
			gameNow := func() time.Time { reads++; return clk }
			now := func() time.Time { return clk }
			dirs := model.Dirs{Work: base, Config: base + "/config", Data: base + "/data", State: base + "/state"}
			g := model.New(gameNow)
			if err := g.Load(easyPuzzle(b)); err != nil {
				b.Fatal(err)
			}
			cells := empties(g)
			for k := range 200 {
				if err := g.ToggleNote(cells[1+k%(len(cells)-1)], uint8(k%9+1)); err != nil {
					b.Fatal(err)
				}
			}
			c := New(Config{Game: g, Store: model.Store{Dirs: dirs, Now: now}, Persist: true, Now: now, Wake: func() {},
				Hooks: Hooks{SaveFailed: func(err error) { b.Fatal(err) }}})
			defer c.Stop()
			afterFrame(c)
			c.Wait()
			c.RunPosts()
			encodes, ui := 0, time.Duration(0)
			b.ReportAllocs()
			for k := 0; b.Loop(); k++ {
				clk = clk.Add(bc.gap)
				var err error
				if k%2 == 0 {
					err = g.Place(cells[0], g.Puzzle().Solution[cells[0]])
				} else {
					err = g.Undo()
				}
				if err != nil {
					b.Fatal(err)
				}
				before, start := reads, time.Now()
				afterFrame(c)
				ui += time.Since(start)
				encodes += reads - before
				c.Wait()
				c.RunPosts()
			}
			b.ReportMetric(float64(encodes)/float64(b.N), "enc/op")
			b.ReportMetric(float64(ui.Nanoseconds())/float64(b.N), "ui-ns/op")
		})
	}
}
