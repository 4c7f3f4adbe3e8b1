package window

// The hint ladder in the window (docs/behaviour.md, "Hints"): H, the menu's
// Hint and the panel's buttons climb it; the model works the hint out and
// counts it; this file words it through the catalogue, fills the panel
// that takes the number pad's place and the overlay the board draws.
// Finding a hint takes well under a millisecond on an Expert position
// (BenchmarkHintExpert in model), so it runs on the UI goroutine; only the
// nested forcing chains, past 9.0, are looked for as a task (hint).

import (
	"context"
	"unicode"
	"unicode/utf8"

	"gioui.org/io/key"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// hintButtons are the hint panel's buttons.
type hintButtons struct {
	next, apply, undo, whatIs widgets.Button
	prevLink, nextLink        widgets.Button // a chain's walk
	zoom                      widgets.Button
}

// hintWalk is where the chain walk of the hint panel is: the page shown,
// and the hint and rung it belongs to (another starts at page 0).
type hintWalk struct {
	page int
	of   string
	// pages are the walk's pages, kept for the hint, its candidates and
	// the catalogue they were made for: a nested forcing chain's inner
	// chains cost a propagation each, and a frame asks several times.
	pages []i18n.ChainPage
	notes [81]solver.Mask
	cat   *i18n.Catalog
}

// walkPages returns the open ladder's chain walk and the page shown; nil
// before rung 2 or for a hint that is no chain.
func (u *ui) walkPages() ([]i18n.ChainPage, int) {
	h, rung, ok := u.game.Hint()
	if !ok || rung < 2 {
		return nil, 0
	}
	if id := h.Step.String(); u.walk.of != id || u.walk.notes != h.Notes {
		u.walk = hintWalk{of: id, notes: h.Notes, pages: u.cat.ChainPages(h), cat: u.cat}
	} else if u.walk.cat != u.cat {
		u.walk.pages, u.walk.cat = u.cat.ChainPages(h), u.cat // the language changed: same page
	}
	pages := u.walk.pages
	if len(pages) == 0 {
		return nil, 0
	}
	u.walk.page = min(max(u.walk.page, 0), len(pages)-1)
	return pages, u.walk.page
}

// turnWalk turns the chain walk d pages (Previous −1, Next +1); false when
// no walk shows.
func (u *ui) turnWalk(d int) bool {
	pages, p := u.walkPages()
	if pages == nil {
		return false
	}
	u.walk.page = min(max(p+d, 0), len(pages)-1)
	return true
}

// hintScrollFor keeps the hint panel's scrolled text at its top for each
// new text (a new rung or hint).
func (u *ui) hintScrollFor(text string) {
	if text != u.hintText {
		u.hintText = text
		u.hintScroll.Position = layout.Position{}
	}
}

// hint climbs the ladder one rung (H, the menu). Outside a game it says
// what to do instead.
func (u *ui) hint() {
	switch u.game.State() {
	case model.Playing:
	case model.Editing:
		u.say(u.cat.T(i18n.HintEditing))
		return
	case model.IdleUnsolved, model.IdleSolved:
		u.say(u.cat.T(i18n.HintIdle))
		return
	}
	if !u.game.Puzzle().Unique && u.game.State() == model.Playing {
		u.say(u.cat.T(i18n.HintNotPuzzle))
		return
	}
	if q, ok := u.game.DeepHintWanted(); ok {
		// Only the nested forcing chains may have a step here: they can
		// take seconds, so they are looked for as a task (Escape cancels
		// it); the ladder opens with what they find, or with the cell of
		// the solution, if the board is still where it was.
		u.startTask(u.cat.T(i18n.HintSearchTitle), u.cat.T(i18n.HintSearching), control.Cancellable,
			func(ctx context.Context) func() {
				h, err := q.Find(ctx)
				return func() {
					if err != nil {
						return
					}
					if _, _, err := u.game.OfferHint(q, h); err != nil {
						u.refused(err)
					}
				}
			})
		return
	}
	if _, _, err := u.game.AskHint(); err != nil {
		u.refused(err)
	}
}

// closeHint is Escape: it closes the ladder; with none open it says, as
// any key nothing takes, that it does nothing here.
func (u *ui) closeHint() {
	if _, _, ok := u.game.Hint(); !ok {
		u.unboundKey(key.Event{Name: key.NameEscape})
		return
	}
	u.game.CloseHint()
}

// hintClicks runs the hint panel's buttons.
func (u *ui) hintClicks(gtx layout.Context) {
	b := &u.hintBtns
	for b.next.Clicked(gtx) {
		u.hint()
	}
	for b.apply.Clicked(gtx) {
		u.refused(u.game.ApplyHint())
	}
	for b.undo.Clicked(gtx) {
		u.refused(u.game.UndoToHint())
	}
	for b.prevLink.Clicked(gtx) {
		u.turnWalk(-1)
	}
	for b.nextLink.Clicked(gtx) {
		u.turnWalk(1)
	}
	for b.zoom.Clicked(gtx) {
		u.toggleZoom()
	}
	for b.whatIs.Clicked(gtx) {
		h, _, ok := u.game.Hint()
		switch {
		case !ok || h.Kind != model.HintStep:
		case h.Variant != nil && variantGuideKey(h.Geometry, *h.Variant) != "":
			u.showVariantGuide(variantGuideKey(h.Geometry, *h.Variant))
		case h.Step.Technique.Valid():
			u.showGuide(h.Step.Technique)
		}
	}
}

// hintPanel fills the panel of the open ladder; nil when it is closed.
func (u *ui) hintPanel() *widgets.HintPanelView {
	h, rung, ok := u.game.Hint()
	if !ok {
		return nil
	}
	c, b := u.cat, &u.hintBtns
	v := &widgets.HintPanelView{Title: c.T(i18n.HintTitle)}
	apply := widgets.Tool{Button: &b.apply, Label: c.T(i18n.HintApply), Enabled: true}
	switch h.Kind {
	case model.HintStep:
		v.Title = capital(c.HintName(h))
		v.Text = c.HintLook(h)
		v.Rule = c.T(i18n.HintRuleFree)
		if pages, p := u.walkPages(); pages != nil {
			// A chain told link by link: Previous and Next (and the
			// arrows) turn the pages, Apply stays.
			v.Text = pages[p].Text + " " + c.T(i18n.HintPageOf, p+1, len(pages))
			v.Rule = c.T(i18n.HintRuleCounted)
			v.Buttons = append(v.Buttons,
				widgets.Tool{Button: &b.nextLink, Label: c.T(i18n.HintNext), Enabled: p < len(pages)-1},
				widgets.Tool{Button: &b.prevLink, Label: c.T(i18n.HintPrevious), Enabled: p > 0}, apply)
		} else if rung >= 2 {
			v.Text = c.HintWhy(h)
			v.Rule = c.T(i18n.HintRuleCounted)
			v.Buttons = append(v.Buttons, apply)
		} else {
			v.Buttons = append(v.Buttons, widgets.Tool{Button: &b.next, Label: c.T(i18n.HintShowMe), Enabled: true}, apply)
		}
		if u.zoomOffered() {
			// Before the guide's button, which gives way first in a
			// low panel.
			label := c.T(i18n.HintZoom)
			if u.zoom {
				label = c.T(i18n.HintZoomOut)
			}
			v.Buttons = append(v.Buttons, widgets.Tool{Button: &b.zoom, Label: label, Enabled: true})
		}
		// The panel's title names the technique: the guide's button
		// need not (with the name it was cut in a narrow panel).
		// A Killer technique has no classic technique: its page is in the
		// guide's variant part (variantGuideKey).
		if h.Step.Technique.Valid() || h.Variant != nil && variantGuideKey(h.Geometry, *h.Variant) != "" {
			v.Buttons = append(v.Buttons, widgets.Tool{Button: &b.whatIs, Enabled: true, Label: c.T(i18n.HintWhatIs)})
		}
	case model.HintWrongDigit:
		// Erase first: it is what the next H does, and the first button
		// is drawn as the default one.
		v.Text, v.Rule = c.HintLook(h), c.T(i18n.HintRuleCounted)
		apply.Label = c.T(i18n.HintErase)
		v.Buttons = append(v.Buttons, apply)
		if h.Undos > 0 {
			v.Buttons = append(v.Buttons, widgets.Tool{Button: &b.undo, Label: c.T(i18n.HintUndoTo), Enabled: true})
		}
	case model.HintWrongNotes:
		v.Text, v.Rule = c.HintLook(h), c.T(i18n.HintRuleCounted)
		apply.Label = c.T(i18n.HintAddNote)
		v.Buttons = append(v.Buttons, apply)
	case model.HintStuck:
		v.Text, v.Rule = c.HintLook(h), c.T(i18n.HintRuleCounted)
		apply.Label = c.T(i18n.HintPlaceIt)
		v.Buttons = append(v.Buttons, apply)
	}
	u.hintScrollFor(v.Text)
	return v
}

// hintBoard marks the open ladder's hint on the board: the cell a mistake
// or a stuck hint is about; from the second rung of a step its pattern,
// over the candidates the solver worked on where the player keeps no notes.
func (u *ui) hintBoard(v *widgets.BoardView) {
	h, rung, ok := u.game.Hint()
	if !ok || h.Kind != model.HintStep || rung < 2 {
		u.zoom = false // the zoom ends with the pattern
	}
	if !ok {
		return
	}
	// The row and column numbers show while a hint does: its words name
	// cells by them.
	v.Labels = true
	if h.Kind != model.HintStep {
		v.Hint[h.Cell] = true
		return
	}
	if rung < 2 {
		return
	}
	v.Overlay = widgets.OverlayOf(h.Step, &h.Notes)
	if h.Variant != nil {
		widgets.OverlayVariant(v.Overlay, h.Geometry, *h.Variant)
	}
	notes := &h.Notes
	if pages, p := u.walkPages(); pages != nil {
		// The links told so far, their nodes ringed; an inner chain's
		// page over the candidates its branch has left, which it rests on.
		s := h.Step
		s.Links = pages[p].Links
		if c := pages[p].Cand; c != nil {
			notes = c
			for i := range 81 {
				if v.Cells[i] == 0 {
					v.Notes[i] = c[i]
				}
			}
		}
		walked := widgets.OverlayOf(s, notes)
		v.Overlay.Links, v.Overlay.Pattern = walked.Links, walked.Pattern
	}
	v.Overlay.Blocks = widgets.SingleBlocksOn(h.Step, v.Cells, u.game.Geometry())
	if h.Variant != nil {
		v.Overlay.Blocks = widgets.VariantSingleBlocks(h.Geometry, *h.Variant, v.Cells)
	}
	widgets.OverlayRoles(v.Overlay, solver.ArgumentOf(h.Step, &h.Notes))
	// The pattern's candidates are what the player reads: as large as
	// their places allow (9 px at least on a 360×480 window).
	v.BigNotes = true
	v.Zoom = u.zoom
	for i := range 81 {
		if v.Cells[i] == 0 && v.Notes[i] == 0 {
			v.Notes[i] = h.Notes[i]
		}
	}
}

// zoomOffered reports whether the zoom on the hint's pattern is offered:
// a step's pattern shows (the second rung on) on a board whose cells are
// too small for its candidates to be read (widgets.Board.ZoomUseful).
func (u *ui) zoomOffered() bool {
	h, rung, ok := u.game.Hint()
	return ok && h.Kind == model.HintStep && rung >= 2 && u.board.ZoomUseful(u.th)
}

// toggleZoom is L and the hint panel's Zoom: it magnifies the board on the
// hint's pattern, or shows it whole again. Where the zoom is not offered,
// it says when it is.
func (u *ui) toggleZoom() {
	if !u.zoomOffered() {
		u.zoom = false
		u.say(u.cat.T(i18n.HintZoomNone))
		return
	}
	u.zoom = !u.zoom
}

// capital puts the first letter of s in upper case, for a title.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
