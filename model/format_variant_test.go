package model

import (
	"bytes"
	"context"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// TestVariantRoundTrip writes generated puzzles of every variant and reads
// them back: the same geometry (regions, cages, houses) and givens.
func TestVariantRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	var buf bytes.Buffer
	var want []solver.VariantPuzzle
	for _, v := range solver.Variants {
		vp, err := solver.GenerateVariant(context.Background(), v, solver.Easy, false, rng)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, vp)
		if err := WriteVariant(&buf, VariantPuzzle{Geometry: vp.Geometry, Givens: vp.Givens}); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := ReadVariants("all.txt", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(want) {
		t.Fatalf("%d puzzles read, %d written", len(entries), len(want))
	}
	for i, e := range entries {
		if e.Err != nil {
			t.Fatalf("puzzle %d: %v", i+1, e.Err)
		}
		g, w := e.Puzzle.Geometry, want[i].Geometry
		if g.Variant != w.Variant || g.Regions != w.Regions || len(g.Houses) != len(w.Houses) || e.Puzzle.Givens != want[i].Givens {
			t.Errorf("puzzle %d (%v) differs after a round trip", i+1, w.Variant)
		}
		if len(g.Cages) != len(w.Cages) {
			t.Errorf("puzzle %d: %d cages, wrote %d", i+1, len(g.Cages), len(w.Cages))
		}
		for k := range g.Cages {
			if g.Cages[k].Sum != w.Cages[k].Sum || len(g.Cages[k].Cells) != len(w.Cages[k].Cells) {
				t.Errorf("puzzle %d cage %d differs", i+1, k+1)
			}
		}
		if n := g.CountSolutions(e.Puzzle.Givens, 2); n != 1 {
			t.Errorf("puzzle %d: %d solutions after reading", i+1, n)
		}
	}
}

// TestVariantGolden reads the examples of docs/formats.md's section and
// checks that writing them again gives the same text.
func TestVariantGolden(t *testing.T) {
	for _, name := range []string{"x.txt", "jigsaw.txt", "killer.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "variants", name))
		if err != nil {
			t.Fatal(err)
		}
		p, err := ReadVariant(name, data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var buf bytes.Buffer
		if err := WriteVariant(&buf, p); err != nil {
			t.Fatal(err)
		}
		if buf.String() != string(data) {
			t.Errorf("%s written again:\n%s\nwant:\n%s", name, buf.String(), data)
		}
		if n := p.Geometry.CountSolutions(p.Givens, 2); n != 1 {
			t.Errorf("%s: %d solutions", name, n)
		}
	}
}

func TestVariantErrors(t *testing.T) {
	grid := "grid\n" + strings.Repeat(".........\n", 9)
	stripes := "regions\n"
	for r := 0; r < 9; r++ {
		stripes += strings.Repeat(string(rune('A'+r)), 9) + "\n"
	}
	eight := strings.Replace(stripes, "AAAAAAAAA", "AAAAAAAAB", 1)
	for _, tc := range []struct{ name, text, want string }{
		{"no header", "grid\n", "f.txt: line 1: variant-no-header"},
		{"nothing", "# only a comment\n", "f.txt: variant-none"},
		{"unknown variant", "#variant samurai\n", "f.txt: line 1: variant-unknown T=\"samurai\""},
		{"short row", "#variant x\ngrid\n" + strings.Repeat(".........\n", 4) + "........\n", "f.txt: line 7: variant-grid-row-cells N=5 M=8"},
		{"missing rows", "#variant x\ngrid\n.........\n", "f.txt: line 2: variant-grid-rows N=1"},
		{"bad cell", "#variant windoku\ngrid\n....x....\n", "f.txt: line 3: variant-grid-char N=1 M=5 T=\"x\""},
		{"no grid", "#variant x\n", "f.txt: line 1: variant-no-grid T=\"x\""},
		{"region of eight cells", "#variant jigsaw\n" + grid + eight, "f.txt: line 12: variant-invalid: region 1 has 8 cells, expected 9"},
		{"regions for x", "#variant x\n" + grid + stripes, "f.txt: line 12: variant-regions-not-jigsaw T=\"x\""},
		{"no regions", "#variant jigsaw\n" + grid, "f.txt: line 1: variant-no-regions"},
		{"impossible cage", "#variant killer\ncage 3 r1c1 r1c2\ncage 18 r2c1 r2c2\n", "f.txt: line 3: variant-invalid: cage 2: no 2 different digits add up to 18"},
		{"cage not connected", "#variant killer\ncage 5 r1c1 r1c3\n", "f.txt: line 2: variant-invalid: cage 1 is not connected: r1c3 is cut off from the rest"},
		{"overlapping cages", "#variant killer\ncage 5 r1c1 r1c2\ncage 5 r1c2 r1c3\n", "f.txt: line 3: variant-invalid: cages 1 and 2 both hold r1c2"},
		{"a cell twice in a cage", "#variant killer\ncage 5 r1c1 r1c2\ncage 11 r1c3 r1c3 r1c4\n", "f.txt: line 3: variant-invalid: cage 2 names r1c3 twice"},
		{"bad cell name", "#variant killer\ncage 5 r1c1 r0c2\n", "f.txt: line 2: variant-cage-cell T=\"r0c2\""},
		{"bad sum", "#variant killer\ncage five r1c1\n", "f.txt: line 2: variant-cage-sum T=\"five\""},
		{"cage for jigsaw", "#variant jigsaw\ncage 3 r1c1 r1c2\n", "f.txt: line 2: variant-cages-not-killer T=\"jigsaw\""},
		{"unknown line", "#variant x\nthermo r1c1\n", "f.txt: line 2: variant-line T=\"thermo r1c1\""},
		{"clash on the diagonal", "#variant x\ngrid\n5........\n" + strings.Repeat(".........\n", 7) + "........5\n", "f.txt: line 2: variant-invalid: r1c1 and r9c9 both hold 5"},
		{"given over its cage", "#variant killer\ngrid\n9........\n" + strings.Repeat(".........\n", 8) + "cage 5 r1c1 r1c2\n", "f.txt: line 12: variant-invalid: cage 1: its givens (r1c1 first) leave no 2 different digits adding up to 5"},
		{"header without a name", "#variant\n", "f.txt: line 1: variant-header"},
		{"second puzzle", "#variant x\n" + grid + "#variant x\n" + grid, "f.txt: line 12: variant-second"},
		{"missing region rows", "#variant jigsaw\n" + grid + "regions\nAAAAAAAAA\n", "f.txt: line 12: variant-region-rows N=1"},
		{"short region row", "#variant jigsaw\n" + grid + "regions\nAAAAAAAA\n", "f.txt: line 13: variant-region-row-cells N=1 M=8"},
		{"bad region letter", "#variant jigsaw\n" + grid + "regions\nAAAAAAAAJ\n", "f.txt: line 13: variant-region-char N=1 M=9 T=\"J\""},
		{"second grid", "#variant x\n" + grid + grid, "f.txt: line 12: variant-second-grid N=2"},
		{"second regions", "#variant jigsaw\n" + grid + stripes + stripes, "f.txt: line 22: variant-second-regions N=12"},
		{"no cages", "#variant killer\n" + grid, "f.txt: line 1: variant-no-cages"},
		{"cage without cells", "#variant killer\ncage 5\n", "f.txt: line 2: variant-cage-syntax"},
		{"too large", "#variant x\n" + strings.Repeat("#", MaxFileSize), "f.txt: too-large N=16"},
	} {
		_, err := ReadVariant("f.txt", []byte(tc.text))
		if err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, err, tc.want)
		}
		var ve *FileError
		if !errors.As(err, &ve) {
			t.Errorf("%s: %T, want a *FileError", tc.name, err)
		}
	}
}

// TestVariantSecondPuzzleStillRead: a broken puzzle does not hide the next.
func TestVariantSecondPuzzleStillRead(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "variants", "x.txt"))
	if err != nil {
		t.Fatal(err)
	}
	text := "#variant x\ngrid\n.\n" + string(data)
	entries, err := ReadVariants("two.txt", []byte(text))
	if err != nil || len(entries) != 2 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	if entries[0].Err == nil || entries[1].Err != nil || entries[1].Line != 4 {
		t.Errorf("entries: %+v / %+v", entries[0].Err, entries[1])
	}
}

func FuzzReadVariants(f *testing.F) {
	for _, name := range []string{"x.txt", "jigsaw.txt", "killer.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "variants", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("#variant killer\ncage 3 r1c1 r1c2\r\n#variant x\ngrid\n"))
	// Cases the walk-through found (TestVariantTextEncodings,
	// TestVariantErrors): UTF-16 with its mark, a cell twice in a cage.
	f.Add([]byte("\xff\xfe#\x00v\x00a\x00r\x00i\x00a\x00n\x00t\x00 \x00x\x00\n\x00"))
	f.Add([]byte("#variant killer\ncage 11 r1c3 r1c3 r1c4\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, err := ReadVariants("fuzz.txt", data)
		if err != nil {
			if entries != nil {
				t.Fatal("entries and an error at once")
			}
			return
		}
		for _, e := range entries {
			if (e.Err == nil) == (e.Puzzle.Geometry == nil) {
				t.Fatalf("line %d: a puzzle and an error at once, or neither", e.Line)
			}
			if e.Err != nil {
				continue
			}
			// A puzzle read is written and read back the same.
			var buf bytes.Buffer
			if err := WriteVariant(&buf, e.Puzzle); err != nil {
				t.Fatal(err)
			}
			again, err := ReadVariant("again.txt", buf.Bytes())
			if err != nil {
				t.Fatalf("written puzzle does not read back: %v\n%s", err, buf.String())
			}
			if again.Givens != e.Puzzle.Givens || again.Geometry.Regions != e.Puzzle.Geometry.Regions || len(again.Geometry.Cages) != len(e.Puzzle.Geometry.Cages) {
				t.Fatalf("round trip changed the puzzle:\n%s", buf.String())
			}
		}
	})
}

// ReadVariantFile reads a variant file and leaves every other file to the
// classic reader.
func TestReadVariantFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name, text string
		ok         bool
		entries    int
		err        bool
	}{
		{"x.txt", "#variant x\ngrid\n" + strings.Repeat(".........\n", 9), true, 1, false},
		{"classic.sdk", strings.Repeat(".........\n", 9), false, 0, false},
		{"empty.txt", "#variant killer\n", true, 1, false},
		{"missing.txt", "", false, 0, false},
	} {
		path := filepath.Join(dir, tc.name)
		if tc.name != "missing.txt" {
			path = write(tc.name, tc.text)
		}
		entries, ok, err := ReadVariantFile(path)
		if ok != tc.ok || len(entries) != tc.entries || (err != nil) != tc.err {
			t.Errorf("%s: ok %v, %d entries, err %v", tc.name, ok, len(entries), err)
		}
	}
}

// TestVariantGameRoundTrip writes a variant's game as Save does (the puzzle,
// then the player's digits, notes and marks) and reads it back: the same
// rules and givens, and the same position; a progress line that does not fit
// the givens is the puzzle's error at its line, not a position dropped.
func TestVariantGameRoundTrip(t *testing.T) {
	for _, name := range []string{"killer", "jigsaw", "x"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", "variants", name+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			p, err := ReadVariant(name+".txt", src)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := p.Geometry.Solve(p.Givens)
			if err != nil {
				t.Fatal(err)
			}
			var pr Progress
			empty := -1
			for i := range 81 {
				if p.Givens[i] != 0 {
					continue
				}
				if empty < 0 {
					empty = i
					pr.Notes[i] = 1<<sol[i] | 1<<(sol[i]%9+1)
					pr.Corner[i] = 1 << sol[i]
					pr.Colours[i] = 1 << 3
					continue
				}
				pr.Cells[i] = sol[i]
				break
			}
			var b bytes.Buffer
			if err := WriteVariantGame(&b, p, &pr); err != nil {
				t.Fatal(err)
			}
			entries, err := ReadVariants("saved.sdm", b.Bytes())
			if err != nil || len(entries) != 1 || entries[0].Err != nil {
				t.Fatalf("reading the saved game back: %v %+v", err, entries)
			}
			e := entries[0]
			if e.Puzzle.Geometry.Variant != p.Geometry.Variant || e.Puzzle.Geometry.Regions != p.Geometry.Regions ||
				len(e.Puzzle.Geometry.Cages) != len(p.Geometry.Cages) || e.Puzzle.Givens != p.Givens {
				t.Fatalf("the saved puzzle differs:\n%s", b.String())
			}
			if e.Progress == nil || *e.Progress != pr {
				t.Fatalf("the saved position came back as %+v, want %+v\n%s", e.Progress, pr, b.String())
			}

			// A progress line of three cells: the puzzle is refused at that line.
			lines := strings.Split(b.String(), "\n")
			at := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "#progress") })
			lines[at] = "#progress 123"
			bad := strings.Join(lines, "\n")
			entries, err = ReadVariants("saved.sdm", []byte(bad))
			if err != nil || len(entries) != 1 || entries[0].Err == nil || entries[0].Progress != nil {
				t.Fatalf("a progress line of three cells was taken: %v %+v", err, entries)
			}
			var fe *FileError
			if !errors.As(entries[0].Err, &fe) || fe.File != "saved.sdm" || fe.Line != at+1 {
				t.Fatalf("the error %v does not name the file and the progress line", entries[0].Err)
			}
		})
	}
}

// TestVariantTextEncodings: a variant file saved with a UTF-8 byte-order
// mark, CRLF or CR line ends, or as UTF-16 with its mark (a Windows editor's
// "Unicode") is read as the same variant puzzle; UTF-16 was once taken for
// a classic grid file, which skipped the "#variant" line and played the
// givens without the variant's rules.
func TestVariantTextEncodings(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "variants", "x.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := ReadVariant("x.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	utf16 := func(big bool) []byte {
		out := []byte{0xFF, 0xFE}
		if big {
			out = []byte{0xFE, 0xFF}
		}
		for _, r := range string(data) {
			if big {
				out = append(out, byte(r>>8), byte(r))
			} else {
				out = append(out, byte(r), byte(r>>8))
			}
		}
		return out
	}
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"bom", append([]byte("\xef\xbb\xbf"), data...)},
		{"crlf", bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))},
		{"cr", bytes.ReplaceAll(data, []byte("\n"), []byte("\r"))},
		{"utf-16le", utf16(false)},
		{"utf-16be", utf16(true)},
	} {
		if !IsVariantText(tc.data) {
			t.Errorf("%s: not taken for the variants' text form", tc.name)
			continue
		}
		got, err := ReadVariant(tc.name, tc.data)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got.Geometry.Variant != want.Geometry.Variant || got.Givens != want.Givens {
			t.Errorf("%s: read as %v %v, want %v %v", tc.name, got.Geometry.Variant, got.Givens, want.Geometry.Variant, want.Givens)
		}
	}
}
