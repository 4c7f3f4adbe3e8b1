package printing

import (
	"strconv"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
)

// VariantSheet makes the sheet of a variant's puzzle, numbered number:
// its geometry, givens and solution, and a title naming the variant and the
// level ("Puzzle 1 · Killer · Medium"; the variants' ratings are not
// printed: docs/variants.md).
func VariantSheet(cat *i18n.Catalog, number int, geom *solver.Geometry, givens, solution solver.Grid, level solver.Level) Sheet {
	title := cat.T(i18n.PrintTitleVariant, strconv.Itoa(number), cat.Variant(geom.Variant), cat.Level(level))
	return Sheet{Number: number, Title: title, Givens: givens, Solution: solution, Geometry: geom}
}

// The variants on paper (docs/variants.md, "The game"), in black and white:
// Windoku's four windows a light gray under the grid, X-Sudoku's diagonals
// thin and gray, Jigsaw's regions in thick black lines where two meet (the
// boxes' lines then thin, as every other line), Killer's cages a dashed
// line inset in their cells with the sum small in the corner of the first
// cell, where the notes make room for it.

// cellAt returns the bottom-left corner of cell i of the grid in b.
func cellAt(b Box, i int) (x, y float64) {
	cell := b.Size / 9
	return b.X + float64(i%9)*cell, b.Y + b.Size - float64(i/9+1)*cell
}

// drawWindows shades Windoku's four drawn windows, before the grid.
func drawWindows(pg *page, b Box, geom *solver.Geometry) {
	if geom == nil || geom.Variant != solver.Windoku {
		return
	}
	cell := b.Size / 9
	pg.gray(0.87)
	for _, h := range geom.Houses {
		if h.Kind == solver.WindowHouse && h.Index < 4 {
			x, y := cellAt(b, h.Cells[6]) // the window's bottom-left cell
			pg.fillRect(x, y, 3*cell, 3*cell)
		}
	}
	pg.gray(0)
}

// boxLines reports whether the grid draws the boxes' thick lines: not for
// a Jigsaw, whose regions drawVariant draws.
func boxLines(geom *solver.Geometry) bool {
	return geom == nil || geom.Variant != solver.Jigsaw
}

// sumSize is the size of a cage's sum in a grid of cells of side cell.
func sumSize(cell float64) float64 { return cell * 0.22 }

// cageInset is how far inside its cells a cage's dashed line runs.
func cageInset(cell float64) float64 { return cell * 0.05 }

// noteRows returns where the 3×3 grid of notes of cell i starts below the
// cell's top and the height of a row: the thirds of the cell, or below the
// sum in the cell that shows a cage's sum.
func noteRows(geom *solver.Geometry, i int, cell float64) (top, row float64) {
	if geom != nil && geom.CageOf(i) >= 0 && geom.Cages[geom.CageOf(i)].Cells[0] == i {
		top = cageInset(cell) + sumSize(cell)*0.9
		return top, (cell - top - cageInset(cell)) / 3
	}
	return 0, cell / 3
}

// noteGrid is where the 3×3 grid of notes of a cell lies, from the cell's
// top-left corner: its left and top, and the width and height of a place.
type noteGrid struct{ left, top, col, row float64 }

// notesIn returns the note grid of cell i: the thirds of the cell, or, in a
// cell inside a Killer cage, the room inside the cage's dashed line with a
// gap (cageInset) all round, starting below the sum in the cell that shows
// one (noteRows), so that no note touches the line or the sum.
func notesIn(geom *solver.Geometry, i int, cell float64) noteGrid {
	if geom == nil || geom.CageOf(i) < 0 {
		return noteGrid{0, 0, cell / 3, cell / 3}
	}
	m := 2 * cageInset(cell)
	top, _ := noteRows(geom, i, cell)
	top = max(top, m)
	return noteGrid{m, top, (cell - 2*m) / 3, (cell - top - m) / 3}
}

// size is the size of the notes in a grid whose places are cell/3 wide for
// notes of size full: shrunk as the narrower side of a place.
func (g noteGrid) size(full, cell float64) float64 {
	return full * min(g.col, g.row) / (cell / 3)
}

// drawVariant draws, over the grid and its digits, X-Sudoku's diagonals,
// Jigsaw's region lines and Killer's cages and sums (not on a solution's
// grid). big is the puzzle's own grid (not a small solution grid), with
// thicker lines.
func drawVariant(pg *page, b Box, geom *solver.Geometry, big bool) {
	if geom == nil {
		return
	}
	cell := b.Size / 9
	thick := 1.6
	if !big {
		thick = 0.9
	}
	switch geom.Variant {
	case solver.XSudoku:
		pg.gray(0.6)
		pg.line(b.X, b.Y+b.Size, b.X+b.Size, b.Y, thick/3)
		pg.line(b.X, b.Y, b.X+b.Size, b.Y+b.Size, thick/3)
	case solver.Jigsaw:
		pg.gray(0)
		for i := range 81 {
			x, y := cellAt(b, i)
			if i%9 < 8 && geom.Regions[i] != geom.Regions[i+1] {
				pg.line(x+cell, y-thick/2, x+cell, y+cell+thick/2, thick)
			}
			if i/9 < 8 && geom.Regions[i] != geom.Regions[i+9] {
				pg.line(x-thick/2, y, x+cell+thick/2, y, thick)
			}
		}
	}
	// A solution's small grid leaves the cages out: its digits say it all,
	// and the sums would crowd them.
	if len(geom.Cages) > 0 && big {
		drawCages(pg, b, geom)
	}
	pg.gray(0)
}

// drawCages draws each cage's dashed outline, inset in its cells, and its
// sum at the top left of its first cell.
func drawCages(pg *page, b Box, geom *solver.Geometry) {
	cell := b.Size / 9
	ins := cageInset(cell)
	w := 0.5
	dash := cell / 12
	pg.gray(0.2)
	pg.op("[%s %s] 0 d", num(dash), num(dash*0.8))
	for i := range 81 {
		k := geom.CageOf(i)
		if k < 0 {
			continue
		}
		r, c := i/9, i%9
		in := func(dr, dc int) bool {
			rr, cc := r+dr, c+dc
			return rr >= 0 && rr < 9 && cc >= 0 && cc < 9 && geom.CageOf(rr*9+cc) == k
		}
		x0, y0 := cellAt(b, i) // bottom left
		x1, y1 := x0+cell, y0+cell
		// A run along a side ends at the inset corner when the neighbour
		// along it is out of the cage, else runs into it: to the cell's
		// edge, or to the neighbour's inset line at a concave corner.
		end := func(along, out bool, edge, step float64) float64 {
			switch {
			case !along:
				return edge - step*ins
			case out:
				return edge + step*ins
			}
			return edge
		}
		if !in(-1, 0) { // top
			y := y1 - ins
			pg.line(end(in(0, -1), in(-1, -1), x0, -1), y, end(in(0, 1), in(-1, 1), x1, 1), y, w)
		}
		if !in(1, 0) { // bottom
			y := y0 + ins
			pg.line(end(in(0, -1), in(1, -1), x0, -1), y, end(in(0, 1), in(1, 1), x1, 1), y, w)
		}
		if !in(0, -1) { // left
			x := x0 + ins
			pg.line(x, end(in(1, 0), in(1, -1), y0, -1), x, end(in(-1, 0), in(-1, -1), y1, 1), w)
		}
		if !in(0, 1) { // right
			x := x1 - ins
			pg.line(x, end(in(1, 0), in(1, 1), y0, -1), x, end(in(-1, 0), in(-1, 1), y1, 1), w)
		}
	}
	pg.op("[] 0 d")
	size := sumSize(cell)
	for _, cage := range geom.Cages {
		x, y := cellAt(b, cage.Cells[0])
		s := strconv.Itoa(cage.Sum)
		// A white patch under the sum breaks the dashed line there.
		pg.gray(1)
		pg.fillRect(x+ins-size*0.1, y+cell-ins-size*0.85, TextWidth(HelveticaBold, size, s)+size*0.2, size*0.95)
		pg.gray(0)
		pg.text(HelveticaBold, size, x+ins, y+cell-ins-size*0.72, s)
	}
}
