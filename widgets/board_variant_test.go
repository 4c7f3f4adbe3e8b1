package widgets

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// variantView is the board of a variant puzzle of testdata/variants, as a
// player has it a few moves in: the givens, some of the solution's digits
// placed, notes in a few cells (one showing a Killer cage's sum, with
// corner marks too), a cell selected.
func variantView(t testing.TB, name string) BoardView {
	t.Helper()
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
	v := BoardView{Active: true, HighlightUnits: true, HighlightSame: true, Geometry: vp.Geometry}
	for i := range 81 {
		v.Cells[i] = vp.Givens[i]
		v.Given[i] = vp.Givens[i] != 0
	}
	// Placed: a few digits of the solution.
	for _, i := range []int{12, 40, 41, 49, 67} {
		if v.Cells[i] == 0 {
			v.Cells[i] = sol[i]
		}
	}
	// Notes: all the candidates the cell's peers leave in the top-left
	// cells, so a cage's sum shares its cell with notes.
	for _, i := range []int{0, 1, 9, 10, 2, 3, 27, 30} {
		if v.Cells[i] != 0 {
			continue
		}
		m := solver.AllDigits
		for _, q := range vp.Geometry.Peers(i) {
			m &^= 1 << v.Cells[q]
		}
		v.Notes[i] = m
	}
	for _, i := range []int{3, 27} {
		if v.Cells[i] == 0 {
			v.Corner[i] = 1<<sol[i] | 1<<(sol[i]%9+1)
		}
	}
	v.selectCell(22)
	return v
}

// TestRenderVariants draws each variant in the window at the two sizes the
// window scenes use: the diagonals, the windows, the jigsaw regions'
// borders and the killer cages with their sums beside notes.
func TestRenderVariants(t *testing.T) {
	for _, sc := range []struct {
		name, variant string
		size          image.Point
		dark          bool
	}{
		{"variant-x-small-light", "x", image.Pt(360, 480), false},
		{"variant-x-mid-dark", "x", image.Pt(980, 720), true},
		{"variant-windoku-small-dark", "windoku", image.Pt(360, 480), true},
		{"variant-windoku-mid-light", "windoku", image.Pt(980, 720), false},
		{"variant-jigsaw-small-light", "jigsaw", image.Pt(360, 480), false},
		{"variant-jigsaw-mid-dark", "jigsaw", image.Pt(980, 720), true},
		{"variant-killer-small-light", "killer", image.Pt(360, 480), false},
		{"variant-killer-small-dark", "killer", image.Pt(360, 480), true},
		{"variant-killer-mid-light", "killer", image.Pt(980, 720), false},
		{"variant-killer-mid-dark", "killer", image.Pt(980, 720), true},
	} {
		t.Run(sc.name, func(t *testing.T) {
			viewGolden(t, sc.name, sc.size, sc.dark, variantView(t, sc.variant))
		})
	}
}

// TestCageSumRoom: in a cell that shows a cage's sum the notes start below
// the sum, and a click still finds each note's place.
func TestCageSumRoom(t *testing.T) {
	v := variantView(t, "killer")
	for _, side := range []int{340, 600} {
		g := newBoardGeometry(side, 1)
		g.sums = sumCells(v.Geometry)
		first := v.Geometry.Cages[0].Cells[0]
		if !g.sums[first] {
			t.Fatalf("the first cage's first cell %s shows no sum", solver.CellName(first))
		}
		r := g.cellRect(first)
		sumBottom := float32(r.Min.Y + g.cageInset() + g.sumPx())
		for d := uint8(1); d <= 9; d++ {
			pt := g.notePoint(first, d)
			// The ink of a digit is about 0.75 of its size high.
			if top := pt.Y - float32(g.sumNotePx(g.notePx(false), first))*0.75/2; d <= 3 && top < sumBottom-float32(g.sumPx())*0.2 {
				t.Errorf("side %d: note %d reaches up to %.1f, into the sum (bottom %.1f)", side, d, top, sumBottom)
			}
			if got := g.noteAt(first, pt); got != d {
				t.Errorf("side %d: a click on note %d finds %d", side, d, got)
			}
			// A cell without a sum keeps the classic places.
			other := 80
			if g.sums[other] {
				other = 79
			}
			if got := g.noteAt(other, g.notePoint(other, d)); got != d {
				t.Errorf("side %d: a click on note %d of %s finds %d", side, d, solver.CellName(other), got)
			}
		}
	}
}

// TestSingleBlocksOnVariant: in an X-Sudoku a naked single's other digits
// may stand on its diagonals; the hint's "why" rings them too, where the
// classic rule would leave them out.
func TestSingleBlocksOnVariant(t *testing.T) {
	var cells solver.Grid
	// r5c5 sees 1–4 only along the diagonals, 5–8 along its row and column.
	for d, c := range []int{0, 80, 8, 72, 36, 44, 4, 76} {
		cells[c] = uint8(d + 1)
	}
	s := solver.Step{Technique: solver.NakedSingle, Cells: []uint8{40}, Digits: 1 << 9,
		Placements: []solver.Placement{{Cell: 40, Digit: 9}}}
	for _, tc := range []struct {
		geom *solver.Geometry
		want int
	}{{nil, 4}, {solver.XGeometry(), 8},
		// Windoku's implied window of rows and columns 1, 5, 9 holds the
		// four corners and r5c5.
		{solver.WindokuGeometry(), 8}} {
		if got := len(SingleBlocksOn(s, cells, tc.geom)); got != tc.want {
			name := "classic"
			if tc.geom != nil {
				name = tc.geom.Variant.String()
			}
			t.Errorf("%s: %d digits rule out the others, want %d", name, got, tc.want)
		}
	}
}

// TestVariantHighlightsHouses: with a cell selected, the highlight shades
// every house the cell belongs to in its variant — a diagonal, a drawn
// window, the Jigsaw region instead of the box, the Killer cage — and no
// other cell (no box in a Jigsaw, no implied window in Windoku).
func TestVariantHighlightsHouses(t *testing.T) {
	for _, c := range []struct {
		name, variant string
		sel           int
		shaded, plain []int // cells that must be shaded, and some that must not
	}{
		{"x centre", "x", 40, []int{0, 10, 80, 8, 16, 72}, []int{1, 9}},
		{"x r2c2", "x", 10, []int{0, 30, 80}, []int{8, 72}},
		{"x off the diagonals", "x", 1, []int{0, 2, 10, 19}, []int{40, 80}},
		// r2c2's window is the first drawn one; r1c1's is implied (rows
		// 1, 5, 9 by columns 1, 5, 9), and stays unshaded.
		{"windoku drawn window", "windoku", 10, []int{28, 29, 30}, []int{32, 40, 4}},
		{"windoku implied window", "windoku", 0, []int{8, 72, 20}, []int{40, 44, 37}},
		// r5c1's region runs from r1c1 to r5c1; the rest of box 4 is
		// another region's.
		{"jigsaw region", "jigsaw", 36, []int{0, 9, 10, 11, 18, 19, 27, 28}, []int{29, 46, 47}},
		// r2c5's cage of 30 reaches r4c6.
		{"killer cage", "killer", 13, []int{32}, []int{30, 41}},
	} {
		t.Run(c.name, func(t *testing.T) {
			geom := variantView(t, c.variant).Geometry
			v := BoardView{Active: true, HighlightUnits: true, Geometry: geom}
			v.selectCell(c.sel)
			want := [81]bool{}
			r0, c0 := c.sel/9, c.sel%9
			for i := range 81 {
				r, col := i/9, i%9
				switch {
				case r == r0 || col == c0:
					want[i] = true
				case geom.Variant == solver.Jigsaw:
					want[i] = geom.Regions[i] == geom.Regions[c.sel]
				default:
					want[i] = r/3 == r0/3 && col/3 == c0/3
				}
				switch geom.Variant {
				case solver.XSudoku:
					want[i] = want[i] || r0 == c0 && r == col || r0+c0 == 8 && r+col == 8
				case solver.Windoku:
					// A drawn window: rows and columns 2–4 or 6–8.
					win := func(k int) int {
						if k%4 == 0 {
							return -1
						}
						return (k - 1) / 4
					}
					want[i] = want[i] || win(r0) >= 0 && win(c0) >= 0 && win(r) == win(r0) && win(col) == win(c0)
				case solver.Killer:
					want[i] = want[i] || geom.CageOf(i) == geom.CageOf(c.sel)
				}
			}
			for _, i := range c.shaded {
				want[i] = true
			}
			for _, i := range c.plain {
				if want[i] {
					t.Fatalf("the case is wrong: %s in the selection's row, column or box", solver.CellName(i))
				}
			}
			th := NewTheme(LightPalette)
			var b Board
			r := newRenderer(t, image.Pt(480, 480))
			img := r.shot(t, 1, renderNow, func(gtx layout.Context) {
				BoardStyle{Theme: th, Board: &b, View: v}.Layout(gtx)
			})
			for i := range 81 {
				if i == c.sel {
					continue
				}
				rc := b.geo.cellRect(i).Add(b.geo.shift)
				// The bottom middle: away from the diagonals, a cage's
				// outline and its sum.
				pt := image.Pt((rc.Min.X+rc.Max.X)/2, rc.Min.Y+rc.Dy()*4/5)
				got := img.RGBAAt(pt.X, pt.Y)
				shaded := near(got, th.Palette.Related)
				if shaded != want[i] {
					t.Errorf("%s: shaded %v, want %v (colour %v)", solver.CellName(i), shaded, want[i], got)
				}
				// Between two shaded cells one above the other, the gap
				// under the grid line is shaded too, not the plain cell.
				if i < 72 && want[i] && want[i+9] && i+9 != c.sel {
					below := b.geo.cellRect(i + 9).Add(b.geo.shift)
					for y := rc.Max.Y; y < below.Min.Y; y++ {
						if got := img.RGBAAt(pt.X, y); near(got, th.Palette.Cell) {
							t.Errorf("%s: the gap below it is unshaded at y %d", solver.CellName(i), y)
							break
						}
					}
				}
			}
		})
	}
}

// near reports whether a pixel is colour c, give or take a little.
func near(got color.RGBA, c color.NRGBA) bool {
	return absDiff(int(got.R), int(c.R)) <= 3 && absDiff(int(got.G), int(c.G)) <= 3 && absDiff(int(got.B), int(c.B)) <= 3
}

// TestHintDiscsClearTheCageSum: in a cell that shows a cage's sum, a hint's
// disc behind a note of the top row (a removed candidate's red one, a
// pattern's) and the stroke through it stay below the sum's digits, with
// normal and big notes; other cells keep the classic size.
func TestHintDiscsClearTheCageSum(t *testing.T) {
	v := variantView(t, "killer")
	for _, side := range []int{340, 600, 1000} {
		for _, big := range []bool{false, true} {
			g := newBoardGeometry(side, 1)
			g.sums = sumCells(v.Geometry)
			first := v.Geometry.Cages[0].Cells[0]
			r := g.cellRect(first)
			// The sum's ink ends about 0.8 of its size below its top.
			sumInk := float32(r.Min.Y+g.cageInset()) + float32(g.sumPx())*0.8
			rad := g.noteDisc(first, big)
			for d := uint8(1); d <= 3; d++ {
				if top := g.notePoint(first, d).Y - rad; top < sumInk {
					t.Errorf("side %d big %v: the disc of note %d reaches up to %.1f, over the sum (its ink ends at %.1f)", side, big, d, top, sumInk)
				}
			}
			if other := g.noteDisc(80, big); g.sums[80] || other < rad {
				t.Errorf("side %d: a cell without a sum has a disc of %.1f, want the classic size above %.1f", side, other, rad)
			}
		}
	}
}

// TestRenderHintOverCageSums draws a hint over the cells that show a
// Killer cage's sum: red discs behind the removed notes of r1c1 and r1c3,
// the pattern's behind those of r1c2, all below the sums.
func TestRenderHintOverCageSums(t *testing.T) {
	for _, sc := range []struct {
		name string
		size image.Point
		dark bool
	}{
		{"variant-hint-killer-sums-small-light", image.Pt(360, 480), false},
		{"variant-hint-killer-sums-mid-dark", image.Pt(980, 720), true},
	} {
		t.Run(sc.name, func(t *testing.T) {
			v := variantView(t, "killer")
			o := &HintOverlay{}
			o.Removed[0], o.Removed[2] = v.Notes[0], v.Notes[2]
			o.Pattern[1] = v.Notes[1]
			if v.Notes[0]&v.Notes[1]&v.Notes[2]&(1<<1|1<<2|1<<3) == 0 {
				t.Fatal("no note of the top row in r1c1, r1c2 and r1c3 to ring")
			}
			v.Overlay = o
			viewGolden(t, sc.name, sc.size, sc.dark, v)
		})
	}
}
