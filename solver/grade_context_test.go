package solver

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// contextPuzzles are puzzles of testdata/se-hardest.txt that the nested
// forcing chains grade within a tenth of a second (rated 9.5, 9.8, 10.1,
// 10.2 by the reference), and one Expert puzzle that needs none.
var contextPuzzles = []struct {
	line   string
	rating float64
}{
	{"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", 9.5},
	{"7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5", 9.8},
	{".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8", 10.1},
	{".......93.8......5..3.6.8....5.9...67....2......4.......9.8..5..2.7..6..4.....1..", 10.2},
}

// TestGradeContextAgrees: uncancelled, GradeContext gives GradeOf's grade,
// the reference's rating on the hardest puzzles where GradeShallow gives a
// bound.
func TestGradeContextAgrees(t *testing.T) {
	for _, tc := range contextPuzzles {
		g, err := Parse(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		want, err := GradeOf(g)
		if err != nil {
			t.Fatal(err)
		}
		got, err := GradeContext(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: GradeContext %+v, GradeOf %+v", tc.line, got, want)
		}
		if !got.Exact || got.Rating != tc.rating {
			t.Errorf("%s: rated %.1f exact=%v, the reference %.1f", tc.line, got.Rating, got.Exact, tc.rating)
		}
		sh, err := GradeShallow(g)
		if err != nil {
			t.Fatal(err)
		}
		if sh.Exact || sh.Rating < ShallowStuckRating || sh.Rating > got.Rating || sh.Level != got.Level {
			t.Errorf("%s: shallow %.1f exact=%v %v, want a bound from %.1f to %.1f at %v", tc.line, sh.Rating, sh.Exact, sh.Level, ShallowStuckRating, got.Rating, got.Level)
		}
	}
}

// TestGradeContextCancelled: a cancelled grading gives the context's error
// and no grade, whether it was cancelled before it started, between two
// steps, or in the middle of a nested search.
func TestGradeContextCancelled(t *testing.T) {
	g, err := Parse(contextPuzzles[0].line)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if gr, err := GradeContext(ctx, g); !errors.Is(err, context.Canceled) || gr.Rating != 0 {
		t.Errorf("cancelled before: %+v, %v; want no grade and context.Canceled", gr, err)
	}

	// The position where the path first needs a nested chain (the
	// shallow solver is stuck there): the nested search finds its step
	// there, and finds nothing once cancelled.
	sol, err := SolveUnique(g)
	if err != nil {
		t.Fatal(err)
	}
	var l logic
	var b stepBuf
	defer b.release()
	l.init(g)
	l.shallow = true
	for l.find(&b) {
		l.apply(&b.s)
	}
	if l.empty == 0 {
		t.Fatal("solved without a nested chain")
	}
	l.shallow = false
	at := l
	if !findNestedForcingChain(&at, &b) {
		t.Fatal("the nested search finds nothing where the path took a nested step")
	}
	done := make(chan struct{})
	close(done)
	at = l
	at.done = done
	if findNestedForcingChain(&at, &b) {
		t.Error("a cancelled nested search found a step")
	}
	at = l
	at.done = done
	if _, err := at.path(&b, &sol, 0); err != errCancelled {
		t.Errorf("a cancelled path: %v, want errCancelled", err)
	}
}
