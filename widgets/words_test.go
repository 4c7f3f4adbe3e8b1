package widgets

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/i18n"
)

// The tests draw the widgets with the words the app gives them: the
// catalogue's, in the test's language (testCat), filled in where each
// test builds its views and styles, as the app does.

// testCat is the catalogue of the tests' own labels: English, French
// while a scene whose name ends in "-fr" is drawn (sceneTheme).
var testCat = i18n.English()

// sceneTheme switches testCat to the scene's language until the test ends
// and returns a theme with palette p.
func sceneTheme(t *testing.T, p Palette, scene string) *Theme {
	if strings.HasSuffix(scene, "-fr") {
		testCat = i18n.Load("fr")
		t.Cleanup(func() { testCat = i18n.English() })
	}
	return NewTheme(p)
}

// scoreLabels are the score panel's words in the test's language.
func scoreLabels() ScoreLabels {
	c := testCat
	return ScoreLabels{Title: c.T(i18n.SolvedTitle), Level: c.T(i18n.ScoreLevel), Rating: c.T(i18n.ScoreRating),
		Complexity: c.T(i18n.ScoreComplex), Time: c.T(i18n.ScoreTime), Expected: c.T(i18n.ScoreExpect),
		Points: c.T(i18n.ScorePoints), Best: c.T(i18n.ScoreBest), NewBest: c.T(i18n.ScoreNewBest),
		NoBest: c.T(i18n.ScoreNoBest), NotAPuzzle: c.T(i18n.NotAPuzzle), Close: c.T(i18n.Close),
		Assists: func(n int) string { return c.T(i18n.ScoreAssists, n) }, Decimal: c.Decimal, Int: c.Int}
}

// withWords fills the words of a style in the test's language.
func (s PickerStyle) withWords() PickerStyle {
	c := testCat
	s.Title, s.OK = c.T(i18n.PickerOpenTitle), c.T(i18n.Open)
	if s.View.Save {
		s.Title, s.OK = c.T(i18n.PickerSaveTitle), c.T(i18n.Save)
	}
	s.Parent, s.PathHint, s.Empty, s.Cancel = c.T(i18n.PickerParent), c.T(i18n.PickerPath), c.T(i18n.PickerEmpty), c.T(i18n.Cancel)
	return s
}

func (s ChooserStyle) withWords() ChooserStyle {
	c := testCat
	s.Keys, s.Random, s.Cancel, s.Open = c.T(i18n.ChooserKeys), c.T(i18n.ChooserRandom), c.T(i18n.Cancel), c.T(i18n.Open)
	s.Of = func(i, n int) string { return c.T(i18n.ChooserOf, i, n) }
	return s
}

func (s SettingsStyle) withWords() SettingsStyle {
	s.On, s.Off, s.Close = testCat.T(i18n.SetOn), testCat.T(i18n.SetOff), testCat.T(i18n.Close)
	return s
}

func (s TextPanelStyle) withWords() TextPanelStyle {
	s.Close = testCat.T(i18n.Close)
	return s
}

func (s BusyStyle) withWords() BusyStyle {
	s.Cancel = testCat.T(i18n.Cancel)
	return s
}

func (v PadView) withWords() PadView {
	v.EraseLabel, v.NotesLabel = testCat.T(i18n.Erase), testCat.T(i18n.Notes)
	return v
}

func (v BoardView) withWords() BoardView {
	v.PausedTitle, v.PausedHint = testCat.T(i18n.PausedTitle), testCat.T(i18n.PausedHint)
	return v
}
