package model

import (
	"encoding/binary"

	"github.com/giosudoku/sudoku/solver"
)

// The .gri files of an earlier Java Sudoku program (docs/formats.md, Binary grids): nine big-endian 32-bit integers, one a row,
// each the row's nine digits read as a decimal number. Java's
// Integer.parseInt drops the leading zeros, so a row "000120300" is stored
// as 120300 and read back right-aligned; a row of zeros is 0.

const (
	griSize   = 36          // nine rows of four bytes
	griMaxRow = 999_999_999 // nine digits
)

// griPlausible reports 36 bytes holding nine rows in range.
func griPlausible(data []byte) bool {
	if len(data) != griSize {
		return false
	}
	for r := 0; r < 9; r++ {
		v := int32(binary.BigEndian.Uint32(data[4*r:]))
		if v < 0 || v > griMaxRow {
			return false
		}
	}
	return true
}

// readGRI reads a .gri file: one grid, or an error.
func readGRI(file string, data []byte) (Collection, error) {
	c := Collection{File: file, Format: FormatGRI}
	if len(data) != griSize {
		return Collection{File: file}, &FileError{File: file, Reason: FileGriSize, N: len(data), Err: ErrNotSudoku}
	}
	var g solver.Grid
	for r := 0; r < 9; r++ {
		v := int32(binary.BigEndian.Uint32(data[4*r:]))
		if v < 0 || v > griMaxRow {
			c.Entries = []Entry{{Err: &FileError{File: file, Reason: FileGriRow, N: r + 1, M: int(v)}}}
			return c, nil
		}
		for col := 8; col >= 0; col-- {
			g[9*r+col] = uint8(v % 10)
			v /= 10
		}
	}
	c.Entries = []Entry{checkedEntry(file, 0, g)}
	return c, nil
}

// encodeGRI returns the 36 bytes of a .gri file for g, as that Java program writes them.
func encodeGRI(g solver.Grid) []byte {
	b := make([]byte, griSize)
	for r := 0; r < 9; r++ {
		var v uint32
		for col := 0; col < 9; col++ {
			v = 10*v + uint32(g[9*r+col])
		}
		binary.BigEndian.PutUint32(b[4*r:], v)
	}
	return b
}
