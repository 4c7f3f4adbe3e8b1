package window

// The settings panel: the form filled from the settings, each change saved
// and applied at once (the language, the palette).

import (
	"os"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
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

// settingsPanel is the settings form; a change applies at once.
type settingsPanel struct{ form widgets.SettingsForm }

func (p *settingsPanel) update(u *ui, gtx layout.Context) {
	for {
		e, ok := p.form.Update(gtx)
		if !ok {
			return
		}
		switch e.Kind {
		case widgets.SettingChanged:
			p.changed(u, e.Row, e.Value)
		case widgets.SettingsClosed:
			u.closeModal()
			return
		}
	}
}

func (p *settingsPanel) layout(u *ui, gtx layout.Context) {
	t := u.cat.T
	widgets.SettingsStyle{Theme: u.th, Form: &p.form, View: p.view(u), On: t(i18n.SetOn), Off: t(i18n.SetOff), Close: t(i18n.Close)}.Layout(gtx)
}
