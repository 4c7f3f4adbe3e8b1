package main

import (
	"bytes"
	"os/exec"
	"testing"
)

// TestCommandLineSaysNothingOfGTK runs commands of the real program under a
// locale the C library lacks, with a display named: GTK, which
// sqweek/dialog starts in every process, must not speak (it printed
// "Gtk-WARNING **: Locale not supported by C library" on stderr).
func TestCommandLineSaysNothingOfGTK(t *testing.T) {
	bin := buildBinary(t)
	for _, args := range [][]string{{"generate", "-n", "1", "-seed", "3"}, {"--version"}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = []string{"LANG=xx_XX.UTF-8", "DISPLAY=:97", "HOME=" + t.TempDir()}
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Run(); err != nil {
			t.Fatalf("sudoku %v: %v (stderr %q)", args, err, errOut.String())
		}
		if out.Len() == 0 || errOut.Len() != 0 {
			t.Errorf("sudoku %v: stdout %q, stderr %q; want output and nothing on stderr", args, out.String(), errOut.String())
		}
	}
}
