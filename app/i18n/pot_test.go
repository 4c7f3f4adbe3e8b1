package i18n

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite po/sudoku.pot from messages.go")

// TestPOTUpToDate checks that po/sudoku.pot lists exactly the messages of
// messages.go; -update rewrites it ("make pot").
func TestPOTUpToDate(t *testing.T) {
	var b bytes.Buffer
	if err := WritePOT(&b); err != nil {
		t.Fatal(err)
	}
	const path = "../../po/sudoku.pot"
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b.Bytes()) {
		t.Errorf("%s is out of date: run make pot", path)
	}
}
