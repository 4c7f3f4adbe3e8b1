// Command mkpot writes the gettext template of the game's own texts (the
// messages of i18n, with their IDs as msgctxt) to standard output.
// "make pot" joins it with the desktop entry's and the metainfo's strings,
// which xgettext extracts, into po/sudoku.pot, and merges the template
// into every po/LANG.po (po/README.md).
package main

import (
	"fmt"
	"os"

	"github.com/giosudoku/sudoku/i18n"
)

func main() {
	if err := i18n.WritePOT(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "mkpot:", err)
		os.Exit(1)
	}
}
