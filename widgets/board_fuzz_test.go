package widgets

import (
	"testing"

	"gioui.org/f32"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
)

var fuzzKeys = []struct {
	name key.Name
	mods key.Modifiers
}{
	{"1", 0}, {"5", 0}, {"9", 0}, {"0", 0}, {"3", key.ModShift}, {"7", key.ModCtrl}, {"#", key.ModShift},
	{key.NameLeftArrow, 0}, {key.NameRightArrow, key.ModCtrl}, {key.NameUpArrow, key.ModCtrl}, {key.NameDownArrow, 0},
	{"W", 0}, {"A", 0}, {"S", 0}, {"D", 0}, {"N", 0}, {"+", key.ModShift}, {"-", 0},
	{key.NameDeleteBackward, 0}, {key.NameDeleteForward, 0}, {"S", key.ModCtrl},
}

// FuzzBoardInput plays random clicks and keys in every mode and checks what
// a player relies on: the board never asks to change a given, never names a
// cell or digit out of range, and its selection stays on the grid.
func FuzzBoardInput(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 17, 40, 99})
	f.Add([]byte{5, 5, 5, 130, 131, 132, 250, 9, 14})
	f.Fuzz(func(t *testing.T, data []byte) {
		v := playView(t)
		rg := newBoardRig(t, v)
		for i := 0; i+1 < len(data); i += 2 {
			op, arg := data[i], data[i+1]
			switch op % 5 {
			case 0, 1: // a key
				k := fuzzKeys[int(arg)%len(fuzzKeys)]
				rg.h.r.Queue(key.Event{Name: k.name, Modifiers: k.mods, State: key.Press})
			case 2: // a click anywhere, sometimes off the grid
				b := pointer.ButtonPrimary
				if arg&1 != 0 {
					b = pointer.ButtonSecondary
				}
				p := f32.Pt(float32(arg)*1.8-10, float32(op)*1.8-10)
				rg.h.r.Queue(
					pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: b, Position: p},
					pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p},
				)
			case 3: // the app changes the mode or the picked digit
				rg.view.Mode = InputMode(arg % 3)
				rg.view.Digit = arg % 10
				rg.view.NotesMode = arg&8 != 0
			case 4: // and sometimes stops or pauses
				rg.view.Active = arg%7 != 0
				rg.view.Hidden = arg%11 == 0
			}
			for _, e := range rg.run() {
				checkBoardEvent(t, rg.view, e)
			}
			if s := rg.board.Selected(); s < -1 || s > 80 {
				t.Fatalf("selection %d off the grid", s)
			}
		}
	})
}

func checkBoardEvent(t *testing.T, v BoardView, e BoardEvent) {
	t.Helper()
	switch e.Kind {
	case BoardPlace, BoardErase, BoardToggleNote, BoardTap, BoardTapBack:
		if e.Cell < 0 || e.Cell > 80 {
			t.Fatalf("%v: cell out of range", e)
		}
		if v.Given[e.Cell] {
			t.Fatalf("%v targets a given", e)
		}
		if !v.Active {
			t.Fatalf("%v from an inactive board", e)
		}
		if (e.Kind == BoardPlace || e.Kind == BoardToggleNote) && (e.Digit < 1 || e.Digit > 9) {
			t.Fatalf("%v: digit out of range", e)
		}
	case BoardSelect:
		if e.Cell < 0 || e.Cell > 80 {
			t.Fatalf("%v: cell out of range", e)
		}
	case BoardPickDigit:
		if e.Digit > 9 {
			t.Fatalf("%v: digit out of range", e)
		}
	case BoardNoCell:
		if !v.Active || v.Hidden {
			t.Fatalf("%v from an inactive or hidden board", e)
		}
	case BoardToggleNotes, BoardResume, BoardWaveDone, BoardIdle:
	default:
		t.Fatalf("unknown event %v", e)
	}
}
