package a11y

import (
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/godbus/dbus/v5"
)

// Rect is an area of the window in pixels, from its top-left corner.
type Rect struct{ X, Y, W, H int32 }

func (r Rect) contains(x, y int32) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Action is something a reader can ask a node to do: "press" a button,
// "activate" a cell. Do runs on a provider goroutine, never the window's:
// the window passes the request to its own event loop.
type Action struct {
	Name        string // the action's name on the bus: "press", "activate", "click"
	Description string // what it does, in the player's language
	KeyBinding  string // the key that does the same, such as "<Control>n", or ""
	Do          func()
}

// Node is one thing of the window as a reader sees it: its role, name,
// states, place on screen, children and actions. The window creates nodes
// with Tree.NewNode and updates them as its widgets change; a setter that
// changes nothing costs a comparison. Nodes are updated from one goroutine
// (the window's) while the provider reads them from its own.
type Node struct {
	t        *Tree
	id       uint32
	path     dbus.ObjectPath
	parent   *Node
	children []*Node
	attached bool // reachable from the tree's root, so known on the bus

	role         Role
	name         string
	description  string
	accessibleID string
	states       State
	bounds       Rect
	attrs        map[string]string
	actions      []Action
	onFocus      func()
	rows, cols   int // a table's size; its children are its cells, row by row
}

// Tree is the window as a reader sees it: an application node (Root) whose
// children are the windows. The provider exports it on the accessibility
// bus; without a provider, or when nobody listens, it is only data.
type Tree struct {
	mu      sync.Mutex
	root    *Node
	nodes   map[uint32]*Node // the attached nodes, by id
	nextID  uint32
	focus   *Node
	originX int32 // the window's top-left corner on the screen, when known
	originY int32
	locale  string
	// sink receives the events of each change while a listener wants them
	// (set by the provider); nil means no event is built at all.
	sink func([]event)
}

// rootPath is the application node's path: the protocol fixes it.
const rootPath = dbus.ObjectPath("/org/a11y/atspi/accessible/root")

// pathPrefix begins the path of every other node, which ends in its id.
const pathPrefix = "/org/a11y/atspi/accessible/"

// NewTree makes the tree of an application named name: its root, whose
// children will be the windows.
func NewTree(name string) *Tree {
	t := &Tree{nodes: map[uint32]*Node{}, locale: envLocale()}
	t.root = &Node{t: t, path: rootPath, role: RoleApplication, name: name, attached: true}
	t.nodes[0] = t.root
	t.nextID = 1
	return t
}

// envLocale is the locale of the player's messages as the environment says
// it, without encoding ("fr_FR"), "C" when it says nothing.
func envLocale() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			if i := strings.IndexAny(l, ".@"); i >= 0 {
				l = l[:i]
			}
			return l
		}
	}
	return "C"
}

// Root is the application node.
func (t *Tree) Root() *Node { return t.root }

// NewNode makes a node, outside the tree until a node of the tree takes it
// as a child.
func (t *Tree) NewNode(role Role, name string) *Node {
	t.mu.Lock()
	defer t.mu.Unlock()
	id := t.nextID
	t.nextID++
	return &Node{t: t, id: id, path: dbus.ObjectPath(pathPrefix + strconv.FormatUint(uint64(id), 10)), role: role, name: name}
}

// SetOrigin says where the window's top-left corner is on the screen, for
// the extents in screen coordinates; (0, 0) until the platform tells.
func (t *Tree) SetOrigin(x, y int32) {
	t.mu.Lock()
	t.originX, t.originY = x, y
	t.mu.Unlock()
}

// SetLocale sets the language the nodes' names are in ("fr_FR").
func (t *Tree) SetLocale(locale string) {
	t.mu.Lock()
	t.locale = locale
	t.mu.Unlock()
}

// Focus is the node that has the keyboard focus, or nil.
func (t *Tree) Focus() *Node {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.focus
}

// event is one signal the provider sends: its source node, interface,
// member, detail string and numbers, and the value of its variant (a *Node
// goes as a reference to that node).
type event struct {
	source *Node
	iface  string
	member string
	detail string
	d1, d2 int32
	value  any
}

const (
	ifaceEventObject = "org.a11y.atspi.Event.Object"
	ifaceEventWindow = "org.a11y.atspi.Event.Window"
	ifaceEventFocus  = "org.a11y.atspi.Event.Focus"
)

// emits tells whether a change of n makes an event: someone listens and n
// is on the bus. Called with t.mu held.
func (t *Tree) emits(n *Node) bool { return t.sink != nil && n.attached }

// unlock releases the tree and sends the events of the change it guarded.
func (t *Tree) unlock(evs []event) {
	sink := t.sink
	t.mu.Unlock()
	if sink != nil && len(evs) > 0 {
		sink(evs)
	}
}

// Path is the node's object path on the bus.
func (n *Node) Path() string { return string(n.path) }

// Name is the node's name.
func (n *Node) Name() string {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return n.name
}

// Role is the node's role.
func (n *Node) Role() Role {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return n.role
}

// SetName sets the name a reader speaks for the node ("Row 3, column 5: 7,
// given"); a change while the node is on the bus is announced as a
// property change, which a reader speaks when the node has the focus.
func (n *Node) SetName(name string) { n.setText(&n.name, name, "accessible-name") }

// SetDescription sets the node's longer description (a button's tooltip).
func (n *Node) SetDescription(description string) {
	n.setText(&n.description, description, "accessible-description")
}

// setText sets one of the node's texts (field, under the tree's lock) and
// announces a change as the property change detail names.
func (n *Node) setText(field *string, v, detail string) {
	t := n.t
	t.mu.Lock()
	if *field == v {
		t.mu.Unlock()
		return
	}
	*field = v
	var evs []event
	if t.emits(n) {
		evs = []event{{source: n, iface: ifaceEventObject, member: "PropertyChange", detail: detail, value: v}}
	}
	t.unlock(evs)
}

// SetRole changes what the node is.
func (n *Node) SetRole(role Role) {
	t := n.t
	t.mu.Lock()
	if n.role == role {
		t.mu.Unlock()
		return
	}
	n.role = role
	var evs []event
	if t.emits(n) {
		evs = []event{{source: n, iface: ifaceEventObject, member: "PropertyChange", detail: "accessible-role", value: uint32(role)}}
	}
	t.unlock(evs)
}

// SetAccessibleID sets a stable identifier of the node for tests and
// scripts ("board", "cell-3-5"); readers do not speak it.
func (n *Node) SetAccessibleID(id string) {
	n.t.mu.Lock()
	n.accessibleID = id
	n.t.mu.Unlock()
}

// States is the node's state set.
func (n *Node) States() State {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return n.states
}

// SetStates replaces the node's state set. Each state that flips is
// announced; one node at a time has the focus, so giving it to this node
// takes it from the node that had it; a window that becomes active or
// inactive is announced as such too.
func (n *Node) SetStates(s State) {
	t := n.t
	t.mu.Lock()
	if n.states == s {
		t.mu.Unlock()
		return
	}
	var evs []event
	if s&StateFocused != 0 && t.focus != nil && t.focus != n {
		evs = t.setStates(evs, t.focus, t.focus.states&^StateFocused)
	}
	evs = t.setStates(evs, n, s)
	t.unlock(evs)
}

// SetState turns the states of s on or off, leaving the others as they are.
func (n *Node) SetState(s State, on bool) {
	t := n.t
	t.mu.Lock()
	next := n.states &^ s
	if on {
		next |= s
	}
	t.mu.Unlock()
	n.SetStates(next)
}

// setStates sets n's states and appends the events of the change to evs.
// Called with t.mu held.
func (t *Tree) setStates(evs []event, n *Node, s State) []event {
	old := n.states
	n.states = s
	switch {
	case s&StateFocused != 0:
		t.focus = n
	case t.focus == n:
		t.focus = nil
	}
	if !t.emits(n) {
		return evs
	}
	for flipped := old ^ s; flipped != 0; {
		bit := flipped & -flipped
		flipped &^= bit
		on := int32(0)
		if s&bit != 0 {
			on = 1
		}
		evs = append(evs, event{source: n, iface: ifaceEventObject, member: "StateChanged", detail: stateName(bitIndex(bit)), d1: on, value: int32(0)})
		switch {
		case bit == StateFocused && on == 1:
			evs = append(evs, event{source: n, iface: ifaceEventFocus, member: "Focus", value: int32(0)})
		case bit == StateActive && n.role.isWindow():
			member := "Deactivate"
			if on == 1 {
				member = "Activate"
			}
			evs = append(evs, event{source: n, iface: ifaceEventWindow, member: member, value: ""})
		}
	}
	return evs
}

func bitIndex(bit State) int {
	n := 0
	for bit > 1 {
		bit >>= 1
		n++
	}
	return n
}

// Bounds is the node's area in the window.
func (n *Node) Bounds() Rect {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return n.bounds
}

// SetBounds sets the node's area in the window, in pixels.
func (n *Node) SetBounds(r Rect) {
	n.t.mu.Lock()
	n.bounds = r
	n.t.mu.Unlock()
}

// SetAttribute sets a text attribute a reader may use ("live": "polite"
// for a status line); an empty value removes it.
func (n *Node) SetAttribute(key, value string) {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	if value == "" {
		delete(n.attrs, key)
		return
	}
	if n.attrs == nil {
		n.attrs = map[string]string{}
	}
	n.attrs[key] = value
}

// SetActions replaces what a reader can ask the node to do.
func (n *Node) SetActions(actions ...Action) {
	n.t.mu.Lock()
	n.actions = append(n.actions[:0:0], actions...)
	n.t.mu.Unlock()
}

// OnGrabFocus sets what happens when a reader moves the focus to the node
// (on a provider goroutine, like an action).
func (n *Node) OnGrabFocus(f func()) {
	n.t.mu.Lock()
	n.onFocus = f
	n.t.mu.Unlock()
}

// SetTable makes the node a table of rows × cols cells: its children, row
// by row, are the cells (the board is a 9 × 9 table).
func (n *Node) SetTable(rows, cols int) {
	n.t.mu.Lock()
	n.rows, n.cols = rows, cols
	n.t.mu.Unlock()
}

// Parent is the node's parent, nil for the root and a node outside the tree.
func (n *Node) Parent() *Node {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return n.parent
}

// Children is a copy of the node's children.
func (n *Node) Children() []*Node {
	n.t.mu.Lock()
	defer n.t.mu.Unlock()
	return append([]*Node(nil), n.children...)
}

// Append adds child as the last child of n. child must have no parent.
func (n *Node) Append(child *Node) {
	t := n.t
	t.mu.Lock()
	evs := t.insert(nil, n, len(n.children), child)
	t.unlock(evs)
}

// Remove takes child from n's children (and from the bus with its own
// children); nothing happens when it is not a child of n.
func (n *Node) Remove(child *Node) {
	t := n.t
	t.mu.Lock()
	var evs []event
	if i := n.indexOf(child); i >= 0 {
		evs = t.remove(nil, n, i)
	}
	t.unlock(evs)
}

// SetChildren makes children n's children, in this order, announcing the
// children that left and those that came; a list equal to the current one
// costs a comparison. A child of another node is taken from it first.
func (n *Node) SetChildren(children ...*Node) {
	t := n.t
	t.mu.Lock()
	if sameNodes(n.children, children) {
		t.mu.Unlock()
		return
	}
	want := make(map[*Node]int, len(children))
	for i, c := range children {
		want[c] = i
	}
	// The children that stay must keep their order for the removals and
	// insertions below to describe the change; when they do not, all go.
	last, ordered := -1, true
	for _, c := range n.children {
		if i, ok := want[c]; ok {
			if i < last {
				ordered = false
				break
			}
			last = i
		}
	}
	var evs []event
	for i := len(n.children) - 1; i >= 0; i-- {
		if _, ok := want[n.children[i]]; !ok || !ordered {
			evs = t.remove(evs, n, i)
		}
	}
	for i, c := range children {
		if i < len(n.children) && n.children[i] == c {
			continue
		}
		if c.parent != nil {
			evs = t.remove(evs, c.parent, c.parent.indexOf(c))
		}
		evs = t.insert(evs, n, i, c)
	}
	t.unlock(evs)
}

func sameNodes(a, b []*Node) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (n *Node) indexOf(child *Node) int {
	for i, c := range n.children {
		if c == child {
			return i
		}
	}
	return -1
}

// insert makes child the i-th child of n. Called with t.mu held.
func (t *Tree) insert(evs []event, n *Node, i int, child *Node) []event {
	if child.parent != nil || child == t.root || child.t != t {
		panic("a11y: the node already has a parent or belongs to another tree")
	}
	n.children = append(n.children, nil)
	copy(n.children[i+1:], n.children[i:])
	n.children[i] = child
	child.parent = n
	if n.attached {
		t.attach(child, true)
		if t.emits(n) {
			evs = append(evs, event{source: n, iface: ifaceEventObject, member: "ChildrenChanged", detail: "add", d1: int32(i), value: child})
			// A node that comes with the focus (a dialog's default
			// button) takes it in a reader's eyes now.
			if f := t.focus; f != nil && f.attached && within(f, child) {
				evs = append(evs, event{source: f, iface: ifaceEventObject, member: "StateChanged", detail: stateName(bitIndex(StateFocused)), d1: 1, value: int32(0)},
					event{source: f, iface: ifaceEventFocus, member: "Focus", value: int32(0)})
			}
		}
	}
	return evs
}

// within reports whether n is top or one of its descendants.
func within(n, top *Node) bool {
	for ; n != nil; n = n.parent {
		if n == top {
			return true
		}
	}
	return false
}

// remove takes the i-th child from n. Called with t.mu held.
func (t *Tree) remove(evs []event, n *Node, i int) []event {
	child := n.children[i]
	if t.emits(n) {
		evs = append(evs, event{source: n, iface: ifaceEventObject, member: "ChildrenChanged", detail: "remove", d1: int32(i), value: child})
	}
	n.children = append(n.children[:i], n.children[i+1:]...)
	child.parent = nil
	if n.attached {
		t.attach(child, false)
	}
	return evs
}

// attach puts n and its descendants on the bus or takes them off it.
func (t *Tree) attach(n *Node, on bool) {
	n.attached = on
	if on {
		t.nodes[n.id] = n
	} else {
		delete(t.nodes, n.id)
		if t.focus == n {
			t.focus = nil
		}
	}
	for _, c := range n.children {
		t.attach(c, on)
	}
}

// Announce asks readers to speak text now: what the game says in its
// status line. Orca 43 (Debian 12) does not follow the protocol's
// announcement event; it speaks a notification that shows. So on a node of
// role RoleNotification (the status line's), Announce makes text the
// node's name and shows it anew (showing off, then on), which Orca speaks
// as "notification" and the text. On any other node it sends the
// protocol's Object:Announcement, for the readers that follow it. Never
// both: a reader that follows both would speak the text twice.
func (n *Node) Announce(text string) {
	t := n.t
	t.mu.Lock()
	var evs []event
	emits := t.emits(n)
	if n.role != RoleNotification {
		if emits {
			evs = []event{{source: n, iface: ifaceEventObject, member: "Announcement", value: text}}
		}
		t.unlock(evs)
		return
	}
	if n.name != text {
		n.name = text
		if emits {
			evs = append(evs, event{source: n, iface: ifaceEventObject, member: "PropertyChange", detail: "accessible-name", value: text})
		}
	}
	if n.states&StateShowing != 0 && emits {
		evs = append(evs, event{source: n, iface: ifaceEventObject, member: "StateChanged", detail: "showing", value: int32(0)})
	}
	n.states |= StateShowing
	if emits {
		evs = append(evs, event{source: n, iface: ifaceEventObject, member: "StateChanged", detail: "showing", d1: 1, value: int32(0)})
	}
	t.unlock(evs)
}
