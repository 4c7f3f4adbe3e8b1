package model

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// The -update flag rewrites the golden files in testdata/. It is registered
// here unless another test file of the package registered it first.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata/")
	}
}

func updateGolden() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if updateGolden() {
		noErr(t, os.MkdirAll("testdata", 0o755))
		noErr(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file:\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func tempDirs(t *testing.T) Dirs {
	root := t.TempDir()
	d := Dirs{Work: filepath.Join(root, "work"), Config: filepath.Join(root, "config"),
		Data: filepath.Join(root, "data"), State: filepath.Join(root, "state")}
	noErr(t, os.MkdirAll(d.Work, 0o755))
	return d
}

func TestPaths(t *testing.T) {
	d := Dirs{Work: "/w", Config: "/c", Data: "/d", State: "/s"}
	for _, tc := range []struct{ got, want string }{
		{d.GamePath(), "/s/sudoku/game.json"},
		{d.SettingsPath(), "/c/sudoku/settings.json"},
		{d.StatsPath(), "/d/sudoku/stats.json"},
		{d.QuickSavePath(), "/d/sudoku/grille.sdm"},
	} {
		if tc.got != tc.want {
			t.Errorf("path %q, want %q", tc.got, tc.want)
		}
	}
}

func TestQuickSavePath(t *testing.T) {
	d := tempDirs(t)
	data := filepath.Join(d.Data, "sudoku", "grille.sdm")
	if got := d.QuickSavePath(); got != data {
		t.Fatalf("no ./grille.sdm: %q, want %q", got, data)
	}
	noErr(t, os.Mkdir(filepath.Join(d.Work, "grille.sdm"), 0o755))
	if got := d.QuickSavePath(); got != data {
		t.Fatalf("a folder named grille.sdm is not a save: %q", got)
	}
	noErr(t, os.Remove(filepath.Join(d.Work, "grille.sdm")))
	local := filepath.Join(d.Work, "grille.sdm")
	noErr(t, os.WriteFile(local, []byte(easyGivens+"\n"), 0o644))
	if got := d.QuickSavePath(); got != local {
		t.Fatalf("with ./grille.sdm: %q, want %q", got, local)
	}
}

func TestQuickSaveRoundTrip(t *testing.T) {
	d := tempDirs(t)
	s := &Store{Dirs: d}
	g := gridOf(t, easyGivens)
	path, err := s.QuickSave(g, Progress{})
	noErr(t, err)
	b, err := os.ReadFile(path)
	noErr(t, err)
	want := strings.ReplaceAll(easyGivens, ".", "0") + "\n"
	if string(b) != want {
		t.Fatalf("grille.sdm holds %q, want %q", b, want)
	}
	back, from, err := s.QuickLoad()
	noErr(t, err)
	if back.Grid != g || from != path || back.Progress != nil {
		t.Fatalf("quick load: %v %v from %s", back.Grid, back.Progress, from)
	}
	// A hand-edited file with comments and CRLF reads too.
	noErr(t, os.WriteFile(path, []byte("# saved\r\n\r\n"+easyGivens+" # mine\r\n"), 0o644))
	if back, _, err := s.QuickLoad(); err != nil || back.Grid != g {
		t.Fatalf("commented file: %v %v", back.Grid, err)
	}
	noErr(t, os.WriteFile(path, []byte("# nothing\n"), 0o644))
	if _, _, err := s.QuickLoad(); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("empty file: %v", err)
	}
	noErr(t, os.WriteFile(path, []byte("# a\n"+easyGivens[:79]+"\n"), 0o644))
	if _, _, err := s.QuickLoad(); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("short line: %v", err)
	}
}

// leftovers lists the temporary files WriteFileAtomic may have left in dir.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			out = append(out, e.Name())
		}
	}
	return out
}

// errMidway is what the failing writer reports.
var errMidway = errors.New("disk full")

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.json")
	write := func(s string) func(io.Writer) error {
		return func(w io.Writer) error {
			_, err := io.WriteString(w, s)
			return err
		}
	}
	noErr(t, WriteFileAtomic(path, write("old")))
	noErr(t, WriteFileAtomic(path, write("new")))
	if b, _ := os.ReadFile(path); string(b) != "new" {
		t.Fatalf("content %q, want new", b)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}

	t.Run("writer fails midway", func(t *testing.T) {
		err := WriteFileAtomic(path, func(w io.Writer) error {
			// More than the buffer, so part of it reaches the temporary file.
			w.Write(bytes.Repeat([]byte("x"), 10000))
			return errMidway
		})
		if !errors.Is(err, errMidway) || !strings.Contains(err.Error(), path) {
			t.Fatalf("err = %v, want the cause and the path", err)
		}
		if b, _ := os.ReadFile(path); string(b) != "new" {
			t.Fatalf("the old file changed: %q", b)
		}
		if l := leftovers(t, filepath.Dir(path)); len(l) > 0 {
			t.Fatalf("temporary files left: %v", l)
		}
	})

	t.Run("target is a folder", func(t *testing.T) {
		target := filepath.Join(dir, "folder")
		noErr(t, os.MkdirAll(filepath.Join(target, "inside"), 0o755))
		err := WriteFileAtomic(target, write("x"))
		if err == nil || !strings.Contains(err.Error(), target) {
			t.Fatalf("err = %v", err)
		}
		if _, err := os.Stat(filepath.Join(target, "inside")); err != nil {
			t.Fatal("the folder was harmed")
		}
		if l := leftovers(t, dir); len(l) > 0 {
			t.Fatalf("temporary files left: %v", l)
		}
	})

	t.Run("parent is a file", func(t *testing.T) {
		file := filepath.Join(dir, "plain")
		noErr(t, os.WriteFile(file, []byte("keep"), 0o644))
		target := filepath.Join(file, "f.json")
		if err := WriteFileAtomic(target, write("x")); err == nil || !strings.Contains(err.Error(), target) {
			t.Fatalf("err = %v", err)
		}
		if b, _ := os.ReadFile(file); string(b) != "keep" {
			t.Fatal("the file in the way changed")
		}
	})

	t.Run("read-only folder", func(t *testing.T) {
		ro := filepath.Join(dir, "ro")
		noErr(t, os.Mkdir(ro, 0o755))
		target := filepath.Join(ro, "f.json")
		noErr(t, WriteFileAtomic(target, write("old")))
		noErr(t, os.Chmod(ro, 0o555))
		t.Cleanup(func() { os.Chmod(ro, 0o755) })
		if f, err := os.CreateTemp(ro, "probe"); err == nil {
			f.Close()
			os.Remove(f.Name())
			t.Skip("permissions are not enforced here (running as root)")
		}
		err := WriteFileAtomic(target, write("new"))
		if !errors.Is(err, os.ErrPermission) || !strings.Contains(err.Error(), target) {
			t.Fatalf("err = %v", err)
		}
		if b, _ := os.ReadFile(target); string(b) != "old" {
			t.Fatalf("the old file changed: %q", b)
		}
	})
}

// sampleGame plays a fixed sequence on a puzzle with a fixed grade, so its
// file does not move when the grader changes.
func sampleGame(t *testing.T) (*Game, *fakeClock) {
	t.Helper()
	grid := gridOf(t, easyGivens)
	p, err := NewGradedPuzzle(grid, solver.Grade{Level: solver.Easy, Rating: 1.2, Complexity: 49, Exact: true,
		Clues: grid.Clues(), Techniques: []string{"full-house", "hidden-single-box"}, Counts: []int{20, 29},
		Hardest: "hidden-single-box"},
		"Project Euler #1")
	noErr(t, err)
	g, clk := playing(t, p)
	noErr(t, g.Place(0, 4))
	clk.advance(1500 * time.Millisecond)
	noErr(t, g.ToggleNote(1, 8))
	noErr(t, g.ToggleNote(1, 5))
	noErr(t, g.Tap(3))
	noErr(t, g.Place(5, 1))
	noErr(t, g.Undo())
	_, err = g.Check()
	noErr(t, err)
	clk.advance(81*time.Second + 3*time.Millisecond)
	return g, clk
}

func TestGameGolden(t *testing.T) {
	g, _ := sampleGame(t)
	b, err := g.MarshalJSON()
	noErr(t, err)
	checkGolden(t, "game.golden.json", b)

	back, err := UnmarshalGame(b, newFakeClock().now)
	noErr(t, err)
	if back.State() != Paused {
		t.Errorf("a game saved while Playing came back %v, want Paused", back.State())
	}
	if diff := gameDiff(g, back); diff != "" {
		t.Fatalf("load differs: %s", diff)
	}
	// The restored game goes on where it was: resume, redo, undo.
	noErr(t, back.Resume())
	noErr(t, back.Redo())
	if back.Grid()[5] != 1 {
		t.Fatal("the redo history was not restored")
	}
	for back.Enabled(ActUndo) {
		noErr(t, back.Undo())
	}
	if back.Grid() != gridOf(t, easyGivens) {
		t.Fatal("the undo history was not restored")
	}
}

// TestGameGradeOfFourLevels reads a game saved before the five levels (its
// grade has no "exact"): the grade is made again, so the game counts in the
// level its puzzle has today.
func TestGameGradeOfFourLevels(t *testing.T) {
	g, _ := sampleGame(t)
	b, err := g.MarshalJSON()
	noErr(t, err)
	old := strings.Replace(string(b), `"exact": true`, `"stuck2": 0`, 1)
	old = strings.Replace(old, `"level": "easy"`, `"level": "expert"`, 1)
	if old == string(b) || !strings.Contains(old, `"expert"`) {
		t.Fatal("the sample game's grade is not where the test expects it")
	}
	back, err := UnmarshalGame([]byte(old), newFakeClock().now)
	noErr(t, err)
	want, err := solver.GradeOf(back.Puzzle().Givens)
	noErr(t, err)
	if got := back.Puzzle().Grade; got.Level != want.Level || got.Rating != want.Rating || got.Exact != want.Exact {
		t.Fatalf("grade after loading %+v, want %+v", got, want)
	}
}

func TestSettingsAndStatsGolden(t *testing.T) {
	s := DefaultSettings()
	s.Mistakes, s.Theme = MistakesShow, ThemeDark
	b, err := MarshalSettings(s)
	noErr(t, err)
	checkGolden(t, "settings.golden.json", b)

	var st Stats
	st.started(solver.Classic, solver.Medium)
	st.solved(solver.Classic, solver.Medium, 4*time.Minute+5*time.Second, 512, false)
	st.started(solver.Classic, solver.Expert)
	st.gaveUp(solver.Classic, solver.Expert)
	b, err = MarshalStats(st)
	noErr(t, err)
	checkGolden(t, "stats.golden.json", b)
}

// gameView is what a game file must restore: everything but the settings,
// the statistics, a pending question, the time source and caches.
type gameView struct {
	State              State
	Puzzle             Puzzle
	Cur                snapshot
	Past, Future       []snapshot
	Cut, TapRun        int
	Elapsed            time.Duration
	Hints, Checks      int
	Wrong              [81]uint8
	Revealed           bool
	Result             *Result
	LastCheck          *CheckResult
	EditStart          solver.Grid
	EditingIsSavedEdit bool
}

func viewOf(g *Game) gameView {
	v := gameView{State: g.state, Puzzle: g.puzzle, Cur: g.cur, Past: g.past, Future: g.future, Cut: g.cut,
		TapRun: g.tapRun, Elapsed: g.Elapsed(), Hints: g.hints, Checks: g.checks, Wrong: g.wrong,
		Revealed: g.revealed, Result: g.result, LastCheck: g.lastCheck}
	if v.State == Playing {
		v.State = Paused // how it is restored
	}
	if v.State == Editing {
		v.EditStart = g.editStart
	}
	if len(v.Past) == 0 {
		v.Past = nil
	}
	if len(v.Future) == 0 {
		v.Future = nil
	}
	if len(v.Puzzle.Grade.Techniques) == 0 {
		v.Puzzle.Grade.Techniques = nil
	}
	if v.LastCheck != nil && len(v.LastCheck.Wrong) == 0 {
		c := *v.LastCheck
		c.Wrong = nil
		v.LastCheck = &c
	}
	return v
}

// gameDiff says how a restored game differs from the one saved, or "".
func gameDiff(saved, loaded *Game) string {
	a, b := viewOf(saved), viewOf(loaded)
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var diffs []string
	for i := range va.NumField() {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			diffs = append(diffs, va.Type().Field(i).Name)
		}
	}
	return strings.Join(diffs, ", ")
}

func TestStoreGame(t *testing.T) {
	d := tempDirs(t)
	clk := newFakeClock()
	s := &Store{Dirs: d, Now: clk.now}
	if g, err := s.LoadGame(clk.now); g != nil || err != nil {
		t.Fatalf("no file: %v %v", g, err)
	}
	g, _ := sampleGame(t)
	noErr(t, s.SaveGame(g))
	back, err := s.LoadGame(clk.now)
	noErr(t, err)
	if diff := gameDiff(g, back); diff != "" {
		t.Fatalf("load differs: %s", diff)
	}
	for _, state := range []func(*Game){
		func(g *Game) { noErr(t, g.Stop()) },
		func(g *Game) { noErr(t, g.GiveUp()) },
		func(g *Game) { noErr(t, g.Edit()); noErr(t, g.Place(0, 3)) },
		func(g *Game) {
			for _, i := range emptyCells(g) {
				noErr(t, g.Place(i, g.Puzzle().Solution[i]))
			}
		},
	} {
		g, _ := sampleGame(t)
		state(g)
		noErr(t, s.SaveGame(g))
		back, err := s.LoadGame(clk.now)
		noErr(t, err)
		if diff := gameDiff(g, back); diff != "" {
			t.Fatalf("state %v: load differs: %s", g.State(), diff)
		}
	}
}

func TestBrokenFiles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		file    func(Dirs) string
		content string
		load    func(*Store) error
		version bool
	}{
		{"corrupt settings", Dirs.SettingsPath, `{"version":1,"mistakes":`,
			func(s *Store) error {
				st, err := s.LoadSettings()
				if st != DefaultSettings() {
					t.Error("broken settings did not give the defaults")
				}
				return err
			}, false},
		{"future settings", Dirs.SettingsPath, `{"version":99}`,
			func(s *Store) error { _, err := s.LoadSettings(); return err }, true},
		{"corrupt stats", Dirs.StatsPath, "\x00\x01garbage",
			func(s *Store) error {
				st, err := s.LoadStats()
				if st != (Stats{}) {
					t.Error("broken statistics are not empty")
				}
				return err
			}, false},
		{"future stats", Dirs.StatsPath, `{"version":3,"levels":{}}`,
			func(s *Store) error { _, err := s.LoadStats(); return err }, true},
		{"corrupt game", Dirs.GamePath, `{"version":1,"state":"playing"`,
			func(s *Store) error {
				g, err := s.LoadGame(nil)
				if g != nil {
					t.Error("a broken game was loaded")
				}
				return err
			}, false},
		{"future game", Dirs.GamePath, `{"version":3,"state":"hovering"}`,
			func(s *Store) error { _, err := s.LoadGame(nil); return err }, true},
		{"impossible game", Dirs.GamePath, strings.Replace(sampleJSON(t), `"cells": "403`, `"cells": "404`, 1),
			func(s *Store) error { _, err := s.LoadGame(nil); return err }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := tempDirs(t)
			clk := newFakeClock()
			s := &Store{Dirs: d, Now: clk.now}
			path := tc.file(d)
			noErr(t, os.MkdirAll(filepath.Dir(path), 0o755))
			noErr(t, os.WriteFile(path, []byte(tc.content), 0o644))
			err := tc.load(s)
			var be *BrokenFileError
			if !errors.As(err, &be) {
				t.Fatalf("err = %v, want a *BrokenFileError", err)
			}
			var ve *VersionError
			if errors.As(err, &ve) != tc.version {
				t.Errorf("version error = %v, want %v (%v)", !tc.version, tc.version, err)
			}
			want := path + ".broken-20260314-150926"
			if be.Path != path || be.MovedTo != want || !strings.Contains(err.Error(), path) {
				t.Fatalf("error %+v: want %s moved to %s", be, path, want)
			}
			if b, err := os.ReadFile(want); err != nil || string(b) != tc.content {
				t.Fatalf("the broken file was not kept: %v", err)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("the broken file is still in the way")
			}
			// Broken again in the same second: the first copy is not overwritten.
			noErr(t, os.WriteFile(path, []byte(tc.content+" "), 0o644))
			if err := tc.load(s); !errors.As(err, &be) || be.MovedTo != want+"-2" {
				t.Fatalf("second broken file: %v", err)
			}
			if b, _ := os.ReadFile(want); string(b) != tc.content {
				t.Fatal("the first broken copy was overwritten")
			}
		})
	}
}

func sampleJSON(t *testing.T) string {
	g, _ := sampleGame(t)
	b, err := g.MarshalJSON()
	noErr(t, err)
	return string(b)
}

func TestUnreadableFileIsLeftAlone(t *testing.T) {
	d := tempDirs(t)
	s := &Store{Dirs: d}
	// A folder where the settings file should be: not ours to move.
	noErr(t, os.MkdirAll(d.SettingsPath(), 0o755))
	st, err := s.LoadSettings()
	var be *BrokenFileError
	if err == nil || errors.As(err, &be) || !strings.Contains(err.Error(), d.SettingsPath()) {
		t.Fatalf("err = %v", err)
	}
	if st != DefaultSettings() {
		t.Error("no defaults")
	}
	if fi, err := os.Stat(d.SettingsPath()); err != nil || !fi.IsDir() {
		t.Fatal("the folder was moved")
	}
}

func TestStoreSettingsAndStats(t *testing.T) {
	s := &Store{Dirs: tempDirs(t)}
	if st, err := s.LoadSettings(); err != nil || st != DefaultSettings() {
		t.Fatalf("no file: %+v %v", st, err)
	}
	want := DefaultSettings()
	want.Input = InputDigitFirst
	noErr(t, s.SaveSettings(want))
	if st, err := s.LoadSettings(); err != nil || st != want {
		t.Fatalf("settings: %+v %v", st, err)
	}
	var stats Stats
	stats.started(solver.Classic, solver.Easy)
	noErr(t, s.SaveStats(stats))
	if st, err := s.LoadStats(); err != nil || st != stats {
		t.Fatalf("stats: %+v %v", st, err)
	}
}

func TestSaver(t *testing.T) {
	clk := newFakeClock()
	writes := 0
	var fail error
	sv := &Saver{Now: clk.now, Save: func() error {
		writes++
		return fail
	}}
	if wrote, _ := sv.Flush(false); wrote {
		t.Fatal("wrote with nothing to save")
	}
	if _, due := sv.Due(); due {
		t.Fatal("due with nothing to save")
	}
	sv.Mark()
	if at, due := sv.Due(); !due || !at.Equal(clk.now()) {
		t.Fatalf("first save due at %v %v, want now", at, due)
	}
	if wrote, err := sv.Flush(false); !wrote || err != nil || writes != 1 {
		t.Fatalf("first change not written at once: %v %v %d", wrote, err, writes)
	}
	// Changes within the second are coalesced.
	for range 5 {
		clk.advance(100 * time.Millisecond)
		sv.Mark()
		sv.Flush(false)
	}
	if writes != 1 {
		t.Fatalf("%d writes within a second", writes)
	}
	if at, _ := sv.Due(); !at.Equal(clk.now().Add(500 * time.Millisecond)) {
		t.Fatalf("due at %v", at)
	}
	clk.advance(500 * time.Millisecond)
	if wrote, _ := sv.Flush(false); !wrote || writes != 2 {
		t.Fatal("the coalesced change was not written after a second")
	}
	if wrote, _ := sv.Flush(true); wrote {
		t.Fatal("forced flush wrote with nothing changed")
	}
	// On exit a change is written at once.
	sv.Mark()
	if wrote, _ := sv.Flush(true); !wrote || writes != 3 {
		t.Fatal("forced flush did not write")
	}
	// A failed write stays dirty and is tried again a second later.
	fail = errMidway
	clk.advance(time.Second)
	sv.Mark()
	if _, err := sv.Flush(false); !errors.Is(err, errMidway) || !sv.Dirty() || sv.Err() == nil {
		t.Fatalf("failed write: %v dirty=%v", err, sv.Dirty())
	}
	fail = nil
	sv.Flush(false)
	if writes != 4 {
		t.Fatal("retried before the interval")
	}
	clk.advance(time.Second)
	if wrote, err := sv.Flush(false); !wrote || err != nil || sv.Dirty() || sv.Err() != nil {
		t.Fatal("the retry did not succeed")
	}
}

// TestSaverWithStore runs the saver against real files with a writer that
// fails: the file on disk keeps the last good game.
func TestSaverWithStore(t *testing.T) {
	d := tempDirs(t)
	g, clk := sampleGame(t)
	s := &Store{Dirs: d, Now: clk.now}
	sv := &Saver{Now: clk.now, Save: func() error { return s.SaveGame(g) }}
	sv.Mark()
	noErr2(t)(sv.Flush(false))
	good, err := os.ReadFile(d.GamePath())
	noErr(t, err)
	// Make the folder unusable: a file where the state folder should be.
	noErr(t, os.RemoveAll(d.State))
	noErr(t, os.WriteFile(d.State, []byte("in the way"), 0o644))
	noErr(t, g.Place(7, 5))
	sv.Mark()
	clk.advance(time.Second)
	if _, err := sv.Flush(false); err == nil || !strings.Contains(err.Error(), d.GamePath()) {
		t.Fatalf("err = %v, want one naming %s", err, d.GamePath())
	}
	noErr(t, os.Remove(d.State))
	noErr(t, os.MkdirAll(filepath.Dir(d.GamePath()), 0o755))
	noErr(t, os.WriteFile(d.GamePath(), good, 0o644))
	clk.advance(time.Second)
	noErr2(t)(sv.Flush(false))
	back, err := s.LoadGame(clk.now)
	noErr(t, err)
	if back.Grid()[7] != 5 {
		t.Fatal("the retried save did not hold the move")
	}
}

func noErr2(t *testing.T) func(bool, error) {
	return func(_ bool, err error) {
		t.Helper()
		noErr(t, err)
	}
}

// faultyFile is a temporary file whose calls fail at one step.
type faultyFile struct {
	*os.File
	failAt  string
	err     error
	written int
}

func (f *faultyFile) Write(b []byte) (int, error) {
	if f.failAt == "write" && f.written+len(b) > 100 {
		n, _ := f.File.Write(b[:100-f.written]) // part of it reaches the disk
		f.written += n
		return n, f.err
	}
	n, err := f.File.Write(b)
	f.written += n
	return n, err
}

func (f *faultyFile) Chmod(m os.FileMode) error {
	if f.failAt == "chmod" {
		return f.err
	}
	return f.File.Chmod(m)
}

func (f *faultyFile) Sync() error {
	if f.failAt == "sync" {
		return f.err
	}
	return f.File.Sync()
}

func (f *faultyFile) Close() error {
	err := f.File.Close()
	if f.failAt == "close" {
		return f.err
	}
	return err
}

// faultyOps are the real file-system calls, one of which fails with err.
func faultyOps(failAt string, err error) fileOps {
	ops := osFiles
	switch failAt {
	case "mkdir":
		ops.mkdirAll = func(string, os.FileMode) error { return err }
	case "create":
		ops.createTemp = func(string, string, os.FileMode) (tempFile, error) { return nil, err }
	case "rename":
		ops.rename = func(string, string) error { return err }
	default:
		ops.createTemp = func(dir, pattern string, perm os.FileMode) (tempFile, error) {
			f, e := createTemp(dir, pattern, perm)
			if e != nil {
				return nil, e
			}
			return &faultyFile{File: f, failAt: failAt, err: err}, nil
		}
	}
	return ops
}

// TestWriteAtomicFaults makes each step of an atomic write fail in turn, as
// a read-only folder, a full disk or a failing device would, whoever runs
// the tests: the old file stays, nothing is left behind, the error names the
// path and keeps the cause.
func TestWriteAtomicFaults(t *testing.T) {
	for _, tc := range []struct {
		step string
		err  error
	}{
		{"mkdir", syscall.EROFS},
		{"create", syscall.EACCES}, // a read-only folder
		{"write", syscall.ENOSPC},  // the disk fills up midway
		{"chmod", syscall.EPERM},
		{"sync", syscall.EIO},
		{"close", syscall.EIO},
		{"rename", syscall.EXDEV},
	} {
		t.Run(tc.step, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.json")
			noErr(t, os.WriteFile(path, []byte("old"), 0o644))
			err := writeAtomic(faultyOps(tc.step, tc.err), path, privateFile, func(w io.Writer) error {
				_, err := w.Write(bytes.Repeat([]byte("new "), 5000))
				return err
			})
			if !errors.Is(err, tc.err) || !strings.Contains(err.Error(), path) {
				t.Fatalf("err = %v, want %v naming %s", err, tc.err, path)
			}
			if b, _ := os.ReadFile(path); string(b) != "old" {
				t.Fatalf("the old file changed: %.20q", b)
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Fatalf("temporary files left: %v", l)
			}
		})
	}
}

func TestRestore(t *testing.T) {
	d := tempDirs(t)
	clk := newFakeClock()
	s := &Store{Dirs: d, Now: clk.now}
	g, restored, warnings := s.Restore(clk.now)
	if restored || len(warnings) > 0 || g.State() != IdleUnsolved || g.Settings() != DefaultSettings() {
		t.Fatalf("first start: restored=%v warnings=%v state=%v", restored, warnings, g.State())
	}
	played, _ := sampleGame(t)
	settings := DefaultSettings()
	settings.Mistakes = MistakesOff
	var stats Stats
	stats.started(solver.Classic, solver.Hard)
	noErr(t, s.SaveGame(played))
	noErr(t, s.SaveSettings(settings))
	noErr(t, s.SaveStats(stats))
	g, restored, warnings = s.Restore(clk.now)
	if !restored || len(warnings) > 0 || g.State() != Paused || g.Settings() != settings || g.Stats() != stats {
		t.Fatalf("restart: restored=%v warnings=%v state=%v", restored, warnings, g.State())
	}
	if d := gameDiff(played, g); d != "" {
		t.Fatalf("restored game differs in %s", d)
	}
	// Every file broken: three warnings, and a game to play all the same.
	for _, p := range []string{d.GamePath(), d.SettingsPath(), d.StatsPath()} {
		noErr(t, os.WriteFile(p, []byte("{"), 0o644))
	}
	g, restored, warnings = s.Restore(clk.now)
	if restored || len(warnings) != 3 || g == nil || g.Settings() != DefaultSettings() {
		t.Fatalf("broken files: restored=%v warnings=%v", restored, warnings)
	}
	for _, w := range warnings {
		var be *BrokenFileError
		if !errors.As(w, &be) || be.MovedTo == "" {
			t.Errorf("warning %v is not a file moved aside", w)
		}
	}
}
