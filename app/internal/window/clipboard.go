package window

// The clipboard: Copy (the puzzle, or the puzzle with the progress) and
// Paste (a grid read like a file; nothing comes after pasteWait: said so).

import (
	"io"
	"strings"
	"time"

	"gioui.org/io/transfer"
	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/app/internal/instance"
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
// A variant's puzzle is copied in the variants' text form, which a paste
// reads back with its rules.
func (u *ui) copyGrid() {
	if vp, ok := u.variantSave(); ok && u.game.Enabled(model.ActSave) {
		var b strings.Builder
		if err := model.WriteVariant(&b, vp); err != nil {
			u.refused(err)
			return
		}
		u.copyText = b.String()
		u.say(u.cat.T(i18n.Copied))
		return
	}
	u.copyLine(u.game.SaveEntry().Grid, i18n.Copied)
}

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
	e := u.game.SaveEntry()
	var err error
	if vp, ok := u.variantSave(); ok {
		err = model.WriteVariantGame(&b, vp, e.Progress)
	} else {
		err = model.WriteEntries(&b, model.FormatSDM, e)
	}
	if err != nil {
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

// pasteRequest asks the window for the clipboard's text (Ctrl+V); it
// arrives as a data event (clipboardEvents).
func (u *ui) pasteRequest() { u.pasteWanted = true }

// paste opens the grid (or the grids) of pasted text.
func (u *ui) paste(text string) {
	if !u.game.Enabled(model.ActOpen) {
		return
	}
	if len(text) > model.MaxPasteSize {
		// Only the first MaxPasteSize+1 bytes were read: say plainly that
		// there is too much, rather than read a grid cut short.
		u.warn(u.cat.T(i18n.PasteFailed), u.cat.T(i18n.PasteTooMuch, model.MaxPasteSize>>10))
		return
	}
	// One grid with its progress (Copy with progress): the position comes
	// back, not only the puzzle.
	if col, rerr := model.Read("clipboard", strings.NewReader(text)); rerr == nil && len(col.Entries) == 1 &&
		col.Entries[0].Err == nil && col.Entries[0].Progress != nil {
		u.prepare("", col.Entries[0], purposeOpen)
		return
	}
	// Puzzle links and the variants' text form: read as a handed-over
	// file is, the puzzle checked and graded off the UI goroutine.
	if model.IsVariantText([]byte(text)) {
		u.readRequest(instance.Request{Name: u.cat.T(i18n.Clipboard), Data: []byte(text)})
		return
	}
	g, err := model.ParsePaste(text)
	if err == nil {
		u.prepare("", model.Entry{Grid: g}, purposeOpen)
		return
	}
	// Several grids: read the text as a file.
	if col, rerr := model.Read("clipboard", strings.NewReader(text)); rerr == nil && len(col.Grids()) > 1 {
		u.collectionRead(col, u.cat.T(i18n.Clipboard), purposeOpen)
		return
	}
	u.warn(u.cat.T(i18n.PasteFailed), u.cat.Error(err))
}
