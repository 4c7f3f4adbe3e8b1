package model

import (
	"testing"
	"time"
)

func TestScore(t *testing.T) {
	// C = 50, so B = 500; 45 empty cells and no guess, so T = 450 s.
	T := ExpectedTime(45, 0)
	if T != 450*time.Second {
		t.Fatalf("ExpectedTime(45, 0) = %v, want 7m30s", T)
	}
	if got := ExpectedTime(50, 3); got != 590*time.Second {
		t.Fatalf("ExpectedTime(50, 3) = %v, want 9m50s", got)
	}
	for _, tc := range []struct {
		name       string
		complexity int
		expected   time.Duration
		t          time.Duration
		assists    int
		want       int
	}{
		{"instant solve scores 2B", 50, T, 0, 0, 1000},
		{"solve in T scores B", 50, T, T, 0, 500},
		{"solve in 2T scores 2B/3", 50, T, 2 * T, 0, 333},
		{"solve in 3T scores B/2", 50, T, 3 * T, 0, 250},
		{"very long solve scores at least 1", 50, T, 1_000_000 * time.Hour, 0, 1},
		{"one check: ×0.9", 50, T, T, 1, 450},
		{"two assists: ×0.81", 50, T, T, 2, 405},
		{"many assists still at least 1", 50, T, T, 200, 1},
		{"not a puzzle scores 0", 0, T, T, 0, 0},
		{"negative time counts as instant", 50, T, -time.Second, 0, 1000},
		{"nothing to wait for", 1, 0, 0, 0, 20},
		{"one assist on a small puzzle", 3, 10 * time.Second, 10 * time.Second, 1, 27},
		{"a half rounds up", 1, 10 * time.Second, 70 * time.Second, 0, 3},
	} {
		if got := Score(tc.complexity, tc.expected, tc.t, tc.assists); got != tc.want {
			t.Errorf("%s: Score(%d, %v, %v, %d) = %d, want %d",
				tc.name, tc.complexity, tc.expected, tc.t, tc.assists, got, tc.want)
		}
	}
}

func TestScoreFalls(t *testing.T) {
	T := 300 * time.Second
	prev := Score(40, T, 0, 0)
	for s := time.Duration(1); s < 10_000; s += 7 {
		got := Score(40, T, s*time.Second, 0)
		if got > prev || got < 1 {
			t.Fatalf("score at %ds = %d after %d: not falling toward 1", s, got, prev)
		}
		prev = got
	}
}

func TestStars(t *testing.T) {
	T := 450 * time.Second
	for _, tc := range []struct {
		t    time.Duration
		want int
	}{
		{0, 3},
		{T - 1, 3},
		{T, 3},
		{T + 1, 2},
		{2 * T, 2},
		{2*T + 1, 1},
		{100 * T, 1},
	} {
		if got := Stars(T, tc.t); got != tc.want {
			t.Errorf("Stars(T=%v, t=%v) = %d, want %d", T, tc.t, got, tc.want)
		}
	}
}

func TestFormatClock(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00"},
		{-5 * time.Second, "0:00"},
		{999 * time.Millisecond, "0:00"},
		{59*time.Second + 999*time.Millisecond, "0:59"},
		{61 * time.Second, "1:01"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour, "1:00:00"},
		{10*time.Hour + 5*time.Minute + 3*time.Second, "10:05:03"},
		{100 * time.Hour, "100:00:00"},
	} {
		if got := FormatClock(tc.d); got != tc.want {
			t.Errorf("FormatClock(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

func TestClockNeverGoesBack(t *testing.T) {
	var c Clock
	base := time.Unix(1000, 0)
	c.Start(base)
	steps := []time.Duration{5, 3, 10, -100, 11, 20}
	prev := time.Duration(0)
	for _, s := range steps {
		e := c.Elapsed(base.Add(s * time.Second))
		if e < prev {
			t.Fatalf("clock went from %v to %v", prev, e)
		}
		prev = e
	}
	if prev != 20*time.Second {
		t.Fatalf("elapsed %v, want 20s", prev)
	}
	c.Stop(base.Add(25 * time.Second))
	if e := c.Elapsed(base.Add(time.Hour)); e != 25*time.Second {
		t.Fatalf("stopped clock counts: %v", e)
	}
	c.Start(base.Add(time.Hour))
	if e := c.Elapsed(base.Add(time.Hour + time.Second)); e != 26*time.Second {
		t.Fatalf("restarted clock: %v, want 26s", e)
	}
}
