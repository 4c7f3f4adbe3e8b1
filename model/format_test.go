package model

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// The -update flag rewrites the golden files. It is registered here only
// when no other test file of the package has registered it (package
// variables are initialised before init functions run).
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata")
	}
}

func formatsUpdating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// Puzzles used across the tests (the first of Norvig's easy 50, the first
// of his top 95, the first of the rated QQWing set, Simple Sudoku's example).
const (
	formatsP1  = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	formatsP2  = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	formatsP3  = "..2.8....7.3....1.8....9.7.....2..5.1.7.......3....9....19...253.65...9.2..831.6."
	formatsSSP = ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4.89.25.6.....8.3."
	// formatsSSC is what Simple Sudoku's candidate grid of that puzzle holds:
	// the player has also placed the 1 at r8c2.
	formatsSSC = ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4189.25.6.....8.3."
)

func formatsGrid(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// formatsDump renders what Read returned, for golden files.
func formatsDump(c Collection, err error) string {
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
		if len(c.Entries) != 0 {
			fmt.Fprintf(&b, "BUG: %d entries with an error\n", len(c.Entries))
		}
		return b.String()
	}
	fmt.Fprintf(&b, "format: %v\n", c.Format)
	for _, e := range c.Entries {
		fmt.Fprintf(&b, "line %d: ", e.Line)
		if e.Err != nil {
			fmt.Fprintf(&b, "error: %v\n", e.Err)
			continue
		}
		b.WriteString(e.Grid.String())
		if e.Name != "" {
			fmt.Fprintf(&b, " name=%q", e.Name)
		}
		keys := make([]string, 0, len(e.Meta))
		for k := range e.Meta {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%q", k, e.Meta[k])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// formatsGolden compares got with the golden file, or rewrites it with
// -update.
func formatsGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if formatsUpdating() {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from what was produced:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// formatsCheck asserts the invariants every Read result keeps: a grid or an
// error per entry, never both; an error for the whole file only when there
// is no entry; errors that name the file.
func formatsCheck(t testing.TB, name string, c Collection, err error) {
	t.Helper()
	if err != nil {
		if len(c.Entries) != 0 {
			t.Fatalf("%s: error %v and %d entries", name, err, len(c.Entries))
		}
		var fe *FileError
		if !errors.As(err, &fe) || fe.File != name {
			t.Fatalf("%s: error %#v does not name the file", name, err)
		}
		return
	}
	if len(c.Entries) == 0 {
		t.Fatalf("%s: no error and no entry", name)
	}
	if c.Format == FormatUnknown {
		t.Fatalf("%s: read with an unknown format", name)
	}
	for i, e := range c.Entries {
		if e.Err != nil {
			if e.Grid != (solver.Grid{}) || e.Meta != nil || e.Name != "" {
				t.Fatalf("%s: entry %d has an error (%v) and a grid %s", name, i, e.Err, e.Grid)
			}
			var fe *FileError
			if !errors.As(e.Err, &fe) || fe.File != name || fe.Line < e.Line {
				t.Fatalf("%s: entry %d: error %#v does not name the file and a line from %d", name, i, e.Err, e.Line)
			}
			continue
		}
		if err := e.Grid.Check(); err != nil {
			t.Fatalf("%s: entry %d: a grid that does not check: %v", name, i, err)
		}
	}
}

func formatsReadFile(t *testing.T, path string) (Collection, error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return Read(filepath.Base(path), f)
}

// Every file of testdata/formats/read and testdata/formats/bad is read and
// its result compared with its golden file.
func TestFormatReadGoldens(t *testing.T) {
	for _, dir := range []string{"read", "bad"} {
		files, err := filepath.Glob(filepath.Join("testdata", "formats", dir, "*"))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, path := range files {
			if strings.HasSuffix(path, ".golden") {
				continue
			}
			n++
			t.Run(dir+"/"+filepath.Base(path), func(t *testing.T) {
				c, err := formatsReadFile(t, path)
				formatsCheck(t, filepath.Base(path), c, err)
				formatsGolden(t, path+".golden", []byte(formatsDump(c, err)))
			})
		}
		if n < 10 {
			t.Fatalf("only %d files in testdata/formats/%s", n, dir)
		}
	}
}

// What the valid files hold, checked independently of the goldens.
func TestFormatReadValidFiles(t *testing.T) {
	p1, p2, p3, ssp := formatsGrid(t, formatsP1), formatsGrid(t, formatsP2), formatsGrid(t, formatsP3), formatsGrid(t, formatsSSP)
	tests := []struct {
		file   string
		format Format
		grids  []solver.Grid
	}{
		{"lines.sdm", FormatSDM, []solver.Grid{p1, p2, p3, p1, p2, p3, p1}},
		{"bom.txt", FormatSDM, []solver.Grid{p2, p3}},
		{"utf16.txt", FormatSDM, []solver.Grid{p1}},
		{"cr-only.sdm", FormatSDM, []solver.Grid{p1, p3}},
		{"no-final-newline.sdm", FormatSDM, []solver.Grid{p2}},
		{"shared-style.txt", FormatSDM, []solver.Grid{p3, p2}},
		{"mixed.sdm", FormatSDM, []solver.Grid{p1, p3}},
		{"sudocue.sdk", FormatSDK, []solver.Grid{formatsGrid(t, "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1")}},
		{"sadman.sdk", FormatSDK, []solver.Grid{p1}},
		{"grid9x9.txt", FormatSDK, []solver.Grid{p1}},
		{"labels.txt", FormatSDK, []solver.Grid{p1, p2}},
		{"latin1.sdk", FormatSDK, []solver.Grid{p3}},
		{"simple.ss", FormatSS, []solver.Grid{ssp}},
		{"plain.ss", FormatSS, []solver.Grid{p2}},
		{"candidates.ss", FormatSS, []solver.Grid{formatsGrid(t, formatsSSC)}},
		{"seed.gri", FormatGRI, []solver.Grid{p1}},
		{"text.gri", FormatSDM, []solver.Grid{p2}},
		{"sdm-named.gri", FormatSDM, []solver.Grid{p1, p3}},
		{"v1.opensudoku", FormatOpenSudoku, []solver.Grid{p1, p3}},
		{"v2.opensudoku", FormatOpenSudoku, []solver.Grid{p2, p1, p3}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			c, err := formatsReadFile(t, filepath.Join("testdata", "formats", "read", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if c.Format != tt.format {
				t.Errorf("format %v, want %v", c.Format, tt.format)
			}
			got := c.Grids()
			if len(got) != len(tt.grids) {
				t.Fatalf("%d grids, want %d (errors %v)", len(got), len(tt.grids), c.Errors())
			}
			for i := range got {
				if got[i] != tt.grids[i] {
					t.Errorf("grid %d:\n got %s\nwant %s", i+1, got[i], tt.grids[i])
				}
			}
		})
	}
}

func TestFormatReadMetadataAndNames(t *testing.T) {
	read := func(name string) Collection {
		c, err := formatsReadFile(t, filepath.Join("testdata", "formats", "read", name))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	sdk := read("sudocue.sdk").Entries[0].Meta
	want := map[string]string{"author": "Ruud", "description": "A random puzzle created by SudoCue",
		"comment": "Just start plugging in the numbers", "date": "03-08-2006", "source": "SudoCue",
		"level": "Easy", "url": "http://www.sudocue.net/"}
	if fmt.Sprint(sdk) != fmt.Sprint(want) {
		t.Errorf("sudocue.sdk metadata %v, want %v", sdk, want)
	}
	if a := read("latin1.sdk").Entries[0].Meta["author"]; a != "José Martínez" {
		t.Errorf("Latin-1 author %q, want José Martínez", a)
	}
	lab := read("labels.txt").Entries
	if lab[0].Name != "Grid 01" || lab[1].Name != "Grid 02" {
		t.Errorf("labels %q and %q, want Grid 01 and Grid 02", lab[0].Name, lab[1].Name)
	}
	if n := read("shared-style.txt").Entries[0].Name; n != "2.8" {
		t.Errorf("text after the grid %q, want the rating 2.8", n)
	}
	v1 := read("v1.opensudoku").Entries[0]
	if v1.Name != "Sudoku Easy" || v1.Meta["author"] != "romario333" || v1.Meta["level"] != "easy" || v1.Meta["date"] != "2009-09-16" {
		t.Errorf("OpenSudoku v1 name %q meta %v", v1.Name, v1.Meta)
	}
	if _, ok := v1.Meta["description"]; ok {
		t.Errorf("an empty <description> became metadata: %v", v1.Meta)
	}
	v2 := read("v2.opensudoku").Entries
	if v2[0].Name != "Imported" || v2[1].Meta["comment"] != "nearly done" || v2[2].Name != "Second" {
		t.Errorf("OpenSudoku v2 names %q %q %q, note %q", v2[0].Name, v2[1].Name, v2[2].Name, v2[1].Meta["comment"])
	}
}

// The exact messages players and the command line see.
func TestFormatReadMessages(t *testing.T) {
	clash := "005020500" + formatsP1[9:]
	tests := []struct {
		name, text  string
		wantFileErr string   // the error of the whole file, or
		entryErrs   []string // the errors of its entries
		good        int      // and how many good grids
	}{
		{name: "puzzles.sdm", text: "# c\n\n" + formatsP1[:79] + "\n", entryErrs: []string{"puzzles.sdm: line 3: cells N=79"}},
		{name: "puzzles.sdm", text: formatsP1 + "\n" + formatsP2 + "\n" + clash + "\n", good: 2,
			entryErrs: []string{"puzzles.sdm: line 3: clash: r1c3 and r1c7 both hold 5"}},
		{name: "p.sdm", text: formatsP1[:4] + "x" + formatsP1[5:], entryErrs: []string{"p.sdm: line 1: stray-char T=\"x\" N=5"}},
		{name: "p.sdm", text: "  " + formatsP1[:4] + "é" + formatsP1[5:], entryErrs: []string{"p.sdm: line 1: stray-char T=\"é\" N=7"}},
		{name: "p.sdm", text: formatsP1 + "7", entryErrs: []string{"p.sdm: line 1: cells N=82"}},
		{name: "p.sdm", text: formatsP1 + "\n" + "1........" + "........." + strings.Repeat("123456789", 79), good: 1,
			entryErrs: []string{"p.sdm: line 2: no-pencil-mark C=r1c2"}},
		{name: "x.gri", text: "hello", wantFileErr: "x.gri: not-sudoku"},
		{name: "puzzles.sdm", text: "123456789\n", entryErrs: []string{"puzzles.sdm: line 1: cells N=9"}},
		{name: "puzzles.sdk", text: "123456789\n", entryErrs: []string{"puzzles.sdk: line 1: rows N=1"}},
		{name: "puzzles.txt", text: strings.Repeat("123456789\n", 9), entryErrs: []string{"puzzles.txt: line 1: clash: r1c1 and r2c1 both hold 1"}},
		{name: "x.txt", text: "", wantFileErr: "x.txt: empty"},
		{name: "x.txt", text: "\n\n# only a comment\n", wantFileErr: "x.txt: no-grid"},
		{name: "x.sdk", text: "#AMe\n" + strings.Repeat("123456789\n", 4), entryErrs: []string{"x.sdk: line 2: rows N=4"}},
		{name: "x.sdk", text: "12345678\n" + strings.Repeat("123456789\n", 8), entryErrs: []string{"x.sdk: line 1: row-cells N=8"}},
		{name: "x.ss", text: "*-----------*\n|1.3|...|...|\n|.x.|...|...|\n", entryErrs: []string{"x.ss: line 3: stray-char T=\"x\" N=3"}},
		{name: "x.opensudoku", text: "<opensudoku><game data=\"" + formatsP1 + "\"/>\n<game data=\"1", good: 1,
			entryErrs: []string{"x.opensudoku: line 2: xml-syntax T=\"unexpected EOF\""}},
		{name: "x.opensudoku", text: "<opensudoku><game data=\"12x\"/></opensudoku>",
			entryErrs: []string{"x.opensudoku: line 1: game-char T=\"x\" N=3"}},
		{name: "x.opensudoku", text: "<opensudoku version=\"2\"><folder><game data=\"version: 3\n1|0|0|\"/></folder></opensudoku>",
			entryErrs: []string{"x.opensudoku: line 2: game-fields N=3"}},
		{name: "x.opensudoku", text: "<opensudoku><game data='" + clash + "'/></opensudoku>",
			entryErrs: []string{"x.opensudoku: line 1: clash: r1c3 and r1c7 both hold 5"}},
		{name: "x.opensudoku", text: "<sudoku/>", wantFileErr: "x.opensudoku: not-sudoku"},
		{name: "x.opensudoku", text: "<opensudoku></opensudoku>", wantFileErr: "x.opensudoku: no-grid"},
		{name: "x.opensudoku", text: "<opensudoku><game data='" + formatsP1 + "'/></opensudoku>", good: 1},
		{name: "x.opensudoku", text: "<?xml version='1.0' encoding='windows-1252'?><opensudoku><name>Caf\xe9</name><game data='" + formatsP1 + "'/></opensudoku>", good: 1},
		{name: "x.opensudoku", text: "<?xml version='1.0' encoding='EBCDIC'?><opensudoku/>", wantFileErr: "x.opensudoku: line 1: encoding T=\"EBCDIC\""},
	}
	for i, tt := range tests {
		t.Run(fmt.Sprint(i, tt.name), func(t *testing.T) {
			c, err := Read(tt.name, strings.NewReader(tt.text))
			formatsCheck(t, tt.name, c, err)
			if tt.wantFileErr != "" {
				if err == nil || err.Error() != tt.wantFileErr {
					t.Fatalf("error %v, want %q", err, tt.wantFileErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("error %v for the whole file", err)
			}
			var got []string
			for _, e := range c.Errors() {
				got = append(got, e.Error())
			}
			if fmt.Sprintf("%q", got) != fmt.Sprintf("%q", tt.entryErrs) {
				t.Errorf("entry errors %q, want %q", got, tt.entryErrs)
			}
			if n := len(c.Grids()); n != tt.good {
				t.Errorf("%d good grids, want %d", n, tt.good)
			}
		})
	}
}

func TestFormatReadErrorsUnwrap(t *testing.T) {
	c, _ := Read("p.sdm", strings.NewReader("005020500"+formatsP1[9:]))
	var ce *solver.ConflictError
	if !errors.As(c.Entries[0].Err, &ce) || ce.Digit != 5 || ce.A != 2 || ce.B != 6 {
		t.Errorf("the clash does not unwrap to a solver.ConflictError: %#v", c.Entries[0].Err)
	}
	_, err := Read("x.bin", bytes.NewReader([]byte{0, 1, 2, 3}))
	if !errors.Is(err, ErrNotSudoku) {
		t.Errorf("binary data: %v is not ErrNotSudoku", err)
	}
	_, err = Read("x.sdm", strings.NewReader(""))
	if !errors.Is(err, ErrEmptyFile) {
		t.Errorf("empty: %v is not ErrEmptyFile", err)
	}
}

// A damaged file of many short lines gives MaxBadGrids errors and one
// saying the rest is not read, whatever the format.
func TestFormatReadStopsAfterManyBadGrids(t *testing.T) {
	tests := []struct{ name, text string }{
		{"many.sdm", strings.Repeat(formatsP1[:40]+"\n", 5000) + formatsP1 + "\n"},
		{"many.sdk", strings.Repeat("1234x6789\n", 9*2000) + strings.Repeat("123456789\n", 9)},
		{"many.opensudoku", "<opensudoku>\n" + strings.Repeat("<game/>\n", 5000) + "<game data='" + formatsP1 + "'/></opensudoku>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Read(tt.name, strings.NewReader(tt.text))
			formatsCheck(t, tt.name, c, err)
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Entries) != MaxBadGrids+1 || len(c.Grids()) != 0 {
				t.Fatalf("%d entries, %d good; want %d bad", len(c.Entries), len(c.Grids()), MaxBadGrids+1)
			}
			last := c.Entries[MaxBadGrids].Err.Error()
			if !strings.HasSuffix(last, "too-many-bad N=1000") {
				t.Errorf("last error %q", last)
			}
		})
	}
	c, _ := Read("many.sdm", strings.NewReader(strings.Repeat(formatsP1[:40]+"\n", 5000)))
	if got := c.Entries[MaxBadGrids].Err.Error(); got != "many.sdm: line 1001: too-many-bad N=1000" {
		t.Errorf("got %q", got)
	}
}

// A file larger than MaxFileSize is refused, from a reader after reading
// one byte more than the bound, and from a path before reading at all.
func TestFormatReadTooLarge(t *testing.T) {
	line := []byte(formatsP1 + "\n")
	r := io.LimitReader(&formatsRepeater{b: line}, MaxFileSize+int64(len(line)))
	_, err := Read("huge.sdm", r)
	if err == nil || err.Error() != "huge.sdm: too-large N=16" || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("error %v, want huge.sdm: too-large N=16", err)
	}

	path := filepath.Join(t.TempDir(), "sparse.sdm")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := ReadFile(path); err == nil || err.Error() != path+": too-large N=16" {
		t.Fatalf("error %v, want %s: too-large N=16", err, path)
	}
}

// formatsRepeater repeats b forever.
type formatsRepeater struct {
	b []byte
	i int
}

func (r *formatsRepeater) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c := copy(p[n:], r.b[r.i:])
		n += c
		r.i = (r.i + c) % len(r.b)
	}
	return n, nil
}

func TestFormatReadFileErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.sdm")
	if _, err := ReadFile(missing); err == nil || err.Error() != missing+": no-such-file" {
		t.Errorf("missing file: %v", err)
	}
	if _, err := ReadFile(dir); err == nil || err.Error() != dir+": is-folder" {
		t.Errorf("folder: %v", err)
	}
	good := filepath.Join(dir, "grille.sdm")
	if err := os.WriteFile(good, []byte(formatsP1+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := ReadFile(good)
	if err != nil || c.File != good || len(c.Grids()) != 1 {
		t.Errorf("ReadFile(%s) = %v, %v", good, c, err)
	}
}

// A failing reader gives an error that names the file.
func TestFormatReadIOError(t *testing.T) {
	boom := errors.New("disk on fire")
	_, err := Read("x.sdm", io.MultiReader(strings.NewReader(formatsP1), &formatsFailing{boom}))
	if !errors.Is(err, boom) || err.Error() != "x.sdm: read-failed T=\"disk on fire\"" {
		t.Errorf("error %v", err)
	}
}

type formatsFailing struct{ err error }

func (f *formatsFailing) Read([]byte) (int, error) { return 0, f.err }

func TestFormatOf(t *testing.T) {
	tests := []struct {
		path string
		f    Format
		ok   bool
	}{
		{"grille.sdm", FormatSDM, true},
		{"/a/b/PUZZLES.TXT", FormatSDM, true},
		{"x.sdk", FormatSDK, true},
		{"x.SS", FormatSS, true},
		{"x.gri", FormatGRI, true},
		{"x.opensudoku", FormatOpenSudoku, true},
		{"x.png", FormatUnknown, false},
		{"noext", FormatUnknown, false},
	}
	for _, tt := range tests {
		f, ok := FormatOf(tt.path)
		if f != tt.f || ok != tt.ok {
			t.Errorf("FormatOf(%q) = %v, %v; want %v, %v", tt.path, f, ok, tt.f, tt.ok)
		}
	}
	for f := FormatSDM; f <= FormatOpenSudoku; f++ {
		if back, ok := FormatOf("x" + f.Extension()); !ok || back != f {
			t.Errorf("FormatOf(x%s) = %v, want %v", f.Extension(), back, f)
		}
		if f.String() == "unknown format" {
			t.Errorf("format %d has no name", f)
		}
	}
	if FormatSS.Writable() || FormatOpenSudoku.Writable() || !FormatSDM.Writable() || !FormatSDK.Writable() || !FormatGRI.Writable() {
		t.Error("writable formats are .sdm, .sdk and .gri")
	}
}
