// Package widgets holds the Gio widgets of the Sudoku window: the window's
// layout (WindowStyle), the board, the number pad, the modal dialogs, the
// drop-down menu, the header pieces (a row of buttons, the clock, the
// status line), the score panel with the light wave, an in-window file
// picker, and the window's other modal panels: the progress overlay of
// long work (BusyOverlay), a panel of text and tables (TextPanel: keyboard
// shortcuts, About, statistics), the settings form (SettingsForm) and a
// chooser for a grid of a large collection (GridChooser). These four share
// panel.go's centred panel.
//
// # The window
//
// WindowStyle draws the whole window under its modal panels from a
// WindowView the app fills every frame: the header (the app's buttons from
// the left; the clock, Pause and the menu from the right), create mode's
// row, the board with the number pad beside it (landscape) or under it
// (portrait), and the status line. It is laid out with layout.Flex and
// layout.Inset at the theme's named spacings (Theme.Spacing); below
// WindowNarrow the clock moves to the status line, below WindowCompact the
// menu button shows its icon only, below WindowTiny the header's buttons
// are lower, so the header stays one row from 360 dp up.
//
// # State and drawing
//
// Every widget follows Gio's widget/material split. A persistent state type
// (Board, NumberPad, Dialog, Menu, ScorePanel, FilePicker, Button,
// BusyOverlay, TextPanel, SettingsForm, GridChooser) lives as long as the
// window and handles input; a per-frame style value (BoardStyle, PadStyle,
// DialogStyle, MenuStyle, ScoreStyle, PickerStyle, ButtonStyle, BusyStyle,
// TextPanelStyle, SettingsStyle, ChooserStyle) holds what to show this frame
// and draws it. The state's Update(gtx) returns
// what the player did, one event per call; the style's Layout(gtx) drains the
// input first, queueing what it finds, so nothing is lost whether the app
// calls Update before or after Layout (the events then come out of the next
// Update, and Layout asks for that frame).
//
// The widgets never change the game and never read its state: of package
// model they use only the clock's format (model.FormatClock). The app
// fills plain view structs from the model every frame (WindowView,
// BoardView, PadView, ScoreView, PickerView), and applies the events the widgets report
// (BoardEvent, PadEvent, Answer, PickerEvent, a menu index, a click) to the
// model. Input is interpreted against the geometry of the last Layout, which
// is what the player saw. The widgets never touch the file system either:
// images come in as image.Image values (Theme.SetImages) and folder listings
// as PickerView data.
//
// # Keyboard focus and modality
//
// The board takes no key: the board's keys (digits, arrows, W A S D, N,
// Backspace, Delete…) are the app's, global key filters of its command table
// beside its other shortcuts (Ctrl+N, Ctrl+Z, P, H…), so no widget hides one.
// The board takes the keyboard focus when it is clicked and whenever nobody
// has it (at start, after a dialog closes), so that a button focused by Tab
// gives its Return and Space back. Outside a modal widget Tab and
// Shift+Tab are Gio's own focus moves, in the order the widgets are drawn
// (the header, the board, the pad or the hint panel); a disabled Button
// asks for no event, so it is no stop. Every modal widget (a dialog, the open
// menu, the score panel, the picker, the progress overlay, the text panel,
// the settings form, the grid chooser) takes the focus while shown and
// covers the window with a scrim (the menu with a transparent one) that
// swallows the pointer, so the board gets no click; while a modal widget is
// open the app should not act on any key. They do it through one piece,
// modalBase (modal.go): the focus, Escape, Tab and Shift+Tab among their
// stops, and the scrim's events, a press outside the panel included.
//
// A typical frame:
//
//	for { e, ok := board.Update(gtx); if !ok { break }; apply(e) }
//	for { e, ok := pad.Update(gtx); if !ok { break }; apply(e) }
//	if a, ok := dialog.Update(gtx); ok { answer(a) }
//	… lay out the header, widgets.BoardStyle{…}.Layout, widgets.PadStyle{…}.Layout …
//	if dialogOpen { widgets.Alert(th, &dialog, title, msg).Layout(gtx) } // last: on top
//
// # Look
//
// Theme holds a *material.Theme (whose shaper has only the embedded Go fonts,
// so screenshots are the same on every machine), a semantic Palette
// (LightPalette, DarkPalette) and the uploaded images. The widgets hold no
// text: every string they show, a button's label included, comes from their
// caller in the views and styles (as Gio's material widgets take theirs),
// which the app fills from its catalogue (i18n) in the player's language.
//
// The board is painted directly: one fill for the cells, fills for
// highlighted cells, the digits from a cache of shaped glyph outlines, and
// the grid lines as pixel-aligned rectangles on top (thin lines one dp, box
// lines about 0.9 % of the board), so it stays crisp at every size. Its
// animations (the flash over a refused digit's clashing cell, the light wave
// after a solve) are driven by gtx.Now and op.InvalidateCmd, never by a
// goroutine.
//
// # Tests
//
// Input tests drive the widgets through an input.Router with no window.
// The render scenes of the whole window draw WindowStyle, the layout the
// app ships, with a view of a game in play (scene_window_test.go).
// Render tests draw through gpu/headless (EGL_PLATFORM=surfaceless, set in
// TestMain) and compare with the reference PNGs in testdata/ within a
// per-pixel tolerance; -update rewrites them, -shots DIR also writes them
// elsewhere; they skip, naming the reason, where no EGL or Vulkan exists
// (SUDOKU_REQUIRE_GPU=1 makes that a failure). BenchmarkBoardFrame measures a
// frame of the board with every note showing (its budget: under 2 ms; docs/architecture.md, Tests and their data).
package widgets
