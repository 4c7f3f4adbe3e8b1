package window

// The modal panels: each is a small type with its own widget state, that
// follows its input (update) and draws itself (layout). The ui holds the
// one open (ui.modal, nil when none); while one is, the board, the pad, the
// header and the shortcuts take no input. A panel closes through
// ui.closeModal, which also opens what waits (an Info, the score panel).

import (
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// panel is a modal panel.
type panel interface {
	// update follows the player's input of this frame; it may close the
	// panel or open another.
	update(u *ui, gtx layout.Context)
	// layout draws the panel over the window.
	layout(u *ui, gtx layout.Context)
}

// layoutModal follows the open panel's input, then draws it if it is still
// open.
func (u *ui) layoutModal(gtx layout.Context) {
	p := u.modal
	if p == nil {
		return
	}
	p.update(u, gtx)
	if u.modal == p {
		p.layout(u, gtx)
	}
}

// open makes p the modal panel.
func (u *ui) open(p panel) { u.modal = p }

// closeModal closes the modal panel and shows what waits.
func (u *ui) closeModal() {
	u.modal = nil
	u.nextInfo()
	u.showScore()
}

// isOpen reports whether the modal panel is p.
func (u *ui) isOpen(p panel) bool { return u.modal == p }

// confirmPanel asks the model's pending question; run runs on Yes.
type confirmPanel struct {
	dialog widgets.Dialog
	run    func()
}

func (p *confirmPanel) update(u *ui, gtx layout.Context) {
	if _, ok := u.game.Pending(); !ok {
		u.closeModal()
		return
	}
	if a, ok := p.dialog.Update(gtx); ok {
		p.answer(u, a.Yes())
	}
}

func (p *confirmPanel) layout(u *ui, gtx layout.Context) {
	c, _ := u.game.Pending()
	title, msg := p.texts(u, c)
	widgets.Alert(u.th, &p.dialog, title, msg, u.cat.T(i18n.Yes), u.cat.T(i18n.No)).Layout(gtx)
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

// createPanel chooses what Create starts from: a blank grid (first, the
// default) or the grid on the board.
type createPanel struct{ dialog widgets.Dialog }

func (p *createPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	switch a.Index {
	case 0:
		u.blankGrid()
	case 1:
		u.refused(u.game.Edit())
	}
}

func (p *createPanel) layout(u *ui, gtx layout.Context) {
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.CreateHead), u.cat.T(i18n.BlankGrid), u.cat.T(i18n.EditThisGrid)).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// collectionPanel chooses a bundled collection.
type collectionPanel struct{ dialog widgets.Dialog }

func (p *collectionPanel) update(u *ui, gtx layout.Context) {
	if a, ok := p.dialog.Update(gtx); ok {
		p.chosen(u, a.Index)
	}
}

func (p *collectionPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, len(u.collections))
	for i, c := range u.collections {
		opts[i] = u.collectionLabel(c)
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.CollectionHead), opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
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
	opts := make([]string, len(p.choice.entries))
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
			p.chooser.SetIndex(u.rand().Intn(len(p.choice.entries)))
		}
	}
}

func (p *gridNumberPanel) layout(u *ui, gtx layout.Context) {
	i := p.chooser.Index()
	v := widgets.ChooserView{Title: u.cat.T(i18n.ChooseGrid, p.choice.title), Count: len(p.choice.entries)}
	if i >= 0 && i < len(p.choice.entries) {
		v.Detail = p.choice.label(u, i, false)
	}
	t := u.cat.T
	widgets.ChooserStyle{Theme: u.th, Chooser: &p.chooser, View: v, Keys: t(i18n.ChooserKeys), Random: t(i18n.ChooserRandom),
		Cancel: t(i18n.Cancel), Open: t(i18n.Open), Of: func(i, n int) string { return t(i18n.ChooserOf, i, n) }}.Layout(gtx)
}

// infoPanel tells something: an error, a warning, a result.
type infoPanel struct {
	dialog         widgets.Dialog
	title, message string
}

func (p *infoPanel) update(u *ui, gtx layout.Context) {
	if _, ok := p.dialog.Update(gtx); ok {
		u.closeModal()
	}
}

func (p *infoPanel) layout(u *ui, gtx layout.Context) {
	widgets.Info(u.th, &p.dialog, p.title, p.message, u.cat.T(i18n.OK)).Layout(gtx)
}

// textPanel shows text and tables: the shortcuts, About, the statistics.
type textPanel struct {
	panel widgets.TextPanel
	view  widgets.TextPanelView
}

func (p *textPanel) update(u *ui, gtx layout.Context) {
	if p.panel.Update(gtx) {
		u.closeModal()
	}
}

func (p *textPanel) layout(u *ui, gtx layout.Context) {
	widgets.TextPanelStyle{Theme: u.th, Panel: &p.panel, View: p.view, Close: u.cat.T(i18n.Close)}.Layout(gtx)
}

// settingsPanel is the settings form; a change applies at once.
type settingsPanel struct{ form widgets.SettingsForm }

func (p *settingsPanel) update(u *ui, gtx layout.Context) {
	for {
		e, ok := p.form.Update(gtx)
		if !ok {
			return
		}
		switch e.Kind {
		case widgets.SettingChanged:
			p.changed(u, e.Row, e.Value)
		case widgets.SettingsClosed:
			u.closeModal()
			return
		}
	}
}

func (p *settingsPanel) layout(u *ui, gtx layout.Context) {
	t := u.cat.T
	widgets.SettingsStyle{Theme: u.th, Form: &p.form, View: p.view(u), On: t(i18n.SetOn), Off: t(i18n.SetOff), Close: t(i18n.Close)}.Layout(gtx)
}

// scorePanel shows the result of a solve.
type scorePanel struct{ panel widgets.ScorePanel }

func (p *scorePanel) update(u *ui, gtx layout.Context) {
	if p.panel.Update(gtx) {
		u.closeModal()
	}
}

func (p *scorePanel) layout(u *ui, gtx layout.Context) {
	c := u.cat
	t := c.T
	widgets.ScoreStyle{Theme: u.th, Panel: &p.panel, View: p.view(u), Labels: widgets.ScoreLabels{
		Title: t(i18n.SolvedTitle), Level: t(i18n.ScoreLevel), Rating: t(i18n.ScoreRating), Complexity: t(i18n.ScoreComplex),
		Time: t(i18n.ScoreTime), Expected: t(i18n.ScoreExpect), Points: t(i18n.ScorePoints), Best: t(i18n.ScoreBest),
		NewBest: t(i18n.ScoreNewBest), NoBest: t(i18n.ScoreNoBest), NotAPuzzle: t(i18n.NotAPuzzle), Close: t(i18n.Close),
		Assists: func(n int) string { return t(i18n.ScoreAssists, n) }, Decimal: c.Decimal, Int: c.Int,
	}}.Layout(gtx)
}

// view fills the score panel from the game's result.
func (p *scorePanel) view(u *ui) widgets.ScoreView {
	r, _ := u.game.Result()
	var techniques []string
	if p := u.game.Puzzle(); p.Unique {
		var names []string
		for _, k := range p.Grade.Techniques {
			if t, err := solver.ParseTechnique(k); err == nil {
				names = append(names, u.cat.TechniqueName(t))
			}
		}
		if len(names) > 0 {
			techniques = append(techniques, u.cat.T(i18n.ScoreNeeded, strings.Join(names, ", ")))
		}
	}
	if hinted := u.game.Hinted(); len(hinted) > 0 {
		var names []string
		for _, t := range hinted {
			names = append(names, u.cat.TechniqueName(t))
		}
		techniques = append(techniques, u.cat.T(i18n.ScoreHinted, strings.Join(names, ", ")))
	}
	return widgets.ScoreView{
		Techniques: techniques,
		Level:      u.cat.Level(r.Level),
		Rating:     r.Rating,
		Complexity: r.Complexity,
		Time:       r.Time,
		Expected:   r.Expected,
		Score:      r.Score,
		Stars:      r.Stars,
		Best:       r.BestTime,
		NewBest:    r.NewBest,
		Assists:    r.Hints + r.Checks,
		NotAPuzzle: r.Level == 0,
	}
}

// pickerPanel is the in-window file picker, opening a file or, with save,
// choosing where to write one.
type pickerPanel struct {
	picker widgets.FilePicker
	view   widgets.PickerView
	save   bool
}

func (p *pickerPanel) update(u *ui, gtx layout.Context) {
	for u.isOpen(p) {
		e, ok := p.picker.Update(gtx)
		if !ok {
			return
		}
		p.event(u, e)
	}
}

func (p *pickerPanel) layout(u *ui, gtx layout.Context) {
	t := u.cat.T
	title, ok := t(i18n.PickerOpenTitle), t(i18n.Open)
	if p.view.Save {
		title, ok = t(i18n.PickerSaveTitle), t(i18n.Save)
	}
	widgets.PickerStyle{Theme: u.th, Picker: &p.picker, View: p.view, Title: title, OK: ok, Parent: t(i18n.PickerParent),
		PathHint: t(i18n.PickerPath), Empty: t(i18n.PickerEmpty), Cancel: t(i18n.Cancel)}.Layout(gtx)
}

// busyPanel is the progress overlay of the task in progress; Escape
// cancels a task that can be cancelled, and any other key says on the
// status line what the window is busy with.
type busyPanel struct{ overlay widgets.BusyOverlay }

func (p *busyPanel) update(u *ui, gtx layout.Context) {
	if u.busy() == nil {
		u.closeModal()
		return
	}
	for {
		e, ok := p.overlay.Update(gtx)
		if !ok {
			return
		}
		switch e {
		case widgets.BusyCancel:
			u.cancelBusy()
		case widgets.BusyKey:
			u.busyKey()
		}
		if u.busy() == nil {
			return
		}
	}
}

func (p *busyPanel) layout(u *ui, gtx layout.Context) {
	b := u.busy()
	widgets.BusyStyle{Theme: u.th, Overlay: &p.overlay, Title: b.Title, Message: b.Message,
		Started: b.Started, Cancellable: b.Cancellable(), Cancel: u.cat.T(i18n.Cancel), Waiting: b.Waiting}.Layout(gtx)
}

// showScore opens the score panel after the light wave, once nothing else
// is open; it shows the game's result, so a game that moved on shows none.
func (u *ui) showScore() {
	if !u.scoreWaiting || u.modal != nil || u.busy() != nil {
		return
	}
	u.scoreWaiting = false
	if _, ok := u.game.Result(); ok {
		u.open(&scorePanel{})
	}
}

// ask starts action a: run runs now when a needs no confirmation, or when
// the player answers Yes to the model's question.
func (u *ui) ask(a model.Action, run func()) {
	ok, err := u.game.Ask(a)
	if err != nil {
		u.refused(err)
		return
	}
	if ok {
		run()
		return
	}
	u.open(&confirmPanel{run: run})
}

// answer closes the model's pending question that p asks.
func (p *confirmPanel) answer(u *ui, yes bool) {
	u.closeModal()
	if _, ok := u.game.Answer(yes); ok && p.run != nil {
		p.run()
	}
}
