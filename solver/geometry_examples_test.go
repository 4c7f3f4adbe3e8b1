package solver

import (
	"slices"
	"strings"
	"testing"
)

// Every example of the variants' techniques is what it says: a puzzle of
// one solution; the grader's path reaches the position's digits and
// candidates after the steps said; its next step there is the technique,
// with the placements and eliminations written; one instance of it (the
// example's cells: one cage, one house's innies or outies, one sum over a
// group of houses, one killer pair, one diagonal, window or region) makes
// the whole step; and the board is at least teachEmpty cells empty.
func TestVariantExamples(t *testing.T) {
	all, err := loadVariantExamples()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, e := range all {
		keys = append(keys, e.Key)
	}
	if !slices.Equal(keys, VariantExampleKeys()) {
		t.Fatalf("examples %v, want %v", keys, VariantExampleKeys())
	}
	for _, e := range all {
		t.Run(e.Key, func(t *testing.T) {
			if n := e.Geometry.CountSolutions(e.Puzzle, 2); n != 1 {
				t.Fatalf("the puzzle has %d solutions", n)
			}
			var pos *variantPosition
			walkVariantPath(e.Geometry, e.Puzzle, func(p *variantPosition) bool {
				if p.after == e.After {
					pos = p
					return false
				}
				return true
			})
			if pos == nil {
				t.Fatalf("the grader's path is shorter than %d steps", e.After)
			}
			if pos.l.p != e.Grid || pos.l.cand != e.Candidates {
				t.Fatalf("after %d steps the grader is elsewhere:\n%s\n%s", e.After, pos.l.p, e.Grid)
			}
			if got := pos.step; got.Technique != e.Step.Technique || !slices.Equal(got.Placements, e.Step.Placements) ||
				!slices.Equal(got.Eliminations, e.Step.Eliminations) {
				t.Fatalf("the next step is %v %v %v, the example says %v %v %v", got.Technique, got.Placements, got.Eliminations,
					e.Step.Technique, e.Step.Placements, e.Step.Eliminations)
			}
			if key := exampleKeyOf(e.Geometry.Variant, e.Step.Technique); key != e.Key {
				t.Fatalf("a %v step in a %v is example %q, not %q", e.Step.Technique, e.Geometry.Variant, key, e.Key)
			}
			cells, house, ok := variantInstance(e.Key, pos)
			if !ok || !slices.Equal(cells, e.Cells) || house != e.House {
				t.Fatalf("one instance does not make the step: %v %v (house %d), the example says %v (house %d)", ok, cells, house, e.Cells, e.House)
			}
			if pos.l.left < teachEmpty {
				t.Errorf("%d empty cells, want %d or more", pos.l.left, teachEmpty)
			}
		})
	}
}

// The examples' file is refused with the line and the reason when it is
// broken.
func TestParseVariantExamplesErrors(t *testing.T) {
	good := "example: diagonal\nsource: s\nvariant: x\npuzzle: " + strings.Repeat(".", 81) + "\ngrid: " + strings.Repeat(".", 81) +
		"\ncandidates: " + strings.Repeat("123456789 ", 81) + "\ntechnique: hidden-single-line\nplace: r1c1=1\n"
	if es, err := parseVariantExamples(good); err != nil || len(es) != 1 || es[0].Geometry.Variant != XSudoku {
		t.Fatalf("a good example: %v, %v", es, err)
	}
	for _, c := range []struct{ text, want string }{
		{"source: s\n", "line 1: \"source\" before the first example"},
		{strings.Replace(good, "variant: x\n", "", 1), "without its variant"},
		{strings.Replace(good, "variant: x", "variant: jigsaw", 1), "a jigsaw without its regions"},
		{strings.Replace(good, "place: r1c1=1\n", "", 1), "does nothing"},
		{strings.Replace(good, "technique: hidden-single-line", "technique: unique-loop-1", 1), "line 7: technique"},
		{good + good, "a second example diagonal"},
		{strings.Replace(good, "variant: x", "variant: killer\ncage: 18 r1c1 r1c2", 1), "cage"},
		{strings.Replace(good, "source: s", "sauce: s", 1), "unknown key"},
	} {
		if _, err := parseVariantExamples(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text[:min(40, len(c.text))], err, c.want)
		}
	}
}

// The examples agree with the grader's hints (VariantHint, which records
// the first instance's pattern): on each example's position the hint is the
// example's whole step, and its pattern rests on the example's house and
// cells.
func TestVariantExamplesAreHints(t *testing.T) {
	for _, key := range VariantExampleKeys() {
		e, _ := VariantExampleOf(key)
		h, ok := VariantHint(e.Geometry, e.Grid, &e.Candidates)
		if !ok || h.Pattern == nil || h.Technique != e.Step.Technique || !slices.Equal(h.Placements, e.Step.Placements) ||
			!slices.Equal(h.Eliminations, e.Step.Eliminations) {
			t.Errorf("%s: the hint is %v %v %v, the example %v %v %v", key, h.Technique, h.Placements, h.Eliminations,
				e.Step.Technique, e.Step.Placements, e.Step.Eliminations)
			continue
		}
		p := h.Pattern
		at := 0 // the house of the single, the set or the pointing
		if key == ExampleRegionLock {
			at = 1 // the region the line's digit is locked in
		}
		if e.House >= 0 && (len(p.Houses) <= at || p.Houses[at] != e.House) {
			t.Errorf("%s: the hint's houses %v, the example's house %d", key, p.Houses, e.House)
		}
		var cells []int
		for _, c := range append(append([]uint8(nil), p.Cells...), p.Others...) {
			cells = append(cells, int(c))
		}
		for _, c := range cells {
			if !slices.Contains(e.Cells, c) {
				t.Errorf("%s: the hint's cell %s is not among the example's %v", key, CellName(c), e.Cells)
			}
		}
	}
}

// The examples' parser never panics, and what it reads writes back
// (formatVariantExample) to the same examples.
func FuzzParseVariantExamples(f *testing.F) {
	f.Add(variantExamplesText)
	f.Add("example: region\nsource: s\nvariant: jigsaw\nregions: " + strings.Repeat("1", 81) + "\n")
	f.Add("example: x\ncage: 3 r1c1 r1c2\ncandidates: -\n")
	f.Fuzz(func(t *testing.T, text string) {
		es, err := parseVariantExamples(text)
		if err != nil {
			return
		}
		var b strings.Builder
		for _, e := range es {
			b.WriteString(formatVariantExample(e) + "\n")
		}
		again, err := parseVariantExamples(b.String())
		if err != nil || len(again) != len(es) {
			t.Fatalf("written back: %d examples, %v\n%s", len(again), err, b.String())
		}
		for i := range es {
			a, z := es[i], again[i]
			if a.Key != z.Key || a.Puzzle != z.Puzzle || a.Grid != z.Grid || a.Candidates != z.Candidates || a.After != z.After ||
				a.House != z.House || !slices.Equal(a.Cells, z.Cells) || a.Geometry.Variant != z.Geometry.Variant ||
				a.Geometry.Regions != z.Geometry.Regions || len(a.Geometry.Cages) != len(z.Geometry.Cages) ||
				!slices.Equal(a.Step.Placements, z.Step.Placements) || !slices.Equal(a.Step.Eliminations, z.Step.Eliminations) {
				t.Fatalf("example %d changed when written back", i)
			}
		}
	})
}
