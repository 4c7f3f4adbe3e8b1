package widgets

import (
	"image"
	"strings"

	"gioui.org/font"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
)

// SettingKind is the kind of a row of the settings form.
type SettingKind uint8

// The kinds of setting rows.
const (
	SettingChoice SettingKind = iota // one of a few options, as segmented buttons
	SettingToggle                    // on or off, as a switch
)

// SettingRow is one setting: a label and its value. For a choice Value is
// the index of the option chosen; for a toggle it is 1 (on) or 0 (off).
type SettingRow struct {
	Label   string
	Kind    SettingKind
	Options []string // the choices (SettingChoice)
	Value   int
}

// SettingsView is what the settings form shows; the app fills it from the
// settings and applies the SettingsEvents it gets back.
type SettingsView struct {
	Title string
	Rows  []SettingRow
}

// SettingsEventKind says what a SettingsEvent reports.
type SettingsEventKind uint8

// The kinds of settings events.
const (
	SettingChanged SettingsEventKind = iota + 1 // Row now has Value
	SettingsClosed                              // the form was closed
)

// SettingsEvent is a change the player made in the settings form.
type SettingsEvent struct {
	Kind  SettingsEventKind
	Row   int
	Value int
}

// SettingsForm is the state of the modal settings form (docs/formats.md, settings.json, lists the settings). The
// keyboard moves between rows with Up/Down (or Tab), changes a choice with
// Left/Right, flips a toggle with Space, and closes the form with Return or
// Escape. Changes are reported at once, so the app applies them live.
type SettingsForm struct {
	modalBase
	focus   int        // the row with the keyboard
	options [][]Button // per row: the options (a toggle has one)
	close   Button
	view    SettingsView // of the last Layout
	queue   []SettingsEvent
	// rects are where each row's options were in the last Layout, and the
	// close button, in its coordinates.
	rects     [][]image.Rectangle
	closeRect image.Rectangle
}

// Update returns the next change, if any.
func (f *SettingsForm) Update(gtx layout.Context) (SettingsEvent, bool) {
	f.update(gtx)
	if len(f.queue) == 0 {
		return SettingsEvent{}, false
	}
	e := f.queue[0]
	f.queue = append(f.queue[:0], f.queue[1:]...)
	return e, true
}

// Focused returns the row with the keyboard focus.
func (f *SettingsForm) Focused() int { return f.focus }

func (f *SettingsForm) set(row, value int) {
	if row < 0 || row >= len(f.view.Rows) {
		return
	}
	r := &f.view.Rows[row]
	switch r.Kind {
	case SettingToggle:
		value = min(max(value, 0), 1)
	default:
		if len(r.Options) == 0 {
			return
		}
		value = min(max(value, 0), len(r.Options)-1)
	}
	if r.Value == value {
		return
	}
	r.Value = value
	f.queue = append(f.queue, SettingsEvent{Kind: SettingChanged, Row: row, Value: value})
}

func (f *SettingsForm) closeForm() {
	f.queue = append(f.queue, SettingsEvent{Kind: SettingsClosed, Row: -1})
	f.focus = 0
}

func (f *SettingsForm) update(gtx layout.Context) {
	for r := range f.options {
		if r >= len(f.view.Rows) {
			break
		}
		for o := range f.options[r] {
			if !f.options[r][o].Clicked(gtx) {
				continue
			}
			f.focus = r
			if f.view.Rows[r].Kind == SettingToggle {
				f.set(r, 1-f.view.Rows[r].Value)
			} else {
				f.set(r, o)
			}
		}
	}
	if f.close.Clicked(gtx) {
		f.closeForm()
	}
	n := len(f.view.Rows)
	for _, e := range modalKeys(gtx, f, true, []key.Name{key.NameUpArrow, key.NameDownArrow, key.NameLeftArrow,
		key.NameRightArrow, key.NameSpace, key.NameReturn, key.NameEnter}) {
		if n == 0 && e.Name != key.NameEscape && e.Name != key.NameReturn {
			continue
		}
		switch e.Name {
		case key.NameUpArrow:
			f.focus = (f.focus + n - 1) % n
		case key.NameDownArrow:
			f.focus = (f.focus + 1) % n
		case key.NameTab:
			f.focus = wrapFocus(f.focus, tabDir(e), n)
		case key.NameLeftArrow, key.NameRightArrow:
			r := f.view.Rows[f.focus]
			d := 1
			if e.Name == key.NameLeftArrow {
				d = -1
			}
			if r.Kind == SettingToggle {
				f.set(f.focus, (1+d)/2)
			} else {
				f.set(f.focus, r.Value+d)
			}
		case key.NameSpace:
			r := f.view.Rows[f.focus]
			if r.Kind == SettingToggle {
				f.set(f.focus, 1-r.Value)
			} else if len(r.Options) > 0 {
				f.set(f.focus, (r.Value+1)%len(r.Options))
			}
		case key.NameReturn, key.NameEnter, key.NameEscape:
			f.closeForm()
		}
	}
}

// SettingsStyle draws a SettingsForm for one frame.
type SettingsStyle struct {
	Theme *Theme
	Form  *SettingsForm
	View  SettingsView
	// The form's words, in the player's language: a switch's two states
	// and the close button.
	On, Off, Close string
}

// Layout covers the window with the scrim and draws the form.
func (s SettingsStyle) Layout(gtx layout.Context) layout.Dimensions {
	f, th, p := s.Form, s.Theme, &s.Theme.Palette
	f.view = s.View
	f.view.Rows = append([]SettingRow(nil), s.View.Rows...)
	for len(f.options) < len(s.View.Rows) {
		f.options = append(f.options, nil)
	}
	f.rects = f.rects[:0]
	for i, r := range s.View.Rows {
		n := len(r.Options)
		if r.Kind == SettingToggle {
			n = 1
		}
		for len(f.options[i]) < n {
			f.options[i] = append(f.options[i], Button{})
		}
		f.rects = append(f.rects, make([]image.Rectangle, n))
	}
	if f.focus >= len(s.View.Rows) {
		f.focus = 0
	}
	f.update(gtx)
	if len(f.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	return f.layoutPanel(gtx, th, panelSpec{focus: f, maxWidth: 560, scrimAlpha: 1,
		content: func(gtx layout.Context, inner, maxH int) int {
			y := panelTitle(gtx, th, s.View.Title, inner, 0)
			compact := maxH < gtx.Dp(560)
			rowH, closeGap, closeH := gtx.Dp(44), gtx.Dp(16), gtx.Dp(42)
			if compact {
				rowH, closeGap = gtx.Dp(36), gtx.Dp(10)
			}
			if n := len(f.view.Rows); n > 0 {
				// Rows that would push Close out of a short window
				// (360×480 holds ten) get lower, down to a floor where a
				// two-line label still fits.
				if fit := (maxH - y - closeGap - closeH) / n; fit < rowH {
					rowH = max(gtx.Dp(32), fit)
				}
			}
			focusY := -1
			for i, r := range f.view.Rows {
				if i > 0 {
					fillRect(gtx.Ops, image.Rect(0, y, inner, y+max(1, gtx.Dp(1))), p.Border)
				}
				s.row(gtx, i, r, inner, y, rowH)
				if i == f.focus {
					focusY = y
				}
				y += rowH
			}
			if focusY >= 0 {
				// The row with the keyboard has a ring, over the
				// hairlines; not a fill, which in the colour of a
				// secondary button would hide an Off toggle.
				focusRing(gtx, image.Rect(-gtx.Dp(8), focusY, inner+gtx.Dp(8), focusY+rowH), gtx.Dp(8), p.Focus)
			}
			y += closeGap
			bs := NewButton(th, &f.close, s.Close)
			bs.Kind, bs.Height, bs.MinWidth = ButtonPrimary, pxToDp(gtx, closeH), 96
			f.closeRect = panelButton(gtx, bs, inner, y, closeH)
			return f.closeRect.Max.Y
		}})
}

// optionAt returns where option o of row r was in the last Layout, in its
// coordinates (for tests); a toggle has option 0 only.
func (f *SettingsForm) optionAt(r, o int) image.Rectangle { return f.rects[r][o].Add(f.origin) }

// row draws one setting: the label at the left, the control at the right.
func (s SettingsStyle) row(gtx layout.Context, i int, r SettingRow, inner, y, rowH int) {
	f, th, p := s.Form, s.Theme, &s.Theme.Palette
	// The control first, measured, to know the room left for the label.
	ctrlH := rowH - gtx.Dp(8)
	var styles []ButtonStyle
	if r.Kind == SettingToggle {
		label := s.Off
		if r.Value == 1 {
			label = s.On
		}
		bs := NewButton(th, &f.options[i][0], label)
		bs.Selected = r.Value == 1
		styles = append(styles, bs)
	} else {
		for o, opt := range r.Options {
			bs := NewButton(th, &f.options[i][o], opt)
			bs.Selected = o == r.Value
			bs.Kind = ButtonFlat
			styles = append(styles, bs)
		}
	}
	gap := gtx.Dp(4)
	widths := make([]int, len(styles))
	lbl := TextStyle{Theme: th, Text: r.Label, Size: th.TextSize, Color: p.SurfaceFg, Weight: font.Normal, MaxLines: 2}
	// The label keeps the room of its longest word, up to 40 % of the
	// row; options that leave less are drawn tighter.
	minLabel := 0
	for _, w := range strings.Fields(r.Label) {
		l := lbl
		l.Text, l.MaxLines = w, 1
		minLabel = max(minLabel, l.measure(gtx).X)
	}
	minLabel = min(minLabel, inner*2/5)
	total := 0
	for tight := range 2 {
		total = 0
		for k := range styles {
			styles[k].Height = pxToDp(gtx, ctrlH)
			styles[k].MinWidth = 56
			styles[k].TextSize = th.TextSize - 1
			if tight == 1 {
				styles[k].MinWidth, styles[k].Padding = 0, 7
			}
			g := gtx
			g.Constraints = layout.Constraints{Max: image.Pt(inner, ctrlH)}
			m := op.Record(gtx.Ops)
			widths[k] = styles[k].Layout(g.Disabled()).Size.X
			m.Stop()
			total += widths[k]
		}
		total += gap * max(0, len(styles)-1)
		if inner-total-gtx.Dp(12) >= minLabel {
			break
		}
	}
	x := inner - total
	if len(styles) > 1 {
		// A choice's options sit on one track, the colour of a
		// secondary button, so an option not chosen reads as a
		// button (like a toggle that is off) and not as a label.
		track := image.Rect(x, y+(rowH-ctrlH)/2, inner, y+(rowH+ctrlH)/2)
		paint.FillShape(gtx.Ops, p.Button, clip.UniformRRect(track, gtx.Dp(8)).Op(gtx.Ops))
	}
	for k := range styles {
		g := gtx
		g.Constraints = layout.Constraints{Max: image.Pt(widths[k], ctrlH)}
		st := op.Offset(image.Pt(x, y+(rowH-ctrlH)/2)).Push(gtx.Ops)
		styles[k].Layout(g)
		st.Pop()
		f.rects[i][k] = image.Rect(x, y+(rowH-ctrlH)/2, x+widths[k], y+(rowH+ctrlH)/2)
		x += widths[k] + gap
	}
	labelW := max(0, inner-total-gtx.Dp(12))
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(labelW, 1<<20)}
	m := op.Record(gtx.Ops)
	ld := lbl.Layout(g)
	call := m.Stop()
	if ld.Size.Y > rowH {
		// Two lines taller than a row of a short window: a size
		// smaller, rather than the second line cut off.
		lbl.Size = th.TextSize - 2
		m = op.Record(gtx.Ops)
		ld = lbl.Layout(g)
		call = m.Stop()
	}
	st := op.Offset(image.Pt(0, y+(rowH-ld.Size.Y)/2)).Push(gtx.Ops)
	call.Add(gtx.Ops)
	st.Pop()
}
