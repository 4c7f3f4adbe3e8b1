package cli

import (
	"fmt"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/assets"
)

// assetsCommand runs `sudoku --assets`: it prints the assets folder found
// and why, after reading every image and listing the collections, or the
// error on stderr with exit status 1.
func (c *CLI) assetsCommand(args []string, env assets.Env) int {
	if len(args) > 0 {
		fmt.Fprintf(c.Stderr, "sudoku --assets: unexpected argument %q\n", args[0])
		return ExitMisuse
	}
	found, err := assets.Find(env)
	if err != nil {
		fmt.Fprintf(c.Stderr, "sudoku: %v\n", err)
		return assets.ExitStatus
	}
	if _, err := assets.LoadImages(found.Dir); err != nil {
		fmt.Fprintf(c.Stderr, "sudoku: assets folder %s (%s): %v\n", found.Dir, found.Reason, err)
		return assets.ExitStatus
	}
	cols, err := assets.ListCollections(found.Dir)
	if err != nil {
		fmt.Fprintf(c.Stderr, "sudoku: assets folder %s (%s): %v\n", found.Dir, found.Reason, err)
		return assets.ExitStatus
	}
	names := make([]string, len(cols))
	for i, col := range cols {
		names[i] = col.Name
	}
	fmt.Fprintln(c.Stdout, found.Dir)
	fmt.Fprintf(c.Stdout, "  found: %s\n", found.Reason)
	fmt.Fprintf(c.Stdout, "  images: %d read\n", len(assets.ImageFiles()))
	fmt.Fprintf(c.Stdout, "  collections: %s\n", strings.Join(names, ", "))
	return exitOK
}
