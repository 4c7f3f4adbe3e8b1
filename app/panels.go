package main

// The settings form, the statistics, the keyboard shortcuts and About.

import (
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// applySettings makes the window follow the settings: the palette, live.
func (u *ui) applySettings() {
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
	setAutoNotes
	setShowClock
	setPauseUnfocused
	setTheme
	setLanguage
	setRows
)

// languages lists the languages the window has a catalogue for; the
// settings offer only these (English until a French catalogue exists).
var windowLanguages = []struct {
	code string
	name widgets.Msg
}{{"en", widgets.MsgLanguageEnglish}}

func (u *ui) openSettings() { u.open(&settingsPanel{}) }

// view fills the form from the settings.
func (p *settingsPanel) view(u *ui) widgets.SettingsView {
	t := u.th.T
	s := u.game.Settings()
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	toggle := func(m widgets.Msg, v bool) widgets.SettingRow {
		return widgets.SettingRow{Label: t(m), Kind: widgets.SettingToggle, Value: b(v)}
	}
	lang := widgets.SettingRow{Label: t(widgets.MsgSetLanguage)}
	for i, l := range windowLanguages {
		lang.Options = append(lang.Options, t(l.name))
		if l.code == s.Language {
			lang.Value = i
		}
	}
	rows := make([]widgets.SettingRow, setRows)
	rows[setInput] = widgets.SettingRow{Label: t(widgets.MsgSetInputMode), Value: int(s.Input),
		Options: []string{t(widgets.MsgSetCellFirst), t(widgets.MsgSetDigitFirst), t(widgets.MsgSetTap)}}
	rows[setMistakes] = widgets.SettingRow{Label: t(widgets.MsgSetMistakes), Value: int(s.Mistakes),
		Options: []string{t(widgets.MsgSetRefuse), t(widgets.MsgSetShow), t(widgets.MsgSetOff)}}
	rows[setHighlightUnits] = toggle(widgets.MsgSetHighlightRow, s.HighlightUnits)
	rows[setHighlightDigits] = toggle(widgets.MsgSetHighlightDig, s.HighlightDigits)
	rows[setAutoNotes] = toggle(widgets.MsgSetAutoNotes, s.AutoRemoveNotes)
	rows[setShowClock] = toggle(widgets.MsgSetShowClock, s.ShowClock)
	rows[setPauseUnfocused] = toggle(widgets.MsgSetPauseUnfocus, s.PauseUnfocused)
	rows[setTheme] = widgets.SettingRow{Label: t(widgets.MsgSetTheme), Value: int(s.Theme),
		Options: []string{t(widgets.MsgSetLight), t(widgets.MsgSetDark)}}
	rows[setLanguage] = lang
	return widgets.SettingsView{Title: t(widgets.MsgSettings), Rows: rows}
}

// changed applies one change of the form, saves the settings and
// makes the window follow them at once.
func (p *settingsPanel) changed(u *ui, row, v int) {
	s := u.game.Settings()
	on := v == 1
	switch row {
	case setInput:
		s.Input = model.InputMode(v)
		u.digit = 0
	case setMistakes:
		s.Mistakes = model.Mistakes(v)
	case setHighlightUnits:
		s.HighlightUnits = on
	case setHighlightDigits:
		s.HighlightDigits = on
	case setAutoNotes:
		s.AutoRemoveNotes = on
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

// showStatistics shows the statistics of every level (SPEC 3.11).
func (u *ui) showStatistics() {
	t := u.th.T
	st := u.game.Stats()
	header := []string{""}
	for _, l := range solver.Levels {
		header = append(header, u.th.Cat.LevelName(l))
	}
	rows := [][]string{header}
	add := func(m widgets.Msg, f func(model.LevelStats) string) {
		r := []string{t(m)}
		for _, l := range solver.Levels {
			r = append(r, f(st.For(l)))
		}
		rows = append(rows, r)
	}
	num := func(n int) string { return strconv.Itoa(n) }
	add(widgets.MsgStatStarted, func(s model.LevelStats) string { return num(s.Started) })
	add(widgets.MsgStatSolved, func(s model.LevelStats) string { return num(s.Solved) })
	add(widgets.MsgStatGivenUp, func(s model.LevelStats) string { return num(s.GivenUp) })
	add(widgets.MsgStatBestTime, func(s model.LevelStats) string {
		if s.BestTime == 0 {
			return "—"
		}
		return model.FormatClock(s.BestTime)
	})
	add(widgets.MsgStatBestScore, func(s model.LevelStats) string { return num(s.BestScore) })
	add(widgets.MsgStatStreak, func(s model.LevelStats) string { return num(s.Streak) })
	add(widgets.MsgStatLongest, func(s model.LevelStats) string { return num(s.LongestStreak) })
	u.showText(widgets.TextPanelView{Title: t(widgets.MsgStatistics), Blocks: []widgets.TextBlock{
		{Rows: rows, Header: true},
		{Text: t(widgets.MsgStatNote)},
	}})
}

// showShortcuts lists the keyboard shortcuts: the board's keys, then
// those of the command table.
func (u *ui) showShortcuts() {
	t := u.th.T
	board := [][]string{
		{t(widgets.MsgKeyMove), "← → ↑ ↓, W A S D"},
		{t(widgets.MsgKeyJump), "Ctrl+arrow"},
		{t(widgets.MsgKeyDigit), "1 … 9"},
		{t(widgets.MsgKeyErase), "0, Backspace, Delete"},
		{t(widgets.MsgKeyNote), "Shift+digit, Ctrl+digit"},
		{t(widgets.MsgKeyNotesMode), "N"},
		{t(widgets.MsgKeyStep), "+ −"},
	}
	game := u.keysRows(keysGame)
	window := u.keysRows(keysWindow)
	u.showText(widgets.TextPanelView{Title: t(widgets.MsgShortcuts), Blocks: []widgets.TextBlock{
		{Heading: t(widgets.MsgKeysBoard), Rows: board},
		{Heading: t(widgets.MsgKeysGame), Rows: game},
		{Heading: t(widgets.MsgKeysWindow), Rows: window},
		{Text: t(widgets.MsgKeyDialogs) + " " + t(widgets.MsgHintLater)},
	}})
}

// showAbout tells the version, the licence, the modules the binary embeds
// and where the game keeps its files.
func (u *ui) showAbout() {
	t := u.th.T
	var mods [][]string
	if bi, ok := debug.ReadBuildInfo(); ok {
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
		{Text: fmt.Sprintf("%s\n\n%s\n%s", t(widgets.MsgAboutText), u.th.Tf(widgets.MsgAboutVersion, version), t(widgets.MsgAboutLicence))},
		{Heading: t(widgets.MsgAboutModules), Rows: mods},
	}
	if files != nil {
		blocks = append(blocks, widgets.TextBlock{Heading: t(widgets.MsgAboutFiles), Rows: files})
	}
	u.showText(widgets.TextPanelView{Title: t(widgets.MsgAbout), Blocks: blocks})
}

// moduleLicences are the licences of the modules the binary links, by
// module path prefix (from each module's LICENSE file). A test checks that
// every module the build links has one.
var moduleLicences = []struct{ prefix, licence string }{
	{"gioui.org", "Unlicense OR MIT"},
	{"github.com/adrg/xdg", "MIT"},
	{"github.com/go-text/typesetting", "Unlicense OR BSD-3-Clause"},
	{"github.com/godbus/dbus", "BSD-2-Clause"},
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
