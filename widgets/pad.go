package widgets

import (
	"image"
	"strconv"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/gesture"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"

	"github.com/giosudoku/sudoku/model"
)

// PadEventKind says which key of the number pad was pressed.
type PadEventKind uint8

// The number pad events.
const (
	PadDigit       PadEventKind = iota + 1 // Digit (1–9) was pressed
	PadErase                               // the erase key
	PadToggleNotes                         // the notes toggle
	PadInactive                            // a click on the greyed pad (Idle, Paused): nothing changes
)

// PadEvent is a press on the number pad; the app hands it to the model's
// input state (model.Input), which knows the mode and the selection.
type PadEvent struct {
	Kind  PadEventKind
	Digit uint8
}

// PadView is what the pad shows in one frame.
type PadView struct {
	// Remaining[d] is how many d are still to place (9 minus those on the
	// board); a digit with none left is greyed and cannot be pressed.
	Remaining [10]int
	Mode      model.InputMode
	Digit     uint8 // digit first: the picked digit, drawn selected
	NotesMode bool  // the notes toggle is on
	// Colours is the colour mode: each digit key shows its colour
	// (Palette.Marks) and takes clicks whatever is left of its digit.
	Colours bool
	Active  bool // false greys the whole pad (Idle, Paused)
	// The labels of the erase and notes buttons, in the player's language.
	EraseLabel, NotesLabel string
}

// PadArrangement is how the pad's keys are arranged.
type PadArrangement uint8

// The arrangements.
const (
	PadAuto PadArrangement = iota // PadRow when the space is wide, else PadGrid
	PadRow                        // 1–9 in one row, erase and notes below
	PadGrid                       // 1–9 as a 3×3 block, erase and notes below
)

// NumberPad is the persistent state of the number pad.
type NumberPad struct {
	digits [9]Button
	erase  Button
	notes  Button
	idle   gesture.Click // over the whole pad while it is greyed
	// rects are where the keys were in the last Layout (digits 1–9, then
	// erase and notes), in its coordinates.
	rects [11]image.Rectangle
}

// Update returns the next press on the pad, if any.
func (p *NumberPad) Update(gtx layout.Context) (PadEvent, bool) {
	for i := range p.digits {
		if p.digits[i].Clicked(gtx) {
			return PadEvent{Kind: PadDigit, Digit: uint8(i + 1)}, true
		}
	}
	if p.erase.Clicked(gtx) {
		return PadEvent{Kind: PadErase}, true
	}
	if p.notes.Clicked(gtx) {
		return PadEvent{Kind: PadToggleNotes}, true
	}
	for {
		e, ok := p.idle.Update(gtx.Source)
		if !ok {
			break
		}
		if e.Kind == gesture.KindClick {
			return PadEvent{Kind: PadInactive}, true
		}
	}
	return PadEvent{}, false
}

// PadStyle draws a NumberPad for one frame.
type PadStyle struct {
	Theme       *Theme
	Pad         *NumberPad
	View        PadView
	Arrangement PadArrangement
}

// Layout draws the pad within the constraints and returns its size.
func (s PadStyle) Layout(gtx layout.Context) layout.Dimensions {
	mx := gtx.Constraints.Max
	arr := s.Arrangement
	if arr == PadAuto {
		arr = PadGrid
		if mx.X >= mx.Y*2 {
			arr = PadRow
		}
	}
	gap := gtx.Dp(6)
	toolH := gtx.Dp(40)
	var kw, kh, cols int
	switch arr {
	case PadRow:
		// Keys a little taller than wide: easier to hit on a narrow window.
		cols = 9
		kw = min((mx.X-8*gap)/9, gtx.Dp(64))
		kh = min(kw*5/4, gtx.Dp(64), mx.Y-toolH-gap)
	default:
		cols = 3
		kw = min((mx.X-2*gap)/3, gtx.Dp(84), (mx.Y-toolH-3*gap)/3)
		kh = kw
	}
	kw, kh = max(kw, gtx.Dp(24)), max(kh, gtx.Dp(24))
	rows := 9 / cols
	width := cols*kw + (cols-1)*gap
	for i := range 9 {
		r, c := i/cols, i%cols
		st := op.Offset(image.Pt(c*(kw+gap), r*(kh+gap))).Push(gtx.Ops)
		s.digitKey(gtx, i+1, image.Pt(kw, kh))
		s.Pad.rects[i] = image.Rectangle{Max: image.Pt(kw, kh)}.Add(image.Pt(c*(kw+gap), r*(kh+gap)))
		st.Pop()
	}
	y := rows * (kh + gap)
	half := (width - gap) / 2
	th := s.Theme
	tool := func(x int, bs ButtonStyle) {
		st := op.Offset(image.Pt(x, y)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Exact(image.Pt(half, toolH))
		bs.Fill, bs.MinWidth = true, 0
		bs.Compact = half < gtx.Dp(110)
		bs.Layout(g)
		st.Pop()
	}
	erase := IconButton(th, &s.Pad.erase, IconErase, s.View.EraseLabel)
	erase.Kind, erase.Enabled = ButtonSecondary, s.View.Active
	notes := IconButton(th, &s.Pad.notes, IconNotes, s.View.NotesLabel)
	notes.Kind, notes.Enabled, notes.Selected = ButtonSecondary, s.View.Active, s.View.NotesMode
	tool(0, erase)
	tool(half+gap, notes)
	s.Pad.rects[9] = image.Rect(0, y, half, y+toolH)
	s.Pad.rects[10] = image.Rect(half+gap, y, 2*half+gap, y+toolH)
	size := image.Pt(width, y+toolH)
	if !s.View.Active {
		// The greyed pad still answers a click (the app says how to start
		// or resumes): no input is dropped without a word.
		area := clip.Rect{Max: size}.Push(gtx.Ops)
		s.Pad.idle.Add(gtx.Ops)
		area.Pop()
	}
	return layout.Dimensions{Size: size}
}

// digitKey draws the key of digit d.
func (s PadStyle) digitKey(gtx layout.Context, d int, sz image.Point) {
	v, th, p := &s.View, s.Theme, &s.Theme.Palette
	b := &s.Pad.digits[d-1]
	left := v.Remaining[d]
	enabled := v.Active && (left > 0 || v.Colours)
	selected := v.Mode == model.InputDigitFirst && int(v.Digit) == d && enabled
	b.disabled = !enabled
	if !enabled {
		b.pending = b.pending[:0]
		gtx = gtx.Disabled()
	}
	b.drain(gtx)
	if len(b.pending) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	bs := ButtonStyle{Theme: th, Button: b, Enabled: enabled, Selected: selected}
	bg, fg := bs.colors(gtx)
	digitCol := fg
	if enabled && !selected {
		digitCol = p.Player
		if v.NotesMode {
			digitCol = p.Note
		}
	}
	key := min(sz.X, sz.Y)
	b.click.Layout(gtx, func(gtx layout.Context) layout.Dimensions {
		rr := gtx.Dp(10)
		paint.FillShape(gtx.Ops, bg, clip.UniformRRect(image.Rectangle{Max: sz}, rr).Op(gtx.Ops))
		if enabled && gtx.Focused(&b.click) {
			buttonFocusRing(gtx, image.Rectangle{Max: sz}, rr, p, selected)
		}
		px := int(float32(key) * 0.52)
		w := font.Medium
		centre := f32.Pt(float32(sz.X)/2, float32(sz.Y)/2)
		if v.Colours && v.Active {
			// The colour's swatch under the digit, inset from the key's edge.
			in := max(key/8, gtx.Dp(4))
			paint.FillShape(gtx.Ops, p.Marks[d-1], clip.UniformRRect(image.Rectangle{Max: sz}.Inset(in), rr/2).Op(gtx.Ops))
			digitCol = p.Given
		}
		if v.NotesMode {
			// Notes mode: smaller, lighter digits, as pencil marks look.
			px = int(float32(key) * 0.38)
			w = font.Normal
		}
		th.drawChar(gtx.Ops, rune('0'+d), px, w, centre, digitCol)
		if left > 0 {
			cnt := TextStyle{Theme: th, Text: strconv.Itoa(left), Size: pxToSp(gtx, max(float32(key)*0.22, float32(gtx.Dp(9)))),
				Color: withAlpha(fg, 0.8), Alignment: text.End, MaxLines: 1}
			if !selected {
				cnt.Color = p.TextMuted
			}
			inset := max(key/10, gtx.Dp(3))
			st := op.Offset(image.Pt(0, inset/3)).Push(gtx.Ops)
			g := gtx
			g.Constraints = layout.Constraints{Min: image.Pt(sz.X-inset, 0), Max: image.Pt(sz.X-inset, sz.Y)}
			cnt.Layout(g)
			st.Pop()
		}
		if enabled {
			pointer.CursorPointer.Add(gtx.Ops)
		}
		return layout.Dimensions{Size: sz}
	})
}
