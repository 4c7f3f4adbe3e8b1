package main

// The screen reader's end-to-end test: the real binary under Xvfb on a
// private desktop bus with the accessibility bus of Debian's at-spi2-core,
// and a reader written with python3-pyatspi (testdata/a11y_reader.py)
// that walks the window's tree and follows its events while the test
// sends the keys it asks for (docs/architecture.md, a11y).

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"

	"github.com/giosudoku/sudoku/app/internal/window"
	"github.com/giosudoku/sudoku/internal/ssip"
)

const (
	atspiLauncher = "/usr/libexec/at-spi-bus-launcher"
	atspiRegistry = "/usr/libexec/at-spi2-registryd"
)

// pyatspiPython is Debian's python3 with pyatspi, or "".
func pyatspiPython() string {
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(p, "-c", "import pyatspi").Run() == nil {
			return p
		}
	}
	return ""
}

// startDesktopBus starts a session bus in h's runtime folder and the
// accessibility bus's launcher on it with the desktop's accessibility on,
// and returns the session bus's address once the launcher has its name.
func startDesktopBus(t *testing.T, h *home) string {
	t.Helper()
	logs, err := os.Create(filepath.Join(h.runtime, "bus.log"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { logs.Close() })
	logged := func() string { b, _ := os.ReadFile(logs.Name()); return string(b) }
	addr := "unix:path=" + filepath.Join(h.runtime, "bus")
	daemon := exec.Command("dbus-daemon", "--session", "--nofork", "--print-address=1", "--address="+addr)
	daemon.Env = h.env
	daemon.Stderr = logs
	out, err := daemon.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := daemon.Start(); err != nil {
		t.Fatalf("dbus-daemon: %v", err)
	}
	t.Cleanup(func() { _ = daemon.Process.Kill(); _ = daemon.Wait() })
	if _, err := bufio.NewReader(out).ReadString('\n'); err != nil {
		t.Fatalf("dbus-daemon gave no address: %v; %s", err, logged())
	}
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	owned := make(chan *dbus.Signal, 4)
	conn.Signal(owned)
	if err := conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.DBus"), dbus.WithMatchMember("NameOwnerChanged"),
		dbus.WithMatchArg(0, "org.a11y.Bus")); err != nil {
		t.Fatal(err)
	}
	launcher := exec.Command(atspiLauncher, "--launch-immediately", "--a11y=1")
	launcher.Env = append(append([]string(nil), h.env...), "DBUS_SESSION_BUS_ADDRESS="+addr)
	launcher.Stdout, launcher.Stderr = logs, logs
	if err := launcher.Start(); err != nil {
		t.Fatalf("%s: %v", atspiLauncher, err)
	}
	// Asked to stop, the launcher stops the accessibility bus and its registry.
	t.Cleanup(func() { _ = launcher.Process.Signal(syscall.SIGTERM); _ = launcher.Wait() })
	var has bool
	if err := conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, "org.a11y.Bus").Store(&has); err != nil {
		t.Fatal(err)
	}
	for !has {
		select {
		case sig := <-owned:
			has = len(sig.Body) == 3 && sig.Body[2] != ""
		case <-time.After(30 * time.Second):
			t.Fatalf("the accessibility bus's launcher did not take its name: %s", logged())
		}
	}
	return addr
}

// TestScreenReaderE2E: a screen reader on the real game. The reader walks
// the tree (the window, the 81 cells with their places, the pad, the
// status line), then follows a new game started from the keyboard (the
// level dialog added, its focus, the status line), the arrows moving the
// focus along the board, a digit said and the cell renamed, the menu
// added and removed.
func TestScreenReaderE2E(t *testing.T) {
	needTools(t, "Xvfb", "xdotool", "dbus-daemon", atspiLauncher, atspiRegistry)
	py := pyatspiPython()
	if py == "" {
		needTools(t, "python3-pyatspi")
	}
	bin := buildBinary(t)
	x := startXvfb(t)
	h := newHome(t, x)
	env := h.env[:0:0]
	for _, kv := range h.env {
		if kv != "NO_AT_BRIDGE=1" { // the other tests' games keep the provider off
			env = append(env, kv)
		}
	}
	h.env = env
	bus := startDesktopBus(t, h)
	h.env = append(h.env, "DBUS_SESSION_BUS_ADDRESS="+bus)

	g := startGameArgs(t, bin, h, nil, window.TraceEnvVar+"=1")
	// The window has the keyboard, as a window manager gives it (without
	// one, Xvfb's focus follows the pointer and the window is not told).
	if _, err := g.xdotool(h, 10*time.Second, "mousemove", "--window", g.window, "400", "300"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.xdotool(h, 10*time.Second, "windowfocus", "--sync", g.window); err != nil {
		t.Fatal(err)
	}
	seen := g.waitTrace(0, "a11y active")

	cmd := exec.Command(py, "testdata/a11y_reader.py")
	cmd.Env = h.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	passed := false
	guard := time.After(3 * time.Minute)
loop:
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				break loop
			}
			if line == "PASS" {
				passed = true
				continue
			}
			what, ok := strings.CutPrefix(line, "ASK ")
			if !ok {
				t.Logf("reader: %s", line)
				continue
			}
			switch {
			case what == "listening":
				seen = g.waitTrace(seen, "a11y listening=true")
			case strings.HasPrefix(what, "key "):
				if _, err := g.xdotool(h, 10*time.Second, "key", "--delay", "60", strings.TrimPrefix(what, "key ")); err != nil {
					t.Fatal(err)
				}
			default:
				t.Fatalf("the reader asked for %q", what)
			}
			if _, err := stdin.Write([]byte("OK\n")); err != nil {
				t.Fatal(err)
			}
		case <-guard:
			_ = cmd.Process.Kill()
			t.Fatalf("the reader hung; it said: %s", stderr.String())
		}
	}
	if err := cmd.Wait(); err != nil || !passed {
		t.Fatalf("the reader failed (%v): %s\ngame's stderr:\n%s", err, stderr.String(), g.stderr.String())
	}
	if s := g.stderr.String(); strings.Contains(s, "panic") || strings.Contains(s, "DATA RACE") {
		t.Fatalf("the game's stderr:\n%s", s)
	}
}

// TestOrcaReadsTheGame runs Orca itself on the real game, its speech going
// to the test (package ssip): a new game started from the keyboard, the
// arrows moving along the first row, a digit placed, and what Orca says
// for each, logged. It needs Orca, which `make deps-test` does not install
// (it brings Speech Dispatcher and GStreamer): it skips without it unless
// SUDOKU_ORCA is set.
func TestOrcaReadsTheGame(t *testing.T) {
	if _, err := exec.LookPath("orca"); err != nil {
		if os.Getenv("SUDOKU_ORCA") != "" {
			t.Fatal("SUDOKU_ORCA is set but orca cannot be found")
		}
		t.Skip("orca not installed; set SUDOKU_ORCA=1 to make this a failure")
	}
	needTools(t, "Xvfb", "xdotool", "dbus-daemon", atspiLauncher, atspiRegistry)
	bin := buildBinary(t)
	x := startXvfb(t)
	h := newHome(t, x)
	env := h.env[:0:0]
	for _, kv := range h.env {
		if kv != "NO_AT_BRIDGE=1" {
			env = append(env, kv)
		}
	}
	h.env = append(env, "DBUS_SESSION_BUS_ADDRESS="+startDesktopBus(t, h))
	g := startGameArgs(t, bin, h, nil, window.TraceEnvVar+"=1")
	// The window has the keyboard, as a window manager gives it (without
	// one, Xvfb's focus follows the pointer and the window is not told).
	if _, err := g.xdotool(h, 10*time.Second, "mousemove", "--window", g.window, "400", "300"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.xdotool(h, 10*time.Second, "windowfocus", "--sync", g.window); err != nil {
		t.Fatal(err)
	}
	seen := g.waitTrace(0, "a11y active")

	voice := ssip.Start(t, filepath.Join(h.runtime, "speechd.sock"))
	orca := exec.Command("orca", "--replace")
	orca.Env = append(append([]string(nil), h.env...), "SPEECHD_ADDRESS=unix_socket:"+filepath.Join(h.runtime, "speechd.sock"))
	logs, err := os.Create(filepath.Join(h.runtime, "orca.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logs.Close()
	orca.Stdout, orca.Stderr = logs, logs
	if err := orca.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = orca.Process.Kill(); _ = orca.Wait() })
	t.Cleanup(func() {
		if t.Failed() {
			out, _ := os.ReadFile(logs.Name())
			t.Logf("Orca's messages:\n%s", out)
		}
	})
	seen = g.waitTrace(seen, "a11y listening=true")
	key := func(k string) {
		t.Helper()
		if _, err := g.xdotool(h, 10*time.Second, "key", "--delay", "60", k); err != nil {
			t.Fatal(err)
		}
	}
	var heard []string
	key("ctrl+n")
	voice.Hear(t, "Classic", &heard)
	t.Logf("for Ctrl+N Orca said %q", heard)
	heard = nil
	key("Return")
	voice.Hear(t, "Easy", &heard)
	t.Logf("for Return (Classic) Orca said %q", heard)
	heard = nil
	key("Return")
	g.waitTrace(seen, "state=Playing")
	voice.Hear(t, "Playing", &heard)
	t.Logf("for Return (Easy) Orca said %q", heard)
	heard = nil
	key("Right")
	voice.Hear(t, "Row 1, column 1: ", &heard)
	t.Logf("for the first arrow Orca said %q", heard)
	// Along the first row to an empty cell.
	for col := 2; !strings.HasSuffix(heard[len(heard)-1], "empty."); col++ {
		if col > 9 {
			t.Fatal("no empty cell in the first row")
		}
		heard = nil
		key("Right")
		voice.Hear(t, fmt.Sprintf("Row 1, column %d: ", col), &heard)
		t.Logf("for the next arrow Orca said %q", heard)
	}
	// A digit: placed, or refused for a clash; either way said with the
	// cells.
	heard = nil
	key("5")
	voice.Hear(t, "5 ", &heard)
	t.Logf("for the digit 5 Orca said %q", heard)
}
