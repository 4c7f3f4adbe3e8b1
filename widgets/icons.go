package widgets

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"gioui.org/layout"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"golang.org/x/exp/shiny/iconvg"
	"golang.org/x/exp/shiny/materialdesign/icons"
)

// Icon names one of the pictograms buttons and menus can show (Material
// Design icons, embedded in the binary).
type Icon uint8

// The icons.
const (
	IconNone Icon = iota
	IconNew
	IconOpen
	IconSave
	IconUndo
	IconRedo
	IconStart
	IconStop
	IconPause
	IconMenu
	IconErase
	IconNotes
	IconClose
	IconFolder
	IconFile
	IconParent
	IconHint
	IconCheck
	IconSettings
	IconHelp
	IconInfo
	IconWarning
	IconStar
	IconTimer
	IconMinimize
	IconMaximize
	IconRestore
)

// data returns the IconVG data of the icon, nil for IconNone.
func (i Icon) data() []byte {
	switch i {
	case IconNew:
		return icons.ContentAddBox
	case IconOpen:
		return icons.FileFolderOpen
	case IconSave:
		return icons.ContentSave
	case IconUndo:
		return icons.ContentUndo
	case IconRedo:
		return icons.ContentRedo
	case IconStart:
		return icons.AVPlayArrow
	case IconStop:
		return icons.AVStop
	case IconPause:
		return icons.AVPause
	case IconMenu:
		return icons.NavigationMenu
	case IconErase:
		return icons.ContentBackspace
	case IconNotes:
		return icons.EditorModeEdit
	case IconClose:
		return icons.NavigationClose
	case IconFolder:
		return icons.FileFolder
	case IconFile:
		return icons.EditorInsertDriveFile
	case IconParent:
		return icons.NavigationArrowUpward
	case IconHint:
		return icons.ActionLightbulbOutline
	case IconCheck:
		return icons.NavigationCheck
	case IconSettings:
		return icons.ActionSettings
	case IconHelp:
		return icons.ActionHelpOutline
	case IconInfo:
		return icons.ActionInfoOutline
	case IconWarning:
		return icons.AlertWarning
	case IconStar:
		return icons.ToggleStar
	case IconTimer:
		return icons.ImageTimer
	case IconMinimize:
		return icons.ContentRemove
	case IconMaximize:
		return icons.ToggleCheckBoxOutlineBlank
	case IconRestore:
		return icons.ImageFilterNone
	}
	return nil
}

// iconCache holds the decoded icons of one widget. An icon keeps one
// rasterised image per size and colour, so each user keeps its own copies.
type iconCache struct {
	icons map[Icon]*vectorIcon
}

func (c *iconCache) get(i Icon) *vectorIcon {
	if i == IconNone {
		return nil
	}
	if ic, ok := c.icons[i]; ok {
		return ic
	}
	if c.icons == nil {
		c.icons = make(map[Icon]*vectorIcon)
	}
	ic, err := newVectorIcon(i.data())
	if err != nil {
		// The data is compiled in; a decoding error means no picture, not a crash.
		ic = nil
	}
	c.icons[i] = ic
	return ic
}

// vectorIcon is widget.Icon drawn with nearest-pixel sampling. The icon is
// rasterised at exactly the size it is drawn, so nearest sampling gives the
// same pixels as the linear filter widget.Icon uses — but a linear filter
// makes the renderer build mipmaps, which with Mesa's software renderer
// (llvmpipe, as under Xvfb) costs about 100 ms the first time: the icons
// of the header would double the time to the first frame.
type vectorIcon struct {
	src   []byte
	op    paint.ImageOp
	size  int
	color color.NRGBA
}

func newVectorIcon(data []byte) (*vectorIcon, error) {
	if _, err := iconvg.DecodeMetadata(data); err != nil {
		return nil, err
	}
	return &vectorIcon{src: data}, nil
}

// Layout draws the icon in color, as wide as the minimum width of the
// constraints (24 dp when none), as widget.Icon does.
func (ic *vectorIcon) Layout(gtx layout.Context, col color.NRGBA) layout.Dimensions {
	sz := gtx.Constraints.Min.X
	if sz == 0 {
		sz = gtx.Dp(24)
	}
	size := gtx.Constraints.Constrain(image.Pt(sz, sz))
	defer clip.Rect{Max: size}.Push(gtx.Ops).Pop()
	op := ic.image(size.X, col)
	op.Add(gtx.Ops)
	paint.PaintOp{}.Add(gtx.Ops)
	return layout.Dimensions{Size: op.Size()}
}

func (ic *vectorIcon) image(sz int, col color.NRGBA) paint.ImageOp {
	if sz == ic.size && col == ic.color {
		return ic.op
	}
	m, _ := iconvg.DecodeMetadata(ic.src)
	dx, dy := m.ViewBox.AspectRatio()
	img := image.NewRGBA(image.Rectangle{Max: image.Pt(sz, int(float32(sz)*dy/dx))})
	var r iconvg.Rasterizer
	r.SetDstImage(img, img.Bounds(), draw.Src)
	m.Palette[0] = iconPaletteColor(col)
	iconvg.Decode(&r, ic.src, &iconvg.DecodeOptions{Palette: &m.Palette})
	ic.op = paint.NewImageOp(img)
	ic.op.Filter = paint.FilterNearest
	ic.size, ic.color = sz, col
	return ic.op
}

// iconPaletteColor is the colour the rasteriser paints with, as widget.Icon
// computes it: an opaque colour as it is, a translucent one premultiplied
// in linear light.
func iconPaletteColor(col color.NRGBA) color.RGBA {
	if col.A == 0xFF {
		return color.RGBA(col)
	}
	a := float64(col.A) / 0xFF
	lin := func(c uint8) uint8 {
		v := float64(c) / 0xFF
		if v <= 0.04045 {
			v /= 12.92
		} else {
			v = math.Pow((v+0.055)/1.055, 2.4)
		}
		return uint8(v*a*0xFF + .5)
	}
	return color.RGBA{R: lin(col.R), G: lin(col.G), B: lin(col.B), A: col.A}
}
