package widgets

import (
	"time"

	"gioui.org/layout"
)

// testWindow is the window of the render scenes: WindowStyle, as the app
// draws it, fed with a view of a game in play, and an overlay on top (a
// dialog, a panel) as the app draws its modal panels.
type testWindow struct {
	th    *Theme
	board Board
	pad   NumberPad
	menu  Menu
	btn   [7]Button

	view    BoardView
	overlay func(gtx layout.Context)
}

func newTestWindow(th *Theme, v BoardView) *testWindow {
	return &testWindow{th: th, view: v}
}

// windowView is what the app shows for the board in w.view: Start or
// Stop, Pause or Resume, the menu with the app's items.
func (w *testWindow) windowView() WindowView {
	t := w.th.T
	tool := func(i int, icon Icon, label Msg, enabled bool) Tool {
		return Tool{Button: &w.btn[i], Icon: icon, Label: t(label), Enabled: enabled}
	}
	start := tool(5, IconStop, MsgStop, true)
	state := t(MsgStatePlaying)
	if !w.view.Active {
		start, state = tool(5, IconStart, MsgStart, true), t(MsgStateUnsolved)
	}
	pause := tool(6, IconPause, MsgPause, w.view.Active)
	if w.view.Hidden {
		pause, state = tool(6, IconStart, MsgResume, true), t(MsgStatePaused)
	}
	pv := PadView{Mode: w.view.Mode, Digit: w.view.Digit, NotesMode: w.view.NotesMode, Active: w.view.Active && !w.view.Hidden}
	for d := 1; d <= 9; d++ {
		pv.Remaining[d] = 9
	}
	for _, d := range w.view.Cells {
		if d != 0 {
			pv.Remaining[d] = max(0, pv.Remaining[d]-1)
		}
	}
	return WindowView{
		Tools: []Tool{
			tool(0, IconNew, MsgNew, true), tool(1, IconOpen, MsgOpen, true), tool(2, IconSave, MsgSave, true),
			tool(3, IconUndo, MsgUndo, true), tool(4, IconRedo, MsgRedo, false), start,
		},
		End:       []Tool{pause},
		MenuLabel: t(MsgMenu),
		Menu: []MenuItem{
			{Label: t(MsgRestart), Shortcut: "Ctrl+R", Enabled: true},
			{Label: t(MsgCheck), Enabled: true},
			{Label: t(MsgHint), Shortcut: "H"},
			{Label: t(MsgFillNotes), Enabled: true},
			{Label: t(MsgGiveUp), Enabled: true},
			{Label: t(MsgCreate), Enabled: true, Separator: true},
			{Label: t(MsgCollection), Enabled: true},
			{Label: t(MsgOpenSaved), Enabled: true},
			{Label: t(MsgSaveAs), Shortcut: "Ctrl+Shift+S", Enabled: true},
			{Label: t(MsgCopy), Shortcut: "Ctrl+C", Enabled: true},
			{Label: t(MsgPaste), Shortcut: "Ctrl+V", Enabled: true},
			{Label: t(MsgSettings), Enabled: true, Separator: true},
			{Label: t(MsgStatistics), Enabled: true},
			{Label: t(MsgShortcuts), Shortcut: "F1", Enabled: true},
			{Label: t(MsgAbout), Enabled: true},
			{Label: t(MsgQuit), Shortcut: "Ctrl+Q", Enabled: true, Separator: true},
		},
		Clock:     4*time.Minute + 7*time.Second,
		ShowClock: true,
		State:     state,
		Detail:    w.th.Tf(MsgDifficulty, w.th.Cat.LevelName(2), 49),
		Board:     w.view,
		Pad:       pv,
	}
}

func (w *testWindow) Layout(gtx layout.Context) {
	WindowStyle{Theme: w.th, Board: &w.board, Pad: &w.pad, Menu: &w.menu, View: w.windowView()}.Layout(gtx)
	if w.overlay != nil {
		w.overlay(gtx)
	}
}
