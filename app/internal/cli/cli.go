package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// Exit statuses of the command line (README.md, Command line).
const (
	exitOK      = 0 // every grid was fine
	exitBadGrid = 1 // a grid had no solution, several, or could not be read
	ExitMisuse  = 2 // unknown command, bad flag or argument
)

const Usage = `Sudoku: a Sudoku game for the Linux desktop.

Usage:
  sudoku [FILE]                 open the window (with FILE's first grid)
  sudoku solve [FILE...]        print each grid's solution as an 81-character line
  sudoku count [FILE...]        print 0, 1 or 2+ (solutions) per grid
  sudoku generate [-variant classic|x|windoku|jigsaw|killer] [-level easy|medium|hard|expert|master]
                  [-givens] [-n N] [-seed S] [-j JOBS]
                                print N puzzles, one 81-character line each ('.' for empty),
                                or in the variants' text form (#variant, grid, regions, cages)
  sudoku grade [-json] [FILE...]
                                print level, rating (exact or a lower bound), hardest
                                technique, complexity, clues and technique counts per grid
  sudoku explain [FILE...]      print the solving path of each grid, one line a step
  sudoku print [-level L] [-n N] [-per-page K] [-solutions] [-paper P] [-seed S] [-o FILE.pdf] [FILE...]
                                write a PDF of the grids of FILE, or of N new puzzles of
                                level L, K (1, 2, 4 or 6) to a page; paper a4, letter or auto
  sudoku --assets               print the assets folder found, or the error
  sudoku --selftest             open the window, load every asset, render frames, exit
  sudoku --version | --help

Commands read standard input when no FILE is given. Exit status: 0 when every
grid was fine, 1 when any grid had no solution, several solutions or could not
be read, 2 for misuse.
`

// CLI holds the streams of one run of the command line, so tests can run it
// in process.
type CLI struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	getenv         func(string) string // os.Getenv when nil: the locale's language and paper
}

// env reads an environment variable through c.getenv.
func (c *CLI) env(key string) string {
	if c.getenv == nil {
		return os.Getenv(key)
	}
	return c.getenv(key)
}

// runCommand runs a subcommand of the command line and returns the exit
// status. It reports handled=false when args name no subcommand (the
// window then opens).
func (c *CLI) runCommand(args []string) (status int, handled bool) {
	if len(args) == 0 {
		return 0, false
	}
	switch args[0] {
	case "solve":
		return c.solve(args[1:]), true
	case "count":
		return c.count(args[1:]), true
	case "generate":
		return c.generate(args[1:]), true
	case "grade":
		return c.grade(args[1:]), true
	case "print":
		return c.print(args[1:]), true
	case "explain":
		return c.explain(args[1:]), true
	case "--assets", "-assets":
		return c.assetsCommand(args[1:], assets.SystemEnv()), true
	case "--version", "-version":
		fmt.Fprintf(c.Stdout, "sudoku %s\n", platform.Version)
		return exitOK, true
	case "--help", "-help", "-h", "help":
		fmt.Fprint(c.Stdout, Usage)
		return exitOK, true
	case "--selftest", "-selftest":
		return 0, false // the window runs it (window's selftest.go)
	}
	if strings.HasPrefix(args[0], "-") {
		fmt.Fprintf(c.Stderr, "sudoku: unknown option %s\n\n%s", args[0], Usage)
		return ExitMisuse, true
	}
	return 0, false
}

// flags makes a flag set for a subcommand that reports errors on stderr.
func (c *CLI) flags(name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(c.Stderr, "usage: sudoku %s %s\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// input is one grid read from a file or standard input, or the reason it
// could not be read.
type input struct {
	source string      // file name, or "stdin"
	line   int         // line number where the grid starts (0 when unknown)
	grid   solver.Grid // the grid, when err is nil
	err    error       // why the grid or its file could not be read; it names both
}

// readInputs reads the grids of every file named in paths, or of standard
// input when there is none, in any format the game reads, and calls fn with
// each, in order. A file that cannot be read at all is one failed input.
func (c *CLI) readInputs(paths []string, fn func(input)) {
	read := func(source string, col model.Collection, err error) {
		if err != nil {
			fn(input{source: source, err: err})
			return
		}
		for _, e := range col.Entries {
			fn(input{source: source, line: e.Line, grid: e.Grid, err: e.Err})
		}
	}
	if len(paths) == 0 {
		col, err := model.Read("stdin", c.Stdin)
		read("stdin", col, err)
		return
	}
	for _, p := range paths {
		col, err := model.ReadFile(p)
		read(p, col, err)
	}
}

// fail reports on stderr why an input failed, in the catalogue's words
// (the window's texts, in the locale's language): a reading error names
// its file and line itself; a solver's error gets them here.
func (c *CLI) fail(in input, err error) {
	cat := c.catalog()
	switch {
	case err == in.err:
		fmt.Fprintln(c.Stderr, cat.Error(err))
	case in.line > 0:
		fmt.Fprintln(c.Stderr, cat.T(i18n.FileLineAt, in.source, in.line, cat.Error(err)))
	default:
		fmt.Fprintln(c.Stderr, cat.T(i18n.FileAt, in.source, cat.Error(err)))
	}
}

// eachGrid is the loop of the commands that take grids (solve, count,
// grade, explain): it reads the grids of paths, or of standard input when
// there is none, and calls fn with each grid read, in order. An input that
// cannot be read, or for which fn returns an error, is reported on stderr
// (fail) and the grids after it are still read; the status is exitBadGrid
// when any input failed, exitOK otherwise. unread, when not nil, sees each
// input that could not be read before it is reported.
func (c *CLI) eachGrid(paths []string, unread func(input), fn func(input) error) int {
	status := exitOK
	c.readInputs(paths, func(in input) {
		err := in.err
		if err != nil && unread != nil {
			unread(in)
		}
		if err == nil {
			err = fn(in)
		}
		if err != nil {
			c.fail(in, err)
			status = exitBadGrid
		}
	})
	return status
}

func (c *CLI) solve(args []string) int {
	fs := c.flags("solve", "[FILE...]")
	if fs.Parse(args) != nil {
		return ExitMisuse
	}
	return c.withVariants(fs.Args(), c.solveVariant, func(paths []string) int {
		return c.eachGrid(paths, nil, func(in input) error {
			s, err := solver.SolveUnique(in.grid)
			if err == nil {
				fmt.Fprintln(c.Stdout, s)
			}
			return err
		})
	})
}

func (c *CLI) count(args []string) int {
	fs := c.flags("count", "[FILE...]")
	if fs.Parse(args) != nil {
		return ExitMisuse
	}
	// A grid whose clues clash is read as an error: it has no solution.
	unread := func(in input) {
		var conflict *solver.ConflictError
		if errors.As(in.err, &conflict) {
			fmt.Fprintln(c.Stdout, "0")
		}
	}
	return c.withVariants(fs.Args(), c.countVariant, func(paths []string) int {
		return c.eachGrid(paths, unread, func(in input) error {
			switch solver.CountSolutions(in.grid, 2) {
			case 0:
				fmt.Fprintln(c.Stdout, "0")
				return solver.ErrNoSolution
			case 1:
				fmt.Fprintln(c.Stdout, "1")
				return nil
			}
			fmt.Fprintln(c.Stdout, "2+")
			return solver.ErrSeveralSolutions
		})
	})
}

// gradeJSON is the -json form of a grade: one object a line.
type gradeJSON struct {
	Level      string         `json:"level"`
	Rating     float64        `json:"rating"`
	Exact      bool           `json:"exact"` // false: rating is a lower bound
	Hardest    string         `json:"hardest"`
	Complexity int            `json:"complexity"`
	Clues      int            `json:"clues"`
	Guesses    int            `json:"guesses"`
	Techniques []string       `json:"techniques"`
	Counts     map[string]int `json:"counts"` // steps of each technique
	Stuck      int            `json:"stuck"`  // steps no technique could take
}

func (c *CLI) grade(args []string) int {
	fs := c.flags("grade", "[-json] [FILE...]")
	asJSON := fs.Bool("json", false, "print one JSON object a line")
	if fs.Parse(args) != nil {
		return ExitMisuse
	}
	enc := json.NewEncoder(c.Stdout)
	cat := c.catalog()
	return c.eachGrid(fs.Args(), nil, func(in input) error {
		g, err := solver.GradeOf(in.grid)
		if err != nil {
			return err
		}
		if !*asJSON {
			fmt.Fprintln(c.Stdout, gradeLine(cat, g))
			return nil
		}
		techniques := g.Techniques
		if techniques == nil {
			techniques = []string{}
		}
		counts := map[string]int{}
		for i, t := range g.Techniques {
			counts[t] = g.Counts[i]
		}
		enc.Encode(gradeJSON{
			Level:      g.Level.String(),
			Rating:     g.Rating,
			Exact:      g.Exact,
			Hardest:    g.Hardest,
			Complexity: g.Complexity,
			Clues:      g.Clues,
			Guesses:    g.Guesses,
			Techniques: techniques,
			Counts:     counts,
			Stuck:      g.Stuck,
		})
		return nil
	})
}

// gradeLine is grade's line for one grid, in the catalogue's words: "Hard
// rating 3.4 exact  hardest hidden pair  complexity 52  clues 27  guesses 0
// techniques: hidden single 30, naked single 4, hidden pair 1"; a rating
// that is a lower bound reads "rating ≥20.0 bound", and the stuck steps
// follow the counts ("stuck 2"). The techniques are named as everywhere
// else; -json gives their identifiers.
func gradeLine(cat *i18n.Catalog, g solver.Grade) string {
	rating := cat.T(i18n.GradeExact, cat.Decimal(g.Rating, 1))
	if !g.Exact {
		rating = cat.T(i18n.GradeBound, cat.Decimal(g.Rating, 1))
	}
	name := func(id string) string {
		t, err := solver.ParseTechnique(id)
		if err != nil {
			return id
		}
		return cat.TechniqueName(t)
	}
	hardest := cat.T(i18n.GradeNone)
	if g.Hardest != "" {
		hardest = name(g.Hardest)
	}
	var counts []string
	for i, t := range g.Techniques {
		counts = append(counts, cat.T(i18n.GradeCount, name(t), g.Counts[i]))
	}
	if g.Stuck > 0 {
		counts = append(counts, cat.T(i18n.GradeStuck, g.Stuck))
	}
	return cat.T(i18n.GradeLine, cat.Level(g.Level), rating, hardest, g.Complexity, g.Clues, g.Guesses, strings.Join(counts, ", "))
}

// catalog returns the catalogue of the locale's language (LC_ALL,
// LC_MESSAGES, LANG), in which explain words its steps.
func (c *CLI) catalog() *i18n.Catalog {
	return i18n.Load(i18n.LocaleLanguage(c.env))
}

// explain prints, for each grid, a line with the grid and its grade, then
// the grader's path one step a line as the catalogue words it
// (i18n.Catalog.Explain, the same sentences as the window's hints, in the
// locale's language), from the argument of each step on the candidates of
// the position it was found on, then an empty line.
func (c *CLI) explain(args []string) int {
	fs := c.flags("explain", "[FILE...]")
	if fs.Parse(args) != nil {
		return ExitMisuse
	}
	cat := c.catalog()
	return c.eachGrid(fs.Args(), nil, func(in input) error {
		g, err := solver.GradeOf(in.grid)
		if err != nil {
			return err
		}
		steps, err := solver.LogicalSteps(in.grid)
		if err != nil {
			return err
		}
		rating := cat.Decimal(g.Rating, 1)
		if !g.Exact {
			rating = cat.T(i18n.ExplainBound, rating)
		}
		fmt.Fprintln(c.Stdout, cat.T(i18n.ExplainHead, len(steps), in.grid.String(), cat.Level(g.Level), rating))
		// The path again, step by step, for the candidates each step was
		// found on (an aligned exclusion is worded from them).
		l, err := solver.NewLogic(in.grid)
		for i, s := range steps {
			var cand *[81]solver.Mask
			if err == nil {
				cand = new([81]solver.Mask)
				for c := range cand {
					cand[c] = l.Candidates(c)
				}
				err = l.Apply(s)
			}
			fmt.Fprintf(c.Stdout, "%3d. %s\n", i+1, cat.Explain(solver.ArgumentOf(s, cand)))
		}
		fmt.Fprintln(c.Stdout)
		return nil
	})
}

func (c *CLI) generate(args []string) int {
	fs := c.flags("generate", "[-variant V] [-level easy|medium|hard|expert|master] [-n N] [-seed S] [-j JOBS]")
	variantName := fs.String("variant", "classic", "classic, x, windoku, jigsaw or killer (not classic: the variants' text form)")
	givens := fs.Bool("givens", false, "killer: with given digits")
	levelName := fs.String("level", "medium", "difficulty: easy, medium, hard, expert or master")
	n := fs.Int("n", 1, "number of puzzles")
	seed := fs.Int64("seed", 0, "random seed; the same seed prints the same puzzles (0: from the clock)")
	jobs := fs.Int("j", 1, "puzzles generated at once; 0 uses every core")
	if fs.Parse(args) != nil {
		return ExitMisuse
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(c.Stderr, "sudoku generate: unexpected argument %q\n", fs.Arg(0))
		return ExitMisuse
	}
	level, err := solver.ParseLevel(*levelName)
	if err != nil {
		fmt.Fprintf(c.Stderr, "sudoku generate: %v\n", err)
		return ExitMisuse
	}
	if *n < 0 || *jobs < 0 {
		fmt.Fprintln(c.Stderr, "sudoku generate: -n and -j must not be negative")
		return ExitMisuse
	}
	if *jobs == 0 {
		*jobs = runtime.NumCPU()
	}
	if limit := maxJobs(); *jobs > limit {
		// More at once only costs memory: the puzzles are the same for
		// every -j (README.md, "generate -seed S").
		fmt.Fprintf(c.Stderr, "sudoku generate: -j %d is more than this machine can use; generating %d at once\n", *jobs, limit)
		*jobs = limit
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	if v, err := solver.ParseVariant(*variantName); err != nil {
		fmt.Fprintf(c.Stderr, "sudoku generate: %v\n", err)
		return ExitMisuse
	} else if v != solver.Classic {
		return c.generateVariants(v, level, *n, *seed, *givens)
	}
	status := exitOK
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	generateMany(ctx, level, *n, *seed, *jobs, func(p solver.Grid, err error) {
		if err != nil {
			if status == exitOK {
				fmt.Fprintf(c.Stderr, "sudoku generate: %v\n", err)
			}
			status = exitBadGrid
			return
		}
		if _, err := fmt.Fprintln(c.Stdout, p); err != nil {
			stop() // a full disk or a closed pipe: no use making more
		}
	})
	return status
}
