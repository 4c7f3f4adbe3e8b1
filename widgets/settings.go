package widgets

import (
	"image"
	"strings"

	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
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
	// The rows scroll when the window is too short for them: scroll is
	// how far (pixels), up to scrollMax; followFocus brings the focused
	// row into view at the next Layout (set by the keyboard).
	scroll, scrollMax int
	followFocus       bool
	scrollTag         byte // the rows' window, for the wheel
	rowsArea          image.Rectangle
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
	f.focus, f.scroll = 0, 0
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
	for {
		e, ok := gtx.Event(pointer.Filter{Target: &f.scrollTag, Kinds: pointer.Scroll,
			ScrollY: pointer.ScrollRange{Min: -1 << 20, Max: 1 << 20}})
		if !ok {
			break
		}
		if pe, ok := e.(pointer.Event); ok {
			f.scroll += int(pe.Scroll.Y)
			gtx.Execute(op.InvalidateCmd{})
		}
	}
	n := len(f.view.Rows)
	for _, e := range modalKeys(gtx, f, true, []key.Name{key.NameUpArrow, key.NameDownArrow, key.NameLeftArrow,
		key.NameRightArrow, key.NameSpace, key.NameReturn, key.NameEnter}) {
		if n == 0 && e.Name != key.NameEscape && e.Name != key.NameReturn {
			continue
		}
		f.followFocus = true
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
			room := max(0, maxH-y-closeGap-closeH) // for the rows
			if n := len(f.view.Rows); n > 0 {
				// Rows that would push Close out of a short window
				// (360×480 holds ten) get lower, down to a floor where a
				// two-line label still fits; below it the rows scroll.
				if fit := room / n; fit < rowH {
					rowH = max(gtx.Dp(32), fit)
				}
			}
			// The rows, drawn from 0 down, then shown through a window of
			// the room there is, scrolled to keep the focused row in it.
			rec := op.Record(gtx.Ops)
			rowsH, focusY, focusH := 0, -1, 0
			for i, r := range f.view.Rows {
				if i > 0 {
					fillRect(gtx.Ops, image.Rect(0, rowsH, inner, rowsH+max(1, gtx.Dp(1))), p.Border)
				}
				h := s.row(gtx, i, r, inner, rowsH, rowH)
				if i == f.focus {
					focusY, focusH = rowsH, h
				}
				rowsH += h
			}
			if focusY >= 0 {
				// The row with the keyboard has a ring, over the
				// hairlines; not a fill, which in the colour of a
				// secondary button would hide an Off toggle.
				focusRing(gtx, image.Rect(-gtx.Dp(8), focusY, inner+gtx.Dp(8), focusY+focusH), gtx.Dp(8), p.Focus)
			}
			rows := rec.Stop()
			view := min(rowsH, room)
			f.scrollMax = rowsH - view
			if f.scrollMax > 0 && focusY >= 0 && f.followFocus {
				if focusY < f.scroll {
					f.scroll = focusY
				} else if focusY+focusH > f.scroll+view {
					f.scroll = focusY + focusH - view
				}
			}
			f.followFocus = false
			f.scroll = min(max(f.scroll, 0), f.scrollMax)
			for i := range f.rects {
				for k := range f.rects[i] {
					f.rects[i][k] = f.rects[i][k].Add(image.Pt(0, y-f.scroll))
				}
			}
			// The ring reaches 8 dp left and right of the rows, and a
			// scroll bar sits in the panel's padding: the window is wider.
			edge := gtx.Dp(10)
			area := image.Rect(-edge, y, inner+edge, y+view)
			cl := clip.Rect(area).Push(gtx.Ops)
			event.Op(gtx.Ops, &f.scrollTag)
			st := op.Offset(image.Pt(0, y-f.scroll)).Push(gtx.Ops)
			rows.Add(gtx.Ops)
			st.Pop()
			if f.scrollMax > 0 {
				// Where the window is in the rows, at the right.
				barH := max(gtx.Dp(24), view*view/rowsH)
				barY := y + (view-barH)*f.scroll/f.scrollMax
				bar := image.Rect(inner+gtx.Dp(4), barY, inner+gtx.Dp(7), barY+barH)
				paint.FillShape(gtx.Ops, p.TextMuted, clip.UniformRRect(bar, gtx.Dp(2)).Op(gtx.Ops))
			}
			cl.Pop()
			f.rowsArea = area
			y += view + closeGap
			bs := NewButton(th, &f.close, s.Close)
			bs.Kind, bs.Height, bs.MinWidth = ButtonPrimary, pxToDp(gtx, closeH), 96
			f.closeRect = panelButton(gtx, bs, inner, y, closeH)
			return f.closeRect.Max.Y
		}})
}

// optionAt returns where option o of row r was in the last Layout, in its
// coordinates (for tests); a toggle has option 0 only.
func (f *SettingsForm) optionAt(r, o int) image.Rectangle { return f.rects[r][o].Add(f.origin) }

// row draws one setting at y: the label at the left, the control at the
// right, rowH high; when the control leaves the label too little room
// (many options, large text), the label on a line of its own and the
// options under it, on as many lines as they need. It returns the row's
// height.
func (s SettingsStyle) row(gtx layout.Context, i int, r SettingRow, inner, y, rowH int) int {
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
	if gtx.Metric.PxPerSp > gtx.Metric.PxPerDp {
		// Text larger than its size (the desktop's or the player's text
		// scale): the controls grow with it, beyond the row's height.
		ctrlH = max(ctrlH, gtx.Sp(th.TextSize-1)*3/2+gtx.Dp(8))
	}
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
	stacked := inner-total-gtx.Dp(12) < minLabel
	labelW := max(0, inner-total-gtx.Dp(12))
	if stacked {
		labelW = inner
	}
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(labelW, 1<<20)}
	m := op.Record(gtx.Ops)
	ld := lbl.Layout(g)
	call := m.Stop()
	if !stacked && ld.Size.Y > rowH {
		// Two lines taller than a row of a short window: a size
		// smaller, rather than the second line cut off.
		lbl.Size = th.TextSize - 2
		m = op.Record(gtx.Ops)
		ld = lbl.Layout(g)
		call = m.Stop()
	}
	// The options' lines: one beside the label, or as many as they take
	// under it.
	type line struct{ from, to, width int }
	var lines []line
	if !stacked {
		lines = []line{{0, len(styles), total}}
	} else {
		for k := range styles {
			if n := len(lines); n > 0 && lines[n-1].width+gap+widths[k] <= inner {
				lines[n-1].to, lines[n-1].width = k+1, lines[n-1].width+gap+widths[k]
				continue
			}
			lines = append(lines, line{k, k + 1, widths[k]})
		}
	}
	height, ctrlY := rowH, y+(rowH-ctrlH)/2
	if stacked {
		pad := gtx.Dp(6)
		height = pad + ld.Size.Y + pad + len(lines)*ctrlH + (len(lines)-1)*gap + pad
		ctrlY = y + pad + ld.Size.Y + pad
	}
	height = max(height, ctrlH+gtx.Dp(8))
	for _, ln := range lines {
		x := inner - ln.width
		if ln.to-ln.from > 1 || len(styles) > 1 {
			// A choice's options sit on one track, the colour of a
			// secondary button, so an option not chosen reads as a
			// button (like a toggle that is off) and not as a label.
			track := image.Rect(x, ctrlY, inner, ctrlY+ctrlH)
			paint.FillShape(gtx.Ops, p.Button, clip.UniformRRect(track, gtx.Dp(8)).Op(gtx.Ops))
		}
		for k := ln.from; k < ln.to; k++ {
			g := gtx
			g.Constraints = layout.Constraints{Max: image.Pt(widths[k], ctrlH)}
			st := op.Offset(image.Pt(x, ctrlY)).Push(gtx.Ops)
			styles[k].Layout(g)
			st.Pop()
			f.rects[i][k] = image.Rect(x, ctrlY, x+widths[k], ctrlY+ctrlH)
			x += widths[k] + gap
		}
		ctrlY += ctrlH + gap
	}
	ly := y + (height-ld.Size.Y)/2
	if stacked {
		ly = y + gtx.Dp(6)
	}
	st := op.Offset(image.Pt(0, ly)).Push(gtx.Ops)
	call.Add(gtx.Ops)
	st.Pop()
	return height
}
