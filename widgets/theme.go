package widgets

import (
	"image"
	"image/color"
	"sync"

	"gioui.org/f32"
	"gioui.org/font"
	"gioui.org/font/gofont"
	"gioui.org/font/opentype"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"
	"gioui.org/unit"
	"gioui.org/widget/material"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
)

// Palette is the semantic colour set of the window: what each colour means,
// not where it came from. LightPalette and DarkPalette are the two built in.
type Palette struct {
	Dark bool // true for a dark palette (hint for images and shadows)
	// HighContrast outlines the panels (dialogs, forms, the picker, the
	// score) in Border, as a shadow cannot set them apart.
	HighContrast bool

	Window    color.NRGBA // window background behind everything
	Text      color.NRGBA // ordinary text on Window
	TextMuted color.NRGBA // secondary text (labels, hints, counts)

	Cell      color.NRGBA // background of a board cell
	GridThin  color.NRGBA // lines between cells
	GridThick color.NRGBA // lines between boxes and around the board
	Given     color.NRGBA // digits of the puzzle
	Player    color.NRGBA // digits the player placed (the accent)
	// Revealed are the solution's digits Give up shows, drawn apart from
	// the player's (this colour, a lighter weight).
	Revealed color.NRGBA
	Note     color.NRGBA // pencil marks

	// The variants' marks (board_variant.go): X-Sudoku's diagonals, behind
	// the digits; Windoku's windows, a shade of the cells; Killer's dashed
	// cage outlines and their sums.
	Diagonal, WindowShade, Cage, CageSum color.NRGBA

	Selected color.NRGBA // background of the selected cell
	Related  color.NRGBA // background of the selected cell's row, column and box
	// RelatedEdge outlines the selected cell's row and column, 3:1 against
	// a cell (the Related fill alone is too faint to find them by).
	RelatedEdge color.NRGBA
	SameDigit   color.NRGBA // background of cells holding the selected digit
	Hover       color.NRGBA // background of the cell under the mouse
	NoteMatch   color.NRGBA // a pencil mark equal to the selected digit
	// Marks are the nine colours the player gives cells and candidates
	// (set in board_marks.go, checked in board_marks_test.go).
	Marks [9]color.NRGBA

	Clash   color.NRGBA // digits that clash with another
	ClashBg color.NRGBA // background of clashing cells
	Wrong   color.NRGBA // digits found wrong by Check
	WrongBg color.NRGBA // background of wrong cells
	Flash   color.NRGBA // the flash over a refused digit's clashing cell
	HintBg  color.NRGBA // background of cells a hint points at

	Inactive color.NRGBA // veil over the board when it takes no input (Idle)
	Wave     color.NRGBA // the light wave after a solve
	WaveInk  color.NRGBA // digits as the wave passes over them

	Accent    color.NRGBA // primary buttons, focus rings, selected pad digit
	AccentFg  color.NRGBA // text on Accent
	AccentInk color.NRGBA // text in the accent colour on Window or Surface (Solved!)
	Outline   color.NRGBA // the selected cell's outline (at least 3:1 on the cells)
	Button    color.NRGBA // secondary button background
	ButtonFg  color.NRGBA // secondary button text
	Disabled  color.NRGBA // text of disabled buttons, completed pad digits
	DisableBg color.NRGBA // background of disabled buttons
	Focus     color.NRGBA // keyboard focus ring

	Surface   color.NRGBA // panels: dialogs, menus, score panel, picker
	SurfaceFg color.NRGBA // text on Surface
	Border    color.NRGBA // hairlines around panels and fields
	Scrim     color.NRGBA // veil over the window behind a modal panel
	Shadow    color.NRGBA // drop shadow under panels

	Star      color.NRGBA // an earned star (painted fallback)
	StarEmpty color.NRGBA // a star not earned
}

func rgb(c uint32) color.NRGBA {
	return color.NRGBA{R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c), A: 0xff}
}

func argb(c uint32) color.NRGBA {
	return color.NRGBA{A: uint8(c >> 24), R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c)}
}

// LightPalette is the default palette: dark ink on white cells, blue accent.
var LightPalette = Palette{
	Window:    rgb(0xf3f4f7),
	Text:      rgb(0x1f2430),
	TextMuted: rgb(0x5d6574),

	Cell:      rgb(0xffffff),
	GridThin:  rgb(0xc9cfd9),
	GridThick: rgb(0x2f3645),
	Given:     rgb(0x1b202b),
	Player:    rgb(0x1a58bd),
	Revealed:  rgb(0x7b3fa0),
	Note:      rgb(0x4f5766),

	Diagonal:    rgb(0xa9b2c2),
	WindowShade: rgb(0xf2ebdc),
	Cage:        rgb(0x5d6574),
	CageSum:     rgb(0x1b202b),

	Selected:    rgb(0xc6dbfa),
	Related:     rgb(0xe6edf7),
	RelatedEdge: rgb(0x6f809e),
	SameDigit:   rgb(0xcfe0fb),
	Hover:       rgb(0xf0f4fa),
	NoteMatch:   rgb(0x1a58bd),

	Clash:   rgb(0xc0141f),
	ClashBg: rgb(0xfadadd),
	Wrong:   rgb(0xb3261e),
	WrongBg: rgb(0xffe1c7),
	Flash:   rgb(0xe01b24),
	HintBg:  rgb(0xfff0a8),

	Inactive: argb(0x8cf3f4f7),
	Wave:     rgb(0xffd24d),
	WaveInk:  rgb(0x1c4fa8),

	Accent:    rgb(0x1c5fc8),
	AccentFg:  rgb(0xffffff),
	AccentInk: rgb(0x1a58bd),
	Outline:   rgb(0x1a58bd),
	Button:    rgb(0xe3e7ee),
	ButtonFg:  rgb(0x1f2430),
	Disabled:  rgb(0xa7adb8),
	DisableBg: rgb(0xeceef2),
	Focus:     rgb(0x3584e4),

	Surface:   rgb(0xffffff),
	SurfaceFg: rgb(0x1f2430),
	Border:    rgb(0xd3d8e0),
	Scrim:     argb(0x80101420),
	Shadow:    argb(0x30000000),

	Star:      rgb(0xf5b400),
	StarEmpty: rgb(0xd5d9e0),
}

// DarkPalette is the dark palette: light ink on slate cells, sky-blue accent.
var DarkPalette = Palette{
	Dark:      true,
	Window:    rgb(0x17191e),
	Text:      rgb(0xe8ebf1),
	TextMuted: rgb(0x9aa2b1),

	Cell:      rgb(0x262930),
	GridThin:  rgb(0x3d414b),
	GridThick: rgb(0x9aa3b4),
	Given:     rgb(0xf1f3f7),
	Player:    rgb(0x79b0ff),
	Revealed:  rgb(0xc9a2e6),
	Note:      rgb(0xa3abb9),

	Diagonal:    rgb(0x5b6170),
	WindowShade: rgb(0x38332a),
	Cage:        rgb(0x9aa2b1),
	CageSum:     rgb(0xf1f3f7),

	Selected:    rgb(0x1f3a66),
	Related:     rgb(0x373c49),
	RelatedEdge: rgb(0x8592b0),
	SameDigit:   rgb(0x243d63),
	Hover:       rgb(0x2d3038),
	NoteMatch:   rgb(0x8fbfff),

	Clash:   rgb(0xff6b6b),
	ClashBg: rgb(0x4f2529),
	Wrong:   rgb(0xffa07a),
	WrongBg: rgb(0x4f3320),
	Flash:   rgb(0xff4d4d),
	HintBg:  rgb(0x3f3a1c),

	Inactive: argb(0x8c17191e),
	Wave:     rgb(0xffe6a0),
	WaveInk:  rgb(0x17233b),

	Accent:    rgb(0x2a6fd0),
	AccentFg:  rgb(0xffffff),
	AccentInk: rgb(0x79b0ff),
	Outline:   rgb(0x79b0ff),
	Button:    rgb(0x30343d),
	ButtonFg:  rgb(0xe8ebf1),
	Disabled:  rgb(0x5f6674),
	DisableBg: rgb(0x24272d),
	Focus:     rgb(0x79b0ff),

	Surface:   rgb(0x22252b),
	SurfaceFg: rgb(0xe8ebf1),
	Border:    rgb(0x3b3f48),
	Scrim:     argb(0x99000000),
	Shadow:    argb(0x60000000),

	Star:      rgb(0xf8c630),
	StarEmpty: rgb(0x484d57),
}

// Images are the optional pictures the widgets draw, decoded by the app from
// the assets folder. A nil image is replaced by a painted fallback.
type Images struct {
	// WaveSprite is the band of light of the solve animation: its width
	// runs across the band (transparent at both sides, bright in the
	// middle), its height along it. It is stretched to the band's width and
	// the grid's diagonal and turned 45°; a 64×8 picture is plenty.
	WaveSprite image.Image
	// Star and StarEmpty are an earned star and one not earned, square
	// pictures with transparent corners, scaled to 34–46 dp.
	Star      image.Image
	StarEmpty image.Image
}

// Theme is the look of the window: a material theme for text and standard
// widgets, the board palette and the images (the texts come from the caller
// in the views and styles, in the player's language). Create
// one per window with NewTheme; it caches shaped digits and uploaded images.
type Theme struct {
	Material *material.Theme
	Palette  Palette

	// TextSize is the size of ordinary labels and buttons.
	TextSize unit.Sp

	images imageOps
	glyphs glyphCache

	// Space is the window's spacing (DefaultSpacing when zero).
	Space Spacing

	// ReduceMotion turns the animations off (docs/behaviour.md,
	// Accessibility): no light wave after a solve, panels that appear
	// without fading or rising, a refused digit's clashing cell lit
	// steadily instead of flashing.
	ReduceMotion bool
}

type imageOps struct {
	wave, star, starEmpty paint.ImageOp
	hasWave, hasStar      bool
	hasStarEmpty          bool
}

// NewShaper returns the text shaper the widgets use: the Go fonts embedded in
// the binary and no system fonts, so every machine renders the same pixels.
// Only the three faces the widgets draw with are parsed (Go regular, medium
// and bold): parsed faces stay in memory, and the whole Go collection
// (eleven faces) costs about 4 MB of heap.
func NewShaper() *text.Shaper {
	return text.NewShaper(text.NoSystemFonts(), text.WithCollection(goFaces()))
}

var (
	goFacesOnce sync.Once
	goFacesList []font.FontFace
)

// goFaces parses the Go faces the widgets use, once.
func goFaces() []font.FontFace {
	goFacesOnce.Do(func() {
		for _, ttf := range [][]byte{goregular.TTF, gomedium.TTF, gobold.TTF} {
			faces, err := opentype.ParseCollection(ttf)
			if err != nil || len(faces) == 0 {
				// The fonts are compiled in, so this does not happen; if it
				// did, Gio's own list of the Go fonts serves.
				goFacesList = gofont.Collection()
				return
			}
			goFacesList = append(goFacesList, faces[0])
		}
	})
	return goFacesList
}

// NewTheme returns a theme with palette p.
func NewTheme(p Palette) *Theme {
	m := material.NewTheme()
	m.Shaper = NewShaper()
	m.Face = "Go"
	t := &Theme{Material: m, TextSize: 15}
	t.SetPalette(p)
	return t
}

// SetPalette switches the theme to p (light to dark and back) and keeps the
// material palette in step.
func (t *Theme) SetPalette(p Palette) {
	t.Palette = p
	t.Material.Palette = material.Palette{
		Bg:         p.Window,
		Fg:         p.Text,
		ContrastBg: p.Accent,
		ContrastFg: p.AccentFg,
	}
	t.Material.TextSize = t.TextSize
}

// SetImages installs the pictures to draw; nil entries use painted
// fallbacks. Images are uploaded to the GPU once, not every frame.
func (t *Theme) SetImages(im Images) {
	t.images = imageOps{}
	if im.WaveSprite != nil {
		t.images.wave, t.images.hasWave = paint.NewImageOp(im.WaveSprite), true
	}
	if im.Star != nil {
		t.images.star, t.images.hasStar = paint.NewImageOp(im.Star), true
	}
	if im.StarEmpty != nil {
		t.images.starEmpty, t.images.hasStarEmpty = paint.NewImageOp(im.StarEmpty), true
	}
}

// ImagesSet reports which pictures SetImages installed.
func (t *Theme) ImagesSet() (wave, star, starEmpty bool) {
	return t.images.hasWave, t.images.hasStar, t.images.hasStarEmpty
}

// Shaper returns the theme's text shaper.
func (t *Theme) Shaper() *text.Shaper { return t.Material.Shaper }

// glyphKey names one shaped character at one pixel size and weight.
type glyphKey struct {
	r      rune
	ppem   int
	weight font.Weight
}

// glyphShape is a character's outline with its ink box relative to the
// outline's origin, so it can be centred on a point by its visible shape.
type glyphShape struct {
	path  clip.PathSpec
	mid   f32.Point  // centre of the ink box, from the dot
	glyph text.Glyph // the shaped glyph, for batching (see glyphBatch)
	ok    bool
}

// glyphCache keeps the outlines of the board's digits. Shaping is the costly
// part of text; a board frame draws up to 810 digits from 9 shapes at 3
// sizes, so it looks them up here instead.
type glyphCache struct {
	m map[glyphKey]glyphShape
	g [1]text.Glyph
}

// glyph returns the shape of r at ppem pixels per em and the given weight.
func (t *Theme) glyph(r rune, ppem int, w font.Weight) glyphShape {
	k := glyphKey{r, ppem, w}
	if s, ok := t.glyphs.m[k]; ok {
		return s
	}
	if t.glyphs.m == nil || len(t.glyphs.m) > 512 {
		// Window resizes leave old sizes behind; start afresh.
		t.glyphs.m = make(map[glyphKey]glyphShape)
	}
	sh := t.Material.Shaper
	sh.LayoutString(text.Parameters{
		Font:     font.Font{Typeface: t.Material.Face, Weight: w},
		PxPerEm:  fixed.I(ppem),
		MaxWidth: 1 << 20,
		MaxLines: 1,
	}, string(r))
	var s glyphShape
	if g, ok := sh.NextGlyph(); ok {
		t.glyphs.g[0] = g
		s.path = sh.Shape(t.glyphs.g[:])
		s.glyph = g
		b := g.Bounds
		// The outline's origin is the glyph's dot; Bounds is relative to it.
		s.mid = f32.Pt((fx(b.Min.X)+fx(b.Max.X))/2, (fx(b.Min.Y)+fx(b.Max.Y))/2)
		s.ok = true
		for _, ok := sh.NextGlyph(); ok; _, ok = sh.NextGlyph() {
		}
	}
	t.glyphs.m[k] = s
	return s
}

func fx(v fixed.Int26_6) float32 { return float32(v) / 64 }

// drawChar paints r centred (by its ink) on c, ppem pixels per em.
func (t *Theme) drawChar(ops *op.Ops, r rune, ppem int, w font.Weight, c f32.Point, col color.NRGBA) {
	s := t.glyph(r, ppem, w)
	if !s.ok {
		return
	}
	off := c.Sub(s.mid)
	// Snap the vertical position to whole pixels: digits of a row then share
	// the exact same baseline and antialiasing.
	off.Y = float32(int(off.Y + 0.5))
	tr := op.Affine(f32.AffineId().Offset(off)).Push(ops)
	cl := clip.Outline{Path: s.path}.Op().Push(ops)
	paint.ColorOp{Color: col}.Add(ops)
	paint.PaintOp{}.Add(ops)
	cl.Pop()
	tr.Pop()
}

// withAlpha returns c with its alpha scaled by a (0–1).
func withAlpha(c color.NRGBA, a float32) color.NRGBA {
	if a <= 0 {
		c.A = 0
		return c
	}
	if a >= 1 {
		return c
	}
	c.A = uint8(float32(c.A)*a + 0.5)
	return c
}

// mix returns the colour a fraction f of the way from a to b.
func mix(a, b color.NRGBA, f float32) color.NRGBA {
	if f <= 0 {
		return a
	}
	if f >= 1 {
		return b
	}
	l := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*f + 0.5) }
	return color.NRGBA{R: l(a.R, b.R), G: l(a.G, b.G), B: l(a.B, b.B), A: l(a.A, b.A)}
}

// shadow paints a soft shadow under a panel r with corner radius rr.
func shadow(gtx layout.Context, r image.Rectangle, rr int, c color.NRGBA) {
	step := max(1, gtx.Dp(2))
	for i := 3; i >= 1; i-- {
		g := r.Add(image.Pt(0, step*i/2+step)).Inset(-step * i)
		paint.FillShape(gtx.Ops, withAlpha(c, 0.35), clip.UniformRRect(g, rr+step*i).Op(gtx.Ops))
	}
}

// glyphBatch gathers characters drawn in one colour on one baseline into
// runs, each drawn as a single path: a board with every note showing is
// then a few dozen paths instead of 810, which matters to GPU renderers
// that rasterise on the CPU (Mesa's llvmpipe under Xvfb).
type glyphBatch struct {
	runs []glyphRun
	n    int // runs in use this frame
}

type glyphRun struct {
	col    color.NRGBA
	y      int // baseline, whole pixels
	glyphs []text.Glyph
}

// add queues r centred (by its ink) on c.
func (b *glyphBatch) add(t *Theme, r rune, ppem int, w font.Weight, c f32.Point, col color.NRGBA) {
	s := t.glyph(r, ppem, w)
	if !s.ok {
		return
	}
	dot := c.Sub(s.mid)
	y := int(dot.Y + 0.5)
	g := s.glyph
	g.X = fixed.Int26_6(dot.X*64 + 0.5)
	for i := b.n - 1; i >= 0; i-- {
		if run := &b.runs[i]; run.y == y && run.col == col {
			run.glyphs = append(run.glyphs, g)
			return
		}
	}
	if b.n == len(b.runs) {
		b.runs = append(b.runs, glyphRun{})
	}
	run := &b.runs[b.n]
	b.n++
	run.col, run.y = col, y
	run.glyphs = append(run.glyphs[:0], g)
}

// flush draws the queued runs and empties the batch.
func (b *glyphBatch) flush(t *Theme, ops *op.Ops) {
	sh := t.Material.Shaper
	for i := range b.n {
		run := &b.runs[i]
		path := sh.Shape(run.glyphs)
		tr := op.Offset(image.Pt(0, run.y)).Push(ops)
		tx := op.Affine(f32.AffineId().Offset(f32.Pt(fx(run.glyphs[0].X), 0))).Push(ops)
		cl := clip.Outline{Path: path}.Op().Push(ops)
		paint.ColorOp{Color: run.col}.Add(ops)
		paint.PaintOp{}.Add(ops)
		cl.Pop()
		tx.Pop()
		tr.Pop()
	}
	b.n = 0
}
