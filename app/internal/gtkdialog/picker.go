package gtkdialog

import (
	"errors"
	"fmt"

	"github.com/sqweek/dialog"

	"github.com/giosudoku/sudoku/i18n"
)

// ErrPickCancelled is what a picker returns when the player closes it
// without choosing: not an error to show.
var ErrPickCancelled = errors.New("cancelled")

// ErrNoNativePicker says that the native dialogs cannot start (no GTK, no
// display GTK can use): the window then shows its own picker.
var ErrNoNativePicker = errors.New("the system file dialog is not available")

// FilePicker asks the player for a file. Its methods block until the player
// answers, so the window calls them off the UI goroutine, one at a time.
type FilePicker interface {
	// Open asks for a puzzle file to read, starting in dir.
	Open(dir string) (string, error)
	// Save asks where to write a puzzle file, starting in dir with name.
	Save(dir, name string) (string, error)
}

// PuzzleExtensions are the extensions the pickers offer, without the dot.
var PuzzleExtensions = []string{"sdm", "sdk", "ss", "gri", "opensudoku", "txt"}

// WritableExtensions are those Save As can write.
var WritableExtensions = []string{"sdm", "sdk", "gri"}

// GTKPicker is the native GTK file chooser, through sqweek/dialog, with
// its titles and filters in the window's language.
type GTKPicker struct {
	Cat *i18n.Catalog
}

func (p GTKPicker) Open(dir string) (path string, err error) {
	defer recoverNoGTK(&err)
	path, err = dialog.File().Title(p.Cat.T(i18n.PickerOpenTitle)).
		Filter(p.Cat.T(i18n.PuzzleFiles), PuzzleExtensions...).
		Filter(p.Cat.T(i18n.AllFiles), "*").
		SetStartDir(dir).Load()
	return path, pickError(err)
}

func (p GTKPicker) Save(dir, name string) (path string, err error) {
	defer recoverNoGTK(&err)
	path, err = dialog.File().Title(p.Cat.T(i18n.PickerSaveTitle)).
		Filter(p.Cat.T(i18n.PuzzleFiles), WritableExtensions...).
		SetStartDir(dir).SetStartFile(name).Save()
	return path, pickError(err)
}

// SavePDF asks where to write a PDF.
func (p GTKPicker) SavePDF(dir, name string) (path string, err error) {
	defer recoverNoGTK(&err)
	path, err = dialog.File().Title(p.Cat.T(i18n.ExportPDFCmd)).
		Filter("PDF", "pdf").
		SetStartDir(dir).SetStartFile(name).Save()
	return path, pickError(err)
}

// pickError turns the dialog's cancel into errPickCancelled.
func pickError(err error) error {
	if errors.Is(err, dialog.ErrCancelled) {
		return ErrPickCancelled
	}
	return err
}

// recoverNoGTK turns sqweek/dialog's panic when GTK could not start into
// errNoNativePicker, so the window falls back to its own picker.
func recoverNoGTK(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("%w (%v)", ErrNoNativePicker, r)
	}
}

// PDFSaver is a file picker that can ask where to save a PDF.
type PDFSaver interface {
	SavePDF(dir, name string) (string, error)
}
