package solver

import (
	"errors"
	"strings"
	"testing"
)

func TestSolveErrors(t *testing.T) {
	// r1c9 can only take 9, but r2c9 holds 9.
	noSolution := "12345678." + "........9" + strings.Repeat(".", 63)
	tests := []struct {
		name, grid string
		want       error
		msg        string
	}{
		{"clash", "55" + easyPuzzle[2:], &ConflictError{}, ""},
		{"no solution", noSolution, ErrNoSolution, "no solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.grid)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Solve(g)
			var ce *ConflictError
			if _, isConflict := tt.want.(*ConflictError); isConflict {
				if !errors.As(err, &ce) {
					t.Fatalf("Solve error = %v, want a clash", err)
				}
				return
			}
			if !errors.Is(err, tt.want) || err.Error() != tt.msg {
				t.Fatalf("Solve error = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestCountSolutions(t *testing.T) {
	eachEngine(t, func(t *testing.T) {
		unique, _ := Parse(easyPuzzle)
		twoWays := unique
		s, _ := Solve(unique)
		// Empty a rectangle of cells holding two digits a,b crossed (a deadly
		// pattern) in a solved grid: exactly two solutions.
		full := s
		found := false
		for r1 := 0; r1 < 9 && !found; r1++ {
			for r2 := r1 + 1; r2 < 9 && !found; r2++ {
				if r1/3 == r2/3 {
					continue
				}
				for c1 := 0; c1 < 9 && !found; c1++ {
					for c2 := c1 + 1; c2 < 9 && !found; c2++ {
						if c1/3 != c2/3 {
							continue
						}
						a, b := full[r1*9+c1], full[r1*9+c2]
						if full[r2*9+c1] == b && full[r2*9+c2] == a {
							twoWays = full
							for _, c := range []int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2} {
								twoWays[c] = 0
							}
							found = true
						}
					}
				}
			}
		}
		if !found {
			t.Skip("no deadly rectangle in this solution")
		}
		tests := []struct {
			name  string
			g     Grid
			limit int
			want  int
		}{
			{"unique", unique, 2, 1},
			{"solved", full, 2, 1},
			{"two ways", twoWays, 5, 2},
			{"two ways, limit 1", twoWays, 1, 1},
			{"empty grid, limit 2", Grid{}, 2, 2},
			{"empty grid, limit 1000", Grid{}, 1000, 1000},
		}
		for _, tt := range tests {
			if got := CountSolutions(tt.g, tt.limit); got != tt.want {
				t.Errorf("%s: CountSolutions = %d, want %d", tt.name, got, tt.want)
			}
		}
		if _, err := SolveUnique(twoWays); !errors.Is(err, ErrSeveralSolutions) {
			t.Errorf("SolveUnique of a two-solution grid: %v", err)
		}
	})
}
