// Command sudoku is a Sudoku game for the Linux desktop, and a command line
// that solves, counts, generates and grades puzzles (see usage in cli.go).
package main

import (
	"fmt"
	"os"
)

func main() {
	c := &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	if status, handled := c.runCommand(os.Args[1:]); handled {
		os.Exit(status)
	}
	// The window is not built yet: say what the command line can do.
	if len(os.Args) > 1 {
		fmt.Fprintf(os.Stderr, "sudoku: the window is not available in this build\n\n%s", usage)
		os.Exit(exitMisuse)
	}
	fmt.Print(usage)
}
