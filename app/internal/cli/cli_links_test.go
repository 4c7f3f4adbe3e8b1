package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommandsGoldenLinks runs the commands on puzzle links
// (docs/formats.md, "Puzzle links"): files of f-puzzles and SudokuPad
// links, a link given as the argument, a link on standard input; the
// puzzles they hold are played, the others refused with the reason.
func TestCommandsGoldenLinks(t *testing.T) {
	links := "../../../model/testdata/links/"
	read := func(name string) string {
		data, err := os.ReadFile(links + name)
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(data))
	}
	good := []string{links + "classic-fpuzzles.txt", links + "x-sudokupad.txt", links + "windoku-ctc.txt",
		links + "jigsaw-encoded.txt", links + "killer-givens-cage.txt"}
	refused := []string{links + "several.txt", links + "one-diagonal.txt", links + "x-killer.txt",
		links + "scl.txt", links + "short-sudokupad.txt", links + "damaged.txt"}
	tests := []struct {
		name       string
		args       []string
		stdin      string
		wantStatus int
	}{
		{"links-solve", append([]string{"solve"}, good...), "", exitOK},
		{"links-solve-refused", append([]string{"solve"}, refused...), "", exitBadGrid},
		{"links-count-argument", []string{"count", read("x-sudokupad.txt"), read("thermometer.txt")}, "", exitBadGrid},
		{"links-grade-stdin", []string{"grade"}, read("windoku-ctc.txt") + "\n", exitOK},
		{"links-explain", []string{"explain", links + "classic-fpuzzles.txt"}, "", exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, out, errOut := runCLI(t, tt.stdin, tt.args...)
			if status != tt.wantStatus {
				t.Errorf("exit status %d, want %d (stderr: %s)", status, tt.wantStatus, errOut)
			}
			golden(t, tt.name+".golden", "# stdout\n"+out+"# stderr\n"+filepath.ToSlash(errOut))
		})
	}
	// print draws a link's puzzle with its geometry (a PDF: no golden).
	status, out, errOut := runCLI(t, "", "print", links+"jigsaw-encoded.txt")
	if status != exitOK || !strings.Contains(out, "(Puzzle 1 \\267 Jigsaw") {
		t.Errorf("print: status %d, stderr %q, no jigsaw title in %.200q", status, errOut, out)
	}
}
