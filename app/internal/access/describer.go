package access

import (
	"image"
	"strconv"

	"github.com/giosudoku/sudoku/a11y"
)

// The states every node that shows has.
const shown = a11y.StateShowing | a11y.StateVisible | a11y.StateEnabled | a11y.StateSensitive

// Describer keeps the window's nodes in the tree in step with its scenes.
// Its methods are called from the window's goroutine.
type Describer struct {
	t   *a11y.Tree
	opt Options

	frame, toolbar, sheet, board, pad, status *a11y.Node
	cells                                     [81]*a11y.Node
	menu                                      *a11y.Node

	controls map[string]*control
	panels   map[string]*panel

	words      uint64
	wordsSet   bool
	statusSet  bool
	lastStatus string

	// What the last scene's callbacks were, read on the window's
	// goroutine when a reader's action arrives there.
	selectCell, activateCell func(int)

	kids []*a11y.Node // reused for SetChildren
}

// control is a Control's node and what pressing it does now.
type control struct {
	n     *a11y.Node
	press func()
}

// panel is a Panel's node and its paragraphs' nodes.
type panel struct {
	n     *a11y.Node
	paras []*a11y.Node
}

// New makes the window's nodes and puts its frame under the tree's root.
func New(t *a11y.Tree, opt Options) *Describer {
	if opt.Post == nil {
		opt.Post = func(f func()) { f() }
	}
	d := &Describer{t: t, opt: opt, controls: map[string]*control{}, panels: map[string]*panel{}}
	d.frame = t.NewNode(a11y.RoleFrame, "")
	d.toolbar = t.NewNode(a11y.RoleToolBar, "")
	d.sheet = t.NewNode(a11y.RoleDocumentSheet, "")
	d.board = t.NewNode(a11y.RoleTable, "")
	d.board.SetTable(9, 9)
	for i := range d.cells {
		i := i
		c := t.NewNode(a11y.RoleTableCell, "")
		c.SetActions(a11y.Action{Name: "activate", Do: d.post(func() {
			if d.activateCell != nil {
				d.activateCell(i)
			}
		})})
		c.OnGrabFocus(d.post(func() {
			if d.selectCell != nil {
				d.selectCell(i)
			}
		}))
		d.cells[i] = c
	}
	d.board.SetChildren(d.cells[:]...)
	d.sheet.SetChildren(d.board)
	d.pad = t.NewNode(a11y.RolePanel, "")
	d.menu = t.NewNode(a11y.RolePopupMenu, "")
	d.status = t.NewNode(a11y.RoleNotification, "")
	d.status.SetAttribute("live", "polite")
	t.Root().Append(d.frame)
	return d
}

// post returns an action that runs f on the window's goroutine.
func (d *Describer) post(f func()) func() { return func() { d.opt.Post(f) } }

func rect(r image.Rectangle) a11y.Rect {
	return a11y.Rect{X: int32(r.Min.X), Y: int32(r.Min.Y), W: int32(r.Dx()), H: int32(r.Dy())}
}

// Frame is the window's node.
func (d *Describer) Frame() *a11y.Node { return d.frame }

// Cell is the node of cell i.
func (d *Describer) Cell(i int) *a11y.Node { return d.cells[i] }

// Say announces text at once through the status line (what a move did),
// whether or not the status line shows it.
func (d *Describer) Say(text string) {
	if text != "" {
		d.status.Announce(text)
	}
}

// Describe brings the nodes in step with s.
func (d *Describer) Describe(s *Scene) {
	d.frame.SetName(s.Title)
	d.frame.SetBounds(a11y.Rect{W: int32(s.Size.X), H: int32(s.Size.Y)})
	fs := shown | a11y.StateResizable
	if s.Active {
		fs |= a11y.StateActive
	}
	d.frame.SetStates(fs)

	d.toolbar.SetName(s.ToolBarName)
	d.toolbar.SetStates(shown | a11y.StateHorizontal)
	d.toolbar.SetChildren(d.describeControls(s.Header)...)

	modal := false
	for _, p := range s.Panels {
		modal = modal || p.Modal
	}
	d.describeBoard(&s.Board, s.Menu == nil && !modal)

	d.pad.SetName(s.PadName)
	d.pad.SetStates(shown)
	d.pad.SetChildren(d.describeControls(s.Pad)...)

	kids := append(d.kids[:0], d.toolbar, d.sheet, d.pad)
	if m := s.Menu; m != nil {
		d.menu.SetName(m.Name)
		d.menu.SetBounds(rect(m.Rect))
		d.menu.SetStates(shown | a11y.StateVertical)
		d.menu.SetChildren(d.describeControls(m.Items)...)
		kids = append(kids, d.menu)
	}
	for _, p := range s.Panels {
		kids = append(kids, d.describePanel(p))
	}
	kids = append(kids, d.status)
	d.frame.SetChildren(kids...)
	d.kids = kids[:0]
	// The status line's name is its text (what Announce says); no
	// description, which Orca 43 would read after each text.
	switch {
	case !d.statusSet:
		// The first frame's status line is read with the window.
		d.status.SetName(s.Status)
		d.status.SetStates(a11y.StateVisible | a11y.StateShowing)
		d.statusSet = true
	case s.Status != d.lastStatus && s.Status != "":
		d.status.Announce(s.Status)
	}
	d.lastStatus = s.Status
}

// describeControls updates the nodes of cs and returns them, in order.
func (d *Describer) describeControls(cs []Control) []*a11y.Node {
	out := make([]*a11y.Node, 0, len(cs))
	for k := range cs {
		c := &cs[k]
		e := d.controls[c.ID]
		role := c.Role
		if role == 0 {
			role = a11y.RolePushButton
		}
		if e == nil {
			e = &control{n: d.t.NewNode(role, c.Name)}
			e.n.SetActions(a11y.Action{Name: "click", KeyBinding: c.Shortcut, Do: d.post(func() {
				if e.press != nil {
					e.press()
				}
			})})
			d.controls[c.ID] = e
		}
		e.press = c.Press
		n := e.n
		n.SetRole(role)
		n.SetName(c.Name)
		n.SetDescription(c.Description)
		n.SetBounds(rect(c.Rect))
		st := shown | a11y.StateFocusable
		if c.Disabled {
			st &^= a11y.StateEnabled | a11y.StateSensitive
		}
		switch role {
		case a11y.RoleToggleButton, a11y.RoleCheckBox, a11y.RoleCheckMenuItem, a11y.RoleRadioButton, a11y.RoleRadioMenuItem:
			st |= a11y.StateCheckable
			if c.Checked {
				st |= a11y.StateChecked
			}
		}
		if c.Focused {
			st |= a11y.StateFocused
		}
		n.SetStates(st)
		out = append(out, n)
	}
	return out
}

// describeBoard updates the board's nodes; live says nothing covers it.
func (d *Describer) describeBoard(b *Board, live bool) {
	d.selectCell, d.activateCell = b.Select, b.Activate
	d.sheet.SetName(b.Name)
	d.sheet.SetBounds(rect(b.Rect))
	d.sheet.SetStates(shown)
	d.board.SetName(b.Name)
	d.board.SetDescription(b.Help)
	d.board.SetBounds(rect(b.Rect))
	bs := shown | a11y.StateFocusable | a11y.StateManagesDesc
	if b.Focused && live && (b.Selected < 0 || b.Selected > 80) {
		bs |= a11y.StateFocused
	}
	d.board.SetStates(bs)
	if !d.wordsSet || b.Words != d.words {
		if b.CellName != nil {
			for i, c := range d.cells {
				c.SetName(b.CellName(i))
			}
		}
		d.words, d.wordsSet = b.Words, true
	}
	for i, c := range d.cells {
		c.SetBounds(rect(b.Cells[i]))
		st := shown | a11y.StateFocusable | a11y.StateSelectable
		if b.Selection[i] {
			st |= a11y.StateSelected
		}
		if i == b.Selected {
			st |= a11y.StateSelected
			if b.Focused && live {
				st |= a11y.StateFocused
			}
		}
		c.SetStates(st)
	}
}

// describePanel updates a panel's nodes and returns its own.
func (d *Describer) describePanel(p *Panel) *a11y.Node {
	e := d.panels[p.ID]
	role := p.Role
	if role == 0 {
		role = a11y.RoleDialog
	}
	if e == nil {
		e = &panel{n: d.t.NewNode(role, p.Title)}
		d.panels[p.ID] = e
	}
	e.n.SetRole(role)
	e.n.SetName(p.Title)
	e.n.SetBounds(rect(p.Rect))
	for len(e.paras) < len(p.Text) {
		n := d.t.NewNode(a11y.RoleLabel, "")
		n.SetAccessibleID(p.ID + ".text." + strconv.Itoa(len(e.paras)))
		e.paras = append(e.paras, n)
	}
	kids := make([]*a11y.Node, 0, len(p.Text)+len(p.Controls))
	for k, t := range p.Text {
		n := e.paras[k]
		n.SetName(t)
		n.SetStates(shown | a11y.StateMultiLine | a11y.StateSelectableText)
		kids = append(kids, n)
	}
	focused := false
	for _, c := range p.Controls {
		focused = focused || c.Focused
	}
	kids = append(kids, d.describeControls(p.Controls)...)
	st := shown | a11y.StateFocusable
	if p.Modal {
		st |= a11y.StateModal
		if !focused {
			// The dialog itself has the keyboard: a reader reads it.
			st |= a11y.StateFocused
		}
	}
	e.n.SetStates(st)
	e.n.SetChildren(kids...)
	return e.n
}
