package solver

import (
	"cmp"
	"flag"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var findExamples = flag.String("find-examples", "", "TestFindExamples: walk the shared collections and write the smallest example of each technique to this file (examples.txt's format)")

var findExamplesN = flag.Int("find-examples-n", 0, "TestFindExamples: at most this many puzzles of each collection (0: all)")

var findExamplesOnly = flag.String("find-examples-only", "", "TestFindExamples: look for these techniques only (comma-separated identifiers), keeping examples.txt's examples of the others")

// exampleSources are the collections TestFindExamples walks, in order (an
// example found in an earlier one wins a tie), with the credit written in
// the file's header. every takes every n-th puzzle of the file.
var exampleSources = []struct {
	file, credit string
	every        int
}{
	{"norvig-easy50.txt", "easy puzzles from Peter Norvig's essay on solving Sudoku (norvig.com), as distributed with eliben/go-sudoku (Unlicense)", 1},
	{"se-classic-qqwing200.txt", "200 puzzles generated with QQWing 1.3.4 (qqwing.com)", 1},
	{"norvig-top95-plus-hardest.txt", "Peter Norvig's top95 and \"hardest\" lists (norvig.com), via eliben/go-sudoku (Unlicense)", 1},
	{"puzzles3_magictour_top1465.txt", "the \"top 1465\" hard puzzles of magictour.free.fr, via the tdoku benchmark (github.com/t-dillon/tdoku)", 1},
	{"puzzles2_17_clue.txt", "Gordon Royle's list of 17-clue puzzles (University of Western Australia, CC BY 2.5), completed from the enjoysudoku forum, via the tdoku benchmark", 1},
	{"puzzles6_forum_hardest_1106.txt", "the enjoysudoku forum's hardest puzzles of June 2011, via the tdoku benchmark", 1},
	{"puzzles5_forum_hardest_1905_11+.txt", "the enjoysudoku forum's list of the hardest puzzles (rated 11 and more), via the tdoku benchmark", 10},
	// In testdata/, not ../shared/data: where a hidden quad was found.
	// A puzzle of it that is also in a collection above is found there
	// first, with the same score, and credited to it.
	{"se-paths.txt", "solver/testdata's puzzles on whose path Sudoku Explainer takes wings, uniqueness, quads, BUG or exclusion; those not in the collections above are minimal puzzles carved at random by this package's test helper carvePuzzle (solver/testdata/README.md)", 1},
}

// teachEmpty is the least number of empty cells of a position that
// teaches: a board about half empty, where the player could not have
// finished by looking at the last few cells.
const teachEmpty = 36

// exampleScore is how little an example would teach, lower being better:
// first whether the step is the only way forward (only: no easier
// technique applies, which the solver's order already ensures, and no
// other step of the same technique does) and whether the board is at least
// teachEmpty cells empty, then a rating above the technique's least (a
// longer loop or chain, a larger set), then the size of the pattern (chain
// links, cells, units) and of what it does, then how many notes the board
// holds.
func exampleScore(s Step, cand *[81]Mask, only bool) int {
	score := 0
	if !only {
		score += 400
	}
	empty := 0
	for _, m := range cand {
		if m != 0 {
			empty++
		}
	}
	if empty < teachEmpty {
		score += 200 + 5*(teachEmpty-empty)
	}
	score += 40 * (s.tenths() - s.Technique.tenths())
	score += 4*len(s.Links) + 2*len(s.Cells) + len(s.Units) + 3*len(s.Placements)
	for _, e := range s.Eliminations {
		score += 3 * e.Digits.Count()
	}
	notes := 0
	for _, m := range cand {
		notes += m.Count()
	}
	return score + notes/15
}

// found is a candidate example with where it comes from.
type found struct {
	Example
	score     int
	src, line int // source index, line in its file
}

func better(a, b found) bool {
	if c := cmp.Compare(a.score, b.score); c != 0 {
		return c < 0
	}
	if c := cmp.Compare(a.src, b.src); c != 0 {
		return c < 0
	}
	if c := cmp.Compare(a.line, b.line); c != 0 {
		return c < 0
	}
	return a.After < b.After
}

// TestFindExamples writes examples.txt's content from the shared
// collections: for each technique, the clearest position (exampleScore) on
// the solver's path through their puzzles where it is the next step.
//
//	go test ./solver -run TestFindExamples -find-examples=/tmp/examples.txt -timeout 0 -v
func TestFindExamples(t *testing.T) {
	if *findExamples == "" {
		t.Skip("-find-examples=FILE to run")
	}
	dir := sharedDataDir()
	if dir == "" {
		skipWithoutShared(t, true, "-find-examples: ../shared/data is absent")
	}
	// With -find-examples-only, the walks stop past the highest rating
	// asked for, and the other techniques keep their examples.
	var only map[Technique]bool
	upTo := 0
	if *findExamplesOnly != "" {
		only = map[Technique]bool{}
		for _, name := range strings.Split(*findExamplesOnly, ",") {
			tq, err := ParseTechnique(strings.TrimSpace(name))
			if err != nil {
				t.Fatal(err)
			}
			only[tq] = true
			upTo = max(upTo, tq.tenths())
		}
	}
	type job struct {
		g         Grid
		src, line int
	}
	jobs := make(chan job)
	var mu sync.Mutex
	best := map[Technique]found{}
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				walkForExamples(j.g, upTo, func(f found) {
					if only != nil && !only[f.Step.Technique] {
						return
					}
					f.src, f.line = j.src, j.line
					mu.Lock()
					if old, ok := best[f.Step.Technique]; !ok || better(f, old) {
						best[f.Step.Technique] = f
					}
					mu.Unlock()
				})
			}
		}()
	}
	for si, src := range exampleSources {
		path := filepath.Join(dir, src.file)
		if _, err := os.Stat(path); err != nil {
			path = filepath.Join("testdata", src.file)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for li, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") || len(line) < 81 {
				continue
			}
			n++
			if (n-1)%src.every != 0 || *findExamplesN > 0 && (n-1)/src.every >= *findExamplesN {
				continue
			}
			g, err := Parse(line[:81])
			if err != nil {
				t.Fatalf("%s line %d: %v", src.file, li+1, err)
			}
			if _, err := SolveUnique(g); err != nil {
				continue
			}
			jobs <- job{g, si, li + 1}
		}
		t.Logf("%s: %d puzzles", src.file, n)
	}
	close(jobs)
	wg.Wait()
	var b strings.Builder
	b.WriteString(examplesHeader)
	for _, src := range exampleSources {
		fmt.Fprintf(&b, "#   %s: %s\n", src.file, src.credit)
	}
	for _, tq := range Techniques() {
		if only != nil && !only[tq] {
			e, ok := tq.Example()
			if !ok {
				t.Fatalf("no example of %s in examples.txt to keep", tq)
			}
			b.WriteString("\n")
			b.WriteString(formatExample(e))
			continue
		}
		f, ok := best[tq]
		if !ok {
			t.Errorf("no example of %s", tq)
			continue
		}
		f.Source = fmt.Sprintf("%s line %d", exampleSources[f.src].file, f.line)
		b.WriteString("\n")
		b.WriteString(formatExample(f.Example))
	}
	if err := os.WriteFile(*findExamples, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

const examplesHeader = `# Examples of the techniques (docs/formats.md, "Technique examples"): for each
# technique of the logical solver, a position on its path through a puzzle of
# a public collection where that technique is its next step, and the step.
# Direct claiming is never the next step (see Example in examples.go): its
# example is a position where its pattern is found, and "next:" names the
# technique the solver takes there instead.
# Written by TestFindExamples (examples_find_test.go), which keeps for each
# technique the position that teaches it best: where it is the only way
# forward (no easier technique applies and no other step of it), on a board at
# least 36 cells empty, then the clearest (short chains, small patterns, few
# eliminations, few notes); TestExamples checks every one.
#
# The puzzles are facts; the collections are the work of their compilers:
`

// walkForExamples follows the solver's path through puzzle g and calls
// keep with each position and the step taken there, until the grid is
// full, no technique applies, or (upTo > 0) the step is rated more than
// walkPast above upTo tenths (a chain's rating grows with its length).
// With upTo below the nested chains' least rating it leaves them out.
func walkForExamples(g Grid, upTo int, keep func(found)) {
	l, err := NewLogic(g)
	if err != nil {
		return
	}
	if upTo > 0 && upTo < int(ShallowStuckRating*10) {
		l.Shallow() // the nested chains cannot give an example rated below
	}
	for after := 0; ; after++ {
		s, ok := l.Next()
		if !ok || upTo > 0 && s.tenths() > upTo+walkPast {
			return
		}
		e := Example{Puzzle: g, After: after, Grid: l.Grid(), Step: s}
		for c := range e.Candidates {
			e.Candidates[c] = l.Candidates(c)
		}
		keep(found{Example: e, score: exampleScore(s, &e.Candidates, onlyStep(&l.st, s))})
		// A direct claiming is never the next step (examples.txt says
		// why): its example is a position where its finder finds one.
		// It counts as the only way forward where the solver's own step
		// there is the only one of its technique.
		var b stepBuf
		if findDirectClaiming(&l.st, &b) {
			d := e
			d.Step, d.next = b.s.clone(), s.Technique
			keep(found{Example: d, score: exampleScore(d.Step, &d.Candidates, onlyStep(&l.st, s))})
		}
		if l.Apply(s) != nil {
			return
		}
	}
}

// walkPast is how far past the highest rating asked for, in tenths, a
// -find-examples-only walk goes on: a chain's example is rated above its
// technique's least when no shorter one is met.
const walkPast = 15

// onlyStep reports whether s, the solver's next step in position l, is
// the only step of its technique there: for the singles, the only cell
// such a single places; for the others, the technique's finder finds no
// other step once s is applied (a step that s itself makes possible counts
// as another, so the answer errs towards false).
func onlyStep(l *logic, s Step) bool {
	switch s.Technique {
	case FullHouse, HiddenSingleBox, HiddenSingleLine, NakedSingle:
		return singleCells(l, s.Technique) == 1
	}
	after := *l
	after.apply(&s)
	var b stepBuf
	defer b.release()
	for _, e := range techniqueTable {
		if e.t != s.Technique {
			continue
		}
		find := e.find
		if s.Technique >= UniqueLoop2 && s.Technique <= UniqueLoop4 {
			find = findUniqueLoop // the others' entries say "found above"
		}
		return !find(&after, &b) || b.s.Technique != s.Technique
	}
	return false
}

// singleCells counts the cells where a single of technique t places a
// digit in position l: the only empty cell of a unit (FullHouse), the only
// place of a digit in a box (HiddenSingleBox) or in a row or column
// (HiddenSingleLine), the only candidate of a cell (NakedSingle).
func singleCells(l *logic, t Technique) int {
	var cells [81]bool
	n := 0
	mark := func(c int) {
		if !cells[c] {
			cells[c] = true
			n++
		}
	}
	for u := range 27 {
		isBox := u >= 18
		switch t {
		case FullHouse:
			if f := l.free[u]; f != 0 && f&(f-1) == 0 {
				mark(int(Units[u][bits.TrailingZeros16(f)]))
			}
		case HiddenSingleBox, HiddenSingleLine:
			if isBox != (t == HiddenSingleBox) {
				continue
			}
			for d := 1; d <= 9; d++ {
				if p := l.pos[u][d]; p != 0 && p&(p-1) == 0 {
					mark(int(Units[u][bits.TrailingZeros16(p)]))
				}
			}
		}
	}
	if t == NakedSingle {
		for c, m := range l.cand {
			if m != 0 && m&(m-1) == 0 {
				mark(c)
			}
		}
	}
	return n
}

// formatExample writes an example in examples.txt's format.
func formatExample(e Example) string {
	var b strings.Builder
	s := e.Step
	fmt.Fprintf(&b, "technique: %s\n", s.Technique)
	fmt.Fprintf(&b, "source: %s\n", e.Source)
	fmt.Fprintf(&b, "puzzle: %s\n", e.Puzzle)
	fmt.Fprintf(&b, "after: %d\n", e.After)
	fmt.Fprintf(&b, "grid: %s\n", e.Grid)
	b.WriteString("candidates:")
	for _, m := range e.Candidates {
		if m == 0 {
			b.WriteString(" -")
		} else {
			b.WriteString(" " + m.String())
		}
	}
	b.WriteString("\n")
	if e.next != 0 {
		fmt.Fprintf(&b, "next: %s\n", e.next)
	}
	if len(s.Links) == 0 {
		fmt.Fprintf(&b, "# %s\n", s)
	}
	if s.Rating != s.Technique.Rating() {
		fmt.Fprintf(&b, "rating: %s\n", strconv.FormatFloat(s.Rating, 'f', -1, 64))
	}
	if len(s.Units) > 0 {
		var us []string
		for _, u := range s.Units {
			us = append(us, UnitName(int(u)))
		}
		fmt.Fprintf(&b, "units: %s\n", strings.Join(us, ", "))
	}
	if len(s.Cells) > 0 {
		var cs []string
		for _, c := range s.Cells {
			cs = append(cs, CellName(int(c)))
		}
		fmt.Fprintf(&b, "cells: %s\n", strings.Join(cs, " "))
	}
	if s.Digits != 0 {
		fmt.Fprintf(&b, "digits: %s\n", s.Digits)
	}
	if len(s.Placements) > 0 {
		var ps []string
		for _, p := range s.Placements {
			ps = append(ps, fmt.Sprintf("%s=%d", CellName(int(p.Cell)), p.Digit))
		}
		fmt.Fprintf(&b, "place: %s\n", strings.Join(ps, " "))
	}
	if len(s.Eliminations) > 0 {
		var es []string
		for _, x := range s.Eliminations {
			es = append(es, fmt.Sprintf("%s-%s", CellName(int(x.Cell)), x.Digits))
		}
		fmt.Fprintf(&b, "remove: %s\n", strings.Join(es, " "))
	}
	for i := 0; i < len(s.Links); {
		n := s.Links[i].Chain
		fmt.Fprintf(&b, "chain: %d %s", n, s.Links[i].From)
		prev := s.Links[i].From
		for ; i < len(s.Links) && s.Links[i].Chain == n; i++ {
			l := s.Links[i]
			if l.From != prev {
				fmt.Fprintf(&b, "; %s", l.From)
			}
			fmt.Fprintf(&b, "%s%s", arrow(l.Strong), l.To)
			prev = l.To
		}
		b.WriteString("\n")
	}
	return b.String()
}
