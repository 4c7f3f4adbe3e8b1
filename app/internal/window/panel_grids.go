package window

// Choosing a grid of a file or collection that holds several: a list for
// a few, a number to type for many.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// gridChoice is a file with several grids, waiting for the player to pick
// one.
type gridChoice struct {
	file    string        // the file's name for messages ("" for the clipboard)
	title   string        // what the chooser says
	entries []model.Entry // the good grids, in file order
	// variants, for a variant file, are its good puzzles made and graded
	// (files_variant.go); entries is then empty.
	variants []variantChoice
	purpose  purpose
}

// count is how many grids there are to choose from.
func (c *gridChoice) count() int {
	if c.variants != nil {
		return len(c.variants)
	}
	return len(c.entries)
}

// smallCollection is the most grids the Choose dialog lists as buttons;
// larger collections get the numbered chooser.
const smallCollection = 9

// label names grid i of c for the chooser: by its number (numbered, for
// the list of a small collection; the numbered chooser shows the number
// itself) and its own name, else its clue count. A name every grid shares
// (an OpenSudoku folder's) names the collection, not the grid.
func (c *gridChoice) label(u *ui, i int, numbered bool) string {
	if c.variants != nil {
		n := 0
		if numbered {
			n = i + 1
		}
		return u.variantLabel(c.variants[i], n)
	}
	e := c.entries[i]
	name := e.Name
	if name != "" && len(c.entries) > 1 {
		shared := true
		for _, o := range c.entries {
			shared = shared && o.Name == name
		}
		if shared {
			name = ""
		}
	}
	switch {
	case name != "" && numbered:
		return u.cat.T(i18n.GridNamed, i+1, name)
	case name != "":
		return name
	case numbered:
		return u.cat.T(i18n.GridClues, i+1, e.Grid.Clues())
	}
	return u.cat.T(i18n.Clues, e.Grid.Clues())
}

// chosen follows the grid chooser of c (-1: cancelled).
func (c *gridChoice) chosen(u *ui, i int) {
	u.closeModal()
	if c == nil || i < 0 || i >= c.count() {
		return
	}
	if c.variants != nil {
		u.playVariant(c.variants[i])
		return
	}
	u.prepare(c.file, c.entries[i], c.purpose)
}

// gridListPanel chooses a grid of a file with a few, one button each.
type gridListPanel struct {
	dialog widgets.Dialog
	choice *gridChoice
}

func (p *gridListPanel) update(u *ui, gtx layout.Context) {
	if a, ok := p.dialog.Update(gtx); ok {
		p.choice.chosen(u, a.Index)
	}
}

func (p *gridListPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, p.choice.count())
	for i := range opts {
		opts[i] = p.choice.label(u, i, true)
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.ChooseGrid, p.choice.title), opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// gridNumberPanel chooses a grid of a large collection by its number.
type gridNumberPanel struct {
	chooser widgets.GridChooser
	choice  *gridChoice
}

func (p *gridNumberPanel) update(u *ui, gtx layout.Context) {
	for {
		e, ok := p.chooser.Update(gtx)
		if !ok {
			return
		}
		switch e.Kind {
		case widgets.ChooserOpen:
			p.choice.chosen(u, e.Index)
			return
		case widgets.ChooserCancel:
			p.choice.chosen(u, -1)
			return
		case widgets.ChooserRandom:
			p.chooser.SetIndex(u.rand().Intn(p.choice.count()))
		}
	}
}

func (p *gridNumberPanel) layout(u *ui, gtx layout.Context) {
	i := p.chooser.Index()
	v := widgets.ChooserView{Title: u.cat.T(i18n.ChooseGrid, p.choice.title), Count: p.choice.count()}
	if i >= 0 && i < p.choice.count() {
		v.Detail = p.choice.label(u, i, false)
	}
	t := u.cat.T
	widgets.ChooserStyle{Theme: u.th, Chooser: &p.chooser, View: v, Keys: t(i18n.ChooserKeys), Random: t(i18n.ChooserRandom),
		Cancel: t(i18n.Cancel), Open: t(i18n.Open), Of: func(i, n int) string { return t(i18n.ChooserOf, i, n) }}.Layout(gtx)
}

// access describes the panel to a screen reader (access.go).
func (p *gridListPanel) access(u *ui) *access.Panel {
	var opts []string
	for i := range p.choice.count() {
		opts = append(opts, p.choice.label(u, i, true))
	}
	return dialogPanel("grids", a11y.RoleDialog, &p.dialog, u.cat.T(i18n.ChooseGrid, p.choice.title), nil, append(opts, u.cat.T(i18n.Cancel))...)
}

// access describes the panel to a screen reader (access.go).
func (p *gridNumberPanel) access(u *ui) *access.Panel {
	i := p.chooser.Index()
	ap := &access.Panel{ID: "chooser", Role: a11y.RoleDialog, Title: u.cat.T(i18n.ChooseGrid, p.choice.title),
		Text: []string{u.cat.T(i18n.ChooserOf, i+1, p.choice.count())}}
	if i >= 0 && i < p.choice.count() {
		ap.Text = append(ap.Text, p.choice.label(u, i, false))
	}
	ap.Text = append(ap.Text, u.cat.T(i18n.ChooserKeys))
	t := u.cat.T
	for _, b := range []struct {
		id   string
		name string
		k    int
	}{
		{"previous", t(i18n.ChooserPrevious), widgets.ChooserPreviousButton},
		{"next", t(i18n.ChooserNext), widgets.ChooserNextButton},
		{"random", t(i18n.ChooserRandom), widgets.ChooserRandomButton},
		{"cancel", t(i18n.Cancel), widgets.ChooserCancelButton},
		{"open", t(i18n.Open), widgets.ChooserOpenButton},
	} {
		k := b.k
		// Open is the panel's default (Return), drawn with the focus ring.
		ap.Controls = append(ap.Controls, access.Control{ID: "chooser." + b.id, Name: b.name, Rect: p.chooser.ButtonRect(k),
			Focused: k == widgets.ChooserOpenButton, Press: func() { p.chooser.Press(k) }})
	}
	return ap
}
