package widgets

import (
	"image"
	"time"

	"gioui.org/layout"
	"gioui.org/op"
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
	// Hint, when set, is the hint ladder's panel, drawn in the number
	// pad's place.
	Hint *HintPanelView
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

	// Set by Layout from the window's width.
	narrow, compact, tiny bool
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
	rows := []layout.FlexChild{
		layout.Rigid(s.header),
		layout.Rigid(layout.Spacer{Height: sp.Row}.Layout),
	}
	if len(s.View.EditTools) > 0 {
		rows = append(rows,
			layout.Rigid(func(gtx layout.Context) layout.Dimensions { return s.row(gtx, s.View.EditTools) }),
			layout.Rigid(layout.Spacer{Height: sp.Row}.Layout))
	}
	rows = append(rows,
		layout.Flexed(1, s.body),
		layout.Rigid(layout.Spacer{Height: sp.Status}.Layout),
		layout.Rigid(func(gtx layout.Context) layout.Dimensions {
			return layout.Inset{Left: sp.Inline, Right: sp.Inline}.Layout(gtx, func(gtx layout.Context) layout.Dimensions {
				return s.status(gtx)
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
	ButtonRow{}.Layout(gtx, s.buttons(tools)...)
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
	for _, b := range s.buttons(v.End) {
		b.Compact = true
		right = append(right, layout.Rigid(b.Layout), layout.Rigid(layout.Spacer{Width: sp.Tools}.Layout))
	}
	right = append(right, layout.Rigid(MenuStyle{Theme: th, Menu: s.Menu, Label: v.MenuLabel, Icon: IconMenu,
		Compact: s.compact, Items: v.Menu}.Layout))
	children := append([]layout.FlexChild{
		layout.Flexed(1, func(gtx layout.Context) layout.Dimensions {
			gtx.Constraints.Max.X = max(0, gtx.Constraints.Max.X-gtx.Dp(sp.Row))
			ButtonRow{}.Layout(gtx, s.buttons(v.Tools)...)
			return layout.Dimensions{Size: gtx.Constraints.Max}
		}),
	}, right...)
	layout.Flex{}.Layout(gtx, children...)
	return layout.Dimensions{Size: image.Pt(gtx.Constraints.Max.X, gtx.Dp(headerHeight))}
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
	pad := func(arr PadArrangement, max image.Point) (layout.Dimensions, op.CallOp) {
		m := op.Record(gtx.Ops)
		g := gtx
		g.Constraints = layout.Constraints{Max: max}
		var d layout.Dimensions
		if v.Hint != nil {
			d = HintPanelStyle{Theme: th, View: *v.Hint}.Layout(g)
		} else {
			d = PadStyle{Theme: th, Pad: s.Pad, View: v.Pad, Arrangement: arr}.Layout(g)
		}
		return d, m.Stop()
	}
	replay := func(d layout.Dimensions, call op.CallOp) layout.FlexChild {
		return layout.Rigid(func(gtx layout.Context) layout.Dimensions { call.Add(gtx.Ops); return d })
	}
	spacer := layout.Rigid(layout.Spacer{Width: th.Spacing().Pad, Height: th.Spacing().Pad}.Layout)
	if size.X > size.Y*11/10 {
		// Landscape: the pad at the board's right, both centred.
		padW := min(gtx.Dp(264), size.X/3)
		if v.Hint != nil {
			padW = min(gtx.Dp(320), size.X*2/5)
		}
		side := max(0, min(size.Y, size.X-padW-gap))
		d, call := pad(PadGrid, image.Pt(padW, side))
		return layout.Flex{Spacing: layout.SpaceSides, Alignment: layout.Middle}.Layout(gtx,
			board(side), spacer, replay(d, call))
	}
	// Portrait: the pad under the board.
	padH := gtx.Dp(130)
	if v.Hint != nil {
		// The board keeps three fifths of the height at least.
		padH = max(padH, size.Y-gap-min(size.X, size.Y*3/5))
	}
	d, call := pad(PadRow, image.Pt(size.X, padH))
	side := max(0, min(size.X, size.Y-d.Size.Y-gap))
	return layout.Flex{Axis: layout.Vertical, Spacing: layout.SpaceSides, Alignment: layout.Middle}.Layout(gtx,
		board(side), spacer, replay(d, call))
}
