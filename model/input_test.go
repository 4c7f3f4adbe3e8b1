package model

import (
	"errors"
	"fmt"
	"testing"
)

// The cells of easyGivens used below: row 1 is 003020600.
const (
	inEmpty = 0 // r1c1, empty (its solution is 4)
	inGiven = 2 // r1c3 holds the given 3
)

// intent is one player intent for the tests: its name and the call.
type intent struct {
	name string
	do   func(in *Input, g *Game) error
}

func move(dr, dc int, jump bool) intent {
	return intent{fmt.Sprintf("move %d,%d jump=%v", dr, dc, jump), func(in *Input, g *Game) error { return in.Move(g, dr, dc, jump) }}
}
func digitKey(d uint8, note bool) intent {
	return intent{fmt.Sprintf("digit %d note=%v", d, note), func(in *Input, g *Game) error { return in.DigitKey(g, d, note) }}
}
func padDigit(d uint8) intent {
	return intent{fmt.Sprintf("pad %d", d), func(in *Input, g *Game) error { return in.Pad(g, d) }}
}
func click(c int, secondary bool) intent {
	return intent{fmt.Sprintf("click %d secondary=%v", c, secondary), func(in *Input, g *Game) error { return in.Click(g, c, secondary) }}
}
func selectCell(c int) intent {
	return intent{fmt.Sprintf("select %d", c), func(in *Input, g *Game) error { in.Select(c); return nil }}
}

var (
	eraseKey    = intent{"erase", func(in *Input, g *Game) error { return in.Erase(g) }}
	stepUp      = intent{"+", func(in *Input, g *Game) error { return in.Step(g, 1) }}
	stepDown    = intent{"-", func(in *Input, g *Game) error { return in.Step(g, -1) }}
	toggleNotes = intent{"N", func(in *Input, g *Game) error { return in.ToggleNotes(g) }}
)

func reasonOf(err error) Reason {
	var r *RefusedError
	if errors.As(err, &r) {
		return r.Reason
	}
	return 0
}

// TestInputIntents plays short sequences of intents on an easy game and
// checks the board and the input state after the last one: what the player
// sees after typing, clicking or using the number pad in each mode.
func TestInputIntents(t *testing.T) {
	cases := []struct {
		name    string
		mode    InputMode
		setup   func(t *testing.T, g *Game)
		steps   []intent
		reason  Reason // the last intent's refusal, 0 for none
		clash   bool   // the last intent is refused as a clash
		cursor  int
		cell    int   // a cell to look at …
		digit   uint8 // … its digit
		notes   uint16
		picked  uint8
		notesOn bool
	}{
		{name: "click then digit places", steps: []intent{click(inEmpty, false), digitKey(4, false)},
			cursor: inEmpty, cell: inEmpty, digit: 4},
		{name: "digit with no cell", steps: []intent{digitKey(4, false)}, reason: ReasonNoCell, cursor: -1, cell: inEmpty},
		{name: "note with no cell", steps: []intent{digitKey(4, true)}, reason: ReasonNoCell, cursor: -1, cell: inEmpty},
		{name: "erase with no cell", steps: []intent{eraseKey}, reason: ReasonNoCell, cursor: -1, cell: inEmpty},
		{name: "pad with no cell", steps: []intent{padDigit(5)}, reason: ReasonNoCell, cursor: -1, cell: inEmpty},
		{name: "digit on a given", steps: []intent{click(inGiven, false), digitKey(4, false)}, reason: ReasonGiven,
			cursor: inGiven, cell: inGiven, digit: 3},
		{name: "note on a given", steps: []intent{click(inGiven, false), digitKey(4, true)}, reason: ReasonGiven,
			cursor: inGiven, cell: inGiven, digit: 3},
		{name: "erase on a given", steps: []intent{click(inGiven, false), eraseKey}, reason: ReasonGiven,
			cursor: inGiven, cell: inGiven, digit: 3},
		{name: "+ on a given", steps: []intent{selectCell(inGiven), stepUp}, reason: ReasonGiven, cursor: inGiven, cell: inGiven, digit: 3},
		{name: "a clashing digit is refused", steps: []intent{selectCell(inEmpty), digitKey(3, false)}, clash: true, cursor: inEmpty, cell: inEmpty},
		{name: "Shift+digit toggles a note", steps: []intent{selectCell(inEmpty), digitKey(5, true)},
			cursor: inEmpty, cell: inEmpty, notes: 1 << 5},
		{name: "notes mode turns digits into notes", steps: []intent{selectCell(inEmpty), toggleNotes, digitKey(7, false)},
			cursor: inEmpty, cell: inEmpty, notes: 1 << 7, notesOn: true},
		{name: "notes mode, pad digit", steps: []intent{selectCell(inEmpty), toggleNotes, padDigit(8)},
			cursor: inEmpty, cell: inEmpty, notes: 1 << 8, notesOn: true},
		{name: "N twice", steps: []intent{toggleNotes, toggleNotes}, cursor: -1, cell: inEmpty},
		{name: "erase an empty cell says so", steps: []intent{selectCell(inEmpty), eraseKey}, reason: ReasonCellEmpty, cursor: inEmpty, cell: inEmpty},
		{name: "place then erase", steps: []intent{selectCell(inEmpty), digitKey(4, false), eraseKey}, cursor: inEmpty, cell: inEmpty},
		{name: "+ twice", steps: []intent{selectCell(inEmpty), stepUp, stepUp}, cursor: inEmpty, cell: inEmpty, digit: 2},
		{name: "- from empty wraps to 9", steps: []intent{selectCell(inEmpty), stepDown}, cursor: inEmpty, cell: inEmpty, digit: 9},
		// Moves.
		{name: "first arrow selects r1c1", steps: []intent{move(0, 1, false)}, cursor: 0, cell: inEmpty},
		{name: "right", steps: []intent{selectCell(40), move(0, 1, false)}, cursor: 41, cell: inEmpty},
		{name: "left wraps in the row", steps: []intent{selectCell(9), move(0, -1, false)}, cursor: 17, cell: inEmpty},
		{name: "up wraps in the column", steps: []intent{selectCell(4), move(-1, 0, false)}, cursor: 76, cell: inEmpty},
		{name: "Ctrl+Right skips filled cells", steps: []intent{selectCell(1), move(0, 1, true)}, cursor: 3, cell: inEmpty},
		{name: "Ctrl+Left wraps around the grid", steps: []intent{selectCell(0), move(0, -1, true)}, cursor: 80, cell: inEmpty},
		{name: "Ctrl+Down goes by column", steps: []intent{selectCell(0), move(1, 0, true)}, cursor: 18, cell: inEmpty},
		{name: "Ctrl+Up goes by column", steps: []intent{selectCell(18), move(-1, 0, true)}, cursor: 0, cell: inEmpty},
		// Tap mode.
		{name: "tap: click adds one", mode: InputTap, steps: []intent{click(inEmpty, false), click(inEmpty, false)},
			cursor: inEmpty, cell: inEmpty, digit: 2},
		{name: "tap: secondary click subtracts one", mode: InputTap, steps: []intent{click(inEmpty, true)},
			cursor: inEmpty, cell: inEmpty, digit: 9},
		{name: "tap: a click on a given only selects", mode: InputTap, steps: []intent{click(inGiven, false)},
			cursor: inGiven, cell: inGiven, digit: 3},
		{name: "tap: keys still place", mode: InputTap, steps: []intent{selectCell(inEmpty), digitKey(6, false)},
			cursor: inEmpty, cell: inEmpty, digit: 6},
		{name: "tap: while building a grid a click only selects", mode: InputTap,
			setup: func(t *testing.T, g *Game) { noErr(t, g.Edit()) }, steps: []intent{click(inEmpty, false)}, cursor: inEmpty, cell: inEmpty},
		// Digit-first mode.
		{name: "digit first: pad picks", mode: InputDigitFirst, steps: []intent{padDigit(6)}, cursor: -1, cell: inEmpty, picked: 6},
		{name: "digit first: pad again drops", mode: InputDigitFirst, steps: []intent{padDigit(6), padDigit(6)}, cursor: -1, cell: inEmpty},
		{name: "digit first: click places", mode: InputDigitFirst, steps: []intent{padDigit(4), click(inEmpty, false)},
			cursor: inEmpty, cell: inEmpty, digit: 4, picked: 4},
		{name: "digit first: click on the digit erases", mode: InputDigitFirst,
			steps: []intent{padDigit(4), click(inEmpty, false), click(inEmpty, false)}, cursor: inEmpty, cell: inEmpty, picked: 4},
		{name: "digit first: secondary click notes", mode: InputDigitFirst, steps: []intent{padDigit(4), click(inEmpty, true)},
			cursor: inEmpty, cell: inEmpty, notes: 1 << 4, picked: 4},
		{name: "digit first: notes mode click notes", mode: InputDigitFirst, steps: []intent{padDigit(4), toggleNotes, click(inEmpty, false)},
			cursor: inEmpty, cell: inEmpty, notes: 1 << 4, picked: 4, notesOn: true},
		{name: "digit first: no digit picked, a click selects", mode: InputDigitFirst, steps: []intent{click(inEmpty, false)},
			cursor: inEmpty, cell: inEmpty},
		{name: "digit first: a given only selects", mode: InputDigitFirst, steps: []intent{padDigit(4), click(inGiven, false)},
			cursor: inGiven, cell: inGiven, digit: 3, picked: 4},
		{name: "digit first: a key picks and places", mode: InputDigitFirst, steps: []intent{selectCell(inEmpty), digitKey(7, false)},
			cursor: inEmpty, cell: inEmpty, digit: 7, picked: 7},
		{name: "digit first: a key with no cell only picks", mode: InputDigitFirst, steps: []intent{digitKey(7, false)},
			cursor: -1, cell: inEmpty, picked: 7},
		{name: "digit first: a key on a given picks and is refused", mode: InputDigitFirst,
			steps: []intent{selectCell(inGiven), digitKey(7, false)}, reason: ReasonGiven, cursor: inGiven, cell: inGiven, digit: 3, picked: 7},
		// Notes only while playing.
		{name: "N while building a grid", setup: func(t *testing.T, g *Game) { noErr(t, g.Edit()) },
			steps: []intent{toggleNotes}, reason: ReasonEditing, cursor: -1, cell: inEmpty},
		// A board that takes no input.
		{name: "paused", setup: func(t *testing.T, g *Game) { noErr(t, g.Pause()) },
			steps: []intent{click(inEmpty, false)}, reason: ReasonPaused, cursor: -1, cell: inEmpty},
		{name: "stopped", setup: func(t *testing.T, g *Game) { noErr(t, g.Stop()) },
			steps: []intent{move(0, 1, false)}, reason: ReasonNoGame, cursor: -1, cell: inEmpty},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, _ := playing(t, puzzleOf(t, easyGivens))
			s := g.Settings()
			s.Input = c.mode
			if !c.clash {
				// Digits that clash are placed: the taps below run 1, 2, …
				s.Mistakes = MistakesShow
			}
			g.SetSettings(s)
			if c.setup != nil {
				c.setup(t, g)
			}
			var in Input
			var err error
			for n, st := range c.steps {
				err = st.do(&in, g)
				if n < len(c.steps)-1 && err != nil {
					t.Fatalf("%s: %v", st.name, err)
				}
			}
			var clash *ClashError
			switch {
			case c.clash && !errors.As(err, &clash):
				t.Errorf("error %v, want a clash", err)
			case !c.clash && reasonOf(err) != c.reason:
				t.Errorf("error %v, want reason %v", err, c.reason)
			}
			if in.Cursor() != c.cursor {
				t.Errorf("cursor %d, want %d", in.Cursor(), c.cursor)
			}
			if want := (CellSet{}).With(c.cursor); in.Selection() != want {
				t.Errorf("selection %v, want the cursor alone", in.Selection().Cells())
			}
			cell := g.Cell(c.cell)
			if cell.Digit != c.digit || uint16(cell.Notes) != c.notes {
				t.Errorf("cell %d holds %d notes %b, want %d notes %b", c.cell, cell.Digit, cell.Notes, c.digit, c.notes)
			}
			if in.Digit() != c.picked || in.NotesMode() != c.notesOn {
				t.Errorf("picked %d notes mode %v, want %d %v", in.Digit(), in.NotesMode(), c.picked, c.notesOn)
			}
		})
	}
}

// The notes mode ends with the game, and a change of the input setting
// drops the picked digit.
func TestInputFollowsTheGame(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	noErr(t, in.ToggleNotes(g))
	noErr(t, g.Pause())
	in.Follow(g)
	if !in.NotesMode() {
		t.Fatal("pausing ended the notes mode")
	}
	noErr(t, g.Resume())
	noErr(t, g.Stop())
	in.Follow(g)
	if in.NotesMode() {
		t.Fatal("the notes mode outlived the game")
	}
	noErr(t, g.Start())
	s := g.Settings()
	s.Input = InputDigitFirst
	g.SetSettings(s)
	noErr(t, in.Pad(g, 5))
	if in.Digit() != 5 {
		t.Fatalf("picked %d", in.Digit())
	}
	s.Input = InputCellFirst
	g.SetSettings(s)
	in.Follow(g)
	if in.Digit() != 0 {
		t.Fatal("the picked digit outlived digit-first mode")
	}
}

func TestCellSet(t *testing.T) {
	var s CellSet
	for _, i := range []int{0, 63, 64, 80, -1, 81} {
		s = s.With(i)
	}
	if got := fmt.Sprint(s.Cells()); got != "[0 63 64 80]" || s.Len() != 4 {
		t.Fatalf("cells %s, len %d", got, s.Len())
	}
	if s.Has(-1) || s.Has(81) || s.Has(1) || !s.Has(64) {
		t.Fatal("Has disagrees with the cells added")
	}
}

// FuzzInput plays random intents on random games in every mode and state:
// none panics, the selection is always the cursor's cell (or nothing) on the
// grid, the picked digit is 0–9, the notes mode is on only in a game, and a
// refused intent changes neither the game nor the input state, but for what
// it did as a selection before asking the game (a click's cell, the digit a
// digit key picks in digit-first mode).
func FuzzInput(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 17, 40, 99})
	f.Add([]byte{5, 5, 5, 130, 131, 132, 250, 9, 14, 7, 7, 7})
	f.Add([]byte{8, 0, 9, 3, 10, 4, 11, 0, 0, 4})
	newFuzzEnv(f)
	f.Fuzz(runInputFuzz)
}

// runInputFuzz is FuzzInput's body.
func runInputFuzz(t *testing.T, data []byte) {
	env := newFuzzEnv(t)
	{
		clk := newFakeClock()
		g := New(clk.now)
		noErr(t, g.Load(env.puzzles[0]))
		var in Input
		in.Follow(g)
		s := &byteStream{b: data}
		var log []string
		for step := 0; s.more() && step < maxFuzzSteps; step++ {
			op, a, b := s.next(), s.next(), s.next()
			cell := int(a%84) - 1
			var it intent
			switch op % 12 {
			case 0:
				it = move(int(a%3)-1, int(b%3)-1, b&4 != 0)
			case 1:
				it = digitKey(a%11, b&1 != 0)
			case 2:
				it = padDigit(a % 11)
			case 3:
				it = click(cell, b&1 != 0)
			case 4:
				it = eraseKey
			case 5:
				it = stepUp
			case 6:
				it = stepDown
			case 7:
				it = toggleNotes
			case 8: // the settings change
				st := g.Settings()
				st.Input = InputMode(a % 3)
				st.Mistakes = Mistakes(b % 3)
				g.SetSettings(st)
				in.Follow(g)
				log = append(log, fmt.Sprintf("settings %v %v", st.Input, st.Mistakes))
				continue
			case 9: // the game's flow moves on
				var err error
				switch a % 6 {
				case 0:
					err = g.Pause()
				case 1:
					err = g.Resume()
				case 2:
					err = g.Stop()
				case 3:
					err = g.Start()
				case 4:
					err = g.Edit()
				case 5:
					err = g.Load(env.puzzles[int(b)%len(env.puzzles)])
				}
				in.Follow(g)
				log = append(log, fmt.Sprintf("flow %d: %v", a%6, err))
				continue
			case 10:
				it = selectCell(cell)
			case 11:
				it = intent{"undo", func(in *Input, g *Game) error { return g.Undo() }}
			}
			before, err := g.MarshalJSON()
			noErr(t, err)
			inBefore, revBefore := in, g.Revision()
			active := g.State() == Playing || g.State() == Editing
			err = it.do(&in, g)
			log = append(log, fmt.Sprintf("%s: %v", it.name, err))
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("after %v:\n"+format, append([]any{log}, args...)...)
			}
			if c := in.Cursor(); c < -1 || c > 80 {
				fail("cursor %d off the grid", c)
			}
			if in.Selection() != (CellSet{}).With(in.Cursor()) {
				fail("selection %v is not the cursor %d", in.Selection().Cells(), in.Cursor())
			}
			if in.Digit() > 9 {
				fail("picked digit %d", in.Digit())
			}
			if st := g.State(); in.NotesMode() && st != Playing && st != Paused {
				fail("notes mode on in %v", st)
			}
			if err == nil {
				continue
			}
			after, err2 := g.MarshalJSON()
			noErr(t, err2)
			if string(after) != string(before) || g.Revision() != revBefore {
				fail("the refused %s changed the game", it.name)
			}
			// What the intent does as a selection before asking the game
			// stays: a click selects its cell, a digit key in digit-first
			// mode picks its digit.
			want := inBefore
			if op%12 == 3 && active {
				want.Select(cell)
			}
			if d := a % 11; active && op%12 == 1 && in.Mode(g) == InputDigitFirst && b&1 == 0 && d >= 1 && d <= 9 {
				want.digit = d
			}
			if in != want {
				fail("the refused %s changed the input: %+v, was %+v", it.name, in, inBefore)
			}
		}
	}
}
