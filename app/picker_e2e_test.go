package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
)

// dialogChild returns the pid of the game's file dialog child
// (`sudoku --file-dialog …`), 0 while there is none.
func dialogChild(parent int) int {
	tasks, _ := filepath.Glob(filepath.Join("/proc", strconv.Itoa(parent), "task", "*", "children"))
	for _, t := range tasks {
		b, _ := os.ReadFile(t)
		for _, f := range strings.Fields(string(b)) {
			pid, _ := strconv.Atoi(f)
			cmd, _ := os.ReadFile(filepath.Join("/proc", f, "cmdline"))
			if pid > 0 && strings.Contains(string(cmd), gtkdialog.FileDialogFlag) {
				return pid
			}
		}
	}
	return 0
}

// alive reports whether pid runs (a zombie does not).
func alive(pid int) bool {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// The GTK file dialog is a child process: it ends with the game, whether
// the game leaves by a signal (it saves and kills the child) or is killed
// outright (the kernel's parent-death signal).
func TestFileDialogEndsWithTheGame(t *testing.T) {
	needTools(t, "Xvfb", "xdotool")
	bin := buildBinary(t)
	x := startXvfb(t)
	for _, stop := range []struct {
		name string
		sig  syscall.Signal
	}{{"SIGTERM", syscall.SIGTERM}, {"kill -9", syscall.SIGKILL}} {
		t.Run(stop.name, func(t *testing.T) {
			h := newHome(t, x)
			g := startWith(t, bin, h)
			if _, err := g.xdotool(h, 10*time.Second, "key", "ctrl+o"); err != nil {
				t.Fatal(err)
			}
			g.waitTrace(0, "view modal=busy")
			// The chooser's window is on screen: the child has GTK up.
			if _, err := g.xdotool(h, 20*time.Second, "search", "--sync", "--onlyvisible", "--name", "Open File"); err != nil {
				t.Fatalf("no chooser: %v\nstderr:\n%s", err, g.stderr.String())
			}
			child := dialogChild(g.cmd.Process.Pid)
			if child == 0 {
				t.Fatal("no file dialog child process")
			}
			g.cmd.Process.Signal(stop.sig)
			err := g.wait(15 * time.Second)
			if stop.sig == syscall.SIGTERM && err != nil {
				t.Fatalf("SIGTERM with the dialog open: %v\nstderr:\n%s", err, g.stderr.String())
			}
			deadline := time.Now().Add(15 * time.Second)
			for alive(child) {
				if time.Now().After(deadline) {
					t.Fatalf("the file dialog (pid %d) outlived the game", child)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}
