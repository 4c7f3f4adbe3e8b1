package widgets

import (
	"testing"

	"gioui.org/f32"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
)

// FuzzBoardInput plays random presses, drags, releases, moves and keys
// anywhere over the board, sometimes off the grid, in every state the view
// can be in, and checks what the app relies on: the board reports only
// clicks, drags and the end of its wave; every cell it names is on the grid
// (a click may be off it: -1); a drag comes only while a button is held
// after a press, never twice in a row for one cell; no key ever reaches it
// (the keys are the window's); and the hovered cell stays on the grid. What
// a click means (select, place, tap…) is fuzzed in the model (FuzzInput).
func FuzzBoardInput(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 17, 40, 99})
	f.Add([]byte{5, 5, 5, 130, 131, 132, 250, 9, 14})
	f.Add([]byte{2, 40, 3, 41, 3, 90, 4, 90, 2, 200})
	f.Fuzz(func(t *testing.T, data []byte) {
		v := playView(t)
		rg := newBoardRig(t, v)
		pressed := false
		lastDrag := -2
		for i := 0; i+1 < len(data); i += 2 {
			op, arg := data[i], data[i+1]
			p := f32.Pt(float32(arg)*1.8-10, float32(op)*1.8-10)
			b := pointer.ButtonPrimary
			if arg&1 != 0 {
				b = pointer.ButtonSecondary
			}
			wantClick := false
			switch op % 7 {
			case 0: // a key
				k := []key.Name{"5", "S", "N", key.NameLeftArrow, key.NameDeleteBackward, "+", "%"}[int(arg)%7]
				rg.h.r.Queue(key.Event{Name: k, Modifiers: key.Modifiers(arg>>3) & (key.ModShift | key.ModCtrl), State: key.Press})
			case 1, 2: // a press (a button held is released first, as a mouse does)
				if pressed {
					rg.h.r.Queue(pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p})
				}
				rg.h.r.Queue(pointer.Event{Kind: pointer.Press, Source: pointer.Mouse, Buttons: b, Position: p})
				pressed, wantClick, lastDrag = true, true, -2
			case 3: // a drag
				if !pressed {
					b = 0
				}
				// The router makes a move with a button held a drag.
				rg.h.r.Queue(pointer.Event{Kind: pointer.Move, Source: pointer.Mouse, Buttons: b, Position: p})
			case 4: // a release
				rg.h.r.Queue(pointer.Event{Kind: pointer.Release, Source: pointer.Mouse, Position: p})
				pressed = false
			case 5: // the app's view changes
				rg.view.Active = arg%7 != 0
				rg.view.Hidden = arg%11 == 0
				rg.view.NotesMode = arg&8 != 0
				if c := int(arg) % 82; c < 81 {
					rg.view.selectCell(c)
				}
			case 6: // the light wave
				rg.board.StartWave()
				rg.h.now = rg.h.now.Add(waveSweep * 2)
			}
			clicks := 0
			for _, e := range rg.run() {
				switch e.Kind {
				case BoardClick:
					clicks++
					if e.Cell < -1 || e.Cell > 80 {
						t.Fatalf("%v: cell off the grid", e)
					}
				case BoardDrag:
					if !pressed {
						t.Fatalf("%v with no button held", e)
					}
					if e.Cell < 0 || e.Cell > 80 || e.Cell == lastDrag {
						t.Fatalf("%v: cell off the grid or reported twice", e)
					}
					lastDrag = e.Cell
				case BoardWaveDone:
				default:
					t.Fatalf("unknown event %v", e)
				}
			}
			// A press anywhere on the board's square is one click; a press
			// outside the square reaches no board.
			inside := p.X >= 0 && p.Y >= 0 && p.X < 450 && p.Y < 450
			want := 0
			if wantClick && inside {
				want = 1
			}
			if clicks != want {
				t.Fatalf("op %d at %v: %d clicks", op%7, p, clicks)
			}
			if h := rg.board.Hovered(); h < -1 || h > 80 {
				t.Fatalf("hovered cell %d off the grid", h)
			}
		}
	})
}
