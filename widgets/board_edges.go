package widgets

import (
	"image"

	"gioui.org/op"
)

// paintRelatedEdges outlines the selected cell's row and column, w pixels
// wide, in the palette's RelatedEdge: the bands' faint fill shows where
// they are, the outline makes them findable (3:1 against a cell). While a
// hint shows, its own outlines take their place.
func (s *BoardStyle) paintRelatedEdges(ops *op.Ops, sel, w int) {
	g, col := &s.Board.geo, s.Theme.Palette.RelatedEdge
	frame := func(r image.Rectangle) {
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), col)
		fillRect(ops, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), col)
		fillRect(ops, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), col)
	}
	r, c := sel/9, sel%9
	frame(g.cellRect(r * 9).Union(g.cellRect(r*9 + 8)))
	frame(g.cellRect(c).Union(g.cellRect(72 + c)))
}
