package solver

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
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
	if n, err := strconv.Atoi(os.Getenv("NEST_LEVEL")); err == nil {
		defer func(old int) { nestMaxLevel = old }(nestMaxLevel)
		nestMaxLevel = n
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
// reference's rating. The puzzles are graded in parallel subtests (the
// grader keeps its memory per call, chainWorks): the hardest take seconds.
func TestNestedAgreement(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "se-hardest.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type rated struct {
		line   int
		g      Grid
		se     float64
		source string
	}
	var cases []rated
	sc := bufio.NewScanner(f)
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
		cases = append(cases, rated{line, g, se, fs[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	var exact atomic.Int32
	t.Run("puzzles", func(t *testing.T) {
		for _, c := range cases {
			t.Run(c.source, func(t *testing.T) {
				t.Parallel()
				gr, err := GradeOf(c.g)
				if err != nil {
					t.Fatalf("se-hardest.txt:%d: %v", c.line, err)
				}
				switch {
				case gr.Exact && gr.Rating != c.se:
					t.Errorf("line %d (%s): rated %.1f (%s), the reference %.1f", c.line, c.source, gr.Rating, gr.Hardest, c.se)
				case gr.Exact:
					exact.Add(1)
				case c.se < StuckRating:
					t.Errorf("line %d (%s): stuck (bound %.1f), the reference rates it %.1f, below %.1f", c.line, c.source, gr.Rating, c.se, StuckRating)
				case gr.Rating > c.se:
					t.Errorf("line %d (%s): bound %.1f above the reference's %.1f", c.line, c.source, gr.Rating, c.se)
				}
			})
		}
	})
	t.Logf("%d puzzles, %d rated exactly", len(cases), exact.Load())
	if exact.Load() == 0 {
		t.Error("no puzzle rated exactly")
	}
}

// TestNestedExplain reads the argument of the nested steps of
// se-hardest.txt's puzzles rated below 10.5 (the others take seconds to
// solve, and their steps are of the same shapes): each is a forcing chain
// of a known shape, a case for each branch, whose words CheckArgument
// confirms (so that they are shown).
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
		if len(fs) < 2 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		if se, err := strconv.ParseFloat(fs[1], 64); err != nil || se >= 10.5 {
			continue
		}
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatal(err)
		}
		walkSteps(t, g, func(s Step, cand *[81]Mask) {
			if s.Technique != DynamicForcingChain || s.Rating < nestBase(1) {
				return
			}
			nested++
			a := ArgumentOf(s, cand)
			if !a.IsForcing {
				t.Errorf("%s: chains of no known shape", s)
				return
			}
			if len(a.Cases) != len(a.Forcing.Paths) {
				t.Errorf("%s: %d cases for %d branches", s, len(a.Cases), len(a.Forcing.Paths))
			}
			checkForcingCases(t, a)
			if err := CheckArgument(a); err != nil {
				t.Errorf("%s: its words are not confirmed: %v", s, err)
			}
		})
	}
	if nested == 0 {
		t.Error("no nested step on these puzzles")
	}
	t.Logf("%d nested steps", nested)
}

// TestNestedPath prints, with NEST_PATH=PUZZLE (and NEST_LEVEL=n for the
// deepest level tried), the grader's steps from the first chain on: how
// its path is compared with serate-steps' trace.
func TestNestedPath(t *testing.T) {
	p := os.Getenv("NEST_PATH")
	if p == "" {
		t.Skip("NEST_PATH not set")
	}
	if n, err := strconv.Atoi(os.Getenv("NEST_LEVEL")); err == nil {
		defer func(old int) { nestMaxLevel = old }(nestMaxLevel)
		nestMaxLevel = n
	}
	g, err := Parse(p)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := LogicalSteps(g)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		if s.Technique < XCycle {
			continue
		}
		var b strings.Builder
		for _, x := range s.Placements {
			b.WriteString(" " + CellName(int(x.Cell)) + "=" + strconv.Itoa(int(x.Digit)))
		}
		for _, x := range s.Eliminations {
			b.WriteString(" " + CellName(int(x.Cell)) + "-" + x.Digits.String())
		}
		t.Logf("%3d %.1f %s%s", i+1, s.Rating, s.Technique, b.String())
	}
}

// TestNestedInnerAgrees checks the inner searches of levels 2 to 4
// against the grid's own producers: on a grid where nothing was removed
// (every inner hint kept), the first inner hint of row 21's searches, of
// the static cell and region forcing chains and of the dynamic forcing
// chains ranks as the step rows 21, 24 and 25 take there (rating,
// complexity, sort key).
func TestNestedInnerAgrees(t *testing.T) {
	nestKeepAll = true
	defer func() { nestKeepAll = false }()
	inner := func(l *logic, row int) (innerHint, bool) {
		var b stepBuf
		defer b.release()
		w := b.work()
		nw := w.nestedWork()
		s := nestSearch{l: l, w: w, nw: nw, p: &w.pool, level: 3, base: nestBase(3)}
		nw.cand, nw.pos = l.cand, l.pos
		switch row {
		case 21:
			s.nestChains()
		case 24:
			s.nestMultiple()
		case 25:
			s.nestDynamic(0)
		}
		if len(nw.st.hints) == 0 {
			return innerHint{}, false
		}
		return nw.st.hints[0], true
	}
	check := func(what string, l *logic, find func(*logic, *stepBuf) bool, row int) bool {
		var b stepBuf
		defer b.release()
		if !find(l, &b) {
			return false
		}
		want := b.work().rank
		h, ok := inner(l, row)
		if !ok || h.rating != want.rating || h.complexity != want.complexity || h.sortKey != want.sortKey {
			t.Errorf("%s: inner search's first hint %+v (found %v), the producer's %+v (%s)", what, h, ok, want, b.s.clone())
		}
		return true
	}
	// Rows 24 and 25: the positions of Sudoku Explainer's paths where
	// rows 22 and after apply.
	n24, n25 := 0, 0
	row25 := func(l *logic, b *stepBuf) bool { return findDynamic(l, b, &modeDynamic) }
	for _, p := range readSEPositions(t, filepath.Join("testdata", "se-positions.txt")) {
		l, err := NewLogicCandidates(p.grid, &p.cand)
		if err != nil {
			t.Fatal(err)
		}
		what := "se-positions.txt line " + strconv.Itoa(p.line)
		if check(what, &l.st, findMultipleForcingChain, 24) {
			n24++
		} else if check(what, &l.st, row25, 25) {
			n25++
		}
	}
	// Row 21: the positions of the grader's paths where it applies.
	n21 := 0
	for _, g := range testPuzzles(t, 40) {
		steps, err := LogicalSteps(g)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range steps {
			if s.Technique >= XCycle && s.Technique <= ForcingChain {
				if check(g.String()+" step "+strconv.Itoa(i+1), &l.st, findChains21, 21) {
					n21++
				}
			}
			if err := l.Apply(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("row 21: %d positions, row 24: %d, row 25: %d", n21, n24, n25)
	if n21 == 0 || n24 == 0 || n25 == 0 {
		t.Error("no position checked")
	}
}

// TestNestedShortcutsAgree follows the nested searches' first steps on
// 1106 line 13 (11.8: its first step found at level 3, its second at level
// 4, after the levels below found nothing) with the shortcuts of
// chain_nested*.go on and off, and checks that every nested pattern search
// found the same eliminations, from the same premises and inner chains, in
// the same order, and that the steps are the same.
func TestNestedShortcutsAgree(t *testing.T) {
	g, err := Parse("........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4")
	if err != nil {
		t.Fatal(err)
	}
	run := func(on bool) (trace []string, steps []string) {
		defer func(m, r, l bool) { nestChainsMemo, nestReuse, nestLimit = m, r, l }(nestChainsMemo, nestReuse, nestLimit)
		nestChainsMemo, nestReuse, nestLimit = on, on, on
		defer func() { nestTrace = nil }()
		nestTrace = func(s *nestSearch, pending []nestElim) {
			var b strings.Builder
			b.WriteString(strconv.Itoa(s.level))
			for _, e := range pending {
				cx := -1
				if e.inner >= 0 {
					cx = s.nw.innerCx[e.inner]
				}
				b.WriteString(" " + strconv.Itoa(e.ck) + "/" + strconv.Itoa(cx) + ":")
				for _, q := range e.pars {
					b.WriteString(" " + strconv.Itoa(q))
				}
			}
			trace = append(trace, b.String())
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		for nested := 0; nested < 2; {
			var b stepBuf
			l.st.find(&b)
			s := b.s.clone()
			b.release()
			if s.Technique == DynamicForcingChain && s.Rating >= nestBase(1) {
				nested++
				steps = append(steps, s.String())
			}
			if _, ok := l.Advance(); !ok {
				t.Fatal("the path ends before two nested steps")
			}
		}
		return trace, steps
	}
	plainTrace, plainSteps := run(false)
	trace, steps := run(true)
	if len(plainTrace) < 1000 {
		t.Errorf("only %d nested pattern searches: the case is not the one meant", len(plainTrace))
	}
	if !slices.Equal(steps, plainSteps) {
		t.Errorf("steps with the shortcuts:\n%s\nwithout:\n%s", strings.Join(steps, "\n"), strings.Join(plainSteps, "\n"))
	}
	if len(trace) != len(plainTrace) {
		t.Fatalf("%d nested pattern searches with the shortcuts, %d without", len(trace), len(plainTrace))
	}
	for i := range trace {
		if trace[i] != plainTrace[i] {
			t.Fatalf("nested pattern search %d:\nwith the shortcuts    %s\nwithout %s", i, trace[i], plainTrace[i])
		}
	}
}
