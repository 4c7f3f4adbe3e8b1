package widgets

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
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
		w.overlay = func(gtx layout.Context) { SettingsStyle{Theme: w.th, Form: &f, View: v}.withWords().Layout(gtx) }
	}
	text := func(view func(th *Theme) TextPanelView, atEnd bool) func(w *testWindow) {
		return func(w *testWindow) {
			var p TextPanel
			if atEnd {
				p.list.Position = layout.Position{First: 1 << 20} // as the End key leaves it
			}
			v := view(w.th)
			w.overlay = func(gtx layout.Context) { TextPanelStyle{Theme: w.th, Panel: &p, View: v}.withWords().Layout(gtx) }
		}
	}
	busy := func(w *testWindow) {
		var b BusyOverlay
		th := w.th
		title, msg := testCat.T(i18n.GeneratingTitle), testCat.T(i18n.Generating, testCat.Level(solver.Expert))
		// 1.8 s in: faded in, the sweeping segment in the middle of its track.
		started := renderNow.Add(-1800 * time.Millisecond)
		w.overlay = func(gtx layout.Context) {
			BusyStyle{Theme: th, Overlay: &b, Title: title, Message: msg, Started: started, Cancellable: true}.withWords().Layout(gtx)
		}
	}
	chooser := func(title string, count, index int, detail string) func(w *testWindow) {
		return func(w *testWindow) {
			var c GridChooser
			th := w.th
			v := ChooserView{Title: testCat.T(i18n.ChooseGrid, title), Count: count, Detail: detail}
			w.overlay = func(gtx layout.Context) {
				c.SetIndex(index)
				ChooserStyle{Theme: th, Chooser: &c, View: v}.withWords().Layout(gtx)
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
		{"chooser-small-light", small, false, chooser("puzzles3_magictour_top1465.txt", 1465, 1122, "24 clues")},
		{"chooser-large-dark", large, true, chooser("Hardest", 100, 6, "Platinum Blonde")},
		// French, the longer language, at the smallest size.
		{"settings-small-fr", small, false, settings},
		{"shortcuts-small-fr", small, true, text(demoShortcutsView, false)},
		{"stats-small-fr", small, false, text(demoStatsView, false)},
		{"about-small-fr", small, true, text(demoAboutView, false)},
		{"about-end-small-fr", small, false, text(demoAboutView, true)},
		{"busy-small-fr", small, true, busy},
		{"settings-large-fr", large, true, settings},
		{"chooser-small-fr", small, false, chooser("puzzles3_magictour_top1465.txt", 1465, 1122, "24 indices donnés")},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			pal := LightPalette
			if sc.dark {
				pal = DarkPalette
			}
			w := newTestWindow(sceneTheme(t, pal, sc.name), sampleView(t))
			w.view.selectCell(20)
			sc.setup(w)
			img := r.shot(t, 1, renderNow, w.Layout)
			compareGolden(t, sc.name, img)
		})
	}
}

// demoSettingsView is the settings form as the app fills it (app/internal/window/panel_settings.go):
// cell-first input, mistakes refused, the highlights and the clock on, the
// light theme (row 7), the language and the paper.
func demoSettingsView(th *Theme) SettingsView {
	t := testCat.T
	toggle := func(m *i18n.Message, v int) SettingRow { return SettingRow{Label: t(m), Kind: SettingToggle, Value: v} }
	return SettingsView{Title: t(i18n.Settings), Rows: []SettingRow{
		{Label: t(i18n.SetInputMode), Options: []string{t(i18n.SetCellFirst), t(i18n.SetDigitFirst), t(i18n.SetTap)}},
		{Label: t(i18n.SetMistakes), Options: []string{t(i18n.SetRefuse), t(i18n.SetShow), t(i18n.SetOff)}},
		toggle(i18n.SetHighlightRow, 1),
		toggle(i18n.SetHighlightDig, 1),
		toggle(i18n.SetAutoNotes, 0),
		toggle(i18n.SetShowClock, 1),
		toggle(i18n.SetPauseUnfocus, 0),
		{Label: t(i18n.SetTheme), Options: []string{t(i18n.SetLight), t(i18n.SetDark)}},
		{Label: t(i18n.SetLanguage), Options: []string{t(i18n.LanguageAuto), t(i18n.LanguageEnglish), t(i18n.LanguageFrench)}},
		{Label: t(i18n.SetPaper), Options: []string{t(i18n.PaperAuto), t(i18n.PaperA4), t(i18n.PaperLetter)}},
	}}
}

// demoShortcutsView is the keyboard shortcuts panel as the app fills it
// from its command table, in the test's language: the app's tests write it
// to app/internal/window/testdata/shortcuts-LANG.txt (TestShortcutsPanelText).
func demoShortcutsView(th *Theme) TextPanelView {
	data, err := os.ReadFile(filepath.Join("..", "app", "testdata", "shortcuts-"+testCat.Lang()+".txt"))
	if err != nil {
		panic(err)
	}
	var v TextPanelView
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(line, "# "):
			v.Title = line[2:]
		case strings.HasPrefix(line, "## "):
			v.Blocks = append(v.Blocks, TextBlock{Heading: line[3:]})
		case strings.HasPrefix(line, "> "):
			v.Blocks = append(v.Blocks, TextBlock{Text: line[2:]})
		case line != "" && len(v.Blocks) > 0:
			b := &v.Blocks[len(v.Blocks)-1]
			b.Rows = append(b.Rows, strings.Split(line, "\t"))
		}
	}
	return v
}

// demoStatsView is the statistics panel as the app fills it, after some
// weeks of play: tables of three levels at most, the second with the Expert
// figures of a statistics file written before Master existed.
func demoStatsView(th *Theme) TextPanelView {
	t := testCat.T
	table := func(names []string, figs [7][]string) TextBlock {
		rows := [][]string{append([]string{""}, names...)}
		labels := []*i18n.Message{i18n.StatStarted, i18n.StatSolved, i18n.StatGivenUp, i18n.StatBestTime,
			i18n.StatBestScore, i18n.StatStreak, i18n.StatLongest}
		for i, m := range labels {
			rows = append(rows, append([]string{t(m)}, figs[i]...))
		}
		return TextBlock{Header: true, Rows: rows}
	}
	return TextPanelView{Title: t(i18n.Statistics), Blocks: []TextBlock{
		table([]string{testCat.Level(solver.Easy), testCat.Level(solver.Medium), testCat.Level(solver.Hard)}, [7][]string{
			{"48", "31", "17"}, {"45", "27", "12"}, {"1", "2", "3"}, {"3:12", "6:41", "14:05"},
			{"812", "743", "655"}, {"12", "3", "0"}, {"21", "9", "4"},
		}),
		table([]string{testCat.Level(solver.Expert), testCat.Level(solver.Master), t(i18n.LevelEarlierExpert)}, [7][]string{
			{"9", "3", "22"}, {"4", "1", "15"}, {"4", "2", "5"}, {"21:30", "48:02", "19:44"},
			{"590", "402", "611"}, {"0", "1", "0"}, {"1", "1", "6"},
		}),
		{Text: t(i18n.StatNote)},
	}}
}

// demoAboutView is the About panel as the app fills it: the text, the
// modules the binary embeds and where the game keeps its files.
func demoAboutView(th *Theme) TextPanelView {
	t := testCat.T
	return TextPanelView{Title: t(i18n.About), Blocks: []TextBlock{
		{Text: t(i18n.AboutText) + "\n\n" + testCat.T(i18n.AboutVersion, "1.0.0") + "\n" + t(i18n.AboutLicence)},
		{Heading: t(i18n.AboutModules), Rows: [][]string{
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
		{Heading: t(i18n.AboutFiles), Rows: [][]string{
			{"/home/player/.local/state/sudoku/game.json", ""},
			{"/home/player/.config/sudoku/settings.json", ""},
			{"/home/player/.local/share/sudoku/stats.json", ""},
			{"/home/player/.local/share/sudoku/grille.sdm", ""},
		}},
	}}
}
