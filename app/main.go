package main

import (
	"fmt"
	"os"

	"github.com/giosudoku/sudoku/app/internal/cli"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/nogtk"
	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/i18n"
)

// version is set at link time: -ldflags "-X main.version=…".
var version = "dev"

// main dispatches: the GTK dialogs' child processes, the command line, else
// the window.
func main() {
	platform.Version = version
	if len(os.Args) > 1 && os.Args[1] == gtkdialog.FileDialogFlag {
		// The child process of the GTK file chooser (package gtkdialog).
		lang := os.Getenv(gtkdialog.DialogLangEnv)
		if lang == "" {
			lang = i18n.LocaleLanguage(os.Getenv)
		}
		os.Exit(gtkdialog.RunFileDialog(os.Args[2:], gtkdialog.GTKPicker{Cat: i18n.Load(lang)}, os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && os.Args[1] == gtkdialog.PrintDialogFlag {
		// The child process of the print dialog (package gtkdialog).
		os.Exit(gtkdialog.RunPrintDialog(os.Args[2:], gtkdialog.GTKPrintDialog, os.Stderr))
	}
	// GTK was kept from starting in this process (package nogtk); the
	// window needs the display.
	nogtk.Restore()
	c := &cli.CLI{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}
	if status, handled := c.Run(os.Args[1:]); handled {
		os.Exit(status)
	}
	args := os.Args[1:]
	if len(args) > 1 {
		fmt.Fprintf(os.Stderr, "sudoku: too many arguments\n\n%s", cli.Usage)
		os.Exit(cli.ExitMisuse)
	}
	window.Main(args)
}
