package solver

import (
	"context"
	"errors"
	"flag"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestGenerateLevels(t *testing.T) {
	n := 5
	if testing.Short() {
		n = 2
	}
	for _, level := range Levels {
		t.Run(level.String(), func(t *testing.T) {
			if !knowsLevel(level) {
				t.Skip("no technique rated in the level's band yet")
			}
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
	if _, err := Generate(ctx, Master, rand.New(rand.NewSource(1))); !errors.Is(err, context.Canceled) {
		t.Fatalf("Generate with a cancelled context: %v", err)
	}
}

var genFigures = flag.Int("genfigures", 0, "TestGenerateFigures: puzzles a level")

// TestGenerateFigures is a measurement, run with -genfigures=N: for each
// level it generates N puzzles (seeds 1…N) and prints the median and 95th
// percentile time a puzzle, the same with GradeOf after it (what a New game
// waits for), the grids filled and the puzzles graded for each, and the
// clues (mean, least, most).
func TestGenerateFigures(t *testing.T) {
	if *genFigures <= 0 {
		t.Skip("run with -genfigures=N")
	}
	for _, level := range Levels {
		if !knowsLevel(level) {
			t.Logf("%-6s no technique rated in its band yet", level)
			continue
		}
		var times, withGrade []time.Duration
		var st genStats
		clues, least, most := 0, 81, 0
		for seed := int64(1); seed <= int64(*genFigures); seed++ {
			start := time.Now()
			p, err := generate(context.Background(), level, rand.New(rand.NewSource(seed)), &st)
			times = append(times, time.Since(start))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := GradeOf(p); err != nil {
				t.Fatal(err)
			}
			withGrade = append(withGrade, time.Since(start))
			c := p.Clues()
			clues += c
			least, most = min(least, c), max(most, c)
		}
		slices.Sort(times)
		slices.Sort(withGrade)
		n := len(times)
		t.Logf("%-6s median %8v  p95 %8v  with GradeOf: median %8v p95 %8v  grids %.1f  grades %.1f  clues mean %.1f (%d–%d)", level,
			times[n/2], times[n*95/100], withGrade[n/2], withGrade[n*95/100], float64(st.grids)/float64(n), float64(st.grades)/float64(n),
			float64(clues)/float64(n), least, most)
	}
}

func TestGenerateUnknownLevel(t *testing.T) {
	for _, l := range []Level{0, Master + 1} {
		if _, err := Generate(context.Background(), l, rand.New(rand.NewSource(1))); err == nil {
			t.Errorf("Generate(%d) gave no error", l)
		}
	}
}

// TestGeneratedLevelsSE grades generated puzzles that classic Sudoku
// Explainer rated (testdata/se-generated-levels.txt: 60 a level): each gets
// SE's rating, and SE's rating is in the band of the level it was made for.
func TestGeneratedLevelsSE(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "se-generated-levels.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, line := range strings.Split(string(data), "\n") {
		fs := strings.Fields(line)
		if len(fs) == 0 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		level, err1 := ParseLevel(fs[0])
		g, err2 := Parse(fs[1])
		se, err3 := strconv.ParseFloat(fs[2], 64)
		if err := errors.Join(err1, err2, err3); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		lo, hi := level.RatingRange()
		if se < lo-1e-9 || hi > 0 && se > hi+1e-9 {
			t.Errorf("line %d: a %v puzzle SE rates %.1f, outside %.1f–%.1f", i+1, level, se, lo, hi)
		}
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		if gr.Level != level || math.Abs(gr.Rating-se) > 1e-9 || !gr.Exact {
			t.Errorf("line %d: graded %v %.1f (exact %v), SE %.1f, made as %v", i+1, gr.Level, gr.Rating, gr.Exact, se, level)
		}
		n++
	}
	if n != 300 {
		t.Errorf("%d puzzles, want 300", n)
	}
}
