//go:build linux

package solver

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time used so far by the calling thread (the
// caller locks its goroutine to the thread). Other programs running on the
// machine do not count in it, unlike wall-clock time.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return wallClock()
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// clockKind names what threadCPU measures, for the bench table.
const clockKind = "CPU time of the measuring thread"
