package gtkdialog

// The GTK file chooser in a child process (see package nogtk): the window
// runs `sudoku --file-dialog open DIR` or `--file-dialog save DIR NAME`
// with nogtk.HelperEnv set; the child shows gtkPicker and prints the path
// chosen. Its exit status carries the outcome, so cancel and "no GTK" stay
// values, as with gtkPicker itself.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/giosudoku/sudoku/app/internal/nogtk"
)

// FileDialogFlag is the hidden command of the child process.
const FileDialogFlag = "--file-dialog"

// DialogLangEnv carries the window's language to the child, which the
// language setting may have set apart from the locale (applySettings).
const DialogLangEnv = "SUDOKU_DIALOG_LANG"

// Exit statuses of the child process beyond 0 (a path on stdout) and 1 (an
// error on stderr).
const (
	exitDialogMisuse    = 2 // a bad argument, as the command line's
	exitDialogCancelled = 3
	exitDialogNoGTK     = 4
)

// HelperPicker runs the GTK chooser in a child process of exe.
type HelperPicker struct {
	Exe    string    // the program to run (os.Executable)
	Stderr io.Writer // where the child's messages go
}

func (p HelperPicker) Open(dir string) (string, error) {
	return p.run("open", dir)
}

func (p HelperPicker) Save(dir, name string) (string, error) {
	return p.run("save", dir, name)
}

// SavePDF asks where to write a PDF (Export PDF…).
func (p HelperPicker) SavePDF(dir, name string) (string, error) {
	return p.run("save-pdf", dir, name)
}

func (p HelperPicker) run(args ...string) (string, error) {
	out, err := runDialogChild(p.Exe, nil, "", p.Stderr, append([]string{FileDialogFlag}, args...)...)
	if err != nil {
		return "", err
	}
	path := strings.TrimSuffix(out, "\n")
	if path == "" {
		return "", ErrPickCancelled
	}
	return path, nil
}

// runDialogChild runs `exe args…` as a dialog child (nogtk.HelperEnv set;
// env nil: this process's environment; dir "": this process's folder),
// passes its messages on to stderr, and turns its exit status into the
// outcome: its standard output, errPickCancelled, errNoNativePicker, or an
// error with the last line the child wrote. The file chooser and the print
// dialog both run this way.
func runDialogChild(exe string, env []string, dir string, stderr io.Writer, args ...string) (string, error) {
	if exe == "" {
		return "", ErrNoNativePicker
	}
	cmd := exec.Command(exe, args...)
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(append([]string(nil), env...), nogtk.HelperEnv+"=1")
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	cmd.SysProcAttr = childAttr()
	err := runChild(cmd)
	if errOut.Len() > 0 && stderr != nil {
		stderr.Write(errOut.Bytes())
	}
	var ee *exec.ExitError
	switch {
	case errors.Is(err, ErrPickCancelled): // the game is leaving
		return "", err
	case err == nil:
		return out.String(), nil
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogCancelled:
		return "", ErrPickCancelled
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogNoGTK:
		return "", ErrNoNativePicker
	case errors.As(err, &ee):
		msg := strings.TrimSpace(errOut.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		if msg == "" {
			msg = err.Error()
		}
		return "", errors.New(strings.TrimPrefix(msg, "sudoku: "))
	}
	// The child could not even start.
	return "", fmt.Errorf("%w (%v)", ErrNoNativePicker, err)
}

// children are the dialog children running, killed when the game exits
// (killChildren): a dialog left on screen after its game is gone would
// answer no one.
var children struct {
	sync.Mutex
	procs  map[*os.Process]bool
	closed bool // the game is leaving: no child may start
}

// runChild runs cmd as a dialog child: started unless the game is leaving,
// and known to killChildren until it ends.
func runChild(cmd *exec.Cmd) error {
	children.Lock()
	if children.closed {
		children.Unlock()
		return ErrPickCancelled
	}
	if err := cmd.Start(); err != nil {
		children.Unlock()
		return err
	}
	if children.procs == nil {
		children.procs = map[*os.Process]bool{}
	}
	children.procs[cmd.Process] = true
	children.Unlock()
	err := cmd.Wait()
	children.Lock()
	delete(children.procs, cmd.Process)
	children.Unlock()
	return err
}

// KillChildren kills the dialog children still running and lets no other
// start: the game is on its way out.
func KillChildren() {
	children.Lock()
	defer children.Unlock()
	children.closed = true
	for p := range children.procs {
		p.Kill()
	}
}

// dialogExit is the exit status of a dialog child whose dialog ended with
// err; it writes the reason of an error on stderr.
func dialogExit(err error, stderr io.Writer) int {
	switch {
	case err == nil:
		return 0
	case errors.Is(err, ErrPickCancelled):
		return exitDialogCancelled
	case errors.Is(err, ErrNoNativePicker):
		fmt.Fprintf(stderr, "sudoku: %v\n", err)
		return exitDialogNoGTK
	}
	fmt.Fprintf(stderr, "sudoku: %v\n", err)
	return 1
}

// RunFileDialog is the child process: it shows the GTK chooser through
// picker and reports the outcome on stdout and in its exit status.
func RunFileDialog(args []string, picker FilePicker, stdout, stderr io.Writer) int {
	var path string
	var err error
	switch {
	case len(args) == 2 && args[0] == "open":
		path, err = picker.Open(args[1])
	case len(args) == 3 && args[0] == "save":
		path, err = picker.Save(args[1], args[2])
	case len(args) == 3 && args[0] == "save-pdf":
		saver, ok := picker.(PDFSaver)
		if !ok {
			return exitDialogNoGTK
		}
		path, err = saver.SavePDF(args[1], args[2])
	default:
		fmt.Fprintf(stderr, "usage: sudoku %s open DIR | save DIR NAME\n", FileDialogFlag)
		return exitDialogMisuse
	}
	if err != nil {
		return dialogExit(err, stderr)
	}
	fmt.Fprintln(stdout, path)
	return 0
}
