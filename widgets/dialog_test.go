package widgets

import (
	"slices"
	"testing"

	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
)

// dialogRig is the board with a dialog over it.
type dialogRig struct {
	*boardRig
	dialog  Dialog
	open    bool
	style   func(th *Theme, d *Dialog) DialogStyle
	answers []Answer
}

func newDialogRig(t *testing.T, style func(th *Theme, d *Dialog) DialogStyle) *dialogRig {
	dr := &dialogRig{style: style, open: true}
	dr.boardRig = newBoardRig(t, playView(t))
	dr.overlay = func(gtx layout.Context) {
		if !dr.open {
			return
		}
		for {
			a, ok := dr.dialog.Update(gtx)
			if !ok {
				break
			}
			dr.answers = append(dr.answers, a)
			dr.open = false // the app closes the dialog on an answer
		}
		if dr.open {
			dr.style(dr.th, &dr.dialog).Layout(gtx)
		}
	}
	dr.run()
	dr.run() // the dialog takes the keyboard in its first frame
	return dr
}

func (dr *dialogRig) keys(names ...key.Name) {
	for _, n := range names {
		mods := key.Modifiers(0)
		if n == "⇧Tab" {
			n, mods = key.NameTab, key.ModShift
		}
		dr.h.r.Queue(key.Event{Name: n, Modifiers: mods, State: key.Press}, key.Event{Name: n, Modifiers: mods, State: key.Release})
		dr.run()
	}
	dr.run()
}

func alertStyle(th *Theme, d *Dialog) DialogStyle {
	return Alert(th, d, "Quit Sudoku?", "The game in progress will be lost.", "Yes", "No")
}

func TestAlertByKeyboard(t *testing.T) {
	cases := []struct {
		name string
		keys []key.Name
		want int
		yes  bool
	}{
		{"Return answers the default, Yes", []key.Name{key.NameReturn}, 0, true},
		{"Tab then Return answers No", []key.Name{key.NameTab, key.NameReturn}, 1, false},
		{"Tab wraps back to Yes", []key.Name{key.NameTab, key.NameTab, key.NameReturn}, 0, true},
		{"Shift+Tab goes backwards", []key.Name{"⇧Tab", key.NameSpace}, 1, false},
		{"Right arrow then Space", []key.Name{key.NameRightArrow, key.NameSpace}, 1, false},
		{"Escape is No", []key.Name{key.NameEscape}, -1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dr := newDialogRig(t, alertStyle)
			dr.keys(c.keys...)
			if len(dr.answers) != 1 || dr.answers[0].Index != c.want || dr.answers[0].Yes() != c.yes {
				t.Fatalf("answers %v, want index %d (yes %v)", dr.answers, c.want, c.yes)
			}
		})
	}
}

func TestChooseByKeyboardAndEscape(t *testing.T) {
	choose := func(th *Theme, d *Dialog) DialogStyle {
		return Choose(th, d, "New game", "Easy", "Medium", "Hard", "Expert", "Blank grid")
	}
	dr := newDialogRig(t, choose)
	dr.keys(key.NameDownArrow, key.NameDownArrow, key.NameReturn)
	if !slices.Equal(dr.answers, []Answer{{Index: 2}}) {
		t.Errorf("Down Down Return: %v, want Hard (2)", dr.answers)
	}
	dr = newDialogRig(t, choose)
	dr.keys(key.NameUpArrow, key.NameReturn)
	if !slices.Equal(dr.answers, []Answer{{Index: 4}}) {
		t.Errorf("Up wraps to the last: %v, want 4", dr.answers)
	}
	dr = newDialogRig(t, choose)
	dr.keys(key.NameDownArrow, key.NameEscape)
	if !slices.Equal(dr.answers, []Answer{{Index: -1}}) {
		t.Errorf("Escape: %v, want -1", dr.answers)
	}
}

func TestInfoByKeyboard(t *testing.T) {
	info := func(th *Theme, d *Dialog) DialogStyle { return Info(th, d, "About", "Sudoku 0.1", "OK") }
	for _, k := range []key.Name{key.NameReturn, key.NameEscape} {
		dr := newDialogRig(t, info)
		dr.keys(k)
		if len(dr.answers) != 1 {
			t.Errorf("%s: answers %v, want one", k, dr.answers)
		}
	}
}

// clickButton clicks in the middle of a dialog button.
func (dr *dialogRig) clickButton(t *testing.T, index int) {
	t.Helper()
	r := dr.dialog.rects[index]
	if r.Empty() {
		t.Fatalf("button %d was not laid out", index)
	}
	p := layout.FPt(r.Min.Add(r.Max).Div(2))
	dr.h.r.Queue(
		pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: pointer.ButtonPrimary, Position: p},
		pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p},
	)
	dr.run()
	dr.run()
}

func TestAlertByClick(t *testing.T) {
	for _, i := range []int{0, 1} {
		dr := newDialogRig(t, alertStyle)
		dr.clickButton(t, i)
		if !slices.Equal(dr.answers, []Answer{{Index: i}}) {
			t.Errorf("click on button %d: %v", i, dr.answers)
		}
	}
}

func TestScrimBlocksTheBoard(t *testing.T) {
	dr := newDialogRig(t, alertStyle)
	// r1c1 is above the panel (the panel sits in the middle): a click there
	// lands on the scrim.
	got := dr.click(emptyCell, pointer.ButtonPrimary)
	got = append(got, dr.run()...)
	if len(got) != 0 {
		t.Errorf("click through the scrim reached the board: %v", got)
	}
	// Once answered and closed, the board takes clicks again.
	dr.keys(key.NameEscape)
	if len(dr.answers) != 1 {
		t.Fatalf("answers %v", dr.answers)
	}
	dr.run()
	expect(t, "click after the dialog", dr.click(emptyCell, pointer.ButtonPrimary), ev(BoardClick, emptyCell, false))
}

func TestScrimCoversTheWindow(t *testing.T) {
	// Every cell of the board outside the panel is covered by the scrim.
	dr := newDialogRig(t, alertStyle)
	for i := range 81 {
		onButton := false
		for _, r := range dr.dialog.rects {
			onButton = onButton || dr.centre(i).Round().In(r)
		}
		if onButton {
			continue // that click is the dialog's answer
		}
		if got := append(dr.click(i, pointer.ButtonPrimary), dr.run()...); len(got) != 0 {
			t.Fatalf("click on cell %d reached the board: %v", i, got)
		}
	}
	if len(dr.answers) != 0 {
		t.Errorf("clicks beside the buttons answered the dialog: %v", dr.answers)
	}
}
