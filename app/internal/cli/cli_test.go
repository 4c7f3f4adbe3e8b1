package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/cli")

// runCLI runs the command line in process.
func runCLI(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	// An English locale whatever the environment's (the goldens are English).
	c := &CLI{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, getenv: func(string) string { return "" }}
	status, handled := c.runCommand(args)
	if !handled {
		t.Fatalf("sudoku %v was not handled by the command line", args)
	}
	return status, out.String(), errOut.String()
}

// golden compares got with testdata/cli/NAME, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "cli", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

func TestCommandsGolden(t *testing.T) {
	mixed := filepath.Join("testdata", "cli", "mixed.txt")
	good := filepath.Join("testdata", "cli", "good.txt")
	levels := filepath.Join("testdata", "cli", "levels.txt")     // one puzzle of each kind
	late := filepath.Join("testdata", "cli", "late.txt")         // the techniques after row 21
	variants := filepath.Join("testdata", "cli", "variants.txt") // an Expert of each variant, a Master X-Sudoku
	fmts := "../../../model/testdata/formats/read/"              // the model's fixtures, one per format
	tests := []struct {
		name       string
		args       []string
		stdin      string
		wantStatus int
	}{
		{"solve-good", []string{"solve", good}, "", exitOK},
		{"solve-mixed", []string{"solve", mixed}, "", exitBadGrid},
		{"solve-stdin", []string{"solve"}, "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n", exitOK},
		{"count-mixed", []string{"count", mixed, good}, "", exitBadGrid},
		{"solve-every-format", []string{"solve", fmts + "seed.gri", fmts + "sudocue.sdk", fmts + "plain.ss", fmts + "v2.opensudoku", fmts + "grid9x9.txt", fmts + "utf16.txt"}, "", exitOK},
		{"solve-stdin-9x9", []string{"solve"}, "4.. ... 8.5\n.3. ... ...\n... 7.. ...\n.2. ... .6.\n... .8. 4..\n... .1. ...\n... 6.3 .7.\n5.. 2.. ...\n1.4 ... ...\n", exitOK},
		{"count-missing-file", []string{"count", "testdata/cli/no-such-file.sdm", good}, "", exitBadGrid},
		{"generate-easy-seed7", []string{"generate", "-level", "easy", "-n", "3", "-seed", "7"}, "", exitOK},
		{"generate-bad-level", []string{"generate", "-level", "nightmare"}, "", ExitMisuse},
		{"generate-extra-arg", []string{"generate", "-n", "2", "extra"}, "", ExitMisuse},
		{"generate-master-seed7", []string{"generate", "-level", "master", "-n", "2", "-seed", "7"}, "", exitOK},
		{"grade-levels", []string{"grade", levels}, "", exitOK},
		{"grade-json-levels", []string{"grade", "-json", levels}, "", exitOK},
		{"grade-mixed", []string{"grade", mixed}, "", exitBadGrid},
		{"grade-variants", []string{"grade", variants, good}, "", exitOK},
		{"grade-json-variants", []string{"grade", "-json", variants}, "", exitOK},
		{"generate-variant-seed7", []string{"generate", "-variant", "windoku", "-level", "expert", "-n", "2", "-seed", "7", "-j", "2"}, "", exitOK},
		{"explain-levels", []string{"explain", levels}, "", exitOK},
		{"explain-late", []string{"explain", late}, "", exitOK},
		{"explain-variants", []string{"explain", variants}, "", exitOK},
		// Two Masters of solver/testdata/variants-se.txt (X 9.0, Windoku
		// 9.0): dynamic forcing chains over the diagonals and windows.
		{"explain-variants-dynamic", []string{"explain", filepath.Join("testdata", "cli", "variants-dynamic.txt")}, "", exitOK},
		{"explain-stdin", []string{"explain"}, "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n", exitOK},
		{"explain-mixed", []string{"explain", mixed}, "", exitBadGrid},
		// The first puzzle of solver/testdata/se-hardest.txt (9.5): nested
		// forcing chains, their inner chains told under each step.
		{"explain-nested", []string{"explain"}, "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........\n", exitOK},
		{"explain-bad-flag", []string{"explain", "-x"}, "", ExitMisuse},
		{"unknown-option", []string{"--frobnicate"}, "", ExitMisuse},
		{"help", []string{"--help"}, "", exitOK},
		{"version", []string{"--version"}, "", exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, out, errOut := runCLI(t, tt.stdin, tt.args...)
			if status != tt.wantStatus {
				t.Errorf("exit status %d, want %d (stderr: %s)", status, tt.wantStatus, errOut)
			}
			golden(t, tt.name+".golden", "# stdout\n"+out+"# stderr\n"+filepath.ToSlash(errOut))
		})
	}
}

// TestExplainFollowsTheLocale runs explain under a French locale: it words
// the grid's line and every step in French, through the same catalogue
// as the window's hints.
func TestExplainFollowsTheLocale(t *testing.T) {
	var out, errOut bytes.Buffer
	env := map[string]string{"LANG": "fr_FR.UTF-8"}
	c := &CLI{Stdin: strings.NewReader("003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"),
		Stdout: &out, Stderr: &errOut, getenv: func(k string) string { return env[k] }}
	if status, _ := c.runCommand([]string{"explain"}); status != exitOK {
		t.Fatalf("exit status %d (stderr: %s)", status, errOut.String())
	}
	golden(t, "explain-stdin-fr.golden", "# stdout\n"+out.String()+"# stderr\n"+errOut.String())
}

// Every solution printed is a valid completion of its puzzle, and the grids
// after a bad line are still processed.
func TestSolveKeepsGoingAfterBadLines(t *testing.T) {
	status, out, errOut := runCLI(t, "", "solve", filepath.Join("testdata", "cli", "mixed.txt"))
	if status != exitBadGrid {
		t.Fatalf("status %d, want %d", status, exitBadGrid)
	}
	lines := strings.Fields(out)
	if len(lines) != 2 {
		t.Fatalf("want the 2 good grids solved, got %d lines:\n%s", len(lines), out)
	}
	for _, l := range lines {
		g, err := solver.Parse(l)
		if err != nil || !g.Solved() {
			t.Errorf("printed %q, not a solved grid (%v)", l, err)
		}
	}
	for _, want := range []string{"line 3: 79 cells, expected 81", "line 6: r1c1 and r1c2 both hold 5", "line 7: no solution", "line 8: several solutions"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

func TestGenerateIsDeterministicAndParallel(t *testing.T) {
	for _, l := range solver.Levels {
		level := l.String()
		t.Run(level, func(t *testing.T) {
			status, one, errOut := runCLI(t, "", "generate", "-level", level, "-n", "4", "-seed", "11", "-j", "1")
			if status != exitOK && strings.Contains(errOut, "no technique") {
				t.Skip(errOut) // the solver rates nothing in the level's band yet
			}
			_, two, _ := runCLI(t, "", "generate", "-level", level, "-n", "4", "-seed", "11", "-j", "0")
			if one != two {
				t.Fatalf("-j 1 and -j 0 differ:\n%s\n%s", one, two)
			}
			lines := strings.Fields(one)
			if len(lines) != 4 {
				t.Fatalf("want 4 puzzles, got %q", one)
			}
			status, grades, errOut := runCLI(t, one, "grade", "-json")
			if status != exitOK {
				t.Fatalf("grading generated puzzles: status %d: %s", status, errOut)
			}
			dec := json.NewDecoder(strings.NewReader(grades))
			for i := range lines {
				var g map[string]any
				if err := dec.Decode(&g); err != nil {
					t.Fatalf("puzzle %d: %v in %q", i+1, err, grades)
				}
				for _, field := range []string{"level", "rating", "exact", "hardest", "complexity", "clues", "guesses", "techniques", "counts", "stuck"} {
					if _, ok := g[field]; !ok {
						t.Errorf("puzzle %d: JSON lacks %q: %v", i+1, field, g)
					}
				}
				if g["level"] != level {
					t.Errorf("puzzle %d graded %v, want %s", i+1, g["level"], level)
				}
			}
		})
	}
}

func TestHelpAndNoCommand(t *testing.T) {
	status, out, _ := runCLI(t, "", "--help")
	if status != exitOK || !strings.Contains(out, "sudoku generate") {
		t.Fatalf("--help: status %d, output %q", status, out)
	}
	c := &CLI{Stdin: strings.NewReader(""), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}}
	if _, handled := c.runCommand(nil); handled {
		t.Fatal("no argument must open the window, not run a command")
	}
	if _, handled := c.runCommand([]string{"puzzle.sdm"}); handled {
		t.Fatal("a file argument must open the window, not run a command")
	}
}

// TestUsageFollowsTheLocale runs the usage and the misuse messages under a
// French locale: the usage, the flags' descriptions and what is wrong come
// from the catalogue in French, as the grids' errors do.
func TestUsageFollowsTheLocale(t *testing.T) {
	env := map[string]string{"LANG": "fr_FR.UTF-8"}
	var all strings.Builder
	for _, args := range [][]string{
		{"--help"}, {"--frobnicate"}, {"generate", "-level", "nightmare"}, {"generate", "-n", "2", "extra"},
		{"generate", "-x"}, {"print", "-per-page", "3"}, {"print", "-n", "many"}, {"grade", "-json=maybe"},
	} {
		var out, errOut bytes.Buffer
		c := &CLI{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, getenv: func(k string) string { return env[k] }}
		status, _ := c.runCommand(args)
		fmt.Fprintf(&all, "# sudoku %s: status %d\n# stdout\n%s# stderr\n%s", strings.Join(args, " "), status, out.String(), errOut.String())
	}
	var out, errOut bytes.Buffer
	c := &CLI{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, getenv: func(k string) string { return env[k] }}
	status := c.TooManyArguments()
	fmt.Fprintf(&all, "# sudoku a.sdm b.sdm: status %d\n# stderr\n%s", status, errOut.String())
	golden(t, "usage-fr.golden", all.String())
}
