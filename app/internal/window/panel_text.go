package window

// The text panels: the statistics, the keyboard shortcuts (F1, built from
// the command table) and About (the version, the licences of the linked
// modules, where the game keeps its files).

import (
	"fmt"
	"runtime/debug"
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// showText opens a text panel.
func (u *ui) showText(v widgets.TextPanelView) {
	u.open(&textPanel{view: v})
}

// showStatistics shows the statistics of every level (docs/behaviour.md, Statistics).
func (u *ui) showStatistics() {
	t := u.cat.T
	st := u.game.Stats()
	type column struct {
		name string
		s    model.LevelStats
	}
	var cols []column
	for _, l := range solver.Levels {
		cols = append(cols, column{u.cat.Level(l), st.For(l)})
	}
	// The Expert of the four earlier levels, as it was (see model.Stats).
	if old, ok := st.EarlierExpert(); ok {
		cols = append(cols, column{t(i18n.LevelEarlierExpert), old})
	}
	num := u.cat.Int
	figures := []struct {
		label *i18n.Message
		f     func(model.LevelStats) string
	}{
		{i18n.StatStarted, func(s model.LevelStats) string { return num(s.Started) }},
		{i18n.StatSolved, func(s model.LevelStats) string { return num(s.Solved) }},
		{i18n.StatGivenUp, func(s model.LevelStats) string { return num(s.GivenUp) }},
		{i18n.StatBestTime, func(s model.LevelStats) string {
			if s.BestTime == 0 {
				return t(i18n.NoValue)
			}
			return model.FormatClock(s.BestTime)
		}},
		// A level never solved has no best score, as it has no best time.
		{i18n.StatBestScore, func(s model.LevelStats) string {
			if s.Solved == 0 {
				return t(i18n.NoValue)
			}
			return num(s.BestScore)
		}},
		{i18n.StatStreak, func(s model.LevelStats) string { return num(s.Streak) }},
		{i18n.StatLongest, func(s model.LevelStats) string { return num(s.LongestStreak) }},
	}
	// Tables of three levels at most: five columns of figures beside the
	// labels do not fit a 360 dp window without breaking words.
	var blocks []widgets.TextBlock
	for len(cols) > 0 {
		group := cols[:min(3, len(cols))]
		cols = cols[len(group):]
		header := []string{""}
		for _, c := range group {
			header = append(header, c.name)
		}
		rows := [][]string{header}
		for _, fig := range figures {
			r := []string{t(fig.label)}
			for _, c := range group {
				r = append(r, fig.f(c.s))
			}
			rows = append(rows, r)
		}
		blocks = append(blocks, widgets.TextBlock{Rows: rows, Header: true})
	}
	blocks = append(blocks, widgets.TextBlock{Text: t(i18n.StatNote)})
	u.showText(widgets.TextPanelView{Title: t(i18n.Statistics), Blocks: blocks})
}

// showShortcuts lists the keyboard shortcuts of the command table: the
// board's, the game's, the window's.
func (u *ui) showShortcuts() {
	t := u.cat.T
	u.showText(widgets.TextPanelView{Title: t(i18n.Shortcuts), Blocks: []widgets.TextBlock{
		{Heading: t(i18n.KeysBoard), Rows: u.keysRows(keysBoard)},
		{Heading: t(i18n.KeysGame), Rows: u.keysRows(keysGame)},
		{Heading: t(i18n.KeysWindow), Rows: u.keysRows(keysWindow)},
		{Text: t(i18n.KeyDialogs)},
	}})
}

// showAbout tells the version, the licence, the modules the binary embeds
// and where the game keeps its files.
func (u *ui) showAbout() {
	t := u.cat.T
	var mods [][]string
	if bi, ok := readBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Replace != nil {
				m = m.Replace
			}
			mods = append(mods, []string{m.Path + " " + m.Version, moduleLicence(m.Path)})
		}
	}
	files := [][]string{
		{u.store.Dirs.GamePath(), ""},
		{u.store.Dirs.SettingsPath(), ""},
		{u.store.Dirs.StatsPath(), ""},
		{u.store.Dirs.QuickSavePath(), ""},
	}
	if !u.cfg.Persist {
		files = nil
	}
	blocks := []widgets.TextBlock{
		{Text: fmt.Sprintf("%s\n\n%s\n%s", t(i18n.AboutText), u.cat.T(i18n.AboutVersion, platform.Version), t(i18n.AboutLicence))},
		{Heading: t(i18n.AboutModules), Rows: mods},
	}
	if files != nil {
		blocks = append(blocks, widgets.TextBlock{Heading: t(i18n.AboutFiles), Rows: files})
	}
	u.showText(widgets.TextPanelView{Title: t(i18n.About), Blocks: blocks})
}

// readBuildInfo is debug.ReadBuildInfo; a test binary of this package
// records no modules, so its tests give their own.
var readBuildInfo = debug.ReadBuildInfo

// moduleLicences are the licences of the modules the binary links, by
// module path prefix (from each module's LICENSE file). A test checks that
// every module the build links has one.
var moduleLicences = []struct{ prefix, licence string }{
	{"gioui.org", "Unlicense OR MIT"},
	{"github.com/adrg/xdg", "MIT"},
	{"github.com/go-text/typesetting", "Unlicense OR BSD-3-Clause"},
	{"github.com/godbus/dbus", "BSD-2-Clause"},
	{"github.com/leonelquinteros/gotext", "MIT AND BSD-3-Clause"},
	{"github.com/sqweek/dialog", "ISC"},
	{"github.com/TheTitanrain/w32", "BSD-3-Clause"},
	{"golang.org/x/", "BSD-3-Clause"},
}

// moduleLicence returns the licence of a linked module, "" when unknown.
func moduleLicence(path string) string {
	for _, l := range moduleLicences {
		if strings.HasPrefix(path, l.prefix) {
			return l.licence
		}
	}
	return ""
}

// textPanel shows text and tables: the shortcuts, About, the statistics.
type textPanel struct {
	panel widgets.TextPanel
	view  widgets.TextPanelView
}

func (p *textPanel) update(u *ui, gtx layout.Context) {
	if p.panel.Update(gtx) {
		u.closeModal()
	}
}

func (p *textPanel) layout(u *ui, gtx layout.Context) {
	widgets.TextPanelStyle{Theme: u.th, Panel: &p.panel, View: p.view, Close: u.cat.T(i18n.Close)}.Layout(gtx)
}
