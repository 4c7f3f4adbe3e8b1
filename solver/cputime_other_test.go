//go:build !linux

package solver

import "time"

// threadCPU falls back to wall-clock time where the thread's CPU time is not
// at hand.
func threadCPU() time.Duration { return wallClock() }

// clockKind names what threadCPU measures, for the bench table.
const clockKind = "wall-clock time"
