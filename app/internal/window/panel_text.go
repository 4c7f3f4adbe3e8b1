package window

// The text panels: the statistics, the keyboard shortcuts (F1, built from
// the command table) and About (the version, the licences of the linked
// modules, where the game keeps its files).

import (
	"fmt"
	"runtime/debug"
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
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
	var blocks []widgets.TextBlock
	// tables adds the tables of one variant's columns, under heading
	// ("" for none): three levels at most to a table, since five columns of
	// figures beside the labels do not fit a 360 dp window without
	// breaking words.
	tables := func(heading string, cols []column) {
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
			blocks = append(blocks, widgets.TextBlock{Heading: heading, Rows: rows, Header: true})
			heading = ""
		}
	}
	var cols []column
	for _, l := range solver.Levels {
		cols = append(cols, column{u.cat.Level(l), st.For(l)})
	}
	// The Expert of the four earlier levels, as it was (see model.Stats).
	if old, ok := st.EarlierExpert(); ok {
		cols = append(cols, column{t(i18n.LevelEarlierExpert), old})
	}
	// Each variant played has its own tables (docs/variants.md); the
	// classic game's then get a heading too.
	var played []solver.Variant
	for _, v := range solver.Variants[1:] {
		if st.Played(v) {
			played = append(played, v)
		}
	}
	heading := ""
	if len(played) > 0 {
		heading = u.cat.Variant(solver.Classic)
	}
	tables(heading, cols)
	for _, v := range played {
		cols = nil
		for _, l := range solver.Levels {
			cols = append(cols, column{u.cat.Level(l), st.ForVariant(v, l)})
		}
		tables(u.cat.Variant(v), cols)
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

// access describes the panel to a screen reader (access.go).
func (p *textPanel) access(u *ui) *access.Panel {
	ap := &access.Panel{ID: "text", Role: a11y.RoleDialog, Title: p.view.Title, Rect: p.panel.Panel()}
	for _, b := range p.view.Blocks {
		ap.Text = append(ap.Text, nonEmpty(b.Heading, b.Text)...)
		for _, r := range b.Rows {
			ap.Text = append(ap.Text, joinCells(u.cat, r))
		}
	}
	ap.Controls = []access.Control{{ID: "text.close", Name: u.cat.T(i18n.Close), Rect: p.panel.CloseRect(), Press: p.panel.Close}}
	return ap
}

// joinCells reads a table's row as one line: "Easy: 12, 3:41".
func joinCells(cat *i18n.Catalog, r []string) string {
	label, rest := "", ""
	for k, c := range r {
		switch {
		case c == "":
		case k == 0:
			label = c
		case rest == "":
			rest = c
		default:
			rest += ", " + c
		}
	}
	if label == "" || rest == "" {
		return label + rest
	}
	return cat.T(i18n.A11yLabelled, label, rest)
}
