package window

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// wrongDigit places, in the first empty cell, a digit that is wrong but
// clashes with nothing, and returns the cell.
func (r *rig) wrongDigit() int {
	r.t.Helper()
	g := r.u.game
	for i, v := range g.Grid() {
		if v != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if d == g.Puzzle().Solution[i] {
				continue
			}
			probe := g.Grid()
			probe[i] = d
			if probe.Check() == nil {
				r.selectCell(i)
				r.press(string(rune('0' + d)))
				if g.Grid()[i] != d {
					r.t.Fatalf("typing %d in %s did nothing", d, solver.CellName(i))
				}
				return i
			}
		}
	}
	r.t.Fatal("no wrong digit fits anywhere")
	return -1
}

// Ctrl+S then "Open saved grid" brings the same puzzle back with the
// player's digit as progress, not as a clue (a wrong digit made the saved
// grid unsolvable before).
func TestQuickSaveKeepsTheProgressApart(t *testing.T) {
	dirs := testDirs(t)
	r := newRig(t, &dirs, nil)
	r.newEasyGame()
	givens := r.u.game.Puzzle().Givens
	i := r.wrongDigit()
	board := r.u.game.Grid()
	r.press("ctrl+S")
	r.settle()
	b, err := os.ReadFile(filepath.Join(dirs.Data, "sudoku", "grille.sdm"))
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(b), "\n")
	if g, err := solver.Parse(first); err != nil || g != givens {
		t.Fatalf("the first line of grille.sdm %q is not the puzzle", first)
	}

	r.u.openSaved()
	r.settle()
	if r.modal() == modalConfirm {
		r.press(string(key.NameReturn)) // abandon the game in progress: yes
		r.settle()
	}
	g := r.u.game
	if g.State() != model.Playing || g.Puzzle().Givens != givens || !g.Puzzle().Unique {
		t.Fatalf("open saved: %v, unique %v, same givens %v", g.State(), g.Puzzle().Unique, g.Puzzle().Givens == givens)
	}
	if g.Grid() != board || g.Given(i) {
		t.Fatalf("open saved: board differs or %s became a clue", solver.CellName(i))
	}
}

// Copy copies the puzzle; Copy with progress the puzzle's line and the
// progress apart, so the player's wrong digit never becomes a clue of the
// first line, and a paste into a game brings the position back.
func TestCopyPuzzleAndCopyWithProgress(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.wrongDigit()
	givens, board := r.u.game.Puzzle().Givens, r.u.game.Grid()
	r.press("ctrl+C")
	_, content, ok := r.r.WriteClipboard()
	if g, err := solver.Parse(string(content)); !ok || err != nil || g != givens {
		t.Fatalf("ctrl+C copied %q, want the givens %v", content, givens)
	}
	r.press("ctrl+shift+C")
	_, content, ok = r.r.WriteClipboard()
	lines := strings.Split(strings.TrimSpace(string(content)), "\n")
	if g, err := solver.Parse(lines[0]); !ok || err != nil || g != givens || len(lines) < 2 ||
		!strings.HasPrefix(lines[1], "#progress ") {
		t.Fatalf("ctrl+shift+C copied %q, want the givens' line then a #progress line", content)
	}
	r.u.paste(string(content))
	r.settle()
	if g := r.u.game; g.Grid() != board || g.Puzzle().Givens != givens {
		t.Fatalf("the pasted copy opened %v, want the board %v over the same givens", g.Grid(), board)
	}
}

// Save as .sdk keeps the puzzle and the progress apart too, and Open brings
// both back.
func TestSaveAsSDKKeepsTheProgress(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grid.sdk")
	r := newRig(t, nil, func(cfg *uiConfig) { cfg.Picker = fakePicker{path: path} })
	r.newEasyGame()
	r.wrongDigit()
	r.press("ctrl+shift+S")
	r.settle()
	col, err := model.ReadFile(path)
	if err != nil || len(col.Entries) != 1 || col.Entries[0].Err != nil {
		t.Fatalf("%s: %v %+v", path, err, col.Entries)
	}
	e := col.Entries[0]
	if e.Grid != r.u.game.Puzzle().Givens || e.Progress == nil || e.Progress.Merged(e.Grid) != r.u.game.Grid() {
		t.Fatalf("%s: puzzle or progress differs", path)
	}
}

// A paste over the limit says plainly that the clipboard holds too much,
// rather than reading a grid cut short and blaming a line.
func TestPasteTooMuch(t *testing.T) {
	r := newRig(t, nil, nil)
	before := r.u.game.Puzzle().Givens
	line := "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"
	r.u.paste(strings.Repeat(line, model.MaxPasteSize/len(line)+2))
	r.settle()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "too much") || strings.Contains(r.info().message, "line") {
		t.Fatalf("modal %v, %q", r.modal(), r.info().message)
	}
	if r.u.game.Puzzle().Givens != before {
		t.Fatal("the game changed")
	}
}

// Ctrl+V with nothing coming from the clipboard (empty, or too large for
// Gio's X11 backend, which drops a transfer sent in pieces) says so once
// the wait is over, instead of ending without a word.
func TestPasteNothingCame(t *testing.T) {
	r := newRig(t, nil, nil)
	before := r.u.game.Puzzle().Givens
	r.u.pasteRequest()
	r.frame()
	if r.u.message != "" {
		t.Fatalf("said %q at once", r.u.message)
	}
	// The window asks for a frame when the wait is over (nothing else
	// may come to draw one).
	if at, ok := r.r.WakeupTime(); !ok || at.After(r.now.Add(pasteWait)) {
		t.Fatalf("next frame asked for %v (%v), want by %v", at, ok, r.now.Add(pasteWait))
	}
	r.now = r.now.Add(pasteWait)
	r.frame()
	if !strings.Contains(r.u.message, "Nothing came from the clipboard") {
		t.Fatalf("the status line says %q", r.u.message)
	}
	if r.u.game.Puzzle().Givens != before {
		t.Fatal("the game changed")
	}
}
