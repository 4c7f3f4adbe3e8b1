package model

import (
	"testing"
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
