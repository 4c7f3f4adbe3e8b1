package window

import (
	"image"
	"testing"

	"github.com/giosudoku/sudoku/app/internal/assets"
)

func TestThemeImagesAreSmallRGBA(t *testing.T) {
	imgs, err := assets.LoadImages("../../../assets")
	if err != nil {
		t.Fatal(err)
	}
	ti := themeImages(imgs)
	wave := ti.WaveSprite.Bounds()
	if max(wave.Dx(), wave.Dy()) > waveSpriteMax || wave.Dx() < 8 {
		t.Fatalf("wave sprite %v, want at most %d px and not empty", wave, waveSpriteMax)
	}
	src := imgs.Wave.Bounds()
	if ratio, want := float64(wave.Dx())/float64(wave.Dy()), float64(src.Dx())/float64(src.Dy()); ratio < want*0.9 || ratio > want*1.1 {
		t.Fatalf("wave sprite %v lost the shape of %v", wave, src)
	}
	// The middle of the band stays bright, the sides stay clear.
	mid := ti.WaveSprite.(*image.RGBA).RGBAAt(wave.Dx()/2, wave.Dy()/2)
	side := ti.WaveSprite.(*image.RGBA).RGBAAt(0, wave.Dy()/2)
	if mid.A <= side.A {
		t.Fatalf("the shrunk band is not brighter in the middle: middle %v, side %v", mid, side)
	}
	if s := ti.Star.Bounds(); s.Dx() != 128 {
		t.Fatalf("star %v, want 128 px", s)
	}
}
