package widgets

import (
	"image"
	"testing"
	"time"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
)

// accessSettingsView is the settings form with the rows of the desktop's
// accessibility preferences, as the app adds them.
func accessSettingsView(th *Theme) SettingsView {
	t := testCat.T
	v := demoSettingsView(th)
	follow := []string{t(i18n.FollowDesktop), t(i18n.FollowOn), t(i18n.FollowOff)}
	v.Rows = append(v.Rows,
		SettingRow{Label: t(i18n.SetHighContrast), Options: follow, Value: 1},
		SettingRow{Label: t(i18n.SetAnimations), Options: follow},
		SettingRow{Label: t(i18n.SetTextSize), Options: []string{t(i18n.FollowDesktop), t(i18n.TextPercent, 100),
			t(i18n.TextPercent, 125), t(i18n.TextPercent, 150), t(i18n.TextPercent, 175), t(i18n.TextPercent, 200)}, Value: 3},
	)
	return v
}

// TestRenderAccess renders the window for players who set the desktop's
// accessibility preferences (docs/behaviour.md, Accessibility): the
// high-contrast palettes, and text at 150 % and 200 % of its size with the
// board and buttons at theirs.
func TestRenderAccess(t *testing.T) {
	type scene struct {
		name      string
		size      image.Point
		palette   Palette
		textScale float32
		setup     func(w *testWindow)
	}
	sel := func(w *testWindow) { w.view.selectCell(20) }
	menu := func(w *testWindow) { w.menu.SetOpen(true); w.menu.focus = 1 }
	alert := func(w *testWindow) {
		var d Dialog
		w.overlay = func(gtx layout.Context) {
			Alert(w.th, &d, testCat.T(i18n.ConfirmNew), testCat.T(i18n.LoseProgress), testCat.T(i18n.Yes), testCat.T(i18n.No)).Layout(gtx)
		}
	}
	score := func(w *testWindow) {
		var p ScorePanel
		p.start = renderNow // just opened: with the animations off it shows whole
		w.view.Active = false
		w.overlay = func(gtx layout.Context) {
			ScoreStyle{Theme: w.th, Panel: &p, View: ScoreView{
				Level: testCat.Level(solver.Medium), Rating: 2.3, Complexity: 52, Time: 6*time.Minute + 41*time.Second,
				Expected: 9*time.Minute + 10*time.Second, Score: 603, Stars: 2, Best: 5*time.Minute + 2*time.Second,
			}, Labels: scoreLabels()}.Layout(gtx)
		}
	}
	settings := func(w *testWindow) {
		var f SettingsForm
		f.focus, f.followFocus = 10, true // the high-contrast row has the keyboard
		v := accessSettingsView(w.th)
		w.overlay = func(gtx layout.Context) { SettingsStyle{Theme: w.th, Form: &f, View: v}.withWords().Layout(gtx) }
	}
	settingsEnd := func(w *testWindow) {
		var f SettingsForm
		f.focus, f.followFocus = 12, true // the text size row, the last
		v := accessSettingsView(w.th)
		w.overlay = func(gtx layout.Context) { SettingsStyle{Theme: w.th, Form: &f, View: v}.withWords().Layout(gtx) }
	}
	notes := func(w *testWindow) { w.view.NotesMode = true; w.view.selectCell(30) }
	small, large := image.Pt(360, 480), image.Pt(1280, 800)
	scenes := []scene{
		{"hc-window-small-light", small, HighContrastLight, 1, sel},
		{"hc-window-large-dark", large, HighContrastDark, 1, sel},
		{"hc-notes-large-light", large, HighContrastLight, 1, notes},
		{"hc-menu-large-light", large, HighContrastLight, 1, menu},
		{"hc-alert-small-dark", small, HighContrastDark, 1, alert},
		{"hc-score-small-light", small, HighContrastLight, 1, score},
		{"hc-settings-large-dark", large, HighContrastDark, 1, settings},
		{"access-settings-small-light", small, LightPalette, 1, settings},
		{"text150-window-small-light", small, LightPalette, 1.5, sel},
		{"text150-menu-large-light", large, LightPalette, 1.5, menu},
		{"text150-settings-small-light", small, LightPalette, 1.5, settings},
		{"text150-settings-end-small-fr", small, LightPalette, 1.5, settingsEnd},
		{"text150-score-small-dark", small, DarkPalette, 1.5, score},
		{"text200-window-large-dark", large, DarkPalette, 2, sel},
		{"text200-alert-small-light", small, LightPalette, 2, alert},
	}
	variant := func(name string) func(w *testWindow) {
		return func(w *testWindow) { w.view = variantView(t, name) }
	}
	scenes = append(scenes,
		scene{"hc-variant-killer-mid-light", image.Pt(980, 720), HighContrastLight, 1, variant("killer")},
		scene{"hc-variant-killer-small-dark", small, HighContrastDark, 1, variant("killer")},
		scene{"hc-variant-windoku-small-light", small, HighContrastLight, 1, variant("windoku")},
		scene{"hc-variant-x-small-dark", small, HighContrastDark, 1, variant("x")},
	)
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			th := sceneTheme(t, sc.palette, sc.name)
			th.ReduceMotion = true
			w := newTestWindow(th, sampleView(t))
			sc.setup(w)
			img := r.shot(t, 1, renderNow, func(gtx layout.Context) {
				gtx.Metric = TextMetric(gtx.Metric, sc.textScale, 1)
				w.Layout(gtx)
			})
			compareGolden(t, sc.name, img)
		})
	}
}
