package control

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/model"
)

// rig is a controller on a new game in temporary folders, with a fake
// clock; wakes counts the frames it asked for.
type rig struct {
	c     *Controller
	now   time.Time
	wakes chan struct{}
	ended int
	fails []error
}

func newRig(t *testing.T, persist bool) *rig {
	t.Helper()
	base := t.TempDir()
	r := &rig{now: time.Unix(1_800_000_000, 0), wakes: make(chan struct{}, 100)}
	now := func() time.Time { return r.now }
	dirs := model.Dirs{Work: base, Config: filepath.Join(base, "config"), Data: filepath.Join(base, "data"), State: filepath.Join(base, "state")}
	r.c = New(Config{Game: model.New(now), Store: model.Store{Dirs: dirs, Now: now}, Persist: persist, Now: now,
		Wake: func() {
			select {
			case r.wakes <- struct{}{}:
			default:
			}
		},
		Hooks: Hooks{TaskEnded: func() { r.ended++ }, SaveFailed: func(err error) { r.fails = append(r.fails, err) }}})
	t.Cleanup(r.c.Stop)
	return r
}

// waitPost waits until something was posted, then runs it.
func (r *rig) waitPost(t *testing.T) {
	t.Helper()
	select {
	case <-r.wakes:
	case <-time.After(10 * time.Second):
		t.Fatal("nothing was posted")
	}
	r.c.RunPosts()
}

func TestTaskResultRunsOnThePostingSide(t *testing.T) {
	r := newRig(t, false)
	got := 0
	r.c.Start("Working", "a job", Cancellable, func(context.Context) func() {
		return func() { got = 42 }
	})
	if b := r.c.Busy(); b == nil || b.Title != "Working" || !b.Cancellable() {
		t.Fatalf("busy %+v", b)
	}
	r.waitPost(t)
	if got != 42 || r.c.Busy() != nil || r.ended != 1 {
		t.Fatalf("after the task: result %d, busy %v, ended %d", got, r.c.Busy(), r.ended)
	}
}

func TestCancelledTaskDropsItsResult(t *testing.T) {
	r := newRig(t, false)
	release := make(chan struct{})
	ran := false
	r.c.Start("Working", "a job", Cancellable, func(ctx context.Context) func() {
		<-release
		return func() { ran = true }
	})
	if !r.c.Cancel() || r.c.Busy() != nil || r.ended != 1 {
		t.Fatalf("cancel: busy %v, ended %d", r.c.Busy(), r.ended)
	}
	close(release)
	r.waitPost(t)
	if ran || r.ended != 2 {
		t.Fatalf("a cancelled task's result ran (%v) or its end was not told (%d)", ran, r.ended)
	}
}

func TestWaitingTaskCannotBeCancelled(t *testing.T) {
	r := newRig(t, false)
	release := make(chan struct{})
	r.c.Start("Open", "a dialog", Waiting, func(context.Context) func() { <-release; return nil })
	if r.c.Cancel() || r.c.Busy() == nil || !r.c.Busy().Waiting {
		t.Fatalf("a waiting task was cancelled: %+v", r.c.Busy())
	}
	close(release)
	r.waitPost(t)
}

// Writes of one file finish with the newest, whatever order the
// goroutines run in.
func TestNewestWriteWins(t *testing.T) {
	r := newRig(t, false)
	path := filepath.Join(t.TempDir(), "f")
	var f File
	for i := range 20 {
		data := []byte{byte('a' + i)}
		r.c.Write(&f, func() error { return os.WriteFile(path, data, 0o644) }, func(err error) { t.Error(err) }, nil)
	}
	r.c.Wait()
	r.c.RunPosts()
	if b, err := os.ReadFile(path); err != nil || string(b) != string(rune('a'+19)) {
		t.Fatalf("the file holds %q (%v), want the last write", b, err)
	}
}

func TestGameSavedAfterAChangeAndOnShutdown(t *testing.T) {
	r := newRig(t, true)
	if _, ok := r.c.Saved(); ok {
		t.Fatal("a save is due with nothing changed")
	}
	if err := r.c.game.Edit(); err != nil {
		t.Fatal(err)
	}
	r.c.Saved()
	r.c.Wait()
	r.c.RunPosts()
	if _, err := os.Stat(r.c.store.Dirs.GamePath()); err != nil {
		t.Fatalf("the changed game was not saved: %v", err)
	}
	if errs := r.c.Shutdown(); len(errs) != 0 || len(r.fails) != 0 {
		t.Fatalf("shutdown: %v, failures %v", errs, r.fails)
	}
}

func TestFailedSaveIsReported(t *testing.T) {
	r := newRig(t, true)
	// A file where the game's folder should be: the game cannot be written.
	dir := filepath.Dir(r.c.store.Dirs.GamePath())
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := r.c.game.Edit(); err != nil {
		t.Fatal(err)
	}
	r.c.Saved()
	r.c.Wait()
	r.c.RunPosts()
	if len(r.fails) == 0 || r.c.SaveErr() == nil {
		t.Fatalf("a failed save was not reported: %v", r.fails)
	}
}
