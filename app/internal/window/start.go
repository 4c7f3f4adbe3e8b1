package window

import (
	"fmt"
	"os"
	"strings"
	"time"

	"gioui.org/app"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
)

// Main opens the window: `sudoku [FILE]` or `sudoku --selftest`.
func Main(args []string) {
	check := len(args) > 0 && (args[0] == "--selftest" || args[0] == "-selftest")
	var cfg uiConfig
	var st *selftest
	if check {
		dir, summary, err := selftestAssets(assets.SystemEnv())
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
	cfg.Opened = platform.QuietWayland(os.Getenv, os.Setenv, os.Unsetenv)
	go func() {
		w := new(app.Window)
		w.Option(windowOptions()...)
		u := newUI(w, cfg)
		u.selftest = st
		if st == nil {
			platform.WatchSignals(&u.exit, w.Invalidate)
			platform.WatchDisplayLoss(func() {
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
				gtkdialog.KillChildren()
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
		gtkdialog.KillChildren() // a dialog started while the window closed
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
	env := assets.SystemEnv()
	dirs, err := systemDirs()
	if err != nil {
		fmt.Fprintf(os.Stderr, "sudoku: %v\n", err)
		os.Exit(1)
	}
	cfg := uiConfig{Dirs: dirs, Persist: true, Trace: traceWriter(), Locale: i18n.LocaleLanguage(os.Getenv), Picker: gtkdialog.HelperPicker{Exe: env.Executable, Stderr: os.Stderr},
		ImagesLater: true}
	cfg.Printer = gtkdialog.HelperPrinter{Exe: env.Executable, Stderr: os.Stderr}
	if os.Getenv(pickerEnvVar) == "window" {
		cfg.Picker = nil
	}
	found, err := assets.Find(env)
	if err != nil && env.Getenv(assets.EnvVar) != "" {
		// docs/architecture.md, app: a $SUDOKU_ASSETS_DIR that is not an assets folder is an
		// error, not a fallback.
		assets.ReportError(err, cfg.Locale)
		os.Exit(assets.ExitStatus)
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
