package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseCopyright(t *testing.T) {
	cr, err := parseCopyright(fakeCopyright)
	if err != nil {
		t.Fatal(err)
	}
	if len(cr.files) != 5 {
		t.Fatalf("%d Files paragraphs, want 5", len(cr.files))
	}
	p, ok := cr.paragraphFor("a.example/x/*")
	if !ok || strings.Join(p.licence.names, " ") != "Expat" || p.line != 7 {
		t.Errorf("a.example/x/*: %+v %v, want MIT read as Expat, line 7", p, ok)
	}
	for _, name := range []string{"Expat", "BSD-2-Clause", "Apache-2.0", "BSD-3-Clause"} {
		if !cr.texts[name] {
			t.Errorf("no text recorded for %s", name)
		}
	}
}

func TestParseCopyrightErrors(t *testing.T) {
	const format = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
	tests := []struct {
		name, text, want string
	}{
		{"no format", "Files: *\nCopyright: x\nLicense: MIT\n", "not a machine-readable copyright file"},
		{"no copyright", format + "Files: *\nLicense: MIT\n", "line 3: Files paragraph without a Copyright field"},
		{"no license", format + "Files: *\nCopyright: x\n", "line 3: paragraph without a License field"},
		{"standalone without text", format + "License: MIT\n", "standalone License paragraph \"MIT\" without the licence text"},
		{"standalone with two names", format + "License: MIT or ISC\n text\n", "names one licence"},
		{"continuation first", format + " stray\n", "line 3: continuation line outside a field"},
		{"not a field", format + "Files *\n", "is not a field"},
		{"field twice", format + "Files: *\nFiles: a\n", "field Files twice"},
		{"empty license", format + "Files: *\nCopyright: x\nLicense:\n", "empty License field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseCopyright(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestParseLicenceExpr(t *testing.T) {
	tests := []struct{ in, want string }{
		{"MIT", "Expat"},
		{"Unlicense or Expat", "Expat Unlicense"},
		{"BSD-3-Clause or Unlicense", "BSD-3-Clause Unlicense"},
		{"GPL-2+, and MIT", "Expat GPL-2+"},
		{"expat or mit", "Expat"},
	}
	for _, tt := range tests {
		e, err := parseLicenceExpr(tt.in)
		if err != nil || strings.Join(e.names, " ") != tt.want {
			t.Errorf("parseLicenceExpr(%q) = %v, %v; want %q", tt.in, e.names, err, tt.want)
		}
	}
}

// The project's own copyright file parses, names every licence it uses
// with its text, and lists our code, the standard library and Gio. (That it
// lists what the real binary links is checked by the package checks, which
// have the binary: make package-check.)
func TestProjectCopyrightFile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "dist", "debian", "copyright"))
	if err != nil {
		t.Fatal(err)
	}
	cr, err := parseCopyright(string(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range cr.files {
		for _, name := range p.licence.names {
			if !cr.texts[name] {
				t.Errorf("line %d: licence %s has no text", p.line, name)
			}
		}
	}
	for _, pat := range []string{"*", stdModule + "/*", "gioui.org/*", "github.com/sqweek/dialog/*", "github.com/adrg/xdg/*"} {
		if _, ok := cr.paragraphFor(pat); !ok {
			t.Errorf("no paragraph for %s", pat)
		}
	}
}

func FuzzParseCopyright(f *testing.F) {
	f.Add(fakeCopyright)
	f.Add("Format: copyright-format/1.0\n\nFiles: a\n b\nCopyright: x\nLicense: MIT\n .\n text\n")
	f.Fuzz(func(t *testing.T, text string) {
		cr, err := parseCopyright(text)
		if err != nil {
			if cr != nil {
				t.Fatal("a copyright file and an error")
			}
			return
		}
		for _, p := range cr.files {
			if len(p.patterns) == 0 || len(p.licence.names) == 0 {
				t.Fatalf("paragraph at line %d has no patterns or no licence: %+v", p.line, p)
			}
		}
	})
}
