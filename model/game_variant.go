package model

import (
	"github.com/giosudoku/sudoku/solver"
)

// The game of a variant (docs/variants.md, "The game"): a Puzzle may carry a
// solver.Geometry — X-Sudoku's diagonals, Windoku's windows, Jigsaw's
// regions or Killer's cages — and then every rule the game applies (which
// cells see each other, what a clash is, when the grid is solved, the
// candidates of "fill notes" and of hints) is the geometry's. A Puzzle
// without one is the classic game, as it always was. Editing (create mode)
// builds classic grids only.

// NewVariantPuzzle checks and measures givens on geometry geom, as
// NewPuzzle does for the classic game: clashing givens (a
// *solver.ConflictError, or a *solver.CageError for a cage whose givens
// cannot make its sum) or no solution (solver.ErrNoSolution) is an error; a
// grid with several solutions comes back with Unique false. A classic
// geometry, or nil, gives NewPuzzle's puzzle.
func NewVariantPuzzle(geom *solver.Geometry, givens solver.Grid, source string) (Puzzle, error) {
	if geom == nil || geom.Variant == solver.Classic {
		return NewPuzzle(givens, source)
	}
	if err := geom.Check(givens); err != nil {
		return Puzzle{}, err
	}
	p := Puzzle{Givens: givens, Source: source, Geometry: geom}
	sol, err := geom.SolveUnique(givens)
	switch err {
	case nil:
		p.Solution, p.Unique, p.Grade = sol, true, VariantGrade(geom, givens)
	case solver.ErrSeveralSolutions:
		if p.Solution, err = geom.Solve(givens); err != nil {
			return Puzzle{}, err
		}
	default:
		return Puzzle{}, err
	}
	return p, nil
}

// NewGeneratedVariant makes the Puzzle of a generated variant puzzle (its
// solution is known and unique), grading it.
func NewGeneratedVariant(vp solver.VariantPuzzle, source string) Puzzle {
	if vp.Geometry == nil || vp.Geometry.Variant == solver.Classic {
		return Puzzle{Givens: vp.Givens, Solution: vp.Solution, Unique: true, Grade: gradeClassic(vp.Givens), Source: source}
	}
	return Puzzle{Givens: vp.Givens, Solution: vp.Solution, Unique: true, Source: source,
		Geometry: vp.Geometry, Grade: VariantGrade(vp.Geometry, vp.Givens)}
}

// gradeClassic is the shallow grade of a classic puzzle known to be unique.
func gradeClassic(givens solver.Grid) solver.Grade {
	gr, _ := solver.GradeShallow(givens)
	return gr
}

// VariantGrade grades a unique variant puzzle with the variants' grader
// (solver.GradeVariant) and fills in the figures the game shows and scores
// by, as solver.Grade holds them for the classic game: the level and rating,
// the techniques (the variants' identifiers), the complexity (empty cells
// plus the guesses left where the grader stops, docs/behaviour.md, "Scoring
// and stars"). A puzzle the grader does not finish is Master, its rating 0
// and Exact false.
func VariantGrade(geom *solver.Geometry, givens solver.Grid) solver.Grade {
	vg := solver.GradeVariant(geom, givens)
	gr := solver.Grade{Level: vg.Level, Rating: vg.Rating, Exact: !vg.Stuck, Clues: givens.Clues(),
		Guesses: variantGuesses(geom, vg)}
	gr.Complexity = 81 - gr.Clues + gr.Guesses
	for _, t := range vg.Used {
		gr.Techniques = append(gr.Techniques, t.String())
	}
	if vg.Rating > 0 {
		gr.Hardest = vg.Hardest.String()
	}
	if vg.Stuck {
		gr.Stuck = 1
	}
	return gr
}

// Variant returns the puzzle's variant (solver.Classic without a geometry).
func (p Puzzle) Variant() solver.Variant {
	if p.Geometry == nil {
		return solver.Classic
	}
	return p.Geometry.Variant
}

// variantGeometry returns the geometry of a variant puzzle, nil for the
// classic game (whose rules the fast classic code applies).
func (p *Puzzle) variantGeometry() *solver.Geometry {
	if p.Geometry == nil || p.Geometry.Variant == solver.Classic {
		return nil
	}
	return p.Geometry
}

// check reports clashing givens of the puzzle under its rules.
func (p *Puzzle) check(grid solver.Grid) error {
	if geom := p.variantGeometry(); geom != nil {
		return geom.Check(grid)
	}
	return grid.Check()
}

// solved reports whether grid is full and keeps the puzzle's rules: no
// digit twice in a house or a cage, every cage adding up to its sum.
func (p *Puzzle) solved(grid solver.Grid) bool {
	geom := p.variantGeometry()
	if geom == nil {
		return grid.Solved()
	}
	return grid.Clues() == 81 && geom.Check(grid) == nil
}

// countSolutions counts the completions of grid under the puzzle's rules,
// up to limit.
func (p *Puzzle) countSolutions(grid solver.Grid, limit int) int {
	if geom := p.variantGeometry(); geom != nil {
		if geom.Check(grid) != nil {
			return 0
		}
		return geom.CountSolutions(grid, limit)
	}
	return solver.CountSolutions(grid, limit)
}

// Geometry returns the geometry of the variant on the board, nil for the
// classic game and in Editing (create mode builds classic grids).
func (g *Game) Geometry() *solver.Geometry {
	if g.state == Editing {
		return nil
	}
	return g.puzzle.variantGeometry()
}

// Variant returns the variant on the board (Classic in Editing).
func (g *Game) Variant() solver.Variant {
	if geom := g.Geometry(); geom != nil {
		return geom.Variant
	}
	return solver.Classic
}

// peersOf returns the cells that see cell i under the rules on the board:
// its row, column and box in the classic game; its houses and its cage in a
// variant.
func (g *Game) peersOf(i int) []uint8 {
	if geom := g.Geometry(); geom != nil {
		return geom.Peers(i)
	}
	return solver.Peers[i][:]
}

// candidates returns the digits that no peer of empty cell i holds in
// cells (0 for a filled cell), under the rules on the board.
func (g *Game) candidates(cells *solver.Grid, i int) solver.Mask {
	if cells[i] != 0 {
		return 0
	}
	m := solver.AllDigits
	for _, p := range g.peersOf(i) {
		m &^= 1 << cells[p]
	}
	return m
}

// cageErrors returns the cells of the Killer cages that are full and do not
// add up to their sum (a cage holding a digit twice is also a clash of its
// cells, found as for houses).
func (g *Game) cageErrors() [81]bool {
	var out [81]bool
	geom := g.Geometry()
	if geom == nil {
		return out
	}
	for _, cage := range geom.Cages {
		sum, full := 0, true
		for _, c := range cage.Cells {
			if g.cur.cells[c] == 0 {
				full = false
				break
			}
			sum += int(g.cur.cells[c])
		}
		if full && sum != cage.Sum {
			for _, c := range cage.Cells {
				out[c] = true
			}
		}
	}
	return out
}

// variantGuesses is a variant puzzle's G (docs/behaviour.md, "Scoring and
// stars"): the digits the variants' search engine tries at its branch
// points from where the variants' grader stops, so 0 for a puzzle it
// finishes. From the givens the engine's propagation is much weaker than
// the grader on Killer cages (an Expert Killer took it hundreds of guesses,
// which would have made its expected time days), so it is not the measure
// of what a player must guess there.
func variantGuesses(geom *solver.Geometry, vg solver.VariantGrade) int {
	if !vg.Stuck {
		return 0
	}
	return geom.Guesses(vg.Stop)
}
