package model

import (
	"encoding/json"
	"testing"
	"time"
)

// manyChanges plays n changes: notes toggled on the empty cells in turn.
func manyChanges(tb testing.TB, n int) *Game {
	tb.Helper()
	p := puzzleOf(tb, easyGivens)
	g, _ := playing(tb, p)
	var empty []int
	for i, d := range p.Givens {
		if d == 0 {
			empty = append(empty, i)
		}
	}
	for k := 0; k < n; k++ {
		i := empty[k%len(empty)]
		noErr(tb, g.ToggleNote(i, uint8(1+(k/len(empty))%9)))
	}
	return g
}

// The history keeps at most MaxHistory positions; a long game's file stays
// under 1 MB and reads back the same, its history included.
func TestHistoryIsBounded(t *testing.T) {
	g := manyChanges(t, MaxHistory+500)
	if n := len(g.past) + len(g.future); n != MaxHistory {
		t.Fatalf("%d positions kept, want %d", n, MaxHistory)
	}
	for k := 0; k < 10; k++ {
		noErr(t, g.Undo())
	}
	b, err := g.MarshalJSON()
	noErr(t, err)
	if len(b) >= 1<<20 {
		t.Fatalf("%d moves encode to %d bytes, want under 1 MB", MaxHistory, len(b))
	}
	h, err := UnmarshalGame(b, nil)
	noErr(t, err)
	if h.cur != g.cur || len(h.past) != len(g.past) || len(h.future) != len(g.future) {
		t.Fatalf("read back: %d/%d positions, want %d/%d", len(h.past), len(h.future), len(g.past), len(g.future))
	}
	for k := range g.past {
		if h.past[k] != g.past[k] {
			t.Fatalf("undo position %d differs", k)
		}
	}
}

// A file with a longer history than the game keeps (an older version's)
// reads, with its newest positions, and a Restart cut moves with them.
func TestLongerHistoryFileReads(t *testing.T) {
	g := manyChanges(t, 300)
	b, err := g.MarshalJSON()
	noErr(t, err)
	var f map[string]any
	noErr(t, json.Unmarshal(b, &f))
	undo := f["undo"].([]any)
	long := make([]any, 0, MaxHistory+len(undo))
	for len(long)+len(undo) < MaxHistory+len(undo)+7 {
		long = append(long, undo[0]) // the same first change, again and again
	}
	f["undo"] = append(long, undo...)
	b, err = json.Marshal(f)
	noErr(t, err)
	h, err := UnmarshalGame(b, nil)
	noErr(t, err)
	if len(h.past) != MaxHistory || h.cur != g.cur {
		t.Fatalf("read %d positions, want %d", len(h.past), MaxHistory)
	}
}

// The writer never writes what the reader refuses.
func TestMarshalRefusesWhatTheReaderWould(t *testing.T) {
	g := manyChanges(t, 10)
	b, err := g.MarshalJSON()
	noErr(t, err)
	if len(b) > maxStoredSize {
		t.Fatal("impossible")
	}
	if _, err := UnmarshalGame(b, nil); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkLoadLongGame reads a game of 10,000 moves (the budget:
// under 1 MB, under 100 ms).
func BenchmarkLoadLongGame(b *testing.B) {
	g := manyChanges(b, 10000)
	data, err := g.MarshalJSON()
	noErr(b, err)
	b.ResetTimer()
	for range b.N {
		if _, err := UnmarshalGame(data, time.Now); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "file-bytes")
}
