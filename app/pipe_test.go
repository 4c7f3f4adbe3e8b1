package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// A pipe whose reader left ends the command at once and silently, by
// SIGPIPE, as for cat or seq (README, "Command line"): `generate | head -1`
// does not go on making a million puzzles, and prints no error.
func TestClosedPipeEndsBySIGPIPE(t *testing.T) {
	bin := buildBinary(t)
	for _, args := range [][]string{
		{"generate", "-level", "easy", "-n", "1000000", "-seed", "1"},
		{"solve"}, // 5,000 grids on stdin: more than a pipe holds
	} {
		t.Run(args[0], func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			var errOut bytes.Buffer
			cmd := exec.Command(bin, args...)
			cmd.Stdout, cmd.Stderr = w, &errOut
			cmd.Stdin = strings.NewReader(strings.Repeat("003020600900305001001806400008102900700000008006708200002609500800203009005010300\n", 5000))
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w.Close()
			line, err := bufio.NewReader(r).ReadString('\n')
			if err != nil || len(line) < 81 {
				t.Fatalf("first line %q, %v", line, err)
			}
			r.Close() // the reader leaves, as head -1 does
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				t.Fatalf("the command ended with %v, want SIGPIPE", err)
			}
			ws, ok := ee.Sys().(syscall.WaitStatus)
			if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE {
				t.Fatalf("the command ended with %v, want SIGPIPE", err)
			}
			if errOut.Len() > 0 {
				t.Fatalf("stderr: %q", errOut.String())
			}
		})
	}
}
