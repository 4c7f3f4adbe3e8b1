package widgets

import (
	"github.com/giosudoku/sudoku/app/i18n"

	"image"
	"time"

	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/paint"
)

// demoWindow composes the widgets the way the app's window does: a header
// (buttons, clock, menu), the board with the pad beside it (landscape) or
// under it (portrait), and a status line. It is the tests' model of the app
// and a usage example for it.
type demoWindow struct {
	th    *Theme
	board Board
	pad   NumberPad
	menu  Menu
	btn   struct{ new, open, save, undo, redo, start, pause Button }

	view    BoardView
	elapsed time.Duration
	overlay func(gtx layout.Context) // a dialog, score panel or picker
}

func newDemoWindow(th *Theme, v BoardView) *demoWindow {
	return &demoWindow{th: th, view: v, elapsed: 4*time.Minute + 7*time.Second}
}

func (w *demoWindow) padView() PadView {
	pv := PadView{Mode: w.view.Mode, Digit: w.view.Digit, NotesMode: w.view.NotesMode, Active: w.view.Active && !w.view.Hidden}
	for d := 1; d <= 9; d++ {
		pv.Remaining[d] = 9
	}
	for _, d := range w.view.Cells {
		if d != 0 {
			pv.Remaining[d]--
		}
	}
	for d := range pv.Remaining {
		pv.Remaining[d] = max(0, pv.Remaining[d])
	}
	return pv
}

func (w *demoWindow) menuItems() []MenuItem {
	t := testCat.T
	return []MenuItem{
		{Label: t(i18n.Restart), Shortcut: "Ctrl+R", Enabled: true},
		{Label: t(i18n.Check), Enabled: true},
		{Label: t(i18n.Hint), Shortcut: "H", Enabled: true},
		{Label: t(i18n.GiveUp), Enabled: true},
		{Label: t(i18n.Create), Enabled: true, Separator: true},
		{Label: t(i18n.Collection), Enabled: true},
		{Label: t(i18n.Settings), Enabled: true, Separator: true},
		{Label: t(i18n.Statistics), Enabled: false},
		{Label: t(i18n.Shortcuts), Shortcut: "F1", Enabled: true},
		{Label: t(i18n.About), Enabled: true},
		{Label: t(i18n.Quit), Shortcut: "Ctrl+Q", Enabled: true, Separator: true},
	}
}

func (w *demoWindow) Layout(gtx layout.Context) {
	th := w.th
	paint.Fill(gtx.Ops, th.Palette.Window)
	size := gtx.Constraints.Max
	margin := gtx.Dp(10)

	// Header.
	hdr := gtx
	hdr.Constraints = layout.Constraints{Max: image.Pt(size.X-2*margin, gtx.Dp(40))}
	st := op.Offset(image.Pt(margin, margin)).Push(gtx.Ops)
	t := testCat.T
	startLbl, startIcon := t(i18n.Stop), IconStop
	if !w.view.Active {
		startLbl, startIcon = t(i18n.Start), IconStart
	}
	right := w.headerRight(hdr)
	left := hdr
	left.Constraints.Max.X -= right + gtx.Dp(8)
	undo := IconButton(th, &w.btn.undo, IconUndo, t(i18n.Undo))
	redo := IconButton(th, &w.btn.redo, IconRedo, t(i18n.Redo))
	redo.Enabled = false
	ButtonRow{}.Layout(left,
		IconButton(th, &w.btn.new, IconNew, t(i18n.New)),
		IconButton(th, &w.btn.open, IconOpen, t(i18n.Open)),
		IconButton(th, &w.btn.save, IconSave, t(i18n.Save)),
		undo, redo,
		IconButton(th, &w.btn.start, startIcon, startLbl),
	)
	st.Pop()
	top := margin + gtx.Dp(40) + gtx.Dp(8)

	// Status line at the bottom.
	statusH := gtx.Dp(28)
	sst := op.Offset(image.Pt(margin+gtx.Dp(4), size.Y-margin-statusH)).Push(gtx.Ops)
	sg := gtx
	sg.Constraints = layout.Constraints{Max: image.Pt(size.X-2*margin-gtx.Dp(8), statusH)}
	state := t(i18n.StatePlaying)
	if !w.view.Active {
		state = t(i18n.StateUnsolved)
	}
	if w.view.Hidden {
		state = t(i18n.StatePaused)
	}
	status := Status(th, state, testCat.T(i18n.Difficulty, testCat.Level(2), 49))
	if w.narrow(gtx) {
		// No room in the header: the clock sits in the middle of the status line.
		status.Middle = Clock(th, w.elapsed, false).Layout
	}
	status.Layout(sg)
	sst.Pop()

	// Body: board and pad.
	body := image.Rect(margin, top, size.X-margin, size.Y-margin-statusH-gtx.Dp(6))
	bw, bh := body.Dx(), body.Dy()
	gap := gtx.Dp(16)
	if bw > bh*11/10 {
		// Landscape: pad at the right of the board.
		padW := min(gtx.Dp(264), bw/3)
		side := min(bh, bw-padW-gap)
		x := body.Min.X + (bw-side-gap-padW)/2
		s := op.Offset(image.Pt(x, body.Min.Y+(bh-side)/2)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Exact(image.Pt(side, side))
		BoardStyle{Theme: th, Board: &w.board, View: w.view}.Layout(g)
		s.Pop()
		g.Constraints = layout.Constraints{Max: image.Pt(padW, side)}
		m := op.Record(gtx.Ops)
		pd := PadStyle{Theme: th, Pad: &w.pad, View: w.padView(), Arrangement: PadGrid}.Layout(g)
		call := m.Stop()
		s = op.Offset(image.Pt(x+side+gap, body.Min.Y+(bh-pd.Size.Y)/2)).Push(gtx.Ops)
		call.Add(gtx.Ops)
		s.Pop()
	} else {
		// Portrait: pad under the board.
		g := gtx
		g.Constraints = layout.Constraints{Max: image.Pt(bw, gtx.Dp(130))}
		m := op.Record(gtx.Ops)
		pd := PadStyle{Theme: th, Pad: &w.pad, View: w.padView(), Arrangement: PadRow}.Layout(g)
		call := m.Stop()
		side := min(bw, bh-pd.Size.Y-gap)
		y := body.Min.Y + (bh-side-gap-pd.Size.Y)/2
		s := op.Offset(image.Pt(body.Min.X+(bw-side)/2, y)).Push(gtx.Ops)
		g.Constraints = layout.Exact(image.Pt(side, side))
		BoardStyle{Theme: th, Board: &w.board, View: w.view}.Layout(g)
		s.Pop()
		s = op.Offset(image.Pt(body.Min.X+(bw-pd.Size.X)/2, y+side+gap)).Push(gtx.Ops)
		call.Add(gtx.Ops)
		s.Pop()
	}
	if w.overlay != nil {
		w.overlay(gtx)
	}
}

// narrow reports whether the window is too narrow for the clock in the header.
func (w *demoWindow) narrow(gtx layout.Context) bool {
	return gtx.Constraints.Max.X < gtx.Dp(560)
}

// headerRight draws the clock, Pause and the menu at the right of the
// header and returns their width.
func (w *demoWindow) headerRight(gtx layout.Context) int {
	th := w.th
	compact := gtx.Constraints.Max.X < gtx.Dp(720)
	pause := IconButton(th, &w.btn.pause, IconPause, testCat.T(i18n.Pause))
	pause.Compact = true
	menu := MenuStyle{Theme: th, Menu: &w.menu, Label: testCat.T(i18n.Menu), Icon: IconMenu, Compact: compact, Items: w.menuItems()}
	// Measure, then draw from the right edge.
	m := op.Record(gtx.Ops)
	g := gtx.Disabled()
	cw := Clock(th, w.elapsed, false).Layout(g).Size.X
	pw := pause.Layout(g).Size.X
	mw := IconButton(th, &w.menu.button, IconMenu, testCat.T(i18n.Menu))
	mw.Compact = compact
	mwid := mw.Layout(g).Size.X
	m.Stop()
	gap := gtx.Dp(6)
	x := gtx.Constraints.Max.X - mwid
	s := op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
	menu.Layout(gtx)
	s.Pop()
	x -= gap + pw
	s = op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
	pause.Layout(gtx)
	s.Pop()
	if gtx.Constraints.Max.X >= gtx.Dp(540) {
		x -= gap + cw
		s = op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
		cg := gtx
		cg.Constraints.Min.Y = gtx.Dp(40)
		Clock(th, w.elapsed, false).Layout(cg)
		s.Pop()
	}
	return gtx.Constraints.Max.X - x
}
