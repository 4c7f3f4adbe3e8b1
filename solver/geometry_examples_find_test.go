package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"
)

var findVariantExamples = flag.String("find-variant-examples", "", "TestFindVariantExamples: generate variant puzzles and write the clearest example of each variant technique to this file (variant_examples.txt's format)")

var findVariantExamplesN = flag.Int("find-variant-examples-n", 60, "TestFindVariantExamples: puzzles generated per variant and level")

// variantPosition is a position on the variants' grader's path and the
// step the grader takes there.
type variantPosition struct {
	after int
	l     vLogic // the position (a copy)
	next  vLogic // the position after the step
	step  VariantStep
}

// walkVariantPath follows the variants' grader's path through p and calls
// visit with each position, until the grid is full, the grader is stuck or
// visit returns false.
func walkVariantPath(g *Geometry, p Grid, visit func(*variantPosition) bool) {
	l := newVLogic(g, p)
	for after := 0; l.left > 0; after++ {
		pos := variantPosition{after: after, l: *l}
		before, cand := l.p, l.cand
		t, tenths, ok := l.step()
		if !ok {
			return
		}
		pos.step = l.stepDiff(t, tenths, &before, &cand)
		pos.next = *l
		if !visit(&pos) {
			return
		}
	}
}

// sameChange says whether position a and b hold the same digits and
// candidates.
func sameChange(a, b *vLogic) bool { return a.p == b.p && a.cand == b.cand }

// variantInstance finds the one instance of the step taken at pos that
// makes the whole step, for the techniques whose instances the test can
// apply one by one: a cage's combinations (the cage), the 45 rule on one
// house (the innies or the outies), a hidden single in a diagonal or a
// window (the house), pointing from a jigsaw region (the region), and the
// grader's own first instance for claiming into a region and the pairs
// (houseInstance). It
// returns the instance's cells and house (-1 for a cage), and false when
// no single instance makes the step.
func variantInstance(key string, pos *variantPosition) (cells []int, house int, ok bool) {
	g := pos.l.g
	switch key {
	case VCageCombination.String():
		for _, cage := range g.Cages {
			c := pos.l
			c.restrictSum(cage.Cells, cage.Sum)
			if sameChange(&c, &pos.next) {
				return cage.Cells, -1, true
			}
		}
	case VInniesOuties.String():
		for i := range 27 {
			for _, set := range houseSums(g, i, &pos.l) {
				c := pos.l
				c.restrictSum(set.cells, set.sum)
				if sameChange(&c, &pos.next) {
					return set.cells, i, true
				}
			}
		}
	case VCageLocked.String():
		for k := range g.Cages {
			for _, d := range cageNeeds(&pos.l, k).Digits() {
				c := pos.l
				var at []int
				for _, x := range g.Cages[k].Cells {
					if c.p[x] == 0 && c.cand[x].Has(d) {
						at = append(at, x)
					}
				}
				if len(at) == 0 {
					continue
				}
				for x := range 81 {
					if c.p[x] != 0 || g.CageOf(x) == k {
						continue
					}
					all := true
					for _, y := range at {
						all = all && g.Sees(x, y)
					}
					if all {
						c.elim(x, 1<<d)
					}
				}
				if sameChange(&c, &pos.next) {
					return g.Cages[k].Cells, -1, true
				}
			}
		}
	case VInniesOutiesGroup.String():
		for _, sm := range groupSums(g) {
			n := pos.l.emptyIn(sm.plus) + pos.l.emptyIn(sm.minus)
			if n == 0 || n > maxLinearCells {
				continue
			}
			c := pos.l
			c.restrictLinear(sm.plus, sm.minus, sm.k)
			if sameChange(&c, &pos.next) {
				return append(append([]int(nil), sm.plus...), sm.minus...), -1, true
			}
		}
	case VKillerPair.String():
		for hi := range g.Houses {
			for _, in := range killerPairInstances(&pos.l, hi) {
				c := pos.l
				for _, x := range g.Houses[hi].Cells {
					if c.p[x] == 0 && !slices.Contains(in.cells, x) {
						c.elim(x, in.ab)
					}
				}
				if sameChange(&c, &pos.next) {
					return in.cells, hi, true
				}
			}
		}
	case ExampleDiagonal, ExampleWindow:
		if len(pos.step.Placements) != 1 || len(pos.step.Eliminations) != 0 {
			return nil, 0, false
		}
		pl := pos.step.Placements[0]
		kind := DiagonalHouse
		if key == ExampleWindow {
			kind = WindowHouse
		}
		for i, h := range g.Houses {
			if kind == WindowHouse && h.Index >= 4 {
				continue // one of the five windows the four drawn imply: not drawn
			}
			if h.Kind == kind && slices.Contains(h.Cells[:], int(pl.Cell)) && onlyPlace(&pos.l, h, pl) {
				// Not a single of the cell's row, column or box.
				for j := range 27 {
					if slices.Contains(g.Houses[j].Cells[:], int(pl.Cell)) && placesIn(&pos.l, g.Houses[j], pl.Digit) < 2 {
						return nil, 0, false
					}
				}
				return h.Cells[:], i, true
			}
		}
	case ExampleRegionLock, ExampleWindowPair, ExampleDiagonalPair:
		return houseInstance(key, pos)
	case ExampleRegion:
		if len(pos.step.Placements) != 0 || len(pos.step.Eliminations) == 0 {
			return nil, 0, false
		}
		d := pos.step.Eliminations[0].Digits
		if d.Count() != 1 {
			return nil, 0, false
		}
		for _, e := range pos.step.Eliminations {
			if e.Digits != d {
				return nil, 0, false
			}
		}
		for r := 18; r < 27; r++ {
			h := g.Houses[r]
			if h.Cells == ClassicGeometry().Houses[r].Cells {
				continue // a region still a box teaches nothing new
			}
			var at []int
			for _, c := range h.Cells {
				if pos.l.cand[c]&d != 0 {
					at = append(at, c)
				}
			}
			if len(at) < 2 {
				continue
			}
			for line := range 18 {
				lh := g.Houses[line]
				in := true
				for _, c := range at {
					in = in && slices.Contains(lh.Cells[:], c)
				}
				if !in {
					continue
				}
				want := map[int]bool{}
				for _, c := range lh.Cells {
					if pos.l.cand[c]&d != 0 && !slices.Contains(h.Cells[:], c) {
						want[c] = true
					}
				}
				if len(want) == len(pos.step.Eliminations) {
					all := true
					for _, e := range pos.step.Eliminations {
						all = all && want[int(e.Cell)]
					}
					if all {
						return h.Cells[:], r, true
					}
				}
			}
		}
	}
	return nil, 0, false
}

// houseInstance is variantInstance for claiming into a jigsaw region and
// the pairs in a window or a diagonal: the grader's hint there (its first
// instance) must be the whole step and rest on its house (the region the
// line's digit is locked in, not a box's shape; a drawn window; a
// diagonal), and a pair must teach what a row, column or box would not:
// its two cells are not both in one of them. It returns the house's cells
// and index.
func houseInstance(key string, pos *variantPosition) (cells []int, house int, ok bool) {
	g := pos.l.g
	l := pos.l
	h, found := l.hint()
	if !found || h.Technique != pos.step.Technique || h.Pattern == nil || len(h.Pattern.Houses) == 0 ||
		!slices.Equal(h.Placements, pos.step.Placements) || !slices.Equal(h.Eliminations, pos.step.Eliminations) {
		return nil, 0, false
	}
	hi := h.Pattern.Houses[0]
	if key == ExampleRegionLock {
		if len(h.Pattern.Houses) < 2 || !lineKind(g.Houses[hi].Kind) {
			return nil, 0, false
		}
		hi = h.Pattern.Houses[1]
		if g.Houses[hi].Kind != RegionHouse || g.Houses[hi].Cells == ClassicGeometry().Houses[hi].Cells {
			return nil, 0, false
		}
		return g.Houses[hi].Cells[:], hi, true
	}
	hs := g.Houses[hi]
	kind := DiagonalHouse
	if key == ExampleWindowPair {
		kind = WindowHouse
	}
	if hs.Kind != kind || kind == WindowHouse && hs.Index >= 4 {
		return nil, 0, false
	}
	for j := range 27 {
		in := true
		for _, c := range h.Pattern.Cells {
			in = in && slices.Contains(g.Houses[j].Cells[:], int(c))
		}
		if in {
			return nil, 0, false // a pair of a row, column or box as well
		}
	}
	return hs.Cells[:], hi, true
}

// placesIn counts the places of digit d in house h: its empty cells that
// hold d as a candidate, and one for a cell that holds d.
func placesIn(l *vLogic, h House, d uint8) int {
	n := 0
	for _, c := range h.Cells {
		if l.p[c] == d || l.p[c] == 0 && l.cand[c]&(1<<d) != 0 {
			n++
		}
	}
	return n
}

// onlyPlace says whether the placement's cell is its digit's one place in h.
func onlyPlace(l *vLogic, h House, pl Placement) bool {
	return l.p[pl.Cell] == 0 && l.cand[pl.Cell]&(1<<pl.Digit) != 0 && placesIn(l, h, pl.Digit) == 1
}

// exampleKeyOf is the example a step could be, in a puzzle of variant v:
// a Killer technique's identifier, or the variants' houses' keys.
func exampleKeyOf(v Variant, t VariantTechnique) string {
	if t.Killer() {
		return t.String()
	}
	for _, h := range houseExamples {
		if h.variant == v && h.technique == t {
			return h.key
		}
	}
	return ""
}

// variantExampleScore is how little a position would teach, lower being
// better: first whether one instance makes the step (where the test can
// tell: variantInstance) and whether the board is at least teachEmpty
// cells empty, then the size of what the step does and of the instance,
// then the notes on the board.
func variantExampleScore(pos *variantPosition, single bool, cells []int) int {
	score := 0
	if !single {
		score += 400
	}
	empty := pos.l.left
	if empty < teachEmpty {
		score += 200 + 5*(teachEmpty-empty)
	}
	score += 6 * len(pos.step.Placements)
	for _, e := range pos.step.Eliminations {
		score += 3 * e.Digits.Count()
	}
	score += len(cells)
	notes := 0
	for _, m := range pos.l.cand {
		notes += m.Count()
	}
	return score + notes/15
}

// TestFindVariantExamples writes variant_examples.txt's content: it
// generates puzzles of every variant at every level (fixed seeds), walks
// the variants' grader's path through each and keeps, for each example
// key, the clearest position where that step is next (variantExampleScore).
//
//	go test ./solver -run TestFindVariantExamples -find-variant-examples=/tmp/variant_examples.txt -timeout 0 -v
func TestFindVariantExamples(t *testing.T) {
	if *findVariantExamples == "" {
		t.Skip("-find-variant-examples=FILE to run")
	}
	type best struct {
		VariantExample
		score int
	}
	found := map[string]best{}
	for _, v := range Variants[1:] {
		for _, level := range []Level{Easy, Medium, Hard, Expert} {
			for i := range *findVariantExamplesN {
				seed := int64(1000*int(v) + 100*int(level) + i)
				vp, err := GenerateVariant(context.Background(), v, level, false, rand.New(rand.NewSource(seed)))
				if err != nil {
					t.Fatal(err)
				}
				walkVariantPath(vp.Geometry, vp.Givens, func(pos *variantPosition) bool {
					key := exampleKeyOf(v, pos.step.Technique)
					if key == "" {
						return true
					}
					cells, house, single := variantInstance(key, pos)
					if !single && !pos.step.Technique.Killer() {
						return true // the houses' examples must be that house's
					}
					score := variantExampleScore(pos, single, cells)
					if old, ok := found[key]; ok && old.score <= score {
						return true
					}
					e := VariantExample{Key: key, Geometry: vp.Geometry, Puzzle: vp.Givens, After: pos.after,
						Grid: pos.l.p, Candidates: pos.l.cand, Step: pos.step, Cells: cells, House: house,
						Source: fmt.Sprintf("GenerateVariant %s %s, seed %d", v, level, seed)}
					if !single {
						e.Cells, e.House = nil, -1
					}
					found[key] = best{e, score}
					return true
				})
			}
		}
	}
	var b strings.Builder
	b.WriteString(variantExamplesHeader)
	for _, k := range VariantExampleKeys() {
		f, ok := found[k]
		if !ok {
			t.Errorf("no example of %s", k)
			continue
		}
		t.Logf("%s: score %d, %s", k, f.score, f.Source)
		b.WriteString("\n")
		b.WriteString(formatVariantExample(f.VariantExample))
	}
	if err := os.WriteFile(*findVariantExamples, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

const variantExamplesHeader = `# Examples of the variants' techniques (docs/formats.md, "Technique examples"):
# for each of Killer's own techniques and for the classic techniques in the
# houses the variants add (a hidden single in a diagonal, one in a window,
# pointing from a jigsaw region, claiming into a region, a naked pair in a
# window, a hidden pair in a diagonal), a position on the variants' grader's path
# through a puzzle this package generated (GenerateVariant, the seed given)
# where that technique is its next step, and the step.
# Written by TestFindVariantExamples (geometry_examples_find_test.go), which
# keeps the position that teaches best: where one instance (one cage, one
# house's innies or outies, one diagonal, window or region; "cells:") makes the
# whole step, on a board at least 36 cells empty, then the smallest step and
# the fewest notes. TestVariantExamples checks every one.
`

// formatVariantExample writes an example in variant_examples.txt's form.
func formatVariantExample(e VariantExample) string {
	var b strings.Builder
	fmt.Fprintf(&b, "example: %s\nsource: %s\nvariant: %s\n", e.Key, e.Source, e.Geometry.Variant)
	if e.Geometry.Variant == Jigsaw {
		b.WriteString("regions: ")
		for _, r := range e.Geometry.Regions {
			b.WriteByte('1' + r)
		}
		b.WriteString("\n")
	}
	for _, cage := range e.Geometry.Cages {
		fmt.Fprintf(&b, "cage: %d %s\n", cage.Sum, joinCells(cage.Cells))
	}
	fmt.Fprintf(&b, "puzzle: %s\nafter: %d\ngrid: %s\n", e.Puzzle.String(), e.After, e.Grid.String())
	b.WriteString("candidates:")
	for _, m := range e.Candidates {
		if m == 0 {
			b.WriteString(" -")
		} else {
			b.WriteString(" " + m.String())
		}
	}
	fmt.Fprintf(&b, "\ntechnique: %s\n", e.Step.Technique)
	if e.House >= 0 {
		fmt.Fprintf(&b, "house: %d\n", e.House)
	}
	if len(e.Cells) > 0 {
		fmt.Fprintf(&b, "cells: %s\n", joinCells(e.Cells))
	}
	if len(e.Step.Placements) > 0 {
		var ps []string
		for _, p := range e.Step.Placements {
			ps = append(ps, fmt.Sprintf("%s=%d", CellName(int(p.Cell)), p.Digit))
		}
		fmt.Fprintf(&b, "place: %s\n", strings.Join(ps, " "))
	}
	if len(e.Step.Eliminations) > 0 {
		var es []string
		for _, x := range e.Step.Eliminations {
			es = append(es, fmt.Sprintf("%s-%s", CellName(int(x.Cell)), x.Digits))
		}
		fmt.Fprintf(&b, "remove: %s\n", strings.Join(es, " "))
	}
	return b.String()
}

// joinCells writes cells as "r1c1 r1c2".
func joinCells(cells []int) string {
	var ns []string
	for _, c := range cells {
		ns = append(ns, CellName(c))
	}
	return strings.Join(ns, " ")
}
