package widgets

import (
	"image"
	"time"

	"gioui.org/font"
	"gioui.org/io/system"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
)

// Spacing names the distances of the window's layout.
type Spacing struct {
	Margin unit.Dp // around the window's content
	Row    unit.Dp // under the header and create mode's row
	Status unit.Dp // above the status line
	Inline unit.Dp // at the ends of the status line
	Tools  unit.Dp // between the pieces at the header's right
	Pad    unit.Dp // between the board and the number pad
}

// DefaultSpacing is the window's spacing when the theme sets none.
var DefaultSpacing = Spacing{Margin: 10, Row: 8, Status: 6, Inline: 4, Tools: 6, Pad: 16}

// Spacing returns the theme's spacing: Space, or DefaultSpacing when it is
// not set.
func (th *Theme) Spacing() Spacing {
	if th.Space == (Spacing{}) {
		return DefaultSpacing
	}
	return th.Space
}

// Tool is a button of the window's header: its state, look and whether it
// can be pressed now.
type Tool struct {
	Button  *Button
	Icon    Icon
	Label   string
	Enabled bool
}

// WindowView is what the window shows in one frame, filled by the app
// from the game.
type WindowView struct {
	// Tools are the header's buttons from the left; EditTools, when there
	// are any, a second row under it (create mode); End the buttons at the
	// header's right before the menu (Pause).
	Tools, EditTools, End []Tool
	// MenuLabel and Menu are the menu's button and items.
	MenuLabel string
	Menu      []MenuItem
	// Clock is the game's time; ShowClock shows it (in the header, or in
	// the status line of a narrow window), ClockRunning makes it tick.
	Clock        time.Duration
	ShowClock    bool
	ClockRunning bool
	// State and Detail are the status line's two ends; Solved draws the
	// state in the accent colour.
	State, Detail string
	// DetailShort is Detail's short form, for a narrow window (see
	// StatusStyle.DetailShort).
	DetailShort string
	Solved      bool
	Board       BoardView
	Pad         PadView
	// Frame, when On, makes the header the window's title bar (Wayland
	// without server-side decorations).
	Frame FrameView
	// Hint, when set, is the hint ladder's panel, drawn in the number
	// pad's place.
	Hint *HintPanelView
}

// FrameView is the window's own title bar, drawn in the header when the
// platform draws none: dragging the header's background moves the window,
// its edges resize it (Gio's), and three buttons at the right minimise,
// maximise or restore, and close it. Title is shown where the header has
// room.
type FrameView struct {
	On        bool
	Title     string
	Maximized bool
	// The buttons' names (tooltips and the accessibility labels).
	Minimize, Maximize, Restore, Close string
}

// FrameButtons is the state of the title bar's buttons; the app reads
// their clicks.
type FrameButtons struct {
	Minimize, Maximize, Close Button
}

// Widths at which the window's header changes: below WindowNarrow the
// clock moves to the status line, below WindowCompact the menu button
// shows its icon only, below WindowTiny the header's buttons are lower.
const (
	WindowNarrow  unit.Dp = 560
	WindowCompact unit.Dp = 740
	WindowTiny    unit.Dp = 420
)

// WindowStyle draws the whole window under its modal panels: the header,
// create mode's row, the board with the number pad beside it (landscape)
// or under it (portrait), and the status line.
type WindowStyle struct {
	Theme *Theme
	Board *Board
	Pad   *NumberPad
	Menu  *Menu
	View  WindowView
	// Frame holds the title bar's buttons (used when View.Frame.On).
	Frame *FrameButtons
	// HintScroll scrolls the hint panel's text when it does not fit (nil:
	// the text is cut short).
	HintScroll *layout.List
	// Places, when set, receives where the board and the pad were drawn
	// (a screen reader's extents).
	Places *Places

	// Set by Layout from the window's size.
	narrow, compact, tiny bool
	height                int
	// scale enlarges the header, the pad and the status line on a large
	// window (LargeScale).
	scale float32
	// bodyAt is where the body (the board and the pad) starts, headerAt
	// the header, editAt create mode's row.
	bodyAt, headerAt, editAt image.Point
}

// Places are where the window's parts were in the last Layout, in its
// coordinates (pixels).
type Places struct {
	Board image.Rectangle // the board's square, the labels' room included (Board.CellRect is inside it)
	Pad   image.Rectangle // the number pad (NumberPad.KeyRect is inside it)
	// The header's buttons in the order of View.Tools, View.EditTools and
	// View.End, and the menu's button (Menu.ItemRect is from its corner).
	Tools, EditTools, End []image.Rectangle
	Menu                  image.Rectangle
	// Hint holds the hint panel's buttons as HintPanelStyle.Places, in the
	// window's coordinates (none while no hint shows).
	Hint []image.Rectangle
}

// The window's size at which the header, the pad and the status line are
// drawn at their own size; a larger window draws them larger, up to
// MaxLargeScale times, so they keep their proportion beside a large board.
const (
	LargeFrom     unit.Dp = 980
	LargeFromY    unit.Dp = 720
	MaxLargeScale         = 1.5
)

// LargeScale is how much larger than their own size the header, the pad
// and the status line are drawn in a window of size (pixels).
func LargeScale(m unit.Metric, size image.Point) float32 {
	px := m.PxPerDp
	if px <= 0 {
		px = 1
	}
	k := min(float32(size.X)/px/float32(LargeFrom), float32(size.Y)/px/float32(LargeFromY))
	return max(1, min(k, MaxLargeScale))
}

// scaled is gtx with its metric enlarged by the window's scale.
func (s WindowStyle) scaled(gtx layout.Context) layout.Context {
	if s.scale > 1 {
		gtx.Metric.PxPerDp *= s.scale
		gtx.Metric.PxPerSp *= s.scale
	}
	return gtx
}

// Layout fills the constraints' maximum with the window.
func (s WindowStyle) Layout(gtx layout.Context) layout.Dimensions {
	th := s.Theme
	sp := th.Spacing()
	paint.Fill(gtx.Ops, th.Palette.Window)
	size := gtx.Constraints.Max
	gtx.Constraints = layout.Exact(size)
	s.narrow = size.X < gtx.Dp(WindowNarrow)
	s.compact = size.X < gtx.Dp(WindowCompact)
	s.tiny = size.X < gtx.Dp(WindowTiny)
	s.height = size.Y
	s.scale = LargeScale(gtx.Metric, size)
	// The body starts under the header (and create mode's row), each
	// headerHeight high at the window's scale, with their gaps.
	rowH, gap := s.scaled(gtx).Dp(headerHeight), gtx.Dp(sp.Row)
	s.headerAt = image.Pt(gtx.Dp(sp.Margin), gtx.Dp(sp.Margin))
	if s.Places != nil {
		s.Places.EditTools = s.Places.EditTools[:0]
	}
	s.bodyAt = image.Pt(gtx.Dp(sp.Margin), gtx.Dp(sp.Margin)+rowH+gap)
	s.editAt = s.bodyAt
	if len(s.View.EditTools) > 0 {
		s.bodyAt.Y += rowH + gap
	}
	rows := []layout.FlexChild{
		layout.Rigid(func(gtx layout.Context) layout.Dimensions { return s.header(s.scaled(gtx)) }),
		layout.Rigid(layout.Spacer{Height: sp.Row}.Layout),
	}
	if len(s.View.EditTools) > 0 {
		rows = append(rows,
			layout.Rigid(func(gtx layout.Context) layout.Dimensions { return s.row(s.scaled(gtx), s.View.EditTools) }),
			layout.Rigid(layout.Spacer{Height: sp.Row}.Layout))
	}
	rows = append(rows,
		layout.Flexed(1, s.body),
		layout.Rigid(layout.Spacer{Height: sp.Status}.Layout),
		layout.Rigid(func(gtx layout.Context) layout.Dimensions {
			return layout.Inset{Left: sp.Inline, Right: sp.Inline}.Layout(gtx, func(gtx layout.Context) layout.Dimensions {
				return s.status(s.scaled(gtx))
			})
		}))
	layout.UniformInset(sp.Margin).Layout(gtx, func(gtx layout.Context) layout.Dimensions {
		return layout.Flex{Axis: layout.Vertical}.Layout(gtx, rows...)
	})
	return layout.Dimensions{Size: size}
}

// headerHeight is the height of the header's rows.
const headerHeight unit.Dp = 40

// buttons turns tools into button styles.
func (s WindowStyle) buttons(tools []Tool) []ButtonStyle {
	row := make([]ButtonStyle, len(tools))
	for i, t := range tools {
		row[i] = IconButton(s.Theme, t.Button, t.Icon, t.Label)
		row[i].Enabled = t.Enabled
		if s.tiny {
			row[i].Height = 36
		}
	}
	return row
}

// row lays out a row of the header's buttons, which go icon-only when
// they do not fit.
func (s WindowStyle) row(gtx layout.Context, tools []Tool) layout.Dimensions {
	gtx.Constraints.Max.Y = gtx.Dp(headerHeight)
	row := ButtonRow{}
	if s.Places != nil {
		row.Places = &s.Places.EditTools
	}
	row.Layout(gtx, s.buttons(tools)...)
	if s.Places != nil {
		for k := range s.Places.EditTools {
			s.Places.EditTools[k] = s.Places.EditTools[k].Add(s.editAt)
		}
	}
	return layout.Dimensions{Size: image.Pt(gtx.Constraints.Max.X, gtx.Dp(headerHeight))}
}

// header lays out the header: the tools from the left; the clock (when it
// shows here), the end buttons and the menu from the right.
func (s WindowStyle) header(gtx layout.Context) layout.Dimensions {
	th, v := s.Theme, &s.View
	sp := th.Spacing()
	gtx.Constraints.Max.Y = gtx.Dp(headerHeight)
	gtx.Constraints.Min.Y = 0
	var right []layout.FlexChild
	if !s.narrow && v.ShowClock {
		right = append(right, layout.Rigid(func(gtx layout.Context) layout.Dimensions {
			gtx.Constraints.Min.Y = gtx.Dp(headerHeight)
			return Clock(th, v.Clock, v.ClockRunning).Layout(gtx)
		}), layout.Rigid(layout.Spacer{Width: sp.Tools}.Layout))
	}
	// The right side's widths, for the places of the end buttons and the
	// menu (from the header's right end).
	var widths []int
	measured := func(w layout.Widget) layout.Widget {
		k := len(widths)
		widths = append(widths, 0)
		return func(gtx layout.Context) layout.Dimensions {
			d := w(gtx)
			widths[k] = d.Size.X
			return d
		}
	}
	firstEnd := len(widths)
	for _, b := range s.buttons(v.End) {
		b.Compact = true
		right = append(right, layout.Rigid(measured(b.Layout)), layout.Rigid(measured(layout.Spacer{Width: sp.Tools}.Layout)))
	}
	// The menu's list fits between the header and the window's bottom edge.
	listMax := max(gtx.Dp(120), s.height-2*gtx.Dp(sp.Margin)-gtx.Dp(headerHeight)-gtx.Dp(4))
	menuAt := len(widths)
	right = append(right, layout.Rigid(measured(MenuStyle{Theme: th, Menu: s.Menu, Label: v.MenuLabel, Icon: IconMenu,
		Compact: s.compact, Items: v.Menu, MaxHeight: listMax}.Layout)))
	frame := v.Frame.On && s.Frame != nil
	if frame {
		// Dragging the header's background moves the window: an area
		// under the buttons, which take their own clicks.
		area := clip.Rect{Max: image.Pt(gtx.Constraints.Max.X, gtx.Dp(headerHeight))}.Push(gtx.Ops)
		system.ActionInputOp(system.ActionMove).Add(gtx.Ops)
		area.Pop()
		if !s.tiny {
			right = append(right, layout.Rigid(measured(layout.Spacer{Width: sp.Row}.Layout)))
		}
		for _, b := range s.frameButtons() {
			right = append(right, layout.Rigid(measured(b.Layout)))
		}
	}
	row, reserve := ButtonRow{}, gtx.Dp(sp.Row)
	if frame && s.tiny {
		// The narrowest window: the title bar's close button takes the
		// room of the gaps.
		row.Gap, reserve = 2, 0
	}
	children := append([]layout.FlexChild{
		layout.Flexed(1, func(gtx layout.Context) layout.Dimensions {
			gtx.Constraints.Max.X = max(0, gtx.Constraints.Max.X-reserve)
			if s.Places != nil {
				row.Places = &s.Places.Tools
			}
			d := row.Layout(gtx, s.buttons(v.Tools)...)
			if frame {
				s.title(gtx, d.Size.X)
			}
			return layout.Dimensions{Size: gtx.Constraints.Max}
		}),
	}, right...)
	layout.Flex{}.Layout(gtx, children...)
	if s.Places != nil {
		// The right side ends at the header's right end; the clock
		// (measured or not) is left of the end buttons.
		at := func(k int) int {
			x := gtx.Constraints.Max.X
			for _, w := range widths[k:] {
				x -= w
			}
			return x
		}
		h := gtx.Dp(headerHeight)
		s.Places.End = s.Places.End[:0]
		for k := firstEnd; k < menuAt; k += 2 {
			x := at(k)
			s.Places.End = append(s.Places.End, image.Rect(x, 0, x+widths[k], h).Add(s.headerAt))
		}
		x := at(menuAt)
		s.Places.Menu = image.Rect(x, 0, x+widths[menuAt], h).Add(s.headerAt)
		for k := range s.Places.Tools {
			s.Places.Tools[k] = s.Places.Tools[k].Add(s.headerAt)
		}
	}
	return layout.Dimensions{Size: image.Pt(gtx.Constraints.Max.X, gtx.Dp(headerHeight))}
}

// frameButtons are the title bar's buttons: minimise, maximise or restore,
// close.
func (s WindowStyle) frameButtons() []ButtonStyle {
	th, f, v := s.Theme, s.Frame, &s.View.Frame
	maxIcon, maxLabel := IconMaximize, v.Maximize
	if v.Maximized {
		maxIcon, maxLabel = IconRestore, v.Restore
	}
	row := []ButtonStyle{
		IconButton(th, &f.Minimize, IconMinimize, v.Minimize),
		IconButton(th, &f.Maximize, maxIcon, maxLabel),
		IconButton(th, &f.Close, IconClose, v.Close),
	}
	for i := range row {
		row[i].Compact = true
		row[i].Enabled = true
		if s.narrow {
			row[i].Height = 32
		}
	}
	if s.tiny {
		// No room for three: close only (the compositor's keys and the
		// header's drag still minimise, maximise and move it).
		row[2].Height = 30
		return row[2:]
	}
	return row
}

// title draws the window's title in the header's free space after the
// buttons at its left (used), centred there, when it fits.
func (s WindowStyle) title(gtx layout.Context, used int) {
	th := s.Theme
	ts := TextStyle{Theme: th, Text: s.View.Frame.Title, Size: th.TextSize, Color: th.Palette.Text, Weight: font.Bold, MaxLines: 1}
	sz := ts.measure(gtx)
	free := gtx.Constraints.Max.X - used - 2*gtx.Dp(12)
	if s.View.Frame.Title == "" || sz.X > free {
		return
	}
	x := used + gtx.Dp(12) + (free-sz.X)/2
	st := op.Offset(image.Pt(x, (gtx.Dp(headerHeight)-sz.Y)/2)).Push(gtx.Ops)
	ts.Layout(gtx)
	st.Pop()
}

// FrameClicks reports the title bar's buttons clicked since the last call.
func (f *FrameButtons) FrameClicks(gtx layout.Context) (minimize, maximize, close bool) {
	return f.Minimize.Clicked(gtx), f.Maximize.Clicked(gtx), f.Close.Clicked(gtx)
}

// status lays out the status line, with the clock in its middle when the
// header has no room for it.
func (s WindowStyle) status(gtx layout.Context) layout.Dimensions {
	v := &s.View
	st := Status(s.Theme, v.State, v.Detail)
	st.DetailShort = v.DetailShort
	st.Emphasis = v.Solved
	if s.narrow && v.ShowClock {
		st.Middle = Clock(s.Theme, v.Clock, v.ClockRunning).Layout
	}
	gtx.Constraints.Min.Y = 0
	return st.Layout(gtx)
}

// body lays out the board and the number pad in the space left, centred:
// the pad at the board's right when the space is wide, under it when not.
func (s WindowStyle) body(gtx layout.Context) layout.Dimensions {
	th, v := s.Theme, &s.View
	size := gtx.Constraints.Max
	if size.X <= 0 || size.Y <= 0 {
		return layout.Dimensions{Size: size}
	}
	gtx.Constraints = layout.Exact(size)
	gap := gtx.Dp(th.Spacing().Pad)
	board := func(side int) layout.FlexChild {
		return layout.Rigid(func(gtx layout.Context) layout.Dimensions {
			gtx.Constraints = layout.Exact(image.Pt(side, side))
			return BoardStyle{Theme: th, Board: s.Board, View: v.Board}.Layout(gtx)
		})
	}
	// The board and the pad are placed as if no hint showed: the hint
	// panel takes the pad's place (and the room beside or under it), so
	// the board keeps its size and place when a hint opens or closes.
	pad := func(arr PadArrangement, max image.Point) (layout.Dimensions, op.CallOp) {
		m := op.Record(gtx.Ops)
		g := s.scaled(gtx)
		g.Constraints = layout.Constraints{Max: max}
		d := PadStyle{Theme: th, Pad: s.Pad, View: v.Pad, Arrangement: arr}.Layout(g)
		return d, m.Stop()
	}
	// panel draws the hint panel at most max big, and returns its size.
	panel := func(gtx layout.Context, max image.Point) layout.Dimensions {
		g := s.scaled(gtx)
		g.Constraints = layout.Constraints{Max: max}
		hs := HintPanelStyle{Theme: th, View: *v.Hint, Scroll: s.HintScroll}
		if s.Places != nil {
			hs.Places = &s.Places.Hint
		}
		return hs.Layout(g)
	}
	if s.Places != nil {
		s.Places.Hint = s.Places.Hint[:0]
	}
	// hintAt moves the hint's places by where its panel was drawn.
	var hintOff image.Point
	hintAt := func() {
		if s.Places != nil {
			for k := range s.Places.Hint {
				s.Places.Hint[k] = s.Places.Hint[k].Add(hintOff).Add(s.Places.Pad.Min)
			}
		}
	}
	replay := func(d layout.Dimensions, call op.CallOp) layout.FlexChild {
		return layout.Rigid(func(gtx layout.Context) layout.Dimensions { call.Add(gtx.Ops); return d })
	}
	spacer := layout.Rigid(layout.Spacer{Width: th.Spacing().Pad, Height: th.Spacing().Pad}.Layout)
	if size.X > size.Y*11/10 {
		// Landscape: the pad at the board's right, both centred.
		padW := min(s.scaled(gtx).Dp(264), size.X/3)
		side := max(0, min(size.Y, size.X-padW-gap))
		d, call := pad(PadGrid, image.Pt(padW, side))
		if v.Hint != nil {
			// The panel in the pad's column, as wide as the room the
			// pad had, centred on the board's middle.
			w := max(d.Size.X, padW)
			m := op.Record(gtx.Ops)
			pd := panel(gtx, image.Pt(w, side))
			pcall := m.Stop()
			hintOff = image.Pt(0, (d.Size.Y-pd.Size.Y)/2)
			call = func() op.CallOp {
				m := op.Record(gtx.Ops)
				t := op.Offset(hintOff).Push(gtx.Ops)
				pcall.Add(gtx.Ops)
				t.Pop()
				return m.Stop()
			}()
		}
		if s.Places != nil {
			// As the Flex below places them: centred along, middle across.
			x := (size.X - side - gap - d.Size.X) / 2
			s.Places.Board = image.Rect(x, (size.Y-side)/2, x+side, (size.Y+side)/2).Add(s.bodyAt)
			y := (size.Y - d.Size.Y) / 2
			s.Places.Pad = image.Rectangle{Min: image.Pt(x+side+gap, y), Max: image.Pt(x+side+gap, y).Add(d.Size)}.Add(s.bodyAt)
			hintAt()
		}
		return layout.Flex{Spacing: layout.SpaceSides, Alignment: layout.Middle}.Layout(gtx,
			board(side), spacer, replay(d, call))
	}
	// Portrait: the pad under the board.
	d, call := pad(PadRow, image.Pt(size.X, gtx.Dp(130)))
	side := max(0, min(size.X, size.Y-d.Size.Y-gap))
	if v.Hint != nil {
		// The panel where the pad is, down to the window's bottom.
		top := (size.Y - side - gap - d.Size.Y) / 2
		w := min(size.X, max(d.Size.X, side))
		m := op.Record(gtx.Ops)
		panel(gtx, image.Pt(w, size.Y-top-side-gap))
		pcall := m.Stop()
		hintOff = image.Pt((d.Size.X-w)/2, 0)
		call = func() op.CallOp {
			m := op.Record(gtx.Ops)
			t := op.Offset(hintOff).Push(gtx.Ops)
			pcall.Add(gtx.Ops)
			t.Pop()
			return m.Stop()
		}()
	}
	if s.Places != nil {
		// As the Flex below places them: centred down, middle across.
		y := (size.Y - side - gap - d.Size.Y) / 2
		x := (size.X - side) / 2
		s.Places.Board = image.Rect(x, y, x+side, y+side).Add(s.bodyAt)
		px := (size.X - d.Size.X) / 2
		s.Places.Pad = image.Rectangle{Min: image.Pt(px, y+side+gap), Max: image.Pt(px, y+side+gap).Add(d.Size)}.Add(s.bodyAt)
		hintAt()
	}
	return layout.Flex{Axis: layout.Vertical, Spacing: layout.SpaceSides, Alignment: layout.Middle}.Layout(gtx,
		board(side), spacer, replay(d, call))
}
