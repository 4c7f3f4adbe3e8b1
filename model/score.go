package model

import (
	"fmt"
	"math"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// ExpectedTime returns the expected solving time T (docs/behaviour.md, Scoring and stars): ten
// seconds per empty cell and thirty per guess the solver needs.
func ExpectedTime(empty, guesses int) time.Duration {
	return time.Duration(10*empty+30*guesses) * time.Second
}

// Score returns the points of a solve (docs/behaviour.md, Scoring and stars) for a puzzle of the given
// complexity C and expected time T, solved in t with assists hints and
// checks: S = round(2·B·T/(T+t)) with B = 10·C, multiplied by 0.9 for each
// assist, and at least 1. A grid of complexity 0 (not a puzzle, or nothing
// to fill) scores 0.
//
// So an instant solve scores 2B, a solve in exactly T scores B, and the
// score falls toward, but never reaches, zero.
func Score(complexity int, expected, t time.Duration, assists int) int {
	if complexity <= 0 {
		return 0
	}
	if t < 0 {
		t = 0
	}
	b := 10 * float64(complexity)
	ratio := 1.0 // T = t = 0: nothing to wait for, the instant score
	if expected+t > 0 {
		ratio = float64(expected) / float64(expected+t)
	}
	s := 2 * b * ratio * math.Pow(0.9, float64(assists))
	return max(1, int(math.Round(s)))
}

// Stars returns one to three stars for a solve in t against the expected
// time T: 3 if t ≤ T, 2 if t ≤ 2T, else 1.
func Stars(expected, t time.Duration) int {
	switch {
	case t <= expected:
		return 3
	case t <= 2*expected:
		return 2
	}
	return 1
}

// Result is the outcome of a solve, for the score panel (docs/behaviour.md, Scoring and stars).
type Result struct {
	Level      solver.Level  // 0 when the grid is not a puzzle
	Rating     float64       // the technique rating of the puzzle
	Bound      bool          // Rating is a lower bound (the grade is not exact yet, or stuck)
	Complexity int           // C of docs/behaviour.md, Scoring and stars
	Time       time.Duration // the playing time t
	Expected   time.Duration // the expected time T
	Hints      int           // hints used
	Checks     int           // checks used
	Score      int           // S, 0 for a grid that is not a puzzle
	Stars      int           // 1–3, 0 for a grid that is not a puzzle
	BestTime   time.Duration // the level's best time after this solve (0: none yet)
	NewBest    bool          // this solve set the level's best time
}

// resultOf computes the result of solving p in t with the given assists.
func resultOf(p Puzzle, t time.Duration, hints, checks int) Result {
	r := Result{
		Level:      p.Level(),
		Rating:     p.Grade.Rating,
		Bound:      p.Unique && !p.Grade.Exact,
		Complexity: p.Grade.Complexity,
		Time:       t,
		Expected:   p.Expected(),
		Hints:      hints,
		Checks:     checks,
	}
	if p.Scores() {
		r.Score = Score(r.Complexity, r.Expected, t, add(hints, checks))
		r.Stars = Stars(r.Expected, t)
	}
	return r
}

// FormatClock writes a playing time the way the clock shows it: m:ss, or
// h:mm:ss past an hour. Fractions of a second are dropped, so the clock
// ticks on whole seconds.
func FormatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}

// inc and add count without wrapping: a counter that reaches the largest
// int stays there, so the files never hold a negative figure (which their
// readers refuse) however long a player plays.
func inc(n int) int { return add(n, 1) }

func add(a, b int) int {
	if b > 0 && a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}
