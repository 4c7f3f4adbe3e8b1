package solver

import "testing"

// TestGradeShallow: the shallow grader (what the game uses on its UI
// goroutine) gives every puzzle the level GradeOf gives it; it agrees with
// GradeOf on a puzzle below the nested forcing chains, and on one that
// needs them it is stuck, with a lower bound of at least 9.0, where GradeOf rates it
// exactly.
func TestGradeShallow(t *testing.T) {
	cases := []struct {
		name, grid string
		nested     bool // the puzzle needs the nested forcing chains
	}{
		// se-hardest.txt (top1465 line 4, SE 9.5) and the XYZ-Wing grid of
		// the hints' tests (a Hard puzzle).
		{"top1465:4", "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", true},
		{"hard", "200080070000000300004003082000500800021306540003008000350400600007000000060090004", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := Parse(c.grid)
			if err != nil {
				t.Fatal(err)
			}
			full, err := GradeOf(g)
			if err != nil {
				t.Fatal(err)
			}
			shallow, err := GradeShallow(g)
			if err != nil {
				t.Fatal(err)
			}
			if shallow.Level != full.Level {
				t.Errorf("level: shallow %v, full %v", shallow.Level, full.Level)
			}
			if !c.nested {
				if shallow.Rating != full.Rating || shallow.Exact != full.Exact || shallow.Hardest != full.Hardest {
					t.Errorf("shallow %+v, full %+v: want the same grade", shallow, full)
				}
				return
			}
			if !full.Exact || full.Rating < ShallowStuckRating {
				t.Errorf("full grade %.1f exact %v: want an exact rating of 9.0 or more", full.Rating, full.Exact)
			}
			if shallow.Exact || shallow.Stuck == 0 || shallow.Rating < ShallowStuckRating || shallow.Rating > full.Rating {
				t.Errorf("shallow grade %.1f exact %v stuck %d: want a bound between %.1f and the exact %.1f, not exact",
					shallow.Rating, shallow.Exact, shallow.Stuck, ShallowStuckRating, full.Rating)
			}
		})
	}
}
