package widgets

import (
	"image"
	"slices"
	"testing"
	"time"

	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
)

// modalRig is the board with one of the modal panels over it, laid out
// the way the app does: collect the panel's answer, then draw it.
type modalRig struct {
	*boardRig
	open bool
}

func newModalRig(t *testing.T, overlay func(gtx layout.Context, mr *modalRig)) *modalRig {
	mr := &modalRig{open: true}
	mr.boardRig = newBoardRig(t, playView(t))
	mr.overlay = func(gtx layout.Context) {
		if mr.open {
			overlay(gtx, mr)
		}
	}
	mr.run()
	mr.run() // the panel takes the keyboard in its first frame
	return mr
}

func (mr *modalRig) keys(names ...key.Name) []BoardEvent {
	var out []BoardEvent
	for _, n := range names {
		out = append(out, mr.key(n, 0)...)
	}
	return append(out, mr.run()...)
}

func (mr *modalRig) clickRect(r image.Rectangle) []BoardEvent {
	return mr.clickAt(layout.FPt(r.Min.Add(r.Max).Div(2)), pointer.ButtonPrimary)
}

func TestBusyOverlayCancels(t *testing.T) {
	for _, cancellable := range []bool{true, false} {
		var b BusyOverlay
		cancels, others := 0, 0
		var started time.Time
		mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
			for {
				e, ok := b.Update(gtx)
				if !ok {
					break
				}
				switch e {
				case BusyCancel:
					cancels++
				case BusyKey:
					others++
				}
			}
			if started.IsZero() {
				started = gtx.Now
			}
			BusyStyle{Theme: mr.th, Overlay: &b, Title: "Generating", Message: "Making a new Expert puzzle…",
				Started: started, Cancellable: cancellable}.withWords().Layout(gtx)
		})
		// The board underneath takes neither keys nor clicks, even before
		// the panel shows.
		if got := mr.keys("5", key.NameRightArrow); len(got) != 0 {
			t.Errorf("cancellable %v: the board got %v behind the overlay", cancellable, got)
		}
		if got := mr.click(emptyCell, pointer.ButtonPrimary); len(got) != 0 {
			t.Errorf("cancellable %v: the board got a click behind the overlay: %v", cancellable, got)
		}
		// …and the overlay reports those keys, so none goes without a word.
		if others != 2 {
			t.Errorf("cancellable %v: %d keys reported behind the overlay, want 2", cancellable, others)
		}
		mr.h.now = mr.h.now.Add(time.Second)
		mr.run()
		others = 0
		mr.keys(key.NameEscape, key.NameReturn, key.NameShift)
		want, wantOthers := 0, 1 // Return; Shift alone is no key
		if cancellable {
			want = 1
			mr.clickRect(b.cancelAt())
			want++
		} else {
			wantOthers++ // Escape cancels nothing: reported as a key
		}
		if cancels != want || others != wantOthers {
			t.Errorf("cancellable %v: %d cancels and %d keys, want %d and %d", cancellable, cancels, others, want, wantOthers)
		}
	}
}

// newTextPanelRig opens text panel p showing view over the board; the
// panel's close counts in closed and takes it off the window.
func newTextPanelRig(t *testing.T, p *TextPanel, view TextPanelView, closed *int) *modalRig {
	return newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		if p.Update(gtx) {
			*closed++
			mr.open = false
			return
		}
		TextPanelStyle{Theme: mr.th, Panel: p, View: view}.withWords().Layout(gtx)
	})
}

func TestTextPanelScrollsAndCloses(t *testing.T) {
	var p TextPanel
	closed := 0
	rows := make([][]string, 40)
	for i := range rows {
		rows[i] = []string{"Action", "Ctrl+K"}
	}
	view := TextPanelView{Title: "Keyboard shortcuts", Blocks: []TextBlock{
		{Heading: "Board", Rows: rows[:20]},
		{Heading: "Game", Rows: rows[20:]},
		{Text: "In dialogs: Tab and the arrows move."},
	}}
	mr := newTextPanelRig(t, &p, view, &closed)
	if got := mr.keys("7"); len(got) != 0 {
		t.Fatalf("the board got %v behind the panel", got)
	}
	before := p.list.Position
	mr.keys(key.NamePageDown)
	if p.list.Position == before {
		t.Fatal("Page Down did not scroll a panel taller than the window")
	}
	mr.keys(key.NameHome)
	if p.list.Position.First != 0 || p.list.Position.Offset != 0 {
		t.Fatalf("Home left the list at %+v", p.list.Position)
	}
	mr.keys(key.NameEscape)
	if closed != 1 || mr.open {
		t.Fatalf("Escape: %d closes", closed)
	}
	// Reopened, the Close button closes it too.
	mr.open = true
	mr.run()
	mr.run()
	mr.clickRect(p.closeRect.Add(p.origin))
	if closed != 2 {
		t.Fatalf("Close button: %d closes, want 2", closed)
	}
}

func TestSettingsFormByKeyboardAndMouse(t *testing.T) {
	var f SettingsForm
	view := SettingsView{Title: "Settings", Rows: []SettingRow{
		{Label: "Input mode", Options: []string{"Cell first", "Digit first", "Tap"}},
		{Label: "Show the clock", Kind: SettingToggle, Value: 1},
		{Label: "Theme", Options: []string{"Light", "Dark"}},
	}}
	var got []SettingsEvent
	mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		for {
			e, ok := f.Update(gtx)
			if !ok {
				break
			}
			got = append(got, e)
			if e.Kind == SettingChanged {
				view.Rows[e.Row].Value = e.Value // the app applies it
			}
			if e.Kind == SettingsClosed {
				mr.open = false
			}
		}
		if mr.open {
			SettingsStyle{Theme: mr.th, Form: &f, View: view}.withWords().Layout(gtx)
		}
	})
	mr.keys(key.NameRightArrow, key.NameRightArrow, key.NameRightArrow) // Tap is the last: stays
	mr.keys(key.NameDownArrow, key.NameSpace)                           // the clock off
	mr.keys(key.NameDownArrow, key.NameRightArrow)                      // Dark
	want := []SettingsEvent{
		{Kind: SettingChanged, Row: 0, Value: 1},
		{Kind: SettingChanged, Row: 0, Value: 2},
		{Kind: SettingChanged, Row: 1, Value: 0},
		{Kind: SettingChanged, Row: 2, Value: 1},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("keyboard: %v, want %v", got, want)
	}
	got = got[:0]
	mr.clickRect(f.optionAt(0, 0)) // Cell first
	mr.clickRect(f.optionAt(1, 0)) // the clock on again
	want = []SettingsEvent{{Kind: SettingChanged, Row: 0, Value: 0}, {Kind: SettingChanged, Row: 1, Value: 1}}
	if !slices.Equal(got, want) {
		t.Fatalf("mouse: %v, want %v", got, want)
	}
	got = got[:0]
	if ev := mr.keys("1"); len(ev) != 0 {
		t.Fatalf("the board got %v behind the form", ev)
	}
	mr.keys(key.NameEscape)
	if !slices.Equal(got, []SettingsEvent{{Kind: SettingsClosed, Row: -1}}) || mr.open {
		t.Fatalf("Escape: %v", got)
	}
}

func TestGridChooser(t *testing.T) {
	var c GridChooser
	var got []ChooserEvent
	mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
		for {
			e, ok := c.Update(gtx)
			if !ok {
				break
			}
			got = append(got, e)
			if e.Kind == ChooserRandom {
				c.SetIndex(41) // the app's random pick
			}
		}
		ChooserStyle{Theme: mr.th, Chooser: &c, View: ChooserView{Title: "Choose a grid: Easy", Count: 100, Detail: "45 clues"}}.withWords().Layout(gtx)
	})
	steps := []struct {
		keys []key.Name
		want int
	}{
		{[]key.Name{key.NameRightArrow}, 1},
		{[]key.Name{key.NamePageDown}, 11},
		{[]key.Name{key.NameLeftArrow, key.NameLeftArrow}, 9},
		{[]key.Name{key.NameEnd}, 99},
		{[]key.Name{key.NameRightArrow}, 0}, // wraps
		{[]key.Name{key.NameUpArrow}, 99},
		{[]key.Name{"4", "2"}, 41},
		{[]key.Name{key.NameDeleteBackward}, 3},
		{[]key.Name{key.NameHome}, 0},
		{[]key.Name{"9", "9", "9"}, 99}, // past the end: the last grid
	}
	for _, s := range steps {
		mr.keys(s.keys...)
		if c.Index() != s.want {
			t.Fatalf("after %v the chooser is at %d, want %d", s.keys, c.Index(), s.want)
		}
	}
	mr.clickRect(c.buttonAt(0)) // previous
	mr.clickRect(c.buttonAt(2)) // random
	mr.keys(key.NameReturn)
	mr.keys(key.NameEscape)
	want := []ChooserEvent{{Kind: ChooserRandom, Index: 98}, {Kind: ChooserOpen, Index: 41}, {Kind: ChooserCancel, Index: 41}}
	if !slices.Equal(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	got = got[:0]
	mr.clickRect(c.buttonAt(1)) // next
	mr.clickRect(c.buttonAt(3)) // open
	if !slices.Equal(got, []ChooserEvent{{Kind: ChooserOpen, Index: 42}}) {
		t.Fatalf("next then Open: %v", got)
	}
}

// While the work waits for the player in another window (a file dialog),
// the overlay asks for no frames once it has faded in: an idle window
// stays idle however long the dialog stays open.
func TestBusyOverlayWaitingIsIdle(t *testing.T) {
	for _, waiting := range []bool{false, true} {
		var b BusyOverlay
		var started time.Time
		mr := newModalRig(t, func(gtx layout.Context, mr *modalRig) {
			if started.IsZero() {
				started = gtx.Now
			}
			BusyStyle{Theme: mr.th, Overlay: &b, Title: "Open a grid", Message: "Choose a file in the file dialog.",
				Started: started, Waiting: waiting}.withWords().Layout(gtx)
		})
		mr.h.now = mr.h.now.Add(5 * time.Second)
		mr.run()
		mr.h.r.WakeupTime()
		mr.run()
		_, asked := mr.h.r.WakeupTime()
		if asked == waiting {
			t.Errorf("waiting %v: the overlay asked for a frame: %v", waiting, asked)
		}
	}
}
