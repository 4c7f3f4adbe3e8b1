package window

// The window's view: what widgets.WindowStyle draws (the header, create
// mode's row, the board and the number pad, the status line), filled from
// the model and the command table every frame. The modal panels over it
// are in panel_*.go (modals.go says how they open and close).

import (
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// boardView fills the board's view from the game.
func (u *ui) boardView() widgets.BoardView {
	g := u.game
	st := g.State()
	s := g.Settings()
	in := &u.input
	v := widgets.BoardView{
		Active:         st == model.Playing || st == model.Editing,
		Hidden:         st == model.Paused,
		Cursor:         in.Cursor(),
		Mode:           in.Mode(g),
		NotesMode:      in.NotesMode(),
		Digit:          in.Digit(),
		HighlightUnits: s.HighlightUnits,
		HighlightSame:  s.HighlightDigits,
		// The numbers' room is kept always, so the grid stays put when
		// they show (a hint opening).
		LabelRoom:   true,
		Labels:      s.Labels,
		PausedTitle: u.cat.T(i18n.PausedTitle),
		PausedHint:  u.cat.T(i18n.PausedHint),
		Geometry:    g.Geometry(),
	}
	for _, c := range in.Selection().Cells() {
		v.Selected[c] = true
	}
	if u.notStarted() && u.busy() == nil {
		// Not while a task runs (a file opening, a puzzle being made):
		// the grid shown is not the one that will play, and a Return
		// typed then would stop the one that does.
		v.Prompt = u.cat.T(i18n.StartPrompt)
	}
	for i := range 81 {
		c := g.Cell(i)
		v.Cells[i] = c.Digit
		v.Given[i] = c.Given
		v.Notes[i] = c.Notes
		v.Corner[i] = c.Corner
		v.Colours[i] = c.Colours
		v.CandColours[i] = c.CandColours
		v.Clash[i] = c.Clash
		v.Wrong[i] = c.Wrong
		v.Revealed[i] = c.Revealed
	}
	u.hintBoard(&v)
	return v
}

// markModeLabel names the number pad's mode button after what a plain
// digit writes now; the button cycles to the next mode.
var markModeLabel = [...]*i18n.Message{model.MarkDigit: i18n.ModeDigits, model.MarkCorner: i18n.ModeCorner, model.MarkCentre: i18n.ModeCentre, model.MarkColour: i18n.ModeColour}

// notStarted reports whether the board shows a grid not yet played: the
// first start's demo grid, a grid picked from a collection before Start.
func (u *ui) notStarted() bool {
	g := u.game
	return g.State() == model.IdleUnsolved && !g.Revealed() && g.Givens().Clues() > 0 &&
		g.Grid().Clues() == g.Givens().Clues()
}

// padView fills the number pad's view: how many of each digit are still to
// place.
func (u *ui) padView(bv widgets.BoardView) widgets.PadView {
	pv := widgets.PadView{Mode: bv.Mode, Digit: bv.Digit, NotesMode: bv.NotesMode, Active: bv.Active && !bv.Hidden,
		EraseLabel: u.cat.T(i18n.Erase), NotesLabel: u.cat.T(markModeLabel[u.input.Marks()]),
		Colours: u.input.Marks() == model.MarkColour}
	if bv.Hidden {
		// The board is hidden: so are the counts of what is left.
		return pv
	}
	counts := u.game.Counts()
	for d := 1; d <= 9; d++ {
		pv.Remaining[d] = max(0, 9-counts[d])
	}
	return pv
}

// stateText is the status line's state. A grid not being played says
// whether it was given up, stopped with digits on it, or not started.
func (u *ui) stateText() string {
	g := u.game
	if g.State() == model.IdleUnsolved {
		switch {
		case g.Revealed():
			// The legend of the revealed digits' colour.
			return u.cat.T(i18n.StateGivenUpShown)
		case g.Grid().Clues() > g.Givens().Clues():
			return u.cat.T(i18n.StateStopped)
		}
	}
	return u.cat.State(g.State())
}

// difficultyText is the status line's detail: the level, the rating (a
// classic puzzle's: a bound says so, and says when the window is grading
// it exactly, grade.go) and the complexity of the grid on the board.
func (u *ui) difficultyText() string {
	g := u.game
	if g.State() == model.Editing {
		return ""
	}
	p := g.Puzzle()
	v := g.Variant()
	if p.Givens.Clues() == 0 && v == solver.Classic {
		return ""
	}
	text := u.cat.Level(0)
	switch {
	case !p.Unique:
	case v != solver.Classic:
		// The variants' ratings are ours, not the reference's: not shown.
		text = u.cat.T(i18n.Difficulty, u.cat.Level(p.Grade.Level), u.cat.Int(p.Grade.Complexity))
	default:
		msg := i18n.StatusRating
		if !p.Grade.Exact {
			msg = i18n.StatusRatingBound
			if u.exactGradingNow() {
				msg = i18n.StatusRatingGrading
			}
		}
		text = u.cat.T(msg, u.cat.Level(p.Grade.Level), u.cat.Decimal(p.Grade.Rating, 1), u.cat.Int(p.Grade.Complexity))
	}
	if v != solver.Classic {
		text = u.cat.T(i18n.VariantDifficulty, u.cat.Variant(v), text)
	}
	return text
}

// windowView fills the window's view from the game and the command table.
func (u *ui) windowView() widgets.WindowView {
	g := u.game
	detail, short := u.difficultyText(), ""
	if p := g.Puzzle(); p.Unique && g.State() != model.Editing {
		short = u.cat.Level(p.Grade.Level)
		if v := g.Variant(); v != solver.Classic {
			short = u.cat.T(i18n.VariantDifficulty, u.cat.Variant(v), short)
		}
	}
	if u.message != "" {
		detail, short = u.message, ""
	}
	bv := u.boardView()
	v := widgets.WindowView{
		Tools:        u.tools(inHeader),
		End:          u.tools(inHeaderEnd),
		MenuLabel:    u.cat.T(i18n.Menu),
		Menu:         u.menuItems(),
		Clock:        g.Elapsed(),
		ShowClock:    u.showClock(),
		ClockRunning: g.ClockRunning(),
		State:        u.stateText(),
		Detail:       detail,
		DetailShort:  short,
		Solved:       g.State() == model.IdleSolved,
		Board:        bv,
		Pad:          u.padView(bv),
		Hint:         u.hintPanel(),
	}
	if g.State() == model.Editing {
		v.EditTools = u.tools(inEditBar)
	}
	if u.ownFrame && !u.fullscr {
		v.Frame = widgets.FrameView{On: true, Title: "Sudoku", Maximized: u.maximized,
			Minimize: u.cat.T(i18n.FrameMinimize), Maximize: u.cat.T(i18n.FrameMaximize),
			Restore: u.cat.T(i18n.FrameRestore), Close: u.cat.T(i18n.Close)}
	}
	return v
}

// layoutWindow draws everything under the modal panel.
func (u *ui) layoutWindow(gtx layout.Context) {
	v := u.windowView()
	u.acc.pad = v.Pad // the pad's keys as drawn, for a screen reader (access.go)
	widgets.WindowStyle{Theme: u.th, Board: &u.board, Pad: &u.pad, Menu: &u.menu, Frame: &u.frameBtns, HintScroll: &u.hintScroll, View: v, Places: &u.acc.places}.Layout(gtx)
}

// showClock reports whether the clock shows: the setting says so, and a
// game is being played or was (not while building a grid).
func (u *ui) showClock() bool {
	return u.game.Settings().ShowClock && u.game.State() != model.Editing
}
