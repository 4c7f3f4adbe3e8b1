package i18n

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TestVariantErrorsWorded reads broken variant files and checks the
// catalogue's English for each problem, the solver's objections to regions
// and cages included, and that French words each one otherwise.
func TestVariantErrorsWorded(t *testing.T) {
	grid := "grid\n" + strings.Repeat(".........\n", 9)
	stripes := "regions\n"
	for r := 0; r < 9; r++ {
		stripes += strings.Repeat(string(rune('A'+r)), 9) + "\n"
	}
	eight := strings.Replace(stripes, "AAAAAAAAA", "AAAAAAAAB", 1)
	en, fr := English(), Load("fr")
	prefix := regexp.MustCompile(`^f\.txt: (line \d+: )?`)
	for _, tc := range []struct{ name, text, want string }{
		{"no header", "grid\n", "f.txt: line 1: expected \"#variant\" and the variant's name before the puzzle"},
		{"nothing", "# only a comment\n", "f.txt: no \"#variant\" puzzle in the file"},
		{"header without a name", "#variant\n", "f.txt: line 1: expected \"#variant NAME\" (classic, x, windoku, jigsaw or killer)"},
		{"unknown variant", "#variant samurai\n", "f.txt: line 1: unknown variant 'samurai' (classic, x, windoku, jigsaw or killer)"},
		{"second puzzle", "#variant x\n" + grid + "#variant x\n" + grid, "f.txt: line 12: a second puzzle: expected one"},
		{"short row", "#variant x\ngrid\n" + strings.Repeat(".........\n", 4) + "........\n", "f.txt: line 7: row 5 of the grid has 8 cells, expected 9"},
		{"missing rows", "#variant x\ngrid\n.........\n", "f.txt: line 2: the grid has 1 row, expected 9"},
		{"bad cell", "#variant windoku\ngrid\n....x....\n", "f.txt: line 3: row 1 of the grid: column 5 holds 'x', expected a digit or '.'"},
		{"missing region rows", "#variant jigsaw\n" + grid + "regions\nAAAAAAAAA\nBBBBBBBBB\n", "f.txt: line 12: the regions have 2 rows, expected 9"},
		{"short region row", "#variant jigsaw\n" + grid + "regions\nA\n", "f.txt: line 13: row 1 of the regions has 1 cell, expected 9"},
		{"bad region letter", "#variant jigsaw\n" + grid + "regions\nAAAAAAAAJ\n", "f.txt: line 13: row 1 of the regions: column 9 holds 'J', expected a region letter A to I"},
		{"second grid", "#variant x\n" + grid + grid, "f.txt: line 12: a second grid (the first is at line 2)"},
		{"second regions", "#variant jigsaw\n" + grid + stripes + stripes, "f.txt: line 22: a second regions section (the first is at line 12)"},
		{"regions for x", "#variant x\n" + grid + stripes, "f.txt: line 12: regions are for jigsaw, not x"},
		{"cage for jigsaw", "#variant jigsaw\ncage 3 r1c1 r1c2\n", "f.txt: line 2: cages are for killer, not jigsaw"},
		{"unknown line", "#variant x\nthermo r1c1\n", "f.txt: line 2: unknown line 'thermo r1c1' (expected grid, regions or cage)"},
		{"no regions", "#variant jigsaw\n" + grid, "f.txt: line 1: a jigsaw needs a regions section"},
		{"no cages", "#variant killer\n" + grid, "f.txt: line 1: a killer needs cage lines"},
		{"no grid", "#variant x\n", "f.txt: line 1: a x puzzle needs a grid section"},
		{"cage without cells", "#variant killer\ncage 5\n", "f.txt: line 2: a cage line is \"cage SUM CELL…\", with cells such as r1c1"},
		{"bad sum", "#variant killer\ncage five r1c1\n", "f.txt: line 2: the cage's sum 'five' is not a number from 1 to 45"},
		{"bad cell name", "#variant killer\ncage 5 r1c1 r0c2\n", "f.txt: line 2: 'r0c2' is not a cell (r1c1 to r9c9)"},
		{"region of eight cells", "#variant jigsaw\n" + grid + eight, "f.txt: line 12: region 1 has 8 cells, expected 9"},
		{"impossible cage", "#variant killer\ncage 3 r1c1 r1c2\ncage 18 r2c1 r2c2\n", "f.txt: line 3: cage 2: no 2 different digits add up to 18"},
		{"a given breaks its cage", "#variant killer\ngrid\n.9.......\n" + strings.Repeat(".........\n", 8) + "cage 3 r1c1\ncage 9 r1c2 r1c3\n", "f.txt: line 13: cage 2: its givens (r1c2 first) leave no 2 different digits adding up to 9"},
		{"cage not connected", "#variant killer\ncage 5 r1c1 r1c3\n", "f.txt: line 2: cage 1 is not connected: r1c3 is cut off from the rest"},
		{"overlapping cages", "#variant killer\ncage 5 r1c1 r1c2\ncage 5 r1c2 r1c3\n", "f.txt: line 3: cages 1 and 2 both hold r1c2"},
		{"a cell twice in a cage", "#variant killer\ncage 5 r1c1 r1c2\ncage 11 r1c3 r1c3 r1c4\n", "f.txt: line 3: cage 2 names r1c3 twice"},
		{"cage of ten", "#variant killer\ncage 45 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1\n", "f.txt: line 2: cage 1 has 10 cells, expected 1 to 9"},
		{"clash on the diagonal", "#variant x\ngrid\n5........\n" + strings.Repeat(".........\n", 7) + "........5\n", "f.txt: line 2: r1c1 and r9c9 both hold 5"},
	} {
		_, err := model.ReadVariant("f.txt", []byte(tc.text))
		if err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		if got := en.Error(err); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
		reason := prefix.ReplaceAllString(tc.want, "")
		if got := fr.Error(err); got == "" || strings.Contains(got, reason) {
			t.Errorf("%s: not in French: %q", tc.name, got)
		}
	}
}

// A digit refused in a variant's game names the house it clashes in: the
// diagonal, the window, the Jigsaw region (not a box it does not share),
// the cage; in French too.
func TestVariantClashNamesTheHouse(t *testing.T) {
	en, fr := English(), Load("fr")
	src, err := os.ReadFile("../widgets/testdata/variants/jigsaw.txt")
	if err != nil {
		t.Fatal(err)
	}
	jig, err := model.ReadVariant("jigsaw.txt", src)
	if err != nil {
		t.Fatal(err)
	}
	killer, err := solver.KillerGeometry([]solver.Cage{{Cells: []int{20, 21, 30}, Sum: 6}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name         string
		g            *solver.Geometry
		target, cell int
		want         string
	}{
		{"anti-diagonal", solver.GeometryOf(solver.XSudoku), 40, 60, "8 is already on this diagonal."},
		{"main diagonal", solver.GeometryOf(solver.XSudoku), 0, 80, "8 is already on this diagonal."},
		{"row of an X-Sudoku", solver.GeometryOf(solver.XSudoku), 40, 36, "8 is already in this row."},
		{"drawn window", solver.GeometryOf(solver.Windoku), 10, 30, "8 is already in this window."},
		{"implied window", solver.GeometryOf(solver.Windoku), 0, 40, "8 is already in this window."},
		{"jigsaw region", jig.Geometry, 16, 4, "8 is already in this region."},
		{"jigsaw row and region", jig.Geometry, 1, 4, "8 is already in this row."},
		{"cage", killer, 20, 30, "8 is already in this cage."},
		{"classic box", nil, 0, 20, "8 is already in this box."},
	} {
		e := &model.ClashError{Target: tc.target, Cell: tc.cell, Digit: 8, Geometry: tc.g}
		if got := en.Error(e); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		if got := fr.Error(e); got == tc.want || got == "" {
			t.Errorf("%s: not in French: %q", tc.name, got)
		}
	}
}
