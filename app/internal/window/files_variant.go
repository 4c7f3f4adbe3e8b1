package window

// Opening a variant's file (docs/variants.md, docs/formats.md "Variant
// puzzles"): its puzzles are checked, counted and graded off the UI
// goroutine; one good puzzle is played at once, as a classic grid file's
// is, and several are chosen from, each named by its variant and level.

import (
	"context"
	"path/filepath"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
)

// variantOpened returns what to do on the UI goroutine with a variant
// file's entries read off it. Every good puzzle is made here, off the UI
// goroutine (checked, its solution counted, graded by the variants'
// grader: a Killer takes tens of milliseconds), stopping when ctx is
// cancelled. One good puzzle is played; several open the chooser; the
// status line says how many others were broken (the first with its line
// and reason), and a file with none says why.
// progress, when not nil, is told before each puzzle is made (from 0) and
// how many there are.
func (u *ui) variantOpened(ctx context.Context, path string, entries []model.VariantEntry, err error, progress func(done, n int)) func() {
	if err != nil {
		return func() { u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err)) }
	}
	var bad []error
	var good []variantChoice
	for i, e := range entries {
		if ctx.Err() != nil {
			return func() {}
		}
		if progress != nil && len(entries) > 1 {
			progress(i, len(entries))
		}
		if e.Err != nil {
			bad = append(bad, e.Err)
			continue
		}
		p, perr := model.NewVariantPuzzle(e.Puzzle.Geometry, e.Puzzle.Givens, filepath.Base(path))
		if perr != nil {
			bad = append(bad, &model.FileError{File: path, Line: e.Line, Reason: model.FileClash, Err: perr})
			continue
		}
		good = append(good, variantChoice{line: e.Line, puzzle: p, progress: e.Progress,
			title: e.Puzzle.Title, author: e.Puzzle.Author})
	}
	return func() {
		if len(good) == 0 {
			u.warn(u.cat.T(i18n.OpenFailed), joinErrors(u.cat, bad, 5))
			return
		}
		if len(bad) > 0 {
			u.say(u.cat.T(i18n.SomeBad, len(bad), u.cat.Error(bad[0])))
		}
		if len(good) == 1 {
			u.playVariant(good[0])
			return
		}
		c := &gridChoice{file: path, title: filepath.Base(path), variants: good, purpose: purposeOpen}
		if len(good) <= smallCollection {
			u.open(&gridListPanel{choice: c})
			return
		}
		u.open(&gridNumberPanel{choice: c})
	}
}

// gradingProgress returns the progress of a reading task (its title) that
// makes the puzzles of a variant file: called off the UI goroutine, it has
// the overlay say which puzzle is being graded, out of how many.
func (u *ui) gradingProgress(title string) func(done, n int) {
	cat := u.cat
	return func(done, n int) {
		u.post(func() {
			if t := u.ctl.Busy(); t != nil && t.Title == title {
				t.Message = cat.T(i18n.GradingPuzzle, done+1, n)
			}
		})
	}
}

// variantChoice is a good puzzle of a variant file, made and graded.
type variantChoice struct {
	line     int // the line of its header
	puzzle   model.Puzzle
	progress *model.Progress // the position saved with it, or nil
	// title and author are a puzzle link's (model.VariantPuzzle), which
	// the chooser shows as a classic grid's name; the game keeps them no
	// further (docs/formats.md, "Puzzle links").
	title, author string
}

// playVariant plays a variant puzzle made off the UI goroutine, from the
// position saved with it when it has one, asking first when a game is in
// progress.
func (u *ui) playVariant(c variantChoice) {
	pz := c.puzzle
	u.ask(model.ActOpen, func() {
		var err error
		if c.progress != nil {
			err = u.game.LoadProgress(pz, *c.progress)
		} else {
			err = u.game.Load(pz)
		}
		if err != nil {
			u.refused(err)
			return
		}
		if pz.Warning() != "" {
			u.warn(u.cat.T(i18n.NotAPuzzleTitle), u.cat.T(i18n.NotAPuzzleWarning))
		}
	})
}

// variantLabel names a variant puzzle for the chooser by its variant and
// level (numbered, n from 1, when n > 0), "Grid 2 · Killer · Medium", and
// a link's title and author first when it has them: "Grid 2: Cages, by
// Ann · Killer · Medium".
func (u *ui) variantLabel(c variantChoice, n int) string {
	pz := c.puzzle
	level := u.cat.Level(0)
	if pz.Unique {
		level = u.cat.Level(pz.Grade.Level)
	}
	name := c.title
	switch {
	case c.title != "" && c.author != "":
		name = u.cat.T(i18n.LinkTitleAuthor, c.title, c.author)
	case c.author != "":
		name = u.cat.T(i18n.LinkAuthor, c.author)
	}
	switch {
	case name != "" && n > 0:
		return u.cat.T(i18n.GridVariantNamed, n, u.cat.Variant(pz.Variant()), level, name)
	case name != "":
		return u.cat.T(i18n.VariantNamed, u.cat.Variant(pz.Variant()), level, name)
	case n > 0:
		return u.cat.T(i18n.GridVariant, n, u.cat.Variant(pz.Variant()), level)
	}
	return u.cat.T(i18n.VariantDifficulty, u.cat.Variant(pz.Variant()), level)
}
