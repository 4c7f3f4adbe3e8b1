package widgets

// Words are the fixed texts the widgets show of their own accord: dialog
// buttons, the pad's labels, the pause sign, the score panel's labels, the
// picker's and the chooser's. The widgets hold no text: the app fills Words
// from its catalogue (i18n) and sets Theme.Words again whenever the
// language changes, as it passes every other string in the views and
// styles. Empty fields show nothing; the functions may be nil.
type Words struct {
	Yes, No, OK, Cancel, Close string
	Open, Save                 string
	Erase, Notes               string // the pad's buttons
	PausedTitle, PausedHint    string // the pause sign over the board
	On, Off                    string // a settings switch

	SolvedTitle, ScoreLevel, ScoreRating, ScoreComplexity string
	ScoreTime, ScoreExpected, ScorePoints, ScoreBest      string
	ScoreNewBest, ScoreNoBest, NotAPuzzle                 string
	ScoreAssists                                          func(n int) string // "2 hints and checks"
	Decimal                                               func(f float64, prec int) string
	Int                                                   func(n int) string

	PickerOpenTitle, PickerSaveTitle, PickerParent, PickerPath, PickerEmpty string

	ChooserKeys, ChooserRandom string
	ChooserOf                  func(i, n int) string // "Grid 4 of 100"
}

func (w *Words) assists(n int) string {
	if w.ScoreAssists == nil {
		return ""
	}
	return w.ScoreAssists(n)
}

func (w *Words) decimal(f float64, prec int) string {
	if w.Decimal == nil {
		return ""
	}
	return w.Decimal(f, prec)
}

func (w *Words) integer(n int) string {
	if w.Int == nil {
		return ""
	}
	return w.Int(n)
}

func (w *Words) chooserOf(i, n int) string {
	if w.ChooserOf == nil {
		return ""
	}
	return w.ChooserOf(i, n)
}
