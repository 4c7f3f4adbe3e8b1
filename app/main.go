// Command sudoku is a Sudoku game for the Linux desktop, and a command line
// that solves, counts, generates and grades puzzles (see usage in cli.go).
//
// With no command it opens the window (window.go): `sudoku [FILE]`, and
// `sudoku --selftest` for the package checks (selftest.go).
package main

import (
	"fmt"
	"os"
	"time"

	"gioui.org/app"
)

func main() {
	c := &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	if status, handled := c.runCommand(os.Args[1:]); handled {
		os.Exit(status)
	}
	args := os.Args[1:]
	check := len(args) > 0 && (args[0] == "--selftest" || args[0] == "-selftest")
	if len(args) > 1 {
		fmt.Fprintf(os.Stderr, "sudoku: too many arguments\n\n%s", usage)
		os.Exit(exitMisuse)
	}
	var cfg uiConfig
	var st *selftest
	if check {
		dir, summary, err := selftestAssets(systemAssetsEnv())
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudoku --selftest: %v\n", err)
			os.Exit(1)
		}
		cfg = uiConfig{Assets: dir, Trace: traceWriter()}
		st = &selftest{out: os.Stdout}
		fmt.Fprintf(os.Stdout, "sudoku --selftest: %s\n", summary)
	} else {
		cfg = windowConfig(args)
	}
	go func() {
		w := new(app.Window)
		w.Option(windowOptions()...)
		u := newUI(w, cfg)
		u.selftest = st
		if st != nil {
			time.AfterFunc(selftestTimeout, func() {
				fmt.Fprintf(os.Stderr, "sudoku --selftest: the window drew %d frames in %s; giving up\n", st.frameCount(), selftestTimeout)
				os.Exit(1)
			})
		}
		err := runWindow(w, u)
		os.Exit(exitStatus(err, st))
	}()
	app.Main()
}

// windowConfig is how `sudoku [FILE]` starts: the player's folders, the
// assets, the native file picker, FILE.
func windowConfig(args []string) uiConfig {
	env := systemAssetsEnv()
	cfg := uiConfig{Dirs: systemDirs(), Persist: true, Trace: traceWriter(), Picker: gtkPicker{}}
	if os.Getenv(pickerEnvVar) == "window" {
		cfg.Picker = nil
	}
	found, err := findAssets(env)
	if err != nil && env.Getenv(assetsEnvVar) != "" {
		// SPEC 6.2: a $SUDOKU_ASSETS_DIR that is not an assets folder is an
		// error, not a fallback.
		fmt.Fprintf(os.Stderr, "sudoku: %v\n", err)
		os.Exit(exitAssets)
	}
	cfg.Assets, cfg.AssetsErr = found.Dir, err
	if len(args) == 1 {
		cfg.File = args[0]
	}
	return cfg
}

// pickerEnvVar set to "window" makes Open and Save As use the in-window
// picker instead of the GTK file chooser.
const pickerEnvVar = "SUDOKU_FILE_DIALOG"

// exitStatus is the process's status when the window closed.
func exitStatus(err error, st *selftest) int {
	if st != nil {
		switch {
		case err != nil:
			fmt.Fprintf(os.Stderr, "sudoku --selftest: the window failed: %v\n", err)
			return 1
		case st.err != nil:
			fmt.Fprintf(os.Stderr, "sudoku --selftest: %v\n", st.err)
			return 1
		case st.frameCount() < selftestFrames:
			fmt.Fprintf(os.Stderr, "sudoku --selftest: the window closed after %d frames\n", st.frameCount())
			return 1
		}
		fmt.Fprintf(st.out, "sudoku --selftest: ok, %d frames drawn\n", st.frameCount())
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "sudoku: %v\n", err)
		return 1
	}
	return 0
}
