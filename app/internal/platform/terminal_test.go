package platform

import (
	"os"
	"testing"
)

// TestIsTerminal: a file or a pipe is not a terminal, so a game whose
// stderr goes to the desktop's journal notifies.
func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if IsTerminal(f) || IsTerminal(w) {
		t.Error("a file or a pipe counts as a terminal")
	}
}
