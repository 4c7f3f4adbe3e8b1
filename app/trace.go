package main

// SUDOKU_TRACE: a line on standard output when the first frame is drawn, so
// `make bench-window` can time the launch. Nothing else is traced.

import (
	"fmt"
	"io"
	"os"
	"time"
)

// traceEnvVar turns the trace on when set to a non-empty value.
const traceEnvVar = "SUDOKU_TRACE"

// processStart is when the Go program began (package initialisation), the
// closest the program itself knows to its launch.
var processStart = time.Now()

// traceWriter returns where to trace, or nil when the trace is off.
func traceWriter() io.Writer {
	if os.Getenv(traceEnvVar) == "" {
		return nil
	}
	return os.Stdout
}

// traceFirstFrame reports the first frame: the wall clock (for a launcher
// that noted when it started the process) and the time since the program
// began.
func traceFirstFrame(w io.Writer) {
	now := time.Now()
	fmt.Fprintf(w, "first-frame unix_ns=%d since_init=%s\n", now.UnixNano(), now.Sub(processStart).Round(time.Microsecond))
}
