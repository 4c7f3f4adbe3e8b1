package main

// Drawing the window: the header, the board with the number pad beside it
// (landscape) or under it (portrait), the status line, and the modal panel
// over everything. Views are filled from the model every frame.

import (
	"image"

	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// boardView fills the board's view from the game.
func (u *ui) boardView() widgets.BoardView {
	g := u.game
	st := g.State()
	s := g.Settings()
	v := widgets.BoardView{
		Active:         st == model.Playing || st == model.Editing,
		Hidden:         st == model.Paused,
		Mode:           inputMode(s.Input),
		NotesMode:      u.notesMode,
		Digit:          u.digit,
		HighlightUnits: s.HighlightUnits,
		HighlightSame:  s.HighlightDigits,
	}
	if st == model.Editing && v.Mode == widgets.Tap {
		// Building a grid, a tap would skip nothing useful: cell first.
		v.Mode = widgets.CellFirst
	}
	for i := range 81 {
		c := g.Cell(i)
		v.Cells[i] = c.Digit
		v.Given[i] = c.Given
		v.Notes[i] = c.Notes
		v.Clash[i] = c.Clash
		v.Wrong[i] = c.Wrong
	}
	return v
}

// inputMode maps the setting to the board's mode.
func inputMode(m model.InputMode) widgets.InputMode {
	switch m {
	case model.InputDigitFirst:
		return widgets.DigitFirst
	case model.InputTap:
		return widgets.Tap
	}
	return widgets.CellFirst
}

// padView fills the number pad's view: how many of each digit are still to
// place.
func (u *ui) padView(bv widgets.BoardView) widgets.PadView {
	pv := widgets.PadView{Mode: bv.Mode, Digit: bv.Digit, NotesMode: bv.NotesMode, Active: bv.Active && !bv.Hidden}
	counts := u.game.Counts()
	for d := 1; d <= 9; d++ {
		pv.Remaining[d] = max(0, 9-counts[d])
	}
	return pv
}

// stateText is the status line's state.
func (u *ui) stateText() string {
	switch u.game.State() {
	case model.Playing:
		return u.th.T(widgets.MsgStatePlaying)
	case model.Paused:
		return u.th.T(widgets.MsgStatePaused)
	case model.IdleSolved:
		return u.th.T(widgets.MsgStateSolved)
	case model.Editing:
		return u.th.T(widgets.MsgStateEditing)
	}
	return u.th.T(widgets.MsgStateUnsolved)
}

// difficultyText is the status line's detail: the level and complexity of
// the grid on the board.
func (u *ui) difficultyText() string {
	g := u.game
	if g.State() == model.Editing {
		return ""
	}
	p := g.Puzzle()
	if p.Givens.Clues() == 0 {
		return ""
	}
	if !p.Unique {
		return u.th.Cat.LevelName(0)
	}
	return u.th.Tf(widgets.MsgDifficulty, u.th.Cat.LevelName(p.Grade.Level), p.Grade.Complexity)
}

// layoutWindow draws everything under the modal panel.
func (u *ui) layoutWindow(gtx layout.Context) {
	th := u.th
	paint.Fill(gtx.Ops, th.Palette.Window)
	size := gtx.Constraints.Max
	u.width = size.X
	margin := gtx.Dp(10)
	bv := u.boardView()

	// Header.
	hdr := gtx
	hdr.Constraints = layout.Constraints{Max: image.Pt(size.X-2*margin, gtx.Dp(40))}
	st := op.Offset(image.Pt(margin, margin)).Push(gtx.Ops)
	right := u.headerRight(hdr)
	left := hdr
	left.Constraints.Max.X = max(0, left.Constraints.Max.X-right-gtx.Dp(8))
	u.headerLeft(left)
	st.Pop()
	top := margin + gtx.Dp(40) + gtx.Dp(8)
	if u.game.State() == model.Editing {
		// Create mode's own actions, in a second row.
		st := op.Offset(image.Pt(margin, top)).Push(gtx.Ops)
		u.editBar(hdr)
		st.Pop()
		top += gtx.Dp(40) + gtx.Dp(8)
	}

	// Status line.
	statusH := gtx.Dp(28)
	sst := op.Offset(image.Pt(margin+gtx.Dp(4), size.Y-margin-statusH)).Push(gtx.Ops)
	sg := gtx
	sg.Constraints = layout.Constraints{Max: image.Pt(size.X-2*margin-gtx.Dp(8), statusH)}
	detail := u.difficultyText()
	if u.message != "" {
		detail = u.message
	}
	status := widgets.Status(th, u.stateText(), detail)
	status.Emphasis = u.game.State() == model.IdleSolved
	if u.narrow(gtx) && u.showClock() {
		status.Middle = widgets.Clock(th, u.elapsed(), u.game.ClockRunning()).Layout
	}
	status.Layout(sg)
	sst.Pop()

	// Board and pad.
	body := image.Rect(margin, top, size.X-margin, size.Y-margin-statusH-gtx.Dp(6))
	u.layoutBody(gtx, body, bv)
}

// narrow reports whether the header has no room for the clock.
func (u *ui) narrow(gtx layout.Context) bool {
	return gtx.Constraints.Max.X < gtx.Dp(560)
}

// layoutBody places the board and the pad in body.
func (u *ui) layoutBody(gtx layout.Context, body image.Rectangle, bv widgets.BoardView) {
	th := u.th
	bw, bh := body.Dx(), body.Dy()
	if bw <= 0 || bh <= 0 {
		return
	}
	gap := gtx.Dp(16)
	pv := u.padView(bv)
	if bw > bh*11/10 {
		padW := min(gtx.Dp(264), bw/3)
		side := max(0, min(bh, bw-padW-gap))
		x := body.Min.X + (bw-side-gap-padW)/2
		s := op.Offset(image.Pt(x, body.Min.Y+(bh-side)/2)).Push(gtx.Ops)
		g := gtx
		g.Constraints = layout.Exact(image.Pt(side, side))
		widgets.BoardStyle{Theme: th, Board: &u.board, View: bv}.Layout(g)
		s.Pop()
		g.Constraints = layout.Constraints{Max: image.Pt(padW, side)}
		m := op.Record(gtx.Ops)
		pd := widgets.PadStyle{Theme: th, Pad: &u.pad, View: pv, Arrangement: widgets.PadGrid}.Layout(g)
		call := m.Stop()
		s = op.Offset(image.Pt(x+side+gap, body.Min.Y+(bh-pd.Size.Y)/2)).Push(gtx.Ops)
		call.Add(gtx.Ops)
		s.Pop()
		return
	}
	g := gtx
	g.Constraints = layout.Constraints{Max: image.Pt(bw, gtx.Dp(130))}
	m := op.Record(gtx.Ops)
	pd := widgets.PadStyle{Theme: th, Pad: &u.pad, View: pv, Arrangement: widgets.PadRow}.Layout(g)
	call := m.Stop()
	side := max(0, min(bw, bh-pd.Size.Y-gap))
	y := body.Min.Y + (bh-side-gap-pd.Size.Y)/2
	s := op.Offset(image.Pt(body.Min.X+(bw-side)/2, y)).Push(gtx.Ops)
	g.Constraints = layout.Exact(image.Pt(side, side))
	widgets.BoardStyle{Theme: th, Board: &u.board, View: bv}.Layout(g)
	s.Pop()
	s = op.Offset(image.Pt(body.Min.X+(bw-pd.Size.X)/2, y+side+gap)).Push(gtx.Ops)
	call.Add(gtx.Ops)
	s.Pop()
}

// headerLeft draws the header's buttons: New, Open, Save, Undo, Redo and
// Start/Stop (create mode's actions are in their own row, editBar).
func (u *ui) headerLeft(gtx layout.Context) { u.buttonRow(gtx, u.buttons(inHeader)) }

// editBar draws create mode's actions: clear, generate, check the grid,
// play it, stop creating.
func (u *ui) editBar(gtx layout.Context) { u.buttonRow(gtx, u.buttons(inEditBar)) }

// buttonRow lays out a row of header buttons, smaller in a narrow window
// so the header stays one row down to 360 dp.
func (u *ui) buttonRow(gtx layout.Context, row []widgets.ButtonStyle) {
	if u.tiny(gtx) {
		for i := range row {
			row[i].Height = 36
		}
	}
	widgets.ButtonRow{}.Layout(gtx, row...)
}

// tiny reports whether the window is so narrow the header buttons shrink.
func (u *ui) tiny(gtx layout.Context) bool { return u.width < gtx.Dp(420) }

// headerRight draws the clock, Pause and the menu at the right of the
// header and returns their width.
func (u *ui) headerRight(gtx layout.Context) int {
	th, g := u.th, u.game
	compact := gtx.Constraints.Max.X < gtx.Dp(720)
	end := u.buttons(inHeaderEnd)
	pause := end[0]
	pause.Compact = true
	if u.tiny(gtx) {
		pause.Height = 36
	}
	mi := u.menuItems()
	menu := widgets.MenuStyle{Theme: th, Menu: &u.menu, Label: th.T(widgets.MsgMenu), Icon: widgets.IconMenu, Compact: compact, Items: mi}
	clock := widgets.Clock(th, u.elapsed(), g.ClockRunning())

	// Measure, then draw from the right edge.
	m := op.Record(gtx.Ops)
	dg := gtx.Disabled()
	cw := clock.Layout(dg).Size.X
	pw := pause.Layout(dg).Size.X
	mb := widgets.IconButton(th, new(widgets.Button), widgets.IconMenu, th.T(widgets.MsgMenu))
	mb.Compact = compact
	mw := mb.Layout(dg).Size.X
	m.Stop()
	gap := gtx.Dp(6)
	x := gtx.Constraints.Max.X - mw
	s := op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
	menu.Layout(gtx)
	s.Pop()
	x -= gap + pw
	s = op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
	pause.Layout(gtx)
	s.Pop()
	if !u.narrow(gtx) && u.showClock() {
		x -= gap + cw
		s = op.Offset(image.Pt(x, 0)).Push(gtx.Ops)
		cg := gtx
		cg.Constraints.Min.Y = gtx.Dp(40)
		clock.Layout(cg)
		s.Pop()
	}
	return gtx.Constraints.Max.X - x
}

// layoutModal draws the modal panel, if one is open, and follows its
// answer.
func (u *ui) layoutModal(gtx layout.Context) {
	th, t := u.th, u.th.T
	switch u.modal {
	case modalNone:
		return
	case modalConfirm:
		c, ok := u.game.Pending()
		if !ok {
			u.closeModal()
			return
		}
		title, msg := u.confirmTexts(c)
		if a, ok := u.dialog.Update(gtx); ok {
			u.answer(a.Yes())
			return
		}
		widgets.Alert(th, &u.dialog, title, msg).Layout(gtx)
	case modalLevel, modalEditLevel:
		opts := []string{}
		for _, l := range solver.Levels {
			opts = append(opts, th.Cat.LevelName(l))
		}
		title := t(widgets.MsgNewGameHead)
		if u.modal == modalLevel {
			opts = append(opts, t(widgets.MsgBlankGrid))
		} else {
			title = t(widgets.MsgGenerateHead)
		}
		if a, ok := u.dialog.Update(gtx); ok {
			if u.modal == modalLevel {
				u.levelChosen(a.Index)
			} else {
				u.editLevelChosen(a.Index)
			}
			return
		}
		widgets.Choose(th, &u.dialog, title, opts...).Layout(gtx)
	case modalCollection:
		if a, ok := u.dialog.Update(gtx); ok {
			u.collectionChosen(a.Index)
			return
		}
		opts := make([]string, len(u.collections))
		for i, c := range u.collections {
			opts[i] = collectionLabel(c)
		}
		widgets.Choose(th, &u.dialog, t(widgets.MsgCollectionHead), opts...).Layout(gtx)
	case modalGrid:
		if u.choice == nil {
			u.closeModal()
			return
		}
		if a, ok := u.dialog.Update(gtx); ok {
			u.gridChosen(a.Index)
			return
		}
		opts := make([]string, len(u.choice.entries))
		for i := range opts {
			opts[i] = u.gridLabel(i)
		}
		widgets.Choose(th, &u.dialog, u.th.Tf(widgets.MsgChooseGrid, u.choice.title), opts...).Layout(gtx)
	case modalGridNumber:
		if u.choice == nil {
			u.closeModal()
			return
		}
		for {
			e, ok := u.chooser.Update(gtx)
			if !ok {
				break
			}
			switch e.Kind {
			case widgets.ChooserOpen:
				u.gridChosen(e.Index)
				return
			case widgets.ChooserCancel:
				u.gridChosen(-1)
				return
			case widgets.ChooserRandom:
				u.randomGrid()
			}
		}
		i := u.chooser.Index()
		v := widgets.ChooserView{Title: u.th.Tf(widgets.MsgChooseGrid, u.choice.title), Count: len(u.choice.entries)}
		if i >= 0 && i < len(u.choice.entries) {
			v.Detail = u.gridLabel(i)
		}
		widgets.ChooserStyle{Theme: th, Chooser: &u.chooser, View: v}.Layout(gtx)
	case modalInfo:
		if _, ok := u.dialog.Update(gtx); ok {
			u.closeModal()
			return
		}
		widgets.Info(th, &u.dialog, u.info.title, u.info.message).Layout(gtx)
	case modalText:
		if u.text.Update(gtx) {
			u.closeModal()
			return
		}
		widgets.TextPanelStyle{Theme: th, Panel: &u.text, View: u.textView}.Layout(gtx)
	case modalSettings:
		u.layoutSettings(gtx)
	case modalScore:
		if u.score.Update(gtx) {
			u.closeModal()
			return
		}
		widgets.ScoreStyle{Theme: th, Panel: &u.score, View: u.scoreView()}.Layout(gtx)
	case modalPicker:
		for {
			e, ok := u.picker.Update(gtx)
			if !ok {
				break
			}
			u.pickerEvent(e)
			if u.modal != modalPicker {
				return
			}
		}
		widgets.PickerStyle{Theme: th, Picker: &u.picker, View: u.pickView}.Layout(gtx)
	case modalBusy:
		b := u.busy
		if b == nil {
			u.closeModal()
			return
		}
		if u.busyPanel.Update(gtx) {
			u.cancelBusy()
			return
		}
		widgets.BusyStyle{Theme: th, Overlay: &u.busyPanel, Title: b.title, Message: b.message,
			Started: b.started, Cancellable: b.cancel != nil, Waiting: b.waiting}.Layout(gtx)
	}
}

// scoreView fills the score panel from the game's result.
func (u *ui) scoreView() widgets.ScoreView {
	r, _ := u.game.Result()
	return widgets.ScoreView{
		Level:      u.th.Cat.LevelName(r.Level),
		Rating:     r.Rating,
		Complexity: r.Complexity,
		Time:       r.Time,
		Expected:   r.Expected,
		Score:      r.Score,
		Stars:      r.Stars,
		Best:       r.BestTime,
		NewBest:    r.NewBest,
		Assists:    r.Hints + r.Checks,
		NotAPuzzle: r.Level == 0,
	}
}

// showClock reports whether the clock shows: the setting says so, and a
// game is being played or was (not while building a grid).
func (u *ui) showClock() bool {
	return u.game.Settings().ShowClock && u.game.State() != model.Editing
}
