package printing

// Printing: the grids to print become Sheets with their title
// lines in the catalogue's language, and Write lays them out as a
// PDF. The command line's `sudoku print` and the window's Print commands
// share this (docs/behaviour.md, "Printing").

import (
	"os"
	"strconv"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
)

// printTitle is a puzzle's title line: "Puzzle 3 · Hard · rating 3.4".
func printTitle(cat *i18n.Catalog, number int, g solver.Grade) string {
	m := i18n.PrintTitle
	if !g.Exact {
		m = i18n.PrintTitleBound
	}
	return cat.T(m, strconv.Itoa(number), cat.Level(g.Level), cat.Decimal(g.Rating, 1))
}

// PuzzleSheet makes the sheet of one puzzle, numbered number, graded and
// solved; err is the solver's when p is not a puzzle.
func PuzzleSheet(cat *i18n.Catalog, number int, p solver.Grid) (Sheet, error) {
	g, err := solver.GradeOf(p)
	if err != nil {
		return Sheet{}, err
	}
	sol, err := solver.SolveUnique(p)
	if err != nil {
		return Sheet{}, err
	}
	return Sheet{Number: number, Title: printTitle(cat, number, g), Givens: p, Solution: sol}, nil
}

// OptionsIn are the layout options in the catalogue's language.
func OptionsIn(cat *i18n.Catalog, paper Paper, perPage int, solutions bool) Options {
	return Options{Paper: paper, PerPage: perPage, Solutions: solutions, SolutionsTitle: cat.T(i18n.PrintSolutions)}
}

// SystemPaper is the paper of the desktop's locale.
func SystemPaper() Paper { return PaperFromEnv(os.Getenv) }
