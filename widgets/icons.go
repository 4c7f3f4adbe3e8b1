package widgets

import (
	"gioui.org/widget"
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
	}
	return nil
}

// iconCache holds the decoded icons of one widget. widget.Icon keeps one
// rasterised image per size and colour, so each user keeps its own copies.
type iconCache struct {
	icons map[Icon]*widget.Icon
}

func (c *iconCache) get(i Icon) *widget.Icon {
	if i == IconNone {
		return nil
	}
	if ic, ok := c.icons[i]; ok {
		return ic
	}
	if c.icons == nil {
		c.icons = make(map[Icon]*widget.Icon)
	}
	ic, err := widget.NewIcon(i.data())
	if err != nil {
		// The data is compiled in; a decoding error means no picture, not a crash.
		ic = nil
	}
	c.icons[i] = ic
	return ic
}
