package model

import (
	"bufio"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

func TestHintLadderStep(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	h, rung, err := g.AskHint()
	noErr(t, err)
	if h.Kind != HintStep || rung != 1 {
		t.Fatalf("first press: kind %v rung %d, want a step on rung 1", h.Kind, rung)
	}
	if hints, _ := g.Assists(); hints != 0 {
		t.Fatalf("naming the technique counted %d hints, want 0", hints)
	}
	if _, rung, err = g.AskHint(); err != nil || rung != 2 {
		t.Fatalf("second press: rung %d err %v", rung, err)
	}
	if hints, _ := g.Assists(); hints != 1 {
		t.Fatalf("showing the pattern counted %d hints, want 1", hints)
	}
	before := g.Grid()
	if _, rung, err = g.AskHint(); err != nil || rung != 0 {
		t.Fatalf("third press: rung %d err %v, want applied", rung, err)
	}
	if _, _, ok := g.Hint(); ok {
		t.Fatal("the ladder stays open after applying")
	}
	if hints, _ := g.Assists(); hints != 1 {
		t.Fatalf("applying after showing counted %d hints, want 1 in all", hints)
	}
	p := h.Step.Placements[0]
	if g.Grid()[p.Cell] != p.Digit || before[p.Cell] != 0 {
		t.Fatalf("applying did not place %d at %s", p.Digit, solver.CellName(int(p.Cell)))
	}
	noErr(t, g.Undo())
	if g.Grid() != before {
		t.Fatal("one undo does not take the hint back")
	}
	if got := g.Hinted(); len(got) != 1 || got[0] != h.Step.Technique {
		t.Fatalf("Hinted = %v, want [%v]", got, h.Step.Technique)
	}
}

func TestHintClosesOnMoveAndUndo(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	sol := g.Puzzle().Solution
	_, _, err := g.AskHint()
	noErr(t, err)
	noErr(t, g.Place(0, sol[0]))
	if _, _, ok := g.Hint(); ok {
		t.Fatal("a move leaves the ladder open")
	}
	_, _, err = g.AskHint()
	noErr(t, err)
	noErr(t, g.Undo())
	if _, _, ok := g.Hint(); ok {
		t.Fatal("an undo leaves the ladder open")
	}
	_, _, err = g.AskHint()
	noErr(t, err)
	g.CloseHint()
	if _, _, ok := g.Hint(); ok {
		t.Fatal("CloseHint leaves the ladder open")
	}
}

func TestHintWrongDigit(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	g.settings.Mistakes = MistakesOff
	sol := g.Puzzle().Solution
	wrong := sol[0]%9 + 1
	noErr(t, g.Place(0, wrong))
	noErr(t, g.Place(1, sol[1]))
	noErr(t, g.Place(3, sol[3]))
	h, rung, err := g.AskHint()
	noErr(t, err)
	if h.Kind != HintWrongDigit || h.Cell != 0 || h.Digit != wrong || rung != 1 {
		t.Fatalf("hint %+v rung %d, want the wrong digit at r1c1", h, rung)
	}
	if h.Undos != 3 {
		t.Fatalf("Undos = %d, want 3", h.Undos)
	}
	if hints, _ := g.Assists(); hints != 1 {
		t.Fatalf("pointing at a mistake counted %d hints, want 1", hints)
	}
	noErr(t, g.UndoToHint())
	if got := g.Grid(); got != g.Givens() {
		t.Fatalf("after UndoToHint the board holds %v", got)
	}
	noErr(t, g.Redo())
	if g.Grid()[0] != wrong {
		t.Fatal("redo does not bring back the undone move")
	}
	// Erasing instead: the second press applies.
	_, _, err = g.AskHint()
	noErr(t, err)
	if _, rung, err = g.AskHint(); err != nil || rung != 0 || g.Grid()[0] != 0 {
		t.Fatalf("second press: rung %d err %v cell %d, want erased", rung, err, g.Grid()[0])
	}
}

func TestHintWrongNotes(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	sol := g.Puzzle().Solution
	other := sol[0]%9 + 1
	noErr(t, g.ToggleNote(0, other))
	h, _, err := g.AskHint()
	noErr(t, err)
	if h.Kind != HintWrongNotes || h.Cell != 0 || h.Digit != sol[0] {
		t.Fatalf("hint %+v, want the notes of r1c1 lacking %d", h, sol[0])
	}
	_, _, err = g.AskHint()
	noErr(t, err)
	if !g.Notes(0).Has(sol[0]) {
		t.Fatal("applying does not add the missing note")
	}
}

func TestHintRefused(t *testing.T) {
	g := New(nil)
	if _, _, err := g.AskHint(); err == nil {
		t.Fatal("a hint in Idle is not refused")
	}
	noErr(t, g.Edit())
	if _, _, err := g.AskHint(); err == nil {
		t.Fatal("a hint while creating a grid is not refused")
	}
}

func TestHintEliminationFillsNotes(t *testing.T) {
	// A position whose first step is an elimination: walk the logical
	// solve of a Hard puzzle until one comes.
	for _, line := range bundled(t, "hard.sdm", 20) {
		p := puzzleOf(t, line)
		g, _ := playing(t, p)
		for range 200 {
			h, err := g.FindHint()
			noErr(t, err)
			if h.Kind == HintStep && len(h.Step.Eliminations) > 0 {
				g.ladder = &hintLadder{hint: h, at: g.cur, rung: 2}
				noErr(t, g.ApplyHint())
				for _, e := range h.Step.Eliminations {
					n := g.Notes(int(e.Cell))
					if n == 0 || n&e.Digits != 0 || !n.Has(p.Solution[e.Cell]) {
						t.Fatalf("%v: notes of %s = %v after the step", h.Step, solver.CellName(int(e.Cell)), n)
					}
				}
				return
			}
			g.ladder = &hintLadder{hint: h, at: g.cur, rung: 2}
			noErr(t, g.ApplyHint())
			if g.State() != Playing {
				break
			}
		}
	}
	t.Fatal("no elimination step met")
}

// bundled reads the first n puzzles of a bundled collection.
func bundled(tb testing.TB, name string, n int) []string {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "assets", "puzzles", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		if l := sc.Text(); len(l) == 81 && l[0] != '#' {
			out = append(out, l)
		}
	}
	return out
}

// TestHintProperty checks the ladder over thousands of positions made from
// bundled puzzles with random right and wrong digits and notes: the first
// hint names a wrong digit when there is one (then wrong notes); otherwise
// applying it never removes the solution's digit from the notes and never
// places a wrong digit; and pressing H over and over finishes the puzzle.
func TestHintProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	var lines []string
	for _, f := range []string{"easy.sdm", "medium.sdm", "hard.sdm", "expert.sdm"} {
		lines = append(lines, bundled(t, f, 6)...)
	}
	positions := 3000
	if testing.Short() {
		positions = 300
	}
	kinds := map[HintKind]int{}
	for n := range positions {
		p := puzzleOf(t, lines[n%len(lines)])
		g, _ := playing(t, p)
		g.settings.Mistakes = MistakesOff
		wrongDigit, wrongNotes := false, false
		fill := rng.Float64()
		for i := range 81 {
			if p.Givens[i] != 0 {
				continue
			}
			switch r := rng.Float64(); {
			case r < fill:
				g.cur.cells[i] = p.Solution[i]
			case r < fill+0.01:
				g.cur.cells[i] = uint8(rng.IntN(9) + 1)
				wrongDigit = wrongDigit || g.cur.cells[i] != p.Solution[i]
			case r < fill+0.3:
				m := solver.Mask(rng.IntN(1<<9)) << 1
				if rng.IntN(10) > 0 {
					m |= 1 << p.Solution[i]
				}
				g.cur.notes[i] = m
			}
		}
		for i := range 81 {
			if g.cur.cells[i] == 0 && g.cur.notes[i] != 0 && !g.cur.notes[i].Has(p.Solution[i]) {
				wrongNotes = true
			}
		}
		if g.cur.cells.Solved() {
			continue
		}
		h, err := g.FindHint()
		noErr(t, err)
		kinds[h.Kind]++
		switch {
		case wrongDigit:
			if h.Kind != HintWrongDigit || p.Solution[h.Cell] == g.cur.cells[h.Cell] {
				t.Fatalf("position %d: hint %v, want a wrong digit", n, h.Kind)
			}
			continue
		case wrongNotes:
			if h.Kind != HintWrongNotes || g.cur.notes[h.Cell].Has(p.Solution[h.Cell]) {
				t.Fatalf("position %d: hint %v, want wrong notes", n, h.Kind)
			}
			continue
		}
		checkApply(t, g, h)
		if n%20 == 0 {
			finish(t, g)
		}
	}
	t.Logf("first hints: %v", kinds)
}

// checkApply applies h on g and checks that it places only the solution's
// digits and removes no solution digit from the notes.
func checkApply(t *testing.T, g *Game, h Hint) {
	t.Helper()
	sol := g.puzzle.Solution
	if h.Kind != HintStep && h.Kind != HintStuck {
		t.Fatalf("hint %v on a position without mistakes", h.Kind)
	}
	g.ladder = &hintLadder{hint: h, at: g.cur, rung: h.Rungs() - 1}
	noErr(t, g.ApplyHint())
	for i := range 81 {
		if d := g.cur.cells[i]; d != 0 && d != sol[i] {
			t.Fatalf("%v placed %d at %s", h.Step, d, solver.CellName(i))
		}
		if m := g.cur.notes[i]; g.cur.cells[i] == 0 && m != 0 && !m.Has(sol[i]) {
			t.Fatalf("%v removed the solution's %d from %s", h.Step, sol[i], solver.CellName(i))
		}
	}
}

// finish presses H until the game is solved.
func finish(t *testing.T, g *Game) {
	t.Helper()
	for range 81 * 30 {
		if g.State() != Playing {
			return
		}
		h, err := g.FindHint()
		noErr(t, err)
		checkApply(t, g, h)
	}
	t.Fatalf("hints did not finish the puzzle: %v", g.cur.cells)
}

// BenchmarkHintExpert finds the hint on Expert puzzles at the position
// before their hardest step (the player's notes being the solver's
// candidates there), the slowest hint of each solve.
func BenchmarkHintExpert(b *testing.B) {
	var games []*Game
	for _, line := range bundled(b, "expert.sdm", 10) {
		p := puzzleOf(b, line)
		steps, err := solver.LogicalSteps(p.Givens)
		noErr(b, err)
		hardest := 0
		for k, s := range steps {
			if s.Rating > steps[hardest].Rating {
				hardest = k
			}
		}
		l, err := solver.NewLogic(p.Givens)
		noErr(b, err)
		for range hardest {
			if _, ok := l.Advance(); !ok {
				b.Fatal("the solve stops early")
			}
		}
		g, _ := playing(b, p)
		g.cur.cells = l.Grid()
		for i := range 81 {
			g.cur.notes[i] = l.Candidates(i)
		}
		h, err := g.FindHint()
		noErr(b, err)
		if h.Kind != HintStep || h.Step.Rating != steps[hardest].Rating {
			b.Fatalf("hint %v %v, want the hardest step %v", h.Kind, h.Step, steps[hardest])
		}
		games = append(games, g)
	}
	b.ResetTimer()
	for i := range b.N {
		if _, err := games[i%len(games)].FindHint(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestHintCountedOncePerStep: reopening and cancelling the same hint, as a
// player does with H H Escape, counts it once; the techniques hinted list
// it once; a new step counts again.
func TestHintCountedOncePerStep(t *testing.T) {
	tests := []struct {
		name  string
		press func(g *Game)
	}{
		{"H H Escape", func(g *Game) {
			for range 2 {
				if _, _, err := g.AskHint(); err != nil {
					t.Fatal(err)
				}
			}
			g.CloseHint()
		}},
		{"H Escape H H Escape", func(g *Game) {
			_, _, err := g.AskHint()
			noErr(t, err)
			g.CloseHint()
			for range 2 {
				_, _, err = g.AskHint()
				noErr(t, err)
			}
			g.CloseHint()
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := playing(t, puzzleOf(t, easyGivens))
			for i := range 3 {
				tt.press(g)
				if hints, _ := g.Assists(); hints != 1 {
					t.Fatalf("after %d rounds: %d hints counted for one step, want 1", i+1, hints)
				}
			}
			// Undo-free detour: a move and its undo give the same step again.
			sol := g.Puzzle().Solution
			empty := -1
			for i, d := range g.Grid() {
				if d == 0 {
					empty = i
					break
				}
			}
			noErr(t, g.Place(empty, sol[empty]))
			noErr(t, g.Undo())
			tt.press(g)
			if hints, _ := g.Assists(); hints != 1 {
				t.Fatalf("the same step after a move and its undo: %d hints, want 1", hints)
			}
			if got := g.Hinted(); len(got) != 1 {
				t.Fatalf("Hinted = %v, want one technique", got)
			}
			// Applying the step (already counted) adds nothing; the next
			// step's pattern counts one more.
			for {
				_, rung, err := g.AskHint()
				noErr(t, err)
				if rung == 0 {
					break
				}
			}
			if hints, _ := g.Assists(); hints != 1 {
				t.Fatalf("applying a step already shown: %d hints, want 1", hints)
			}
			tt.press(g)
			if hints, _ := g.Assists(); hints != 2 {
				t.Fatalf("showing the next step: %d hints, want 2", hints)
			}
			got := g.Hinted()
			for i := range got {
				if slices.Contains(got[i+1:], got[i]) {
					t.Fatalf("Hinted = %v lists %v twice", got, got[i])
				}
			}
		})
	}
}
