package assets

// Finding and reading the assets folder (docs/architecture.md, app): the images, icons and
// bundled puzzle collections the game reads at run time. This file uses no
// Gio, so the command line (`sudoku --assets`) needs no window; only the
// report of a missing assets folder to the desktop uses D-Bus.
//
// A folder counts as an assets folder when it holds a MANIFEST and every
// file the MANIFEST lists. The MANIFEST and the files are made by
// tools/mkassets.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/godbus/dbus/v5"

	"github.com/giosudoku/sudoku/app/internal/platform"
	"github.com/giosudoku/sudoku/i18n"
)

// EnvVar names the variable that points the game at its assets
// folder, overriding the search.
const EnvVar = "SUDOKU_ASSETS_DIR"

// manifestName is the file, at the top of an assets folder, that lists the
// files the folder must hold.
const manifestName = "MANIFEST"

// Env is everything the lookup looks at, so tests can fake it.
type Env struct {
	// Getenv reads an environment variable (os.Getenv).
	Getenv func(string) string
	// Executable is the running program's path with symbolic links
	// resolved, or "" when it is unknown.
	Executable string
	// WorkDir is the working directory, or "" when it is unknown.
	WorkDir string
	// DataDirs are the XDG data folders, most important first. When nil,
	// they are read from $XDG_DATA_HOME and $XDG_DATA_DIRS with the XDG
	// defaults (see xdgDataDirs); the window may pass adrg/xdg's list.
	DataDirs []string
}

// SystemEnv returns the real environment of the process.
func SystemEnv() Env {
	env := Env{Getenv: os.Getenv}
	if exe, err := os.Executable(); err == nil {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		env.Executable = exe
	}
	if wd, err := os.Getwd(); err == nil {
		env.WorkDir = wd
	}
	return env
}

// xdgDataDirs returns the XDG data folders, most important first:
// $XDG_DATA_HOME (default ~/.local/share), then each of $XDG_DATA_DIRS
// (default /usr/local/share and /usr/share). Relative paths are ignored, as
// the XDG Base Directory specification asks.
func xdgDataDirs(getenv func(string) string) []string {
	var dirs []string
	home := getenv("XDG_DATA_HOME")
	if home == "" || !filepath.IsAbs(home) {
		home = ""
		if h := getenv("HOME"); h != "" && filepath.IsAbs(h) {
			home = filepath.Join(h, ".local", "share")
		}
	}
	if home != "" {
		dirs = append(dirs, home)
	}
	system := getenv("XDG_DATA_DIRS")
	if system == "" {
		system = "/usr/local/share/:/usr/share/"
	}
	for _, d := range strings.Split(system, ":") {
		if d != "" && filepath.IsAbs(d) {
			dirs = append(dirs, filepath.Clean(d))
		}
	}
	return dirs
}

// assetsFolder is an assets folder the lookup chose, and why.
type assetsFolder struct {
	Dir    string // absolute path of the folder
	Reason Reason // why it was chosen, for `sudoku --assets` and error reports
}

// assetsCandidate is a folder the lookup tries, with the reason it would be
// chosen.
type assetsCandidate struct {
	dir    string
	reason Reason
}

// assetsCandidates lists the folders to try when $SUDOKU_ASSETS_DIR is not
// set, in the order of docs/architecture.md, app, each once:
//
//  1. <executable's folder>/../share/sudoku: the .deb (/usr/games/sudoku
//     and /usr/share/sudoku), the tarball (bin/sudoku and share/sudoku)
//     and make install (PREFIX/bin, PREFIX/share/sudoku);
//  2. <executable's folder>/assets, then <executable's folder>/../assets
//     (make build writes build/sudoku beside the source tree's assets/);
//  3. ./assets in the working directory (go run ./app from the source tree);
//  4. sudoku/ in each XDG data folder.
func assetsCandidates(env Env) []assetsCandidate {
	var out []assetsCandidate
	seen := make(map[string]bool)
	add := func(dir string, reason Reason) {
		dir = filepath.Clean(dir)
		if !seen[dir] {
			seen[dir] = true
			out = append(out, assetsCandidate{dir, reason})
		}
	}
	if env.Executable != "" {
		exeDir := filepath.Dir(env.Executable)
		add(filepath.Join(exeDir, "..", "share", "sudoku"), Reason{ByInstalled, env.Executable})
		add(filepath.Join(exeDir, "assets"), Reason{ByExecutable, env.Executable})
		add(filepath.Join(exeDir, "..", "assets"), Reason{BySourceBuild, env.Executable})
	}
	if env.WorkDir != "" {
		add(filepath.Join(env.WorkDir, "assets"), Reason{Kind: ByWorkDir})
	}
	dataDirs := env.DataDirs
	if dataDirs == nil {
		dataDirs = xdgDataDirs(env.Getenv)
	}
	for _, d := range dataDirs {
		add(filepath.Join(d, "sudoku"), Reason{ByDataDir, d})
	}
	return out
}

// Find returns the assets folder to use (docs/architecture.md, app). When
// $SUDOKU_ASSETS_DIR is set it must name a valid assets folder, and the
// error otherwise names the variable, the folder and the missing file.
// Else the first valid folder of assetsCandidates wins; when there is none,
// the error lists every folder tried and why each was refused.
func Find(env Env) (assetsFolder, error) {
	if dir := env.Getenv(EnvVar); dir != "" {
		if !filepath.IsAbs(dir) && env.WorkDir != "" {
			dir = filepath.Join(env.WorkDir, dir)
		}
		dir = filepath.Clean(dir)
		if err := checkAssetsDir(dir); err != nil {
			return assetsFolder{}, &Error{Kind: ErrEnvFolder, Path: dir, Err: err}
		}
		return assetsFolder{Dir: dir, Reason: Reason{Kind: ByEnv}}, nil
	}
	var tried []Tried
	for _, c := range assetsCandidates(env) {
		err := checkAssetsDir(c.dir)
		if err == nil {
			return assetsFolder{Dir: c.dir, Reason: c.reason}, nil
		}
		tried = append(tried, Tried{Dir: c.dir, Why: c.reason, Err: err})
	}
	return assetsFolder{}, &Error{Kind: ErrNoFolder, Tried: tried}
}

// ErrorReason strips the path from a file system error, which the caller names
// itself: "no such file or directory" rather than "stat /x: no such file …".
func ErrorReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// checkAssetsDir reports whether dir is an assets folder: it holds a
// MANIFEST that lists at least one file, and every file listed. The error
// names the first file missing.
func checkAssetsDir(dir string) error {
	st, err := os.Stat(dir)
	if err != nil {
		return systemErr(err)
	}
	if !st.IsDir() {
		return &Error{Kind: ErrNotAFolder}
	}
	data, err := readBounded(filepath.Join(dir, manifestName), maxManifestSize)
	var large *Error
	switch {
	case errors.As(err, &large):
		large.File = manifestName
		return large
	case errors.Is(err, fs.ErrNotExist):
		return &Error{Kind: ErrFileMissing, File: manifestName}
	case err != nil:
		return &Error{Kind: ErrFileUnusable, File: manifestName, Err: ErrorReason(err)}
	}
	files, err := parseManifest(string(data))
	if err != nil {
		return err
	}
	for _, f := range files {
		st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f)))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return &Error{Kind: ErrFileMissing, File: f}
		case err != nil:
			return &Error{Kind: ErrFileUnusable, File: f, Err: ErrorReason(err)}
		case !st.Mode().IsRegular():
			return &Error{Kind: ErrFileNotRegular, File: f}
		}
	}
	return nil
}

// parseManifest reads a MANIFEST: one slash-separated path a line, relative
// to the assets folder, that stays inside it. Blank lines and lines starting
// with '#' are skipped, CRLF and surrounding spaces tolerated. A MANIFEST
// that lists no file is an error, so an empty file does not make a folder
// look valid.
func parseManifest(text string) ([]string, error) {
	var files []string
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if strings.Contains(line, `\`) || path.Clean(line) != line || !filepath.IsLocal(filepath.FromSlash(line)) {
			return nil, &Error{Kind: ErrManifestPath, Line: n + 1, Text: quoteBounded(line)}
		}
		files = append(files, line)
	}
	if len(files) == 0 {
		return nil, &Error{Kind: ErrManifestEmpty}
	}
	return files, nil
}

// Files the game reads from an assets folder, relative to it. The MANIFEST
// that tools/mkassets writes lists them all (a test checks it).
const (
	waveImageFile = "images/wave.png"
	appIconFile   = "icons/256x256/apps/io.github.giosudoku.Sudoku.png"
	puzzlesFolder = "puzzles"
)

// starSizes are the sizes, in pixels, of the star images.
var starSizes = []int{64, 128}

// starFile is the file of a star image: filled (earned) or empty.
func starFile(filled bool, px int) string {
	kind := "empty"
	if filled {
		kind = "filled"
	}
	return fmt.Sprintf("images/star-%s-%d.png", kind, px)
}

// starImages holds one star drawing in each size of starSizes, smallest
// first.
type starImages []image.Image

// ForSize returns the smallest star at least px pixels wide, or the largest
// one, so a star is drawn scaled down rather than up.
func (s starImages) ForSize(px int) image.Image {
	for _, img := range s {
		if img.Bounds().Dx() >= px {
			return img
		}
	}
	return s[len(s)-1]
}

// GameImages are the images the game draws, decoded.
type GameImages struct {
	Wave       image.Image // the light-wave sprite swept over the grid on a solve
	StarFilled starImages  // an earned star of the score panel
	StarEmpty  starImages  // a star not earned
	Icon       image.Image // the application icon, 256×256
}

// ImageFiles lists every image loadImages reads, with its expected size
// (0 when any size will do).
func ImageFiles() []imageFile {
	files := []imageFile{{waveImageFile, 0}}
	for _, filled := range []bool{true, false} {
		for _, px := range starSizes {
			files = append(files, imageFile{starFile(filled, px), px})
		}
	}
	return append(files, imageFile{appIconFile, 256})
}

// imageFile is an image of the assets folder and its side in pixels
// (square images) or 0.
type imageFile struct {
	path string
	side int
}

// LoadImages reads and decodes every image the game uses from the assets
// folder dir. A missing, unreadable or corrupt image, or one of the wrong
// size, is an error that names the file and the reason.
func LoadImages(dir string) (*GameImages, error) {
	decoded := make(map[string]image.Image)
	for _, f := range ImageFiles() {
		img, err := readPNG(dir, f)
		if err != nil {
			return nil, err
		}
		decoded[f.path] = img
	}
	imgs := &GameImages{Wave: decoded[waveImageFile], Icon: decoded[appIconFile]}
	for _, px := range starSizes {
		imgs.StarFilled = append(imgs.StarFilled, decoded[starFile(true, px)])
		imgs.StarEmpty = append(imgs.StarEmpty, decoded[starFile(false, px)])
	}
	return imgs, nil
}

// maxImageSide bounds the images of an assets folder (ours are at most
// 512 pixels a side).
const maxImageSide = 4096

// maxManifestSize bounds the MANIFEST read (ours is about 1 KB).
const maxManifestSize = 1 << 20

// maxQuoted bounds what a message quotes of a file: a line of a MANIFEST.
const maxQuoted = 80

// quoteBounded quotes s, cut to maxQuoted characters with "…" after them.
func quoteBounded(s string) string {
	if r := []rune(s); len(r) > maxQuoted {
		return strconv.Quote(string(r[:maxQuoted])) + "…"
	}
	return strconv.Quote(s)
}

// readPNG reads and decodes one image of the assets folder and checks its
// size.
func readPNG(dir string, f imageFile) (image.Image, error) {
	name := filepath.Join(dir, filepath.FromSlash(f.path))
	file, err := os.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &Error{Kind: ErrImageMissing, Path: name}
		}
		return nil, &Error{Kind: ErrImageOpen, Path: name, Err: ErrorReason(err)}
	}
	defer file.Close()
	// The header first: a PNG that claims a huge size is refused before
	// its pixels are allocated.
	cfg, err := png.DecodeConfig(bufio.NewReader(file))
	if err == nil {
		switch {
		case f.side > 0 && (cfg.Width != f.side || cfg.Height != f.side):
			return nil, &Error{Kind: ErrImageSize, Path: name, W: cfg.Width, H: cfg.Height, WantW: f.side, WantH: f.side}
		case cfg.Width > maxImageSide || cfg.Height > maxImageSide:
			return nil, &Error{Kind: ErrImageTooLarge, Path: name, W: cfg.Width, H: cfg.Height, WantW: maxImageSide, WantH: maxImageSide}
		}
		_, err = file.Seek(0, io.SeekStart)
	}
	var img image.Image
	if err == nil {
		img, err = png.Decode(bufio.NewReader(file))
	}
	var readErr *fs.PathError
	switch {
	case errors.As(err, &readErr):
		return nil, &Error{Kind: ErrImageUnreadable, Path: name, Err: readErr.Err}
	case err != nil:
		return nil, &Error{Kind: ErrImageCorrupt, Path: name, Err: err}
	}
	size := img.Bounds().Size()
	switch {
	case size.X == 0 || size.Y == 0:
		return nil, &Error{Kind: ErrImageEmpty, Path: name, W: size.X, H: size.Y}
	case f.side > 0 && (size.X != f.side || size.Y != f.side):
		return nil, &Error{Kind: ErrImageSize, Path: name, W: size.X, H: size.Y, WantW: f.side, WantH: f.side}
	}
	return img, nil
}

// Collection is a bundled puzzle collection: an .sdm file of the assets
// folder's puzzles/.
type Collection struct {
	Name  string // the file name without .sdm: "demo", "easy", …
	Title string // the text of the file's first '#' comment line, or Name
	Path  string // the file
}

// collectionOrder puts the demo grids first, then the levels from the
// easiest; other collections come after, by name.
var collectionOrder = map[string]int{"demo": 1, "easy": 2, "medium": 3, "hard": 4, "expert": 5, "master": 6}

// ListCollections lists the bundled collections of the assets folder dir.
// It reads only each file's first lines, for its title; the grids
// themselves are read by whoever opens one.
func ListCollections(dir string) ([]Collection, error) {
	folder := filepath.Join(dir, puzzlesFolder)
	entries, err := os.ReadDir(folder)
	if err != nil {
		return nil, &Error{Kind: ErrCollections, Err: err}
	}
	var out []Collection
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".sdm")
		if !ok || e.IsDir() || name == "" {
			continue
		}
		p := filepath.Join(folder, e.Name())
		title, err := collectionTitle(p)
		if errors.Is(err, errNotRegular) {
			// A named pipe or a device named *.sdm is no collection:
			// reading it could wait forever.
			continue
		}
		if err != nil {
			return nil, err
		}
		if title == "" {
			title = name
		}
		out = append(out, Collection{Name: name, Title: title, Path: p})
	}
	if len(out) == 0 {
		return nil, &Error{Kind: ErrNoCollection, Path: folder}
	}
	sort.Slice(out, func(i, j int) bool {
		oi, oj := collectionOrder[out[i].Name], collectionOrder[out[j].Name]
		if oi == 0 {
			oi = len(collectionOrder) + 1
		}
		if oj == 0 {
			oj = len(collectionOrder) + 1
		}
		if oi != oj {
			return oi < oj
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}

// errNotRegular: a bundled collection's name on something that is not a
// regular file.
var errNotRegular = errors.New("not a regular file")

// collectionTitle returns the text of the first line of an .sdm file when
// it is a '#' comment, else "" (errNotRegular when it is no regular file).
func collectionTitle(name string) (string, error) {
	// O_NONBLOCK: opening a named pipe does not wait for a writer.
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", &Error{Kind: ErrCollection, Path: name, Err: ErrorReason(err)}
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return "", errNotRegular
	}
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return "", &Error{Kind: ErrCollection, Path: name, Err: err}
		}
		return "", nil
	}
	line := strings.TrimSpace(sc.Text())
	if !strings.HasPrefix(line, "#") {
		return "", nil
	}
	return strings.TrimSpace(strings.TrimLeft(line, "#")), nil
}

// ExitStatus is the exit status when the assets cannot be found or read.
const ExitStatus = 1

// readBounded reads a file of at most limit bytes; a larger one is an
// error, and is not read into memory.
func readBounded(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(b)) > limit {
		err = &Error{Kind: ErrFileTooLarge, Limit: limit}
	}
	return b, err
}

// ReportError tells the player that the window cannot start because
// $SUDOKU_ASSETS_DIR names no assets folder (err names the variable, the
// folder and the missing file). A game started from the desktop menu has no
// terminal, and a message on stderr alone would show nothing at all: so
// when stderr is not a terminal the message also goes to the desktop's
// notifications, titled in the player's language.
func ReportError(err error, locale string) {
	reportAssetsErrorTo(os.Stderr, err, !platform.IsTerminal(os.Stderr), i18n.Load(locale), notifyDesktop)
}

// reportAssetsErrorTo writes err to w and, when toDesktop is set, sends it
// through notify with title as its summary; a notification that cannot be
// sent (no session bus, no notification service) is said on w too.
func reportAssetsErrorTo(w io.Writer, err error, toDesktop bool, c *i18n.Catalog, notify func(summary, body string) error) {
	msg := c.T(i18n.AssetsReport, c.Error(err))
	fmt.Fprintln(w, msg)
	if !toDesktop {
		return
	}
	if nerr := notify(c.T(i18n.AssetsTitle), msg); nerr != nil {
		fmt.Fprintln(w, c.T(i18n.AssetsNoNotify, nerr.Error()))
	}
}

// notifyTimeout bounds the notification: the game is exiting, and a
// session bus that does not answer must not keep it.
const notifyTimeout = 3 * time.Second

// notifyDesktop shows a notification through the freedesktop.org
// notification service (org.freedesktop.Notifications on the session bus,
// which GNOME, KDE, Xfce and the notification daemons answer), with the
// game's icon. It never starts a session bus.
func notifyDesktop(summary, body string) error {
	ctx, cancel := context.WithTimeout(context.Background(), notifyTimeout)
	defer cancel()
	conn, err := dbus.SessionBusPrivateNoAutoStartup(dbus.WithContext(ctx))
	if err != nil {
		return err
	}
	defer conn.Close()
	if err := conn.Auth(nil); err != nil {
		return err
	}
	if err := conn.Hello(); err != nil {
		return err
	}
	const appID = "io.github.giosudoku.Sudoku" // the desktop entry's name, as the Makefile's APP_ID
	hints := map[string]dbus.Variant{
		"desktop-entry": dbus.MakeVariant(appID),
		"urgency":       dbus.MakeVariant(byte(2)), // critical: it stays until read
	}
	obj := conn.Object("org.freedesktop.Notifications", "/org/freedesktop/Notifications")
	return obj.CallWithContext(ctx, "org.freedesktop.Notifications.Notify", 0,
		"Sudoku", uint32(0), appID, summary, body, []string{}, hints, int32(-1)).Err
}
