package solver

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
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
			p, err := generate(context.Background(), level, rand.New(rand.NewSource(seed)), &st, levelSpread[level])
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
	checkLevelsSE(t, "se-generated-levels.txt", 300)
}

// TestSpreadSE does the same for puzzles made with the ratings spread
// (testdata/se-spread.txt: 30 a level from Medium to Master), the sample
// the reference rated for doc.go's "Spreading the ratings".
func TestSpreadSE(t *testing.T) {
	checkLevelsSE(t, "se-spread.txt", 120)
}

// checkLevelsSE reads a testdata file of LEVEL PUZZLE ER lines, want of
// them, and checks that each puzzle grades its level with SE's rating,
// exactly, and that the rating lies in the level's band.
func checkLevelsSE(t *testing.T, file string, want int) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
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
			t.Fatalf("%s line %d: %v", file, i+1, err)
		}
		lo, hi := level.RatingRange()
		if se < lo-1e-9 || hi > 0 && se > hi+1e-9 {
			t.Errorf("%s line %d: a %v puzzle SE rates %.1f, outside %.1f–%.1f", file, i+1, level, se, lo, hi)
		}
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		if gr.Level != level || math.Abs(gr.Rating-se) > 1e-9 || !gr.Exact {
			t.Errorf("%s line %d: graded %v %.1f (exact %v), SE %.1f, made as %v", file, i+1, gr.Level, gr.Rating, gr.Exact, se, level)
		}
		n++
	}
	if n != want {
		t.Errorf("%s: %d puzzles, want %d", file, n, want)
	}
}

// spreadSeeds and spreadPerSeed are the sample TestGenerateSpread draws:
// puzzles of each level from one rng per seed, pooled.
var spreadSeeds = []int64{1, 2, 3}

const spreadPerSeed = 40

// maxRatingShare is the most of a level's puzzles one rating may take
// (docs/behaviour.md, Levels): the spread rules aim at 25 %, so that a
// sample of 120 stays well under it (doc.go, "Spreading the ratings").
const maxRatingShare = 0.40

// TestGenerateSpread generates 120 puzzles of each level whose band holds
// several ratings the carving gives (all but Easy) and checks that no
// rating takes more than 40 % of them. Without the spread rules Hard gives
// 4.2 (the XY-Wing) about two times in three and Expert 6.6 more than half
// the time.
func TestGenerateSpread(t *testing.T) {
	for _, level := range []Level{Medium, Hard, Expert, Master} {
		t.Run(level.String(), func(t *testing.T) {
			shares := map[float64]int{}
			n := 0
			for _, seed := range spreadSeeds {
				rng := rand.New(rand.NewSource(seed))
				for range spreadPerSeed {
					p, err := Generate(context.Background(), level, rng)
					if err != nil {
						t.Fatal(err)
					}
					gr, err := GradeShallow(p)
					if err != nil || gr.Level != level {
						t.Fatalf("graded %v (%v), want %v: %s", gr.Level, err, level, p)
					}
					shares[gr.Rating]++
					n++
				}
			}
			most := 0
			for r, k := range shares {
				if float64(k) > float64(n)*maxRatingShare {
					t.Errorf("%d of %d puzzles rated %.1f, more than %.0f %%", k, n, r, maxRatingShare*100)
				}
				most = max(most, k)
			}
			t.Logf("%d ratings, the commonest %.0f %% (%s)", len(shares), 100*float64(most)/float64(n), formatShares(shares, n))
		})
	}
}

// formatShares lists ratings and their percentages, by rating.
func formatShares(shares map[float64]int, n int) string {
	rs := slices.Sorted(maps.Keys(shares))
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%.1f:%.0f%%", r, 100*float64(shares[r])/float64(n))
	}
	return b.String()
}

// TestRateLevelAgrees checks rateLevel's answer for the spread rules
// against GradeShallow on generated puzzles of every level, with forbidden
// ratings that hold the puzzle's rating and that do not: the level's
// rules, the rating alone, the ratings next to it, and every rating of the
// band from the level's least. (Easy has no rules: its ratings are not
// asked.)
func TestRateLevelAgrees(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 15
	}
	for _, level := range Levels[1:] {
		lo, hi := level.band()
		if hi == 0 {
			hi = 89 // Master's ratings that the shallow path can tell
		}
		rng := rand.New(rand.NewSource(int64(level) + 20))
		for k := range n {
			spread := levelSpread[level]
			if k%2 == 0 {
				spread = nil // the carving's own ratings too
			}
			p, err := generate(context.Background(), level, rng, nil, spread)
			if err != nil {
				t.Fatal(err)
			}
			gr, err := GradeShallow(p)
			if err != nil {
				t.Fatal(err)
			}
			rating := int(math.Round(gr.Rating * 10))
			var rules []int
			for _, r := range levelSpread[level] {
				rules = append(rules, r.tenths)
			}
			var band []int
			for r := lo; r <= hi; r++ {
				band = append(band, r)
			}
			for _, forbid := range [][]int{nil, rules, {rating}, {rating - 1, rating + 1}, {lo, rating}, band} {
				want := gr.Exact && slices.Contains(forbid, rating)
				cmp, got := rateLevel(p, level, forbid)
				if cmp != 0 || got != want {
					t.Fatalf("%s (%v, rated %.1f, exact %v): rateLevel with %v = %d, %v; want 0, %v",
						p, level, gr.Rating, gr.Exact, forbid, cmp, got, want)
				}
			}
		}
	}
}

var genSpread = flag.Int("genspread", 0, "TestGenerateSpreadFigures: puzzles a level")

// TestGenerateSpreadFigures is a measurement, run with -genspread=N: for
// each level it generates N puzzles without the spread rules and with them
// (seeds 101 to 105, N/5 each), and prints the carving's own share of each
// rating, the keep percentages that would bring every share to 25 %, and
// the shares and CPU time (mean and median a puzzle) with the rules of
// levelSpread. levelSpread's rules come from its keep percentages.
func TestGenerateSpreadFigures(t *testing.T) {
	if *genSpread <= 0 {
		t.Skip("run with -genspread=N")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	const target = 0.25
	per := max(1, *genSpread/5)
	for _, level := range Levels {
		var cpu [2]time.Duration
		var times [2][]time.Duration
		var shares [2]map[float64]int
		var st [2]genStats
		for i := range shares {
			shares[i] = map[float64]int{}
		}
		n := 0
		for seed := int64(101); seed <= 105; seed++ {
			for i, spread := range [][]spreadRule{nil, levelSpread[level]} {
				rng := rand.New(rand.NewSource(seed))
				for range per {
					start := threadCPU()
					p, err := generate(context.Background(), level, rng, &st[i], spread)
					took := threadCPU() - start
					cpu[i] += took
					times[i] = append(times[i], took)
					if err != nil {
						t.Fatal(err)
					}
					gr, err := GradeShallow(p)
					if err != nil {
						t.Fatal(err)
					}
					shares[i][gr.Rating]++
				}
			}
			n += per
		}
		for i := range times {
			slices.Sort(times[i])
		}
		t.Logf("%-6s carving alone: %s; CPU %.2f ms a puzzle (median %.2f), %.1f grids", level, formatShares(shares[0], n),
			float64(cpu[0])/1e6/float64(n), float64(times[0][n/2])/1e6, float64(st[0].grids)/float64(n))
		t.Logf("%-6s keep for %.0f %%: %s", level, target*100, keepFor(shares[0], n, target))
		t.Logf("%-6s with levelSpread: %s; CPU %.2f ms a puzzle (%.2f×, median %.2f), %.1f grids, %.1f dropped", level, formatShares(shares[1], n),
			float64(cpu[1])/1e6/float64(n), float64(cpu[1])/float64(cpu[0]), float64(times[1][n/2])/1e6,
			float64(st[1].grids)/float64(n), float64(st[1].dropped)/float64(n))
	}
}

// keepFor returns the keep percentages that bring every rating of the
// shares to at most target: the ratings above a cap c are kept with
// probability c/share, where c is the cap at which the kept shares, capped
// ones included, come to target (the capped ones then each make target of
// what is kept).
func keepFor(shares map[float64]int, n int, target float64) string {
	rs := slices.Sorted(maps.Keys(shares))
	ps := make([]float64, len(rs))
	for i, r := range rs {
		ps[i] = float64(shares[r]) / float64(n)
	}
	byShare := slices.Clone(ps)
	slices.Sort(byShare)
	slices.Reverse(byShare)
	// Cap the k largest at c: c = target × (the rest) / (1 − k × target),
	// valid when c lies between the k-th largest and the next.
	c := -1.0
	for k := 1; k <= len(byShare) && float64(k)*target < 1; k++ {
		rest := 0.0
		for _, p := range byShare[k:] {
			rest += p
		}
		limit := target * rest / (1 - float64(k)*target)
		if limit > 0 && limit <= byShare[k-1] && (k == len(byShare) || limit >= byShare[k]) {
			c = limit
			break
		}
	}
	if c < 0 {
		return "none can do it: too few ratings"
	}
	var b strings.Builder
	for i, r := range rs {
		if ps[i] > c {
			fmt.Fprintf(&b, "{%d, %.0f} ", int(math.Round(r*10)), 100*c/ps[i])
		}
	}
	if b.Len() == 0 {
		return "none needed"
	}
	return b.String()
}
