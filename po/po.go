// Package po holds the game's gettext catalogues: sudoku.pot, the template
// that lists every message, and one LANG.po per translation (LINGUAS lists
// them). They are embedded in the binary (FS) and read at run time by
// i18n; dist/ builds the desktop entry's and the metainfo's
// translations from the same files with msgfmt. How to translate:
// po/README.md.
package po

import "embed"

// FS holds LINGUAS and the .po files.
//
//go:embed LINGUAS *.po
var FS embed.FS
