package i18n

// The command line's own words (README.md, "Command line"): its usage, its
// flags and what it says when it is misused. The commands, flags and
// values (sudoku generate, -level, easy…) are the program's own and stay
// as they are in every language.
var (
	CLIUsage = def("cli.usage", `Sudoku: a Sudoku game for the Linux desktop.

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
  sudoku print [-level L] [-n N] [-per-page K] [-solutions] [-labels] [-paper P] [-seed S] [-o FILE.pdf] [FILE...]
                                write a PDF of the grids of FILE, or of N new puzzles of
                                level L, K (1, 2, 4 or 6) to a page; paper a4, letter or auto
  sudoku --assets               print the assets folder found, or the error
  sudoku --selftest             open the window, load every asset, render frames, exit
  sudoku --version | --help

A FILE may also hold puzzles in the variants' text form (#variant) or f-puzzles
and SudokuPad links, one a line, and a link may be given in place of FILE:
https://www.f-puzzles.com/?load=DATA or https://sudokupad.app/fpuzzlesDATA.
The game never uses the network: a short link, whose puzzle is on the site's
server, is refused.

Commands read standard input when no FILE is given. Exit status: 0 when every
grid was fine, 1 when any grid had no solution, several solutions or could not
be read, 2 for misuse.
`)

	// Misuse: "sudoku CMD: " and the problem.
	CLIPrefix         = def("cli.prefix", "sudoku %[1]s: %[2]s")
	CLIUnknownOption  = def("cli.unknown_option", "sudoku: unknown option %s")
	CLITooManyArgs    = def("cli.too_many_args", "sudoku: too many arguments")
	CLIWriteFailed    = def("cli.write_failed", "sudoku: cannot write the output: %v")
	CLIFlagUsage      = def("cli.flag_usage", "usage: sudoku %[1]s %[2]s")
	CLIFlagDefault    = def("cli.flag_default", "(default %s)")
	CLIFlagUndefined  = def("cli.flag_undefined", "flag provided but not defined: %s")
	CLIFlagNeedsArg   = def("cli.flag_needs_arg", "flag needs an argument: %s")
	CLIFlagBadValue   = def("cli.flag_bad_value", "invalid value %[1]s for flag %[2]s: %[3]s")
	CLIUnexpectedArg  = def("cli.unexpected_arg", "unexpected argument %s")
	CLIUnknownLevel   = def("cli.unknown_level", "unknown level %s (want easy, medium, hard, expert or master)")
	CLIUnknownVariant = def("cli.unknown_variant", "unknown variant %s (want classic, x, windoku, jigsaw or killer)")
	CLINegative       = def("cli.negative", "-n and -j must not be negative")
	CLIGivensKiller   = def("cli.givens_killer", "-givens is for -variant killer only (the other variants always have givens)")
	CLIJobsCapped     = def("cli.jobs_capped", "-j %[1]d is more than this machine can use; generating %[2]d at once")
	CLIPerPage        = def("cli.per_page", "-per-page %d: want 1, 2, 4 or 6")
	CLIPaper          = def("cli.paper", "-paper %s: want a4, letter or auto")
	CLINAtLeastOne    = def("cli.n_at_least_one", "-n must be at least 1")

	// The flags' descriptions.
	CLIFlagJSON       = def("cli.flag.json", "print one JSON object a line")
	CLIFlagVariant    = def("cli.flag.variant", "classic, x, windoku, jigsaw or killer (not classic: the variants' text form)")
	CLIFlagGivens     = def("cli.flag.givens", "killer: with given digits")
	CLIFlagLevel      = def("cli.flag.level", "difficulty: easy, medium, hard, expert or master")
	CLIFlagN          = def("cli.flag.n", "number of puzzles")
	CLIFlagSeed       = def("cli.flag.seed", "random seed; the same seed prints the same puzzles (0: from the clock)")
	CLIFlagJobs       = def("cli.flag.jobs", "puzzles generated at once; 0 uses every core")
	CLIFlagPrintLevel = def("cli.flag.print_level", "difficulty of new puzzles: easy, medium, hard, expert or master")
	CLIFlagPrintN     = def("cli.flag.print_n", "number of new puzzles (without FILE)")
	CLIFlagPerPage    = def("cli.flag.per_page", "puzzles to a page: 1, 2, 4 or 6")
	CLIFlagSolutions  = def("cli.flag.solutions", "add the solutions at the end, in small grids")
	CLIFlagLabels     = def("cli.flag.labels", "number the rows and columns of each grid 1 to 9, to find the cells sudoku explain names (r4c5)")
	CLIFlagPaper      = def("cli.flag.paper", "paper size: a4, letter, or auto (the locale's)")
	CLIFlagPrintSeed  = def("cli.flag.print_seed", "random seed of new puzzles (0: from the clock)")
	CLIFlagOut        = def("cli.flag.out", "the PDF file to write ('-': standard output)")
)
