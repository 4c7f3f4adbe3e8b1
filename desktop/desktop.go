// Package desktop reads the desktop's accessibility preferences that the
// window follows (docs/behaviour.md, Accessibility): the text scaling
// factor, high contrast and reduced motion. It asks the XDG settings portal
// (org.freedesktop.portal.Settings on the session bus), which answers
// inside and outside a sandbox, and follows its SettingChanged signal;
// without a portal it reads GSettings once with the gsettings program.
//
// It imports only godbus/dbus, like package a11y, and nothing of the game
// (docs/architecture.md, desktop).
package desktop

import (
	"bytes"
	"context"
	"math"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/godbus/dbus/v5"
)

// Prefs are the desktop's preferences the window follows.
type Prefs struct {
	// TextScale multiplies the size of text: GNOME's text scaling factor
	// (Large Text sets 1.25), 1 when the desktop says nothing.
	TextScale float64
	// HighContrast asks for colours of the highest contrast: GNOME's
	// high-contrast setting, or the portal's contrast preference.
	HighContrast bool
	// ReduceMotion asks for no animation (GNOME's enable-animations off).
	ReduceMotion bool
}

// Default returns the preferences of a desktop that sets none.
func Default() Prefs { return Prefs{TextScale: 1} }

// The settings read, by namespace and key, as the portal names them
// (GSettings schemas for GNOME's, the portal's own for appearance).
const (
	nsInterface   = "org.gnome.desktop.interface"
	nsA11y        = "org.gnome.desktop.a11y.interface"
	nsAppearance  = "org.freedesktop.appearance"
	keyTextScale  = "text-scaling-factor"
	keyAnimations = "enable-animations"
	keyHighContr  = "high-contrast"
	keyContrast   = "contrast"
)

const (
	portalName   = "org.freedesktop.portal.Desktop"
	portalPath   = dbus.ObjectPath("/org/freedesktop/portal/desktop")
	portalIface  = "org.freedesktop.portal.Settings"
	minTextScale = 0.5
	maxTextScale = 3
)

// raw holds what the desktop said, setting by setting.
type raw struct {
	textScale    float64
	animations   bool // enable-animations
	highContrast bool // GNOME's high-contrast
	contrast     uint32
}

func defaultRaw() raw { return raw{textScale: 1, animations: true} }

func (r raw) prefs() Prefs {
	return Prefs{TextScale: r.textScale, HighContrast: r.highContrast || r.contrast == 1, ReduceMotion: !r.animations}
}

// set records one setting's value; a value of the wrong type or out of
// range is ignored (the setting keeps its last value).
func (r *raw) set(ns, key string, v any) {
	if vv, ok := v.(dbus.Variant); ok {
		v = vv.Value() // the portal's deprecated Read wraps its value once more
	}
	switch {
	case ns == nsInterface && key == keyTextScale:
		if f, ok := v.(float64); ok && f >= minTextScale && f <= maxTextScale {
			r.textScale = f
		}
	case ns == nsInterface && key == keyAnimations:
		if b, ok := v.(bool); ok {
			r.animations = b
		}
	case ns == nsA11y && key == keyHighContr:
		if b, ok := v.(bool); ok {
			r.highContrast = b
		}
	case ns == nsAppearance && key == keyContrast:
		if n, ok := v.(uint32); ok && n <= 1 {
			r.contrast = n
		}
	}
}

// Watcher follows the desktop's preferences in the background.
type Watcher struct {
	changed func(Prefs)

	mu     sync.Mutex
	prefs  Prefs
	closed bool
	conn   *dbus.Conn
	done   chan struct{}
	// ctx ends with Close: a portal's answer or gsettings being waited
	// for does not hold the window's exit.
	ctx    context.Context
	cancel context.CancelFunc

	// gsettings is the program read without a portal ("gsettings").
	gsettings string
}

// Watch starts reading the desktop's preferences and returns at once;
// Prefs is Default until they are read. changed, if not nil, is called on
// the watcher's goroutine once the preferences are first read (whatever
// they are) and then each time they change.
func Watch(changed func(Prefs)) *Watcher {
	w := newWatcher(changed, "gsettings")
	go w.run()
	return w
}

func newWatcher(changed func(Prefs), gsettings string) *Watcher {
	w := &Watcher{changed: changed, prefs: Default(), done: make(chan struct{}), gsettings: gsettings}
	w.ctx, w.cancel = context.WithCancel(context.Background())
	return w
}

// Prefs returns the preferences as last read.
func (w *Watcher) Prefs() Prefs {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.prefs
}

// Close stops following the desktop and waits for the watcher's goroutine.
func (w *Watcher) Close() {
	w.mu.Lock()
	w.closed = true
	conn := w.conn
	w.mu.Unlock()
	w.cancel()
	if conn != nil {
		conn.Close()
	}
	<-w.done
}

// publish records p and tells the caller, always the first time (first)
// and then only when p changed.
func (w *Watcher) publish(p Prefs, first bool) {
	w.mu.Lock()
	same := w.prefs == p
	w.prefs = p
	closed := w.closed
	w.mu.Unlock()
	if w.changed != nil && !closed && (first || !same) {
		w.changed(p)
	}
}

func (w *Watcher) run() {
	defer close(w.done)
	r := defaultRaw()
	conn, err := connectSession()
	if err == nil {
		w.mu.Lock()
		if w.closed {
			w.mu.Unlock()
			conn.Close()
			return
		}
		w.conn = conn
		w.mu.Unlock()
		ch := make(chan *dbus.Signal, 16)
		conn.Signal(ch)
		_ = conn.AddMatchSignal(dbus.WithMatchObjectPath(portalPath), dbus.WithMatchInterface(portalIface),
			dbus.WithMatchMember("SettingChanged"))
		if readPortal(w.ctx, conn, &r) {
			w.publish(r.prefs(), true)
			for sig := range ch {
				if sig.Name != portalIface+".SettingChanged" || len(sig.Body) != 3 {
					continue
				}
				ns, _ := sig.Body[0].(string)
				key, _ := sig.Body[1].(string)
				r.set(ns, key, sig.Body[2])
				w.publish(r.prefs(), false)
			}
			return
		}
		conn.Close()
	}
	readGSettings(w.ctx, w.gsettings, &r)
	w.publish(r.prefs(), true)
}

// readPortal reads the settings from the portal into r; false when no
// portal answers.
func readPortal(ctx context.Context, conn *dbus.Conn, r *raw) bool {
	ctx, cancel := context.WithTimeout(ctx, 25*time.Second)
	defer cancel()
	var all map[string]map[string]dbus.Variant
	err := conn.Object(portalName, portalPath).CallWithContext(ctx, portalIface+".ReadAll", 0,
		[]string{nsInterface, nsA11y, nsAppearance}).Store(&all)
	if err != nil {
		return false
	}
	for ns, keys := range all {
		for key, v := range keys {
			r.set(ns, key, v.Value())
		}
	}
	return true
}

// readGSettings reads the settings with the gsettings program into r;
// settings it cannot read keep their defaults.
func readGSettings(ctx context.Context, prog string, r *raw) {
	path, err := exec.LookPath(prog)
	if err != nil {
		return
	}
	for _, s := range []struct{ ns, key string }{
		{nsInterface, keyTextScale}, {nsInterface, keyAnimations}, {nsA11y, keyHighContr},
	} {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		out, err := exec.CommandContext(ctx, path, "get", s.ns, s.key).Output()
		cancel()
		if err != nil {
			continue
		}
		if v, ok := parseGVariant(string(bytes.TrimSpace(out))); ok {
			r.set(s.ns, s.key, v)
		}
	}
}

// parseGVariant reads the text form gsettings prints of a boolean
// ("true", "false") or a double ("1.25", "1.0", "2"): a bool or a
// float64, ok false for anything else.
func parseGVariant(s string) (any, bool) {
	switch s {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	s = strings.TrimPrefix(s, "double ")
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, false
	}
	return f, true
}

// connectSession connects to the session bus named by
// DBUS_SESSION_BUS_ADDRESS or found in XDG_RUNTIME_DIR, and never starts
// one: godbus's ConnectSessionBus would run dbus-launch without a bus,
// leaving a bus daemon behind for nothing.
func connectSession() (*dbus.Conn, error) {
	conn, err := dbus.SessionBusPrivateNoAutoStartup()
	if err != nil {
		return nil, err
	}
	if err := conn.Auth(nil); err != nil {
		conn.Close()
		return nil, err
	}
	if err := conn.Hello(); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}
