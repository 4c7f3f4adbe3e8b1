package main

import (
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/i18n"
)

// No two commands share a key, and every key of the table leads to its
// own command.
func TestEveryShortcutRunsItsCommand(t *testing.T) {
	for i := range commands {
		for _, s := range commands[i].keys {
			e := key.Event{Name: s.name, Modifiers: s.mods, State: key.Press}
			if c := commandFor(e); c != &commands[i] {
				t.Errorf("%s leads to %v, want %v", s.label(i18n.English()), c, commands[i].label)
			}
			if s.optional != 0 {
				e.Modifiers |= s.optional
				if c := commandFor(e); c != &commands[i] {
					t.Errorf("%s with %v leads elsewhere", s.label(i18n.English()), s.optional)
				}
			}
		}
	}
	if c := commandFor(key.Event{Name: "P", Modifiers: key.ModShift}); c != nil {
		t.Errorf("Shift+P runs %v; only P is a shortcut", c.label)
	}
}

// The shortcuts panel lists the keys of the README's table, from the
// command table.
func TestShortcutsPanelFromTheTable(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press(string(key.NameF1))
	var got []string
	for _, b := range r.text().Blocks[1:3] {
		for _, row := range b.Rows {
			got = append(got, row[0]+": "+row[1])
		}
	}
	want := []string{
		"New game: Ctrl+N", "Open: Ctrl+O", "Save: Ctrl+S", "Undo: Ctrl+Z, U", "Redo: Ctrl+Shift+Z, Ctrl+Y, R",
		"Restart: Ctrl+R", "Hint: H", "Save as…: Ctrl+Shift+S", "Copy grid: Ctrl+C", "Copy with progress: Ctrl+Shift+C", "Paste grid: Ctrl+V",
		"Print…: Ctrl+P", "Export PDF…: Ctrl+Shift+P", "Pause or resume: P, Space",
		"Start or stop: Return",
		"Full screen: F11", "Open the menu: F10", "Keyboard shortcuts: F1, ?", "Quit: Ctrl+Q",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("shortcuts panel:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCommandIDsAreUniqueAndNamed(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commands {
		if c.id == "" || seen[c.id] {
			t.Errorf("command %q: no id or a second one", c.label.Text)
		}
		seen[c.id] = true
		if commandByID(c.id).label != c.label {
			t.Errorf("commandByID(%q) finds another command", c.id)
		}
	}
}
