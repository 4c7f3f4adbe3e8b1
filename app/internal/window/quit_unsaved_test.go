package window

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/model"
)

// failingDirs returns folders whose state folder is a file: every save of
// the game fails with a long reason.
func failingDirs(t *testing.T) model.Dirs {
	dirs := testDirs(t)
	blocker := filepath.Join(t.TempDir(), "a-very-long-folder-name-that-the-status-line-would-cut-off", "not-a-folder")
	if err := os.MkdirAll(filepath.Dir(blocker), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	dirs.State = blocker
	return dirs
}

// Quitting while the game cannot be saved does not claim it is saved: it
// tells why, whole, and offers Save as, quit without saving, or cancel.
func TestQuitWhileSavesFail(t *testing.T) {
	dirs := failingDirs(t)
	r := newRig(t, &dirs, nil)
	for r.modal() == modalInfo { // the start's warning
		r.press(string(key.NameReturn))
	}
	r.newEasyGame()
	r.settle()
	// The first failure shows the whole reason in a panel.
	if r.modal() != modalInfo || !strings.Contains(r.info().message, dirs.State) {
		t.Fatalf("a failed save: modal %v, %q; want the whole reason", r.modal(), r.info().message)
	}
	r.press(string(key.NameReturn))
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	r.now = r.now.Add(2 * time.Second)
	r.settle()
	if r.modal() != modalNone {
		t.Fatalf("a second failure opened %v again", r.modal())
	}

	for _, quit := range []func(){
		func() { r.press("ctrl+Q") },
		func() { r.u.closing() }, // the window's close button
	} {
		quit()
		r.frame()
		p, ok := r.u.modal.(*unsavedPanel)
		if !ok {
			t.Fatalf("quitting with failing saves opened %v", r.modal())
		}
		if !strings.Contains(p.reason, dirs.State) || strings.Contains(p.reason, "…") {
			t.Fatalf("the reason is not whole: %q", p.reason)
		}
		r.press(string(key.NameEscape)) // cancel
		if r.host.closed() || r.modal() != modalNone {
			t.Fatalf("cancel: closed %v, modal %v", r.host.closed(), r.modal())
		}
	}

	// Save as elsewhere writes the grid file there.
	path := filepath.Join(t.TempDir(), "rescue.sdm")
	r.u.native, r.u.cfg.Picker = true, fakePicker{path: path}
	r.press("ctrl+Q")
	r.press(string(key.NameUpArrow), string(key.NameUpArrow), string(key.NameReturn)) // from Cancel up to Save as…
	r.settle()
	if col, err := model.ReadFile(path); err != nil || len(col.Entries) != 1 || col.Entries[0].Progress == nil {
		t.Fatalf("Save as elsewhere: %v", err)
	}
	if r.host.closed() {
		t.Fatal("Save as closed the window")
	}

	// Quit without saving closes, and the way out says so without failing.
	r.press("ctrl+Q")
	r.press(string(key.NameUpArrow), string(key.NameReturn)) // from Cancel up to Quit without saving
	if !r.host.closed() {
		t.Fatalf("quit without saving did not close: modal %v", r.modal())
	}
	if err := r.u.shutdown(); err != nil {
		t.Fatalf("after quit without saving: %v", err)
	}
}
