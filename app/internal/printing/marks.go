package printing

import (
	"math"
	"strconv"

	"github.com/giosudoku/sudoku/solver"
)

// The player's marks beyond digits and centre marks, printed with them
// when asked (docs/behaviour.md, Colours; "With my digits, notes and
// colours"): each cell's colours as vertical slices under the grid, and
// corner marks in the corners, then the edges' middles.

// fill sets the fill colour (0–255 each).
func (p *page) fill(c [3]uint8) {
	p.op("%s %s %s rg", num(float64(c[0])/255), num(float64(c[1])/255), num(float64(c[2])/255))
}

// fillRect fills a rectangle in the fill colour.
func (p *page) fillRect(x, y, wd, ht float64) {
	p.op("%s %s %s %s re f", num(x), num(y), num(wd), num(ht))
}

// drawColours fills the coloured cells of s, before the grid's lines.
func drawColours(pg *page, b Box, s *Sheet) {
	cell := b.Size / 9
	for i, m := range s.Colours {
		n := 0
		for c := 1; c <= 9; c++ {
			if m&(1<<c) != 0 {
				n++
			}
		}
		if n == 0 {
			continue
		}
		x := b.X + float64(i%9)*cell
		y := b.Y + b.Size - float64(i/9+1)*cell
		k := 0
		for c := 1; c <= 9; c++ {
			if m&(1<<c) == 0 {
				continue
			}
			pg.fill(s.Palette[c-1])
			pg.fillRect(x+cell*float64(k)/float64(n), y, cell/float64(n), cell)
			k++
		}
	}
	pg.gray(0)
}

// cornerSlots are the places of corner marks in order, as fractions of the
// cell from its top-left corner (as the board draws them).
var cornerSlots = [9][2]float64{
	{0.18, 0.19}, {0.82, 0.19}, {0.18, 0.81}, {0.82, 0.81},
	{0.5, 0.19}, {0.5, 0.81}, {0.18, 0.5}, {0.82, 0.5}, {0.5, 0.5},
}

// drawCorner writes the corner marks of the empty cells of s; a cell with
// corner marks gets its centre marks in a row across the middle instead of
// their 3×3 places (notesOf tells drawGrid to leave them). In a Killer
// cage the marks keep to the room inside the dashed line, a gap all round
// (cornerGrid), as the notes do, and leave the sum its corner.
func drawCorner(pg *page, b Box, s *Sheet) {
	cell := b.Size / 9
	noteSize := cell * 0.24
	pg.gray(0.45)
	for i, m := range s.Corner {
		if m == 0 || s.Givens[i] != 0 || s.Digits[i] != 0 {
			continue
		}
		x0 := b.X + float64(i%9)*cell
		top := b.Y + b.Size - float64(i/9)*cell
		k := 0
		if top, _ := noteRows(s.Geometry, i, cell); top > 0 {
			k = 1 // the top-left corner is a Killer cage's sum
		}
		g, caged := cornerGrid(s.Geometry, i, cell)
		size := noteSize
		if caged {
			size = g.size(noteSize, cell)
		}
		for d := uint8(1); d <= 9; d++ {
			if !m.Has(d) {
				continue
			}
			if k == 9 || k == 8 && s.Notes[i] != 0 {
				break
			}
			sl := cornerSlots[k]
			k++
			x, y := x0+sl[0]*cell, top-sl[1]*cell
			if caged {
				// The slot's column and row of the 3×3 places.
				col, row := math.Round((sl[0]-0.18)/0.32), math.Round((sl[1]-0.19)/0.31)
				x, y = x0+g.left+(col+0.5)*g.col, top-g.top-(row+0.5)*g.row
			}
			pg.textCentered(Helvetica, size, x, y-size*0.36, strconv.Itoa(int(d)))
		}
		if c := s.Notes[i]; c != 0 {
			row := ""
			for d := uint8(1); d <= 9; d++ {
				if c.Has(d) {
					row += strconv.Itoa(int(d))
				}
			}
			size := noteSize
			if len(row) > 4 {
				size = noteSize * 0.7
			}
			pg.textCentered(Helvetica, size, x0+cell/2, top-cell/2-size*0.36, row)
		}
	}
	pg.gray(0)
}

// cornerGrid is where the corner marks of cell i lie: in a Killer cage,
// the room inside its dashed line with a gap all round (notesIn, but not
// below the sum: the marks skip the sum's corner instead), and true; the
// cell's thirds (cornerSlots) otherwise.
func cornerGrid(geom *solver.Geometry, i int, cell float64) (noteGrid, bool) {
	if geom == nil || geom.CageOf(i) < 0 {
		return noteGrid{}, false
	}
	m := 2 * cageInset(cell)
	return noteGrid{m, m, (cell - 2*m) / 3, (cell - 2*m) / 3}, true
}

// notesOf returns the centre marks drawGrid writes in their 3×3 places: a
// cell with corner marks has its own row (drawCorner).
func notesOf(s *Sheet) [81]solver.Mask {
	n := s.Notes
	for i := range n {
		if s.Corner[i] != 0 {
			n[i] = 0
		}
	}
	return n
}
