package widgets

import (
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/i18n"
)

// testWords is app/words.go's widgetWords: the app fills the widgets' texts this
// way, and the tests draw them the same way.
func testWords(c *i18n.Catalog) Words {
	return Words{
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

// English returns the widgets' texts in English, for the tests.
func English() Words { return testWords(i18n.English()) }

// testCat is the catalogue of the tests' own labels: English, French
// while a scene whose name ends in "-fr" is drawn (sceneWords).
var testCat = i18n.English()

// sceneWords switches testCat to the scene's language until the test ends
// and returns the widgets' texts in it.
func sceneWords(t *testing.T, scene string) Words {
	if !strings.HasSuffix(scene, "-fr") {
		return English()
	}
	testCat = i18n.Load("fr")
	t.Cleanup(func() { testCat = i18n.English() })
	return testWords(testCat)
}
