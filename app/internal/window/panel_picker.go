package window

// The in-window file picker, where the GTK chooser cannot start (or
// SUDOKU_FILE_DIALOG=window asks for it): folders listed off the UI
// goroutine.

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/widgets"
)

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

// pickerPanel is the in-window file picker, opening a file or, with save,
// choosing where to write one.
type pickerPanel struct {
	picker widgets.FilePicker
	view   widgets.PickerView
	save   bool
}

func (p *pickerPanel) update(u *ui, gtx layout.Context) {
	for u.isOpen(p) {
		e, ok := p.picker.Update(gtx)
		if !ok {
			return
		}
		p.event(u, e)
	}
}

func (p *pickerPanel) layout(u *ui, gtx layout.Context) {
	t := u.cat.T
	title, ok := t(i18n.PickerOpenTitle), t(i18n.Open)
	if p.view.Save {
		title, ok = t(i18n.PickerSaveTitle), t(i18n.Save)
	}
	widgets.PickerStyle{Theme: u.th, Picker: &p.picker, View: p.view, Title: title, OK: ok, Parent: t(i18n.PickerParent),
		PathHint: t(i18n.PickerPath), Empty: t(i18n.PickerEmpty), Cancel: t(i18n.Cancel)}.Layout(gtx)
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
