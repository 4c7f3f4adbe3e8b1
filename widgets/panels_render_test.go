package widgets

import (
	"image"
	"testing"
	"time"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/solver"
)

// TestRenderPanels renders the window's other modal panels over the
// composed window, filled the way the app fills them: the settings form
// with its real rows, the keyboard shortcuts, the statistics and About
// (TextPanel; About at 360 dp also scrolled to its end), the progress
// overlay of a generation with its Cancel, and the numbered chooser over a
// large collection. Each panel is drawn at the smallest supported size
// (360×480 dp) and at 1280×800, and in both palettes at least once.
func TestRenderPanels(t *testing.T) {
	type scene struct {
		name  string
		size  image.Point
		dark  bool
		setup func(w *testWindow)
	}
	settings := func(w *testWindow) {
		var f SettingsForm
		f.focus = 4 // a toggle row that is off has the keyboard
		v := demoSettingsView(w.th)
		if w.th.Palette.Dark {
			v.Rows[7].Value = 1 // the theme row says what the window shows
		}
		w.overlay = func(gtx layout.Context) { SettingsStyle{Theme: w.th, Form: &f, View: v}.Layout(gtx) }
	}
	text := func(view func(th *Theme) TextPanelView, atEnd bool) func(w *testWindow) {
		return func(w *testWindow) {
			var p TextPanel
			if atEnd {
				p.list.Position = layout.Position{First: 1 << 20} // as the End key leaves it
			}
			v := view(w.th)
			w.overlay = func(gtx layout.Context) { TextPanelStyle{Theme: w.th, Panel: &p, View: v}.Layout(gtx) }
		}
	}
	busy := func(w *testWindow) {
		var b BusyOverlay
		th := w.th
		title, msg := th.T(MsgGeneratingTitle), th.Tf(MsgGenerating, th.Cat.LevelName(solver.Expert))
		// 1.8 s in: faded in, the sweeping segment in the middle of its track.
		started := renderNow.Add(-1800 * time.Millisecond)
		w.overlay = func(gtx layout.Context) {
			BusyStyle{Theme: th, Overlay: &b, Title: title, Message: msg, Started: started, Cancellable: true}.Layout(gtx)
		}
	}
	chooser := func(title string, count, index int, detail string) func(w *testWindow) {
		return func(w *testWindow) {
			var c GridChooser
			th := w.th
			v := ChooserView{Title: th.Tf(MsgChooseGrid, title), Count: count, Detail: detail}
			w.overlay = func(gtx layout.Context) {
				c.SetIndex(index)
				ChooserStyle{Theme: th, Chooser: &c, View: v}.Layout(gtx)
			}
		}
	}
	small, large := image.Pt(360, 480), image.Pt(1280, 800)
	scenes := []scene{
		{"settings-small-light", small, false, settings},
		{"settings-large-dark", large, true, settings},
		{"shortcuts-small-dark", small, true, text(demoShortcutsView, false)},
		{"shortcuts-large-light", large, false, text(demoShortcutsView, false)},
		{"stats-small-light", small, false, text(demoStatsView, false)},
		{"about-large-dark", large, true, text(demoAboutView, false)},
		{"about-end-small-light", small, false, text(demoAboutView, true)},
		{"busy-small-dark", small, true, busy},
		{"busy-large-light", large, false, busy},
		{"chooser-small-light", small, false, chooser("puzzles3_magictour_top1465.txt", 1465, 1122, "Grid 1123 · 24 clues")},
		{"chooser-large-dark", large, true, chooser("Hardest", 100, 6, "Grid 7: Platinum Blonde")},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			pal := LightPalette
			if sc.dark {
				pal = DarkPalette
			}
			w := newTestWindow(NewTheme(pal, English()), sampleView(t))
			w.board.Select(20)
			sc.setup(w)
			img := r.shot(t, 1, renderNow, w.Layout)
			compareGolden(t, sc.name, img)
		})
	}
}

// demoSettingsView is the settings form as the app fills it (app/panels.go):
// cell-first input, mistakes refused, the highlights and the clock on, the
// light theme (row 7).
func demoSettingsView(th *Theme) SettingsView {
	t := th.T
	toggle := func(m Msg, v int) SettingRow { return SettingRow{Label: t(m), Kind: SettingToggle, Value: v} }
	return SettingsView{Title: t(MsgSettings), Rows: []SettingRow{
		{Label: t(MsgSetInputMode), Options: []string{t(MsgSetCellFirst), t(MsgSetDigitFirst), t(MsgSetTap)}},
		{Label: t(MsgSetMistakes), Options: []string{t(MsgSetRefuse), t(MsgSetShow), t(MsgSetOff)}},
		toggle(MsgSetHighlightRow, 1),
		toggle(MsgSetHighlightDig, 1),
		toggle(MsgSetAutoNotes, 0),
		toggle(MsgSetShowClock, 1),
		toggle(MsgSetPauseUnfocus, 0),
		{Label: t(MsgSetTheme), Options: []string{t(MsgSetLight), t(MsgSetDark)}},
		{Label: t(MsgSetLanguage), Options: []string{t(MsgLanguageEnglish)}},
	}}
}

// demoShortcutsView is the keyboard shortcuts panel as the app fills it.
func demoShortcutsView(th *Theme) TextPanelView {
	t := th.T
	return TextPanelView{Title: t(MsgShortcuts), Blocks: []TextBlock{
		{Heading: t(MsgKeysBoard), Rows: [][]string{
			{t(MsgKeyMove), "← → ↑ ↓, W A S D"},
			{t(MsgKeyJump), "Ctrl+arrow"},
			{t(MsgKeyDigit), "1 … 9"},
			{t(MsgKeyErase), "0, Backspace, Delete"},
			{t(MsgKeyNote), "Shift+digit, Ctrl+digit"},
			{t(MsgKeyNotesMode), "N"},
			{t(MsgKeyStep), "+ −"},
		}},
		{Heading: t(MsgKeysGame), Rows: [][]string{
			{t(MsgNewGameHead), "Ctrl+N"},
			{t(MsgOpen), "Ctrl+O"},
			{t(MsgSave), "Ctrl+S"},
			{t(MsgSaveAs), "Ctrl+Shift+S"},
			{t(MsgUndo), "Ctrl+Z, U"},
			{t(MsgRedo), "Ctrl+Shift+Z, Ctrl+Y, R"},
			{t(MsgRestart), "Ctrl+R"},
			{t(MsgCopy), "Ctrl+C"},
			{t(MsgPaste), "Ctrl+V"},
			{t(MsgKeyPause), "P, Space"},
			{t(MsgKeyStartStop), "Return"},
		}},
		{Heading: t(MsgKeysWindow), Rows: [][]string{
			{t(MsgFullScreen), "F11"},
			{t(MsgKeyMenu), "F10"},
			{t(MsgShortcuts), "F1, ?"},
			{t(MsgQuit), "Ctrl+Q"},
		}},
		{Text: t(MsgKeyDialogs) + " " + t(MsgHintLater)},
	}}
}

// demoStatsView is the statistics panel as the app fills it, after some
// weeks of play.
func demoStatsView(th *Theme) TextPanelView {
	t := th.T
	header := []string{""}
	for _, l := range []solver.Level{solver.Easy, solver.Medium, solver.Hard, solver.Expert} {
		header = append(header, th.Cat.LevelName(l))
	}
	return TextPanelView{Title: t(MsgStatistics), Blocks: []TextBlock{
		{Header: true, Rows: [][]string{
			header,
			{t(MsgStatStarted), "48", "31", "17", "9"},
			{t(MsgStatSolved), "45", "27", "12", "4"},
			{t(MsgStatGivenUp), "1", "2", "3", "4"},
			{t(MsgStatBestTime), "3:12", "6:41", "14:05", "—"},
			{t(MsgStatBestScore), "812", "743", "655", "0"},
			{t(MsgStatStreak), "12", "3", "0", "0"},
			{t(MsgStatLongest), "21", "9", "4", "1"},
		}},
		{Text: t(MsgStatNote)},
	}}
}

// demoAboutView is the About panel as the app fills it: the text, the
// modules the binary embeds and where the game keeps its files.
func demoAboutView(th *Theme) TextPanelView {
	t := th.T
	return TextPanelView{Title: t(MsgAbout), Blocks: []TextBlock{
		{Text: t(MsgAboutText) + "\n\n" + th.Tf(MsgAboutVersion, "1.0.0") + "\n" + t(MsgAboutLicence)},
		{Heading: t(MsgAboutModules), Rows: [][]string{
			{"gioui.org v0.10.3", "Unlicense OR MIT"},
			{"gioui.org/shader v1.0.9", "Unlicense OR MIT"},
			{"github.com/adrg/xdg v0.5.3", "MIT"},
			{"github.com/go-text/typesetting v0.3.5", "Unlicense OR BSD-3-Clause"},
			{"github.com/godbus/dbus/v5 v5.2.2", "BSD-2-Clause"},
			{"github.com/sqweek/dialog v0.0.0-20260123140253-64c163d53aac", "ISC"},
			{"golang.org/x/exp/shiny v0.0.0-20250408133849-7e4ce0ab07d0", "BSD-3-Clause"},
			{"golang.org/x/image v0.26.0", "BSD-3-Clause"},
			{"golang.org/x/sys v0.48.0", "BSD-3-Clause"},
			{"golang.org/x/text v0.42.0", "BSD-3-Clause"},
		}},
		{Heading: t(MsgAboutFiles), Rows: [][]string{
			{"/home/player/.local/state/sudoku/game.json", ""},
			{"/home/player/.config/sudoku/settings.json", ""},
			{"/home/player/.local/share/sudoku/stats.json", ""},
			{"/home/player/.local/share/sudoku/grille.sdm", ""},
		}},
	}}
}
