package solver

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// testdata/se-positions.txt holds positions where Sudoku Explainer took a
// step of rows 22–26 (aligned triplet exclusion and the forcing chains
// after the level-0 ones), with the step's rating and conclusion, made from
// its step traces (testdata/README.md). On each, the first of our rows 22–25
// that finds something must reach the same conclusion at the same rating,
// and Logic.Next must take that step (nothing earlier in the table applies).

type sePosition struct {
	line   int
	grid   Grid
	cand   [81]Mask
	rating float64
	concl  string // "r1c2-8", "r1c2=8", or eliminations "r1c2-36 r4c4-1"
	text   string // Sudoku Explainer's wording
}

func readSEPositions(t *testing.T, path string) []sePosition {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ps []sePosition
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<16)
	for n := 1; sc.Scan(); n++ {
		if sc.Text() == "" || strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) != 5 {
			t.Fatalf("%s:%d: %d fields", path, n, len(fs))
		}
		p := sePosition{line: n, concl: fs[3], text: fs[4]}
		if p.grid, err = Parse(fs[0]); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		cs := strings.Split(fs[1], ",")
		if len(cs) != 81 {
			t.Fatalf("%s:%d: %d cells", path, n, len(cs))
		}
		for c, s := range cs {
			if p.cand[c], err = parseDigits(s); err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
		}
		if p.rating, err = strconv.ParseFloat(fs[2], 64); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// conclusion writes what a step does in the file's notation.
func conclusion(s Step) string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, fmt.Sprintf("%s=%d", CellName(int(p.Cell)), p.Digit))
	}
	for _, e := range s.Eliminations {
		parts = append(parts, fmt.Sprintf("%s-%s", CellName(int(e.Cell)), e.Digits))
	}
	return strings.Join(parts, " ")
}

// seRowsFrom22 lists our techniques of Sudoku Explainer's rows 22–26.
func seRowsFrom22() []Technique {
	var ts []Technique
	for _, e := range techniqueTable {
		if e.t >= AlignedTripleExclusion {
			ts = append(ts, e.t)
		}
	}
	return ts
}

func TestLateRowsSEPositions(t *testing.T) {
	path := filepath.Join("testdata", "se-positions.txt")
	if p := os.Getenv("SE_POSITIONS"); p != "" {
		path = p // a larger file made the same way, while developing
	}
	ps := readSEPositions(t, path)
	rows := seRowsFrom22()
	known := map[string]bool{}
	for _, tq := range rows {
		for _, k := range seKindOf(tq) {
			known[k] = true
		}
	}
	checked, skipped, nested := 0, 0, 0
	for _, p := range ps {
		kind, _, _ := strings.Cut(p.text, ":")
		if !known[kind] {
			skipped++
			continue
		}
		l, err := NewLogicCandidates(p.grid, &p.cand)
		if err != nil {
			t.Fatalf("line %d: %v", p.line, err)
		}
		var b stepBuf
		var got Step
		found := false
		for _, tq := range rows {
			if finderOf(tq)(&l.st, &b) {
				got, found = b.s.clone(), true
				break
			}
		}
		checked++
		switch {
		case !found && p.rating >= StuckRating:
			// Nothing the reference rates past its last row.
			nested++
		case !found:
			t.Errorf("line %d: nothing found; Sudoku Explainer: %s %.1f", p.line, p.text, p.rating)
		case conclusion(got) != p.concl || got.tenths() != int(p.rating*10+0.5):
			t.Errorf("line %d: %s (%.1f) %s\n  Sudoku Explainer: %.1f %s (%s)", p.line, got.Technique, got.Rating, got, p.rating, p.text, p.concl)
		default:
			// The whole table takes that step: nothing before row 22
			// applies there, as in Sudoku Explainer.
			if next, ok := l.Next(); !ok || !sameStep(next, got) {
				t.Errorf("line %d: Next takes %s, rows 22–25 %s", p.line, next, got)
			}
		}
	}
	t.Logf("%d positions checked (%d need nested forcing chains, not done), %d of techniques not done", checked, nested, skipped)
}

// seKindOf is how Sudoku Explainer's step lines name technique tq.
func seKindOf(tq Technique) []string {
	switch tq {
	case AlignedTripleExclusion:
		return []string{"Aligned Triplet Exclusion"}
	case NishioForcingChain:
		return []string{"Nishio Forcing Chain"}
	case MultipleForcingChain, DynamicForcingChain:
		return []string{"Region Forcing Chains", "Cell Forcing Chains", "Contradiction Forcing Chain", "Double Forcing Chain"}
	}
	return nil
}

// TestLateRowsSEStep prints, with SE_LINE=N, the step our rows 22–26 take at
// line N of the positions file, in the keys of a technique fixture: how the
// chain fixtures were written (each checked against the line's conclusion
// and rating).
func TestLateRowsSEStep(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("SE_LINE"))
	if err != nil {
		t.Skip("SE_LINE not set")
	}
	path := filepath.Join("testdata", "se-positions.txt")
	if p := os.Getenv("SE_POSITIONS"); p != "" {
		path = p
	}
	for _, p := range readSEPositions(t, path) {
		if p.line != n {
			continue
		}
		l, err := NewLogicCandidates(p.grid, &p.cand)
		if err != nil {
			t.Fatal(err)
		}
		var b stepBuf
		for _, tq := range seRowsFrom22() {
			if finderOf(tq)(&l.st, &b) {
				break
			}
		}
		var pencil strings.Builder
		for c := 0; c < 81; c++ {
			for d := uint8(1); d <= 9; d++ {
				if p.grid[c] == 0 && p.cand[c].Has(d) {
					pencil.WriteByte('0' + d)
				} else {
					pencil.WriteByte('.')
				}
			}
		}
		t.Logf("Sudoku Explainer: %.1f %s (%s)\ngrid: %s\npencil: %s\n%s", p.rating, p.text, p.concl, p.grid, pencil.String(), fixtureLines(b.s.clone()))
	}
}
