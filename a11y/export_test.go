package a11y

import (
	"reflect"
	"slices"
	"testing"

	"github.com/godbus/dbus/v5"
)

// board is a small tree like the game's: a frame with a button and a 2 × 3
// table whose cells have places in the window.
func board(t *testing.T) (*Tree, *exporter, map[string]*Node) {
	t.Helper()
	tr := NewTree("Sudoku")
	tr.SetLocale("fr_FR")
	frame := tr.NewNode(RoleFrame, "Sudoku")
	frame.SetBounds(Rect{0, 0, 400, 300})
	frame.SetStates(StateActive | StateShowing | StateVisible | StateEnabled | StateSensitive)
	button := tr.NewNode(RolePushButton, "Hint")
	button.SetDescription("Show the next step")
	button.SetBounds(Rect{10, 10, 80, 30})
	button.SetStates(StateShowing | StateVisible | StateEnabled | StateSensitive | StateFocusable)
	table := tr.NewNode(RoleTable, "Board")
	table.SetBounds(Rect{100, 50, 300, 200})
	table.SetTable(2, 3)
	table.SetStates(StateShowing | StateVisible)
	nodes := map[string]*Node{"frame": frame, "button": button, "table": table}
	var cells []*Node
	for r := range 2 {
		for c := range 3 {
			cell := tr.NewNode(RoleTableCell, "")
			cell.SetName("Row " + string(rune('1'+r)) + ", column " + string(rune('1'+c)))
			cell.SetBounds(Rect{100 + int32(c)*100, 50 + int32(r)*100, 100, 100})
			cell.SetStates(StateShowing | StateVisible | StateFocusable | StateSelectable)
			cells = append(cells, cell)
		}
	}
	nodes["cell12"] = cells[2]
	tr.Root().Append(frame)
	frame.SetChildren(button, table)
	table.SetChildren(cells...)
	e := &exporter{t: tr, toolkit: "Gio", toolkitVersion: "0.10.3", busName: ":1.7", desktop: ref{":1.1", rootPath}}
	return tr, e, nodes
}

// call calls a method as the bus would: arguments decoded into pointers of
// the types the method declares.
func call(t *testing.T, e *exporter, path dbus.ObjectPath, iface, name string, args ...any) []any {
	t.Helper()
	obj, ok := e.LookupObject(path)
	if !ok {
		t.Fatalf("no object at %s", path)
	}
	i, ok := obj.LookupInterface(iface)
	if !ok {
		t.Fatalf("%s does not implement %s", path, iface)
	}
	m, ok := i.LookupMethod(name)
	if !ok {
		t.Fatalf("%s has no method %s", iface, name)
	}
	if m.NumArguments() != len(args) {
		t.Fatalf("%s.%s takes %d arguments, given %d", iface, name, m.NumArguments(), len(args))
	}
	ptrs := make([]any, len(args))
	for k, a := range args {
		if reflect.TypeOf(m.ArgumentValue(k)) != reflect.TypeOf(a) {
			t.Fatalf("%s.%s argument %d is %T, given %T", iface, name, k, m.ArgumentValue(k), a)
		}
		p := reflect.New(reflect.TypeOf(a))
		p.Elem().Set(reflect.ValueOf(a))
		ptrs[k] = p.Interface()
	}
	out, err := m.Call(ptrs...)
	if err != nil {
		t.Fatalf("%s.%s: %v", iface, name, err)
	}
	return out
}

// TestSignatures holds every method to the signature the protocol gives it
// (docs/architecture.md, a11y: the reference is Debian 12's AT-SPI).
func TestSignatures(t *testing.T) {
	want := map[string][2]string{ // method → in, out
		ifaceAccessible + ".GetChildAtIndex":           {"i", "(so)"},
		ifaceAccessible + ".GetChildren":               {"", "a(so)"},
		ifaceAccessible + ".GetIndexInParent":          {"", "i"},
		ifaceAccessible + ".GetRelationSet":            {"", "a(ua(so))"},
		ifaceAccessible + ".GetRole":                   {"", "u"},
		ifaceAccessible + ".GetRoleName":               {"", "s"},
		ifaceAccessible + ".GetLocalizedRoleName":      {"", "s"},
		ifaceAccessible + ".GetState":                  {"", "au"},
		ifaceAccessible + ".GetAttributes":             {"", "a{ss}"},
		ifaceAccessible + ".GetApplication":            {"", "(so)"},
		ifaceAccessible + ".GetInterfaces":             {"", "as"},
		ifaceApplication + ".GetLocale":                {"u", "s"},
		ifaceApplication + ".GetApplicationBusAddress": {"", "s"},
		ifaceComponent + ".Contains":                   {"iiu", "b"},
		ifaceComponent + ".GetAccessibleAtPoint":       {"iiu", "(so)"},
		ifaceComponent + ".GetExtents":                 {"u", "(iiii)"},
		ifaceComponent + ".GetPosition":                {"u", "ii"},
		ifaceComponent + ".GetSize":                    {"", "ii"},
		ifaceComponent + ".GetLayer":                   {"", "u"},
		ifaceComponent + ".GetMDIZOrder":               {"", "n"},
		ifaceComponent + ".GrabFocus":                  {"", "b"},
		ifaceComponent + ".GetAlpha":                   {"", "d"},
		ifaceComponent + ".SetExtents":                 {"iiiiu", "b"},
		ifaceComponent + ".SetPosition":                {"iiu", "b"},
		ifaceComponent + ".SetSize":                    {"ii", "b"},
		ifaceComponent + ".ScrollTo":                   {"u", "b"},
		ifaceComponent + ".ScrollToPoint":              {"uii", "b"},
		ifaceAction + ".GetDescription":                {"i", "s"},
		ifaceAction + ".GetName":                       {"i", "s"},
		ifaceAction + ".GetLocalizedName":              {"i", "s"},
		ifaceAction + ".GetKeyBinding":                 {"i", "s"},
		ifaceAction + ".GetActions":                    {"", "a(sss)"},
		ifaceAction + ".DoAction":                      {"i", "b"},
		ifaceTable + ".GetAccessibleAt":                {"ii", "(so)"},
		ifaceTable + ".GetIndexAt":                     {"ii", "i"},
		ifaceTable + ".GetRowAtIndex":                  {"i", "i"},
		ifaceTable + ".GetColumnAtIndex":               {"i", "i"},
		ifaceTable + ".GetRowDescription":              {"i", "s"},
		ifaceTable + ".GetColumnDescription":           {"i", "s"},
		ifaceTable + ".GetRowExtentAt":                 {"ii", "i"},
		ifaceTable + ".GetColumnExtentAt":              {"ii", "i"},
		ifaceTable + ".GetRowHeader":                   {"i", "(so)"},
		ifaceTable + ".GetColumnHeader":                {"i", "(so)"},
		ifaceTable + ".GetSelectedRows":                {"", "ai"},
		ifaceTable + ".GetSelectedColumns":             {"", "ai"},
		ifaceTable + ".IsRowSelected":                  {"i", "b"},
		ifaceTable + ".IsColumnSelected":               {"i", "b"},
		ifaceTable + ".IsSelected":                     {"ii", "b"},
		ifaceTable + ".AddRowSelection":                {"i", "b"},
		ifaceTable + ".AddColumnSelection":             {"i", "b"},
		ifaceTable + ".RemoveRowSelection":             {"i", "b"},
		ifaceTable + ".RemoveColumnSelection":          {"i", "b"},
		ifaceTable + ".GetRowColumnExtentsAtIndex":     {"i", "biiiib"},
		ifaceTableCell + ".GetRowColumnSpan":           {"", "biiii"},
		ifaceCache + ".GetItems":                       {"", "a((so)(so)(so)iiassusau)"},
		ifaceProperties + ".Get":                       {"ss", "v"},
		ifaceProperties + ".GetAll":                    {"s", "a{sv}"},
		ifaceProperties + ".Set":                       {"ssv", ""},
	}
	_, e, nodes := board(t)
	nodes["button"].SetActions(Action{Name: "press", Do: func() {}})
	where := map[string]dbus.ObjectPath{
		ifaceAccessible: nodes["frame"].path, ifaceApplication: rootPath, ifaceComponent: nodes["button"].path,
		ifaceAction: nodes["button"].path, ifaceTable: nodes["table"].path, ifaceTableCell: nodes["cell12"].path,
		ifaceCache: cachePath, ifaceProperties: rootPath,
	}
	seen := 0
	for iface, table := range methods {
		for name, m := range table {
			sig, ok := want[iface+"."+name]
			if !ok {
				t.Errorf("%s.%s is not in the protocol", iface, name)
				continue
			}
			seen++
			if got := dbus.SignatureOf(m.in...).String(); got != sig[0] {
				t.Errorf("%s.%s takes %q, want %q", iface, name, got, sig[0])
			}
			if iface == ifaceProperties {
				continue // their results are checked in TestProperties
			}
			args := slices.Clone(m.in)
			out := call(t, e, where[iface], iface, name, args...)
			got := ""
			if len(out) > 0 {
				got = dbus.SignatureOf(out...).String()
			}
			if got != sig[1] {
				t.Errorf("%s.%s returns %q, want %q", iface, name, got, sig[1])
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d methods, the protocol has %d", seen, len(want))
	}
}

func TestAccessible(t *testing.T) {
	_, e, nodes := board(t)
	frame, table, cell := nodes["frame"], nodes["table"], nodes["cell12"]
	if got := call(t, e, rootPath, ifaceAccessible, "GetChildren")[0]; !reflect.DeepEqual(got, []ref{{":1.7", frame.path}}) {
		t.Errorf("the root's children are %v", got)
	}
	if got := call(t, e, table.path, ifaceAccessible, "GetChildAtIndex", int32(2))[0]; got != (ref{":1.7", cell.path}) {
		t.Errorf("the table's third child is %v", got)
	}
	if got := call(t, e, table.path, ifaceAccessible, "GetChildAtIndex", int32(6))[0]; got != (ref{":1.7", nullPath}) {
		t.Errorf("past the last child: %v", got)
	}
	if got := call(t, e, cell.path, ifaceAccessible, "GetIndexInParent")[0]; got != int32(2) {
		t.Errorf("the cell's index %v", got)
	}
	if got := call(t, e, cell.path, ifaceAccessible, "GetRole")[0]; got != uint32(56) {
		t.Errorf("the cell's role %v", got)
	}
	if got := call(t, e, cell.path, ifaceAccessible, "GetRoleName")[0]; got != "table cell" {
		t.Errorf("the cell's role name %v", got)
	}
	cell.SetState(StateSelected, true)
	if got := call(t, e, cell.path, ifaceAccessible, "GetState")[0]; !reflect.DeepEqual(got, []uint32{uint32(StateShowing | StateVisible | StateFocusable | StateSelectable | StateSelected), 0}) {
		t.Errorf("the cell's states %v", got)
	}
	nodes["button"].SetActions(Action{Name: "press"})
	ifaces := map[dbus.ObjectPath][]string{
		rootPath:             {ifaceAccessible, ifaceApplication},
		frame.path:           {ifaceAccessible, ifaceComponent},
		nodes["button"].path: {ifaceAccessible, ifaceComponent, ifaceAction},
		table.path:           {ifaceAccessible, ifaceComponent, ifaceTable},
		cell.path:            {ifaceAccessible, ifaceComponent, ifaceTableCell},
	}
	for path, want := range ifaces {
		if got := call(t, e, path, ifaceAccessible, "GetInterfaces")[0]; !reflect.DeepEqual(got, want) {
			t.Errorf("%s implements %v, want %v", path, got, want)
		}
	}
	if _, ok := e.LookupObject(pathPrefix + "999"); ok {
		t.Error("an unknown node answers")
	}
	obj, _ := e.LookupObject(frame.path)
	if _, ok := obj.LookupInterface(ifaceTable); ok {
		t.Error("the frame answers as a table")
	}
	nodes["button"].SetAttribute("live", "polite")
	if got := call(t, e, nodes["button"].path, ifaceAccessible, "GetAttributes")[0]; !reflect.DeepEqual(got, map[string]string{"toolkit": "Gio", "live": "polite"}) {
		t.Errorf("attributes %v", got)
	}
}

func TestProperties(t *testing.T) {
	_, e, nodes := board(t)
	get := func(path dbus.ObjectPath, iface, name string) any {
		return call(t, e, path, ifaceProperties, "Get", iface, name)[0].(dbus.Variant).Value()
	}
	cases := []struct {
		path        dbus.ObjectPath
		iface, name string
		want        any
	}{
		{rootPath, ifaceAccessible, "Name", "Sudoku"},
		{rootPath, ifaceAccessible, "Parent", []any{":1.1", rootPath}},
		{rootPath, ifaceAccessible, "ChildCount", int32(1)},
		{rootPath, ifaceAccessible, "Locale", "fr_FR"},
		{rootPath, ifaceApplication, "ToolkitName", "Gio"},
		{rootPath, ifaceApplication, "AtspiVersion", "2.1"},
		{nodes["button"].path, ifaceAccessible, "Description", "Show the next step"},
		{nodes["button"].path, ifaceAccessible, "Parent", []any{":1.7", nodes["frame"].path}},
		{nodes["table"].path, ifaceTable, "NRows", int32(2)},
		{nodes["table"].path, ifaceTable, "NColumns", int32(3)},
		{nodes["cell12"].path, ifaceTableCell, "Position", []any{int32(0), int32(2)}},
		{nodes["cell12"].path, ifaceTableCell, "Table", []any{":1.7", nodes["table"].path}},
	}
	for _, c := range cases {
		got := get(c.path, c.iface, c.name)
		// Structures go as themselves; compare their fields.
		if v := reflect.ValueOf(got); v.Kind() == reflect.Struct {
			var fields []any
			for i := range v.NumField() {
				fields = append(fields, v.Field(i).Interface())
			}
			got = fields
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %s.%s = %#v, want %#v", c.path, c.iface, c.name, got, c.want)
		}
	}
	// The registry gives the application its id.
	call(t, e, rootPath, ifaceProperties, "Set", ifaceApplication, "Id", dbus.MakeVariant(int32(7)))
	if got := get(rootPath, ifaceApplication, "Id"); got != int32(7) {
		t.Errorf("Id %v after the registry set it to 7", got)
	}
	all := call(t, e, nodes["button"].path, ifaceProperties, "GetAll", ifaceAccessible)[0].(map[string]dbus.Variant)
	if len(all) != 6 || all["Name"].Value() != "Hint" {
		t.Errorf("GetAll %v", all)
	}
	obj, _ := e.LookupObject(nodes["button"].path)
	i, _ := obj.LookupInterface(ifaceProperties)
	m, _ := i.LookupMethod("Get")
	a, b := ifaceTable, "NRows"
	if _, err := m.Call(&a, &b); err == nil {
		t.Error("a button answers a table's property")
	}
}

func TestComponentAndActions(t *testing.T) {
	tr, e, nodes := board(t)
	tr.SetOrigin(1000, 500)
	cell := nodes["cell12"]
	if got := call(t, e, cell.path, ifaceComponent, "GetExtents", uint32(0))[0]; got != (extents{1300, 550, 100, 100}) {
		t.Errorf("screen extents %v", got)
	}
	if got := call(t, e, cell.path, ifaceComponent, "GetExtents", uint32(1))[0]; got != (extents{300, 50, 100, 100}) {
		t.Errorf("window extents %v", got)
	}
	if got := call(t, e, cell.path, ifaceComponent, "GetExtents", uint32(2))[0]; got != (extents{200, 0, 100, 100}) {
		t.Errorf("extents in the table %v", got)
	}
	if got := call(t, e, cell.path, ifaceComponent, "Contains", int32(1350), int32(600), uint32(0))[0]; got != true {
		t.Error("the cell does not contain its middle")
	}
	if got := call(t, e, nodes["table"].path, ifaceComponent, "GetAccessibleAtPoint", int32(350), int32(60), uint32(1))[0]; got != (ref{":1.7", cell.path}) {
		t.Errorf("the cell at its point is %v", got)
	}
	if got := call(t, e, nodes["table"].path, ifaceTable, "GetAccessibleAt", int32(0), int32(2))[0]; got != (ref{":1.7", cell.path}) {
		t.Errorf("the cell at row 0, column 2 is %v", got)
	}
	if got := call(t, e, nodes["table"].path, ifaceTable, "GetAccessibleAt", int32(2), int32(0))[0]; got != (ref{":1.7", nullPath}) {
		t.Errorf("past the last row: %v", got)
	}
	if got := call(t, e, nodes["table"].path, ifaceTable, "GetIndexAt", int32(1), int32(1))[0]; got != int32(4) {
		t.Errorf("index of (1, 1) is %v", got)
	}
	pressed, focused := 0, 0
	nodes["button"].SetActions(Action{Name: "press", Description: "Show the next step", KeyBinding: "h", Do: func() { pressed++ }})
	cell.OnGrabFocus(func() { focused++ })
	if got := call(t, e, nodes["button"].path, ifaceAction, "DoAction", int32(0))[0]; got != true || pressed != 1 {
		t.Errorf("DoAction %v, pressed %d times", got, pressed)
	}
	if got := call(t, e, nodes["button"].path, ifaceAction, "DoAction", int32(1))[0]; got != false || pressed != 1 {
		t.Errorf("DoAction of no action %v, pressed %d times", got, pressed)
	}
	if got := call(t, e, nodes["button"].path, ifaceAction, "GetActions")[0]; !reflect.DeepEqual(got, []actionInfo{{"press", "Show the next step", "h"}}) {
		t.Errorf("actions %v", got)
	}
	if got := call(t, e, cell.path, ifaceComponent, "GrabFocus")[0]; got != true || focused != 1 {
		t.Errorf("GrabFocus %v, focused %d times", got, focused)
	}
	if got := call(t, e, nodes["table"].path, ifaceComponent, "GrabFocus")[0]; got != false {
		t.Errorf("GrabFocus of a node that cannot take it: %v", got)
	}
}

// FuzzLookup: any path finds an attached node by its own path, or nothing.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"/org/a11y/atspi/accessible/root", "/org/a11y/atspi/accessible/1", "/org/a11y/atspi/accessible/",
		"/org/a11y/atspi/accessible/01", "/org/a11y/atspi/accessible/4294967297", "/org/a11y/atspi/accessible/-1", "/"} {
		f.Add(s)
	}
	tr := NewTree("Sudoku")
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	tr.NewNode(RoleLabel, "detached")
	if tr.lookup(frame.path) != frame {
		f.Fatal("the frame's path does not find it")
	}
	f.Fuzz(func(t *testing.T, path string) {
		if n := tr.lookup(dbus.ObjectPath(path)); n != nil && n.path != dbus.ObjectPath(path) {
			t.Fatalf("%q finds %s", path, n.path)
		}
	})
}
