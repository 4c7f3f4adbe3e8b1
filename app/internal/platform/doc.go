// Package platform is the glue between the program and the desktop that
// the window needs and Gio does not give: the signals that end the game
// (ExitRequest, WatchSignals), the X11 connection and window that break
// or vanish under it (WatchDisplayLoss, WatchX11Window, cgo with Xlib),
// WAYLAND_DISPLAY pointed away when Wayland cannot work (QuietWayland),
// whether a file is a terminal (IsTerminal), and the program's Version.
package platform
