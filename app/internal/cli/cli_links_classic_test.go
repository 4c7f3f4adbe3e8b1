package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClassicLinkIsClassic: a classic puzzle read from a puzzle link (a
// link file, a link given as the argument, a link on standard input) or
// from the variants' text form (`#variant classic`) gets exactly what the
// same grid in a plain grid file gets, from every command: the classic
// solver, grader (exact past the variants' grader's reach) and
// explanation, not the variants' ones (docs/formats.md, "Puzzle links").
func TestClassicLinkIsClassic(t *testing.T) {
	const grid = "..952...4..8...75....8.3.2.29...61......1......17...62.1.9.4....57...4..3...852.."
	dir := t.TempDir()
	file := filepath.Join(dir, "classic.sdm")
	if err := os.WriteFile(file, []byte(grid+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	text.WriteString("#variant classic\ngrid\n")
	for r := 0; r < 9; r++ {
		text.WriteString(grid[r*9:r*9+9] + "\n")
	}
	variantFile := filepath.Join(dir, "classic.variant")
	if err := os.WriteFile(variantFile, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	linkFile := "../../../model/testdata/links/classic-fpuzzles.txt"
	data, err := os.ReadFile(linkFile)
	if err != nil {
		t.Fatal(err)
	}
	link := strings.TrimSpace(string(data))

	commands := [][]string{{"solve"}, {"count"}, {"grade"}, {"grade", "-json"}, {"explain"}}
	for _, cmd := range commands {
		_, want, _ := runCLI(t, "", append(cmd, file)...)
		if want == "" {
			t.Fatalf("%v on the grid file printed nothing", cmd)
		}
		for _, in := range []struct {
			name  string
			args  []string
			stdin string
		}{
			{"link file", []string{linkFile}, ""},
			{"link argument", []string{link}, ""},
			{"link on stdin", nil, link + "\n"},
			{"#variant classic", []string{variantFile}, ""},
		} {
			status, got, errOut := runCLI(t, in.stdin, append(cmd, in.args...)...)
			if status != exitOK || errOut != "" {
				t.Errorf("%v, %s: status %d, stderr %q", cmd, in.name, status, errOut)
			}
			if got != want {
				t.Errorf("%v, %s:\n%s\nwant, as from the grid file:\n%s", cmd, in.name, got, want)
			}
		}
	}
	// Clashing givens: count says 0 for a link as for a file, and for a
	// variant puzzle whose givens clash on its diagonal.
	clash := filepath.Join(dir, "clash.sdm")
	if err := os.WriteFile(clash, []byte("55"+strings.Repeat(".", 79)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	xclash := filepath.Join(dir, "clash.variant")
	if err := os.WriteFile(xclash, []byte("#variant x\ngrid\n5........\n.5.......\n"+strings.Repeat(".........\n", 7)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{clash}, {"../../../model/testdata/links/clash.txt"}, {xclash}} {
		status, got, errOut := runCLI(t, "", append([]string{"count"}, args...)...)
		if status != exitBadGrid || got != "0\n" || !strings.Contains(errOut, "both hold 5") {
			t.Errorf("count %s: status %d, stdout %q, stderr %q; want 0 and the clash", args[0], status, got, errOut)
		}
	}
	// print: the classic sheet, byte for byte the grid file's.
	_, want, _ := runCLI(t, "", "print", "-seed", "1", file)
	for _, args := range [][]string{{linkFile}, {link}, {variantFile}} {
		status, got, errOut := runCLI(t, "", append([]string{"print", "-seed", "1"}, args...)...)
		if status != exitOK || got != want {
			t.Errorf("print %.40s: status %d, stderr %q, the PDF differs from the grid file's", args[0], status, errOut)
		}
	}
}
