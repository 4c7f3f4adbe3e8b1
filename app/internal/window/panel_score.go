package window

// The score panel, shown when a puzzle is solved.

import (
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/a11y"
	"github.com/giosudoku/sudoku/app/internal/access"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

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
		names := u.gradeTechniques(p)
		if len(names) > 0 {
			techniques = append(techniques, u.cat.T(i18n.ScoreNeeded, strings.Join(names, ", ")))
		}
	}
	var hinted []string
	if v := u.game.Puzzle().Variant(); v != solver.Classic {
		// A variant's hints by the variants' grader's names.
		for _, t := range u.game.HintedVariant() {
			hinted = append(hinted, u.cat.VariantTechniqueIn(v, t))
		}
	} else {
		for _, t := range u.game.Hinted() {
			hinted = append(hinted, u.cat.TechniqueName(t))
		}
	}
	if len(hinted) > 0 {
		techniques = append(techniques, u.cat.T(i18n.ScoreHinted, strings.Join(hinted, ", ")))
	}
	rating := ""
	if r.Bound {
		rating = u.cat.T(i18n.ScoreRatingBound, u.cat.Decimal(r.Rating, 1))
	}
	return widgets.ScoreView{
		Techniques: techniques,
		Level:      u.cat.Level(r.Level),
		Rating:     r.Rating,
		RatingText: rating,
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

// gradeTechniques names the techniques of a puzzle's grade, easiest first:
// a classic grade's by the classic names, a variant's by the names of the
// variants' grader, its own Killer techniques among them, and its singles
// by the variant's houses (docs/variants.md, "Levels").
func (u *ui) gradeTechniques(p model.Puzzle) []string {
	var names []string
	v := p.Variant()
	for _, k := range p.Grade.Techniques {
		if v != solver.Classic {
			if t, err := solver.ParseVariantTechnique(k); err == nil {
				names = append(names, u.cat.VariantTechniqueIn(v, t))
			}
			continue
		}
		if t, err := solver.ParseTechnique(k); err == nil {
			names = append(names, u.cat.TechniqueName(t))
		}
	}
	return names
}

// access describes the panel to a screen reader (access.go).
func (p *scorePanel) access(u *ui) *access.Panel {
	v := p.view(u)
	c := u.cat
	t := c.T
	ap := &access.Panel{ID: "score", Role: a11y.RoleDialog, Title: t(i18n.SolvedTitle)}
	if v.NotAPuzzle {
		ap.Text = append(ap.Text, t(i18n.NotAPuzzle))
	} else {
		ap.Text = append(ap.Text, t(i18n.A11yLabelled, t(i18n.ScorePoints), c.Int(v.Score)),
			t(i18n.A11yLabelled, t(i18n.ScoreLevel), v.Level),
			t(i18n.A11yLabelled, t(i18n.ScoreTime), model.FormatClock(v.Time)),
			t(i18n.A11yLabelled, t(i18n.ScoreExpect), model.FormatClock(v.Expected)))
		if v.NewBest {
			ap.Text = append(ap.Text, t(i18n.ScoreNewBest))
		}
	}
	ap.Text = append(ap.Text, v.Techniques...)
	ap.Controls = []access.Control{{ID: "score.close", Name: t(i18n.Close), Rect: p.panel.CloseRect(), Focused: true, Press: p.panel.Close}}
	return ap
}
