package widgets

import (
	"image"
	"image/color"
	"math"
	"testing"
	"time"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

var renderNow = time.Unix(1_700_000_000, 0)

// TestRenderWindow renders the composed window at the smallest supported
// size (360×480 dp) and at 1280×800, in both palettes, with the overlays
// a player sees: a dialog, the menu, the score panel, the picker.
func TestRenderWindow(t *testing.T) {
	type scene struct {
		name  string
		size  image.Point
		scale float32
		dark  bool
		setup func(w *testWindow)
	}
	alert := func(w *testWindow) {
		var d Dialog
		w.overlay = func(gtx layout.Context) {
			Alert(w.th, &d, testCat.T(i18n.ConfirmNew), testCat.T(i18n.LoseProgress), testCat.T(i18n.Yes), testCat.T(i18n.No)).Layout(gtx)
		}
	}
	choose := func(w *testWindow) {
		var d Dialog
		t := testCat.T
		w.overlay = func(gtx layout.Context) {
			Choose(w.th, &d, t(i18n.NewGameHead), t(i18n.LevelEasy), t(i18n.LevelMedium), t(i18n.LevelHard), t(i18n.LevelExpert), t(i18n.LevelMaster), t(i18n.BlankGrid)).Layout(gtx)
		}
	}
	score := func(w *testWindow) {
		var p ScorePanel
		p.start = renderNow.Add(-3 * time.Second)
		w.view.Active = false
		w.overlay = func(gtx layout.Context) {
			ScoreStyle{Theme: w.th, Panel: &p, View: ScoreView{
				Level: testCat.Level(solver.Medium), Rating: 2.3, Complexity: 52, Time: 6*time.Minute + 41*time.Second,
				Expected: 9*time.Minute + 10*time.Second, Score: 603, Stars: 2, Best: 5*time.Minute + 2*time.Second,
			}, Labels: scoreLabels()}.Layout(gtx)
		}
	}
	scoreImages := func(w *testWindow) {
		w.th.SetImages(Images{Star: starImage(color.NRGBA{R: 255, G: 190, B: 20, A: 255}), StarEmpty: starImage(color.NRGBA{R: 200, G: 205, B: 214, A: 255})})
		score(w)
	}
	picker := func(w *testWindow) {
		var p FilePicker
		w.overlay = func(gtx layout.Context) {
			PickerStyle{Theme: w.th, Picker: &p, View: PickerView{
				Folder: "/home/player/Puzzles",
				Entries: []PickerEntry{
					{Name: "archive", Dir: true}, {Name: "magazine", Dir: true},
					{Name: "easy-50.sdm"}, {Name: "grille.sdm"}, {Name: "hardest.sdk"}, {Name: "opensudoku-classic.opensudoku"},
				},
			}}.withWords().Layout(gtx)
		}
	}
	menu := func(w *testWindow) { w.menu.SetOpen(true); w.menu.focus = 1 }
	// The keyboard's focus on the last item: the list scrolls to show it.
	menuEnd := func(w *testWindow) { w.menu.SetOpen(true); w.menu.focus, w.menu.reveal = 20, true }
	paused := func(w *testWindow) { w.view.Hidden = true }
	idle := func(w *testWindow) { w.view.Active = false; w.view.Prompt = testCat.T(i18n.StartPrompt) }
	create := func(w *testWindow) { w.editing = true; w.view.selectCell(10) }
	notes := func(w *testWindow) { w.view.NotesMode = true; w.view.selectCell(30) }
	digitFirst := func(w *testWindow) { w.view.Mode = model.InputDigitFirst; w.view.Digit = 4 }
	sel := func(w *testWindow) { w.view.selectCell(20) }

	scenes := []scene{
		{"window-small-light", image.Pt(360, 480), 1, false, sel},
		{"window-small-dark", image.Pt(360, 480), 1, true, sel},
		{"window-large-light", image.Pt(1280, 800), 1, false, sel},
		{"window-large-dark", image.Pt(1280, 800), 1, true, digitFirst},
		{"window-hidpi-light", image.Pt(720, 960), 2, false, notes},
		{"window-huge-dark", image.Pt(1600, 1200), 1, true, sel},
		// Wayland without server-side decorations: the header is the title bar.
		{"csd-large-light", image.Pt(1280, 800), 1, false, func(w *testWindow) { w.csd = true }},
		{"csd-small-dark", image.Pt(360, 480), 1, true, func(w *testWindow) { w.csd = true }},
		{"alert-small-light", image.Pt(360, 480), 1, false, alert},
		{"choose-small-dark", image.Pt(360, 480), 1, true, choose},
		{"menu-large-light", image.Pt(1280, 800), 1, false, menu},
		// A common laptop size: the whole menu shows, Quit included.
		{"menu-end-mid-light", image.Pt(980, 720), 1, false, menuEnd},
		{"score-large-light", image.Pt(1280, 800), 1, false, score},
		{"score-small-dark", image.Pt(360, 480), 1, true, score},
		{"score-images-small-light", image.Pt(360, 480), 1, false, scoreImages},
		{"picker-large-dark", image.Pt(1280, 800), 1, true, picker},
		{"picker-small-light", image.Pt(360, 480), 1, false, picker},
		{"paused-small-light", image.Pt(360, 480), 1, false, paused},
		{"idle-small-dark", image.Pt(360, 480), 1, true, idle},
		{"create-small-light", image.Pt(360, 480), 1, false, create},
		{"create-large-dark", image.Pt(1280, 800), 1, true, create},
		// French, the longer language, at the smallest size.
		{"window-small-fr", image.Pt(360, 480), 1, false, sel},
		{"idle-small-fr", image.Pt(360, 480), 1, true, idle},
		{"menu-small-fr", image.Pt(360, 480), 1, false, menu},
		{"menu-end-small-dark", image.Pt(360, 480), 1, true, menuEnd},
		{"alert-small-fr", image.Pt(360, 480), 1, false, alert},
		{"score-small-fr", image.Pt(360, 480), 1, true, score},
		{"picker-small-fr", image.Pt(360, 480), 1, false, picker},
		{"paused-small-fr", image.Pt(360, 480), 1, false, paused},
		{"menu-large-fr", image.Pt(1280, 800), 1, true, menu},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			r := newRenderer(t, sc.size)
			pal := LightPalette
			if sc.dark {
				pal = DarkPalette
			}
			w := newTestWindow(sceneTheme(t, pal, sc.name), sampleView(t))
			sc.setup(w)
			img := r.shot(t, sc.scale, renderNow, w.Layout)
			compareGolden(t, sc.name, img)
		})
	}
}

// starImage is a star picture as the assets would hold: a filled disc with
// a darker rim, 64 px (scaled down by the panel).
func starImage(c color.NRGBA) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for y := range 64 {
		for x := range 64 {
			dx, dy := float64(x)-31.5, float64(y)-31.5
			d := math.Hypot(dx, dy)
			// A five-pointed outline in polar form.
			a := math.Atan2(dy, dx) + math.Pi/2
			r := 30 * (0.62 + 0.38*math.Abs(math.Cos(2.5*a)))
			switch {
			case d < r-3:
				img.SetNRGBA(x, y, c)
			case d < r:
				img.SetNRGBA(x, y, color.NRGBA{R: c.R / 2, G: c.G / 2, B: c.B / 2, A: 255})
			}
		}
	}
	return img
}
