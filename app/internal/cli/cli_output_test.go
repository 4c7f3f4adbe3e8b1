package cli

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"syscall"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// fullDisk fails every write after the first n bytes, as /dev/full does.
type fullDisk struct{ room int }

func (f *fullDisk) Write(p []byte) (int, error) {
	if len(p) > f.room {
		n := f.room
		f.room = 0
		return n, syscall.ENOSPC
	}
	f.room -= len(p)
	return len(p), nil
}

// A write error is an error: exit 1 and a message, for every command that
// prints.
func TestOutputWriteErrorsFail(t *testing.T) {
	const grid = "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"
	for _, args := range [][]string{
		{"generate", "-n", "3", "-seed", "1", "-level", "easy"},
		{"solve"},
		{"grade"},
		{"count"},
		{"--version"},
	} {
		t.Run(args[0], func(t *testing.T) {
			var errOut bytes.Buffer
			c := &CLI{Stdin: strings.NewReader(grid), Stdout: &fullDisk{room: 1}, Stderr: &errOut}
			status, handled := c.Run(args)
			if !handled || status != exitWrite || !strings.Contains(errOut.String(), "no space left on device") {
				t.Fatalf("status %d, stderr %q; want %d and the reason", status, errOut.String(), exitWrite)
			}
		})
	}
}

// generate streams: a huge -n reserves nothing up front, and stops as soon
// as the output fails.
func TestGenerateStreams(t *testing.T) {
	ctx, stop := context.WithCancel(context.Background())
	got := 0
	generateMany(ctx, solver.Easy, 1<<50, 7, 2, func(solver.Grid, error) {
		if got++; got == 3 {
			stop()
		}
	})
	if got != 3 {
		t.Fatalf("%d puzzles emitted after the stop at 3", got)
	}
	// The same seed gives the same puzzles whatever the jobs.
	var a, b []solver.Grid
	generateMany(context.Background(), solver.Easy, 5, 9, 1, func(g solver.Grid, _ error) { a = append(a, g) })
	generateMany(context.Background(), solver.Easy, 5, 9, 3, func(g solver.Grid, _ error) { b = append(b, g) })
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("puzzle %d differs between -j 1 and -j 3", i)
		}
	}
	if errors.Is(ctx.Err(), context.Canceled) != true {
		t.Fatal("not stopped")
	}
}

// An absurd -j is brought down to what the machine can use, and said so:
// no panic, no gigabytes, and the same puzzles as -j 1.
func TestGenerateJobsBounded(t *testing.T) {
	run := func(j string) (string, string, int) {
		var out, errOut bytes.Buffer
		c := &CLI{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}
		status, _ := c.Run([]string{"generate", "-level", "easy", "-n", "3", "-seed", "5", "-j", j})
		return out.String(), errOut.String(), status
	}
	want, _, status := run("1")
	if status != exitOK || strings.Count(want, "\n") != 3 {
		t.Fatalf("-j 1: status %d, %q", status, want)
	}
	for _, j := range []string{"100000", "1000000000", "9223372036854775807"} {
		got, errs, status := run(j)
		if status != exitOK || got != want {
			t.Fatalf("-j %s: status %d, output %q, want %q", j, status, got, want)
		}
		if !strings.Contains(errs, "more than this machine can use") {
			t.Fatalf("-j %s: stderr %q does not say -j was brought down", j, errs)
		}
	}
	if _, errs, _ := run("2"); errs != "" {
		t.Fatalf("-j 2 said %q", errs)
	}
}
