package solver

import (
	"path/filepath"
	"runtime"
	"testing"
)

// TestFindDoesNotAllocate checks that looking for a step allocates nothing,
// whatever the technique: in every position of the technique fixtures (one
// for each technique, the uniqueness and exclusion ones included) and along
// the grader's path of the fixtures' puzzles.
func TestFindDoesNotAllocate(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "techniques", "*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, path := range paths {
		fx, err := readFixture(path)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogicCandidates(fx.grid, &fx.cand)
		if err != nil {
			t.Fatal(err)
		}
		// The nested forcing chains (past row 25, where these positions
		// can end) take their working memory when they run: they are left
		// out here, and their cost is a later session's (docs/architecture.md).
		l.Shallow()
		for steps := 0; steps < 81*9; steps++ {
			var b stepBuf
			if n := testing.AllocsPerRun(3, func() { l.st.find(&b) }); n != 0 {
				s, _ := l.Next()
				t.Fatalf("%s: finding %s allocates %.0f times", fx.name, s, n)
			}
			if _, ok := l.Advance(); !ok {
				break
			}
		}
	}
}

// TestGradeAllocationsBounded checks that grading a puzzle allocates a
// bounded handful of objects (the logic, its step buffer, the Grade's
// lists), not some per guess of the complexity's search or per chain
// search: even right after a garbage collection, which the chaining
// memory kept between runs must survive. The puzzles are the committed
// top1465 excerpt's, which need dynamic forcing chains.
func TestGradeAllocationsBounded(t *testing.T) {
	const most = 40
	for i, g := range subsetPuzzles(t, "se-classic-top1465-298.txt", 12) {
		if _, err := GradeOf(g); err != nil { // the memory grows to the puzzle once
			t.Fatal(err)
		}
		n := testing.AllocsPerRun(2, func() {
			runtime.GC()
			if _, err := GradeOf(g); err != nil {
				t.Fatal(err)
			}
		})
		if n > most {
			t.Errorf("puzzle %d (%s): grading allocates %.0f objects, more than %d", i, g, n, most)
		}
	}
}
