package model

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// A wrong digit that clashes with nothing, and a note: the position the
// issue's report saved as clues.
func wrongProgress(tb testing.TB) (*Game, Puzzle) {
	tb.Helper()
	p := puzzleOf(tb, easyGivens)
	g, _ := playing(tb, p)
	sol := easySolution(tb)
	// r1c1 is empty; find a digit that is wrong there but clashes with no clue.
	placed := false
	for d := uint8(1); d <= 9 && !placed; d++ {
		if d != sol[0] && g.clashWith(0, d) < 0 {
			noErr(tb, g.Place(0, d))
			placed = true
		}
	}
	if !placed {
		tb.Fatal("no wrong digit fits r1c1")
	}
	noErr(tb, g.ToggleNote(1, 4))
	noErr(tb, g.ToggleNote(1, 5))
	return g, p
}

// Every writable text format keeps the givens as the puzzle and the
// player's digits and notes apart, and reads back as the same puzzle with
// the same progress.
func TestProgressRoundTrip(t *testing.T) {
	g, p := wrongProgress(t)
	pr := g.Progress()
	if pr.Cells[0] == 0 || pr.Notes[1] == 0 || pr.Cells[2] != 0 {
		t.Fatalf("progress: %v", pr)
	}
	for _, f := range []Format{FormatSDM, FormatSDK} {
		t.Run(f.Extension(), func(t *testing.T) {
			var b bytes.Buffer
			noErr(t, WriteEntries(&b, f, Entry{Grid: p.Givens, Progress: &pr}))
			col, err := Read("x"+f.Extension(), &b)
			noErr(t, err)
			if len(col.Entries) != 1 || col.Entries[0].Err != nil {
				t.Fatalf("entries: %+v", col.Entries)
			}
			e := col.Entries[0]
			if e.Grid != p.Givens {
				t.Fatalf("puzzle read back %v, want the givens %v", e.Grid, p.Givens)
			}
			if e.Progress == nil || *e.Progress != pr {
				t.Fatalf("progress read back %v, want %v", e.Progress, pr)
			}
			// The file opens as the same game: the puzzle still has its
			// unique solution, and the board shows the progress.
			pz, err := NewPuzzle(e.Grid, "x")
			noErr(t, err)
			if !pz.Unique {
				t.Fatal("the saved puzzle lost its unique solution")
			}
			h := New(nil)
			noErr(t, h.LoadProgress(pz, *e.Progress))
			if h.Grid() != g.Grid() || h.Progress() != pr || h.Givens() != p.Givens {
				t.Fatalf("reopened board %v, want %v", h.Grid(), g.Grid())
			}
			if h.Given(0) {
				t.Fatal("the player's digit became a clue")
			}
		})
	}
}

// The quick save holds the givens, and the progress apart (golden).
func TestQuickSaveKeepsProgressApart(t *testing.T) {
	g, p := wrongProgress(t)
	s := &Store{Dirs: tempDirs(t)}
	path, err := s.QuickSave(p.Givens, g.Progress())
	noErr(t, err)
	b, err := os.ReadFile(path)
	noErr(t, err)
	formatsGolden(t, filepath.Join("testdata", "formats", "write", "progress.sdm"), b)
	lines := strings.Split(string(b), "\n")
	if lines[0] != strings.ReplaceAll(easyGivens, ".", "0") {
		t.Fatalf("first line %q is not the puzzle", lines[0])
	}
	e, _, err := s.QuickLoad()
	noErr(t, err)
	if e.Grid != p.Givens || e.Progress == nil || *e.Progress != g.Progress() {
		t.Fatalf("quick load: %v %v", e.Grid, e.Progress)
	}
}

// Progress lines that do not fit their grid make the grid an error; one
// without a grid before it is a comment.
func TestProgressLineErrors(t *testing.T) {
	givens := strings.ReplaceAll(easyGivens, ".", "0")
	zeros := strings.Repeat("0", 81)
	onClue := "0010" + zeros[4:] // r1c3 is a clue
	tests := []struct {
		name, text, want string
	}{
		{"short", givens + "\n#progress 123\n", "line 2: progress-length"},
		{"on a clue", givens + "\n#progress " + onClue + "\n", "line 2: progress-on-clue C=r1c3"},
		{"letter", givens + "\n#progress x" + zeros[1:] + "\n", "progress-char T=\"x\" C=r1c1"},
		{"notes on a digit", givens + "\n#progress 4" + zeros[1:] + " r1c1:12\n", "progress-notes-on-digit C=r1c1"},
		{"bad notes", givens + "\n#progress " + zeros + " r1c1:21\n", "progress-notes T=\"r1c1:21\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			col, err := Read("p.sdm", strings.NewReader(tt.text))
			noErr(t, err)
			if len(col.Entries) != 1 || col.Entries[0].Err == nil || !strings.Contains(col.Entries[0].Err.Error(), tt.want) {
				t.Fatalf("entries %+v, want an error with %q", col.Entries, tt.want)
			}
		})
	}
	col, err := Read("p.sdm", strings.NewReader("#progress "+zeros+"\n"+givens+"\n"))
	noErr(t, err)
	if len(col.Entries) != 1 || col.Entries[0].Err != nil || col.Entries[0].Progress != nil {
		t.Fatalf("a progress line before any grid: %+v", col.Entries)
	}
}

// LoadProgress refuses progress that does not fit, and changes nothing.
func TestLoadProgressRefused(t *testing.T) {
	p := puzzleOf(t, easyGivens)
	g, _ := playing(t, p)
	before := g.Grid()
	var pr Progress
	pr.Cells[2] = 4 // r1c3 is a clue
	if err := g.LoadProgress(p, pr); err == nil {
		t.Fatal("progress on a clue accepted")
	}
	if g.Grid() != before || g.State() != Playing {
		t.Fatal("a refused LoadProgress changed the game")
	}
	var full Progress
	sol := easySolution(t)
	for i := range 81 {
		if p.Givens[i] == 0 {
			full.Cells[i] = sol[i]
		}
	}
	noErr(t, g.LoadProgress(p, full))
	if g.State() != IdleSolved {
		t.Fatalf("a full position: %v", g.State())
	}
	if full.Merged(p.Givens) != solver.Grid(sol) {
		t.Fatal("Merged")
	}
}

// A file ending in DOS's ^Z reads (the docs accept ^Z as text); a ^Z with
// text after it is still reported.
func TestDOSEndOfFile(t *testing.T) {
	givens := strings.ReplaceAll(easyGivens, ".", "0")
	for _, tt := range []struct {
		name, text string
		good       bool
	}{
		{"^Z at the end", givens + "\r\n\x1a", true},
		{"^Z then blanks", givens + "\r\n\x1a\x1a\r\n", true},
		{"9x9 with ^Z", "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n\x1a", true},
		{"^Z then text", givens + "\n\x1a" + givens + "\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			col, err := Read("dos.sdm", strings.NewReader(tt.text))
			noErr(t, err)
			if good := len(col.Entries) == 1 && col.Entries[0].Err == nil; good != tt.good {
				t.Fatalf("entries %+v", col.Entries)
			}
		})
	}
}
