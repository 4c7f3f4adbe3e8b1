package widgets

import (
	"image"
	"strings"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"
	"gioui.org/unit"
	"gioui.org/widget"
)

// TextBlock is one part of a text panel: an optional heading, then a
// paragraph or a table.
type TextBlock struct {
	Heading string
	// Section makes the heading a section's: larger, with a rule above it
	// (but for the first block), over the plain headings of the blocks
	// that follow (the technique guide's families over their techniques).
	Section bool
	// Aside is drawn at the right of the heading's first line, muted (a
	// technique's rating).
	Aside string
	Text  string
	// Rows is a table. Column 0 is the label column: it takes the width the
	// other columns leave and wraps; the other columns are as wide as their
	// widest cell and aligned to the right (a menu's shortcuts, a table of
	// figures).
	Rows [][]string
	// Header draws the first row of Rows as the table's header.
	Header bool
	// Board, when set, is a board drawn under the block, as wide as the
	// text up to MaxExampleBoard (the technique guide's examples, with a
	// hint's overlay).
	Board *BoardView
	// Caption is drawn under the board, muted (what the example shows).
	Caption string
}

// startMargin is how much of the block before the Start block shows above
// it when the panel opens.
const startMargin unit.Dp = 36

// MaxExampleBoard is the widest a text block's board is drawn: wide enough
// for its notes and struck-out candidates to read, narrow enough to leave
// room for its words on a laptop screen.
const MaxExampleBoard unit.Dp = 400

// TextPanelView is what a text panel shows: the keyboard shortcuts, About,
// the statistics, the technique guide.
type TextPanelView struct {
	Title  string
	Blocks []TextBlock
	// Start is the block shown at the top when the panel opens (the
	// technique the hint panel asked about); 0 for the first.
	Start int
	// Jump names the blocks typing jumps to, one a block ("" for none):
	// letters typed bring the first block whose name starts with them to
	// the top (textpanel_jump.go; the technique guide).
	Jump []string
}

// TextPanel is the state of a modal panel of text with a Close button. Its
// content scrolls with the mouse wheel, Up/Down, Page Up/Down, Home and
// End, and with the scroll bar shown at its right when it is taller than
// the panel; Return, Escape or Close close it.
type TextPanel struct {
	modalBase
	close     Button
	list      layout.List
	bar       widget.Scrollbar
	closed    bool
	closeRect image.Rectangle
	barRect   image.Rectangle // the scroll bar's track in the last Layout (empty: none)
	thumbRect image.Rectangle // its thumb
	listH     int             // the height of the scrolling part in the last Layout
	started   bool            // the view's Start block was scrolled to
	jump      []string        // the view's Jump names, for update
	typed     string          // the letters typed to jump so far
}

// Update reports whether the player closed the panel since the last call.
func (p *TextPanel) Update(gtx layout.Context) bool {
	p.update(gtx)
	if p.closed {
		p.closed = false
		p.list.Position = layout.Position{}
		p.started = false
		return true
	}
	return false
}

func (p *TextPanel) update(gtx layout.Context) {
	if p.close.Clicked(gtx) {
		p.closed = true
	}
	names := []key.Name{key.NameReturn, key.NameEnter, key.NameUpArrow, key.NameDownArrow,
		key.NamePageUp, key.NamePageDown, key.NameHome, key.NameEnd}
	for _, e := range modalKeys(gtx, p, false, names, p.jumpFilters()...) {
		if p.typeToJump(gtx, e.Name, e.Modifiers) {
			continue
		}
		step := gtx.Dp(40)
		page := max(step, p.listH-step)
		switch e.Name {
		case key.NameEscape, key.NameReturn, key.NameEnter:
			p.closed = true
		case key.NameUpArrow:
			p.scroll(-step)
		case key.NameDownArrow:
			p.scroll(step)
		case key.NamePageUp:
			p.scroll(-page)
		case key.NamePageDown:
			p.scroll(page)
		case key.NameHome:
			p.list.Position = layout.Position{}
		case key.NameEnd:
			p.list.Position = layout.Position{First: 1 << 20, BeforeEnd: false}
		}
	}
}

// scroll moves the content by d pixels (the list clamps at its ends).
func (p *TextPanel) scroll(d int) {
	p.list.Position.Offset += d
	p.list.Position.BeforeEnd = true
	if p.list.Position.Offset < 0 && p.list.Position.First == 0 {
		p.list.Position.Offset = 0
	}
}

// TextPanelStyle draws a TextPanel for one frame.
type TextPanelStyle struct {
	Theme *Theme
	Panel *TextPanel
	View  TextPanelView
	Close string // the close button's label, in the player's language
}

// Layout covers the window with the scrim and draws the panel.
func (s TextPanelStyle) Layout(gtx layout.Context) layout.Dimensions {
	p, th := s.Panel, s.Theme
	p.jump = s.View.Jump
	p.update(gtx)
	if p.closed {
		gtx.Execute(op.InvalidateCmd{})
	}
	p.list.Axis = layout.Vertical
	if !p.started {
		p.started = true
		if s.View.Start > 0 && s.View.Start < len(s.View.Blocks) {
			// A little of the block before shows above the fade at the
			// top, so the Start block's heading stands clear of it.
			p.list.Position = layout.Position{First: s.View.Start, Offset: -gtx.Dp(startMargin), BeforeEnd: true}
		}
	}
	return p.layoutPanel(gtx, th, panelSpec{focus: p, maxWidth: 560, scrimAlpha: 1,
		content: func(gtx layout.Context, inner, maxH int) int {
			y := panelTitle(gtx, th, s.View.Title, inner, 0)
			// Measure the blocks, to size the scrolling part.
			gap := gtx.Dp(14)
			heights := make([]int, len(s.View.Blocks))
			total := 0
			for i := range s.View.Blocks {
				m := op.Record(gtx.Ops)
				heights[i] = s.block(gtx.Disabled(), i, inner).Size.Y
				m.Stop()
				if i < len(s.View.Blocks)-1 {
					heights[i] += gap
				}
				total += heights[i]
			}
			btnH := gtx.Dp(44)
			listH := max(gtx.Dp(40), min(total, maxH-y-btnH-gtx.Dp(20)))
			p.listH = listH
			p.barRect, p.thumbRect = image.Rectangle{}, image.Rectangle{}
			if total > listH {
				p.layoutBar(gtx, th, heights, total, listH, inner, y)
			}
			g := gtx
			g.Constraints = layout.Exact(image.Pt(inner, listH))
			st := op.Offset(image.Pt(0, y)).Push(gtx.Ops)
			p.list.Layout(g, len(s.View.Blocks), func(gtx layout.Context, i int) layout.Dimensions {
				d := s.block(gtx, i, inner)
				d.Size.Y = heights[i]
				return d
			})
			st.Pop()
			if total > listH {
				p.drawScrollCues(gtx, th, heights, total, listH, inner, y)
			}
			y += listH + gtx.Dp(20)
			bs := NewButton(th, &p.close, s.Close)
			bs.Kind, bs.Focused, bs.Height = ButtonPrimary, true, 44
			bs.MinWidth = 96
			p.closeRect = panelButton(gtx, bs, inner, y, btnH)
			return p.closeRect.Max.Y
		}})
}

// scrolled returns how far the list is scrolled, in pixels from the top of
// its content, given the blocks' heights.
func (p *TextPanel) scrolled(heights []int, total, listH int) int {
	pos := p.list.Position
	d := heightsBefore(heights, pos.First) + pos.Offset
	return min(max(d, 0), max(0, total-listH))
}

// layoutBar follows the scroll bar, whose track runs down the panel's right
// padding beside the list (at y, listH high): a drag moves the content, a
// click in the track centres the view there.
func (p *TextPanel) layoutBar(gtx layout.Context, th *Theme, heights []int, total, listH, inner, y int) {
	track := image.Rect(inner+gtx.Dp(2), y, inner+gtx.Dp(14), y+listH)
	p.barRect = track
	at := p.scrolled(heights, total, listH)
	g := gtx
	g.Constraints = layout.Exact(track.Size())
	p.bar.Update(g, layout.Vertical, float32(at)/float32(total), float32(at+listH)/float32(total))
	if d := p.bar.ScrollDistance(); d != 0 {
		p.scroll(int(d*float32(total) + 0.5*sign(d)))
	}
	// The drag takes the whole track; a click in it passes through to the
	// drag as well, so a press anywhere can start one.
	st := op.Offset(track.Min).Push(gtx.Ops)
	area := clip.Rect{Max: track.Size()}.Push(gtx.Ops)
	p.bar.AddDrag(gtx.Ops)
	pass := pointer.PassOp{}.Push(gtx.Ops)
	trackArea := clip.Rect{Max: track.Size()}.Push(gtx.Ops)
	p.bar.AddTrack(gtx.Ops)
	trackArea.Pop()
	pass.Pop()
	area.Pop()
	st.Pop()
}

// drawScrollCues shows that the list holds more than it shows: the scroll
// bar's thumb, and a fade over the edge where more text is hidden.
func (p *TextPanel) drawScrollCues(gtx layout.Context, th *Theme, heights []int, total, listH, inner, y int) {
	pal := &th.Palette
	at := p.scrolled(heights, total, listH)
	// The fades, over the list's clipped edges.
	fade := min(gtx.Dp(28), listH/4)
	clear := withAlpha(pal.Surface, 0)
	if at > 0 {
		r := image.Rect(0, y, inner, y+fade)
		paint.LinearGradientOp{Stop1: f32.Pt(0, float32(r.Min.Y)), Color1: pal.Surface,
			Stop2: f32.Pt(0, float32(r.Max.Y)), Color2: clear}.Add(gtx.Ops)
		a := clip.Rect(r).Push(gtx.Ops)
		paint.PaintOp{}.Add(gtx.Ops)
		a.Pop()
	}
	if at < total-listH {
		r := image.Rect(0, y+listH-fade, inner, y+listH)
		paint.LinearGradientOp{Stop1: f32.Pt(0, float32(r.Min.Y)), Color1: clear,
			Stop2: f32.Pt(0, float32(r.Max.Y)), Color2: pal.Surface}.Add(gtx.Ops)
		a := clip.Rect(r).Push(gtx.Ops)
		paint.PaintOp{}.Add(gtx.Ops)
		a.Pop()
	}
	// The thumb: as long as the share of the content shown, where it is.
	track := p.barRect
	w := gtx.Dp(5)
	thumbH := max(gtx.Dp(28), listH*listH/total)
	ty := track.Min.Y + int(float32(listH-thumbH)*float32(at)/float32(total-listH)+0.5)
	x := track.Min.X + (track.Dx()-w)/2
	paint.FillShape(gtx.Ops, withAlpha(pal.Border, 0.6), clip.UniformRRect(image.Rect(x, track.Min.Y, x+w, track.Max.Y), w/2).Op(gtx.Ops))
	col := pal.TextMuted
	if !p.bar.Dragging() && !p.bar.IndicatorHovered() {
		col = withAlpha(col, 0.75)
	}
	thumb := image.Rect(x, ty, x+w, ty+thumbH)
	paint.FillShape(gtx.Ops, col, clip.UniformRRect(thumb, w/2).Op(gtx.Ops))
	p.thumbRect = image.Rect(track.Min.X, ty, track.Max.X, ty+thumbH)
	pass := pointer.PassOp{}.Push(gtx.Ops)
	ind := clip.Rect(p.thumbRect).Push(gtx.Ops)
	p.bar.AddIndicator(gtx.Ops)
	ind.Pop()
	pass.Pop()
}

// heightsBefore returns the height of the blocks before block i.
func heightsBefore(heights []int, i int) int {
	h := 0
	for k := 0; k < i && k < len(heights); k++ {
		h += heights[k]
	}
	return h
}

// sign returns -1, 0 or 1, the sign of f.
func sign(f float32) float32 {
	switch {
	case f < 0:
		return -1
	case f > 0:
		return 1
	}
	return 0
}

// block draws block i, inner pixels wide.
func (s TextPanelStyle) block(gtx layout.Context, i, inner int) layout.Dimensions {
	th, pal := s.Theme, &s.Theme.Palette
	b := s.View.Blocks[i]
	y := 0
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, 1<<20)}
	put := func(ts TextStyle, x, width int) int {
		gg := g
		gg.Constraints = layout.Constraints{Min: image.Pt(width, 0), Max: image.Pt(width, 1<<20)}
		st := op.Offset(image.Pt(x, y)).Push(gtx.Ops)
		d := ts.Layout(gg)
		st.Pop()
		return d.Size.Y
	}
	if b.Section && i > 0 {
		y += gtx.Dp(10)
		fillRect(gtx.Ops, image.Rect(0, y, inner, y+max(1, gtx.Dp(1))), pal.Border)
		y += gtx.Dp(14)
	}
	if b.Heading != "" {
		size := unit.Sp(16)
		if b.Section {
			size = 18
		}
		w := inner
		if b.Aside != "" {
			aside := TextStyle{Theme: th, Text: b.Aside, Size: 15, Color: pal.TextMuted}
			aw := min(aside.measure(gtx).X, inner/3)
			put(aside, inner-aw, aw)
			w = max(0, inner-aw-gtx.Dp(12))
		}
		y += put(TextStyle{Theme: th, Text: b.Heading, Size: size, Color: pal.SurfaceFg, Weight: font.Bold}, 0, w) + gtx.Dp(6)
	}
	if b.Text != "" {
		y += put(TextStyle{Theme: th, Text: b.Text, Size: 15, Color: pal.SurfaceFg}, 0, inner)
	}
	if len(b.Rows) > 0 {
		if b.Text != "" {
			y += gtx.Dp(8)
		}
		y += s.table(gtx, b, inner, y)
	}
	if b.Board != nil {
		y += gtx.Dp(10)
		side := min(inner, gtx.Dp(MaxExampleBoard))
		st := op.Offset(image.Pt((inner-side)/2, y)).Push(gtx.Ops)
		gg := gtx
		gg.Constraints = layout.Exact(image.Pt(side, side))
		var board Board // an example: nothing to select, no state to keep
		BoardStyle{Theme: th, Board: &board, View: *b.Board}.Layout(gg)
		st.Pop()
		y += side
		if b.Caption != "" {
			y += gtx.Dp(8)
			y += put(TextStyle{Theme: th, Text: b.Caption, Size: 14, Color: pal.TextMuted}, (inner-side)/2, side)
		}
	}
	return layout.Dimensions{Size: image.Pt(inner, y)}
}

// columns returns the widths of a table's columns and the gap between
// them, for a table inner pixels wide. The columns after the first (the
// values) are as wide as their widest cell, and the first (the labels)
// takes the rest. When that leaves the labels less than they want (their
// longest word, at least 60 dp and at most half the table), the gaps
// narrow from 16 to 8 dp, then the values wrap at their spaces, then, if
// still too wide, the values narrow in proportion: the table never runs
// out of the panel.
func (s TextPanelStyle) columns(gtx layout.Context, b TextBlock, inner int) (widths []int, colGap int) {
	th := s.Theme
	cols := 0
	for _, r := range b.Rows {
		cols = max(cols, len(r))
	}
	colGap = gtx.Dp(16)
	widths = make([]int, cols)
	if cols == 0 {
		return widths, colGap
	}
	words := make([]int, cols) // each column's longest word
	for ri, r := range b.Rows {
		for c, cell := range r {
			ts := TextStyle{Theme: th, Text: cell, Size: 15, Weight: cellWeight(b, ri)}
			if c > 0 {
				widths[c] = max(widths[c], ts.measure(gtx).X)
			}
			for _, w := range strings.Fields(cell) {
				ts.Text = w
				words[c] = max(words[c], ts.measure(gtx).X)
			}
		}
	}
	minLabel := gtx.Dp(60)
	want := max(minLabel, min(words[0], inner/2))
	others, floor := 0, 0
	for c := 1; c < cols; c++ {
		words[c] = min(words[c], widths[c])
		others += widths[c]
		floor += words[c]
	}
	if others+(cols-1)*colGap+want > inner {
		colGap = gtx.Dp(8)
	}
	if avail := inner - want - (cols-1)*colGap; others > avail && others > floor {
		// Wrap the values, down to their longest words, in proportion to
		// what wrapping can take from each.
		cut := min(others-avail, others-floor)
		for c := 1; c < cols; c++ {
			widths[c] -= cut * (widths[c] - words[c]) / (others - floor)
		}
		others -= cut
	}
	if avail := inner - minLabel - (cols-1)*colGap; others > avail && others > 0 {
		avail = max(avail, 0)
		for c := 1; c < cols; c++ {
			widths[c] = widths[c] * avail / others
		}
	}
	rest := inner
	for c := 1; c < cols; c++ {
		rest -= widths[c] + colGap
	}
	widths[0] = max(minLabel, rest)
	return widths, colGap
}

// table draws a block's rows from y and returns their height.
func (s TextPanelStyle) table(gtx layout.Context, b TextBlock, inner, y0 int) int {
	th, pal := s.Theme, &s.Theme.Palette
	widths, colGap := s.columns(gtx, b, inner)
	cols := len(widths)
	y := y0
	rowPad := gtx.Dp(4)
	for ri, r := range b.Rows {
		if ri > 0 {
			fillRect(gtx.Ops, image.Rect(0, y, inner, y+max(1, gtx.Dp(1))), pal.Border)
		}
		h := 0
		x := 0
		for c := 0; c < cols; c++ {
			cell := ""
			if c < len(r) {
				cell = r[c]
			}
			col := pal.SurfaceFg
			align := text.End
			if c == 0 {
				align = text.Start
			}
			if c == 0 && !(b.Header && ri == 0) {
				col = pal.SurfaceFg
			} else if c > 0 {
				col = pal.TextMuted
				if b.Header && ri > 0 {
					col = pal.SurfaceFg
				}
			}
			g := gtx
			g.Constraints = layout.Constraints{Min: image.Pt(widths[c], 0), Max: image.Pt(widths[c], 1<<20)}
			st := op.Offset(image.Pt(x, y+rowPad)).Push(gtx.Ops)
			d := TextStyle{Theme: th, Text: cell, Size: 15, Color: col, Weight: cellWeight(b, ri), Alignment: align}.Layout(g)
			st.Pop()
			h = max(h, d.Size.Y)
			x += widths[c] + colGap
		}
		y += h + 2*rowPad
	}
	return y - y0
}

// cellWeight is the weight of row ri's text: the header row is bold.
func cellWeight(b TextBlock, ri int) font.Weight {
	if b.Header && ri == 0 {
		return font.Bold
	}
	return font.Normal
}
