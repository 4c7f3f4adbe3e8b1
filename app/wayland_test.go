package main

// The window under Wayland: the real binary's --selftest on a headless
// weston (Debian's, pixman renderer), with no X display. Weston 10 offers
// no server-side decorations, so the window draws its own title bar there
// (the header; layout.go). Required in `make test` by SUDOKU_E2E.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSelftestUnderWeston(t *testing.T) {
	if testing.Short() {
		t.Skip("starts weston")
	}
	needTools(t, "weston")
	bin := buildBinary(t)
	base := t.TempDir()
	runtime := filepath.Join(base, "run")
	if err := os.MkdirAll(runtime, 0o700); err != nil {
		t.Fatal(err)
	}
	assets, err := filepath.Abs("../assets")
	if err != nil {
		t.Fatal(err)
	}
	env := []string{assetsEnvVar + "=" + assets, "PATH=" + os.Getenv("PATH"), "HOME=" + base, "XDG_RUNTIME_DIR=" + runtime,
		"XDG_DATA_HOME=" + filepath.Join(base, "data"), "XDG_CONFIG_HOME=" + filepath.Join(base, "config"),
		"XDG_STATE_HOME=" + filepath.Join(base, "state"), "GSETTINGS_BACKEND=memory", "NO_AT_BRIDGE=1"}
	weston := exec.Command("weston", "--backend=headless-backend.so", "--socket=wayland-test",
		"--width=1280", "--height=800", "--idle-time=0")
	weston.Env = env
	var log lockedBuffer
	weston.Stdout, weston.Stderr = &log, &log
	if err := weston.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { weston.Process.Kill(); weston.Wait() })
	// Weston is ready when its socket exists.
	socket := filepath.Join(runtime, "wayland-test")
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(socket); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("weston made no socket in 20 s:\n%s", log.String())
		}
	}
	cmd := exec.Command(bin, "--selftest")
	cmd.Env = append(env, "WAYLAND_DISPLAY=wayland-test")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "ok,") {
		t.Fatalf("--selftest under weston: %v\n%s\nweston:\n%s", err, out, log.String())
	}
}
