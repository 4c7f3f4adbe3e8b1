package solver

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// claimPuzzles are the puzzles whose every step's words are checked: the
// graded corpora of testPuzzles (carved puzzles, top1465, 17-clue, easy)
// and the puzzles of se-paths.txt, on whose paths the rarer techniques
// (wings, loops, BUG, exclusions, forcing chains) come.
func claimPuzzles(t *testing.T, n, paths int) []Grid {
	gs := testPuzzles(t, n)
	f, err := os.Open(filepath.Join("testdata", "se-paths.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for k := 0; sc.Scan() && k < paths; {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		g, err := Parse(strings.Split(text, "\t")[0])
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
		k++
	}
	return gs
}

// TestCheckArgumentCorpus checks every claim the words of every step make
// (CheckArgument), on the position the step was found on, along the
// grader's path of the corpora's puzzles; every technique family is met.
func TestCheckArgumentCorpus(t *testing.T) {
	n, paths := 200, 400
	if testing.Short() {
		n, paths = 60, 120
	}
	seen := map[Technique]int{}
	positions, nested := 0, 0
	for _, g := range claimPuzzles(t, n, paths) {
		walkSteps(t, g, func(s Step, cand *[81]Mask) {
			if s.Technique == FromSolution {
				return
			}
			positions++
			seen[s.Technique]++
			err := CheckArgument(ArgumentOf(s, cand))
			if s.Technique == DynamicForcingChain && s.Rating >= nestBase(1) {
				nested++
			}
			if err != nil {
				t.Errorf("%s: %s: %v", g, s, err)
			}
		})
	}
	t.Logf("%d positions checked: %v; %d nested forcing chains among them", positions, seen, nested)
	for _, tq := range []Technique{FullHouse, HiddenSingleBox, HiddenSingleLine, NakedSingle, Pointing, Claiming,
		DirectPointing, DirectHiddenPair, NakedPair, NakedTriple, HiddenPair, XWing, Swordfish, XYWing, XYZWing,
		UniqueLoop1, UniqueLoop2, BUG1, AlignedPairExclusion, XCycle, YCycle, ForcingXChain, ForcingChain,
		MultipleForcingChain, DynamicForcingChain} {
		if seen[tq] == 0 {
			t.Errorf("no step of %s met: its words went unchecked", tq)
		}
	}
}

// TestCheckArgumentExamples checks the words of the guide's worked
// example of every technique, on its example position.
func TestCheckArgumentExamples(t *testing.T) {
	for tq := Technique(1); tq < FromSolution; tq++ {
		e, ok := tq.Example()
		if !ok {
			continue
		}
		if err := CheckArgument(ArgumentOf(e.Step, &e.Candidates)); err != nil {
			t.Errorf("example of %s: %s: %v", tq, e.Step, err)
		}
	}
}

// TestCheckArgumentCatchesFalseWords: each family's check fails when the
// words would say something false of the example position: a claim
// changed, a case or a reason dropped, a link bent.
func TestCheckArgumentCatchesFalseWords(t *testing.T) {
	tests := []struct {
		name string
		tq   Technique
		bend func(a *Argument)
	}{
		{"hidden single in another cell", HiddenSingleBox, func(a *Argument) { a.Step.Cells = []uint8{a.Step.Cells[0] ^ 1} }},
		{"naked single of another digit", NakedSingle, func(a *Argument) { a.Step.Digits = a.Step.Digits<<1 | 2 }},
		{"pointing removes outside the line", Pointing, func(a *Argument) {
			a.Step.Eliminations = append(a.Step.Eliminations, Elimination{Cell: a.Step.Cells[0], Digits: a.Cand[a.Step.Cells[0]]})
		}},
		{"naked pair removes its own digit from itself", NakedPair, func(a *Argument) {
			c := a.Step.Cells[0]
			a.Step.Eliminations = append(a.Step.Eliminations, Elimination{Cell: c, Digits: a.Cand[c]})
		}},
		{"hidden pair short of a cell", HiddenPair, func(a *Argument) { a.Step.Cells = a.Step.Cells[1:] }},
		{"X-Wing short of a cell", XWing, func(a *Argument) { a.Step.Cells = a.Step.Cells[1:] }},
		{"XYZ-Wing told as an XY-Wing (the pivot forgotten)", XYZWing, func(a *Argument) { a.Step.Technique = XYWing }},
		{"XY-Wing with a case dropped", XYWing, func(a *Argument) { a.Cases = a.Cases[1:] }},
		{"unique loop of other digits", UniqueLoop1, func(a *Argument) { a.LoopDigits = AllDigits &^ a.LoopDigits & (AllDigits &^ (AllDigits << 2)) }},
		{"BUG without its extra cells", BUG1, func(a *Argument) { a.Extra = nil }},
		{"aligned exclusion without its reasons", AlignedPairExclusion, func(a *Argument) {
			xs := append([]Exclusion(nil), a.Exclusions...)
			for i := range xs {
				xs[i].Repeats, xs[i].Emptied = nil, nil
			}
			a.Exclusions = xs
		}},
		{"X-cycle with a link bent", XCycle, func(a *Argument) {
			ch := append([]Link(nil), a.Chains[0]...)
			l := &ch[len(ch)/2]
			l.To.Cell = (l.To.Cell + 40) % 81
			a.Chains = [][]Link{ch}
		}},
		{"cell forcing chain short of a branch", MultipleForcingChain, func(a *Argument) {
			a.Forcing.Branches = a.Forcing.Branches[1:]
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, ok := tt.tq.Example()
			if !ok {
				t.Fatalf("no example of %s", tt.tq)
			}
			cand := e.Candidates
			a := ArgumentOf(e.Step, &cand)
			if err := CheckArgument(a); err != nil {
				t.Fatalf("the true words fail: %v", err)
			}
			tt.bend(&a)
			if err := CheckArgument(a); err == nil {
				t.Errorf("false words pass: %s", a.Step)
			}
		})
	}
}

// TestNestedHoldsIsSound checks the nested links' check against the
// solution: on positions of a hard puzzle's path (the first steps of
// testdata/se-hardest.txt's 10.1 puzzle), no candidate that is the
// solution's digit is ever found ruled out, and some that are not are.
func TestNestedHoldsIsSound(t *testing.T) {
	g, err := Parse(".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8")
	if err != nil {
		t.Fatal(err)
	}
	sol, err := SolveUnique(g)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLogic(g)
	if err != nil {
		t.Fatal(err)
	}
	ruled := 0
	for step := 0; step < 2; step++ {
		var cand [81]Mask
		for c := range cand {
			cand[c] = l.Candidates(c)
		}
		for c := range cand {
			for _, d := range cand[c].Digits() {
				if cand[c].Count() < 2 || !nestedHolds(&cand, ChainNode{Cell: uint8(c), Digit: d}) {
					continue
				}
				if sol[c] == d {
					t.Fatalf("step %d: %s ruled out, the solution's digit", step+1, ChainNode{Cell: uint8(c), Digit: d})
				}
				ruled++
			}
		}
		if _, ok := l.Advance(); !ok {
			t.Fatal("no step")
		}
	}
	if ruled == 0 {
		t.Error("nothing ruled out")
	}
}
