package main

// The window's keyboard shortcuts, the keys of the command table
// (commands.go). The board's own keys (digits, arrows, WASD, N,
// Backspace…) are the board's; these are global key filters the ui
// declares after laying out the widgets, so a focused
// button keeps its Return and Space. While a modal panel or the menu is
// open no shortcut is declared at all: the panel has the keyboard (Escape,
// Return, Tab, arrows) and nothing acts behind it.

import (
	"io"
	"strings"

	"gioui.org/app"
	"gioui.org/io/clipboard"
	"gioui.org/io/key"
	"gioui.org/io/transfer"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/app/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

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
	if u.modal != nil || u.menu.IsOpen() {
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
		u.runCommand(commandFor(ke))
		gtx.Execute(op.InvalidateCmd{})
		if u.modal != nil || u.menu.IsOpen() {
			// A panel opened: the next keys are its own.
			break
		}
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
		if u.modal == nil {
			u.paste(string(b))
		}
	}
}

// copyGrid puts the puzzle on the clipboard as one 81-character line
// (Ctrl+C): the givens only, so that the player's digits never become
// clues of the copy (docs/formats.md).
func (u *ui) copyGrid() { u.copyLine(u.game.SaveEntry().Grid, i18n.Copied) }

// copyProgress puts the position on the clipboard as one 81-character line
// (Ctrl+Shift+C): the givens with the player's digits, for programs that
// take a position rather than a puzzle.
func (u *ui) copyProgress() {
	e := u.game.SaveEntry()
	u.copyLine(e.Progress.Merged(e.Grid), i18n.CopiedProgress)
}

func (u *ui) copyLine(grid solver.Grid, said *i18n.Message) {
	if !u.game.Enabled(model.ActSave) {
		return
	}
	var b strings.Builder
	if err := model.Write(&b, model.FormatSDM, grid); err != nil {
		u.refused(err)
		return
	}
	u.copyText = strings.TrimSpace(b.String())
	u.say(u.cat.T(said))
}
