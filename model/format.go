package model

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/giosudoku/sudoku/solver"
)

// Files and formats
//
// The format*.go files read and write grids in the formats of docs/formats.md, Puzzle files.
// Read and ReadFile take a whole file (a collection, one entry a grid);
// ParsePaste takes one grid from the clipboard; Write and WriteEntries encode;
// FormatOf picks the format of a path for saving. Every reader works on
// bytes already in memory (at most MaxFileSize of them, MaxPasteSize for
// pasted text), never panics, gives each grid of a file either a grid or an
// error, never both, and stops after MaxBadGrids bad grids.
//
// Formats read:
//
//   - FormatSDM (.sdm, .txt): one grid a line, 81 cells row-major, a digit
//     1–9 or '0'/'.' for an empty cell. Blank lines and lines starting with
//     '#' are skipped; CRLF, a UTF-8 or UTF-16 byte-order mark, leading and
//     trailing whitespace are tolerated. After the 81 cells, whitespace or a
//     '#' ends the grid and the rest of the line is its name (a comment, or
//     a rating as in "PUZZLE 2.8"). A line of nine groups of nine separated
//     by spaces is one grid too. A line of 729 cells is a pencil-mark grid
//     (nine characters a cell, the digits it may hold, '.' or '0' for the
//     others): a cell with exactly one mark is a given.
//   - FormatSDK (.sdk) and 9×9 text: nine rows of nine cells, '#A' author,
//     '#D' description, '#C' comment, '#B' date, '#S' source, '#L' level and
//     '#U' URL lines kept in Entry.Meta (as "author", "description", …).
//     SadMan's sections are understood: only [Puzzle] rows are read, the
//     player's [State], [PencilMarks] and [Colours] are skipped. Spaces, tabs,
//     commas and '|' between cells are ignored, and a row of nine
//     whitespace-separated groups of digits is a candidate row (a group of
//     one digit is a given). Several grids in a row make a collection.
//   - FormatSS (.ss): Simple Sudoku's text, the 9×9 form with '*-----------*',
//     '|---+---+---|' or '-----------' border lines and '|' between boxes.
//     It is read by the same reader as .sdk; a file with borders or '|' is
//     reported as FormatSS.
//   - FormatGRI (.gri): big-endian binary files, nine big-endian 32-bit
//     integers, one a row, each the row's digits read as a decimal number
//     (leading zeros are lost, so the digits are right-aligned; 0 is empty).
//   - FormatOpenSudoku (.opensudoku): OpenSudoku's XML, both the first
//     schema (<opensudoku><name>…<game data="…"/>) and version 2
//     (<opensudoku version="2"><folder name="…"><game data="…"/>). Every
//     <game> is a grid of the collection; its data is 81 digits or the
//     "version: N" cell list, of which only the cells marked not editable
//     (the givens) are kept.
//
// Formats written (Write, WriteEntries): FormatSDM (one line a grid, '0' for
// empty, as the binary format writes), FormatSDK ('.' for empty, metadata first,
// grids separated by a blank line) and FormatGRI (one grid, 36 bytes).
//
// # Detection
//
// The content decides, the extension only breaks ties (Read):
//
//  1. Nothing at all is "empty file"; more than MaxFileSize is refused.
//  2. Binary data (a NUL or another control byte than tab, CR, LF, VT, FF
//     or ^Z) is a .gri when the name ends in .gri (whose reader then says
//     what is wrong, e.g. "20 bytes, expected 36") or when it is 36 bytes
//     holding nine valid rows; otherwise it is "not a Sudoku file".
//  3. Text whose first non-blank character is '<' is OpenSudoku XML; XML
//     whose root is not <opensudoku> is "not a Sudoku file".
//  4. Other text is lines: the first 20 content lines that are mostly cells
//     (not blank, not '#', not prose such as "Grid 01") decide between the
//     81-character line format and the 9×9 form. Borders, [sections] or '|'
//     mean 9×9, and so does a majority of short lines (at most 18 cells, or
//     nine separate groups) when there are at least nine of them or the name
//     ends in .sdk or .ss; fewer short lines read as broken 81-character
//     lines ("puzzles.sdm: line 1: 9 cells, expected 81"). Text without any
//     line that is mostly cells is "not a Sudoku file", and text with only
//     comments and blank lines "no grid in the file".
//  5. Text that fails as text but is exactly 36 bytes named .gri is read as
//     .gri (a .gri whose bytes all happen to be printable).
//
// Errors are *FileError values naming the file, the line and a typed
// reason with its figures; in English (their Error method, and the command
// line) they read "puzzles.sdm: line 3: 79 cells, expected 81",
// "puzzles.sdm: line 4: r1c3 and r1c7 both hold 5", "x.gri: not a Sudoku
// file". The readers check that the clues do not clash
// (solver.Grid.Check), not that the grid has one solution: that is the
// caller's work (a grid with several solutions still opens).

// Format names a file format of grids.
type Format int

// The formats known to Read and Write.
const (
	FormatUnknown    Format = iota // not a known format
	FormatSDM                      // 81-character lines (.sdm, .txt)
	FormatSDK                      // nine lines of nine (.sdk) and 9×9 text
	FormatSS                       // Simple Sudoku (.ss)
	FormatGRI                      // the binary grid format (.gri)
	FormatOpenSudoku               // OpenSudoku XML (.opensudoku)
)

// MaxFileSize is the largest file Read accepts: 16 MiB, four times the
// largest public collection (49,158 puzzles of 82 bytes).
const MaxFileSize = 16 << 20

// MaxPasteSize is the longest text ParsePaste accepts.
const MaxPasteSize = 64 << 10

// Errors carried by FileError.Err for problems with a whole file; compare
// with errors.Is.
var (
	// ErrNotSudoku says the content is not in any format read here.
	ErrNotSudoku = errors.New("not a Sudoku file")
	// ErrEmptyFile says the file holds no byte at all.
	ErrEmptyFile = errors.New("empty file")
	// ErrNoGrid says the file holds text but no grid (only comments).
	ErrNoGrid = errors.New("no grid in the file")
	// ErrTooLarge says the file is larger than MaxFileSize.
	ErrTooLarge = errors.New("file too large")
)

// String names the format in English for logs and tests: "81-character
// lines", ".sdk", …
func (f Format) String() string {
	switch f {
	case FormatSDM:
		return "81-character lines"
	case FormatSDK:
		return "9×9 text (.sdk)"
	case FormatSS:
		return "Simple Sudoku (.ss)"
	case FormatGRI:
		return "Java grid (.gri)"
	case FormatOpenSudoku:
		return "OpenSudoku (.opensudoku)"
	}
	return "unknown format"
}

// Extension returns the usual file extension of the format, with its dot
// (".sdm", ".sdk", ".ss", ".gri", ".opensudoku"), or "" for FormatUnknown.
func (f Format) Extension() string {
	switch f {
	case FormatSDM:
		return ".sdm"
	case FormatSDK:
		return ".sdk"
	case FormatSS:
		return ".ss"
	case FormatGRI:
		return ".gri"
	case FormatOpenSudoku:
		return ".opensudoku"
	}
	return ""
}

// Writable reports whether Write can produce the format (.sdm, .sdk, .gri).
func (f Format) Writable() bool {
	return f == FormatSDM || f == FormatSDK || f == FormatGRI
}

// FormatOf picks a format from a path's extension, ignoring case: .sdm and
// .txt are FormatSDM, then .sdk, .ss, .gri and .opensudoku. It reports false
// for any other extension. Reading does not need it (the content decides);
// saving does.
func FormatOf(path string) (Format, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".sdm", ".txt":
		return FormatSDM, true
	case ".sdk":
		return FormatSDK, true
	case ".ss":
		return FormatSS, true
	case ".gri":
		return FormatGRI, true
	case ".opensudoku":
		return FormatOpenSudoku, true
	}
	return FormatUnknown, false
}

// FileReason is what is wrong with a file or one of its grids. The model
// names it with its figures (FileError's N, M, Cell, Text); the window's
// catalogue (i18n) words it for players and the command line.
type FileReason uint8

// The reasons a file or a grid cannot be read, with the FileError fields
// each one uses.
const (
	FileNoSuchFile           FileReason = iota + 1 // the file does not exist
	FilePermission                                 // the file may not be read
	FileIsFolder                                   // the path names a folder
	FileOpenFailed                                 // Text: the system's message
	FileReadFailed                                 // Text: the system's message
	FileTooLarge                                   // N: the limit in MiB
	FileEmpty                                      // no byte at all (ErrEmptyFile)
	FileNotSudoku                                  // no format read here (ErrNotSudoku)
	FileNoGrid                                     // text but no grid (ErrNoGrid)
	FileNoCells                                    // a line with no cell
	FileCells                                      // N cells found where 81 were expected
	FileStrayChar                                  // Text: the character, N: its column
	FileNoPencilMark                               // Cell: a cell of a pencil-mark grid with no mark
	FileRowCells                                   // N cells in a row of a 9×9 grid
	FileRows                                       // N rows in a 9×9 grid
	FileGriSize                                    // N bytes in a .gri file
	FileGriRow                                     // row N of a .gri file holds M
	FileTooManyBad                                 // more than N bad grids: the rest is not read
	FileXMLSyntax                                  // Text: the XML parser's message
	FileEncoding                                   // Text: the encoding declared
	FileGameNoData                                 // an OpenSudoku <game> without data
	FileGameVersion                                // OpenSudoku data "version:" without a number
	FileGameFields                                 // N fields in OpenSudoku data, 243 expected
	FileGameValue                                  // Cell: its value Text is not a digit
	FileGameEditable                               // Cell: its editable flag Text is not 0 or 1
	FileGameChar                                   // Text: the character, N: its position in OpenSudoku data
	FileGameCells                                  // N cells in OpenSudoku data, 81 expected
	FileClash                                      // Err: the *solver.ConflictError
	FilePasteTooLong                               // N bytes pasted, M: the limit in KiB
	FilePasteGrids                                 // N grids in pasted text, one expected
	FileProgressLength                             // a progress line without 81 cells first
	FileProgressChar                               // Text: the character of a progress line that is not a digit, Cell: its cell
	FileProgressValue                              // Cell: a digit or notes of a progress that are not 1–9
	FileProgressOnClue                             // Cell: a progress digit on a given
	FileProgressNotesOnDigit                       // Cell: progress notes on a cell that holds a digit
	FileProgressNotes                              // Text: progress notes that are not rXcY:DIGITS, ascending, cell after cell

	// The variants' text form (format_variant.go).
	FileVariantNoHeader       // a line before the first "#variant"
	FileVariantNone           // no "#variant" puzzle in the file
	FileVariantSecond         // a second puzzle where one was expected
	FileVariantHeader         // a header that is not "#variant NAME"
	FileVariantUnknown        // Text: a variant's name that is none of solver.Variants
	FileVariantGridRows       // N rows in a grid section, 9 expected
	FileVariantRegionRows     // N rows in a regions section, 9 expected
	FileVariantGridRowCells   // row N of the grid has M cells, 9 expected
	FileVariantRegionRowCells // row N of the regions has M cells, 9 expected
	FileVariantGridChar       // row N of the grid, column M holds Text, not a digit or '.'
	FileVariantRegionChar     // row N of the regions, column M holds Text, not a letter A to I
	FileVariantSecondGrid     // a second grid section; N: the line of the first
	FileVariantSecondRegions  // a second regions section; N: the line of the first
	FileVariantRegionsNot     // a regions section in a Text puzzle (only jigsaw has one)
	FileVariantCagesNot       // a cage line in a Text puzzle (only killer has them)
	FileVariantLine           // Text: a line that is no section (its start)
	FileVariantNoRegions      // a jigsaw without its regions section
	FileVariantNoCages        // a killer without cage lines
	FileVariantNoGrid         // a Text puzzle without its grid section
	FileVariantCageSyntax     // a cage line without its sum and cells
	FileVariantCageSum        // Text: a cage's sum that is not a number from 1 to 45
	FileVariantCageCell       // Text: a word of a cage line that is not a cell
	FileVariantInvalid        // Err: the solver's objection to the puzzle (*solver.RegionError, *solver.CageError, *solver.ConflictError, ErrNoSolution…)

	// Puzzle links (format_fpuzzles.go).
	FileLinkNetwork     // Text: a short link's puzzle id, whose puzzle is on the site's server
	FileLinkNoData      // an f-puzzles or SudokuPad address without a puzzle
	FileLinkSudokuPad   // Text: the prefix of SudokuPad's own form ("scl", "ctc", "scf")
	FileLinkData        // Err: the LZ-String data cannot be decompressed
	FileLinkNotFPuzzles // Err: the decompressed data is not an f-puzzles object
	FileLinkSize        // N: the grid's size, not 9
	FileLinkConstraint  // Text: the f-puzzles key of a constraint the game does not play
	FileLinkOneDiagonal // Text: "+" or "-", the one diagonal of the puzzle
	FileLinkCombined    // N, M: two solver.Variant values the puzzle combines
	FileLinkCageNoSum   // N: a cage (from 1) without a sum
	FileLinkCageSum     // N: a cage (from 1), Text: its value, not a sum from 1 to 45
	FileLinkValue       // Cell: a given whose value Text is not a digit 1–9
)

// FileError is a problem reading a file or one of its grids: the file
// (when known), the line (when there is one) and the reason with its
// figures. Error gives a compact form for logs and tests,
// "puzzles.sdm: line 3: cells N=79"; players and the command line read the
// catalogue's wording of the same fields, "puzzles.sdm: line 3: 79 cells,
// expected 81" (i18n's Catalog.File).
type FileError struct {
	File   string     // the name given to Read, "" for pasted text
	Line   int        // 1-based line of the problem, 0 when it has none
	Reason FileReason // what is wrong
	N, M   int        // the figures of the reason (see FileReason)
	Cell   int        // the cell concerned, 0–80 (see FileReason)
	Text   string     // a character, an encoding or a message (see FileReason)
	Err    error      // the underlying error (ErrNotSudoku, *solver.ConflictError, …), may be nil
}

// fileReasons gives each reason its identifier and the figures it uses:
// N, M, C (Cell), T (Text), E (Err).
var fileReasons = [...]struct{ id, figures string }{
	FileNoSuchFile:           {"no-such-file", ""},
	FilePermission:           {"permission-denied", ""},
	FileIsFolder:             {"is-folder", ""},
	FileOpenFailed:           {"open-failed", "T"},
	FileReadFailed:           {"read-failed", "T"},
	FileTooLarge:             {"too-large", "N"},
	FileEmpty:                {"empty", ""},
	FileNotSudoku:            {"not-sudoku", ""},
	FileNoGrid:               {"no-grid", ""},
	FileNoCells:              {"no-cells", ""},
	FileCells:                {"cells", "N"},
	FileStrayChar:            {"stray-char", "TN"},
	FileNoPencilMark:         {"no-pencil-mark", "C"},
	FileRowCells:             {"row-cells", "N"},
	FileRows:                 {"rows", "N"},
	FileGriSize:              {"gri-size", "N"},
	FileGriRow:               {"gri-row", "NM"},
	FileTooManyBad:           {"too-many-bad", "N"},
	FileXMLSyntax:            {"xml-syntax", "T"},
	FileEncoding:             {"encoding", "T"},
	FileGameNoData:           {"game-no-data", ""},
	FileGameVersion:          {"game-version", ""},
	FileGameFields:           {"game-fields", "N"},
	FileGameValue:            {"game-value", "CT"},
	FileGameEditable:         {"game-editable", "CT"},
	FileGameChar:             {"game-char", "TN"},
	FileGameCells:            {"game-cells", "N"},
	FileClash:                {"clash", "E"},
	FilePasteTooLong:         {"paste-too-long", "NM"},
	FilePasteGrids:           {"paste-grids", "N"},
	FileProgressLength:       {"progress-length", ""},
	FileProgressChar:         {"progress-char", "TC"},
	FileProgressValue:        {"progress-value", "C"},
	FileProgressOnClue:       {"progress-on-clue", "C"},
	FileProgressNotesOnDigit: {"progress-notes-on-digit", "C"},
	FileProgressNotes:        {"progress-notes", "T"},

	FileVariantNoHeader:       {"variant-no-header", ""},
	FileVariantNone:           {"variant-none", ""},
	FileVariantSecond:         {"variant-second", ""},
	FileVariantHeader:         {"variant-header", ""},
	FileVariantUnknown:        {"variant-unknown", "T"},
	FileVariantGridRows:       {"variant-grid-rows", "N"},
	FileVariantRegionRows:     {"variant-region-rows", "N"},
	FileVariantGridRowCells:   {"variant-grid-row-cells", "NM"},
	FileVariantRegionRowCells: {"variant-region-row-cells", "NM"},
	FileVariantGridChar:       {"variant-grid-char", "NMT"},
	FileVariantRegionChar:     {"variant-region-char", "NMT"},
	FileVariantSecondGrid:     {"variant-second-grid", "N"},
	FileVariantSecondRegions:  {"variant-second-regions", "N"},
	FileVariantRegionsNot:     {"variant-regions-not-jigsaw", "T"},
	FileVariantCagesNot:       {"variant-cages-not-killer", "T"},
	FileVariantLine:           {"variant-line", "T"},
	FileVariantNoRegions:      {"variant-no-regions", ""},
	FileVariantNoCages:        {"variant-no-cages", ""},
	FileVariantNoGrid:         {"variant-no-grid", "T"},
	FileVariantCageSyntax:     {"variant-cage-syntax", ""},
	FileVariantCageSum:        {"variant-cage-sum", "T"},
	FileVariantCageCell:       {"variant-cage-cell", "T"},
	FileVariantInvalid:        {"variant-invalid", "E"},

	FileLinkNetwork:     {"link-network", "T"},
	FileLinkNoData:      {"link-no-data", ""},
	FileLinkSudokuPad:   {"link-sudokupad", "T"},
	FileLinkData:        {"link-data", "E"},
	FileLinkNotFPuzzles: {"link-not-fpuzzles", "E"},
	FileLinkSize:        {"link-size", "N"},
	FileLinkConstraint:  {"link-constraint", "T"},
	FileLinkOneDiagonal: {"link-one-diagonal", "T"},
	FileLinkCombined:    {"link-combined", "NM"},
	FileLinkCageNoSum:   {"link-cage-no-sum", "N"},
	FileLinkCageSum:     {"link-cage-sum", "NT"},
	FileLinkValue:       {"link-value", "CT"},
}

// Valid reports whether r is one of the reasons above.
func (r FileReason) Valid() bool { return r > 0 && int(r) < len(fileReasons) }

// String returns the reason's stable identifier, e.g. "stray-char", for
// logs and tests.
func (r FileReason) String() string {
	if !r.Valid() {
		return fmt.Sprintf("FileReason(%d)", uint8(r))
	}
	return fileReasons[r].id
}

// Error gives the error in a compact form for logs and tests, the
// reason's identifier with its figures: "puzzles.sdm: line 3: cells
// N=79", "p.sdm: line 1: stray-char T=\"x\" N=5". Players and the command
// line read the catalogue's wording of the same fields (package i18n),
// the one place a reason is put in words.
func (e *FileError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Reason == 0 {
		if e.Err != nil {
			b.WriteString(e.Err.Error())
		}
		return b.String()
	}
	b.WriteString(e.Reason.String())
	figures := "E"
	if e.Reason.Valid() {
		figures = fileReasons[e.Reason].figures
	}
	for _, f := range figures {
		switch f {
		case 'N':
			fmt.Fprintf(&b, " N=%d", e.N)
		case 'M':
			fmt.Fprintf(&b, " M=%d", e.M)
		case 'C':
			fmt.Fprintf(&b, " C=%s", solver.CellName(e.Cell))
		case 'T':
			fmt.Fprintf(&b, " T=%q", e.Text)
		case 'E':
			if e.Err != nil {
				b.WriteString(": ")
				b.WriteString(e.Err.Error())
			}
		}
	}
	return strings.TrimSuffix(b.String(), ": ")
}

// Unwrap returns the underlying error, so errors.Is(err, ErrNotSudoku) and
// errors.As(err, &conflict) work.
func (e *FileError) Unwrap() error { return e.Err }

// newFileError builds the FileError of one of the package's errors
// (ErrEmptyFile, ErrNotSudoku, ErrNoGrid, ErrTooLarge) or of a clash.
func newFileError(file string, line int, err error) *FileError {
	fe := &FileError{File: file, Line: line, Err: err}
	switch {
	case errors.Is(err, ErrEmptyFile):
		fe.Reason = FileEmpty
	case errors.Is(err, ErrNotSudoku):
		fe.Reason = FileNotSudoku
	case errors.Is(err, ErrNoGrid):
		fe.Reason = FileNoGrid
	case errors.Is(err, ErrTooLarge):
		fe.Reason, fe.N = FileTooLarge, MaxFileSize>>20
	default:
		fe.Reason = FileClash
	}
	return fe
}

// bad is a reason found by a parser that knows neither the file nor the
// line; at sets them.
func bad(r FileReason, n int) *FileError { return &FileError{Reason: r, N: n} }

// at returns e placed at file and line.
func (e *FileError) at(file string, line int) *FileError {
	e.File, e.Line = file, line
	return e
}

// Entry is one grid of a file: either Grid (with Err nil) or Err, never both.
type Entry struct {
	Line int               // 1-based line where the grid starts (0 for .gri)
	Name string            // a label from the file: text after an 81-character line, an OpenSudoku folder name; often ""
	Meta map[string]string // .sdk and OpenSudoku metadata: "author", "description", "comment", "date", "source", "level", "url"; nil when none
	Grid solver.Grid       // the clues; the zero Grid when Err is set
	Err  error             // a *FileError naming file, line and reason, or nil
	// Progress is the player's digits and notes from a progress line
	// after the grid (docs/formats.md), nil when the file has none.
	Progress *Progress
}

// Collection is what Read found in a file: its format and every grid, good
// or bad, in file order.
type Collection struct {
	File    string  // the name given to Read
	Format  Format  // the format the content was read as
	Entries []Entry // one per grid found, good or bad
}

// Grids returns the good grids of the collection, in file order.
func (c Collection) Grids() []solver.Grid {
	gs := make([]solver.Grid, 0, len(c.Entries))
	for _, e := range c.Entries {
		if e.Err == nil {
			gs = append(gs, e.Grid)
		}
	}
	return gs
}

// Errors returns the errors of the bad grids, in file order.
func (c Collection) Errors() []error {
	var errs []error
	for _, e := range c.Entries {
		if e.Err != nil {
			errs = append(errs, e.Err)
		}
	}
	return errs
}

// ReadFile reads the grids of the file at path (see Read). Errors name the
// path as given. A file larger than MaxFileSize is refused before reading.
func ReadFile(path string) (Collection, error) {
	f, err := os.Open(path)
	if err != nil {
		return Collection{File: path}, openFileError(path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return Collection{File: path}, openFileError(path, err)
	}
	if st.IsDir() {
		return Collection{File: path}, &FileError{File: path, Reason: FileIsFolder}
	}
	if st.Mode().IsRegular() && st.Size() > MaxFileSize {
		return Collection{File: path}, tooLargeError(path)
	}
	return Read(path, f)
}

// openFileError turns an error of os.Open or Stat into a FileError with a short
// reason.
func openFileError(path string, err error) error {
	fe := &FileError{File: path, Reason: FileOpenFailed, Text: err.Error(), Err: err}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		fe.Reason = FileNoSuchFile
	case errors.Is(err, fs.ErrPermission):
		fe.Reason = FilePermission
	default:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			fe.Text = pe.Err.Error()
		}
	}
	return fe
}

func tooLargeError(file string) error {
	return newFileError(file, 0, ErrTooLarge)
}

// Read reads every grid of a file from r; file names it in errors and picks
// the format when the content leaves a tie (see "Detection" above). It
// returns an error only when nothing could be read at all (an I/O error,
// a file too large, empty, or not a Sudoku file); problems with single grids
// are in the entries, so a file with good and bad grids gives both.
func Read(file string, r io.Reader) (Collection, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return Collection{File: file}, &FileError{File: file, Reason: FileReadFailed, Text: err.Error(), Err: err}
	}
	if len(data) > MaxFileSize {
		return Collection{File: file}, tooLargeError(file)
	}
	return readFileBytes(file, data)
}

// readFileBytes detects the format of data and reads it.
func readFileBytes(file string, data []byte) (Collection, error) {
	c := Collection{File: file}
	if len(data) == 0 {
		return c, newFileError(file, 0, ErrEmptyFile)
	}
	isGRIName := strings.EqualFold(filepath.Ext(file), ".gri")
	text, ok := decodeFileText(data)
	if !ok {
		if isGRIName || (len(data) == griSize && griPlausible(data)) {
			return readGRI(file, data)
		}
		return c, newFileError(file, 0, ErrNotSudoku)
	}
	text = trimDOSEnd(text)
	if t := bytes.TrimLeft(text, " \t\r\n\v\f"); len(t) > 0 && t[0] == '<' {
		return readOpenSudoku(file, text)
	}
	c, err := readTextGrids(file, text)
	if isGRIName && len(data) == griSize && griPlausible(data) && (err != nil || len(c.Grids()) == 0) {
		return readGRI(file, data)
	}
	return c, err
}

// decodeFileText returns data as UTF-8 text without its byte-order mark, and
// false when data looks binary: a NUL or a control byte other than tab, LF,
// VT, FF, CR and ^Z. UTF-16 with a byte-order mark is converted. Bytes that
// are not UTF-8 (a Latin-1 comment) are left alone: they are not binary.
func decodeFileText(data []byte) ([]byte, bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
	case len(data) >= 2 && (data[0] == 0xFF && data[1] == 0xFE || data[0] == 0xFE && data[1] == 0xFF):
		data = decodeUTF16Text(data[2:], data[0] == 0xFE)
	}
	for _, b := range data {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\v' && b != '\f' && b != '\r' && b != 0x1A || b == 0x7F {
			return data, false
		}
	}
	return data, true
}

// decodeUTF16Text converts UTF-16 (without its byte-order mark) to UTF-8; an odd
// last byte is dropped.
func decodeUTF16Text(b []byte, bigEndian bool) []byte {
	u := make([]uint16, len(b)/2)
	for i := range u {
		if bigEndian {
			u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		} else {
			u[i] = uint16(b[2*i+1])<<8 | uint16(b[2*i])
		}
	}
	out := make([]byte, 0, len(u))
	for _, r := range utf16.Decode(u) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// MaxBadGrids is how many bad grids a file may hold before Read stops
// reading it: a damaged file of millions of short lines gives a thousand
// errors and a last one saying the rest was not read, not millions.
const MaxBadGrids = 1000

// entrySink collects the entries of a file and stops after MaxBadGrids bad
// ones.
type entrySink struct {
	file    string
	entries []Entry
	bad     int
	// progressLine is the line of the last progress line read (0: none)
	// while the entry it went to is still the last: a marks line right
	// after it belongs to it (progress.go).
	progressLine int
}

// add appends e and reports whether reading may go on. The bad grid after
// MaxBadGrids is replaced by an error saying the rest is not read.
func (s *entrySink) add(e Entry) bool {
	s.progressLine = 0
	if e.Err != nil {
		s.bad++
		if s.bad > MaxBadGrids {
			s.entries = append(s.entries, Entry{Line: e.Line,
				Err: bad(FileTooManyBad, MaxBadGrids).at(s.file, e.Line)})
			return false
		}
	}
	s.entries = append(s.entries, e)
	return true
}

// checkedEntry turns a grid read at line into an entry, refusing clashing
// clues (solver.Grid.Check names them; a quicker test runs first, as nearly
// every grid of a collection is fine).
func checkedEntry(file string, line int, g solver.Grid) Entry {
	if !clashFree(g) {
		if err := g.Check(); err != nil {
			return Entry{Line: line, Err: newFileError(file, line, err)}
		}
	}
	return Entry{Line: line, Grid: g}
}

// clashFree reports whether every cell is 0–9 and no unit holds a digit
// twice, with one pass over the cells.
func clashFree(g solver.Grid) bool {
	var rows, cols, boxes [9]uint16
	for i, v := range g {
		if v == 0 {
			continue
		}
		if v > 9 {
			return false
		}
		bit := uint16(1) << v
		r, c := i/9, i%9
		b := r/3*3 + c/3
		if (rows[r]|cols[c]|boxes[b])&bit != 0 {
			return false
		}
		rows[r] |= bit
		cols[c] |= bit
		boxes[b] |= bit
	}
	return true
}

// sdkMetaKeys maps the .sdk metadata letters to the keys of Entry.Meta, in the
// order they are written.
var sdkMetaKeys = [...]struct {
	letter byte
	key    string
}{
	{'A', "author"},
	{'D', "description"},
	{'C', "comment"},
	{'B', "date"},
	{'S', "source"},
	{'L', "level"},
	{'U', "url"},
}

// sdkMetaKey returns the Meta key of an .sdk metadata letter, or "".
func sdkMetaKey(letter byte) string {
	for _, m := range sdkMetaKeys {
		if m.letter == letter {
			return m.key
		}
	}
	return ""
}

// fileText turns bytes of a file into a string, reading them as Latin-1
// when they are not UTF-8 (old files with accented comments).
func fileText(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	rs := make([]rune, len(b))
	for i, c := range b {
		rs[i] = rune(c)
	}
	return string(rs)
}

// trimDOSEnd drops the DOS end-of-file mark (^Z) that old editors left at
// the end of a text file, with the blanks after it. A ^Z followed by more
// text is left, to be reported where it is.
func trimDOSEnd(text []byte) []byte {
	i := bytes.IndexByte(text, 0x1A)
	if i < 0 || len(bytes.Trim(text[i:], "\x1a \t\r\n")) > 0 {
		return text
	}
	return text[:i]
}
