package model

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// AppDir is the folder of the game inside each base directory.
const AppDir = "sudoku"

// Names of the files the game keeps.
const (
	QuickSaveName = "grille.sdm"    // the quick-save grid (docs/formats.md, Quick save)
	GameName      = "game.json"     // the game in progress (docs/formats.md, game.json)
	SettingsName  = "settings.json" // the settings (docs/formats.md, settings.json)
	StatsName     = "stats.json"    // the statistics (docs/behaviour.md, Statistics)
)

// maxStoredSize bounds what the loaders read: no file of ours comes near it,
// and a huge file is not read into memory.
const maxStoredSize = 64 << 20

// maxSmallFile bounds the settings and the statistics: each is a few
// hundred bytes; a file a thousand times larger is not one the game wrote.
const maxSmallFile = 256 << 10

// Dirs are the folders the game's files live in. The app fills them from
// the XDG base directories (adrg/xdg) and the working directory; tests use
// temporary folders.
type Dirs struct {
	Work   string // the working directory, for ./grille.sdm
	Config string // $XDG_CONFIG_HOME
	Data   string // $XDG_DATA_HOME
	State  string // $XDG_STATE_HOME
}

// QuickSavePath returns where Ctrl+S writes and "Open saved grid" reads
// (docs/formats.md, Quick save): ./grille.sdm when the working directory has one, else
// DATA/sudoku/grille.sdm.
func (d Dirs) QuickSavePath() string {
	if d.Work != "" {
		local := filepath.Join(d.Work, QuickSaveName)
		if fi, err := os.Stat(local); err == nil && fi.Mode().IsRegular() {
			return local
		}
	}
	return filepath.Join(d.Data, AppDir, QuickSaveName)
}

// GamePath returns the file of the game in progress: STATE/sudoku/game.json.
func (d Dirs) GamePath() string { return filepath.Join(d.State, AppDir, GameName) }

// SettingsPath returns the settings file: CONFIG/sudoku/settings.json.
func (d Dirs) SettingsPath() string { return filepath.Join(d.Config, AppDir, SettingsName) }

// StatsPath returns the statistics file: DATA/sudoku/stats.json.
func (d Dirs) StatsPath() string { return filepath.Join(d.Data, AppDir, StatsName) }

// WriteFileAtomic replaces the file at path with what write produces, so
// that the file is at every moment either the old one or the new one (docs/formats.md,
// Atomic writes): write goes to a temporary file in the same folder, which is synced
// and then renamed over path. The folder is created when missing. On any
// failure the old file is left intact, the temporary file is removed, and
// the error names path.
//
// The file keeps the mode of the file it replaces; a new one gets 0666
// less the player's umask, as any program's new file does (docs/formats.md,
// File modes). The game's own files are written private instead
// (writePrivate).
func WriteFileAtomic(path string, write func(io.Writer) error) error {
	return writeAtomic(osFiles, path, publicFile, write)
}

// fileMode is how writeAtomic sets the mode of what it writes.
type fileMode struct {
	perm    fs.FileMode // for a new file and a new folder, less the umask
	dirPerm fs.FileMode
	private bool // the file never gets more than the owner's read and write
}

var (
	publicFile  = fileMode{perm: 0o666, dirPerm: 0o777}
	privateFile = fileMode{perm: 0o600, dirPerm: 0o700, private: true}
)

// tempFile is what writeAtomic needs of a temporary file.
type tempFile interface {
	io.Writer
	Name() string
	Chmod(fs.FileMode) error
	Sync() error
	Close() error
}

// fileOps are the file-system calls of writeAtomic, so that tests can make
// each of them fail (a read-only folder, a full disk) even as root.
type fileOps struct {
	mkdirAll   func(dir string, perm fs.FileMode) error
	createTemp func(dir, pattern string, perm fs.FileMode) (tempFile, error)
	rename     func(from, to string) error
	remove     func(path string) error
}

var osFiles = fileOps{
	mkdirAll: os.MkdirAll,
	createTemp: func(dir, pattern string, perm fs.FileMode) (tempFile, error) {
		return createTemp(dir, pattern, perm)
	},
	rename: os.Rename,
	remove: os.Remove,
}

// createTemp is os.CreateTemp with the mode given (os.CreateTemp's is
// 0600): the kernel takes the umask off it, so a new file is never wider
// than the player's umask allows.
func createTemp(dir, pattern string, perm fs.FileMode) (*os.File, error) {
	prefix, suffix, _ := strings.Cut(pattern, "*")
	for range 10000 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(uint64(rand.Uint32()), 10)+suffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, &fs.PathError{Op: "createtemp", Path: filepath.Join(dir, pattern), Err: fs.ErrExist}
}

func writeAtomic(ops fileOps, path string, mode fileMode, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	if err := ops.mkdirAll(dir, mode.dirPerm); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	f, err := ops.createTemp(dir, "."+filepath.Base(path)+".*.tmp", mode.perm)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmp := f.Name()
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				f.Close()
			}
			ops.remove(tmp)
			err = fmt.Errorf("save %s: %w", path, err)
		}
	}()
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	// The file replaced keeps its mode (a private file: at most 0600).
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		perm := fi.Mode().Perm()
		if mode.private {
			perm &= 0o600
		}
		if err := f.Chmod(perm); err != nil {
			return err
		}
	}
	if err := f.Sync(); err != nil {
		return err
	}
	closed = true
	if err := f.Close(); err != nil {
		return err
	}
	if err := ops.rename(tmp, path); err != nil {
		return err
	}
	// Make the rename itself durable; a folder that cannot be synced (some
	// file systems) does not undo a write that already happened.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// writeBytes writes one of the game's own files (game, settings,
// statistics) from memory: atomically, and private to the player.
func writeBytes(path string, b []byte) error {
	return writeAtomic(osFiles, path, privateFile, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// VersionError says that a file was written by a newer version of the game
// (or carries no usable version) and is not read.
type VersionError struct {
	Found, Supported int
}

func (e *VersionError) Error() string {
	if e.Found <= 0 {
		return "no file version"
	}
	return fmt.Sprintf("file version %d is newer than this program reads (%d)", e.Found, e.Supported)
}

// checkFileVersion reads the "version" field of a JSON file and refuses one
// missing or newer than supported.
func checkFileVersion(b []byte, supported int) error {
	var v struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.Version == nil || *v.Version < 1 || *v.Version > supported {
		found := 0
		if v.Version != nil {
			found = *v.Version
		}
		return &VersionError{Found: found, Supported: supported}
	}
	return nil
}

// BrokenFileError says that a file could not be read at start and was moved
// aside, never deleted (docs/formats.md, Versions and broken files); the game goes on with defaults. The app
// shows it to the player.
type BrokenFileError struct {
	Path    string // the file that could not be read
	MovedTo string // where it is now ("" when moving it failed too)
	Err     error  // why it could not be read
	MoveErr error  // why it could not be moved, if it could not
}

func (e *BrokenFileError) Error() string {
	if e.MovedTo == "" {
		return fmt.Sprintf("%s cannot be read (%v) and could not be moved aside: %v", e.Path, e.Err, e.MoveErr)
	}
	return fmt.Sprintf("%s cannot be read (%v); it was moved to %s", e.Path, e.Err, e.MovedTo)
}

func (e *BrokenFileError) Unwrap() error { return e.Err }

// brokenName returns the name a broken file is moved to:
// NAME.broken-YYYYMMDD-HHMMSS, with a counter when that name is taken.
func brokenName(path string, now time.Time) string {
	base := path + ".broken-" + now.Format("20060102-150405")
	name := base
	for n := 2; ; n++ {
		if _, err := os.Lstat(name); err != nil {
			// Free, or not even looked at (ENOTDIR, EIO): the rename says.
			return name
		}
		name = fmt.Sprintf("%s-%d", base, n)
	}
}

// moveAside moves the unreadable file at path out of the way and returns the
// error to report.
func moveAside(path string, now time.Time, cause error) error {
	e := &BrokenFileError{Path: path, Err: cause}
	to := brokenName(path, now)
	if err := os.Rename(path, to); err != nil {
		e.MoveErr = err
	} else {
		e.MovedTo = to
	}
	return e
}

// errNotRegular and errTooLarge say why a file of ours is refused before
// it is read: a FIFO would block the start, /dev/zero never ends, and a
// huge file would fill the memory.
var (
	errNotRegular   = errors.New("not a regular file")
	errTooLarge     = fmt.Errorf("larger than %d bytes", maxStoredSize)
	errFolder       = errors.New("a folder, not a file")
	errLeadsNowhere = errors.New("a symbolic link that leads nowhere")
)

// checkStored looks at path without opening it: a missing file is
// fs.ErrNotExist; a symbolic link is followed (a loop or a dangling link is
// an error); anything but a regular file of at most maxStoredSize is
// refused.
func checkStored(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		if _, lerr := os.Lstat(path); lerr == nil {
			// The name exists but leads nowhere: a loop or a dangling link.
			return fmt.Errorf("%w (%v)", errLeadsNowhere, errors.Unwrap(err))
		}
		return err
	}
	switch {
	case fi.IsDir():
		return errFolder
	case !fi.Mode().IsRegular():
		return fmt.Errorf("%w (%s)", errNotRegular, fileKind(fi.Mode()))
	case fi.Size() > maxStoredSize:
		return errTooLarge
	}
	return nil
}

// fileKind names what a non-regular file is.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// readStored reads a file of ours, refusing one beyond maxStoredSize. It
// opens without blocking, should a FIFO take the file's place after the
// check.
func readStored(path string) ([]byte, error) {
	if err := checkStored(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, errNotRegular
	}
	b, err := io.ReadAll(io.LimitReader(f, maxStoredSize+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxStoredSize {
		return nil, errTooLarge
	}
	return b, nil
}

// Store reads and writes the game's files in its folders. Now stamps the
// names of broken files (time.Now when nil).
type Store struct {
	Dirs Dirs
	Now  func() time.Time
	// held lists the files that could be neither read nor moved aside at
	// start: they are never written over (docs/formats.md, Versions and broken files, "never deleted").
	// Restore fills it; copies of the Store share it.
	held map[string]error
}

// writeOurs writes one of the game's files, unless it is held.
func (s *Store) writeOurs(path string, b []byte) error {
	if err, ok := s.held[path]; ok {
		return fmt.Errorf("save %s: not written over, as it could not be read or moved aside at start (%v)", path, err)
	}
	return writeBytes(path, b)
}

func (s *Store) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}

// load reads the file at path with parse. A missing file gives (false, nil);
// a file that cannot be parsed is moved aside and reported as a
// *BrokenFileError; a file that cannot be opened at all is an error naming
// it and is left alone.
//
// A special file (a FIFO, a device, a folder), a file larger than
// maxStoredSize and a symbolic link that leads nowhere are refused before
// being opened and moved aside like a broken file; one that cannot be moved
// is held: never written over.
func (s *Store) load(path string, parse func([]byte) error) (bool, error) {
	b, err := readStored(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		if errors.Is(err, errNotRegular) || errors.Is(err, errTooLarge) || errors.Is(err, errLeadsNowhere) {
			return false, s.moveAside(path, err)
		}
		// Not ours to move (a folder, no permission, a path through a
		// file): left where it is, and never written over.
		s.hold(path, err)
		return false, fmt.Errorf("read %s: %w", path, err)
	}
	if err := parse(b); err != nil {
		return false, s.moveAside(path, err)
	}
	return true, nil
}

// moveAside moves a file that cannot be read out of the way, holding it
// when it cannot be moved.
func (s *Store) moveAside(path string, cause error) error {
	err := moveAside(path, s.now(), cause)
	var be *BrokenFileError
	if errors.As(err, &be) && be.MovedTo == "" {
		s.hold(path, cause)
	}
	return err
}

func (s *Store) hold(path string, err error) {
	if s.held == nil {
		s.held = map[string]error{}
	}
	s.held[path] = err
}

// removeStaleTemps removes the temporary files a write cut short left
// beside our files (a kill during a save): .NAME.*.tmp.
func (s *Store) removeStaleTemps() {
	for _, path := range []string{s.Dirs.GamePath(), s.Dirs.SettingsPath(), s.Dirs.StatsPath()} {
		matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp"))
		for _, m := range matches {
			if fi, err := os.Lstat(m); err == nil && fi.Mode().IsRegular() {
				os.Remove(m)
			}
		}
	}
}

// LoadSettings reads the settings. A missing file gives the defaults and no
// error; an unreadable one gives the defaults and a *BrokenFileError (the
// file was moved aside).
func (s *Store) LoadSettings() (Settings, error) {
	st := DefaultSettings()
	_, err := s.load(s.Dirs.SettingsPath(), func(b []byte) (err error) {
		st, err = UnmarshalSettings(b)
		return err
	})
	return st, err
}

// SaveSettings writes the settings atomically.
func (s *Store) SaveSettings(st Settings) error {
	b, err := MarshalSettings(st)
	if err != nil {
		return err
	}
	return s.writeOurs(s.Dirs.SettingsPath(), b)
}

// LoadStats reads the statistics, like LoadSettings.
func (s *Store) LoadStats() (Stats, error) {
	var st Stats
	_, err := s.load(s.Dirs.StatsPath(), func(b []byte) (err error) {
		st, err = UnmarshalStats(b)
		return err
	})
	return st, err
}

// SaveStats writes the statistics atomically.
func (s *Store) SaveStats(st Stats) error {
	b, err := MarshalStats(st)
	if err != nil {
		return err
	}
	return s.writeOurs(s.Dirs.StatsPath(), b)
}

// LoadGame reads the game in progress, restored in Paused when it was
// Playing. It returns nil and no error when there is none; an unreadable
// file gives nil and a *BrokenFileError (the file was moved aside). now is
// the new game's time source.
func (s *Store) LoadGame(now func() time.Time) (*Game, error) {
	var g *Game
	ok, err := s.load(s.Dirs.GamePath(), func(b []byte) (err error) {
		g, err = UnmarshalGame(b, now)
		return err
	})
	if !ok {
		return nil, err
	}
	return g, nil
}

// Restore loads what the game keeps at start: the settings, the statistics
// and the game in progress (restored in Paused when it was Playing). With no
// saved game it returns a new game in Idle.Unsolved with an empty grid, and
// restored false: the window sets up the first puzzle of the collection.
// The errors are warnings to show the player (files moved aside, a file
// that could not be opened); the game is usable in every case.
func (s *Store) Restore(now func() time.Time) (g *Game, restored bool, warnings []error) {
	if s.held == nil {
		s.held = map[string]error{} // shared by the copies made from now on
	}
	s.removeStaleTemps()
	settings, err := s.LoadSettings()
	if err != nil {
		warnings = append(warnings, err)
	}
	stats, err := s.LoadStats()
	if err != nil {
		warnings = append(warnings, err)
	}
	g, err = s.LoadGame(now)
	if err != nil {
		warnings = append(warnings, err)
	}
	restored = g != nil
	if g == nil {
		g = New(now)
	}
	g.SetSettings(settings)
	g.SetStats(stats)
	return g, restored, warnings
}

// SaveGame writes the game in progress atomically.
func (s *Store) SaveGame(g *Game) error {
	b, err := g.MarshalJSON()
	if err != nil {
		return fmt.Errorf("save %s: %w", s.Dirs.GamePath(), err)
	}
	return s.WriteGame(b)
}

// WriteGame writes a game already encoded with Game.MarshalJSON: encode on
// the UI goroutine, write from another one if the disk may block.
func (s *Store) WriteGame(data []byte) error { return s.writeOurs(s.Dirs.GamePath(), data) }

// QuickSave writes a game to the quick-save file (docs/formats.md, Quick save) in the .sdm
// form: the givens as one line of 81 characters, '0' for an empty cell, and
// the player's digits and notes on a progress line after it
// (docs/formats.md), so that the player's digits never become clues. It
// returns the path written.
func (s *Store) QuickSave(givens solver.Grid, pr Progress) (string, error) {
	path := s.Dirs.QuickSavePath()
	return path, WriteFileAtomic(path, func(w io.Writer) error {
		return WriteEntries(w, FormatSDM, Entry{Grid: givens, Progress: &pr})
	})
}

// QuickLoad reads the first good grid of the quick-save file, with its
// progress (nil when the file has none), as any puzzle file is read.
func (s *Store) QuickLoad() (Entry, string, error) {
	path := s.Dirs.QuickSavePath()
	col, err := ReadFile(path)
	if err != nil {
		return Entry{}, path, err
	}
	for _, e := range col.Entries {
		if e.Err == nil {
			return e, path, nil
		}
	}
	if len(col.Entries) == 0 {
		return Entry{}, path, &FileError{File: path, Reason: FileNoGrid, Err: ErrNoGrid}
	}
	return Entry{}, path, col.Entries[0].Err
}

// digitLine writes grid as 81 characters with '0' for empty cells.
func digitLine(grid solver.Grid) string {
	var b bytes.Buffer
	for _, d := range grid {
		b.WriteByte('0' + d)
	}
	return b.String()
}
