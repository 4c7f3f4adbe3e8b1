package window

// Opening and saving grids: the file pickers, reading a file off the UI
// goroutine, choosing a grid of a collection, grading it, and only then
// asking the model to load it, so a failed open changes nothing on screen
// (docs/formats.md, Writing puzzle files). Quick save, Save As, paste and the bundled collections go
// through the same steps.

import (
	"context"
	"errors"
	"io"
	"math/rand"
	"path/filepath"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
)

// purpose is what a grid that was read is for.
type purpose uint8

const (
	purposeOpen purpose = iota // play it at once (Open, paste, sudoku FILE, the Collection)
)

// openFile asks for a file to open (Ctrl+O).
func (u *ui) openFile() { u.pick(false) }

// saveAs asks where to write the grid on the board (Ctrl+Shift+S).
func (u *ui) saveAs() { u.pick(true) }

// pick asks for a file to open or to save to: the native picker off the UI
// goroutine, or the in-window picker when there is none.
func (u *ui) pick(save bool) {
	act, title := model.ActOpen, i18n.DialogOpenTitle
	if save {
		act, title = model.ActSave, i18n.DialogSaveTitle
	}
	if !u.game.Enabled(act) {
		return
	}
	if !u.native {
		u.openPicker(save)
		return
	}
	dir, name := u.pickDir, u.saveName()
	u.pickerOn = true
	u.startTask(u.cat.T(title), u.cat.T(i18n.DialogOpen), control.Waiting,
		func(context.Context) func() {
			var path string
			var err error
			if save {
				path, err = u.cfg.Picker.Save(dir, name)
			} else {
				path, err = u.cfg.Picker.Open(dir)
			}
			return func() {
				u.pickerOn = false
				u.picked(path, err, save)
			}
		})
}

// picked follows a native picker's answer.
func (u *ui) picked(path string, err error, save bool) {
	switch {
	case errors.Is(err, gtkdialog.ErrPickCancelled):
	case errors.Is(err, gtkdialog.ErrNoNativePicker):
		// No GTK: the in-window picker serves from now on.
		u.native = false
		u.openPicker(save)
	case err != nil:
		u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err))
	case save:
		u.pickDir = filepath.Dir(path)
		u.writeGridFile(path)
	default:
		u.pickDir = filepath.Dir(path)
		u.readFile(path, purposeOpen)
	}
}

// readFile reads the grids of a file off the UI goroutine, then lets the
// player choose one when there are several. A variant's file opens its
// first puzzle (files_variant.go).
func (u *ui) readFile(path string, p purpose) {
	title := u.cat.T(i18n.ReadingTitle)
	progress := u.gradingProgress(title)
	u.startTask(title, u.cat.T(i18n.Reading, filepath.Base(path)), control.Cancellable,
		func(ctx context.Context) func() {
			if p == purposeOpen {
				if entries, ok, err := model.ReadVariantFile(path); ok {
					return u.variantOpened(ctx, path, entries, err, progress)
				}
			}
			col, err := model.ReadFile(path)
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err))
					return
				}
				u.collectionRead(col, filepath.Base(path), p)
			}
		})
}

// collectionRead offers the good grids of a file: one is prepared at once,
// several are chosen from.
func (u *ui) collectionRead(col model.Collection, title string, p purpose) {
	var good []model.Entry
	for _, e := range col.Entries {
		if e.Err == nil {
			good = append(good, e)
		}
	}
	if bad := col.Errors(); len(bad) > 0 {
		if len(good) == 0 {
			u.warn(u.cat.T(i18n.OpenFailed), joinErrors(u.cat, bad, 5))
			return
		}
		u.say(u.cat.T(i18n.SomeBad, len(bad), u.cat.Error(bad[0])))
	}
	if len(good) == 0 {
		u.warn(u.cat.T(i18n.OpenFailed), u.cat.T(i18n.NoGrid, col.File))
		return
	}
	if len(good) == 1 {
		u.prepare(col.File, good[0], p)
		return
	}
	c := &gridChoice{file: col.File, title: title, entries: good, purpose: p}
	if len(good) <= smallCollection {
		u.open(&gridListPanel{choice: c})
		return
	}
	u.open(&gridNumberPanel{choice: c})
}

// joinErrors lists at most n errors, one a line.
func joinErrors(cat *i18n.Catalog, errs []error, n int) string {
	var b strings.Builder
	for i, e := range errs {
		if i == n {
			b.WriteString(cat.T(i18n.MoreErrors, len(errs)-n))
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(cat.Error(e))
	}
	return b.String()
}

// prepare checks and grades a grid off the UI goroutine, then asks the
// model to load (or preview) it. An error names the file, the line and the
// reason; a grid with several solutions opens with a warning.
func (u *ui) prepare(file string, e model.Entry, p purpose) {
	source := filepath.Base(file)
	if file == "" {
		source = "clipboard"
	}
	u.startTask(u.cat.T(i18n.GradingTitle), u.cat.T(i18n.Grading), control.Cancellable,
		func(ctx context.Context) func() {
			pz, err := model.NewPuzzle(e.Grid, source)
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(&model.FileError{File: file, Line: e.Line, Reason: model.FileClash, Err: err}))
					return
				}
				u.ask(model.ActOpen, func() {
					var err error
					switch {
					case e.Progress != nil:
						err = u.game.LoadProgress(pz, *e.Progress)
					default:
						err = u.game.Load(pz)
					}
					if err != nil {
						u.refused(err)
						return
					}
					if w := pz.Warning(); w != "" {
						u.warn(u.cat.T(i18n.NotAPuzzleTitle), u.cat.T(i18n.NotAPuzzleWarning))
					}
				})
			}
		})
}

// openSaved opens the quick-save file (docs/formats.md, Quick save).
func (u *ui) openSaved() {
	u.readFile(u.store.Dirs.QuickSavePath(), purposeOpen)
}

// quickSave writes the grid on the board to grille.sdm (Ctrl+S).
func (u *ui) quickSave() {
	if !u.game.Enabled(model.ActSave) {
		return
	}
	e := u.game.SaveEntry()
	path := u.store.Dirs.QuickSavePath()
	vp, variant := u.variantSave()
	u.ctl.WriteGrid(func() error {
		if variant {
			return model.WriteFileAtomic(path, func(w io.Writer) error { return model.WriteVariantGame(w, vp, e.Progress) })
		}
		_, err := u.store.QuickSave(e.Grid, *e.Progress)
		return err
	}, func(err error) {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.Error(err))
	}, func() {
		u.say(u.cat.T(i18n.SavedTo, path))
	})
}

// variantSave is the puzzle of a variant's game (ok false for the classic
// game): Save, Save as and Copy write it in the variants' text form, the
// only one that holds its rules (docs/formats.md, "Variant puzzles").
func (u *ui) variantSave() (model.VariantPuzzle, bool) {
	pz := u.game.Puzzle()
	if pz.Geometry == nil || u.game.State() == model.Editing {
		return model.VariantPuzzle{}, false
	}
	return model.VariantPuzzle{Geometry: pz.Geometry, Givens: pz.Givens}, true
}

// saveName is the name Save as suggests: grid.sdm, or grid.txt for a
// variant's game, which is written in the variants' text form
// (docs/formats.md, "Variant puzzles").
func (u *ui) saveName() string { return "grid" + u.saveExt() }

// saveExt is the extension a name given to Save as without one gets.
func (u *ui) saveExt() string {
	if _, variant := u.variantSave(); variant {
		return model.VariantExt
	}
	return ".sdm"
}

// writeGridFile writes the grid on the board to path, in the format its
// extension names (saveExt when it has none).
func (u *ui) writeGridFile(path string) {
	if filepath.Ext(path) == "" {
		path += u.saveExt()
	}
	f, ok := model.FormatOf(path)
	if !ok || !f.Writable() {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.T(i18n.CannotWrite, filepath.Base(path)))
		return
	}
	e := u.game.SaveEntry()
	pr := e.Progress
	if f == model.FormatGRI {
		e.Progress = nil // 36 bytes of givens: no room for progress
	}
	vp, variant := u.variantSave()
	u.ctl.WriteGrid(func() error {
		return model.WriteFileAtomic(path, func(w io.Writer) error {
			if variant {
				return model.WriteVariantGame(w, vp, pr)
			}
			return model.WriteEntries(w, f, e)
		})
	}, func(err error) {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.Error(err))
	}, func() {
		u.say(u.cat.T(i18n.SavedTo, path))
	})
}

// rand is a source of random numbers for the player's "Random".
func (u *ui) rand() *rand.Rand { return rand.New(rand.NewSource(u.now().UnixNano())) }
