package main

import (
	"image"
	"math"
)

// Star images for the score panel (one to three stars earned) and the
// light-wave sprite the board sweeps across the grid when a puzzle is
// solved.

// starSizes are the pixel sizes of the star images.
var starSizes = []int{64, 128}

// starShape is a five-pointed star in a unit square, points up, its tips
// rounded.
func starShape() shape {
	const (
		outer   = 0.47 // tip radius before rounding
		ratio   = 0.5  // inner radius / outer radius: a plump, friendly star
		rounded = 0.05 // tip rounding
	)
	centre := vec{0.5, 0.53}
	var pg polygon
	for k := 0; k < 10; k++ {
		r := outer - rounded
		if k%2 == 1 {
			r = (outer - rounded) * ratio
		}
		pg = append(pg, polar(centre, r, (-90+36*float64(k))*deg))
	}
	return offset{pg, rounded}
}

// facets shades a filled star like a cut gem: each arm has a lit half and
// a shaded half along its ridge, lit from the upper left, on top of a
// light-to-deep gold gradient.
type facets struct {
	centre vec
}

func (f facets) at(p vec) rgba {
	light := hex("#ffe58a", 1)
	deep := hex("#f0a01a", 1)
	d := p.sub(f.centre)
	phi := math.Atan2(d.y, d.x)
	// The arm whose ridge is nearest in angle, and which side of it p lies.
	k := math.Round((phi + 90*deg) / (72 * deg))
	ridge := -90*deg + k*72*deg
	side := 1.0
	if math.Sin(phi-ridge) < 0 {
		side = -1
	}
	// The facet leans away from the ridge: its normal, seen from above,
	// points across the ridge to p's side.
	normal := vec{math.Cos(ridge + side*90*deg), math.Sin(ridge + side*90*deg)}
	sun := vec{-0.6, -0.8}
	lit := 0.5 + 0.5*normal.dot(sun)
	base := mix(light, deep, clamp01(p.y*1.1-0.05))
	if lit > 0.5 {
		return mix(base, hex("#fff4c2", 1), (lit-0.5)*0.9)
	}
	return mix(base, hex("#d98508", 1), (0.5-lit)*0.8)
}

// starLayers draws a filled (earned) or empty star in the unit square.
func starLayers(filled bool) []layer {
	s := starShape()
	if filled {
		return []layer{
			{s, facets{centre: vec{0.5, 0.53}}},
			{outline{offset{s, -0.0125}, 0.025}, solid(hex("#b86e00", 0.9))},
		}
	}
	return []layer{
		{s, solid(hex("#f2b632", 0.2))},
		{outline{offset{s, -0.02}, 0.04}, solid(hex("#d89a1c", 1))},
	}
}

// starPNG renders a star at px×px.
func starPNG(filled bool, px int) ([]byte, error) {
	return renderPNG(1, px, starLayers(filled))
}

// Wave sprite geometry, in pixels. The band runs from the bottom left to
// the top right at 45°; it fades to nothing before the image's edges, so
// the board can scale the sprite to the grid's height and slide it from
// left of the grid to right of it with no visible edge.
const (
	waveW, waveH = 800, 512
	waveInset    = 144  // the band's centre line meets the bottom at x = waveInset, the top at waveW−waveInset
	waveCore     = 34.0 // half-width of the bright core, across the band
	waveHalo     = 96.0 // half-width of the soft glow around it
)

// waveImage draws the light-wave sprite: a white core inside a warm glow,
// both falling smoothly to transparent.
func waveImage() image.Image {
	c := newCanvas(waveW, waveH)
	a := vec{waveInset, waveH}
	b := vec{waveW - waveInset, 0}
	dir := b.sub(a).scale(1 / b.sub(a).length())
	glow := hex("#ffcf4d", 1)
	core := hex("#fffcee", 1)
	for y := 0; y < waveH; y++ {
		for x := 0; x < waveW; x++ {
			p := vec{float64(x) + 0.5, float64(y) + 0.5}
			across := math.Abs(p.sub(a).cross(dir)) // distance to the centre line
			if g := bump(across / waveHalo); g > 0 {
				glow.a = 0.5 * g
				c.over(x, y, glow, 1)
			}
			if k := bump(across / waveCore); k > 0 {
				core.a = 0.8 * k
				c.over(x, y, core, 1)
			}
		}
	}
	return c.image()
}

// bump is a smooth bell on [−1, 1]: 1 at 0, falling to 0 at ±1 with a flat
// end, and 0 beyond.
func bump(t float64) float64 {
	if t >= 1 || t <= -1 {
		return 0
	}
	u := 1 - t*t
	return u * u * u
}
