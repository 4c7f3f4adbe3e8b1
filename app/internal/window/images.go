package window

// Handing the decoded images to the widgets in the form they draw fastest
// and keep smallest: premultiplied RGBA (what the GPU upload wants, so Gio
// keeps no converted copy), the light-wave sprite shrunk to the size it is
// drawn from (it is stretched over the grid anyway). The decoded PNGs are
// not kept.

import (
	"image"

	"golang.org/x/image/draw"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/widgets"
)

// waveSpriteMax is the largest side the wave sprite keeps: the band is a
// smooth gradient, stretched to the grid's size when drawn.
const waveSpriteMax = 256

// themeImages converts the game's images for the theme.
func themeImages(imgs *assets.GameImages) widgets.Images {
	return widgets.Images{
		WaveSprite: toRGBA(imgs.Wave, waveSpriteMax),
		Star:       toRGBA(imgs.StarFilled.ForSize(128), 0),
		StarEmpty:  toRGBA(imgs.StarEmpty.ForSize(128), 0),
	}
}

// toRGBA returns img as premultiplied RGBA, scaled down to at most maxSide
// pixels on its longer side (0: as it is).
func toRGBA(img image.Image, maxSide int) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if maxSide > 0 && max(w, h) > maxSide {
		if w >= h {
			w, h = maxSide, max(1, h*maxSide/w)
		} else {
			w, h = max(1, w*maxSide/h), maxSide
		}
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if w == b.Dx() && h == b.Dy() {
		draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Src)
		return dst
	}
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}
