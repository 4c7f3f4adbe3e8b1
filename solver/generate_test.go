package solver

import (
	"context"
	"errors"
	"math/rand"
	"testing"
)

func TestGenerateLevels(t *testing.T) {
	n := 5
	if testing.Short() {
		n = 2
	}
	for _, level := range Levels {
		t.Run(level.String(), func(t *testing.T) {
			lo, hi := level.ClueRange()
			for seed := int64(1); seed <= int64(n); seed++ {
				p, err := Generate(context.Background(), level, rand.New(rand.NewSource(seed)))
				if err != nil {
					t.Fatal(err)
				}
				if again, _ := Generate(context.Background(), level, rand.New(rand.NewSource(seed))); again != p {
					t.Fatalf("seed %d: two runs gave %s and %s", seed, p, again)
				}
				if c := p.Clues(); c < lo || c > hi {
					t.Errorf("seed %d: %d clues, want %d–%d: %s", seed, c, lo, hi, p)
				}
				if !p.Symmetric() {
					t.Errorf("seed %d: not centrally symmetric: %s", seed, p)
				}
				if got := CountSolutions(p, 2); got != 1 {
					t.Errorf("seed %d: %d solutions: %s", seed, got, p)
				}
				gr, err := GradeOf(p)
				if err != nil || gr.Level != level {
					t.Errorf("seed %d: graded %v (%v), want %v: %s", seed, gr.Level, err, level, p)
				}
			}
		})
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, Expert, rand.New(rand.NewSource(1))); !errors.Is(err, context.Canceled) {
		t.Fatalf("Generate with a cancelled context: %v", err)
	}
}
