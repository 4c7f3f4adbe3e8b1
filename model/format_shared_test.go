package model

import (
	"os"
	"path/filepath"
	"testing"
)

// formatsSharedDataDir returns the workplace's folder of public puzzle
// collections (../shared/data from the repository's root, overridden by
// SUDOKU_SHARED_DATA), or "" when it is absent.
func formatsSharedDataDir() string {
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

// Every collection of the shared data opens through ReadFile with the
// number of puzzles its README gives, and no error: the committed excerpts
// in testdata/shared (the first 10 puzzles of each file, its comment lines
// kept; testdata/shared/README.md) always, the whole files when
// ../shared/data is there.
func TestFormatReadSharedCollections(t *testing.T) {
	t.Run("testdata", func(t *testing.T) {
		want := map[string]int{}
		for _, name := range sharedCollections {
			want[name] = 10
		}
		formatsReadCollections(t, filepath.Join("testdata", "shared"), want)
	})
	t.Run("shared", func(t *testing.T) {
		dir := formatsSharedDataDir()
		if dir == "" {
			t.Skip("../shared/data is absent")
		}
		formatsReadCollections(t, dir, map[string]int{
			"puzzles2_17_clue.txt":                49158,
			"puzzles3_magictour_top1465.txt":      1465,
			"puzzles5_forum_hardest_1905_11+.txt": 48766,
			"puzzles6_forum_hardest_1106.txt":     375,
			"puzzles7_serg_benchmark.txt":         10000,
			"norvig-easy50.txt":                   50,
			"norvig-top95-plus-hardest.txt":       106,
			"se-classic-qqwing200.txt":            200,
			"se-classic-top1465-298.txt":          298,
			"se-ratings-qqwing200.txt":            200,
		})
	})
}

// sharedCollections are the files of ../shared/data, each with an excerpt
// in testdata/shared.
var sharedCollections = []string{
	"norvig-easy50.txt", "norvig-top95-plus-hardest.txt", "puzzles2_17_clue.txt",
	"puzzles3_magictour_top1465.txt", "puzzles5_forum_hardest_1905_11+.txt",
	"puzzles6_forum_hardest_1106.txt", "puzzles7_serg_benchmark.txt",
	"se-classic-qqwing200.txt", "se-classic-top1465-298.txt", "se-ratings-qqwing200.txt",
}

// formatsReadCollections reads every .txt file of dir with ReadFile: each
// must read as .sdm lines without a bad grid, with the number of puzzles
// want gives for it (every file of want must be there), and a rating after a puzzle is read as its name.
func formatsReadCollections(t *testing.T, dir string, want map[string]int) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no collection in %s", dir)
	}
	for name := range want {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			c, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			formatsCheck(t, path, c, err)
			if c.Format != FormatSDM {
				t.Errorf("read as %v", c.Format)
			}
			if errs := c.Errors(); len(errs) > 0 {
				t.Fatalf("%d bad grids, the first: %v", len(errs), errs[0])
			}
			if n, ok := want[name]; ok && len(c.Grids()) != n {
				t.Errorf("%d puzzles, want %d", len(c.Grids()), n)
			}
			switch name {
			case "se-ratings-qqwing200.txt", "se-classic-qqwing200.txt":
				if c.Entries[0].Name != "2.8" {
					t.Errorf("the first rating reads as %q, want 2.8", c.Entries[0].Name)
				}
			case "se-classic-top1465-298.txt":
				if c.Entries[0].Name != "9.0" {
					t.Errorf("the first rating reads as %q, want 9.0", c.Entries[0].Name)
				}
			}
		})
	}
}

// BenchmarkFormatRead17Clue reads the largest shared collection from memory.
func BenchmarkFormatRead17Clue(b *testing.B) {
	dir := formatsSharedDataDir()
	if dir == "" {
		b.Skip("../shared/data is absent")
	}
	data, err := os.ReadFile(filepath.Join(dir, "puzzles2_17_clue.txt"))
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		c, err := readFileBytes("puzzles2_17_clue.txt", data)
		if err != nil || len(c.Entries) != 49158 {
			b.Fatalf("%d entries, %v", len(c.Entries), err)
		}
	}
}
