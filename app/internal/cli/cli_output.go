package cli

// The command line's output (docs/behaviour.md is silent; README, "Command
// line"): a failed write to standard output — a full disk, a file closed
// under it — is an error, reported with exit status 1, never a silent
// success. A pipe whose reader left is the exception, as for any Unix
// tool: Go's runtime ends the process by SIGPIPE (141) at the first write
// to it, silently, so that `generate | head -1` stops making puzzles and
// says nothing (TestClosedPipeEndsBySIGPIPE). And
// `generate` streams, holding only the puzzles being made, so that any -n
// runs in a little memory.

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"runtime"

	"github.com/giosudoku/sudoku/solver"
)

// exitWrite is the status when the output could not be written.
const exitWrite = 1

// checkedWriter remembers the first error of the writer it wraps; later
// writes fail at once with it.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

// run is runCommand with its standard output checked: a write that failed
// turns the status into exitWrite, with a message on stderr.
func (c *CLI) Run(args []string) (status int, handled bool) {
	out := &checkedWriter{w: c.Stdout}
	c.Stdout = out
	defer func() { c.Stdout = out.w }()
	status, handled = c.runCommand(args)
	if out.err != nil {
		fmt.Fprintf(c.Stderr, "sudoku: cannot write the output: %v\n", out.err)
		return exitWrite, true
	}
	return status, handled
}

// maxJobs is the most puzzles `generate -j` makes at once: four for each
// core. Each one under way holds a generator's memory, and more than the
// cores can run only wait.
func maxJobs() int { return 4 * runtime.NumCPU() }

// generateMany makes n puzzles of a level with up to jobs goroutines and
// hands them to emit in order, each as soon as it and those before it are
// ready. Puzzle k is generated from its own seed, drawn in order from the
// master seed, so the output does not depend on jobs. At most 2×jobs
// puzzles are under way or waiting at once, whatever n; cancelling ctx
// (a failed write) stops it.

func generateMany(ctx context.Context, level solver.Level, n int, seed int64, jobs int, emit func(solver.Grid, error)) {
	master := rand.New(rand.NewSource(seed))
	jobs = min(max(jobs, 1), maxJobs())
	window := min(2*jobs, max(n, 1))
	type result struct {
		p   solver.Grid
		err error
	}
	type job struct {
		seed int64
		out  chan result
	}
	todo := make(chan job)
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	for range min(jobs, n) {
		go func() {
			for j := range todo {
				p, err := solver.Generate(ctx, level, rand.New(rand.NewSource(j.seed)))
				j.out <- result{p, err}
			}
		}()
	}
	defer close(todo)
	// queue holds the puzzles under way, in output order.
	queue := make([]chan result, 0, window)
	started := 0
	for emitted := 0; emitted < n; emitted++ {
		for started < n && len(queue) < window {
			j := job{seed: master.Int63(), out: make(chan result, 1)}
			select {
			case todo <- j:
			case <-ctx.Done():
				return
			}
			queue = append(queue, j.out)
			started++
		}
		r := <-queue[0]
		queue = queue[1:]
		if ctx.Err() != nil {
			return
		}
		emit(r.p, r.err)
	}
}
