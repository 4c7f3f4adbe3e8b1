package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
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
		return ExitMisuse
	}
	misuse := func(format string, a ...any) int {
		fmt.Fprintf(c.Stderr, "sudoku print: "+format+"\n", a...)
		return ExitMisuse
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

	opts := printing.OptionsIn(cat, paper, *perPage, *solutions)
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
			c.readInputs(fs.Args(), func(in input) {
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
			if st == nil {
				return errNothingToPrint
			}
			return st.Close()
		}
		prog.total = *n
		err := streamSheets(context.Background(), cat, level, *n, *seed, runtime.NumCPU(), func(s printing.Sheet) { add(w, s) })
		if err != nil {
			fmt.Fprintf(c.Stderr, "sudoku print: %s\n", i18n.English().Error(err))
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
		fmt.Fprintf(c.Stderr, "sudoku print: %v\n", err2)
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
