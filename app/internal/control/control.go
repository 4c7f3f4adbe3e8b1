// Package control is the part of the window that does not draw: it runs
// work off the UI goroutine and hands its results back to it, one task at
// a time with a progress state and cancellation, and it saves the game,
// the statistics and the settings in the background so that the newest
// state always wins. It imports no Gio: the window asks for a frame
// through Wake and runs what came back with RunPosts at the start of each
// frame, so everything here except Post is called from the UI goroutine.
package control

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/giosudoku/sudoku/model"
)

// Controller runs the window's background work and saves.
type Controller struct {
	kept    atomic.Pointer[keptGame] // the game encoded after the latest change (keep), for EmergencySave
	keptRev uint64                   // the revision last encoded, whether or not that worked
	keptNow bool                     // keep encoded the game in this call of Saved
	encodes uint64                   // encodings of the game made, for the tests
	game    *model.Game
	store   model.Store
	persist bool
	now     func() time.Time
	wake    func()
	hooks   Hooks

	ctx  context.Context
	stop context.CancelFunc

	mu    sync.Mutex
	postq []func()
	bg    sync.WaitGroup // background writes and Go's work

	busy *Task

	saver                                       model.Saver
	gameFile, statsFile, settingsFile, gridFile File
	seq                                         uint64 // numbers the writes, so an older one never replaces a newer one
	exiting                                     bool   // writes are synchronous now
	savedRev, savedStats                        uint64
	saveErr                                     error // the latest failed save, until one succeeds
}

// Hooks are what the controller tells the window, on the UI goroutine.
type Hooks struct {
	// TaskEnded follows the end of a task, done or cancelled: the window
	// closes the overlay and shows what waited behind it.
	TaskEnded func()
	// SaveFailed reports a failed save of the game, the statistics or the
	// settings; SaveRecovered the first good save of the game after one.
	SaveFailed    func(error)
	SaveRecovered func()
}

// Config is what a Controller works on.
type Config struct {
	Game  *model.Game
	Store model.Store
	// Persist false keeps the controller away from the files (the
	// selftest): nothing is saved.
	Persist bool
	Now     func() time.Time
	// Wake asks the window for a frame; called from any goroutine.
	Wake  func()
	Hooks Hooks
}

// New returns a controller of cfg.Game; the game is saved from its
// present revision on.
func New(cfg Config) *Controller {
	c := &Controller{game: cfg.Game, store: cfg.Store, persist: cfg.Persist, now: cfg.Now, wake: cfg.Wake, hooks: cfg.Hooks}
	if c.now == nil {
		c.now = time.Now
	}
	c.ctx, c.stop = context.WithCancel(context.Background())
	c.saver = model.Saver{Save: c.saveGame, Now: c.now}
	c.savedRev = c.game.Revision()
	c.savedStats = c.game.StatsRevision()
	return c
}

// Post runs f on the UI goroutine at the next frame; safe from any
// goroutine.
func (c *Controller) Post(f func()) {
	c.mu.Lock()
	c.postq = append(c.postq, f)
	c.mu.Unlock()
	c.wake()
}

// RunPosts runs what was posted, and what that posts in turn.
func (c *Controller) RunPosts() {
	for {
		c.mu.Lock()
		q := c.postq
		c.postq = nil
		c.mu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

// Posted returns how many posted funcs wait for RunPosts.
func (c *Controller) Posted() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.postq)
}

// Go runs work on another goroutine; Wait and Stop wait for it.
func (c *Controller) Go(work func()) {
	c.bg.Add(1)
	go func() {
		defer c.bg.Done()
		work()
	}()
}

// Context returns the controller's context, cancelled by Stop and
// Shutdown: work started by Go that must end with the window derives its
// own from it.
func (c *Controller) Context() context.Context { return c.ctx }

// Wait waits for the background writes and the work started by Go (not
// for tasks, whose results come back through Post).
func (c *Controller) Wait() { c.bg.Wait() }

// Stop cancels every task and waits for the background work.
func (c *Controller) Stop() {
	c.stop()
	c.bg.Wait()
}

// Task is the work in progress, shown by the window's progress overlay.
type Task struct {
	Title, Message string
	Started        time.Time
	// Waiting: the task waits for the player in another window (a file
	// dialog), so the overlay shows no moving bar.
	Waiting bool
	cancel  context.CancelFunc // nil: cannot be cancelled
}

// Cancellable reports whether Cancel can stop t.
func (t *Task) Cancellable() bool { return t.cancel != nil }

// TaskKind says how a task may be stopped.
type TaskKind uint8

const (
	Cancellable TaskKind = iota // work the window does: Escape cancels it
	Waiting                     // waits for the player in another window: cannot be cancelled
)

// Busy returns the task in progress, nil when none.
func (c *Controller) Busy() *Task { return c.busy }

// Start runs work on another goroutine as the task in progress. work
// returns the func to run on the UI goroutine with its result; it is not
// run when the task was cancelled. Hooks.TaskEnded follows.
func (c *Controller) Start(title, message string, kind TaskKind, work func(ctx context.Context) func()) {
	ctx, cancel := context.WithCancel(c.ctx)
	t := &Task{Title: title, Message: message, Started: c.now(), Waiting: kind == Waiting}
	if kind == Cancellable {
		t.cancel = cancel
	}
	c.busy = t
	go func() {
		done := work(ctx)
		c.Post(func() {
			cancelled := ctx.Err() != nil
			cancel()
			if c.busy == t {
				c.busy = nil
			}
			if !cancelled && done != nil {
				done()
			}
			c.taskEnded()
		})
	}()
}

// Cancel cancels the task in progress when it can be cancelled: it is
// over at once and its result will be dropped. It reports whether it did.
func (c *Controller) Cancel() bool {
	t := c.busy
	if t == nil || t.cancel == nil {
		return false
	}
	t.cancel()
	c.busy = nil
	c.taskEnded()
	return true
}

func (c *Controller) taskEnded() {
	if c.hooks.TaskEnded != nil {
		c.hooks.TaskEnded()
	}
}

// File serialises the writes of one file made off the UI goroutine, and
// drops a write older than one already done, so the file always ends with
// the newest state.
type File struct {
	mu      sync.Mutex
	written uint64 // sequence number of the newest write done
}

// write runs fn unless a newer write (a higher seq) is already done.
func (f *File) write(seq uint64, fn func() error) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if seq <= f.written {
		return nil
	}
	if err := fn(); err != nil {
		return err
	}
	f.written = seq
	return nil
}

// Write runs fn on another goroutine (at once while exiting), writing file
// f, and reports a failure with failed or success with done (nil: nothing)
// on the UI goroutine.
func (c *Controller) Write(f *File, fn func() error, failed func(error), done func()) {
	c.seq++
	seq := c.seq
	report := func(err error) {
		if err != nil {
			failed(err)
		} else if done != nil {
			done()
		}
	}
	if c.exiting {
		report(f.write(seq, fn))
		return
	}
	c.Go(func() {
		err := f.write(seq, fn)
		c.Post(func() { report(err) })
	})
}

// WriteGrid writes a grid file (quick save, Save As) in the background:
// one file stands for them all, so the last one asked for is written last.
func (c *Controller) WriteGrid(fn func() error, failed func(error), done func()) {
	c.Write(&c.gridFile, fn, failed, done)
}

// saveGame is the Saver's write: the game as it stands (encoded, the copy
// keep made when that is the same) is written in the background (at once
// when exiting). A failed write is reported and
// tried again at the next interval.
func (c *Controller) saveGame() error {
	data, err := c.encoded()
	if err != nil {
		return fmt.Errorf("save %s: %w", c.store.Dirs.GamePath(), err)
	}
	if c.exiting {
		c.seq++
		return c.gameFile.write(c.seq, func() error { return c.store.WriteGame(data) })
	}
	c.Write(&c.gameFile, func() error { return c.store.WriteGame(data) },
		func(err error) {
			c.saveFailed(err)
			c.saver.Mark()
		},
		func() {
			if c.saveErr != nil {
				c.saveErr = nil
				if c.hooks.SaveRecovered != nil {
					c.hooks.SaveRecovered()
				}
			}
		})
	return nil
}

func (c *Controller) saveFailed(err error) {
	c.saveErr = err
	if c.hooks.SaveFailed != nil {
		c.hooks.SaveFailed(err)
	}
}

// SaveErr returns the latest failed save, nil once a save succeeded.
func (c *Controller) SaveErr() error { return c.saveErr }

// Saved keeps and saves what changed since the last call; the window calls
// it after each frame. The game is encoded once per change, at once, and
// that copy serves both EmergencySave and the save (at most one a second);
// the statistics are written too. It returns when it next needs to be
// called for a pending save of the game.
func (c *Controller) Saved() (at time.Time, ok bool) {
	if !c.persist {
		return time.Time{}, false
	}
	c.keep()
	if rev := c.game.Revision(); rev != c.savedRev {
		c.savedRev = rev
		c.saver.Mark()
	}
	_, err := c.saver.Flush(false)
	c.keptNow = false
	if err != nil {
		c.saveFailed(err)
	}
	if c.game.StatsRevision() != c.savedStats {
		c.savedStats = c.game.StatsRevision()
		st := c.game.Stats()
		c.Write(&c.statsFile, func() error { return c.store.SaveStats(st) }, c.saveFailed, nil)
	}
	return c.saver.Due()
}

// SaveSettings writes the settings after the player changed them.
func (c *Controller) SaveSettings() {
	if !c.persist {
		return
	}
	st := c.game.Settings()
	c.Write(&c.settingsFile, func() error { return c.store.SaveSettings(st) }, c.saveFailed, nil)
}

// Shutdown stops the background work and writes the game and the
// statistics one last time, synchronously; it returns what failed.
func (c *Controller) Shutdown() []error {
	c.stop()
	c.exiting = true
	c.bg.Wait()
	if !c.persist {
		return nil
	}
	var errs []error
	c.saver.Mark()
	if _, err := c.saver.Flush(true); err != nil {
		errs = append(errs, err)
	}
	if c.game.StatsRevision() != c.savedStats {
		c.savedStats = c.game.StatsRevision()
		if err := c.store.SaveStats(c.game.Stats()); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// SaveNow writes the game at once, on the calling (UI) goroutine, after the
// writes in flight: Quit asks it before telling the player the game is
// saved. It returns the write's error and records it as SaveErr; the
// hooks are not called (the caller tells the player).
func (c *Controller) SaveNow() error {
	if !c.persist {
		return nil
	}
	c.bg.Wait()
	data, err := c.encoded()
	if err == nil {
		c.seq++
		err = c.gameFile.write(c.seq, func() error { return c.store.WriteGame(data) })
	}
	if err != nil {
		c.saveErr = err // it names the file (model.WriteFileAtomic)
		return err
	}
	c.saveErr = nil
	c.savedRev = c.game.Revision()
	return nil
}

// keptGame is the game encoded at one revision.
type keptGame struct {
	rev  uint64
	data []byte
}

// keep encodes the game when it changed since the last call, so that a copy
// no older than the latest frame is always ready for EmergencySave to write
// from another goroutine, and for the save that follows in the same frame.
func (c *Controller) keep() {
	if c.game.Revision() == c.keptRev {
		return
	}
	_, err := c.encode()
	c.keptNow = err == nil
}

// encode encodes the game as it stands and keeps the result. A game that
// fails to encode is not tried again by keep before its next change.
func (c *Controller) encode() ([]byte, error) {
	c.encodes++
	rev := c.game.Revision()
	c.keptRev = rev
	data, err := c.game.MarshalJSON()
	if err == nil {
		c.kept.Store(&keptGame{rev: rev, data: data})
	}
	return data, err
}

// encoded returns the game encoded as it stands, what the game file gets.
// The kept copy serves when it holds the present revision and either was
// encoded in this frame (keep, earlier in Saved) or holds a clock that has
// not moved since: every start and stop of the clock is a change of
// revision, so a clock stopped now was stopped when the copy was encoded.
// Otherwise (a save coalesced to a later frame, or on the way out, while the
// clock runs) the game is encoded again, for the time played since.
func (c *Controller) encoded() ([]byte, error) {
	if k := c.kept.Load(); k != nil && k.rev == c.game.Revision() && (c.keptNow || !c.game.ClockRunning()) {
		return k.data, nil
	}
	return c.encode()
}

// EmergencySave writes the copy keep made, from any goroutine: for the way
// out when the UI goroutine is stuck (a display that died under the
// renderer). The ordered writes of the game file make it the newest.
func (c *Controller) EmergencySave() error {
	p := c.kept.Load()
	if p == nil {
		return nil
	}
	// The highest sequence number: nothing the UI goroutine still has
	// under way is written after it.
	return c.gameFile.write(^uint64(0), func() error { return c.store.WriteGame(p.data) })
}
