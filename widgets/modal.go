package widgets

import (
	"image"
	"image/color"

	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
)

// The modal widgets — the dialog, the menu's list, the busy overlay, the
// text panel, the settings form, the grid chooser, the score panel and the
// file picker — hold the keyboard while they show and cover the window
// with a scrim that keeps the pointer from what is under it. They do both
// through modalBase: the same focus, the same Escape and Tab, the same
// scrim events.

// modalBase is what every modal widget keeps: the pointer target of its
// scrim and where its panel was.
type modalBase struct {
	scrim  byte            // pointer target of the scrim (not zero-sized: its address must be its own)
	panel  image.Rectangle // where the panel was in the last Layout, in its coordinates
	origin image.Point     // where the content began in the last Layout, in its coordinates
}

// modalKeys returns the key presses of this frame for a modal widget that
// has the focus as tag: Escape always, Tab and Shift+Tab when tab is set,
// the keys named, and the keys of more (another focus inside the widget, a
// key with any modifier).
func modalKeys(gtx layout.Context, tag event.Tag, tab bool, names []key.Name, more ...event.Filter) []key.Event {
	filters := make([]event.Filter, 0, 3+len(names)+len(more))
	filters = append(filters, key.FocusFilter{Target: tag}, key.Filter{Focus: tag, Name: key.NameEscape})
	if tab {
		filters = append(filters, key.Filter{Focus: tag, Name: key.NameTab, Optional: key.ModShift})
	}
	for _, n := range names {
		filters = append(filters, key.Filter{Focus: tag, Name: n})
	}
	return keyPresses(gtx, append(filters, more...)...)
}

// tabDir is the way Tab moves the focus: 1 forward, -1 back with Shift.
func tabDir(e key.Event) int {
	if e.Modifiers.Contain(key.ModShift) {
		return -1
	}
	return 1
}

// wrapFocus moves focus by dir among n stops, wrapping.
func wrapFocus(focus, dir, n int) int {
	if n <= 0 {
		return focus
	}
	return ((focus+dir)%n + n) % n
}

// takeFocus gives tag the keyboard while the widget shows.
func takeFocus(gtx layout.Context, tag event.Tag) {
	if gtx.Enabled() && !gtx.Focused(tag) {
		gtx.Execute(key.FocusCmd{Tag: tag})
	}
}

// scrimEvents drops the scrim's pointer events (it only blocks what is
// under it) and reports whether one was a press outside the panel (for a
// menu, whose panel is left empty, any press on its cover).
func (m *modalBase) scrimEvents(gtx layout.Context) (outside bool) {
	for {
		e, ok := gtx.Event(pointer.Filter{Target: &m.scrim, Kinds: pointer.Press | pointer.Release | pointer.Move | pointer.Drag | pointer.Scroll,
			ScrollX: pointer.ScrollRange{Min: -1 << 20, Max: 1 << 20}, ScrollY: pointer.ScrollRange{Min: -1 << 20, Max: 1 << 20}})
		if !ok {
			return outside
		}
		if pe, ok := e.(pointer.Event); ok && pe.Kind == pointer.Press && !pe.Position.Round().In(m.panel) {
			outside = true
		}
	}
}

// drawScrim covers size with the scrim, in colour c, and makes it the
// scrim's pointer target.
func (m *modalBase) drawScrim(gtx layout.Context, size image.Point, c color.NRGBA) {
	area := clip.Rect{Max: size}.Push(gtx.Ops)
	paint.Fill(gtx.Ops, c)
	event.Op(gtx.Ops, &m.scrim)
	area.Pop()
}

// coverScrim makes r the scrim's pointer target without drawing it (the
// menu's transparent cover).
func (m *modalBase) coverScrim(gtx layout.Context, r image.Rectangle) {
	area := clip.Rect(r).Push(gtx.Ops)
	event.Op(gtx.Ops, &m.scrim)
	area.Pop()
}
