package widgets

import (
	"image"

	"gioui.org/font"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/text"
)

// TextBlock is one part of a text panel: an optional heading, then a
// paragraph or a table.
type TextBlock struct {
	Heading string
	Text    string
	// Rows is a table. Column 0 is the label column: it takes the width the
	// other columns leave and wraps; the other columns are as wide as their
	// widest cell and aligned to the right (a menu's shortcuts, a table of
	// figures).
	Rows [][]string
	// Header draws the first row of Rows as the table's header.
	Header bool
}

// TextPanelView is what a text panel shows: the keyboard shortcuts, About,
// the statistics.
type TextPanelView struct {
	Title  string
	Blocks []TextBlock
}

// TextPanel is the state of a modal panel of text with a Close button. Its
// content scrolls with the mouse wheel, Up/Down, Page Up/Down, Home and
// End; Return, Escape or Close close it.
type TextPanel struct {
	modalBase
	close     Button
	list      layout.List
	closed    bool
	closeRect image.Rectangle
	listH     int // the height of the scrolling part in the last Layout
}

// Update reports whether the player closed the panel since the last call.
func (p *TextPanel) Update(gtx layout.Context) bool {
	p.update(gtx)
	if p.closed {
		p.closed = false
		p.list.Position = layout.Position{}
		return true
	}
	return false
}

func (p *TextPanel) update(gtx layout.Context) {
	if p.close.Clicked(gtx) {
		p.closed = true
	}
	for _, e := range keyPresses(gtx,
		key.FocusFilter{Target: p},
		key.Filter{Focus: p, Name: key.NameEscape},
		key.Filter{Focus: p, Name: key.NameReturn},
		key.Filter{Focus: p, Name: key.NameEnter},
		key.Filter{Focus: p, Name: key.NameUpArrow},
		key.Filter{Focus: p, Name: key.NameDownArrow},
		key.Filter{Focus: p, Name: key.NamePageUp},
		key.Filter{Focus: p, Name: key.NamePageDown},
		key.Filter{Focus: p, Name: key.NameHome},
		key.Filter{Focus: p, Name: key.NameEnd},
	) {
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
}

// Layout covers the window with the scrim and draws the panel.
func (s TextPanelStyle) Layout(gtx layout.Context) layout.Dimensions {
	p, th := s.Panel, s.Theme
	p.update(gtx)
	if p.closed {
		gtx.Execute(op.InvalidateCmd{})
	}
	p.list.Axis = layout.Vertical
	return p.layoutPanel(gtx, th, panelSpec{focus: p, maxWidth: 560, scrimAlpha: 1,
		content: func(gtx layout.Context, inner, maxH int) int {
			y := panelTitle(gtx, th, s.View.Title, inner, 0)
			// Measure the blocks, to size the scrolling part.
			gap := gtx.Dp(14)
			total := 0
			for i := range s.View.Blocks {
				m := op.Record(gtx.Ops)
				total += s.block(gtx.Disabled(), i, inner).Size.Y
				m.Stop()
			}
			total += gap * max(0, len(s.View.Blocks)-1)
			btnH := gtx.Dp(44)
			listH := max(gtx.Dp(40), min(total, maxH-y-btnH-gtx.Dp(20)))
			p.listH = listH
			g := gtx
			g.Constraints = layout.Exact(image.Pt(inner, listH))
			st := op.Offset(image.Pt(0, y)).Push(gtx.Ops)
			p.list.Layout(g, len(s.View.Blocks), func(gtx layout.Context, i int) layout.Dimensions {
				d := s.block(gtx, i, inner)
				if i < len(s.View.Blocks)-1 {
					d.Size.Y += gap
				}
				return d
			})
			st.Pop()
			y += listH + gtx.Dp(20)
			bs := NewButton(th, &p.close, th.T(MsgClose))
			bs.Kind, bs.Focused, bs.Height = ButtonPrimary, true, 44
			bs.MinWidth = 96
			g.Constraints = layout.Constraints{Max: image.Pt(inner, btnH)}
			m := op.Record(gtx.Ops)
			w := bs.Layout(g.Disabled()).Size.X
			m.Stop()
			st = op.Offset(image.Pt(inner-w, y)).Push(gtx.Ops)
			d := bs.Layout(g)
			st.Pop()
			p.closeRect = image.Rectangle{Min: image.Pt(inner-w, y), Max: image.Pt(inner, y+d.Size.Y)}
			return y + d.Size.Y
		}})
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
	if b.Heading != "" {
		y += put(TextStyle{Theme: th, Text: b.Heading, Size: 16, Color: pal.SurfaceFg, Weight: font.Bold}, 0, inner) + gtx.Dp(6)
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
	return layout.Dimensions{Size: image.Pt(inner, y)}
}

// table draws a block's rows from y and returns their height.
func (s TextPanelStyle) table(gtx layout.Context, b TextBlock, inner, y0 int) int {
	th, pal := s.Theme, &s.Theme.Palette
	cols := 0
	for _, r := range b.Rows {
		cols = max(cols, len(r))
	}
	colGap := gtx.Dp(16)
	widths := make([]int, cols)
	for ri, r := range b.Rows {
		for c := 1; c < len(r); c++ {
			ts := TextStyle{Theme: th, Text: r[c], Size: 15, Weight: cellWeight(b, ri)}
			widths[c] = max(widths[c], ts.measure(gtx).X)
		}
	}
	rest := inner
	for c := 1; c < cols; c++ {
		rest -= widths[c] + colGap
	}
	widths[0] = max(gtx.Dp(60), rest)
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
