package access

import (
	"image"
	"slices"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

const puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// window is a stand-in for the game's window: a game, a selection, what
// is open, and the scene it would describe.
type window struct {
	t      *testing.T
	g      *model.Game
	cat    *i18n.Catalog
	sel    int
	panel  *Panel
	menu   bool
	status string
	names  int // CellName calls
}

func newWindow(t *testing.T) *window {
	grid, err := solver.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	p, err := model.NewPuzzle(grid, "test")
	if err != nil {
		t.Fatal(err)
	}
	g := model.New(func() time.Time { return time.Unix(0, 0) })
	if err := g.Load(p); err != nil {
		t.Fatal(err)
	}
	return &window{t: t, g: g, cat: i18n.English(), sel: 0, status: "Playing"}
}

func (w *window) scene() *Scene {
	s := &Scene{Title: "Sudoku", Size: image.Pt(800, 900), Active: true, ToolBarName: w.cat.T(i18n.A11yHeader),
		PadName: w.cat.T(i18n.A11yPad), StatusName: w.cat.T(i18n.A11yStatus), Status: w.status}
	for k, name := range []string{"New", "Open", "Undo", "Menu"} {
		s.Header = append(s.Header, Control{ID: "header." + name, Name: name, Rect: image.Rect(k*100, 0, k*100+90, 40),
			Disabled: name == "Undo"})
	}
	s.Board = Board{Name: w.cat.T(i18n.A11yBoard), Help: w.cat.T(i18n.A11yBoardHelp), Rect: image.Rect(40, 80, 760, 800),
		Words: w.g.Revision(), Selected: w.sel, Focused: true,
		CellName: func(i int) string { w.names++; return w.cat.CellName(w.g, i) }}
	for i := range 81 {
		s.Board.Cells[i] = image.Rect(40+i%9*80, 80+i/9*80, 120+i%9*80, 160+i/9*80)
	}
	counts := w.g.Counts()
	for d := 1; d <= 9; d++ {
		s.Pad = append(s.Pad, Control{ID: "pad." + string(rune('0'+d)), Name: w.cat.T(i18n.A11yPadDigit, 9-counts[d], d)})
	}
	if w.menu {
		s.Menu = &Menu{Name: "Menu", Items: []Control{
			{ID: "menu.restart", Role: a11y.RoleMenuItem, Name: "Restart", Shortcut: "<Control>r", Focused: true},
			{ID: "menu.hint", Role: a11y.RoleMenuItem, Name: "Hint", Disabled: true},
		}}
	}
	if w.panel != nil {
		s.Panels = append(s.Panels, w.panel)
	}
	return s
}

func names(ns []*a11y.Node) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Name())
	}
	return out
}

// TestDescribe walks the tree a scene makes, then changes the scene the
// way play does and checks what follows: the focus with the selection,
// cells renamed only when the game changed, panels and the menu coming
// and going, the status line announcing.
func TestDescribe(t *testing.T) {
	tr := a11y.NewTree("sudoku")
	w := newWindow(t)
	d := New(tr, Options{Post: func(f func()) { f() }})
	d.Describe(w.scene())

	frame := d.Frame()
	if got := tr.Root().Children(); len(got) != 1 || got[0] != frame {
		t.Fatalf("the root's children: %v", names(got))
	}
	if got, want := names(frame.Children()), []string{"Tool bar", "Board", "Number pad", "Playing"}; !slices.Equal(got, want) {
		t.Fatalf("the frame's children %q, want %q", got, want)
	}
	if frame.States()&a11y.StateActive == 0 || frame.Bounds() != (a11y.Rect{W: 800, H: 900}) {
		t.Errorf("frame: states %v, bounds %v", frame.States(), frame.Bounds())
	}
	sheet := frame.Children()[1]
	board := sheet.Children()[0]
	cells := board.Children()
	if sheet.Role() != a11y.RoleDocumentSheet || board.Role() != a11y.RoleTable || len(cells) != 81 {
		t.Fatalf("board: %v in %v with %d cells", board.Role(), sheet.Role(), len(cells))
	}
	for _, c := range []struct {
		i    int
		name string
	}{{0, "Row 1, column 1: 5, given"}, {2, "Row 1, column 3: empty"}, {80, "Row 9, column 9: 9, given"}} {
		if got := cells[c.i].Name(); got != c.name {
			t.Errorf("cell %d: %q, want %q", c.i, got, c.name)
		}
	}
	if got := cells[10].Bounds(); got != (a11y.Rect{X: 120, Y: 160, W: 80, H: 80}) {
		t.Errorf("cell 10's extents %v", got)
	}
	if tr.Focus() != cells[0] || cells[0].States()&a11y.StateSelected == 0 {
		t.Errorf("the selected cell has not the focus: %v", tr.Focus())
	}
	tools := frame.Children()[0].Children()
	if got := names(tools); !slices.Equal(got, []string{"New", "Open", "Undo", "Menu"}) {
		t.Errorf("tool bar %q", got)
	}
	if tools[2].States()&a11y.StateEnabled != 0 || tools[0].States()&a11y.StateEnabled == 0 {
		t.Errorf("Undo (disabled) %v, New %v", tools[2].States(), tools[0].States())
	}
	if got := frame.Children()[2].Children()[6].Name(); got != "7, 6 left" {
		t.Errorf("pad key 7: %q", got)
	}

	// Two cells selected: both say so, the cursor's has the focus.
	s := w.scene()
	s.Board.Selection[9] = true
	d.Describe(s)
	if cells[9].States()&a11y.StateSelected == 0 || cells[9].States()&a11y.StateFocused != 0 || tr.Focus() != cells[0] {
		t.Errorf("a cell of the selection: %v; the focus on %v", cells[9].States(), tr.Focus())
	}
	// An arrow key: the focus moves, no cell is renamed.
	w.names = 0
	w.sel = 1
	d.Describe(w.scene())
	if cells[9].States()&a11y.StateSelected != 0 {
		t.Error("a cell left the selection and says it is selected")
	}
	if tr.Focus() != cells[1] || cells[0].States()&(a11y.StateFocused|a11y.StateSelected) != 0 {
		t.Errorf("after the move the focus is on %v", tr.Focus())
	}
	if w.names != 0 {
		t.Errorf("a move with no change to the game renamed %d cells", w.names)
	}
	// A digit: the game's revision changes and the cells are renamed.
	w.sel = 2
	if err := w.g.Place(2, 4); err != nil {
		t.Fatal(err)
	}
	d.Say(w.cat.MoveResult(w.g, 2, 4, nil))
	d.Describe(w.scene())
	if got := cells[2].Name(); got != "Row 1, column 3: 4" || w.names != 81 {
		t.Errorf("after placing 4: %q, %d names asked", got, w.names)
	}
	status := frame.Children()[3]
	if got := status.Name(); got != "4 placed at row 1, column 3." {
		t.Errorf("the status line said %q", got)
	}
	w.status = "Checked: no mistake"
	d.Describe(w.scene())
	if got := status.Name(); got != w.status || status.Role() != a11y.RoleNotification {
		t.Errorf("the status line said %q (%v)", got, status.Role())
	}

	// A dialog opens: it comes after the pad and takes the focus; its text
	// and buttons are its children.
	w.panel = &Panel{ID: "alert", Role: a11y.RoleAlert, Modal: true, Title: "Start a new game?", Text: []string{"The game in progress will be lost."},
		Controls: []Control{{ID: "alert.yes", Name: "Yes", Focused: true}, {ID: "alert.no", Name: "No"}}}
	d.Describe(w.scene())
	if got := names(frame.Children()); !slices.Equal(got, []string{"Tool bar", "Board", "Number pad", "Start a new game?", status.Name()}) {
		t.Fatalf("with the dialog: %q", got)
	}
	dlg := frame.Children()[3]
	if got := names(dlg.Children()); !slices.Equal(got, []string{"The game in progress will be lost.", "Yes", "No"}) {
		t.Errorf("the dialog's children %q", got)
	}
	if tr.Focus() != dlg.Children()[1] {
		t.Errorf("the focus is on %v, not Yes", tr.Focus())
	}
	// It closes: the board has the focus again.
	w.panel = nil
	d.Describe(w.scene())
	if len(frame.Children()) != 4 || tr.Focus() != cells[2] {
		t.Errorf("after the dialog: %q, focus %v", names(frame.Children()), tr.Focus())
	}
	// The menu.
	w.menu = true
	d.Describe(w.scene())
	menu := frame.Children()[3]
	if menu.Role() != a11y.RolePopupMenu || !slices.Equal(names(menu.Children()), []string{"Restart", "Hint"}) ||
		tr.Focus() != menu.Children()[0] {
		t.Errorf("menu %v %q, focus %v", menu.Role(), names(menu.Children()), tr.Focus())
	}
	w.menu = false
	d.Describe(w.scene())
	if len(frame.Children()) != 4 {
		t.Errorf("the menu stayed: %q", names(frame.Children()))
	}
}

// BenchmarkDescribe is a frame's description in which the selection
// moves, with nothing else changed and with every cell renamed (a digit
// placed), the scene made once. The window describes only while the
// provider is active; otherwise it asks Active and nothing more (a11y's
// BenchmarkFrame).
func BenchmarkDescribe(b *testing.B) {
	w := newWindow(&testing.T{})
	d := New(a11y.NewTree("sudoku"), Options{})
	s := w.scene()
	b.Run("move", func(b *testing.B) {
		b.ReportAllocs()
		for k := 0; b.Loop(); k++ {
			s.Board.Selected = k % 81
			d.Describe(s)
		}
	})
	b.Run("move-renamed", func(b *testing.B) {
		b.ReportAllocs()
		for k := 0; b.Loop(); k++ {
			s.Board.Selected = k % 81
			s.Board.Words = uint64(k)
			d.Describe(s)
		}
	})
}
