package gtkdialog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/app/internal/nogtk"
)

// fakeChild writes a shell script that plays the file dialog's child
// process: it checks that it was started as the helper, prints out and
// exits with status.
func fakeChild(t *testing.T, out, errOut string, status int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "child")
	script := "#!/bin/sh\n" +
		`[ "$1" = "` + FileDialogFlag + `" ] || exit 99` + "\n" +
		`[ -n "$` + nogtk.HelperEnv + `" ] || exit 98` + "\n" +
		"printf '%s' '" + out + "'\n" +
		"printf '%s' '" + errOut + "' >&2\n" +
		"exit " + string(rune('0'+status)) + "\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestHelperPickerOutcomes(t *testing.T) {
	cases := []struct {
		name    string
		out     string
		errOut  string
		status  int
		path    string
		wantErr error
		errText string
	}{
		{"a path", "/home/me/puzzles.sdm\n", "", 0, "/home/me/puzzles.sdm", nil, ""},
		{"cancelled", "", "", exitDialogCancelled, "", ErrPickCancelled, ""},
		{"no GTK", "", "no display", exitDialogNoGTK, "", ErrNoNativePicker, ""},
		{"an error", "", "sudoku: permission denied", 1, "", nil, "permission denied"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stderr bytes.Buffer
			p := HelperPicker{Exe: fakeChild(t, c.out, c.errOut, c.status), Stderr: &stderr}
			for _, call := range []func() (string, error){
				func() (string, error) { return p.Open("/tmp") },
				func() (string, error) { return p.Save("/tmp", "grid.sdm") },
			} {
				path, err := call()
				if path != c.path {
					t.Errorf("path %q, want %q", path, c.path)
				}
				switch {
				case c.wantErr != nil && !errors.Is(err, c.wantErr):
					t.Errorf("error %v, want %v", err, c.wantErr)
				case c.errText != "" && (err == nil || !strings.Contains(err.Error(), c.errText)):
					t.Errorf("error %v, want one saying %q", err, c.errText)
				case c.wantErr == nil && c.errText == "" && err != nil:
					t.Errorf("error %v", err)
				}
			}
			if !strings.Contains(stderr.String(), c.errOut) {
				t.Errorf("the child's messages were not passed on: %q", stderr.String())
			}
		})
	}
	// A child that cannot start: the in-window picker takes over.
	p := HelperPicker{Exe: filepath.Join(t.TempDir(), "missing")}
	if _, err := p.Open("/tmp"); !errors.Is(err, ErrNoNativePicker) {
		t.Fatalf("missing child: %v, want errNoNativePicker", err)
	}
}

func TestRunFileDialog(t *testing.T) {
	cases := []struct {
		args   []string
		picker fakePicker
		status int
		out    string
	}{
		{[]string{"open", "/tmp"}, fakePicker{path: "/tmp/a.sdm"}, 0, "/tmp/a.sdm\n"},
		{[]string{"save", "/tmp", "grid.sdm"}, fakePicker{path: "/tmp/grid.sdk"}, 0, "/tmp/grid.sdk\n"},
		{[]string{"open", "/tmp"}, fakePicker{err: ErrPickCancelled}, exitDialogCancelled, ""},
		{[]string{"open", "/tmp"}, fakePicker{err: ErrNoNativePicker}, exitDialogNoGTK, ""},
		{[]string{"open", "/tmp"}, fakePicker{err: errors.New("boom")}, 1, ""},
		{[]string{"frobnicate"}, fakePicker{}, exitDialogMisuse, ""},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		if got := RunFileDialog(c.args, c.picker, &out, &errOut); got != c.status || out.String() != c.out {
			t.Errorf("%v: status %d, output %q; want %d, %q", c.args, got, out.String(), c.status, c.out)
		}
	}
}

// fakePicker answers as the GTK chooser would.
type fakePicker struct {
	path string
	err  error
}

func (p fakePicker) Open(string) (string, error)         { return p.path, p.err }
func (p fakePicker) Save(string, string) (string, error) { return p.path, p.err }
