package model

import (
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// Pasted text: one grid in whatever form a program or a web page copies.

// ParsePaste reads one grid from pasted text and returns it, or an error
// saying why not (its text has no file name: "79 cells, expected 81",
// "r1c3 and r1c7 both hold 5"). It understands, tried in this order:
//
//  1. one line: 81 cells ('.' or '0' empty), or 729 pencil marks (a cell
//     with one mark is a given), with a name or comment after it;
//  2. 81 or 729 cells over several lines, whatever the line breaks, with
//     blanks, '|' and ',' between cells, border lines ("*-----------*",
//     "|---+---+---|"), '#' comments and lines that are not mostly cells
//     (a title, "Simple Sudoku Version 4.2n") left out;
//  3. the same where '-', '*', '_' or 'x' mark the empty cells;
//  4. a 9×9 grid as in .sdk and .ss files, including Simple Sudoku's
//     candidate grid (nine groups of candidates a row; one candidate is a
//     given), or one 81-character line among title lines.
//
// Text holding several grids is refused ("2 grids in the text, expected
// one"), as is text longer than MaxPasteSize.
//
// The clues are checked for clashes, not for a unique solution.
func ParsePaste(text string) (solver.Grid, error) {
	if len(text) > MaxPasteSize {
		return solver.Grid{}, &FileError{Reason: FilePasteTooLong, N: len(text), M: MaxPasteSize >> 10}
	}
	b, _ := decodeFileText([]byte(text))
	var lines [][]byte
	eachTextLine(b, func(_ int, raw []byte) bool {
		if t := trimBlankBytes(raw); len(t) > 0 && t[0] != '#' {
			lines = append(lines, raw)
		}
		return true
	})
	if len(lines) == 0 {
		return solver.Grid{}, newFileError("", 0, ErrNoGrid)
	}
	check := func(g solver.Grid) (solver.Grid, error) {
		if err := g.Check(); err != nil {
			return solver.Grid{}, newFileError("", 0, err)
		}
		return g, nil
	}

	// 1. One line.
	var lineReason *FileError
	if len(lines) == 1 {
		g, _, fe := parseGridLine(lines[0])
		if fe == nil {
			return check(g)
		}
		lineReason = fe
	}

	// 2. and 3. All the cells of the text, strict then lenient.
	if g, ok, err := pasteCells(lines, false); ok {
		return g, err
	}
	if g, ok, err := pasteCells(lines, true); ok {
		return g, err
	}

	// 4. Several lines: the 9×9 form, or several grids.
	blocks, found := textIsBlocks(b, true)
	if !found {
		return solver.Grid{}, newFileError("", 0, ErrNoGrid)
	}
	if len(lines) > 1 {
		var entries []Entry
		if blocks {
			entries, _ = readBlockGrids("", b)
		} else {
			// A title line is not a broken grid when pasting.
			prose := map[int]bool{}
			eachTextLine(b, func(n int, raw []byte) bool {
				if t := trimBlankBytes(raw); len(t) > 0 && t[0] != '#' && !isGridLike(t) {
					prose[n] = true
				}
				return true
			})
			for _, e := range readLineGrids("", b) {
				if e.Err == nil || !prose[e.Line] {
					entries = append(entries, e)
				}
			}
		}
		switch len(entries) {
		case 0:
		case 1:
			if entries[0].Err != nil {
				return solver.Grid{}, entries[0].Err
			}
			return entries[0].Grid, nil
		default:
			if len(Collection{Entries: entries}.Grids()) == 0 {
				return solver.Grid{}, entries[0].Err
			}
			return solver.Grid{}, bad(FilePasteGrids, len(entries))
		}
	}
	if lineReason != nil {
		return solver.Grid{}, lineReason
	}
	n := pasteCellCount(lines)
	return solver.Grid{}, bad(FileCells, n)
}

// pasteCells reads the cells of every line that is mostly cells, skipping
// borders and separators. With lenient, '-', '*', '_', 'x' and 'X' are empty
// cells too. ok reports 81 or 729 cells; err is then a clash or a pencil
// mark problem.
func pasteCells(lines [][]byte, lenient bool) (g solver.Grid, ok bool, err error) {
	var cells [729]byte
	n := 0
	for _, raw := range lines {
		t := trimBlankBytes(raw)
		if !lenient && (isBorderLine(t) || !isGridLike(t)) || lenient && (isBorderLine(t) || !pasteLenientLine(t)) {
			continue
		}
		for _, c := range beforeHashComment(t) {
			switch {
			case isCellByte(c):
			case lenient && strings.IndexByte("-*_xX", c) >= 0:
				c = '.'
			case isRowSeparatorByte(c) || c == '+' || !lenient && (c == '-' || c == '*'):
				continue
			default:
				return solver.Grid{}, false, nil
			}
			if n < len(cells) {
				cells[n] = c
			}
			n++
		}
	}
	switch n {
	case 81:
		for i := range g {
			g[i] = cellByteValue(cells[i])
		}
	case 729:
		var fe *FileError
		if g, fe = pencilGrid(cells[:]); fe != nil {
			return solver.Grid{}, true, fe
		}
	default:
		return solver.Grid{}, false, nil
	}
	if err := g.Check(); err != nil {
		return solver.Grid{}, true, newFileError("", 0, err)
	}
	return g, true, nil
}

// pasteLenientLine reports a line made only of cells, empty-cell marks and
// separators, with at least four of them cells or marks.
func pasteLenientLine(t []byte) bool {
	n := 0
	for _, c := range beforeHashComment(t) {
		switch {
		case isCellByte(c) || strings.IndexByte("-*_xX", c) >= 0:
			n++
		case isRowSeparatorByte(c) || c == '+':
		default:
			return false
		}
	}
	return n >= 4
}

// pasteCellCount counts the cells of the lines that are mostly cells, for
// the error message.
func pasteCellCount(lines [][]byte) int {
	n := 0
	for _, raw := range lines {
		t := trimBlankBytes(raw)
		if isBorderLine(t) || !isGridLike(t) {
			continue
		}
		for _, c := range beforeHashComment(t) {
			if isCellByte(c) {
				n++
			}
		}
	}
	return n
}
