package window

// The window's keyboard shortcuts, the keys of the command table
// (commands.go), the board's keys (digits, arrows, W A S D, N, Backspace…)
// included: these are global key filters the ui declares after laying out
// the widgets, so a focused button keeps its Return and Space, and no
// widget takes a key of the table. While a modal panel or the menu is
// open no shortcut is declared at all: the panel has the keyboard (Escape,
// Return, Tab, arrows) and nothing acts behind it.

import (
	"io"
	"strings"
	"time"

	"gioui.org/app"
	"gioui.org/io/clipboard"
	"gioui.org/io/key"
	"gioui.org/io/transfer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// pasteWait is how long Ctrl+V waits for the clipboard's text before
// saying that none came. Gio's X11 backend drops a clipboard sent in
// pieces (the INCR transfer X11 uses above a few hundred kilobytes, its
// os_x11.go ignores any type but UTF8_STRING), and an empty clipboard
// sends nothing either: without this the paste would end without a word.
const pasteWait = 2 * time.Second

// pasteTimeout tells the player when the clipboard's text did not come,
// and otherwise asks for a frame when it is due.
func (u *ui) pasteTimeout(gtx layout.Context) {
	if u.pasteAsked.IsZero() {
		return
	}
	due := u.pasteAsked.Add(pasteWait)
	if u.now().Before(due) {
		gtx.Execute(op.InvalidateCmd{At: due})
		return
	}
	u.pasteAsked = time.Time{}
	u.say(u.cat.T(i18n.PasteNothing, model.MaxPasteSize>>10))
}

// shortcuts handles the global keys of this frame.
func (u *ui) shortcuts(gtx layout.Context) {
	if u.pasteWanted {
		u.pasteWanted = false
		u.pasteAsked = u.now()
		gtx.Execute(clipboard.ReadCmd{Tag: &u.pasteTag})
		gtx.Execute(op.InvalidateCmd{At: u.pasteAsked.Add(pasteWait)}) // pasteTimeout looks then
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
		c, s := commandFor(ke)
		if c == nil {
			// A key no widget and no command takes: on a board that takes
			// no input it says how to start (or resumes a paused game);
			// else the status line says it does nothing.
			if !modifierKey(ke.Name) {
				u.unboundKey(ke)
			}
			gtx.Execute(op.InvalidateCmd{})
			continue
		}
		if u.game.State() == model.Paused && c.group == keysGame && c.id != "pause" && !c.isEnabled(u) {
			// A shortcut that cannot act on a paused game resumes it and
			// acts (Ctrl+Z resumes and undoes).
			u.refused(u.game.Resume())
		}
		if u.onShortcut != nil {
			u.onShortcut(c, s)
		}
		if c.keyRun != nil {
			c.keyRun(u, s)
		} else {
			u.runCommand(c)
		}
		gtx.Execute(op.InvalidateCmd{})
		if u.modal != nil || u.menu.IsOpen() {
			// A panel opened: the next keys are its own.
			break
		}
	}
}

// toggleFullscreen is F11. Leaving full screen asks for the mode and the
// size the window had before: Gio's X11 window would otherwise keep the
// screen's size (it resizes to its current size).
func (u *ui) toggleFullscreen() {
	if u.fullscr {
		switch b := u.before; {
		case b.mode == app.Maximized:
			// Gio ignores Maximized asked from full screen: windowed first.
			u.host.Option(app.Windowed.Option())
			u.host.Option(app.Maximized.Option())
		case b.size.X > 0 && b.size.Y > 0:
			scale := u.pxPerDp
			if scale <= 0 {
				scale = 1
			}
			u.host.Option(app.Windowed.Option(), app.Size(unit.Dp(float32(b.size.X)/scale), unit.Dp(float32(b.size.Y)/scale)))
		default:
			u.host.Option(app.Windowed.Option())
		}
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
		u.pasteAsked = time.Time{}
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

// copyProgress puts the game on the clipboard as a file of ours would hold
// it (Ctrl+Shift+C): the puzzle's line (the givens only), then the player's
// digits and notes on a #progress line and the other marks on a #marks line
// (docs/formats.md), so that a paste elsewhere never turns a digit of the
// player into a clue, and a paste here brings the position back.
func (u *ui) copyProgress() {
	if !u.game.Enabled(model.ActSave) {
		return
	}
	var b strings.Builder
	if err := model.WriteEntries(&b, model.FormatSDM, u.game.SaveEntry()); err != nil {
		u.refused(err)
		return
	}
	u.copyText = b.String()
	u.say(u.cat.T(i18n.CopiedProgress))
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

// modifierKey reports whether n is a modifier alone (Ctrl, Shift…): its
// press is the start of a shortcut, not a key of its own.
func modifierKey(n key.Name) bool {
	switch n {
	case key.NameCtrl, key.NameShift, key.NameAlt, key.NameSuper, key.NameCommand:
		return true
	}
	return false
}

// unboundKey answers a key that nothing takes.
func (u *ui) unboundKey(e key.Event) {
	switch u.game.State() {
	case model.Playing, model.Editing:
		u.say(u.cat.T(i18n.KeyUnbound, shortcut{name: e.Name, mods: e.Modifiers &^ key.ModCommand}.label(u.cat)))
	default:
		u.idleInput()
	}
}

// The board's keys (commands.go, group keysBoard), handed to the model's
// input state.

// moveKey is an arrow or W A S D; with Ctrl, the jump to the next empty
// cell.
func (u *ui) moveKey(s shortcut) {
	// While a chain's walk shows, Left and Right turn its pages.
	if s.mods == 0 && (s.name == key.NameLeftArrow || s.name == key.NameRightArrow) {
		d := -1
		if s.arg == dirRight {
			d = 1
		}
		if u.turnWalk(d) {
			return
		}
	}
	dr, dc := 0, 0
	switch s.arg {
	case dirLeft:
		dc = -1
	case dirRight:
		dc = 1
	case dirUp:
		dr = -1
	case dirDown:
		dr = 1
	}
	u.inputDone(u.input.Move(u.game, dr, dc, s.mods.Contain(key.ModShortcut)))
}

// digitKey is a digit key: with Shift or Ctrl, a note.
func (u *ui) digitKey(s shortcut) {
	u.inputDone(u.input.DigitKey(u.game, uint8(s.arg), false))
}

// markKey is Shift+digit (a corner mark, Ctrl optional) or Ctrl+digit (a
// centre mark).
func (u *ui) markKey(s shortcut) {
	m := model.MarkCentre
	if s.mods.Contain(key.ModShift) {
		m = model.MarkCorner
	}
	u.inputDone(u.input.MarkKey(u.game, uint8(s.arg), m))
}

// cycleMarks is M and the number pad's mode button: digits, corner marks,
// centre marks.
func (u *ui) cycleMarks() { u.marksDone(u.input.CycleMarks(u.game)) }

// pickMarks is Z (digits), X (corner marks) and C (centre marks).
func (u *ui) pickMarks(s shortcut) { u.marksDone(u.input.SetMarks(u.game, model.MarkMode(s.arg))) }

// eraseKey is 0, Backspace or Delete.
func (u *ui) eraseKey() { u.inputDone(u.input.Erase(u.game)) }

// stepKey is + or = (one up, as a tap) and - (one down).
func (u *ui) stepKey(s shortcut) { u.inputDone(u.input.Step(u.game, s.arg)) }
