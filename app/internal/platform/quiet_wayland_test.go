package platform

import "testing"

// Without a runtime folder, WAYLAND_DISPLAY points at a path that cannot
// exist while the window opens (libwayland then prints nothing), and is put
// back after; with one, or with a full WAYLAND_DISPLAY, nothing changes.
func TestQuietWayland(t *testing.T) {
	run := t.TempDir()
	for _, tt := range []struct {
		name    string
		env     map[string]string
		changed bool
	}{
		{"no runtime folder", map[string]string{}, true},
		{"runtime folder missing", map[string]string{"XDG_RUNTIME_DIR": "/nonexistent"}, true},
		{"runtime folder", map[string]string{"XDG_RUNTIME_DIR": run}, false},
		{"full WAYLAND_DISPLAY", map[string]string{"WAYLAND_DISPLAY": "/run/user/1/wayland-0"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range tt.env {
				env[k] = v
			}
			restore := QuietWayland(func(k string) string { return env[k] },
				func(k, v string) error { env[k] = v; return nil },
				func(k string) error { delete(env, k); return nil })
			if (restore != nil) != tt.changed {
				t.Fatalf("changed %v, want %v", restore != nil, tt.changed)
			}
			if restore == nil {
				return
			}
			if env["WAYLAND_DISPLAY"] != unreachableWayland {
				t.Fatalf("WAYLAND_DISPLAY = %q", env["WAYLAND_DISPLAY"])
			}
			restore()
			if _, ok := env["WAYLAND_DISPLAY"]; ok {
				t.Fatal("WAYLAND_DISPLAY not put back")
			}
		})
	}
}
