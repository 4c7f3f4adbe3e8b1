package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"gioui.org/app"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/app/internal/nogtk"
	"github.com/giosudoku/sudoku/i18n"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == fileDialogFlag {
		// The child process of the GTK file chooser (picker_helper.go).
		lang := os.Getenv(dialogLangEnv)
		if lang == "" {
			lang = i18n.LocaleLanguage(os.Getenv)
		}
		os.Exit(runFileDialog(os.Args[2:], gtkPicker{cat: i18n.Load(lang)}, os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && os.Args[1] == printDialogFlag {
		// The child process of the print dialog (printdialog.go).
		os.Exit(runPrintDialog(os.Args[2:], gtkPrintDialog, os.Stderr))
	}
	// GTK was kept from starting in this process (package nogtk); the
	// window needs the display.
	nogtk.Restore()
	c := &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	if status, handled := c.run(os.Args[1:]); handled {
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
		cfg = uiConfig{Assets: dir, Trace: traceWriter(), Locale: i18n.LocaleLanguage(os.Getenv)}
		st = &selftest{out: os.Stdout}
		fmt.Fprintf(os.Stdout, "sudoku --selftest: %s\n", summary)
	} else {
		cfg = windowConfig(args)
	}
	var lock *instance.Primary
	if st == nil {
		var status int
		if lock, status = claimWindow(&cfg, os.Getenv("XDG_RUNTIME_DIR"), os.Stdout, os.Stderr); status >= 0 {
			os.Exit(status)
		}
	}
	cfg.Opened = quietWayland(os.Getenv, os.Setenv, os.Unsetenv)
	go func() {
		w := new(app.Window)
		w.Option(windowOptions()...)
		u := newUI(w, cfg)
		u.selftest = st
		if st == nil {
			watchSignals(&u.exit, w.Invalidate)
			watchDisplayLoss(func() {
				// Called on the UI goroutine, inside w.Event: the display
				// is gone, and so is every later event.
				err := u.shutdown()
				if lock != nil {
					lock.Close()
				}
				os.Exit(exitStatus(err, nil))
			}, func() {
				// The UI goroutine is stuck: write the copy of the game
				// kept after the latest frame, unless the usual way out
				// is already under way.
				if u.leaving.Load() {
					return
				}
				status := 0
				killChildren()
				if err := u.ctl.EmergencySave(); err != nil {
					fmt.Fprintf(os.Stderr, "sudoku: the display was lost and the game could not be saved: %v\n", err)
					status = 1
				}
				if lock != nil {
					lock.Close() // the socket goes with the game, this way out too
				}
				os.Exit(status)
			})
		}
		if st != nil {
			time.AfterFunc(selftestTimeout, func() {
				fmt.Fprintf(os.Stderr, "sudoku --selftest: the window drew %d frames in %s; giving up\n", st.frameCount(), selftestTimeout)
				os.Exit(1)
			})
		}
		err := runWindow(w, u)
		killChildren() // a dialog started while the window closed
		if lock != nil {
			lock.Close()
		}
		os.Exit(exitStatus(err, st))
	}()
	app.Main()
}

// windowConfig is how `sudoku [FILE]` starts: the player's folders, the
// assets, the native file picker, FILE.
func windowConfig(args []string) uiConfig {
	env := systemAssetsEnv()
	dirs, err := systemDirs()
	if err != nil {
		fmt.Fprintf(os.Stderr, "sudoku: %v\n", err)
		os.Exit(1)
	}
	cfg := uiConfig{Dirs: dirs, Persist: true, Trace: traceWriter(), Locale: i18n.LocaleLanguage(os.Getenv), Picker: helperPicker{exe: env.Executable, stderr: os.Stderr},
		ImagesLater: true}
	cfg.Printer = helperPrinter{exe: env.Executable, stderr: os.Stderr}
	if os.Getenv(pickerEnvVar) == "window" {
		cfg.Picker = nil
	}
	found, err := findAssets(env)
	if err != nil && env.Getenv(assetsEnvVar) != "" {
		// docs/architecture.md, app: a $SUDOKU_ASSETS_DIR that is not an assets folder is an
		// error, not a fallback.
		reportAssetsError(err, cfg.Locale)
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
			fmt.Fprintf(os.Stderr, "sudoku --selftest: the window failed: %v\n", windowError(err))
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
		fmt.Fprintf(os.Stderr, "sudoku: %v\n", windowError(err))
		return 1
	}
	return 0
}

// windowError adds what Gio's message leaves out when no window could be
// opened: it names only Wayland's failure, though X11 was tried too.
func windowError(err error) error {
	return displayError(err, os.Getenv)
}

func displayError(err error, getenv func(string) string) error {
	if !strings.Contains(err.Error(), "wayland") && !strings.Contains(err.Error(), "x11") {
		return err
	}
	show := func(v string) string {
		if s := getenv(v); s != "" {
			return v + "=" + s
		}
		return v + " is not set"
	}
	return fmt.Errorf("no window could be opened: neither a Wayland compositor (%s) nor an X11 server (%s) "+
		"answered; check that a desktop session is running and that WAYLAND_DISPLAY or DISPLAY names it (%w)",
		show("WAYLAND_DISPLAY"), show("DISPLAY"), err)
}
