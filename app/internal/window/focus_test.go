package window

import (
	"image"
	"slices"
	"strconv"
	"testing"

	"gioui.org/io/input"
	"gioui.org/io/key"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/model"
)

// tab presses Tab (Shift+Tab with back) as Gio's window does: the key goes
// to the router as a system event, and when no filter takes it the focus
// moves.
func (r *rig) tab(back bool) {
	r.t.Helper()
	mods, dir := key.Modifiers(0), key.FocusForward
	if back {
		mods, dir = key.ModShift, key.FocusBackward
	}
	r.r.WakeupTime() // what the last frame left, as a window's loop has taken it
	r.r.Queue(input.SystemEvent{Event: key.Event{Name: key.NameTab, Modifiers: mods, State: key.Press}})
	_, handled := r.r.WakeupTime()
	if !handled {
		r.r.MoveFocus(dir)
	}
	r.r.Queue(key.Event{Name: key.NameTab, Modifiers: mods, State: key.Release})
	r.frame()
}

// focusName names the control with the keyboard focus: "board", a
// command's id ("cmd.new"), "menu", "pad.1"…"pad.erase", "pad.marks",
// "hint.0"…, or "none".
func (r *rig) focusName() string {
	gtx := layout.Context{Source: r.r.Source()}
	u := r.u
	if u.board.Focused(gtx) {
		return "board"
	}
	for i := range commands {
		if u.cmdButtons[i].Focused(gtx) {
			return "cmd." + commands[i].id
		}
	}
	if u.menu.ButtonFocused(gtx) {
		return "menu"
	}
	for k := 1; k <= 11; k++ {
		if u.pad.KeyFocused(gtx, k) {
			return map[int]string{10: "pad.erase", 11: "pad.marks"}[k] + map[bool]string{true: "pad." + strconv.Itoa(k)}[k < 10]
		}
	}
	if h := u.hintPanel(); h != nil {
		for k, t := range h.Buttons {
			if t.Button.Focused(gtx) {
				return "hint." + strconv.Itoa(k)
			}
		}
	}
	return "none"
}

// tabTo presses Shift+Tab until the control named (as focusName) has the
// focus.
func (r *rig) tabTo(name string) {
	r.t.Helper()
	for range 40 {
		r.tab(true)
		if r.focusName() == name {
			return
		}
	}
	r.t.Fatalf("Shift+Tab never reached %s", name)
}

// sceneFocus names the controls the last scene told a screen reader have
// the keyboard focus ("board" for the board).
func (r *rig) sceneFocus() []string {
	s := &r.u.acc.scene
	var out []string
	if s.Board.Focused {
		out = append(out, "board")
	}
	all := append(append([]access.Control(nil), s.Header...), s.Pad...)
	for _, p := range s.Panels {
		all = append(all, p.Controls...)
	}
	for _, c := range all {
		if c.Focused {
			out = append(out, c.ID)
		}
	}
	return out
}

// stops lists the controls Tab should reach from the board, in reading
// order: the pad's keys (or the hint panel's buttons while it shows), then
// the header's enabled buttons and the menu's button, and the board again.
func (r *rig) stops() []string {
	var want []string
	if h := r.u.hintPanel(); h != nil {
		for k, t := range h.Buttons {
			if t.Enabled {
				want = append(want, "hint."+strconv.Itoa(k))
			}
		}
	} else {
		for d := 1; d <= 9; d++ {
			want = append(want, "pad."+strconv.Itoa(d))
		}
		want = append(want, "pad.erase", "pad.marks")
	}
	for _, p := range []place{inHeader, inHeaderEnd} {
		for i := range commands {
			c := &commands[i]
			if c.place == p && (c.shown == nil || c.shown(r.u)) && c.isEnabled(r.u) {
				want = append(want, "cmd."+c.id)
			}
		}
	}
	return append(want, "menu", "board")
}

// Tab walks the window's controls in reading order and back to the board,
// Shift+Tab the other way; at each stop the screen reader's tree says that
// control, and only it, has the focus. A disabled button (Undo on a new
// game) is no stop: the focus on it would be seen nowhere. With the hint
// panel open its buttons take the pad's turn.
func TestTabWalksTheControls(t *testing.T) {
	r := describedRig(t)
	r.newEasyGame()
	r.frame()
	if slices.Contains(r.stops(), "cmd.undo") {
		t.Fatal("Undo is enabled on a new game: the walk tries no disabled button")
	}
	for _, hint := range []bool{false, true} {
		if hint {
			r.press("H")
			if r.u.hintPanel() == nil {
				t.Fatal("H showed no hint panel")
			}
			// Its buttons are on the tree where they were drawn.
			for k := range r.u.hintPanel().Buttons {
				c := r.control("hint." + strconv.Itoa(k))
				if c.Rect.Empty() || !c.Rect.In(image.Rectangle{Max: r.size}) || c.Rect.Overlaps(r.u.acc.places.Board) {
					t.Fatalf("hint button %d (%s) at %v", k, c.Name, c.Rect)
				}
			}
		}
		if got := r.focusName(); got != "board" {
			t.Fatalf("the focus starts on %s, want the board", got)
		}
		want := r.stops()
		for _, back := range []bool{false, true} {
			order := want
			if back {
				order = append(slices.Clone(want[:len(want)-1]), "board")
				slices.Reverse(order[:len(order)-1])
			}
			for k, w := range order {
				r.tab(back)
				if got := r.focusName(); got != w {
					t.Fatalf("hint %v, back %v: Tab %d reached %s, want %s (the walk: %q)", hint, back, k+1, got, w, order)
				}
				if got := r.sceneFocus(); !slices.Equal(got, []string{w}) {
					t.Fatalf("hint %v: with the focus on %s the reader is told %q", hint, w, got)
				}
				if w == "board" && r.u.input.Cursor() < 0 {
					t.Fatalf("hint %v: Tab brought the keyboard to the board with no cell selected: its focus is not seen", hint)
				}
			}
		}
	}
}

// Return on a header button reached by Tab presses it (New opens the level
// panel); Escape on a focused button gives the keyboard back to the board
// and does nothing else (the hint stays); on the board Escape closes the
// hint as before.
func TestFocusedButtonKeys(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.press("H")
	r.tabTo("cmd.new")
	r.u.input.Select(-1)
	r.press(string(key.NameEscape))
	if got := r.focusName(); got != "board" {
		t.Fatalf("Escape on New left the focus on %s", got)
	}
	if got := r.u.input.Cursor(); got != 0 {
		t.Fatalf("the board got the keyboard back with cell %d selected, want r1c1 (its focus seen as the cursor)", got)
	}
	if r.u.hintPanel() == nil {
		t.Fatal("Escape that gave the board the focus also closed the hint")
	}
	r.press(string(key.NameEscape))
	if r.u.hintPanel() != nil {
		t.Fatal("Escape on the board left the hint open")
	}
	r.tabTo("cmd.new")
	var ran []string
	r.u.onShortcut = func(c *command, _ shortcut) { ran = append(ran, c.id) }
	r.press(string(key.NameReturn))
	if len(ran) > 0 {
		t.Fatalf("Return on the focused New ran the shortcut of %q", ran)
	}
	// What a click on New opens: the choice of a variant, then the level.
	if got := r.modal(); got != modalVariant {
		t.Fatalf("Return on the focused New opened %s, want the variant panel that New opens", got)
	}
}

// While a dialog or panel is open Tab stays in it (widgets/modal.go): it
// reaches no control of the window behind, in the variant question, the
// shortcuts panel and the settings.
func TestTabStaysInThePanel(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	for _, open := range []func(){
		func() { r.press("ctrl+N") },
		func() { r.press(string(key.NameF1)) },
		func() { r.u.runCommand(commandByID("settings")); r.frame() },
	} {
		open()
		m := r.modal()
		if m == modalNone {
			t.Fatal("no panel opened")
		}
		for k := range 12 {
			r.tab(k%3 == 2)
			if got := r.focusName(); got != "none" {
				t.Fatalf("%s: Tab %d reached %s behind the panel", m, k+1, got)
			}
			if r.modal() != m {
				t.Fatalf("%s: Tab %d closed it (%s open)", m, k+1, r.modal())
			}
		}
		r.press(string(key.NameEscape))
		if r.modal() != modalNone {
			t.Fatalf("%s: Escape left %s open", m, r.modal())
		}
	}
}

// TestNextPanelTakesTheKeyAtOnce: a panel that an answer opens (the level
// question after the variant question) has the keyboard from the frame
// that opened it. Drawn a frame later, a Return typed quickly after the
// first (or by a screen reader's user as soon as it heard "Easy") went to
// no one under load, and the level question stayed open.
func TestNextPanelTakesTheKeyAtOnce(t *testing.T) {
	r := newRig(t, nil, nil)
	r.press("ctrl+N")
	if r.modal() != modalVariant {
		t.Fatalf("Ctrl+N opened %v, want the variant chooser", r.modal())
	}
	ret := func() {
		r.r.Queue(key.Event{Name: key.NameReturn, State: key.Press}, key.Event{Name: key.NameReturn, State: key.Release})
		r.frame() // one frame a key, no frame between them
	}
	ret()
	if r.modal() != modalLevel {
		t.Fatalf("the variant chooser led to %v, want the level chooser", r.modal())
	}
	ret()
	if m := r.modal(); m == modalLevel {
		t.Fatal("the second Return went to no one: the level question is still open")
	}
	r.settle()
	if st := r.u.game.State(); st != model.Playing {
		t.Fatalf("after Return, Return the game is %v, want a new Easy game playing", st)
	}
}
