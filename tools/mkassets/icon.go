package main

// The application icon: a blue rounded tile, as desktop icons are, holding
// a white board of 3×3 cells with a few digits, one cell highlighted with a
// digit in the game's accent colour, the way the board shows a selected
// cell and a digit the player placed. The digits sit in centrally symmetric
// cells, like the clues of our puzzles.
//
// The geometry is given once, in a 256×256 unit square, and both the SVG
// and every PNG size are drawn from it.

// appID is the application ID: the icon files are named after it.
const appID = "io.github.giosudoku.Sudoku"

// iconSize is the side of the icon's unit square.
const iconSize = 256

// iconPNGSizes are the pixel sizes written as PNG.
var iconPNGSizes = []int{48, 64, 128, 256}

// Board geometry, in icon units.
const (
	boardX0, boardY0 = 38.0, 32.0
	boardSide        = 180.0
	cellSide         = boardSide / 3
	gridLine         = 7.0
)

// iconDigits are the digits on the board: cell (row, column) and value.
// The highlighted cell is the centre one.
var iconDigits = []struct {
	row, col, digit int
}{
	{0, 0, 5},
	{0, 2, 3},
	{2, 0, 7},
	{2, 2, 1},
}

const (
	accentDigit = 9 // the player's digit in the highlighted centre cell
)

// iconLayers returns the icon's drawing, back to front.
func iconLayers() []layer {
	var ls []layer
	add := func(s shape, p paint) { ls = append(ls, layer{s, p}) }

	// The tile: a darker lower edge gives it some thickness, the face a
	// gentle top-to-bottom gradient.
	add(roundRect{16, 24, 240, 244, 44}, solid(hex("#1c3f8f", 1)))
	add(roundRect{16, 12, 240, 236, 44}, linear{vec{0, 12}, vec{0, 236}, hex("#5b97f5", 1), hex("#2f62d0", 1)})
	// The board, with a faint shade at its top edge as if slightly sunk.
	bx1, by1 := boardX0+boardSide, boardY0+boardSide
	add(roundRect{boardX0 - 2, boardY0 - 1, bx1 + 2, by1 + 4, 26}, solid(hex("#163374", 0.35)))
	add(roundRect{boardX0, boardY0, bx1, by1, 24}, linear{vec{0, boardY0}, vec{0, by1}, hex("#ffffff", 1), hex("#e9eef7", 1)})

	// The highlighted centre cell.
	c0x, c0y := boardX0+cellSide, boardY0+cellSide
	add(roundRect{c0x, c0y, c0x + cellSide, c0y + cellSide, 0}, solid(hex("#cfe0fb", 1)))

	// Grid lines between the cells.
	lineColour := solid(hex("#7f97c2", 1))
	for k := 1; k <= 2; k++ {
		x := boardX0 + float64(k)*cellSide
		add(roundRect{x - gridLine/2, boardY0, x + gridLine/2, by1, 0}, lineColour)
		y := boardY0 + float64(k)*cellSide
		add(roundRect{boardX0, y - gridLine/2, bx1, y + gridLine/2, 0}, lineColour)
	}

	// The digits: clues in ink, the player's digit in the accent colour.
	var clues [][]piece
	for _, d := range iconDigits {
		clues = append(clues, placeGlyph(d.digit, cellCentre(d.row, d.col), digitHeight)...)
	}
	add(stroke{width: digitPen, paths: clues}, solid(hex("#1d2b4f", 1)))
	add(stroke{width: digitPen, paths: placeGlyph(accentDigit, cellCentre(1, 1), digitHeight)}, solid(hex("#2563eb", 1)))
	return ls
}

// Digit size and pen width, in icon units.
const (
	digitHeight = 38.0
	digitPen    = 11.0
)

// cellCentre is the centre of board cell (row, col).
func cellCentre(row, col int) vec {
	return vec{boardX0 + (float64(col)+0.5)*cellSide, boardY0 + (float64(row)+0.5)*cellSide}
}
