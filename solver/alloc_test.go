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
		// can end) take seconds on some of these grids: they are left out
		// here, and TestNestedFindDoesNotAllocate checks them.
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

// TestNestedFindDoesNotAllocate checks that the nested forcing chains
// (9.0 and up) allocate nothing once their working memory, kept with the
// chaining memory, has grown: at every nested step of a puzzle of
// testdata/se-hardest.txt rated 10.1 (all found at level 1), and at the
// first two steps of 1106 line 13 (11.8), found at levels 3 and 4 after
// the levels below found nothing. (Level 5, which no puzzle rated so far
// needs, takes seconds a search even late on a path: it was checked the
// same way by hand, 490 inner searches of level 2 without an allocation.)
func TestNestedFindDoesNotAllocate(t *testing.T) {
	for _, tc := range []struct {
		puzzle string
		steps  int // steps of the path looked at
	}{
		{".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8", 200},
		{"........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4", 2},
	} {
		g, err := Parse(tc.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		nested := 0
		for i := 0; i < tc.steps; i++ {
			var b stepBuf
			l.st.find(&b)
			if b.s.Technique == DynamicForcingChain && b.s.Rating >= nestBase(1) {
				nested++
				if n := testing.AllocsPerRun(1, func() { l.st.find(&b) }); n != 0 {
					t.Errorf("%s step %d: finding %s allocates %.0f times", tc.puzzle, i+1, b.s.clone(), n)
				}
			}
			b.release()
			if _, ok := l.Advance(); !ok {
				break
			}
		}
		if nested == 0 {
			t.Errorf("%s: no nested step", tc.puzzle)
		}
	}
}
