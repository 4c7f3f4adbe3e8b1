package widgets

import (
	"path/filepath"
	"slices"
	"testing"

	"gioui.org/io/key"
	"gioui.org/layout"
)

type pickerRig struct {
	*rig
	picker FilePicker
	view   PickerView
	got    []PickerEvent
}

func newPickerRig(t *testing.T, v PickerView) *pickerRig {
	th := NewTheme(DarkPalette)
	pr := &pickerRig{view: v}
	pr.rig = newRig(800, 600, func(gtx layout.Context) {
		for {
			e, ok := pr.picker.Update(gtx)
			if !ok {
				break
			}
			pr.got = append(pr.got, e)
		}
		PickerStyle{Theme: th, Picker: &pr.picker, View: pr.view}.withWords().Layout(gtx)
	})
	return pr
}

var pickerFolder = filepath.FromSlash("/home/player/Puzzles")

func pickerListing() PickerView {
	return PickerView{Folder: pickerFolder, Entries: []PickerEntry{
		{Name: "archive", Dir: true},
		{Name: "easy.sdm"},
		{Name: "hard.sdk"},
	}}
}

func TestPickerKeyboard(t *testing.T) {
	join := func(n string) string { return filepath.Join(pickerFolder, n) }
	cases := []struct {
		name string
		keys []key.Name
		want []PickerEvent
	}{
		{"Return on the first line enters the folder", []key.Name{key.NameReturn}, []PickerEvent{{PickerList, join("archive")}}},
		{"Down Return opens a file", []key.Name{key.NameDownArrow, key.NameReturn}, []PickerEvent{{PickerOpen, join("easy.sdm")}}},
		{"End Return opens the last", []key.Name{key.NameEnd, key.NameReturn}, []PickerEvent{{PickerOpen, join("hard.sdk")}}},
		{"Down stops at the end", []key.Name{key.NameDownArrow, key.NameDownArrow, key.NameDownArrow, key.NameReturn}, []PickerEvent{{PickerOpen, join("hard.sdk")}}},
		{"Backspace goes to the parent", []key.Name{key.NameDeleteBackward}, []PickerEvent{{PickerList, filepath.Dir(pickerFolder)}}},
		{"Escape cancels", []key.Name{key.NameEscape}, []PickerEvent{{PickerCancel, ""}}},
		// Tab order: list, field, Open, Cancel, parent.
		{"Tab Tab Return presses Open with the file chosen", []key.Name{key.NameDownArrow, key.NameTab, key.NameTab, key.NameReturn}, []PickerEvent{{PickerOpen, join("easy.sdm")}}},
		{"Tab to Cancel", []key.Name{key.NameTab, key.NameTab, key.NameTab, key.NameReturn}, []PickerEvent{{PickerCancel, ""}}},
		{"Tab to the parent button", []key.Name{key.NameTab, key.NameTab, key.NameTab, key.NameTab, key.NameReturn}, []PickerEvent{{PickerList, filepath.Dir(pickerFolder)}}},
		{"Escape from the field cancels", []key.Name{key.NameTab, key.NameEscape}, []PickerEvent{{PickerCancel, ""}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pr := newPickerRig(t, pickerListing())
			pr.keys(c.keys...)
			if !slices.Equal(pr.got, c.want) {
				t.Errorf("events %v, want %v", pr.got, c.want)
			}
		})
	}
}

func TestPickerPathField(t *testing.T) {
	pr := newPickerRig(t, pickerListing())
	if got := pr.picker.Path(); got != pickerFolder+string(filepath.Separator) {
		t.Fatalf("field shows %q, want the folder", got)
	}
	// Tab into the field, type a name, Return: a path relative to the folder.
	pr.keys(key.NameTab)
	if gtx := pr.h.gtx(); !gtx.Focused(&pr.picker.path) || pr.picker.focus != focusField {
		t.Fatal("Tab did not move to the field")
	}
	pr.picker.path.SetText("magazine/june.sdm")
	pr.run()
	pr.keys(key.NameReturn)
	want := []PickerEvent{{PickerOpen, filepath.Join(pickerFolder, "magazine/june.sdm")}}
	if !slices.Equal(pr.got, want) {
		t.Errorf("typed path: %v, want %v", pr.got, want)
	}
	// An absolute path is taken as it is.
	pr.got = nil
	pr.picker.path.SetText("/tmp/x.sdm")
	pr.run()
	pr.keys(key.NameReturn)
	if !slices.Equal(pr.got, []PickerEvent{{PickerOpen, "/tmp/x.sdm"}}) {
		t.Errorf("absolute path: %v", pr.got)
	}
}

func TestPickerClicks(t *testing.T) {
	pr := newPickerRig(t, pickerListing())
	pr.clickRect(pr.picker.rects[2], 1) // Cancel
	if !slices.Equal(pr.got, []PickerEvent{{PickerCancel, ""}}) {
		t.Errorf("Cancel: %v", pr.got)
	}
	pr.got = nil
	pr.clickRect(pr.picker.rects[0], 1) // parent
	if !slices.Equal(pr.got, []PickerEvent{{PickerList, filepath.Dir(pickerFolder)}}) {
		t.Errorf("parent: %v", pr.got)
	}
	// The app lists the new folder: the field and selection follow.
	pr.view = PickerView{Folder: filepath.Dir(pickerFolder), Entries: []PickerEntry{{Name: "Puzzles", Dir: true}}}
	pr.run()
	if got := pr.picker.Path(); got != filepath.Dir(pickerFolder)+string(filepath.Separator) {
		t.Errorf("field after listing: %q", got)
	}
	// At the root there is no parent: the button is disabled.
	pr.view = PickerView{Folder: string(filepath.Separator)}
	pr.run()
	pr.got = nil
	pr.clickRect(pr.picker.rects[0], 1)
	if len(pr.got) != 0 {
		t.Errorf("parent of the root: %v", pr.got)
	}
}

func TestPickerSaveMode(t *testing.T) {
	v := pickerListing()
	v.Save = true
	pr := newPickerRig(t, v)
	// In Save mode choosing a file puts its name in the field.
	pr.keys(key.NameDownArrow)
	if got := pr.picker.Path(); got != "easy.sdm" {
		t.Fatalf("field %q, want the chosen file's name", got)
	}
	pr.picker.path.SetText("mine.sdm")
	pr.run()
	pr.keys(key.NameTab, key.NameTab, key.NameReturn) // list → field → Save
	want := []PickerEvent{{PickerOpen, filepath.Join(pickerFolder, "mine.sdm")}}
	if !slices.Equal(pr.got, want) {
		t.Errorf("save: %v, want %v", pr.got, want)
	}
}
