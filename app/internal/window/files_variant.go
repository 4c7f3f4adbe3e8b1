package window

// Opening a variant's file (docs/variants.md, docs/formats.md "Variant
// puzzles"): its first good puzzle is checked, counted and graded off the
// UI goroutine, then played, as a classic grid file's is.

import (
	"path/filepath"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
)

// variantOpened returns what to do on the UI goroutine with a variant
// file's entries read off it: play the first good puzzle (made here, off
// the UI goroutine), saying how many others were broken, or tell why none
// is playable.
func (u *ui) variantOpened(path string, entries []model.VariantEntry, err error) func() {
	if err != nil {
		return func() { u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err)) }
	}
	var bad []error
	var pz model.Puzzle
	found := false
	for _, e := range entries {
		if e.Err != nil {
			bad = append(bad, e.Err)
			continue
		}
		if found {
			continue
		}
		p, perr := model.NewVariantPuzzle(e.Puzzle.Geometry, e.Puzzle.Givens, filepath.Base(path))
		if perr != nil {
			bad = append(bad, &model.FileError{File: path, Line: e.Line, Reason: model.FileClash, Err: perr})
			continue
		}
		pz, found = p, true
	}
	return func() {
		if !found {
			u.warn(u.cat.T(i18n.OpenFailed), joinErrors(u.cat, bad, 5))
			return
		}
		if len(bad) > 0 {
			u.say(u.cat.T(i18n.SomeBad, len(bad), u.cat.Error(bad[0])))
		}
		u.ask(model.ActOpen, func() {
			if err := u.game.Load(pz); err != nil {
				u.refused(err)
				return
			}
			if pz.Warning() != "" {
				u.warn(u.cat.T(i18n.NotAPuzzleTitle), u.cat.T(i18n.NotAPuzzleWarning))
			}
		})
	}
}
