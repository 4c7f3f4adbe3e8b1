package solver

import (
	"context"
	"math/rand"
	"testing"
)

// TestGenerateProperties checks what Generate promises (docs/behaviour.md,
// Levels; doc.go, Generating) over many seeds:
// one solution, central symmetry, the level's clue range, the level's grade,
// and the same puzzle for the same seed.
func TestGenerateProperties(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 15
	}
	for _, level := range Levels {
		t.Run(level.String(), func(t *testing.T) {
			if !knowsLevel(level) {
				t.Skip("no technique rated in the level's band yet")
			}
			lo, hi := level.ClueRange()
			rng := rand.New(rand.NewSource(int64(1000 + level)))
			seen := map[Grid]bool{}
			for k := 0; k < n; k++ {
				seed := rng.Int63()
				p, err := Generate(context.Background(), level, rand.New(rand.NewSource(seed)))
				if err != nil {
					t.Fatal(err)
				}
				if again, _ := Generate(context.Background(), level, rand.New(rand.NewSource(seed))); again != p {
					t.Fatalf("seed %d: two runs gave %s and %s", seed, p, again)
				}
				if seen[p] {
					t.Fatalf("seed %d: %s generated twice", seed, p)
				}
				seen[p] = true
				if c := p.Clues(); c < lo || c > hi {
					t.Fatalf("seed %d: %d clues, want %d–%d: %s", seed, c, lo, hi, p)
				}
				if !p.Symmetric() {
					t.Fatalf("seed %d: not centrally symmetric: %s", seed, p)
				}
				// Uniqueness by the reference engine, not the one that carved.
				if got, _, _ := cellSolve(p, 2); got != 1 {
					t.Fatalf("seed %d: %d solutions: %s", seed, got, p)
				}
				if gr, err := GradeOf(p); err != nil || gr.Level != level {
					t.Fatalf("seed %d: graded %v (%v), want %v: %s", seed, gr.Level, err, level, p)
				}
			}
		})
	}
}

// TestCarverKeepsOneSolution carves grids to the end and checks, after every
// kept hole, that the puzzle still has exactly one solution, the full grid,
// and that the holes are symmetric.
func TestCarverKeepsOneSolution(t *testing.T) {
	runs := 100
	if testing.Short() {
		runs = 20
	}
	rng := rand.New(rand.NewSource(11))
	var c carver
	minClues := 81
	for k := 0; k < runs; k++ {
		full := Fill(rng)
		c.start(full, rng)
		for c.step() {
			n, sol, _ := cellSolve(c.p, 2)
			if n != 1 || sol != full {
				t.Fatalf("after a kept hole: %d solutions (%s), want only %s: %s", n, sol, full, c.p)
			}
			if !c.p.Symmetric() || c.p.Clues() != c.clues {
				t.Fatalf("%s: symmetric %v, %d clues counted as %d", c.p, c.p.Symmetric(), c.p.Clues(), c.clues)
			}
		}
		// Carved to the end: no symmetric pair can go without a second
		// solution.
		for i := 0; i <= 40; i++ {
			if c.p[i] == 0 {
				continue
			}
			q := c.p
			q[i], q[80-i] = 0, 0
			if CountSolutions(q, 2) == 1 {
				t.Fatalf("%s: r%dc%d and its mirror could still go", c.p, i/9+1, i%9+1)
			}
		}
		minClues = min(minClues, c.clues)
	}
	if minClues > 26 {
		t.Errorf("no carve went below 27 clues in %d runs: the carving stops early", runs)
	}
}
