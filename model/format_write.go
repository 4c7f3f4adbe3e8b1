package model

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// Writing .sdm, .sdk and .gri. The encoders build the whole file in memory
// and write it with one call, so a writer that fails leaves no half grid
// behind it on its side; atomic files are the storage code's work.

// Write encodes grids in format f to w:
//
//   - FormatSDM: one line a grid, 81 characters, '0' for an empty cell (the
//     seed's form), each line ending in "\n";
//   - FormatSDK: nine lines of nine, '.' for an empty cell, grids separated
//     by a blank line;
//   - FormatGRI: exactly one grid, 36 bytes, as docs/formats.md describes.
//
// Other formats are read, not written. A cell above 9 is refused; clashing
// clues are written as they are (reading them back reports the clash).
func Write(w io.Writer, f Format, grids ...solver.Grid) error {
	entries := make([]Entry, len(grids))
	for i, g := range grids {
		entries[i].Grid = g
	}
	return WriteEntries(w, f, entries...)
}

// WriteEntries is Write for entries: FormatSDK also writes each entry's
// Meta as '#X' lines before its grid ("#AJane" for "author", then
// description, comment, date, source, level and url; other keys are not
// part of the format and are left out). Names are not written. An entry
// with an error is refused. An entry's Progress is written on a progress
// line after its grid in .sdm and .sdk (docs/formats.md); a .gri holds the
// givens only.
func WriteEntries(w io.Writer, f Format, entries ...Entry) error {
	if !f.Writable() {
		return fmt.Errorf("write: %s files are read, not written", f)
	}
	if len(entries) == 0 {
		return errors.New("write: no grid to write")
	}
	if f == FormatGRI && len(entries) != 1 {
		return fmt.Errorf("write: a .gri file holds one grid, not %d", len(entries))
	}
	for i, e := range entries {
		if e.Err != nil {
			return fmt.Errorf("write: grid %d: %w", i+1, e.Err)
		}
		if e.Progress != nil {
			if err := e.Progress.check(e.Grid); err != nil {
				return fmt.Errorf("write: grid %d: progress: %w", i+1, err)
			}
		}
		for c, v := range e.Grid {
			if v > 9 {
				return fmt.Errorf("write: grid %d: %s holds %d, expected 0–9", i+1, solver.CellName(c), v)
			}
		}
	}
	var b bytes.Buffer
	switch f {
	case FormatSDM:
		for _, e := range entries {
			for _, v := range e.Grid {
				b.WriteByte('0' + v)
			}
			b.WriteByte('\n')
			appendProgressLine(&b, e.Progress)
		}
	case FormatSDK:
		for i, e := range entries {
			if i > 0 {
				b.WriteByte('\n')
			}
			for _, m := range sdkMetaKeys {
				if v := sdkMetaLine(e.Meta[m.key]); v != "" {
					b.WriteByte('#')
					b.WriteByte(m.letter)
					b.WriteString(v)
					b.WriteByte('\n')
				}
			}
			for r := 0; r < 9; r++ {
				for _, v := range e.Grid[9*r : 9*r+9] {
					if v == 0 {
						b.WriteByte('.')
					} else {
						b.WriteByte('0' + v)
					}
				}
				b.WriteByte('\n')
			}
			appendProgressLine(&b, e.Progress)
		}
	case FormatGRI:
		b.Write(encodeGRI(entries[0].Grid))
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("write %s: %w", f.Extension(), err)
	}
	return nil
}

// sdkMetaLine keeps a metadata value on one line: control characters become
// spaces, and blanks around it go, as the reader would drop them.
func sdkMetaLine(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7F {
			return ' '
		}
		return r
	}, s)
	return strings.Trim(s, " ")
}
