package window

// The window as a screen reader sees it (docs/behaviour.md,
// Accessibility): the provider of package a11y, fed each frame — only
// while an assistive technology wants the tree — with a scene of what the
// window shows (app/internal/access), and the desktop's accessibility
// preferences (package desktop), which the settings may override.

import (
	"fmt"
	"image"
	"strconv"

	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/desktop"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// accessState is the window's side of accessibility.
type accessState struct {
	tree *a11y.Tree
	prov *a11y.Provider
	desc *access.Describer
	desk *desktop.Watcher
	// prefs are the desktop's preferences as last read (Default until
	// then, and without a desktop).
	prefs    desktop.Prefs
	prefsSet bool
	// What the last description said of the cell with the cursor, to
	// announce what a move changed there.
	rev    uint64
	cursor int
	words  string
	digit  uint8
	lang   string
	state  model.State
	scene  access.Scene
	// active tells whether a reader wants the tree now (the provider's
	// Active; nil: never).
	active func() bool
	// hint is the hint panel's words last said.
	hint string
	// focusBoard: a reader moved the focus to a cell; the board takes
	// the keyboard at the next description.
	focusBoard bool
	// traced is the listening the trace said last; tracedActive, that
	// the trace said the tree is described.
	traced, tracedActive bool
	// x11: the window is an X11 one, whose scale holds the desktop's text
	// scale (textMetric).
	x11 bool
	// clash is the status line's note of a digit refused for a clash,
	// which a screen reader hears with the cells (statusWords).
	clash, clashWords string
	// places are where the board and the pad were drawn, pad the pad's
	// view (layoutWindow).
	places widgets.Places
	pad    widgets.PadView
	// spoken is what the status line last gave a screen reader to say,
	// stateText the state it said last (statusWords).
	spoken, stateText, message string
}

// accessClash notes a digit refused for a clash, just said on the status
// line: a screen reader hears the cells that hold it too.
func (u *ui) accessClash(e *model.ClashError) {
	u.acc.clash, u.acc.clashWords = u.message, u.cat.MoveResult(u.game, e.Target, e.Digit, e)
}

// startAccess starts the provider and the desktop's watcher (the real
// window only: tests of the window's logic run without them).
func (u *ui) startAccess() {
	a := &u.acc
	a.tree = a11y.NewTree("Sudoku")
	a.desc = access.New(a.tree, access.Options{Post: func(f func()) { u.ctl.Post(f); u.host.Invalidate() }})
	wake := func(bool) { u.host.Invalidate() }
	a.prov = a11y.Start(a.tree, a11y.Options{ToolkitVersion: "0.10.3", Changed: wake, Listening: wake})
	a.active = a.prov.Active
	a.desk = desktop.Watch(func(p desktop.Prefs) {
		u.ctl.Post(func() {
			u.acc.prefs, u.acc.prefsSet = p, true
			u.applySettings()
		})
		u.host.Invalidate()
	})
}

// stopAccess closes the provider and the watcher.
func (u *ui) stopAccess() {
	if u.acc.prov != nil {
		u.acc.prov.Close()
	}
	if u.acc.desk != nil {
		u.acc.desk.Close()
	}
}

// desktopPrefs are the desktop's preferences (Default before they are read).
func (u *ui) desktopPrefs() desktop.Prefs {
	if !u.acc.prefsSet {
		return desktop.Default()
	}
	return u.acc.prefs
}

// accessLook applies the high-contrast palette and the reduced motion the
// settings and the desktop ask for (from applySettings).
func (u *ui) accessLook() {
	s, d := u.game.Settings(), u.desktopPrefs()
	p := widgets.PaletteFor(s.Theme == model.ThemeDark, s.HighContrast.On(d.HighContrast))
	if u.th.Palette != p {
		u.th.SetPalette(p)
	}
	u.th.ReduceMotion = !s.Animations.On(!d.ReduceMotion)
}

// textMetric is the frame's metric with the text at the scale the settings
// or the desktop ask for. On X11 Gio's scale already holds the desktop's
// text scale (Xft.dpi), which is taken out of the dp unit.
func (u *ui) textMetric(m unit.Metric) unit.Metric {
	d := u.desktopPrefs()
	scale := u.game.Settings().TextScaleWith(d.TextScale)
	included := float32(1)
	if u.acc.x11 {
		included = float32(d.TextScale)
	}
	if scale == 1 && included == 1 {
		return m
	}
	return widgets.TextMetric(m, float32(scale), included)
}

// describe tells the tree what the frame showed, while the provider
// exports it; otherwise it costs one atomic load.
func (u *ui) describe(gtx layout.Context) {
	a := &u.acc
	if a.active == nil || !a.active() {
		return
	}
	if u.cfg.Trace != nil && a.prov != nil {
		// The end-to-end test waits for the tree on the bus, and for a
		// reader's listening to be seen.
		if !a.tracedActive {
			a.tracedActive = true
			defer fmt.Fprintf(u.cfg.Trace, "a11y active\n")
		}
		if a.prov.Listening() != a.traced {
			a.traced = !a.traced
			defer fmt.Fprintf(u.cfg.Trace, "a11y listening=%v\n", a.traced)
		}
	}
	s := &a.scene
	*s = access.Scene{Title: "Sudoku", Size: gtx.Constraints.Max, Active: u.focus.on || !u.focus.known,
		ToolBarName: u.cat.T(i18n.A11yHeader), PadName: u.cat.T(i18n.A11yPad), StatusName: u.cat.T(i18n.A11yStatus),
		Status: u.statusWords()}
	modal := u.modal != nil
	places := []place{inHeader, inHeaderEnd}
	if u.game.State() == model.Editing {
		places = []place{inHeader, inEditBar, inHeaderEnd}
	}
	for _, p := range places {
		rects := map[place][]image.Rectangle{inHeader: a.places.Tools, inEditBar: a.places.EditTools, inHeaderEnd: a.places.End}[p]
		k := 0
		for i := range commands {
			c := &commands[i]
			if c.place != p || (c.shown != nil && !c.shown(u)) {
				continue
			}
			_, label := c.look(u)
			ctl := access.Control{ID: "cmd." + c.id, Name: label, Disabled: !c.isEnabled(u),
				Shortcut: c.menuShortcut(u.cat), Focused: !modal && u.cmdButtons[i].Focused(gtx), Press: u.cmdButtons[i].Click}
			if k < len(rects) {
				ctl.Rect = rects[k] // the buttons drawn, in the same order
			}
			k++
			s.Header = append(s.Header, ctl)
		}
	}
	s.Header = append(s.Header, access.Control{ID: "menu", Role: a11y.RolePushButton, Name: u.cat.T(i18n.Menu),
		Focused: !modal && u.menu.ButtonFocused(gtx), Rect: a.places.Menu, Press: func() { u.menu.SetOpen(!u.menu.IsOpen()) }})

	// The board.
	g := u.game
	cursor := u.input.Cursor()
	b := &s.Board
	b.Name, b.Help = u.cat.T(i18n.A11yBoard), u.cat.T(i18n.A11yBoardHelp)
	// The names change with the position, the state (paused, given up)
	// and the mistakes setting (which clashes are marked).
	b.Words = g.Revision()<<8 | uint64(g.State())<<4 | uint64(g.Settings().Mistakes)
	if a.lang != u.cat.Lang() {
		a.lang = u.cat.Lang()
		a.tree.SetLocale(a.lang) // the language readers speak the names in
		a.rev = ^uint64(0)
		b.Words ^= 1 << 63 // the language changed: every name again
	}
	b.CellName = func(i int) string { return u.cat.CellName(g, i) }
	b.Selected = cursor
	for _, c := range u.input.Selection().Cells() {
		b.Selection[c] = true
	}
	b.Rect = a.places.Board
	for i := range b.Cells {
		b.Cells[i] = u.board.CellRect(i).Add(a.places.Board.Min)
	}
	b.Focused = u.board.Focused(gtx)
	b.Select = func(i int) { u.input.Select(i); a.focusBoard = true }
	if a.focusBoard {
		// A reader moved the focus to a cell: the board takes the
		// keyboard (in this frame's context, not the one of the frame
		// that described the cell).
		a.focusBoard = false
		u.board.Focus(gtx)
		gtx.Execute(op.InvalidateCmd{})
	}
	b.Activate = func(i int) { u.inputDone(u.input.Click(u.game, i, false)) }
	u.announceCell(cursor)

	// The number pad.
	pv := &a.pad
	for d := 1; d <= 9; d++ {
		d := d
		name := strconv.Itoa(d)
		if !pv.Colours {
			name = u.cat.T(i18n.A11yPadDigit, pv.Remaining[d], d)
		}
		s.Pad = append(s.Pad, access.Control{ID: "pad." + strconv.Itoa(d), Name: name, Disabled: !pv.Active,
			Rect: u.pad.KeyRect(d).Add(a.places.Pad.Min), Focused: !modal && u.pad.KeyFocused(gtx, d), Press: func() { u.pad.PressDigit(d) }})
	}
	s.Pad = append(s.Pad,
		access.Control{ID: "pad.erase", Name: pv.EraseLabel, Disabled: !pv.Active, Rect: u.pad.KeyRect(10).Add(a.places.Pad.Min),
			Focused: !modal && u.pad.KeyFocused(gtx, 10), Press: u.pad.PressErase},
		access.Control{ID: "pad.marks", Name: pv.NotesLabel, Disabled: !pv.Active, Rect: u.pad.KeyRect(11).Add(a.places.Pad.Min),
			Focused: !modal && u.pad.KeyFocused(gtx, 11), Press: u.pad.PressMarks})

	// The menu, while open.
	if u.menu.IsOpen() {
		m := &access.Menu{Name: u.cat.T(i18n.Menu)}
		for n, i := range menuCommands() {
			c := &commands[i]
			_, label := c.look(u)
			n := n
			m.Items = append(m.Items, access.Control{ID: "item." + c.id, Role: a11y.RoleMenuItem, Name: label,
				Disabled: !c.isEnabled(u), Shortcut: c.menuShortcut(u.cat), Focused: n == u.menu.Focused(),
				Rect: u.menu.ItemRect(n).Add(a.places.Menu.Min), Press: func() { u.menu.Choose(n) }})
		}
		s.Menu = m
	}

	// The hint panel beside the board, then the modal panel.
	hint := ""
	if h := u.hintPanel(); h != nil {
		hint = h.Title + ". " + h.Text
		p := &access.Panel{ID: "hint", Role: a11y.RolePanel, Title: h.Title, Text: nonEmpty(h.Text, h.Rule)}
		for k, t := range h.Buttons {
			p.Controls = append(p.Controls, access.Control{ID: "hint." + strconv.Itoa(k), Name: t.Label, Disabled: !t.Enabled,
				Focused: !modal && t.Button.Focused(gtx), Press: t.Button.Click})
			if k < len(a.places.Hint) {
				p.Controls[k].Rect = a.places.Hint[k] // the buttons drawn, in the same order
			}
		}
		s.Panels = append(s.Panels, p)
	}
	if d, ok := u.modal.(interface{ access(u *ui) *access.Panel }); ok {
		if p := d.access(u); p != nil {
			p.Modal = true
			s.Panels = append(s.Panels, p)
		}
	}
	a.desc.Describe(s)
	if hint != a.hint && hint != "" {
		// A hint shown, or its next rung or page: said at once, as the
		// keyboard stays on the board.
		a.desc.Say(hint)
	}
	a.hint = hint
}

// statusWords is what the status line gives a screen reader to say: a
// note as it shows (a clash with its cells), the game's state when it
// changes; a note that goes away says nothing.
func (u *ui) statusWords() string {
	a := &u.acc
	st := u.stateText()
	switch {
	case u.message != "" && u.message != a.message && u.message == a.clash:
		a.spoken = a.clashWords
	case u.message != "" && u.message != a.message:
		a.spoken = u.message
	case st != a.stateText:
		a.spoken = st
	}
	a.stateText, a.message = st, u.message
	return a.spoken
}

// announceCell says what a change of the game did to the cell with the
// cursor: a digit placed or erased there (with where else it is, when
// clashes are marked), or its marks' new words. Moving the cursor says
// nothing here: the focus moving reads the cell.
func (u *ui) announceCell(cursor int) {
	a, g := &u.acc, u.game
	if cursor < 0 || cursor > 80 {
		a.rev, a.cursor = g.Revision(), cursor
		return
	}
	if g.Revision() == a.rev && cursor == a.cursor && g.State() == a.state {
		return // nothing changed there
	}
	words, digit := u.cat.CellName(g, cursor), g.Cell(cursor).Digit
	changed := g.Revision() != a.rev && cursor == a.cursor && g.State() == a.state && words != a.words
	if changed {
		if digit != a.digit {
			a.desc.Say(u.cat.MoveResult(g, cursor, digit, nil))
		} else {
			a.desc.Say(words)
		}
	}
	a.rev, a.cursor, a.words, a.digit, a.state = g.Revision(), cursor, words, digit, g.State()
}

// nonEmpty returns the texts that are not empty.
func nonEmpty(texts ...string) []string {
	var out []string
	for _, t := range texts {
		if t != "" {
			out = append(out, t)
		}
	}
	return out
}

// dialogPanel describes a dialog of buttons.
func dialogPanel(id string, role a11y.Role, d *widgets.Dialog, title string, text []string, buttons ...string) *access.Panel {
	p := &access.Panel{ID: id, Role: role, Title: title, Text: text, Rect: d.Panel()}
	rects := d.ButtonRects()
	for i, b := range buttons {
		i := i
		c := access.Control{ID: id + "." + strconv.Itoa(i), Name: b, Focused: i == d.Focused(), Press: func() { d.Press(i) }}
		if i < len(rects) {
			c.Rect = rects[i]
		}
		p.Controls = append(p.Controls, c)
	}
	return p
}
