// Command mkassets makes every file of the game's assets folder (SPEC 6.1):
// the star images and the light-wave sprite, the application icon as SVG
// and PNG, the bundled puzzle collections, and the MANIFEST that lists
// them. It uses the standard library and our solver only, and is
// deterministic: the same program writes the same bytes, so the files in
// assets/ are never edited by hand, only made again:
//
//	go run ./tools/mkassets -out assets
//
// The layout of the output folder:
//
//	MANIFEST                                   the files a real assets folder holds
//	images/wave.png                            light-wave sprite, 768×512
//	images/star-{filled,empty}-{64,128}.png    score stars
//	icons/scalable/apps/ID.svg                 application icon (ID = io.github.giosudoku.Sudoku)
//	icons/{48x48,64x64,128x128,256x256}/apps/ID.png
//	puzzles/{demo,easy,medium,hard,expert}.sdm bundled collections
//
// icons/ has the layout of a hicolor icon theme folder, so packaging copies
// it into share/icons/hicolor/ as it is.
//
// Shapes are drawn from signed distance fields (see raster.go): the
// coverage of each pixel comes from how far its centre lies inside an
// edge, which anti-aliases every edge at every size, and the icon's SVG is
// written from the same shapes.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// assetFile is one file of the assets folder: its slash-separated path
// relative to the folder, and its content.
type assetFile struct {
	path string
	data []byte
}

// Paths of the files, relative to the assets folder.
const manifestPath = "MANIFEST"

func wavePath() string { return "images/wave.png" }
func starPath(filled bool, px int) string {
	return fmt.Sprintf("images/star-%s-%d.png", starKind(filled), px)
}
func iconPNGPath(px int) string         { return fmt.Sprintf("icons/%dx%d/apps/%s.png", px, px, appID) }
func iconSVGPath() string               { return "icons/scalable/apps/" + appID + ".svg" }
func collectionPath(name string) string { return "puzzles/" + name + ".sdm" }
func starKind(filled bool) (kind string) {
	if filled {
		return "filled"
	}
	return "empty"
}

// makeAssets makes every file of the assets folder, MANIFEST last.
func makeAssets(ctx context.Context) ([]assetFile, error) {
	var files []assetFile
	add := func(path string, data []byte) { files = append(files, assetFile{path, data}) }

	wave, err := encodePNG(waveImage())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", wavePath(), err)
	}
	add(wavePath(), wave)
	for _, filled := range []bool{true, false} {
		for _, px := range starSizes {
			data, err := starPNG(filled, px)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", starPath(filled, px), err)
			}
			add(starPath(filled, px), data)
		}
	}

	icon := iconLayers()
	svg, err := writeSVG(iconSize, "Sudoku", icon)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", iconSVGPath(), err)
	}
	add(iconSVGPath(), []byte(svg))
	for _, px := range iconPNGSizes {
		data, err := renderPNG(iconSize, px, icon)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", iconPNGPath(px), err)
		}
		add(iconPNGPath(px), data)
	}

	demo, err := demoCollection(ctx)
	if err != nil {
		return nil, err
	}
	add(collectionPath("demo"), []byte(demo))
	for _, level := range solver.Levels {
		text, err := levelCollection(ctx, level)
		if err != nil {
			return nil, err
		}
		add(collectionPath(level.String()), []byte(text))
	}

	var m strings.Builder
	m.WriteString("# The files of a Sudoku assets folder, one a line, relative to it. The game\n")
	m.WriteString("# uses a folder only when every file listed here is present. Written by\n")
	m.WriteString("# tools/mkassets with the files themselves: go run ./tools/mkassets -out assets\n")
	for _, f := range files {
		m.WriteString(f.path + "\n")
	}
	add(manifestPath, []byte(m.String()))
	return files, nil
}

// writeAssets writes files under dir, rewriting only those whose content
// changed, and reports what it did on stdout. It lists files under dir that
// it did not make (left over from an older layout) so they can be removed
// by hand; it never deletes anything itself.
func writeAssets(dir string, files []assetFile) error {
	made := make(map[string]bool)
	for _, f := range files {
		made[f.path] = true
		path := filepath.Join(dir, filepath.FromSlash(f.path))
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, f.data) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, f.data, 0o644); err != nil {
			return err
		}
		fmt.Printf("wrote %s (%d bytes)\n", path, len(f.data))
	}
	var stale []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		if !made[filepath.ToSlash(rel)] {
			stale = append(stale, path)
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(stale)
	for _, s := range stale {
		fmt.Printf("not made by mkassets (remove it if it is stale): %s\n", s)
	}
	return nil
}

func main() {
	out := flag.String("out", "assets", "the assets folder to write")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: mkassets [-out DIR]")
		os.Exit(2)
	}
	files, err := makeAssets(context.Background())
	if err == nil {
		err = writeAssets(*out, files)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkassets:", err)
		os.Exit(1)
	}
}
