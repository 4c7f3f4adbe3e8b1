//go:build linux

package solver

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU returns the CPU time used so far by the calling thread (the
// caller locks its goroutine to the thread), read with
// clock_gettime(CLOCK_THREAD_CPUTIME_ID), to the nanosecond. Other programs
// running on the machine do not count in it, unlike wall-clock time.
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return wallClock()
	}
	return time.Duration(ts.Nano())
}

// clockKind names what threadCPU measures, for the bench table.
const clockKind = "CPU time of the measuring thread"
