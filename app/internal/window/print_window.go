package window

// The window's print commands (docs/behaviour.md, "Printing"): Print…
// (Ctrl+P) and Export PDF… print the puzzle on the board, alone or with
// the player's digits and notes; Print several… makes a booklet of new
// puzzles, or of the next grids of a bundled collection. The PDF goes to the
// desktop's print dialog (gtkdialog's printdialog.go) or to a file chosen in the file
// chooser. Each choice is a Choose panel, one question at a time.

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math/rand"
	"os"
	"path/filepath"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/app/internal/gtkdialog"
	"github.com/giosudoku/sudoku/app/internal/printing"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// What Print… puts on the page beside the givens.
const (
	printAlone    = iota // the puzzle alone
	printProgress        // with the player's digits
	printNotes           // with the player's digits, notes (both styles) and colours
)

// boardSheet is the sheet of the puzzle on the board: its givens, and the
// player's digits (not the revealed ones of a given-up game) and notes as
// what says.
func boardSheet(cat *i18n.Catalog, g *model.Game, what int) (printing.Sheet, error) {
	s, err := printing.PuzzleSheet(cat, 1, g.Givens())
	if err != nil {
		return s, err
	}
	for i := range 81 {
		c := g.Cell(i)
		if c.Given || c.Revealed || what == printAlone {
			continue
		}
		s.Digits[i] = c.Digit
		if what == printNotes && c.Digit == 0 {
			s.Notes[i] = c.Notes
			s.Corner[i] = c.Corner
		}
	}
	if what == printNotes {
		// Colours go on any cell, givens included; on paper, the light
		// theme's tints.
		for i := range 81 {
			s.Colours[i] = g.Cell(i).Colours
		}
		for k, c := range widgets.LightPalette.Marks {
			s.Palette[k] = [3]uint8{c.R, c.G, c.B}
		}
	}
	return s, nil
}

// canPrintBoard reports whether the board holds clues to print.
func canPrintBoard(u *ui) bool { return u.game.Givens().Clues() > 0 }

// printBoard is Print… (Ctrl+P), exportBoard Export PDF….
func (u *ui) printBoard()  { u.open(&printBoardPanel{}) }
func (u *ui) exportBoard() { u.open(&printBoardPanel{export: true}) }

// printBoardPanel asks what to print with the board's puzzle.
type printBoardPanel struct {
	dialog widgets.Dialog
	export bool
}

func (p *printBoardPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	u.closeModal()
	if a.Index < 0 {
		return
	}
	s, err := boardSheet(u.cat, u.game, a.Index)
	if err != nil {
		u.warn(u.cat.T(i18n.PrintHead), u.cat.Error(err))
		return
	}
	u.sendPDF([]printing.Sheet{s}, printing.OptionsIn(u.cat, u.paper(), 1, false), p.export)
}

func (p *printBoardPanel) layout(u *ui, gtx layout.Context) {
	title := i18n.PrintHead
	if p.export {
		title = i18n.ExportPDFCmd
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(title),
		u.cat.T(i18n.PrintAlone), u.cat.T(i18n.PrintProgress), u.cat.T(i18n.PrintNotes)).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// sendPDF writes the sheets as a PDF and sends it to the print dialog, or
// to a file the player chooses when export is set.
func (u *ui) sendPDF(sheets []printing.Sheet, o printing.Options, export bool) {
	var pdf bytes.Buffer
	if err := printing.Write(&pdf, sheets, o); err != nil {
		u.say(u.cat.T(i18n.PrintFailed, err.Error()))
		return
	}
	if export {
		u.exportPDF(pdf.Bytes())
		return
	}
	prn := u.cfg.Printer
	if prn == nil {
		u.warn(u.cat.T(i18n.PrintHead), u.cat.T(i18n.PrintFailed, gtkdialog.ErrNoNativePicker.Error()))
		return
	}
	title := u.cat.T(i18n.PrintHead)
	u.startTask(title, u.cat.T(i18n.PrintHead), control.Waiting, func(context.Context) func() {
		err := printTemp(prn, pdf.Bytes(), o.Paper, title)
		return func() {
			switch {
			case errors.Is(err, gtkdialog.ErrPickCancelled):
			case err != nil:
				u.warn(title, u.cat.T(i18n.PrintFailed, err.Error()))
			default:
				u.say(u.cat.T(i18n.PrintSent))
			}
		}
	})
}

// printTemp writes pdf to a temporary file, prints it through prn and
// removes the file.
func printTemp(prn gtkdialog.Printer, pdf []byte, paper printing.Paper, title string) error {
	f, err := os.CreateTemp("", "sudoku-*.pdf")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(pdf); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return prn.Print(f.Name(), paper, title)
}

// exportPDF asks where to write pdf (the native chooser) and writes it
// there. Without a native chooser it goes to sudoku.pdf in the folder the
// pickers start in, and the status line says where.
func (u *ui) exportPDF(pdf []byte) {
	dir := u.pickDir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	write := func(path string) {
		u.ctl.WriteGrid(func() error {
			return model.WriteFileAtomic(path, func(w io.Writer) error { _, err := w.Write(pdf); return err })
		},
			func(err error) { u.warn(u.cat.T(i18n.ExportPDFCmd), u.cat.T(i18n.PrintFailed, u.cat.Error(err))) },
			func() { u.say(u.cat.T(i18n.PrintedTo, path)) })
	}
	saver, ok := u.cfg.Picker.(gtkdialog.PDFSaver)
	if !ok || !u.native {
		write(filepath.Join(dir, "sudoku.pdf"))
		return
	}
	u.pickerOn = true
	u.startTask(u.cat.T(i18n.ExportPDFCmd), u.cat.T(i18n.DialogOpen), control.Waiting, func(context.Context) func() {
		path, err := saver.SavePDF(dir, "sudoku.pdf")
		return func() {
			u.pickerOn = false
			switch {
			case errors.Is(err, gtkdialog.ErrPickCancelled):
			case errors.Is(err, gtkdialog.ErrNoNativePicker):
				u.native = false
				write(filepath.Join(dir, "sudoku.pdf"))
			case err != nil:
				u.warn(u.cat.T(i18n.ExportPDFCmd), u.cat.Error(err))
			default:
				u.pickDir = filepath.Dir(path)
				write(path)
			}
		}
	})
}

// severalCounts are the sizes of booklet Print several… offers.
var severalCounts = []int{4, 6, 12, 24}

// severalJob is Print several…'s answers so far.
type severalJob struct {
	source    int // index in solver.Levels, len(solver.Levels) for a mix, beyond for a collection
	count     int
	perPage   int
	solutions bool
}

// printSeveral is Print several….
func (u *ui) printSeveral() { u.open(&severalPanel{}) }

// severalPanel asks Print several…'s questions one after the other: what,
// how many, how many to a page, solutions, where.
type severalPanel struct {
	dialog widgets.Dialog
	step   int
	job    severalJob
}

func (p *severalPanel) update(u *ui, gtx layout.Context) {
	a, ok := p.dialog.Update(gtx)
	if !ok {
		return
	}
	if a.Index < 0 {
		u.closeModal()
		return
	}
	switch p.step {
	case 0:
		p.job.source = a.Index
	case 1:
		p.job.count = severalCounts[a.Index]
	case 2:
		p.job.perPage = printing.PerPage[a.Index]
	case 3:
		p.job.solutions = a.Index == 0
	case 4:
		u.closeModal()
		u.makeSeveral(p.job, a.Index == 1)
		return
	}
	p.step++
	p.dialog = widgets.Dialog{}
}

func (p *severalPanel) layout(u *ui, gtx layout.Context) {
	title, opts := p.choices(u)
	widgets.Choose(u.th, &p.dialog, u.cat.T(title), opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// choices is the question of the current step and its answers.
func (p *severalPanel) choices(u *ui) (title *i18n.Message, opts []string) {
	switch p.step {
	case 0:
		title = i18n.PrintSeveralHead
		for _, l := range solver.Levels {
			opts = append(opts, u.cat.Level(l))
		}
		opts = append(opts, u.cat.T(i18n.PrintMix))
		for _, c := range u.collections {
			opts = append(opts, u.cat.T(i18n.PrintCollection, u.collectionLabel(c)))
		}
	case 1:
		title = i18n.PrintCountHead
		for _, n := range severalCounts {
			opts = append(opts, u.cat.Int(n))
		}
	case 2:
		title = i18n.PrintPerPageHead
		for _, n := range printing.PerPage {
			opts = append(opts, u.cat.Int(n))
		}
	case 3:
		title = i18n.PrintSolutionsAsk
		opts = []string{u.cat.T(i18n.PrintWithSol), u.cat.T(i18n.PrintWithoutSol)}
	default:
		title = i18n.PrintWhereHead
		opts = []string{u.cat.T(i18n.PrintToPrinter), u.cat.T(i18n.PrintToPDF)}
	}
	return title, opts
}

// makeSeveral makes the booklet's puzzles as a cancellable task with its
// progress in the overlay, then sends the PDF.
func (u *ui) makeSeveral(job severalJob, export bool) {
	cat := u.cat
	o := printing.OptionsIn(cat, u.paper(), job.perPage, job.solutions)
	var col *assets.Collection
	start := 0
	if k := job.source - len(solver.Levels) - 1; k >= 0 && k < len(u.collections) {
		col = &u.collections[k]
		start = u.printNext[col.Path]
	}
	seed := u.now().UnixNano()
	title := cat.T(i18n.PrintingTitle)
	u.startTask(title, cat.T(i18n.PrintingMaking, 1, job.count), control.Cancellable, func(ctx context.Context) func() {
		progress := func(done int) {
			u.post(func() {
				if t := u.ctl.Busy(); t != nil && t.Title == title {
					t.Message = cat.T(i18n.PrintingMaking, min(done+1, job.count), job.count)
				}
			})
		}
		sheets, next, err := severalSheets(ctx, cat, job, col, start, seed, progress)
		return func() {
			if err != nil {
				u.warn(title, cat.Error(err))
				return
			}
			if col != nil {
				if u.printNext == nil {
					u.printNext = map[string]int{}
				}
				u.printNext[col.Path] = next
			}
			u.sendPDF(sheets, o, export)
		}
	})
}

// severalSheets makes a booklet's sheets: new puzzles of a level or of a
// mix (the levels in turn), or the collection's grids from start on (from
// its beginning again after its last). next is where the collection's
// following booklet starts.
func severalSheets(ctx context.Context, cat *i18n.Catalog, job severalJob, col *assets.Collection, start int, seed int64, progress func(done int)) (sheets []printing.Sheet, next int, err error) {
	var grids []solver.Grid
	if col != nil {
		c, err := model.ReadFile(col.Path)
		if err != nil {
			return nil, start, err
		}
		grids = c.Grids()
		if len(grids) == 0 {
			return nil, start, solver.ErrNoSolution
		}
	}
	rng := rand.New(rand.NewSource(seed))
	next = start
	for k := range job.count {
		if err := ctx.Err(); err != nil {
			return nil, start, err
		}
		var p solver.Grid
		number := k + 1
		switch {
		case col != nil:
			i := next % len(grids)
			p, number, next = grids[i], i+1, i+1
		case job.source < len(solver.Levels):
			p, err = solver.Generate(ctx, solver.Levels[job.source], rng)
		default:
			p, err = solver.Generate(ctx, solver.Levels[k%len(solver.Levels)], rng)
		}
		if err != nil {
			return nil, start, err
		}
		s, err := printing.PuzzleSheet(cat, number, p)
		if err != nil {
			return nil, start, err
		}
		sheets = append(sheets, s)
		if progress != nil {
			progress(k + 1)
		}
	}
	return sheets, next, nil
}

// paper is the paper of the setting, or of the locale when it says none.
func (u *ui) paper() printing.Paper {
	p, _ := printing.ParsePaper(u.game.Settings().Paper, printing.SystemPaper())
	return p
}
