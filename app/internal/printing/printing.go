// Package printing lays Sudoku grids out on printed pages and writes them as
// a PDF: one, two, four or six puzzles to a page, each with its title line
// above and its 81-character line below (so that it can be typed back in),
// then optionally the solutions, twelve small grids to a page. The pages are
// always black on white, whatever the window's theme. The layout takes
// every text already translated; sheet.go words a puzzle's title and the
// page texts through the catalogue (package i18n), for the window and the
// command line alike.
package printing

import (
	"fmt"
	"io"
	"strconv"

	"github.com/giosudoku/sudoku/solver"
)

// Paper is a sheet size in points (1/72 inch).
type Paper struct {
	Name          string // "a4" or "letter"
	Width, Height float64
}

var (
	A4     = Paper{"a4", 595.28, 841.89}
	Letter = Paper{"letter", 612, 792}
)

// Margin is the blank border of every page: 15 mm, more than the unprintable
// edge of home inkjet and laser printers (about 3–6 mm at the sides, up to
// 12.7 mm at the bottom on some).
const Margin = 15 * 72 / 25.4

// PerPage lists the numbers of puzzles a page can hold.
var PerPage = []int{1, 2, 4, 6}

// SolutionsPerPage is how many small solution grids a solutions page holds.
const SolutionsPerPage = 12

// Sheet is one puzzle to print.
type Sheet struct {
	Number int    // the puzzle's number, shown beside its solution
	Title  string // the title line: number, level, rating
	Givens solver.Grid
	// Digits and Notes are the player's progress, printed lighter than the
	// givens; both are empty for a fresh puzzle. A digit on a given cell is
	// ignored, and so are the notes of a cell with a digit.
	Digits solver.Grid
	Notes  [81]solver.Mask
	// Corner, Colours and Palette are the rest of the player's marks, when
	// asked for (marks.go): corner marks of empty cells, each cell's
	// colours (bit c for colour c, 1–9) and the nine colours as RGB.
	Corner  [81]solver.Mask
	Colours [81]uint16
	Palette [9][3]uint8
	// Solution is printed on the solutions pages when Options.Solutions is set.
	Solution solver.Grid
	// Geometry is a variant's (docs/variants.md): its diagonals, windows,
	// regions or cages are drawn with the grid (variant.go). Nil for the
	// classic game.
	Geometry *solver.Geometry
}

// Options says how the sheets are laid out.
type Options struct {
	Paper          Paper
	PerPage        int    // 1, 2, 4 or 6
	Solutions      bool   // add the solutions pages
	SolutionsTitle string // the solutions pages' heading, e.g. "Solutions"
	// Labels numbers the rows (left) and columns (above) of each puzzle's
	// grid 1 to 9, as the window's labels do, so that a cell named in a
	// hint or in `sudoku explain` ("r4c5") is found on paper. The grid
	// shrinks a little to make room; the solutions' small grids have none.
	Labels bool
}

// Box is a square on a page, in points from the bottom left corner as PDF
// places them.
type Box struct{ X, Y, Size float64 }

// grid of slots of a page: cols × rows.
func slots(perPage int) (cols, rows int) {
	switch perPage {
	case 1:
		return 1, 1
	case 2:
		return 1, 2
	case 4:
		return 2, 2
	case 6:
		return 2, 3
	}
	return 0, 0
}

// slotGap is the space between two slots of a page.
const slotGap = 18

// puzzleLayout is where slot k of a page of perPage puzzles puts its grid,
// and the sizes of its title and footer.
type puzzleLayout struct {
	grid       Box
	titleSize  float64
	footerSize float64
	slotX      float64 // left edge of the slot
	slotW      float64
	label      float64 // the labels' room left of and above the grid; 0 without labels
}

// labelRoom is the labels' room beside the grid, in cells.
const labelRoom = 0.6

func layoutPuzzle(p Paper, perPage, k int, labels bool) puzzleLayout {
	cols, rows := slots(perPage)
	slotW := (p.Width - 2*Margin - float64(cols-1)*slotGap) / float64(cols)
	slotH := (p.Height - 2*Margin - float64(rows-1)*slotGap) / float64(rows)
	col, row := k%cols, k/cols
	x := Margin + float64(col)*(slotW+slotGap)
	top := p.Height - Margin - float64(row)*(slotH+slotGap)
	titleSize := min(14, max(9, slotW/28))
	footerSize := min(9, slotW/(81*0.6))
	// title line, a gap, (the column labels,) the grid, a gap, the footer
	// line; the row labels at the grid's left, the grid and its labels
	// centred together.
	room := 0.0
	if labels {
		room = labelRoom / 9
	}
	size := min(slotW/(1+room), (slotH-titleSize*1.8-footerSize*2.2)/(1+room))
	label := size * room
	gx := x + (slotW-size-label)/2 + label
	gy := top - titleSize*1.8 - label - size
	return puzzleLayout{grid: Box{gx, gy, size}, titleSize: titleSize, footerSize: footerSize, slotX: x, slotW: slotW, label: label}
}

// GridBoxes returns where the grids of one page of n puzzles (n ≤ perPage)
// are drawn without labels: the tests read each grid's digits back from
// its square.
func GridBoxes(p Paper, perPage, n int) []Box {
	return GridBoxesOf(Options{Paper: p, PerPage: perPage}, n)
}

// GridBoxesOf is GridBoxes for the layout of o, labels included.
func GridBoxesOf(o Options, n int) []Box {
	var boxes []Box
	for k := range min(n, o.PerPage) {
		boxes = append(boxes, layoutPuzzle(o.Paper, o.PerPage, k, o.Labels).grid)
	}
	return boxes
}

const solutionCols, solutionRows = 3, 4

// solutionHeading is the size of the solutions pages' heading.
const solutionHeading = 14

// SolutionBoxes returns where the solution grids of one solutions page
// holding n of them are drawn.
func SolutionBoxes(p Paper, n int) []Box {
	top := p.Height - Margin - solutionHeading*2
	slotW := (p.Width - 2*Margin - (solutionCols-1)*slotGap) / solutionCols
	slotH := (top - Margin - (solutionRows-1)*slotGap) / solutionRows
	size := min(slotW, slotH-14)
	var boxes []Box
	for k := range min(n, SolutionsPerPage) {
		col, row := k%solutionCols, k/solutionCols
		x := Margin + float64(col)*(slotW+slotGap) + (slotW-size)/2
		y := top - float64(row)*(slotH+slotGap) - 14 - size
		boxes = append(boxes, Box{x, y, size})
	}
	return boxes
}

// Pages is the number of pages Write makes for n sheets.
func Pages(n int, o Options) int {
	pages := (n + o.PerPage - 1) / o.PerPage
	if o.Solutions {
		pages += (n + SolutionsPerPage - 1) / SolutionsPerPage
	}
	return pages
}

// Write writes the sheets as a PDF to w.
func Write(w io.Writer, sheets []Sheet, o Options) error {
	st, err := NewStream(w, o)
	if err != nil {
		return err
	}
	for _, s := range sheets {
		st.Add(s)
	}
	return st.Close()
}

// Stream writes a PDF as its sheets come, one page at a time: what it holds
// is the page being drawn and, for each sheet, a few bytes (where its page
// is in the file and, with Options.Solutions, its givens and solution for
// the solutions pages at the end) — never the document. `sudoku print` of a
// 16 MiB collection runs in a few dozen megabytes this way.
type Stream struct {
	o   Options
	d   *doc
	pg  *page
	n   int // sheets added
	sol []solutionSheet
}

// solutionSheet is what the solutions pages need of a sheet.
type solutionSheet struct {
	number           int
	givens, solution solver.Grid
	geometry         *solver.Geometry
}

// NewStream starts a PDF on w laid out as o says.
func NewStream(w io.Writer, o Options) (*Stream, error) {
	if cols, _ := slots(o.PerPage); cols == 0 {
		return nil, fmt.Errorf("printing: %d puzzles to a page: want 1, 2, 4 or 6", o.PerPage)
	}
	if o.Paper.Width <= 0 || o.Paper.Height <= 0 {
		return nil, fmt.Errorf("printing: no paper size")
	}
	d := newDoc(w, o.Paper.Width, o.Paper.Height)
	return &Stream{o: o, d: d}, nil
}

// Add lays s out on the page under way, which is written out once full.
// An error of the writer is kept and returned by Close.
func (st *Stream) Add(s Sheet) {
	o := st.o
	k := st.n % o.PerPage
	if k == 0 {
		st.pg = st.d.newPage()
	}
	st.n++
	l := layoutPuzzle(o.Paper, o.PerPage, k, o.Labels)
	pg := st.pg
	pg.gray(0)
	pg.textCentered(HelveticaBold, l.titleSize, l.grid.X+l.grid.Size/2, l.grid.Y+l.grid.Size+l.label+l.titleSize*0.7, s.Title)
	if o.Labels {
		drawLabels(pg, l.grid, l.label)
	}
	drawWindows(pg, l.grid, s.Geometry)
	drawColours(pg, l.grid, &s)
	drawGrid(pg, l.grid, s.Givens, s.Digits, notesOf(&s), true, s.Geometry)
	drawCorner(pg, l.grid, &s)
	drawVariant(pg, l.grid, s.Geometry, true)
	pg.gray(0.25)
	pg.textCentered(Courier, l.footerSize, l.slotX+l.slotW/2, l.grid.Y-l.footerSize*1.6, s.Givens.String())
	if o.Solutions {
		st.sol = append(st.sol, solutionSheet{s.Number, s.Givens, s.Solution, s.Geometry})
	}
}

// Close writes the solutions pages when asked for, then the end of the PDF.
func (st *Stream) Close() error {
	o := st.o
	var pg *page
	for i, s := range st.sol {
		k := i % SolutionsPerPage
		if k == 0 {
			pg = st.d.newPage()
			pg.gray(0)
			pg.textCentered(HelveticaBold, solutionHeading, o.Paper.Width/2, o.Paper.Height-Margin-solutionHeading, o.SolutionsTitle)
		}
		b := SolutionBoxes(o.Paper, k+1)[k]
		pg.gray(0)
		pg.textCentered(HelveticaBold, 10, b.X+b.Size/2, b.Y+b.Size+4, strconv.Itoa(s.number))
		// The solution's digits that were givens in bold, the others plain.
		var found solver.Grid
		for c := range 81 {
			if s.givens[c] == 0 {
				found[c] = s.solution[c]
			}
		}
		drawWindows(pg, b, s.geometry)
		drawGrid(pg, b, s.givens, found, [81]solver.Mask{}, false, s.geometry)
		drawVariant(pg, b, s.geometry, false)
	}
	st.sol = nil
	if st.d.count == 0 && st.d.cur == nil {
		st.d.newPage() // a PDF needs a page; an empty list prints a blank one
	}
	return st.d.close()
}

// drawLabels numbers the columns of the grid in box b above it and its rows
// at its left, 1 to 9, in gray, centred in the room the layout left.
func drawLabels(pg *page, b Box, room float64) {
	cell := b.Size / 9
	size := room * 0.72
	pg.gray(0.35)
	for i := range 9 {
		n := strconv.Itoa(i + 1)
		mid := (float64(i) + 0.5) * cell
		pg.textCentered(Helvetica, size, b.X+mid, b.Y+b.Size+room/2-size*0.36, n)
		pg.textCentered(Helvetica, size, b.X-room/2, b.Y+b.Size-mid-size*0.36, n)
	}
}

// drawGrid draws a grid in box b: the givens in bold black, the other digits
// (the player's, or a solution's) in plain dark gray, and the notes small.
// Digits are written row by row, left to right, so that text extraction
// gives them back in the grid's order. A variant's geometry (nil for the
// classic game) leaves out a Jigsaw's box lines and keeps the notes of a
// cell in a Killer cage inside its dashed line and below its sum
// (variant.go, notesIn).
func drawGrid(pg *page, b Box, givens, digits solver.Grid, notes [81]solver.Mask, big bool, geom *solver.Geometry) {
	cell := b.Size / 9
	thin, thick := 0.5, 1.6
	if !big {
		thin, thick = 0.3, 0.9
	}
	pg.gray(0.35)
	for i := 1; i < 9; i++ {
		if i%3 == 0 {
			continue
		}
		o := float64(i) * cell
		pg.line(b.X+o, b.Y, b.X+o, b.Y+b.Size, thin)
		pg.line(b.X, b.Y+o, b.X+b.Size, b.Y+o, thin)
	}
	for i := 3; i < 9 && !boxLines(geom); i += 3 {
		o := float64(i) * cell
		pg.line(b.X+o, b.Y, b.X+o, b.Y+b.Size, thin)
		pg.line(b.X, b.Y+o, b.X+b.Size, b.Y+o, thin)
	}
	pg.gray(0)
	for i := 3; i < 9 && boxLines(geom); i += 3 {
		o := float64(i) * cell
		pg.line(b.X+o, b.Y, b.X+o, b.Y+b.Size, thick)
		pg.line(b.X, b.Y+o, b.X+b.Size, b.Y+o, thick)
	}
	pg.rect(b.X, b.Y, b.Size, b.Size, thick)
	size := cell * 0.62
	noteSize := cell * 0.27
	for r := range 9 {
		for c := range 9 {
			i := r*9 + c
			cx := b.X + (float64(c)+0.5)*cell
			base := b.Y + b.Size - (float64(r)+0.5)*cell - size*0.36 // digits' height is about 0.72 em
			switch {
			case givens[i] != 0:
				pg.gray(0)
				pg.textCentered(HelveticaBold, size, cx, base, strconv.Itoa(int(givens[i])))
			case digits[i] != 0:
				pg.gray(0.4)
				pg.textCentered(Helvetica, size, cx, base, strconv.Itoa(int(digits[i])))
			case notes[i] != 0:
				pg.gray(0.45)
				ng := notesIn(geom, i, cell)
				ns := ng.size(noteSize, cell)
				for d := uint8(1); d <= 9; d++ {
					if !notes[i].Has(d) {
						continue
					}
					nx := b.X + float64(c)*cell + ng.left + (float64((d-1)%3)+0.5)*ng.col
					ny := b.Y + b.Size - float64(r)*cell - ng.top - (float64((d-1)/3)+0.5)*ng.row - ns*0.36
					pg.textCentered(Helvetica, ns, nx, ny, strconv.Itoa(int(d)))
				}
			}
		}
	}
}
