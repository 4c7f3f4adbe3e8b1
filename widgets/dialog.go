package widgets

import (
	"image"
	"strings"

	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
)

// Answer is how the player closed a dialog.
type Answer struct {
	// Index is the button pressed, from 0 in the order given; -1 for Escape.
	// Alert: 0 is Yes, 1 is No. Info: 0 is OK.
	Index int
}

// Yes reports whether an Alert was answered Yes.
func (a Answer) Yes() bool { return a.Index == 0 }

// Dialog is the state of the modal dialog in the window. One
// Dialog serves every Alert, Choose and Info the app opens: which one is open
// is the app's state; the widget shows it and reports the answer.
//
// While shown, the dialog holds the keyboard focus (so the board, whose keys
// need its own focus, gets none) and a scrim over the whole window swallows
// the pointer.
type Dialog struct {
	modalBase // the panel's place: a press outside it cancels
	buttons   []Button
	focus     int    // button with the dialog's keyboard focus
	n         int    // buttons of the last Layout
	key       string // identity of the dialog last laid out
	queue     []Answer
	rects     []image.Rectangle // where the buttons were, in the Layout's coordinates
	icons     iconCache
	// cancel is the index of the Cancel button of the last Layout, -1 (or
	// 0 before any Layout) for a dialog without one; a dialog with one also
	// closes on a press outside its panel.
	cancel    int
	hasCancel bool
}

// Update returns the answer, if the player gave one since the last call.
func (d *Dialog) Update(gtx layout.Context) (Answer, bool) {
	d.update(gtx)
	if len(d.queue) == 0 {
		return Answer{}, false
	}
	a := d.queue[0]
	d.queue = append(d.queue[:0], d.queue[1:]...)
	return a, true
}

// ButtonRects returns where the buttons were in the last Layout, in its
// coordinates, in order (a Cancel button last).
func (d *Dialog) ButtonRects() []image.Rectangle { return d.rects }

// Focused returns the index of the button with the dialog's keyboard focus.
func (d *Dialog) Focused() int { return d.focus }

func (d *Dialog) answer(i int) {
	d.queue = append(d.queue, Answer{Index: i})
	// The next dialog starts afresh, even if it is the same one again.
	d.key = ""
}

func (d *Dialog) update(gtx layout.Context) {
	for i := 0; i < d.n && i < len(d.buttons); i++ {
		if d.buttons[i].Clicked(gtx) {
			if d.hasCancel && i == d.cancel {
				d.answer(-1)
				continue
			}
			d.answer(i)
		}
	}
	for _, ke := range modalKeys(gtx, d, true, []key.Name{key.NameLeftArrow, key.NameRightArrow, key.NameUpArrow,
		key.NameDownArrow, key.NameReturn, key.NameEnter, key.NameSpace}) {
		if d.n == 0 {
			continue
		}
		switch ke.Name {
		case key.NameTab:
			d.focus = wrapFocus(d.focus, tabDir(ke), d.n)
		case key.NameLeftArrow, key.NameUpArrow:
			d.focus = (d.focus + d.n - 1) % d.n
		case key.NameRightArrow, key.NameDownArrow:
			d.focus = (d.focus + 1) % d.n
		case key.NameReturn, key.NameEnter, key.NameSpace:
			if d.hasCancel && d.focus == d.cancel {
				d.answer(-1)
				break
			}
			d.answer(d.focus)
		case key.NameEscape:
			d.answer(-1)
		}
	}
	// The scrim's own events block what is under it; a press outside the
	// panel closes a dialog that has a Cancel button, as Cancel would.
	if d.scrimEvents(gtx) && d.hasCancel && d.n > 0 {
		d.answer(-1)
	}
}

// DialogStyle draws a Dialog for one frame: a scrim over the window and a
// centred panel with a title, a message and buttons.
type DialogStyle struct {
	Theme   *Theme
	Dialog  *Dialog
	Icon    Icon
	Title   string
	Message string
	Buttons []string
	// Default is the button focused when the dialog opens; Primary the one
	// drawn in the accent colour (-1 for none).
	Default int
	Primary int
	// Stacked lays the buttons out one per line, full width (Choose).
	Stacked bool
	// Cancel, when set, adds a last button of that label that answers -1,
	// as Escape does, and makes a press outside the panel answer -1 too.
	Cancel string
}

// WithCancel returns s with a Cancel button labelled cancel (choices:
// New game, Create, a collection, Print several).
func (s DialogStyle) WithCancel(cancel string) DialogStyle {
	s.Cancel = cancel
	return s
}

// Alert returns a Yes/No question, the buttons labelled yes and no:
// Answer.Yes() is true for Yes; No and Escape are false.
func Alert(th *Theme, d *Dialog, title, message, yes, no string) DialogStyle {
	return DialogStyle{Theme: th, Dialog: d, Icon: IconWarning, Title: title, Message: message,
		Buttons: []string{yes, no}, Default: 0, Primary: 0}
}

// Choose returns a choice among options: Answer.Index is the option, -1 for
// Escape.
func Choose(th *Theme, d *Dialog, title string, options ...string) DialogStyle {
	return DialogStyle{Theme: th, Dialog: d, Title: title, Buttons: options, Default: 0, Primary: -1, Stacked: true}
}

// Info returns a panel with a message and a button labelled ok (errors,
// check results, About): Answer.Index is 0 for OK, -1 for Escape.
func Info(th *Theme, d *Dialog, title, message, ok string) DialogStyle {
	return DialogStyle{Theme: th, Dialog: d, Icon: IconInfo, Title: title, Message: message,
		Buttons: []string{ok}, Default: 0, Primary: 0}
}

// Layout covers the constraints with the scrim and draws the panel in the
// middle. Lay it out last, over everything else.
func (s DialogStyle) Layout(gtx layout.Context) layout.Dimensions {
	d, th, p := s.Dialog, s.Theme, &s.Theme.Palette
	d.hasCancel = s.Cancel != ""
	if d.hasCancel {
		s.Buttons = append(s.Buttons[:len(s.Buttons):len(s.Buttons)], s.Cancel)
		d.cancel = len(s.Buttons) - 1
	}
	if k := s.Title + "\x00" + s.Message + "\x00" + strings.Join(s.Buttons, "\x00"); k != d.key {
		d.key = k
		d.focus = min(max(s.Default, 0), max(len(s.Buttons)-1, 0))
	}
	for len(d.buttons) < len(s.Buttons) {
		d.buttons = append(d.buttons, Button{})
	}
	d.n = len(s.Buttons)
	d.rects = d.rects[:0]
	for range s.Buttons {
		d.rects = append(d.rects, image.Rectangle{})
	}
	d.update(gtx)
	takeFocus(gtx, d)
	if len(d.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}

	full := gtx.Constraints.Max
	d.drawScrim(gtx, full, p.Scrim)

	margin := gtx.Dp(16)
	width := min(full.X-2*margin, gtx.Dp(440))
	pad := gtx.Dp(24)
	inner := width - 2*pad

	// Record the panel's content to learn its height.
	m := op.Record(gtx.Ops)
	y := pad
	cg := gtx
	cg.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, full.Y)}
	x0 := pad
	if ic := d.icons.get(s.Icon); ic != nil {
		icPx := gtx.Dp(28)
		st := op.Offset(image.Pt(pad, y)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Exact(image.Pt(icPx, icPx))
		ic.Layout(g, p.Accent)
		st.Pop()
		x0 = pad + icPx + gtx.Dp(12)
		cg.Constraints.Min.X = inner - (x0 - pad)
		cg.Constraints.Max.X = cg.Constraints.Min.X
	}
	st := op.Offset(image.Pt(x0, y+gtx.Dp(2))).Push(gtx.Ops)
	td := TextStyle{Theme: th, Text: s.Title, Size: 19, Color: p.SurfaceFg, Weight: font.Bold}.Layout(cg)
	st.Pop()
	y += max(td.Size.Y, gtx.Dp(30)) + gtx.Dp(6)
	if s.Message != "" {
		st := op.Offset(image.Pt(x0, y)).Push(gtx.Ops)
		md := TextStyle{Theme: th, Text: s.Message, Size: 15, Color: p.TextMuted}.Layout(cg)
		st.Pop()
		y += md.Size.Y + gtx.Dp(8)
	}
	y += gtx.Dp(12)
	y += s.layoutButtons(gtx, pad, y, inner)
	y += pad
	content := m.Stop()

	height := y
	panel := image.Rectangle{Max: image.Pt(width, height)}
	off := image.Pt((full.X-width)/2, max(margin, (full.Y-height)/2))
	d.panel = panel.Add(off)
	for i := range d.rects {
		d.rects[i] = d.rects[i].Add(off)
	}
	po := op.Offset(off).Push(gtx.Ops)
	shadow(gtx, panel, gtx.Dp(14), p.Shadow)
	rr := clip.UniformRRect(panel, gtx.Dp(14))
	paint.FillShape(gtx.Ops, p.Surface, rr.Op(gtx.Ops))
	panelEdge(gtx, p, panel, gtx.Dp(14))
	// The panel is a focus target for the keyboard.
	area := clip.Rect(panel).Push(gtx.Ops)
	event.Op(gtx.Ops, d)
	area.Pop()
	content.Add(gtx.Ops)
	po.Pop()
	return layout.Dimensions{Size: full}
}

// layoutButtons draws the buttons from y and returns their height.
func (s DialogStyle) layoutButtons(gtx layout.Context, x, y, inner int) int {
	d, th := s.Dialog, s.Theme
	gap := gtx.Dp(8)
	style := func(i int) ButtonStyle {
		bs := NewButton(th, &d.buttons[i], s.Buttons[i])
		if i == s.Primary {
			bs.Kind = ButtonPrimary
		}
		bs.Focused = i == d.focus
		bs.Height = 42
		return bs
	}
	if s.Stacked {
		h := 0
		for i := range s.Buttons {
			st := op.Offset(image.Pt(x, y+h)).Push(gtx.Ops)
			g := gtx
			g.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, gtx.Dp(60))}
			bs := style(i)
			bs.Fill = true
			dd := bs.Layout(g)
			st.Pop()
			d.rects[i] = image.Rectangle{Min: image.Pt(x, y+h), Max: image.Pt(x, y+h).Add(dd.Size)}
			h += dd.Size.Y + gap
		}
		return h - gap
	}
	// A row, right-aligned, each button at least 96 dp wide.
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(inner, gtx.Dp(60))}
	widths := make([]int, len(s.Buttons))
	total := 0
	for i := range s.Buttons {
		bs := style(i)
		bs.MinWidth = unit.Dp(96)
		m := op.Record(gtx.Ops)
		widths[i] = bs.Layout(g.Disabled()).Size.X
		m.Stop()
		total += widths[i]
	}
	total += gap * (len(s.Buttons) - 1)
	bx := x + max(0, inner-total)
	h := 0
	for i := range s.Buttons {
		st := op.Offset(image.Pt(bx, y)).Push(gtx.Ops)
		bs := style(i)
		bs.MinWidth = unit.Dp(96)
		dd := bs.Layout(g)
		st.Pop()
		d.rects[i] = image.Rectangle{Min: image.Pt(bx, y), Max: image.Pt(bx, y).Add(dd.Size)}
		bx += widths[i] + gap
		h = max(h, dd.Size.Y)
	}
	return h
}
