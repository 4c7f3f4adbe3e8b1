package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLIVariants generates a puzzle of each variant, then counts and
// solves it from standard input and from a file, beside a classic grid.
func TestCLIVariants(t *testing.T) {
	dir := t.TempDir()
	for _, v := range []string{"x", "windoku", "jigsaw", "killer"} {
		status, out, errOut := runCLI(t, "", "generate", "-variant", v, "-level", "medium", "-seed", "7")
		if status != exitOK || !strings.HasPrefix(out, "#variant "+v+"\n") {
			t.Fatalf("generate %s: %d %q %q", v, status, out, errOut)
		}
		if status, n, errOut := runCLI(t, out, "count"); status != exitOK || n != "1\n" {
			t.Errorf("count %s: %d %q %q", v, status, n, errOut)
		}
		path := filepath.Join(dir, v+".txt")
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		status, sol, errOut := runCLI(t, "", "solve", path)
		lines := strings.Split(sol, "\n")
		if status != exitOK || len(lines) < 11 || lines[0] != "#variant "+v || lines[1] != "grid" || strings.Contains(strings.Join(lines[2:11], ""), ".") {
			t.Errorf("solve %s: %d %q %q", v, status, sol, errOut)
		}
	}
	classic := filepath.Join(dir, "classic.sdm")
	if err := os.WriteFile(classic, []byte("003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, out, _ := runCLI(t, "", "count", classic, filepath.Join(dir, "killer.txt")); status != exitOK || out != "1\n1\n" {
		t.Errorf("count of a classic and a killer file: %d %q", status, out)
	}
}

func TestCLIVariantErrors(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		args        []string
		status      int
		stderr      string
	}{
		{"region of eight cells", "#variant jigsaw\ngrid\n" + strings.Repeat(".........\n", 9) + "regions\nAAAAAAAAB\n" + strings.Repeat("BBBBBBBBB\n", 0) + "BBBBBBBBB\nCCCCCCCCC\nDDDDDDDDD\nEEEEEEEEE\nFFFFFFFFF\nGGGGGGGGG\nHHHHHHHHH\nIIIIIIIII\n",
			[]string{"count"}, exitBadGrid, "stdin: line 12: region 1 has 8 cells, expected 9\n"},
		{"several solutions", "#variant x\ngrid\n" + strings.Repeat(".........\n", 9), []string{"count"}, exitBadGrid, "stdin: line 1: it has several solutions\n"},
		{"unknown variant", "", []string{"generate", "-variant", "samurai"}, ExitMisuse, "unknown variant \"samurai\""},
		{"givens for x", "", []string{"generate", "-variant", "x", "-givens"}, ExitMisuse, "-givens is for -variant killer only"},
		{"givens for classic", "", []string{"generate", "-givens"}, ExitMisuse, "-givens is for -variant killer only"},
		{"grade of several solutions", "#variant x\ngrid\n" + strings.Repeat(".........\n", 9), []string{"grade"}, exitBadGrid, "stdin: line 1: it has several solutions\n"},
		// A file with no end is read up to the size limit, not forever
		// (it once was, to the end of memory).
		{"endless file", "", []string{"count", "/dev/zero"}, exitBadGrid, "/dev/zero: larger than 16 MiB\n"},
	} {
		status, _, errOut := runCLI(t, tc.stdin, tc.args...)
		if status != tc.status || !strings.Contains(errOut, tc.stderr) {
			t.Errorf("%s: %d %q, want %d and %q", tc.name, status, errOut, tc.status, tc.stderr)
		}
	}
	// The locale's language words them, as the other file errors.
	var out, errOut strings.Builder
	c := &CLI{Stdin: strings.NewReader("#variant jigsaw\n"), Stdout: &out, Stderr: &errOut,
		getenv: func(k string) string { return map[string]string{"LANG": "fr_FR.UTF-8"}[k] }}
	if status, _ := c.runCommand([]string{"count"}); status != exitBadGrid || errOut.String() != "stdin, ligne 1\u00a0: un jigsaw demande une section regions\n" {
		t.Errorf("in French: %d %q", status, errOut.String())
	}
}

// TestCLIVariantJobs checks that generate -variant prints the same puzzles
// whatever -j: each puzzle has its own seed.
func TestCLIVariantJobs(t *testing.T) {
	_, one, _ := runCLI(t, "", "generate", "-variant", "jigsaw", "-level", "easy", "-n", "4", "-seed", "5", "-j", "1")
	status, three, errOut := runCLI(t, "", "generate", "-variant", "jigsaw", "-level", "easy", "-n", "4", "-seed", "5", "-j", "3")
	if status != exitOK || one != three || strings.Count(one, "#variant jigsaw") != 4 {
		t.Errorf("-j 1 and -j 3 differ or fail: %d %q\n%s\n---\n%s", status, errOut, one, three)
	}
}
