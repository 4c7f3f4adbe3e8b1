package printing

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// variantSheets are the puzzles of testdata/variants (X, Windoku, Jigsaw,
// Killer) as sheets, the Killer with notes in its first cells (one of them
// showing a cage's sum) and corner marks.
func variantSheets(t *testing.T) []Sheet {
	t.Helper()
	cat := i18n.English()
	var sheets []Sheet
	for i, name := range []string{"x", "windoku", "jigsaw", "killer"} {
		file := filepath.Join("testdata", "variants", name+".txt")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		vp, err := model.ReadVariant(file, data)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := vp.Geometry.SolveUnique(vp.Givens)
		if err != nil {
			t.Fatal(err)
		}
		sheets = append(sheets, VariantSheet(cat, i+1, vp.Geometry, vp.Givens, sol, solver.Medium))
	}
	k := &sheets[3]
	for _, c := range []int{0, 1, 2, 9, 10} {
		k.Notes[c] = solver.Mask(0b1111111110)
	}
	k.Corner[3] = 1<<2 | 1<<7
	k.Digits[40] = k.Solution[40]
	return sheets
}

// The variants printed: a title naming the variant, the givens and every
// cage's sum as text, in the grid's order.
func TestVariantPagesText(t *testing.T) {
	needPoppler(t)
	sheets := variantSheets(t)
	path := writePDF(t, sheets, Options{Paper: A4, PerPage: 1})
	for n, s := range sheets {
		text := run(t, "pdftotext", "-raw", "-f", strconv.Itoa(n+1), "-l", strconv.Itoa(n+1), path, "-")
		if !strings.Contains(text, s.Title) || !strings.Contains(s.Title, []string{"X-Sudoku", "Windoku", "Jigsaw", "Killer"}[n]) {
			t.Errorf("page %d: no title naming the variant (%q) in %q", n+1, s.Title, text)
		}
		for _, cage := range s.Geometry.Cages {
			if !strings.Contains(text, strconv.Itoa(cage.Sum)) {
				t.Errorf("page %d: the sum %d of the cage at %s is not printed", n+1, cage.Sum, solver.CellName(cage.Cells[0]))
			}
		}
	}
}

// The variants' pages rendered by poppler match their goldens
// (testdata/variants-*.png), as TestPagesRenderGolden checks the classic
// ones: four variants on a page, and their solutions.
func TestVariantPagesRenderGolden(t *testing.T) {
	needPoppler(t)
	if out, _ := exec.Command("fc-match", "Helvetica").Output(); !strings.Contains(string(out), "Nimbus Sans") {
		t.Skipf("fontconfig gives %q for Helvetica, not Nimbus Sans (fonts-urw-base35)", out)
	}
	sheets := variantSheets(t)
	for _, tt := range []struct {
		name string
		o    Options
		page int
		dpi  int
	}{
		{"variants-four-a4", Options{Paper: A4, PerPage: 4}, 1, 60},
		{"variants-killer-a4", Options{Paper: A4, PerPage: 1}, 4, 60},
		{"variants-solutions-a4", Options{Paper: A4, PerPage: 4, Solutions: true, SolutionsTitle: "Solutions"}, 2, 60},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := sheets
			if tt.o.PerPage == 1 {
				in = sheets
			}
			got := renderPage(t, writePDF(t, in, tt.o), tt.page, tt.dpi)
			compareRender(t, got, filepath.Join("testdata", tt.name+".png"))
		})
	}
}

// compareRender compares a page's render with a golden PNG, a pixel allowed
// to differ by a little; -update writes the golden.
func compareRender(t *testing.T, got image.Image, golden string) {
	t.Helper()
	if *update {
		var b bytes.Buffer
		if err := png.Encode(&b, got); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("render is %v, golden %v", got.Bounds(), want.Bounds())
	}
	bad, total := 0, 0
	for y := got.Bounds().Min.Y; y < got.Bounds().Max.Y; y++ {
		for x := got.Bounds().Min.X; x < got.Bounds().Max.X; x++ {
			g1, _, _, _ := got.At(x, y).RGBA()
			g2, _, _, _ := want.At(x, y).RGBA()
			total++
			if d := int(g1>>8) - int(g2>>8); d > 40 || d < -40 {
				bad++
			}
		}
	}
	if bad*1000 > total*3 {
		t.Errorf("%d of %d pixels differ from %s", bad, total, golden)
	}
}

// TestKillerNotesClearTheCages: the notes of a cell in a Killer cage are
// printed inside its dashed line with a gap, and below the sum in the
// cell that shows one; a cell outside every cage keeps the thirds.
func TestKillerNotesClearTheCages(t *testing.T) {
	geom := variantSheets(t)[3].Geometry
	for _, cell := range []float64{20, 40, 60} {
		ins, gap := cageInset(cell), cell*0.03
		for i := range 81 {
			if geom.CageOf(i) < 0 {
				continue
			}
			ng := notesIn(geom, i, cell)
			ns := ng.size(cell*0.27, cell)
			// A digit's ink: about 0.56 of its size wide, 0.72 high.
			hw, hh := ns*0.28, ns*0.36
			for k := range 3 {
				cx := ng.left + (float64(k)+0.5)*ng.col
				cy := ng.top + (float64(k)+0.5)*ng.row
				if cx-hw < ins+gap || cx+hw > cell-ins-gap {
					t.Errorf("cell %g: %s: notes of column %d span %.2f–%.2f, on the cage's line at %.2f", cell, solver.CellName(i), k+1, cx-hw, cx+hw, ins)
				}
				if cy-hh < ins+gap || cy+hh > cell-ins-gap {
					t.Errorf("cell %g: %s: notes of row %d span %.2f–%.2f, on the cage's line at %.2f", cell, solver.CellName(i), k+1, cy-hh, cy+hh, ins)
				}
			}
			if geom.Cages[geom.CageOf(i)].Cells[0] == i {
				if sumInk := ins + sumSize(cell)*0.72; ng.top+ng.row/2-hh < sumInk+gap {
					t.Errorf("cell %g: %s: the first row of notes reaches the sum", cell, solver.CellName(i))
				}
			}
		}
	}
	if ng := notesIn(solver.XGeometry(), 0, 30); ng != (noteGrid{0, 0, 10, 10}) {
		t.Errorf("an X-Sudoku cell's notes: %+v, want the thirds", ng)
	}
}

// A Killer's corner marks keep clear of its cages: with all nine marks in
// every empty cell, each cell's marks read back from its square, and no ink
// lies in the band a tenth of a cell wide inside the cage's dashed line (but
// the sum in its corner) nor a twelfth of a cell right of the sum.
func TestKillerCornerMarksClearOfCages(t *testing.T) {
	needPoppler(t)
	k := variantSheets(t)[3]
	k.Notes, k.Digits = [81]solver.Mask{}, solver.Grid{}
	for i, d := range k.Givens {
		if d == 0 {
			k.Corner[i] = 0b1111111110
		}
	}
	o := Options{Paper: A4, PerPage: 1}
	path := writePDF(t, []Sheet{k}, o)
	const dpi = 144
	img := renderPage(t, path, 1, dpi)
	grid := GridBoxesOf(o, 1)[0]
	cell := grid.Size / 9
	px := func(pt float64) int { return int(math.Round(pt * dpi / 72)) }
	lo, hi := cageInset(cell)+1, cageInset(cell)+cell/10 // inside the line, past its width
	for i, d := range k.Givens {
		if d != 0 {
			continue
		}
		x0, y0 := cellAt(grid, i)
		want := "123456789"
		sum, _ := noteRows(k.Geometry, i, cell)
		if sum > 0 { // eight marks, and the cage's sum
			want = "12345678" + strconv.Itoa(k.Geometry.Cages[k.Geometry.CageOf(i)].Sum)
		}
		got := []byte(digitsOf(textIn(t, path, A4, 1, Box{X: x0, Y: y0, Size: cell})))
		w := []byte(digitsOf(want))
		slices.Sort(got)
		slices.Sort(w)
		if !bytes.Equal(got, w) {
			t.Errorf("%s reads %q, want the digits of %s", solver.CellName(i), got, want)
		}
		// The sum's own box, and a band a twelfth of a cell wide at its
		// right that no mark may reach.
		sumRight := 0.0
		if sum > 0 {
			sumRight = cageInset(cell) + TextWidth(HelveticaBold, sumSize(cell), strconv.Itoa(k.Geometry.Cages[k.Geometry.CageOf(i)].Sum)) + 1
		}
		ink := 0
		for dy := lo; dy <= cell-lo; dy += 0.25 {
			for dx := lo; dx <= cell-lo; dx += 0.25 {
				inner := dx > hi && dx < cell-hi && dy > hi && dy < cell-hi
				inSum := sum > 0 && dx < sumRight && dy < sum
				nearSum := sum > 0 && dx >= sumRight && dx < sumRight+cell/12 && dy < sum
				if inSum || inner && !nearSum {
					continue // the sum, or the marks' room
				}
				// dy from the cell's top; the image's y grows down.
				g := color.GrayModel.Convert(img.At(px(x0+dx), px(A4.Height-(y0+cell-dy)))).(color.Gray)
				if g.Y < 160 {
					ink++
				}
			}
		}
		if ink > 0 {
			t.Errorf("%s: %d dark points within a tenth of a cell of the cage's line or a twelfth of the sum", solver.CellName(i), ink)
		}
	}
}
