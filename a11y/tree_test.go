package a11y

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// recorder collects the events a tree sends, as a reader would receive
// them, one line each: "member:detail path d1 value".
type recorder struct{ lines []string }

func (r *recorder) sink(evs []event) {
	for _, ev := range evs {
		v := ev.value
		if n, ok := v.(*Node); ok {
			v = n.name
		}
		line := ev.member
		if ev.detail != "" {
			line += ":" + ev.detail
		}
		r.lines = append(r.lines, fmt.Sprintf("%s %s %d %v", line, ev.source.name, ev.d1, v))
	}
}

func (r *recorder) take() []string {
	l := r.lines
	r.lines = nil
	return l
}

// listened is a tree whose events go to a recorder, as when a reader
// listens.
func listened() (*Tree, *recorder) {
	t := NewTree("Sudoku")
	r := &recorder{}
	t.sink = r.sink
	return t, r
}

func TestSettersSendAChangeOnce(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	cell := tr.NewNode(RoleTableCell, "Row 1, column 1: empty")
	frame.Append(cell)
	rec.take()

	cell.SetName("Row 1, column 1: empty") // unchanged: a frame that redescribes the board
	cell.SetDescription("")
	cell.SetStates(0)
	if got := rec.take(); len(got) != 0 {
		t.Fatalf("unchanged values sent %q", got)
	}
	cell.SetName("Row 1, column 1: 4")
	cell.SetDescription("wrong")
	cell.SetRole(RoleTableCell)
	want := []string{
		"PropertyChange:accessible-name Row 1, column 1: 4 0 Row 1, column 1: 4",
		"PropertyChange:accessible-description Row 1, column 1: 4 0 wrong",
	}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events\n got %q\nwant %q", got, want)
	}
}

func TestOneNodeHasTheFocus(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	a := tr.NewNode(RoleTableCell, "A")
	b := tr.NewNode(RoleTableCell, "B")
	frame.SetChildren(a, b)
	a.SetStates(StateFocusable)
	b.SetStates(StateFocusable)
	rec.take()

	a.SetStates(StateFocusable | StateFocused | StateSelected)
	b.SetStates(StateFocusable | StateFocused | StateSelected) // the selection moves: a loses the focus first
	a.SetStates(StateFocusable)                                // the window redescribes a: no focus to lose any more
	want := []string{
		"StateChanged:focused A 1 0", "Focus A 0 0", "StateChanged:selected A 1 0",
		"StateChanged:focused A 0 0",
		"StateChanged:focused B 1 0", "Focus B 0 0", "StateChanged:selected B 1 0",
		"StateChanged:selected A 0 0",
	}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events\n got %q\nwant %q", got, want)
	}
	if tr.Focus() != b || a.States()&StateFocused != 0 {
		t.Fatalf("focus on %v, a's states %v", tr.Focus().Name(), a.States())
	}
	frame.Remove(b)
	if tr.Focus() != nil {
		t.Fatal("a node taken from the tree keeps the focus")
	}
}

func TestWindowActivation(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	panel := tr.NewNode(RolePanel, "Board")
	tr.Root().Append(frame)
	frame.Append(panel)
	rec.take()
	frame.SetState(StateActive, true)
	panel.SetState(StateActive, true) // not a window: a state change only
	frame.SetState(StateActive, false)
	want := []string{
		"StateChanged:active Sudoku 1 0", "Activate Sudoku 0 ",
		"StateChanged:active Board 1 0",
		"StateChanged:active Sudoku 0 0", "Deactivate Sudoku 0 ",
	}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events\n got %q\nwant %q", got, want)
	}
}

func TestNodesOutsideTheTreeAreSilent(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	dialog := tr.NewNode(RoleDialog, "Hint")
	text := tr.NewNode(RoleLabel, "Look at row 3")
	dialog.Append(text) // built before it is shown
	text.SetName("Look at row 4")
	text.SetState(StateShowing, true)
	if got := rec.take(); len(got) != 0 {
		t.Fatalf("a node outside the tree sent %q", got)
	}
	if tr.lookup(text.path) != nil {
		t.Fatal("a node outside the tree is on the bus")
	}
	tr.Root().Append(frame)
	frame.Append(dialog)
	if tr.lookup(text.path) != text || tr.lookup(dialog.path) != dialog {
		t.Fatal("a shown subtree is not on the bus")
	}
	frame.Remove(dialog)
	if tr.lookup(text.path) != nil {
		t.Fatal("a closed dialog's label stays on the bus")
	}
	want := []string{"ChildrenChanged:add Sudoku 0 Sudoku", "ChildrenChanged:add Sudoku 0 Hint", "ChildrenChanged:remove Sudoku 0 Hint"}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events\n got %q\nwant %q", got, want)
	}
}

// TestSetChildrenEvents checks that a reader that applies the children
// events to the list it had (as a reader's cache does) ends with the new
// list, whatever the change.
func TestSetChildrenEvents(t *testing.T) {
	cases := []struct{ from, to string }{
		{"", "ABC"},
		{"ABC", "ABC"},
		{"ABC", ""},
		{"ABC", "BDC"},
		{"ABC", "CBA"},
		{"ABCD", "ADE"},
		{"AB", "XAYBZ"},
		{"ABC", "BCA"},
	}
	for _, c := range cases {
		t.Run(c.from+"→"+c.to, func(t *testing.T) {
			tr, rec := listened()
			frame := tr.NewNode(RoleFrame, "F")
			tr.Root().Append(frame)
			nodes := map[rune]*Node{}
			list := func(s string) []*Node {
				var l []*Node
				for _, r := range s {
					if nodes[r] == nil {
						nodes[r] = tr.NewNode(RolePushButton, string(r))
					}
					l = append(l, nodes[r])
				}
				return l
			}
			frame.SetChildren(list(c.from)...)
			rec.take()
			frame.SetChildren(list(c.to)...)
			cache := []byte(c.from)
			events := rec.take()
			for _, line := range events {
				var op, name string
				var i int
				f := strings.Fields(line)
				op, name = f[0], f[3]
				fmt.Sscan(f[2], &i)
				switch op {
				case "ChildrenChanged:add":
					cache = slices.Insert(cache, i, name[0])
				case "ChildrenChanged:remove":
					if i >= len(cache) || cache[i] != name[0] {
						t.Fatalf("remove %s at %d, the reader has %q", name, i, cache)
					}
					cache = slices.Delete(cache, i, i+1)
				}
			}
			if string(cache) != c.to {
				t.Fatalf("the reader has %q after %q, want %q", cache, events, c.to)
			}
			var got []byte
			for _, n := range frame.Children() {
				got = append(got, n.name[0])
				if n.Parent() != frame || tr.lookup(n.path) != n {
					t.Fatalf("%s is not frame's child on the bus", n.name)
				}
			}
			if string(got) != c.to {
				t.Fatalf("children %q, want %q", got, c.to)
			}
			if c.from == c.to && len(events) != 0 {
				t.Fatalf("an unchanged list sent %q", events)
			}
		})
	}
}

func TestAnnounce(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	status := tr.NewNode(RoleNotification, "")
	tr.Root().Append(frame)
	frame.Append(status)
	rec.take()
	frame.Announce("Row 3 has two 7s")
	status.Announce("Row 3 has two 7s")
	status.Announce("Row 3 has two 7s") // said again: shown again
	want := []string{
		"Announcement Sudoku 0 Row 3 has two 7s",
		"PropertyChange:accessible-name Row 3 has two 7s 0 Row 3 has two 7s",
		"StateChanged:showing Row 3 has two 7s 1 0",
		"StateChanged:showing Row 3 has two 7s 0 0",
		"StateChanged:showing Row 3 has two 7s 1 0",
	}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events\n got %q\nwant %q", got, want)
	}
	if status.States()&StateShowing == 0 || status.Name() != "Row 3 has two 7s" {
		t.Fatalf("the status line is %q, %v", status.Name(), status.States())
	}
}

func TestNoListenerNoEvent(t *testing.T) {
	tr := NewTree("Sudoku")
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	cell := tr.NewNode(RoleTableCell, "a")
	frame.Append(cell)
	allocs := testing.AllocsPerRun(100, func() {
		cell.SetName("a")
		cell.SetStates(StateFocused)
		frame.SetChildren(cell)
	})
	if allocs != 0 {
		t.Fatalf("an unchanged frame allocates %v times", allocs)
	}
}

func TestStateNames(t *testing.T) {
	if len(stateNames) != 44 || len(roleNames) != 130 {
		t.Fatalf("%d state names, %d role names: the protocol has 44 and 130", len(stateNames), len(roleNames))
	}
	for s, want := range map[State]string{StateFocused: "focused", StateSelected: "selected", StateReadOnly: "read-only",
		StateManagesDesc: "manages-descendants", StateInvalidEntry: "invalid-entry", StateShowing: "showing"} {
		if got := stateName(bitIndex(s)); got != want {
			t.Errorf("state %#x is %q, want %q", uint64(s), got, want)
		}
	}
	for r, want := range map[Role]string{RoleFrame: "frame", RolePushButton: "push button", RoleTable: "table",
		RoleTableCell: "table cell", RoleApplication: "application", RoleStatusBar: "status bar", RolePushButtonMenu: "push button menu"} {
		if r.String() != want {
			t.Errorf("role %d is %q, want %q", r, r.String(), want)
		}
	}
	if got := (StateFocused | StateEnabled).words(); got[0] != 1<<12|1<<8 || got[1] != 0 {
		t.Errorf("words %v", got)
	}
	if got := StateReadOnly.words(); got[0] != 0 || got[1] != 1<<11 {
		t.Errorf("read-only's words %v", got)
	}
}

// TestFocusComesWithANode: a node given the focus before it enters the
// tree (a dialog's default button, described before the dialog is added)
// announces the focus once it is added, after the children's change; the
// node that had the focus announces losing it.
func TestFocusComesWithANode(t *testing.T) {
	tr, rec := listened()
	frame := tr.NewNode(RoleFrame, "Sudoku")
	tr.Root().Append(frame)
	cell := tr.NewNode(RoleTableCell, "Row 1, column 1: empty")
	frame.Append(cell)
	cell.SetStates(StateFocused)
	rec.take()

	dialog := tr.NewNode(RoleDialog, "New game")
	easy := tr.NewNode(RolePushButton, "Easy")
	dialog.Append(easy)
	easy.SetStates(StateFocused)
	frame.Append(dialog)
	want := []string{
		"StateChanged:focused Row 1, column 1: empty 0 0",
		"ChildrenChanged:add Sudoku 1 New game",
		"StateChanged:focused Easy 1 0",
		"Focus Easy 0 0",
	}
	if got := rec.take(); !slices.Equal(got, want) {
		t.Fatalf("events %q, want %q", got, want)
	}
	if tr.Focus() != easy || cell.States()&StateFocused != 0 {
		t.Errorf("the focus is on %v", tr.Focus())
	}
}
