package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strconv"
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

// usage is the command line's usage in the locale's language.
func (c *CLI) usage() string { return c.catalog().T(i18n.CLIUsage) }

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
		fmt.Fprintf(c.Stdout, "sudoku %s\n%s\n", platform.Version, solver.Engine())
		return exitOK, true
	case "--help", "-help", "-h", "help":
		fmt.Fprint(c.Stdout, c.usage())
		return exitOK, true
	case "--selftest", "-selftest":
		return 0, false // the window runs it (window's selftest.go)
	}
	if strings.HasPrefix(args[0], "-") {
		fmt.Fprintf(c.Stderr, "%s\n\n%s", c.catalog().T(i18n.CLIUnknownOption, args[0]), c.usage())
		return ExitMisuse, true
	}
	return 0, false
}

// TooManyArguments says that the window takes one FILE at most, with the
// usage, and returns the misuse status.
func (c *CLI) TooManyArguments() int {
	fmt.Fprintf(c.Stderr, "%s\n\n%s", c.catalog().T(i18n.CLITooManyArgs), c.usage())
	return ExitMisuse
}

// misuse says what is wrong with a command's arguments on stderr,
// "sudoku NAME: …", and returns the misuse status.
func (c *CLI) misuse(name string, m *i18n.Message, args ...any) int {
	cat := c.catalog()
	fmt.Fprintln(c.Stderr, cat.T(i18n.CLIPrefix, name, cat.T(m, args...)))
	return ExitMisuse
}

// flagSet is a subcommand's flags, described and reported in the
// catalogue's words.
type flagSet struct {
	*flag.FlagSet
	c        *CLI
	cat      *i18n.Catalog
	synopsis string
}

// flags makes the flag set of a subcommand; its flags take their
// descriptions from cat.
func (c *CLI) flags(name, synopsis string) *flagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // parse reports the errors itself
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, c: c, cat: c.catalog(), synopsis: synopsis}
}

// parse parses args; on a bad flag it reports it on stderr with the
// command's usage and returns false (also for -h, which asks for the
// usage).
func (fs *flagSet) parse(args []string) bool {
	err := fs.Parse(args)
	if err == nil {
		return true
	}
	if !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(fs.c.Stderr, fs.flagError(err))
	}
	fmt.Fprintln(fs.c.Stderr, fs.cat.T(i18n.CLIFlagUsage, fs.Name(), fs.synopsis))
	fs.VisitAll(func(f *flag.Flag) {
		var b strings.Builder
		fmt.Fprintf(&b, "  -%s", f.Name)
		kind, usage := flag.UnquoteUsage(f)
		if kind != "" {
			b.WriteString(" " + kind)
		}
		b.WriteString("\n    \t" + usage)
		if def := f.DefValue; def != "" && def != "0" && def != "false" {
			if kind == "string" {
				def = strconv.Quote(def)
			}
			b.WriteString(" " + fs.cat.T(i18n.CLIFlagDefault, def))
		}
		fmt.Fprintln(fs.c.Stderr, b.String())
	})
	return false
}

// flagErrors are the forms of the flag package's errors that the catalogue
// words; another keeps the package's English.
var flagErrors = []struct {
	re *regexp.Regexp
	m  *i18n.Message
}{
	{regexp.MustCompile(`^flag provided but not defined: (-.*)$`), i18n.CLIFlagUndefined},
	{regexp.MustCompile(`^flag needs an argument: (-.*)$`), i18n.CLIFlagNeedsArg},
	{regexp.MustCompile(`^invalid (?:boolean )?value (".*") for (?:flag )?(-[^:]*): (.*)$`), i18n.CLIFlagBadValue},
}

// flagError words an error of the flag package.
func (fs *flagSet) flagError(err error) string {
	for _, fe := range flagErrors {
		if m := fe.re.FindStringSubmatch(err.Error()); m != nil {
			args := make([]any, len(m)-1)
			for i, s := range m[1:] {
				args[i] = s
			}
			return fs.cat.T(fe.m, args...)
		}
	}
	return err.Error()
}

// input is one grid read from a file or standard input, or the reason it
// could not be read.
type input struct {
	source string      // file name, or "stdin"
	line   int         // line number where the grid starts (0 when unknown)
	grid   solver.Grid // the grid, when err is nil
	err    error       // why the grid or its file could not be read; it names both
}

// inputs hands each input of a command to fn, in order: the grids of
// files (readInputs) or a classic puzzle read from a puzzle link or the
// variants' text form (withVariants).
type inputs func(fn func(input))

// filesOf is the inputs of the files named in paths, or of standard input
// when there is none (readInputs).
func (c *CLI) filesOf(paths []string) inputs {
	return func(fn func(input)) { c.readInputs(paths, fn) }
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
// grade, explain): it reads the grids of in and calls fn with each grid
// read, in order. An input that
// cannot be read, or for which fn returns an error, is reported on stderr
// (fail) and the grids after it are still read; the status is exitBadGrid
// when any input failed, exitOK otherwise. unread, when not nil, sees each
// input that could not be read before it is reported.
func (c *CLI) eachGrid(in inputs, unread func(input), fn func(input) error) int {
	status := exitOK
	in(func(in input) {
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
	if !fs.parse(args) {
		return ExitMisuse
	}
	return c.withVariants(fs.Args(), nil, c.solveVariant, func(in inputs) int {
		return c.eachGrid(in, nil, func(in input) error {
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
	if !fs.parse(args) {
		return ExitMisuse
	}
	// A grid whose clues clash is read as an error: it has no solution (a
	// variant puzzle's too, whose givens clash in one of its houses).
	unread := func(in input) {
		var conflict *solver.ConflictError
		if errors.As(in.err, &conflict) {
			fmt.Fprintln(c.Stdout, "0")
		}
	}
	return c.withVariants(fs.Args(), unread, c.countVariant, func(in inputs) int {
		return c.eachGrid(in, unread, func(in input) error {
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
	asJSON := fs.Bool("json", false, fs.cat.T(i18n.CLIFlagJSON))
	if !fs.parse(args) {
		return ExitMisuse
	}
	enc := json.NewEncoder(c.Stdout)
	cat := c.catalog()
	variant := func(p model.VariantPuzzle) error { return c.gradeVariant(cat, enc, *asJSON, p) }
	return c.withVariants(fs.Args(), nil, variant, func(in inputs) int { return c.gradeClassic(cat, enc, *asJSON, in) })
}

// gradeClassic is grade over classic grids.
func (c *CLI) gradeClassic(cat *i18n.Catalog, enc *json.Encoder, asJSON bool, in inputs) int {
	return c.eachGrid(in, nil, func(in input) error {
		g, err := solver.GradeOf(in.grid)
		if err != nil {
			return err
		}
		if !asJSON {
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
	if !fs.parse(args) {
		return ExitMisuse
	}
	cat := c.catalog()
	variant := func(p model.VariantPuzzle) error { return c.explainVariant(cat, p) }
	return c.withVariants(fs.Args(), nil, variant, func(in inputs) int { return c.explainClassic(cat, in) })
}

// explainClassic is explain over classic grids.
func (c *CLI) explainClassic(cat *i18n.Catalog, in inputs) int {
	return c.eachGrid(in, nil, func(in input) error {
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
	t := fs.cat.T
	variantName := fs.String("variant", "classic", t(i18n.CLIFlagVariant))
	givens := fs.Bool("givens", false, t(i18n.CLIFlagGivens))
	levelName := fs.String("level", "medium", t(i18n.CLIFlagLevel))
	n := fs.Int("n", 1, t(i18n.CLIFlagN))
	seed := fs.Int64("seed", 0, t(i18n.CLIFlagSeed))
	jobs := fs.Int("j", 1, t(i18n.CLIFlagJobs))
	if !fs.parse(args) {
		return ExitMisuse
	}
	if fs.NArg() > 0 {
		return c.misuse("generate", i18n.CLIUnexpectedArg, strconv.Quote(fs.Arg(0)))
	}
	level, err := solver.ParseLevel(*levelName)
	if err != nil {
		return c.misuse("generate", i18n.CLIUnknownLevel, strconv.Quote(*levelName))
	}
	if *n < 0 || *jobs < 0 {
		return c.misuse("generate", i18n.CLINegative)
	}
	if *jobs == 0 {
		*jobs = runtime.NumCPU()
	}
	if limit := maxJobs(); *jobs > limit {
		// More at once only costs memory: the puzzles are the same for
		// every -j (README.md, "generate -seed S").
		fmt.Fprintln(c.Stderr, fs.cat.T(i18n.CLIPrefix, "generate", fs.cat.T(i18n.CLIJobsCapped, *jobs, limit)))
		*jobs = limit
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	if v, err := solver.ParseVariant(*variantName); err != nil {
		return c.misuse("generate", i18n.CLIUnknownVariant, strconv.Quote(*variantName))
	} else if *givens && v != solver.Killer {
		// Said rather than ignored: the puzzles would not be what was
		// asked for.
		return c.misuse("generate", i18n.CLIGivensKiller)
	} else if v != solver.Classic {
		return c.generateVariants(v, level, *n, *seed, *givens, *jobs)
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
