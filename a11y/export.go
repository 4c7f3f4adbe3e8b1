package a11y

import (
	"strconv"
	"sync"

	"github.com/godbus/dbus/v5"
)

// The interfaces a node implements on the bus (docs/architecture.md,
// a11y).
const (
	ifaceAccessible  = "org.a11y.atspi.Accessible"
	ifaceApplication = "org.a11y.atspi.Application"
	ifaceComponent   = "org.a11y.atspi.Component"
	ifaceAction      = "org.a11y.atspi.Action"
	ifaceTable       = "org.a11y.atspi.Table"
	ifaceTableCell   = "org.a11y.atspi.TableCell"
	ifaceCache       = "org.a11y.atspi.Cache"
	ifaceProperties  = "org.freedesktop.DBus.Properties"

	cachePath = dbus.ObjectPath("/org/a11y/atspi/cache")
	nullPath  = dbus.ObjectPath("/org/a11y/atspi/null")

	// atspiVersion is the version of the protocol the provider speaks.
	atspiVersion = "2.1"
)

// ref is a reference to an object on the bus: its owner's bus name and
// its path, "(so)" on the wire.
type ref struct {
	Name string
	Path dbus.ObjectPath
}

// relation is one relation of a node and the nodes it relates to.
type relation struct {
	Type    uint32
	Targets []ref
}

// extents is an area on the wire, "(iiii)".
type extents struct{ X, Y, W, H int32 }

// actionInfo is one action on the wire: name, description, key binding.
type actionInfo struct{ Name, Description, KeyBinding string }

// cacheItem is a node as the protocol's cache carries it. The provider's
// cache answers with no item, which makes readers ask for what they need.
type cacheItem struct {
	Self, App, Parent ref
	Index, Children   int32
	Interfaces        []string
	Name              string
	Role              uint32
	Description       string
	States            []uint32
}

// exporter answers the bus's calls on a tree's nodes, for one connection
// to the accessibility bus.
type exporter struct {
	t              *Tree
	toolkit        string
	toolkitVersion string

	mu      sync.Mutex
	busName string // our unique name on the bus
	desktop ref    // the registry's root, the application's parent
	appID   int32  // the id the registry gave the application
}

func (e *exporter) names() (bus string, desktop ref) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.busName, e.desktop
}

// ref is the reference to n; call with e.t.mu held.
func (e *exporter) ref(bus string, n *Node) ref {
	if n == nil || !n.attached {
		return ref{bus, nullPath}
	}
	return ref{bus, n.path}
}

// LookupObject finds the node of a path: the root, a numbered node that
// is in the tree, or the cache.
func (e *exporter) LookupObject(path dbus.ObjectPath) (dbus.ServerObject, bool) {
	if path == cachePath {
		return object{e: e}, true
	}
	n := e.t.lookup(path)
	if n == nil {
		return nil, false
	}
	return object{e: e, n: n}, true
}

// lookup is the attached node of path, or nil.
func (t *Tree) lookup(path dbus.ObjectPath) *Node {
	if path == rootPath {
		return t.root
	}
	s := string(path)
	if len(s) <= len(pathPrefix) || s[:len(pathPrefix)] != pathPrefix {
		return nil
	}
	id, err := strconv.ParseUint(s[len(pathPrefix):], 10, 32)
	if err != nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := t.nodes[uint32(id)]; n != nil && n.path == path {
		return n
	}
	return nil
}

// object is a node (or, with n nil, the cache) on the bus.
type object struct {
	e *exporter
	n *Node
}

// interfaces lists the interfaces n implements; call with the tree locked.
func (o object) interfaces() []string {
	n := o.n
	list := []string{ifaceAccessible}
	if n == n.t.root {
		return append(list, ifaceApplication)
	}
	list = append(list, ifaceComponent)
	if len(n.actions) > 0 {
		list = append(list, ifaceAction)
	}
	if n.cols > 0 {
		list = append(list, ifaceTable)
	}
	if n.parent != nil && n.parent.cols > 0 {
		list = append(list, ifaceTableCell)
	}
	return list
}

func (o object) implements(iface string) bool {
	if o.n == nil {
		return iface == ifaceCache
	}
	if iface == ifaceProperties {
		return true
	}
	o.n.t.mu.Lock()
	defer o.n.t.mu.Unlock()
	for _, i := range o.interfaces() {
		if i == iface {
			return true
		}
	}
	return false
}

func (o object) LookupInterface(name string) (dbus.Interface, bool) {
	if !o.implements(name) {
		return nil, false
	}
	return boundIface{o, methods[name]}, true
}

type boundIface struct {
	o     object
	table map[string]*method
}

func (b boundIface) LookupMethod(name string) (dbus.Method, bool) {
	m, ok := b.table[name]
	if !ok {
		return nil, false
	}
	return boundMethod{b.o, m}, true
}

// method is one method of an interface: the zero values of its arguments
// (which tell the decoder their types) and its body, which gets pointers
// to the decoded arguments.
type method struct {
	in   []any
	outs int
	call func(o object, args []any) ([]any, error)
}

type boundMethod struct {
	o object
	m *method
}

func (b boundMethod) Call(args ...any) ([]any, error) { return b.m.call(b.o, args) }
func (b boundMethod) NumArguments() int               { return len(b.m.in) }
func (b boundMethod) ArgumentValue(i int) any         { return b.m.in[i] }
func (b boundMethod) NumReturns() int                 { return b.m.outs }
func (b boundMethod) ReturnValue(int) any             { return nil }

func i32(args []any, i int) int32  { return *args[i].(*int32) }
func u32(args []any, i int) uint32 { return *args[i].(*uint32) }
func str(args []any, i int) string { return *args[i].(*string) }

// locked runs f on o's node with the tree locked, with the bus name for
// references, and returns its results.
func locked(f func(o object, bus string, args []any) []any) func(object, []any) ([]any, error) {
	return func(o object, args []any) ([]any, error) {
		bus, _ := o.e.names()
		o.n.t.mu.Lock()
		defer o.n.t.mu.Unlock()
		return f(o, bus, args), nil
	}
}

// one wraps a single result.
func one(v any) []any { return []any{v} }

var (
	errUnknownProperty = dbus.Error{Name: "org.freedesktop.DBus.Error.UnknownProperty", Body: []any{"no such property"}}
	errReadOnly        = dbus.Error{Name: "org.freedesktop.DBus.Error.PropertyReadOnly", Body: []any{"the property is read-only"}}
)

// property reads one property of a node, with the tree locked.
type property func(o object, bus string) any

// properties are the readable properties of each interface.
var properties = map[string]map[string]property{
	ifaceAccessible: {
		"Name":        func(o object, _ string) any { return o.n.name },
		"Description": func(o object, _ string) any { return o.n.description },
		"Parent": func(o object, bus string) any {
			if o.n == o.n.t.root {
				_, desktop := o.e.names() // the exporter's lock is not the tree's
				return desktop
			}
			return o.e.ref(bus, o.n.parent)
		},
		"ChildCount":   func(o object, _ string) any { return int32(len(o.n.children)) },
		"Locale":       func(o object, _ string) any { return o.n.t.locale },
		"AccessibleId": func(o object, _ string) any { return o.n.accessibleID },
	},
	ifaceApplication: {
		"ToolkitName":  func(o object, _ string) any { return o.e.toolkit },
		"Version":      func(o object, _ string) any { return o.e.toolkitVersion },
		"AtspiVersion": func(o object, _ string) any { return atspiVersion },
		"Id": func(o object, _ string) any {
			o.e.mu.Lock()
			defer o.e.mu.Unlock()
			return o.e.appID
		},
	},
	ifaceAction: {
		"NActions": func(o object, _ string) any { return int32(len(o.n.actions)) },
	},
	ifaceTable: {
		"NRows":            func(o object, _ string) any { return int32(o.n.rows) },
		"NColumns":         func(o object, _ string) any { return int32(o.n.cols) },
		"Caption":          func(o object, bus string) any { return ref{bus, nullPath} },
		"Summary":          func(o object, bus string) any { return ref{bus, nullPath} },
		"NSelectedRows":    func(o object, _ string) any { return int32(0) },
		"NSelectedColumns": func(o object, _ string) any { return int32(0) },
	},
	ifaceTableCell: {
		"ColumnSpan": func(o object, _ string) any { return int32(1) },
		"RowSpan":    func(o object, _ string) any { return int32(1) },
		"Position": func(o object, _ string) any {
			r, c := o.n.cellPosition()
			return struct{ Row, Col int32 }{r, c}
		},
		"Table": func(o object, bus string) any { return o.e.ref(bus, o.n.parent) },
	},
}

// cellPosition is the row and column of a table's cell; call locked.
func (n *Node) cellPosition() (row, col int32) {
	p := n.parent
	if p == nil || p.cols == 0 {
		return -1, -1
	}
	i := p.indexOf(n)
	return int32(i / p.cols), int32(i % p.cols)
}

// cellAt is a table's cell at row and column, nil outside; call locked.
func (n *Node) cellAt(row, col int32) *Node {
	if n.cols == 0 || row < 0 || col < 0 || int(col) >= n.cols || int(row) >= n.rows {
		return nil
	}
	i := int(row)*n.cols + int(col)
	if i >= len(n.children) {
		return nil
	}
	return n.children[i]
}

// screen is n's area in the coordinates a reader asked for: 0 the
// screen's, 1 the window's, 2 the parent's. Call locked.
func (n *Node) extentsIn(coord uint32) extents {
	r := n.bounds
	switch coord {
	case 0:
		r.X += n.t.originX
		r.Y += n.t.originY
	case 2:
		if n.parent != nil && n.parent != n.t.root {
			r.X -= n.parent.bounds.X
			r.Y -= n.parent.bounds.Y
		}
	}
	return extents(r)
}

// point is (x, y) in window coordinates from a reader's coordinates.
func (n *Node) point(x, y int32, coord uint32) (int32, int32) {
	switch coord {
	case 0:
		return x - n.t.originX, y - n.t.originY
	case 2:
		if n.parent != nil && n.parent != n.t.root {
			return x + n.parent.bounds.X, y + n.parent.bounds.Y
		}
	}
	return x, y
}

// action is the i-th action of n, or nil; call locked.
func (n *Node) action(i int32) *Action {
	if i < 0 || int(i) >= len(n.actions) {
		return nil
	}
	return &n.actions[i]
}

// methods are the methods of each interface.
var methods = map[string]map[string]*method{
	ifaceProperties: {
		"Get": {in: []any{"", ""}, outs: 1, call: func(o object, args []any) ([]any, error) {
			iface, name := str(args, 0), str(args, 1)
			if !o.implements(iface) {
				return nil, errUnknownProperty
			}
			p, ok := properties[iface][name]
			if !ok {
				return nil, errUnknownProperty
			}
			bus, _ := o.e.names()
			o.n.t.mu.Lock()
			defer o.n.t.mu.Unlock()
			return one(dbus.MakeVariant(p(o, bus))), nil
		}},
		"GetAll": {in: []any{""}, outs: 1, call: func(o object, args []any) ([]any, error) {
			iface := str(args, 0)
			all := map[string]dbus.Variant{}
			if !o.implements(iface) {
				return one(all), nil
			}
			bus, _ := o.e.names()
			o.n.t.mu.Lock()
			defer o.n.t.mu.Unlock()
			for name, p := range properties[iface] {
				all[name] = dbus.MakeVariant(p(o, bus))
			}
			return one(all), nil
		}},
		"Set": {in: []any{"", "", dbus.Variant{}}, call: func(o object, args []any) ([]any, error) {
			iface, name, v := str(args, 0), str(args, 1), *args[2].(*dbus.Variant)
			if iface == ifaceApplication && name == "Id" && o.n == o.n.t.root {
				if id, ok := v.Value().(int32); ok {
					o.e.mu.Lock()
					o.e.appID = id
					o.e.mu.Unlock()
					return nil, nil
				}
			}
			return nil, errReadOnly
		}},
	},
	ifaceCache: {
		"GetItems": {outs: 1, call: func(object, []any) ([]any, error) { return one([]cacheItem{}), nil }},
	},
	ifaceAccessible: {
		"GetChildAtIndex": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, bus string, args []any) []any {
			i := i32(args, 0)
			if i < 0 || int(i) >= len(o.n.children) {
				return one(ref{bus, nullPath})
			}
			return one(o.e.ref(bus, o.n.children[i]))
		})},
		"GetChildren": {outs: 1, call: locked(func(o object, bus string, _ []any) []any {
			refs := make([]ref, len(o.n.children))
			for i, c := range o.n.children {
				refs[i] = o.e.ref(bus, c)
			}
			return one(refs)
		})},
		"GetIndexInParent": {outs: 1, call: locked(func(o object, _ string, _ []any) []any {
			if o.n.parent == nil {
				return one(int32(-1))
			}
			return one(int32(o.n.parent.indexOf(o.n)))
		})},
		"GetRelationSet": {outs: 1, call: locked(func(object, string, []any) []any { return one([]relation{}) })},
		"GetRole":        {outs: 1, call: locked(func(o object, _ string, _ []any) []any { return one(uint32(o.n.role)) })},
		"GetRoleName":    {outs: 1, call: locked(func(o object, _ string, _ []any) []any { return one(o.n.role.String()) })},
		"GetLocalizedRoleName": {outs: 1, call: locked(func(o object, _ string, _ []any) []any {
			return one(o.n.role.String())
		})},
		"GetState": {outs: 1, call: locked(func(o object, _ string, _ []any) []any { return one(o.n.states.words()) })},
		"GetAttributes": {outs: 1, call: locked(func(o object, _ string, _ []any) []any {
			attrs := map[string]string{"toolkit": o.e.toolkit}
			for k, v := range o.n.attrs {
				attrs[k] = v
			}
			return one(attrs)
		})},
		"GetApplication": {outs: 1, call: locked(func(o object, bus string, _ []any) []any { return one(ref{bus, rootPath}) })},
		"GetInterfaces":  {outs: 1, call: locked(func(o object, _ string, _ []any) []any { return one(o.interfaces()) })},
	},
	ifaceApplication: {
		"GetLocale": {in: []any{uint32(0)}, outs: 1, call: locked(func(o object, _ string, _ []any) []any { return one(o.n.t.locale) })},
		// An empty address: readers talk to the application on the
		// accessibility bus itself.
		"GetApplicationBusAddress": {outs: 1, call: func(object, []any) ([]any, error) { return one(""), nil }},
	},
	ifaceComponent: {
		"Contains": {in: []any{int32(0), int32(0), uint32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			x, y := o.n.point(i32(args, 0), i32(args, 1), u32(args, 2))
			return one(o.n.bounds.contains(x, y))
		})},
		"GetAccessibleAtPoint": {in: []any{int32(0), int32(0), uint32(0)}, outs: 1, call: locked(func(o object, bus string, args []any) []any {
			x, y := o.n.point(i32(args, 0), i32(args, 1), u32(args, 2))
			for i := len(o.n.children) - 1; i >= 0; i-- {
				c := o.n.children[i]
				if c.states&StateShowing != 0 && c.bounds.contains(x, y) {
					return one(o.e.ref(bus, c))
				}
			}
			return one(ref{bus, nullPath})
		})},
		"GetExtents": {in: []any{uint32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			return one(o.n.extentsIn(u32(args, 0)))
		})},
		"GetPosition": {in: []any{uint32(0)}, outs: 2, call: locked(func(o object, _ string, args []any) []any {
			r := o.n.extentsIn(u32(args, 0))
			return []any{r.X, r.Y}
		})},
		"GetSize": {outs: 2, call: locked(func(o object, _ string, _ []any) []any {
			return []any{o.n.bounds.W, o.n.bounds.H}
		})},
		"GetLayer": {outs: 1, call: locked(func(o object, _ string, _ []any) []any {
			if o.n.role.isWindow() {
				return one(uint32(7)) // the window layer
			}
			return one(uint32(3)) // the widget layer
		})},
		"GetMDIZOrder": {outs: 1, call: func(object, []any) ([]any, error) { return one(int16(0)), nil }},
		"GetAlpha":     {outs: 1, call: func(object, []any) ([]any, error) { return one(1.0), nil }},
		"GrabFocus": {outs: 1, call: func(o object, _ []any) ([]any, error) {
			o.n.t.mu.Lock()
			f := o.n.onFocus
			o.n.t.mu.Unlock()
			if f == nil {
				return one(false), nil
			}
			f()
			return one(true), nil
		}},
		// The window places its widgets itself: a reader cannot move them.
		"SetExtents":    {in: []any{int32(0), int32(0), int32(0), int32(0), uint32(0)}, outs: 1, call: refuse},
		"SetPosition":   {in: []any{int32(0), int32(0), uint32(0)}, outs: 1, call: refuse},
		"SetSize":       {in: []any{int32(0), int32(0)}, outs: 1, call: refuse},
		"ScrollTo":      {in: []any{uint32(0)}, outs: 1, call: refuse},
		"ScrollToPoint": {in: []any{uint32(0), int32(0), int32(0)}, outs: 1, call: refuse},
	},
	ifaceAction: {
		"GetName": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			if a := o.n.action(i32(args, 0)); a != nil {
				return one(a.Name)
			}
			return one("")
		})},
		"GetLocalizedName": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			if a := o.n.action(i32(args, 0)); a != nil {
				return one(a.Name)
			}
			return one("")
		})},
		"GetDescription": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			if a := o.n.action(i32(args, 0)); a != nil {
				return one(a.Description)
			}
			return one("")
		})},
		"GetKeyBinding": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			if a := o.n.action(i32(args, 0)); a != nil {
				return one(a.KeyBinding)
			}
			return one("")
		})},
		"GetActions": {outs: 1, call: locked(func(o object, _ string, _ []any) []any {
			list := make([]actionInfo, len(o.n.actions))
			for i, a := range o.n.actions {
				list[i] = actionInfo{a.Name, a.Description, a.KeyBinding}
			}
			return one(list)
		})},
		"DoAction": {in: []any{int32(0)}, outs: 1, call: func(o object, args []any) ([]any, error) {
			o.n.t.mu.Lock()
			var do func()
			if a := o.n.action(i32(args, 0)); a != nil {
				do = a.Do
			}
			o.n.t.mu.Unlock()
			if do == nil {
				return one(false), nil
			}
			do()
			return one(true), nil
		}},
	},
	ifaceTable: {
		"GetAccessibleAt": {in: []any{int32(0), int32(0)}, outs: 1, call: locked(func(o object, bus string, args []any) []any {
			return one(o.e.ref(bus, o.n.cellAt(i32(args, 0), i32(args, 1))))
		})},
		"GetIndexAt": {in: []any{int32(0), int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			if o.n.cellAt(i32(args, 0), i32(args, 1)) == nil {
				return one(int32(-1))
			}
			return one(i32(args, 0)*int32(o.n.cols) + i32(args, 1))
		})},
		"GetRowAtIndex": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			i := i32(args, 0)
			if i < 0 || int(i) >= len(o.n.children) || o.n.cols == 0 {
				return one(int32(-1))
			}
			return one(i / int32(o.n.cols))
		})},
		"GetColumnAtIndex": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			i := i32(args, 0)
			if i < 0 || int(i) >= len(o.n.children) || o.n.cols == 0 {
				return one(int32(-1))
			}
			return one(i % int32(o.n.cols))
		})},
		"GetRowDescription":    {in: []any{int32(0)}, outs: 1, call: func(object, []any) ([]any, error) { return one(""), nil }},
		"GetColumnDescription": {in: []any{int32(0)}, outs: 1, call: func(object, []any) ([]any, error) { return one(""), nil }},
		"GetRowExtentAt":       {in: []any{int32(0), int32(0)}, outs: 1, call: func(object, []any) ([]any, error) { return one(int32(1)), nil }},
		"GetColumnExtentAt":    {in: []any{int32(0), int32(0)}, outs: 1, call: func(object, []any) ([]any, error) { return one(int32(1)), nil }},
		"GetRowHeader": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, bus string, _ []any) []any {
			return one(ref{bus, nullPath})
		})},
		"GetColumnHeader": {in: []any{int32(0)}, outs: 1, call: locked(func(o object, bus string, _ []any) []any {
			return one(ref{bus, nullPath})
		})},
		"GetSelectedRows":    {outs: 1, call: func(object, []any) ([]any, error) { return one([]int32{}), nil }},
		"GetSelectedColumns": {outs: 1, call: func(object, []any) ([]any, error) { return one([]int32{}), nil }},
		"IsRowSelected":      {in: []any{int32(0)}, outs: 1, call: refuse},
		"IsColumnSelected":   {in: []any{int32(0)}, outs: 1, call: refuse},
		"IsSelected": {in: []any{int32(0), int32(0)}, outs: 1, call: locked(func(o object, _ string, args []any) []any {
			c := o.n.cellAt(i32(args, 0), i32(args, 1))
			return one(c != nil && c.states&StateSelected != 0)
		})},
		// The board selects one cell, by the keyboard: a reader does
		// not select rows or columns.
		"AddRowSelection":       {in: []any{int32(0)}, outs: 1, call: refuse},
		"AddColumnSelection":    {in: []any{int32(0)}, outs: 1, call: refuse},
		"RemoveRowSelection":    {in: []any{int32(0)}, outs: 1, call: refuse},
		"RemoveColumnSelection": {in: []any{int32(0)}, outs: 1, call: refuse},
		"GetRowColumnExtentsAtIndex": {in: []any{int32(0)}, outs: 6, call: locked(func(o object, _ string, args []any) []any {
			i := i32(args, 0)
			if i < 0 || int(i) >= len(o.n.children) || o.n.cols == 0 {
				return []any{false, int32(-1), int32(-1), int32(0), int32(0), false}
			}
			c := o.n.children[i]
			return []any{true, i / int32(o.n.cols), i % int32(o.n.cols), int32(1), int32(1), c.states&StateSelected != 0}
		})},
	},
	ifaceTableCell: {
		"GetRowColumnSpan": {outs: 5, call: locked(func(o object, _ string, _ []any) []any {
			r, c := o.n.cellPosition()
			return []any{r >= 0, r, c, int32(1), int32(1)}
		})},
	},
}

// refuse answers false: what the window does not let a reader do.
func refuse(object, []any) ([]any, error) { return one(false), nil }
