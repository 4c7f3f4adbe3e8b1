package model

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/giosudoku/sudoku/solver"
)

// Fuzz tests for every reader: a grid or an error per entry, never both,
// never a panic; what reads as good writes and reads back the same.

var formatsFuzzNames = [...]string{"f.sdm", "f.txt", "f.sdk", "f.ss", "f.gri", "f.opensudoku", "f"}

// formatsAddSeeds adds every testdata file to the corpus.
func formatsAddSeeds(f *testing.F, add func(data []byte)) {
	for _, dir := range []string{"read", "bad"} {
		files, _ := filepath.Glob(filepath.Join("testdata", "formats", dir, "*"))
		for _, path := range files {
			if strings.HasSuffix(path, ".golden") {
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				f.Fatal(err)
			}
			add(data)
		}
	}
	add([]byte(formatsP1))
	add([]byte(formatsP1 + "\n" + formatsP2 + " # x\n"))
	add([]byte(strings.Join([]string{"123456789", "456789123", "789123456"}, "\n")))
}

// formatsRoundTrip writes good grids in every writable format and reads
// them back.
func formatsRoundTrip(t *testing.T, grids []solver.Grid) {
	t.Helper()
	if len(grids) == 0 {
		return
	}
	for _, f := range []Format{FormatSDM, FormatSDK, FormatGRI} {
		gs := grids
		if f == FormatGRI {
			gs = grids[:1]
		}
		var b bytes.Buffer
		if err := Write(&b, f, gs...); err != nil {
			t.Fatalf("write %v: %v", f, err)
		}
		name := "round" + f.Extension()
		c, err := Read(name, &b)
		if err != nil {
			t.Fatalf("read back %v: %v", f, err)
		}
		if c.Format != f || len(c.Entries) != len(gs) {
			t.Fatalf("read back %v as %v with %d entries, want %d", f, c.Format, len(c.Entries), len(gs))
		}
		for i, e := range c.Entries {
			if e.Err != nil || e.Grid != gs[i] {
				t.Fatalf("%v: grid %d read back as %s (%v), want %s", f, i, e.Grid, e.Err, gs[i])
			}
		}
	}
}

func FuzzFormatRead(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) {
		for i := range formatsFuzzNames {
			f.Add(data, uint8(i))
		}
	})
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		name := formatsFuzzNames[int(which)%len(formatsFuzzNames)]
		c, err := Read(name, bytes.NewReader(data))
		formatsCheck(t, name, c, err)
		formatsRoundTrip(t, c.Grids())
	})
}

func FuzzFormatLine(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) { f.Add(data) })
	f.Fuzz(func(t *testing.T, raw []byte) {
		g, name, reason := parseGridLine(raw)
		if reason != nil {
			if g != (solver.Grid{}) || name != "" {
				t.Fatalf("reason %q and grid %s name %q", reason, g, name)
			}
			return
		}
		for i, v := range g {
			if v > 9 {
				t.Fatalf("%s holds %d", solver.CellName(i), v)
			}
		}
	})
}

func FuzzFormatBlocks(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) { f.Add(data) })
	f.Fuzz(func(t *testing.T, text []byte) {
		entries, _ := readBlockGrids("f.sdk", text)
		if len(entries) == 0 {
			return
		}
		c := Collection{File: "f.sdk", Format: FormatSDK, Entries: entries}
		formatsCheck(t, "f.sdk", c, nil)
		for _, e := range entries {
			if e.Err == nil {
				formatsRoundTrip(t, []solver.Grid{e.Grid})
			}
		}
	})
}

func FuzzFormatRow(f *testing.F) {
	f.Add([]byte("1 2 3 | 4 5 6 | 7 8 9"))
	f.Add([]byte("| 1567   3      1567   | 4      12579  179    | 689    5678   579    |"))
	f.Add([]byte(".,2,3,4,.,.,8,.,. # c"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		row, reason := parseGridRow(raw)
		if reason != nil && row != ([9]uint8{}) {
			t.Fatalf("reason %q and row %v", reason, row)
		}
		for _, v := range row {
			if v > 9 {
				t.Fatalf("row %v", row)
			}
		}
	})
}

func FuzzFormatGRI(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) { f.Add(data) })
	f.Add(make([]byte, 36))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := readGRI("f.gri", data)
		formatsCheck(t, "f.gri", c, err)
		if len(data) == griSize && err != nil {
			t.Fatalf("36 bytes refused: %v", err)
		}
		if err == nil && c.Entries[0].Err == nil {
			if got := encodeGRI(c.Entries[0].Grid); !bytes.Equal(got, data) {
				t.Fatalf("read % X, writes back % X", data, got)
			}
		}
	})
}

func FuzzFormatOpenSudoku(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) { f.Add(data) })
	f.Fuzz(func(t *testing.T, text []byte) {
		c, err := readOpenSudoku("f.opensudoku", text)
		formatsCheck(t, "f.opensudoku", c, err)
		formatsRoundTrip(t, c.Grids())
	})
}

func FuzzFormatOpenSudokuData(f *testing.F) {
	f.Add(formatsP1)
	f.Add("version: 3\n" + strings.Repeat("5|0|0|", 81))
	f.Add("version: 1\n" + strings.Repeat("0|1,2,|1|", 81))
	f.Fuzz(func(t *testing.T, data string) {
		g, reason := openSudokuGrid(data)
		if reason != nil && g != (solver.Grid{}) {
			t.Fatalf("reason %q and grid %s", reason, g)
		}
		for _, v := range g {
			if v > 9 {
				t.Fatalf("grid %v", g)
			}
		}
	})
}

func FuzzParsePaste(f *testing.F) {
	formatsAddSeeds(f, func(data []byte) { f.Add(string(data)) })
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParsePaste(text)
		if err != nil {
			if g != (solver.Grid{}) {
				t.Fatalf("error %v and grid %s", err, g)
			}
			return
		}
		if err := g.Check(); err != nil {
			t.Fatalf("grid %s does not check: %v", g, err)
		}
		// What pastes as a grid pastes again from its own text.
		again, err := ParsePaste(g.String())
		if err != nil || again != g {
			t.Fatalf("%s pastes back as %s, %v", g, again, err)
		}
	})
}

// Any grid without a clash, with any metadata, survives every writer.
func FuzzFormatWriteRead(f *testing.F) {
	f.Add([]byte(formatsP1), "Ruud", "Easy")
	f.Add(make([]byte, 81), "", "")
	f.Add([]byte(formatsP3), " José\t", "a\nb")
	f.Fuzz(func(t *testing.T, cells []byte, author, level string) {
		var g solver.Grid
		for i := range g {
			if i < len(cells) {
				g[i] = cells[i] % 10
			}
		}
		if clashFree(g) != (g.Check() == nil) {
			t.Fatalf("clashFree(%s) = %v, Check says %v", g, clashFree(g), g.Check())
		}
		if g.Check() != nil {
			return
		}
		formatsRoundTrip(t, []solver.Grid{g})
		if !utf8.ValidString(author) || !utf8.ValidString(level) {
			return
		}
		meta := map[string]string{"author": author, "level": level}
		var b bytes.Buffer
		if err := WriteEntries(&b, FormatSDK, Entry{Grid: g, Meta: meta}); err != nil {
			t.Fatal(err)
		}
		c, err := Read("f.sdk", &b)
		if err != nil || len(c.Entries) != 1 || c.Entries[0].Err != nil || c.Entries[0].Grid != g {
			t.Fatalf("read back %v, %v", c.Entries, err)
		}
		for k, v := range meta {
			if got := c.Entries[0].Meta[k]; got != sdkMetaLine(v) {
				t.Errorf("%s %q read back as %q, want %q", k, v, got, sdkMetaLine(v))
			}
		}
	})
}
