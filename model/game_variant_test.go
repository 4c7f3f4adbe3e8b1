package model

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// variantPuzzles are one generated Easy puzzle of each variant, made once.
var variantPuzzles = sync.OnceValue(func() map[solver.Variant]Puzzle {
	out := map[solver.Variant]Puzzle{}
	for _, v := range solver.Variants[1:] {
		p, err := GenerateVariantPuzzle(context.Background(), v, solver.Easy, rand.New(rand.NewSource(int64(v)+25)))
		if err != nil {
			panic(err)
		}
		out[v] = p
	}
	return out
})

func variantPuzzle(tb testing.TB, v solver.Variant) Puzzle {
	tb.Helper()
	p := variantPuzzles()[v]
	if p.Variant() != v || !p.Unique || p.Level() != solver.Easy {
		tb.Fatalf("%v puzzle: variant %v unique %v level %v", v, p.Variant(), p.Unique, p.Level())
	}
	return p
}

// emptyPair returns two empty cells of p that see each other under its
// rules but not in the classic game (share no row, column or box), and the
// solution's digit of the first: placing it in the second is a clash only
// the variant has. ok is false when there are none.
func variantOnlyPair(p Puzzle, keep func(a, b int) bool) (a, b int, ok bool) {
	geom := p.Geometry
	for a = 0; a < 81; a++ {
		for _, q := range geom.Peers(a) {
			b = int(q)
			if p.Givens[a] != 0 || p.Givens[b] != 0 || p.Solution[a] == p.Solution[b] {
				continue
			}
			classic := false
			for _, c := range solver.Peers[a] {
				classic = classic || int(c) == b
			}
			if !classic && keep(a, b) {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

// TestVariantClashes: a digit that repeats in a diagonal, a window, a jigsaw
// region or a cage is a clash (marked in `show`, refused in `refuse`), and a
// digit repeated in a box that is not a region of a Jigsaw is not.
func TestVariantClashes(t *testing.T) {
	for _, tc := range []struct {
		v    solver.Variant
		keep func(geom *solver.Geometry, a, b int) bool // what makes a and b peers
	}{
		{solver.XSudoku, func(_ *solver.Geometry, a, b int) bool { return a%10 == 0 && b%10 == 0 }},
		{solver.Windoku, func(_ *solver.Geometry, a, b int) bool { return true }},
		{solver.Jigsaw, func(g *solver.Geometry, a, b int) bool { return g.Regions[a] == g.Regions[b] }},
		{solver.Killer, func(g *solver.Geometry, a, b int) bool { return g.CageOf(a) == g.CageOf(b) }},
	} {
		t.Run(tc.v.String(), func(t *testing.T) {
			p := variantPuzzle(t, tc.v)
			a, b, ok := variantOnlyPair(p, func(a, b int) bool { return tc.keep(p.Geometry, a, b) })
			if !ok {
				t.Fatal("no pair of cells that only the variant makes peers")
			}
			g, _ := playing(t, p)
			s := g.Settings()
			s.Mistakes = MistakesShow
			g.SetSettings(s)
			d := p.Solution[a]
			noErr(t, g.Place(a, d))
			noErr(t, g.Place(b, d))
			if !g.Cell(a).Clash || !g.Cell(b).Clash {
				t.Errorf("%d at %s and %s: clash %v %v, want both", d, solver.CellName(a), solver.CellName(b),
					g.Cell(a).Clash, g.Cell(b).Clash)
			}
			noErr(t, g.Erase(b))
			s.Mistakes = MistakesRefuse
			g.SetSettings(s)
			var ce *ClashError
			if err := g.Place(b, d); !errors.As(err, &ce) {
				t.Errorf("refuse mode placed %d at %s beside %s: %v", d, solver.CellName(b), solver.CellName(a), err)
			}
		})
	}
	t.Run("jigsaw box is no house", func(t *testing.T) {
		p := variantPuzzle(t, solver.Jigsaw)
		geom := p.Geometry
		for a := 0; a < 81; a++ {
			for b := a + 1; b < 81; b++ {
				sameBox := a/27 == b/27 && a%9/3 == b%9/3
				if !sameBox || a/9 == b/9 || a%9 == b%9 || geom.Sees(a, b) || p.Givens[a] != 0 || p.Givens[b] != 0 {
					continue
				}
				g, _ := playing(t, p)
				s := g.Settings()
				s.Mistakes = MistakesShow
				g.SetSettings(s)
				for d := uint8(1); d <= 9; d++ {
					if g.clashWith(a, d) >= 0 || g.clashWith(b, d) >= 0 {
						continue // another clash
					}
					noErr(t, g.Place(a, d))
					noErr(t, g.Place(b, d))
					if g.Cell(a).Clash || g.Cell(b).Clash {
						t.Errorf("%d at %s and %s, one box but two regions: marked as a clash", d, solver.CellName(a), solver.CellName(b))
					}
					return
				}
			}
		}
		t.Fatal("no two cells of a box in different regions")
	})
}

// TestKillerWrongSum: a full cage whose digits add up to another sum is a
// clash of all its cells, though no digit repeats.
func TestKillerWrongSum(t *testing.T) {
	p := variantPuzzle(t, solver.Killer)
	for _, cage := range p.Geometry.Cages {
		if len(cage.Cells) < 2 {
			continue
		}
		g, _ := playing(t, p)
		s := g.Settings()
		s.Mistakes = MistakesShow
		g.SetSettings(s)
		// The solution's digits, but the last one changed to a digit the
		// cage does not hold and no peer of the cell in the solution holds
		// elsewhere in its row: try each until the cage is full and wrong.
		for _, c := range cage.Cells[:len(cage.Cells)-1] {
			noErr(t, g.Place(c, p.Solution[c]))
		}
		last := cage.Cells[len(cage.Cells)-1]
		for d := uint8(1); d <= 9; d++ {
			if d == p.Solution[last] || g.clashWith(last, d) >= 0 {
				continue
			}
			noErr(t, g.Place(last, d))
			for _, c := range cage.Cells {
				if !g.Cell(c).Clash {
					t.Errorf("cage %d at %s holds a wrong sum: %s not marked", cage.Sum, solver.CellName(cage.Cells[0]), solver.CellName(c))
				}
			}
			noErr(t, g.Place(last, p.Solution[last]))
			for _, c := range cage.Cells {
				if g.Cell(c).Clash {
					t.Errorf("cage %d at %s holds its sum: %s marked", cage.Sum, solver.CellName(cage.Cells[0]), solver.CellName(c))
				}
			}
			return
		}
	}
	t.Fatal("no cage to fill with a wrong sum")
}

// solveByHints applies hints until the game ends, and returns the hints.
func solveByHints(t *testing.T, g *Game) []Hint {
	t.Helper()
	var hs []Hint
	for n := 0; g.State() == Playing; n++ {
		if n > 400 {
			t.Fatal("400 hints and not solved")
		}
		h, err := g.FindHint()
		noErr(t, err)
		hs = append(hs, h)
		for range h.Rungs() {
			if _, _, err := g.AskHint(); err != nil {
				t.Fatalf("hint %d (%v): %v", n, h.Step, err)
			}
		}
	}
	return hs
}

// TestVariantHints: the hints of a variant game are worked out on the
// variant's candidates, so every step they apply is right, and applying them
// solves the puzzle; the solve counts in the variant's statistics.
func TestVariantHints(t *testing.T) {
	for _, v := range solver.Variants[1:] {
		t.Run(v.String(), func(t *testing.T) {
			p := variantPuzzle(t, v)
			g, _ := playing(t, p)
			steps := 0
			hs := solveByHints(t, g)
			for _, h := range hs {
				for _, pl := range h.Step.Placements {
					if p.Solution[pl.Cell] != pl.Digit {
						t.Fatalf("hint %v places %d at %s, the solution has %d", h.Step, pl.Digit, solver.CellName(int(pl.Cell)), p.Solution[pl.Cell])
					}
				}
				if h.Kind == HintStep {
					steps++
					if h.Variant == nil || h.Variant.Pattern == nil {
						t.Fatalf("hint %v: no variant step with its pattern", h.Step)
					}
					for _, e := range h.Step.Eliminations {
						if e.Digits.Has(p.Solution[e.Cell]) {
							t.Fatalf("hint %v removes the solution's %d from %s", h.Step, p.Solution[e.Cell], solver.CellName(int(e.Cell)))
						}
					}
					// A step in the classic houses is checked by the
					// classic game's checker too.
					if h.Step.Technique.Valid() && len(h.Step.Units) > 0 {
						if err := solver.CheckArgument(solver.ArgumentOf(h.Step, &h.Notes)); err != nil && err != solver.ErrUnchecked {
							t.Errorf("hint %v: %v", h.Step, err)
						}
					}
				}
			}
			if g.State() != IdleSolved {
				t.Fatalf("state %v after the hints, want Solved", g.State())
			}
			t.Logf("%v: %d logical steps among %d hints, %d empty cells", v, steps, len(hs), 81-p.Givens.Clues())
			if steps != len(hs) {
				t.Errorf("%d of %d hints of an Easy puzzle are not logical steps", len(hs)-steps, len(hs))
			}
			st := g.Stats()
			if got := st.ForVariant(v, solver.Easy); got.Started != 1 || got.Solved != 1 {
				t.Errorf("statistics of %v easy: %+v, want 1 started, 1 solved", v, got)
			}
			if got := st.For(solver.Easy); got.Started != 0 {
				t.Errorf("the classic statistics counted the %v game: %+v", v, got)
			}
			if r, ok := g.Result(); !ok || r.Hints == 0 || r.Score <= 0 {
				t.Errorf("result %+v, want a score and the hints counted", r)
			}
		})
	}
}

// TestVariantFillNotes: Fill notes writes the candidates the variant's
// houses and cages leave.
func TestVariantFillNotes(t *testing.T) {
	for _, v := range solver.Variants[1:] {
		p := variantPuzzle(t, v)
		g, _ := playing(t, p)
		noErr(t, g.FillNotes())
		for i := range 81 {
			if p.Givens[i] != 0 {
				continue
			}
			want := solver.AllDigits
			for _, q := range p.Geometry.Peers(i) {
				want &^= 1 << p.Givens[q]
			}
			if got := g.Notes(i); got != want {
				t.Fatalf("%v: notes of %s %v, want %v", v, solver.CellName(i), got, want)
			}
		}
	}
}

// TestVariantSaveLoad: a variant game saves with its variant (game file
// version 2) and comes back the same; a classic game is still version 1.
func TestVariantSaveLoad(t *testing.T) {
	for _, v := range solver.Variants {
		t.Run(v.String(), func(t *testing.T) {
			p := puzzleOf(t, easyGivens)
			if v != solver.Classic {
				p = variantPuzzle(t, v)
			}
			g, clk := playing(t, p)
			for i := range 81 {
				if p.Givens[i] == 0 {
					noErr(t, g.Place(i, p.Solution[i]))
					break
				}
			}
			noErr(t, g.ToggleNote(80-firstEmpty(g), 2))
			clk.advance(time.Minute)
			b, err := g.MarshalJSON()
			noErr(t, err)
			var head struct {
				Version int
				Puzzle  struct{ Variant string }
			}
			noErr(t, json.Unmarshal(b, &head))
			wantVersion := 2
			if v == solver.Classic {
				wantVersion = 1
			}
			if head.Version != wantVersion || (head.Puzzle.Variant != "") != (v != solver.Classic) {
				t.Fatalf("version %d, variant %q", head.Version, head.Puzzle.Variant)
			}
			back, err := UnmarshalGame(b, clk.now)
			noErr(t, err)
			if d := gameDiff(g, back); d != "" {
				t.Fatalf("reload differs in %s", d)
			}
			if back.Variant() != v || back.Puzzle().Grade.Level != p.Grade.Level {
				t.Fatalf("reloaded as %v at %v", back.Variant(), back.Puzzle().Grade.Level)
			}
		})
	}
}

func firstEmpty(g *Game) int {
	for i := range 81 {
		if g.Cell(80-i).Digit == 0 {
			return i
		}
	}
	return 0
}

// TestVariantSaveBroken: a game file whose variant is not a puzzle's, or
// disagrees with the puzzle, is refused with the reason.
func TestVariantSaveBroken(t *testing.T) {
	p := variantPuzzle(t, solver.Killer)
	g, _ := playing(t, p)
	b, err := g.MarshalJSON()
	noErr(t, err)
	var f map[string]any
	noErr(t, json.Unmarshal(b, &f))
	variant := f["puzzle"].(map[string]any)["variant"].(string)
	x := variantPuzzle(t, solver.XSudoku)
	var xs strings.Builder
	noErr(t, WriteVariant(&xs, VariantPuzzle{Geometry: x.Geometry, Givens: x.Givens}))
	for _, tc := range []struct{ name, variant, want string }{
		{"bad sum", strings.Replace(variant, "cage ", "cage 99", 1), "cage"},
		{"not a variant", "hello", "variant-no-header"},
		{"other givens", xs.String(), "givens"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f["puzzle"].(map[string]any)["variant"] = tc.variant
			bad, _ := json.Marshal(f)
			if _, err := UnmarshalGame(bad, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
	// A version 2 file of a classic game reads.
	c, _ := playing(t, puzzleOf(t, easyGivens))
	cb, _ := c.MarshalJSON()
	cb = []byte(strings.Replace(string(cb), `"version": 1`, `"version": 2`, 1))
	if _, err := UnmarshalGame(cb, nil); err != nil {
		t.Fatalf("version 2 without a variant: %v", err)
	}
	if _, err := UnmarshalGame([]byte(`{"version":3}`), nil); err == nil {
		t.Fatal("version 3 read")
	}
}

// TestVariantStats: each variant keeps its figures per level; a file from
// before the variants reads as the classic game's; the variants' figures
// read back.
func TestVariantStats(t *testing.T) {
	var st Stats
	st.started(solver.Classic, solver.Easy)
	st.started(solver.Killer, solver.Hard)
	st.solved(solver.Killer, solver.Hard, 3*time.Minute, 120, false)
	st.started(solver.Jigsaw, solver.Medium)
	st.gaveUp(solver.Jigsaw, solver.Medium)
	b, err := MarshalStats(st)
	noErr(t, err)
	back, err := UnmarshalStats(b)
	noErr(t, err)
	if back != st {
		t.Fatalf("round trip differs:\n%s", b)
	}
	for _, tc := range []struct {
		v    solver.Variant
		l    solver.Level
		want LevelStats
	}{
		{solver.Classic, solver.Easy, LevelStats{Started: 1}},
		{solver.Killer, solver.Hard, LevelStats{Started: 1, Solved: 1, BestTime: 3 * time.Minute, BestScore: 120, Streak: 1, LongestStreak: 1}},
		{solver.Jigsaw, solver.Medium, LevelStats{Started: 1, GivenUp: 1}},
		{solver.XSudoku, solver.Hard, LevelStats{}},
		{solver.Classic, solver.Hard, LevelStats{}},
	} {
		if got := back.ForVariant(tc.v, tc.l); got != tc.want {
			t.Errorf("%v %v: %+v, want %+v", tc.v, tc.l, got, tc.want)
		}
	}
	if !back.Played(solver.Killer) || back.Played(solver.XSudoku) {
		t.Error("Played: want Killer only among the variants")
	}
	old := []byte(`{"version":2,"levels":{"hard":{"started":4,"solved":2,"givenUp":0,"bestTime":"5m0s","bestScore":80,"streak":2,"longestStreak":2}}}`)
	s, err := UnmarshalStats(old)
	noErr(t, err)
	if s.For(solver.Hard).Started != 4 || s.ForVariant(solver.Killer, solver.Hard).Started != 0 {
		t.Errorf("a file without variants: classic %+v, killer %+v", s.For(solver.Hard), s.ForVariant(solver.Killer, solver.Hard))
	}
	for _, bad := range []string{
		`{"version":2,"levels":{},"variants":{"sudokuX":{}}}`,
		`{"version":2,"levels":{},"variants":{"classic":{}}}`,
		`{"version":2,"levels":{},"variants":{"x":{"harder":{"bestTime":"0s"}}}}`,
		`{"version":2,"levels":{},"variants":{"x":{"easy":{"bestTime":"0s","solved":-1}}}}`,
	} {
		if _, err := UnmarshalStats([]byte(bad)); err == nil {
			t.Errorf("%s: read", bad)
		}
	}
}

// TestSettingsLastVariant: the settings remember the variant New game last
// started; an unknown one is refused; a file without it is the classic game.
func TestSettingsLastVariant(t *testing.T) {
	for _, v := range solver.Variants {
		s := DefaultSettings()
		s.SetLastVariant(v)
		b, err := MarshalSettings(s)
		noErr(t, err)
		back, err := UnmarshalSettings(b)
		noErr(t, err)
		if back.LastVariant() != v {
			t.Errorf("%v: read back %v", v, back.LastVariant())
		}
	}
	if DefaultSettings().LastVariant() != solver.Classic {
		t.Error("the default is not the classic game")
	}
	if _, err := UnmarshalSettings([]byte(`{"version":2,"variant":"samurai"}`)); err == nil {
		t.Error("an unknown variant read")
	}
}

// TestNewVariantPuzzle: clashing givens under the variant's rules, and a
// grid of several solutions, are told as for the classic game.
func TestNewVariantPuzzle(t *testing.T) {
	x := variantPuzzle(t, solver.XSudoku)
	clash := x.Givens
	clash[0], clash[10] = 0, 0
	clash[0], clash[80] = 7, 7
	if clash[0] == clash[80] && x.Givens[80] == 0 {
		var ce *solver.ConflictError
		if _, err := NewVariantPuzzle(x.Geometry, clash, "t"); !errors.As(err, &ce) {
			t.Errorf("7 twice on the diagonal: %v, want a conflict", err)
		}
	}
	p, err := NewVariantPuzzle(x.Geometry, solver.Grid{}, "t")
	noErr(t, err)
	if p.Unique || p.Variant() != solver.XSudoku || !p.solved(p.Solution) {
		t.Errorf("the empty X grid: unique %v variant %v", p.Unique, p.Variant())
	}
	again, err := NewVariantPuzzle(x.Geometry, x.Givens, "t")
	noErr(t, err)
	if !again.Unique || again.Grade.Level != x.Grade.Level || again.Solution != x.Solution {
		t.Errorf("the generated X puzzle read again: %+v", again.Grade)
	}
	if again.Grade.Complexity != 81-x.Givens.Clues()+again.Grade.Guesses {
		t.Errorf("complexity %d: not the empty cells plus the guesses", again.Grade.Complexity)
	}
}

// TestVariantHintsAreLogical plays generated puzzles of every variant from
// Easy to Expert by hints, with and without notes: the grader finishes
// such puzzles, so every hint is a logical step of its technique with its
// pattern (never the solution's next cell), and each names the
// position's own step (solver.VariantHint).
func TestVariantHintsAreLogical(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	for _, v := range solver.Variants[1:] {
		for _, lvl := range []solver.Level{solver.Easy, solver.Medium, solver.Hard, solver.Expert} {
			p, err := GenerateVariantPuzzle(context.Background(), v, lvl, rng)
			noErr(t, err)
			for _, notes := range []bool{false, true} {
				g, _ := playing(t, p)
				if notes {
					noErr(t, g.FillNotes())
				}
				used := map[solver.VariantTechnique]bool{}
				for n := 0; g.State() == Playing; n++ {
					if n > 400 {
						t.Fatalf("%v %v: 400 hints and not solved", v, lvl)
					}
					h, err := g.FindHint()
					noErr(t, err)
					if h.Kind != HintStep || h.Variant == nil {
						t.Fatalf("%v %v (notes %v) hint %d: kind %v, want a logical step", v, lvl, notes, n, h.Kind)
					}
					used[h.Variant.Technique] = true
					for range h.Rungs() {
						_, _, err := g.AskHint()
						noErr(t, err)
					}
				}
				if g.State() != IdleSolved {
					t.Fatalf("%v %v: state %v after the hints", v, lvl, g.State())
				}
				if r, ok := g.Result(); !ok || r.Hints == 0 {
					t.Errorf("%v %v: result %+v, want the hints counted", v, lvl, r)
				}
				if lvl == solver.Expert && !notes {
					t.Logf("%v %v: techniques %v", v, lvl, used)
				}
			}
		}
	}
}

// TestVariantMasterHintsAreLogical plays by hints, without notes and
// with, the X-Sudoku and Windoku puzzles of the solver's reference fixture
// that the reference rates 8.5 to 9.2 (the grader finishes them with
// dynamic forcing chains): every hint is a logical step with its pattern,
// never the solution's next cell, and some are dynamic forcing chains.
func TestVariantMasterHintsAreLogical(t *testing.T) {
	data, err := os.ReadFile("../solver/testdata/variants-se.txt")
	noErr(t, err)
	dynamic := 0
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(fields) < 3 {
			continue
		}
		if er, _ := strconv.ParseFloat(fields[2], 64); er < 8.5 || er > 9.2 {
			continue
		}
		v, err := solver.ParseVariant(fields[0])
		noErr(t, err)
		givens, err := solver.Parse(fields[1])
		noErr(t, err)
		p, err := NewVariantPuzzle(solver.GeometryOf(v), givens, "t")
		noErr(t, err)
		for _, notes := range []bool{false, true} {
			g, _ := playing(t, p)
			if notes {
				noErr(t, g.FillNotes())
			}
			for n := 0; g.State() == Playing; n++ {
				if n > 400 {
					t.Fatalf("%v %s: 400 hints and not solved", v, fields[1])
				}
				h, err := g.FindHint()
				noErr(t, err)
				if h.Kind != HintStep || h.Variant == nil || h.Variant.Pattern == nil {
					t.Fatalf("%v %s (notes %v) hint %d: kind %v, want a logical step", v, fields[1], notes, n, h.Kind)
				}
				if h.Variant.Technique == solver.VDynamicForcing {
					if _, ok := h.Variant.Forcing(); !ok || len(h.Step.Links) == 0 {
						t.Fatalf("%v %s hint %d: a dynamic forcing chain without its chains", v, fields[1], n)
					}
					dynamic++
				}
				for range h.Rungs() {
					_, _, err := g.AskHint()
					noErr(t, err)
				}
			}
			if g.State() != IdleSolved {
				t.Fatalf("%v %s: state %v after the hints", v, fields[1], g.State())
			}
		}
	}
	if dynamic == 0 {
		t.Fatal("no dynamic forcing chain among the hints: the test no longer checks them")
	}
	t.Logf("%d dynamic forcing chains", dynamic)
}

// TestVariantExpectedTime: a variant puzzle's guesses count from where the
// variants' grader stops (docs/behaviour.md, "Scoring and stars"), so a
// puzzle the grader finishes is expected in 10 s an empty cell. Counted
// from the givens, the search engine took an Expert Killer hundreds of
// guesses (seed 7: 99, 495, 220), an expected time of days.
func TestVariantExpectedTime(t *testing.T) {
	for _, tc := range []struct {
		v    solver.Variant
		lvl  solver.Level
		seed int64
	}{
		{solver.Killer, solver.Expert, 7},
		{solver.Killer, solver.Hard, 8},
		{solver.Jigsaw, solver.Expert, 7},
		{solver.XSudoku, solver.Expert, 7},
		{solver.Windoku, solver.Expert, 7},
	} {
		p, err := GenerateVariantPuzzle(context.Background(), tc.v, tc.lvl, rand.New(rand.NewSource(tc.seed)))
		noErr(t, err)
		empty := 81 - p.Givens.Clues()
		if p.Grade.Guesses != 0 || p.Grade.Complexity != empty {
			t.Errorf("%v %v: guesses %d, complexity %d; want 0 and the %d empty cells", tc.v, tc.lvl,
				p.Grade.Guesses, p.Grade.Complexity, empty)
		}
	}
	// A puzzle the grader does not finish: the guesses are the engine's
	// from where it stopped, never more than from the givens.
	for seed := int64(1); seed <= 3; seed++ {
		p, err := GenerateVariantPuzzle(context.Background(), solver.XSudoku, solver.Master, rand.New(rand.NewSource(seed)))
		noErr(t, err)
		if !p.Grade.Exact && p.Grade.Guesses > p.Geometry.Guesses(p.Givens) {
			t.Errorf("X Master seed %d: %d guesses from the grader's stop, %d from the givens", seed,
				p.Grade.Guesses, p.Geometry.Guesses(p.Givens))
		}
	}
}

// TestKillerWithoutGivensCanBeSaved: a Killer's cages are its puzzle, so
// Save is offered before the first digit, as for any other game; an empty
// classic grid still has nothing to save.
func TestKillerWithoutGivensCanBeSaved(t *testing.T) {
	p := variantPuzzle(t, solver.Killer)
	if p.Givens.Clues() != 0 {
		t.Fatalf("the Easy Killer has %d givens, want none", p.Givens.Clues())
	}
	g, _ := playing(t, p)
	if !g.Enabled(ActSave) {
		t.Fatal("Save is not offered for a Killer game without a digit on the board")
	}
	if New(time.Now).Enabled(ActSave) {
		t.Fatal("Save is offered for an empty classic grid")
	}
}
