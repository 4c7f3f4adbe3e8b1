package widgets

import (
	"image"
	"strconv"

	"gioui.org/font"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/text"
)

// ChooserView is what the grid chooser shows: a collection too large for a
// button per grid (a Dialog's Choose serves the small ones).
type ChooserView struct {
	Title  string
	Count  int    // the grids to choose from
	Detail string // about the grid at Index (its clues, its name)
}

// ChooserEventKind says what a ChooserEvent asks for.
type ChooserEventKind uint8

// The kinds of chooser events.
const (
	ChooserOpen   ChooserEventKind = iota + 1 // open the grid at Index
	ChooserCancel                             // close without choosing
	ChooserRandom                             // the app should pick a grid at random (SetIndex)
)

// ChooserEvent is the player's answer to the grid chooser.
type ChooserEvent struct {
	Kind  ChooserEventKind
	Index int
}

// GridChooser is the state of the modal grid chooser: a number from 1 to
// Count, moved with Left/Right (one), Page Up/Page Down (ten), Home/End,
// or typed with the digit keys (Backspace takes one back); Return opens
// the grid, Escape cancels, and the Random button asks the app for a
// random one.
type GridChooser struct {
	modalBase
	index                      int
	typed                      string // digits typed since the last move
	count                      int    // of the last Layout
	prev, next, random, ok, no Button
	queue                      []ChooserEvent
	rects                      [5]image.Rectangle // prev, next, random, open, cancel
	numRect                    image.Rectangle    // the words of the number, in the last Layout
}

// SetIndex makes grid i (from 0) the chosen one.
func (c *GridChooser) SetIndex(i int) {
	c.index = max(0, i)
	if c.count > 0 {
		c.index = min(c.index, c.count-1)
	}
	c.typed = ""
}

// Index returns the grid chosen now, from 0.
func (c *GridChooser) Index() int { return c.index }

// Update returns the next answer, if any.
func (c *GridChooser) Update(gtx layout.Context) (ChooserEvent, bool) {
	c.update(gtx)
	if len(c.queue) == 0 {
		return ChooserEvent{}, false
	}
	e := c.queue[0]
	c.queue = append(c.queue[:0], c.queue[1:]...)
	return e, true
}

func (c *GridChooser) emit(k ChooserEventKind) {
	c.queue = append(c.queue, ChooserEvent{Kind: k, Index: c.index})
	c.typed = ""
}

func (c *GridChooser) move(d int) {
	if c.count <= 0 {
		return
	}
	c.index = ((c.index+d)%c.count + c.count) % c.count
	c.typed = ""
}

func (c *GridChooser) update(gtx layout.Context) {
	if c.prev.Clicked(gtx) {
		c.move(-1)
	}
	if c.next.Clicked(gtx) {
		c.move(1)
	}
	if c.random.Clicked(gtx) {
		c.emit(ChooserRandom)
	}
	if c.ok.Clicked(gtx) {
		c.emit(ChooserOpen)
	}
	if c.no.Clicked(gtx) {
		c.emit(ChooserCancel)
	}
	names := []key.Name{key.NameLeftArrow, key.NameRightArrow, key.NameUpArrow, key.NameDownArrow,
		key.NamePageUp, key.NamePageDown, key.NameHome, key.NameEnd, key.NameReturn, key.NameEnter,
		key.NameDeleteBackward}
	for d := '0'; d <= '9'; d++ {
		names = append(names, key.Name(string(d)))
	}
	for _, e := range modalKeys(gtx, c, false, names) {
		switch e.Name {
		case key.NameLeftArrow, key.NameUpArrow:
			c.move(-1)
		case key.NameRightArrow, key.NameDownArrow:
			c.move(1)
		case key.NamePageUp:
			c.move(-10)
		case key.NamePageDown:
			c.move(10)
		case key.NameHome:
			c.SetIndex(0)
		case key.NameEnd:
			c.SetIndex(c.count - 1)
		case key.NameReturn, key.NameEnter:
			c.emit(ChooserOpen)
		case key.NameEscape:
			c.emit(ChooserCancel)
		case key.NameDeleteBackward:
			if c.typed != "" {
				c.typed = c.typed[:len(c.typed)-1]
				c.applyTyped()
			}
		default:
			if len(e.Name) == 1 && e.Name[0] >= '0' && e.Name[0] <= '9' && len(c.typed) < 9 {
				c.typed += string(e.Name)
				c.applyTyped()
			}
		}
	}
}

// applyTyped chooses the grid numbered by the digits typed (from 1).
func (c *GridChooser) applyTyped() {
	n, err := strconv.Atoi(c.typed)
	if err != nil || n < 1 {
		return
	}
	typed := c.typed
	c.SetIndex(n - 1)
	c.typed = typed
}

// ChooserStyle draws a GridChooser for one frame.
type ChooserStyle struct {
	Theme   *Theme
	Chooser *GridChooser
	View    ChooserView
	// The chooser's words, in the player's language: how the keys work,
	// the buttons, and Of, which names grid i of n ("Grid 4 of 100"; nil
	// shows nothing).
	Keys, Random, Cancel, Open string
	Of                         func(i, n int) string
}

func (s *ChooserStyle) of(i, n int) string {
	if s.Of == nil {
		return ""
	}
	return s.Of(i, n)
}

// Layout covers the window with the scrim and draws the chooser.
func (s ChooserStyle) Layout(gtx layout.Context) layout.Dimensions {
	c := s.Chooser
	c.count = s.View.Count
	if c.count > 0 && c.index >= c.count {
		c.index = c.count - 1
	}
	c.update(gtx)
	if len(c.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	return c.layoutPanel(gtx, s.Theme, panelSpec{focus: c, maxWidth: 440, scrimAlpha: 1, content: s.content})
}

// content draws the inside of the panel, inner wide, and returns its
// height.
func (s ChooserStyle) content(gtx layout.Context, inner, _ int) int {
	th, p := s.Theme, &s.Theme.Palette
	y := panelTitle(gtx, th, s.View.Title, inner, 0)
	center := func(ts TextStyle) int {
		g := gtx
		g.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, 1<<20)}
		ts.Alignment = text.Middle
		st := op.Offset(image.Pt(0, y)).Push(gtx.Ops)
		d := ts.Layout(g)
		st.Pop()
		return d.Size.Y
	}
	y = s.numberRow(gtx, inner, y) + gtx.Dp(8)
	if s.View.Detail != "" {
		y += center(TextStyle{Theme: th, Text: s.View.Detail, Size: 15, Color: p.TextMuted, MaxLines: 2})
	}
	y += center(TextStyle{Theme: th, Text: s.Keys, Size: 13, Color: p.TextMuted})
	y += gtx.Dp(18)
	return s.buttonRow(gtx, inner, y)
}

// numberRow draws previous, the grid's number and next at y and returns
// the y under them.
func (s ChooserStyle) numberRow(gtx layout.Context, inner, y int) int {
	c, th, p := s.Chooser, s.Theme, &s.Theme.Palette
	btnH := gtx.Dp(44)
	arrow := func(b *Button, label string, x int, slot int) int {
		bs := NewButton(th, b, label)
		bs.Height, bs.MinWidth, bs.TextSize = 44, 56, 26
		g := gtx
		g.Constraints = layout.Constraints{Max: image.Pt(inner, btnH)}
		m := op.Record(gtx.Ops)
		w := bs.Layout(g.Disabled()).Size.X
		m.Stop()
		if x < 0 {
			x = inner - w
		}
		st := op.Offset(image.Pt(x, y)).Push(gtx.Ops)
		bs.Layout(g)
		st.Pop()
		c.rects[slot] = image.Rect(x, y, x+w, y+btnH)
		return w
	}
	pw := arrow(&c.prev, "‹", 0, 0)
	nw := arrow(&c.next, "›", -1, 1)
	// The number between the arrows, smaller when a long count would run
	// into them.
	num := s.of(c.index+1, s.View.Count)
	gap := gtx.Dp(8)
	slot := max(0, inner-pw-nw-2*gap)
	ts := TextStyle{Theme: th, Text: num, Size: 22, Color: p.SurfaceFg, Weight: font.Bold, Alignment: text.Middle, MaxLines: 1}
	tw := ts.measure(gtx).X
	for ts.Size > 14 && tw > slot {
		ts.Size--
		tw = ts.measure(gtx).X
	}
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(slot, 0), Max: image.Pt(slot, btnH)}
	m := op.Record(gtx.Ops)
	d := ts.Layout(g)
	call := m.Stop()
	st := op.Offset(image.Pt(pw+gap, y+(btnH-d.Size.Y)/2)).Push(gtx.Ops)
	call.Add(gtx.Ops)
	st.Pop()
	nx := pw + gap + (slot-min(tw, slot))/2
	c.numRect = image.Rect(nx, y+(btnH-d.Size.Y)/2, nx+min(tw, slot), y+(btnH+d.Size.Y)/2)
	return y + btnH
}

// buttonRow draws Random at the left and Cancel and Open at the right at
// y, and returns the y under them.
func (s ChooserStyle) buttonRow(gtx layout.Context, inner, y int) int {
	c, th := s.Chooser, s.Theme
	gap := gtx.Dp(8)
	row := []struct {
		b     *Button
		label string
		kind  ButtonKind
		slot  int
	}{{&c.random, s.Random, ButtonSecondary, 2}, {&c.no, s.Cancel, ButtonSecondary, 4}, {&c.ok, s.Open, ButtonPrimary, 3}}
	widths := make([]int, len(row))
	styles := make([]ButtonStyle, len(row))
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(inner, gtx.Dp(60))}
	for i, r := range row {
		bs := NewButton(th, r.b, r.label)
		bs.Kind, bs.Height, bs.MinWidth = r.kind, 42, 88
		bs.Focused = r.slot == 3
		styles[i] = bs
		m := op.Record(gtx.Ops)
		widths[i] = bs.Layout(g.Disabled()).Size.X
		m.Stop()
	}
	xs := []int{0, inner - widths[2] - gap - widths[1], inner - widths[2]}
	h := 0
	for i := range row {
		st := op.Offset(image.Pt(xs[i], y)).Push(gtx.Ops)
		d := styles[i].Layout(g)
		st.Pop()
		c.rects[row[i].slot] = image.Rect(xs[i], y, xs[i]+widths[i], y+d.Size.Y)
		h = max(h, d.Size.Y)
	}
	return y + h
}

// buttonAt returns where a button was in the last Layout, in its
// coordinates (for tests): 0 previous, 1 next, 2 random, 3 open, 4 cancel.
func (c *GridChooser) buttonAt(slot int) image.Rectangle { return c.rects[slot].Add(c.origin) }
