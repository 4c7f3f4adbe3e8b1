package solver

import (
	"reflect"
	"strings"
	"testing"
)

// TestExamples checks examples.txt: every technique has its example, the
// example is a position of the solver's path through its puzzle (replayed
// from the givens), and the solver's next step there is exactly the step
// stored (technique, rating, units, cells, digits, placements,
// eliminations, chains).
func TestExamples(t *testing.T) {
	if _, err := loadExamples(); err != nil {
		t.Fatalf("examples.txt: %v", err)
	}
	credits := exampleCredits(examplesText)
	for _, tq := range Techniques() {
		t.Run(tq.String(), func(t *testing.T) {
			e, ok := tq.Example()
			if !ok {
				t.Fatalf("no example of %s in examples.txt", tq)
			}
			if e.Step.Technique != tq {
				t.Fatalf("the example of %s is a step of %s", tq, e.Step.Technique)
			}
			file, _, _ := strings.Cut(e.Source, " ")
			if !credits[file] {
				t.Errorf("source %q: %s is not credited in the file's header", e.Source, file)
			}
			if _, err := SolveUnique(e.Puzzle); err != nil {
				t.Fatalf("puzzle %s: %v", e.Puzzle, err)
			}
			// The position is where the solver's path leads.
			l, err := NewLogic(e.Puzzle)
			if err != nil {
				t.Fatal(err)
			}
			for i := range e.After {
				if _, ok := l.Advance(); !ok {
					t.Fatalf("the solver stops after %d steps, before the example's %d", i, e.After)
				}
			}
			if l.Grid() != e.Grid {
				t.Fatalf("after %d steps the grid is\n  %s\nnot\n  %s", e.After, l.Grid(), e.Grid)
			}
			for c := range 81 {
				if l.Candidates(c) != e.Candidates[c] {
					t.Fatalf("after %d steps %s holds %s, the example %s", e.After, CellName(c), l.Candidates(c), e.Candidates[c])
				}
			}
			// And from the position alone, as the guide shows it.
			alone, err := NewLogicCandidates(e.Grid, &e.Candidates)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range []*Logic{l, alone} {
				got, ok := l.Next()
				if tq == DirectClaiming {
					// Never the next step (see Example): an easier one
					// is, and its finder finds the example's.
					if !ok || got.Technique != e.next || got.Rating >= tq.Rating() {
						t.Fatalf("the next step is %s, not an easier %s", got, e.next)
					}
					var b stepBuf
					if !findDirectClaiming(&l.st, &b) || !sameStep(b.s, e.Step) {
						t.Fatalf("the finder of %s finds\n  %s\nnot the example's\n  %s", tq, b.s, e.Step)
					}
					continue
				}
				if !ok || !sameStep(got, e.Step) {
					t.Fatalf("the solver's next step is\n  %s (%v)\nnot the example's\n  %s (%v)", got, got.Rating, e.Step, e.Step.Rating)
				}
			}
			if tq != DirectClaiming && e.next != 0 {
				t.Errorf("the example of %s has a next technique", tq)
			}
			// The file's writer and reader agree.
			back, err := parseExamples(formatExample(e))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back[tq], e) {
				t.Errorf("written and read back, the example differs:\n%s", formatExample(e))
			}
		})
	}
	if _, ok := FromSolution.Example(); ok {
		t.Error("FromSolution has an example")
	}
	if _, ok := Technique(0).Example(); ok {
		t.Error("technique 0 has an example")
	}
}

// exampleCredits returns the files credited in examples.txt's header
// ("#   FILE: credit" lines).
func exampleCredits(text string) map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		rest, ok := strings.CutPrefix(line, "#   ")
		if !ok {
			continue
		}
		if file, credit, ok := strings.Cut(rest, ": "); ok && credit != "" && !strings.Contains(file, " ") {
			out[file] = true
		}
	}
	return out
}

// TestExamplesMalformed checks that the parser refuses what the format does
// not allow.
func TestExamplesMalformed(t *testing.T) {
	pos := "source: x line 1\npuzzle: " + emptyGrid + "\ngrid: " + emptyGrid + "\ncandidates:" + allCands + "\n"
	for _, tc := range []struct{ name, text, want string }{
		{"ok", "technique: naked-single\n" + pos + "cells: r1c1\ndigits: 1\nplace: r1c1=1\n", ""},
		{"before technique", "source: x\n", "before the first technique"},
		{"unknown technique", "technique: magic\n", "not a technique"},
		{"from solution", "technique: from-solution\n", "not a technique"},
		{"no key", "technique: naked-single\nr1c1\n", "no key"},
		{"unknown key", "technique: naked-single\n" + pos + "colour: red\n", "unknown key"},
		{"no source", "technique: naked-single\npuzzle: " + emptyGrid + "\ngrid: " + emptyGrid + "\ncandidates:" + allCands + "\nplace: r1c1=1\n", "without a source"},
		{"no candidates", "technique: naked-single\nsource: x\npuzzle: " + emptyGrid + "\ngrid: " + emptyGrid + "\nplace: r1c1=1\n", "lacks"},
		{"does nothing", "technique: naked-single\n" + pos, "does nothing"},
		{"twice", "technique: naked-single\n" + pos + "place: r1c1=1\ntechnique: naked-single\n" + pos + "place: r1c1=1\n", "a second example"},
		{"bad cell", "technique: naked-single\n" + pos + "place: r0c1=1\n", "bad cell"},
		{"two digits placed", "technique: naked-single\n" + pos + "place: r1c1=12\n", "bad placement"},
		{"bad unit", "technique: pointing\n" + pos + "units: row 10\n", "bad unit"},
		{"short candidates", "technique: naked-single\ncandidates: 1 2 3\n", "want 81"},
		{"bad arrow", "technique: x-cycle\n" + pos + "chain: 0 r1c1=1 -- r1c2<>1\n", "bad arrow"},
		{"odd chain", "technique: x-cycle\n" + pos + "chain: 0 r1c1=1 ->\n", "bad run"},
		{"bad chain number", "technique: x-cycle\n" + pos + "chain: x r1c1=1 -> r1c2<>1\n", "bad chain number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseExamples(tc.text)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("error %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}

var (
	emptyGrid = strings.Repeat(".", 81)
	allCands  = strings.Repeat(" 123456789", 81)
)

// TestRatingGrows checks that the steps rated above their technique's
// least rating, on the solver's paths through the committed excerpts of the
// collections, are all of techniques whose rating grows.
func TestRatingGrows(t *testing.T) {
	grows := map[Technique]bool{}
	for _, name := range []string{"puzzles3_magictour_top1465.txt", "se-classic-top1465-298.txt", "puzzles2_17_clue.txt"} {
		for _, g := range subsetPuzzles(t, name, 0) {
			steps, err := LogicalSteps(g)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range steps {
				if s.tenths() > s.Technique.tenths() {
					grows[s.Technique] = true
					if !s.Technique.RatingGrows() {
						t.Errorf("%s rated %v, above %v: %s", s.Technique, s.Rating, s.Technique.Rating(), s)
					}
				}
			}
		}
	}
	if len(grows) < 3 {
		t.Errorf("only %d techniques seen rated above their least: %v", len(grows), grows)
	}
}
