package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/giosudoku/sudoku/app/internal/printing"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
)

// print is `sudoku print`: a PDF of the grids of the files named, or of new
// puzzles, in the locale's language and on its paper unless -paper says.
func (c *cli) print(args []string) int {
	const synopsis = "[-level L] [-n N] [-per-page K] [-solutions] [-paper a4|letter|auto] [-seed S] [-o FILE.pdf] [FILE...]"
	fs := c.flags("print", synopsis)
	levelName := fs.String("level", "medium", "difficulty of new puzzles: easy, medium, hard, expert or master")
	n := fs.Int("n", 1, "number of new puzzles (without FILE)")
	perPage := fs.Int("per-page", 1, "puzzles to a page: 1, 2, 4 or 6")
	solutions := fs.Bool("solutions", false, "add the solutions at the end, in small grids")
	paperName := fs.String("paper", "auto", "paper size: a4, letter, or auto (the locale's)")
	seed := fs.Int64("seed", 0, "random seed of new puzzles (0: from the clock)")
	out := fs.String("o", "-", "the PDF file to write ('-': standard output)")
	if fs.Parse(args) != nil {
		return exitMisuse
	}
	misuse := func(format string, a ...any) int {
		fmt.Fprintf(c.stderr, "sudoku print: "+format+"\n", a...)
		return exitMisuse
	}
	level, err := solver.ParseLevel(*levelName)
	if err != nil {
		return misuse("%v", err)
	}
	if !slices.Contains(printing.PerPage, *perPage) {
		return misuse("-per-page %d: want 1, 2, 4 or 6", *perPage)
	}
	paper, ok := printing.ParsePaper(*paperName, printing.PaperFromEnv(c.env))
	if !ok {
		return misuse("-paper %q: want a4, letter or auto", *paperName)
	}
	if *n < 1 {
		return misuse("-n must be at least 1")
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	cat := i18n.Load(i18n.LocaleLanguage(c.env))

	status := exitOK
	var sheets []printing.Sheet
	if fs.NArg() > 0 {
		c.readInputs(fs.Args(), func(in input) {
			if in.err != nil {
				c.fail(in, in.err)
				status = exitBadGrid
				return
			}
			s, err := printSheet(cat, len(sheets)+1, in.grid)
			if err != nil {
				c.fail(in, err)
				status = exitBadGrid
				return
			}
			sheets = append(sheets, s)
		})
		if len(sheets) == 0 {
			return exitBadGrid
		}
	} else {
		sheets, err = generateSheets(context.Background(), cat, level, *n, *seed, runtime.NumCPU(), nil)
		if err != nil {
			fmt.Fprintf(c.stderr, "sudoku print: %s\n", i18n.English().Error(err))
			return exitBadGrid
		}
	}

	var pdf bytes.Buffer
	if err := printing.Write(&pdf, sheets, printOptions(cat, paper, *perPage, *solutions)); err != nil {
		fmt.Fprintf(c.stderr, "sudoku print: %v\n", err)
		return exitBadGrid
	}
	if *out == "-" {
		c.stdout.Write(pdf.Bytes())
		return status
	}
	if err := os.WriteFile(*out, pdf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(c.stderr, "sudoku print: %v\n", err)
		return exitBadGrid
	}
	return status
}
