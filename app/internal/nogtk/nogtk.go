// Package nogtk keeps GTK from starting in the game's own process.
//
// The native file chooser comes from github.com/sqweek/dialog, whose
// package initialisation calls gtk_init_check: every start of the program
// would connect GTK to the display, load its theme and fonts (about 13 MB
// of resident memory and a hidden window named after the program), even
// for `sudoku solve` or a game that never opens a file. This package's
// initialisation runs first — Go initialises packages in the order of
// their import paths once their imports are ready (the language
// specification, since Go 1.21), and this path sorts before
// github.com/sqweek/dialog — and hides the display variables, so
// gtk_init_check fails at once and quietly; it also keeps GTK from setting
// the process's locale (locale.go), whose failure GTK would report on
// stderr. Restore puts the variables back for the window. The file chooser
// then runs in a child process of the same program started with HelperEnv
// set, where GTK starts normally.
package nogtk

import "os"

// HelperEnv marks the child process that shows the GTK file chooser: there
// the display variables are left alone.
const HelperEnv = "SUDOKU_GTK_HELPER"

// displayVars are the variables GTK opens a display with.
var displayVars = []string{"DISPLAY", "WAYLAND_DISPLAY"}

// hidden holds the variables hidden at initialisation, to restore.
var hidden = map[string]string{}

func init() {
	if os.Getenv(HelperEnv) != "" {
		return
	}
	keepLocale()
	for _, k := range displayVars {
		if v, ok := os.LookupEnv(k); ok {
			hidden[k] = v
			os.Unsetenv(k)
		}
	}
}

// Restore puts back the display variables hidden at initialisation. Call
// it before opening the window or starting a child process.
func Restore() {
	for k, v := range hidden {
		os.Setenv(k, v)
	}
	clear(hidden)
}

// Hid reports whether initialisation hid any display variable (and Restore
// has not put it back yet).
func Hid() bool { return len(hidden) > 0 }
