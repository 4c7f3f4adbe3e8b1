package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	builtOnce sync.Once
	builtPath string
	builtErr  error
	builtOut  []byte
)

// trimmedBinary builds this command with -trimpath, as the release build
// is made, so the tests read a real binary: it links the standard library
// and the main module, and no other module.
func trimmedBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a binary")
	}
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "licensecheck-test")
		if err != nil {
			builtErr = err
			return
		}
		builtPath = filepath.Join(dir, "licensecheck")
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", builtPath, ".")
		builtOut, builtErr = cmd.CombinedOutput()
	})
	if builtErr != nil {
		t.Fatalf("go build: %v\n%s", builtErr, builtOut)
	}
	return builtPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if builtPath != "" {
		os.RemoveAll(filepath.Dir(builtPath))
	}
	os.Exit(code)
}

func TestReadBinary(t *testing.T) {
	bin, err := readBinary(trimmedBinary(t))
	if err != nil {
		t.Fatal(err)
	}
	if bin.main != "github.com/giosudoku/sudoku" || !strings.HasPrefix(bin.goVersion, "go1.") {
		t.Errorf("main %q, Go %q", bin.main, bin.goVersion)
	}
	if len(bin.deps) != 0 {
		t.Errorf("deps = %v, want none (the command uses the standard library only)", bin.deps)
	}
	// The folders with code in the stripped binary.
	for _, c := range []struct{ mod, dir string }{
		{bin.main, "tools/licensecheck"},
		{stdModule, "debug/gosym"},
		{stdModule, "runtime"},
	} {
		if !bin.dirs[c.mod][c.dir] {
			t.Errorf("dirs[%s] lacks %s", c.mod, c.dir)
		}
	}
}

func TestReadBinaryRefusesUntrimmed(t *testing.T) {
	exe, err := os.Executable() // the test binary: built without -trimpath
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readBinary(exe); err == nil || !strings.Contains(err.Error(), "-trimpath") {
		t.Errorf("err = %v, want one asking for -trimpath", err)
	}
	if _, err := readBinary(filepath.Join("testdata", "licences", "mit.txt")); err == nil {
		t.Error("a text file read as a Go binary")
	}
}

// The command end to end on a real binary: it passes with a copyright file
// that lists our code and the standard library, fails when one is missing,
// and writes the notes only when it passes.
func TestRun(t *testing.T) {
	binary := trimmedBinary(t)
	goroot := strings.TrimSpace(runGo(t, "env", "GOROOT"))
	dir := t.TempDir()
	good := `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/

Files: *
Copyright: 2026 The Gio Sudoku developers
License: Expat

Files: golang.org/toolchain/*
Copyright: 2009 The Go Authors
License: BSD-3-Clause

License: Expat
 text

License: BSD-3-Clause
 text
`
	bad := strings.Replace(good, "golang.org/toolchain/*", "golang.org/x/other/*", 1)
	tests := []struct {
		name, copyright string
		status          int
		stderr          string
	}{
		{"complete", good, 0, ""},
		{"standard library missing", bad, 1, `the Go standard library (go1.`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crPath := filepath.Join(dir, "copyright")
			notes := filepath.Join(dir, "notes-"+strings.ReplaceAll(tt.name, " ", "-"))
			if err := os.WriteFile(crPath, []byte(tt.copyright), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			status := run([]string{"-binary", binary, "-copyright", crPath, "-goroot", goroot, "-modcache", dir,
				"-main-license", filepath.Join("..", "..", "LICENSE"), "-notes", notes}, &stdout, &stderr)
			if status != tt.status || !strings.Contains(stderr.String(), tt.stderr) {
				t.Fatalf("status %d, stderr %q; want %d and %q", status, stderr.String(), tt.status, tt.stderr)
			}
			_, err := os.Stat(notes)
			if wrote := err == nil; wrote != (tt.status == 0) {
				t.Errorf("notes written: %v, want %v", wrote, tt.status == 0)
			}
		})
	}
}

func TestRunMisuse(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if status := run([]string{"-binary", "x"}, &stdout, &stderr); status != 2 {
		t.Errorf("status %d without -copyright, want 2", status)
	}
}

func runGo(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go %v: %v", args, err)
	}
	return string(out)
}
