package solver

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Sudoku Explainer's step traces (serate-steps output, see
// testdata/README.md) replayed with our solver: each step of the reference's
// path that our techniques know must be our step too, with the same rating;
// row 21's chains must reach the same conclusion (a forcing chain) or go
// through the same cells (a cycle). A trace is followed until a step of a
// technique our solver does not have yet.

// seTrace is one puzzle and the steps of the reference's path.
type seTrace struct {
	puzzle Grid
	steps  []seStep
	er     int // the reference's rating × 10
}

type seStep struct {
	tenths int
	name   string // the technique as the reference names it
	detail string // what follows the name
}

func readSETraces(t *testing.T, path string) []seTrace {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []seTrace
	var cur []seStep
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		switch fs[0] {
		case "STEP":
			r, err := strconv.ParseFloat(fs[1], 64)
			if err != nil || len(fs) < 3 {
				t.Fatalf("%s: bad step %q", path, sc.Text())
			}
			name, detail, _ := strings.Cut(fs[2], ": ")
			cur = append(cur, seStep{tenths: int(r*10 + 0.5), name: name, detail: detail})
		case "PUZ":
			g, err := Parse(fs[1])
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			er, err := strconv.ParseFloat(fs[2], 64)
			if err != nil {
				t.Fatalf("%s: bad rating in %q", path, sc.Text())
			}
			out = append(out, seTrace{puzzle: g, steps: cur, er: int(er*10 + 0.5)})
			cur = nil
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// seBasic maps the reference's names of rows 1–12 to our techniques (a
// name may stand for several of ours: full houses are hidden singles there).
var seBasic = map[string][]Technique{
	"Hidden Single":         {FullHouse, HiddenSingleBox, HiddenSingleLine},
	"Direct Pointing":       {DirectPointing},
	"Direct Claiming":       {DirectClaiming},
	"Direct Hidden Pair":    {DirectHiddenPair},
	"Naked Single":          {NakedSingle},
	"Direct Hidden Triplet": {DirectHiddenTriple},
	"Pointing":              {Pointing},
	"Claiming":              {Claiming},
	"Naked Pair":            {NakedPair},
	"X-Wing":                {XWing},
	"Hidden Pair":           {HiddenPair},
	"Naked Triplet":         {NakedTriple},
	"Swordfish":             {Swordfish},
	"Hidden Triplet":        {HiddenTriple},
}

// seChains maps the reference's names of row 21's hints to ours.
var seChains = map[string]Technique{
	"Bidirectional X-Cycle": XCycle,
	"Bidirectional Y-Cycle": YCycle,
	"Turbot Fish":           ForcingXChain,
	"Forcing X-Chain":       ForcingXChain,
	"Bidirectional Cycle":   BidirectionalCycle,
	"Forcing Chain":         ForcingChain,
}

// seLater lists the reference's names of rows 22 and after, tried only
// when rows 1–21 find nothing.
var seLater = map[string]bool{
	"Aligned Triplet Exclusion":   true,
	"Nishio Forcing Chain":        true,
	"Cell Forcing Chains":         true,
	"Region Forcing Chains":       true,
	"Contradiction Forcing Chain": true,
	"Double Forcing Chain":        true,
}

// seConclusion writes a forcing chain's conclusion as the reference does:
// "r4c4.9 off" (eliminated) or "r4c4.9 on" (placed).
func seConclusion(s Step) string {
	for _, p := range s.Placements {
		return fmt.Sprintf("%s.%d on", CellName(int(p.Cell)), p.Digit)
	}
	for _, e := range s.Eliminations {
		return fmt.Sprintf("%s.%d off", CellName(int(e.Cell)), e.Digits.Lowest())
	}
	return ""
}

// sameCycleCells reports whether the reference's cell list ("r6c3,r7c3,…")
// names the cells of the cycle in the order it visits them, from the node
// after its first.
func sameCycleCells(detail string, s Step) bool {
	var want []string
	for _, f := range strings.Split(detail, ",") {
		want = append(want, strings.TrimSpace(f))
	}
	var got []string
	seen := map[uint8]bool{}
	for _, l := range s.Links {
		if !seen[l.To.Cell] {
			seen[l.To.Cell] = true
			got = append(got, CellName(int(l.To.Cell)))
		}
	}
	return strings.Join(got, ",") == strings.Join(want, ",")
}

// replaySE follows trace tr with our solver and returns the number of row-21
// steps it checked; it reports through t every step where we differ.
func replaySE(t *testing.T, tr seTrace) (chains, basic, beyond, whole int) {
	t.Helper()
	l, err := NewLogic(tr.puzzle)
	if err != nil {
		t.Fatal(err)
	}
	for i, se := range tr.steps {
		want, isChain := seChains[se.name]
		if seLater[se.name] {
			// The reference found nothing in rows 1–21: neither do we
			// (rows 22 and later, of chain_dynamic.go, must take its step
			// at its rating).
			if s, ok := l.Next(); ok && (s.Technique < AlignedTripleExclusion || s.tenths() != se.tenths) {
				t.Errorf("%s step %d: SE %.1f %s: %s; ours %.1f %s (SE found no chain)", tr.puzzle, i+1, float64(se.tenths)/10, se.name, se.detail, s.Rating, s)
			}
			beyond++
			return
		}
		if !isChain && seBasic[se.name] == nil {
			return // a technique we do not have: the paths part here
		}
		s, ok := l.Next()
		fail := func(why string) {
			t.Errorf("%s step %d: SE %.1f %s: %s; ours %.1f %s (%s)", tr.puzzle, i+1, float64(se.tenths)/10, se.name, se.detail, s.Rating, s, why)
		}
		if !ok {
			fail("we find nothing")
			return
		}
		if s.tenths() != se.tenths {
			fail("rating")
			return
		}
		if isChain {
			if s.Technique != want {
				fail("technique")
				return
			}
			switch want {
			case ForcingXChain, ForcingChain:
				if c := seConclusion(s); c != se.detail {
					fail("conclusion")
					return
				}
			default:
				if !sameCycleCells(se.detail, s) {
					fail("cycle cells")
					return
				}
			}
			chains++
		} else {
			known := false
			for _, tq := range seBasic[se.name] {
				known = known || tq == s.Technique
			}
			if !known {
				fail("technique")
				return
			}
			basic++
		}
		if err := l.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	if !l.Solved() {
		t.Errorf("%s: the reference's path ends, ours does not", tr.puzzle)
		return
	}
	// The whole path was ours: so is the rating.
	gr, err := GradeOf(tr.puzzle)
	if err != nil {
		t.Fatal(err)
	}
	if int(gr.Rating*10+0.5) != tr.er {
		t.Errorf("%s: rated %.1f, the reference %.1f", tr.puzzle, gr.Rating, float64(tr.er)/10)
	}
	whole = 1
	return
}

// TestChainsAgainstSE replays the reference's traces stored in testdata.
func TestChainsAgainstSE(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "se-steps-*.txt"))
	if len(paths) == 0 {
		t.Skip("no traces")
	}
	for _, path := range paths {
		total, basic, beyond, puzzles, wholes := 0, 0, 0, 0, 0
		for _, tr := range readSETraces(t, path) {
			c, b, n, w := replaySE(t, tr)
			total += c
			basic += b
			beyond += n
			wholes += w
			if c > 0 {
				puzzles++
			}
		}
		t.Logf("%s: %d row-21 steps on %d puzzles, %d other steps; %d positions where no row up to 21 applies; %d whole paths, rated as the reference does", path, total, puzzles, basic, beyond, wholes)
	}
}

var sePositions = flag.String("se-positions", "", "TestSEPositions: write to this file, for each row-21 technique, positions of the reference's traces reached by placements only (for fixtures)")

// TestSEPositions is a tool, run with -se-positions=FILE: it replays the
// stored traces and writes, for each position where the reference takes a
// row-21 step after placements only, the grid (its candidates are then the
// ones its digits allow, so the reference can be run on it as a puzzle)
// and our step there.
func TestSEPositions(t *testing.T) {
	if *sePositions == "" {
		t.Skip("tool: -se-positions=FILE")
	}
	out, err := os.Create(*sePositions)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	paths, _ := filepath.Glob(filepath.Join("testdata", "se-steps-*.txt"))
	for _, path := range paths {
		for _, tr := range readSETraces(t, path) {
			l, _ := NewLogic(tr.puzzle)
			placedOnly := true
			for i, se := range tr.steps {
				s, ok := l.Next()
				_, isChain := seChains[se.name]
				if !ok || !isChain && seBasic[se.name] == nil {
					break
				}
				if isChain {
					g := l.Grid()
					var pencil strings.Builder
					for c := 0; c < 81; c++ {
						for d := uint8(1); d <= 9; d++ {
							if l.Candidates(c).Has(d) {
								pencil.WriteByte('0' + d)
							} else {
								pencil.WriteByte('.')
							}
						}
					}
					fmt.Fprintf(out, "%s\t%d\t%v\t%s\t%s\t%.1f %s: %s\t%.1f\t%s\t%s\n", tr.puzzle, i+1, placedOnly, g, s.Technique, float64(se.tenths)/10, se.name, se.detail, s.Rating, s, pencil.String())
				}
				placedOnly = placedOnly && len(s.Eliminations) == 0
				l.Apply(s)
			}
		}
	}
}
