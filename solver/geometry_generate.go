package solver

import (
	"context"
	"fmt"
	"math/rand"
)

// VariantPuzzle is a generated puzzle of a variant: its geometry (with the
// jigsaw regions or the killer cages), its givens and its solution.
type VariantPuzzle struct {
	Geometry *Geometry
	Givens   Grid
	Solution Grid
}

// GenerateVariant makes a puzzle of variant v at the level, with exactly
// one solution. X-Sudoku, Windoku and Jigsaw are carved like the classic
// game (Generate): a random full grid of the geometry (for Jigsaw on a
// random layout, RandomRegions), then centrally symmetric pairs of givens
// emptied in a random order while the solution stays unique, until the
// puzzle grades at the level. Killer (killerGivens false: the classic
// Killer, no givens) grows cages on a random full grid (sizes drawn from
// the level's range, no digit twice in a cage) and, while a second solution
// exists, splits the cage of a cell where the two differ; with killerGivens
// the cages are larger and symmetric pairs of givens are added where two
// solutions differ instead. docs/variants.md says how levels are decided.
//
// Master is a puzzle that needs a step rated 7.0 or more, or that the
// grader's techniques do not finish (the grader stops there: see
// compareVariantLevel).
//
// GenerateVariant returns ctx.Err() when ctx is cancelled first.
func GenerateVariant(ctx context.Context, v Variant, level Level, killerGivens bool, rng *rand.Rand) (VariantPuzzle, error) {
	return generateVariant(ctx, v, level, killerGivens, rng, nil)
}

// generateVariant is GenerateVariant with the costs of the carved variants
// (grids filled, puzzles graded) counted in st when it is not nil.
func generateVariant(ctx context.Context, v Variant, level Level, killerGivens bool, rng *rand.Rand, st *genStats) (VariantPuzzle, error) {
	lo, hi := level.ClueRange()
	if hi == 0 {
		return VariantPuzzle{}, fmt.Errorf("generate: unknown level %d", level)
	}
	// The extra houses of X-Sudoku and Windoku make each clue worth more,
	// and a jigsaw's regions differ: their puzzles reach a level with fewer
	// clues than the classic game's, so the range reaches further down
	// (the level itself still comes from the rating alone).
	lo -= variantClueSlack(v)
	for {
		if err := ctx.Err(); err != nil {
			return VariantPuzzle{}, err
		}
		var vp VariantPuzzle
		var ok bool
		switch v {
		case Classic:
			p, err := Generate(ctx, level, rng)
			if err != nil {
				return VariantPuzzle{}, err
			}
			full, _ := Solve(p)
			return VariantPuzzle{Geometry: ClassicGeometry(), Givens: p, Solution: full}, nil
		case XSudoku, Windoku:
			g := GeometryOf(v)
			full := fillHouses(g, rng)
			vp, ok = carveVariant(g, full, level, lo, hi, rng, st)
		case Jigsaw:
			regions, full := RandomRegions(rng)
			g, _ := JigsawGeometry(regions)
			vp, ok = carveVariant(g, full, level, lo, hi, rng, st)
		case Killer:
			vp, ok = killerPuzzle(Fill(rng), level, killerGivens, rng)
		default:
			return VariantPuzzle{}, fmt.Errorf("generate: unknown variant %d", v)
		}
		if ok {
			return vp, nil
		}
	}
}

// variantClueSlack is how many clues below the classic range of a level a
// carved variant may go.
func variantClueSlack(v Variant) int {
	switch v {
	case XSudoku, Windoku:
		return 8
	case Jigsaw:
		return 4
	}
	return 0
}

// carveVariant empties symmetric pairs of cells of full in a random order,
// keeping each hole that leaves the solution unique; once the clue count is
// in [lo, hi] it rates after each hole, keeps a puzzle of the level, fills a
// hole that makes it harder again and carves further when easier.
func carveVariant(g *Geometry, full Grid, level Level, lo, hi int, rng *rand.Rand, st *genStats) (VariantPuzzle, bool) {
	if st != nil {
		st.grids++
	}
	s := newHSearch(g) // carved geometries have no cages
	// X-Sudoku and Windoku keep the classic houses: a solution of theirs is
	// one of the classic puzzle, so when the classic engine finds no other
	// solution (much faster) there is none. While many clues are left it
	// seldom finds one.
	classic := g.Variant == XSudoku || g.Variant == Windoku
	var z bandSolver
	p := full
	clues := 81
	for _, i := range rng.Perm(41) {
		j := 80 - i
		p[i], p[j] = 0, 0
		if (!classic || uniqueOther(&z, &p, &full, i, j)) && s.otherSolution(&p, &full, i, j) {
			p[i], p[j] = full[i], full[j]
			continue
		}
		n := 2
		if i == j {
			n = 1
		}
		clues -= n
		if clues > hi {
			continue
		}
		if clues >= lo {
			if st != nil {
				st.grades++
			}
			switch compareVariantLevel(g, p, level) {
			case 0:
				return VariantPuzzle{Geometry: g, Givens: p, Solution: full}, true
			case -1:
				continue
			}
		}
		p[i], p[j] = full[i], full[j]
		clues += n
	}
	return VariantPuzzle{}, false
}

// killerShape returns the largest cage and the most cages a Killer of the
// level may have: larger and fewer cages give fewer facts at once.
func killerShape(level Level) (maxSize, maxCages int) {
	switch level {
	case Easy:
		return 3, 40
	case Medium:
		return 4, 34
	case Hard:
		return 5, 32
	case Expert:
		return 6, 28
	}
	return 6, 26
}

// killerPuzzle makes a Killer on full (see GenerateVariant); ok is false
// when no puzzle of the level came of it.
func killerPuzzle(full Grid, level Level, givens bool, rng *rand.Rand) (VariantPuzzle, bool) {
	if givens {
		return killerWithGivens(full, level, rng)
	}
	maxSize, maxCages := killerShape(level)
	// Small cages first: one or two cells each, split further until unique.
	cages := growCages(&full, rng, 1, 2)
	var p Grid
	var g *Geometry
	for {
		g, _ = KillerGeometry(cages)
		cages = g.Cages // in the geometry's order, so that indices agree
		s := newGSearch(g)
		if s.count(&p, 2) == 1 {
			break
		}
		cages = splitCage(cages, differing(s, rng), &full)
	}
	// Then merge neighbouring cages, in a random order, while the solution
	// stays unique, grading once there are few enough cages: a merge that
	// makes the puzzle too hard is undone. Once grading, a merge the grader
	// finishes needs no count: the Killer's techniques are all sound
	// deductions (none rests on uniqueness), so a puzzle they finish has
	// one solution.
	overshoots := 2
	if level >= Expert {
		overshoots = 8 // Expert's band is narrow: most merges from Hard overshoot it
	}
	for {
		merged := false
		tooHard := 0
		for _, pr := range mergeable(cages, &full, maxSize, rng) {
			if tooHard == overshoots {
				break // merges from here overshoot: start again instead
			}
			next, err := KillerGeometry(mergeCages(cages, pr[0], pr[1], &full))
			if err != nil {
				continue // cannot happen: merged cages are connected and hold distinct digits
			}
			if len(next.Cages) <= maxCages {
				cmp := compareVariantLevel(next, p, level)
				if cmp == 0 && !uniqueWithin(next, &p, maxFinalCount) {
					// A Master is stuck, perhaps for want of a single
					// solution; a puzzle the grader finished is unique, and
					// the count only guards against a wrong technique.
					cmp = 1
				}
				switch cmp {
				case 0:
					return VariantPuzzle{Geometry: next, Givens: p, Solution: full}, true
				case 1:
					tooHard++
					continue
				}
			} else {
				unique, sure := mergeKeepsUnique(g, &p, pr[0], pr[1])
				if sure && !unique {
					continue
				}
				if !sure && !uniqueWithin(next, &p, maxMergeCount) {
					continue
				}
			}
			g, cages, merged = next, next.Cages, true
			break
		}
		if !merged {
			return VariantPuzzle{}, false
		}
	}
}

// maxMergeCount bounds the positions counting may search to tell whether a
// merge keeps the puzzle unique, when mergeKeepsUnique could not tell: a
// merge whose check runs longer is passed over (with large cages a count
// could take seconds; another merge is cheaper).
const maxMergeCount = 2000

// maxFinalCount bounds the count that checks a Killer before it is
// returned.
const maxFinalCount = 20000

// uniqueWithin reports whether p has exactly one solution on g, found out
// within maxNodes positions (false when the count did not finish).
func uniqueWithin(g *Geometry, p *Grid, maxNodes int) bool {
	s := newGSearch(g)
	s.maxNode = maxNodes
	return s.count(p, 2) == 1 && !s.aborted
}

// killerWithGivens grows larger cages on full, starts from every digit
// given and takes symmetric pairs of givens away in a random order while
// the puzzle grades at or below the level (docs/variants.md,
// "Generating"): a removal that makes it harder, or that the grader
// cannot finish, is put back. The Killer's techniques are all sound
// deductions (none rests on uniqueness), so a puzzle the grader finishes
// has one solution; a Master the grader is stuck on is kept only when a
// bounded count shows it unique. The puzzle is the last one graded at
// the level, with the fewest givens the pass reached (one at least);
// ok is false when the pass never reached the level.
func killerWithGivens(full Grid, level Level, rng *rand.Rand) (VariantPuzzle, bool) {
	maxSize, _ := killerShape(level)
	cages := growCages(&full, rng, 3, maxSize+1)
	g, _ := KillerGeometry(cages)
	p, best, found := full, Grid{}, false
	for _, c := range rng.Perm(41) { // a cell and its mirror, the centre alone
		q := p
		q[c], q[80-c] = 0, 0
		if q == (Grid{}) {
			continue // a Killer with givens keeps at least one
		}
		switch compareVariantLevel(g, q, level) {
		case -1:
			p = q
		case 0:
			if level == Master && !uniqueWithin(g, &q, maxFinalCount) {
				continue
			}
			p, best, found = q, q, true
		}
	}
	if !found {
		return VariantPuzzle{}, false
	}
	return VariantPuzzle{Geometry: g, Givens: best, Solution: full}, true
}

// differing returns a cell where the two solutions s found differ.
func differing(s *gSearch, rng *rand.Rand) int {
	at, n := -1, 0
	for c := range s.first {
		if s.first[c] != s.second[c] {
			n++
			if rng.Intn(n) == 0 {
				at = c
			}
		}
	}
	return at
}

// mergeable lists, in a random order, the pairs of cages that share a side
// and whose union holds no digit twice and has at most maxSize cells.
func mergeable(cages []Cage, full *Grid, maxSize int, rng *rand.Rand) [][2]int {
	var owner [81]int
	var held []Mask
	for k, cage := range cages {
		var m Mask
		for _, c := range cage.Cells {
			owner[c] = k
			m |= 1 << full[c]
		}
		held = append(held, m)
	}
	seen := map[[2]int]bool{}
	var out [][2]int
	for k, cage := range cages {
		for _, c := range cage.Cells {
			neighbours4(c, func(m int) {
				o := owner[m]
				pr := [2]int{k, o}
				if o <= k || seen[pr] || held[k]&held[o] != 0 || len(cage.Cells)+len(cages[o].Cells) > maxSize {
					return
				}
				seen[pr] = true
				out = append(out, pr)
			})
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// mergeCages returns cages with cages a and b made one.
func mergeCages(cages []Cage, a, b int, full *Grid) []Cage {
	out := make([]Cage, 0, len(cages)-1)
	for k, cage := range cages {
		switch k {
		case a:
			cells := append(append([]int(nil), cage.Cells...), cages[b].Cells...)
			out = append(out, cageWithSum(cells, full))
		case b:
		default:
			out = append(out, cage)
		}
	}
	return out
}
