// Package window is the game's window: the ui value that Gio's event loop
// drives, the commands table, the actions, the modal panels, the files
// opened and saved from the window, the hints and the technique guide,
// printing from the window, and the window's own check (--selftest).
// Main (start.go) opens it for `sudoku [FILE]` and `sudoku --selftest`,
// after package main has ruled out the GTK dialogs' child processes and
// the command line.
//
// # The event loop
//
// runWindow (window.go) is Gio's event loop (app.Window.Event until a
// DestroyEvent, a frame drawn at each FrameEvent) in a function that takes
// the window (docs/architecture.md, app); everything it drives lives in ui, which a test builds
// with a fake host and runs frame by frame through an input.Router
// (window_test.go). Each frame the ui runs what other goroutines posted
// back, applies the widgets' events to the model (board and pad events
// become Place, Erase, Tap, TapBack, ToggleNote; header buttons and menu
// items run their commands), draws the window (widgets.WindowStyle, fed
// with a widgets.WindowView filled from the model in layout.go), then the
// modal panel, then the global shortcuts (shortcuts.go), so a focused
// button keeps its Return and Space.
//
// # Commands
//
// Every command of the window is one entry of the table in commands.go:
// its id, label, icon, where its button or menu item is, its shortcuts,
// whether it is enabled now and what it runs. The key filters, the
// shortcut handling, the header's and create mode's buttons, the menu and
// the shortcuts panel (F1) are all read from the table, so a new command
// is one entry there.
//
// Every action goes through the model (actions.go): Enabled greys its
// button, Ask runs it or makes the model's question pending, which the ui
// shows as an Alert and answers with Answer; the model's own actions run
// through Do.
//
// # Modal panels
//
// Each modal panel is a small type with its own widget state, update (its
// input) and layout (its drawing), and all of its code is in one file:
// panel_NAME.go for the question (confirm), the level, create, collection
// and grid choosers, Info, the text panels, the settings, the score and
// the in-window picker; the file of the feature it serves for the others
// (the progress overlay in tasks.go, bookmarks in marks.go, the hand-over
// in instance.go, printing in print_window.go, quitting unsaved in
// quit_unsaved.go). modals.go opens and closes them. The ui holds the one open
// (nil when none); while one is open the board, the pad, the header and
// the shortcuts take no input. Info panels wait in a queue and open in
// turn.
//
// # Texts
//
// Every string the window and the command line show comes from one
// catalogue, package i18n: messages with stable IDs, English in
// i18n/messages.go, translations in the gettext catalogues of po/
// (po/README.md), read at run time with github.com/leonelquinteros/gotext.
// The model returns typed values (model.State, model.RefusedError's
// Reason, model.FileError's Reason and figures, model.Confirm) that the
// catalogue words (Catalog.State, Error, Question); the widgets take their
// strings from the ui, in their views and styles, a button's label included. The
// language is the setting's, else the locale's (i18n.LocaleLanguage, set in
// uiConfig.Locale); applySettings switches the catalogue at once, and every panel is built from the catalogue each time it
// is drawn or opened. The command line words its errors through the
// English catalogue (package cli).
//
// # Work off the UI goroutine
//
// Package internal/control runs what must not block the window, without
// Gio: generating a puzzle (model.GeneratePuzzle), reading a file, grading
// a grid and the native file chooser run as tasks, a goroutine whose
// result comes back as a func posted to the ui, with a progress overlay
// (widgets.BusyOverlay) that Escape cancels by cancelling the task's
// context (tasks.go starts them). Files are read, chosen among, graded and
// only then loaded (files.go), so a failed open changes nothing. Copy and
// Paste are clipboard.go's. The game
// is saved after every change through model.Saver (at most a write a
// second), the encoding on the UI goroutine (once per change: the copy kept
// for an emergency exit is the one saved) and the write on another,
// newest first; on exit the last write is synchronous. A failed save is
// shown in the status line and tried again (storage.go words it).
//
// # GTK
//
// The GTK file chooser and print dialog run in a child process of the
// same program (package gtkdialog); package nogtk keeps GTK from starting
// in the game's process at all. Where GTK cannot start, the
// in-window picker (widgets.FilePicker) serves, with folders listed by the
// ui (panel_picker.go); SUDOKU_FILE_DIALOG=window asks for it directly.
//
// # Files and assets
//
// The folders come from the XDG base directories (adrg/xdg) and the
// working directory (storage.go); the assets folder from package assets
// (docs/architecture.md, app, Assets). SUDOKU_TRACE=1 prints one line at
// the first frame for `make bench-window` (trace.go). This package's
// tests drive the ui without a display; the tests that run the real
// program under Xvfb or weston live in package main (app/).
package window
