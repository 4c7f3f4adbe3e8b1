package main

// The window's keyboard shortcuts (SPEC 4.4). The board's own keys (digits,
// arrows, WASD, N, Backspace…) are the board's; these are global key
// filters the ui declares after laying out the widgets, so a focused
// button keeps its Return and Space. While a modal panel or the menu is
// open no shortcut is declared at all: the panel has the keyboard (Escape,
// Return, Tab, arrows) and nothing acts behind it.

import (
	"github.com/giosudoku/sudoku/app/i18n"

	"io"
	"strings"

	"gioui.org/app"
	"gioui.org/io/clipboard"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/transfer"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/model"
)

// shortcutFilters are the global key filters.
var shortcutFilters = []event.Filter{
	key.Filter{Name: "N", Required: key.ModShortcut},
	key.Filter{Name: "O", Required: key.ModShortcut},
	key.Filter{Name: "S", Required: key.ModShortcut, Optional: key.ModShift},
	key.Filter{Name: "Z", Required: key.ModShortcut, Optional: key.ModShift},
	key.Filter{Name: "Y", Required: key.ModShortcut},
	key.Filter{Name: "R", Optional: key.ModShortcut},
	key.Filter{Name: "U"},
	key.Filter{Name: "C", Required: key.ModShortcut},
	key.Filter{Name: "V", Required: key.ModShortcut},
	key.Filter{Name: "Q", Required: key.ModShortcut},
	key.Filter{Name: "H"},
	key.Filter{Name: "P"},
	key.Filter{Name: key.NameSpace},
	key.Filter{Name: key.NameReturn},
	key.Filter{Name: key.NameEnter},
	key.Filter{Name: key.NameF1},
	key.Filter{Name: "?", Optional: key.ModShift},
	key.Filter{Name: key.NameF10},
	key.Filter{Name: key.NameF11},
}

// shortcuts handles the global keys of this frame.
func (u *ui) shortcuts(gtx layout.Context) {
	if u.pasteWanted {
		u.pasteWanted = false
		gtx.Execute(clipboard.ReadCmd{Tag: &u.pasteTag})
	}
	if u.copyText != "" {
		gtx.Execute(clipboard.WriteCmd{Type: "application/text", Data: io.NopCloser(strings.NewReader(u.copyText))})
		u.copyText = ""
	}
	if u.modal != modalNone || u.menu.IsOpen() {
		return
	}
	for {
		e, ok := gtx.Event(shortcutFilters...)
		if !ok {
			break
		}
		ke, ok := e.(key.Event)
		if !ok || ke.State != key.Press {
			continue
		}
		u.shortcut(ke)
		gtx.Execute(op.InvalidateCmd{})
		if u.modal != modalNone || u.menu.IsOpen() {
			// A panel opened: the next keys are its own.
			break
		}
	}
}

// shortcut runs the action of one global key.
func (u *ui) shortcut(e key.Event) {
	ctrl := e.Modifiers.Contain(key.ModShortcut)
	shift := e.Modifiers.Contain(key.ModShift)
	switch e.Name {
	case "N":
		u.newGame()
	case "O":
		u.openFile()
	case "S":
		if shift {
			u.saveAs()
		} else {
			u.quickSave()
		}
	case "Z":
		if shift {
			u.do(model.ActRedo)
		} else {
			u.do(model.ActUndo)
		}
	case "U":
		u.do(model.ActUndo)
	case "Y":
		u.do(model.ActRedo)
	case "R":
		if ctrl {
			u.do(model.ActRestart)
		} else {
			u.do(model.ActRedo)
		}
	case "C":
		u.copyGrid()
	case "V":
		u.pasteRequest()
	case "Q":
		u.quitAsked()
	case "H":
		// Hints are a later issue: the key does nothing yet.
	case "P", key.NameSpace:
		u.pause()
	case key.NameReturn, key.NameEnter:
		u.startStop()
	case key.NameF1, "?":
		u.showShortcuts()
	case key.NameF10:
		u.menu.SetOpen(true)
	case key.NameF11:
		u.toggleFullscreen()
	}
}

// toggleFullscreen is F11.
func (u *ui) toggleFullscreen() {
	if u.fullscr {
		u.host.Option(app.Windowed.Option())
	} else {
		u.host.Option(app.Fullscreen.Option())
	}
	u.fullscr = !u.fullscr
}

// clipboardEvents receives the clipboard's text asked for by Ctrl+V.
func (u *ui) clipboardEvents(gtx layout.Context) {
	for {
		e, ok := gtx.Event(transfer.TargetFilter{Target: &u.pasteTag, Type: "application/text"})
		if !ok {
			return
		}
		de, ok := e.(transfer.DataEvent)
		if !ok {
			continue
		}
		r := de.Open()
		b, err := io.ReadAll(io.LimitReader(r, model.MaxPasteSize+1))
		r.Close()
		if err != nil {
			u.refused(err)
			continue
		}
		if u.modal == modalNone {
			u.paste(string(b))
		}
	}
}

// copyGrid puts the grid on the board on the clipboard as one 81-character
// line (Ctrl+C).
func (u *ui) copyGrid() {
	if !u.game.Enabled(model.ActSave) {
		return
	}
	var b strings.Builder
	if err := model.Write(&b, model.FormatSDM, u.game.Grid()); err != nil {
		u.refused(err)
		return
	}
	u.copyText = strings.TrimSpace(b.String())
	u.say(u.cat.T(i18n.Copied))
}
