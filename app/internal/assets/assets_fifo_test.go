package assets

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe called *.sdm among the collections is no collection: listing
// them (at the window's start, and for `sudoku --assets`) skips it instead
// of waiting forever for a writer.
func TestCollectionsSkipNamedPipes(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "puzzles", "alpha.sdm"), "# Alpha\n"+strings.Repeat("0", 81)+"\n")
	if err := syscall.Mkfifo(filepath.Join(dir, "puzzles", "pipe.sdm"), 0o600); err != nil {
		t.Skip(err)
	}
	done := make(chan []Collection, 1)
	go func() {
		cols, err := ListCollections(dir)
		if err != nil {
			t.Error(err)
		}
		done <- cols
	}()
	select {
	case cols := <-done:
		if len(cols) != 1 || cols[0].Name != "alpha" {
			t.Fatalf("collections %+v, want alpha alone", cols)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("listing the collections waits on the named pipe")
	}
}
