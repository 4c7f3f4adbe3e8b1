package model

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Special files, oversized files and links that lead nowhere in the place
// of game.json are refused at once (a FIFO does not block), moved aside,
// and the next save writes a fresh file without touching them.
func TestSpecialFilesAreRefusedAndMovedAside(t *testing.T) {
	tests := []struct {
		name string
		make func(t *testing.T, path string)
		want string
	}{
		{"fifo", func(t *testing.T, path string) { noErr(t, syscall.Mkfifo(path, 0o644)) }, "named pipe"},
		{"oversized", func(t *testing.T, path string) {
			f, err := os.Create(path)
			noErr(t, err)
			noErr(t, f.Truncate(maxStoredSize+1)) // sparse: no disk used
			noErr(t, f.Close())
		}, "larger than"},
		{"symlink loop", func(t *testing.T, path string) { noErr(t, os.Symlink(path, path)) }, "leads nowhere"},
		{"dangling symlink", func(t *testing.T, path string) { noErr(t, os.Symlink(path+".gone", path)) }, "leads nowhere"},
		{"link to /dev/zero", func(t *testing.T, path string) { noErr(t, os.Symlink("/dev/zero", path)) }, "device"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tempDirs(t)
			s := &Store{Dirs: d}
			path := d.GamePath()
			noErr(t, os.MkdirAll(filepath.Dir(path), 0o755))
			tt.make(t, path)
			g, restored, warnings := s.Restore(nil)
			if restored || g == nil || len(warnings) != 1 {
				t.Fatalf("restored %v, warnings %v", restored, warnings)
			}
			var be *BrokenFileError
			if !errors.As(warnings[0], &be) || be.MovedTo == "" || !strings.Contains(warnings[0].Error(), tt.want) {
				t.Fatalf("warning %v: want it moved aside, saying %q", warnings[0], tt.want)
			}
			if _, err := os.Lstat(be.MovedTo); err != nil {
				t.Fatalf("moved to %s: %v", be.MovedTo, err)
			}
			noErr(t, s.SaveGame(g))
			if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() {
				t.Fatalf("the next save: %v %v", fi, err)
			}
		})
	}
}

// A file that could not be moved aside is never written over.
func TestHeldFileIsNotWrittenOver(t *testing.T) {
	d := tempDirs(t)
	s := &Store{Dirs: d}
	path := d.GamePath()
	noErr(t, os.MkdirAll(filepath.Dir(path), 0o755))
	noErr(t, os.WriteFile(path, []byte("{broken"), 0o644))
	s.hold(path, errors.New("cannot be moved"))
	c := *s // the app's controller holds a copy
	if err := c.WriteGame([]byte("{}")); err == nil || !strings.Contains(err.Error(), "not written over") {
		t.Fatalf("a held file was written: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "{broken" {
		t.Fatalf("the held file changed: %q", b)
	}
}

// Temporary files left by a save cut short are removed at start; other
// files are not.
func TestStaleTempsRemovedAtStart(t *testing.T) {
	d := tempDirs(t)
	s := &Store{Dirs: d}
	dir := filepath.Dir(d.GamePath())
	noErr(t, os.MkdirAll(dir, 0o755))
	stale := filepath.Join(dir, ".game.json.123456.tmp")
	other := filepath.Join(dir, ".notes.123.tmp")
	noErr(t, os.WriteFile(stale, []byte("half"), 0o644))
	noErr(t, os.WriteFile(other, []byte("theirs"), 0o644))
	s.Restore(nil)
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the stale temporary file is still there: %v", err)
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatalf("a file not ours was removed: %v", err)
	}
}

// A file where the state folder should be: reported at once and held, not
// moved (moving it once looped for ever).
func TestPathThroughAFile(t *testing.T) {
	d := tempDirs(t)
	blocker := filepath.Join(t.TempDir(), "file")
	noErr(t, os.WriteFile(blocker, []byte("x"), 0o644))
	d.State = blocker
	s := &Store{Dirs: d}
	_, restored, warnings := s.Restore(nil)
	if restored || len(warnings) != 1 || !strings.Contains(warnings[0].Error(), blocker) {
		t.Fatalf("restored %v, warnings %v", restored, warnings)
	}
	if err := s.WriteGame([]byte("{}")); err == nil {
		t.Fatal("a write through a file succeeded")
	}
}
