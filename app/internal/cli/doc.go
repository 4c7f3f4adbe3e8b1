// Package cli is the command line: `sudoku solve`, `count`, `generate`,
// `grade`, `explain`, `print` (print_cli.go), `--assets` (cli_assets.go),
// `--version` and `--help`, with exit statuses 0 (every grid was fine), 1
// (a grid was bad or unreadable, or output failed) and 2 (misuse). CLI.Run
// reports whether the arguments were a command; when they were not, the
// program opens the window. Output goes through a writer that turns a
// failed write into exit status 1 (cli_output.go), and the messages are
// worded through the catalogue (package i18n) in the locale's language.
package cli
