package a11y

import (
	"os"
	"sync"
	"sync/atomic"

	"github.com/godbus/dbus/v5"
)

// Options are what the provider says about the toolkit, and how it tells
// the window that it started or stopped exporting the tree.
type Options struct {
	ToolkitName    string // the application's toolkit, "Gio"
	ToolkitVersion string // its version
	// Changed is called, on a provider goroutine (or in Close), when the
	// provider starts exporting the tree (a reader is there: the window
	// describes its widgets from its next frame on) or stops (the window
	// stops). The calls come one at a time, the last saying the state.
	Changed func(active bool)
	// Listening, when set, is called on a provider goroutine each time
	// the readers' listening is checked (a reader registered or left for
	// events), with whether one listens (Provider.Listening).
	Listening func(on bool)
}

// Provider exports a Tree on the accessibility bus while an assistive
// technology wants it (docs/architecture.md, a11y). Until then it
// holds at most one idle connection to the session bus, whose goroutine
// sleeps until the desktop's accessibility status changes.
type Provider struct {
	t   *Tree
	opt Options

	active    atomic.Bool // exporting: the window keeps the tree up to date
	listening atomic.Bool // a reader listens to events: changes are sent

	mu        sync.Mutex
	closed    bool
	session   *dbus.Conn // the session bus, to watch the accessibility status
	a11y      *dbus.Conn // the accessibility bus, while exporting
	exp       *exporter
	out       *outbox                    // the events on their way to the bus, while exporting
	listeners map[string]map[string]bool // bus name → events it listens to

	notifyMu sync.Mutex // serialises the calls of Options.Changed
	notified bool       // what the last call said

	hooks hooks
}

// hooks let tests wait for the provider's states instead of for time.
type hooks struct {
	checked   func(on bool) // the accessibility status was read
	listening func(on bool) // whether a reader listens, after each change
}

// The names of the accessibility bus's launcher and registry.
const (
	launcherName  = "org.a11y.Bus"
	launcherPath  = dbus.ObjectPath("/org/a11y/bus")
	registryName  = "org.a11y.atspi.Registry"
	registryPath  = dbus.ObjectPath("/org/a11y/atspi/registry")
	ifaceRegistry = "org.a11y.atspi.Registry"
)

// Start begins looking for the accessibility bus in the background and
// returns at once. Without a bus, or while the desktop says no assistive
// technology is on, the provider exports nothing and Active is false.
// NO_AT_BRIDGE=1 in the environment turns it off, as it does for GTK.
func Start(t *Tree, opt Options) *Provider { return start(t, opt, hooks{}) }

func start(t *Tree, opt Options, h hooks) *Provider {
	if opt.ToolkitName == "" {
		opt.ToolkitName = "Gio"
	}
	p := &Provider{t: t, opt: opt, hooks: h}
	if os.Getenv("NO_AT_BRIDGE") == "1" {
		return p
	}
	go p.watchSession()
	return p
}

// Active tells whether the tree is exported: the window keeps it up to
// date only then, and describes nothing while it is false.
func (p *Provider) Active() bool { return p.active.Load() }

// Listening tells whether a reader listens to the tree's events.
func (p *Provider) Listening() bool { return p.listening.Load() }

// Close stops exporting and closes the provider's connections.
func (p *Provider) Close() {
	p.mu.Lock()
	p.closed = true
	session := p.session
	p.mu.Unlock()
	p.stopExport()
	if session != nil {
		session.Close()
	}
}

// watchSession follows the desktop's accessibility status on the session
// bus and exports the tree while it is on. With AT_SPI_BUS_ADDRESS set and
// no status to read, the tree is exported on that bus.
func (p *Provider) watchSession() {
	conn, err := connectSession()
	if err != nil {
		addr := os.Getenv("AT_SPI_BUS_ADDRESS")
		if addr != "" {
			p.export(addr)
		}
		if p.hooks.checked != nil {
			p.hooks.checked(addr != "")
		}
		return
	}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		conn.Close()
		return
	}
	p.session = conn
	p.mu.Unlock()
	ch := make(chan *dbus.Signal, 8)
	conn.Signal(ch)
	// The launcher's status and its coming and going. The provider does
	// not start the launcher: an assistive technology does, and then the
	// name appears.
	_ = conn.AddMatchSignal(dbus.WithMatchSender(launcherName), dbus.WithMatchObjectPath(launcherPath),
		dbus.WithMatchInterface("org.freedesktop.DBus.Properties"), dbus.WithMatchMember("PropertiesChanged"))
	_ = conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.DBus"), dbus.WithMatchMember("NameOwnerChanged"),
		dbus.WithMatchArg(0, launcherName))
	p.check(conn)
	for range ch {
		p.check(conn)
	}
	p.stopExport()
}

// check reads the accessibility status and starts or stops exporting.
func (p *Provider) check(conn *dbus.Conn) {
	launcher := conn.Object(launcherName, launcherPath)
	var status map[string]dbus.Variant
	err := launcher.Call("org.freedesktop.DBus.Properties.GetAll", dbus.FlagNoAutoStart, "org.a11y.Status").Store(&status)
	envAddr := os.Getenv("AT_SPI_BUS_ADDRESS")
	on := false
	switch {
	case err != nil:
		on = envAddr != "" // no launcher: only a bus given by the environment
	default:
		for _, key := range []string{"IsEnabled", "ScreenReaderEnabled"} {
			if b, ok := status[key].Value().(bool); ok && b {
				on = true
			}
		}
	}
	if p.hooks.checked != nil {
		defer p.hooks.checked(on)
	}
	if !on {
		p.stopExport()
		return
	}
	p.mu.Lock()
	exporting := p.a11y != nil
	p.mu.Unlock()
	if exporting {
		return
	}
	addr := envAddr
	if addr == "" {
		if err := launcher.Call("org.a11y.Bus.GetAddress", dbus.FlagNoAutoStart).Store(&addr); err != nil || addr == "" {
			return
		}
	}
	p.export(addr)
}

// export connects to the accessibility bus at addr, registers the
// application with the registry and serves the tree.
func (p *Provider) export(addr string) {
	exp := &exporter{t: p.t, toolkit: p.opt.ToolkitName, toolkitVersion: p.opt.ToolkitVersion}
	conn, err := dbus.Connect(addr, dbus.WithHandler(exp))
	if err != nil {
		return
	}
	names := conn.Names()
	if len(names) == 0 {
		conn.Close()
		return
	}
	exp.busName = names[0]
	exp.desktop = ref{registryName, rootPath}
	ch := make(chan *dbus.Signal, 32)
	conn.Signal(ch)
	_ = conn.AddMatchSignal(dbus.WithMatchInterface(ifaceRegistry))
	_ = conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.DBus"), dbus.WithMatchMember("NameOwnerChanged"))

	p.mu.Lock()
	if p.closed || p.a11y != nil {
		p.mu.Unlock()
		conn.Close()
		return
	}
	p.a11y, p.exp = conn, exp
	p.out = newOutbox(conn, exp.busName)
	p.listeners = map[string]map[string]bool{}
	p.mu.Unlock()

	p.embed(conn, exp)
	var events []struct{ Bus, Event string }
	if conn.Object(registryName, registryPath).Call(ifaceRegistry+".GetRegisteredEvents", 0).Store(&events) == nil {
		p.mu.Lock()
		for _, e := range events {
			p.addListener(e.Bus, e.Event)
		}
		p.mu.Unlock()
	}
	p.mu.Lock()
	if p.a11y == conn { // not stopped meanwhile
		p.active.Store(true)
	}
	p.mu.Unlock()
	p.updateListening()
	p.publish()
	go p.watchA11y(conn, exp, ch)
}

// publish tells the window through Options.Changed when Active changed
// since it last told it; the calls are serialised, so the last one says
// the current state.
func (p *Provider) publish() {
	p.notifyMu.Lock()
	defer p.notifyMu.Unlock()
	on := p.active.Load()
	if on == p.notified {
		return
	}
	p.notified = on
	if p.opt.Changed != nil {
		p.opt.Changed(on)
	}
}

// embed registers the application with the registry, which becomes its
// parent.
func (p *Provider) embed(conn *dbus.Conn, exp *exporter) {
	var desktop ref
	err := conn.Object(registryName, rootPath).Call("org.a11y.atspi.Socket.Embed", 0, ref{exp.busName, rootPath}).Store(&desktop)
	if err == nil {
		exp.mu.Lock()
		exp.desktop = desktop
		exp.mu.Unlock()
	}
}

// watchA11y follows the registry's listeners until the connection ends.
func (p *Provider) watchA11y(conn *dbus.Conn, exp *exporter, ch chan *dbus.Signal) {
	registryLost := false
	for sig := range ch {
		switch {
		case sig.Name == ifaceRegistry+".EventListenerRegistered" && len(sig.Body) >= 2:
			bus, _ := sig.Body[0].(string)
			event, _ := sig.Body[1].(string)
			p.mu.Lock()
			p.addListener(bus, event)
			p.mu.Unlock()
		case sig.Name == ifaceRegistry+".EventListenerDeregistered" && len(sig.Body) >= 2:
			bus, _ := sig.Body[0].(string)
			event, _ := sig.Body[1].(string)
			p.mu.Lock()
			if set := p.listeners[bus]; set != nil {
				delete(set, event)
				if len(set) == 0 {
					delete(p.listeners, bus)
				}
			}
			p.mu.Unlock()
		case sig.Name == "org.freedesktop.DBus.NameOwnerChanged" && len(sig.Body) == 3:
			name, _ := sig.Body[0].(string)
			newOwner, _ := sig.Body[2].(string)
			switch {
			case name == registryName && newOwner == "":
				registryLost = true
			case name == registryName && registryLost:
				registryLost = false
				p.embed(conn, exp) // the registry restarted: it knows us no more
			case newOwner == "":
				p.mu.Lock()
				delete(p.listeners, name)
				p.mu.Unlock()
			}
		default:
			continue
		}
		p.updateListening()
	}
	// The connection ended: the bus went away, or the provider stopped.
	p.mu.Lock()
	current := p.a11y == conn
	p.mu.Unlock()
	if current {
		p.stopExport()
	}
}

// addListener records that bus listens to event; call with p.mu held.
func (p *Provider) addListener(bus, event string) {
	if p.listeners == nil {
		return
	}
	if p.listeners[bus] == nil {
		p.listeners[bus] = map[string]bool{}
	}
	p.listeners[bus][event] = true
}

// updateListening turns the tree's events on while a reader listens to
// any event, off otherwise.
func (p *Provider) updateListening() {
	p.mu.Lock()
	on := p.a11y != nil && p.active.Load() && len(p.listeners) > 0
	var sink func([]event)
	if on {
		sink = p.out.post
	}
	p.t.mu.Lock()
	p.t.sink = sink
	p.t.mu.Unlock()
	p.listening.Store(on)
	p.mu.Unlock()
	if p.hooks.listening != nil {
		p.hooks.listening(on)
	}
	if p.opt.Listening != nil {
		p.opt.Listening(on)
	}
}

// stopExport closes the accessibility bus's connection, if any.
func (p *Provider) stopExport() {
	p.mu.Lock()
	conn, out := p.a11y, p.out
	p.a11y, p.exp, p.out, p.listeners = nil, nil, nil, nil
	p.active.Store(false)
	p.mu.Unlock()
	if conn == nil {
		return
	}
	out.stop()
	p.updateListening()
	conn.Close()
	p.publish()
}

// outbox sends the tree's events from a goroutine of its own, in order,
// so that the window's frame only queues them and never waits for the bus.
// If the bus stops reading for long (the queue full), events are dropped
// rather than the window blocked; a reader then rereads what it needs.
type outbox struct {
	conn    *dbus.Conn
	bus     string
	queue   chan []event
	done    chan struct{}
	dropped atomic.Int64
}

func newOutbox(conn *dbus.Conn, bus string) *outbox {
	o := &outbox{conn: conn, bus: bus, queue: make(chan []event, 256), done: make(chan struct{})}
	go o.run()
	return o
}

// post queues a change's events; it never blocks.
func (o *outbox) post(evs []event) {
	select {
	case <-o.done:
		return
	default:
	}
	select {
	case o.queue <- evs:
	default:
		o.dropped.Add(int64(len(evs)))
	}
}

func (o *outbox) stop() { close(o.done) }

func (o *outbox) run() {
	for {
		select {
		case evs := <-o.queue:
			o.send(evs)
		case <-o.done:
			return
		}
	}
}

// send emits events as the protocol's signals: detail, two numbers, a
// variant, and a dictionary of properties (empty: readers ask for what
// they need). An event without a source is a test's marker: its value, a
// channel, is closed when the events before it are sent.
func (o *outbox) send(evs []event) {
	for _, ev := range evs {
		if ev.source == nil {
			close(ev.value.(chan struct{}))
			continue
		}
		v := ev.value
		if n, ok := v.(*Node); ok {
			v = ref{o.bus, n.path}
		}
		_ = o.conn.Emit(ev.source.path, ev.iface+"."+ev.member, ev.detail, ev.d1, ev.d2, dbus.MakeVariant(v), noProperties)
	}
}

var noProperties = map[string]dbus.Variant{}

// flush waits until the events queued so far are on the bus (for tests and
// benchmarks); it returns at once when nobody listens.
func (p *Provider) flush() {
	p.mu.Lock()
	out := p.out
	on := p.listening.Load()
	p.mu.Unlock()
	if out == nil || !on {
		return
	}
	sent := make(chan struct{})
	out.queue <- []event{{value: sent}}
	select {
	case <-sent:
	case <-out.done:
	}
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
