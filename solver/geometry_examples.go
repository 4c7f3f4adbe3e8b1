package solver

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// The examples of the variants' techniques (docs/variants.md, "The
// technique guide"): for each of Killer's own techniques, and for the
// classic techniques in the houses the variants add (a diagonal, a window, a
// jigsaw region), one position of a generated variant puzzle where the
// variants' grader takes that step next, with the step. The technique guide
// draws them and TestVariantExamples checks them. They are in
// variant_examples.txt (docs/formats.md, "Technique examples"), written by
// TestFindVariantExamples.

//go:embed variant_examples.txt
var variantExamplesText string

// The keys of the examples of the classic techniques in the variants'
// houses (the Killer techniques' examples are keyed by the technique's
// identifier).
const (
	ExampleDiagonal = "diagonal" // X-Sudoku: a hidden single in a diagonal
	ExampleWindow   = "window"   // Windoku: a hidden single in a window
	ExampleRegion   = "region"   // Jigsaw: pointing from a region into a line
	// The classic sets and locked candidates in those houses.
	ExampleWindowPair   = "window-naked-pair"    // Windoku: a naked pair in a window
	ExampleRegionLock   = "region-claiming"      // Jigsaw: claiming from a line into a region
	ExampleDiagonalPair = "diagonal-hidden-pair" // X-Sudoku: a hidden pair in a diagonal
)

// VariantExampleKeys lists the examples in the guide's order: Killer's
// techniques by rating, then the houses' by rating: the singles in a
// diagonal and a window, pointing from a region, claiming into a region,
// a naked pair in a window, a hidden pair in a diagonal.
func VariantExampleKeys() []string {
	keys := []string{VCageCombination.String(), VInniesOuties.String(), VCageLocked.String(),
		VInniesOutiesGroup.String(), VKillerPair.String()}
	for _, h := range houseExamples {
		keys = append(keys, h.key)
	}
	return keys
}

// houseExamples are the examples of the classic techniques in the
// variants' houses, in the guide's order: the variant and technique each
// shows.
var houseExamples = []struct {
	key       string
	variant   Variant
	technique VariantTechnique
}{
	{ExampleDiagonal, XSudoku, VHiddenSingleLine},
	{ExampleWindow, Windoku, VHiddenSingleLine},
	{ExampleRegion, Jigsaw, VPointing},
	{ExampleRegionLock, Jigsaw, VClaiming},
	{ExampleWindowPair, Windoku, VNakedPair},
	{ExampleDiagonalPair, XSudoku, VHiddenPair},
}

// VariantExampleTechnique returns the variant and the technique of the
// example of key (VariantExampleKeys): a Killer technique's for Killer's,
// and false for a key that is no example's.
func VariantExampleTechnique(key string) (Variant, VariantTechnique, bool) {
	for _, h := range houseExamples {
		if h.key == key {
			return h.variant, h.technique, true
		}
	}
	if t, err := ParseVariantTechnique(key); err == nil && t.Killer() {
		return Killer, t, true
	}
	return Classic, 0, false
}

// VariantExample is a position on the variants' grader's path through a
// generated puzzle where a technique is its next step.
type VariantExample struct {
	Key    string // a Killer technique's identifier, or ExampleDiagonal, …
	Source string // how the puzzle was generated
	// Geometry is the puzzle's variant: its houses and cages.
	Geometry *Geometry
	// Puzzle holds the givens.
	Puzzle Grid
	// After is the number of the grader's steps from the givens to this
	// position.
	After int
	// Grid holds the givens and the digits placed by those steps;
	// Candidates the grader's candidates of each empty cell there.
	Grid       Grid
	Candidates [81]Mask
	// Step is the grader's next step: its technique, the digits it places
	// and the candidates it removes (every instance of the technique in the
	// position: the examples are chosen where there is one).
	Step VariantStep
	// Cells are the cells the step rests on, as the finder checked them:
	// the cage or cages, or the house of the single or the pointing.
	Cells []int
	// House, for the examples of the variants' houses, is the index in
	// Geometry.Houses of the diagonal, window or region; -1 otherwise.
	House int
}

// VariantExampleOf returns the example of key (VariantExampleKeys), a copy
// the caller may change.
func VariantExampleOf(key string) (VariantExample, bool) {
	all, err := loadVariantExamples()
	if err != nil {
		return VariantExample{}, false
	}
	for _, e := range all {
		if e.Key == key {
			e.Step.Placements = append([]Placement(nil), e.Step.Placements...)
			e.Step.Eliminations = append([]Elimination(nil), e.Step.Eliminations...)
			e.Cells = append([]int(nil), e.Cells...)
			return e, true
		}
	}
	return VariantExample{}, false
}

var loadVariantExamples = sync.OnceValues(func() ([]VariantExample, error) {
	return parseVariantExamples(variantExamplesText)
})

// parseVariantExamples reads the examples file: blocks of "key: value"
// lines, each starting with its "example:" line; '#' lines are comments.
func parseVariantExamples(text string) ([]VariantExample, error) {
	var out []VariantExample
	var cur *VariantExample
	var variant Variant
	var regions [81]uint8
	var cages []Cage
	var regionsSet, puzzleSet, gridSet, candSet bool
	finish := func(line int) error {
		if cur == nil {
			return nil
		}
		var err error
		switch variant {
		case Jigsaw:
			if !regionsSet {
				return fmt.Errorf("line %d: example %s: a jigsaw without its regions", line, cur.Key)
			}
			cur.Geometry, err = JigsawGeometry(regions)
		case Killer:
			cur.Geometry, err = KillerGeometry(cages)
		case Classic:
			return fmt.Errorf("line %d: example %s without its variant", line, cur.Key)
		default:
			cur.Geometry = GeometryOf(variant)
		}
		switch {
		case err != nil:
			return fmt.Errorf("line %d: example %s: %v", line, cur.Key, err)
		case cur.Source == "":
			return fmt.Errorf("line %d: example %s without a source", line, cur.Key)
		case !puzzleSet || !gridSet || !candSet:
			return fmt.Errorf("line %d: example %s lacks its puzzle, digits or candidates", line, cur.Key)
		case len(cur.Step.Placements) == 0 && len(cur.Step.Eliminations) == 0:
			return fmt.Errorf("line %d: example %s does nothing", line, cur.Key)
		case cur.House >= len(cur.Geometry.Houses):
			return fmt.Errorf("line %d: example %s: house %d of %d", line, cur.Key, cur.House, len(cur.Geometry.Houses))
		}
		for _, o := range out {
			if o.Key == cur.Key {
				return fmt.Errorf("line %d: a second example %s", line, cur.Key)
			}
		}
		out = append(out, *cur)
		return nil
	}
	err := readKeyBlocks(text, "example", func(val string, line int) error {
		if err := finish(line); err != nil {
			return err
		}
		cur = &VariantExample{Key: val, House: -1}
		variant, cages = Classic, nil
		regionsSet, puzzleSet, gridSet, candSet = false, false, false, false
		return nil
	}, func(key, val string) error {
		var err error
		switch key {
		case "source":
			cur.Source = val
		case "variant":
			variant, err = ParseVariant(val)
		case "regions":
			if len(val) != 81 {
				err = fmt.Errorf("%d regions, want 81", len(val))
				break
			}
			for c := range 81 {
				if val[c] < '1' || val[c] > '9' {
					err = fmt.Errorf("bad region %q", val[c])
					break
				}
				regions[c] = val[c] - '1'
			}
			regionsSet = true
		case "cage":
			sum, cells, _ := strings.Cut(val, " ")
			cage := Cage{}
			if cage.Sum, err = strconv.Atoi(sum); err == nil {
				err = eachField(cells, " ", func(s string) error {
					c, err := parseCell(s)
					cage.Cells = append(cage.Cells, int(c))
					return err
				})
			}
			cages = append(cages, cage)
		case "puzzle":
			cur.Puzzle, err = Parse(val)
			puzzleSet = true
		case "after":
			cur.After, err = strconv.Atoi(val)
		case "grid":
			cur.Grid, err = Parse(val)
			gridSet = true
		case "candidates":
			cur.Candidates, err = parseCandidates(val)
			candSet = true
		case "technique":
			cur.Step.Technique, err = ParseVariantTechnique(val)
			cur.Step.Rating = cur.Step.Technique.Rating()
		case "rating":
			cur.Step.Rating, err = strconv.ParseFloat(val, 64)
		case "house":
			cur.House, err = strconv.Atoi(val)
		case "cells":
			err = eachField(val, " ", func(s string) error {
				c, err := parseCell(s)
				cur.Cells = append(cur.Cells, int(c))
				return err
			})
		case "place":
			cur.Step.Placements, err = parsePlacements(val)
		case "remove":
			cur.Step.Eliminations, err = parseEliminations(val)
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		return err
	}, finish)
	if err != nil {
		return nil, err
	}
	return out, nil
}
