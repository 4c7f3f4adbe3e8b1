package widgets

import (
	"fmt"
	"image"
	"slices"
	"testing"
	"time"

	"gioui.org/f32"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/io/system"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"
)

// rig drives any widget: each frame runs f (collect events, then lay out).
type rig struct {
	h  *harness
	th *Theme
	f  func(gtx layout.Context)
}

func newRig(w, h int, f func(gtx layout.Context)) *rig {
	r := &rig{h: newHarness(w, h), th: NewTheme(LightPalette), f: f}
	r.run()
	r.run()
	return r
}

func (r *rig) run() { r.h.frame(r.f) }

func (r *rig) clickRect(b image.Rectangle, n int) {
	p := layout.FPt(b.Min.Add(b.Max).Div(2))
	for range n {
		r.h.r.Queue(
			pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p},
			pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p},
		)
	}
	r.run()
	r.run()
}

func (r *rig) keys(names ...key.Name) {
	for _, n := range names {
		r.h.r.Queue(key.Event{Name: n, State: key.Press}, key.Event{Name: n, State: key.Release})
		r.run()
	}
	r.run()
}

func TestPadGreysCompletedDigits(t *testing.T) {
	th := NewTheme(LightPalette)
	var pad NumberPad
	var got []PadEvent
	view := PadView{Active: true, Remaining: [10]int{0, 3, 0, 5, 1, 9, 2, 0, 4, 6}}.withWords()
	r := newRig(400, 200, func(gtx layout.Context) {
		for {
			e, ok := pad.Update(gtx)
			if !ok {
				break
			}
			got = append(got, e)
		}
		PadStyle{Theme: th, Pad: &pad, View: view, Arrangement: PadRow}.Layout(gtx)
	})
	for d := 1; d <= 9; d++ {
		got = got[:0]
		r.clickRect(pad.rects[d-1], 1)
		if view.Remaining[d] == 0 {
			if len(got) != 0 {
				t.Errorf("completed digit %d (greyed) emitted %v", d, got)
			}
			continue
		}
		if !slices.Equal(got, []PadEvent{{Kind: PadDigit, Digit: uint8(d)}}) {
			t.Errorf("digit %d: %v", d, got)
		}
	}
	got = got[:0]
	r.clickRect(pad.rects[9], 1)
	r.clickRect(pad.rects[10], 1)
	if !slices.Equal(got, []PadEvent{{Kind: PadErase}, {Kind: PadToggleNotes}}) {
		t.Errorf("erase, notes: %v", got)
	}
	// A pad that is not active (Idle, Paused) presses no key: every click
	// only says the pad is greyed, so the app can tell the player why.
	view.Active = false
	r.run()
	got = got[:0]
	for i := range pad.rects {
		r.clickRect(pad.rects[i], 1)
	}
	if len(got) != len(pad.rects) || slices.ContainsFunc(got, func(e PadEvent) bool { return e.Kind != PadInactive }) {
		t.Errorf("inactive pad emitted %v, want one PadInactive a click", got)
	}
}

func TestPadArrangements(t *testing.T) {
	th := NewTheme(LightPalette)
	cases := []struct {
		name string
		size image.Point
		arr  PadArrangement
		cols int
	}{
		{"row", image.Pt(400, 200), PadRow, 9},
		{"grid", image.Pt(250, 400), PadGrid, 3},
		{"auto wide is a row", image.Pt(600, 140), PadAuto, 9},
		{"auto tall is a grid", image.Pt(260, 420), PadAuto, 3},
	}
	for _, c := range cases {
		var pad NumberPad
		h := newHarness(c.size.X, c.size.Y)
		h.frame(func(gtx layout.Context) {
			gtx.Constraints.Min = image.Point{}
			d := PadStyle{Theme: th, Pad: &pad, View: PadView{Active: true}.withWords(), Arrangement: c.arr}.Layout(gtx)
			if d.Size.X > c.size.X || d.Size.Y > c.size.Y {
				t.Errorf("%s: pad %v overflows %v", c.name, d.Size, c.size)
			}
		})
		cols := 0
		for i := range 9 {
			if pad.rects[i].Min.Y == pad.rects[0].Min.Y {
				cols++
			}
		}
		if cols != c.cols {
			t.Errorf("%s: %d keys in the first row, want %d", c.name, cols, c.cols)
		}
		for i := range pad.rects {
			for j := range i {
				if pad.rects[i].Overlaps(pad.rects[j]) {
					t.Errorf("%s: keys %d and %d overlap", c.name, i, j)
				}
			}
		}
	}
}

func TestDisabledButtonEmitsNothing(t *testing.T) {
	th := NewTheme(LightPalette)
	var b Button
	enabled := false
	clicks := 0
	r := newRig(200, 100, func(gtx layout.Context) {
		// The app asks before laying out, with an enabled context.
		for b.Clicked(gtx) {
			clicks++
		}
		bs := NewButton(th, &b, "Redo")
		bs.Enabled = enabled
		bs.Layout(gtx)
	})
	area := image.Rect(0, 0, 60, 40)
	r.clickRect(area, 1)
	b.Click()
	r.run()
	r.h.r.Queue(key.Event{Name: key.NameReturn, State: key.Press}, key.Event{Name: key.NameReturn, State: key.Release})
	r.run()
	if clicks != 0 {
		t.Fatalf("disabled button reported %d clicks", clicks)
	}
	enabled = true
	r.run()
	r.clickRect(area, 1)
	if clicks != 1 {
		t.Fatalf("enabled button reported %d clicks, want 1", clicks)
	}
}

func TestButtonRowCompacts(t *testing.T) {
	th := NewTheme(LightPalette)
	var bs [6]Button
	row := func(width int) int {
		h := newHarness(width, 40)
		var w int
		h.frame(func(gtx layout.Context) {
			gtx.Constraints.Min = image.Point{}
			var styles []ButtonStyle
			for i, ic := range []Icon{IconNew, IconOpen, IconSave, IconUndo, IconRedo, IconStart} {
				styles = append(styles, IconButton(th, &bs[i], ic, "Label"+string(rune('A'+i))))
			}
			w = ButtonRow{}.Layout(gtx, styles...).Size.X
		})
		return w
	}
	wide, narrow := row(2000), row(300)
	if narrow > 300 {
		t.Errorf("row is %d wide in 300", narrow)
	}
	if narrow >= wide {
		t.Errorf("row did not compact: %d at 300, %d at 2000", narrow, wide)
	}
}

func TestMenu(t *testing.T) {
	th := NewTheme(LightPalette)
	var m Menu
	var chosen []int
	items := []MenuItem{
		{Label: "Restart", Shortcut: "Ctrl+R", Enabled: true},
		{Label: "Check", Enabled: false},
		{Label: "Hint", Shortcut: "H", Enabled: true},
		{Label: "Quit", Shortcut: "Ctrl+Q", Enabled: true, Separator: true},
	}
	r := newRig(600, 400, func(gtx layout.Context) {
		for {
			i, ok := m.Update(gtx)
			if !ok {
				break
			}
			chosen = append(chosen, i)
		}
		o := gtx
		o.Constraints.Min = image.Point{}
		// The menu button sits at the right of the header.
		st := layoutAt(o, image.Pt(480, 0))
		MenuStyle{Theme: th, Menu: &m, Label: "Menu", Icon: IconMenu, Items: items}.Layout(o)
		st()
	})
	btn := m.rects[0].Add(image.Pt(480, 0))
	r.clickRect(btn, 1)
	if !m.IsOpen() {
		t.Fatal("click on the button did not open the menu")
	}
	// Down skips the disabled item: Restart, then Hint.
	r.keys(key.NameDownArrow, key.NameDownArrow, key.NameReturn)
	if !slices.Equal(chosen, []int{2}) || m.IsOpen() {
		t.Fatalf("Down Down Return: chosen %v, open %v; want [2] and closed", chosen, m.IsOpen())
	}
	chosen = nil
	r.clickRect(btn, 1)
	r.keys(key.NameEscape)
	if m.IsOpen() || len(chosen) != 0 {
		t.Fatalf("Escape: open %v, chosen %v", m.IsOpen(), chosen)
	}
	// A click on an item chooses it; on a disabled one, nothing.
	r.clickRect(btn, 1)
	r.clickRect(m.rects[1+1].Add(image.Pt(480, 0)), 1)
	if len(chosen) != 0 || !m.IsOpen() {
		t.Fatalf("click on a disabled item: chosen %v, open %v", chosen, m.IsOpen())
	}
	r.clickRect(m.rects[1+3].Add(image.Pt(480, 0)), 1)
	if !slices.Equal(chosen, []int{3}) || m.IsOpen() {
		t.Fatalf("click on Quit: chosen %v, open %v", chosen, m.IsOpen())
	}
	// A click outside closes the menu and chooses nothing.
	chosen = nil
	r.clickRect(btn, 1)
	r.clickRect(image.Rect(10, 300, 20, 310), 1)
	if m.IsOpen() || len(chosen) != 0 {
		t.Fatalf("click outside: open %v, chosen %v", m.IsOpen(), chosen)
	}
}

func TestLongMenuFitsAndKeepsTheFocusInView(t *testing.T) {
	th := NewTheme(LightPalette)
	var m Menu
	var items []MenuItem
	for i := range 16 {
		items = append(items, MenuItem{Label: fmt.Sprintf("Item %d", i+1), Enabled: true, Separator: i%5 == 4})
	}
	const winH, top, maxH = 480, 50, 416
	var chosen []int
	r := newRig(360, winH, func(gtx layout.Context) {
		for {
			i, ok := m.Update(gtx)
			if !ok {
				break
			}
			chosen = append(chosen, i)
		}
		o := gtx
		o.Constraints = layout.Constraints{Max: image.Pt(80, 40)}
		st := layoutAt(o, image.Pt(270, 10))
		MenuStyle{Theme: th, Menu: &m, Label: "Menu", Icon: IconMenu, Items: items, MaxHeight: maxH}.Layout(o)
		st()
	})
	visible := func(i int) bool {
		rc := m.rects[1+i].Add(image.Pt(270, 10))
		return rc.Min.Y >= top && rc.Max.Y <= top+maxH
	}
	m.SetOpen(true) // F10
	r.run()
	if m.Focused() != 0 || !visible(0) {
		t.Fatalf("F10: focus %d, first item visible %v", m.Focused(), visible(0))
	}
	r.keys(key.NameEnd)
	if m.Focused() != 15 || !visible(15) {
		t.Fatalf("End: focus %d, last item visible %v (at %v)", m.Focused(), visible(15), m.rects[16])
	}
	if visible(0) {
		t.Fatal("the list did not scroll: the first and last items both show")
	}
	// The wheel scrolls back to the top.
	p := layout.FPt(m.rects[1+10].Add(image.Pt(270, 10)).Min.Add(image.Pt(20, 5)))
	r.h.r.Queue(pointer.Event{Kind: pointer.Scroll, Source: pointer.Mouse, Position: p, Scroll: f32.Pt(0, -5000)})
	r.run()
	r.run()
	if !visible(0) {
		t.Fatal("the wheel did not scroll the list back up")
	}
	r.keys(key.NameUpArrow, key.NameReturn) // the focus is still the last item
	if !slices.Equal(chosen, []int{14}) {
		t.Fatalf("End, Up, Return chose %v, want [14]", chosen)
	}
}

// TestMenuFitsWithoutScrolling: a list a little taller than its room
// tightens its gaps and rows and shows every item without scrolling (the
// window's 21 items in 3 sections at 980×720: 656 px below the header);
// one much taller keeps rows easy to hit and scrolls.
func TestMenuFitsWithoutScrolling(t *testing.T) {
	th := NewTheme(LightPalette)
	for _, tc := range []struct {
		name      string
		items     int
		seps      []int // the items with a line above them
		maxH      int
		wantFit   bool
		minHeight int // the least row height
	}{
		{"window menu at 980x720", 21, []int{5, 15, 20}, 656, true, 30},
		{"window menu at 1280x800", 21, []int{5, 15, 20}, 736, true, 30},
		{"window menu at 360x480", 21, []int{5, 15, 20}, 416, false, 30},
		{"short list", 6, []int{3}, 416, true, 38},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m Menu
			var items []MenuItem
			for i := range tc.items {
				items = append(items, MenuItem{Label: fmt.Sprintf("Item %d", i+1), Enabled: true, Separator: slices.Contains(tc.seps, i)})
			}
			const top = 50
			r := newRig(980, 720, func(gtx layout.Context) {
				for {
					if _, ok := m.Update(gtx); !ok {
						break
					}
				}
				o := gtx
				o.Constraints = layout.Constraints{Max: image.Pt(80, 40)}
				st := layoutAt(o, image.Pt(890, 10))
				MenuStyle{Theme: th, Menu: &m, Label: "Menu", Icon: IconMenu, Items: items, MaxHeight: tc.maxH}.Layout(o)
				st()
			})
			m.SetOpen(true)
			r.run()
			r.keys(key.NameEnd) // the focus on the last item: the list scrolls if it must
			first, last := m.rects[1].Add(image.Pt(890, 10)), m.rects[tc.items].Add(image.Pt(890, 10))
			fits := first.Min.Y >= top && last.Max.Y <= top+tc.maxH
			if fits != tc.wantFit {
				t.Errorf("every item shows: %v, want %v (first %v, last %v)", fits, tc.wantFit, first, last)
			}
			if h := last.Dy(); h < tc.minHeight {
				t.Errorf("rows %d px high, want at least %d", h, tc.minHeight)
			}
		})
	}
}

// layoutAt offsets what follows by p and returns the function undoing it.
func layoutAt(gtx layout.Context, p image.Point) func() {
	return op.Offset(p).Push(gtx.Ops).Pop
}

func TestScorePanelCloses(t *testing.T) {
	th := NewTheme(LightPalette)
	for _, how := range []string{"return", "escape", "click"} {
		var p ScorePanel
		closed := 0
		r := newRig(800, 700, func(gtx layout.Context) {
			if p.Update(gtx) {
				closed++
			}
			ScoreStyle{Theme: th, Panel: &p, View: ScoreView{Level: "Easy", Stars: 3, Score: 120}, Labels: scoreLabels()}.Layout(gtx)
		})
		switch how {
		case "return":
			r.keys(key.NameReturn)
		case "escape":
			r.keys(key.NameEscape)
		case "click":
			r.clickRect(p.closeRect, 1)
		}
		if closed != 1 {
			t.Errorf("%s: closed %d times, want 1", how, closed)
		}
	}
}

// A running clock asks for a frame when its next second is due, and a
// stopped one asks for none: the clock ticks without a goroutine.
func TestClockTicks(t *testing.T) {
	th := NewTheme(LightPalette)
	for _, c := range []struct {
		running bool
		elapsed time.Duration
		wake    time.Duration // after now; 0 for no wake-up
	}{
		{true, 4*time.Second + 300*time.Millisecond, 700 * time.Millisecond},
		{true, 59 * time.Second, time.Second},
		{false, 4*time.Second + 300*time.Millisecond, 0},
	} {
		h := newHarness(200, 50)
		h.frame(func(gtx layout.Context) { Clock(th, c.elapsed, c.running).Layout(gtx) })
		at, ok := h.r.WakeupTime()
		switch {
		case c.wake == 0 && ok:
			t.Errorf("stopped clock asked for a frame at %v", at.Sub(h.now))
		case c.wake != 0 && (!ok || at.Sub(h.now) != c.wake):
			t.Errorf("running clock at %v: wake-up %v (%v), want %v", c.elapsed, at.Sub(h.now), ok, c.wake)
		}
	}
}

func TestPadAndHeaderGrowWithALargeWindow(t *testing.T) {
	measure := func(w, h int) (key, menuBtn image.Point) {
		tw := newTestWindow(NewTheme(LightPalette), sampleView(t))
		hs := newHarness(w, h)
		hs.frame(func(gtx layout.Context) { tw.Layout(gtx) })
		return tw.pad.rects[0].Size(), tw.menu.rects[0].Size()
	}
	key0, btn0 := measure(980, 720)
	key1, btn1 := measure(1600, 1200)
	if key1.X*10 < key0.X*14 || btn1.Y*10 < btn0.Y*14 {
		t.Fatalf("at 1600×1200 a pad key is %v and the menu button %v; at 980×720 %v and %v: want about 1.5 times",
			key1, btn1, key0, btn0)
	}
	key2, _ := measure(3200, 2400)
	if float32(key2.X) > float32(key0.X)*MaxLargeScale+1 {
		t.Fatalf("at 3200×2400 a pad key is %v, more than %v times its own size %v", key2, MaxLargeScale, key0)
	}
	if k := LargeScale(unit.Metric{PxPerDp: 2}, image.Pt(1960, 1440)); k != 1 {
		t.Fatalf("a HiDPI window of 980×720 dp scales by %v", k)
	}
}

func TestTitleBarMovesTheWindowFromItsBackground(t *testing.T) {
	tw := newTestWindow(NewTheme(LightPalette), sampleView(t))
	tw.csd = true
	hs := newHarness(1280, 800)
	hs.frame(func(gtx layout.Context) { tw.Layout(gtx) })
	if a, ok := hs.r.ActionAt(f32.Pt(700, 30)); !ok || a != system.ActionMove {
		t.Fatalf("the header's background gives %v, %v; want a move", a, ok)
	}
	if _, ok := hs.r.ActionAt(f32.Pt(1240, 30)); ok {
		t.Fatal("the close button moves the window")
	}
	if _, ok := hs.r.ActionAt(f32.Pt(500, 400)); ok {
		t.Fatal("the board moves the window")
	}
	tw.csd = false
	hs.frame(func(gtx layout.Context) { tw.Layout(gtx) })
	if _, ok := hs.r.ActionAt(f32.Pt(700, 30)); ok {
		t.Fatal("with the platform's frame the header moves the window")
	}
}
