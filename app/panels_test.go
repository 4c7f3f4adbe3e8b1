package main

import (
	"runtime/debug"
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/widgets"
)

// About names the licence of every module the binary embeds: a module
// added to go.mod without a licence here would show none.
func TestEveryLinkedModuleHasALicence(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Skip("no build information in the test binary")
	}
	for _, m := range bi.Deps {
		if strings.HasPrefix(m.Path, "honnef.co/") || strings.HasPrefix(m.Path, "github.com/BurntSushi/") {
			continue // tools pinned in go.mod, not linked into the game
		}
		if moduleLicence(m.Path) == "" {
			t.Errorf("module %s has no licence in moduleLicences", m.Path)
		}
	}
}

func TestAboutShowsVersionLicenceAndModules(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.showAbout()
	r.frame()
	v := r.u.textView
	var text strings.Builder
	for _, b := range v.Blocks {
		text.WriteString(b.Text)
		for _, row := range b.Rows {
			text.WriteString(strings.Join(row, " ") + "\n")
		}
	}
	for _, want := range []string{"Version " + version, "MIT", "gioui.org", "github.com/sqweek/dialog", "ISC", r.dirs.GamePath()} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("About does not mention %q", want)
		}
	}
	r.press(string(key.NameEscape))
	if r.u.modal != modalNone {
		t.Fatalf("Escape left %v open", r.u.modal)
	}
}

func TestStatisticsTable(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.u.showStatistics()
	rows := r.u.textView.Blocks[0].Rows
	if got := strings.Join(rows[0], ","); got != ",Easy,Medium,Hard,Expert" {
		t.Fatalf("header %q", got)
	}
	if rows[1][0] != r.u.th.T(widgets.MsgStatStarted) || rows[1][1] != "1" {
		t.Fatalf("started row %v, want one Easy game started", rows[1])
	}
}
