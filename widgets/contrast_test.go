package widgets

import (
	"image/color"
	"math"
	"testing"
)

// The palettes' contrast, as WCAG 2.1 defines it (relative luminance of
// sRGB colours, (L1+0.05)/(L2+0.05)): text at least 4.5:1 against what it
// is drawn on (1.4.3), the borders and highlights a player needs to see at
// least 3:1 against their neighbours (1.4.11). Text of disabled controls is
// exempt, as WCAG says.

func channel(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func luminance(c color.NRGBA) float64 {
	return 0.2126*channel(c.R) + 0.7152*channel(c.G) + 0.0722*channel(c.B)
}

func contrast(a, b color.NRGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// over is c drawn with its alpha over the opaque bg.
func over(c, bg color.NRGBA) color.NRGBA {
	a := float64(c.A) / 255
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: m(c.R, bg.R), G: m(c.G, bg.G), B: m(c.B, bg.B), A: 0xff}
}

type contrastPair struct {
	what   string
	fg, bg color.NRGBA
	min    float64
}

// contrastPairs lists the palette's pairs that must be told apart.
func contrastPairs(p Palette) []contrastPair { return contrastPairsAt(p, 4.5, 3) }

// contrastPairsAt lists them with the least contrast of text and of the
// other things a player needs to see.
func contrastPairsAt(p Palette, text, ui float64) []contrastPair {
	idle := over(p.Inactive, p.Cell)
	paused := over(withAlpha(p.Window, 0.55), p.Cell)
	pairs := []contrastPair{
		{"text on the window", p.Text, p.Window, text},
		{"muted text on the window", p.TextMuted, p.Window, text},
		{"text on a panel", p.SurfaceFg, p.Surface, text},
		{"muted text on a panel", p.TextMuted, p.Surface, text},
		{"accent text on a panel (Solved!)", p.AccentInk, p.Surface, text},
		{"accent text on the window (SOLVED!)", p.AccentInk, p.Window, text},
		{"menu item with the focus", p.SurfaceFg, p.Selected, text},
		{"text on a primary button", p.AccentFg, p.Accent, text},
		{"text on a button", p.ButtonFg, p.Button, text},
		{"pad digit on its key", p.Player, p.Button, text},
		{"pad count on its key", p.TextMuted, p.Button, text},
		{"pause sign's title", p.Text, paused, text},
		{"pause sign's hint", p.TextMuted, paused, text},
		{"wave's ink on the wave", p.WaveInk, p.Wave, text},
	}
	digits := []struct {
		name string
		c    color.NRGBA
	}{{"given", p.Given}, {"player's digit", p.Player}, {"note", p.Note}, {"revealed digit", p.Revealed}}
	backs := []struct {
		name string
		c    color.NRGBA
	}{{"a cell", p.Cell}, {"the selected cell", p.Selected}, {"a related cell", p.Related},
		{"a cell of the same digit", p.SameDigit}, {"the hovered cell", p.Hover}, {"a hinted cell", p.HintBg},
		{"an idle board's cell", idle}, {"a Windoku window's cell", p.WindowShade}}
	for _, d := range digits {
		for _, b := range backs {
			pairs = append(pairs, contrastPair{d.name + " on " + b.name, d.c, b.c, text})
		}
	}
	pairs = append(pairs,
		contrastPair{"matching note on a cell", p.NoteMatch, p.Cell, text},
		contrastPair{"matching note on a related cell", p.NoteMatch, p.Related, text},
		contrastPair{"clashing digit on its cell", p.Clash, p.ClashBg, text},
		contrastPair{"wrong digit on its cell", p.Wrong, p.WrongBg, text},
		contrastPair{"box lines on a cell", p.GridThick, p.Cell, ui},
		contrastPair{"the row and column outline on a cell", p.RelatedEdge, p.Cell, ui},
		contrastPair{"the row and column outline on their fill", p.RelatedEdge, p.Related, ui},
		contrastPair{"box lines on an idle cell", p.GridThick, idle, ui},
		contrastPair{"the selected cell's outline on a cell", p.Outline, p.Cell, ui},
		contrastPair{"the selected cell's outline on its fill", p.Outline, p.Selected, ui},
		contrastPair{"the selected cell's outline on a related cell", p.Outline, p.Related, ui},
		contrastPair{"focus ring on the window", p.Focus, p.Window, ui},
		contrastPair{"focus ring on a panel", p.Focus, p.Surface, ui},
		// On the accent (a focused primary button, the selected pad key)
		// the ring shows by its inner line (buttonFocusRing).
		contrastPair{"focus ring's inner line on a primary button", p.AccentFg, p.Accent, ui},
		contrastPair{"primary button on a panel", p.Accent, p.Surface, ui},
		contrastPair{"primary button on the window", p.Accent, p.Window, ui},
		contrastPair{"selected pad key on the window", p.Accent, p.Window, ui},
		// The variants (board_variant.go): a cage's outline and sum on the
		// cells they cross; the diagonals only need to show, behind digits.
		contrastPair{"a cage's outline on a cell", p.Cage, p.Cell, ui},
		contrastPair{"a cage's outline on a related cell", p.Cage, p.Related, ui},
		contrastPair{"a cage's outline on the selected cell", p.Cage, p.Selected, ui},
		contrastPair{"a cage's sum on a cell", p.CageSum, p.Cell, text},
		contrastPair{"a cage's sum on a related cell", p.CageSum, p.Related, text},
		contrastPair{"a cage's sum on the selected cell", p.CageSum, p.Selected, text},
		contrastPair{"a diagonal on a cell", p.Diagonal, p.Cell, 1.8},
		contrastPair{"a Windoku window's shade beside a cell", p.WindowShade, p.Cell, 1.12},
		contrastPair{"jigsaw region lines on a cell", p.GridThick, p.Cell, ui},
	)
	return pairs
}

func TestPaletteContrast(t *testing.T) {
	for _, pal := range []struct {
		name string
		p    Palette
	}{{"light", LightPalette}, {"dark", DarkPalette}} {
		for _, c := range contrastPairs(pal.p) {
			if r := contrast(c.fg, c.bg); r < c.min {
				t.Errorf("%s: %s: %.2f:1 (%02x%02x%02x on %02x%02x%02x), want ≥ %.1f:1",
					pal.name, c.what, r, c.fg.R, c.fg.G, c.fg.B, c.bg.R, c.bg.G, c.bg.B, c.min)
			}
		}
	}
}

func TestContrastFormula(t *testing.T) {
	// WCAG's extremes and a value from its documentation: #777 on white is
	// 4.48:1.
	if r := contrast(rgb(0x000000), rgb(0xffffff)); math.Abs(r-21) > 1e-9 {
		t.Fatalf("black on white %.3f", r)
	}
	if r := contrast(rgb(0x777777), rgb(0xffffff)); math.Abs(r-4.48) > 0.01 {
		t.Fatalf("#777 on white %.3f", r)
	}
}

// TestOverlayContrast: every ink of a hint's overlay meets 3:1 against
// what it is drawn on, in both themes, and a candidate, ringed or struck,
// stays 4.5:1 on its disc.
func TestOverlayContrast(t *testing.T) {
	const text, ui = 4.5, 3.0
	for _, pal := range []struct {
		name string
		p    Palette
	}{{"light", LightPalette}, {"dark", DarkPalette}, {"high-contrast light", HighContrastLight}, {"high-contrast dark", HighContrastDark}} {
		p, ink := pal.p, overlayColours(&pal.p)
		for _, c := range []contrastPair{
			{"a pattern candidate on its disc", p.Note, ink.patternFill, text},
			{"a removed candidate on its disc", p.Note, ink.removedFill, text},
			{"the pattern's ring on a cell", ink.patternRing, p.Cell, ui},
			{"the pattern's ring on its disc", ink.patternRing, ink.patternFill, ui},
			{"the removed ring on a cell", ink.removedInk, p.Cell, ui},
			{"the strike on the removed disc", ink.removedInk, ink.removedFill, ui},
			{"a link on a cell", ink.link, p.Cell, ui},
			{"a link on a related cell", ink.link, p.Related, ui},
			{"a link on a pattern disc", ink.link, ink.patternFill, ui},
			{"the units' outline on a cell", ink.outline, p.Cell, ui},
			{"the units' outline on a related cell", ink.outline, p.Related, ui},
		} {
			if r := contrast(c.fg, c.bg); r < c.min {
				t.Errorf("%s: %s: %.2f:1, want ≥ %.1f:1", pal.name, c.what, r, c.min)
			}
		}
	}
}
