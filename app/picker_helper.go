package main

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

// fileDialogFlag is the hidden command of the child process.
const fileDialogFlag = "--file-dialog"

// dialogLangEnv carries the window's language to the child, which the
// language setting may have set apart from the locale (applySettings).
const dialogLangEnv = "SUDOKU_DIALOG_LANG"

// Exit statuses of the child process beyond 0 (a path on stdout) and 1 (an
// error on stderr).
const (
	exitDialogCancelled = 3
	exitDialogNoGTK     = 4
)

// helperPicker runs the GTK chooser in a child process of exe.
type helperPicker struct {
	exe    string    // the program to run (os.Executable)
	stderr io.Writer // where the child's messages go
}

func (p helperPicker) Open(dir string) (string, error) {
	return p.run("open", dir)
}

func (p helperPicker) Save(dir, name string) (string, error) {
	return p.run("save", dir, name)
}

// SavePDF asks where to write a PDF (Export PDF…).
func (p helperPicker) SavePDF(dir, name string) (string, error) {
	return p.run("save-pdf", dir, name)
}

func (p helperPicker) run(args ...string) (string, error) {
	out, err := runDialogChild(p.exe, nil, "", p.stderr, append([]string{fileDialogFlag}, args...)...)
	if err != nil {
		return "", err
	}
	path := strings.TrimSuffix(out, "\n")
	if path == "" {
		return "", errPickCancelled
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
		return "", errNoNativePicker
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
	case errors.Is(err, errPickCancelled): // the game is leaving
		return "", err
	case err == nil:
		return out.String(), nil
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogCancelled:
		return "", errPickCancelled
	case errors.As(err, &ee) && ee.ExitCode() == exitDialogNoGTK:
		return "", errNoNativePicker
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
	return "", fmt.Errorf("%w (%v)", errNoNativePicker, err)
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
		return errPickCancelled
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

// killChildren kills the dialog children still running and lets no other
// start: the game is on its way out.
func killChildren() {
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
	case errors.Is(err, errPickCancelled):
		return exitDialogCancelled
	case errors.Is(err, errNoNativePicker):
		fmt.Fprintf(stderr, "sudoku: %v\n", err)
		return exitDialogNoGTK
	}
	fmt.Fprintf(stderr, "sudoku: %v\n", err)
	return 1
}

// runFileDialog is the child process: it shows the GTK chooser through
// picker and reports the outcome on stdout and in its exit status.
func runFileDialog(args []string, picker filePicker, stdout, stderr io.Writer) int {
	var path string
	var err error
	switch {
	case len(args) == 2 && args[0] == "open":
		path, err = picker.Open(args[1])
	case len(args) == 3 && args[0] == "save":
		path, err = picker.Save(args[1], args[2])
	case len(args) == 3 && args[0] == "save-pdf":
		saver, ok := picker.(pdfSaver)
		if !ok {
			return exitDialogNoGTK
		}
		path, err = saver.SavePDF(args[1], args[2])
	default:
		fmt.Fprintf(stderr, "usage: sudoku %s open DIR | save DIR NAME\n", fileDialogFlag)
		return exitMisuse
	}
	if err != nil {
		return dialogExit(err, stderr)
	}
	fmt.Fprintln(stdout, path)
	return 0
}
