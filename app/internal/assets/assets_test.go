package assets

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// committedAssets is the repository's assets folder, seen from its package folder.
var committedAssets = filepath.Join("..", "..", "..", "assets")

// fakeEnv is an environment for the lookup: variables from a map, the
// executable and working directory given, XDG data folders from the map
// (never the machine's own /usr/share).
func fakeEnv(vars map[string]string, exe, wd string) Env {
	return Env{
		Getenv:     func(k string) string { return vars[k] },
		Executable: exe,
		WorkDir:    wd,
	}
}

// writeFile writes a file, making its folder.
func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// makeValidDir makes a small valid assets folder: a MANIFEST and the two
// files it lists.
func makeValidDir(t *testing.T, dir string) {
	t.Helper()
	writeFile(t, filepath.Join(dir, "MANIFEST"), "# test assets\nimages/a.png\npuzzles/b.sdm\n")
	writeFile(t, filepath.Join(dir, "images", "a.png"), "a")
	writeFile(t, filepath.Join(dir, "puzzles", "b.sdm"), "b")
}

func TestFindAssetsOrder(t *testing.T) {
	// Folders, relative to a temporary root: "valid" ones are real assets
	// folders; "stray" ones are folders named like one without a
	// MANIFEST; "broken" ones have a MANIFEST naming a missing file.
	tests := []struct {
		name       string
		valid      []string
		stray      []string
		broken     []string
		exe, wd    string            // relative to the root; "" for unknown
		vars       map[string]string // values relative to the root get it prefixed (see below)
		wantDir    string
		wantReason string
	}{
		{
			name:  "deb: /usr/games/sudoku reads /usr/share/sudoku",
			valid: []string{"usr/share/sudoku", "work/assets"},
			exe:   "usr/games/sudoku", wd: "work",
			wantDir: "usr/share/sudoku", wantReason: "installed layout",
		},
		{
			name:  "tarball: bin/sudoku reads share/sudoku",
			valid: []string{"sudoku-1.0/share/sudoku"},
			exe:   "sudoku-1.0/bin/sudoku", wd: "elsewhere",
			wantDir: "sudoku-1.0/share/sudoku", wantReason: "../share/sudoku beside the executable",
		},
		{
			name:  "assets beside the executable wins over ../assets",
			valid: []string{"game/assets", "assets"},
			exe:   "game/sudoku", wd: "elsewhere",
			wantDir: "game/assets", wantReason: "assets/ beside the executable",
		},
		{
			name:  "make build: build/sudoku reads ../assets",
			valid: []string{"src/assets"},
			exe:   "src/build/sudoku", wd: "elsewhere",
			wantDir: "src/assets", wantReason: "a build in the source tree",
		},
		{
			name:  "go run: the working directory's assets",
			valid: []string{"src/assets"},
			exe:   "tmp/go-build1/exe/app", wd: "src",
			wantDir: "src/assets", wantReason: "working directory",
		},
		{
			name:  "the executable's tree wins over the working directory",
			valid: []string{"a/assets", "b/assets"},
			exe:   "a/build/sudoku", wd: "b",
			wantDir: "a/assets", wantReason: "source tree",
		},
		{
			name:    "share wins over assets beside the executable",
			valid:   []string{"p/share/sudoku", "p/bin/assets"},
			exe:     "p/bin/sudoku",
			wantDir: "p/share/sudoku", wantReason: "installed layout",
		},
		{
			name:  "XDG_DATA_HOME",
			valid: []string{"home/me/data/sudoku", "sys/sudoku"},
			exe:   "opt/bin/sudoku", wd: "elsewhere",
			vars:    map[string]string{"XDG_DATA_HOME": "home/me/data", "XDG_DATA_DIRS": "sys"},
			wantDir: "home/me/data/sudoku", wantReason: "XDG data folder",
		},
		{
			name:    "XDG_DATA_HOME defaults to ~/.local/share",
			valid:   []string{"home/me/.local/share/sudoku"},
			exe:     "opt/bin/sudoku",
			vars:    map[string]string{"HOME": "home/me", "XDG_DATA_DIRS": "sys"},
			wantDir: "home/me/.local/share/sudoku", wantReason: "XDG data folder",
		},
		{
			name:    "second folder of XDG_DATA_DIRS",
			valid:   []string{"sys2/sudoku"},
			exe:     "opt/bin/sudoku",
			vars:    map[string]string{"XDG_DATA_HOME": "home", "XDG_DATA_DIRS": "sys1:sys2"},
			wantDir: "sys2/sudoku", wantReason: "XDG data folder",
		},
		{
			name:  "a stray folder without MANIFEST is passed over",
			valid: []string{"work/assets"},
			stray: []string{"p/share/sudoku"},
			exe:   "p/bin/sudoku", wd: "work",
			wantDir: "work/assets",
		},
		{
			name:   "a folder missing a listed file is passed over",
			valid:  []string{"work/assets"},
			broken: []string{"p/share/sudoku", "p/bin/assets"},
			exe:    "p/bin/sudoku", wd: "work",
			wantDir: "work/assets",
		},
		{
			name:    "unknown executable and working directory: XDG only",
			valid:   []string{"sys/sudoku"},
			vars:    map[string]string{"XDG_DATA_HOME": "home", "XDG_DATA_DIRS": "sys"},
			wantDir: "sys/sudoku",
		},
		{
			name:  "SUDOKU_ASSETS_DIR wins over everything",
			valid: []string{"mine", "usr/share/sudoku", "work/assets"},
			exe:   "usr/games/sudoku", wd: "work",
			vars:    map[string]string{"SUDOKU_ASSETS_DIR": "mine"},
			wantDir: "mine", wantReason: "$SUDOKU_ASSETS_DIR",
		},
		{
			name:    "an empty SUDOKU_ASSETS_DIR counts as unset",
			valid:   []string{"usr/share/sudoku"},
			exe:     "usr/games/sudoku",
			vars:    map[string]string{"SUDOKU_ASSETS_DIR": ""},
			wantDir: "usr/share/sudoku",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			at := func(rel string) string {
				if rel == "" {
					return ""
				}
				return filepath.Join(root, filepath.FromSlash(rel))
			}
			for _, d := range tt.valid {
				makeValidDir(t, at(d))
			}
			for _, d := range tt.stray {
				writeFile(t, filepath.Join(at(d), "images", "a.png"), "a")
			}
			for _, d := range tt.broken {
				makeValidDir(t, at(d))
				if err := os.Remove(filepath.Join(at(d), "puzzles", "b.sdm")); err != nil {
					t.Fatal(err)
				}
			}
			vars := map[string]string{"XDG_DATA_DIRS": at("no-system-data")}
			for k, v := range tt.vars {
				vars[k] = v
				if v != "" {
					var parts []string
					for _, p := range strings.Split(v, ":") {
						parts = append(parts, at(p))
					}
					vars[k] = strings.Join(parts, ":")
				}
			}
			if _, ok := vars["HOME"]; !ok {
				vars["HOME"] = at("no-home")
			}
			got, err := Find(fakeEnv(vars, at(tt.exe), at(tt.wd)))
			if err != nil {
				t.Fatalf("findAssets: %v", err)
			}
			if got.Dir != at(tt.wantDir) {
				t.Errorf("found %s (%s), want %s", got.Dir, got.Reason, at(tt.wantDir))
			}
			if !strings.Contains(got.Reason.String(), tt.wantReason) {
				t.Errorf("reason %q does not say %q", got.Reason, tt.wantReason)
			}
		})
	}
}

func TestFindAssetsErrors(t *testing.T) {
	root := t.TempDir()
	makeValidDir(t, filepath.Join(root, "usr", "share", "sudoku")) // never used once the variable is set
	missingFile := filepath.Join(root, "missing-file")
	makeValidDir(t, missingFile)
	os.Remove(filepath.Join(missingFile, "images", "a.png"))
	noManifest := filepath.Join(root, "no-manifest")
	writeFile(t, filepath.Join(noManifest, "images", "a.png"), "a")
	emptyManifest := filepath.Join(root, "empty-manifest")
	writeFile(t, filepath.Join(emptyManifest, "MANIFEST"), "# nothing\n\n")
	aFile := filepath.Join(root, "a-file")
	writeFile(t, aFile, "x")
	dirListed := filepath.Join(root, "dir-listed")
	makeValidDir(t, dirListed)
	writeFile(t, filepath.Join(dirListed, "MANIFEST"), "images\n")

	tests := []struct {
		name string
		dir  string
		want []string // every one must appear in the message
	}{
		{"missing file", missingFile, []string{"$SUDOKU_ASSETS_DIR", missingFile, "images/a.png is missing"}},
		{"no MANIFEST", noManifest, []string{"$SUDOKU_ASSETS_DIR", noManifest, "MANIFEST is missing"}},
		{"empty MANIFEST", emptyManifest, []string{"$SUDOKU_ASSETS_DIR", emptyManifest, "MANIFEST lists no files"}},
		{"no such folder", filepath.Join(root, "nope"), []string{"$SUDOKU_ASSETS_DIR", filepath.Join(root, "nope"), "does not exist"}},
		{"a file, not a folder", aFile, []string{"$SUDOKU_ASSETS_DIR", aFile, "not a folder"}},
		{"a folder where a file is listed", dirListed, []string{"$SUDOKU_ASSETS_DIR", "images: not a regular file"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := fakeEnv(map[string]string{EnvVar: tt.dir}, filepath.Join(root, "usr", "games", "sudoku"), root)
			_, err := Find(env)
			if err == nil {
				t.Fatalf("a bogus $SUDOKU_ASSETS_DIR was accepted")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
		})
	}

	t.Run("relative SUDOKU_ASSETS_DIR is read from the working directory", func(t *testing.T) {
		makeValidDir(t, filepath.Join(root, "rel", "mine"))
		got, err := Find(fakeEnv(map[string]string{EnvVar: "mine"}, "", filepath.Join(root, "rel")))
		if err != nil || got.Dir != filepath.Join(root, "rel", "mine") {
			t.Fatalf("got %v, %v", got, err)
		}
	})

	t.Run("nothing found lists every folder tried", func(t *testing.T) {
		vars := map[string]string{"XDG_DATA_HOME": filepath.Join(root, "xh"), "XDG_DATA_DIRS": filepath.Join(root, "xd")}
		_, err := Find(fakeEnv(vars, filepath.Join(root, "x", "bin", "sudoku"), filepath.Join(root, "w")))
		if err == nil {
			t.Fatal("found assets in an empty tree")
		}
		for _, w := range []string{
			"$SUDOKU_ASSETS_DIR",
			filepath.Join(root, "x", "share", "sudoku"),
			filepath.Join(root, "x", "bin", "assets"),
			filepath.Join(root, "x", "assets"),
			filepath.Join(root, "w", "assets"),
			filepath.Join(root, "xh", "sudoku"),
			filepath.Join(root, "xd", "sudoku"),
		} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("error does not name %s:\n%v", w, err)
			}
		}
	})
}

func TestXDGDataDirs(t *testing.T) {
	tests := []struct {
		name string
		vars map[string]string
		want []string
	}{
		{"defaults", map[string]string{"HOME": "/home/me"}, []string{"/home/me/.local/share", "/usr/local/share", "/usr/share"}},
		{"set", map[string]string{"HOME": "/home/me", "XDG_DATA_HOME": "/d", "XDG_DATA_DIRS": "/a:/b/"}, []string{"/d", "/a", "/b"}},
		{"relative paths are ignored", map[string]string{"HOME": "/h", "XDG_DATA_HOME": "rel", "XDG_DATA_DIRS": "x:/a::"}, []string{"/h/.local/share", "/a"}},
		{"no HOME", map[string]string{}, []string{"/usr/local/share", "/usr/share"}},
	}
	for _, tt := range tests {
		got := xdgDataDirs(func(k string) string { return tt.vars[k] })
		if strings.Join(got, ":") != strings.Join(tt.want, ":") {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestParseManifest(t *testing.T) {
	tests := []struct {
		text    string
		want    []string
		wantErr string
	}{
		{"# c\na/b.png\r\n\n  c.sdm  \n", []string{"a/b.png", "c.sdm"}, ""},
		{"../x\n", nil, `line 1: "../x"`},
		{"ok\n/etc/passwd\n", nil, "line 2"},
		{"a/./b\n", nil, "line 1"},
		{`a\b` + "\n", nil, "line 1"},
		{"", nil, "lists no files"},
		{"# only comments\n", nil, "lists no files"},
	}
	for _, tt := range tests {
		got, err := parseManifest(tt.text)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("parseManifest(%q): error %v, want one with %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("parseManifest(%q) = %q, %v; want %q", tt.text, got, err, tt.want)
		}
	}
}

func FuzzParseManifest(f *testing.F) {
	f.Add("# c\na/b.png\n")
	f.Add("../x\n")
	f.Add("a\\b\n/abs\n\r\n")
	f.Fuzz(func(t *testing.T, text string) {
		files, err := parseManifest(text)
		if (err == nil) == (len(files) == 0) {
			t.Fatalf("files %q and error %v: want exactly one", files, err)
		}
		for _, p := range files {
			if !filepath.IsLocal(filepath.FromSlash(p)) || strings.ContainsAny(p, "\\\n") {
				t.Fatalf("%q escapes the assets folder", p)
			}
		}
	})
}

// copyAssets copies the committed assets folder to a temporary one.
func copyAssets(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "assets")
	if err := os.CopyFS(dst, os.DirFS(committedAssets)); err != nil {
		t.Fatal(err)
	}
	return dst
}

func TestCommittedAssets(t *testing.T) {
	found, err := Find(fakeEnv(map[string]string{EnvVar: committedAssets}, "", "."))
	if err != nil {
		t.Fatalf("the repository's assets/ is not a valid assets folder: %v", err)
	}
	imgs, err := LoadImages(found.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if imgs.Wave.Bounds().Dx() <= imgs.Wave.Bounds().Dy() {
		t.Errorf("the wave sprite is %v: want it wider than tall, to slide across the grid", imgs.Wave.Bounds().Size())
	}
	if got := imgs.StarFilled.ForSize(40).Bounds().Dx(); got != 64 {
		t.Errorf("star for 40 px is %d px, want the 64 px one", got)
	}
	if got := imgs.StarEmpty.ForSize(100).Bounds().Dx(); got != 128 {
		t.Errorf("star for 100 px is %d px, want the 128 px one", got)
	}
	if got := imgs.StarFilled.ForSize(500).Bounds().Dx(); got != 128 {
		t.Errorf("star for 500 px is %d px, want the largest", got)
	}

	// Every file the game reads is in the MANIFEST, so a folder that
	// passes the lookup also loads.
	data, err := os.ReadFile(filepath.Join(committedAssets, "MANIFEST"))
	if err != nil {
		t.Fatal(err)
	}
	listed, err := parseManifest(string(data))
	if err != nil {
		t.Fatal(err)
	}
	inManifest := make(map[string]bool)
	for _, f := range listed {
		inManifest[f] = true
	}
	for _, f := range ImageFiles() {
		if !inManifest[f.path] {
			t.Errorf("the game reads %s but MANIFEST does not list it", f.path)
		}
	}
	for _, size := range []string{"48x48", "64x64", "128x128", "256x256"} {
		f := "icons/" + size + "/apps/io.github.giosudoku.Sudoku.png"
		if !inManifest[f] {
			t.Errorf("MANIFEST does not list the icon %s", f)
		}
	}
	if !inManifest["icons/scalable/apps/io.github.giosudoku.Sudoku.svg"] {
		t.Error("MANIFEST does not list the SVG icon")
	}
	// Every PNG shipped decodes, the icons the game does not load included
	// (the desktop shows them).
	for _, f := range listed {
		if !strings.HasSuffix(f, ".png") {
			continue
		}
		img, err := readPNG(committedAssets, imageFile{path: f})
		if err != nil {
			t.Error(err)
			continue
		}
		if strings.HasPrefix(f, "icons/") {
			side := strings.SplitN(strings.TrimPrefix(f, "icons/"), "x", 2)[0]
			if got := fmt.Sprint(img.Bounds().Dx()); got != side {
				t.Errorf("%s is %d px wide, want %s", f, img.Bounds().Dx(), side)
			}
		}
	}
}

func TestLoadImagesErrors(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		spoil func(path string) error
		want  string
	}{
		{"missing", "images/star-filled-128.png", os.Remove, "is missing"},
		{"not a PNG", "images/wave.png", func(p string) error { return os.WriteFile(p, []byte("<html>oops</html>"), 0o644) }, "is corrupt"},
		{"truncated", "images/star-empty-64.png", func(p string) error {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(p, data[:len(data)/2], 0o644)
		}, "is corrupt"},
		{"wrong size", "images/star-empty-128.png", func(p string) error {
			data, err := os.ReadFile(filepath.Join(committedAssets, "images", "star-empty-64.png"))
			if err != nil {
				return err
			}
			return os.WriteFile(p, data, 0o644)
		}, "64×64, expected 128×128"},
		{"unreadable", "icons/256x256/apps/io.github.giosudoku.Sudoku.png", func(p string) error {
			if err := os.Remove(p); err != nil {
				return err
			}
			return os.Mkdir(p, 0o755) // a folder where the image should be
		}, "cannot be read: is a directory"},
		// A header claiming 100,000×100,000 is refused before decoding
		// (it ran the window out of memory).
		{"huge header", "images/wave.png", writeHugePNG, "100000×100000, larger than"},
		{"huge star", "images/star-filled-64.png", writeHugePNG, "100000×100000, expected 64×64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := copyAssets(t)
			target := filepath.Join(dir, filepath.FromSlash(tt.file))
			if err := tt.spoil(target); err != nil {
				t.Fatal(err)
			}
			_, err := LoadImages(dir)
			if err == nil {
				t.Fatalf("a spoiled %s loaded", tt.file)
			}
			if !strings.Contains(err.Error(), target) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not name %s and say %q", err, target, tt.want)
			}
		})
	}
}

func TestListCollections(t *testing.T) {
	cols, err := ListCollections(committedAssets)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cols {
		names = append(names, c.Name)
	}
	if got := strings.Join(names, " "); got != "demo easy medium hard expert master" {
		t.Errorf("collections %q, want demo, then the levels from the easiest", got)
	}
	if cols[0].Title == "" || cols[0].Title == "demo" || strings.HasPrefix(cols[0].Title, "#") {
		t.Errorf("demo title %q, want the header's text", cols[0].Title)
	}

	// Other collections come after, by name; the title falls back to the
	// name; other files are ignored.
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "puzzles", "zeta.sdm"), "# Zeta set\n"+strings.Repeat("0", 81)+"\n")
	writeFile(t, filepath.Join(dir, "puzzles", "alpha.sdm"), strings.Repeat("0", 81)+"\n")
	writeFile(t, filepath.Join(dir, "puzzles", "easy.sdm"), "#Easy ones\n")
	writeFile(t, filepath.Join(dir, "puzzles", "notes.txt"), "x")
	cols, err = ListCollections(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cols {
		got = append(got, c.Name+"="+c.Title)
	}
	if g := strings.Join(got, ","); g != "easy=Easy ones,alpha=alpha,zeta=Zeta set" {
		t.Errorf("got %s", g)
	}

	if _, err := ListCollections(t.TempDir()); err == nil || !strings.Contains(err.Error(), "puzzles") {
		t.Errorf("no puzzles folder: error %v", err)
	}
	empty := t.TempDir()
	os.Mkdir(filepath.Join(empty, "puzzles"), 0o755)
	if _, err := ListCollections(empty); err == nil || !strings.Contains(err.Error(), "no .sdm file") {
		t.Errorf("empty puzzles folder: error %v", err)
	}
}

// TestBundledPuzzles checks every bundled puzzle the way a player would
// meet it: it reads, has exactly one solution, has centrally symmetric
// clues, and is graded at its collection's level.
func TestBundledPuzzles(t *testing.T) {
	cols, err := ListCollections(committedAssets)
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range cols {
		t.Run(col.Name, func(t *testing.T) {
			c, err := model.ReadFile(col.Path)
			if err != nil {
				t.Fatal(err)
			}
			for _, err := range c.Errors() {
				t.Error(err)
			}
			grids := c.Grids()
			wantLevels := []solver.Level{solver.Easy, solver.Medium, solver.Hard} // demo.sdm, in order
			if col.Name != "demo" {
				level, err := solver.ParseLevel(col.Name)
				if err != nil {
					t.Fatalf("a bundled collection named %s: %v", col.Name, err)
				}
				if len(grids) < 50 {
					t.Errorf("%d puzzles, want at least 50", len(grids))
				}
				wantLevels = nil
				for range grids {
					wantLevels = append(wantLevels, level)
				}
			} else if len(grids) != 3 {
				t.Fatalf("%d demo grids, want 3", len(grids))
			}
			seen := make(map[solver.Grid]bool)
			for i, g := range grids {
				if seen[g] {
					t.Errorf("puzzle %d repeats an earlier one", i+1)
				}
				seen[g] = true
				if n := solver.CountSolutions(g, 2); n != 1 {
					t.Errorf("puzzle %d has %d solutions: %s", i+1, n, g)
					continue
				}
				if !g.Symmetric() {
					t.Errorf("puzzle %d is not centrally symmetric: %s", i+1, g)
				}
				gr, err := solver.GradeOf(g)
				if err != nil || gr.Level != wantLevels[i] {
					t.Errorf("puzzle %d grades %v (%v), want %v (regenerate: go run ./tools/mkassets -out assets -puzzles): %s",
						i+1, gr.Level, err, wantLevels[i], g)
				}
			}
		})
	}
}

// writeHugePNG writes a PNG whose header claims 100,000×100,000 pixels and
// whose data is a few bytes.
func writeHugePNG(path string) error {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(kind)
		b.Write(data)
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		binary.Write(&b, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 100000)
	binary.BigEndian.PutUint32(ihdr[4:], 100000)
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGBA
	chunk("IHDR", ihdr)
	chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	chunk("IEND", nil)
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// A MANIFEST line that is very long is quoted cut short, and a huge
// MANIFEST is not read whole.
func TestManifestMessagesAreBounded(t *testing.T) {
	long := strings.Repeat("../x", 100000)
	_, err := parseManifest(long + "\n")
	if err == nil || len(err.Error()) > 300 || !strings.Contains(err.Error(), "…") {
		t.Fatalf("error of %d bytes: %.200q", len(fmt.Sprint(err)), fmt.Sprint(err))
	}
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, manifestName))
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(maxManifestSize + 1)
	f.Close()
	if err := checkAssetsDir(dir); err == nil || len(err.Error()) > 300 || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("a huge MANIFEST: %v", err)
	}
}
