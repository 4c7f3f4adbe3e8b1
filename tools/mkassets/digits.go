package main

import "math"

// Digit shapes for the icon, drawn as pen strokes (lines and circular arcs)
// in a glyph box 0.6 wide and 1 tall, y growing down. They are plain and
// geometric, like the digits of a printed puzzle, so they stay readable when
// the icon is 48 pixels wide.

const deg = math.Pi / 180

// glyph returns the pen paths of digit d in the glyph box.
func glyph(d int) [][]piece {
	switch d {
	case 1:
		return [][]piece{{
			seg{vec{0.14, 0.22}, vec{0.36, 0.03}},
			seg{vec{0.36, 0.03}, vec{0.36, 0.97}},
		}}
	case 2:
		top := arc{c: vec{0.3, 0.3}, r: 0.24, a0: -165 * deg, sweep: 205 * deg}
		return [][]piece{{
			top,
			seg{top.end(), vec{0.04, 0.97}},
			seg{vec{0.04, 0.97}, vec{0.58, 0.97}},
		}}
	case 3:
		up := arc{c: vec{0.29, 0.26}, r: 0.22, a0: -160 * deg, sweep: 250 * deg}
		low := arc{c: vec{0.29, 0.72}, r: 0.25, a0: -90 * deg, sweep: 250 * deg}
		return [][]piece{{up}, {low}}
	case 4:
		return [][]piece{{
			seg{vec{0.44, 0.97}, vec{0.44, 0.03}},
			seg{vec{0.44, 0.03}, vec{0.02, 0.68}},
			seg{vec{0.02, 0.68}, vec{0.58, 0.68}},
		}}
	case 5:
		bowl := arc{c: vec{0.3, 0.66}, r: 0.28, a0: -150 * deg, sweep: 290 * deg}
		s := bowl.start()
		return [][]piece{{
			seg{vec{0.54, 0.03}, vec{0.1, 0.03}},
			seg{vec{0.1, 0.03}, s},
			bowl,
		}}
	case 6:
		loop := arc{c: vec{0.3, 0.68}, r: 0.27, a0: 0, sweep: 360 * deg}
		return [][]piece{{
			seg{vec{0.5, 0.03}, polar(loop.c, loop.r, 200*deg)},
		}, {loop}}
	case 7:
		return [][]piece{{
			seg{vec{0.02, 0.03}, vec{0.58, 0.03}},
			seg{vec{0.58, 0.03}, vec{0.2, 0.97}},
		}}
	case 8:
		return [][]piece{
			{arc{c: vec{0.3, 0.25}, r: 0.22, a0: 0, sweep: 360 * deg}},
			{arc{c: vec{0.3, 0.72}, r: 0.25, a0: 0, sweep: 360 * deg}},
		}
	case 9:
		loop := arc{c: vec{0.3, 0.32}, r: 0.27, a0: 0, sweep: 360 * deg}
		return [][]piece{{loop}, {
			seg{polar(loop.c, loop.r, 20*deg), vec{0.1, 0.97}},
		}}
	}
	return nil
}

// placeGlyph maps the paths of digit d so that its box, height h tall, is
// centred on c.
func placeGlyph(d int, c vec, h float64) [][]piece {
	origin := c.sub(vec{0.3 * h, 0.5 * h})
	at := func(p vec) vec { return origin.add(p.scale(h)) }
	var out [][]piece
	for _, path := range glyph(d) {
		var np []piece
		for _, pc := range path {
			switch pc := pc.(type) {
			case seg:
				np = append(np, seg{at(pc.a), at(pc.b)})
			case arc:
				np = append(np, arc{c: at(pc.c), r: pc.r * h, a0: pc.a0, sweep: pc.sweep})
			}
		}
		out = append(out, np)
	}
	return out
}
