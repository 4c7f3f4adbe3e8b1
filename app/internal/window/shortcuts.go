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

	"gioui.org/io/clipboard"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
)

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
