package widgets

import (
	"image"
	"image/color"

	"gioui.org/font"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
	"gioui.org/widget"
)

// Button is the state of a push button. A disabled button (ButtonStyle's
// Enabled false in the last Layout) reports no click, whatever reaches it.
type Button struct {
	click    widget.Clickable
	pending  []int // click counts (1 single, 2 double…) not yet collected
	disabled bool
	icons    iconCache
}

// Clicked reports whether the button was clicked (mouse, or Return/Space
// while it has the keyboard focus) since the last call. Call it until false.
func (b *Button) Clicked(gtx layout.Context) bool {
	_, ok := b.clickedN(gtx)
	return ok
}

// clickedN is Clicked that also returns the click count (2 for a double
// click).
func (b *Button) clickedN(gtx layout.Context) (int, bool) {
	b.drain(gtx)
	if len(b.pending) > 0 {
		n := b.pending[0]
		b.pending = append(b.pending[:0], b.pending[1:]...)
		return n, true
	}
	return 0, false
}

// Click clicks the button from the program (keyboard shortcuts, tests); a
// disabled button ignores it.
func (b *Button) Click() {
	if !b.disabled {
		b.pending = append(b.pending, 1)
	}
}

// Hovered reports whether the mouse is over the button.
func (b *Button) Hovered() bool { return b.click.Hovered() }

func (b *Button) drain(gtx layout.Context) {
	if b.disabled {
		// A disabled button takes no input and is no stop of Tab: it
		// asks for no event (so declares no focus), and the router
		// drops the focus it had.
		gtx = gtx.Disabled()
	}
	for {
		c, ok := b.click.Update(gtx)
		if !ok {
			break
		}
		if !b.disabled {
			b.pending = append(b.pending, max(1, c.NumClicks))
		}
	}
}

// ButtonKind is the emphasis of a button.
type ButtonKind uint8

// The button kinds.
const (
	ButtonSecondary ButtonKind = iota // filled with the quiet button colour
	ButtonPrimary                     // filled with the accent: the expected answer
	ButtonFlat                        // no fill until hovered (toolbars, lists)
)

// ButtonStyle draws a Button for one frame.
type ButtonStyle struct {
	Theme    *Theme
	Button   *Button
	Label    string
	Icon     Icon
	Enabled  bool
	Kind     ButtonKind
	Compact  bool // show the icon only (when there is one)
	Selected bool // drawn switched on (toggle buttons)
	Focused  bool // drawn with the focus ring (a dialog's own keyboard focus)
	// MinWidth and Height default to 0 (content width) and 40 dp.
	MinWidth unit.Dp
	// Padding is the room on each side of the content (0: 14 dp).
	Padding  unit.Dp
	Height   unit.Dp
	TextSize unit.Sp
	// Fill stretches the button to the minimum width of its constraints.
	Fill bool
}

// NewButton returns an enabled secondary button style with a label.
func NewButton(th *Theme, b *Button, label string) ButtonStyle {
	return ButtonStyle{Theme: th, Button: b, Label: label, Enabled: true}
}

// IconButton returns an enabled flat button style with an icon and a label
// (shown unless Compact).
func IconButton(th *Theme, b *Button, icon Icon, label string) ButtonStyle {
	return ButtonStyle{Theme: th, Button: b, Label: label, Icon: icon, Enabled: true, Kind: ButtonFlat}
}

// colors returns the fill and ink of the button in its current state.
func (s ButtonStyle) colors(gtx layout.Context) (bg, fg color.NRGBA) {
	p := &s.Theme.Palette
	switch s.Kind {
	case ButtonPrimary:
		bg, fg = p.Accent, p.AccentFg
	case ButtonFlat:
		bg, fg = withAlpha(p.Button, 0), p.Text
	default:
		bg, fg = p.Button, p.ButtonFg
	}
	if s.Selected {
		bg, fg = p.Accent, p.AccentFg
	}
	if !s.Enabled {
		if s.Kind == ButtonFlat {
			return bg, p.Disabled
		}
		return p.DisableBg, p.Disabled
	}
	switch {
	case s.Button.click.Pressed():
		bg = hoverTint(bg, p, 0.18)
	case s.Button.click.Hovered():
		bg = hoverTint(bg, p, 0.09)
	}
	return bg, fg
}

// hoverTint darkens (light palette) or lightens (dark palette) a fill; a
// transparent fill becomes a faint one.
func hoverTint(bg color.NRGBA, p *Palette, f float32) color.NRGBA {
	if bg.A == 0 {
		return withAlpha(p.Text, f*0.8)
	}
	if p.Dark {
		return mix(bg, color.NRGBA{R: 255, G: 255, B: 255, A: bg.A}, f)
	}
	return mix(bg, color.NRGBA{A: bg.A}, f*0.7)
}

// Layout draws the button and handles its input.
func (s ButtonStyle) Layout(gtx layout.Context) layout.Dimensions {
	b := s.Button
	b.disabled = !s.Enabled
	if !s.Enabled {
		b.pending = b.pending[:0]
		gtx = gtx.Disabled()
	}
	b.drain(gtx)
	if len(b.pending) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	height := s.Height
	if height == 0 {
		height = 40
	}
	h := gtx.Dp(height)
	size := s.TextSize
	if size == 0 {
		size = s.Theme.TextSize
	}
	bg, fg := s.colors(gtx)

	// Content: icon then label, measured first.
	ic := b.icons.get(s.Icon)
	showLabel := s.Label != "" && !(s.Compact && ic != nil)
	iconPx := gtx.Dp(20)
	gap := gtx.Dp(8)
	pad := gtx.Dp(14)
	if s.Padding > 0 {
		pad = gtx.Dp(s.Padding)
	}
	if !showLabel {
		pad = (h - iconPx) / 2
	}
	lbl := TextStyle{Theme: s.Theme, Text: s.Label, Size: size, Color: fg, Weight: font.Medium, MaxLines: 1}
	var lsz image.Point
	if showLabel {
		lsz = lbl.measure(gtx)
	}
	cw := lsz.X
	if ic != nil {
		cw += iconPx
		if showLabel {
			cw += gap
		}
	}
	w := max(cw+2*pad, gtx.Dp(s.MinWidth), h)
	if s.Fill {
		w = max(w, gtx.Constraints.Min.X)
	}
	w = min(w, max(gtx.Constraints.Max.X, h))
	sz := image.Pt(w, h)

	return b.click.Layout(gtx, func(gtx layout.Context) layout.Dimensions {
		rr := gtx.Dp(8)
		shape := clip.UniformRRect(image.Rectangle{Max: sz}, rr)
		if bg.A > 0 {
			paint.FillShape(gtx.Ops, bg, shape.Op(gtx.Ops))
		}
		if s.Enabled && (s.Focused || gtx.Focused(&b.click)) {
			buttonFocusRing(gtx, image.Rectangle{Max: sz}, rr, &s.Theme.Palette, s.Kind == ButtonPrimary || s.Selected)
		}
		x := (w - cw) / 2
		if ic != nil {
			st := op.Offset(image.Pt(x, (h-iconPx)/2)).Push(gtx.Ops)
			g := gtx
			g.Constraints = layout.Exact(image.Pt(iconPx, iconPx))
			ic.Layout(g, fg)
			st.Pop()
			x += iconPx + gap
		}
		if showLabel {
			st := op.Offset(image.Pt(x, (h-lsz.Y)/2)).Push(gtx.Ops)
			g := gtx
			g.Constraints = layout.Constraints{Max: image.Pt(max(0, w-x-pad/2), h)}
			lbl.Layout(g)
			st.Pop()
		}
		if s.Enabled {
			pointer.CursorPointer.Add(gtx.Ops)
		}
		return layout.Dimensions{Size: sz}
	})
}

// buttonFocusRing draws a focused button's ring just inside r. On the
// accent (onAccent: a primary or selected button) the ring alone would
// hardly show: a line of the accent's text colour inside it does.
func buttonFocusRing(gtx layout.Context, r image.Rectangle, radius int, p *Palette, onAccent bool) {
	focusRing(gtx, r, radius, p.Focus)
	if onAccent {
		in := gtx.Dp(2)
		focusRing(gtx, r.Inset(in), max(0, radius-in), p.AccentFg)
	}
}

// focusRing strokes a 2 dp ring just inside r.
func focusRing(gtx layout.Context, r image.Rectangle, radius int, c color.NRGBA) {
	w := float32(gtx.Dp(2))
	paint.FillShape(gtx.Ops, c, clip.Stroke{
		Path:  clip.UniformRRect(r.Inset(int(w/2+0.5)), max(0, radius-int(w/2))).Path(gtx.Ops),
		Width: w,
	}.Op())
}

// ButtonRow lays out buttons side by side with a gap. When they do not fit
// at full width, buttons with icons switch to Compact (icon only), so a
// header stays one row from 360 dp to full screen.
type ButtonRow struct {
	Gap unit.Dp // between buttons; default 4 dp
	// Places, when set, receives where each button was drawn, in the
	// row's coordinates.
	Places *[]image.Rectangle
}

// Layout lays out the buttons from the left and returns their row.
func (r ButtonRow) Layout(gtx layout.Context, buttons ...ButtonStyle) layout.Dimensions {
	gap := gtx.Dp(r.Gap)
	if r.Gap == 0 {
		gap = gtx.Dp(4)
	}
	compact := false
	if total := r.width(gtx, buttons, gap); total > gtx.Constraints.Max.X {
		compact = true
	}
	x, h := 0, 0
	if r.Places != nil {
		*r.Places = (*r.Places)[:0]
	}
	for i, bs := range buttons {
		if compact && bs.Icon != IconNone {
			bs.Compact = true
		}
		st := op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
		g := gtx
		g.Constraints.Min = image.Point{}
		g.Constraints.Max.X = max(0, gtx.Constraints.Max.X-x)
		d := bs.Layout(g)
		st.Pop()
		if r.Places != nil {
			*r.Places = append(*r.Places, image.Rectangle{Min: image.Pt(x, 0), Max: image.Pt(x, 0).Add(d.Size)})
		}
		x += d.Size.X
		if i < len(buttons)-1 {
			x += gap
		}
		h = max(h, d.Size.Y)
	}
	return layout.Dimensions{Size: image.Pt(x, h)}
}

// width measures the row at full width.
func (r ButtonRow) width(gtx layout.Context, buttons []ButtonStyle, gap int) int {
	m := op.Record(gtx.Ops)
	defer m.Stop()
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(1<<20, gtx.Constraints.Max.Y)}
	g = g.Disabled() // measuring must not consume clicks
	total := 0
	for i, bs := range buttons {
		saved := bs.Button.disabled
		d := bs.Layout(g)
		bs.Button.disabled = saved
		total += d.Size.X
		if i > 0 {
			total += gap
		}
	}
	return total
}

// layoutCustom lays out b as a clickable area of the given size whose look
// draw paints (rows of menus and lists). A disabled area reports no click.
func (b *Button) layoutCustom(gtx layout.Context, enabled bool, size image.Point, draw func(gtx layout.Context)) layout.Dimensions {
	b.disabled = !enabled
	if !enabled {
		b.pending = b.pending[:0]
		gtx = gtx.Disabled()
	}
	b.drain(gtx)
	if len(b.pending) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	return b.click.Layout(gtx, func(gtx layout.Context) layout.Dimensions {
		draw(gtx)
		if enabled {
			pointer.CursorPointer.Add(gtx.Ops)
		}
		return layout.Dimensions{Size: size}
	})
}
