package widgets

import (
	"slices"
	"testing"
	"time"

	"gioui.org/f32"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/unit"
)

// TestHighContrastPalettes holds the high-contrast palettes to WCAG's
// enhanced contrast (1.4.6): text at least 7:1 against what it is drawn
// on, and the borders and highlights a player needs at least 4.5:1 where
// the ordinary palettes keep 3:1.
func TestHighContrastPalettes(t *testing.T) {
	for _, pal := range []struct {
		name string
		p    Palette
	}{{"light", HighContrastLight}, {"dark", HighContrastDark}} {
		for _, c := range contrastPairsAt(pal.p, 7, 4.5) {
			if r := contrast(c.fg, c.bg); r < c.min {
				t.Errorf("%s: %s: %.2f:1 (%02x%02x%02x on %02x%02x%02x), want ≥ %.1f:1",
					pal.name, c.what, r, c.fg.R, c.fg.G, c.fg.B, c.bg.R, c.bg.G, c.bg.B, c.min)
			}
		}
		for _, c := range []contrastPair{
			{"panel border on the window", pal.p.Border, pal.p.Window, 4.5},
			{"panel border on the panel", pal.p.Border, pal.p.Surface, 4.5},
			{"thin grid lines on a cell", pal.p.GridThin, pal.p.Cell, 4.5},
			{"disabled text on its button", pal.p.Disabled, pal.p.DisableBg, 4.5},
			{"an earned star on a panel", pal.p.Star, pal.p.Surface, 3},
		} {
			if r := contrast(c.fg, c.bg); r < c.min {
				t.Errorf("%s: %s: %.2f:1, want ≥ %.1f:1", pal.name, c.what, r, c.min)
			}
		}
		if pal.p.Marks[0] == (Palette{}).Marks[0] {
			t.Errorf("%s: no colours for the player's marks", pal.name)
		}
	}
	for _, tc := range []struct {
		dark, high bool
		want       Palette
	}{{false, false, LightPalette}, {true, false, DarkPalette}, {false, true, HighContrastLight}, {true, true, HighContrastDark}} {
		if got := PaletteFor(tc.dark, tc.high); got != tc.want {
			t.Errorf("PaletteFor(%v, %v) is not the palette expected", tc.dark, tc.high)
		}
	}
}

func TestTextMetric(t *testing.T) {
	for _, tc := range []struct {
		name            string
		m               unit.Metric
		scale, included float32
		want            unit.Metric
	}{
		{"Wayland, no scale", unit.Metric{PxPerDp: 2, PxPerSp: 2}, 1, 1, unit.Metric{PxPerDp: 2, PxPerSp: 2}},
		{"Wayland, large text", unit.Metric{PxPerDp: 2, PxPerSp: 2}, 1.25, 1, unit.Metric{PxPerDp: 2, PxPerSp: 2.5}},
		{"X11 with GNOME's 1.5 in Xft.dpi", unit.Metric{PxPerDp: 1.5, PxPerSp: 1.5}, 1.5, 1.5, unit.Metric{PxPerDp: 1, PxPerSp: 1.5}},
		{"X11, the player's 1 over the desktop's 1.5", unit.Metric{PxPerDp: 1.5, PxPerSp: 1.5}, 1, 1.5, unit.Metric{PxPerDp: 1, PxPerSp: 1}},
		{"no scale given", unit.Metric{PxPerDp: 1, PxPerSp: 1}, 0, 0, unit.Metric{PxPerDp: 1, PxPerSp: 1}},
	} {
		if got := TextMetric(tc.m, tc.scale, tc.included); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestBoardReducedMotion: with the animations off, the light wave ends in
// the frame it starts in (the solve goes straight to what follows it), and
// a refused digit's clashing cell is lit steadily: no frame is asked for
// until the light goes out.
func TestBoardReducedMotion(t *testing.T) {
	rg := newBoardRig(t, sampleView(t))
	rg.th.ReduceMotion = true
	rg.board.Flash(74)
	rg.run()
	if rg.board.flashStart.IsZero() {
		t.Fatal("the flash did not start")
	}
	if at, ok := rg.h.r.WakeupTime(); !ok || !at.Equal(rg.board.flashStart.Add(flashDuration)) {
		t.Errorf("next frame asked for at %v (%v), want when the light goes out, %v", at, ok, rg.board.flashStart.Add(flashDuration))
	}
	rg.h.now = rg.h.now.Add(flashDuration + time.Millisecond)
	rg.run()
	if !rg.board.flashStart.IsZero() {
		t.Error("the light did not go out")
	}

	rg.board.StartWave()
	rg.run()
	if rg.board.Waving() {
		t.Error("still waving with the animations off")
	}
	expect(t, "after the wave", rg.run(), ev(BoardWaveDone, -1, false))
}

// TestSettingsScroll: a form with more rows than the window holds scrolls,
// by the keyboard (the focused row comes into view, and takes clicks
// there) and by the wheel; Close stays in the panel.
func TestSettingsScroll(t *testing.T) {
	var f SettingsForm
	var got []SettingsEvent
	var view SettingsView
	mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		if view.Rows == nil {
			view = accessSettingsView(mr.th)
		}
		for {
			e, ok := f.Update(gtx)
			if !ok {
				break
			}
			got = append(got, e)
			if e.Kind == SettingChanged {
				view.Rows[e.Row].Value = e.Value
			}
		}
		SettingsStyle{Theme: mr.th, Form: &f, View: view}.withWords().Layout(gtx)
	})
	if f.scrollMax <= 0 {
		t.Fatalf("13 rows in a 450 px window do not scroll (scrollMax %d)", f.scrollMax)
	}
	if !f.closeRect.Add(f.origin).In(f.panel) {
		t.Errorf("Close %v is out of the panel %v", f.closeRect.Add(f.origin), f.panel)
	}
	rows := f.rowsArea.Add(f.origin)
	last := len(view.Rows) - 1
	if f.optionAt(last, 0).Overlaps(rows) {
		t.Fatalf("the last row shows before scrolling")
	}
	mr.keys(key.NameUpArrow) // round to the last row
	if f.Focused() != last || f.scroll != f.scrollMax {
		t.Fatalf("focus %d, scrolled %d of %d", f.Focused(), f.scroll, f.scrollMax)
	}
	opt := f.optionAt(last, 1)
	if !opt.In(rows) {
		t.Fatalf("the focused row's option %v is out of the rows' window %v", opt, rows)
	}
	got = got[:0]
	mr.clickRect(opt)
	if want := []SettingsEvent{{Kind: SettingChanged, Row: last, Value: 1}}; !slices.Equal(got, want) {
		t.Fatalf("click on the scrolled row: %v, want %v", got, want)
	}
	// The wheel scrolls back to the top, and no further.
	mr.h.r.Queue(pointer.Event{Kind: pointer.Scroll, Source: pointer.Mouse, Position: layout.FPt(rows.Min.Add(rows.Max).Div(2)),
		Scroll: f32.Pt(0, -1e4)})
	mr.run()
	if f.scroll != 0 {
		t.Errorf("after the wheel: scrolled %d, want 0", f.scroll)
	}
}
