package gtkdialog

// The print dialog in a child process: the window writes the PDF to a
// temporary file and runs `sudoku --print-dialog FILE.pdf PAPER TITLE` with
// nogtk.HelperEnv set; the child shows GTK's dialog (printdialog_gtk.go)
// and prints the file. Its exit status carries the outcome as the file
// chooser's does: 0 printed, 3 cancelled, 4 no GTK, 1 an error on stderr.

import (
	"fmt"
	"io"

	"github.com/giosudoku/sudoku/app/internal/printing"
)

// PrintDialogFlag is the hidden command of the print dialog's child.
const PrintDialogFlag = "--print-dialog"

// Printer prints a PDF through the desktop's print dialog. Print blocks
// until the player has answered, so the window calls it off the UI
// goroutine.
type Printer interface {
	Print(pdf string, paper printing.Paper, title string) error
}

// HelperPrinter runs the print dialog in a child process of exe.
type HelperPrinter struct {
	Exe    string
	Stderr io.Writer
	Env    []string // the child's environment; nil: this process's
	Dir    string   // the child's working folder (where "Print to File" starts); "": this process's
}

func (p HelperPrinter) Print(pdf string, paper printing.Paper, title string) error {
	_, err := runDialogChild(p.Exe, p.Env, p.Dir, p.Stderr, PrintDialogFlag, pdf, paper.Name, title)
	return err
}

// RunPrintDialog is the child process: it shows the dialog through show
// and reports the outcome in its exit status.
func RunPrintDialog(args []string, show func(pdf, title string, letter bool) error, stderr io.Writer) int {
	if len(args) != 3 {
		fmt.Fprintf(stderr, "usage: sudoku %s FILE.pdf a4|letter TITLE\n", PrintDialogFlag)
		return exitDialogMisuse
	}
	return dialogExit(show(args[0], args[2], args[1] == printing.Letter.Name), stderr)
}
