package solver

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// A technique fixture (testdata/techniques/*.txt) is a position and the step
// one technique must find there, checked by hand (each file says why):
//
//	grid: the digits, 81 characters ('.' empty; spaces ignored); default empty
//	restrict: r1c1=12 …   the candidates of those cells (others: all allowed)
//	pencil: 729 characters, 9 a cell: digit d at place d when a candidate
//	technique: the technique whose finder is run
//	units / cells / digits / place / eliminate: the step it must find
//	next: what Logic.Next must take in that position (default: technique,
//	      and then the whole step must be the expected one)
type techFixture struct {
	name      string
	grid      Grid
	cand      [81]Mask
	technique Technique
	next      Technique
	want      Step
}

func readFixture(path string) (*techFixture, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fx := &techFixture{name: filepath.Base(path)}
	for i := range fx.cand {
		fx.cand[i] = AllDigits
	}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, val, ok := strings.Cut(text, ":")
		if !ok {
			return nil, fmt.Errorf("line %d: no key", line)
		}
		val = strings.TrimSpace(val)
		if err := fx.set(key, val); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if fx.technique == 0 {
		return nil, fmt.Errorf("no technique")
	}
	if fx.next == 0 {
		fx.next = fx.technique
	}
	fx.want.Technique = fx.technique
	if fx.want.Rating == 0 {
		fx.want.Rating = fx.technique.Rating()
	}
	return fx, nil
}

func (fx *techFixture) set(key, val string) error {
	var err error
	switch key {
	case "grid":
		fx.grid, err = Parse(strings.ReplaceAll(val, " ", ""))
	case "rating": // the step's own rating, for techniques rated by size or length
		fx.want.Rating, err = strconv.ParseFloat(val, 64)
	case "restrict":
		for _, f := range strings.Fields(val) {
			cs, ds, _ := strings.Cut(f, "=")
			c, err := parseCell(cs)
			if err != nil {
				return err
			}
			if fx.cand[c], err = parseDigits(ds); err != nil {
				return err
			}
		}
	case "pencil":
		val = strings.ReplaceAll(val, " ", "")
		if len(val) != 729 {
			return fmt.Errorf("pencil: %d characters, want 729", len(val))
		}
		for c := 0; c < 81; c++ {
			fx.cand[c] = 0
			for d := 1; d <= 9; d++ {
				switch ch := val[c*9+d-1]; {
				case ch == byte('0'+d):
					fx.cand[c] |= 1 << d
				case ch != '.':
					return fmt.Errorf("pencil: cell %s: %q at place %d", CellName(c), ch, d)
				}
			}
		}
	case "technique":
		fx.technique, err = ParseTechnique(val)
	case "next":
		fx.next, err = ParseTechnique(val)
	case "units":
		for _, s := range strings.Split(val, ",") {
			u, err := parseUnit(strings.TrimSpace(s))
			if err != nil {
				return err
			}
			fx.want.Units = append(fx.want.Units, u)
		}
	case "cells":
		for _, s := range strings.Fields(val) {
			c, err := parseCell(s)
			if err != nil {
				return err
			}
			fx.want.Cells = append(fx.want.Cells, c)
		}
	case "digits":
		fx.want.Digits, err = parseDigits(val)
	case "place":
		var ps []Placement
		ps, err = parsePlacements(val)
		fx.want.Placements = append(fx.want.Placements, ps...)
	case "links": // one chain a line, as Step.String writes it between braces
		return fx.addChain(val)
	case "eliminate":
		var es []Elimination
		es, err = parseEliminations(val)
		fx.want.Eliminations = append(fx.want.Eliminations, es...)
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return err
}

// parseLinks reads one chain: nodes separated by "->" (a weak inference) or
// "=>" (a strong one).
func parseLinks(s string) ([]Link, error) {
	fs := strings.Fields(s)
	if len(fs) < 3 || len(fs)%2 == 0 {
		return nil, fmt.Errorf("bad chain %q", s)
	}
	var links []Link
	prev, err := parseNode(fs[0])
	if err != nil {
		return nil, err
	}
	for i := 1; i < len(fs); i += 2 {
		to, err := parseNode(fs[i+1])
		if err != nil {
			return nil, err
		}
		if fs[i] != "->" && fs[i] != "=>" {
			return nil, fmt.Errorf("bad arrow %q", fs[i])
		}
		links = append(links, Link{From: prev, To: to, Strong: fs[i] == "=>"})
		prev = to
	}
	return links, nil
}

// sameStep compares steps, treating nil and empty slices alike.
func sameStep(a, b Step) bool {
	norm := func(s Step) Step {
		if len(s.Units) == 0 {
			s.Units = nil
		}
		if len(s.Cells) == 0 {
			s.Cells = nil
		}
		if len(s.Placements) == 0 {
			s.Placements = nil
		}
		if len(s.Eliminations) == 0 {
			s.Eliminations = nil
		}
		if len(s.Links) == 0 {
			s.Links = nil
		}
		return s
	}
	return reflect.DeepEqual(norm(a), norm(b))
}

// finderOf returns the finder that finds technique t: its entry's, or for
// an entry found by an earlier one (foundAbove), that one's.
func finderOf(t Technique) finder {
	var last finder
	for _, e := range techniqueTable {
		if !isFoundAbove(e.find) {
			last = e.find
		}
		if e.t == t {
			return last
		}
	}
	return nil
}

func TestTechniqueFixtures(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "techniques", "*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	covered := map[Technique]bool{}
	for _, path := range paths {
		fx, err := readFixture(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		t.Run(fx.name, func(t *testing.T) {
			l, err := NewLogicCandidates(fx.grid, &fx.cand)
			if err != nil {
				t.Fatal(err)
			}
			before := *l
			var b stepBuf
			find := finderOf(fx.technique)
			if find == nil || !find(&l.st, &b) {
				t.Fatalf("%s finds nothing", fx.technique)
			}
			if l.st != before.st {
				t.Fatalf("%s changed the state while looking", fx.technique)
			}
			if got := b.s.clone(); !sameStep(got, fx.want) {
				t.Fatalf("%s found\n  %s\nwant\n  %s", fx.technique, got, fx.want)
			}
			covered[fx.technique] = true
			next, ok := l.Next()
			if !ok || next.Technique != fx.next {
				t.Fatalf("Next took %v (%s), want %s (easiest first)", next.Technique, next, fx.next)
			}
			if fx.next == fx.technique && !sameStep(next, fx.want) {
				t.Fatalf("Next took\n  %s\nwant\n  %s", next, fx.want)
			}
			// Applying the step does what it says.
			if _, ok := l.Advance(); !ok {
				t.Fatal("Advance found nothing")
			}
			for _, p := range next.Placements {
				if g := l.Grid(); g[p.Cell] != p.Digit {
					t.Errorf("after the step %s holds %d, want %d", CellName(int(p.Cell)), g[p.Cell], p.Digit)
				}
			}
			for _, e := range next.Eliminations {
				if l.Candidates(int(e.Cell))&e.Digits != 0 {
					t.Errorf("after the step %s keeps %s", CellName(int(e.Cell)), l.Candidates(int(e.Cell))&e.Digits)
				}
			}
		})
	}
	for _, e := range techniqueTable {
		if !covered[e.t] {
			t.Errorf("no techFixture for %s", e.t)
		}
	}
}

// seProducerOrder is Sudoku Explainer's order of its producers (the rows of
// its table), the order the solver tries the techniques in: each technique
// with the row of the producer that finds it. It is not the order of the
// ratings: unique loops (4.5–5.6) come before the naked quad (5.0), BUG
// type 3 (5.8–6.2) sits with the other types of BUG (5.6–5.7).
var seProducerOrder = map[Technique]int{
	FullHouse: 1, HiddenSingleBox: 1, HiddenSingleLine: 1,
	DirectPointing: 2, DirectClaiming: 2, DirectHiddenPair: 3, NakedSingle: 4,
	DirectHiddenTriple: 5, Pointing: 6, Claiming: 6, NakedPair: 7, XWing: 8,
	HiddenPair: 9, NakedTriple: 10, Swordfish: 11, HiddenTriple: 12,
	XYWing: 13, XYZWing: 14,
	UniqueLoop1: 15, UniqueLoop2: 15, UniqueLoop3: 15, UniqueLoop4: 15,
	NakedQuad: 16, Jellyfish: 17, HiddenQuad: 18,
	BUG1: 19, BUG2: 19, BUG3: 19, BUG4: 19,
	AlignedPairExclusion: 20,
	XCycle:               21, YCycle: 21, ForcingXChain: 21, BidirectionalCycle: 21, ForcingChain: 21,
	AlignedTripleExclusion: 22, NishioForcingChain: 23, MultipleForcingChain: 24,
	DynamicForcingChain: 25,
}

func TestTechniqueTableOrder(t *testing.T) {
	seen := map[Technique]bool{}
	for i, e := range techniqueTable {
		if seen[e.t] {
			t.Errorf("%s twice in the table", e.t)
		}
		seen[e.t] = true
		row, ok := seProducerOrder[e.t]
		if !ok {
			t.Errorf("%s: no row of Sudoku Explainer's order", e.t)
		}
		if i > 0 {
			prev := techniqueTable[i-1].t
			if row < seProducerOrder[prev] {
				t.Errorf("%s (row %d) after %s (row %d): the table must follow Sudoku Explainer's order", e.t, row, prev, seProducerOrder[prev])
			}
			if e.t <= prev {
				t.Errorf("%s after %s: the constants must follow the table", e.t, prev)
			}
			// Within a producer's row, the entries after the first are found
			// by the first one's finder, or are separate finders of
			// increasing rating (the singles, locking).
			if row == seProducerOrder[prev] && !isFoundAbove(e.find) && e.t.tenths() <= prev.tenths() {
				t.Errorf("%s (%.1f) after %s (%.1f) in one row: want increasing ratings", e.t, e.t.Rating(), prev, prev.Rating())
			}
		}
		if i == 0 && isFoundAbove(e.find) {
			t.Errorf("%s: the first entry needs a finder", e.t)
		}
		single := e.t == FullHouse || e.t == HiddenSingleBox || e.t == HiddenSingleLine || e.t == NakedSingle
		if e.single != single {
			t.Errorf("%s: single flag %v", e.t, e.single)
		}
	}
	for tq := FullHouse; tq < FromSolution; tq++ {
		if !seen[tq] {
			t.Errorf("%s is not in the table", tq)
		}
	}
	if got := Techniques(); len(got) != len(techniqueTable) || got[0] != FullHouse || got[len(got)-1] != techniqueTable[len(techniqueTable)-1].t {
		t.Errorf("Techniques() = %v", got)
	}
}

// isFoundAbove reports whether f is foundAbove (an entry whose technique
// an earlier entry's finder finds).
func isFoundAbove(f finder) bool {
	return reflect.ValueOf(f).Pointer() == reflect.ValueOf(finder(foundAbove)).Pointer()
}

func TestTechniqueNames(t *testing.T) {
	want := map[Technique]float64{
		FullHouse: 1.0, HiddenSingleBox: 1.2, HiddenSingleLine: 1.5, DirectPointing: 1.7,
		DirectClaiming: 1.9, DirectHiddenPair: 2.0, NakedSingle: 2.3, DirectHiddenTriple: 2.5,
		Pointing: 2.6, Claiming: 2.8, NakedPair: 3.0, XWing: 3.2, HiddenPair: 3.4,
		NakedTriple: 3.6, Swordfish: 3.8, HiddenTriple: 4.0,
		XYWing: 4.2, XYZWing: 4.4, UniqueLoop1: 4.5, UniqueLoop2: 4.5, UniqueLoop3: 4.5,
		UniqueLoop4: 4.5, NakedQuad: 5.0, Jellyfish: 5.2, HiddenQuad: 5.4, BUG1: 5.6,
		BUG2: 5.7, BUG3: 5.8, BUG4: 5.7, AlignedPairExclusion: 6.2,
		XCycle: 6.5, YCycle: 6.5, ForcingXChain: 6.6, BidirectionalCycle: 7.0, ForcingChain: 7.0,
		AlignedTripleExclusion: 7.5, NishioForcingChain: 7.5, MultipleForcingChain: 8.0,
		DynamicForcingChain: 8.5, FromSolution: 0,
	}
	for tq := FullHouse; tq <= FromSolution; tq++ {
		if tq.Rating() != want[tq] {
			t.Errorf("%s rated %.1f, want %.1f (Sudoku Explainer's scale)", tq, tq.Rating(), want[tq])
		}
		back, err := ParseTechnique(tq.String())
		if err != nil || back != tq {
			t.Errorf("ParseTechnique(%q) = %v, %v", tq.String(), back, err)
		}
		if tq.String() == "" || strings.Contains(tq.String(), " ") {
			t.Errorf("%d: key %q", tq, tq.String())
		}
	}
	if _, err := ParseTechnique("swordfish-deluxe"); err == nil {
		t.Error("ParseTechnique accepted an unknown name")
	}
	if Technique(0).Valid() || Technique(NumTechniques).Valid() {
		t.Error("out-of-range techniques are valid")
	}
}

func FuzzParseTechnique(f *testing.F) {
	for t := FullHouse; t <= FromSolution; t++ {
		f.Add(t.String())
	}
	f.Add("")
	f.Add("X-Wing")
	f.Fuzz(func(t *testing.T, s string) {
		tq, err := ParseTechnique(s)
		if (err == nil) == (tq == 0) {
			t.Fatalf("ParseTechnique(%q) = %v, %v: want a technique or an error", s, tq, err)
		}
		if err == nil && tq.String() != s {
			t.Fatalf("ParseTechnique(%q) = %v, which writes %q", s, tq, tq.String())
		}
	})
}

// checkAroundSolution runs the logical solver on a pencil-mark state that
// keeps every digit of the full grid sol (plus others, chosen by keep, and
// the clues where clue says) and checks that no step ever rules sol out: a
// technique's deduction holds for every solution the candidates allow.
func checkAroundSolution(t *testing.T, sol Grid, clue func(c int) bool, keep func(c int, d uint8) bool) {
	t.Helper()
	var g Grid
	var cand [81]Mask
	for c := 0; c < 81; c++ {
		if clue(c) {
			g[c] = sol[c]
		}
		cand[c] = 1 << sol[c]
		for d := uint8(1); d <= 9; d++ {
			if keep(c, d) {
				cand[c] |= 1 << d
			}
		}
	}
	l, err := NewLogicCandidates(g, &cand)
	if err != nil {
		t.Fatal(err)
	}
	// Shallow: on these positions (sparse, often with many solutions) the
	// nested forcing chains run wherever nothing else applies and take
	// seconds each; TestChainsSound checks their steps on the hardest
	// puzzles instead.
	l.Shallow()
	for steps := 0; ; steps++ {
		if steps > 81*9 {
			t.Fatalf("more steps than candidates")
		}
		before := *l
		s, ok := l.Advance()
		if !ok {
			break
		}
		if uniqueness(s.Technique) && !keepsSolution(s, &sol) {
			// These techniques assume the position has one solution; states
			// with several may lose any of them. Such a step is only wrong
			// when sol is the only solution.
			if candidateSolutions(&before, 2) < 2 {
				t.Fatalf("%s: %s rules out the only solution", g, s)
			}
			return
		}
		for _, p := range s.Placements {
			if sol[p.Cell] != p.Digit {
				t.Fatalf("%s: %s places %d where the solution has %d", g, s, p.Digit, sol[p.Cell])
			}
		}
		for _, e := range s.Eliminations {
			if e.Digits.Has(sol[e.Cell]) {
				t.Fatalf("%s: %s removes the solution's %d from %s", g, s, sol[e.Cell], CellName(int(e.Cell)))
			}
		}
	}
	if l.Solved() && l.Grid() != sol {
		t.Fatalf("ended on %s, solution %s", l.Grid(), sol)
	}
}

// uniqueness reports whether t relies on the puzzle having one solution.
func uniqueness(t Technique) bool {
	return t >= UniqueLoop1 && t <= UniqueLoop4 || t >= BUG1 && t <= BUG4
}

// keepsSolution reports whether step s keeps solution sol possible.
func keepsSolution(s Step, sol *Grid) bool {
	for _, p := range s.Placements {
		if sol[p.Cell] != p.Digit {
			return false
		}
	}
	for _, e := range s.Eliminations {
		if e.Digits.Has(sol[e.Cell]) {
			return false
		}
	}
	return true
}

// candidateSolutions counts, up to limit, the solutions of the solver's
// position: its digits, and for each empty cell one of its candidates.
func candidateSolutions(l *Logic, limit int) int {
	var cand [81]Mask
	g := l.Grid()
	for c := range cand {
		if g[c] != 0 {
			cand[c] = 1 << g[c]
		} else {
			cand[c] = l.Candidates(c)
		}
	}
	var count func(cand [81]Mask) int
	count = func(cand [81]Mask) int {
		best, bestN := -1, 10
		for c, m := range cand {
			if n := m.Count(); n == 0 {
				return 0
			} else if n > 1 && n < bestN {
				best, bestN = c, n
			}
		}
		if best < 0 {
			// Every cell decided: a solution when no two peers agree.
			for c := range cand {
				for _, p := range Peers[c] {
					if cand[p] == cand[c] {
						return 0
					}
				}
			}
			return 1
		}
		n := 0
		for m := cand[best]; m != 0 && n < limit; m &= m - 1 {
			next := cand
			next[best] = m & -m
			ok := true
			for _, p := range Peers[best] {
				if next[p] == next[best] {
					ok = false
					break
				}
				next[p] &^= next[best]
			}
			if ok {
				n += count(next)
			}
		}
		return n
	}
	return count(cand)
}

// TestStepsKeepAnySolution runs the solver on random pencil-mark states
// around a random full grid: states no puzzle reaches, with several
// solutions, which exercise every finder in odd positions.
func TestStepsKeepAnySolution(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < n; i++ {
		sol := Fill(rng)
		pClue, pKeep := rng.Float64()*0.3, 0.5+rng.Float64()*0.45
		checkAroundSolution(t, sol,
			func(int) bool { return rng.Float64() < pClue },
			func(int, uint8) bool { return rng.Float64() < pKeep })
	}
}

// FuzzStepsKeepAnySolution does the same with states from the fuzzer: bit
// 9 of each cell's pair of bytes makes it a clue, bits 0–8 keep candidates.
func FuzzStepsKeepAnySolution(f *testing.F) {
	f.Add(int64(1), []byte{0xff, 0x01, 0x00, 0x02})
	f.Add(int64(2), make([]byte, 162))
	f.Fuzz(func(t *testing.T, seed int64, data []byte) {
		sol := Fill(rand.New(rand.NewSource(seed)))
		word := func(c int) uint16 {
			if 2*c+1 >= len(data) {
				return 0
			}
			return uint16(data[2*c]) | uint16(data[2*c+1])<<8
		}
		checkAroundSolution(t, sol,
			func(c int) bool { return word(c)&(1<<9) != 0 },
			func(c int, d uint8) bool { return word(c)&(1<<(d-1)) != 0 })
	})
}
