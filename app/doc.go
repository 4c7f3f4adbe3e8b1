// Command sudoku is a Sudoku game for the Linux desktop, and a command line
// that solves, counts, generates, grades, explains and prints puzzles.
//
//	sudoku [FILE]       the window, with FILE's grid (a chooser for several)
//	sudoku --selftest   the window's check for the packages
//	sudoku solve|count|generate|grade|explain|print|--assets|--version|--help
//
// Package main only dispatches (main.go): the hidden --file-dialog and
// --print-dialog commands run the GTK dialogs' child processes (package
// internal/gtkdialog); the commands of the command line run in package
// internal/cli; anything else opens the window (package internal/window).
// The other packages of internal/ serve them: assets (the assets folder),
// platform (signals, the X11 and Wayland workarounds, the terminal test,
// the version), nogtk (GTK kept out of the game's process), instance (one
// window per player), control (work off the UI goroutine) and printing
// (the PDF pages). docs/architecture.md, app, has the map.
//
// The tests of this package run the real program: they build it (with the
// Makefile's link flags, xvfb_test.go) and drive it under Xvfb and xdotool
// (e2e_test.go, figures_test.go, handover_e2e_test.go, reliability_test.go,
// picker_e2e_test.go, printdialog_test.go) or weston (wayland_test.go,
// wayland_input_test.go); they skip without those tools unless SUDOKU_E2E
// is set, as `make test` does.
package main
