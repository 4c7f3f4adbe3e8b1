package widgets

import (
	"image"

	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"
)

// MenuItem is one entry of a drop-down menu.
type MenuItem struct {
	Label     string
	Shortcut  string // shown at the right, muted ("Ctrl+R")
	Enabled   bool
	Separator bool // draw a line above this item
}

// Menu is the state of a drop-down menu: a button that opens a list of
// items over the window. While open it holds the keyboard (Up/Down move,
// Return or Space choose, Escape closes) and a click outside closes it.
type Menu struct {
	modalBase // its scrim is a transparent cover: a press on it closes the list
	button    Button
	items     []Button
	enabled   []bool
	open      bool
	focus     int // item with the keyboard focus, -1 none
	queue     []int
	// scroll is how far the list is scrolled (pixels) when it is taller
	// than the window; reveal asks the next Layout to scroll the focused
	// item into view.
	scroll int
	reveal bool
	// rects are where the button (0) and the items (1…) were in the last
	// Layout, in its coordinates.
	rects []image.Rectangle
}

// IsOpen reports whether the list is showing.
func (m *Menu) IsOpen() bool { return m.open }

// SetOpen opens or closes the list (F10 or a shortcut can open it). Opened
// this way, from the keyboard, the first enabled item has the focus, shown.
func (m *Menu) SetOpen(open bool) {
	if open && !m.open {
		m.focus, m.scroll = -1, 0
		m.step(1)
	}
	m.open = open
}

// Focused returns the item with the keyboard focus, -1 when none.
func (m *Menu) Focused() int { return m.focus }

// Update returns the index of the item chosen since the last call, if any.
func (m *Menu) Update(gtx layout.Context) (int, bool) {
	m.update(gtx)
	if len(m.queue) == 0 {
		return 0, false
	}
	i := m.queue[0]
	m.queue = append(m.queue[:0], m.queue[1:]...)
	return i, true
}

func (m *Menu) choose(i int) {
	if i < 0 || i >= len(m.enabled) || !m.enabled[i] {
		return
	}
	m.queue = append(m.queue, i)
	m.open = false
}

// step moves the focus by dir to the next enabled item, wrapping.
func (m *Menu) step(dir int) {
	n := len(m.enabled)
	if n == 0 {
		return
	}
	i := m.focus
	if i < 0 && dir < 0 {
		i = n
	}
	for range n {
		i = ((i+dir)%n + n) % n
		if m.enabled[i] {
			m.focus, m.reveal = i, true
			return
		}
	}
}

func (m *Menu) update(gtx layout.Context) {
	if m.button.Clicked(gtx) {
		// Opened by a click: no item has the focus until a key moves it.
		m.SetOpen(!m.open)
		m.focus = -1
	}
	if !m.open {
		return
	}
	for i := range m.enabled {
		if m.items[i].Clicked(gtx) {
			m.choose(i)
		}
	}
	for {
		e, ok := gtx.Event(pointer.Filter{Target: m, Kinds: pointer.Scroll, ScrollY: pointer.ScrollRange{Min: -1 << 20, Max: 1 << 20}})
		if !ok {
			break
		}
		if e, ok := e.(pointer.Event); ok && e.Kind == pointer.Scroll {
			m.scroll += int(e.Scroll.Y)
		}
	}
	if m.scrimEvents(gtx) {
		m.open = false
	}
	for _, e := range modalKeys(gtx, m, true, []key.Name{key.NameUpArrow, key.NameDownArrow, key.NameReturn,
		key.NameEnter, key.NameSpace, key.NameHome, key.NameEnd}) {
		switch e.Name {
		case key.NameUpArrow:
			m.step(-1)
		case key.NameDownArrow:
			m.step(1)
		case key.NameTab:
			m.step(tabDir(e))
		case key.NameHome:
			m.focus = -1
			m.step(1)
		case key.NameEnd:
			m.focus = -1
			m.step(-1)
		case key.NameReturn, key.NameEnter, key.NameSpace:
			m.choose(m.focus)
		case key.NameEscape:
			m.open = false
		}
	}
}

// MenuStyle draws a Menu for one frame: its button where it is laid out, and
// the list, when open, over everything drawn after it.
type MenuStyle struct {
	Theme   *Theme
	Menu    *Menu
	Label   string
	Icon    Icon
	Compact bool // button shows the icon only
	Items   []MenuItem
	// MaxHeight is the most the list may take below the button (pixels; 0:
	// no limit). A longer list has lower rows, then scrolls (the wheel, and
	// the keyboard's focus kept in view) with a scroll bar.
	MaxHeight int
}

// Layout draws the button and, when open, the list below it, aligned to the
// button's right edge.
func (s MenuStyle) Layout(gtx layout.Context) layout.Dimensions {
	m, th, p := s.Menu, s.Theme, &s.Theme.Palette
	for len(m.items) < len(s.Items) {
		m.items = append(m.items, Button{})
	}
	m.enabled = m.enabled[:0]
	for _, it := range s.Items {
		m.enabled = append(m.enabled, it.Enabled)
	}
	m.update(gtx)
	bs := IconButton(th, &m.button, s.Icon, s.Label)
	bs.Compact = s.Compact
	bs.Selected = m.open
	dims := bs.Layout(gtx)
	m.rects = append(m.rects[:0], image.Rectangle{Max: dims.Size})
	if len(m.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	if !m.open {
		return dims
	}
	takeFocus(gtx, m)

	// Measure the widest row.
	// Rows grow with larger text (the desktop's or the player's text
	// scale), down to a floor that still holds a line of it.
	rowH := max(gtx.Dp(38), gtx.Sp(th.TextSize)*22/10)
	rowMin := max(gtx.Dp(30), gtx.Sp(th.TextSize)*16/10)
	padX := gtx.Dp(14)
	labelW, shortW := 0, 0
	for _, it := range s.Items {
		labelW = max(labelW, TextStyle{Theme: th, Text: it.Label, Size: th.TextSize}.measure(gtx).X)
		if it.Shortcut != "" {
			shortW = max(shortW, TextStyle{Theme: th, Text: it.Shortcut, Size: th.TextSize - 2}.measure(gtx).X)
		}
	}
	width := max(gtx.Dp(200), labelW+shortW+2*padX+gtx.Dp(32))
	sep := gtx.Dp(9)
	seps := 0
	for _, it := range s.Items {
		if it.Separator {
			seps++
		}
	}
	n := len(s.Items)
	edge := gtx.Dp(6)
	fixed := 2*edge + seps*sep
	if s.MaxHeight > 0 && n > 0 && fixed+n*rowH > s.MaxHeight {
		// Tighter gaps at the sections' lines and the ends, and lower
		// rows, down to a size still easy to hit: the window's whole menu
		// fits at 980×720 without scrolling.
		sep, edge = gtx.Dp(5), gtx.Dp(4)
		fixed = 2*edge + seps*sep
		rowH = max(rowMin, (s.MaxHeight-fixed)/n)
	}
	content := fixed + n*rowH
	height := content
	if s.MaxHeight > 0 {
		height = min(height, max(s.MaxHeight, rowH+2*edge))
	}
	// Scroll: the focused item stays in view; the list never scrolls past
	// its ends.
	if m.reveal && m.focus >= 0 {
		y := edge
		for i, it := range s.Items {
			if it.Separator {
				y += sep
			}
			if i == m.focus {
				break
			}
			y += rowH
		}
		m.scroll = min(m.scroll, y-edge)
		m.scroll = max(m.scroll, y+rowH+edge-height)
	}
	m.reveal = false
	m.scroll = max(0, min(m.scroll, content-height))

	rec := op.Record(gtx.Ops)
	// A transparent cover of the window: a click outside closes the list.
	m.coverScrim(gtx, image.Rect(-1<<16, -1<<16, 1<<16, 1<<16))
	off := op.Offset(image.Pt(dims.Size.X-width, dims.Size.Y+gtx.Dp(4))).Push(gtx.Ops)
	panel := image.Rectangle{Max: image.Pt(width, height)}
	rr := gtx.Dp(10)
	shadow(gtx, panel, rr, p.Shadow)
	paint.FillShape(gtx.Ops, p.Surface, clip.UniformRRect(panel, rr).Op(gtx.Ops))
	paint.FillShape(gtx.Ops, p.Border, clip.Stroke{Path: clip.UniformRRect(panel, rr).Path(gtx.Ops), Width: 1}.Op())
	// The list's area holds the items, so the wheel over any of them
	// reaches the list.
	area := clip.Rect(panel).Push(gtx.Ops)
	event.Op(gtx.Ops, m)
	inside := clip.Rect(panel.Inset(1)).Push(gtx.Ops)
	y := edge - m.scroll
	for i, it := range s.Items {
		if it.Separator {
			fillRect(gtx.Ops, image.Rect(padX, y+sep/2, width-padX, y+sep/2+max(1, gtx.Dp(1))), p.Border)
			y += sep
		}
		st := op.Offset(image.Pt(gtx.Dp(6), y)).Push(gtx.Ops)
		s.row(gtx, i, it, image.Pt(width-gtx.Dp(12), rowH), padX-gtx.Dp(6))
		m.rects = append(m.rects, image.Rect(gtx.Dp(6), y, width-gtx.Dp(6), y+rowH).Add(image.Pt(dims.Size.X-width, dims.Size.Y+gtx.Dp(4))))
		st.Pop()
		y += rowH
	}
	inside.Pop()
	area.Pop()
	if content > height {
		// The scroll bar: its thumb's length and place are the view's.
		track := height - 2*edge
		thumb := max(gtx.Dp(24), track*height/content)
		top := edge + (track-thumb)*m.scroll/max(1, content-height)
		bar := image.Rect(width-gtx.Dp(6), top, width-gtx.Dp(2), top+thumb)
		paint.FillShape(gtx.Ops, p.TextMuted, clip.UniformRRect(bar, gtx.Dp(2)).Op(gtx.Ops))
	}
	off.Pop()
	op.Defer(gtx.Ops, rec.Stop())
	return dims
}

func (s MenuStyle) row(gtx layout.Context, i int, it MenuItem, size image.Point, padX int) {
	m, th, p := s.Menu, s.Theme, &s.Theme.Palette
	b := &m.items[i]
	b.layoutCustom(gtx, it.Enabled, size, func(gtx layout.Context) {
		fg, muted := p.SurfaceFg, p.TextMuted
		if !it.Enabled {
			fg, muted = p.Disabled, p.Disabled
		}
		rr := gtx.Dp(6)
		switch {
		case it.Enabled && i == m.focus:
			paint.FillShape(gtx.Ops, p.Selected, clip.UniformRRect(image.Rectangle{Max: size}, rr).Op(gtx.Ops))
			focusRing(gtx, image.Rectangle{Max: size}, rr, p.Focus)
		case it.Enabled && b.Hovered():
			paint.FillShape(gtx.Ops, p.Related, clip.UniformRRect(image.Rectangle{Max: size}, rr).Op(gtx.Ops))
		}
		g := gtx
		g.Constraints = layout.Constraints{Max: size}
		lbl := TextStyle{Theme: th, Text: it.Label, Size: th.TextSize, Color: fg, MaxLines: 1}
		ls := lbl.measure(gtx)
		st := op.Offset(image.Pt(padX, (size.Y-ls.Y)/2)).Push(gtx.Ops)
		lbl.Layout(g)
		st.Pop()
		if it.Shortcut != "" {
			sc := TextStyle{Theme: th, Text: it.Shortcut, Size: th.TextSize - 2, Color: muted, Weight: font.Normal, Alignment: text.End, MaxLines: 1}
			ss := sc.measure(gtx)
			g.Constraints = layout.Constraints{Min: image.Pt(size.X-padX, 0), Max: image.Pt(size.X-padX, size.Y)}
			st := op.Offset(image.Pt(0, (size.Y-ss.Y)/2)).Push(gtx.Ops)
			sc.Layout(g)
			st.Pop()
		}
	})
}
