package widgets

import (
	"image"

	"gioui.org/layout"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"
)

// The window's answers to the desktop's accessibility preferences
// (docs/behaviour.md, Accessibility): high-contrast palettes, reduced
// motion (Theme.ReduceMotion) and the text's scale (TextMetric).

// HighContrastLight is the light palette of highest contrast: black ink on
// white, text at least 7:1 against what it is drawn on and borders and
// highlights at least 4.5:1 (contrast_test.go), panels outlined in black.
var HighContrastLight = Palette{
	HighContrast: true,
	Window:       rgb(0xffffff),
	Text:         rgb(0x000000),
	TextMuted:    rgb(0x333333),

	Cell:      rgb(0xffffff),
	GridThin:  rgb(0x595959),
	GridThick: rgb(0x000000),
	Given:     rgb(0x000000),
	Player:    rgb(0x0030a0),
	Revealed:  rgb(0x5a0a8a),
	Note:      rgb(0x1a1a1a),

	Selected:    rgb(0xffe45c),
	Related:     rgb(0xebebeb),
	RelatedEdge: rgb(0x3d3d3d),
	SameDigit:   rgb(0xd6e6ff),
	Hover:       rgb(0xf5f5f5),
	NoteMatch:   rgb(0x0030a0),

	Clash:   rgb(0x900000),
	ClashBg: rgb(0xffe0e0),
	Wrong:   rgb(0x7a2e00),
	WrongBg: rgb(0xffe6cc),
	Flash:   rgb(0xe00000),
	HintBg:  rgb(0xcdf2cd),

	Inactive: argb(0x8cffffff),
	Wave:     rgb(0xffd24d),
	WaveInk:  rgb(0x000000),

	Accent:    rgb(0x0030a0),
	AccentFg:  rgb(0xffffff),
	AccentInk: rgb(0x0030a0),
	Outline:   rgb(0x000000),
	Button:    rgb(0xe6e6e6),
	ButtonFg:  rgb(0x000000),
	Disabled:  rgb(0x666666),
	DisableBg: rgb(0xf2f2f2),
	Focus:     rgb(0x0030a0),

	Surface:   rgb(0xffffff),
	SurfaceFg: rgb(0x000000),
	Border:    rgb(0x000000),
	Scrim:     argb(0x99000000),
	Shadow:    argb(0x00000000),

	Star:      rgb(0x8a5a00),
	StarEmpty: rgb(0x767676),

	Diagonal:    rgb(0x8c8c8c),
	WindowShade: rgb(0xfbe3c0),
	Cage:        rgb(0x333333),
	CageSum:     rgb(0x000000),
}

// HighContrastDark is the dark palette of highest contrast: white ink on
// black, a yellow focus and selection outline.
var HighContrastDark = Palette{
	Dark:         true,
	HighContrast: true,
	Window:       rgb(0x000000),
	Text:         rgb(0xffffff),
	TextMuted:    rgb(0xd0d0d0),

	Cell:      rgb(0x000000),
	GridThin:  rgb(0x8c8c8c),
	GridThick: rgb(0xffffff),
	Given:     rgb(0xffffff),
	Player:    rgb(0xa8d4ff),
	Revealed:  rgb(0xe0b8ff),
	Note:      rgb(0xe0e0e0),

	Selected:    rgb(0x002a6b),
	Related:     rgb(0x1f1f1f),
	RelatedEdge: rgb(0xc0c0c0),
	SameDigit:   rgb(0x1a2f55),
	Hover:       rgb(0x141414),
	NoteMatch:   rgb(0xa8d4ff),

	Clash:   rgb(0xff9090),
	ClashBg: rgb(0x3a0000),
	Wrong:   rgb(0xffb070),
	WrongBg: rgb(0x3a1a00),
	Flash:   rgb(0xff3030),
	HintBg:  rgb(0x003a1a),

	Inactive: argb(0x8c000000),
	Wave:     rgb(0xffe680),
	WaveInk:  rgb(0x000000),

	Accent:    rgb(0xa8d4ff),
	AccentFg:  rgb(0x000000),
	AccentInk: rgb(0xa8d4ff),
	Outline:   rgb(0xffff00),
	Button:    rgb(0x1f1f1f),
	ButtonFg:  rgb(0xffffff),
	Disabled:  rgb(0x9a9a9a),
	DisableBg: rgb(0x0f0f0f),
	Focus:     rgb(0xffff00),

	Surface:   rgb(0x000000),
	SurfaceFg: rgb(0xffffff),
	Border:    rgb(0xffffff),
	Scrim:     argb(0xb0000000),
	Shadow:    argb(0x00000000),

	Star:      rgb(0xffd000),
	StarEmpty: rgb(0x8c8c8c),

	Diagonal:    rgb(0x6b6b6b),
	WindowShade: rgb(0x3a2a10),
	Cage:        rgb(0xc0c0c0),
	CageSum:     rgb(0xffffff),
}

func init() {
	HighContrastLight.Marks = lightMarks
	HighContrastDark.Marks = darkMarks
}

// PaletteFor returns the palette of the light or dark theme, of highest
// contrast when high is set.
func PaletteFor(dark, high bool) Palette {
	switch {
	case dark && high:
		return HighContrastDark
	case high:
		return HighContrastLight
	case dark:
		return DarkPalette
	}
	return LightPalette
}

// TextMetric returns the metric m with text drawn scale times its size
// (Sp units scaled against Dp units). included is the text scale the
// platform already put into m's Dp unit: Gio on X11 takes the scale of
// everything from the X resource Xft.dpi, which GNOME sets to 96 dpi times
// its text scaling factor; on Wayland it is 1. The result's Dp unit has it
// taken out, so a larger text leaves the board and the buttons' size as
// they were.
func TextMetric(m unit.Metric, scale, included float32) unit.Metric {
	if included > 0 {
		m.PxPerDp /= included
	}
	if scale <= 0 {
		scale = 1
	}
	m.PxPerSp = m.PxPerDp * scale
	return m
}

// panelEdge outlines a panel of the given corner radius in the palette's
// Border, two dp wide, when the palette is of high contrast.
func panelEdge(gtx layout.Context, p *Palette, panel image.Rectangle, radius int) {
	if !p.HighContrast {
		return
	}
	w := gtx.Dp(2)
	r := panel.Inset(w / 2)
	paint.FillShape(gtx.Ops, p.Border, clip.Stroke{Path: clip.UniformRRect(r, max(0, radius-w/2)).Path(gtx.Ops), Width: float32(w)}.Op())
}
