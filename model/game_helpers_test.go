package model

import (
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// easyGivens is Project Euler's grid 1: unique, solved by singles.
const easyGivens = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// fakeClock is a time source tests move by hand.
type fakeClock struct{ t time.Time }

func newFakeClock() *fakeClock {
	return &fakeClock{t: time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)}
}

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func gridOf(tb testing.TB, s string) solver.Grid {
	tb.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		tb.Fatalf("parse %q: %v", s, err)
	}
	return g
}

func puzzleOf(tb testing.TB, s string) Puzzle {
	tb.Helper()
	p, err := NewPuzzle(gridOf(tb, s), "test")
	if err != nil {
		tb.Fatalf("puzzle %q: %v", s, err)
	}
	return p
}

// holes returns the solution of easyGivens with the given cells emptied: a
// puzzle whose every empty cell is forced, so tests can finish it quickly.
func holes(tb testing.TB, cells ...int) Puzzle {
	tb.Helper()
	sol := easySolution(tb)
	for _, i := range cells {
		sol[i] = 0
	}
	p, err := NewPuzzle(sol, "test")
	if err != nil || !p.Unique {
		tb.Fatalf("holes %v: unique=%v err=%v", cells, p.Unique, err)
	}
	return p
}

func easySolution(tb testing.TB) solver.Grid {
	tb.Helper()
	sol, err := solver.SolveUnique(gridOf(tb, easyGivens))
	if err != nil {
		tb.Fatal(err)
	}
	return sol
}

// playing returns a game playing p with a fake clock.
func playing(tb testing.TB, p Puzzle) (*Game, *fakeClock) {
	tb.Helper()
	clk := newFakeClock()
	g := New(clk.now)
	if err := g.Load(p); err != nil {
		tb.Fatalf("load: %v", err)
	}
	if g.State() != Playing {
		tb.Fatalf("state after Load = %v, want Playing", g.State())
	}
	return g, clk
}

func noErr(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}
