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

// subsetDir holds the committed excerpts of the shared collections, under
// the same file names (testdata/shared/README.md says how they were cut and
// where the collections come from). Tests that read a collection run on its
// excerpt always, and on the whole collection too when ../shared/data is
// there; benchmarks use only the whole collections.
const subsetDir = "testdata/shared"

// skipWithoutShared skips tb for want of ../shared/data. hides says whether
// the skip hides a check that runs on nothing else. Under CI=true (what CI
// services set) such a skip fails the test instead, so that a check cannot
// stop running unseen where the suite is trusted: give the test committed
// data (testdata/shared and the helpers below). A run on a whole collection
// whose check has also run on its committed excerpt hides nothing, and
// benchmarks and the opt-in tools (flags, environment variables) only
// skip.
func skipWithoutShared(tb testing.TB, hides bool, format string, args ...any) {
	tb.Helper()
	if _, test := tb.(*testing.T); test && hides && os.Getenv("CI") == "true" {
		tb.Fatalf("CI=true and ../shared/data is absent, which would skip a check that runs on nothing else: "+format, args...)
	}
	tb.Skipf(format, args...)
}

// sharedPuzzles reads up to max puzzles (all when max <= 0) from a file of
// the shared collections, skipping the test or benchmark when it is absent
// (skipWithoutShared: a failure under CI=true for a test).
func sharedPuzzles(tb testing.TB, name string, max int) []Grid {
	tb.Helper()
	dir := sharedDataDir()
	if dir == "" {
		skipWithoutShared(tb, true, "../shared/data is absent: skipping what needs %s", name)
	}
	if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
		skipWithoutShared(tb, true, "%s: %v", name, err)
	}
	return readPuzzles(tb, filepath.Join(dir, name), max)
}

// subsetPuzzles reads up to max puzzles (all when max <= 0) from the
// committed excerpt of a shared collection.
func subsetPuzzles(tb testing.TB, name string, max int) []Grid {
	tb.Helper()
	return readPuzzles(tb, filepath.Join(subsetDir, name), max)
}

// collectionPuzzles reads up to max puzzles of a shared collection: from
// ../shared/data when it is there, else from the committed excerpt.
func collectionPuzzles(tb testing.TB, name string, max int) []Grid {
	tb.Helper()
	if dir := sharedDataDir(); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return readPuzzles(tb, filepath.Join(dir, name), max)
		}
	}
	return subsetPuzzles(tb, name, max)
}

// eachSource runs f on a collection as the subtest NAME/testdata on its
// committed excerpt, always, and as NAME/shared on the whole collection,
// which skips when ../shared/data is absent.
func eachSource(t *testing.T, name string, max int, f func(t *testing.T, gs []Grid)) {
	t.Run(name, func(t *testing.T) {
		t.Run("testdata", func(t *testing.T) { f(t, subsetPuzzles(t, name, max)) })
		t.Run("shared", func(t *testing.T) {
			skipWholeWithoutShared(t)
			f(t, sharedPuzzles(t, name, max))
		})
	})
}

// onCollections runs check as the subtest testdata on the committed
// excerpts of the collections (testdata/shared), always, and as the
// subtest shared on the whole collections when ../shared/data is there.
// check reads a collection through puzzles and checks one puzzle in every
// every: excerptEvery on the excerpts, wholeEvery on the whole files, so
// that both runs test enough positions in a reasonable time.
func onCollections(t *testing.T, excerptEvery, wholeEvery int, check func(t *testing.T, puzzles func(name string) []Grid, every int)) {
	t.Run("testdata", func(t *testing.T) {
		check(t, func(name string) []Grid { return subsetPuzzles(t, name, 0) }, excerptEvery)
	})
	t.Run("shared", func(t *testing.T) {
		skipWholeWithoutShared(t)
		check(t, func(name string) []Grid { return sharedPuzzles(t, name, 0) }, wholeEvery)
	})
}

// skipWholeWithoutShared skips a run on whole collections when
// ../shared/data is absent: the same check has run on their excerpts, so
// the skip hides nothing.
func skipWholeWithoutShared(t *testing.T) {
	t.Helper()
	if sharedDataDir() == "" {
		skipWithoutShared(t, false, "../shared/data is absent: the check ran on the committed excerpts (…/testdata), not on the whole collections")
	}
}

// readPuzzles reads up to max puzzles (all when max <= 0) from a file of one
// puzzle a line, '#' starting a comment line; what follows the 81
// characters of a puzzle (a rating) is ignored.
func readPuzzles(tb testing.TB, path string, max int) []Grid {
	tb.Helper()
	name := filepath.Base(path)
	f, err := os.Open(path)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
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
	if len(gs) == 0 {
		tb.Fatalf("%s: no puzzle", name)
	}
	return gs
}

func TestSharedCollectionsSolve(t *testing.T) {
	limit := 2000
	if testing.Short() {
		limit = 200
	}
	for _, name := range []string{"norvig-easy50.txt", "puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt", "puzzles2_17_clue.txt"} {
		eachSource(t, name, limit, func(t *testing.T, gs []Grid) {
			for i, g := range gs {
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

// TestSubsetsAreExcerpts checks that every line of the committed excerpts
// (a puzzle, with its rating where the collection has one) is a line of its
// collection, when ../shared/data is there.
func TestSubsetsAreExcerpts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(subsetDir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no excerpt in %s: %v", subsetDir, err)
	}
	dir := sharedDataDir()
	if dir == "" {
		// What this checks is the excerpts' origin: without the collections
		// there is nothing to compare them with, on any machine.
		skipWithoutShared(t, false, "../shared/data is absent: the excerpts cannot be compared with their collections")
	}
	for _, path := range files {
		name := filepath.Base(path)
		full, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		lines := map[string]bool{}
		for _, l := range strings.Split(string(full), "\n") {
			lines[strings.TrimSpace(l)] = true
		}
		part, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(part), "\n") {
			if l = strings.TrimSpace(l); l != "" && !lines[l] {
				t.Errorf("%s: line %d is not in ../shared/data/%s: %q", name, i+1, name, l)
			}
		}
	}
}
