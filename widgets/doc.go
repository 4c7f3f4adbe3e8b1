// Package widgets holds the Gio widgets of the game.
package widgets

import (
	_ "gioui.org/font/gofont"
	_ "gioui.org/gpu/headless"
	_ "gioui.org/widget/material"
	_ "golang.org/x/exp/shiny/materialdesign/icons"
)
