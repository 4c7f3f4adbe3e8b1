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
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// purpose is what a grid that was read is for.
type purpose uint8

const (
	purposeOpen purpose = iota // play it at once (Open, paste, sudoku FILE, the Collection)
)

// gridChoice is a file with several grids, waiting for the player to pick
// one.
type gridChoice struct {
	file    string        // the file's name for messages ("" for the clipboard)
	title   string        // what the chooser says
	entries []model.Entry // the good grids, in file order
	purpose purpose
}

// smallCollection is the most grids the Choose dialog lists as buttons;
// larger collections get the numbered chooser.
const smallCollection = 9

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
	dir := u.pickDir
	u.pickerOn = true
	u.startTask(u.cat.T(title), u.cat.T(i18n.DialogOpen), control.Waiting,
		func(context.Context) func() {
			var path string
			var err error
			if save {
				path, err = u.cfg.Picker.Save(dir, "grid.sdm")
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

// openPicker opens the in-window picker on the folder the pickers start in.
func (u *ui) openPicker(save bool) {
	dir := u.pickDir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	p := &pickerPanel{view: widgets.PickerView{Folder: dir, Save: save}, save: save}
	u.open(p)
	u.listFolder(p, dir)
}

// listFolder lists a folder for the in-window picker p, off the UI
// goroutine (a network folder may be slow): sub-folders first, then the
// puzzle files, hidden ones left out.
func (u *ui) listFolder(p *pickerPanel, dir string) {
	save := p.save
	u.ctl.Go(func() {
		v := listPickerFolder(dir, save)
		u.post(func() {
			if u.isOpen(p) {
				p.view = v
			}
		})
	})
}

// listPickerFolder reads a folder into a picker view.
func listPickerFolder(dir string, save bool) widgets.PickerView {
	v := widgets.PickerView{Folder: dir, Save: save}
	entries, err := os.ReadDir(dir)
	if err != nil {
		v.Error = assets.ErrorReason(err).Error()
		return v
	}
	exts := gtkdialog.PuzzleExtensions
	if save {
		exts = gtkdialog.WritableExtensions
	}
	var dirs, files []widgets.PickerEntry
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		isDir := e.IsDir()
		if e.Type()&os.ModeSymlink != 0 {
			if st, err := os.Stat(filepath.Join(dir, name)); err == nil {
				isDir = st.IsDir()
			}
		}
		if isDir {
			dirs = append(dirs, widgets.PickerEntry{Name: name, Dir: true})
			continue
		}
		ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(name)), ".")
		for _, x := range exts {
			if ext == x {
				files = append(files, widgets.PickerEntry{Name: name})
				break
			}
		}
	}
	byName := func(s []widgets.PickerEntry) {
		sort.Slice(s, func(i, j int) bool { return strings.ToLower(s[i].Name) < strings.ToLower(s[j].Name) })
	}
	byName(dirs)
	byName(files)
	v.Entries = append(dirs, files...)
	return v
}

// event follows the in-window picker p.
func (p *pickerPanel) event(u *ui, e widgets.PickerEvent) {
	switch e.Kind {
	case widgets.PickerCancel:
		u.closeModal()
	case widgets.PickerList:
		u.listFolder(p, e.Path)
	case widgets.PickerOpen:
		path := expandHome(e.Path)
		if st, err := os.Stat(path); err == nil && st.IsDir() {
			u.listFolder(p, path)
			return
		}
		u.closeModal()
		u.pickDir = filepath.Dir(path)
		if p.save {
			u.writeGridFile(path)
		} else {
			u.readFile(path, purposeOpen)
		}
	}
}

// expandHome turns a leading ~ into the home folder.
func expandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}

// readFile reads the grids of a file off the UI goroutine, then lets the
// player choose one when there are several.
func (u *ui) readFile(path string, p purpose) {
	u.startTask(u.cat.T(i18n.ReadingTitle), u.cat.T(i18n.Reading, filepath.Base(path)), control.Cancellable,
		func(ctx context.Context) func() {
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

// label names grid i of c for the chooser: by its number (numbered, for
// the list of a small collection; the numbered chooser shows the number
// itself) and its own name, else its clue count. A name every grid shares
// (an OpenSudoku folder's) names the collection, not the grid.
func (c *gridChoice) label(u *ui, i int, numbered bool) string {
	e := c.entries[i]
	name := e.Name
	if name != "" && len(c.entries) > 1 {
		shared := true
		for _, o := range c.entries {
			shared = shared && o.Name == name
		}
		if shared {
			name = ""
		}
	}
	switch {
	case name != "" && numbered:
		return u.cat.T(i18n.GridNamed, i+1, name)
	case name != "":
		return name
	case numbered:
		return u.cat.T(i18n.GridClues, i+1, e.Grid.Clues())
	}
	return u.cat.T(i18n.Clues, e.Grid.Clues())
}

// chosen follows the grid chooser of c (-1: cancelled).
func (c *gridChoice) chosen(u *ui, i int) {
	u.closeModal()
	if c == nil || i < 0 || i >= len(c.entries) {
		return
	}
	u.prepare(c.file, c.entries[i], c.purpose)
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

// paste opens the grid (or the grids) of pasted text.
func (u *ui) paste(text string) {
	if !u.game.Enabled(model.ActOpen) {
		return
	}
	if len(text) > model.MaxPasteSize {
		// Only the first MaxPasteSize+1 bytes were read: say plainly that
		// there is too much, rather than read a grid cut short.
		u.warn(u.cat.T(i18n.PasteFailed), u.cat.T(i18n.PasteTooMuch, model.MaxPasteSize>>10))
		return
	}
	// One grid with its progress (Copy with progress): the position comes
	// back, not only the puzzle.
	if col, rerr := model.Read("clipboard", strings.NewReader(text)); rerr == nil && len(col.Entries) == 1 &&
		col.Entries[0].Err == nil && col.Entries[0].Progress != nil {
		u.prepare("", col.Entries[0], purposeOpen)
		return
	}
	g, err := model.ParsePaste(text)
	if err == nil {
		u.prepare("", model.Entry{Grid: g}, purposeOpen)
		return
	}
	// Several grids: read the text as a file.
	if col, rerr := model.Read("clipboard", strings.NewReader(text)); rerr == nil && len(col.Grids()) > 1 {
		u.collectionRead(col, u.cat.T(i18n.Clipboard), purposeOpen)
		return
	}
	u.warn(u.cat.T(i18n.PasteFailed), u.cat.Error(err))
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
	u.ctl.WriteGrid(func() error {
		_, err := u.store.QuickSave(e.Grid, *e.Progress)
		return err
	}, func(err error) {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.Error(err))
	}, func() {
		u.say(u.cat.T(i18n.SavedTo, path))
	})
}

// writeGridFile writes the grid on the board to path, in the format its
// extension names (.sdm when it has none).
func (u *ui) writeGridFile(path string) {
	if filepath.Ext(path) == "" {
		path += ".sdm"
	}
	f, ok := model.FormatOf(path)
	if !ok || !f.Writable() {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.T(i18n.CannotWrite, filepath.Base(path)))
		return
	}
	e := u.game.SaveEntry()
	if f == model.FormatGRI {
		e.Progress = nil // 36 bytes of givens: no room for progress
	}
	u.ctl.WriteGrid(func() error {
		return model.WriteFileAtomic(path, func(w io.Writer) error { return model.WriteEntries(w, f, e) })
	}, func(err error) {
		u.warn(u.cat.T(i18n.SaveFailedTitle), u.cat.Error(err))
	}, func() {
		u.say(u.cat.T(i18n.SavedTo, path))
	})
}

// chooseCollection offers the bundled collections.
func (u *ui) chooseCollection() {
	if len(u.collections) > 0 {
		u.open(&collectionPanel{})
	}
}

// collectionLabel is a collection's button: a bundled level's collection
// is named by its level and the demo grids as such, in the window's
// language (their files' titles are English); another collection by its
// title up to the colon.
func (u *ui) collectionLabel(c assets.Collection) string {
	if l, err := solver.ParseLevel(c.Name); err == nil {
		return u.cat.Level(l)
	}
	if c.Name == "demo" {
		return u.cat.T(i18n.CollectionDemo)
	}
	t, _, _ := strings.Cut(c.Title, ":")
	if t = strings.TrimSpace(t); t == "" {
		return c.Name
	}
	return t
}

// chosen follows the Collection dialog (-1: cancelled).
func (p *collectionPanel) chosen(u *ui, i int) {
	u.closeModal()
	if i < 0 || i >= len(u.collections) {
		return
	}
	c := u.collections[i]
	u.startTask(u.cat.T(i18n.ReadingTitle), u.cat.T(i18n.Reading, u.collectionLabel(c)), control.Cancellable,
		func(ctx context.Context) func() {
			col, err := model.ReadFile(c.Path)
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err))
					return
				}
				u.collectionRead(col, u.collectionLabel(c), purposeOpen)
			}
		})
}

// rand is a source of random numbers for the player's "Random".
func (u *ui) rand() *rand.Rand { return rand.New(rand.NewSource(u.now().UnixNano())) }
