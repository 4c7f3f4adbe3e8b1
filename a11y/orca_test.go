package a11y

import (
	"bufio"
	"html"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// speech is a speech server of the test's own: it speaks SSIP, the
// protocol of Speech Dispatcher, enough for Orca, and hands each text Orca
// sends to be spoken to the test instead of to a synthesiser.
type speech struct {
	said chan string
}

var ssmlTag = regexp.MustCompile(`<[^>]*>`)

func startSpeech(t *testing.T, socket string) *speech {
	ln, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	s := &speech{said: make(chan string, 256)}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

func (s *speech) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	reply := func(lines ...string) { _, _ = c.Write([]byte(strings.Join(lines, "\r\n") + "\r\n")) }
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		f := strings.Fields(strings.ToUpper(line))
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "SPEAK": // the text follows, ended by a line with a dot
			reply("230 OK RECEIVING DATA")
			var text []string
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				l = strings.TrimRight(l, "\r\n")
				if l == "." {
					break
				}
				text = append(text, strings.TrimPrefix(l, "."))
			}
			s.said <- strings.TrimSpace(html.UnescapeString(ssmlTag.ReplaceAllString(strings.Join(text, " "), "")))
			reply("225-1", "225 OK MESSAGE QUEUED")
		case "CHAR", "KEY", "SOUND_ICON":
			s.said <- strings.TrimSpace(line[len(f[0]):])
			reply("225-1", "225 OK MESSAGE QUEUED")
		case "LIST":
			switch {
			case len(f) > 1 && f[1] == "OUTPUT_MODULES":
				reply("250-espeak-ng", "250 OK MODULE LIST SENT")
			case len(f) > 1 && f[1] == "SYNTHESIS_VOICES":
				reply("249-English\ten\tnone", "249 OK VOICE LIST SENT")
			default:
				reply("249-MALE1", "249 OK VOICE LIST SENT")
			}
		case "HISTORY": // the client's id
			reply("245-1", "245 OK CLIENT ID SENT")
		case "GET":
			reply("251-espeak-ng", "251 OK GET RETURNED")
		case "QUIT":
			reply("231 HAPPY HACKING")
			return
		default: // SET, STOP, CANCEL, BLOCK…
			reply("200 OK")
		}
	}
}

// hear waits until the screen reader says something containing want, and
// returns all it said meanwhile.
func (s *speech) hear(t *testing.T, want string, heard *[]string) {
	t.Helper()
	guard := time.After(time.Minute)
	for {
		select {
		case text := <-s.said:
			*heard = append(*heard, text)
			if strings.Contains(text, want) {
				return
			}
		case <-guard:
			t.Fatalf("Orca never said %q; it said %q", want, *heard)
		}
	}
}

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
	voice := startSpeech(t, home+"/speechd.sock")
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
	voice.hear(t, "Row 1, column 1: 5, given", &heard)
	if !sheet {
		voice.hear(t, "Row 1, column 9: empty", &heard)
	}
	t.Logf("on start Orca said %q", heard)
	// An arrow key: the selection moves along the row; Orca reads the cell.
	heard = nil
	g.selectCell(1)
	voice.hear(t, "Row 1, column 2: 3, given", &heard)
	t.Logf("moving right Orca said %q", heard)
	// Down: a new row, which Orca reads whole in a table of the window,
	// and not in a spreadsheet.
	heard = nil
	g.selectCell(10)
	if sheet {
		voice.hear(t, "Row 2, column 2: empty", &heard)
		if len(heard) != 1 {
			t.Errorf("in a spreadsheet, moving down Orca said %q, want the cell only", heard)
		}
	} else {
		voice.hear(t, "Row 2, column 9: empty", &heard)
	}
	t.Logf("moving down Orca said %q", heard)
	// The status line says something.
	heard = nil
	g.status.Announce("Row 1 has two 3s")
	voice.hear(t, "Row 1 has two 3s", &heard)
	t.Logf("for the status line Orca said %q", heard)
}
