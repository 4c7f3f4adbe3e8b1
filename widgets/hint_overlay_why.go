package widgets

import (
	"image"

	"gioui.org/f32"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"

	"github.com/giosudoku/sudoku/solver"
)

// HintBlock is a digit on the board that rules a single's digit out of
// other cells: the cell holding it and the cells it covers.
type HintBlock struct {
	Cell   uint8
	Covers []uint8
}

// SingleBlocks finds, for a hidden single, the digits on the board (cells)
// that keep its digit out of the unit's other empty cells, fewest first
// (each covering the most cells left); for a naked single, the peers
// holding each of the cell's other digits. Cells no digit covers (ruled
// out by a subtler step) are left out. Nil for other techniques.
func SingleBlocks(s solver.Step, cells solver.Grid) []HintBlock {
	return SingleBlocksOn(s, cells, nil)
}

// SingleBlocksOn is SingleBlocks in a variant's game: the digits that rule
// the single's digit out are those of the cells that see it under geom's
// houses and cages (docs/variants.md); nil geom is the classic game.
func SingleBlocksOn(s solver.Step, cells solver.Grid, geom *solver.Geometry) []HintBlock {
	var house []uint8
	if len(s.Units) > 0 {
		house = solver.Units[s.Units[0]][:]
	}
	return singleBlocks(s, cells, geom, house)
}

// singleBlocks is SingleBlocksOn with the hidden single's house given by
// its cells (nil: none known).
func singleBlocks(s solver.Step, cells solver.Grid, geom *solver.Geometry, house []uint8) []HintBlock {
	sees := sees
	peersOf := func(c uint8) []uint8 { return solver.Peers[c][:] }
	if geom != nil {
		sees = func(a, b uint8) bool { return geom.Sees(int(a), int(b)) }
		peersOf = func(c uint8) []uint8 { return geom.Peers(int(c)) }
	}
	if len(s.Cells) != 1 {
		return nil
	}
	target := s.Cells[0]
	switch s.Technique {
	case solver.NakedSingle:
		var out []HintBlock
		var seen solver.Mask
		for _, p := range peersOf(target) {
			if d := cells[p]; d != 0 && !seen.Has(d) {
				seen |= 1 << d
				out = append(out, HintBlock{Cell: p, Covers: []uint8{target}})
			}
		}
		return out
	case solver.HiddenSingleBox, solver.HiddenSingleLine:
	default:
		return nil
	}
	if len(house) == 0 {
		return nil
	}
	d := s.Digits.Lowest()
	var left []uint8
	for _, c := range house {
		if c != target && cells[c] == 0 {
			left = append(left, c)
		}
	}
	var holders []uint8
	for c, x := range cells {
		if x == d {
			holders = append(holders, uint8(c))
		}
	}
	var out []HintBlock
	for len(left) > 0 {
		best, bestN := -1, 0
		for i, h := range holders {
			n := 0
			for _, c := range left {
				if sees(h, c) {
					n++
				}
			}
			if n > bestN {
				best, bestN = i, n
			}
		}
		if best < 0 {
			break
		}
		h := holders[best]
		b := HintBlock{Cell: h}
		var rest []uint8
		for _, c := range left {
			if sees(h, c) {
				b.Covers = append(b.Covers, c)
			} else {
				rest = append(rest, c)
			}
		}
		out, left = append(out, b), rest
	}
	return out
}

// sees reports whether cells a and b share a row, a column or a box.
func sees(a, b uint8) bool {
	for _, u := range solver.UnitsOf[a] {
		for _, v := range solver.UnitsOf[b] {
			if u == v {
				return true
			}
		}
	}
	return false
}

// paintBlocks draws each block: a ring round the digit that rules the
// single's digit out, and a line from it through the cells it covers (to
// the farthest in each direction), in the pattern's ring colour.
func (s *BoardStyle) paintBlocks(ops *op.Ops, w float32) {
	o := s.View.Overlay
	if o == nil || len(o.Blocks) == 0 {
		return
	}
	g := &s.Board.geo
	col := overlayColours(&s.Theme.Palette).patternRing
	centre := func(c uint8) f32.Point {
		r := g.cellRect(int(c))
		return f32.Pt(float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2)
	}
	for _, b := range o.Blocks {
		c := centre(b.Cell)
		rad := float32(g.cell) * 0.4
		rect := image.Rect(int(c.X-rad), int(c.Y-rad), int(c.X+rad+0.5), int(c.Y+rad+0.5))
		paint.FillShape(ops, col, clip.Stroke{Path: clip.Ellipse(rect).Path(ops), Width: w}.Op())
		// The farthest covered cell in each direction from the digit.
		far := map[[2]int]uint8{}
		dist := func(a uint8) int { return abs(int(a)/9-int(b.Cell)/9) + abs(int(a)%9-int(b.Cell)%9) }
		for _, x := range b.Covers {
			dir := [2]int{isign(int(x)/9 - int(b.Cell)/9), isign(int(x)%9 - int(b.Cell)%9)}
			if f, ok := far[dir]; !ok || dist(x) > dist(f) {
				far[dir] = x
			}
		}
		for _, x := range far {
			e := centre(x)
			v := e.Sub(c)
			n := float32(len2(v))
			if n < 1 {
				continue
			}
			from := c.Add(v.Mul(rad / n))
			var p clip.Path
			p.Begin(ops)
			p.MoveTo(from)
			p.LineTo(e)
			paint.FillShape(ops, col, clip.Stroke{Path: p.End(), Width: w * 0.8}.Op())
			// A dot at the end: this cell is covered.
			d := float32(g.cell) * 0.06
			paint.FillShape(ops, col, clip.Ellipse(image.Rect(int(e.X-d), int(e.Y-d), int(e.X+d+0.5), int(e.Y+d+0.5))).Op(ops))
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func isign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}
