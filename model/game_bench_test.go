package model

import (
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// longGame returns a game with n changes in its history: digits placed,
// erased, then noted in turn on the empty cells.
func longGame(b *testing.B, n int) *Game {
	g, _ := playing(b, puzzleOf(b, easyGivens))
	s := g.Settings()
	s.Mistakes = MistakesShow
	g.SetSettings(s)
	empties := emptyCells(g)
	for k := 0; len(g.past) < n; k++ {
		i := empties[k/3%len(empties)]
		switch k % 3 {
		case 0:
			noErr(b, g.Place(i, uint8(k%9+1)))
		case 1:
			noErr(b, g.Erase(i))
		default:
			noErr(b, g.ToggleNote(i, uint8(k%9+1)))
		}
	}
	return g
}

// BenchmarkPlace measures one move with its history entry and the check for
// a finished grid.
func BenchmarkPlace(b *testing.B) {
	g, _ := playing(b, puzzleOf(b, easyGivens))
	s := g.Settings()
	s.Mistakes = MistakesShow
	g.SetSettings(s)
	b.ReportAllocs()
	for k := 0; b.Loop(); k++ {
		if err := g.Place(0, uint8(k%9+1)); err != nil {
			b.Fatal(err)
		}
		if len(g.past) > 1000 {
			g.past = g.past[:0]
		}
	}
}

// BenchmarkMarshalGame measures encoding a game with 500 changes of history,
// what the saver does at most once a second.
func BenchmarkMarshalGame(b *testing.B) {
	g := longGame(b, 500)
	b.ReportAllocs()
	for b.Loop() {
		data, err := g.MarshalJSON()
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(data)))
	}
}

// BenchmarkUnmarshalGame measures loading the same game at start.
func BenchmarkUnmarshalGame(b *testing.B) {
	data, err := longGame(b, 500).MarshalJSON()
	noErr(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := UnmarshalGame(data, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoardCells measures what the window asks of the game each frame:
// the 81 cells with their clashes, classic and Killer side by side (a
// variant's clashes go through its geometry's peers and cages).
func BenchmarkBoardCells(b *testing.B) {
	for _, tc := range []struct {
		name string
		p    Puzzle
	}{{"classic", puzzleOf(b, easyGivens)}, {"killer", variantPuzzles()[solver.Killer]}} {
		b.Run(tc.name, func(b *testing.B) {
			g, _ := playing(b, tc.p)
			s := g.Settings()
			s.Mistakes = MistakesShow
			g.SetSettings(s)
			// Every digit but the last cell's: the fullest board a game
			// in play shows.
			for i := range 80 {
				if !g.Given(i) {
					noErr(b, g.Place(i, tc.p.Solution[i]))
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				for i := range 81 {
					_ = g.Cell(i)
				}
			}
		})
	}
}

// BenchmarkHintVariant measures working out a hint on an Easy Killer's
// start, which the window does on its UI goroutine.
func BenchmarkHintVariant(b *testing.B) {
	g, _ := playing(b, variantPuzzles()[solver.Killer])
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.FindHint(); err != nil {
			b.Fatal(err)
		}
	}
}
