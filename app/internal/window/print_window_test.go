package window

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/printing"
	"github.com/giosudoku/sudoku/solver"
)

// fakePrinter stands for the print dialog: it keeps a copy of each PDF it
// is given (the window removes the file after) and answers err.
type fakePrinter struct {
	mu   sync.Mutex
	pdfs [][]byte
	err  error
}

func (p *fakePrinter) Print(path string, _ printing.Paper, _ string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pdfs = append(p.pdfs, b)
	return p.err
}

func (p *fakePrinter) printed() [][]byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.pdfs
}

// pdfPicker is a native picker that also saves PDFs, to path.
type pdfPicker struct {
	fakePicker
}

func (p pdfPicker) SavePDF(string, string) (string, error) { return p.path, p.err }

// gridText reads the digits of the single puzzle of a one-page PDF back
// from its grid's square, in order.
func gridText(t *testing.T, pdf []byte) string {
	t.Helper()
	needPoppler(t)
	path := filepath.Join(t.TempDir(), "p.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	paper := printing.SystemPaper()
	b := printing.GridBoxes(paper, 1, 1)[0]
	out, err := exec.Command("pdftotext", "-raw", "-x", fmt.Sprint(int(b.X)), "-y", fmt.Sprint(int(paper.Height-b.Y-b.Size)),
		"-W", fmt.Sprint(int(b.Size+1)), "-H", fmt.Sprint(int(b.Size+1)), path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return digits(string(out))
}

// A grid printed from the window holds the board's givens exactly, with the
// player's digit only when asked; the footer is the givens' line.
func TestPrintFromWindow(t *testing.T) {
	prn := &fakePrinter{}
	r := newRig(t, nil, func(c *uiConfig) { c.Printer = prn })
	r.newEasyGame()
	cell, digit := r.emptyCell()
	r.selectCell(cell)
	r.press(fmt.Sprint(digit))
	givens := r.u.game.Givens()
	withDigit := givens
	withDigit[cell] = digit

	tests := []struct {
		name  string
		downs int // the choice: alone, with digits, with notes
		want  solver.Grid
	}{
		{"alone", 0, givens},
		{"progress", 1, withDigit},
		{"notes", 2, withDigit},
	}
	for k, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r.press("ctrl+P")
			if _, ok := r.u.modal.(*printBoardPanel); !ok {
				t.Fatalf("Ctrl+P opened %s", r.modal())
			}
			for range tt.downs {
				r.press(string(key.NameDownArrow))
			}
			r.press(string(key.NameReturn))
			r.settle()
			pdfs := prn.printed()
			if len(pdfs) != k+1 {
				t.Fatalf("%d PDFs printed, want %d", len(pdfs), k+1)
			}
			pdf := pdfs[k]
			if !bytes.Contains(pdf, []byte("("+givens.String()+")")) {
				t.Errorf("the footer is not the givens' line %s", givens)
			}
			if got := gridText(t, pdf); got != digits(tt.want.String()) {
				t.Errorf("the printed grid reads %q, want %q", got, digits(tt.want.String()))
			}
			if !strings.Contains(r.u.message, "printer") {
				t.Errorf("status line %q", r.u.message)
			}
		})
	}
}

// Cancelling the print dialog changes nothing: no panel, the same game.
func TestPrintCancelChangesNothing(t *testing.T) {
	prn := &fakePrinter{err: gtkdialog.ErrPickCancelled}
	r := newRig(t, nil, func(c *uiConfig) { c.Printer = prn })
	r.newEasyGame()
	before, _ := r.u.game.MarshalJSON()
	msg := r.u.message
	r.press("ctrl+P", string(key.NameReturn))
	r.settle()
	if len(prn.printed()) != 1 {
		t.Fatalf("the dialog was not shown")
	}
	after, _ := r.u.game.MarshalJSON()
	if r.modal() != modalNone || !bytes.Equal(before, after) || r.u.message != msg {
		t.Errorf("after cancel: modal %s, game changed %v, message %q", r.modal(), !bytes.Equal(before, after), r.u.message)
	}
}

// Export PDF… writes the same pages as the print dialog gets.
func TestExportPDF(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.pdf")
	prn := &fakePrinter{}
	r := newRig(t, nil, func(c *uiConfig) { c.Printer = prn; c.Picker = pdfPicker{fakePicker{path: out}} })
	r.newEasyGame()
	r.press("ctrl+P", string(key.NameReturn))
	r.settle()
	r.press("ctrl+shift+P", string(key.NameReturn))
	r.settle()
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, prn.printed()[0]) {
		t.Errorf("Export PDF and Print made different PDFs")
	}
}

// Print several…: four Easy puzzles, four to a page, with solutions, to the
// printer: two pages.
func TestPrintSeveral(t *testing.T) {
	prn := &fakePrinter{}
	r := newRig(t, nil, func(c *uiConfig) { c.Printer = prn })
	var several *command
	for i := range commands {
		if commands[i].id == "print-several" {
			several = &commands[i]
		}
	}
	several.run(r.u)
	r.frame()
	// The first question names the bundled collections in words.
	p, ok := r.u.modal.(*severalPanel)
	if !ok {
		t.Fatalf("Print several opened %v", r.modal())
	}
	if _, opts := p.choices(r.u); !slices.Contains(opts, "The next grids of the Easy collection") {
		t.Errorf("the puzzles to print: %q", opts)
	}
	// Easy; 4 puzzles; 4 to a page (the third choice); with solutions; printer.
	r.press(string(key.NameReturn), string(key.NameReturn),
		string(key.NameDownArrow), string(key.NameDownArrow), string(key.NameReturn),
		string(key.NameReturn), string(key.NameReturn))
	r.settle()
	pdfs := prn.printed()
	if len(pdfs) != 1 {
		t.Fatalf("%d PDFs printed (modal %s)", len(pdfs), r.modal())
	}
	if n := bytes.Count(pdfs[0], []byte("/Type /Page ")); n != 2 {
		t.Errorf("%d pages, want 2", n)
	}
	if n := bytes.Count(pdfs[0], []byte("Easy")); n != 4 {
		t.Errorf("%d Easy titles, want 4", n)
	}
}

// The paper setting chooses the pages' size over the locale's.
func TestPrintPaperSetting(t *testing.T) {
	for _, tt := range []struct {
		paper, mediaBox string
	}{{"letter", "/MediaBox [0 0 612 792]"}, {"a4", "/MediaBox [0 0 595.28 841.89]"}} {
		prn := &fakePrinter{}
		r := newRig(t, nil, func(c *uiConfig) { c.Printer = prn })
		s := r.u.game.Settings()
		s.Paper = tt.paper
		r.u.game.SetSettings(s)
		r.press("ctrl+P", string(key.NameReturn))
		r.settle()
		if pdfs := prn.printed(); len(pdfs) != 1 || !bytes.Contains(pdfs[0], []byte(tt.mediaBox)) {
			t.Errorf("paper %s: no %s", tt.paper, tt.mediaBox)
		}
	}
}

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

// digits keeps the digits 1 to 9 of s.
func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '1' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
