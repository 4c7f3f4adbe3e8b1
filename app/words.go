package main

import (
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

// widgetWords fills the widgets' own texts from the catalogue c.
func widgetWords(c *i18n.Catalog) widgets.Words {
	return widgets.Words{
		Yes: c.T(i18n.Yes), No: c.T(i18n.No), OK: c.T(i18n.OK), Cancel: c.T(i18n.Cancel), Close: c.T(i18n.Close),
		Open: c.T(i18n.Open), Save: c.T(i18n.Save), Erase: c.T(i18n.Erase), Notes: c.T(i18n.Notes),
		PausedTitle: c.T(i18n.PausedTitle), PausedHint: c.T(i18n.PausedHint), On: c.T(i18n.SetOn), Off: c.T(i18n.SetOff),
		SolvedTitle: c.T(i18n.SolvedTitle), ScoreLevel: c.T(i18n.ScoreLevel), ScoreRating: c.T(i18n.ScoreRating),
		ScoreComplexity: c.T(i18n.ScoreComplex), ScoreTime: c.T(i18n.ScoreTime), ScoreExpected: c.T(i18n.ScoreExpect),
		ScorePoints: c.T(i18n.ScorePoints), ScoreBest: c.T(i18n.ScoreBest), ScoreNewBest: c.T(i18n.ScoreNewBest),
		ScoreNoBest: c.T(i18n.ScoreNoBest), NotAPuzzle: c.T(i18n.NotAPuzzle),
		ScoreAssists: func(n int) string { return c.T(i18n.ScoreAssists, n) },
		Decimal:      c.Decimal, Int: c.Int,
		PickerOpenTitle: c.T(i18n.PickerOpenTitle), PickerSaveTitle: c.T(i18n.PickerSaveTitle),
		PickerParent: c.T(i18n.PickerParent), PickerPath: c.T(i18n.PickerPath), PickerEmpty: c.T(i18n.PickerEmpty),
		ChooserKeys: c.T(i18n.ChooserKeys), ChooserRandom: c.T(i18n.ChooserRandom),
		ChooserOf: func(i, n int) string { return c.T(i18n.ChooserOf, i, n) },
	}
}
