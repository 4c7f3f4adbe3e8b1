package solver

import "testing"

// baselineCount is plain backtracking, as the simplest Sudoku programs
// solve, the baseline of the benchmarks: walk the empty cells in order, put in each the
// next digit from 1 to 9 that its row, column and box do not hold yet, and
// step back to the previous cell when none is left. It stops after limit
// solutions and returns how many it found. It expects clues that do not
// clash.
func baselineCount(g Grid, limit int) int {
	n, _ := baselineSearch(g, limit, nil)
	return n
}

// baselineSearch is baselineCount that calls give up, when not nil, every
// 1<<16 steps and stops when it returns true. It reports whether the
// search ran to its end.
func baselineSearch(g Grid, limit int, giveUp func() bool) (int, bool) {
	var empty [81]int
	n := 0
	for i, v := range g {
		if v == 0 {
			empty[n] = i
			n++
		}
	}
	found := 0
	k := 0
	for steps := 1; k >= 0; steps++ {
		if giveUp != nil && steps&(1<<16-1) == 0 && giveUp() {
			return found, false
		}
		if k == n {
			found++
			if found >= limit {
				return found, true
			}
			k-- // look for the next solution
			continue
		}
		i := empty[k]
		r, c := i/9, i%9
		br, bc := r/3*3, c/3*3
		v := g[i] + 1
	digits:
		for ; v <= 9; v++ {
			for x := 0; x < 9; x++ {
				if g[r*9+x] == v || g[x*9+c] == v || g[(br+x/3)*9+bc+x%3] == v {
					continue digits
				}
			}
			break
		}
		if v <= 9 {
			g[i] = v
			k++
		} else {
			g[i] = 0
			k--
		}
	}
	return found, true
}

func TestBaselineCount(t *testing.T) {
	easy, _ := Parse(easyPuzzle)
	serg, _ := Parse("8.........95.......76.........426798...571243...893165......916....3.487....1.532") // 872 solutions
	noSolution, _ := Parse("12345678.........9" + "...............................................................")
	tests := []struct {
		name  string
		g     Grid
		limit int
		want  int
	}{
		{"unique", easy, 2, 1},
		{"several, limit 2", serg, 2, 2},
		{"several, every one", serg, 1000, 872},
		{"no solution", noSolution, 2, 0},
	}
	for _, tt := range tests {
		if got := baselineCount(tt.g, tt.limit); got != tt.want {
			t.Errorf("%s: baselineCount = %d, want %d", tt.name, got, tt.want)
		}
	}
}
