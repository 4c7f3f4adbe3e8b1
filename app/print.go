package main

// Printing: the grids to print become printing.Sheets with their title
// lines in the catalogue's language, and printing.Write lays them out as a
// PDF. The command line's `sudoku print` and the window's Print commands
// share this (docs/behaviour.md, "Printing").

import (
	"context"
	"os"
	"strconv"

	"github.com/giosudoku/sudoku/app/internal/printing"
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

// printSheet makes the sheet of one puzzle, numbered number, graded and
// solved; err is the solver's when p is not a puzzle.
func printSheet(cat *i18n.Catalog, number int, p solver.Grid) (printing.Sheet, error) {
	g, err := solver.GradeOf(p)
	if err != nil {
		return printing.Sheet{}, err
	}
	sol, err := solver.SolveUnique(p)
	if err != nil {
		return printing.Sheet{}, err
	}
	return printing.Sheet{Number: number, Title: printTitle(cat, number, g), Givens: p, Solution: sol}, nil
}

// printOptions are the layout options in the catalogue's language.
func printOptions(cat *i18n.Catalog, paper printing.Paper, perPage int, solutions bool) printing.Options {
	return printing.Options{Paper: paper, PerPage: perPage, Solutions: solutions, SolutionsTitle: cat.T(i18n.PrintSolutions)}
}

// streamSheets makes n new puzzles of a level and hands each, as a sheet
// numbered from 1, to sheet as soon as it and those before it are ready;
// it stops at the first error, or early when ctx is cancelled.
func streamSheets(ctx context.Context, cat *i18n.Catalog, level solver.Level, n int, seed int64, jobs int, sheet func(printing.Sheet)) error {
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	var firstErr error
	done := 0
	generateMany(ctx, level, n, seed, jobs, func(p solver.Grid, err error) {
		if err == nil && firstErr == nil {
			var s printing.Sheet
			if s, err = printSheet(cat, done+1, p); err == nil {
				done++
				sheet(s)
			}
		}
		if err != nil && firstErr == nil {
			firstErr = err
			stop()
		}
	})
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	return firstErr
}

// systemPaper is the paper of the desktop's locale.
func systemPaper() printing.Paper { return printing.PaperFromEnv(os.Getenv) }
