package window

// The settings form, the statistics, the keyboard shortcuts and About.

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// applySettings makes the window follow the settings at once: the
// language (the setting, else the locale's) and the palette.
func (u *ui) applySettings() {
	lang := u.game.Settings().Language
	if lang == "" {
		lang = u.cfg.Locale
	}
	if lang == "" {
		lang = "en"
	}
	if u.cat == nil || u.cat.Lang() != lang {
		if u.cat != nil {
			u.message = "" // a note in the language left behind
		}
		u.cat = i18n.Load(lang)
		os.Setenv(gtkdialog.DialogLangEnv, lang) // inherited by the file dialog's process
	}
	p := widgets.LightPalette
	if u.game.Settings().Theme == model.ThemeDark {
		p = widgets.DarkPalette
	}
	if u.th.Palette != p {
		u.th.SetPalette(p)
	}
}

// Rows of the settings form, in order.
const (
	setInput = iota
	setMistakes
	setHighlightUnits
	setHighlightDigits
	setLabels
	setAutoNotes
	setFillStyle
	setShowClock
	setPauseUnfocused
	setTheme
	setLanguage
	setPaper
	setRows
)

// windowLanguages lists the choices of the language setting: the
// locale's, then each language in its own name.
var windowLanguages = []struct {
	code string
	name *i18n.Message
}{{"", i18n.LanguageAuto}, {"en", i18n.LanguageEnglish}, {"fr", i18n.LanguageFrench}}

func (u *ui) openSettings() { u.open(&settingsPanel{}) }

// view fills the form from the settings.
func (p *settingsPanel) view(u *ui) widgets.SettingsView {
	t := u.cat.T
	s := u.game.Settings()
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	toggle := func(m *i18n.Message, v bool) widgets.SettingRow {
		return widgets.SettingRow{Label: t(m), Kind: widgets.SettingToggle, Value: b(v)}
	}
	lang := widgets.SettingRow{Label: t(i18n.SetLanguage)}
	for i, l := range windowLanguages {
		lang.Options = append(lang.Options, t(l.name))
		if l.code == s.Language {
			lang.Value = i
		}
	}
	rows := make([]widgets.SettingRow, setRows)
	rows[setInput] = widgets.SettingRow{Label: t(i18n.SetInputMode), Value: int(s.Input),
		Options: []string{t(i18n.SetCellFirst), t(i18n.SetDigitFirst), t(i18n.SetTap)}}
	rows[setMistakes] = widgets.SettingRow{Label: t(i18n.SetMistakes), Value: int(s.Mistakes),
		Options: []string{t(i18n.SetRefuse), t(i18n.SetShow), t(i18n.SetOff)}}
	rows[setHighlightUnits] = toggle(i18n.SetHighlightRow, s.HighlightUnits)
	rows[setHighlightDigits] = toggle(i18n.SetHighlightDig, s.HighlightDigits)
	rows[setLabels] = toggle(i18n.SetLabels, s.Labels)
	rows[setAutoNotes] = toggle(i18n.SetAutoNotes, s.AutoRemoveNotes)
	rows[setFillStyle] = widgets.SettingRow{Label: t(i18n.SetFillStyle), Value: int(s.FillStyle),
		Options: []string{t(i18n.SetFillCentre), t(i18n.SetFillCorner)}}
	rows[setShowClock] = toggle(i18n.SetShowClock, s.ShowClock)
	rows[setPauseUnfocused] = toggle(i18n.SetPauseUnfocus, s.PauseUnfocused)
	rows[setTheme] = widgets.SettingRow{Label: t(i18n.SetTheme), Value: int(s.Theme),
		Options: []string{t(i18n.SetLight), t(i18n.SetDark)}}
	rows[setLanguage] = lang
	paper := widgets.SettingRow{Label: t(i18n.SetPaper), Options: []string{t(i18n.PaperAuto), t(i18n.PaperA4), t(i18n.PaperLetter)}}
	for i, code := range model.Papers() {
		if code == s.Paper {
			paper.Value = i
		}
	}
	rows[setPaper] = paper
	return widgets.SettingsView{Title: t(i18n.Settings), Rows: rows}
}

// changed applies one change of the form, saves the settings and
// makes the window follow them at once.
func (p *settingsPanel) changed(u *ui, row, v int) {
	s := u.game.Settings()
	on := v == 1
	switch row {
	case setInput:
		s.Input = model.InputMode(v) // the input state drops the picked digit (model.Input.Follow)
	case setMistakes:
		s.Mistakes = model.Mistakes(v)
	case setHighlightUnits:
		s.HighlightUnits = on
	case setHighlightDigits:
		s.HighlightDigits = on
	case setLabels:
		s.Labels = on
	case setAutoNotes:
		s.AutoRemoveNotes = on
	case setFillStyle:
		s.FillStyle = model.NoteStyle(v)
	case setShowClock:
		s.ShowClock = on
	case setPauseUnfocused:
		s.PauseUnfocused = on
	case setTheme:
		s.Theme = model.Theme(v)
	case setLanguage:
		if v >= 0 && v < len(windowLanguages) {
			s.Language = windowLanguages[v].code
		}
	case setPaper:
		if v >= 0 && v < len(model.Papers()) {
			s.Paper = model.Papers()[v]
		}
	default:
		return
	}
	u.game.SetSettings(s)
	u.applySettings()
	u.saveSettings()
}

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
