package main

// The third-party licence notes: the licence texts of everything the binary
// links besides our own code, read from the module cache, so the tarball
// carries them word for word.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// notesText returns the notes for the items of a binary.
func notesText(bin *binaryInfo, items []licenceItem) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Third-party software in the sudoku binary\n")
	fmt.Fprintf(&b, "=========================================\n\n")
	fmt.Fprintf(&b, "The sudoku program is a Go binary: besides its own code (MIT licence, see\n")
	fmt.Fprintf(&b, "LICENSE) it contains the Go modules below and the Go standard library,\n")
	fmt.Fprintf(&b, "built with %s. Each is listed with its version and licence, followed by\n", bin.goVersion)
	fmt.Fprintf(&b, "the licence and notice files it ships, word for word.\n\n")
	for _, it := range items {
		if it.pattern == "*" {
			continue
		}
		name := it.module
		if it.module == stdModule {
			name = "The Go standard library and runtime"
		}
		if it.sub != "" {
			name += "/" + it.sub
		}
		fmt.Fprintf(&b, "- %s %s: %s\n", name, it.version, strings.Join(it.granted, " or "))
	}
	for _, it := range items {
		if it.pattern == "*" {
			continue
		}
		name := it.module
		if it.module == stdModule {
			name = "The Go standard library and runtime (https://go.dev)"
		}
		if it.sub != "" {
			name += "/" + it.sub + " (a folder of " + it.module + " with a licence of its own)"
		}
		title := fmt.Sprintf("%s %s", name, it.version)
		fmt.Fprintf(&b, "\n\n%s\n%s\n", title, strings.Repeat("-", len([]rune(title))))
		for _, f := range append(append([]textFile(nil), it.licences...), it.notices...) {
			fmt.Fprintf(&b, "\n[%s]\n\n%s\n", filepath.Base(f.path), strings.TrimRight(f.text, "\n"))
		}
	}
	return b.String()
}

// writeNotes writes the notes to a file.
func writeNotes(file string, bin *binaryInfo, items []licenceItem) error {
	if err := os.WriteFile(file, []byte(notesText(bin, items)), 0o644); err != nil {
		return fmt.Errorf("writing the licence notes: %w", err)
	}
	return nil
}
