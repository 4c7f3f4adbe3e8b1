package solver

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The tdoku column of the bench table (docs/performance.md, "Side by side
// with tdoku"): `make bench` builds testdata/tdoku/tdokubench.cc against a
// tdoku source tree the user names (TDOKU_SRC) and passes the program here;
// each solving row then measures tdoku on the same puzzles, in the same run,
// as the same kind of CPU time (the measuring thread's).
var (
	tdokuBench = flag.String("tdoku", "", "path of the tdokubench program (testdata/tdoku/tdokubench.cc, built by make bench): the bench table measures tdoku beside us")
	tdokuWhy   = flag.String("tdokuwhy", "", "why the bench table has no tdoku column (make bench says why tdokubench was not built)")
	benchSolve = flag.Bool("benchsolve", false, "with -benchtable: only the solving rows")
)

// transformSeed seeds the relabelling and permutation of the collections:
// every solver, every run, sees the same transformed puzzles.
const transformSeed = 28

// transformGrid returns g with its digits relabelled and its rows and
// columns permuted in ways that keep every unit a unit: the bands in a
// random order and the rows within each band, the same for the stacks and
// their columns. The result is an equivalent puzzle: the same number of
// solutions, and the same difficulty for a solver that does not depend on
// the grid's orientation.
func transformGrid(g Grid, rng *rand.Rand) Grid {
	var digit [10]uint8
	for i, p := range rng.Perm(9) {
		digit[i+1] = uint8(p + 1)
	}
	lines := func() [9]int {
		var out [9]int
		blocks := rng.Perm(3)
		for k, b := range blocks {
			for j, r := range rng.Perm(3) {
				out[k*3+j] = b*3 + r
			}
		}
		return out
	}
	rows, cols := lines(), lines()
	var out Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			out[rows[r]*9+cols[c]] = digit[g[r*9+c]]
		}
	}
	return out
}

// transformSet transforms every puzzle of gs with transformGrid, from
// transformSeed.
func transformSet(gs []Grid) []Grid {
	rng := rand.New(rand.NewSource(transformSeed))
	out := make([]Grid, len(gs))
	for i, g := range gs {
		out[i] = transformGrid(g, rng)
	}
	return out
}

// tdokuResult is what tdokubench reports on a file.
type tdokuResult struct {
	perPuzzle       time.Duration
	none, one, many int
	guesses         float64
}

// runTdoku writes gs to a file and runs the tdokubench program on it, each
// of its three rounds at least min long.
func runTdoku(path string, gs []Grid, min time.Duration) (tdokuResult, error) {
	f, err := os.CreateTemp("", "tdoku-*.txt")
	if err != nil {
		return tdokuResult{}, err
	}
	defer os.Remove(f.Name())
	var b bytes.Buffer
	for _, g := range gs {
		b.WriteString(g.String())
		b.WriteByte('\n')
	}
	if _, err := f.Write(b.Bytes()); err != nil {
		f.Close()
		return tdokuResult{}, err
	}
	if err := f.Close(); err != nil {
		return tdokuResult{}, err
	}
	out, err := exec.Command(path, f.Name(), strconv.FormatInt(min.Milliseconds(), 10)).Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return tdokuResult{}, fmt.Errorf("%s: %v: %s", path, err, ee.Stderr)
		}
		return tdokuResult{}, fmt.Errorf("%s: %v", path, err)
	}
	return parseTdoku(string(out))
}

// parseTdoku reads tdokubench's line, "ns=8123.4 none=0 one=1465 many=0
// guesses=12.3".
func parseTdoku(out string) (tdokuResult, error) {
	var r tdokuResult
	fields := strings.Fields(out)
	seen := map[string]bool{}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return r, fmt.Errorf("tdokubench said %q: %q is not key=value", out, f)
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return r, fmt.Errorf("tdokubench said %q: %s: %v", out, k, err)
		}
		switch k {
		case "ns":
			r.perPuzzle = time.Duration(x)
		case "none":
			r.none = int(x)
		case "one":
			r.one = int(x)
		case "many":
			r.many = int(x)
		case "guesses":
			r.guesses = x
		default:
			return r, fmt.Errorf("tdokubench said %q: unknown key %q", out, k)
		}
		seen[k] = true
	}
	for _, k := range []string{"ns", "none", "one", "many", "guesses"} {
		if !seen[k] {
			return r, fmt.Errorf("tdokubench said %q: no %s", out, k)
		}
	}
	return r, nil
}

// TestTransformKeepsSolutions checks that the transformed collections are
// the same puzzles: on the committed excerpts, each transformed puzzle has
// as many solutions as the original (up to 2, by the cell engine), and a
// unique one's solution is the original's solution transformed alike.
func TestTransformKeepsSolutions(t *testing.T) {
	for _, set := range benchSets {
		gs := subsetPuzzles(t, set.file, 40)
		rng := rand.New(rand.NewSource(transformSeed))
		moved := 0
		for i, g := range gs {
			// The same draw transforms the puzzle and its solution.
			state := rng.Int63()
			tg := transformGrid(g, rand.New(rand.NewSource(state)))
			if tg != g {
				moved++
			}
			n, sol, _ := cellSolve(g, 2)
			tn, tsol, _ := cellSolve(tg, 2)
			if n != tn {
				t.Fatalf("%s #%d: %d solutions, transformed %d\n%s\n%s", set.file, i, n, tn, g, tg)
			}
			if n == 1 {
				if want := transformGrid(sol, rand.New(rand.NewSource(state))); tsol != want {
					t.Fatalf("%s #%d: the transformed puzzle's solution is not the solution transformed\n%s\n%s", set.file, i, tsol, want)
				}
			}
		}
		if moved == 0 {
			t.Fatalf("%s: the transformation left every puzzle as it was", set.file)
		}
	}
}

// TestTransformSetIsFixed checks that transformSet gives the same puzzles
// on every run (the seed, not the clock, decides): the first transformed
// puzzle of the top1465 excerpt is written here.
func TestTransformSetIsFixed(t *testing.T) {
	gs := subsetPuzzles(t, "puzzles3_magictour_top1465.txt", 1)
	a, b := transformSet(gs), transformSet(gs)
	if a[0] != b[0] {
		t.Fatalf("two transformations of the same set differ:\n%s\n%s", a[0], b[0])
	}
	var clues, tclues [10]int
	for i := range gs[0] {
		clues[gs[0][i]]++
		tclues[a[0][i]]++
	}
	if clues[0] != tclues[0] {
		t.Fatalf("the transformation changed the number of empty cells: %d, %d", clues[0], tclues[0])
	}
}

func TestParseTdoku(t *testing.T) {
	r, err := parseTdoku("ns=8123.4 none=0 one=1465 many=2 guesses=12.30\n")
	if err != nil {
		t.Fatal(err)
	}
	if r.perPuzzle != 8123*time.Nanosecond || r.one != 1465 || r.many != 2 || r.guesses != 12.3 {
		t.Fatalf("parseTdoku: %+v", r)
	}
	for _, bad := range []string{"", "ns=1 none=0 one=1 many=0", "ns=x none=0 one=1 many=0 guesses=1", "ns=1 none=0 one=1 many=0 guesses=1 extra", "usage: tdokubench FILE MIN_MS"} {
		if _, err := parseTdoku(bad); err == nil {
			t.Errorf("parseTdoku(%q): no error", bad)
		}
	}
}

// BenchmarkSearchTransformed is BenchmarkSearch on the collections
// relabelled and permuted (transformSet): a solver whose choices depend on
// the grid's orientation shows it here.
func BenchmarkSearchTransformed(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			gs := transformSet(sharedPuzzles(b, set.file, 0))
			i := 0
			for b.Loop() {
				Search(gs[i], 2)
				if i++; i == len(gs) {
					i = 0
				}
			}
			reportPerPuzzle(b)
		})
	}
}

// tdokuPath returns the tdokubench program to measure with, or "" and why
// there is none.
func tdokuPath() (string, string) {
	if *tdokuBench == "" {
		why := *tdokuWhy
		if why == "" {
			why = "no -tdoku flag (make bench builds tdokubench when TDOKU_SRC names a tdoku source tree)"
		}
		return "", why
	}
	p, err := filepath.Abs(*tdokuBench)
	if err != nil {
		return "", err.Error()
	}
	if _, err := os.Stat(p); err != nil {
		return "", err.Error()
	}
	return p, ""
}
