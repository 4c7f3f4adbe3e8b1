package window

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// No two commands share a key: each key of the table finds its own command
// (with its optional modifiers or without), and no other.
func TestNoTwoCommandsShareAKey(t *testing.T) {
	for i := range commands {
		for _, s := range commands[i].keys {
			for _, mods := range []key.Modifiers{s.mods, s.mods | s.optional} {
				e := key.Event{Name: s.name, Modifiers: mods, State: key.Press}
				if c, got := commandFor(e); c != &commands[i] || got != s {
					t.Errorf("%s (mods %v) leads to %v %v, want %s", s.label(i18n.English()), mods, c, got, commands[i].id)
				}
			}
		}
	}
	if c, _ := commandFor(key.Event{Name: "P", Modifiers: key.ModShift}); c != nil {
		t.Errorf("Shift+P runs %v; only P is a shortcut", c.id)
	}
}

// Every shortcut of the table, the board's included, reaches its command
// when pressed: each key event goes through Gio's input router with the
// window's filters, on a game in play with a cell selected and the board
// focused by a click, and again with a header button focused by Tab. A
// widget that took a key of the table (as the board once took S from a
// command bound to it) fails here.
func TestEveryShortcutReachesItsCommand(t *testing.T) {
	type press struct {
		id string
		s  shortcut
	}
	r := newRig(t, nil, nil)
	r.newEasyGame()
	// A move, so that Return, Ctrl+R and Ctrl+Q ask before they act.
	i, d := r.emptyCell()
	if err := r.u.game.Place(i, d); err != nil {
		t.Fatal(err)
	}
	var got []press
	r.u.onShortcut = func(c *command, s shortcut) { got = append(got, press{c.id, s}) }
	n := 0
	for _, focus := range []string{"board", "header button"} {
		for i := range commands {
			c := &commands[i]
			for _, s := range c.keys {
				if focus == "header button" && buttonKeys[s.name] {
					continue // a focused button keeps its Return and Space (shortcuts.go)
				}
				for k, mods := range []key.Modifiers{s.mods, s.mods | s.optional} {
					if k > 0 && s.optional == 0 {
						continue
					}
					r.readyForKeys(focus == "header button")
					got = got[:0]
					r.r.Queue(key.Event{Name: s.name, Modifiers: mods, State: key.Press},
						key.Event{Name: s.name, Modifiers: mods, State: key.Release})
					r.frame()
					n++
					if want := []press{{c.id, s}}; !slices.Equal(got, want) {
						t.Errorf("focus on the %s: %s (mods %v) reached %v, want %s", focus, s.label(i18n.English()), mods, got, c.id)
					}
				}
			}
		}
	}
	if n < 2*100 {
		t.Fatalf("only %d key presses tried", n)
	}
}

// buttonKeys are the keys a focused button takes.
var buttonKeys = map[key.Name]bool{key.NameReturn: true, key.NameEnter: true, key.NameSpace: true}

// readyForKeys brings the window back to a game in play with no panel,
// menu or question open, whatever the last shortcut did, then clicks the
// board (r5c5 is selected, the board has the keyboard focus) and, with
// button, moves the focus to a header button with Tab.
func (r *rig) readyForKeys(button bool) {
	r.t.Helper()
	g := r.u.game
	hook := r.u.onShortcut
	r.u.onShortcut, r.u.quitting = nil, false
	for range 5 {
		if r.u.modal == nil && !r.u.menu.IsOpen() && r.u.busy() == nil {
			break
		}
		if r.u.busy() != nil {
			r.settle()
		}
		r.u.closeModal()
		r.u.menu.SetOpen(false)
		r.frame()
	}
	if _, ok := g.Pending(); ok {
		g.Answer(false)
	}
	if r.u.fullscr {
		r.u.toggleFullscreen()
	}
	if g.State() == model.Paused {
		if err := g.Resume(); err != nil {
			r.t.Fatal(err)
		}
	}
	if g.State() != model.Playing {
		r.t.Fatalf("the game is %v after the last shortcut", g.State())
	}
	r.frame()
	r.u.input.Select(-1)
	r.click(image.Pt(360, 360))
	if r.u.input.Cursor() < 0 {
		r.t.Fatal("a click on the board selected no cell")
	}
	if !r.r.Source().Focused(&r.u.board) {
		r.t.Fatal("a click on the board did not focus it")
	}
	if button {
		// What Gio's window does with a Tab no widget takes.
		r.r.MoveFocus(key.FocusForward)
		r.frame()
		if r.r.Source().Focused(&r.u.board) {
			r.t.Fatal("Tab left the focus on the board")
		}
	}
	r.u.onShortcut = hook
}

// The shortcuts panel (F1) lists every key of the command table, the
// board's first, and README's keyboard section is that list: one table
// under each of the panel's headings, the keys as the panel writes them
// and the same words, in English. A key added to the table and not to
// README (or the other way round) fails here.
func TestReadmeKeyboardIsTheShortcutsPanel(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press(string(key.NameF1))
	blocks := r.text().Blocks
	if len(blocks) != 4 {
		t.Fatalf("the shortcuts panel has %d blocks, want the board's, the game's and the window's keys and a note", len(blocks))
	}
	var want []string
	for _, b := range blocks[:3] {
		want = append(want, "### "+b.Heading, "| keys | action |", "| --- | --- |")
		for _, row := range b.Rows {
			want = append(want, "| "+row[1]+" | "+row[0]+" |")
		}
	}
	want = append(want, blocks[3].Text)
	for _, g := range []keyGroup{keysBoard, keysGame, keysWindow} {
		listed := 0
		for _, c := range commands {
			if c.group == g {
				listed++
			}
		}
		if rows := len(r.u.keysRows(g)); rows != listed || rows == 0 {
			t.Errorf("group %d: %d rows in the panel for %d commands", g, rows, listed)
		}
	}

	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	in := false
	for line := range strings.Lines(string(readme)) {
		line = strings.TrimSpace(line)
		switch {
		case line == "## Keyboard":
			in = true
			continue
		case strings.HasPrefix(line, "## "):
			in = false
		}
		if in && (strings.HasPrefix(line, "### ") || strings.HasPrefix(line, "|") || strings.HasPrefix(line, blocks[3].Text[:10])) {
			got = append(got, line)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("README's keyboard section:\n%s\n\nthe shortcuts panel:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// shortcutsText writes the shortcuts panel as text: "# title", then for
// each block "## heading" and its rows "label<TAB>keys", or "> text".
func shortcutsText(v widgets.TextPanelView) string {
	var b strings.Builder
	b.WriteString("# " + v.Title + "\n")
	for _, bl := range v.Blocks {
		if bl.Heading != "" {
			b.WriteString("## " + bl.Heading + "\n")
		}
		for _, row := range bl.Rows {
			b.WriteString(strings.Join(row, "\t") + "\n")
		}
		if bl.Text != "" {
			b.WriteString("> " + bl.Text + "\n")
		}
	}
	return b.String()
}

// The shortcuts panel in each language is testdata/shortcuts-LANG.txt
// (go test -run TestShortcutsPanelText -update rewrites them): the widgets'
// render tests draw the panel from these files, so they draw the keys the
// command table has, not a copy.
func TestShortcutsPanelText(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			r := newRig(t, nil, func(c *uiConfig) { c.Locale = lang })
			r.press(string(key.NameF1))
			got := shortcutsText(r.text())
			path := filepath.Join("testdata", "shortcuts-"+lang+".txt")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Fatalf("the shortcuts panel differs from %s (go test -run TestShortcutsPanelText -update):\n%s", path, got)
			}
		})
	}
}

// On a paused game the keys resume it as they did before the board's keys
// and Escape were entries of the command table: Escape with no hint open
// (a key that does nothing), Ctrl+Z (which cannot act paused: it resumes
// and undoes), an arrow and a digit (the board's keys, which only resume).
func TestPausedKeys(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	i, d := r.emptyCell()
	r.selectCell(i)
	r.press(string(rune('0' + d)))
	for _, c := range []struct {
		key    string
		paused bool
	}{{string(key.NameEscape), false}, {"ctrl+Z", false}, {string(key.NameRightArrow), false}, {"5", false}} {
		r.press("P")
		if r.u.game.State() != model.Paused {
			t.Fatalf("P left the game %v", r.u.game.State())
		}
		r.press(c.key)
		if paused := r.u.game.State() == model.Paused; paused != c.paused {
			t.Errorf("%s on a paused game: paused %v, want %v", c.key, paused, c.paused)
		}
		if r.u.game.State() == model.Paused {
			r.press("P")
		}
		if c.key == "5" && r.u.game.Grid()[i] != 0 {
			t.Error("a digit on the paused game was placed")
		}
	}
	if r.u.game.Grid()[i] != 0 {
		t.Error("Ctrl+Z on the paused game did not undo the digit")
	}
}

// update rewrites the golden files of testdata/ instead of comparing.
var update = flag.Bool("update", false, "rewrite the golden files in testdata")
