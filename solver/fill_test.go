package solver

import (
	"math/rand"
	"testing"
)

func TestFillValidDistinctDeterministic(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	seen := map[Grid]int64{}
	for seed := int64(1); seed <= int64(n); seed++ {
		g := Fill(rand.New(rand.NewSource(seed)))
		if !g.Solved() {
			t.Fatalf("seed %d: %s is not a valid complete grid", seed, g)
		}
		if again := Fill(rand.New(rand.NewSource(seed))); again != g {
			t.Fatalf("seed %d: two fills gave %s and %s", seed, g, again)
		}
		if prev, dup := seen[g]; dup {
			t.Fatalf("seeds %d and %d give the same grid %s", prev, seed, g)
		}
		seen[g] = seed
	}
	// Successive fills from one source differ too.
	rng := rand.New(rand.NewSource(1))
	if a, b := Fill(rng), Fill(rng); a == b {
		t.Fatalf("two successive fills gave %s", a)
	}
}

// TestFillUniform checks loosely that every digit is as likely in every
// cell: over many seeds each (cell, digit) count stays near its mean.
func TestFillUniform(t *testing.T) {
	n := 9000
	if testing.Short() {
		n = 2700
	}
	var count [81][10]int
	for seed := int64(1); seed <= int64(n); seed++ {
		g := Fill(rand.New(rand.NewSource(seed)))
		for c, v := range g {
			count[c][v]++
		}
	}
	mean := float64(n) / 9
	// The standard deviation of a count is sqrt(n·(1/9)·(8/9)) ≈ 0.31·sqrt(n),
	// 30 for n = 9000: a 25% band is over 8 deviations wide, so the test only
	// fails on a real bias, such as a digit order that is not random.
	lo, hi := int(mean*0.75), int(mean*1.25)
	for c := range count {
		for d := 1; d <= 9; d++ {
			if got := count[c][d]; got < lo || got > hi {
				t.Fatalf("%s holds %d in %d fills of %d, want %d–%d", CellName(c), d, got, n, lo, hi)
			}
		}
	}
}
