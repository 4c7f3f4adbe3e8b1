package solver

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestGeneratedVariantsAtTheReferenceRating reads X-Sudoku and Windoku
// puzzles the command line generated at every level, with the reference's
// rating of each (testdata/variants-se-generated.txt): each has one
// solution, the reference's rating is in the band of the level it was made
// for, and our grader finishes it at that rating and that level. A player
// who chose Hard would notice a puzzle the reference rates Expert.
func TestGeneratedVariantsAtTheReferenceRating(t *testing.T) {
	f, err := os.Open("testdata/variants-se-generated.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[Variant]map[Level]int{XSudoku: {}, Windoku: {}}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 5 {
			t.Fatalf("bad line %q", line)
		}
		v, err := ParseVariant(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		level, err := ParseLevel(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(fields[2])
		if err != nil {
			t.Fatal(err)
		}
		se, err := strconv.ParseFloat(fields[3], 64)
		if err != nil {
			t.Fatal(err)
		}
		seen[v][level]++
		g := GeometryOf(v)
		if n := g.CountSolutions(p, 2); n != 1 {
			t.Errorf("%v %s: %d solutions", v, fields[2], n)
			continue
		}
		if lo, hi := level.RatingRange(); se < lo || (hi > 0 && se > hi) {
			t.Errorf("%v %v %s: the reference rates it %.1f, outside %.1f–%.1f", v, level, fields[2], se, lo, hi)
		}
		gr := GradeVariant(g, p)
		if gr.Stuck || gr.Rating != se || gr.Level != level {
			t.Errorf("%v %v %s: graded %v %.1f (stuck %v), the reference %.1f (%s)", v, level, fields[2], gr.Level, gr.Rating, gr.Stuck, se, fields[4])
		}
	}
	for v, levels := range seen {
		for _, l := range Levels {
			if levels[l] == 0 {
				t.Errorf("no %v puzzle of level %v in the fixture", v, l)
			}
		}
	}
}
