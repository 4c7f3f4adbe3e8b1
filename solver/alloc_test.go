package solver

import (
	"path/filepath"
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
