package widgets

import (
	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/layout"
)

// The row and column numbers around the grid (docs/behaviour.md, Hints):
// the rows 1–9 down its left side, the columns 1–9 along its top, so a
// cell named "r4c5" in a hint, a printed page or a spoken message can be
// found. They show while a hint shows, or always with the setting.

// labelRoom is the strip kept above and at the left of a board side
// pixels square for its numbers: about two fifths of a cell.
func labelRoom(side int) int { return max(8, side/24) }

// paintLabels draws the numbers in the board's room strips (room pixels),
// centred on each row and column of the grid, in the muted text colour
// (4.5:1 on the window). With the board zoomed, they follow the rows and
// columns the zoom draws, and those out of sight have none.
func (s *BoardStyle) paintLabels(gtx layout.Context, room int) {
	b, th := s.Board, s.Theme
	g := &b.geo
	px := max(6, room*7/10)
	col := th.Palette.TextMuted
	sh := layout.FPt(g.shift)
	in := func(v float32) bool { return v >= 0 && v < float32(g.size) }
	for i := range 9 {
		r := g.cellRect(i*9 + i) // row i's and column i's cell
		mid := b.zoom.apply(layout.FPt(r.Min.Add(r.Max)).Mul(0.5))
		if in(mid.Y) {
			b.glyphs.add(th, rune('1'+i), px, font.Medium, f32.Pt(float32(room)/2, mid.Y+sh.Y), col)
		}
		if in(mid.X) {
			b.glyphs.add(th, rune('1'+i), px, font.Medium, f32.Pt(mid.X+sh.X, float32(room)/2), col)
		}
	}
	b.glyphs.flush(th, gtx.Ops)
}
