package main

// The print dialog in a child process: the window writes the PDF to a
// temporary file and runs `sudoku --print-dialog FILE.pdf PAPER TITLE` with
// nogtk.HelperEnv set; the child shows GTK's dialog (printdialog_gtk.go)
// and prints the file. Its exit status carries the outcome as the file
// chooser's does: 0 printed, 3 cancelled, 4 no GTK, 1 an error on stderr.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/nogtk"
	"github.com/giosudoku/sudoku/app/internal/printing"
)

// printDialogFlag is the hidden command of the print dialog's child.
const printDialogFlag = "--print-dialog"

// printer prints a PDF through the desktop's print dialog. Print blocks
// until the player has answered, so the window calls it off the UI
// goroutine.
type printer interface {
	Print(pdf string, paper printing.Paper, title string) error
}

// helperPrinter runs the print dialog in a child process of exe.
type helperPrinter struct {
	exe    string
	stderr io.Writer
	env    []string // the child's environment; nil: this process's
	dir    string   // the child's working folder (where "Print to File" starts); "": this process's
}

func (p helperPrinter) Print(pdf string, paper printing.Paper, title string) error {
	if p.exe == "" {
		return errNoNativePicker
	}
	cmd := exec.Command(p.exe, printDialogFlag, pdf, paper.Name, title)
	env := p.env
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(append([]string(nil), env...), nogtk.HelperEnv+"=1")
	cmd.Dir = p.dir
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	err := cmd.Run()
	if errOut.Len() > 0 && p.stderr != nil {
		p.stderr.Write(errOut.Bytes())
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogCancelled:
		return errPickCancelled
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogNoGTK:
		return errNoNativePicker
	case errors.As(err, &ee):
		msg := strings.TrimSpace(errOut.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		if msg == "" {
			msg = err.Error()
		}
		return errors.New(strings.TrimPrefix(msg, "sudoku: "))
	}
	return fmt.Errorf("%w (%v)", errNoNativePicker, err)
}

// runPrintDialog is the child process: it shows the dialog through show
// and reports the outcome in its exit status.
func runPrintDialog(args []string, show func(pdf, title string, letter bool) error, stderr io.Writer) int {
	if len(args) != 3 {
		fmt.Fprintf(stderr, "usage: sudoku %s FILE.pdf a4|letter TITLE\n", printDialogFlag)
		return exitMisuse
	}
	err := show(args[0], args[2], args[1] == printing.Letter.Name)
	switch {
	case errors.Is(err, errPickCancelled):
		return exitDialogCancelled
	case errors.Is(err, errNoNativePicker):
		fmt.Fprintf(stderr, "sudoku: %v\n", err)
		return exitDialogNoGTK
	case err != nil:
		fmt.Fprintf(stderr, "sudoku: %v\n", err)
		return 1
	}
	return 0
}
