package model

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

func TestStateString(t *testing.T) {
	for s, want := range map[State]string{
		IdleUnsolved: "Unsolved", Playing: "Playing", Paused: "Paused", IdleSolved: "Solved", Editing: "Editing",
	} {
		if got := s.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", s, got, want)
		}
		k, err := parseStateKey(s.key())
		if err != nil || k != s {
			t.Errorf("state key %q reads back as %v, %v", s.key(), k, err)
		}
	}
}

// TestRefusedEvents checks that every event that does not apply in a state
// is refused with a reason and changes nothing.
func TestRefusedEvents(t *testing.T) {
	p := puzzleOf(t, easyGivens)
	setups := map[string]func(*Game) error{
		"unsolved": func(g *Game) error { return g.Setup(p) },
		"playing":  func(g *Game) error { return g.Load(p) },
		"paused": func(g *Game) error {
			noErr(t, g.Load(p))
			return g.Pause()
		},
		"solved": func(g *Game) error {
			noErr(t, g.Load(holes(t, 0)))
			return g.Place(0, easySolution(t)[0])
		},
		"given up": func(g *Game) error {
			noErr(t, g.Load(p))
			return g.GiveUp()
		},
		"editing": func(g *Game) error {
			noErr(t, g.Setup(p))
			return g.Edit()
		},
	}
	events := map[string]func(*Game) error{
		"setup":   func(g *Game) error { return g.Setup(p) },
		"preview": func(g *Game) error { return g.Preview(p) },
		"start":   func(g *Game) error { return g.Start() },
		"stop":    func(g *Game) error { return g.Stop() },
		"place":   func(g *Game) error { return g.Place(0, 4) },
		// Erase needs a digit to erase (an empty cell is refused,
		// TestEraseEmptyRefused); the Place is refused wherever Erase is.
		"erase": func(g *Game) error {
			_ = g.Place(0, 4)
			return g.Erase(0)
		},
		"tap":     func(g *Game) error { return g.Tap(0) },
		"tapback": func(g *Game) error { return g.TapBack(0) },
		"note":    func(g *Game) error { return g.ToggleNote(0, 4) },
		"fill":    func(g *Game) error { return g.FillNotes() },
		"undo":    func(g *Game) error { return g.Undo() },
		"redo":    func(g *Game) error { return g.Redo() },
		"restart": func(g *Game) error { return g.Restart() },
		"give up": func(g *Game) error { return g.GiveUp() },
		"check": func(g *Game) error {
			_, err := g.Check()
			return err
		},
		"pause":  func(g *Game) error { return g.Pause() },
		"resume": func(g *Game) error { return g.Resume() },
		"edit":   func(g *Game) error { return g.Edit() },
		"clear":  func(g *Game) error { return g.ClearEdit() },
		"play":   func(g *Game) error { return g.Play(true) },
	}
	// applies lists the events that apply in each state (on a fresh board);
	// every other one must be refused.
	applies := map[string][]string{
		"unsolved": {"setup", "preview", "start", "edit"},
		"playing":  {"preview", "stop", "place", "erase", "tap", "tapback", "note", "fill", "give up", "pause", "edit"},
		"paused":   {"preview", "stop", "give up", "resume", "edit"},
		"solved":   {"setup", "preview", "start", "edit"},
		"given up": {"setup", "preview", "start", "edit"},
		"editing":  {"preview", "stop", "place", "erase", "tap", "tapback", "clear", "play"},
	}
	for sname, setup := range setups {
		for ename, event := range events {
			g := New(newFakeClock().now)
			noErr(t, setup(g))
			before, err := g.MarshalJSON()
			noErr(t, err)
			err = event(g)
			want := slices.Contains(applies[sname], ename)
			var re *RefusedError
			switch {
			case want && err != nil:
				t.Errorf("%s: %s refused: %v", sname, ename, err)
			case !want && !errors.As(err, &re):
				t.Errorf("%s: %s = %v, want a *RefusedError", sname, ename, err)
			case !want:
				after, _ := g.MarshalJSON()
				if string(after) != string(before) {
					t.Errorf("%s: refused %s changed the game", sname, ename)
				}
				if re.Reason == 0 {
					t.Errorf("%s: %s refused without a reason", sname, ename)
				}
			}
		}
	}
}

func TestStartResetsBoardAndHistory(t *testing.T) {
	g, clk := playing(t, puzzleOf(t, easyGivens))
	noErr(t, g.Place(0, 4))
	noErr(t, g.ToggleNote(1, 8))
	clk.advance(time.Minute)
	noErr(t, g.Stop())
	if g.Grid()[0] != 4 || g.State() != IdleUnsolved {
		t.Fatalf("Stop should keep the player's digits in Idle.Unsolved: %v %v", g.Grid()[0], g.State())
	}
	if err := g.Place(1, 8); err == nil {
		t.Fatal("the board took input in Idle")
	}
	noErr(t, g.Start())
	if g.Grid() != gridOf(t, easyGivens) || g.Notes(1) != 0 {
		t.Error("Start did not reset the board to the givens")
	}
	if g.Enabled(ActUndo) || g.Elapsed() != 0 {
		t.Errorf("Start kept history (%v) or time (%v)", g.Enabled(ActUndo), g.Elapsed())
	}
}

func TestGivensRefused(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	given := 2 // r1c3 holds 3
	for name, ev := range map[string]func() error{
		"place": func() error { return g.Place(given, 4) },
		"erase": func() error { return g.Erase(given) },
		"tap":   func() error { return g.Tap(given) },
		"back":  func() error { return g.TapBack(given) },
		"note":  func() error { return g.ToggleNote(given, 4) },
	} {
		var re *RefusedError
		if err := ev(); !errors.As(err, &re) || re.Reason != ReasonGiven || re.Cell != 2 {
			t.Errorf("%s on a given: %v", name, err)
		}
	}
	if g.Grid()[given] != 3 || g.CanEdit(given) || !g.CanEdit(0) {
		t.Error("a given changed or CanEdit is wrong")
	}
}

// TestEraseEmptyRefused: erasing a cell with no digit and no note is
// refused with the cell named, so the window can say there is nothing to
// erase; a cell with a digit or with notes only is erased.
func TestEraseEmptyRefused(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fill    func(g *Game) error
		refused bool
	}{
		{"empty", func(*Game) error { return nil }, true},
		{"digit", func(g *Game) error { return g.Place(0, 4) }, false},
		{"notes", func(g *Game) error { return g.ToggleNote(0, 4) }, false},
		{"erased twice", func(g *Game) error { noErr(t, g.Place(0, 4)); return g.Erase(0) }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := playing(t, puzzleOf(t, easyGivens))
			noErr(t, tc.fill(g))
			before := g.Enabled(ActUndo)
			err := g.Erase(0)
			var re *RefusedError
			switch {
			case tc.refused && (!errors.As(err, &re) || re.Reason != ReasonCellEmpty || re.Cell != 0):
				t.Fatalf("erase of an empty cell: %v, want ReasonCellEmpty on r1c1", err)
			case tc.refused && g.Enabled(ActUndo) != before:
				t.Fatal("a refused erase changed the undo history")
			case !tc.refused && err != nil:
				t.Fatalf("erase: %v", err)
			case !tc.refused && (g.Grid()[0] != 0 || g.Notes(0) != 0):
				t.Fatal("the cell was not emptied")
			}
		})
	}
}

func TestMistakesModes(t *testing.T) {
	p := puzzleOf(t, easyGivens)
	for _, tc := range []struct {
		mode      Mistakes
		placed    bool
		clashSeen bool
	}{
		{MistakesRefuse, false, false},
		{MistakesShow, true, true},
		{MistakesOff, true, false},
	} {
		t.Run(tc.mode.String(), func(t *testing.T) {
			g, _ := playing(t, p)
			s := g.Settings()
			s.Mistakes = tc.mode
			g.SetSettings(s)
			// r1c1 with 3 clashes with the given 3 at r1c3.
			err := g.Place(0, 3)
			var ce *ClashError
			if tc.mode == MistakesRefuse {
				if !errors.As(err, &ce) || ce.Cell != 2 || ce.Target != 0 || ce.Digit != 3 {
					t.Fatalf("refuse: Place = %v, want a clash with r1c3", err)
				}
			} else if err != nil {
				t.Fatalf("Place = %v", err)
			}
			if got := g.Grid()[0] == 3; got != tc.placed {
				t.Errorf("placed = %v, want %v", got, tc.placed)
			}
			cl := g.Clashes()
			if cl[0] != tc.clashSeen || cl[2] != tc.clashSeen || g.Cell(2).Clash != tc.clashSeen {
				t.Errorf("clash marks r1c1=%v r1c3=%v, want %v", cl[0], cl[2], tc.clashSeen)
			}
			if cl[1] {
				t.Error("an empty cell is marked as a clash")
			}
		})
	}
}

func TestMistakesOffMarksWhenFull(t *testing.T) {
	sol := easySolution(t)
	p := holes(t, 0, 1)
	g, _ := playing(t, p)
	s := g.Settings()
	s.Mistakes = MistakesOff
	g.SetSettings(s)
	// Swap the two missing digits: the grid is full but wrong.
	noErr(t, g.Place(0, sol[1]))
	if g.Clashes() != [81]bool{} {
		t.Fatal("clashes marked before the grid is full")
	}
	noErr(t, g.Place(1, sol[0]))
	if g.State() != Playing {
		t.Fatalf("a full invalid grid ended the game: %v", g.State())
	}
	if cl := g.Clashes(); !cl[0] || !cl[1] {
		t.Error("clashes not marked once the grid is full")
	}
	noErr(t, g.Erase(1))
	noErr(t, g.Place(0, sol[0]))
	noErr(t, g.Place(1, sol[1]))
	if g.State() != IdleSolved {
		t.Fatalf("state = %v after the right digits, want IdleSolved", g.State())
	}
}

func TestTap(t *testing.T) {
	t.Run("cycle without refuse", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		s := g.Settings()
		s.Mistakes = MistakesShow
		g.SetSettings(s)
		for want := 1; want <= 10; want++ {
			noErr(t, g.Tap(0))
			if got := int(g.Grid()[0]); got != want%10 {
				t.Fatalf("tap %d: cell = %d, want %d", want, got, want%10)
			}
		}
		noErr(t, g.TapBack(0))
		if g.Grid()[0] != 9 {
			t.Fatalf("tap back from empty = %d, want 9", g.Grid()[0])
		}
		noErr(t, g.TapBack(0))
		if g.Grid()[0] != 8 {
			t.Fatalf("tap back from 9 = %d, want 8", g.Grid()[0])
		}
	})
	t.Run("refuse skips clashes", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		cands := g.Grid().Candidates(0).Digits()
		for _, want := range append(cands, 0) {
			noErr(t, g.Tap(0))
			if got := g.Grid()[0]; got != want {
				t.Fatalf("tap: cell = %d, want %d (candidates %v)", got, want, cands)
			}
		}
		if g.Enabled(ActUndo) {
			t.Error("taps that went round to empty left a change to undo")
		}
		slices.Reverse(cands)
		for _, want := range append(cands, 0) {
			noErr(t, g.TapBack(0))
			if got := g.Grid()[0]; got != want {
				t.Fatalf("tap back: cell = %d, want %d", got, want)
			}
		}
		if g.Enabled(ActUndo) {
			t.Error("taps that went round to where they began left a change to undo")
		}
	})
	t.Run("a run of taps is one change", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		s := g.Settings()
		s.Mistakes = MistakesShow
		g.SetSettings(s)
		noErr(t, g.ToggleNote(1, 1))
		noErr(t, g.ToggleNote(1, 2))
		noErr(t, g.Tap(0))
		noErr(t, g.Tap(0)) // 2: the peer r1c2 loses note 2 only
		if n := g.Notes(1); n != 1<<1 {
			t.Fatalf("notes of r1c2 = %v, want 1", n)
		}
		noErr(t, g.Undo())
		if g.Grid()[0] != 0 || g.Notes(1) != 1<<1|1<<2 {
			t.Fatalf("undo after two taps: cell %d notes %v, want empty and 12", g.Grid()[0], g.Notes(1))
		}
		noErr(t, g.Undo()) // the second note
		noErr(t, g.Redo())
		noErr(t, g.Redo())
		if g.Grid()[0] != 2 {
			t.Fatalf("redo: cell = %d, want 2", g.Grid()[0])
		}
	})
	t.Run("no digit fits", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		s := g.Settings()
		s.Mistakes = MistakesShow
		g.SetSettings(s)
		// Put every candidate of r1c1 in an empty peer, then refuse clashes.
		peers := []int{}
		for _, p := range solver.Peers[0] {
			if g.Grid()[p] == 0 {
				peers = append(peers, int(p))
			}
		}
		for n, d := range g.Grid().Candidates(0).Digits() {
			noErr(t, g.Place(peers[n], d))
		}
		s.Mistakes = MistakesRefuse
		g.SetSettings(s)
		before := g.Grid()
		var re *RefusedError
		if err := g.Tap(0); !errors.As(err, &re) || re.Reason != ReasonNoDigitFits || re.Cell != 0 {
			t.Fatalf("tap with no digit left: %v", err)
		}
		if g.Grid() != before {
			t.Fatal("a refused tap changed the board")
		}
	})
}

func TestNotes(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	// r1c1 solution is 4; r1c2 (cell 1) and r2c2 (cell 10) are peers.
	noErr(t, g.ToggleNote(1, 4))
	noErr(t, g.ToggleNote(1, 5))
	noErr(t, g.ToggleNote(10, 4))
	noErr(t, g.ToggleNote(80, 4)) // not a peer of r1c1
	noErr(t, g.Place(0, 4))
	if g.Notes(1) != 1<<5 || g.Notes(10) != 0 || g.Notes(80) != 1<<4 {
		t.Fatalf("auto removal: r1c2=%v r2c2=%v r9c9=%v", g.Notes(1), g.Notes(10), g.Notes(80))
	}
	noErr(t, g.Erase(0))
	if g.Notes(1) != 1<<5 || g.Notes(10) != 0 {
		t.Error("erasing the digit restored notes")
	}
	var re *RefusedError
	noErr(t, g.Place(0, 4))
	if err := g.ToggleNote(0, 1); !errors.As(err, &re) {
		t.Errorf("note on a filled cell: %v", err)
	}
	noErr(t, g.ToggleNote(1, 5))
	if g.Notes(1) != 0 {
		t.Error("toggling a note twice left it")
	}

	t.Run("auto removal off", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		s := g.Settings()
		s.AutoRemoveNotes = false
		g.SetSettings(s)
		noErr(t, g.ToggleNote(1, 4))
		noErr(t, g.Place(0, 4))
		if g.Notes(1) != 1<<4 {
			t.Error("notes removed with the setting off")
		}
	})

	t.Run("fill notes is one step", func(t *testing.T) {
		g, _ := playing(t, puzzleOf(t, easyGivens))
		noErr(t, g.Place(0, 4))
		noErr(t, g.FillNotes())
		for i := range 81 {
			want := g.Grid().Candidates(i)
			if g.Notes(i) != want {
				t.Fatalf("%s notes %v, want %v", solver.CellName(i), g.Notes(i), want)
			}
		}
		if g.Enabled(ActFillNotes) {
			t.Error("FillNotes enabled with every candidate shown")
		}
		noErr(t, g.Undo())
		for i := range 81 {
			if g.Notes(i) != 0 {
				t.Fatal("one Undo did not take back FillNotes")
			}
		}
		if g.Grid()[0] != 4 {
			t.Fatal("Undo of FillNotes took back the digit too")
		}
	})
}

func TestUndoRedo(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	sol := easySolution(t)
	e := emptyCells(g)
	noErr(t, g.Place(e[0], sol[e[0]]))
	noErr(t, g.Place(e[1], sol[e[1]]))
	noErr(t, g.Place(e[2], sol[e[2]]))
	noErr(t, g.Undo())
	noErr(t, g.Undo())
	if g.Grid()[e[1]] != 0 || g.Grid()[e[0]] == 0 || !g.Enabled(ActRedo) {
		t.Fatal("two undos did not take back two moves")
	}
	noErr(t, g.Redo())
	if g.Grid()[e[1]] == 0 {
		t.Fatal("redo did not place again")
	}
	noErr(t, g.Place(e[3], sol[e[3]]))
	if g.Enabled(ActRedo) {
		t.Fatal("a new move after undo kept the redo branch")
	}
	var re *RefusedError
	if err := g.Redo(); !errors.As(err, &re) {
		t.Fatalf("redo with nothing to redo: %v", err)
	}
	for g.Enabled(ActUndo) {
		noErr(t, g.Undo())
	}
	if g.Grid() != gridOf(t, easyGivens) {
		t.Fatal("undoing everything did not give the givens")
	}
}

func emptyCells(g *Game) []int {
	var out []int
	for i, d := range g.Grid() {
		if d == 0 {
			out = append(out, i)
		}
	}
	return out
}

func TestRestart(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	sol := easySolution(t)
	e := emptyCells(g)
	noErr(t, g.Place(e[0], sol[e[0]]))
	noErr(t, g.ToggleNote(e[1], 7))
	progress := g.Grid()
	if _, ok := g.NeedsConfirm(ActRestart); !ok {
		t.Error("Restart with progress does not ask first")
	}
	noErr(t, g.Restart())
	if g.Grid() != gridOf(t, easyGivens) || g.Notes(e[1]) != 0 {
		t.Fatal("Restart did not return to the givens")
	}
	if g.Enabled(ActRestart) {
		t.Error("Restart enabled on a board holding only the givens")
	}
	noErr(t, g.Undo())
	if g.Grid() != progress || g.Notes(e[1]) != 1<<7 {
		t.Fatal("Restart could not be undone")
	}
	noErr(t, g.Redo())
	noErr(t, g.Place(e[2], sol[e[2]]))
	noErr(t, g.Undo())
	if g.Enabled(ActUndo) {
		t.Fatal("the positions before a restart survived the next move")
	}
	if g.Grid() != gridOf(t, easyGivens) {
		t.Fatal("undo after restart+move did not go back to the givens")
	}
}

func TestSolve(t *testing.T) {
	p := holes(t, 0, 80)
	g, clk := playing(t, p)
	sol := easySolution(t)
	clk.advance(7 * time.Second)
	noErr(t, g.Place(0, sol[0]))
	if g.State() != Playing {
		t.Fatal("the game ended before the grid was full")
	}
	if _, ok := g.Result(); ok {
		t.Fatal("a result before the end")
	}
	clk.advance(3 * time.Second)
	noErr(t, g.Place(80, sol[80]))
	if g.State() != IdleSolved {
		t.Fatalf("state = %v, want IdleSolved", g.State())
	}
	r, ok := g.Result()
	if !ok {
		t.Fatal("no result after the solve")
	}
	wantT := ExpectedTime(2, p.Grade.Guesses)
	if r.Time != 10*time.Second || r.Expected != wantT || r.Level != p.Grade.Level {
		t.Errorf("result %+v: want time 10s, expected %v", r, wantT)
	}
	if r.Score != Score(p.Grade.Complexity, wantT, 10*time.Second, 0) || r.Stars != 3 {
		t.Errorf("score %d stars %d", r.Score, r.Stars)
	}
	st := g.Stats().For(p.Grade.Level)
	if st.Started != 1 || st.Solved != 1 || st.BestTime != 10*time.Second || !r.NewBest || r.BestTime != 10*time.Second {
		t.Errorf("stats %+v, result %+v", st, r)
	}
	clk.advance(time.Hour)
	if g.Elapsed() != 10*time.Second {
		t.Error("the clock ran after the solve")
	}
	if err := g.Undo(); err == nil {
		t.Error("undo after the solve")
	}
}

func TestGiveUp(t *testing.T) {
	p := puzzleOf(t, easyGivens)
	g, _ := playing(t, p)
	wrong := p.Solution[0]%9 + 1
	s := g.Settings()
	s.Mistakes = MistakesShow
	g.SetSettings(s)
	noErr(t, g.Place(0, wrong))
	if c, ok := g.NeedsConfirm(ActGiveUp); !ok || c.Action != ActGiveUp {
		t.Error("GiveUp does not ask first")
	}
	noErr(t, g.GiveUp())
	if g.State() != IdleUnsolved || !g.Revealed() {
		t.Fatalf("after GiveUp: %v revealed=%v", g.State(), g.Revealed())
	}
	for i := range 81 {
		c := g.Cell(i)
		if c.Digit != p.Solution[i] {
			t.Fatalf("%s shows %d, the solution has %d", solver.CellName(i), c.Digit, p.Solution[i])
		}
		if c.Revealed != (p.Givens[i] == 0) {
			t.Errorf("%s revealed=%v", solver.CellName(i), c.Revealed)
		}
	}
	if !g.Cell(0).Wrong {
		t.Error("the player's wrong digit is not marked")
	}
	st := g.Stats().For(p.Grade.Level)
	if st.GivenUp != 1 || st.Solved != 0 {
		t.Errorf("stats %+v", st)
	}
	if _, ok := g.Result(); ok {
		t.Error("a result (score panel) after giving up")
	}
}

func TestCheck(t *testing.T) {
	p := holes(t, 0, 1, 2, 80)
	g, _ := playing(t, p)
	if g.Enabled(ActCheck) {
		t.Error("Check enabled with nothing placed")
	}
	s := g.Settings()
	s.Mistakes = MistakesShow
	g.SetSettings(s)
	sol := p.Solution
	noErr(t, g.Place(0, sol[0]))
	noErr(t, g.Place(1, sol[2])) // wrong
	r, err := g.Check()
	noErr(t, err)
	if r.Placed != 2 || !slices.Equal(r.Wrong, []int{1}) {
		t.Fatalf("check = %+v, want 2 placed, r1c2 wrong", r)
	}
	if r.String() != "1 of 2 digits placed is wrong: r1c2." {
		t.Errorf("check says %q", r.String())
	}
	if !g.Cell(1).Wrong || g.Cell(0).Wrong {
		t.Error("wrong marks not on the wrong cell only")
	}
	if _, checks := g.Assists(); checks != 1 {
		t.Errorf("checks = %d", checks)
	}
	noErr(t, g.Place(1, sol[1]))
	if g.Cell(1).Wrong {
		t.Error("the mark stayed after the digit changed")
	}
	noErr(t, g.Place(2, sol[2]))
	noErr(t, g.Place(80, sol[80]))
	res, _ := g.Result()
	if want := Score(p.Grade.Complexity, p.Expected(), 0, 1); res.Score != want || res.Checks != 1 {
		t.Errorf("score after one check = %d, want %d", res.Score, want)
	}
	if st := g.Stats().For(p.Grade.Level); st.BestTime != 0 || st.Solved != 1 {
		t.Errorf("an assisted solve set the best time: %+v", st)
	}
}

func TestClock(t *testing.T) {
	g, clk := playing(t, puzzleOf(t, easyGivens))
	clk.advance(10 * time.Second)
	noErr(t, g.Pause())
	clk.advance(time.Hour)
	if g.Elapsed() != 10*time.Second {
		t.Fatalf("paused time counted: %v", g.Elapsed())
	}
	noErr(t, g.Resume())
	clk.advance(5 * time.Second)
	g.Focus(false)
	if g.State() != Paused {
		t.Fatalf("losing focus: %v, want Paused", g.State())
	}
	clk.advance(time.Minute)
	g.Focus(true)
	if g.State() != Playing {
		t.Fatalf("regaining focus: %v, want Playing", g.State())
	}
	clk.advance(5 * time.Second)
	if g.Elapsed() != 20*time.Second {
		t.Fatalf("elapsed %v, want 20s", g.Elapsed())
	}
	// A pause by the player is not undone by regaining the focus.
	noErr(t, g.Pause())
	g.Focus(false)
	g.Focus(true)
	if g.State() != Paused {
		t.Fatal("focus resumed a game the player paused")
	}
	noErr(t, g.Resume())
	// With the setting off, focus changes nothing.
	s := g.Settings()
	s.PauseUnfocused = false
	g.SetSettings(s)
	g.Focus(false)
	clk.advance(time.Second)
	if g.State() != Playing || g.Elapsed() != 21*time.Second {
		t.Fatalf("setting off: %v %v", g.State(), g.Elapsed())
	}
	// A time source that goes back never makes the clock go back.
	clk.advance(-time.Hour)
	if g.Elapsed() != 21*time.Second {
		t.Fatalf("clock went back: %v", g.Elapsed())
	}
}

// noSolution has no clash but r1c9 has no candidate: 9 is in its column.
const noSolution = "12345678." + "........." + "........." + "........." + "........9" +
	"........." + "........." + "........." + "........."

// twoSolutions returns a grid with exactly two solutions: a full grid with
// a deadly rectangle emptied (four cells over two boxes holding x y / y x).
func twoSolutions(tb testing.TB) solver.Grid {
	tb.Helper()
	for seed := range uint64(100) {
		full := solver.Fill(rand.New(rand.NewSource(int64(seed))))
		for r1 := range 9 {
			for r2 := r1 + 1; r2 < 9; r2++ {
				for c1 := range 9 {
					for c2 := c1 + 1; c2 < 9; c2++ {
						if r1/3 != r2/3 && c1/3 != c2/3 {
							continue
						}
						a, b, c, d := 9*r1+c1, 9*r1+c2, 9*r2+c1, 9*r2+c2
						if full[a] == full[d] && full[b] == full[c] {
							g := full
							g[a], g[b], g[c], g[d] = 0, 0, 0, 0
							if solver.CountSolutions(g, 3) == 2 {
								return g
							}
						}
					}
				}
			}
		}
	}
	tb.Fatal("no deadly rectangle found")
	return solver.Grid{}
}

func TestEditing(t *testing.T) {
	g := New(newFakeClock().now)
	noErr(t, g.Setup(puzzleOf(t, easyGivens)))
	noErr(t, g.Edit())
	if g.State() != Editing || g.Grid() != gridOf(t, easyGivens) || g.Given(2) || !g.CanEdit(2) {
		t.Fatal("Editing does not start from the givens with every cell editable")
	}
	if g.EditChanged() {
		t.Error("EditChanged before any change")
	}
	if _, ok := g.NeedsConfirm(ActStop); ok {
		t.Error("stop asks with nothing changed")
	}
	var re *RefusedError
	if err := g.ToggleNote(0, 1); !errors.As(err, &re) {
		t.Errorf("notes in Editing: %v", err)
	}
	// Editing places clashing digits and marks them.
	noErr(t, g.Place(0, 3))
	if cl := g.Clashes(); !cl[0] || !cl[2] {
		t.Error("clash not marked in Editing")
	}
	if _, ok := g.NeedsConfirm(ActStop); !ok {
		t.Error("stop does not ask with the grid changed")
	}
	for _, tc := range []struct {
		name  string
		grid  solver.Grid
		want  Verdict
		text  string
		plays bool // Play(false) starts the game
		asks  bool // Play needs a confirmation
	}{
		{"clash", g.Grid(), VerdictClash, "Clash at r1c1 and r1c3: both hold 3.", false, false},
		{"empty", solver.Grid{}, VerdictSeveral, "Several solutions: this grid is not a puzzle.", false, true},
		{"none", gridOf(t, noSolution), VerdictNoSolution, "No solution.", false, false},
		{"unique", gridOf(t, easyGivens), VerdictUnique, "", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := New(newFakeClock().now)
			noErr(t, g.Edit())
			noErr(t, g.FillEdit(tc.grid))
			r, err := g.CheckEdit()
			noErr(t, err)
			if r.Verdict != tc.want {
				t.Fatalf("verdict %v, want %v", r.Verdict, tc.want)
			}
			text := tc.text
			if tc.want == VerdictUnique {
				gr, _ := solver.GradeOf(tc.grid)
				text = fmt.Sprintf("Exactly one solution. Level %s, complexity %d.", gr.Level, gr.Complexity)
				if r.Grade.Complexity != gr.Complexity || gr.Complexity == 0 {
					t.Errorf("grade %+v", r.Grade)
				}
			}
			if r.String() != text {
				t.Errorf("report %q, want %q", r.String(), text)
			}
			if _, ok := g.NeedsConfirm(ActPlay); ok != tc.asks {
				t.Errorf("Play asks = %v, want %v", ok, tc.asks)
			}
			err = g.Play(false)
			if tc.plays != (err == nil) {
				t.Fatalf("Play(false) = %v", err)
			}
			if tc.plays {
				if g.State() != Playing || !g.Given(0) == (tc.grid[0] != 0) || !g.Puzzle().Unique {
					t.Fatal("Play did not make the digits givens")
				}
				return
			}
			if g.State() != Editing {
				t.Fatal("a refused Play left Editing")
			}
			err = g.Play(true)
			if tc.asks != (err == nil) {
				t.Fatalf("Play(true) = %v", err)
			}
		})
	}
}

func TestPlayNotAPuzzle(t *testing.T) {
	grid := twoSolutions(t)
	g, clk := New(nil), newFakeClock()
	g.now = clk.now
	noErr(t, g.Edit())
	noErr(t, g.FillEdit(grid))
	run, err := g.Ask(ActPlay)
	if run || err != nil {
		t.Fatalf("Ask(Play) = %v, %v; want a question", run, err)
	}
	c, ok := g.Pending()
	if !ok || c.Action != ActPlay || !c.Editing {
		t.Fatalf("pending %+v %v", c, ok)
	}
	if err := g.Place(0, 1); err == nil || g.Enabled(ActUndo) || g.CanEdit(0) {
		t.Fatal("the board took input under a question")
	}
	a, yes := g.Answer(true)
	if !yes || a != ActPlay {
		t.Fatalf("Answer = %v %v", a, yes)
	}
	noErr(t, g.Do(a))
	if g.State() != Playing || g.Puzzle().Unique || g.Puzzle().Warning() == "" {
		t.Fatalf("state %v unique %v", g.State(), g.Puzzle().Unique)
	}
	// Fill the rectangle with the other solution than the one kept.
	empties := emptyCells(g)
	noErr(t, g.Place(empties[0], g.Puzzle().Solution[empties[1]]))
	noErr(t, g.Place(empties[1], g.Puzzle().Solution[empties[0]]))
	noErr(t, g.Place(empties[2], g.Puzzle().Solution[empties[3]]))
	noErr(t, g.Place(empties[3], g.Puzzle().Solution[empties[2]]))
	if g.State() != IdleSolved {
		t.Fatalf("the other solution did not end the game: %v", g.State())
	}
	r, _ := g.Result()
	if r.Score != 0 || r.Stars != 0 || r.Level != 0 {
		t.Errorf("a non-puzzle scored: %+v", r)
	}
	if g.Stats() != (Stats{}) {
		t.Errorf("a non-puzzle counted in the statistics: %+v", g.Stats())
	}
}

func TestConfirmations(t *testing.T) {
	p := puzzleOf(t, easyGivens)
	type want map[Action]bool
	for _, tc := range []struct {
		name  string
		setup func(*Game)
		want  want
	}{
		{"idle", func(g *Game) { noErr(t, g.Setup(p)) }, want{}},
		{"playing, no progress", func(g *Game) { noErr(t, g.Load(p)) }, want{ActGiveUp: true}},
		{"playing with a digit", func(g *Game) {
			noErr(t, g.Load(p))
			noErr(t, g.Place(0, 4))
		}, want{ActNew: true, ActOpen: true, ActEdit: true, ActStop: true, ActQuit: true, ActRestart: true, ActGiveUp: true}},
		{"paused with a note", func(g *Game) {
			noErr(t, g.Load(p))
			noErr(t, g.ToggleNote(0, 4))
			noErr(t, g.Pause())
		}, want{ActNew: true, ActOpen: true, ActEdit: true, ActStop: true, ActQuit: true, ActGiveUp: true}},
		{"solved", func(g *Game) {
			noErr(t, g.Load(holes(t, 0)))
			noErr(t, g.Place(0, easySolution(t)[0]))
		}, want{}},
		{"editing, unchanged", func(g *Game) {
			noErr(t, g.Setup(p))
			noErr(t, g.Edit())
		}, want{}},
		{"editing, empty", func(g *Game) { noErr(t, g.Edit()) }, want{ActPlay: true}},
		{"editing, changed", func(g *Game) {
			noErr(t, g.Setup(p))
			noErr(t, g.Edit())
			noErr(t, g.Place(0, 4))
		}, want{ActNew: true, ActOpen: true, ActStop: true, ActQuit: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := New(newFakeClock().now)
			tc.setup(g)
			for _, a := range Actions() {
				c, ok := g.NeedsConfirm(a)
				if ok != tc.want[a] {
					t.Errorf("NeedsConfirm(%v) = %v, want %v", a, ok, tc.want[a])
				}
				if ok && c.Action != a {
					t.Errorf("NeedsConfirm(%v) = %+v: incomplete", a, c)
				}
			}
		})
	}
}

func TestAskAnswer(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	noErr(t, g.Place(0, 4))
	run, err := g.Ask(ActRestart)
	if run || err != nil {
		t.Fatalf("Ask(Restart) = %v %v", run, err)
	}
	for _, a := range Actions() {
		if g.Enabled(a) {
			t.Errorf("%v enabled under a question", a)
		}
	}
	if _, err := g.Ask(ActUndo); err == nil {
		t.Error("a second question while one is pending")
	}
	if a, yes := g.Answer(false); yes || a != 0 {
		t.Fatal("No ran the action")
	}
	if g.Grid()[0] != 4 {
		t.Fatal("No changed the board")
	}
	if _, ok := g.Pending(); ok {
		t.Fatal("the question stayed after the answer")
	}
	g.Ask(ActRestart)
	a, yes := g.Answer(true)
	noErr(t, g.Do(a))
	if !yes || g.Grid()[0] != 0 {
		t.Fatal("Yes did not restart")
	}
	if run, err := g.Ask(ActUndo); !run || err != nil {
		t.Fatalf("Ask(Undo) = %v %v, want run at once", run, err)
	}
	if _, err := g.Ask(ActResume); err == nil {
		t.Fatal("Ask of a disabled action was not refused")
	}
	if err := g.Do(ActNew); err == nil {
		t.Fatal("Do ran a window action")
	}
}

func TestCounts(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	n := g.Counts()
	total := 0
	for d := 1; d <= 9; d++ {
		total += n[d]
	}
	if n[0] != 81-total || total != gridOf(t, easyGivens).Clues() {
		t.Fatalf("counts %v", n)
	}
	noErr(t, g.Place(0, 4))
	if g.Counts()[4] != n[4]+1 {
		t.Fatal("count of 4 did not grow")
	}
}

func TestPausedHidesBoard(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	noErr(t, g.Place(0, 4))
	noErr(t, g.ToggleNote(1, 8))
	noErr(t, g.Pause())
	for i := range 81 {
		if g.Cell(i) != (Cell{}) {
			t.Fatalf("%s shows %+v while Paused", solver.CellName(i), g.Cell(i))
		}
	}
	if g.CanEdit(0) {
		t.Error("a cell takes input while Paused")
	}
	noErr(t, g.Resume())
	if g.Cell(0).Digit != 4 || g.Cell(1).Notes != 1<<8 || !g.Cell(2).Given {
		t.Fatal("the board did not come back on Resume")
	}
}

func TestClockTick(t *testing.T) {
	g, clk := playing(t, puzzleOf(t, easyGivens))
	clk.advance(1300 * time.Millisecond)
	at, ok := g.ClockTick()
	if !ok || !at.Equal(clk.now().Add(700*time.Millisecond)) {
		t.Fatalf("tick at %v %v, want in 700ms", at, ok)
	}
	clk.advance(700 * time.Millisecond)
	if FormatClock(g.Elapsed()) != "0:02" {
		t.Fatalf("at the tick the clock shows %s", FormatClock(g.Elapsed()))
	}
	noErr(t, g.Pause())
	if _, ok := g.ClockTick(); ok {
		t.Fatal("a tick while Paused")
	}
}

func TestPreview(t *testing.T) {
	p := holes(t, 0, 40, 80)
	g, _ := playing(t, p)
	other := puzzleOf(t, easyGivens)
	// A solve, then a game in progress left for a preview: the streak ends.
	for _, i := range emptyCells(g) {
		noErr(t, g.Place(i, p.Solution[i]))
	}
	noErr(t, g.Start())
	noErr(t, g.Place(0, p.Solution[0]))
	if g.Stats().For(p.Level()).Streak != 1 {
		t.Fatal("no streak after a solve")
	}
	noErr(t, g.Preview(other))
	if g.State() != IdleUnsolved || g.Grid() != other.Givens || g.Enabled(ActUndo) || g.Elapsed() != 0 {
		t.Fatalf("preview: %v", g.State())
	}
	if g.Stats().For(p.Level()).Streak != 0 {
		t.Error("a game left for a preview kept the streak")
	}
	noErr(t, g.Start())
	if g.State() != Playing {
		t.Fatal("Start after a preview")
	}
}

func TestClockWaitsWhileThePanelCoversTheBoard(t *testing.T) {
	g, clk := playing(t, puzzleOf(t, easyGivens))
	clk.advance(10 * time.Second)
	g.Cover(true)
	clk.advance(time.Minute)
	if g.Elapsed() != 10*time.Second || g.State() != Playing || g.ClockRunning() {
		t.Fatalf("covered: %v %v running %v", g.Elapsed(), g.State(), g.ClockRunning())
	}
	// Pausing and resuming under the panel leaves the clock waiting.
	noErr(t, g.Pause())
	noErr(t, g.Resume())
	clk.advance(time.Minute)
	if g.Elapsed() != 10*time.Second {
		t.Fatalf("resumed under a panel: %v", g.Elapsed())
	}
	g.Cover(false)
	clk.advance(5 * time.Second)
	if g.Elapsed() != 15*time.Second {
		t.Fatalf("uncovered: %v", g.Elapsed())
	}
	// A game started under a panel (Open from a dialog) waits for it to close.
	g.Cover(true)
	noErr(t, g.Stop())
	noErr(t, g.Start())
	clk.advance(time.Minute)
	if g.Elapsed() != 0 {
		t.Fatalf("started under a panel: %v", g.Elapsed())
	}
	g.Cover(false)
	clk.advance(time.Second)
	if g.Elapsed() != time.Second {
		t.Fatalf("after the panel closed: %v", g.Elapsed())
	}
}
