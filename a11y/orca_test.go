package a11y

import (
	"bufio"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/internal/ssip"
)

// startXvfb starts an X server on a free display and returns its name.
func startXvfb(t *testing.T) string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { _ = x.Process.Kill(); _ = x.Wait() })
	n, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if _, perr := strconv.Atoi(strings.TrimSpace(n)); err != nil || perr != nil {
		t.Fatalf("Xvfb gave no display (%v)", err)
	}
	return ":" + strings.TrimSpace(n)
}

// TestOrcaReadsAMove runs Orca itself on the game's tree, with its speech
// going to the test: it reads the focused cell, the cell the selection
// moves to, and what the status line says. It needs Orca and Xvfb (Orca
// wants a display), which `make deps-test` does not install: it skips
// without them unless SUDOKU_ORCA is set.
func TestOrcaReadsAMove(t *testing.T) {
	var missing []string
	for _, tool := range []string{"orca", "Xvfb"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		if os.Getenv("SUDOKU_ORCA") != "" {
			t.Fatalf("SUDOKU_ORCA is set but %s cannot be found", strings.Join(missing, ", "))
		}
		t.Skipf("%s not installed; set SUDOKU_ORCA=1 to make this a failure", strings.Join(missing, ", "))
	}
	// The board as a table of the window, and inside a spreadsheet
	// document, where Orca reads a row whole only if the player asks. The
	// second begins with the desktop's accessibility off, as when the game
	// starts before Orca: Orca turns it on, and the provider follows.
	t.Run("table", func(t *testing.T) { orcaReads(t, false, false) })
	t.Run("spreadsheet-orca-later", func(t *testing.T) { orcaReads(t, true, true) })
}

func orcaReads(t *testing.T, sheet, orcaLater bool) {
	b := startBuses(t, !orcaLater)
	tr := NewTree("Sudoku")
	g := newGame(tr)
	if sheet {
		doc := tr.NewNode(RoleDocumentSheet, "Puzzle")
		doc.SetStates(shown)
		g.frame.SetChildren(g.header, doc, g.pad, g.status)
		doc.Append(g.board)
	}
	w := startWatched(t, tr)
	if orcaLater {
		wait(t, w.checked, false, "the provider to see accessibility off")
	} else {
		wait(t, w.active, true, "the provider to start exporting")
	}

	home := t.TempDir()
	voice := ssip.Start(t, home+"/speechd.sock")
	display := startXvfb(t)
	orca := exec.Command("orca", "--replace")
	orca.Env = append(b.env, "HOME="+home, "DISPLAY="+display, "SPEECHD_ADDRESS=unix_socket:"+home+"/speechd.sock")
	logs, err := os.Create(home + "/orca.log")
	if err != nil {
		t.Fatal(err)
	}
	defer logs.Close()
	orca.Stdout, orca.Stderr = logs, logs
	if err := orca.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = orca.Process.Kill(); _ = orca.Wait() })

	t.Cleanup(func() {
		if t.Failed() {
			out, _ := os.ReadFile(home + "/orca.log")
			t.Logf("Orca's messages:\n%s", out)
		}
	})
	if orcaLater {
		wait(t, w.active, true, "the provider to start exporting when Orca turns accessibility on")
	}
	var heard []string
	// On start Orca reads the active window, the board and the focused
	// cell; in a table of the window, the cell's whole row (Orca reads a
	// whole row when the row changes, unless the player turns that off).
	voice.Hear(t, "Row 1, column 1: 5, given", &heard)
	if !sheet {
		voice.Hear(t, "Row 1, column 9: empty", &heard)
	}
	t.Logf("on start Orca said %q", heard)
	// An arrow key: the selection moves along the row; Orca reads the cell.
	heard = nil
	g.selectCell(1)
	voice.Hear(t, "Row 1, column 2: 3, given", &heard)
	t.Logf("moving right Orca said %q", heard)
	// Down: a new row, which Orca reads whole in a table of the window,
	// and not in a spreadsheet.
	heard = nil
	g.selectCell(10)
	if sheet {
		voice.Hear(t, "Row 2, column 2: empty", &heard)
		if len(heard) != 1 {
			t.Errorf("in a spreadsheet, moving down Orca said %q, want the cell only", heard)
		}
	} else {
		voice.Hear(t, "Row 2, column 9: empty", &heard)
	}
	t.Logf("moving down Orca said %q", heard)
	// The status line says something.
	heard = nil
	g.status.Announce("Row 1 has two 3s")
	voice.Hear(t, "Row 1 has two 3s", &heard)
	t.Logf("for the status line Orca said %q", heard)
}
