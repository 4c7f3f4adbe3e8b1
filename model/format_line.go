package model

import (
	"github.com/giosudoku/sudoku/solver"
)

// The 81-character line format (.sdm, .txt): one grid a line.

// longGridField is the length from which the first field of a line is the whole
// grid, the rest of the line being its name ("PUZZLE 2.8"); a shorter first
// field means the grid is split in groups ("003020600 900305001 …").
const longGridField = 27

// readLineGrids reads every content line of text as one grid.
func readLineGrids(file string, text []byte) []Entry {
	sink := entrySink{file: file, entries: make([]Entry, 0, len(text)/82+1)}
	eachTextLine(text, func(n int, raw []byte) bool {
		t := trimBlankBytes(raw)
		if isProgressLine(t) {
			attachProgress(&sink, file, n, t)
			return true
		}
		if len(t) == 0 || t[0] == '#' {
			return true
		}
		g, name, fe := parseGridLine(raw)
		if fe != nil {
			return sink.add(Entry{Line: n, Err: fe.at(file, n)})
		}
		e := checkedEntry(file, n, g)
		if e.Err == nil {
			e.Name = name
		}
		return sink.add(e)
	})
	return sink.entries
}

// parseGridLine reads one line holding a grid: 81 cells, or 729 for pencil
// marks, then optionally blanks or '#' and a name. It returns the grid and
// its name, or the reason it is not a grid (with the column of a stray
// character). It does not check that the clues are consistent.
func parseGridLine(raw []byte) (g solver.Grid, name string, fe *FileError) {
	off := 0
	for off < len(raw) && isBlankByte(raw[off]) {
		off++
	}
	t := trimBlankBytes(raw)
	// The common case: 81 cells, then nothing, blanks or a comment.
	if len(t) >= 81 && (len(t) == 81 || isBlankByte(t[81]) || t[81] == '#') {
		fast := true
		for i := 0; i < 81; i++ {
			if !isCellByte(t[i]) {
				fast = false
				break
			}
			g[i] = cellByteValue(t[i])
		}
		if fast {
			return g, gridLineName(t[81:]), nil
		}
		g = solver.Grid{}
	}

	end := len(t)
	for i, b := range t {
		if b == '#' {
			end = i
			break
		}
	}
	var fields []cellSpan
	for i := 0; i < end; {
		if isBlankByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < end && !isBlankByte(t[j]) {
			j++
		}
		fields = append(fields, cellSpan{i, j})
		i = j
	}
	if len(fields) == 0 {
		return solver.Grid{}, "", bad(FileNoCells, 0)
	}
	use, rest := fields, t[end:]
	if len(fields) == 1 || fields[0].end-fields[0].start >= longGridField {
		use, rest = fields[:1], t[fields[0].end:]
	}
	var cells [729]byte
	n := 0
	for _, f := range use {
		for i := f.start; i < f.end; i++ {
			if !isCellByte(t[i]) {
				return solver.Grid{}, "", strayCell(raw, off+i)
			}
			if n < len(cells) {
				cells[n] = t[i]
			}
			n++
		}
	}
	switch n {
	case 81:
		for i := range g {
			g[i] = cellByteValue(cells[i])
		}
		return g, gridLineName(rest), nil
	case 729:
		g, fe = pencilGrid(cells[:])
		if fe != nil {
			return solver.Grid{}, "", fe
		}
		return g, gridLineName(rest), nil
	}
	return solver.Grid{}, "", bad(FileCells, n)
}

// gridLineName is the text after a grid on its line, without blanks and a
// leading '#'.
func gridLineName(rest []byte) string {
	r := trimBlankBytes(rest)
	if len(r) > 0 && r[0] == '#' {
		r = trimBlankBytes(r[1:])
	}
	if len(r) == 0 {
		return ""
	}
	return fileText(r)
}

// pencilGrid reads 729 cells of pencil marks: nine characters a cell, in
// which the digits present are the cell's marks ('.' or '0' for the others).
// A cell with one mark is a given, a cell with several is empty, and a cell
// with none is an error.
func pencilGrid(cells []byte) (solver.Grid, *FileError) {
	var g solver.Grid
	for c := range g {
		var m solver.Mask
		for _, b := range cells[9*c : 9*c+9] {
			if b >= '1' && b <= '9' {
				m |= 1 << (b - '0')
			}
		}
		switch m.Count() {
		case 0:
			return solver.Grid{}, &FileError{Reason: FileNoPencilMark, Cell: c}
		case 1:
			g[c] = m.Lowest()
		}
	}
	return g, nil
}
