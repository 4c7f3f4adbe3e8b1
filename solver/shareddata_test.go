package solver

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sharedDataDir returns the folder of public puzzle collections of the
// workplace (../shared/data from the repository's root), or "" when it is
// absent: tests and benchmarks that need it skip. SUDOKU_SHARED_DATA
// overrides the location.
func sharedDataDir() string {
	if d := os.Getenv("SUDOKU_SHARED_DATA"); d != "" {
		return d
	}
	d, err := filepath.Abs(filepath.Join("..", "..", "shared", "data"))
	if err != nil {
		return ""
	}
	if st, err := os.Stat(d); err != nil || !st.IsDir() {
		return ""
	}
	return d
}

// sharedPuzzles reads up to max puzzles (all when max <= 0) from a file of
// the shared collections, skipping the test when it is absent.
func sharedPuzzles(tb testing.TB, name string, max int) []Grid {
	tb.Helper()
	dir := sharedDataDir()
	if dir == "" {
		tb.Skipf("../shared/data is absent: skipping what needs %s", name)
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		tb.Skipf("%s: %v", name, err)
	}
	defer f.Close()
	var gs []Grid
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		g, err := Parse(s[:min(len(s), 81)])
		if err != nil {
			tb.Fatalf("%s: line %d: %v", name, line, err)
		}
		gs = append(gs, g)
		if max > 0 && len(gs) == max {
			break
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return gs
}

func TestSharedCollectionsSolve(t *testing.T) {
	limit := 2000
	if testing.Short() {
		limit = 200
	}
	for _, name := range []string{"norvig-easy50.txt", "puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt", "puzzles2_17_clue.txt"} {
		t.Run(name, func(t *testing.T) {
			for i, g := range sharedPuzzles(t, name, limit) {
				s, err := SolveUnique(g)
				if err != nil {
					t.Fatalf("puzzle %d %s: %v", i+1, g, err)
				}
				if !s.Solved() {
					t.Fatalf("puzzle %d: %s is not a solution", i+1, s)
				}
				for c, v := range g {
					if v != 0 && s[c] != v {
						t.Fatalf("puzzle %d: clue %s changed", i+1, CellName(c))
					}
				}
			}
		})
	}
}
