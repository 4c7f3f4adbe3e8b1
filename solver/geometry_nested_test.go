package solver

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestVariantDynamicPlus plays the X puzzle of testdata/variants-se.txt
// that needs the dynamic forcing chains (+) to the position after its 9.6
// step (docs/variants.md, "X-Sudoku and Windoku against the reference"):
// there the reference removes 5 from r2c1 by a 9.5 region forcing chain
// whose branches rest on locked candidates found inside the propagation,
// then 6 from r6c4 at 9.5; the grader must take the same two steps, and a
// hint, which has no words for a dynamic chain, must offer none there.
func TestVariantDynamicPlus(t *testing.T) {
	p, err := Parse("....2..9...4.7....9...1......6....292.......534....8......4...3....3.2...8..6....")
	if err != nil {
		t.Fatal(err)
	}
	g := XGeometry()
	gr, steps := VariantPath(g, p)
	if gr.Stuck || gr.Rating != 9.6 {
		t.Fatalf("graded stuck=%v %.1f, the reference 9.6", gr.Stuck, gr.Rating)
	}
	// The 33 steps before are the reference's (basic steps grouped).
	const at = 33
	if len(steps) <= at+1 || steps[at-1].Rating != 9.6 {
		t.Fatalf("step %d is not the 9.6 one: %+v", at-1, steps[min(at-1, len(steps)-1)])
	}
	want := []Elimination{{Cell: 9, Digits: 1 << 5}, {Cell: 48, Digits: 1 << 6}}
	for i, w := range want {
		s := steps[at+i]
		if s.Technique != VDynamicForcing || s.Rating != 9.5 || len(s.Placements) != 0 ||
			len(s.Eliminations) != 1 || s.Eliminations[0] != w {
			t.Errorf("step %d: %v %.1f %v %v, want a 9.5 dynamic forcing chain (+) removing %v", at+i, s.Technique, s.Rating, s.Placements, s.Eliminations, w)
		}
	}
	// Replay to the position after the 9.6 step: grid and candidates.
	l := newVLogic(g, p)
	for _, s := range steps[:at] {
		for _, pl := range s.Placements {
			l.set(int(pl.Cell), pl.Digit)
		}
		for _, e := range s.Eliminations {
			l.elim(int(e.Cell), e.Digits)
		}
	}
	if st, ok := VariantHint(g, l.p, &l.cand); ok {
		t.Errorf("a hint where only a dynamic chain (+) is left: %v %v %v", st.Technique, st.Placements, st.Eliminations)
	}
}

// TestVariantChainStepsAgree grades the puzzles of
// testdata/variants-se-steps.txt, the reference's paths on the X puzzles
// that need the dynamic forcing chains (+), and checks that the grader's
// chain steps (rated 6.5 and up: the grader groups the basic steps
// otherwise) are rated as the reference's, one by one.
func TestVariantChainStepsAgree(t *testing.T) {
	data, err := os.ReadFile("testdata/variants-se-steps.txt")
	if err != nil {
		t.Fatal(err)
	}
	var ref []float64
	puzzles := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		switch {
		case f[0] == "STEP" && len(f) >= 3:
			r, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				t.Fatal(err)
			}
			if r >= 6.5 {
				ref = append(ref, r)
			}
		case f[0] == "PUZ" && len(f) >= 3:
			puzzles++
			p, err := Parse(f[1])
			if err != nil {
				t.Fatal(err)
			}
			gr, steps := VariantPath(XGeometry(), p)
			var ours []float64
			for _, s := range steps {
				if s.Rating >= 6.5 {
					ours = append(ours, s.Rating)
				}
			}
			if gr.Stuck || fmt.Sprintf("%.1f", gr.Rating) != f[2] {
				t.Errorf("%s: stuck %v, rated %.1f, the reference %s", f[1], gr.Stuck, gr.Rating, f[2])
			}
			if !slices.Equal(ours, ref) {
				t.Errorf("%s: chain steps rated\n%v\nthe reference's\n%v", f[1], ours, ref)
			}
			ref = nil
		}
	}
	if puzzles != 2 {
		t.Errorf("%d puzzles in the fixture, want 2", puzzles)
	}
}
