package a11y

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// python is Debian's python3 with pyatspi, or "" when missing.
func python() string {
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(p, "-c", "import pyatspi").Run() == nil {
			return p
		}
	}
	return ""
}

// TestReaderWalksTheTree: a reader (pyatspi, as Orca uses it) on a private
// desktop walks the game's tree and checks its roles and names, then
// follows the focus, a cell's new name, a button pressed, a panel opened
// and closed and an announcement, each as the events it receives
// (testdata/reader.py).
func TestReaderWalksTheTree(t *testing.T) {
	py := python()
	if py == "" {
		need(t, []string{"python3-pyatspi"})
	}
	b := startBuses(t, true)
	tr := NewTree("Sudoku")
	tr.SetOrigin(1000, 200)
	g := newGame(tr)
	actions := make(chan func(), 4)
	g.header.Children()[3].SetActions(Action{Name: "press", Description: "Pencil marks", Do: func() {
		actions <- func() {
			g.header.Children()[3].SetState(StateChecked, !(g.header.Children()[3].States()&StateChecked != 0))
		}
	}})
	g.header.Children()[4].SetActions(Action{Name: "press", Description: "Show the next step", Do: func() {}})
	for i, c := range g.cells {
		c.OnGrabFocus(func() { actions <- func() { g.selectCell(i) } })
	}
	w := startWatched(t, tr)
	wait(t, w.active, true, "the provider to start exporting")

	cmd := exec.Command(py, "testdata/reader.py", "Sudoku")
	cmd.Env = b.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()

	passed := false
	guard := time.After(2 * time.Minute)
loop:
	for {
		select {
		case f := <-actions: // the reader's requests, run on the "window's" goroutine
			f()
		case line, ok := <-lines:
			if !ok {
				break loop
			}
			if line == "PASS" {
				passed = true
				continue
			}
			what, ok := strings.CutPrefix(line, "ASK ")
			if !ok {
				t.Logf("reader: %s", line)
				continue
			}
			g.do(t, w, what)
			if _, err := stdin.Write([]byte("OK\n")); err != nil {
				t.Fatal(err)
			}
		case <-guard:
			_ = cmd.Process.Kill()
			t.Fatalf("the reader hung; it said: %s", stderr.String())
		}
	}
	err = cmd.Wait()
	if err != nil || !passed {
		t.Fatalf("the reader failed (%v): %s", err, stderr.String())
	}
	if s := stderr.String(); s != "" {
		t.Logf("the reader's messages: %s", s)
	}
}

// do makes the change the reader asks for.
func (g *game) do(t *testing.T, w *watched, what string) {
	f := strings.Fields(what)
	num := func(i int) int {
		n, err := strconv.Atoi(f[i])
		if err != nil {
			t.Fatalf("bad request %q", what)
		}
		return n
	}
	switch f[0] {
	case "listening":
		if !w.Listening() {
			wait(t, w.listening, true, "the provider to see the reader's listeners")
		}
	case "select":
		g.selectCell(num(1)*9 + num(2))
	case "place":
		g.place(num(1)*9+num(2), byte('0'+num(3)))
	case "open":
		g.frame.Append(g.hint)
	case "close":
		g.frame.Remove(g.hint)
	case "activate", "deactivate":
		g.frame.SetState(StateActive, f[0] == "activate")
	case "announce":
		g.status.Announce(strings.TrimPrefix(what, "announce "))
	case "announce-event":
		g.frame.Announce(strings.TrimPrefix(what, "announce-event "))
	default:
		t.Fatalf("unknown request %q", what)
	}
}
