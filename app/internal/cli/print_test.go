package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// needPoppler skips when poppler-utils is missing, unless the run requires
// it (make test sets SUDOKU_REQUIRE_POPPLER).
func needPoppler(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("SUDOKU_REQUIRE_POPPLER") != "" {
				t.Fatalf("%s not found (install poppler-utils: make deps-test)", tool)
			}
			t.Skipf("%s not found (poppler-utils)", tool)
		}
	}
}

func poppler(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return string(out)
}

// runPrint runs `sudoku print` in process with a locale and returns the PDF
// file it wrote.
func runPrint(t *testing.T, env map[string]string, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out.pdf")
	var stdout, stderr bytes.Buffer
	c := &CLI{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, getenv: func(k string) string { return env[k] }}
	status, _ := c.runCommand(append([]string{"print", "-o", out}, args...))
	if status != exitOK {
		t.Fatalf("sudoku print %v: status %d: %s", args, status, stderr.String())
	}
	return out
}

// The check: twelve hard puzzles four to a page with solutions make
// four pages of the locale's paper, and every clue reads back in order.
func TestPrintCommand(t *testing.T) {
	needPoppler(t)
	tests := []struct {
		name  string
		env   map[string]string
		args  []string
		pages string
		size  string
		title string
	}{
		{"hard-a4-en", map[string]string{"LANG": "en_GB.UTF-8"}, []string{"-level", "hard", "-n", "12", "-per-page", "4", "-solutions", "-seed", "3"}, "4", "A4", "Puzzle 1 · Hard · rating "},
		{"expert-letter-fr", map[string]string{"LANG": "fr_CA.UTF-8"}, []string{"-level", "expert", "-n", "3", "-per-page", "2", "-seed", "3"}, "2", "letter", "Grille 1 · Expert · note "},
		{"paper-setting", map[string]string{"LANG": "en_US.UTF-8"}, []string{"-n", "1", "-paper", "a4", "-seed", "3"}, "1", "A4", "Puzzle 1 · Medium · rating "},
		{"file", map[string]string{}, []string{"-per-page", "6", "-solutions", filepath.Join("testdata", "cli", "good.txt")}, "2", "A4", "Puzzle 2 · "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pdf := runPrint(t, tt.env, tt.args...)
			info := poppler(t, "pdfinfo", pdf)
			if !regexp.MustCompile(`(?m)^Pages:\s+`+tt.pages+`$`).MatchString(info) || !strings.Contains(info, "("+tt.size+")") {
				t.Fatalf("pdfinfo: want %s pages of %s:\n%s", tt.pages, tt.size, info)
			}
			text := poppler(t, "pdftotext", "-raw", pdf, "-")
			if !strings.Contains(text, tt.title) {
				t.Errorf("no title %q in:\n%s", tt.title, text)
			}
			// Each footer line is a puzzle; its clues come in order in the
			// text before it, after the title line.
			lines := regexp.MustCompile(`(?m)^[1-9.]{81}$`).FindAllStringIndex(text, -1)
			if len(lines) == 0 {
				t.Fatalf("no 81-character line in:\n%s", text)
			}
			prev := 0
			for _, l := range lines {
				line := text[l[0]:l[1]]
				g, err := solver.Parse(line)
				if err != nil {
					t.Fatal(err)
				}
				before := text[prev:l[0]]
				if i := strings.LastIndex(before, " · "); i >= 0 {
					before = before[strings.Index(before[i:], "\n")+i:]
				}
				if got, want := digits(before), digits(g.String()); got != want {
					t.Errorf("grid reads %q, want %q", got, want)
				}
				prev = l[1]
			}
		})
	}
}

func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '1' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestPrintMisuse(t *testing.T) {
	for _, args := range [][]string{{"-per-page", "3"}, {"-paper", "legal"}, {"-level", "nightmare"}, {"-n", "0"}} {
		status, _, errOut := runCLI(t, "", append([]string{"print"}, args...)...)
		if status != ExitMisuse || !strings.HasPrefix(errOut, "sudoku print: ") {
			t.Errorf("print %v: status %d, stderr %q", args, status, errOut)
		}
	}
}

// Twelve Expert puzzles with their solutions, made and laid out as a PDF.
func BenchmarkPrintTwelveExpert(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		var out bytes.Buffer
		c := &CLI{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out, getenv: func(string) string { return "" }}
		if status, _ := c.runCommand([]string{"print", "-level", "expert", "-n", "12", "-per-page", "4", "-solutions", "-seed", "9"}); status != exitOK {
			b.Fatal(out.String())
		}
		if i == 0 && !bytes.HasPrefix(out.Bytes(), []byte("%PDF-")) {
			b.Fatal("not a PDF")
		}
	}
}

// print's progress: on a terminal a line that counts the grids and ends on
// the final count; anywhere else (a pipe, a file, a buffer) nothing.
func TestPrintProgress(t *testing.T) {
	var b bytes.Buffer
	p := &cliProgress{w: &b, total: 5}
	for i := 1; i <= 5; i++ {
		p.step(i)
	}
	p.done()
	if out := b.String(); !strings.HasPrefix(out, "\rsudoku print: 1 of 5 grids") || !strings.HasSuffix(out, "\rsudoku print: 5 of 5 grids\n") {
		t.Fatalf("progress %q", out)
	}
	b.Reset()
	q := newCLIProgress(&b, 5)
	q.step(1)
	q.done()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if b.Len() > 0 || newCLIProgress(w, 5).w != nil {
		t.Fatalf("progress off a terminal: %q", b.String())
	}
}

// TestPrintVariants: print reads the variants' text form beside classic
// files: each puzzle titled with its variant and the level the variants'
// grader gives it, its givens read back; a puzzle that is not one is named
// with its file and line and the others still print.
func TestPrintVariants(t *testing.T) {
	needPoppler(t)
	dir := t.TempDir()
	status, x, errOut := runCLI(t, "", "generate", "-variant", "x", "-level", "easy", "-n", "2", "-seed", "5")
	if status != exitOK {
		t.Fatalf("generate: %d %s", status, errOut)
	}
	_, killer, _ := runCLI(t, "", "generate", "-variant", "killer", "-level", "medium", "-seed", "5")
	files := map[string]string{
		"x.txt":      x,
		"killer.txt": killer,
		"bad.txt":    "#variant x\ngrid\n" + strings.Repeat(".........\n", 9),
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, "out.pdf")
	status, _, errOut = runCLI(t, "", "print", "-per-page", "2", "-o", out,
		filepath.Join(dir, "x.txt"), filepath.Join(dir, "bad.txt"), filepath.Join(dir, "killer.txt"), filepath.Join("testdata", "cli", "good.txt"))
	if status != exitBadGrid || !strings.Contains(errOut, "bad.txt: line 1: it has several solutions") {
		t.Fatalf("status %d, stderr %q: want %d and the bad file named", status, errOut, exitBadGrid)
	}
	text := poppler(t, "pdftotext", "-raw", out, "-")
	for _, want := range []string{"Puzzle 1 · X-Sudoku · Easy", "Puzzle 2 · X-Sudoku · Easy", "Puzzle 3 · Killer · Medium", "Puzzle 4 · "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	// The first X-Sudoku's givens read back after its title, in order.
	_, after, _ := strings.Cut(text, "Puzzle 1 · X-Sudoku · Easy")
	first, _, _ := strings.Cut(x[len("#variant x\ngrid\n"):], "\n#")
	want := digits(first)
	if got := digits(after); !strings.HasPrefix(got, want) {
		t.Errorf("the first grid reads %q, want %q first", got, want)
	}
}
