package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"time"

	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/app/internal/printing"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// print is `sudoku print`: a PDF of the grids of the files named, or of new
// puzzles, in the locale's language and on its paper unless -paper says.
func (c *CLI) print(args []string) int {
	const synopsis = "[-level L] [-n N] [-per-page K] [-solutions] [-labels] [-paper a4|letter|auto] [-seed S] [-o FILE.pdf] [FILE...]"
	fs := c.flags("print", synopsis)
	t := fs.cat.T
	levelName := fs.String("level", "medium", t(i18n.CLIFlagPrintLevel))
	n := fs.Int("n", 1, t(i18n.CLIFlagPrintN))
	perPage := fs.Int("per-page", 1, t(i18n.CLIFlagPerPage))
	solutions := fs.Bool("solutions", false, t(i18n.CLIFlagSolutions))
	labels := fs.Bool("labels", false, t(i18n.CLIFlagLabels))
	paperName := fs.String("paper", "auto", t(i18n.CLIFlagPaper))
	seed := fs.Int64("seed", 0, t(i18n.CLIFlagPrintSeed))
	out := fs.String("o", "-", t(i18n.CLIFlagOut))
	if !fs.parse(args) {
		return ExitMisuse
	}
	level, err := solver.ParseLevel(*levelName)
	if err != nil {
		return c.misuse("print", i18n.CLIUnknownLevel, strconv.Quote(*levelName))
	}
	if !slices.Contains(printing.PerPage, *perPage) {
		return c.misuse("print", i18n.CLIPerPage, *perPage)
	}
	paper, ok := printing.ParsePaper(*paperName, printing.PaperFromEnv(c.env))
	if !ok {
		return c.misuse("print", i18n.CLIPaper, strconv.Quote(*paperName))
	}
	if *n < 1 {
		return c.misuse("print", i18n.CLINAtLeastOne)
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	cat := fs.cat

	opts := printing.OptionsIn(cat, paper, *perPage, *solutions)
	opts.Labels = *labels
	prog := newCLIProgress(c.Stderr, 0)
	defer prog.done()

	// The PDF is written as the sheets come (printing.Stream), started at
	// the first good one: when no grid is good, nothing is written.
	var st *printing.Stream
	sheets := 0
	add := func(w io.Writer, s printing.Sheet) {
		if st == nil {
			st, _ = printing.NewStream(w, opts) // the options were checked above
		}
		st.Add(s)
		sheets++
		prog.step(sheets)
	}
	status := exitOK
	produce := func(w io.Writer) error {
		if fs.NArg() > 0 {
			// A file in the variants' text form prints its puzzles with
			// their geometry (cages, regions, diagonals, windows), titled
			// with the level the variants' grader gives them.
			variant := func(p model.VariantPuzzle) error {
				solution, err := p.Geometry.SolveUnique(p.Givens)
				if err != nil {
					return err
				}
				level := solver.GradeVariant(p.Geometry, p.Givens).Level
				add(w, printing.VariantSheet(cat, sheets+1, p.Geometry, p.Givens, solution, level))
				return nil
			}
			classic := func(grids inputs) int {
				grids(func(in input) {
					if in.err != nil {
						c.fail(in, in.err)
						status = exitBadGrid
						return
					}
					s, err := printing.PuzzleSheet(cat, sheets+1, in.grid)
					if err != nil {
						c.fail(in, err)
						status = exitBadGrid
						return
					}
					add(w, s)
				})
				return status
			}
			if c.withVariants(fs.Args(), nil, variant, classic) != exitOK {
				status = exitBadGrid
			}
			if st == nil {
				return errNothingToPrint
			}
			return st.Close()
		}
		prog.total = *n
		err := streamSheets(context.Background(), cat, level, *n, *seed, runtime.NumCPU(), func(s printing.Sheet) { add(w, s) })
		if err != nil {
			fmt.Fprintln(c.Stderr, cat.T(i18n.CLIPrefix, "print", cat.Error(err)))
			return errNothingToPrint
		}
		return st.Close()
	}

	var err2 error
	if *out == "-" {
		err2 = produce(c.Stdout)
	} else {
		// Written beside, then renamed over: a failed print leaves no
		// half a PDF (and an existing file keeps its mode).
		err2 = model.WriteFileAtomic(*out, produce)
	}
	switch {
	case errors.Is(err2, errNothingToPrint):
		return exitBadGrid
	case err2 != nil:
		fmt.Fprintln(c.Stderr, cat.T(i18n.CLIPrefix, "print", cat.Error(err2)))
		return exitBadGrid
	}
	return status
}

// errNothingToPrint: no grid could be printed (the reasons were given).
var errNothingToPrint = errors.New("nothing to print")

// cliProgress tells on stderr, when it is a terminal, how many grids are
// printed so far ("1200 of 5000 grids"), at most every tenth of a second;
// a long `print -n 100000` shows it is working.
type cliProgress struct {
	w     io.Writer // nil: not a terminal, nothing is shown
	total int       // 0 when unknown (grids read from files)
	n     int       // grids done
	last  time.Time
	shown bool
}

func newCLIProgress(stderr io.Writer, total int) *cliProgress {
	p := &cliProgress{total: total}
	if f, ok := stderr.(*os.File); ok && platform.IsTerminal(f) {
		p.w = f
	}
	return p
}

func (p *cliProgress) step(n int) {
	if p.w == nil {
		return
	}
	p.n = n
	if now := time.Now(); now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		p.show()
	}
}

func (p *cliProgress) show() {
	p.shown = true
	if p.total > 0 {
		fmt.Fprintf(p.w, "\rsudoku print: %d of %d grids", p.n, p.total)
	} else {
		fmt.Fprintf(p.w, "\rsudoku print: %d grids", p.n)
	}
}

// done ends the progress line with the final count.
func (p *cliProgress) done() {
	if p.shown {
		p.show()
		fmt.Fprintln(p.w)
	}
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
			if s, err = printing.PuzzleSheet(cat, done+1, p); err == nil {
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
