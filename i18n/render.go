package i18n

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// Int writes n in the language's form: "12,345" in English, "12 345" in
// French (a narrow no-break space groups the thousands).
func (c *Catalog) Int(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	sep := ","
	if c.lang == "fr" {
		sep = "\u202f"
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Decimal writes f with prec decimals in the language's form: "2.3" in
// English, "2,3" in French.
func (c *Catalog) Decimal(f float64, prec int) string {
	s := strconv.FormatFloat(f, 'f', prec, 64)
	if c.lang == "fr" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Level names a level ("Easy"); the zero level is "Not a puzzle".
func (c *Catalog) Level(l solver.Level) string {
	switch l {
	case solver.Easy:
		return c.T(LevelEasy)
	case solver.Medium:
		return c.T(LevelMedium)
	case solver.Hard:
		return c.T(LevelHard)
	case solver.Expert:
		return c.T(LevelExpert)
	case solver.Master:
		return c.T(LevelMaster)
	}
	return c.T(LevelNone)
}

// State names a state of the game for the status line.
func (c *Catalog) State(s model.State) string {
	switch s {
	case model.Playing:
		return c.T(StatePlaying)
	case model.Paused:
		return c.T(StatePaused)
	case model.IdleSolved:
		return c.T(StateSolved)
	case model.Editing:
		return c.T(StateEditing)
	}
	return c.T(StateUnsolved)
}

// Question words a confirmation the model asks for: its title and message.
func (c *Catalog) Question(q model.Confirm) (title, message string) {
	lose := c.T(LoseProgress)
	if q.Editing {
		lose = c.T(LoseGrid)
	}
	switch q.Action {
	case model.ActNew:
		return c.T(ConfirmNew), lose
	case model.ActOpen:
		return c.T(ConfirmOpen), lose
	case model.ActEdit:
		return c.T(ConfirmCreate), lose
	case model.ActStop:
		if q.Editing {
			return c.T(ConfirmStopEdit), lose
		}
		return c.T(ConfirmStop), c.T(StopMessage)
	case model.ActQuit:
		if q.Editing {
			return c.T(ConfirmQuit), c.T(QuitEditMessage)
		}
		return c.T(ConfirmQuit), c.T(QuitMessage)
	case model.ActRestart:
		return c.T(ConfirmRestart), c.T(RestartMessage)
	case model.ActGiveUp:
		return c.T(ConfirmGiveUp), c.T(GiveUpMessage)
	case model.ActPlay:
		return c.T(ConfirmPlay), c.T(PlayMessage)
	}
	return c.T(ConfirmNew), lose
}

var reasons = map[model.Reason]*Message{
	model.ReasonUnavailable:   RefusedUnavailable,
	model.ReasonPending:       RefusedPending,
	model.ReasonPaused:        RefusedPaused,
	model.ReasonSolved:        RefusedSolved,
	model.ReasonNoGame:        RefusedNoGame,
	model.ReasonEditing:       RefusedEditing,
	model.ReasonPlaying:       RefusedPlaying,
	model.ReasonNoCell:        RefusedNoCell,
	model.ReasonGiven:         RefusedGiven,
	model.ReasonNotDigit:      RefusedNotDigit,
	model.ReasonNoDigitFits:   RefusedNoDigitFits,
	model.ReasonCellFilled:    RefusedCellFilled,
	model.ReasonNotesFull:     RefusedNotesFull,
	model.ReasonNothingToUndo: RefusedNoUndo,
	model.ReasonNothingToRedo: RefusedNoRedo,
	model.ReasonAtStart:       RefusedAtStart,
	model.ReasonNothingPlaced: RefusedNothingPlace,
	model.ReasonGridEmpty:     RefusedGridEmpty,
	model.ReasonBadGrid:       RefusedBadGrid,
	model.ReasonNoSolution:    RefusedNoSolution,
	model.ReasonSeveral:       RefusedSeveral,
	model.ReasonWindowAction:  RefusedWindow,
	model.ReasonCellEmpty:     RefusedNothingErase,
}

// Refusal words why the model refused an event.
func (c *Catalog) Refusal(e *model.RefusedError) string {
	m, ok := reasons[e.Reason]
	if !ok {
		return c.T(RefusedUnavailable)
	}
	if e.Reason == model.ReasonBadGrid {
		return c.T(m, c.gridProblem(e.Err))
	}
	return c.T(m)
}

// gridProblem words why a grid is not a puzzle.
func (c *Catalog) gridProblem(err error) string {
	var ce *solver.ConflictError
	var fe *model.FileError
	var region *solver.RegionError
	var cage *solver.CageError
	switch {
	case errors.As(err, &ce):
		return c.T(ConflictCells, solver.CellName(ce.A), solver.CellName(ce.B), int(ce.Digit))
	case errors.As(err, &region):
		return c.region(region)
	case errors.As(err, &cage):
		return c.cage(cage)
	case errors.Is(err, solver.ErrNoSolution):
		return c.T(NoSolutionText)
	case errors.Is(err, solver.ErrSeveralSolutions):
		return c.T(SeveralText)
	case errors.As(err, &fe):
		return c.FileReason(fe)
	case err == nil:
		return c.T(NoSolutionText)
	}
	return err.Error()
}

// region words the solver's objection to a jigsaw's region.
func (c *Catalog) region(e *solver.RegionError) string {
	switch e.Reason {
	case "size":
		return c.T(RegionSize, e.Size, e.Region+1)
	case "disconnected":
		return c.T(RegionDisconnected, e.Region+1, solver.CellName(e.Cell))
	}
	return c.T(RegionNumber, solver.CellName(e.Cell), e.Region+1)
}

// cage words the solver's objection to a killer cage.
func (c *Catalog) cage(e *solver.CageError) string {
	switch e.Reason {
	case "cell":
		return c.T(CageOutside, e.Cage+1, e.Cell)
	case "size":
		return c.T(CageSize, e.Size, e.Cage+1)
	case "sum":
		return c.T(CageSum, e.Cage+1, e.Size, e.Sum)
	case "givens":
		return c.T(CageGivens, e.Cage+1, solver.CellName(e.Cell), e.Size, e.Sum)
	case "disconnected":
		return c.T(CageDisconnected, e.Cage+1, solver.CellName(e.Cell))
	case "repeat":
		return c.T(CageRepeat, e.Cage+1, solver.CellName(e.Cell))
	}
	return c.T(CageOverlap, e.Other+1, e.Cage+1, solver.CellName(e.Cell))
}

// Clash words a digit refused because a peer holds it: in which of the
// target cell's units the digit already is (the board flashes the cell).
func (c *Catalog) Clash(e *model.ClashError) string {
	g := e.Geometry
	jigsaw := g != nil && g.Variant == solver.Jigsaw
	row, col, box := false, false, false
	var other *Message // a house of the variant's alone: diagonal, window, cage
	for _, k := range append([]int{e.Cell}, e.Others...) {
		r, cl := k/9 == e.Target/9, k%9 == e.Target%9
		b := k/27 == e.Target/27 && k%9/3 == e.Target%9/3
		if jigsaw {
			b = g.Regions[k] == g.Regions[e.Target]
		}
		row, col, box = row || r, col || cl, box || b
		if !r && !cl && !b && other == nil && g != nil {
			other = variantClash(g, e.Target, k)
		}
	}
	if !row && !col && !box && other != nil {
		return c.T(other, int(e.Digit))
	}
	if jigsaw && box {
		// A Jigsaw has regions, not boxes: the region is named alone, or
		// the line is.
		if !row && !col {
			return c.T(ClashRegion, int(e.Digit))
		}
		box = false
	}
	m := ClashBox
	switch {
	case row && col && box:
		m = ClashAllUnits
	case row && col:
		m = ClashRowCol
	case row && box:
		m = ClashRowBox
	case col && box:
		m = ClashColBox
	case row:
		m = ClashRow
	case col:
		m = ClashColumn
	}
	return c.T(m, int(e.Digit))
}

// Worded is an error of a package above this one that says itself in a
// catalogue's language (the assets lookup's, app/internal/assets); Error
// words it so.
type Worded interface {
	error
	Words(c *Catalog) string
}

// variantClash names what cells a and b share in g beyond a row, a column
// and a box: a diagonal, a window (drawn or implied) or a cage; nil for
// nothing.
func variantClash(g *solver.Geometry, a, b int) *Message {
	if k := g.CageOf(a); k >= 0 && k == g.CageOf(b) {
		return ClashCage
	}
	for _, h := range g.HousesOf(a) {
		if h < 27 || !slices.Contains(g.HousesOf(b), h) {
			continue
		}
		if g.Variant == solver.Windoku {
			return ClashWindow
		}
		return ClashDiagonal
	}
	return nil
}

// Error words any error the game shows: the model's refusals, clashes and
// file errors in the catalogue's words, others by their own text.
func (c *Catalog) Error(err error) string {
	var re *model.RefusedError
	var ce *model.ClashError
	var fe *model.FileError
	var conflict *solver.ConflictError
	var broken *model.BrokenFileError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &broken):
		// The reason is a technical detail (the file's own fault): it stays
		// as the model words it, in brackets.
		if broken.MovedTo == "" {
			return c.T(BrokenNotMoved, broken.Path, broken.Err, broken.MoveErr)
		}
		return c.T(BrokenMoved, broken.Path, broken.Err, broken.MovedTo)
	case errors.As(err, &ce):
		return c.Clash(ce)
	case errors.As(err, &re):
		return c.Refusal(re)
	case errors.As(err, &fe):
		return c.File(fe)
	case errors.As(err, &conflict):
		return c.gridProblem(conflict)
	}
	var w Worded
	if errors.As(err, &w) {
		return w.Words(c)
	}
	return err.Error()
}

// File words a file error: "puzzles.sdm, line 3: 79 cells, expected 81".
func (c *Catalog) File(e *model.FileError) string {
	r := c.FileReason(e)
	switch {
	case e.File != "" && e.Line > 0:
		return c.T(FileLineAt, e.File, e.Line, r)
	case e.File != "":
		return c.T(FileAt, e.File, r)
	}
	return sentence(r)
}

// sentence starts s with a capital letter: a reason said alone (pasted
// text has no file to name first).
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// FileReason words the reason of a file error alone.
func (c *Catalog) FileReason(e *model.FileError) string {
	cell := solver.CellName(e.Cell)
	q := func(s string) string {
		if c.lang == "fr" {
			return "«\u00a0" + s + "\u00a0»"
		}
		return "'" + s + "'"
	}
	switch e.Reason {
	case model.FileNoSuchFile:
		return c.T(FileNoSuchFile)
	case model.FilePermission:
		return c.T(FilePermission)
	case model.FileIsFolder:
		return c.T(FileIsFolder)
	case model.FileOpenFailed:
		return c.T(FileOpenFailed, e.Text)
	case model.FileReadFailed:
		return c.T(FileReadFailed, e.Text)
	case model.FileTooLarge:
		return c.T(FileTooLarge, e.N)
	case model.FileEmpty:
		return c.T(FileEmpty)
	case model.FileNotSudoku:
		return c.T(FileNotSudoku)
	case model.FileNoGrid:
		if e.File == "" {
			return c.T(FileNoGridText)
		}
		return c.T(FileNoGrid)
	case model.FileNoCells:
		return c.T(FileNoCells)
	case model.FileCells:
		return c.T(FileCells, e.N)
	case model.FileStrayChar:
		return c.T(FileStrayChar, q(e.Text), e.N)
	case model.FileNoPencilMark:
		return c.T(FileNoPencilMark, cell)
	case model.FileRowCells:
		return c.T(FileRowCells, e.N)
	case model.FileRows:
		return c.T(FileRows, e.N)
	case model.FileGriSize:
		return c.T(FileGriSize, e.N)
	case model.FileGriRow:
		return c.T(FileGriRow, e.N, e.M, 999_999_999) // the largest row of nine digits
	case model.FileTooManyBad:
		return c.T(FileTooManyBad, e.N)
	case model.FileXMLSyntax:
		return c.T(FileXMLSyntax, e.Text)
	case model.FileEncoding:
		return c.T(FileEncoding, strconv.Quote(e.Text))
	case model.FileGameNoData:
		return c.T(FileGameNoData)
	case model.FileGameVersion:
		return c.T(FileGameVersion)
	case model.FileGameFields:
		return c.T(FileGameFields, e.N)
	case model.FileGameValue:
		return c.T(FileGameValue, cell, strconv.Quote(e.Text))
	case model.FileGameEditable:
		return c.T(FileGameEditable, cell, strconv.Quote(e.Text))
	case model.FileGameChar:
		return c.T(FileGameChar, q(e.Text), e.N)
	case model.FileGameCells:
		return c.T(FileGameCells, e.N)
	case model.FileClash:
		return c.gridProblem(e.Err)
	case model.FilePasteTooLong:
		return c.T(FilePasteTooLong, c.Int(e.N), e.M)
	case model.FilePasteGrids:
		return c.T(FilePasteGrids, e.N)
	case model.FileProgressLength:
		return c.T(FileProgressLength)
	case model.FileProgressChar:
		return c.T(FileProgressChar, q(e.Text), cell)
	case model.FileProgressValue:
		return c.T(FileProgressValue, cell)
	case model.FileProgressOnClue:
		return c.T(FileProgressOnClue, cell)
	case model.FileProgressNotesOnDigit:
		return c.T(FileProgressNotesOnDigit, cell)
	case model.FileProgressNotes:
		return c.T(FileProgressNotes, q(e.Text))
	case model.FileVariantNoHeader:
		return c.T(FileVariantNoHeader)
	case model.FileVariantNone:
		return c.T(FileVariantNone)
	case model.FileVariantSecond:
		return c.T(FileVariantSecond)
	case model.FileVariantHeader:
		return c.T(FileVariantHeader)
	case model.FileVariantUnknown:
		return c.T(FileVariantUnknown, q(e.Text))
	case model.FileVariantGridRows:
		return c.T(FileVariantGridRows, e.N)
	case model.FileVariantRegionRows:
		return c.T(FileVariantRegionRows, e.N)
	case model.FileVariantGridRowCells:
		return c.T(FileVariantGridRowCells, e.M, e.N)
	case model.FileVariantRegionRowCells:
		return c.T(FileVariantRegionRowCells, e.M, e.N)
	case model.FileVariantGridChar:
		return c.T(FileVariantGridChar, e.N, e.M, q(e.Text))
	case model.FileVariantRegionChar:
		return c.T(FileVariantRegionChar, e.N, e.M, q(e.Text))
	case model.FileVariantSecondGrid:
		return c.T(FileVariantSecondGrid, e.N)
	case model.FileVariantSecondRegions:
		return c.T(FileVariantSecondRegions, e.N)
	case model.FileVariantRegionsNot:
		return c.T(FileVariantRegionsNot, e.Text)
	case model.FileVariantCagesNot:
		return c.T(FileVariantCagesNot, e.Text)
	case model.FileVariantLine:
		return c.T(FileVariantLine, q(e.Text))
	case model.FileVariantNoRegions:
		return c.T(FileVariantNoRegions)
	case model.FileVariantNoCages:
		return c.T(FileVariantNoCages)
	case model.FileVariantNoGrid:
		return c.T(FileVariantNoGrid, e.Text)
	case model.FileVariantCageSyntax:
		return c.T(FileVariantCageSyntax)
	case model.FileVariantCageSum:
		return c.T(FileVariantCageSum, q(e.Text))
	case model.FileVariantCageCell:
		return c.T(FileVariantCageCell, q(e.Text))
	case model.FileVariantInvalid:
		return c.gridProblem(e.Err)
	}
	if s, ok := c.linkReason(e, q); ok {
		return s
	}
	return c.T(FileUnknownReason)
}
