package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/i18n"
)

// assetsCommand runs `sudoku --assets`: it prints the assets folder found
// and why, after reading every image and listing the collections, or the
// error on stderr with exit status 1.
func (c *CLI) assetsCommand(args []string, env assets.Env) int {
	if len(args) > 0 {
		fmt.Fprintln(c.Stderr, c.catalog().T(i18n.CLIPrefix, "--assets", c.catalog().T(i18n.CLIUnexpectedArg, strconv.Quote(args[0]))))
		return ExitMisuse
	}
	cat := c.catalog()
	found, err := assets.Find(env)
	if err != nil {
		fmt.Fprintln(c.Stderr, cat.T(i18n.AssetsReport, cat.Error(err)))
		return assets.ExitStatus
	}
	why := found.Reason.Words(cat)
	if _, err := assets.LoadImages(found.Dir); err != nil {
		fmt.Fprintln(c.Stderr, cat.T(i18n.AssetsFolderError, found.Dir, why, cat.Error(err)))
		return assets.ExitStatus
	}
	cols, err := assets.ListCollections(found.Dir)
	if err != nil {
		fmt.Fprintln(c.Stderr, cat.T(i18n.AssetsFolderError, found.Dir, why, cat.Error(err)))
		return assets.ExitStatus
	}
	names := make([]string, len(cols))
	for i, col := range cols {
		names[i] = col.Name
	}
	fmt.Fprintln(c.Stdout, found.Dir)
	fmt.Fprintln(c.Stdout, cat.T(i18n.AssetsFound, why))
	fmt.Fprintln(c.Stdout, cat.T(i18n.AssetsImagesRead, len(assets.ImageFiles())))
	fmt.Fprintln(c.Stdout, cat.T(i18n.AssetsCollectionsL, strings.Join(names, ", ")))
	return exitOK
}
