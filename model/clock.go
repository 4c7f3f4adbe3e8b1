package model

import "time"

// Clock counts playing time (docs/behaviour.md, The clock and pause). It holds no time source of its own:
// every call is given the present time, so tests drive it with a fake
// clock and never sleep.
//
// The time it reports never goes back, even when the time source does (a
// wall clock set back, a fake clock in a fuzz test): a step backwards counts
// as no time at all.
type Clock struct {
	acc     time.Duration // time counted up to since
	since   time.Time     // when the clock last started, while running
	running bool
	shown   time.Duration // the largest value reported, so it never goes back
}

// Start makes the clock count from now. Starting a running clock does
// nothing.
func (c *Clock) Start(now time.Time) {
	if c.running {
		return
	}
	c.running, c.since = true, now
}

// Stop stops the clock, keeping the time counted up to now.
func (c *Clock) Stop(now time.Time) {
	if !c.running {
		return
	}
	c.acc = c.Elapsed(now)
	c.running = false
}

// Reset stops the clock and sets it to zero.
func (c *Clock) Reset() { *c = Clock{} }

// Running reports whether the clock counts.
func (c *Clock) Running() bool { return c.running }

// Elapsed returns the time counted up to now.
func (c *Clock) Elapsed(now time.Time) time.Duration {
	e := c.acc
	if c.running {
		if d := now.Sub(c.since); d > 0 {
			e += d
		}
	}
	if e < c.shown {
		e = c.shown
	}
	c.shown = e
	return e
}

// set restores a stopped clock at d (loading a saved game).
func (c *Clock) set(d time.Duration) {
	if d < 0 {
		d = 0
	}
	*c = Clock{acc: d, shown: d}
}
