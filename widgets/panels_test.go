package widgets

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/i18n"
)

// A text panel taller than the window shows a scroll bar beside its text:
// a click low in the track scrolls to the end, dragging the thumb back up
// returns to the top, and a panel that fits has no bar.
func TestTextPanelScrollBar(t *testing.T) {
	var p TextPanel
	view := demoShortcutsView(NewTheme(LightPalette))
	mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		p.Update(gtx)
		TextPanelStyle{Theme: mr.th, Panel: &p, View: view}.withWords().Layout(gtx)
	})
	if p.barRect.Empty() || p.thumbRect.Empty() {
		t.Fatalf("the shortcuts in a 450×450 window show no scroll bar (track %v, thumb %v)", p.barRect, p.thumbRect)
	}
	if p.thumbRect.Min.Y != p.barRect.Min.Y {
		t.Fatalf("at the top, the thumb %v is not at the top of its track %v", p.thumbRect, p.barRect)
	}
	track := p.barRect.Add(p.origin)
	mr.clickAt(layout.FPt(image.Pt(track.Min.X+track.Dx()/2, track.Max.Y-2)), pointer.ButtonPrimary)
	mr.run()
	if p.list.Position.BeforeEnd {
		t.Fatalf("a click at the bottom of the track left the list at %+v, not at its end", p.list.Position)
	}
	if p.thumbRect.Max.Y != p.barRect.Max.Y {
		t.Errorf("at the end, the thumb %v is not at the bottom of its track %v", p.thumbRect, p.barRect)
	}
	// Drag the thumb back to the top of the track.
	thumb := p.thumbRect.Add(p.origin)
	x := float32(thumb.Min.X + thumb.Dx()/2)
	from := float32(thumb.Min.Y + thumb.Dy()/2)
	ev := []pointer.Event{{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: layout.FPt(image.Pt(int(x), int(from)))}}
	for y := from; y > float32(track.Min.Y-40); y -= 10 {
		ev = append(ev, pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: layout.FPt(image.Pt(int(x), int(y)))})
	}
	for _, e := range ev {
		mr.h.r.Queue(e)
		mr.run()
	}
	mr.h.r.Queue(pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: layout.FPt(image.Pt(int(x), track.Min.Y-40))})
	mr.run()
	if p.list.Position.First != 0 || p.list.Position.Offset != 0 {
		t.Fatalf("dragging the thumb to the top left the list at %+v", p.list.Position)
	}
	// The board underneath got nothing.
	if got := mr.run(); len(got) != 0 {
		t.Fatalf("the board got %v behind the panel", got)
	}

	// Short text: no bar.
	var q TextPanel
	newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		TextPanelStyle{Theme: mr.th, Panel: &q, View: TextPanelView{Title: "About", Blocks: []TextBlock{{Text: "A Sudoku game."}}}}.withWords().Layout(gtx)
	})
	if !q.barRect.Empty() {
		t.Errorf("a panel whose text fits shows a scroll bar at %v", q.barRect)
	}
}

// A table never runs out of its panel: at the smallest window the
// statistics (five columns) and About (long module paths and licences) fit
// the panel's width with a label column of at least 60 dp (About's: half
// the table), and in a wide panel the value columns keep their full width
// and 16 dp gaps.
func TestTextPanelTableFits(t *testing.T) {
	th := NewTheme(LightPalette)
	stats := demoStatsView(th).Blocks[0]
	about := demoAboutView(th).Blocks[1]
	gtx := layout.Context{Ops: new(op.Ops), Metric: unit.Metric{PxPerDp: 1, PxPerSp: 1}}
	for _, tc := range []struct {
		name     string
		b        TextBlock
		inner    int
		minLabel int // the label column at least
	}{
		{"stats at 360 dp", stats, 296, 60},
		// The licences wrap at their spaces rather than leave the module
		// paths a sliver: the labels keep half the table.
		{"about at 360 dp", about, 296, 148},
		{"stats squeezed", stats, 200, 60},
		{"stats wide", stats, 512, 60},
		{"about wide", about, 512, 256},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := TextPanelStyle{Theme: th, View: TextPanelView{Blocks: []TextBlock{tc.b}}}
			widths, gap := s.columns(gtx, tc.b, tc.inner)
			total := gap * (len(widths) - 1)
			for _, w := range widths {
				total += w
			}
			if widths[0] < tc.minLabel {
				t.Errorf("label column %d px, under %d", widths[0], tc.minLabel)
			}
			if total > tc.inner {
				t.Errorf("columns %v with gaps of %d take %d px, more than the panel's %d", widths, gap, total, tc.inner)
			}
			if tc.inner < 500 {
				return
			}
			if gap != 16 {
				t.Errorf("wide panel: gap %d, want 16", gap)
			}
			for c := 1; c < len(widths); c++ {
				natural := 0
				for ri, r := range tc.b.Rows {
					if c < len(r) {
						natural = max(natural, TextStyle{Theme: th, Text: r[c], Size: 15, Weight: cellWeight(tc.b, ri)}.measure(gtx).X)
					}
				}
				if widths[c] != natural {
					t.Errorf("wide panel: column %d is %d px, its widest cell %d", c, widths[c], natural)
				}
			}
		})
	}
}

// The chooser's number stays between its arrow buttons at the smallest
// window, even for the largest collections.
func TestGridChooserNumberFits(t *testing.T) {
	for _, tc := range []struct{ count, index int }{{100, 6}, {1465, 1122}, {49151, 49150}} {
		t.Run(fmt.Sprint(tc.count), func(t *testing.T) {
			h := newHarness(360, 480)
			th := NewTheme(LightPalette)
			var c GridChooser
			c.SetIndex(tc.index)
			h.frame(func(gtx layout.Context) {
				ChooserStyle{Theme: th, Chooser: &c, View: ChooserView{Title: "Choose a grid: top", Count: tc.count, Detail: "Grid 7 · 24 clues"}}.withWords().Layout(gtx)
			})
			prev, next, num := c.rects[0], c.rects[1], c.numRect
			if num.Empty() {
				t.Fatal("no number shown")
			}
			if num.Min.X < prev.Max.X || num.Max.X > next.Min.X {
				t.Errorf("the number %v runs into the arrows %v and %v", num, prev, next)
			}
			if c.Index() != tc.index {
				t.Errorf("index %d, want %d", c.Index(), tc.index)
			}
		})
	}
}

// A text panel opens with its view's Start block at the top (a little of
// the block before showing above it), keeps the player's scrolling, and
// opens at Start again once closed and reopened.
func TestTextPanelOpensAtStart(t *testing.T) {
	var p TextPanel
	var blocks []TextBlock
	for i := range 12 {
		blocks = append(blocks, TextBlock{Heading: fmt.Sprintf("Entry %d", i), Text: "Some words about it, long enough to wrap once or twice in the panel."})
	}
	view := TextPanelView{Title: "Techniques", Blocks: blocks, Start: 7}
	closed := 0
	mr := newTextPanelRig(t, &p, view, &closed)
	atStart := func(when string) {
		t.Helper()
		pos := p.list.Position
		if !(pos.First == 7 && pos.Offset < 0) && !(pos.First == 6 && pos.Offset > 0) {
			t.Fatalf("%s: the list is at %+v, not just above block 7", when, pos)
		}
	}
	atStart("opened")
	mr.keys(key.NameHome)
	if p.list.Position.First != 0 || p.list.Position.Offset != 0 {
		t.Fatalf("Home left the list at %+v", p.list.Position)
	}
	mr.run()
	if p.list.Position.First != 0 {
		t.Fatalf("the panel went back to Start after Home: %+v", p.list.Position)
	}
	mr.keys(key.NameEscape)
	if closed != 1 {
		t.Fatalf("Escape: %d closes", closed)
	}
	mr.open = true
	mr.run()
	atStart("reopened")
}

// A block's board is as wide as the text up to MaxExampleBoard, and its
// caption goes under it.
func TestTextBlockBoardWidth(t *testing.T) {
	th := NewTheme(LightPalette)
	board := &BoardView{BigNotes: true}
	for _, inner := range []int{296, 512} {
		gtx := layout.Context{Ops: new(op.Ops), Metric: unit.Metric{PxPerDp: 1, PxPerSp: 1}}
		height := func(b TextBlock) int {
			s := TextPanelStyle{Theme: th, View: TextPanelView{Blocks: []TextBlock{b}}}
			return s.block(gtx, 0, inner).Size.Y
		}
		plain := height(TextBlock{Heading: "Hidden pair", Aside: "3.4", Text: "Two digits."})
		withBoard := height(TextBlock{Heading: "Hidden pair", Aside: "3.4", Text: "Two digits.", Board: board})
		withCaption := height(TextBlock{Heading: "Hidden pair", Aside: "3.4", Text: "Two digits.", Board: board, Caption: "Remove 9 from r3c4."})
		side := min(inner, int(MaxExampleBoard))
		if got := withBoard - plain; got < side || got > side+gtx.Dp(12) {
			t.Errorf("inner %d: the board takes %d px, want its side %d and a gap", inner, got, side)
		}
		if withCaption <= withBoard {
			t.Errorf("inner %d: the caption takes no room (%d, %d)", inner, withCaption, withBoard)
		}
	}
}

// TestSettingsFitTheSmallestWindow: the ten rows of the settings form, as
// the app fills them, keep the panel and its Close button inside a 360×480
// window, and every row its control inside the panel with room for a
// label, in English and in French (the walk-through found the paper row's
// French option pushed off the panel and Close under the window's edge).
func TestSettingsFitTheSmallestWindow(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			testCat = i18n.Load(lang)
			t.Cleanup(func() { testCat = i18n.English() })
			th := NewTheme(LightPalette)
			view := demoSettingsView(th)
			if len(view.Rows) != 10 {
				t.Fatalf("%d rows, want the app's ten", len(view.Rows))
			}
			h := newHarness(360, 480)
			var f SettingsForm
			h.frame(func(gtx layout.Context) { SettingsStyle{Theme: th, Form: &f, View: view}.withWords().Layout(gtx) })
			win := image.Rect(0, 0, 360, 480)
			if !f.panel.In(win) {
				t.Fatalf("the panel %v runs out of the window %v", f.panel, win)
			}
			if c := f.closeRect.Add(f.origin); !c.In(f.panel) {
				t.Fatalf("Close %v is not inside the panel %v", c, f.panel)
			}
			for r, row := range view.Rows {
				first := f.optionAt(r, 0)
				for o := range f.rects[r] {
					if opt := f.optionAt(r, o); !opt.In(f.panel) {
						t.Errorf("row %q: option %d at %v is outside the panel %v", row.Label, o, opt, f.panel)
					}
				}
				if room := first.Min.X - f.origin.X; room < 48 {
					t.Errorf("row %q: %d px left for its label", row.Label, room)
				}
			}
		})
	}
}

// statusSamples are the arguments of the status messages with arguments
// that TestStatusMessagesFitTheNarrowWindow checks: the others carry a path
// or an error's text, whose length no wording can bound.
var statusSamples = map[string][]any{"status.key_unbound": {"Ctrl+X"}}

// TestStatusMessagesFitTheNarrowWindow: every status-line message of the
// catalogue (those without arguments, and statusSamples) fits the two lines the status line
// gives its right end in a 360 dp window, where the clock takes the middle,
// in English and French. The line cuts what does not fit; the
// walk-through found "Partie déjà en cours : cliquez sur Arrêter…" cut.
func TestStatusMessagesFitTheNarrowWindow(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		cat := i18n.Load(lang)
		th := NewTheme(LightPalette)
		h := newHarness(360, 480)
		gtx := h.gtx()
		// The status line spans the window less its margins (332 dp at
		// 360); the clock ("0:00") sits in the middle.
		clock := TextStyle{Theme: th, Text: "0:00", Size: th.TextSize}.measure(gtx).X
		rest := (332-clock)/2 - gtx.Dp(12)
		line := TextStyle{Theme: th, Text: "Xg", Size: th.TextSize - 1}.measure(gtx).Y
		for _, m := range i18n.Messages() {
			args, sample := statusSamples[m.ID]
			if !strings.HasPrefix(m.ID, "status.") || (strings.Contains(m.Text, "%") && !sample) {
				continue
			}
			text := cat.T(m, args...)
			g := gtx
			g.Constraints = layout.Constraints{Max: image.Pt(rest, 1<<20)}
			rec := op.Record(g.Ops)
			d := TextStyle{Theme: th, Text: text, Size: th.TextSize - 1}.Layout(g)
			rec.Stop()
			if d.Size.Y > 2*line+line/2 {
				t.Errorf("%s %s: %q takes %d lines of the %d px it has", lang, m.ID, text, (d.Size.Y+line/2)/line, rest)
			}
		}
	}
}
