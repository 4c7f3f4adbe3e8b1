package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
)

// This file is a tiny vector renderer: shapes are signed distance fields,
// so one description gives both an anti-aliased raster at any size (the
// coverage of a pixel is how far its centre is inside the edge, clamped to
// 0–1) and, for the shapes that have one, an SVG element drawn by any SVG
// renderer the same way. Colours are composed "over" in sRGB space, as SVG
// renderers do.

// vec is a point or a direction in a drawing's own units (y grows down).
type vec struct{ x, y float64 }

func (a vec) add(b vec) vec             { return vec{a.x + b.x, a.y + b.y} }
func (a vec) sub(b vec) vec             { return vec{a.x - b.x, a.y - b.y} }
func (a vec) scale(k float64) vec       { return vec{a.x * k, a.y * k} }
func (a vec) dot(b vec) float64         { return a.x*b.x + a.y*b.y }
func (a vec) cross(b vec) float64       { return a.x*b.y - a.y*b.x }
func (a vec) length() float64           { return math.Hypot(a.x, a.y) }
func polar(c vec, r, angle float64) vec { return vec{c.x + r*math.Cos(angle), c.y + r*math.Sin(angle)} }

// rgba is a colour with straight (not premultiplied) alpha, each channel 0–1
// in sRGB space.
type rgba struct{ r, g, b, a float64 }

// hex reads "#rrggbb" with an opacity.
func hex(s string, alpha float64) rgba {
	var r, g, b uint8
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b); err != nil {
		panic("mkassets: bad colour " + s) // a typo in this program's constants
	}
	return rgba{float64(r) / 255, float64(g) / 255, float64(b) / 255, alpha}
}

// mix interpolates between two colours (t = 0 gives a, 1 gives b).
func mix(a, b rgba, t float64) rgba {
	return rgba{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t, a.a + (b.a-a.a)*t}
}

// svgColor writes the colour's RGB part as #rrggbb.
func (c rgba) svgColor() string {
	return fmt.Sprintf("#%02x%02x%02x", to8(c.r), to8(c.g), to8(c.b))
}

func to8(v float64) uint8 { return uint8(math.Round(clamp01(v) * 255)) }

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// shape is a region given by its signed distance: negative inside, positive
// outside, in drawing units.
type shape interface {
	dist(p vec) float64
}

// svgShape is a shape that can also write itself as an SVG element; attrs
// are the element's paint attributes.
type svgShape interface {
	shape
	svg(attrs string) string
}

// paint gives the colour of a filled shape at a point.
type paint interface {
	at(p vec) rgba
}

// svgPaint is a paint that SVG can express: fillAttrs returns the fill
// attributes and any <defs> element it needs (id names the definition).
type svgPaint interface {
	paint
	svgFill(id string) (attrs, defs string)
}

// solid is a single colour.
type solid rgba

func (s solid) at(vec) rgba { return rgba(s) }

func (s solid) svgFill(string) (string, string) {
	c := rgba(s)
	if c.a >= 1 {
		return fmt.Sprintf(`fill="%s"`, c.svgColor()), ""
	}
	return fmt.Sprintf(`fill="%s" fill-opacity="%s"`, c.svgColor(), num(c.a)), ""
}

// linear is a linear gradient from colour c0 at p0 to c1 at p1, constant
// beyond both ends (SVG's spreadMethod="pad").
type linear struct {
	p0, p1 vec
	c0, c1 rgba
}

func (l linear) at(p vec) rgba {
	d := l.p1.sub(l.p0)
	return mix(l.c0, l.c1, clamp01(p.sub(l.p0).dot(d)/d.dot(d)))
}

func (l linear) svgFill(id string) (string, string) {
	stop := func(offset float64, c rgba) string {
		return fmt.Sprintf(`<stop offset="%s" stop-color="%s" stop-opacity="%s"/>`, num(offset), c.svgColor(), num(c.a))
	}
	defs := fmt.Sprintf(`<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="%s" y1="%s" x2="%s" y2="%s">%s%s</linearGradient>`,
		id, num(l.p0.x), num(l.p0.y), num(l.p1.x), num(l.p1.y), stop(0, l.c0), stop(1, l.c1))
	return fmt.Sprintf(`fill="url(#%s)"`, id), defs
}

// num writes a coordinate for SVG with at most three decimals.
func num(v float64) string {
	s := fmt.Sprintf("%.3f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// roundRect is a rectangle with rounded corners of radius r (r may be 0).
type roundRect struct {
	x0, y0, x1, y1, r float64
}

func (b roundRect) dist(p vec) float64 {
	cx, cy := (b.x0+b.x1)/2, (b.y0+b.y1)/2
	hx, hy := (b.x1-b.x0)/2-b.r, (b.y1-b.y0)/2-b.r
	qx, qy := math.Abs(p.x-cx)-hx, math.Abs(p.y-cy)-hy
	outside := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	inside := math.Min(math.Max(qx, qy), 0)
	return outside + inside - b.r
}

func (b roundRect) svg(attrs string) string {
	r := ""
	if b.r > 0 {
		r = fmt.Sprintf(` rx="%s"`, num(b.r))
	}
	return fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%s"%s %s/>`,
		num(b.x0), num(b.y0), num(b.x1-b.x0), num(b.y1-b.y0), r, attrs)
}

// piece is a part of a stroked path: a line segment or a circular arc.
type piece interface {
	distTo(p vec) float64 // distance from p to the piece's centre line
	start() vec
	end() vec
	svgTo() string // the path command drawing it from start()
}

// seg is a straight line from a to b.
type seg struct{ a, b vec }

func (s seg) distTo(p vec) float64 {
	ab, ap := s.b.sub(s.a), p.sub(s.a)
	t := clamp01(ap.dot(ab) / ab.dot(ab))
	return ap.sub(ab.scale(t)).length()
}
func (s seg) start() vec    { return s.a }
func (s seg) end() vec      { return s.b }
func (s seg) svgTo() string { return fmt.Sprintf("L%s %s", num(s.b.x), num(s.b.y)) }

// arc is a circular arc around c of radius r from angle a0, turning by
// sweep radians (positive: clockwise on screen, as y grows down).
type arc struct {
	c         vec
	r         float64
	a0, sweep float64
}

func (a arc) start() vec { return polar(a.c, a.r, a.a0) }
func (a arc) end() vec   { return polar(a.c, a.r, a.a0+a.sweep) }

func (a arc) distTo(p vec) float64 {
	d := p.sub(a.c)
	theta := math.Atan2(d.y, d.x)
	// Angle from the arc's start in its direction of travel, in [0, 2π).
	rel := theta - a.a0
	if a.sweep < 0 {
		rel = -rel
	}
	rel = math.Mod(rel, 2*math.Pi)
	if rel < 0 {
		rel += 2 * math.Pi
	}
	if rel <= math.Abs(a.sweep) {
		return math.Abs(d.length() - a.r)
	}
	return math.Min(p.sub(a.start()).length(), p.sub(a.end()).length())
}

func (a arc) svgTo() string {
	if math.Abs(a.sweep) >= 2*math.Pi-1e-9 {
		// SVG cannot draw a closed circle as one arc: draw two halves.
		h := a.sweep / 2
		return arc{a.c, a.r, a.a0, h}.svgTo() + arc{a.c, a.r, a.a0 + h, h}.svgTo()
	}
	large, sweep := 0, 1
	if math.Abs(a.sweep) > math.Pi {
		large = 1
	}
	if a.sweep < 0 {
		sweep = 0
	}
	e := a.end()
	return fmt.Sprintf("A%s %s 0 %d %d %s %s", num(a.r), num(a.r), large, sweep, num(e.x), num(e.y))
}

// stroke is a set of open paths drawn with a round pen of the given width
// (round caps and joins). Each path is a list of pieces, each starting where
// the one before ends.
type stroke struct {
	width float64
	paths [][]piece
}

func (s stroke) dist(p vec) float64 {
	d := math.Inf(1)
	for _, path := range s.paths {
		for _, pc := range path {
			d = math.Min(d, pc.distTo(p))
		}
	}
	return d - s.width/2
}

// svg writes the stroke as one path element. The fill attributes of a
// paint are turned into stroke attributes.
func (s stroke) svg(attrs string) string {
	var d strings.Builder
	for _, path := range s.paths {
		st := path[0].start()
		fmt.Fprintf(&d, "M%s %s", num(st.x), num(st.y))
		for _, pc := range path {
			d.WriteString(pc.svgTo())
		}
	}
	attrs = strings.ReplaceAll(attrs, "fill", "stroke")
	return fmt.Sprintf(`<path d="%s" fill="none" %s stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"/>`,
		d.String(), attrs, num(s.width))
}

// polygon is a closed polygon filled with the non-zero rule.
type polygon []vec

func (pg polygon) dist(p vec) float64 {
	d := math.Inf(1)
	winding := 0
	for i := range pg {
		a, b := pg[i], pg[(i+1)%len(pg)]
		d = math.Min(d, seg{a, b}.distTo(p))
		if a.y <= p.y {
			if b.y > p.y && b.sub(a).cross(p.sub(a)) > 0 {
				winding++
			}
		} else if b.y <= p.y && b.sub(a).cross(p.sub(a)) < 0 {
			winding--
		}
	}
	if winding != 0 {
		return -d
	}
	return d
}

// offset grows a shape by r in every direction (negative r shrinks it),
// which rounds its convex corners.
type offset struct {
	s shape
	r float64
}

func (o offset) dist(p vec) float64 { return o.s.dist(p) - o.r }

// outline is the band of width w centred on a shape's edge.
type outline struct {
	s shape
	w float64
}

func (o outline) dist(p vec) float64 { return math.Abs(o.s.dist(p)) - o.w/2 }

// layer is a shape filled with a paint.
type layer struct {
	shape shape
	paint paint
}

// canvas accumulates premultiplied colour, one float per channel, so layers
// compose without rounding until the image is written.
type canvas struct {
	w, h int
	px   []float64 // r, g, b, a premultiplied, row-major
}

func newCanvas(w, h int) *canvas {
	return &canvas{w: w, h: h, px: make([]float64, 4*w*h)}
}

// bounded is a shape that knows a box holding all of it, so drawing can
// skip the pixels outside.
type bounded interface {
	bounds() (x0, y0, x1, y1 float64)
}

func (b roundRect) bounds() (x0, y0, x1, y1 float64) { return b.x0, b.y0, b.x1, b.y1 }

func (s stroke) bounds() (x0, y0, x1, y1 float64) {
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	grow := func(p vec, r float64) {
		x0, y0 = math.Min(x0, p.x-r), math.Min(y0, p.y-r)
		x1, y1 = math.Max(x1, p.x+r), math.Max(y1, p.y+r)
	}
	for _, path := range s.paths {
		for _, pc := range path {
			switch pc := pc.(type) {
			case arc:
				grow(pc.c, pc.r+s.width/2)
			default:
				grow(pc.start(), s.width/2)
				grow(pc.end(), s.width/2)
			}
		}
	}
	return x0, y0, x1, y1
}

// pixelBox returns the pixels that may be covered by shape s: the pixel
// range [x0, x1) × [y0, y1), the whole canvas when s has no bounds.
func (c *canvas) pixelBox(s shape, unit float64) (x0, y0, x1, y1 int) {
	b, ok := s.(bounded)
	if !ok {
		return 0, 0, c.w, c.h
	}
	fx0, fy0, fx1, fy1 := b.bounds()
	x0 = max(0, int(math.Floor(fx0*unit))-1)
	y0 = max(0, int(math.Floor(fy0*unit))-1)
	x1 = min(c.w, int(math.Ceil(fx1*unit))+1)
	y1 = min(c.h, int(math.Ceil(fy1*unit))+1)
	return x0, y0, x1, y1
}

// draw paints each layer over the canvas. unit is the number of pixels per
// drawing unit; the coverage of a pixel is taken from the shape's distance
// at the pixel's centre, measured in pixels.
func (c *canvas) draw(unit float64, layers ...layer) {
	for _, l := range layers {
		x0, y0, x1, y1 := c.pixelBox(l.shape, unit)
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				p := vec{(float64(x) + 0.5) / unit, (float64(y) + 0.5) / unit}
				cov := clamp01(0.5 - l.shape.dist(p)*unit)
				if cov == 0 {
					continue
				}
				c.over(x, y, l.paint.at(p), cov)
			}
		}
	}
}

// over composes colour col with extra coverage cov over pixel (x, y).
func (c *canvas) over(x, y int, col rgba, cov float64) {
	a := col.a * cov
	i := 4 * (y*c.w + x)
	k := 1 - a
	c.px[i] = col.r*a + c.px[i]*k
	c.px[i+1] = col.g*a + c.px[i+1]*k
	c.px[i+2] = col.b*a + c.px[i+2]*k
	c.px[i+3] = a + c.px[i+3]*k
}

// image returns the canvas as 8-bit straight-alpha pixels. Fully
// transparent pixels are written as transparent black.
func (c *canvas) image() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, c.w, c.h))
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			i := 4 * (y*c.w + x)
			a := c.px[i+3]
			a8 := to8(a)
			if a8 == 0 {
				continue
			}
			img.SetNRGBA(x, y, color.NRGBA{to8(c.px[i] / a), to8(c.px[i+1] / a), to8(c.px[i+2] / a), a8})
		}
	}
	return img
}

// encodePNG writes an image as PNG with the strongest compression.
// Go's encoder is deterministic, so the same pixels give the same bytes.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// renderPNG draws layers given in a size×size unit square onto a px×px
// image and encodes it.
func renderPNG(size float64, px int, layers []layer) ([]byte, error) {
	c := newCanvas(px, px)
	c.draw(float64(px)/size, layers...)
	return encodePNG(c.image())
}

// writeSVG writes layers as an SVG document of size×size units. Every
// layer's shape must be an svgShape and its paint an svgPaint.
func writeSVG(size float64, title string, layers []layer) (string, error) {
	var defs, body strings.Builder
	for i, l := range layers {
		s, ok := l.shape.(svgShape)
		if !ok {
			return "", fmt.Errorf("layer %d: %T has no SVG form", i, l.shape)
		}
		p, ok := l.paint.(svgPaint)
		if !ok {
			return "", fmt.Errorf("layer %d: %T has no SVG form", i, l.paint)
		}
		attrs, def := p.svgFill(fmt.Sprintf("g%d", i))
		if def != "" {
			defs.WriteString("    " + def + "\n")
		}
		body.WriteString("  " + s.svg(attrs) + "\n")
	}
	var out strings.Builder
	fmt.Fprintf(&out, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">
  <title>%s</title>
`, num(size), num(size), num(size), num(size), title)
	if defs.Len() > 0 {
		out.WriteString("  <defs>\n" + defs.String() + "  </defs>\n")
	}
	out.WriteString(body.String())
	out.WriteString("</svg>\n")
	return out.String(), nil
}
