package solver

import "testing"

func TestGeometryGuesses(t *testing.T) {
	x := XGeometry()
	var empty Grid
	full, err := x.Solve(empty)
	if err != nil {
		t.Fatal(err)
	}
	if n := x.Guesses(full); n != 0 {
		t.Errorf("a full grid: %d guesses, want 0", n)
	}
	// One empty cell: propagation alone places it.
	one := full
	one[40] = 0
	if n := x.Guesses(one); n != 0 {
		t.Errorf("one empty cell: %d guesses, want 0", n)
	}
	// The empty grid needs the engine to branch.
	if n := x.Guesses(empty); n == 0 {
		t.Error("the empty X grid: no guesses, want some")
	}
}
