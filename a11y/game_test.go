package a11y

import "strconv"

// puzzle is the board of the tests' game, row by row, 0 for an empty cell.
const puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// game is a tree like the window's: a frame with a header of buttons, the
// board as a 9 × 9 table, a number pad and a status line.
type game struct {
	t      *Tree
	frame  *Node
	header *Node
	board  *Node
	cells  [81]*Node
	pad    *Node
	status *Node
	hint   *Node // a panel that opens and closes
	digits [81]byte
	sel    int
}

var headerButtons = []struct {
	name string
	role Role
}{
	{"New game", RolePushButton}, {"Undo", RolePushButton}, {"Redo", RolePushButton},
	{"Notes", RoleToggleButton}, {"Hint", RolePushButton}, {"Menu", RolePushButton},
}

const shown = StateShowing | StateVisible | StateEnabled | StateSensitive

// cellName is a cell's name as the player hears it.
func cellName(i int, d byte, given bool) string {
	s := "Row " + strconv.Itoa(i/9+1) + ", column " + strconv.Itoa(i%9+1) + ": "
	switch {
	case d == '0':
		return s + "empty"
	case given:
		return s + string(d) + ", given"
	}
	return s + string(d)
}

func newGame(t *Tree) *game {
	g := &game{t: t}
	copy(g.digits[:], puzzle)
	g.frame = t.NewNode(RoleFrame, "Sudoku")
	g.frame.SetBounds(Rect{0, 0, 800, 900})
	g.frame.SetStates(shown | StateActive | StateResizable)
	g.header = t.NewNode(RoleToolBar, "Game")
	g.header.SetBounds(Rect{0, 0, 800, 60})
	g.header.SetStates(shown | StateHorizontal)
	var buttons []*Node
	for i, b := range headerButtons {
		n := t.NewNode(b.role, b.name)
		n.SetBounds(Rect{int32(i) * 100, 10, 90, 40})
		n.SetStates(shown | StateFocusable)
		buttons = append(buttons, n)
	}
	g.header.SetChildren(buttons...)
	g.board = t.NewNode(RoleTable, "Board")
	g.board.SetBounds(Rect{40, 80, 720, 720})
	g.board.SetStates(shown | StateFocusable)
	g.board.SetTable(9, 9)
	for i := range g.cells {
		c := t.NewNode(RoleTableCell, cellName(i, g.digits[i], true))
		c.SetBounds(Rect{40 + int32(i%9)*80, 80 + int32(i/9)*80, 80, 80})
		c.SetStates(shown | StateFocusable | StateSelectable)
		g.cells[i] = c
	}
	g.board.SetChildren(g.cells[:]...)
	g.pad = t.NewNode(RolePanel, "Number pad")
	g.pad.SetStates(shown)
	var keys []*Node
	for d := 1; d <= 9; d++ {
		n := t.NewNode(RolePushButton, strconv.Itoa(d))
		n.SetStates(shown | StateFocusable)
		keys = append(keys, n)
	}
	g.pad.SetChildren(keys...)
	g.status = t.NewNode(RoleNotification, "")
	g.status.SetAttribute("live", "polite")
	g.status.SetStates(StateVisible)
	g.hint = t.NewNode(RolePanel, "Hint")
	g.hint.Append(t.NewNode(RoleLabel, "Look at row 3: 7 can go in one cell only"))
	g.frame.SetChildren(g.header, g.board, g.pad, g.status)
	t.Root().Append(g.frame)
	g.selectCell(0)
	return g
}

// selectCell moves the selection (and the focus) to cell i, as an arrow
// key does.
func (g *game) selectCell(i int) {
	g.sel = i
	g.describe()
}

// place puts digit d in cell i.
func (g *game) place(i int, d byte) {
	g.digits[i] = d
	g.describe()
}

// describe is the window's frame: it tells the tree every cell's name and
// states, changed or not.
func (g *game) describe() {
	for i, c := range g.cells {
		c.SetName(cellName(i, g.digits[i], puzzle[i] != '0'))
		s := shown | StateFocusable | StateSelectable
		if i == g.sel {
			s |= StateFocused | StateSelected
		}
		c.SetStates(s)
	}
}
