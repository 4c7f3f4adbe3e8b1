package solver

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestNestedMeasure grades, with NEST_MEASURE=FILE (lines: puzzle rating),
// the puzzles rated 9.0 or more and prints ours beside the reference's.
func TestNestedMeasure(t *testing.T) {
	path := os.Getenv("NEST_MEASURE")
	if path == "" {
		t.Skip("NEST_MEASURE not set")
	}
	f, err := os.Open(filepath.Clean(path))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	sc := bufio.NewScanner(f)
	exact, bound, wrong := 0, 0, 0
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 1 || len(fs[0]) != 81 {
			continue
		}
		se := 0.0 // not rated
		if len(fs) > 1 {
			if se, err = strconv.ParseFloat(fs[1], 64); err != nil || se < 9.0 {
				continue
			}
		}
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatal(err)
		}
		start := threadCPU()
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		mark := ""
		switch {
		case !gr.Exact:
			bound++
			mark = "bound"
		case gr.Rating == se || se == 0:
			exact++
		default:
			wrong++
			mark = "WRONG"
		}
		t.Logf("%s SE %.1f ours %.1f exact %v %v %s", fs[0], se, gr.Rating, gr.Exact, (threadCPU() - start).Round(time.Millisecond), mark)
	}
	t.Logf("exact %d, bound %d, wrong %d", exact, bound, wrong)
}

// TestNestCrossings checks the crossings table against the units.
func TestNestCrossings(t *testing.T) {
	for a := 0; a < 27; a++ {
		for i := 0; i < 9; i++ {
			if unitCell(a, i) != int(Units[a][i]) {
				t.Fatalf("unitCell(%d, %d) = %d, Units says %d", a, i, unitCell(a, i), Units[a][i])
			}
		}
		for b := 0; b < 27; b++ {
			var want uint16
			for i, c := range Units[a] {
				for _, x := range Units[b] {
					if c == x && a != b {
						want |= 1 << i
					}
				}
			}
			if crossings[a][b] != want {
				t.Errorf("crossings[%d][%d] = %09b, want %09b", a, b, crossings[a][b], want)
			}
		}
	}
}

// TestNestedAgreement grades the puzzles of testdata/se-hardest.txt, which
// the reference rates 9.5 and up, with steps of its nested forcing chains:
// a rating the grader finishes is the reference's, a puzzle the reference
// rates below StuckRating is finished, and a bound is at most the
// reference's rating.
func TestNestedAgreement(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "se-hardest.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	exact, n := 0, 0
	for line := 1; sc.Scan(); line++ {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		if len(fs) != 3 {
			t.Fatalf("se-hardest.txt:%d: want PUZZLE ER SOURCE:LINE", line)
		}
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatalf("se-hardest.txt:%d: %v", line, err)
		}
		se, err := strconv.ParseFloat(fs[1], 64)
		if err != nil {
			t.Fatalf("se-hardest.txt:%d: %v", line, err)
		}
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatalf("se-hardest.txt:%d: %v", line, err)
		}
		n++
		switch {
		case gr.Exact && gr.Rating != se:
			t.Errorf("line %d (%s): rated %.1f (%s), the reference %.1f", line, fs[2], gr.Rating, gr.Hardest, se)
		case gr.Exact:
			exact++
		case se < StuckRating:
			t.Errorf("line %d (%s): stuck (bound %.1f), the reference rates it %.1f, below %.1f", line, fs[2], gr.Rating, se, StuckRating)
		case gr.Rating > se:
			t.Errorf("line %d (%s): bound %.1f above the reference's %.1f", line, fs[2], gr.Rating, se)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d puzzles, %d rated exactly", n, exact)
	if exact == 0 {
		t.Error("no puzzle rated exactly")
	}
}

// TestNestedExplain words the nested steps of se-hardest.txt's puzzles:
// each is a forcing chain of a known shape, written on one line that names
// its cells.
func TestNestedExplain(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "se-hardest.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	nested := 0
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatal(err)
		}
		steps, err := LogicalSteps(g)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range steps {
			var cand [81]Mask
			for c := range cand {
				cand[c] = l.Candidates(c)
			}
			if err := l.Apply(s); err != nil {
				t.Fatal(err)
			}
			if s.Technique != DynamicForcingChain || s.Rating < nestBase(1) {
				continue
			}
			nested++
			line := ExplainWith(s, &cand)
			if strings.Contains(line, "\n") {
				t.Errorf("%s: %q", s, line)
			}
			for _, p := range s.Placements {
				if !strings.Contains(line, CellName(int(p.Cell))) {
					t.Errorf("%s: %q does not name %s", s, line, CellName(int(p.Cell)))
				}
			}
			for _, e := range s.Eliminations {
				if !strings.Contains(line, CellName(int(e.Cell))) {
					t.Errorf("%s: %q does not name %s", s, line, CellName(int(e.Cell)))
				}
			}
			if _, ok := ForcingOf(s, &cand); !ok {
				t.Errorf("%s: chains of no known shape: %q", s, line)
			}
		}
	}
	if nested == 0 {
		t.Error("no nested step on these puzzles")
	}
	t.Logf("%d nested steps", nested)
}
