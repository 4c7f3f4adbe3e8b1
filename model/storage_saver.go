package model

import "time"

// SaveInterval is the shortest time between two automatic saves of the game
// in progress (at most one write a second: docs/formats.md, The game's own files).
const SaveInterval = time.Second

// Saver coalesces saves: the window marks it dirty after every change and
// calls Flush every frame (and with force on exit); Flush writes at most
// once per interval, and never when nothing changed. The clock is injected,
// so tests never sleep.
type Saver struct {
	// Save writes the current state (for instance Store.SaveGame).
	Save func() error
	// Now is the time source (time.Now when nil).
	Now func() time.Time
	// Interval is the shortest time between two writes (SaveInterval when
	// zero).
	Interval time.Duration

	dirty bool
	last  time.Time // when the latest write happened (zero: never)
	err   error     // the latest write's error
}

func (s *Saver) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}

func (s *Saver) interval() time.Duration {
	if s.Interval <= 0 {
		return SaveInterval
	}
	return s.Interval
}

// Mark records that something changed and needs saving.
func (s *Saver) Mark() { s.dirty = true }

// Dirty reports whether a change waits to be written.
func (s *Saver) Dirty() bool { return s.dirty }

// Due returns when the next write may happen, and whether one is waiting:
// the window asks to be woken then (an invalidate at that time).
func (s *Saver) Due() (time.Time, bool) {
	if !s.dirty {
		return time.Time{}, false
	}
	if s.last.IsZero() {
		return s.now(), true
	}
	return s.last.Add(s.interval()), true
}

// Flush writes when something changed and the interval since the latest
// write has passed, or at once with force (on exit). It returns the write's
// error; a failed write stays dirty and is tried again at the next interval.
// It reports whether it wrote.
func (s *Saver) Flush(force bool) (bool, error) {
	if !s.dirty {
		return false, nil
	}
	now := s.now()
	if !force && !s.last.IsZero() && now.Sub(s.last) < s.interval() && !now.Before(s.last) {
		return false, nil
	}
	s.last = now
	s.err = s.Save()
	if s.err == nil {
		s.dirty = false
	}
	return true, s.err
}

// Err returns the latest write's error, nil after a success.
func (s *Saver) Err() error { return s.err }
