package window

import (
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// About names the licence of every module the binary embeds: a module
// added to go.mod without a licence here would show none. The modules are
// those the program (package main, ../..) links, as go list sees them: a
// test binary of this package records none.
func TestEveryLinkedModuleHasALicence(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}}{{end}}{{end}}", "../..").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	mods := strings.Fields(string(out))
	if len(mods) == 0 {
		t.Fatal("go list names no module the program links")
	}
	for _, m := range mods {
		if moduleLicence(m) == "" {
			t.Errorf("module %s has no licence in moduleLicences", m)
		}
	}
}

func TestAboutShowsVersionLicenceAndModules(t *testing.T) {
	readBuildInfo = func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{Deps: []*debug.Module{{Path: "gioui.org", Version: "v0.10.3"}, {Path: "github.com/sqweek/dialog", Version: "v0.0.0"}}}, true
	}
	t.Cleanup(func() { readBuildInfo = debug.ReadBuildInfo })
	r := newRig(t, nil, nil)
	r.u.showAbout()
	r.frame()
	v := r.text()
	var text strings.Builder
	for _, b := range v.Blocks {
		text.WriteString(b.Text)
		for _, row := range b.Rows {
			text.WriteString(strings.Join(row, " ") + "\n")
		}
	}
	for _, want := range []string{"Version " + platform.Version, "MIT", "gioui.org", "github.com/sqweek/dialog", "ISC", r.dirs.GamePath()} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("About does not mention %q", want)
		}
	}
	r.press(string(key.NameEscape))
	if r.modal() != modalNone {
		t.Fatalf("Escape left %v open", r.modal())
	}
}

func TestStatisticsTable(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.u.showStatistics()
	blocks := r.text().Blocks
	rows := blocks[0].Rows
	if got := strings.Join(rows[0], ",") + "|" + strings.Join(blocks[1].Rows[0], ","); got != ",Easy,Medium,Hard|,Expert,Master" {
		t.Fatalf("headers %q", got)
	}
	if rows[1][0] != r.u.cat.T(i18n.StatStarted) || rows[1][1] != "1" {
		t.Fatalf("started row %v, want one Easy game started", rows[1])
	}
	// The statistics are saved as they change.
	r.settle()
	st, err := (&model.Store{Dirs: r.dirs}).LoadStats()
	if err != nil || st.For(solver.Easy).Started != 1 {
		t.Fatalf("saved statistics: %+v (%v), want one Easy game started", st.For(solver.Easy), err)
	}
}

// TestStatisticsEarlierExpert shows a statistics file of the four earlier
// levels: its Expert figures come after today's Expert and Master, as they
// were saved.
func TestStatisticsEarlierExpert(t *testing.T) {
	old, err := model.UnmarshalStats([]byte(`{"version":1,"levels":{"expert":{"started":7,"solved":3,"bestTime":"9m1s","bestScore":640,"streak":1,"longestStreak":2}}}`))
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, nil, nil)
	r.u.game.SetStats(old)
	r.u.showStatistics()
	rows := r.text().Blocks[1].Rows
	if got := strings.Join(rows[0], ","); got != ",Expert,Master,"+r.u.cat.T(i18n.LevelEarlierExpert) {
		t.Fatalf("header %q", got)
	}
	if rows[1][1] != "0" || rows[1][3] != "7" || rows[4][3] != "9:01" {
		t.Fatalf("rows %v: want today's Expert 0 started, the earlier one 7, best time 9:01", rows)
	}
}
