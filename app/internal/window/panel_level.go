package window

// The level chooser: New game's level (or a blank grid) and, in create
// mode, the level of the puzzle to generate.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// newGame asks for a new game: the level, then a puzzle generated off the
// UI goroutine (Blank grid goes to Editing).
func (u *ui) newGame() {
	u.ask(model.ActNew, func() { u.open(&levelPanel{}) })
}

// generateEdit fills the grid being built with a generated puzzle.
func (u *ui) generateEdit() {
	u.ask(model.ActGenerate, func() { u.open(&levelPanel{edit: true}) })
}

// levelPanel chooses the level of a new game (with Blank grid), or with
// edit that of the puzzle create mode generates.
type levelPanel struct {
	dialog widgets.Dialog
	edit   bool
}

func (p *levelPanel) update(u *ui, gtx layout.Context) {
	if a, ok := p.dialog.Update(gtx); ok {
		if p.edit {
			p.generate(u, a.Index)
		} else {
			p.newGame(u, a.Index)
		}
	}
}

func (p *levelPanel) layout(u *ui, gtx layout.Context) {
	var opts []string
	for _, l := range solver.Levels {
		opts = append(opts, u.cat.Level(l))
	}
	title := u.cat.T(i18n.GenerateHead)
	if !p.edit {
		title = u.cat.T(i18n.NewGameHead)
		opts = append(opts, u.cat.T(i18n.BlankGrid))
	}
	widgets.Choose(u.th, &p.dialog, title, opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// newGame follows the New dialog: index i < len(solver.Levels) is a level
// (five, Easy to Master: 0–4), len(solver.Levels) the blank grid, -1
// Escape.
func (p *levelPanel) newGame(u *ui, i int) {
	u.closeModal()
	switch {
	case i < 0:
	case i < len(solver.Levels):
		lvl := solver.Levels[i]
		u.generate(lvl, func(p model.Puzzle) {
			if err := u.game.Load(p); err != nil {
				u.refused(err)
			}
		})
	case i == len(solver.Levels):
		u.blankGrid()
	}
}

func (p *levelPanel) generate(u *ui, i int) {
	u.closeModal()
	if i < 0 || i >= len(solver.Levels) {
		return
	}
	u.generate(solver.Levels[i], func(p model.Puzzle) {
		u.refused(u.game.FillEdit(p.Givens))
	})
}
