// Package access describes the game's window to the accessibility tree of
// package a11y: the window fills a Scene from what it lays out in a frame
// (only while the provider is active), and Describer turns it into nodes —
// the frame, the tool bar, the board as a 9 × 9 table in a spreadsheet
// document, the number pad, the menu, the panel or dialog open, and the
// status line as a notification — whose names, states, extents and
// actions follow the scene, one frame after the other (docs/architecture.md,
// a11y).
//
// Describer keeps one node per thing the scene names (by its ID), so a
// reader's cache stays valid across frames; setters that change nothing
// cost a comparison. Actions run on the provider's goroutine: they hand
// the control's Press to Options.Post, which runs it on the window's.
package access

import (
	"image"

	"github.com/giosudoku/sudoku/a11y"
)

// Scene is the window in one frame, as a screen reader needs it.
type Scene struct {
	Title  string
	Size   image.Point // the window's size in pixels
	Active bool        // the window has the keyboard

	ToolBarName string
	Header      []Control // the header's buttons, left to right

	Board Board

	PadName string
	Pad     []Control // the number pad's keys and buttons

	// Menu is the menu while it is open, nil when closed.
	Menu *Menu
	// Panels are the panels open, the one over the others last: the hint
	// panel beside the board, a dialog over the window.
	Panels []*Panel

	StatusName string
	Status     string // the status line's text; a change is announced
}

// Control is a button, a toggle, a menu item or an option.
type Control struct {
	ID          string // stable across frames: "header.new", "pad.7"
	Role        a11y.Role
	Name        string
	Description string
	Rect        image.Rectangle // in the window, in pixels
	Disabled    bool
	Checked     bool // a toggle or an option that is on
	Focused     bool // has the keyboard
	Shortcut    string
	// Press does what a click does; nil for a control that does nothing.
	Press func()
}

// Board is the grid: 81 cells, row by row.
type Board struct {
	Name, Help string
	Rect       image.Rectangle
	Cells      [81]image.Rectangle
	// Words is the revision of the cells' names: CellName is asked for
	// all 81 only when it changes (the game's revision, the language, the
	// state together).
	Words    uint64
	CellName func(i int) string
	Selected int  // the cell with the cursor, -1 for none
	Focused  bool // the board has the keyboard
	// Selection holds the other cells selected with it (several cells
	// take a digit or a mark at once).
	Selection [81]bool
	// Select moves the selection to cell i, as a click does.
	Select func(i int)
	// Activate places or picks on cell i, as a click on the selected
	// cell does (nil: nothing).
	Activate func(i int)
}

// Menu is the menu while it is open.
type Menu struct {
	Name  string
	Rect  image.Rectangle
	Items []Control
}

// Panel is a panel or a dialog over the board: an alert, a choice, the
// settings, a hint, the guide, the statistics, the score.
type Panel struct {
	ID    string    // "alert", "settings", "hint"…
	Role  a11y.Role // a11y.RoleDialog, a11y.RoleAlert, a11y.RolePanel
	Modal bool      // over the window: it has the keyboard
	Title string
	Rect  image.Rectangle
	// Text is what the panel says, paragraph by paragraph (a hint's
	// rungs, the statistics' lines, a question's message).
	Text     []string
	Controls []Control
}

// Options are how the describer reaches the window.
type Options struct {
	// Post runs f on the window's goroutine (an action asked by a
	// reader, on the provider's goroutine).
	Post func(f func())
}
