package model

import (
	"math"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// Counters at the largest int stay there, and the files that hold them read
// back (a wrapped, negative figure made the next start move them aside).
func TestCountersSaturate(t *testing.T) {
	var st Stats
	st.started(solver.Classic, solver.Easy)
	p := st.at(solver.Classic, solver.Easy)
	p.Started, p.Solved, p.Streak, p.LongestStreak, p.GivenUp = math.MaxInt, math.MaxInt, math.MaxInt, math.MaxInt, math.MaxInt
	st.started(solver.Classic, solver.Easy)
	st.solved(solver.Classic, solver.Easy, 5e9, 100, false)
	st.gaveUp(solver.Classic, solver.Easy)
	st.solved(solver.Classic, solver.Easy, 5e9, 100, false)
	if p.Started != math.MaxInt || p.Solved != math.MaxInt || p.GivenUp != math.MaxInt || p.LongestStreak != math.MaxInt {
		t.Fatalf("wrapped: %+v", *p)
	}
	b, err := MarshalStats(st)
	noErr(t, err)
	back, err := UnmarshalStats(b)
	noErr(t, err)
	if *back.at(solver.Classic, solver.Easy) != *p {
		t.Fatalf("read back %+v, want %+v", *back.at(solver.Classic, solver.Easy), *p)
	}

	g, _ := playing(t, puzzleOf(t, easyGivens))
	i, d := 0, easySolution(t)[0]
	noErr(t, g.Place(i, d))
	g.checks, g.hints = math.MaxInt, math.MaxInt
	if _, err := g.Check(); err != nil {
		t.Fatal(err)
	}
	if g.checks != math.MaxInt {
		t.Fatalf("checks wrapped to %d", g.checks)
	}
	gb, err := g.MarshalJSON()
	noErr(t, err)
	h, err := UnmarshalGame(gb, nil)
	noErr(t, err)
	if hh, cc := h.Assists(); hh != math.MaxInt || cc != math.MaxInt {
		t.Fatalf("read back assists %d %d", hh, cc)
	}
	if s := Score(100, 1e9, 1e9, add(math.MaxInt, math.MaxInt)); s < 0 {
		t.Fatalf("score %d", s)
	}
}
