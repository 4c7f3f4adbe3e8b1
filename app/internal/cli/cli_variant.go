package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// The command line's variants (docs/formats.md, "Variant puzzles"): solve
// and count read a file in the variants' text form as such, any other file
// as before; generate -variant writes that form.

// withVariants runs a command over paths (standard input when there is
// none): each input in the variants' text form goes to variant, one puzzle
// at a time, and the others to classic, as the command always read them.
// The status is the worst of all.
func (c *CLI) withVariants(paths []string, variant func(model.VariantPuzzle) error, classic func(paths []string) int) int {
	status := exitOK
	run := func(source string, data []byte) {
		entries, err := model.ReadVariants(source, data)
		if err != nil {
			fmt.Fprintln(c.Stderr, err)
			status = exitBadGrid
			return
		}
		for _, e := range entries {
			err := e.Err
			if err == nil {
				err = variant(e.Puzzle)
				if err != nil {
					err = &model.VariantError{File: source, Line: e.Line, Reason: c.catalog().Error(err), Err: err}
				}
			}
			if err != nil {
				fmt.Fprintln(c.Stderr, err)
				status = exitBadGrid
			}
		}
	}
	worst := func(s int) {
		if s > status {
			status = s
		}
	}
	if len(paths) == 0 {
		data, err := io.ReadAll(io.LimitReader(c.Stdin, model.MaxFileSize+1))
		if err == nil && model.IsVariantText(data) {
			run("stdin", data)
			return status
		}
		c.Stdin = io.MultiReader(bytes.NewReader(data), c.Stdin)
		return classic(nil)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err == nil && model.IsVariantText(data) {
			run(p, data)
			continue
		}
		worst(classic([]string{p}))
	}
	return status
}

// solveVariant prints the solution of a variant puzzle in the text form.
func (c *CLI) solveVariant(p model.VariantPuzzle) error {
	s, err := p.Geometry.SolveUnique(p.Givens)
	if err != nil {
		return err
	}
	return model.WriteVariant(c.Stdout, model.VariantPuzzle{Geometry: p.Geometry, Givens: s})
}

// countVariant prints 0, 1 or 2+ for a variant puzzle.
func (c *CLI) countVariant(p model.VariantPuzzle) error {
	switch p.Geometry.CountSolutions(p.Givens, 2) {
	case 0:
		fmt.Fprintln(c.Stdout, "0")
		return solver.ErrNoSolution
	case 1:
		fmt.Fprintln(c.Stdout, "1")
		return nil
	}
	fmt.Fprintln(c.Stdout, "2+")
	return solver.ErrSeveralSolutions
}

// generateVariants prints n puzzles of variant v at the level, one after the
// other in the text form; the same seed gives the same puzzles.
func (c *CLI) generateVariants(v solver.Variant, level solver.Level, n int, seed int64, givens bool) int {
	rng := rand.New(rand.NewSource(seed))
	for i := 0; i < n; i++ {
		vp, err := solver.GenerateVariant(context.Background(), v, level, givens, rng)
		if err != nil {
			fmt.Fprintf(c.Stderr, "sudoku generate: %v\n", err)
			return exitBadGrid
		}
		if err := model.WriteVariant(c.Stdout, model.VariantPuzzle{Geometry: vp.Geometry, Givens: vp.Givens}); err != nil {
			return exitBadGrid
		}
	}
	return exitOK
}
