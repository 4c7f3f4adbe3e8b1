package window

import (
	"image"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gioui.org/io/key"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/desktop"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// describedRig is a rig whose window describes itself to a tree, as it
// does while a screen reader listens (no bus: the tree is only data).
func describedRig(t *testing.T) *rig {
	r := newRig(t, nil, nil)
	a := &r.u.acc
	a.tree = a11y.NewTree("Sudoku")
	a.desc = access.New(a.tree, access.Options{Post: func(f func()) { f() }})
	a.active = func() bool { return true }
	r.frame()
	return r
}

func nodeNames(ns []*a11y.Node) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Name())
	}
	return out
}

// control finds a control of the last scene by its ID.
func (r *rig) control(id string) access.Control {
	s := &r.u.acc.scene
	all := append(append([]access.Control(nil), s.Header...), s.Pad...)
	if s.Menu != nil {
		all = append(all, s.Menu.Items...)
	}
	for _, p := range s.Panels {
		all = append(all, p.Controls...)
	}
	for _, c := range all {
		if c.ID == id {
			return c
		}
	}
	r.t.Fatalf("no control %q in the scene", id)
	return access.Control{}
}

// TestAccessWalk is a screen reader's game on the window's tree: the
// frame's parts, a new game started by the reader's actions on the
// header's New and the level dialog's Easy, the cursor moved by the keys
// (the focus follows, on a cell named by its place and content), a digit
// placed (said on the status line, the cell renamed), the menu opened and
// closed.
func TestAccessWalk(t *testing.T) {
	r := describedRig(t)
	a := &r.u.acc
	frame := a.desc.Frame()
	kids := frame.Children()
	if got := nodeNames(kids)[:3]; !slices.Equal(got, []string{"Tool bar", "Board", "Number pad"}) {
		t.Fatalf("the frame's first children: %q", got)
	}
	if n := len(kids[1].Children()[0].Children()); n != 81 {
		t.Fatalf("the board has %d cells", n)
	}
	for _, b := range kids[0].Children() {
		if e := b.Bounds(); e.W <= 0 || e.H <= 0 || e.X+e.W > int32(r.size.X) {
			t.Errorf("the tool bar's %q at %v", b.Name(), e)
		}
	}
	// New, pressed by the reader: the variant dialog, then the level
	// dialog, described.
	r.control("cmd.new").Press()
	r.frame()
	r.frame()
	if r.modal() != modalVariant {
		t.Fatalf("New opened %v", r.modal())
	}
	if dlg := frame.Children()[len(frame.Children())-2]; dlg.Children()[0].Name() != r.u.cat.Variant(solver.Classic) {
		t.Fatalf("the variant dialog: %q", nodeNames(dlg.Children()))
	}
	r.control("variant.0").Press()
	r.frame()
	r.frame()
	if r.modal() != modalLevel {
		t.Fatalf("the classic game led to %v", r.modal())
	}
	dlg := frame.Children()[len(frame.Children())-2]
	if dlg.Role() != a11y.RoleDialog || len(dlg.Children()) < 5 || dlg.Children()[0].Name() != "Easy" {
		t.Fatalf("the level dialog: %v %q", dlg.Role(), nodeNames(dlg.Children()))
	}
	if a.tree.Focus() != dlg.Children()[0] {
		t.Errorf("the focus is on %v, not Easy", a.tree.Focus())
	}
	r.control("level.0").Press()
	r.settle()
	if st := r.u.game.State(); st != model.Playing {
		t.Fatalf("Easy pressed by the reader: the game is %v", st)
	}
	status := frame.Children()[len(frame.Children())-1]
	if status.Role() != a11y.RoleNotification || status.Name() != "Playing" {
		t.Errorf("the status line: %v %q", status.Role(), status.Name())
	}
	// The keys move the cursor: the focus follows it.
	i, d := r.emptyCell()
	r.selectCell(i)
	cells := kids[1].Children()[0].Children()
	if a.tree.Focus() != cells[i] {
		t.Fatalf("the cursor is on %d, the focus on %v", i, a.tree.Focus())
	}
	if want := r.u.cat.CellName(r.u.game, i); cells[i].Name() != want || cells[i].Bounds().W == 0 {
		t.Errorf("cell %d: %q at %v, want %q", i, cells[i].Name(), cells[i].Bounds(), want)
	}
	// A digit: said at once, and the cell renamed.
	r.press(string(rune('0' + d)))
	if want := r.u.cat.MoveResult(r.u.game, i, d, nil); status.Name() != want {
		t.Errorf("after the digit the status line says %q, want %q", status.Name(), want)
	}
	if got, want := cells[i].Name(), r.u.cat.CellName(r.u.game, i); got != want || r.u.game.Cell(i).Digit != d {
		t.Errorf("the cell is named %q, want %q", got, want)
	}
	// The menu opens and closes.
	n := len(frame.Children())
	r.press("F10")
	if len(frame.Children()) != n+1 || frame.Children()[n-1].Role() != a11y.RolePopupMenu {
		t.Fatalf("with the menu open: %q", nodeNames(frame.Children()))
	}
	for _, it := range frame.Children()[n-1].Children()[:3] {
		if e := it.Bounds(); e.W <= 0 || e.H <= 0 || e.Y+e.H > int32(r.size.Y) {
			t.Errorf("the menu's %q at %v", it.Name(), e)
		}
	}
	r.press(string(key.NameEscape))
	if len(frame.Children()) != n {
		t.Errorf("the menu stayed: %q", nodeNames(frame.Children()))
	}
	// A reader moves the focus to a cell (grab focus): the cursor goes
	// there and the board has the keyboard.
	r.press(string(key.NameEscape)) // the selection cleared
	r.u.acc.scene.Board.Select(40)
	r.frame()
	r.frame()
	if r.u.input.Cursor() != 40 || a.tree.Focus() != cells[40] {
		t.Fatalf("grab focus on cell 40: the cursor on %d, the focus on %v", r.u.input.Cursor(), a.tree.Focus())
	}
	// A hint: its panel comes beside the board with its words, said at
	// once; its next rung too.
	for rung := 1; rung <= 2; rung++ {
		r.press("H")
		v := r.u.windowView()
		if v.Hint == nil {
			t.Fatalf("no hint panel after %d H", rung)
		}
		kids := frame.Children()
		panel := kids[len(kids)-2]
		if panel.Role() != a11y.RolePanel || panel.Name() != v.Hint.Title || panel.Children()[0].Name() != v.Hint.Text {
			t.Errorf("rung %d: the hint panel %v %q says %q, want %q", rung, panel.Role(), panel.Name(), nodeNames(panel.Children()), v.Hint.Text)
		}
		if want := v.Hint.Title + ". " + v.Hint.Text; status.Name() != want {
			t.Errorf("rung %d: the status line said %q, want %q", rung, status.Name(), want)
		}
	}
}

// TestAccessLook: the desktop's high contrast, reduced motion and text
// scale apply unless a setting says otherwise, and the settings form's
// rows change them.
func TestAccessLook(t *testing.T) {
	r := newRig(t, nil, nil)
	u := r.u
	if u.th.Palette != widgets.LightPalette || u.th.ReduceMotion {
		t.Fatal("the defaults are not the light palette with motion")
	}
	u.acc.prefs, u.acc.prefsSet = desktop.Prefs{TextScale: 1.25, HighContrast: true, ReduceMotion: true}, true
	u.applySettings()
	if u.th.Palette != widgets.HighContrastLight || !u.th.ReduceMotion {
		t.Error("the desktop's high contrast and reduced motion are not followed")
	}
	if m := u.textMetric(unit.Metric{PxPerDp: 2, PxPerSp: 2}); m != (unit.Metric{PxPerDp: 2, PxPerSp: 2.5}) {
		t.Errorf("the desktop's text scale on Wayland: %+v", m)
	}
	u.acc.x11 = true
	if m := u.textMetric(unit.Metric{PxPerDp: 2.5, PxPerSp: 2.5}); m != (unit.Metric{PxPerDp: 2, PxPerSp: 2.5}) {
		t.Errorf("the desktop's text scale on X11 (in Xft.dpi): %+v", m)
	}
	// The settings form: high contrast off, animations on, text at 150 %.
	u.open(&settingsPanel{})
	r.frame()
	p := u.modal.(*settingsPanel)
	for _, ch := range []struct{ row, v int }{{setHighContrast, 2}, {setAnimations, 1}, {setTextSize, 3}} {
		p.changed(u, ch.row, ch.v)
	}
	s := u.game.Settings()
	if s.HighContrast != model.FollowOff || s.Animations != model.FollowOn || s.TextScale != 1.5 {
		t.Fatalf("settings after the form: %+v", s)
	}
	if u.th.Palette != widgets.LightPalette || u.th.ReduceMotion {
		t.Error("the settings do not override the desktop")
	}
	if m := u.textMetric(unit.Metric{PxPerDp: 2.5, PxPerSp: 2.5}); m != (unit.Metric{PxPerDp: 2, PxPerSp: 3}) {
		t.Errorf("the player's 150 %% on X11: %+v", m)
	}
	v := p.view(u)
	if got := v.Rows[setTextSize]; got.Value != 3 || len(got.Options) != 6 || got.Options[3] != "150%" {
		t.Errorf("the text size row: %+v", got)
	}
}

// BenchmarkAccessFrame is a frame of the window in play as it costs with
// nobody listening (the provider off: one atomic load) and with a reader
// listening (the window described, no bus), side by side.
func BenchmarkAccessFrame(b *testing.B) {
	t := &testing.T{}
	for _, on := range []bool{false, true} {
		name := "off"
		if on {
			name = "described"
		}
		b.Run(name, func(b *testing.B) {
			r := newRig(t, nil, nil)
			r.newEasyGame()
			if on {
				a := &r.u.acc
				a.tree = a11y.NewTree("Sudoku")
				a.desc = access.New(a.tree, access.Options{})
				a.active = func() bool { return true }
			}
			r.selectCell(40)
			keys := []string{string(key.NameRightArrow), string(key.NameLeftArrow)}
			b.ReportAllocs()
			for k := 0; b.Loop(); k++ {
				r.press(keys[k%2])
			}
		})
	}
}

// TestAccessPanels: each panel described, and closed or answered by a
// reader's press on its controls: the shortcuts (F1), the settings (a
// row's option pressed, then Close), the in-window file picker (Cancel).
func TestAccessPanels(t *testing.T) {
	r := describedRig(t)
	frame := r.u.acc.desc.Frame()
	top := func() *a11y.Node { k := frame.Children(); return k[len(k)-2] }

	r.press("F1")
	if r.modal() != modalText || top().Role() != a11y.RoleDialog || len(top().Children()) < 3 {
		t.Fatalf("F1: %v, described as %v with %q", r.modal(), top().Role(), nodeNames(top().Children()))
	}
	r.control("text.close").Press()
	r.frame()
	r.frame()
	if r.modal() != modalNone {
		t.Fatalf("Close pressed by a reader left %v open", r.modal())
	}

	r.u.runCommand(commandByID("settings"))
	r.frame()
	if r.modal() != modalSettings {
		t.Fatalf("Settings opened %v", r.modal())
	}
	opt := r.control("settings." + strconv.Itoa(setHighContrast) + ".1")
	if opt.Role != a11y.RoleRadioButton || opt.Checked {
		t.Fatalf("high contrast On: %+v", opt)
	}
	opt.Press()
	r.frame()
	r.frame()
	if r.u.game.Settings().HighContrast != model.FollowOn || r.u.th.Palette != widgets.HighContrastLight {
		t.Fatalf("the reader's On: %v", r.u.game.Settings().HighContrast)
	}
	if !r.control("settings." + strconv.Itoa(setHighContrast) + ".1").Checked {
		t.Error("the option pressed is not checked")
	}
	r.control("settings.close").Press()
	r.frame()
	r.frame()
	if r.modal() != modalNone {
		t.Fatalf("Close left %v open", r.modal())
	}

	r.press("ctrl+O")
	if r.modal() != modalPicker {
		t.Fatalf("Ctrl+O opened %v", r.modal())
	}
	if got := nodeNames(top().Children()); len(got) < 3 || got[len(got)-1] != "Cancel" {
		t.Fatalf("the picker's controls: %q", got)
	}
	r.control("picker.cancel").Press()
	r.frame()
	r.frame()
	if r.modal() != modalNone {
		t.Fatalf("Cancel left %v open", r.modal())
	}
}

// TestAccessFrench: the tree speaks the game's language, and follows a
// switch at once: the board, its cells, the status line.
func TestAccessFrench(t *testing.T) {
	r := describedRig(t)
	frame := r.u.acc.desc.Frame()
	sheet := frame.Children()[1]
	if sheet.Name() != "Board" {
		t.Fatalf("the board is named %q", sheet.Name())
	}
	fr := -1
	for i, l := range windowLanguages {
		if l.code == "fr" {
			fr = i
		}
	}
	p := &settingsPanel{}
	p.changed(r.u, setLanguage, fr)
	r.frame()
	cell := sheet.Children()[0].Children()[0]
	if sheet.Name() != "Grille" || !strings.HasPrefix(cell.Name(), "Ligne 1, colonne 1\u00a0: ") {
		t.Errorf("in French: the board %q, its first cell %q", sheet.Name(), cell.Name())
	}
	if got := frame.Children()[2].Name(); got != "Pavé de chiffres" {
		t.Errorf("the pad in French: %q", got)
	}
}

// TestAccessExtents: the Close buttons of a text panel and of the score,
// and the large-collection chooser's buttons, are on the tree where they
// were drawn (a click at the middle of each place does what the button
// does), and the chooser's buttons are named and pressed by a reader.
func TestAccessExtents(t *testing.T) {
	r := describedRig(t)
	clickCloses := func(id string) {
		t.Helper()
		c := r.control(id)
		if c.Rect.Empty() || !c.Rect.In(image.Rectangle{Max: r.size}) {
			t.Fatalf("%s at %v", id, c.Rect)
		}
		r.click(c.Rect.Min.Add(c.Rect.Max).Div(2))
		r.frame()
		if r.modal() != modalNone {
			t.Fatalf("a click at %s's place %v left %v open", id, c.Rect, r.modal())
		}
	}
	r.press("F1")
	clickCloses("text.close")
	r.u.open(&scorePanel{})
	for range 100 { // the panel rises into place
		r.now = r.now.Add(50 * time.Millisecond)
		r.frame()
	}
	if r.modal() != modalScore {
		t.Fatalf("the score panel did not open: %v", r.modal())
	}
	clickCloses("score.close")

	r.u.chooseCollection()
	r.frame()
	r.press(string(key.NameDownArrow), string(key.NameReturn))
	r.settle()
	r.frame()
	if r.modal() != modalGridNumber {
		t.Fatalf("a collection of 100 opened %v, want the numbered chooser", r.modal())
	}
	var names []string
	for _, id := range []string{"previous", "next", "random", "cancel", "open"} {
		c := r.control("chooser." + id)
		if c.Rect.Empty() || !c.Rect.In(image.Rectangle{Max: r.size}) {
			t.Fatalf("chooser.%s at %v", id, c.Rect)
		}
		names = append(names, c.Name)
	}
	if want := []string{"Previous grid", "Next grid", "Random", "Cancel", "Open"}; !slices.Equal(names, want) {
		t.Fatalf("the chooser's buttons: %q, want %q", names, want)
	}
	ch := r.u.modal.(*gridNumberPanel)
	r.control("chooser.next").Press()
	r.frame()
	r.control("chooser.next").Press()
	r.frame()
	if got := ch.chooser.Index(); got != 2 {
		t.Fatalf("two presses on Next: grid %d, want 2", got)
	}
	prev := r.control("chooser.previous").Rect
	r.click(prev.Min.Add(prev.Max).Div(2))
	if got := ch.chooser.Index(); got != 1 {
		t.Fatalf("a click at Previous's place %v: grid %d, want 1", prev, got)
	}
	r.control("chooser.cancel").Press()
	r.frame()
	r.frame()
	if r.modal() != modalNone {
		t.Fatalf("Cancel pressed by a reader left %v open", r.modal())
	}
}
