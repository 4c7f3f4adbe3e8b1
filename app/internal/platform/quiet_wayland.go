package platform

// libwayland prints "error: XDG_RUNTIME_DIR is invalid or not set in the
// environment." on stderr when asked to connect with no runtime folder, and
// Gio asks it first whatever the session. Without a runtime folder (and
// with WAYLAND_DISPLAY not a full path) no Wayland connection can succeed,
// so the game points WAYLAND_DISPLAY at a path that cannot exist while Gio
// opens the window: libwayland fails quietly, X11 is tried, and the variable
// is put back as it was before anything else runs (the file dialog's child
// process, the messages).

import (
	"os"
	"path/filepath"
)

// unreachableWayland is a socket path that cannot exist (/dev/null is not
// a folder).
const unreachableWayland = "/dev/null/wayland-0"

// QuietWayland sets WAYLAND_DISPLAY as above when Wayland cannot work, and
// returns the func that puts it back (nil when nothing was changed).
func QuietWayland(getenv func(string) string, setenv func(string, string) error, unsetenv func(string) error) func() {
	if wd := getenv("WAYLAND_DISPLAY"); filepath.IsAbs(wd) {
		return nil
	}
	if rd := getenv("XDG_RUNTIME_DIR"); filepath.IsAbs(rd) {
		if fi, err := os.Stat(rd); err == nil && fi.IsDir() {
			return nil
		}
	}
	old := getenv("WAYLAND_DISPLAY")
	had := old != ""
	if setenv("WAYLAND_DISPLAY", unreachableWayland) != nil {
		return nil
	}
	return func() {
		if had {
			setenv("WAYLAND_DISPLAY", old)
		} else {
			unsetenv("WAYLAND_DISPLAY")
		}
	}
}
