package printing

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/png"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

var update = flag.Bool("update", false, "rewrite the golden renders in testdata")

// testSheets are n puzzles of a level from a fixed seed, with their
// solutions.
func testSheets(t testing.TB, level solver.Level, n int) []Sheet {
	t.Helper()
	rng := rand.New(rand.NewSource(5))
	var sheets []Sheet
	for i := range n {
		p, err := solver.Generate(context.Background(), level, rng)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := solver.SolveUnique(p)
		if err != nil {
			t.Fatal(err)
		}
		sheets = append(sheets, Sheet{Number: i + 1, Title: fmt.Sprintf("Puzzle %d · %s", i+1, level), Givens: p, Solution: sol})
	}
	return sheets
}

func writePDF(t *testing.T, sheets []Sheet, o Options) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, sheets, o); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// needPoppler skips when poppler-utils is missing, unless the run requires
// it (make test installs it and sets SUDOKU_REQUIRE_POPPLER).
func needPoppler(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("SUDOKU_REQUIRE_POPPLER") != "" {
				t.Fatalf("%s not found (install poppler-utils: make deps-test)", tool)
			}
			t.Skipf("%s not found (poppler-utils)", tool)
		}
	}
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return string(out)
}

// PDFInfo returns pdfinfo's page count and page size line.
func pdfInfo(t *testing.T, path string) (pages, size string) {
	info := run(t, "pdfinfo", path)
	pages = regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindStringSubmatch(info)[1]
	size = regexp.MustCompile(`(?m)^Page size:\s+(.*)$`).FindStringSubmatch(info)[1]
	return pages, strings.TrimSpace(size)
}

// textIn returns the text pdftotext finds in a box of a page.
func textIn(t *testing.T, path string, p Paper, page int, b Box) string {
	t.Helper()
	top := p.Height - b.Y - b.Size
	return run(t, "pdftotext", "-raw", "-f", fmt.Sprint(page), "-l", fmt.Sprint(page),
		"-x", fmt.Sprint(int(b.X)), "-y", fmt.Sprint(int(top)),
		"-W", fmt.Sprint(int(b.Size+1)), "-H", fmt.Sprint(int(b.Size+1)), path, "-")
}

// textInRect is the text pdftotext finds in a rectangle of a page, given
// by its bottom left corner and size in points as PDF places them.
func textInRect(t *testing.T, path string, p Paper, page int, x, y, w, h float64) string {
	t.Helper()
	top := p.Height - y - h
	return run(t, "pdftotext", "-raw", "-f", fmt.Sprint(page), "-l", fmt.Sprint(page),
		"-x", fmt.Sprint(int(x)), "-y", fmt.Sprint(int(top)),
		"-W", fmt.Sprint(int(w+1)), "-H", fmt.Sprint(int(h+1)), path, "-")
}

// With Options.Labels every puzzle's grid has its column numbers above it
// and its row numbers at its left, 1 to 9 in order, and its clues still
// read back from its square; the solutions pages have none.
func TestPagesLabels(t *testing.T) {
	needPoppler(t)
	sheets := testSheets(t, solver.Hard, 6)
	for _, perPage := range []int{1, 6} {
		t.Run(fmt.Sprint(perPage), func(t *testing.T) {
			o := Options{Paper: A4, PerPage: perPage, Solutions: true, SolutionsTitle: "Solutions", Labels: true}
			path := writePDF(t, sheets, o)
			boxes := GridBoxesOf(o, perPage)
			plain := GridBoxes(A4, perPage, perPage)
			for i, s := range sheets {
				page, k := i/perPage+1, i%perPage
				b := boxes[k]
				if b.Size >= plain[k].Size {
					t.Fatalf("a labelled grid is %.1f pt, no smaller than without labels (%.1f)", b.Size, plain[k].Size)
				}
				room := b.Size * labelRoom / 9
				if got := digitsOf(textIn(t, path, A4, page, b)); got != cluesOf(s.Givens) {
					t.Errorf("puzzle %d: the grid reads %q, want %q", i+1, got, cluesOf(s.Givens))
				}
				if got := digitsOf(textInRect(t, path, A4, page, b.X, b.Y+b.Size, b.Size, room)); got != "123456789" {
					t.Errorf("puzzle %d: above the grid %q, want the columns 123456789", i+1, got)
				}
				if got := digitsOf(textInRect(t, path, A4, page, b.X-room, b.Y, room, b.Size)); got != "123456789" {
					t.Errorf("puzzle %d: left of the grid %q, want the rows 123456789", i+1, got)
				}
			}
			// The solutions page: the small grids' digits, nothing more.
			sol := SolutionBoxes(A4, SolutionsPerPage)[0]
			last := Pages(len(sheets), o)
			if got := digitsOf(textInRect(t, path, A4, last, sol.X-10, sol.Y, sol.Size+10, sol.Size)); got != digitsOf(sheets[0].Solution.String()) {
				t.Errorf("the first solution reads %q, want %q", got, sheets[0].Solution)
			}
		})
	}
}

// digitsOf keeps the digits of s, in order.
func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '1' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func cluesOf(g solver.Grid) string {
	return digitsOf(g.String())
}

func TestPagesTextAndSize(t *testing.T) {
	needPoppler(t)
	sheets := testSheets(t, solver.Hard, 12)
	tests := []struct {
		paper     Paper
		perPage   int
		solutions bool
		pages     string
		size      string
	}{
		{A4, 4, true, "4", "595.28 x 841.89 pts (A4)"},
		{Letter, 4, true, "4", "612 x 792 pts (letter)"},
		{A4, 1, false, "12", "595.28 x 841.89 pts (A4)"},
		{A4, 2, true, "7", "595.28 x 841.89 pts (A4)"},
		{Letter, 6, true, "3", "612 x 792 pts (letter)"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s-%d-%v", tt.paper.Name, tt.perPage, tt.solutions), func(t *testing.T) {
			o := Options{Paper: tt.paper, PerPage: tt.perPage, Solutions: tt.solutions, SolutionsTitle: "Solutions"}
			path := writePDF(t, sheets, o)
			pages, size := pdfInfo(t, path)
			if pages != tt.pages || size != tt.size {
				t.Fatalf("pdfinfo: %s pages of %s, want %s of %s", pages, size, tt.pages, tt.size)
			}
			if n := Pages(len(sheets), o); fmt.Sprint(n) != tt.pages {
				t.Errorf("Pages = %d, want %s", n, tt.pages)
			}
			// Every clue of every grid, in order, read back from the grid's square.
			for i, s := range sheets {
				page, k := i/tt.perPage+1, i%tt.perPage
				b := GridBoxes(tt.paper, tt.perPage, tt.perPage)[k]
				if got := digitsOf(textIn(t, path, tt.paper, page, b)); got != cluesOf(s.Givens) {
					t.Errorf("puzzle %d: page %d reads %q, want %q", i+1, page, got, cluesOf(s.Givens))
				}
			}
			// The whole text holds each title and 81-character line.
			all := run(t, "pdftotext", "-layout", path, "-")
			for _, s := range sheets {
				for _, want := range []string{s.Title, s.Givens.String()} {
					if !strings.Contains(all, want) {
						t.Errorf("the text lacks %q", want)
					}
				}
			}
			if !tt.solutions {
				return
			}
			first := (len(sheets)+tt.perPage-1)/tt.perPage + 1
			for i, s := range sheets {
				b := SolutionBoxes(tt.paper, SolutionsPerPage)[i%SolutionsPerPage]
				if got := digitsOf(textIn(t, path, tt.paper, first+i/SolutionsPerPage, b)); got != digitsOf(s.Solution.String()) {
					t.Errorf("solution %d reads %q, want %q", i+1, got, s.Solution)
				}
			}
		})
	}
}

// renderPage renders one page of a PDF to a gray PNG at dpi.
func renderPage(t *testing.T, path string, page, dpi int) image.Image {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "page")
	run(t, "pdftoppm", "-gray", "-png", "-singlefile", "-r", fmt.Sprint(dpi), "-f", fmt.Sprint(page), "-l", fmt.Sprint(page), path, prefix)
	f, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// The pages rendered by poppler match the golden renders in testdata (a
// pixel may differ by a little, as antialiasing changes between versions).
func TestPagesRenderGolden(t *testing.T) {
	needPoppler(t)
	// Poppler draws the standard fonts with what fontconfig offers for
	// them; the goldens were drawn with URW's Nimbus fonts, the ones with
	// Helvetica's metrics (fonts-urw-base35, in make's test deps).
	if out, _ := exec.Command("fc-match", "Helvetica").Output(); !strings.Contains(string(out), "Nimbus Sans") {
		if os.Getenv("SUDOKU_REQUIRE_POPPLER") != "" {
			t.Fatalf("fontconfig gives %q for Helvetica, want Nimbus Sans (install fonts-urw-base35)", out)
		}
		t.Skipf("fontconfig gives %q for Helvetica, not Nimbus Sans (fonts-urw-base35)", out)
	}
	sheets := testSheets(t, solver.Expert, 6)
	// The player's progress and notes on the first one.
	sheets[0].Digits[0], sheets[0].Digits[1] = sheets[0].Solution[0], sheets[0].Solution[1]
	for c := 9; c < 18; c++ {
		if sheets[0].Givens[c] == 0 {
			sheets[0].Notes[c] = solver.Mask(0b1010101110)
		}
	}
	tests := []struct {
		name   string
		sheets []Sheet
		o      Options
		page   int
	}{
		{"one-a4", sheets[:1], Options{Paper: A4, PerPage: 1}, 1},
		{"four-letter", sheets[:4], Options{Paper: Letter, PerPage: 4}, 1},
		{"six-a4", sheets, Options{Paper: A4, PerPage: 6}, 1},
		{"solutions-a4", sheets, Options{Paper: A4, PerPage: 6, Solutions: true, SolutionsTitle: "Solutions"}, 2},
		{"labels-one-a4", sheets[:1], Options{Paper: A4, PerPage: 1, Labels: true}, 1},
		{"labels-six-letter", sheets, Options{Paper: Letter, PerPage: 6, Labels: true}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writePDF(t, tt.sheets, tt.o)
			got := renderPage(t, path, tt.page, 40)
			golden := filepath.Join("testdata", tt.name+".png")
			if *update {
				var b bytes.Buffer
				if err := png.Encode(&b, got); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			f, err := os.Open(golden)
			if err != nil {
				t.Fatalf("%v (go test -update writes it)", err)
			}
			defer f.Close()
			want, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if got.Bounds() != want.Bounds() {
				t.Fatalf("render is %v, golden %v", got.Bounds(), want.Bounds())
			}
			bad, total := 0, 0
			for y := got.Bounds().Min.Y; y < got.Bounds().Max.Y; y++ {
				for x := got.Bounds().Min.X; x < got.Bounds().Max.X; x++ {
					g1, _, _, _ := got.At(x, y).RGBA()
					g2, _, _, _ := want.At(x, y).RGBA()
					total++
					if d := int(g1>>8) - int(g2>>8); d > 40 || d < -40 {
						bad++
					}
				}
			}
			if bad*1000 > total*3 { // 0.3 % of the pixels
				t.Errorf("%d of %d pixels differ from %s", bad, total, golden)
			}
		})
	}
}
