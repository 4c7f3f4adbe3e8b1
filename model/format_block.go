package model

import (
	"bytes"

	"github.com/giosudoku/sudoku/solver"
)

// The 9×9 form: .sdk (SadMan, SudoCue), Simple Sudoku .ss and plain 9×9
// text. Nine rows make a grid; '#X' metadata lines and a label line (such as
// "Grid 01") before a grid belong to it.

// blockReader collects the rows of the grid being read.
type blockReader struct {
	file string
	sink entrySink
	stop bool // too many bad grids
	ss   bool // borders or '|' seen: Simple Sudoku's look

	skipping bool              // inside a SadMan section other than [Puzzle]
	meta     map[string]string // metadata for the next grid
	label    string            // label line for the next grid

	rows  int         // rows read of the current grid
	start int         // line of its first row
	grid  solver.Grid // its cells so far
	err   *FileError  // its first problem
	gMeta map[string]string
	gName string
}

// readBlockGrids reads every 9×9 grid of text; ss reports borders or '|'.
func readBlockGrids(file string, text []byte) (entries []Entry, ss bool) {
	br := &blockReader{file: file, sink: entrySink{file: file}}
	eachTextLine(text, func(n int, raw []byte) bool {
		br.line(n, raw)
		return !br.stop
	})
	if !br.stop {
		br.flush()
	}
	return br.sink.entries, br.ss
}

func (br *blockReader) line(n int, raw []byte) {
	t := trimBlankBytes(raw)
	switch {
	case len(t) == 0:
		return
	case t[0] == '#':
		if br.rows == 0 && !br.skipping && isProgressLine(t) {
			attachProgress(&br.sink, br.file, n, t)
			return
		}
		if len(t) >= 2 {
			if key := sdkMetaKey(t[1]); key != "" {
				if br.meta == nil {
					br.meta = map[string]string{}
				}
				br.meta[key] = fileText(trimBlankBytes(t[2:]))
			}
		}
		return
	case isSDKSection(t):
		br.flush()
		br.skipping = !bytes.EqualFold(t[1:len(t)-1], []byte("Puzzle"))
		return
	case br.skipping:
		return
	case isBorderLine(t):
		br.ss = true
		return
	case br.rows == 0 && !isGridLike(t):
		br.label = fileText(t)
		return
	}
	if bytes.IndexByte(beforeHashComment(t), '|') >= 0 {
		br.ss = true
	}
	if br.rows == 0 {
		br.start, br.gMeta, br.gName = n, br.meta, br.label
		br.meta, br.label = nil, ""
	}
	row, fe := parseGridRow(raw)
	if fe != nil {
		if br.err == nil {
			br.err = fe.at(br.file, n)
		}
	} else {
		copy(br.grid[9*br.rows:], row[:])
	}
	br.rows++
	if br.rows == 9 {
		br.emit()
	}
}

// flush ends a grid cut short by a section or the end of the file.
func (br *blockReader) flush() {
	if br.rows == 0 {
		return
	}
	if br.err == nil {
		br.err = bad(FileRows, br.rows).at(br.file, br.start)
	}
	br.emit()
}

// emit adds the current grid to the entries and starts a new one.
func (br *blockReader) emit() {
	var e Entry
	if br.err != nil {
		e = Entry{Line: br.start, Err: br.err}
	} else {
		e = checkedEntry(br.file, br.start, br.grid)
		if e.Err == nil {
			e.Name, e.Meta = br.gName, br.gMeta
		}
	}
	br.stop = !br.sink.add(e)
	br.rows, br.grid, br.err, br.gMeta, br.gName = 0, solver.Grid{}, nil, nil, ""
}

// parseGridRow reads one row of nine cells from a line. Blanks, '|' and ','
// between cells are ignored, and so is a '#' comment. A row of nine
// separate groups of digits is a row of candidates: a group of one digit is
// a given, a longer group an empty cell.
func parseGridRow(raw []byte) (row [9]uint8, fe *FileError) {
	end := len(raw)
	if i := bytes.IndexByte(raw, '#'); i >= 0 {
		end = i
	}
	var groups [10]cellSpan
	ng := 0
	for i := 0; i < end && ng < len(groups); {
		if isRowSeparatorByte(raw[i]) {
			i++
			continue
		}
		j := i
		for j < end && !isRowSeparatorByte(raw[j]) {
			j++
		}
		groups[ng] = cellSpan{i, j}
		ng++
		i = j
	}
	if ng == 9 && isCandidateRow(raw, groups[:9]) {
		for k, g := range groups[:9] {
			if g.end-g.start == 1 {
				row[k] = cellByteValue(raw[g.start])
			}
		}
		return row, nil
	}
	n := 0
	for i := 0; i < end; i++ {
		b := raw[i]
		if isRowSeparatorByte(b) {
			continue
		}
		if !isCellByte(b) {
			return [9]uint8{}, strayCell(raw, i)
		}
		if n < 9 {
			row[n] = cellByteValue(b)
		}
		n++
	}
	if n != 9 {
		return [9]uint8{}, bad(FileRowCells, n)
	}
	return row, nil
}

// isCandidateRow reports nine groups each a single cell or a group of digits
// 1–9, with at least one group longer than one.
func isCandidateRow(raw []byte, groups []cellSpan) bool {
	long := false
	for _, g := range groups {
		if g.end-g.start == 1 {
			if !isCellByte(raw[g.start]) {
				return false
			}
			continue
		}
		long = true
		for _, b := range raw[g.start:g.end] {
			if b < '1' || b > '9' {
				return false
			}
		}
	}
	return long
}
