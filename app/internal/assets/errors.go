package assets

import (
	"errors"
	"io/fs"
	"strings"

	"github.com/giosudoku/sudoku/i18n"
)

// The lookup's errors and reasons as data (docs/architecture.md, app): the
// catalogue words them in the player's language (Words, which the
// catalogue's Error calls); Error is the English, for logs and tests. The
// system's own reasons ("permission denied", a PNG decoder's) stay as the
// system gives them.

// ErrorKind says why the lookup refused a folder or a file.
type ErrorKind uint8

// The kinds of errors.
const (
	ErrFolderMissing   ErrorKind = iota + 1 // the folder does not exist
	ErrNotAFolder                           // the path is no folder
	ErrSystem                               // Err: the system's reason, about Path
	ErrFileMissing                          // File (of the MANIFEST) is missing
	ErrFileUnusable                         // File cannot be used: Err
	ErrFileNotRegular                       // File is not a regular file
	ErrFileTooLarge                         // File is larger than Limit bytes
	ErrManifestPath                         // the MANIFEST's Line, Text, is not a relative path inside the folder
	ErrManifestEmpty                        // the MANIFEST lists no files
	ErrEnvFolder                            // $SUDOKU_ASSETS_DIR is Path, no assets folder: Err (an *Error)
	ErrNoFolder                             // no assets folder found: Tried
	ErrImageMissing                         // image Path is missing
	ErrImageOpen                            // image Path cannot be opened: Err
	ErrImageUnreadable                      // image Path cannot be read: Err
	ErrImageSize                            // image Path is W×H, not WantW×WantH
	ErrImageTooLarge                        // image Path is W×H, larger than WantW×WantH
	ErrImageCorrupt                         // image Path is corrupt: Err
	ErrImageEmpty                           // image Path is W×H, empty
	ErrCollections                          // the bundled collections cannot be listed: Err
	ErrNoCollection                         // no .sdm file in the folder Path
	ErrCollection                           // bundled collection Path: Err
)

// Error is why the lookup refused a folder or a file.
type Error struct {
	Kind ErrorKind
	Path string // the folder or file named
	File string // a file of the MANIFEST, relative to the folder
	Line int    // a MANIFEST line (1 …)
	Text string // that line, quoted and cut (quoteBounded)
	// W and H are an image's size, WantW and WantH the size it should
	// have (or the most it may have); Limit a file's most bytes.
	W, H, WantW, WantH int
	Limit              int64
	Err                error   // the reason underneath, when there is one
	Tried              []Tried // ErrNoFolder's folders, in the order tried
}

// Tried is a folder the lookup tried, why it was tried, and why it was
// refused.
type Tried struct {
	Dir string
	Why Reason
	Err error
}

func (e *Error) Error() string { return e.Words(i18n.Load("en")) }

func (e *Error) Unwrap() error { return e.Err }

// reason words the reason underneath: an *Error of the lookup in the
// catalogue's words, the system's as it is.
func reason(c *i18n.Catalog, err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Words(c)
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// Words says e in the catalogue's language.
func (e *Error) Words(c *i18n.Catalog) string {
	switch e.Kind {
	case ErrFolderMissing:
		return c.T(i18n.AssetsFolderMissing)
	case ErrNotAFolder:
		return c.T(i18n.AssetsNotAFolder)
	case ErrSystem:
		return reason(c, e.Err)
	case ErrFileMissing:
		return c.T(i18n.AssetsFileMissing, e.File)
	case ErrFileUnusable:
		return c.T(i18n.AssetsFileReason, e.File, reason(c, e.Err))
	case ErrFileNotRegular:
		return c.T(i18n.AssetsFileReason, e.File, c.T(i18n.AssetsNotRegular))
	case ErrFileTooLarge:
		return c.T(i18n.AssetsFileReason, e.File, c.T(i18n.AssetsTooLarge, e.Limit))
	case ErrManifestPath:
		return c.T(i18n.AssetsManifestPath, manifestName, e.Line, e.Text)
	case ErrManifestEmpty:
		return c.T(i18n.AssetsManifestEmpty, manifestName)
	case ErrEnvFolder:
		return c.T(i18n.AssetsEnvFolder, EnvVar, e.Path, reason(c, e.Err))
	case ErrNoFolder:
		var b strings.Builder
		for _, t := range e.Tried {
			b.WriteString("\n  " + c.T(i18n.AssetsTriedLine, t.Dir, reason(c, t.Err), t.Why.Words(c)))
		}
		return c.T(i18n.AssetsNoFolder, EnvVar, manifestName, b.String())
	case ErrImageMissing:
		return c.T(i18n.AssetsImageMissing, e.Path)
	case ErrImageOpen:
		return c.T(i18n.AssetsImageReason, e.Path, reason(c, e.Err))
	case ErrImageUnreadable:
		return c.T(i18n.AssetsImageUnreadable, e.Path, reason(c, e.Err))
	case ErrImageSize:
		return c.T(i18n.AssetsImageSize, e.Path, e.W, e.H, e.WantW, e.WantH)
	case ErrImageTooLarge:
		return c.T(i18n.AssetsImageTooLarge, e.Path, e.W, e.H, e.WantW, e.WantH)
	case ErrImageCorrupt:
		return c.T(i18n.AssetsImageCorrupt, e.Path, reason(c, e.Err))
	case ErrImageEmpty:
		return c.T(i18n.AssetsImageEmpty, e.Path, e.W, e.H)
	case ErrCollections:
		return c.T(i18n.AssetsCollections, reason(c, e.Err))
	case ErrNoCollection:
		return c.T(i18n.AssetsNoCollection, e.Path)
	case ErrCollection:
		return c.T(i18n.AssetsCollection, e.Path, reason(c, e.Err))
	}
	return reason(c, e.Err)
}

// ReasonKind says why a folder is tried, or was chosen.
type ReasonKind uint8

// The reasons, in the lookup's order (assetsCandidates).
const (
	ByEnv         ReasonKind = iota + 1 // set by $SUDOKU_ASSETS_DIR
	ByInstalled                         // ../share/sudoku beside the executable Where
	ByExecutable                        // assets/ beside the executable Where
	BySourceBuild                       // ../assets beside the executable Where
	ByWorkDir                           // assets/ in the working directory
	ByDataDir                           // sudoku/ in the XDG data folder Where
)

// Reason is why a folder is tried or was chosen: its kind, and the
// executable or data folder it comes from.
type Reason struct {
	Kind  ReasonKind
	Where string
}

// Words says r in the catalogue's language.
func (r Reason) Words(c *i18n.Catalog) string {
	switch r.Kind {
	case ByEnv:
		return c.T(i18n.AssetsByEnv, EnvVar)
	case ByInstalled:
		return c.T(i18n.AssetsByInstalled, r.Where)
	case ByExecutable:
		return c.T(i18n.AssetsByExecutable, r.Where)
	case BySourceBuild:
		return c.T(i18n.AssetsBySourceBuild, r.Where)
	case ByWorkDir:
		return c.T(i18n.AssetsByWorkDir)
	case ByDataDir:
		return c.T(i18n.AssetsByDataDir, r.Where)
	}
	return ""
}

// String is the English, for logs and tests.
func (r Reason) String() string { return r.Words(i18n.Load("en")) }

// systemErr is the system's reason about path, without the path (the
// message names it itself): ErrFolderMissing for a missing one.
func systemErr(err error) *Error {
	if errors.Is(err, fs.ErrNotExist) {
		return &Error{Kind: ErrFolderMissing}
	}
	return &Error{Kind: ErrSystem, Err: ErrorReason(err)}
}
