package window

// The New game choosers: the variant (docs/variants.md), then the level
// (or, for the classic game, a blank grid); in create mode, the level of the
// puzzle to generate.

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// newGame asks for a new game: the variant, the level, then a puzzle
// generated off the UI goroutine (Blank grid goes to Editing).
func (u *ui) newGame() {
	u.ask(model.ActNew, func() { u.open(&variantPanel{}) })
}

// generateEdit fills the grid being built with a generated puzzle.
func (u *ui) generateEdit() {
	u.ask(model.ActGenerate, func() { u.open(&levelPanel{edit: true}) })
}

// variantPanel is New game's first question: the variant, the one last
// started focused (Settings.LastVariant).
type variantPanel struct {
	dialog widgets.Dialog
}

func (p *variantPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	if a.Index >= 0 && a.Index < len(solver.Variants) {
		u.open(&levelPanel{variant: solver.Variants[a.Index]})
	}
}

func (p *variantPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, len(solver.Variants))
	for i, v := range solver.Variants {
		opts[i] = u.cat.Variant(v)
	}
	st := widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.NewGameHead), opts...).WithCancel(u.cat.T(i18n.Cancel))
	st.Default = int(u.game.Settings().LastVariant())
	st.Layout(gtx)
}

// levelPanel chooses the level of a new game of variant (with Blank grid
// for the classic game), or with edit that of the puzzle create mode
// generates.
type levelPanel struct {
	dialog  widgets.Dialog
	edit    bool
	variant solver.Variant
}

// levels are the levels offered: all five for the classic game, all but
// Expert for the variants (solver.ErrLevelNotOffered).
func (p *levelPanel) levels() []solver.Level {
	if p.variant == solver.Classic {
		return solver.Levels[:]
	}
	var ls []solver.Level
	for _, l := range solver.Levels {
		if l != solver.Expert {
			ls = append(ls, l)
		}
	}
	return ls
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
	for _, l := range p.levels() {
		opts = append(opts, u.cat.Level(l))
	}
	title := u.cat.T(i18n.GenerateHead)
	msg := ""
	switch {
	case p.edit:
	case p.variant == solver.Classic:
		title = u.cat.T(i18n.NewGameHead)
		opts = append(opts, u.cat.T(i18n.BlankGrid))
	default:
		title = u.cat.T(i18n.NewGameLevelHead, u.cat.Variant(p.variant))
		msg = u.cat.T(i18n.VariantNoExpert)
	}
	st := widgets.Choose(u.th, &p.dialog, title, opts...).WithCancel(u.cat.T(i18n.Cancel))
	st.Message = msg
	st.Layout(gtx)
}

// newGame follows the level question: index i < len(p.levels()) is a
// level, len(p.levels()) the blank grid (classic game only), -1 Escape.
// The variant chosen is remembered for the next New game.
func (p *levelPanel) newGame(u *ui, i int) {
	u.closeModal()
	levels := p.levels()
	switch {
	case i < 0:
	case i < len(levels):
		if s := u.game.Settings(); s.LastVariant() != p.variant {
			s.SetLastVariant(p.variant)
			u.game.SetSettings(s)
			u.saveSettings()
		}
		u.generate(p.variant, levels[i], func(p model.Puzzle) {
			if err := u.game.Load(p); err != nil {
				u.refused(err)
			}
		})
	case i == len(levels) && p.variant == solver.Classic:
		u.blankGrid()
	}
}

func (p *levelPanel) generate(u *ui, i int) {
	u.closeModal()
	if i < 0 || i >= len(solver.Levels) {
		return
	}
	u.generate(solver.Classic, solver.Levels[i], func(p model.Puzzle) {
		u.refused(u.game.FillEdit(p.Givens))
	})
}

// access describes the panel to a screen reader (access.go).
func (p *variantPanel) access(u *ui) *access.Panel {
	var opts []string
	for _, v := range solver.Variants {
		opts = append(opts, u.cat.Variant(v))
	}
	return dialogPanel("variant", a11y.RoleDialog, &p.dialog, u.cat.T(i18n.NewGameHead), nil, append(opts, u.cat.T(i18n.Cancel))...)
}

// access describes the panel to a screen reader (access.go).
func (p *levelPanel) access(u *ui) *access.Panel {
	var opts []string
	for _, l := range p.levels() {
		opts = append(opts, u.cat.Level(l))
	}
	title, msg := u.cat.T(i18n.GenerateHead), ""
	switch {
	case p.edit:
	case p.variant == solver.Classic:
		title = u.cat.T(i18n.NewGameHead)
		opts = append(opts, u.cat.T(i18n.BlankGrid))
	default:
		title = u.cat.T(i18n.NewGameLevelHead, u.cat.Variant(p.variant))
		msg = u.cat.T(i18n.VariantNoExpert)
	}
	return dialogPanel("level", a11y.RoleDialog, &p.dialog, title, nonEmpty(msg), append(opts, u.cat.T(i18n.Cancel))...)
}
