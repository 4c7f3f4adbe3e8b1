package i18n

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// CellName words cell i (0–80) of g as a screen reader says it
// (docs/behaviour.md, Accessibility): "Row 3, column 5: 7, given", "Row 3,
// column 6: empty, notes 1, 4, 7". What the board marks, the cell's words
// say: a digit wrong after a check or a give-up, a digit that repeats in
// its row, column or box only where the game marks clashes (the mistakes
// setting), nothing while the game is paused and the board hidden.
func (c *Catalog) CellName(g *model.Game, i int) string {
	if i < 0 || i >= 81 {
		return ""
	}
	var what string
	if g.State() == model.Paused {
		what = c.T(A11yHidden)
	} else {
		cell := g.Cell(i)
		var row, col, box bool
		if cell.Clash {
			grid := g.Grid()
			row, col, box = repeats(&grid, i)
		}
		what = c.cellWords(cell, row, col, box)
		if where := c.variantWords(g.Puzzle().Geometry, i); where != "" {
			what += ", " + where
		}
	}
	return c.T(A11yCell, i/9+1, i%9+1, what)
}

// variantWords says what a variant adds to a cell (docs/variants.md): its
// Killer cage's sum and size, its Jigsaw region, the X diagonals and the
// Windoku windows it is on; "" for the classic game.
func (c *Catalog) variantWords(geo *solver.Geometry, i int) string {
	if geo == nil {
		return ""
	}
	var parts []string
	if k := geo.CageOf(i); k >= 0 && k < len(geo.Cages) {
		cage := geo.Cages[k]
		parts = append(parts, c.T(A11yCage, len(cage.Cells), cage.Sum))
	}
	for _, h := range geo.HousesOf(i) {
		if h < 0 || h >= len(geo.Houses) {
			continue
		}
		house := geo.Houses[h]
		switch {
		case house.Kind == solver.RegionHouse && geo.Variant == solver.Jigsaw:
			parts = append(parts, c.T(A11yRegion, house.Index+1))
		case house.Kind == solver.DiagonalHouse:
			parts = append(parts, c.T(A11yDiagonal, house.Index+1))
		case house.Kind == solver.WindowHouse:
			parts = append(parts, c.T(A11yWindow, house.Index+1))
		}
	}
	return strings.Join(parts, ", ")
}

// repeats reports in which of its units cell i's digit is also.
func repeats(g *solver.Grid, i int) (row, col, box bool) {
	d := g[i]
	for _, p := range solver.Peers[i] {
		if d == 0 || g[p] != d {
			continue
		}
		k := int(p)
		row = row || k/9 == i/9
		col = col || k%9 == i%9
		box = box || (k/27 == i/27 && k%9/3 == i%9/3)
	}
	return
}

// cellWords words what a cell holds, its coordinates left out.
func (c *Catalog) cellWords(cell model.Cell, row, col, box bool) string {
	var parts []string
	switch {
	case cell.Digit == 0:
		parts = append(parts, c.T(A11yEmpty))
	case cell.Given:
		parts = append(parts, strconv.Itoa(int(cell.Digit)), c.T(A11yGiven))
	case cell.Revealed:
		parts = append(parts, strconv.Itoa(int(cell.Digit)), c.T(A11yRevealed))
		if cell.Wrong {
			parts = append(parts, c.T(A11yWasWrong))
		}
	default:
		parts = append(parts, strconv.Itoa(int(cell.Digit)))
		if cell.Wrong {
			parts = append(parts, c.T(A11yWrong))
		}
	}
	if cell.Clash && !cell.Revealed {
		m := repeatedMessage(row, col, box)
		if m == nil {
			m = A11yRepeated // in a variant's house or cage
		}
		parts = append(parts, c.T(m))
	}
	listed := cell.Notes | cell.Corner
	if cell.Notes != 0 {
		parts = append(parts, c.T(A11yNotes, c.marks(cell.Notes, cell.CandColours)))
	}
	if cell.Corner != 0 {
		parts = append(parts, c.T(A11yCorner, c.marks(cell.Corner, cell.CandColours)))
	}
	for d := uint8(1); d <= 9; d++ {
		if k := model.CandColour(cell.CandColours, d); k != 0 && !listed.Has(d) {
			parts = append(parts, c.T(A11yCandAlone, int(d), int(k)))
		}
	}
	if cell.Colours != 0 {
		var ks []string
		first := 0
		for k := 1; k <= 9; k++ {
			if cell.Colours&(1<<k) != 0 {
				ks = append(ks, strconv.Itoa(k))
				first = max(first, k)
			}
		}
		if len(ks) == 1 {
			parts = append(parts, c.T(A11yColour, first))
		} else {
			parts = append(parts, c.T(A11yColours, strings.Join(ks, ", ")))
		}
	}
	return strings.Join(parts, ", ")
}

// marks lists the digits of m, each coloured one with its colour ("1, 4
// in colour 2, 7").
func (c *Catalog) marks(m solver.Mask, colours uint64) string {
	var ds []string
	for d := uint8(1); d <= 9; d++ {
		if !m.Has(d) {
			continue
		}
		if k := model.CandColour(colours, d); k != 0 {
			ds = append(ds, c.T(A11yCandColour, int(d), int(k)))
		} else {
			ds = append(ds, strconv.Itoa(int(d)))
		}
	}
	return strings.Join(ds, ", ")
}

func repeatedMessage(row, col, box bool) *Message {
	switch {
	case row && col && box:
		return A11yRepAll
	case row && col:
		return A11yRepRowCol
	case row && box:
		return A11yRepRowBox
	case col && box:
		return A11yRepColBox
	case row:
		return A11yRepRow
	case col:
		return A11yRepCol
	case box:
		return A11yRepBox
	}
	return nil
}

// CellRef words a cell's place: "row 3, column 5".
func (c *Catalog) CellRef(i int) string { return c.T(A11yCellRef, i/9+1, i%9+1) }

// cellRefs words several cells' places in reading order: "row 1, column
// 5 and row 3, column 8".
func (c *Catalog) cellRefs(cells []int) string {
	slices.Sort(cells)
	s := ""
	for j, k := range cells {
		if j == 0 {
			s = c.CellRef(k)
		} else {
			s = c.T(A11yAndCells, s, c.CellRef(k))
		}
	}
	return s
}

// MoveResult words for a screen reader what placing digit d in cell i did
// (d = 0: erasing it), g being the game after the move and err what the
// move returned (docs/behaviour.md, Accessibility): "7 placed at row 3,
// column 5.", and where the game marks clashes, where else the digit is;
// a digit refused for a clash says the unit and the cell that holds it; any
// other refusal is the window's own words for it.
func (c *Catalog) MoveResult(g *model.Game, i int, d uint8, err error) string {
	var ce *model.ClashError
	switch {
	case errors.As(err, &ce):
		return c.Clash(ce) + " " + c.T(A11yClashAt, c.cellRefs(append([]int{ce.Cell}, ce.Others...)))
	case err != nil:
		return c.Error(err)
	case d == 0:
		return c.T(A11yErased, i/9+1, i%9+1)
	}
	s := c.T(A11yPlaced, int(d), i/9+1, i%9+1)
	if i < 0 || i >= 81 || !g.Cell(i).Clash {
		return s
	}
	grid := g.Grid()
	peers := solver.Peers[i][:]
	if geo := g.Puzzle().Geometry; geo != nil {
		peers = geo.Peers(i)
	}
	var others []int
	for _, p := range peers {
		if grid[p] == d {
			others = append(others, int(p))
		}
	}
	if len(others) > 0 {
		s += " " + c.T(A11yAlsoAt, int(d), c.cellRefs(others))
	}
	return s
}
