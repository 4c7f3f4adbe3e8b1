package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/internal/lzstring"
	"github.com/giosudoku/sudoku/solver"
)

// linksDump writes what ReadVariants makes of a file of links: each entry
// in the variants' text form, or its error.
func linksDump(entries []VariantEntry, err error) string {
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	var b strings.Builder
	for _, e := range entries {
		fmt.Fprintf(&b, "== line %d\n", e.Line)
		if e.Err != nil {
			fmt.Fprintf(&b, "error: %v\n", e.Err)
			continue
		}
		if err := WriteVariant(&b, e.Puzzle); err != nil {
			fmt.Fprintf(&b, "write: %v\n", err)
		}
	}
	return b.String()
}

// TestPuzzleLinkGoldens reads every link of testdata/links (made by
// make-links.js from our own puzzles) and compares what comes out with its
// .golden: the puzzle in our text form, or the error.
func TestPuzzleLinkGoldens(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "links", "*.txt"))
	if len(files) < 20 {
		t.Fatalf("%d link files", len(files))
	}
	for _, path := range files {
		name := filepath.Base(path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !IsVariantText(data) || !IsPuzzleLink(data) {
			t.Errorf("%s: not taken for a puzzle link", name)
		}
		entries, err := ReadVariants(name, data)
		for _, e := range entries {
			// Every link was made from a puzzle with one solution.
			if e.Err == nil && e.Puzzle.Geometry.CountSolutions(e.Puzzle.Givens, 2) != 1 {
				t.Errorf("%s: line %d: not one solution", name, e.Line)
			}
		}
		formatsGolden(t, strings.TrimSuffix(path, ".txt")+".golden", []byte(linksDump(entries, err)))
	}
}

// TestPuzzleLinkSamePuzzles checks the goldens against the puzzles the
// links were made from: each link of a variant gives exactly the puzzle of
// our own text form, with one solution.
func TestPuzzleLinkSamePuzzles(t *testing.T) {
	for _, tc := range []struct{ link, want string }{
		{"x-sudokupad.txt", "../variants/x.txt"},
		{"x-bare.txt", "../variants/x.txt"},
		{"killer-uri.txt", "killer-seed7.variant"},
		{"killer-givens-cage.txt", "killer-givens-seed3.variant"},
	} {
		read := func(name string) VariantPuzzle {
			data, err := os.ReadFile(filepath.Join("testdata", "links", name))
			if err != nil {
				t.Fatal(err)
			}
			p, err := ReadVariant(name, data)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return p
		}
		got, want := read(tc.link), read(tc.want)
		var a, b bytes.Buffer
		_ = WriteVariant(&a, got)
		_ = WriteVariant(&b, want)
		if a.String() != b.String() {
			t.Errorf("%s reads as\n%s\nwant\n%s", tc.link, a.String(), b.String())
		}
		if n := got.Geometry.CountSolutions(got.Givens, 2); n != 1 {
			t.Errorf("%s: %d solutions", tc.link, n)
		}
	}
}

// TestPuzzleLinkNotTaken: what the classic readers read is not a link.
func TestPuzzleLinkNotTaken(t *testing.T) {
	for _, text := range []string{
		"003020600900305001001806400008102900700000008006708200002609500800203009005010300\n",
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
		"#variant x\ngrid\n",
		"Sudoku puzzle of the day\n",
		"https://example.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBUYw0RUB\n",
		"",
	} {
		if IsPuzzleLink([]byte(text)) {
			t.Errorf("%.40q taken for a puzzle link", text)
		}
	}
}

// TestPuzzleLinkForms: the same puzzle from the address forms players
// paste, and PuzzleLinkName names each by its site.
func TestPuzzleLinkForms(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "links", "x-bare.txt"))
	if err != nil {
		t.Fatal(err)
	}
	bare := strings.TrimSpace(string(data))
	want, err := ReadPuzzleLink("bare", bare)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ link, name string }{
		{"https://www.f-puzzles.com/?load=" + bare, "f-puzzles.com"},
		{"f-puzzles.com?load=" + bare, "f-puzzles.com"},
		{"HTTP://WWW.F-PUZZLES.COM/?foo=1&load=" + bare, "f-puzzles.com"},
		{"https://f-puzzles.com/?load=" + strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(bare), "f-puzzles.com"},
		{"https://www.f-puzzles.com/?load=" + strings.ReplaceAll(bare, "+", " "), "f-puzzles.com"},
		{"https://sudokupad.app/fpuzzles" + bare + "?setting-nogrid=1", "sudokupad.app"},
		{"sudokupad.app/?puzzleid=fpuzzles" + bare, "sudokupad.app"},
		{"https://beta.sudokupad.app/fpuzzles" + bare, "beta.sudokupad.app"},
		{"https://app.crackingthecryptic.com/sudoku/fpuzzles" + bare, "app.crackingthecryptic.com"},
		{"  " + bare + "  ", bare[:16] + "…"},
	} {
		got, err := ReadPuzzleLink("t", tc.link)
		if err != nil || got.Givens != want.Givens || got.Geometry.Variant != solver.XSudoku {
			t.Errorf("%.60s…: %v", tc.link, err)
		}
		if n := PuzzleLinkName(tc.link); n != tc.name {
			t.Errorf("%.60s…: named %q, want %q", tc.link, n, tc.name)
		}
	}
}

// TestPuzzleLinkSource: ReadPuzzleLink names its source in errors.
func TestPuzzleLinkSource(t *testing.T) {
	_, err := ReadPuzzleLink("clipboard", "https://sudokupad.app/abc123")
	var fe *FileError
	if !errors.As(err, &fe) || fe.File != "clipboard" || fe.Reason != FileLinkNetwork || fe.Text != "abc123" {
		t.Errorf("got %v", err)
	}
}

// FuzzPuzzleLink: any text read as links gives, for each entry, a puzzle
// that satisfies its geometry and reads back the same from our text form,
// or an error naming the file; never a panic.
func FuzzPuzzleLink(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "links", "*.txt"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		entries, err := readPuzzleLinks("f.txt", []byte(text))
		if err != nil {
			return
		}
		for _, e := range entries {
			linkFuzzEntry(t, e)
		}
	})
}

// FuzzFPuzzlesJSON: the JSON of a link, compressed as the sites do, read
// as a link: a valid puzzle or an error, never a panic.
func FuzzFPuzzlesJSON(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "links", "*.txt"))
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		t := strings.TrimSpace(string(data))
		if i := strings.Index(t, "fpuzzles"); i >= 0 {
			t = t[i+len("fpuzzles"):]
		}
		if i := strings.Index(t, "load="); i >= 0 {
			t = t[i+len("load="):]
		}
		if s, err := lzstring.Decompress(t, lzstring.Base64, 1<<20); err == nil && s != "" {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		var obj map[string]json.RawMessage
		if json.Unmarshal([]byte(text), &obj) != nil || obj == nil {
			return
		}
		p, fe := fpuzzlesPuzzle(obj)
		if fe != nil {
			linkFuzzEntry(t, VariantEntry{Line: 1, Err: fe})
			return
		}
		linkFuzzEntry(t, VariantEntry{Line: 1, Puzzle: p})
	})
}

func linkFuzzEntry(t *testing.T, e VariantEntry) {
	if e.Err != nil {
		var fe *FileError
		if !errors.As(e.Err, &fe) || !fe.Reason.Valid() {
			t.Fatalf("line %d: %v is not a FileError with a reason", e.Line, e.Err)
		}
		return
	}
	p := e.Puzzle
	if p.Geometry == nil {
		t.Fatalf("line %d: no geometry", e.Line)
	}
	if err := p.Geometry.Check(p.Givens); err != nil {
		t.Fatalf("line %d: a puzzle read that its geometry refuses: %v", e.Line, err)
	}
	var b bytes.Buffer
	if err := WriteVariant(&b, p); err != nil {
		t.Fatal(err)
	}
	back, err := ReadVariant("back", b.Bytes())
	if err != nil {
		t.Fatalf("written puzzle not read back: %v\n%s", err, b.String())
	}
	if back.Givens != p.Givens || back.Geometry.Variant != p.Geometry.Variant || back.Geometry.Regions != p.Geometry.Regions ||
		len(back.Geometry.Cages) != len(p.Geometry.Cages) || (p.Geometry.Variant != solver.Classic && len(back.Geometry.Houses) != len(p.Geometry.Houses)) {
		t.Fatalf("read back differently:\n%s", b.String())
	}
}

// TestPuzzleLinkFile: Open's reader (ReadVariantFile) takes a file of
// links as a variant file, each link an entry at its line.
func TestPuzzleLinkFile(t *testing.T) {
	entries, ok, err := ReadVariantFile(filepath.Join("testdata", "links", "several.txt"))
	if !ok || err != nil || len(entries) != 3 {
		t.Fatalf("ok %v, err %v, %d entries; want the three links", ok, err, len(entries))
	}
	if entries[0].Line != 2 || entries[0].Err != nil || entries[1].Line != 4 || entries[1].Err == nil ||
		entries[2].Puzzle.Geometry == nil || entries[2].Puzzle.Geometry.Variant != solver.XSudoku {
		t.Errorf("entries: %+v", entries)
	}
}

// BenchmarkPuzzleLink: what recognising links costs the classic files
// (IsPuzzleLink on an 81-character line, which every file read by the
// command line and Open now goes through) beside reading that line, and
// what reading a link costs.
func BenchmarkPuzzleLink(b *testing.B) {
	line := []byte(formatsP1 + "\n")
	link, err := os.ReadFile(filepath.Join("testdata", "links", "x-sudokupad.txt"))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("detect-sdm-line", func(b *testing.B) {
		for b.Loop() {
			if IsPuzzleLink(line) {
				b.Fatal("a link")
			}
		}
	})
	b.Run("read-sdm-line", func(b *testing.B) {
		for b.Loop() {
			if _, err := Read("a.sdm", bytes.NewReader(line)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("read-link", func(b *testing.B) {
		for b.Loop() {
			if _, err := ReadVariants("x.txt", link); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// A link's title and author come with its puzzle (every link of
// testdata/links was made with the title "Test" and the author "fpuz"),
// cleaned to one short line; anything but a string is no title, and
// never a reason to refuse the puzzle.
func TestPuzzleLinkTitleAuthor(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "links", "several.txt"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := ReadVariants("several.txt", data)
	good := 0
	for _, e := range entries {
		if e.Err == nil {
			good++
			if e.Puzzle.Title != "Test" || e.Puzzle.Author != "fpuz" {
				t.Errorf("line %d: title %q, author %q, want Test and fpuz", e.Line, e.Puzzle.Title, e.Puzzle.Author)
			}
		}
	}
	if err != nil || good < 2 {
		t.Fatalf("%d good links, %v", good, err)
	}
	// The f-puzzles object of a classic link with the title and author
	// set to each case.
	var obj map[string]json.RawMessage
	text, err := lzstring.Decompress(strings.TrimPrefix(linkFileData(t, "classic-fpuzzles.txt"), "https://www.f-puzzles.com/?load="), lzstring.Base64, 1<<20)
	if err != nil || json.Unmarshal([]byte(text), &obj) != nil {
		t.Fatalf("classic-fpuzzles.txt: %v", err)
	}
	long := strings.Repeat("é", 70)
	for _, c := range []struct{ raw, want string }{
		{`"Little Killer  night"`, "Little Killer night"},
		{`"Two\nlines\t\u0007bell"`, "Two lines bell"},
		{`"\u202eevil\u202c name"`, "evil name"},
		{`"` + long + `"`, strings.Repeat("é", maxLinkLabel) + "…"},
		{`42`, ""},
		{`null`, ""},
		{`{"a": 1}`, ""},
		{`"   "`, ""},
	} {
		obj["title"], obj["author"] = json.RawMessage(c.raw), json.RawMessage(c.raw)
		p, fe := fpuzzlesPuzzle(obj)
		if fe != nil {
			t.Errorf("title %s: refused: %v", c.raw, fe)
			continue
		}
		if p.Title != c.want || p.Author != c.want {
			t.Errorf("title %s: %q and %q, want %q", c.raw, p.Title, p.Author, c.want)
		}
	}
	delete(obj, "title")
	delete(obj, "author")
	if p, fe := fpuzzlesPuzzle(obj); fe != nil || p.Title != "" || p.Author != "" {
		t.Errorf("no title: %q %q %v", p.Title, p.Author, fe)
	}
}

// linkFileData is the one link of a file of testdata/links.
func linkFileData(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "links", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}
