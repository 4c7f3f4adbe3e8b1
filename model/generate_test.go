package model

import (
	"context"
	"errors"
	"math/rand"
	"reflect"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

func TestGeneratePuzzleIsAGradedPuzzleOfItsLevel(t *testing.T) {
	for _, lvl := range []solver.Level{solver.Easy, solver.Medium} {
		p, err := GeneratePuzzle(context.Background(), lvl, rand.New(rand.NewSource(7)))
		if err != nil {
			t.Fatal(err)
		}
		if !p.Unique || p.Level() != lvl || p.Source != "generated" {
			t.Fatalf("%v: unique %v, level %v, source %q", lvl, p.Unique, p.Level(), p.Source)
		}
		want, err := NewPuzzle(p.Givens, "generated")
		if err != nil || !reflect.DeepEqual(want.Grade, p.Grade) || want.Solution != p.Solution {
			t.Fatalf("%v: the grade %+v differs from NewPuzzle's %+v (%v)", lvl, p.Grade, want.Grade, err)
		}
	}
}

func TestGeneratePuzzleCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := GeneratePuzzle(ctx, solver.Expert, rand.New(rand.NewSource(1))); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled generation returned %v", err)
	}
}
