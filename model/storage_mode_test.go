package model

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// The files the game writes are never wider than the player's umask allows,
// its own files (game, settings, statistics) are the player's alone, and a
// file written over keeps its mode: a 0600 grille.sdm stays 0600 after
// Ctrl+S (docs/formats.md, File modes).
func TestWriteModes(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	write := func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err }
	mode := func(path string) os.FileMode {
		t.Helper()
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Mode().Perm()
	}
	for _, tc := range []struct {
		name   string
		umask  int
		before os.FileMode // 0: no file before
		write  func(path string) error
		want   os.FileMode
	}{
		{"new puzzle file, umask 022", 0o022, 0, func(p string) error { return WriteFileAtomic(p, write) }, 0o644},
		{"new puzzle file, umask 077", 0o077, 0, func(p string) error { return WriteFileAtomic(p, write) }, 0o600},
		{"new puzzle file, umask 002", 0o002, 0, func(p string) error { return WriteFileAtomic(p, write) }, 0o664},
		{"0600 puzzle file kept", 0o022, 0o600, func(p string) error { return WriteFileAtomic(p, write) }, 0o600},
		{"0640 puzzle file kept", 0o022, 0o640, func(p string) error { return WriteFileAtomic(p, write) }, 0o640},
		{"new own file, umask 000", 0, 0, func(p string) error { return writeBytes(p, []byte("x")) }, 0o600},
		{"own file 0644 made private", 0o022, 0o644, func(p string) error { return writeBytes(p, []byte("x")) }, 0o600},
	} {
		t.Run(tc.name, func(t *testing.T) {
			syscall.Umask(tc.umask)
			path := filepath.Join(t.TempDir(), "f")
			if tc.before != 0 {
				noErr(t, os.WriteFile(path, []byte("old"), tc.before))
				noErr(t, os.Chmod(path, tc.before))
			}
			noErr(t, tc.write(path))
			if got := mode(path); got != tc.want {
				t.Fatalf("mode %v, want %v", got, tc.want)
			}
		})
	}

	// The game's files and folders through the Store, umask 022 (Debian's):
	// nothing readable by others.
	syscall.Umask(0o022)
	base := t.TempDir()
	s := Store{Dirs: Dirs{Config: filepath.Join(base, "c"), Data: filepath.Join(base, "d"), State: filepath.Join(base, "s")}}
	g := New(time.Now)
	noErr(t, s.SaveGame(g))
	noErr(t, s.SaveStats(Stats{}))
	noErr(t, s.SaveSettings(DefaultSettings()))
	for _, p := range []string{s.Dirs.GamePath(), s.Dirs.StatsPath(), s.Dirs.SettingsPath()} {
		if got := mode(p); got != 0o600 {
			t.Errorf("%s: mode %v, want 0600", filepath.Base(p), got)
		}
		if got := mode(filepath.Dir(p)); got != 0o700 {
			t.Errorf("%s: mode %v, want 0700", filepath.Dir(p), got)
		}
	}
}
