package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/printing"
)

// The real print dialog, in its child process under Xvfb: "Print to File"
// (the first printer: Down, then Return for Print) writes the very bytes of
// the PDF it was given, to sudoku.pdf in the working folder (GTK's default
// without an XDG documents folder), and Escape cancels without writing
// anything.
func TestPrintDialogUnderXvfb(t *testing.T) {
	needTools(t, "Xvfb", "xdotool")
	bin := buildBinary(t)
	x := startXvfb(t)
	pdf := filepath.Join(t.TempDir(), "in.pdf")
	sheets := []printing.Sheet{{Number: 1, Title: "Puzzle 1"}}
	var b bytes.Buffer
	if err := printing.Write(&b, sheets, printing.Options{Paper: printing.A4, PerPage: 1}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pdf, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		keys    []string
		wantErr error
	}{
		{"print-to-file", []string{"Down", "Return"}, nil},
		{"cancel", []string{"Escape"}, gtkdialog.ErrPickCancelled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHome(t, x)
			p := gtkdialog.HelperPrinter{Exe: bin, Env: h.env, Dir: h.work}
			done := make(chan error, 1)
			go func() { done <- p.Print(pdf, printing.A4, "Sudoku") }()
			g := &game{t: t}
			out, err := g.xdotool(h, 20*time.Second, "search", "--sync", "--onlyvisible", "--name", "^Sudoku$")
			if err != nil {
				t.Fatalf("no print dialog: %v", err)
			}
			win := string(bytes.Fields([]byte(out))[0])
			if dir := os.Getenv("SUDOKU_E2E_SHOTS"); dir != "" && tt.name == "cancel" {
				shot := exec.Command("import", "-window", "root", filepath.Join(dir, "print-dialog.png"))
				shot.Env = h.env
				shot.Run()
			}
			// GTK lists its printers after the window shows: the keys are
			// sent again until the dialog has answered.
			answered := false
			for try := 0; try < 30 && !answered; try++ {
				if _, err := g.xdotool(h, 10*time.Second, append([]string{"windowfocus", "--sync", win, "key", "--delay", "200"}, tt.keys...)...); err != nil && try == 0 {
					t.Fatal(err)
				}
				select {
				case err = <-done:
					answered = true
				case <-time.After(time.Second):
				}
			}
			if !answered {
				t.Fatal("the print dialog did not close")
			}
			if !errors.Is(err, tt.wantErr) && !(err == nil && tt.wantErr == nil) {
				t.Fatalf("Print: %v, want %v", err, tt.wantErr)
			}
			got, readErr := os.ReadFile(filepath.Join(h.work, "sudoku.pdf"))
			switch {
			case tt.wantErr != nil && readErr == nil:
				t.Errorf("cancelled, yet %s was written", filepath.Join(h.work, "sudoku.pdf"))
			case tt.wantErr == nil && readErr != nil:
				t.Fatal(readErr)
			case tt.wantErr == nil && !bytes.Equal(got, b.Bytes()):
				t.Errorf("Print to File wrote %d bytes that differ from the %d of the PDF", len(got), b.Len())
			}
		})
	}
}

// From the window under Xvfb: Ctrl+P, Return (the puzzle alone) opens the
// desktop's print dialog, titled Print, in its child process; Escape closes
// it and the game goes on. Screenshots go to $SUDOKU_E2E_SHOTS.
func TestPrintDialogFromWindow(t *testing.T) {
	needTools(t, "Xvfb", "xdotool", "import")
	bin := buildBinary(t)
	x := startXvfb(t)
	e := newE2E(t, x)
	e.n = 50 // after the end-to-end test's screenshots
	e.launch(bin)
	e.key("ctrl+p")
	e.key("Return")
	out, err := e.g.xdotool(e.h, 20*time.Second, "search", "--sync", "--onlyvisible", "--name", "^Print$")
	if err != nil {
		t.Fatalf("no print dialog: %v\nstderr:\n%s", err, e.g.stderr.String())
	}
	dialog := string(bytes.Fields([]byte(out))[0])
	e.shot("print-dialog")
	for try := 0; ; try++ {
		if try == 30 {
			t.Fatal("the print dialog did not close on Escape")
		}
		e.g.xdotool(e.h, 10*time.Second, "windowfocus", "--sync", dialog, "key", "Escape")
		if _, err := e.g.xdotool(e.h, 5*time.Second, "search", "--onlyvisible", "--name", "^Print$"); err != nil {
			break // gone
		}
		time.Sleep(200 * time.Millisecond)
	}
	e.g.xdotool(e.h, 10*time.Second, "mousemove", "--window", e.g.window, "960", "700")
	e.shot("print-cancelled")
	select {
	case <-e.g.exited:
		t.Fatalf("the game exited: %v\nstderr:\n%s", e.g.err, e.g.stderr.String())
	default:
	}
	if _, err := e.g.xdotool(e.h, 10*time.Second, "search", "--onlyvisible", "--name", "^Sudoku$"); err != nil {
		t.Fatal("the game's window is gone")
	}
}
