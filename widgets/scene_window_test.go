package widgets

import (
	"time"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
)

// testWindow is the window of the render scenes: WindowStyle, as the app
// draws it, fed with a view of a game in play, and an overlay on top (a
// dialog, a panel) as the app draws its modal panels.
type testWindow struct {
	th    *Theme
	board Board
	pad   NumberPad
	menu  Menu
	btn   [12]Button

	view    BoardView
	editing bool // create mode: its row under the header, no Start/Stop
	csd     bool // the header is the title bar (Wayland)
	frame   FrameButtons
	hint    *HintPanelView
	scroll  layout.List // the hint panel's text, as the window keeps it
	overlay func(gtx layout.Context)
}

func newTestWindow(th *Theme, v BoardView) *testWindow {
	return &testWindow{th: th, view: v}
}

// windowView is what the app shows for the board in w.view: Start or
// Stop, Pause or Resume, the menu with the app's items.
func (w *testWindow) windowView() WindowView {
	t := testCat.T
	tool := func(i int, icon Icon, label *i18n.Message, enabled bool) Tool {
		return Tool{Button: &w.btn[i], Icon: icon, Label: t(label), Enabled: enabled}
	}
	start := tool(5, IconStop, i18n.Stop, true)
	state := t(i18n.StatePlaying)
	if !w.view.Active {
		start, state = tool(5, IconStart, i18n.Start, true), t(i18n.StateUnsolved)
	}
	pause := tool(6, IconPause, i18n.Pause, w.view.Active)
	if w.view.Hidden {
		pause, state = tool(6, IconStart, i18n.Resume, true), t(i18n.StatePaused)
	}
	pv := PadView{Mode: w.view.Mode, Digit: w.view.Digit, NotesMode: w.view.NotesMode, Active: w.view.Active && !w.view.Hidden}.withWords()
	for d := 1; d <= 9 && !w.view.Hidden; d++ {
		pv.Remaining[d] = 9
	}
	for _, d := range w.view.Cells {
		if d != 0 {
			pv.Remaining[d] = max(0, pv.Remaining[d]-1)
		}
	}
	tools := []Tool{
		tool(0, IconNew, i18n.New, true), tool(1, IconOpen, i18n.Open, true), tool(2, IconSave, i18n.Save, true),
		tool(3, IconUndo, i18n.Undo, true), tool(4, IconRedo, i18n.Redo, false), start,
	}
	var edit []Tool
	if w.editing {
		tools, state = tools[:5], t(i18n.StateEditing)
		edit = []Tool{tool(7, IconErase, i18n.Clear, true), tool(8, IconNew, i18n.Generate, true),
			tool(9, IconCheck, i18n.CheckGrid, true), tool(10, IconStart, i18n.Play, true), tool(11, IconStop, i18n.Stop, true)}
	}
	detail, short := testCat.T(i18n.Difficulty, testCat.Level(2), testCat.Int(49)), testCat.Level(2)
	if w.editing {
		// As the app: no clock and no level while a grid is being built.
		detail, short = "", ""
	}
	return WindowView{
		Tools:     tools,
		EditTools: edit,
		End:       []Tool{pause},
		MenuLabel: t(i18n.Menu),
		// The window's menu as the app lists it (app/internal/window/commands.go): 21
		// items in four sections.
		Menu: []MenuItem{
			{Label: t(i18n.Restart), Shortcut: "Ctrl+R", Enabled: true},
			{Label: t(i18n.Check), Enabled: true},
			{Label: t(i18n.Hint), Shortcut: "H"},
			{Label: t(i18n.FillNotes), Enabled: true},
			{Label: t(i18n.GiveUp), Enabled: true},
			{Label: t(i18n.Create), Enabled: true, Separator: true},
			{Label: t(i18n.Collection), Enabled: true},
			{Label: t(i18n.OpenSaved), Enabled: true},
			{Label: t(i18n.SaveAs), Shortcut: "Ctrl+Shift+S", Enabled: true},
			{Label: t(i18n.Copy), Shortcut: "Ctrl+C", Enabled: true},
			{Label: t(i18n.CopyProgress), Shortcut: "Ctrl+Shift+C", Enabled: true},
			{Label: t(i18n.Paste), Shortcut: "Ctrl+V", Enabled: true},
			{Label: t(i18n.PrintCmd), Shortcut: "Ctrl+P", Enabled: true},
			{Label: t(i18n.PrintSeveralCmd), Enabled: true},
			{Label: t(i18n.ExportPDFCmd), Shortcut: "Ctrl+Shift+P", Enabled: true},
			{Label: t(i18n.Settings), Enabled: true, Separator: true},
			{Label: t(i18n.Statistics), Enabled: true},
			{Label: t(i18n.GuideTitle), Enabled: true},
			{Label: t(i18n.Shortcuts), Shortcut: "F1", Enabled: true},
			{Label: t(i18n.About), Enabled: true},
			{Label: t(i18n.Quit), Shortcut: "Ctrl+Q", Enabled: true, Separator: true},
		},
		Clock:       4*time.Minute + 7*time.Second,
		ShowClock:   !w.editing,
		State:       state,
		Detail:      detail,
		DetailShort: short,
		Board:       w.boardView(),
		Pad:         pv,
		Frame: FrameView{On: w.csd, Title: "Sudoku", Minimize: t(i18n.FrameMinimize), Maximize: t(i18n.FrameMaximize),
			Restore: t(i18n.FrameRestore), Close: t(i18n.Close)},
		Hint: w.hint,
	}
}

// board_ is the board's view as the app gives it: the numbers' room kept.
func (w *testWindow) boardView() BoardView {
	v := w.view.withWords()
	v.LabelRoom = true
	return v
}

func (w *testWindow) Layout(gtx layout.Context) {
	WindowStyle{Theme: w.th, Board: &w.board, Pad: &w.pad, Menu: &w.menu, Frame: &w.frame, HintScroll: &w.scroll, View: w.windowView()}.Layout(gtx)
	if w.overlay != nil {
		w.overlay(gtx)
	}
}
