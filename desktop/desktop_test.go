package desktop

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// e2eEnvVar set makes the tests that need dbus-daemon fail instead of
// skipping when it is missing (`make test` sets it), as in package a11y.
const e2eEnvVar = "SUDOKU_E2E"

const busConfig = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`

// startBus starts a private session bus and points this process at it.
func startBus(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("dbus-daemon"); err != nil {
		if os.Getenv(e2eEnvVar) != "" {
			t.Fatalf("%s is set but dbus-daemon cannot be found", e2eEnvVar)
		}
		t.Skip("dbus-daemon not installed")
	}
	dir := t.TempDir()
	// A configuration of its own, without the session's service folders: no
	// real portal is started on this bus.
	conf := filepath.Join(dir, "bus.conf")
	if err := os.WriteFile(conf, []byte(busConfig), 0o600); err != nil {
		t.Fatal(err)
	}
	daemon := exec.Command("dbus-daemon", "--config-file="+conf, "--nofork", "--print-address=1", "--address=unix:path="+dir+"/bus")
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
		t.Fatalf("dbus-daemon gave no address: %v", err)
	}
	addr = strings.TrimSpace(addr)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", addr)
	return addr
}

// fakePortal answers for org.freedesktop.portal.Settings with the values
// it holds, and sends SettingChanged when a test changes one.
type fakePortal struct {
	conn   *dbus.Conn
	values map[string]map[string]dbus.Variant
}

func (f *fakePortal) ReadAll(namespaces []string) (map[string]map[string]dbus.Variant, *dbus.Error) {
	out := map[string]map[string]dbus.Variant{}
	for _, ns := range namespaces {
		if v, ok := f.values[ns]; ok {
			out[ns] = v
		}
	}
	return out, nil
}

func startPortal(t *testing.T, addr string, values map[string]map[string]dbus.Variant) *fakePortal {
	t.Helper()
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	f := &fakePortal{conn: conn, values: values}
	if err := conn.Export(f, portalPath, portalIface); err != nil {
		t.Fatal(err)
	}
	reply, err := conn.RequestName(portalName, dbus.NameFlagDoNotQueue)
	if err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("take the portal's name: %v, %v", reply, err)
	}
	return f
}

func (f *fakePortal) change(t *testing.T, ns, key string, v any) {
	t.Helper()
	if err := f.conn.Emit(portalPath, portalIface+".SettingChanged", ns, key, dbus.MakeVariant(v)); err != nil {
		t.Fatal(err)
	}
}

// watch starts a watcher whose reports come on a channel.
func watch(t *testing.T, gsettings string) (*Watcher, chan Prefs) {
	ch := make(chan Prefs, 16)
	w := newWatcher(func(p Prefs) { ch <- p }, gsettings)
	go w.run()
	t.Cleanup(w.Close)
	return w, ch
}

func next(t *testing.T, ch chan Prefs) Prefs {
	t.Helper()
	select {
	case p := <-ch:
		return p
	case <-time.After(30 * time.Second):
		t.Fatal("the watcher reported nothing")
	}
	return Prefs{}
}

func vals(kv ...any) map[string]map[string]dbus.Variant {
	m := map[string]map[string]dbus.Variant{}
	for i := 0; i+2 < len(kv)+1; i += 3 {
		ns, key := kv[i].(string), kv[i+1].(string)
		if m[ns] == nil {
			m[ns] = map[string]dbus.Variant{}
		}
		m[ns][key] = dbus.MakeVariant(kv[i+2])
	}
	return m
}

// TestPortal reads the preferences from a portal as GNOME's backend
// answers, then follows their changes.
func TestPortal(t *testing.T) {
	tests := []struct {
		name   string
		values map[string]map[string]dbus.Variant
		want   Prefs
	}{
		{"nothing set", vals(), Default()},
		{"large text", vals(nsInterface, keyTextScale, 1.25), Prefs{TextScale: 1.25}},
		{"everything", vals(nsInterface, keyTextScale, 1.5, nsInterface, keyAnimations, false, nsA11y, keyHighContr, true),
			Prefs{TextScale: 1.5, HighContrast: true, ReduceMotion: true}},
		{"the portal's contrast", vals(nsAppearance, keyContrast, uint32(1)), Prefs{TextScale: 1, HighContrast: true}},
		{"values of the wrong type or out of range", vals(nsInterface, keyTextScale, "2", nsA11y, keyHighContr, int32(1),
			nsAppearance, keyContrast, uint32(7), nsInterface, keyAnimations, "no"), Default()},
		{"a text scale too large", vals(nsInterface, keyTextScale, 40.0), Default()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr := startBus(t)
			startPortal(t, addr, tt.values)
			w, ch := watch(t, "")
			if got := next(t, ch); got != tt.want {
				t.Errorf("reported %+v, want %+v", got, tt.want)
			}
			if got := w.Prefs(); got != tt.want {
				t.Errorf("Prefs %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestPortalChanges follows SettingChanged: each change that changes the
// preferences is reported once, others not at all.
func TestPortalChanges(t *testing.T) {
	addr := startBus(t)
	f := startPortal(t, addr, vals(nsInterface, keyTextScale, 1.0))
	w, ch := watch(t, "")
	if got := next(t, ch); got != Default() {
		t.Fatalf("first read %+v", got)
	}
	steps := []struct {
		ns, key string
		v       any
		want    Prefs
	}{
		{nsInterface, keyTextScale, 1.25, Prefs{TextScale: 1.25}},
		{nsInterface, keyAnimations, false, Prefs{TextScale: 1.25, ReduceMotion: true}},
		{nsA11y, keyHighContr, true, Prefs{TextScale: 1.25, HighContrast: true, ReduceMotion: true}},
		{nsAppearance, keyContrast, uint32(1), Prefs{}}, // still high contrast: no report
		{nsA11y, keyHighContr, false, Prefs{}},          // the portal's contrast keeps it
		{nsAppearance, keyContrast, uint32(0), Prefs{TextScale: 1.25, ReduceMotion: true}},
		{"org.gnome.desktop.wm.preferences", "theme", "Adwaita", Prefs{}}, // not ours
		{nsInterface, keyAnimations, true, Prefs{TextScale: 1.25}},
	}
	for _, s := range steps {
		f.change(t, s.ns, s.key, s.v)
		if s.want == (Prefs{}) {
			continue
		}
		if got := next(t, ch); got != s.want {
			t.Fatalf("after %s %s = %v: reported %+v, want %+v", s.ns, s.key, s.v, got, s.want)
		}
	}
	select {
	case p := <-ch:
		t.Errorf("an extra report: %+v", p)
	default:
	}
	if got, want := w.Prefs(), (Prefs{TextScale: 1.25}); got != want {
		t.Errorf("Prefs %+v, want %+v", got, want)
	}
}

// TestNoPortal reads GSettings with the gsettings program when no portal
// answers, and keeps the defaults without it.
func TestNoPortal(t *testing.T) {
	startBus(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "gsettings")
	script := `#!/bin/sh
case "$2 $3" in
"org.gnome.desktop.interface text-scaling-factor") echo 1.5 ;;
"org.gnome.desktop.interface enable-animations") echo false ;;
"org.gnome.desktop.a11y.interface high-contrast") echo "No such schema" >&2; exit 1 ;;
esac
`
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	_, ch := watch(t, fake)
	if got, want := next(t, ch), (Prefs{TextScale: 1.5, ReduceMotion: true}); got != want {
		t.Errorf("with gsettings: %+v, want %+v", got, want)
	}
	_, ch = watch(t, filepath.Join(dir, "missing"))
	if got := next(t, ch); got != Default() {
		t.Errorf("without gsettings: %+v, want the defaults", got)
	}
}

// TestNoSessionBus keeps the defaults when there is no session bus at all.
func TestNoSessionBus(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+filepath.Join(t.TempDir(), "none"))
	_, ch := watch(t, filepath.Join(t.TempDir(), "missing"))
	if got := next(t, ch); got != Default() {
		t.Errorf("%+v, want the defaults", got)
	}
}

func TestParseGVariant(t *testing.T) {
	tests := []struct {
		in   string
		want any
		ok   bool
	}{
		{"true", true, true}, {"false", false, true}, {"1.25", 1.25, true}, {"1.0", 1.0, true},
		{"double 2", 2.0, true}, {"'Adwaita'", nil, false}, {"", nil, false}, {"NaN", nil, false},
		{"+Inf", nil, false}, {"True", nil, false},
	}
	for _, tt := range tests {
		got, ok := parseGVariant(tt.in)
		if ok != tt.ok || got != tt.want {
			t.Errorf("parseGVariant(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzParseGVariant(f *testing.F) {
	for _, s := range []string{"true", "1.25", "double 1.5", "", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := parseGVariant(s)
		if !ok {
			return
		}
		var r raw = defaultRaw()
		r.set(nsInterface, keyTextScale, v)
		if r.textScale < minTextScale || r.textScale > maxTextScale {
			t.Fatalf("%q gave a text scale of %v", s, r.textScale)
		}
	})
}

// TestNoBusStarted: without a session bus the watcher keeps the defaults
// and starts none (no dbus-launch, which would leave a bus daemon behind).
func TestNoBusStarted(t *testing.T) {
	dir := t.TempDir()
	called := filepath.Join(dir, "called")
	if err := os.WriteFile(filepath.Join(dir, "dbus-launch"), []byte("#!/bin/sh\n/usr/bin/touch "+called+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
	t.Setenv("XDG_RUNTIME_DIR", dir)
	t.Setenv("DISPLAY", ":99")
	_, ch := watch(t, filepath.Join(dir, "missing"))
	if got := next(t, ch); got != Default() {
		t.Errorf("%+v, want the defaults", got)
	}
	if _, err := os.Stat(called); err == nil {
		t.Error("the watcher ran dbus-launch")
	}
}

// TestCloseDoesNotWait: Close returns at once while gsettings hangs (a
// desktop's settings must not hold the window's exit).
func TestCloseDoesNotWait(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+filepath.Join(t.TempDir(), "none"))
	dir := t.TempDir()
	fake := filepath.Join(dir, "gsettings")
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	// It says it started by opening the fifo for writing (the test's
	// open returns then), and hangs.
	script := "#!/bin/sh\nexec 3>" + fifo + "\nexec sleep 3600\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	w := newWatcher(nil, fake)
	go w.run()
	f, err := os.Open(fifo) // returns once the script opened it
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	closed := make(chan struct{})
	go func() { w.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(5 * time.Second):
		t.Fatal("Close waited for gsettings")
	}
}
