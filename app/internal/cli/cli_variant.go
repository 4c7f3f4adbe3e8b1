package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"os"
	"strings"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// The command line's variants (docs/formats.md, "Variant puzzles"): solve,
// count, grade, explain and print read a file in the variants' text form
// or of puzzle links (or a puzzle link given as the argument itself) as
// such, any other file as before; generate -variant writes that form.

// withVariants runs a command over paths (standard input when there is
// none): each puzzle of an input in the variants' text form or of puzzle
// links goes to variant, one at a time, and the other inputs to classic,
// as the command always read them. A classic puzzle read there (a link
// with no variant's rule, or `#variant classic`) goes to classic too,
// named by its source and line, so it gets exactly what the same grid in a
// grid file gets. unread, when not nil, sees each puzzle that could not be
// read before it is reported, as eachGrid's does. The status is the worst
// of all.
func (c *CLI) withVariants(paths []string, unread func(input), variant func(model.VariantPuzzle) error, classic func(inputs) int) int {
	status := exitOK
	cat := c.catalog()
	run := func(source string, data []byte) {
		entries, err := model.ReadVariants(source, data)
		if err != nil {
			fmt.Fprintln(c.Stderr, cat.Error(err))
			status = exitBadGrid
			return
		}
		for _, e := range entries {
			if g := e.Puzzle.Geometry; e.Err == nil && (g == nil || g.Variant == solver.Classic) {
				in := input{source: source, line: e.Line, grid: e.Puzzle.Givens}
				if s := classic(func(fn func(input)) { fn(in) }); s > status {
					status = s
				}
				continue
			}
			err := e.Err
			if err != nil && unread != nil {
				unread(input{source: source, line: e.Line, err: err})
			}
			if err == nil {
				err = variant(e.Puzzle)
				if err != nil {
					err = &model.FileError{File: source, Line: e.Line, Reason: model.FileVariantInvalid, Err: err}
				}
			}
			if err != nil {
				fmt.Fprintln(c.Stderr, cat.Error(err))
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
		return classic(c.filesOf(nil))
	}
	for _, p := range paths {
		data, err := readCapped(p)
		if err != nil && model.IsPuzzleLink([]byte(p)) {
			// Not a file but a puzzle link itself (docs/formats.md,
			// "Puzzle links"), named by its site.
			run(model.PuzzleLinkName(p), []byte(p))
			continue
		}
		if err == nil && model.IsVariantText(data) {
			run(p, data)
			continue
		}
		worst(classic(c.filesOf([]string{p})))
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
// other in the text form, up to jobs at once; the same seed gives the same
// puzzles whatever jobs (each puzzle has its own seed, drawn from it).
func (c *CLI) generateVariants(v solver.Variant, level solver.Level, n int, seed int64, givens bool, jobs int) int {
	status := exitOK
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	gen := func(ctx context.Context, rng *rand.Rand) (solver.VariantPuzzle, error) {
		return solver.GenerateVariant(ctx, v, level, givens, rng)
	}
	generateEach(ctx, n, seed, jobs, gen, func(vp solver.VariantPuzzle, err error) {
		if err != nil {
			if status == exitOK {
				fmt.Fprintf(c.Stderr, "sudoku generate: %v\n", err)
			}
			status = exitBadGrid
			return
		}
		if err := model.WriteVariant(c.Stdout, model.VariantPuzzle{Geometry: vp.Geometry, Givens: vp.Givens}); err != nil {
			status = exitBadGrid
			stop() // a full disk or a closed pipe: no use making more
		}
	})
	return status
}

// gradeVariantJSON is grade -json's object for a variant puzzle.
type gradeVariantJSON struct {
	Variant    string         `json:"variant"`
	Level      string         `json:"level"`
	Rating     float64        `json:"rating"`
	Exact      bool           `json:"exact"` // false: rating is a lower bound (the grader is stuck)
	Hardest    string         `json:"hardest"`
	Clues      int            `json:"clues"`
	Techniques []string       `json:"techniques"`
	Counts     map[string]int `json:"counts"` // steps of each technique
}

// gradeVariant prints the grade of a variant puzzle: its variant, level,
// rating (a lower bound when the grader is stuck), hardest technique, clues
// and the steps of each technique (docs/variants.md, "Levels").
func (c *CLI) gradeVariant(cat *i18n.Catalog, enc *json.Encoder, asJSON bool, p model.VariantPuzzle) error {
	if _, err := p.Geometry.SolveUnique(p.Givens); err != nil {
		return err
	}
	g := solver.GradeVariant(p.Geometry, p.Givens)
	clues := 0
	for _, d := range p.Givens {
		if d != 0 {
			clues++
		}
	}
	rating := g.Rating
	if g.Stuck {
		rating = g.Bound
	}
	hardest := ""
	if len(g.Used) > 0 {
		hardest = g.Hardest.String()
	}
	if asJSON {
		j := gradeVariantJSON{Variant: p.Geometry.Variant.String(), Level: g.Level.String(), Rating: rating, Exact: !g.Stuck,
			Hardest: hardest, Clues: clues, Techniques: []string{}, Counts: map[string]int{}}
		for i, t := range g.Used {
			j.Techniques = append(j.Techniques, t.String())
			j.Counts[t.String()] = g.Counts[i]
		}
		return enc.Encode(j)
	}
	r := cat.T(i18n.GradeExact, cat.Decimal(rating, 1))
	if g.Stuck {
		r = cat.T(i18n.GradeBound, cat.Decimal(rating, 1))
	}
	h := cat.T(i18n.GradeNone)
	if hardest != "" {
		h = cat.VariantTechniqueName(g.Hardest)
	}
	var counts []string
	for i, t := range g.Used {
		counts = append(counts, cat.T(i18n.GradeCount, cat.VariantTechniqueName(t), g.Counts[i]))
	}
	_, err := fmt.Fprintln(c.Stdout, cat.T(i18n.GradeVariantLine, p.Geometry.Variant, cat.Level(g.Level), r, h, clues, strings.Join(counts, ", ")))
	return err
}

// explainVariant prints a variant puzzle's line (its variant and givens,
// level and rating, or the rating's bound when the grader is stuck) and the
// steps a player following the hints would take (solver.VariantHintPath:
// one instance of the easiest technique a step), one a line: what each
// places or removes, why, and its technique (docs/variants.md, "Hints and
// explain").
func (c *CLI) explainVariant(cat *i18n.Catalog, p model.VariantPuzzle) error {
	if _, err := p.Geometry.SolveUnique(p.Givens); err != nil {
		return err
	}
	g := solver.GradeVariant(p.Geometry, p.Givens)
	steps, _ := solver.VariantHintPath(p.Geometry, p.Givens)
	rating := cat.Decimal(g.Rating, 1)
	if g.Stuck {
		rating = cat.T(i18n.ExplainBound, cat.Decimal(g.Bound, 1))
	}
	name := p.Geometry.Variant.String() + " " + p.Givens.String()
	fmt.Fprintln(c.Stdout, cat.T(i18n.ExplainHead, len(steps), name, cat.Level(g.Level), rating))
	pos := p.Givens
	for i, s := range steps {
		fmt.Fprintf(c.Stdout, "%3d. %s\n", i+1, cat.VariantExplain(p.Geometry, pos, s))
		for _, pl := range s.Placements {
			pos[pl.Cell] = pl.Digit
		}
	}
	_, err := fmt.Fprintln(c.Stdout)
	return err
}

// readCapped reads the file at p up to one byte past model.MaxFileSize: a
// file larger than that is refused by the readers all the same, and a
// device or pipe with no end (/dev/zero) is not read forever.
func readCapped(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, model.MaxFileSize+1))
}
