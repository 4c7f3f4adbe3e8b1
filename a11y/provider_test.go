package a11y

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// registryApps are the applications the registry knows, by bus name.
func registryApps(t *testing.T, b *buses) []string {
	t.Helper()
	var addr string
	if err := b.conn.Object(launcherName, launcherPath).Call("org.a11y.Bus.GetAddress", 0).Store(&addr); err != nil {
		t.Fatal(err)
	}
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var apps []ref
	if err := conn.Object(registryName, rootPath).Call(ifaceAccessible+".GetChildren", 0).Store(&apps); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range apps {
		names = append(names, a.Name)
	}
	return names
}

// TestProviderFollowsTheDesktop: with the desktop's accessibility off the
// provider stays off the accessibility bus; turned on, it registers the
// application with the registry; turned off, it leaves.
func TestProviderFollowsTheDesktop(t *testing.T) {
	b := startBuses(t, false)
	tr := NewTree("Sudoku")
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	w := startWatched(t, tr)

	wait(t, w.checked, false, "the provider to read the status")
	if w.Active() {
		t.Fatal("active while the desktop's accessibility is off")
	}
	if apps := registryApps(t, b); len(apps) != 0 {
		t.Fatalf("the registry knows %v while accessibility is off", apps)
	}

	b.setEnabled(t, true)
	wait(t, w.active, true, "the provider to start exporting")
	w.mu.Lock()
	name := w.exp.busName
	w.mu.Unlock()
	if apps := registryApps(t, b); len(apps) != 1 || apps[0] != name {
		t.Fatalf("the registry knows %v, want our %s", apps, name)
	}
	if w.Listening() {
		t.Fatal("listening with no reader")
	}

	b.setEnabled(t, false)
	wait(t, w.active, false, "the provider to stop exporting")
	if w.Active() {
		t.Fatal("still active")
	}
}

// TestProviderWithoutSessionBus: with no session bus the provider stays
// off, unless AT_SPI_BUS_ADDRESS names the accessibility bus.
func TestProviderWithoutSessionBus(t *testing.T) {
	b := startBuses(t, true)
	var addr string
	if err := b.conn.Object(launcherName, launcherPath).Call("org.a11y.Bus.GetAddress", 0).Store(&addr); err != nil {
		t.Fatal(err)
	}
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+t.TempDir()+"/none")

	tr := NewTree("Sudoku")
	w := startWatched(t, tr)
	wait(t, w.checked, false, "the provider to give up")
	if w.Active() {
		t.Fatal("active without a bus")
	}
	w.Close()

	t.Setenv("AT_SPI_BUS_ADDRESS", addr)
	w = startWatched(t, tr)
	wait(t, w.active, true, "the provider to export on AT_SPI_BUS_ADDRESS")
	w.mu.Lock()
	name := w.exp.busName
	w.mu.Unlock()
	if apps := registryApps(t, b); len(apps) != 1 || apps[0] != name {
		t.Fatalf("the registry knows %v, want our %s", apps, name)
	}
}

// TestProviderRegistersAgain: when the registry restarts, the provider
// registers the application with the new one.
func TestProviderRegistersAgain(t *testing.T) {
	b := startBuses(t, true)
	tr := NewTree("Sudoku")
	w := startWatched(t, tr)
	wait(t, w.active, true, "the provider to start exporting")
	w.mu.Lock()
	name := w.exp.busName
	w.mu.Unlock()
	if apps := registryApps(t, b); len(apps) != 1 || apps[0] != name {
		t.Fatalf("the registry knows %v, want our %s", apps, name)
	}

	var addr string
	if err := b.conn.Object(launcherName, launcherPath).Call("org.a11y.Bus.GetAddress", 0).Store(&addr); err != nil {
		t.Fatal(err)
	}
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	signals := make(chan *dbus.Signal, 16)
	conn.Signal(signals)
	if err := conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.DBus"), dbus.WithMatchMember("NameOwnerChanged"),
		dbus.WithMatchArg(0, registryName)); err != nil {
		t.Fatal(err)
	}
	if err := conn.AddMatchSignal(dbus.WithMatchInterface(ifaceEventObject), dbus.WithMatchMember("ChildrenChanged"),
		dbus.WithMatchObjectPath(rootPath)); err != nil {
		t.Fatal(err)
	}
	var pid uint32
	if err := conn.BusObject().Call("org.freedesktop.DBus.GetConnectionUnixProcessID", 0, registryName).Store(&pid); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(int(pid), syscall.SIGTERM); err != nil {
		t.Fatalf("stop the registry: %v", err)
	}
	next := func(what string) *dbus.Signal {
		select {
		case sig := <-signals:
			return sig
		case <-time.After(30 * time.Second):
			t.Fatalf("timed out waiting for %s", what)
		}
		return nil
	}
	for sig := next("the registry to stop"); sig.Name != "org.freedesktop.DBus.NameOwnerChanged" || sig.Body[2] != ""; {
		sig = next("the registry to stop")
	}
	// Asking the registry starts it again; the provider registers anew.
	registryApps(t, b)
	for {
		sig := next("the application to register again")
		if sig.Name == ifaceEventObject+".ChildrenChanged" && sig.Body[0] == "add" {
			break
		}
	}
	if apps := registryApps(t, b); len(apps) != 1 || apps[0] != name {
		t.Fatalf("the new registry knows %v, want our %s", apps, name)
	}
}

// TestNoBusStarted: without a session bus the provider stays off and
// starts none (no dbus-launch, which would leave a bus daemon behind).
func TestNoBusStarted(t *testing.T) {
	dir := t.TempDir()
	called := filepath.Join(dir, "called")
	if err := os.WriteFile(filepath.Join(dir, "dbus-launch"), []byte("#!/bin/sh\n/usr/bin/touch "+called+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{"PATH": dir, "DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": dir, "DISPLAY": ":99",
		"AT_SPI_BUS_ADDRESS": "", "NO_AT_BRIDGE": ""} {
		t.Setenv(k, v)
	}
	w := startWatched(t, NewTree("Sudoku"))
	wait(t, w.checked, false, "the provider to find no bus")
	if w.Active() {
		t.Error("active without a bus")
	}
	if _, err := os.Stat(called); err == nil {
		t.Error("the provider ran dbus-launch")
	}
}
