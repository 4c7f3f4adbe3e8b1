package model

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// solveIn plays p to the end in d of playing time.
func solveIn(t *testing.T, g *Game, clk *fakeClock, p Puzzle, d time.Duration) {
	t.Helper()
	noErr(t, g.Load(p))
	clk.advance(d)
	for _, i := range emptyCells(g) {
		noErr(t, g.Place(i, p.Solution[i]))
	}
	if g.State() != IdleSolved {
		t.Fatalf("state %v after filling the solution", g.State())
	}
}

func TestStatsThroughGames(t *testing.T) {
	p := holes(t, 0, 40, 80)
	lvl := p.Level()
	if lvl == 0 {
		t.Fatal("test puzzle has no level")
	}
	clk := newFakeClock()
	g := New(clk.now)
	step := func(name string, play func(), want LevelStats) {
		t.Helper()
		play()
		if got := g.Stats().For(lvl); got != want {
			t.Fatalf("after %s: %+v, want %+v", name, got, want)
		}
	}
	score := func(d time.Duration, assists int) int { return Score(p.Grade.Complexity, p.Expected(), d, assists) }
	step("a solve in 40s", func() { solveIn(t, g, clk, p, 40*time.Second) },
		LevelStats{Started: 1, Solved: 1, BestTime: 40 * time.Second, BestScore: score(40*time.Second, 0), Streak: 1, LongestStreak: 1})
	step("a slower solve", func() { solveIn(t, g, clk, p, 50*time.Second) },
		LevelStats{Started: 2, Solved: 2, BestTime: 40 * time.Second, BestScore: score(40*time.Second, 0), Streak: 2, LongestStreak: 2})
	step("a faster solve with a check", func() {
		noErr(t, g.Load(p))
		noErr(t, g.Place(0, p.Solution[0]))
		_, err := g.Check()
		noErr(t, err)
		noErr(t, g.Place(40, p.Solution[40]))
		noErr(t, g.Place(80, p.Solution[80]))
	}, LevelStats{Started: 3, Solved: 3, BestTime: 40 * time.Second, BestScore: score(0, 1), Streak: 3, LongestStreak: 3})
	step("a give up", func() {
		noErr(t, g.Load(p))
		noErr(t, g.GiveUp())
	}, LevelStats{Started: 4, Solved: 3, GivenUp: 1, BestTime: 40 * time.Second, BestScore: score(0, 1), Streak: 0, LongestStreak: 3})
	step("a solve, then a stop", func() {
		solveIn(t, g, clk, p, 30*time.Second)
		noErr(t, g.Start())
		noErr(t, g.Stop())
	}, LevelStats{Started: 6, Solved: 4, GivenUp: 1, BestTime: 30 * time.Second, BestScore: score(0, 1), Streak: 0, LongestStreak: 3})
	step("a solve, then a game left for another", func() {
		solveIn(t, g, clk, p, 30*time.Second)
		noErr(t, g.Load(p))
		noErr(t, g.Load(p))
	}, LevelStats{Started: 9, Solved: 5, GivenUp: 1, BestTime: 30 * time.Second, BestScore: score(0, 1), Streak: 0, LongestStreak: 3})
	for _, other := range solver.Levels {
		if other != lvl && g.Stats().For(other) != (LevelStats{}) {
			t.Errorf("level %v counted games of level %v", other, lvl)
		}
	}
}

func TestStatsJSON(t *testing.T) {
	var s Stats
	s.started(solver.Classic, solver.Hard)
	s.solved(solver.Classic, solver.Hard, 1234567890*time.Nanosecond, 321, false)
	s.started(solver.Classic, solver.Easy)
	s.gaveUp(solver.Classic, solver.Easy)
	b, err := MarshalStats(s)
	noErr(t, err)
	back, err := UnmarshalStats(b)
	noErr(t, err)
	if back != s {
		t.Fatalf("round trip: %+v, want %+v", back, s)
	}
	for _, tc := range []struct {
		name, json string
		version    bool // the error is a *VersionError
	}{
		{"not JSON", `{"version":1,"levels":`, false},
		{"no version", `{"levels":{}}`, true},
		{"future version", `{"version":3,"levels":{}}`, true},
		{"unknown level", `{"version":1,"levels":{"insane":{}}}`, false},
		{"master before it existed", `{"version":1,"levels":{"master":{"bestTime":"0s"}}}`, false},
		{"unknown earlier level", `{"version":2,"levels":{},"earlier":{"hard":{"bestTime":"0s"}}}`, false},
		{"bad earlier figures", `{"version":2,"levels":{},"earlier":{"expert":{"solved":-1,"bestTime":"0s"}}}`, false},
		{"negative count", `{"version":1,"levels":{"easy":{"solved":-1,"bestTime":"0s"}}}`, false},
		{"streak above longest", `{"version":1,"levels":{"easy":{"streak":3,"longestStreak":2,"bestTime":"0s"}}}`, false},
		{"bad time", `{"version":1,"levels":{"easy":{"bestTime":"soon"}}}`, false},
		{"negative time", `{"version":1,"levels":{"easy":{"bestTime":"-4s"}}}`, false},
		{"wrong type", `{"version":1,"levels":{"easy":{"solved":"many"}}}`, false},
	} {
		_, err := UnmarshalStats([]byte(tc.json))
		var ve *VersionError
		if err == nil || errors.As(err, &ve) != tc.version {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

// TestStatsVersion1 reads a statistics file written before Master existed:
// Easy, Medium and Hard go on, Expert's figures are kept apart as they were
// (not renamed, not merged into today's Expert), and they survive a save.
func TestStatsVersion1(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "stats-v1.json"))
	noErr(t, err)
	s, err := UnmarshalStats(b)
	noErr(t, err)
	old, ok := s.EarlierExpert()
	if want := (LevelStats{Started: 1, GivenUp: 1}); !ok || old != want {
		t.Fatalf("earlier Expert: %+v, %v; want %+v", old, ok, want)
	}
	if got := s.For(solver.Expert); got != (LevelStats{}) {
		t.Errorf("today's Expert got the old figures: %+v", got)
	}
	if got := s.For(solver.Medium); got.Solved != 1 || got.BestTime != 4*time.Minute+5*time.Second || got.BestScore != 512 {
		t.Errorf("Medium: %+v", got)
	}
	s.started(solver.Classic, solver.Expert)
	s.started(solver.Classic, solver.Master)
	out, err := MarshalStats(s)
	noErr(t, err)
	back, err := UnmarshalStats(out)
	noErr(t, err)
	if back != s {
		t.Fatalf("round trip: %+v, want %+v", back, s)
	}
	if old2, ok := back.EarlierExpert(); !ok || old2 != old {
		t.Fatalf("earlier Expert after a save: %+v, %v", old2, ok)
	}
}
