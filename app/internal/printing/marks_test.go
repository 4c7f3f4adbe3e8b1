package printing

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// A sheet with colours and corner marks: a coloured cell prints its colour
// (two colours side by side), and an empty cell's corner marks read back
// from its square.
func TestPrintColoursAndCornerMarks(t *testing.T) {
	needPoppler(t)
	s := testSheets(t, solver.Easy, 1)[0]
	s.Palette[0] = [3]uint8{234, 162, 152}
	s.Palette[5] = [3]uint8{182, 198, 255}
	empty := -1
	for i, d := range s.Givens {
		if d == 0 {
			empty = i
			break
		}
	}
	s.Corner[empty] = 1<<2 | 1<<7
	s.Colours[empty] = 1<<1 | 1<<6
	o := Options{Paper: A4, PerPage: 1}
	path := writePDF(t, []Sheet{s}, o)
	grid := GridBoxes(A4, 1, 1)[0]
	cell := grid.Size / 9
	box := Box{X: grid.X + float64(empty%9)*cell, Y: grid.Y + grid.Size - float64(empty/9+1)*cell, Size: cell}
	if got := digitsOf(textIn(t, path, A4, 1, box)); got != "27" {
		t.Errorf("the coloured cell reads %q, want its corner marks 27", got)
	}
	// Render in colour at 72 dpi (1 px a point) and look at the cell's
	// left and right quarters, at mid height.
	prefix := filepath.Join(t.TempDir(), "page")
	run(t, "pdftoppm", "-png", "-singlefile", "-r", "72", "-f", "1", "-l", "1", path, prefix)
	f, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	y := int(A4.Height - (box.Y + box.Size*0.5))
	for _, c := range []struct {
		x    float64
		want [3]uint8
	}{{box.X + box.Size*0.1, s.Palette[0]}, {box.X + box.Size*0.9, s.Palette[5]}} {
		r, g, b, _ := img.At(int(c.x), y).RGBA()
		got := [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
		for k := range 3 {
			if d := int(got[k]) - int(c.want[k]); d < -8 || d > 8 {
				t.Errorf("pixel at %.0f,%d is %v, want the colour %v", c.x, y, got, c.want)
				break
			}
		}
	}
}
