package solver

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestLevelRule(t *testing.T) {
	tests := []struct {
		tenths int
		exact  bool
		want   Level
	}{
		{0, true, Easy},    // a full grid
		{10, true, Easy},   // full houses only
		{12, true, Easy},   // hidden singles in boxes
		{20, true, Easy},   // a direct hidden pair, Easy's top
		{23, true, Medium}, // a naked single
		{25, true, Medium}, // a direct hidden triple
		{28, true, Medium}, // claiming, Medium's top
		{30, true, Hard},   // a naked pair
		{40, true, Hard},   // a hidden triple
		{44, true, Hard},   // an XYZ-Wing, Hard's top
		{45, true, Expert}, // a unique rectangle
		{62, true, Expert}, // aligned pair exclusion
		{69, true, Expert}, // Expert's top
		{70, true, Master}, // a forcing chain
		{96, true, Master},
		{40, false, Master}, // stuck, whatever the bound
		{70, false, Master},
		{12, false, Master}, // (cannot happen: the bound is at least StuckRating)
	}
	for _, tt := range tests {
		if got := levelFor(tt.tenths, tt.exact); got != tt.want {
			t.Errorf("levelFor(rating %.1f, exact %v) = %v, want %v", float64(tt.tenths)/10, tt.exact, got, tt.want)
		}
	}
	// The bands of the levels follow each other without a gap.
	next := 0
	for _, l := range Levels {
		lo, hi := l.band()
		if lo != next || (hi != 0 && hi < lo) || (hi == 0) != (l == Master) {
			t.Errorf("%v: band %d–%d, want it to start at %d", l, lo, hi, next)
		}
		for r := lo; r <= hi || hi == 0 && r < lo+30; r++ {
			if got := levelFor(r, true); got != l {
				t.Errorf("rating %.1f in %v's band, levelFor says %v", float64(r)/10, l, got)
			}
		}
		next = hi + 1
	}
}

func TestGradeOfErrors(t *testing.T) {
	tests := []struct {
		name, grid string
		check      func(error) bool
	}{
		{"clash", "55" + strings.Repeat(".", 79), func(err error) bool {
			var c *ConflictError
			return errors.As(err, &c) && c.A == 0 && c.B == 1
		}},
		{"no solution", "12345678." + "........9" + strings.Repeat(".", 63), func(err error) bool {
			return errors.Is(err, ErrNoSolution)
		}},
		{"several", strings.Repeat(".", 81), func(err error) bool {
			return errors.Is(err, ErrSeveralSolutions)
		}},
	}
	for _, tt := range tests {
		g, err := Parse(tt.grid)
		if err != nil {
			t.Fatal(err)
		}
		if gr, err := GradeOf(g); !tt.check(err) || gr.Level != 0 {
			t.Errorf("%s: GradeOf = %v, %v", tt.name, gr.Level, err)
		}
		if _, err := LogicalSteps(g); !tt.check(err) {
			t.Errorf("%s: LogicalSteps error %v", tt.name, err)
		}
	}
}

// readLines reads the puzzles of a testdata file (one a line, # comments).
func readPuzzleFile(t testing.TB, path string) []Grid {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var gs []Grid
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := Parse(strings.Fields(line)[0])
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		gs = append(gs, g)
	}
	return gs
}

// TestGradeSteps grades the puzzles of testdata/grade-puzzles.txt and lists
// their steps in a golden file: a change of path or grade shows as a diff.
func TestGradeSteps(t *testing.T) {
	var out strings.Builder
	for _, g := range readPuzzleFile(t, "testdata/grade-puzzles.txt") {
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s\n  level %s, rating %.1f, stuck %d, clues %d, complexity %d, guesses %d, hardest %s\n  used:", g, gr.Level, gr.Rating, gr.Stuck, gr.Clues, gr.Complexity, gr.Guesses, gr.Hardest)
		steps, err := LogicalSteps(g)
		if err != nil {
			t.Fatal(err)
		}
		var counts [NumTechniques]int
		for _, s := range steps {
			counts[s.Technique]++
		}
		for tq := FullHouse; tq <= FromSolution; tq++ {
			if counts[tq] > 0 {
				fmt.Fprintf(&out, " %s×%d", tq, counts[tq])
			}
		}
		out.WriteString("\n")
		for i, s := range steps {
			fmt.Fprintf(&out, "  %2d. %s\n", i+1, s)
		}
		out.WriteString("\n")
	}
	golden(t, "grade-steps.golden", []byte(out.String()))
}

// carvePuzzle makes a random centrally symmetric puzzle the way docs/behaviour.md, Levels
// says: a random full grid, then symmetric pairs of cells emptied in random
// order while the solution stays unique, until at most stop clues are left.
// (The tests carve on their own so that they measure the rule, not one
// version of the generator.)
func carvePuzzle(rng *rand.Rand, stop int) Grid {
	full := Fill(rng)
	p := full
	clues := 81
	for _, i := range rng.Perm(41) {
		if clues <= stop {
			break
		}
		j := 80 - i
		p[i], p[j] = 0, 0
		if CountSolutions(p, 2) != 1 {
			p[i], p[j] = full[i], full[j]
			continue
		}
		if i == j {
			clues--
		} else {
			clues -= 2
		}
	}
	return p
}

// testPuzzles returns puzzles for the property tests: random carvings at
// every level's clue target, and, when the shared collections are there,
// hard puzzles from them.
func testPuzzles(t *testing.T, n int) []Grid {
	rng := rand.New(rand.NewSource(7))
	var gs []Grid
	for i := 0; i < n; i++ {
		gs = append(gs, carvePuzzle(rng, []int{46, 35, 29, 17}[i%4]))
	}
	// The whole collections when they are there, else their excerpts.
	for _, name := range []string{"puzzles3_magictour_top1465.txt", "puzzles2_17_clue.txt", "norvig-easy50.txt"} {
		gs = append(gs, collectionPuzzles(t, name, n/2)...)
	}
	return gs
}

// TestLogicSound checks every step of the grader's path on many puzzles:
// a placement puts the solution's digit, an elimination never removes it,
// every step changes something, FromSolution comes only when no technique
// applies, and GradeOf's figures are those of the path.
func TestLogicSound(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	for _, g := range testPuzzles(t, n) {
		sol, err := SolveUnique(g)
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLogic(g)
		if err != nil {
			t.Fatal(err)
		}
		var counts [NumTechniques]int
		tenths, stuck, hardest := 0, 0, ""
		bound := -1 // the rating when first stuck
		for !l.Solved() {
			s, ok := l.Next()
			if !ok {
				if s, ok = l.SolutionStep(sol); !ok {
					t.Fatalf("%s: no step and no empty cell", g)
				}
				c := s.Cells[0]
				for i := 0; i < 81; i++ {
					if n, m := l.Candidates(i).Count(), l.Candidates(int(c)).Count(); n > 0 && (n < m || n == m && i < int(c)) {
						t.Fatalf("%s: stuck on %s, but %s has %d candidates", g, CellName(int(c)), CellName(i), n)
					}
				}
				if stuck == 0 {
					bound = max(tenths, stuckTenths)
				}
				stuck++
			}
			counts[s.Technique]++
			if st := s.tenths(); s.Technique != FromSolution && st > tenths {
				// The hardest step is rated by its own rating (unique loops,
				// BUG type 3), and the first of the hardest names the
				// technique: Sudoku Explainer's order is not the scale's.
				tenths, hardest = st, s.Technique.String()
			}
			changed := false
			for _, p := range s.Placements {
				if sol[p.Cell] != p.Digit {
					t.Fatalf("%s: %s places a wrong digit (solution %s)", g, s, sol)
				}
				changed = changed || l.Grid()[p.Cell] == 0
			}
			for _, e := range s.Eliminations {
				if e.Digits.Has(sol[e.Cell]) {
					t.Fatalf("%s: %s removes the solution's %d from %s", g, s, sol[e.Cell], CellName(int(e.Cell)))
				}
				changed = changed || l.Candidates(int(e.Cell))&e.Digits != 0
			}
			if !changed {
				t.Fatalf("%s: %s changes nothing", g, s)
			}
			for i := 1; i < len(s.Cells); i++ {
				if s.Cells[i] <= s.Cells[i-1] {
					t.Fatalf("%s: cells not ascending", s)
				}
			}
			if err := l.Apply(s); err != nil {
				t.Fatal(err)
			}
			// The solution stays possible.
			for c := 0; c < 81; c++ {
				if l.Grid()[c] == 0 && !l.Candidates(c).Has(sol[c]) {
					t.Fatalf("%s: after %s, %s lost its solution digit", g, s, CellName(c))
				}
			}
		}
		if l.Grid() != sol {
			t.Fatalf("%s: ended on %s, solution %s", g, l.Grid(), sol)
		}
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		if stuck > 0 {
			tenths = bound
		}
		rating := float64(tenths) / 10
		if gr.Exact != (stuck == 0) {
			t.Fatalf("%s: exact %v, stuck %d", g, gr.Exact, stuck)
		}
		if gr.Stuck != stuck || gr.Rating != rating {
			t.Fatalf("%s: GradeOf stuck %d rating %.1f, path stuck %d rating %.1f", g, gr.Stuck, gr.Rating, stuck, rating)
		}
		var used []string
		var times []int
		for tq := FullHouse; tq < FromSolution; tq++ {
			if counts[tq] > 0 {
				used = append(used, tq.String())
				times = append(times, counts[tq])
			}
		}
		if !reflect.DeepEqual(gr.Techniques, used) || !reflect.DeepEqual(gr.Counts, times) {
			t.Fatalf("%s: GradeOf lists %v %v, the path used %v %v", g, gr.Techniques, gr.Counts, used, times)
		}
		if gr.Hardest != hardest {
			t.Fatalf("%s: hardest %q, used %v", g, gr.Hardest, used)
		}
		if gr.Level != levelFor(tenths, stuck == 0) || gr.Clues != g.Clues() {
			t.Fatalf("%s: level %v with clues %d", g, gr.Level, gr.Clues)
		}
		if c, guesses := complexity(g); gr.Complexity != c || gr.Guesses != guesses {
			t.Fatalf("%s: complexity %d/%d, want %d/%d", g, gr.Complexity, gr.Guesses, c, guesses)
		}
	}
}

var hasLevelN = flag.Int("haslevel", 0, "TestHasLevelAgrees: carvings per level (default 300, 100 with -short)")

// TestHasLevelAgrees checks the generator's fast path (compareLevel: easier,
// the level, or harder) against GradeOf on random carvings at every clue
// count of every level's range, on the shared collections' hard puzzles,
// and on generated puzzles of every level. With -haslevel=N it carves and
// generates N puzzles a level (N = 2000: 20,500 puzzles, at least 2,400 of
// each level).
func TestHasLevelAgrees(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 100
	}
	if *hasLevelN > 0 {
		n = *hasLevelN
	}
	rng := rand.New(rand.NewSource(11))
	var gs []Grid
	for _, level := range Levels {
		lo, hi := level.ClueRange()
		for i := 0; i < n; i++ {
			gs = append(gs, carvePuzzle(rng, lo+i%(hi-lo+1)))
		}
	}
	// Generated puzzles of each level: the carvings above rarely give the
	// harder levels.
	for _, level := range Levels {
		if !knowsLevel(level) {
			continue
		}
		rng := rand.New(rand.NewSource(int64(level)))
		for i := 0; i < n; i++ {
			p, err := Generate(context.Background(), level, rng)
			if err != nil {
				t.Fatal(err)
			}
			gs = append(gs, p)
		}
	}
	if dir := sharedDataDir(); dir != "" {
		gs = append(gs, sharedPuzzles(t, "puzzles3_magictour_top1465.txt", n/4)...)
	}
	agree := map[Level]int{}
	for _, g := range gs {
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range Levels {
			want := 0
			switch {
			case gr.Level < l:
				want = -1
			case gr.Level > l:
				want = 1
			}
			if got := compareLevel(g, l); got != want {
				t.Fatalf("%s: compareLevel(%v) = %d, GradeOf says %v (rating %.1f, exact %v)", g, l, got, gr.Level, gr.Rating, gr.Exact)
			}
		}
		agree[gr.Level]++
	}
	t.Logf("%d puzzles, graded %v", len(gs), agree)
	for _, l := range Levels {
		if agree[l] == 0 && knowsLevel(l) {
			t.Errorf("no puzzle graded %v: the test does not cover it", l)
		}
	}
}

// isomorph returns g with its digits relabelled, rows and columns permuted
// within bands and stacks, bands and stacks permuted, and maybe transposed:
// the same puzzle for a player, another scanning order for the solver.
func isomorph(g Grid, rng *rand.Rand) Grid {
	var digit [10]uint8
	for i, d := range rng.Perm(9) {
		digit[i+1] = uint8(d + 1)
	}
	lines := func() []int {
		var ls []int
		for _, b := range rng.Perm(3) {
			for _, r := range rng.Perm(3) {
				ls = append(ls, b*3+r)
			}
		}
		return ls
	}
	rows, cols, transpose := lines(), lines(), rng.Intn(2) == 1
	var h Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			src := rows[r]*9 + cols[c]
			if transpose {
				src = cols[c]*9 + rows[r]
			}
			h[r*9+c] = digit[g[src]]
		}
	}
	return h
}

// TestRatingOrderFree checks what the fast path and the stuck rating rest
// on: a grid the techniques finish gets the same rating whatever order the
// solver scans it in (here: the same puzzle relabelled and permuted).
func TestRatingOrderFree(t *testing.T) {
	const chainsFrom = 6.5 // the least rating of a chain
	n := 200
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewSource(3))
	for _, g := range testPuzzles(t, n) {
		gr, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 3; k++ {
			h := isomorph(g, rng)
			hr, err := GradeOf(h)
			if err != nil {
				t.Fatal(err)
			}
			if (gr.Stuck == 0) != (hr.Stuck == 0) {
				t.Fatalf("%s stuck %d, its isomorph %s stuck %d", g, gr.Stuck, h, hr.Stuck)
			}
			// Chains are rated by their length, and which chain comes
			// first depends on the scan: as for Sudoku Explainer, those
			// ratings may differ between isomorphs.
			if gr.Stuck == 0 && gr.Rating != hr.Rating && max(gr.Rating, hr.Rating) < chainsFrom {
				t.Fatalf("%s rated %.1f, its isomorph %s %.1f", g, gr.Rating, h, hr.Rating)
			}
		}
	}
}

func TestLogicAPI(t *testing.T) {
	if _, err := NewLogic(Grid{1, 1}); err == nil {
		t.Error("NewLogic accepted clashing clues")
	}
	var cand [81]Mask
	if _, err := NewLogicCandidates(Grid{2, 2}, &cand); err == nil {
		t.Error("NewLogicCandidates accepted clashing clues")
	}
	l, err := NewLogic(Grid{})
	if err != nil {
		t.Fatal(err)
	}
	// Shallow: nothing follows on the empty grid, and the nested forcing
	// chains take minutes to find that out over its 729 candidates (every
	// level to the fifth tried from each); no caller asks them of a grid
	// with several solutions.
	l.Shallow()
	if _, ok := l.Next(); ok {
		t.Error("a step on the empty grid")
	}
	if _, ok := l.SolutionStep(Grid{}); !ok {
		t.Error("no solution step on the empty grid")
	}
	if err := l.Place(0, 5); err != nil {
		t.Fatal(err)
	}
	if l.Grid()[0] != 5 || l.Candidates(0) != 0 || l.Candidates(1).Has(5) || !l.Candidates(10).Has(4) {
		t.Errorf("Place(r1c1, 5): r1c1 %d, r1c2 candidates %s", l.Grid()[0], l.Candidates(1))
	}
	if err := l.Place(1, 5); err == nil {
		t.Error("Place put 5 twice in row 1")
	}
	if err := l.Place(81, 1); err == nil {
		t.Error("Place accepted cell 81")
	}
	bad := Step{Technique: NakedSingle, Placements: []Placement{{Cell: 2, Digit: 5}}, Eliminations: []Elimination{{Cell: 3, Digits: 1 << 7}}}
	if err := l.Apply(bad); err == nil || !l.Candidates(3).Has(7) {
		t.Errorf("Apply of a non-candidate placement: %v, and r1c4 lost 7", err)
	}
	if err := l.Apply(Step{Eliminations: []Elimination{{Cell: 90, Digits: 2}}}); err == nil {
		t.Error("Apply accepted cell 90")
	}
	ok := Step{Technique: Pointing, Eliminations: []Elimination{{Cell: 3, Digits: 1<<7 | 1<<8}}}
	if err := l.Apply(ok); err != nil || l.Candidates(3).Has(7) || l.Candidates(3).Has(8) {
		t.Errorf("Apply: %v, r1c4 keeps %s", err, l.Candidates(3))
	}
	// A pencil-mark state keeps what the player left, minus what the digits rule out.
	for i := range cand {
		cand[i] = AllDigits
	}
	cand[1] = 1<<5 | 1<<6
	l, err = NewLogicCandidates(Grid{5}, &cand)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Candidates(1); got != 1<<6 {
		t.Errorf("r1c2 candidates %s, want 6", got)
	}
	if s, ok := l.Advance(); !ok || s.Technique != NakedSingle || l.Grid()[1] != 6 {
		t.Errorf("Advance: %s, %v; r1c2 %d", s, ok, l.Grid()[1])
	}
}

// seRated reads a file of puzzles with the ratings classic Sudoku Explainer
// 1.2.1 gives them (se-classic-*.txt and se-holdout.txt, made with its
// serate: PUZZLE RATING a line), from dir: testdata, subsetDir (the
// committed excerpts) or ../shared/data (the whole files; skipped when
// absent).
func seRated(t *testing.T, dir, name string) ([]Grid, []float64) {
	if dir == "" {
		skipWithoutShared(t, false, "../shared/data is absent: the whole %s is skipped, its excerpt is not", name)
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil && dir != subsetDir && dir != "testdata" {
		skipWithoutShared(t, false, "%s: %v", name, err)
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer f.Close()
	var gs []Grid
	var rs []float64
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		if len(fs) != 2 {
			t.Fatalf("line %d: want PUZZLE RATING", line)
		}
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		r, err := strconv.ParseFloat(fs[1], 64)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		gs = append(gs, g)
		rs = append(rs, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return gs, rs
}

// seBands are the bands of Sudoku Explainer's ratings the agreement is
// reported in: singles, locked candidates, up to XYZ-Wing, up to aligned
// pair exclusion, then chains and beyond.
var seBands = [...]struct {
	name string
	max  float64
}{{"1.0-2.3", 2.3}, {"2.4-2.8", 2.8}, {"2.9-4.4", 4.4}, {"4.5-6.2", 6.2}, {"6.3+", 99}}

func seBand(r float64) int {
	for i, b := range seBands {
		if r <= b.max+1e-9 {
			return i
		}
	}
	return len(seBands) - 1
}

// TestAgreementWithSudokuExplainer grades the puzzles that classic Sudoku
// Explainer rated (the QQWing set and the first 298 of top1465, and the
// held-out puzzles of se-holdout.txt, which the techniques were not tuned
// on). Where the techniques finish a puzzle, our rating should be SE's;
// where they do not, SE's should be at least StuckRating. With -v it
// prints, per band of SE's rating, the puzzles, those the techniques
// finish, and those rated exactly as SE and within 0.2 of it.
func TestAgreementWithSudokuExplainer(t *testing.T) {
	sets := []struct{ dir, name string }{
		{"testdata", "se-holdout.txt"},
		{subsetDir, "se-classic-qqwing200.txt"},
		{subsetDir, "se-classic-top1465-298.txt"},
		{sharedDataDir(), "se-classic-qqwing200.txt"},
		{sharedDataDir(), "se-classic-top1465-298.txt"},
	}
	for _, set := range sets {
		name := set.name
		where := "shared"
		if set.dir != sharedDataDir() {
			where = "testdata"
		}
		t.Run(where+"/"+name, func(t *testing.T) {
			gs, rs := seRated(t, set.dir, name)
			var total, finished, exact, near [len(seBands)]int
			var stuck, stuckAbove int
			for i, g := range gs {
				gr, err := GradeOf(g)
				if err != nil {
					t.Fatalf("%s: %v", g, err)
				}
				se := rs[i]
				band := seBand(se)
				total[band]++
				if gr.Stuck > 0 {
					stuck++
					if se >= StuckRating-1e-9 {
						stuckAbove++
					} else {
						t.Logf("%s: stuck %d but SE rates it %.1f", g, gr.Stuck, se)
					}
					continue
				}
				finished[band]++
				d := math.Abs(gr.Rating - se)
				if d < 1e-9 {
					exact[band]++
				} else {
					t.Logf("%s: rated %.1f (%s), SE %.1f", g, gr.Rating, gr.Hardest, se)
				}
				if d < 0.2+1e-9 {
					near[band]++
				}
			}
			var sumF, sumE int
			for i := range seBands {
				sumF += finished[i]
				sumE += exact[i]
			}
			if testing.Verbose() {
				var b strings.Builder
				fmt.Fprintf(&b, "%s: %d puzzles\n%-8s %7s %9s %6s %8s", name, len(gs), "SE band", "puzzles", "finished", "exact", "<=0.2")
				for i, bd := range seBands {
					fmt.Fprintf(&b, "\n%-8s %7d %9d %6d %8d", bd.name, total[i], finished[i], exact[i], near[i])
				}
				fmt.Fprintf(&b, "\nstuck: %d, rated at least %.1f by SE: %d", stuck, StuckRating, stuckAbove)
				t.Log(b.String())
			}
			// Every puzzle the techniques finish gets SE's rating (the
			// lines logged above name any that does not), and every stuck
			// one is rated at least StuckRating by SE. The grader takes
			// SE's path step by step, so a rating a tenth off is a fault to
			// look into, not noise to allow for (each set here measured
			// 100 %).
			if sumE != sumF {
				t.Errorf("finished by our techniques: only %d/%d get SE's rating", sumE, sumF)
			}
			if stuckAbove != stuck {
				t.Errorf("stuck: %d/%d rated at least %.1f by SE", stuckAbove, stuck, StuckRating)
			}
			// Every puzzle SE rates up to aligned pair exclusion is finished.
			for i := 0; i < len(seBands)-1; i++ {
				if finished[i] != total[i] {
					t.Errorf("band %s: %d of %d finished", seBands[i].name, finished[i], total[i])
				}
			}
		})
	}
}

var acceptance = flag.Int("acceptance", 0, "TestAcceptanceRates: carve this many puzzles a level and print how they grade")

// TestAcceptanceRates is an experiment, run with -acceptance=N: for each
// level it carves N random symmetric grids as Generate does, grading them at
// every clue count of the level's range on the way down, and prints the
// share of grids that give a puzzle of the level (what Generate's retries
// pay for) and, per clue count, how the carvings grade.
func TestAcceptanceRates(t *testing.T) {
	if *acceptance <= 0 {
		t.Skip("run with -acceptance=N")
	}
	rng := rand.New(rand.NewSource(1))
	for _, level := range Levels {
		lo, hi := level.ClueRange()
		var c carver
		accepted := 0
		byClues := map[int]*[6]int{}
		for i := 0; i < *acceptance; i++ {
			c.start(Fill(rng), rng)
			found := false
			for c.clues > hi && c.step() {
			}
			for lo <= c.clues && c.clues <= hi {
				gr, err := GradeOf(c.p)
				if err != nil {
					t.Fatal(err)
				}
				if byClues[c.clues] == nil {
					byClues[c.clues] = new([6]int)
				}
				byClues[c.clues][gr.Level]++
				found = found || gr.Level == level
				if !c.step() {
					break
				}
			}
			if found {
				accepted++
			}
		}
		t.Logf("%-6s %d–%d clues: %.1f%% of %d grids give one", level, lo, hi, 100*float64(accepted)/float64(*acceptance), *acceptance)
		for k := hi; k >= lo; k-- {
			if v := byClues[k]; v != nil {
				t.Logf("   %2d clues: easy %4d medium %4d hard %4d expert %4d master %4d", k, v[1], v[2], v[3], v[4], v[5])
			}
		}
	}
}
