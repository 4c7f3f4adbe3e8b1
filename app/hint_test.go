package main

import (
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/app/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// TestHintKeyClimbsTheLadder presses H three times on an Easy game: the
// panel names the technique (free), shows the pattern (one hint counted),
// then the step is applied as one undoable move and the panel closes.
func TestHintKeyClimbsTheLadder(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	hint := commandByID("hint")
	var item *widgets.MenuItem
	items := r.u.menuItems()
	for n, i := range menuCommands() {
		if &commands[i] == hint {
			item = &items[n]
		}
	}
	if item == nil || !item.Enabled || item.Shortcut != "H" || item.Label != r.u.cat.T(i18n.Hint) {
		t.Fatalf("the menu's Hint: %+v, want enabled with H", item)
	}
	grid := r.u.game.Grid()
	r.press("H")
	v := r.u.windowView()
	if v.Hint == nil || v.Hint.Text == "" || len(v.Hint.Buttons) == 0 || v.Board.Overlay != nil {
		t.Fatalf("after one H: panel %+v, overlay %v", v.Hint, v.Board.Overlay)
	}
	if h, _ := r.u.game.Assists(); h != 0 {
		t.Fatalf("naming the technique counted %d hints", h)
	}
	r.press("H")
	v = r.u.windowView()
	if v.Hint == nil || v.Board.Overlay == nil {
		t.Fatalf("after two H: panel %+v, overlay %v", v.Hint, v.Board.Overlay)
	}
	if h, _ := r.u.game.Assists(); h != 1 {
		t.Fatalf("showing the pattern counted %d hints, want 1", h)
	}
	r.press("H")
	if v = r.u.windowView(); v.Hint != nil {
		t.Fatal("the panel stays open after the step is applied")
	}
	if r.u.game.Grid() == grid {
		t.Fatal("the third H placed nothing")
	}
	r.press("U")
	if r.u.game.Grid() != grid {
		t.Fatal("one undo does not take the hint back")
	}
}

// TestEscapeClosesTheHint checks Escape, and that a move closes the panel.
func TestEscapeClosesTheHint(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.press("H")
	if r.u.windowView().Hint == nil {
		t.Fatal("H opened no panel")
	}
	r.press(string(key.NameEscape))
	if r.u.windowView().Hint != nil {
		t.Fatal("Escape leaves the panel open")
	}
	// With no panel open Escape is not silent: it says it does nothing.
	r.u.message = ""
	r.press(string(key.NameEscape))
	if !strings.Contains(r.u.message, "Escape does nothing") {
		t.Fatalf("Escape with no hint open: status line %q", r.u.message)
	}
}

// TestHintOutsidePlay: in Idle H says what to do; in Create mode the menu
// item is greyed.
func TestHintOutsidePlay(t *testing.T) {
	r := newRig(t, nil, nil)
	if r.u.game.State() == model.Playing {
		t.Skip("the rig starts in a game")
	}
	r.press("H")
	if r.u.message != r.u.cat.T(i18n.HintIdle) {
		t.Fatalf("H in Idle says %q", r.u.message)
	}
	r.u.do(model.ActEdit)
	if commandByID("hint").isEnabled(r.u) {
		t.Fatal("Hint is enabled in Create mode")
	}
}

// TestGuideListsTheTechniques opens the guide from the menu's command.
func TestGuideListsTheTechniques(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.runCommand(commandByID("guide"))
	r.frame()
	if r.modal() == modalNone || len(r.text().Blocks) < 10 {
		t.Fatalf("guide: modal %v, %d blocks", r.modal(), len(r.text().Blocks))
	}
	boards := 0
	for _, b := range r.text().Blocks {
		if b.Board != nil && b.Board.Overlay != nil {
			boards++
		}
	}
	if boards < 6 {
		t.Fatalf("the guide has %d example boards, want one for each common family", boards)
	}
}

// TestWrongDigitHintLeadsWithWhatHDoes: on a wrong digit the panel's first
// button, drawn as the default, is Erase it, which the next H does; Undo
// to that move follows. The walk-through found them the other way round.
func TestWrongDigitHintLeadsWithWhatHDoes(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	i := -1
	for c, d := range g.Grid() {
		if d == 0 && g.Grid().Candidates(c).Count() > 1 {
			i = c
			break
		}
	}
	if i < 0 {
		t.Fatal("no empty cell with two candidates")
	}
	right := g.Puzzle().Solution[i]
	r.selectCell(i)
	for d := uint8(1); d <= 9 && g.Grid()[i] == 0; d++ {
		if d != right {
			r.press(string('0' + d)) // the mistakes mode refuses a clash
		}
	}
	if g.Grid()[i] == 0 {
		t.Fatalf("no wrong digit fits %s", cellName(i))
	}
	r.press("H")
	v := r.u.windowView().Hint
	if v == nil || len(v.Buttons) != 2 {
		t.Fatalf("the wrong digit's panel: %+v, want two buttons", v)
	}
	if v.Buttons[0].Label != r.u.cat.T(i18n.HintErase) || v.Buttons[1].Label != r.u.cat.T(i18n.HintUndoTo) {
		t.Fatalf("buttons %q, %q; want Erase it first, then Undo to that move", v.Buttons[0].Label, v.Buttons[1].Label)
	}
	r.press("H")
	if g.Grid()[i] != 0 {
		t.Fatalf("the next H left %d in %s", g.Grid()[i], cellName(i))
	}
}
