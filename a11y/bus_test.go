package a11y

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// e2eEnvVar set makes the tests that need Debian's at-spi2-core, D-Bus and
// python3-pyatspi fail instead of skipping when those are missing (`make
// test` sets it).
const e2eEnvVar = "SUDOKU_E2E"

const (
	launcherBin = "/usr/libexec/at-spi-bus-launcher"
	registryBin = "/usr/libexec/at-spi2-registryd"
)

// need skips (or, with SUDOKU_E2E set, fails) when something is missing.
func need(t testing.TB, missing []string) {
	t.Helper()
	if len(missing) == 0 {
		return
	}
	if os.Getenv(e2eEnvVar) != "" {
		t.Fatalf("%s is set but %s cannot be found (make deps-test installs them)", e2eEnvVar, strings.Join(missing, ", "))
	}
	t.Skipf("%s not installed; set %s=1 to make this a failure", strings.Join(missing, ", "), e2eEnvVar)
}

// buses is a desktop's accessibility infrastructure of one test's own: a
// private session bus with the accessibility bus's launcher on it (which
// starts the accessibility bus, whose registry starts when first called).
type buses struct {
	session  string   // the session bus's address
	env      []string // the environment of programs on this desktop
	launcher *exec.Cmd
	conn     *dbus.Conn // the test's own connection to the session bus
}

// startBuses starts the session bus and the launcher, the desktop's
// accessibility status on or off, and points this process at them.
func startBuses(t testing.TB, enabled bool) *buses {
	t.Helper()
	var missing []string
	for _, tool := range []string{"dbus-daemon", launcherBin, registryBin} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	need(t, missing)

	dir := t.TempDir()
	if err := os.Chmod(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	// Nothing of the real desktop: not its buses, not its X server (the
	// launcher would publish its bus there), not its settings.
	var env []string
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "XDG_RUNTIME_DIR",
			"NO_AT_BRIDGE", "GSETTINGS_BACKEND":
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "XDG_RUNTIME_DIR="+dir, "GSETTINGS_BACKEND=memory")

	// The programs' messages go to a file: a pipe would stay open as long
	// as the programs they start (the registry), and waiting for the
	// programs would wait for those.
	logs, err := os.Create(dir + "/log")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { logs.Close() })
	logged := func() string {
		b, _ := os.ReadFile(dir + "/log")
		return string(b)
	}
	daemon := exec.Command("dbus-daemon", "--session", "--nofork", "--print-address=1", "--address=unix:path="+dir+"/session")
	daemon.Env = env
	daemon.Stderr = logs
	out, err := daemon.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := daemon.Start(); err != nil {
		t.Fatalf("dbus-daemon: %v", err)
	}
	t.Cleanup(func() { _ = daemon.Process.Kill(); _ = daemon.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("dbus-daemon gave no address: %v; %s", err, logged())
	}
	b := &buses{session: strings.TrimSpace(addr)}
	b.env = append(env, "DBUS_SESSION_BUS_ADDRESS="+b.session)
	for _, kv := range []string{"DBUS_SESSION_BUS_ADDRESS=" + b.session, "XDG_RUNTIME_DIR=" + dir, "AT_SPI_BUS_ADDRESS=", "NO_AT_BRIDGE=",
		"DISPLAY=", "WAYLAND_DISPLAY="} {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}

	b.conn, err = dbus.Connect(b.session)
	if err != nil {
		t.Fatalf("connect to the session bus: %v", err)
	}
	t.Cleanup(func() { b.conn.Close() })
	owned := make(chan *dbus.Signal, 4)
	b.conn.Signal(owned)
	if err := b.conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.DBus"), dbus.WithMatchMember("NameOwnerChanged"),
		dbus.WithMatchArg(0, launcherName)); err != nil {
		t.Fatal(err)
	}

	flag := "--a11y=0"
	if enabled {
		flag = "--a11y=1"
	}
	b.launcher = exec.Command(launcherBin, "--launch-immediately", flag)
	b.launcher.Env = b.env
	b.launcher.Stdout, b.launcher.Stderr = logs, logs
	if err := b.launcher.Start(); err != nil {
		t.Fatalf("%s: %v", launcherBin, err)
	}
	// Asked to stop, the launcher stops the accessibility bus, and the
	// registry stops with its bus.
	t.Cleanup(func() { _ = b.launcher.Process.Signal(syscall.SIGTERM); _ = b.launcher.Wait() })

	// The launcher is ready when it owns its name.
	var has bool
	if err := b.conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, launcherName).Store(&has); err != nil {
		t.Fatal(err)
	}
	for !has {
		select {
		case sig := <-owned:
			has = len(sig.Body) == 3 && sig.Body[2] != ""
		case <-time.After(30 * time.Second):
			t.Fatalf("the launcher did not take its name; it said: %s", logged())
		}
	}
	b.conn.RemoveSignal(owned)
	return b
}

// setEnabled turns the desktop's accessibility status on or off, as a
// screen reader or the settings do.
func (b *buses) setEnabled(t testing.TB, on bool) {
	t.Helper()
	err := b.conn.Object(launcherName, launcherPath).Call("org.freedesktop.DBus.Properties.Set", 0,
		"org.a11y.Status", "IsEnabled", dbus.MakeVariant(on)).Err
	if err != nil {
		t.Fatalf("set IsEnabled: %v", err)
	}
}

// watched is a provider started for a test, with the changes of its state
// as channels, so tests wait for states.
type watched struct {
	*Provider
	active    chan bool
	checked   chan bool
	listening chan bool
}

func startWatched(t testing.TB, tr *Tree) *watched {
	w := &watched{active: make(chan bool, 16), checked: make(chan bool, 16), listening: make(chan bool, 256)}
	w.Provider = start(tr, Options{ToolkitVersion: "test", Changed: func(on bool) { w.active <- on }},
		hooks{checked: func(on bool) { w.checked <- on }, listening: func(on bool) { w.listening <- on }})
	t.Cleanup(w.Close)
	return w
}

// wait waits for the value want on ch.
func wait(t testing.TB, ch chan bool, want bool, what string) {
	t.Helper()
	for {
		select {
		case got := <-ch:
			if got == want {
				return
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}
