package model

import (
	"bytes"
	"unicode/utf8"
)

// Text files: splitting into lines, telling the 81-character line format
// from the 9×9 form, and the small byte tests both readers share.

// classifyTextLines is how many content lines the detection looks at.
const classifyTextLines = 20

// readTextGrids reads a text file in the line format or the 9×9 form.
func readTextGrids(file string, text []byte) (Collection, error) {
	c := Collection{File: file}
	f, _ := FormatOf(file)
	blocks, found := textIsBlocks(text, f == FormatSDK || f == FormatSS)
	if !found {
		if hasTextContent(text) {
			return c, newFileError(file, 0, ErrNotSudoku)
		}
		return c, newFileError(file, 0, ErrNoGrid)
	}
	if blocks {
		var ss bool
		c.Entries, ss = readBlockGrids(file, text)
		c.Format = FormatSDK
		if ss {
			c.Format = FormatSS
		}
	} else {
		c.Entries = readLineGrids(file, text)
		c.Format = FormatSDM
	}
	if len(c.Entries) == 0 {
		return Collection{File: file}, newFileError(file, 0, ErrNoGrid)
	}
	return c, nil
}

// textIsBlocks decides between the 9×9 form (true) and the line format by
// the first content lines; found is false when none of them looks like
// part of a grid. Borders, sections and '|' mean the 9×9 form; so does a
// majority of short lines when there are nine of them (a whole grid) or
// when preferBlocks says the name or the use expects a 9×9 grid. Fewer
// short lines otherwise read as broken 81-character lines, whose messages
// ("9 cells, expected 81") fit a .sdm file better.
func textIsBlocks(text []byte, preferBlocks bool) (blocks, found bool) {
	short, long := 0, 0
	eachTextLine(text, func(_ int, raw []byte) bool {
		t := trimBlankBytes(raw)
		switch {
		case len(t) == 0 || t[0] == '#':
			return true
		case isSDKSection(t) || isBorderLine(t):
			blocks, found = true, true
			return false
		case !isGridLike(t):
			return true // a label such as "Grid 01", or prose
		}
		found = true
		if bytes.IndexByte(beforeHashComment(t), '|') >= 0 {
			blocks = true
			return false
		}
		if isShortGridLine(t) {
			short++
		} else {
			long++
		}
		return short+long < classifyTextLines
	})
	if found && !blocks {
		blocks = short > long && (short >= 9 || preferBlocks)
	}
	return blocks, found
}

// hasTextContent reports whether text has a line that is neither blank nor a
// '#' comment.
func hasTextContent(text []byte) bool {
	found := false
	eachTextLine(text, func(_ int, raw []byte) bool {
		t := trimBlankBytes(raw)
		found = len(t) > 0 && t[0] != '#'
		return !found
	})
	return found
}

// eachTextLine calls fn with each line of text and its 1-based number, without
// the line ending (LF, CRLF or a lone CR), until fn returns false.
func eachTextLine(text []byte, fn func(n int, line []byte) bool) {
	for n := 1; len(text) > 0; n++ {
		i := bytes.IndexAny(text, "\r\n")
		if i < 0 {
			fn(n, text)
			return
		}
		line := text[:i]
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
		if !fn(n, line) {
			return
		}
	}
}

// cellSpan is a run of bytes of a line, from start to end (exclusive).
type cellSpan struct{ start, end int }

// isCellByte reports whether b is a cell of the text formats: a digit, or '.'
// for an empty cell.
func isCellByte(b byte) bool { return b >= '0' && b <= '9' || b == '.' }

// cellByteValue is the digit of a cell byte, 0 for '0' and '.'.
func cellByteValue(b byte) uint8 {
	if b == '.' {
		return 0
	}
	return b - '0'
}

// isBlankByte reports ASCII whitespace.
func isBlankByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\v' || b == '\f'
}

// isRowSeparatorByte reports what may stand between cells of a 9×9 row.
func isRowSeparatorByte(b byte) bool { return isBlankByte(b) || b == '|' || b == ',' }

// beforeHashComment returns t up to its first '#'.
func beforeHashComment(t []byte) []byte {
	if i := bytes.IndexByte(t, '#'); i >= 0 {
		return t[:i]
	}
	return t
}

// isSDKSection reports a SadMan section header such as "[Puzzle]".
func isSDKSection(t []byte) bool {
	return len(t) >= 2 && t[0] == '[' && t[len(t)-1] == ']'
}

// isBorderLine reports a line drawn between boxes: only '-', '=', '+', '*',
// '|' and blanks, with at least three dashes. Simple Sudoku draws
// "*-----------*" and "|---+---+---|"; other programs "-----------" or
// "------+-------+------".
func isBorderLine(t []byte) bool {
	dashes := 0
	for _, b := range t {
		switch {
		case b == '-' || b == '=':
			dashes++
		case b == '+' || b == '*' || b == '|' || isBlankByte(b):
		default:
			return false
		}
	}
	return dashes >= 3
}

// isGridLike reports whether a line is mostly cells: at least four, and at
// most half as many other characters (separators aside). Prose and labels
// such as "Grid 01" are not.
func isGridLike(t []byte) bool {
	cells, other := 0, 0
	for _, b := range beforeHashComment(t) {
		switch {
		case isCellByte(b):
			cells++
		case isRowSeparatorByte(b) || b == '-' || b == '+' || b == '*':
		default:
			other++
		}
	}
	return cells >= 4 && 2*other <= cells
}

// isShortGridLine reports a line that looks like a row of a 9×9 grid rather
// than a whole grid: at most 18 cells, or nine separate groups that are not
// all nine long (a row of single cells or of candidates).
func isShortGridLine(t []byte) bool {
	t = beforeHashComment(t)
	cells, groups, nine := 0, 0, true
	for i := 0; i < len(t); {
		if isRowSeparatorByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && !isRowSeparatorByte(t[j]) {
			j++
		}
		groups++
		cells += j - i
		nine = nine && j-i == 9
		i = j
	}
	return cells <= 18 || groups == 9 && !nine
}

// strayCell describes the byte at raw[i] that is not a cell, with its
// 1-based column in runes.
func strayCell(raw []byte, i int) *FileError {
	r, _ := utf8.DecodeRune(raw[i:])
	return &FileError{Reason: FileStrayChar, Text: string(r), N: utf8.RuneCount(raw[:i]) + 1}
}

// trimBlankBytes returns raw without its leading and trailing ASCII blanks.
func trimBlankBytes(raw []byte) []byte {
	i, j := 0, len(raw)
	for i < j && isBlankByte(raw[i]) {
		i++
	}
	for j > i && isBlankByte(raw[j-1]) {
		j--
	}
	return raw[i:j]
}
