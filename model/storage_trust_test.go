package model

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// solvedGameFile is the file of the easy puzzle solved in 3 minutes.
func solvedGameFile(t *testing.T) (string, Result) {
	t.Helper()
	g, clk := playing(t, puzzleOf(t, easyGivens))
	sol := easySolution(t)
	clk.advance(3 * time.Minute)
	for i := range 81 {
		if g.Grid()[i] == 0 {
			noErr(t, g.Place(i, sol[i]))
		}
	}
	r, ok := g.Result()
	if !ok {
		t.Fatal("not solved")
	}
	b, err := g.MarshalJSON()
	noErr(t, err)
	return string(b), r
}

// A game file's figures are not believed: the grade is made again from the
// givens (complexity, guesses, level, rating, techniques), and a solved
// game's score, stars and expected time from the solve (docs/formats.md).
func TestSavedFiguresNotTrusted(t *testing.T) {
	file, want := solvedGameFile(t)
	grade := puzzleOf(t, easyGivens).Grade
	for _, tc := range []struct{ name, from, to string }{
		{"complexity", `"complexity": 49,`, `"complexity": 9223372036854775807,`},
		{"guesses", `"guesses": 0,`, `"guesses": 1000000,`},
		{"level", `"level": "easy",`, `"level": "master",`},
		{"score", fmt.Sprintf(`"score": %d,`, want.Score), `"score": 999999,`},
		{"stars", fmt.Sprintf(`"stars": %d,`, want.Stars), `"stars": 1,`},
		{"negative rating", `"rating": 1.2,`, `"rating": -7.5,`},
		{"huge rating", `"rating": 1.2,`, `"rating": 1e308,`},
		{"master's rating", `"rating": 1.2,`, `"rating": 11.9,`},
		{"unknown technique", `"full-house"`, `"made-up"`},
		{"not exact", `"exact": true`, `"exact": false`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(file, tc.from) {
				t.Fatalf("the file has no %s", tc.from)
			}
			hostile := strings.Replace(file, tc.from, tc.to, -1)
			g, err := UnmarshalGame([]byte(hostile), newFakeClock().now)
			noErr(t, err)
			gr := g.Puzzle().Grade
			if gr.Complexity != grade.Complexity || gr.Guesses != grade.Guesses || gr.Level != grade.Level ||
				gr.Rating != grade.Rating || !gr.Exact || strings.Join(gr.Techniques, " ") != strings.Join(grade.Techniques, " ") {
				t.Fatalf("grade %+v, want %+v", gr, grade)
			}
			r, _ := g.Result()
			if r.Score != want.Score || r.Stars != want.Stars || r.Level != want.Level || r.Complexity != grade.Complexity || r.Expected != want.Expected {
				t.Fatalf("result %+v, want %+v", r, want)
			}
		})
	}
}

// hostileHistory is a game file of about size bytes whose undo list holds
// short entries by the million (r1c1 back and forth).
func hostileHistory(t testing.TB, size int) []byte {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	b, err := g.MarshalJSON()
	noErr(t, err)
	var m map[string]any
	noErr(t, json.Unmarshal(b, &m))
	n := (size - len(b)) / len(`"r1c1=4",`)
	undo := make([]string, n&^1)
	for i := range undo {
		undo[i] = "r1c1=" + string("40"[i%2])
	}
	m["undo"] = undo
	out, err := json.Marshal(m)
	noErr(t, err)
	return out
}

// A game file of any size the reader takes loads in bounded work: the
// newest MaxHistory positions are decoded, the millions before them only
// scanned (a 59 MiB history took 4.5 s and 648 MB). Beyond maxGameSize the
// file is refused before it is parsed.
func TestHostileGameLoadsBounded(t *testing.T) {
	data := hostileHistory(t, maxGameSize-1024)
	if len(data) > maxGameSize {
		t.Fatalf("%d bytes", len(data))
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	g, err := UnmarshalGame(data, newFakeClock().now)
	runtime.ReadMemStats(&after)
	noErr(t, err)
	if n := len(g.past); n != MaxHistory {
		t.Fatalf("%d positions kept, want %d", n, MaxHistory)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
		t.Fatalf("loading a %d MiB history allocated %d MiB", len(data)>>20, alloc>>20)
	}

	big := hostileHistory(t, maxGameSize+1024)
	if _, err := UnmarshalGame(big, newFakeClock().now); err == nil || !strings.Contains(err.Error(), "more than the 16 MiB") {
		t.Fatalf("a %d-byte game file: %v", len(big), err)
	}
}

// BenchmarkLoadHostileGame reads the largest game file the reader takes,
// made of short history entries: the start's worst case.
func BenchmarkLoadHostileGame(b *testing.B) {
	data := hostileHistory(b, maxGameSize-1024)
	b.ResetTimer()
	for range b.N {
		if _, err := UnmarshalGame(data, time.Now); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "file-bytes")
}

// The settings and the statistics are a few hundred bytes: a file of more
// than maxSmallFile is refused before it is parsed.
func TestSmallFilesBounded(t *testing.T) {
	pad := `{"version": 2, "x": "` + strings.Repeat("a", maxSmallFile) + `"}`
	if _, err := UnmarshalStats([]byte(pad)); err == nil || !strings.Contains(err.Error(), "statistics file may hold") {
		t.Fatalf("stats: %v", err)
	}
	if _, err := UnmarshalSettings([]byte(pad)); err == nil || !strings.Contains(err.Error(), "settings file may hold") {
		t.Fatalf("settings: %v", err)
	}
}

// The game file's other lists are short in every game: one of more than
// maxShortList items (the techniques hinted, the cells a Check found
// wrong, the grade's techniques and counts) is refused before its items
// are decoded (8 million wrong cells took 1.2 s).
func TestHostileListsRefused(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	b, err := g.MarshalJSON()
	noErr(t, err)
	for _, tc := range []struct {
		name string
		set  func(m map[string]any)
	}{
		{"hinted", func(m map[string]any) { m["hinted"] = make([]string, 500_000) }},
		{"lastCheck", func(m map[string]any) {
			m["lastCheck"] = map[string]any{"placed": 1, "wrong": make([]int, 4_000_000)}
		}},
		{"grade counts", func(m map[string]any) {
			m["puzzle"].(map[string]any)["grade"].(map[string]any)["counts"] = make([]int, 4_000_000)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m map[string]any
			noErr(t, json.Unmarshal(b, &m))
			tc.set(m)
			data, err := json.Marshal(m)
			noErr(t, err)
			if len(data) > maxGameSize {
				t.Fatalf("%d bytes: beyond the size bound", len(data))
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err = UnmarshalGame(data, newFakeClock().now)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), "more than 10000 items") {
				t.Fatalf("%v", err)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
				t.Fatalf("refusing it allocated %d MiB", alloc>>20)
			}
		})
	}
}
