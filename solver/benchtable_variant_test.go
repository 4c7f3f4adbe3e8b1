package solver

import (
	"context"
	"fmt"
	"math/rand"
	"runtime"
	"slices"
	"testing"
	"time"
)

// variantPuzzles is how many puzzles a level the bench table generates for
// each variant (seeds 1 to variantPuzzles): X-Sudoku's and Windoku's budget
// is a ratio to classic's median, taken over as many puzzles as classic's;
// Jigsaw and Killer have budgets of their own, far from their figures, and
// a Killer Expert takes a tenth of a second.
var variantPuzzles = map[Variant]int64{XSudoku: generatePuzzles, Windoku: generatePuzzles, Jigsaw: 31, Killer: 31}

// variantGenerateRows measures GenerateVariant for each carved variant and
// level, beside classic's median of the same level in the same run
// (classic, from generateRow): the median CPU time of a puzzle and, for
// X-Sudoku and Windoku, its ratio to classic's, whose budget is 3×
// (docs/variants.md); Jigsaw's and Killer's budgets are 50 ms from Easy to
// Hard and 500 ms for Expert and Master.
func variantGenerateRows(t *testing.T, classic map[Level]time.Duration, progress func(string, ...any)) []tableRow {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var rows []tableRow
	for _, v := range []Variant{XSudoku, Windoku, Jigsaw, Killer} {
		for _, level := range Levels {
			progress("generating %s %s", v, level)
			n := variantPuzzles[v]
			var st genStats
			var times []time.Duration
			for seed := int64(1); seed <= n; seed++ {
				start := threadCPU()
				if _, err := generateVariant(context.Background(), v, level, false, rand.New(rand.NewSource(seed)), &st); err != nil {
					t.Fatalf("GenerateVariant(%v, %v): %v", v, level, err)
				}
				times = append(times, threadCPU()-start)
			}
			slices.Sort(times)
			median := times[len(times)/2]
			row := tableRow{
				task: fmt.Sprintf("generate %s %s", v, level), ours: ms(median) + " median",
				n:        fmt.Sprintf("%d", n),
				baseline: "—", vsBaseline: "—", anchor: "—", vsAnchor: "—",
			}
			if st.grids > 0 {
				row.n = fmt.Sprintf("%d (grids %.1f, grades %.1f a puzzle)", n, float64(st.grids)/float64(n), float64(st.grades)/float64(n))
			}
			if c := classic[level]; c > 0 {
				row.anchor = "classic " + level.String() + " " + ms(c)
				row.vsAnchor = ratio(float64(median)/float64(c)) + " its time"
			}
			switch v {
			case XSudoku, Windoku:
				c := classic[level]
				row.target = "≤ 3x classic"
				switch {
				case c == 0:
					row.result = "not measured: classic's level is not"
				case median <= 3*c:
					row.result = "met"
				default:
					row.result = fmt.Sprintf("MISSED: %.0f%% over", (float64(median)/float64(3*c)-1)*100)
				}
			default:
				target := 50 * time.Millisecond
				if level >= Expert {
					target = 500 * time.Millisecond
				}
				row.target = "< " + ms(target) + " median"
				row.result = verdict(median < target)
			}
			rows = append(rows, row)
		}
	}
	return rows
}
