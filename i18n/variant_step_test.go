package i18n

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// variantStepCases returns puzzles of every variant: the first X-Sudoku
// and Windoku puzzles of each level of the solver's reference fixture,
// its puzzles the reference rates 8.5 or more (Masters whose hints take
// dynamic forcing chains), and generated Jigsaw and Killer puzzles.
func variantStepCases(t *testing.T) []solver.VariantPuzzle {
	f, err := os.Open("../solver/testdata/variants-se.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []solver.VariantPuzzle
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(fields[0], "#") || len(fields) < 3 {
			continue
		}
		if er, _ := strconv.ParseFloat(fields[2], 64); n%6 != 0 && er < 8.5 {
			continue
		}
		v, err := solver.ParseVariant(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		p, err := solver.Parse(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, solver.VariantPuzzle{Geometry: solver.GeometryOf(v), Givens: p})
	}
	rng := rand.New(rand.NewSource(29))
	for _, vl := range []struct {
		v     solver.Variant
		level solver.Level
	}{{solver.Jigsaw, solver.Hard}, {solver.Jigsaw, solver.Expert}, {solver.Killer, solver.Medium}, {solver.Killer, solver.Hard}, {solver.Killer, solver.Expert}} {
		vp, err := solver.GenerateVariant(context.Background(), vl.v, vl.level, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, vp)
	}
	return out
}

// TestVariantWhyStatesThePattern words every step of the hint path of
// puzzles of every variant and checks what the sentences state against
// the step and the solution: every house and cage of the pattern is named,
// every cell of it (but a cage's filled ones) is named, a sum said is the
// one the solution's digits make, and the French wording is whole too.
func TestVariantWhyStatesThePattern(t *testing.T) {
	en, fr := English(), Load("fr")
	seen := map[solver.VariantTechnique]bool{}
	forcingSeen := map[solver.ForcingKind]int{}
	nestedSeen := 0
	for _, vp := range variantStepCases(t) {
		g := vp.Geometry
		sol, err := g.SolveUnique(vp.Givens)
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := solver.VariantHintPath(g, vp.Givens)
		pos := vp.Givens
		for i, s := range steps {
			seen[s.Technique] = true
			why := en.VariantWhy(g, pos, s)
			where := fmt.Sprintf("%v %v step %d (%v): %q", g.Variant, vp.Givens, i+1, s.Technique, why)
			pt := s.Pattern
			for _, text := range []string{why, fr.VariantWhy(g, pos, s), en.VariantLook(g, s), fr.VariantLook(g, s)} {
				if text == "" || strings.Contains(text, "%!") || strings.Contains(text, "()") {
					t.Fatalf("%s: badly worded: %q", where, text)
				}
			}
			if strings.Contains(why, "pattern of") {
				t.Fatalf("%s: no sentence for the technique", where)
			}
			together := s.Technique == solver.VXWing || s.Technique == solver.VSwordfish || s.Technique == solver.VJellyfish || s.Technique == solver.VInniesOutiesGroup
			named := pt.Houses
			if s.Technique != solver.VInniesOutiesGroup {
				named = pt.Houses[:len(pt.Houses)/2] // a fish's base lines, then its cover lines
			}
			if together && !strings.Contains(strings.ToLower(why), strings.ToLower(en.houses(g, named))) {
				t.Fatalf("%s: %s are not named", where, en.houses(g, named))
			}
			for _, h := range pt.Houses {
				if together {
					break // named together: "rows 2 and 4"
				}
				if name := en.House(g, h); !strings.Contains(strings.ToLower(why), strings.ToLower(name)) {
					t.Fatalf("%s: %s is not named", where, name)
				}
			}
			for _, k := range pt.Cages {
				if name := en.Cage(g, k); !strings.Contains(why, name) {
					t.Fatalf("%s: %s is not named", where, name)
				}
			}
			if s.Technique != solver.VKillerPair {
				for _, c := range append(append([]uint8(nil), pt.Cells...), pt.Others...) {
					if s.Technique == solver.VCageCombination && pos[c] != 0 {
						continue
					}
					if !strings.Contains(why, solver.CellName(int(c))) {
						t.Fatalf("%s: %s is not named", where, solver.CellName(int(c)))
					}
				}
			}
			if f, ok := s.Forcing(); ok {
				forcingSeen[f.Kind]++
				if err := forcingTrue(en, g, sol, f, why); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				nestedSeen += nestedNamed(t, en, g, pt, why, where)
			}
			switch s.Technique {
			case solver.VInniesOuties, solver.VCageCombination:
				n := 0
				for _, c := range pt.Cells {
					if pos[c] == 0 {
						n += int(sol[c])
					}
				}
				if !strings.Contains(why, fmt.Sprintf("make %d with", n)) && !strings.Contains(why, fmt.Sprintf("add up to %d with", n)) {
					t.Fatalf("%s: the empty cells make %d in the solution", where, n)
				}
			case solver.VInniesOutiesGroup:
				n := 0
				for _, c := range pt.Cells {
					n += int(sol[c])
				}
				for _, c := range pt.Others {
					n -= int(sol[c])
				}
				if len(pt.Cells) == 0 {
					n = -n
				}
				said := fmt.Sprintf("make %d.", n)
				switch {
				case n < 0:
					said = fmt.Sprintf("make %d more than", -n)
				case n == 0 && len(pt.Cells) > 0 && len(pt.Others) > 0:
					said = "make as much as"
				}
				if !strings.Contains(why, said) || strings.Contains(why, "make -") {
					t.Fatalf("%s: the sum is %d in the solution", where, n)
				}
			case solver.VHiddenSingleBox, solver.VHiddenSingleLine, solver.VNakedSingle, solver.VFullHouse:
				d := s.Placements[0].Digit
				if d != sol[s.Placements[0].Cell] || !strings.Contains(why, fmt.Sprint(d)) {
					t.Fatalf("%s: the digit is %d", where, sol[s.Placements[0].Cell])
				}
			}
			for _, pl := range s.Placements {
				pos[pl.Cell] = pl.Digit
			}
		}
	}
	for _, want := range []solver.VariantTechnique{solver.VHiddenSingleLine, solver.VPointing, solver.VCageCombination, solver.VInniesOuties, solver.VInniesOutiesGroup, solver.VXYWing, solver.VForcingXChain, solver.VNishio, solver.VDynamicForcing} {
		if !seen[want] {
			t.Errorf("no step of %v: the test no longer checks it", want)
		}
	}
	for _, want := range []solver.ForcingKind{solver.ForcingContradiction, solver.ForcingDouble, solver.ForcingCell, solver.ForcingRegion} {
		if forcingSeen[want] == 0 {
			t.Errorf("no forcing chain of kind %v: the test no longer checks it", want)
		}
	}
	if nestedSeen == 0 {
		t.Error("no link of a chain (+) resting on a pattern is worded: the test no longer checks it")
	}
	t.Logf("forcing chains by kind: %v; links on a pattern worded: %d", forcingSeen, nestedSeen)
}

// nestedNamed checks that each link of a chain (+)'s main lines that rests
// on a pattern (pt.Nested), when the words show it, names the pattern: its
// houses (an X-Wing's lines together), its cells but an X-Wing's, the
// candidate it rules out; it returns how many it checked. Whether the pattern is true of the position is the solver's
// test (TestVariantDynamicPlus).
func nestedNamed(t *testing.T, en *Catalog, g *solver.Geometry, pt *solver.VariantPattern, why, where string) int {
	t.Helper()
	n := 0
	for _, np := range pt.Nested {
		shown := false
		for _, l := range pathShows(pt.Chains[np.Path]) {
			shown = shown || l.From == np.Link.From && l.To == np.Link.To
		}
		if !shown {
			continue
		}
		n++
		said := en.nestedPattern(g, np) + ", so " + en.conclusion(np.Link.To)
		if !strings.Contains(why, said) {
			t.Fatalf("%s: the link %v on %+v is not worded %q", where, np.Link, np, said)
		}
		var names []string
		switch np.Kind {
		case solver.NestedXWing:
			names = []string{en.houses(g, np.Houses[:2]), en.houses(g, np.Houses[2:])}
		case solver.NestedNakedPair:
		default:
			names = []string{en.House(g, np.Houses[0])}
		}
		if np.Kind != solver.NestedXWing {
			for _, c := range np.Cells {
				names = append(names, solver.CellName(int(c)))
			}
		}
		for _, name := range names {
			if !strings.Contains(said, name) {
				t.Fatalf("%s: %q does not name %s", where, said, name)
			}
		}
	}
	return n
}

// TestVariantNestedWords: at the X puzzle's position after its 9.6 step
// (solver's TestVariantDynamicPlus), the hint is the reference's chain (+)
// removing 5 from r2c1, and its words, English and French, and its walk's
// pages tell the locked candidates its links rest on.
func TestVariantNestedWords(t *testing.T) {
	p, err := solver.Parse("....2..9...4.7....9...1......6....292.......534....8......4...3....3.2...8..6....")
	if err != nil {
		t.Fatal(err)
	}
	g := solver.GeometryOf(solver.XSudoku)
	_, steps := solver.VariantPath(g, p)
	const at = 33
	if len(steps) <= at || steps[at-1].Rating != 9.6 {
		t.Fatalf("step %d is not the 9.6 one", at)
	}
	pos := p
	var cand [81]solver.Mask
	for c := range cand {
		cand[c] = 0x3fe
	}
	for _, s := range steps[:at] {
		for _, pl := range s.Placements {
			pos[pl.Cell] = pl.Digit
		}
		for _, e := range s.Eliminations {
			cand[e.Cell] &^= e.Digits
		}
	}
	s, ok := solver.VariantHint(g, pos, &cand)
	if !ok || s.Technique != solver.VDynamicForcing || len(s.Eliminations) != 1 || s.Eliminations[0] != (solver.Elimination{Cell: 9, Digits: 1 << 5}) {
		t.Fatalf("hint %v %v %v, want the chain (+) removing 5 from r2c1", ok, s.Technique, s.Eliminations)
	}
	en, fr := English(), Load("fr")
	why := en.VariantWhy(g, pos, s)
	if nestedNamed(t, en, g, s.Pattern, why, "the 9.6 position") == 0 {
		t.Fatalf("no link on a pattern worded: %q", why)
	}
	if !strings.Contains(why, "r8c2 is not 5; because, once r6c3 is 5, 5 is left in box 7 only in r7c1 and r9c1, and r2c1 sees each of them, so r2c1 cannot be 5") {
		t.Errorf("the locked candidates in box 7 are not told: %q", why)
	}
	if frWhy := fr.VariantWhy(g, pos, s); !strings.Contains(frWhy, "car, dès que") || !strings.Contains(frWhy, "le bloc 7") {
		t.Errorf("French: %q", frWhy)
	}
	h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s.ClassicStep(g), Variant: &s, Geometry: g, Grid: pos}
	told := 0
	for _, pg := range en.ChainPages(h) {
		if strings.Contains(pg.Text, "because, once") {
			told++
		}
	}
	if told == 0 {
		t.Error("no page of the walk tells a pattern")
	}
}

// forcingTrue checks what forcing chain f's words why state against the
// solution: a contradiction's assumption is false there, the conclusion
// of the others true; the cell concluded about, the end of every branch's
// main line and the house a contradiction leaves without its digit are
// named.
func forcingTrue(en *Catalog, g *solver.Geometry, sol solver.Grid, f solver.Forcing, why string) error {
	a, t := f.Branches[0], f.Target
	if f.Kind == solver.ForcingContradiction {
		if (sol[a.Cell] == a.Digit) == a.On {
			return fmt.Errorf("the assumption %v holds in the solution", a)
		}
		if f.Clash == solver.ClashUnit && !strings.Contains(strings.ToLower(why), strings.ToLower(en.House(g, f.Unit))) {
			return fmt.Errorf("the house of the clash, %s, is not named", en.House(g, f.Unit))
		}
	} else if (sol[t.Cell] == t.Digit) != t.On {
		return fmt.Errorf("the conclusion %v is false in the solution", t)
	}
	if !strings.Contains(why, solver.CellName(int(t.Cell))) {
		return fmt.Errorf("%s is not named", solver.CellName(int(t.Cell)))
	}
	for i, p := range f.Paths {
		if len(p) > 0 && !strings.Contains(why, solver.CellName(int(p[len(p)-1].To.Cell))) {
			return fmt.Errorf("branch %d's end is not named", i+1)
		}
	}
	return nil
}

// TestVariantHouseNames names the houses a classic grid lacks as a player
// sees them.
func TestVariantHouseNames(t *testing.T) {
	en := English()
	x, w := solver.GeometryOf(solver.XSudoku), solver.GeometryOf(solver.Windoku)
	for _, tc := range []struct {
		g    *solver.Geometry
		h    int
		want string
	}{
		{x, 27, "the main diagonal"}, {x, 28, "the anti-diagonal"}, {x, 4, "row 5"}, {x, 22, "box 5"},
		{w, 27, "the shaded window at r2c2"}, {w, 30, "the shaded window at r6c6"},
		{w, 35, "the implied window of rows 1, 5 and 9 and columns 1, 5 and 9"},
	} {
		if got := en.House(tc.g, tc.h); got != tc.want {
			t.Errorf("house %d of %v: %q, want %q", tc.h, tc.g.Variant, got, tc.want)
		}
	}
	var implied []string
	for h := 31; h < 36; h++ {
		implied = append(implied, en.House(w, h))
	}
	if !strings.Contains(strings.Join(implied, "|"), "the implied window of rows 2–4 and columns 1, 5 and 9") {
		t.Errorf("implied windows: %q", implied)
	}
	var regions [9]int
	for c := range regions {
		regions[c] = c
	}
	j, err := solver.JigsawGeometry(jigsawStripes())
	if err != nil {
		t.Fatal(err)
	}
	if got := en.House(j, 18+3); got != "region 4 at r4c1" {
		t.Errorf("jigsaw region 4: %q", got)
	}
	k, err := solver.KillerGeometry([]solver.Cage{{Cells: []int{0, 1}, Sum: 17}})
	if err != nil {
		t.Fatal(err)
	}
	if got := en.Cage(k, 0); got != "the 17-cage at r1c1" {
		t.Errorf("cage: %q", got)
	}
}

// jigsawStripes is a layout of nine regions, each a row.
func jigsawStripes() [81]uint8 {
	var r [81]uint8
	for c := range r {
		r[c] = uint8(c / 9)
	}
	return r
}

// TestVariantWhyReadsLikeClassic: a variant's step of a classic technique
// whose houses are rows, columns and boxes is worded exactly as the
// classic game words the same step (StepWhy on its classic projection).
func TestVariantWhyReadsLikeClassic(t *testing.T) {
	en := English()
	same := map[solver.VariantTechnique]bool{
		solver.VFullHouse: true, solver.VHiddenSingleBox: true, solver.VHiddenSingleLine: true, solver.VNakedSingle: true,
		solver.VPointing: true, solver.VClaiming: true, solver.VDirectPointing: true, solver.VDirectClaiming: true,
		solver.VNakedPair: true, solver.VNakedTriple: true, solver.VHiddenPair: true, solver.VHiddenTriple: true,
		solver.VDirectHiddenPair: true, solver.VDirectHiddenTriple: true, solver.VXWing: true, solver.VSwordfish: true,
	}
	compared := map[solver.VariantTechnique]int{}
	kinds := map[solver.ForcingKind]int{}
	for _, vp := range variantStepCases(t) {
		g := vp.Geometry
		p := vp.Givens
		var kept [81]solver.Mask
		for i := range kept {
			kept[i] = solver.AllDigits
		}
		for {
			s, ok := solver.VariantHint(g, p, &kept)
			if !ok {
				break
			}
			cs := s.ClassicStep(g)
			f, forcing := s.Forcing()
			if same[s.Technique] && len(cs.Units) > 0 || forcing && (f.Unit < 18 || f.Unit < 27 && g.Variant != solver.Jigsaw) {
				var cand [81]solver.Mask
				for i := range cand {
					if p[i] == 0 {
						cand[i] = kept[i]
						for _, q := range g.Peers(i) {
							cand[i] &^= 1 << p[q]
						}
					}
				}
				arg := solver.ArgumentOf(cs, &cand)
				if err := solver.CheckArgument(arg); forcing && err != nil && err != solver.ErrUnchecked {
					// a link through a diagonal or a window: the classic
					// game's checks know rows, columns and boxes only
					goto next
				}
				classic := en.StepWhy(arg)
				if got := en.VariantWhy(g, p, s); got != classic {
					t.Fatalf("%v %v (%v): %q, the classic game says %q", g.Variant, p, s.Technique, got, classic)
				}
				compared[s.Technique]++
				if forcing {
					kinds[f.Kind]++
					// the first rung too: "Suppose r4c4 is 6 and follow the 6s alone"
					look := en.forcingLook(arg.Forcing, en.forcingName(arg.Forcing))
					if got := en.VariantLook(g, s); !arg.IsForcing || got != look {
						t.Fatalf("%v %v (%v): first rung %q, the classic game says %q", g.Variant, p, s.Technique, got, look)
					}
				}
			}
		next:
			for _, e := range s.Eliminations {
				kept[e.Cell] &^= e.Digits
			}
			for _, pl := range s.Placements {
				p[pl.Cell] = pl.Digit
			}
		}
	}
	for _, want := range []solver.VariantTechnique{solver.VHiddenSingleBox, solver.VHiddenSingleLine, solver.VPointing, solver.VClaiming, solver.VNakedPair, solver.VHiddenPair, solver.VNishio, solver.VCellForcing, solver.VRegionForcing, solver.VDynamicForcing} {
		if compared[want] == 0 {
			t.Errorf("no %v compared: the test no longer checks it", want)
		}
	}
	t.Logf("forcing chains compared by kind: %v", kinds)
}

// TestVariantChainWalk: a variant chain's hint is walked link by link in
// the window, each page the chain so far, then the whole telling.
func TestVariantChainWalk(t *testing.T) {
	en := English()
	for _, vp := range variantStepCases(t) {
		g := vp.Geometry
		steps, _ := solver.VariantHintPath(g, vp.Givens)
		pos := vp.Givens
		for _, s := range steps {
			if len(s.Pattern.Links) > 0 {
				h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s.ClassicStep(g), Variant: &s, Geometry: g, Grid: pos}
				pages := en.ChainPages(h)
				if len(pages) != len(s.Pattern.Links)+1 {
					t.Fatalf("%d pages for %d links", len(pages), len(s.Pattern.Links))
				}
				for i, pg := range pages[:len(pages)-1] {
					if len(pg.Links) != i+1 || !strings.Contains(pg.Text, solver.CellName(int(s.Pattern.Links[i].To.Cell))) {
						t.Fatalf("page %d: %q with %d links", i+1, pg.Text, len(pg.Links))
					}
				}
				if last := pages[len(pages)-1]; last.Text != en.HintWhy(h) || !strings.Contains(last.Text, en.VariantWhy(g, pos, s)) {
					t.Fatalf("last page %q", last.Text)
				}
				return
			}
			for _, pl := range s.Placements {
				pos[pl.Cell] = pl.Digit
			}
		}
	}
	t.Fatal("no chain among the hints")
}

// TestVariantForcingWalk: a variant forcing chain's hint is walked as a
// classic one's: what it shows (its house named as the variant's), then
// one page a branch, its main line drawn with the branches before it,
// then the whole telling.
func TestVariantForcingWalk(t *testing.T) {
	en := English()
	walked := map[bool]int{}
	for _, vp := range variantStepCases(t) {
		g := vp.Geometry
		steps, _ := solver.VariantHintPath(g, vp.Givens)
		pos := vp.Givens
		for _, s := range steps {
			if f, ok := s.Forcing(); ok && (s.Technique == solver.VDynamicForcing || f.Unit >= 27) {
				h := model.Hint{Kind: model.HintStep, Cell: -1, Step: s.ClassicStep(g), Variant: &s, Geometry: g, Grid: pos}
				pages := en.ChainPages(h)
				var branches [][]solver.Link
				for _, p := range f.Paths {
					if len(p) > 0 {
						branches = append(branches, p)
					}
				}
				if len(pages) != len(branches)+2 {
					t.Fatalf("%d pages for %d branches", len(pages), len(branches))
				}
				if claim := pages[0].Text; len(pages[0].Links) != 0 || !strings.HasPrefix(en.VariantWhy(g, pos, s), claim) ||
					f.Unit >= 0 && !strings.Contains(strings.ToLower(claim), strings.ToLower(en.House(g, f.Unit))) {
					t.Fatalf("first page %q", claim)
				}
				n := 0
				for i, p := range branches {
					pg := pages[i+1]
					n += len(p)
					if len(pg.Links) != n || pg.Links[n-1].To != p[len(p)-1].To || !strings.Contains(pg.Text, solver.CellName(int(p[0].From.Cell))) {
						t.Fatalf("page %d: %q with %d links", i+2, pg.Text, len(pg.Links))
					}
				}
				if last := pages[len(pages)-1]; last.Text != en.HintWhy(h) || len(last.Links) != len(h.Step.Links) {
					t.Fatalf("last page %q", last.Text)
				}
				walked[f.Unit >= 27]++
			}
			for _, pl := range s.Placements {
				pos[pl.Cell] = pl.Digit
			}
		}
	}
	if walked[false] == 0 || walked[true] == 0 {
		t.Fatalf("walked %v: no dynamic chain, or no region chain in a diagonal or window", walked)
	}
}

// nestedParens returns the first place in text where a parenthesis opens
// inside another, or opens right after one closes ("(at r4c1) (r5c1, …)",
// "(at r4c1). (pointing)"), or "" when there is none.
func nestedParens(text string) string {
	depth, closed := 0, -1
	for i, r := range text {
		switch r {
		case '(':
			if depth > 0 || closed >= 0 {
				return text[max(0, i-30):min(len(text), i+30)]
			}
			depth++
		case ')':
			depth--
			closed = i
		case ' ', '.', ',', ';', ':':
		default:
			closed = -1
		}
	}
	return ""
}

// TestVariantSentencesNoNestedParens: no hint or explain sentence of a
// variant, English or French, puts parentheses inside parentheses or one
// pair right after another (a jigsaw region's or a technique's name in
// brackets inside a sentence's own).
func TestVariantSentencesNoNestedParens(t *testing.T) {
	for _, s := range []string{"a (b (c))", "a (b) (c)", "a (b). (c)"} {
		if nestedParens(s) == "" {
			t.Fatalf("nestedParens(%q) found nothing", s)
		}
	}
	if got := nestedParens("In row 1 (r1c1, r1c2), 5 leaves (twice)."); got != "" {
		t.Fatalf("nestedParens found %q in a plain sentence", got)
	}
	cats := []*Catalog{English(), Load("fr")}
	seen := map[solver.Variant]int{}
	for _, vp := range variantStepCases(t) {
		seen[vp.Geometry.Variant]++
		g := vp.Geometry
		steps, _ := solver.VariantHintPath(g, vp.Givens)
		pos := vp.Givens
		for i, s := range steps {
			for _, cat := range cats {
				for _, text := range []string{cat.VariantExplain(g, pos, s), cat.VariantLook(g, s), cat.VariantWhy(g, pos, s)} {
					if at := nestedParens(text); at != "" {
						t.Errorf("%v step %d (%v), %s: nested parentheses at %q in %q", g.Variant, i+1, s.Technique, cat.Lang(), at, text)
					}
				}
			}
			for _, pl := range s.Placements {
				pos[pl.Cell] = pl.Digit
			}
		}
	}
	for _, v := range []solver.Variant{solver.XSudoku, solver.Windoku, solver.Jigsaw, solver.Killer} {
		if seen[v] == 0 {
			t.Errorf("no %v puzzle: the test no longer checks it", v)
		}
	}
}

// TestVariantNestedPatternWords words each kind of pattern a chain (+)'s
// link may rest on, English and French, the variant's houses named as
// the other hints name them.
func TestVariantNestedPatternWords(t *testing.T) {
	x, w := solver.GeometryOf(solver.XSudoku), solver.GeometryOf(solver.Windoku)
	off := func(c int, d uint8) solver.ChainNode { return solver.ChainNode{Cell: uint8(c), Digit: d} }
	en, fr := English(), Load("fr")
	for _, tc := range []struct {
		g      *solver.Geometry
		np     solver.NestedPattern
		en, fr string
	}{
		{x, solver.NestedPattern{Link: solver.Link{From: off(0, 4), To: off(80, 4)}, Kind: solver.NestedLocked, Houses: []int{28}, Cells: []uint8{8, 72}, Digits: 1 << 4},
			"4 is left in the anti-diagonal only in r1c9 and r9c1, and r9c9 sees each of them",
			"le 4 ne reste dans l’antidiagonale qu’en r1c9 et r9c1, cases que r9c9 voit toutes"},
		{w, solver.NestedPattern{Link: solver.Link{From: off(14, 3), To: off(15, 6)}, Kind: solver.NestedHiddenPair, Houses: []int{28}, Cells: []uint8{15, 16}, Digits: 1<<3 | 1<<7},
			"3 and 7 are left in the shaded window at r2c6 only in r2c7 and r2c8, a hidden pair",
			"les 3 et 7 ne restent dans la fenêtre grisée en r2c6 qu’en r2c7 et r2c8, une paire cachée"},
		{x, solver.NestedPattern{Link: solver.Link{From: off(0, 9), To: off(20, 2)}, Kind: solver.NestedNakedPair, Cells: []uint8{0, 1}, Digits: 1<<1 | 1<<2},
			"r1c1 and r1c2, which see each other, are left with 1 and 2 alone, and r3c3 sees both",
			"r1c1 et r1c2, qui se voient, n’ont plus que 1 et 2, et r3c3 voit les deux"},
		{x, solver.NestedPattern{Link: solver.Link{From: off(0, 5), To: off(62, 5)}, Kind: solver.NestedXWing, Houses: []int{9, 12, 1, 6}, Cells: []uint8{9, 12, 54, 57}, Digits: 1 << 5},
			"5 is left in columns 1 and 4 only in rows 2 and 7, an X-Wing",
			"le 5 ne reste dans les colonnes 1 et 4 que dans les lignes 2 et 7, un X-Wing"},
	} {
		if got := en.nestedPattern(tc.g, tc.np); got != tc.en {
			t.Errorf("%v: %q, want %q", tc.np.Kind, got, tc.en)
		}
		if got := fr.nestedPattern(tc.g, tc.np); got != tc.fr {
			t.Errorf("%v, French: %q, want %q", tc.np.Kind, got, tc.fr)
		}
	}
}
