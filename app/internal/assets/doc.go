// Package assets finds the assets folder (Find: $SUDOKU_ASSETS_DIR, else the
// places beside the executable, the working folder and the XDG data
// folders; docs/architecture.md, app, Assets), checks it against its
// MANIFEST, decodes its images (LoadImages) and lists its bundled
// collections (ListCollections). ReportError tells the player, on stderr
// and through a desktop notification when stderr is not a terminal, that
// the window cannot start without it. The window, the command line's
// --assets and the selftest all use it.
package assets
