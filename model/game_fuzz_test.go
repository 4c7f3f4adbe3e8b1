package model

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// fuzzEnv holds the puzzles and grids the random event sequences use.
type fuzzEnv struct {
	puzzles []Puzzle      // for Setup and Load: unique (many and few holes) and one with two solutions
	grids   []solver.Grid // for FillEdit: a puzzle, empty, no solution, two solutions, full
}

var (
	fuzzEnvOnce sync.Once
	fuzzEnvVal  *fuzzEnv
)

func newFuzzEnv(tb testing.TB) *fuzzEnv {
	fuzzEnvOnce.Do(func() {
		sol := easySolution(tb)
		many := []int{}
		for i := 0; i < 81; i += 8 {
			many = append(many, i)
		}
		two := twoSolutions(tb)
		twoP, err := NewPuzzle(two, "two")
		if err != nil || twoP.Unique {
			tb.Fatalf("two solutions: %v", err)
		}
		fuzzEnvVal = &fuzzEnv{
			puzzles: []Puzzle{puzzleOf(tb, easyGivens), holes(tb, 0, 40, 80), holes(tb, many...), twoP},
			grids:   []solver.Grid{gridOf(tb, easyGivens), {}, gridOf(tb, noSolution), two, sol},
		}
	})
	return fuzzEnvVal
}

// byteStream hands out the fuzz input one byte at a time, zeros when spent.
type byteStream struct {
	b []byte
}

func (s *byteStream) more() bool { return len(s.b) > 0 }

func (s *byteStream) next() byte {
	if len(s.b) == 0 {
		return 0
	}
	c := s.b[0]
	s.b = s.b[1:]
	return c
}

func (s *byteStream) cell() int    { return int(s.next()%84) - 1 } // includes -1, 81, 82
func (s *byteStream) digit() uint8 { return s.next() % 11 }        // includes 0 and 10

func cloneGame(g *Game) *Game {
	c := *g
	c.past = slices.Clone(g.past)
	c.future = slices.Clone(g.future)
	return &c
}

// modelActions are the actions Do carries out.
var modelActions = []Action{ActStart, ActStop, ActPause, ActResume, ActUndo, ActRedo, ActRestart,
	ActCheck, ActGiveUp, ActFillNotes, ActEdit, ActClear, ActPlay}

const maxFuzzSteps = 300

// opWeights says how often each event of runEvents comes up: mostly moves,
// so that games get long histories and end solved, sometimes the flow.
var opWeights = [30]int{
	0: 14, 1: 40, 2: 8, 3: 10, 4: 6, 5: 10, 6: 3, 7: 14, 8: 10, 9: 3,
	10: 2, 11: 3, 12: 3, 13: 5, 14: 4, 15: 2, 16: 4, 17: 2, 18: 4, 19: 2,
	20: 2, 21: 3, 22: 2, 23: 4, 24: 16, 25: 4, 26: 6, 27: 5, 28: 2, 29: 10,
}

// opTable maps an input byte to an event, by opWeights.
var opTable = func() (t [256]uint8) {
	total := 0
	for _, w := range opWeights {
		total += w
	}
	op, acc := 0, opWeights[0]
	for b := range 256 {
		for b*total >= acc*256 && op < len(opWeights)-1 {
			op++
			acc += opWeights[op]
		}
		t[b] = uint8(op)
	}
	return t
}()

// ops writes a sequence of events and their bytes: op codes are turned
// into a byte opTable maps back to them; the rest is copied.
func ops(codes ...int) []byte {
	var out []byte
	for _, c := range codes {
		if c < 0 { // -b: a parameter byte b
			out = append(out, byte(-c))
			continue
		}
		b := slices.Index(opTable[:], uint8(c))
		out = append(out, byte(b))
	}
	return out
}

// runEvents applies the events the bytes describe to a new game and checks
// the invariants of the model after each one.
func runEvents(t testing.TB, env *fuzzEnv, data []byte) {
	clk := newFakeClock()
	g := New(clk.now)
	noErr(t, g.Setup(env.puzzles[0]))
	s := &byteStream{b: data}
	givens := g.Puzzle().Givens
	prevElapsed := time.Duration(0)
	var log []string
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("after %v:\n"+format, append([]any{log}, args...)...)
	}
	for step := 0; s.more() && step < maxFuzzSteps; step++ {
		before, err := g.MarshalJSON()
		noErr(t, err)
		pendingBefore := g.pending
		var evErr error
		newGame := false // the event may set up a new grid or restart the clock
		op := opTable[s.next()]
		switch op {
		case 0:
			i, d := s.cell(), s.digit()
			log = append(log, fmt.Sprintf("place %d %d", i, d))
			evErr = g.Place(i, d)
		case 1:
			empties := emptyCells(g)
			n := int(s.next())
			if len(empties) > 0 && g.puzzle.Solution != (solver.Grid{}) {
				i := empties[n%len(empties)]
				log = append(log, fmt.Sprintf("place-solution %d", i))
				evErr = g.Place(i, g.puzzle.Solution[i])
			}
		case 2:
			i := s.cell()
			log = append(log, fmt.Sprintf("erase %d", i))
			evErr = g.Erase(i)
		case 3:
			i := s.cell()
			log = append(log, fmt.Sprintf("tap %d", i))
			evErr = g.Tap(i)
		case 4:
			i := s.cell()
			log = append(log, fmt.Sprintf("tapback %d", i))
			evErr = g.TapBack(i)
		case 5:
			i, d := s.cell(), s.digit()
			log = append(log, fmt.Sprintf("note %d %d", i, d))
			evErr = g.ToggleNote(i, d)
		case 6:
			log = append(log, "fill")
			evErr = g.FillNotes()
		case 7:
			log = append(log, "undo")
			evErr = g.Undo()
		case 8:
			log = append(log, "redo")
			evErr = g.Redo()
		case 9:
			log = append(log, "restart")
			evErr = g.Restart()
		case 10:
			log = append(log, "giveup")
			evErr = g.GiveUp()
		case 11:
			log = append(log, "check")
			_, evErr = g.Check()
		case 12:
			log = append(log, "pause")
			evErr = g.Pause()
		case 13:
			log = append(log, "resume")
			evErr = g.Resume()
		case 14:
			f := s.next()%2 == 0
			if s.next()%2 == 0 {
				log = append(log, fmt.Sprintf("cover %v", f))
				g.Cover(f)
				break
			}
			log = append(log, fmt.Sprintf("focus %v", f))
			g.Focus(f)
		case 15:
			log = append(log, "stop")
			newGame = g.state == Editing
			evErr = g.Stop()
		case 16:
			log = append(log, "start")
			newGame = true
			evErr = g.Start()
		case 17:
			p := env.puzzles[int(s.next())%len(env.puzzles)]
			log = append(log, "setup")
			newGame = true
			evErr = g.Setup(p)
		case 18:
			p := env.puzzles[int(s.next())%len(env.puzzles)]
			log = append(log, "load")
			newGame = true
			evErr = g.Load(p)
		case 19:
			log = append(log, "edit")
			newGame = true
			evErr = g.Edit()
		case 20:
			log = append(log, "clear")
			evErr = g.ClearEdit()
		case 21:
			grid := env.grids[int(s.next())%len(env.grids)]
			log = append(log, "filledit")
			evErr = g.FillEdit(grid)
		case 22:
			log = append(log, "checkedit")
			_, evErr = g.CheckEdit()
			if evErr == nil {
				after, _ := g.MarshalJSON()
				if !bytes.Equal(before, after) {
					fail("CheckEdit changed the game")
				}
			}
		case 23:
			c := s.next()%2 == 0
			log = append(log, fmt.Sprintf("play %v", c))
			newGame = true
			evErr = g.Play(c)
		case 24:
			d := time.Duration(int(s.next())-40) * 250 * time.Millisecond
			log = append(log, fmt.Sprintf("time %v", d))
			clk.advance(d)
		case 25:
			b := s.next()
			st := g.Settings()
			st.Mistakes = Mistakes(b % 3)
			st.AutoRemoveNotes = b&4 == 0
			st.PauseUnfocused = b&8 == 0
			log = append(log, fmt.Sprintf("settings %v %v %v", st.Mistakes, st.AutoRemoveNotes, st.PauseUnfocused))
			g.SetSettings(st)
		case 26:
			a := Action(s.next()%uint8(actionEnd-1)) + 1
			yes := s.next()%3 != 0
			log = append(log, fmt.Sprintf("ask %v %v", a, yes))
			run, err := g.Ask(a)
			if err != nil {
				evErr = err
				break
			}
			if !run {
				if _, ok := g.Pending(); !ok {
					fail("Ask(%v) asked no question", a)
				}
				if s.next()%4 == 0 {
					continue // leave the question pending for a while
				}
				a, run = g.Answer(yes)
				if yes != run {
					fail("Answer(%v) = %v", yes, run)
				}
			}
			if run {
				newGame = true
				runAction(t, g, env, a, s.next())
			}
		case 27:
			a := modelActions[int(s.next())%len(modelActions)]
			log = append(log, fmt.Sprintf("do %v", a))
			newGame = true
			evErr = g.Do(a)
		case 28:
			p := env.puzzles[int(s.next())%len(env.puzzles)]
			log = append(log, "preview")
			newGame = true
			evErr = g.Preview(p)
		case 29: // the player's marks: marks.go, game_multi.go, bookmarks.go
			i, d, k := s.cell(), s.digit(), s.next()
			set := CellSet{}.With(i).With((i + int(k)) % 81).With((i + 2*int(k)) % 81)
			switch k % 9 {
			case 0:
				log = append(log, fmt.Sprintf("corner %d %d", i, d))
				evErr = g.ToggleMark(i, d, NoteCorner)
			case 1:
				log = append(log, fmt.Sprintf("colour %v %d", set.Cells(), d))
				evErr = g.ToggleColour(set, d)
			case 2:
				log = append(log, fmt.Sprintf("candidate colour %v %d", set.Cells(), d))
				evErr = g.ToggleCandColourAll(set, d, 1+d%9)
			case 3:
				log = append(log, fmt.Sprintf("place all %v %d", set.Cells(), d))
				evErr = g.PlaceAll(set, d)
			case 4:
				log = append(log, fmt.Sprintf("erase all %v", set.Cells()))
				evErr = g.EraseAll(set)
			case 5:
				log = append(log, fmt.Sprintf("mark all %v %d", set.Cells(), d))
				evErr = g.ToggleMarkAll(set, d, NoteStyle(k/9%2))
			case 6:
				log = append(log, "bookmark")
				evErr = g.MarkPosition()
			case 7:
				log = append(log, fmt.Sprintf("return to %d", d))
				evErr = g.ReturnTo(int(d) % 3)
			case 8:
				log = append(log, "back to correct")
				evErr = g.BackToCorrect()
			}
		}
		if _, ok := g.Pending(); ok && op != 26 && g.pending != pendingBefore {
			fail("a question appeared without Ask")
		}
		if evErr != nil {
			var re *RefusedError
			var ce *ClashError
			if !errors.As(evErr, &re) && !errors.As(evErr, &ce) {
				fail("error %v is neither a refusal nor a clash", evErr)
			}
			after, err := g.MarshalJSON()
			noErr(t, err)
			if !bytes.Equal(before, after) {
				fail("a refused event (%v) changed the game", evErr)
			}
		}
		checkInvariants(t, g, fail, &givens, &prevElapsed, newGame)
	}
}

// runAction carries out an action the way the window would.
func runAction(t testing.TB, g *Game, env *fuzzEnv, a Action, b byte) {
	switch a {
	case ActNew, ActOpen:
		noErr(t, g.Load(env.puzzles[int(b)%len(env.puzzles)]))
	case ActGenerate:
		noErr(t, g.FillEdit(env.grids[int(b)%len(env.grids)]))
	case ActCheckGrid:
		_, err := g.CheckEdit()
		noErr(t, err)
	case ActSave, ActQuit:
		// Nothing for the game: the window writes files or closes.
	default:
		if err := g.Do(a); err != nil {
			t.Fatalf("Do(%v) after Ask said it can run: %v", a, err)
		}
	}
}

func checkInvariants(t testing.TB, g *Game, fail func(string, ...any), givens *solver.Grid, prevElapsed *time.Duration, newGame bool) {
	// Givens never change, in the puzzle or on the board.
	if g.puzzle.Givens != *givens {
		if !newGame {
			fail("the givens changed without a new grid")
		}
		*givens = g.puzzle.Givens
	}
	if err := g.checkPositions(); err != nil {
		fail("impossible position: %v", err)
	}
	// The state is Idle.Solved exactly when the grid is full and valid.
	solved := g.cur.cells.Solved()
	switch {
	case g.state == IdleSolved && !solved:
		fail("Idle.Solved with an unsolved grid")
	case g.state.InGame() && solved:
		fail("%v with a solved grid", g.state)
	case g.state == IdleUnsolved && solved && g.puzzle.Givens.Clues() < 81:
		fail("Idle.Unsolved with a solved grid")
	}
	if _, ok := g.Result(); ok != (g.state == IdleSolved) {
		fail("result %v in state %v", ok, g.state)
	}
	// The clock never goes back, except when a new game starts it afresh.
	e := g.Elapsed()
	if e < *prevElapsed && !newGame {
		fail("the clock went back from %v to %v", *prevElapsed, e)
	}
	*prevElapsed = e
	if g.ClockRunning() != (g.state == Playing && !g.covered) {
		fail("clock running = %v in state %v, covered %v", g.ClockRunning(), g.state, g.covered)
	}
	// No change that changes nothing is recorded: neighbours in the history
	// differ.
	chain := append(slices.Clone(g.past), g.cur)
	for _, p := range slices.Backward(g.future) {
		chain = append(chain, p)
	}
	for k := 1; k < len(chain); k++ {
		if chain[k] == chain[k-1] {
			fail("history positions %d and %d are the same", k-1, k)
		}
	}
	// Undo then redo (and redo then undo) return the same position.
	for _, pair := range [][2]func(*Game) error{{(*Game).Undo, (*Game).Redo}, {(*Game).Redo, (*Game).Undo}} {
		c := cloneGame(g)
		if pair[0](c) != nil {
			continue
		}
		if err := pair[1](c); err != nil {
			fail("the way back was refused: %v", err)
		}
		if c.cur != g.cur || !slices.Equal(c.past, g.past) || !slices.Equal(c.future, g.future) || c.state != g.state {
			fail("undo/redo did not return the same state")
		}
	}
	// Do(a) is refused exactly when a is not enabled.
	for _, a := range modelActions {
		c := cloneGame(g)
		err := c.Do(a)
		if (err == nil) != g.Enabled(a) {
			fail("Enabled(%v) = %v but Do gave %v", a, g.Enabled(a), err)
		}
	}
	// Save then load gives the same game.
	b, err := g.MarshalJSON()
	if err != nil {
		fail("marshal: %v", err)
	}
	back, err := UnmarshalGame(b, g.now)
	if err != nil {
		fail("load of a saved game: %v\n%s", err, b)
	}
	if d := gameDiff(g, back); d != "" {
		fail("load differs in %s", d)
	}
}

// seedEvents are hand-written sequences (op codes, -b for a parameter byte
// b): a solve, a restart and undo, editing and playing, questions.
var seedEvents = [][]byte{
	// load the 3-hole puzzle, place three solution digits, undo and redo
	ops(18, -1, 1, -0, 1, -1, 7, 8, 7, 8, 1, -2),
	// notes, a tap run, restart, undo, time passes, pause and resume
	ops(18, -0, 5, -11, -4, 5, -11, -5, 3, -1, 3, -1, 9, 7, 8, 1, -0, 24, -100, 12, 13, 7),
	// build a grid, check it, play it unconfirmed then confirmed
	ops(19, 21, -3, 22, 23, -1, 23, -0, 1, -5, 1, -9),
	// questions: restart, give up, stop, answered yes and no
	ops(18, -2, 1, -0, 26, -13, -1, -1, 26, -15, -1, -1, 26, -16, -0, -1),
	// mistakes off, clashing digits, checks, focus, time going back
	ops(25, -1, 0, -4, -4, 0, -5, -4, 11, 7, 8, 14, -1, 14, -0, 24, -0, 14, -1),
	// fill notes, wrong digits, undo all, restart
	ops(18, -0, 6, 0, -2, -2, 11, 7, 7, 8, 9, 12, 7, 8),
}

func FuzzGameEvents(f *testing.F) {
	for _, s := range seedEvents {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runEvents(t, newFuzzEnv(t), data)
	})
}

var randomGames = flag.Int("games", 40, "random event sequences TestRandomEvents plays")

// TestRandomEvents runs random sequences through the same checks as
// FuzzGameEvents, so every `go test` explores beyond the seeds.
func TestRandomEvents(t *testing.T) {
	env := newFuzzEnv(t)
	n := *randomGames
	if testing.Short() {
		n = min(n, 8)
	}
	rng := rand.New(rand.NewSource(1))
	for range n {
		data := make([]byte, 2*maxFuzzSteps)
		rng.Read(data)
		runEvents(t, env, data)
	}
}

func FuzzUnmarshalGame(f *testing.F) {
	g, _ := sampleGame(&testing.T{})
	b, _ := g.MarshalJSON()
	f.Add(b)
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`{"version":1,"state":"editing","puzzle":{"givens":"` + digitLine(solver.Grid{}) +
		`","solution":"` + digitLine(solver.Grid{}) + `"},"board":{"cells":"` + digitLine(solver.Grid{}) +
		`"},"elapsed":"0s","editStart":"` + digitLine(solver.Grid{}) + `"}`))
	f.Add([]byte(`{"version":2}`))
	for _, v := range []solver.Variant{solver.Jigsaw, solver.Killer} {
		vg, _ := playing(&testing.T{}, variantPuzzles()[v])
		b, _ := vg.MarshalJSON()
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := UnmarshalGame(data, nil)
		if (g == nil) == (err == nil) {
			t.Fatalf("a game and an error, or neither: %v %v", g, err)
		}
		if err != nil {
			return
		}
		// What loads saves again, and loads back the same.
		b, err := g.MarshalJSON()
		if err != nil {
			t.Fatalf("marshal a loaded game: %v", err)
		}
		back, err := UnmarshalGame(b, nil)
		if err != nil {
			t.Fatalf("reload: %v\n%s", err, b)
		}
		if d := gameDiff(g, back); d != "" {
			t.Fatalf("reload differs in %s", d)
		}
	})
}

func FuzzUnmarshalSettings(f *testing.F) {
	b, _ := MarshalSettings(DefaultSettings())
	f.Add(b)
	f.Add([]byte(`{"version":1,"mistakes":"off"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := UnmarshalSettings(data)
		if err != nil {
			if s != DefaultSettings() {
				t.Fatal("an error with settings other than the defaults")
			}
			return
		}
		b, err := MarshalSettings(s)
		if err != nil {
			t.Fatalf("marshal read settings: %v", err)
		}
		if back, err := UnmarshalSettings(b); err != nil || back != s {
			t.Fatalf("round trip: %v", err)
		}
	})
}

func FuzzUnmarshalStats(f *testing.F) {
	var st Stats
	st.started(solver.Classic, solver.Hard)
	st.solved(solver.Classic, solver.Hard, time.Minute, 100, false)
	b, _ := MarshalStats(st)
	f.Add(b)
	f.Add([]byte(`{"version":1,"levels":{"easy":{"bestTime":"1s"}}}`))
	st.started(solver.Killer, solver.Easy)
	b, _ = MarshalStats(st)
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := UnmarshalStats(data)
		if err != nil {
			return
		}
		b, err := MarshalStats(s)
		if err != nil {
			t.Fatalf("marshal read statistics: %v", err)
		}
		if back, err := UnmarshalStats(b); err != nil || back != s {
			t.Fatalf("round trip: %v", err)
		}
	})
}
