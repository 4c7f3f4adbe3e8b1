package widgets

import (
	"image"

	"gioui.org/layout"
)

// What a screen reader's actions and the accessibility tree need of the
// widgets (docs/architecture.md, a11y): each press clicks the widget's own
// button, so it does exactly what a click does; the places are those of
// the last Layout, in its coordinates (a modal panel's are the window's).

// Focused reports whether the button has the keyboard focus.
func (b *Button) Focused(gtx layout.Context) bool { return gtx.Focused(&b.click) }

// Press clicks button i of the dialog (a Cancel button is the last).
func (d *Dialog) Press(i int) {
	if i >= 0 && i < d.n && i < len(d.buttons) {
		d.buttons[i].Click()
	}
}

// Panel is where the dialog's panel was.
func (d *Dialog) Panel() image.Rectangle { return d.panel }

// Choose chooses item i of the menu, as a click does (a disabled item
// does nothing).
func (m *Menu) Choose(i int) { m.choose(i) }

// Press clicks option o of row r (a toggle has option 0 only).
func (f *SettingsForm) Press(r, o int) {
	if r >= 0 && r < len(f.options) && o >= 0 && o < len(f.options[r]) {
		f.options[r][o].Click()
	}
}

// Close clicks the form's Close button.
func (f *SettingsForm) Close() { f.close.Click() }

// Panel is where the form's panel was.
func (f *SettingsForm) Panel() image.Rectangle { return f.panel }

// OptionRect is where option o of row r was, in the window (empty when the
// row is scrolled out of view).
func (f *SettingsForm) OptionRect(r, o int) image.Rectangle {
	if r < 0 || r >= len(f.rects) || o < 0 || o >= len(f.rects[r]) {
		return image.Rectangle{}
	}
	return f.rects[r][o].Add(f.origin).Intersect(f.rowsArea.Add(f.origin))
}

// Close clicks the panel's Close button.
func (p *TextPanel) Close() { p.close.Click() }

// Panel is where the text panel was.
func (p *TextPanel) Panel() image.Rectangle { return p.panel }

// Close clicks the score panel's Close button.
func (p *ScorePanel) Close() { p.close.Click() }

// CloseRect is where the text panel's Close button was, in the window.
func (p *TextPanel) CloseRect() image.Rectangle { return p.closeRect.Add(p.origin) }

// CloseRect is where the score panel's Close button was, in the window.
func (p *ScorePanel) CloseRect() image.Rectangle { return p.closeRect }

// The grid chooser's buttons, for Press and ButtonRect.
const (
	ChooserPreviousButton = iota
	ChooserNextButton
	ChooserRandomButton
	ChooserOpenButton
	ChooserCancelButton
)

// Press clicks button k of the grid chooser (ChooserPreviousButton…).
func (c *GridChooser) Press(k int) {
	if b := c.button(k); b != nil {
		b.Click()
	}
}

// ButtonRect is where button k of the grid chooser was, in the window.
func (c *GridChooser) ButtonRect(k int) image.Rectangle {
	if k < 0 || k >= len(c.rects) {
		return image.Rectangle{}
	}
	return c.buttonAt(k)
}

func (c *GridChooser) button(k int) *Button {
	switch k {
	case ChooserPreviousButton:
		return &c.prev
	case ChooserNextButton:
		return &c.next
	case ChooserRandomButton:
		return &c.random
	case ChooserOpenButton:
		return &c.ok
	case ChooserCancelButton:
		return &c.no
	}
	return nil
}

// Cancel clicks the busy panel's Cancel button.
func (b *BusyOverlay) Cancel() { b.cancel.Click() }

// PressDigit clicks the pad's key of digit d (1–9).
func (p *NumberPad) PressDigit(d int) {
	if d >= 1 && d <= 9 {
		p.digits[d-1].Click()
	}
}

// PressErase clicks the pad's Erase key; PressMarks its mode key.
func (p *NumberPad) PressErase() { p.erase.Click() }

// PressMarks clicks the pad's key that cycles what a digit writes.
func (p *NumberPad) PressMarks() { p.notes.Click() }

// CellRect is where cell i was in the last Layout, in the board's
// coordinates (add Places.Board.Min for the window's); zoomed, where the
// zoom drew it, cut to the grid (empty when it is out of sight).
func (b *Board) CellRect(i int) image.Rectangle {
	if i < 0 || i > 80 {
		return image.Rectangle{}
	}
	r := b.geo.cellRect(i)
	if b.zoom.on {
		lo, hi := b.zoom.apply(layout.FPt(r.Min)), b.zoom.apply(layout.FPt(r.Max))
		r = image.Rect(int(lo.X+0.5), int(lo.Y+0.5), int(hi.X+0.5), int(hi.Y+0.5)).Intersect(image.Rect(0, 0, b.geo.size, b.geo.size))
	}
	return r.Add(b.geo.shift)
}

// KeyRect is where key k of the pad was in the last Layout, in its
// coordinates (add Places.Pad.Min for the window's): the digits 1–9 as
// k = 1–9, Erase as 10, the marks' mode as 11.
func (p *NumberPad) KeyRect(k int) image.Rectangle {
	if k < 1 || k > 11 {
		return image.Rectangle{}
	}
	return p.rects[k-1]
}

// KeyFocused reports whether key k of the pad (numbered as for KeyRect)
// has the keyboard focus.
func (p *NumberPad) KeyFocused(gtx layout.Context, k int) bool {
	switch {
	case k >= 1 && k <= 9:
		return p.digits[k-1].Focused(gtx)
	case k == 10:
		return p.erase.Focused(gtx)
	case k == 11:
		return p.notes.Focused(gtx)
	}
	return false
}

// ButtonFocused reports whether the menu's button has the keyboard focus.
func (m *Menu) ButtonFocused(gtx layout.Context) bool { return m.button.Focused(gtx) }

// Activate opens line i of the picker, as a double click does: a folder
// is listed, a file opened.
func (p *FilePicker) Activate(i int) { p.activate(i) }

// Selected is the picker's selected line, -1 for none.
func (p *FilePicker) Selected() int { return p.sel }

// PressParent, PressOK and PressCancel click the picker's buttons.
func (p *FilePicker) PressParent() { p.parent.Click() }

// PressOK clicks the picker's Open (or Save) button.
func (p *FilePicker) PressOK() { p.ok.Click() }

// PressCancel clicks the picker's Cancel button.
func (p *FilePicker) PressCancel() { p.cancel.Click() }

// ItemRect is where item i of the open menu was in the last Layout, from
// the menu button's corner (add Places.Menu.Min for the window's); empty
// while the menu is closed.
func (m *Menu) ItemRect(i int) image.Rectangle {
	if !m.open || i < 0 || i+1 >= len(m.rects) {
		return image.Rectangle{}
	}
	return m.rects[i+1]
}
