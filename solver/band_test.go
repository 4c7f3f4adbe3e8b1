package solver

import (
	"bufio"
	"errors"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// fixture is a line of testdata/search.txt.
type fixture struct {
	line     int
	grid     Grid
	set      string
	count    int  // all solutions, counted by QQWing
	solution Grid // when count is 1
}

func readFixtures(t *testing.T) []fixture {
	t.Helper()
	f, err := os.Open("testdata/search.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var fs []fixture
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 4 {
			t.Fatalf("search.txt:%d: %d fields, want 4", n, len(fields))
		}
		g, err := Parse(fields[0])
		if err != nil {
			t.Fatalf("search.txt:%d: %v", n, err)
		}
		count, err := strconv.Atoi(fields[2])
		if err != nil {
			t.Fatalf("search.txt:%d: %v", n, err)
		}
		fx := fixture{line: n, grid: g, set: fields[1], count: count}
		if count == 1 {
			if fx.solution, err = Parse(fields[3]); err != nil {
				t.Fatalf("search.txt:%d: solution: %v", n, err)
			}
		}
		fs = append(fs, fx)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(fs) < 300 {
		t.Fatalf("search.txt holds %d grids, want at least 300", len(fs))
	}
	return fs
}

// checkFirst fails when first is not a complete valid grid holding g's clues.
func checkFirst(t *testing.T, what string, g, first Grid) {
	t.Helper()
	if !first.Solved() {
		t.Fatalf("%s: first solution %s is not a valid complete grid", what, first)
	}
	for c, v := range g {
		if v != 0 && first[c] != v {
			t.Fatalf("%s: first solution %s changes the clue at %s", what, first, CellName(c))
		}
	}
}

// TestSearchFixtures checks Search, on every engine this build runs, and
// the cell engine against counts made by QQWing, at several limits, and the
// errors of Solve and SolveUnique.
func TestSearchFixtures(t *testing.T) {
	eachEngine(t, func(t *testing.T) {
		fixtures := readFixtures(t)
		sets := map[string]int{}
		for _, fx := range fixtures {
			sets[fx.set]++
			for _, limit := range []int{1, 2, 3, 10, 1000} {
				what := "search.txt:" + strconv.Itoa(fx.line) + " limit " + strconv.Itoa(limit)
				want := min(fx.count, limit)
				r := Search(fx.grid, limit)
				if r.Solutions != want {
					t.Fatalf("%s: band engine finds %d solutions, want %d", what, r.Solutions, want)
				}
				if limit <= 10 { // the cell engine is slower: it is the reference on fewer limits
					if n, first, _ := cellSolve(fx.grid, limit); n != want {
						t.Fatalf("%s: cell engine finds %d solutions, want %d", what, n, want)
					} else if n > 0 {
						checkFirst(t, what+" (cell engine)", fx.grid, first)
					}
				}
				if want > 0 {
					checkFirst(t, what, fx.grid, r.First)
				}
				if fx.count == 1 && r.First != fx.solution {
					t.Fatalf("%s: solution %s, QQWing has %s", what, r.First, fx.solution)
				}
			}
			_, err := SolveUnique(fx.grid)
			var ce *ConflictError
			switch {
			case fx.set == "clash":
				if !errors.As(err, &ce) {
					t.Fatalf("search.txt:%d: SolveUnique of a clash: %v", fx.line, err)
				}
			case fx.count == 0:
				if !errors.Is(err, ErrNoSolution) {
					t.Fatalf("search.txt:%d: SolveUnique of a grid with no solution: %v", fx.line, err)
				}
			case fx.count > 1:
				if !errors.Is(err, ErrSeveralSolutions) {
					t.Fatalf("search.txt:%d: SolveUnique of a grid with %d solutions: %v", fx.line, fx.count, err)
				}
			default:
				if err != nil {
					t.Fatalf("search.txt:%d: SolveUnique: %v", fx.line, err)
				}
			}
		}
		for _, set := range []string{"17-clue", "top1465", "1905-11+", "1106", "serg", "no-solution", "clash", "solved"} {
			if sets[set] == 0 {
				t.Errorf("search.txt has no grid of set %s", set)
			}
		}
	})
}

// TestSearchAgreesWithCellEngine compares the band engine with the cell
// engine on the shared collections (their committed excerpts, and the whole
// files when ../shared/data is there): the same number of solutions with limit
// 2 (and 10 on Serg's set, whose puzzles have several), and a first solution
// that is a valid grid holding the clues.
func TestSearchAgreesWithCellEngine(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 150
	}
	sets := []struct {
		file  string
		limit int
	}{
		{"puzzles2_17_clue.txt", 2},
		{"puzzles3_magictour_top1465.txt", 2},
		{"puzzles5_forum_hardest_1905_11+.txt", 2},
		{"puzzles6_forum_hardest_1106.txt", 2},
		{"puzzles7_serg_benchmark.txt", 10},
		{"norvig-easy50.txt", 2},
		{"norvig-top95-plus-hardest.txt", 3},
	}
	for _, set := range sets {
		eachSource(t, set.file, 0, func(t *testing.T, gs []Grid) {
			// Spread the sample over the whole file.
			step := max(1, len(gs)/n)
			for i := 0; i < len(gs); i += step {
				g := gs[i]
				what := set.file + ":" + strconv.Itoa(i+1)
				r := Search(g, set.limit)
				want, _, _ := cellSolve(g, set.limit)
				if r.Solutions != want {
					t.Fatalf("%s %s: band engine %d solutions, cell engine %d", what, g, r.Solutions, want)
				}
				if want == 0 {
					t.Fatalf("%s: no solution", what)
				}
				checkFirst(t, what, g, r.First)
			}
		})
	}
}

// TestSearchRandomGrids compares the engines (Search on each engine this
// build runs, and the cell engine) on grids that are not puzzles:
// clues kept at random from a full grid, some replaced by a random digit,
// which gives clashes, grids without a solution and grids with many.
func TestSearchRandomGrids(t *testing.T) {
	eachEngine(t, func(t *testing.T) {
		rng := rand.New(rand.NewSource(7))
		n := 3000
		if testing.Short() {
			n = 500
		}
		var kinds [4]int // clash, none, one, several
		for k := 0; k < n; k++ {
			full := Fill(rng)
			var g Grid
			keep := 20 + rng.Intn(40)
			for _, c := range rng.Perm(81)[:keep] {
				g[c] = full[c]
			}
			for m := rng.Intn(3); m > 0; m-- {
				g[rng.Intn(81)] = uint8(1 + rng.Intn(9))
			}
			limit := 1 + rng.Intn(4)
			r := Search(g, limit)
			want, _, _ := cellSolve(g, limit)
			if r.Solutions != want {
				t.Fatalf("%s limit %d: band engine %d solutions, cell engine %d", g, limit, r.Solutions, want)
			}
			if want > 0 {
				checkFirst(t, g.String(), g, r.First)
			}
			switch {
			case g.Check() != nil:
				kinds[0]++
				if want != 0 {
					t.Fatalf("%s: clashing clues but %d solutions", g, want)
				}
			case want == 0:
				kinds[1]++
			case want == 1:
				kinds[2]++
			default:
				kinds[3]++
			}
		}
		for i, name := range []string{"clash", "no solution", "one solution", "several solutions"} {
			if kinds[i] == 0 {
				t.Errorf("no random grid with %s: the test does not cover it", name)
			}
		}
	})
}

func TestSearchLimits(t *testing.T) {
	eachEngine(t, func(t *testing.T) {
		puzzle, _ := Parse(easyPuzzle)
		serg, _ := Parse("8.........95.......76.........426798...571243...893165......916....3.487....1.532") // 872 solutions
		bad := puzzle
		bad[0] = 12
		// Columns 1 and 2 leave 1 only to r1c1 and r1c2: two hidden singles in
		// one row, so no solution (and no lost cell counted as solved).
		twoSingles, _ := Parse(".........82.......93.......25.......36.......47.......54.......68.......79.......")
		tests := []struct {
			name  string
			g     Grid
			limit int
			want  int
		}{
			{"limit 0 counts as 1", serg, 0, 1},
			{"negative limit counts as 1", serg, -5, 1},
			{"limit 1", serg, 1, 1},
			{"limit 2", serg, 2, 2},
			{"limit 500", serg, 500, 500},
			{"limit above the count", serg, 5000, 872},
			{"unique puzzle, limit 5", puzzle, 5, 1},
			{"empty grid, limit 2", Grid{}, 2, 2},
			{"empty grid, limit 1000", Grid{}, 1000, 1000},
			{"digit out of range", bad, 2, 0},
			{"two hidden singles in one row", twoSingles, 2, 0},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := Search(tt.g, tt.limit)
				if r.Solutions != tt.want {
					t.Fatalf("Search(limit %d) = %d solutions, want %d", tt.limit, r.Solutions, tt.want)
				}
				if tt.want > 0 {
					checkFirst(t, tt.name, tt.g, r.First)
				} else if r.First != (Grid{}) {
					t.Fatalf("no solution but First = %s", r.First)
				}
			})
		}
	})
}

// TestSearchStats checks what the statistics count on grids where the
// answer is known: on the band engine the placements, guesses and
// backtracks; on a vector engine the guesses alone (solve.go).
func TestSearchStats(t *testing.T) {
	g, _ := Parse(easyPuzzle) // solved by singles alone
	hard, _ := Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	seventeen, _ := Parse("................12..3.45.........3...1.6.7...5.....4.....1...8...4.......6.2....7")
	eachEngine(t, func(t *testing.T) {
		r := Search(g, 2)
		if r.Stats.Guesses != 0 || r.Stats.Backtracks != 0 {
			t.Errorf("singles-only puzzle: %+v, want no guess and no backtrack", r.Stats)
		}
		h := Search(hard, 2)
		if h.Stats.Guesses == 0 {
			t.Errorf("a puzzle that needs guessing: %+v", h.Stats)
		}
		if engines.vector[workSolve] != nil && engines.after[workSolve] > 0 {
			// the band engine's work, then the vector engine's guesses: on a
			// puzzle whose propagation solves 12 cells (handed over at its
			// first guess or later), those placements at least
			s := Search(seventeen, 2)
			if want := 81 - g.Clues(); r.Stats.Placements != want || s.Stats.Placements < 12 || s.Stats.Guesses == 0 {
				t.Errorf("hand-over: %+v and %+v, want the band engine's placements, and the vector engine's guesses after 12 placements", r.Stats, s.Stats)
			}
			return
		}
		if engines.vector[workSolve] != nil {
			if r.Stats.Placements != 0 || h.Stats.Placements != 0 || h.Stats.Backtracks != 0 {
				t.Errorf("vector engine: %+v and %+v, want only guesses counted", r.Stats, h.Stats)
			}
			return
		}
		if want := 81 - g.Clues(); r.Stats.Placements != want {
			t.Errorf("singles-only puzzle: %d placements, want one per empty cell (%d)", r.Stats.Placements, want)
		}
		if h.Stats.Backtracks == 0 {
			t.Errorf("a puzzle that needs guessing: %+v", h.Stats)
		}
		// Every branch point leaves one branch that must be closed: proving
		// uniqueness closes all of them, by a contradiction or by the solution.
		if h.Stats.Backtracks != h.Stats.Guesses {
			t.Errorf("unique puzzle, limit 2: %d backtracks for %d guesses, want equal", h.Stats.Backtracks, h.Stats.Guesses)
		}
	})
}

func TestSearchDoesNotAllocate(t *testing.T) {
	eachEngine(t, func(t *testing.T) {
		g, _ := Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
		if n := testing.AllocsPerRun(20, func() { Search(g, 2) }); n != 0 {
			t.Fatalf("Search allocates %v times per call", n)
		}
		rng := rand.New(rand.NewSource(1))
		if n := testing.AllocsPerRun(20, func() { Fill(rng) }); n != 0 {
			t.Fatalf("Fill allocates %v times per call", n)
		}
	})
}

// TestOtherSolution follows carving steps and checks the shortcut that
// knows the solution against a plain count.
func TestOtherSolution(t *testing.T) {
	runs := 300
	if testing.Short() {
		runs = 60
	}
	var z bandSolver
	carveSteps(t, rand.New(rand.NewSource(3)), runs, false, func(p, full *Grid, i, j int) bool {
		other := z.otherSolution(p, full, i, j)
		if want := CountSolutions(*p, 2) > 1; other != want {
			t.Fatalf("%s without %s and %s: otherSolution %v, counting says %v", p, CellName(i), CellName(j), other, want)
		}
		return other
	})
}

// carveSteps follows carving steps: runs times a grid Fill makes, emptied
// in symmetric pairs of cells in a random order (and, when singles, every
// other time one cell at a time); other says whether the puzzle left by
// emptying cells i and j has a solution besides full, and when it has the
// cells are put back. It fails unless the steps reached both answers.
func carveSteps(t *testing.T, rng *rand.Rand, runs int, singles bool, other func(p, full *Grid, i, j int) bool) {
	t.Helper()
	var kept, refused int
	for k := 0; k < runs; k++ {
		full := Fill(rng)
		p := full
		cells, pairs := 41, true
		if singles && k%2 == 1 {
			cells, pairs = 81, false
		}
		for _, c := range rng.Perm(cells) {
			i, j := c, c
			if pairs {
				j = 80 - c
			}
			p[i], p[j] = 0, 0
			if other(&p, &full, i, j) {
				refused++
				p[i], p[j] = full[i], full[j]
			} else {
				kept++
			}
		}
	}
	if kept == 0 || refused == 0 {
		t.Fatalf("%d holes kept, %d refused: the test covers one case only", kept, refused)
	}
	t.Logf("%d holes kept, %d refused", kept, refused)
}

// FuzzSearch compares the engines on any 81-character line that parses.
// fuzzReferenceGuesses bounds the cell engine's work on one fuzzed grid:
// about a tenth of a second. Unbounded, a 17-clue grid without a solution
// (FuzzSearch's seed below) took it 6 million guesses and seconds, which the
// fuzzer reports as a hang; the band engine answers it in 0.01 s.
const fuzzReferenceGuesses = 100_000

// cellSolveBounded is cellSolve stopped after maxGuesses guesses, gaveUp
// then true.
func cellSolveBounded(g Grid, limit, maxGuesses int) (found int, gaveUp bool) {
	var s cellState
	if !s.init(g) {
		return 0, false
	}
	cs := cellSearch{limit: limit, maxGuesses: maxGuesses}
	cs.run(&s, 0)
	return cs.found, cs.gaveUp
}

func FuzzSearch(f *testing.F) {
	f.Add("000000000007200000000010200010000000000002100000100020000701092000920710000000000")
	f.Add(easyPuzzle)
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	f.Add("8.........95.......76.........426798...571243...893165......916....3.487....1.532")
	f.Add(strings.Repeat(".", 81))
	f.Add("55" + strings.Repeat(".", 79))
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil || g.Clues() < 17 {
			return // sparse grids can take the cell engine a long time
		}
		r := Search(g, 2)
		want, gaveUp := cellSolveBounded(g, 2, fuzzReferenceGuesses)
		if gaveUp {
			// Too long for the reference (a sparse grid with no
			// solution can take it millions of guesses): the band
			// engine's solution, if any, must still be one.
			if r.Solutions > 0 {
				checkFirst(t, g.String(), g, r.First)
			}
			return
		}
		if r.Solutions != want {
			t.Fatalf("%s: band engine %d solutions, cell engine %d", g, r.Solutions, want)
		}
		if want > 0 {
			checkFirst(t, g.String(), g, r.First)
		}
	})
}
