// Command mkassets makes every file of the game's assets folder (docs/architecture.md, Build tools, assets and packaging):
// the star images and the light-wave sprite, the application icon as SVG
// and PNG, the bundled puzzle collections, and the MANIFEST that lists
// them. It uses the standard library and our solver only, and is
// deterministic: the same program writes the same bytes, so the files in
// assets/ are never edited by hand, only made again:
//
//	go run ./tools/mkassets -out assets
//
// The puzzle collections already in the folder are kept as they are (players
// know the bundled grids; a better generator must not reshuffle them); add
// -puzzles to generate them again.
//
// The layout of the output folder:
//
//	MANIFEST                                   the files a real assets folder holds
//	images/wave.png                            light-wave sprite, 768×512
//	images/star-{filled,empty}-{64,128}.png    score stars
//	icons/scalable/apps/ID.svg                 application icon (ID = io.github.giosudoku.Sudoku)
//	icons/{48x48,64x64,128x128,256x256}/apps/ID.png
//	puzzles/{demo,easy,medium,hard,expert,master}.sdm bundled collections
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
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

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

// makeAssets makes every file of the assets folder, MANIFEST last. The
// files are made at the same time, one per core; each depends only on its
// own fixed seeds, so the result does not depend on the order.
//
// The bundled puzzle collections are what players know the game by, so they
// stay as they are when the generator improves: when keep names a folder
// that already holds a collection, that file is taken as it is, and only a
// missing collection is generated. keep == "" generates every collection.
func makeAssets(ctx context.Context, keep string) ([]assetFile, error) {
	type job struct {
		path string
		make func() ([]byte, error)
	}
	var jobs []job
	add := func(path string, make func() ([]byte, error)) { jobs = append(jobs, job{path, make}) }

	add(wavePath(), func() ([]byte, error) { return encodePNG(waveImage()) })
	for _, filled := range []bool{true, false} {
		for _, px := range starSizes {
			add(starPath(filled, px), func() ([]byte, error) { return starPNG(filled, px) })
		}
	}
	add(iconSVGPath(), func() ([]byte, error) {
		svg, err := writeSVG(iconSize, "Sudoku", iconLayers())
		return []byte(svg), err
	})
	for _, px := range iconPNGSizes {
		add(iconPNGPath(px), func() ([]byte, error) { return renderPNG(iconSize, px, iconLayers()) })
	}
	addCollection := func(path string, make func() (string, error)) {
		add(path, func() ([]byte, error) {
			if keep != "" {
				if data, err := os.ReadFile(filepath.Join(keep, filepath.FromSlash(path))); err == nil {
					return data, nil
				}
			}
			text, err := make()
			return []byte(text), err
		})
	}
	addCollection(collectionPath("demo"), func() (string, error) { return demoCollection(ctx) })
	for _, level := range solver.Levels {
		addCollection(collectionPath(level.String()), func() (string, error) { return levelCollection(ctx, level) })
	}

	files := make([]assetFile, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	slots := make(chan struct{}, runtime.NumCPU())
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			data, err := j.make()
			files[i] = assetFile{j.path, data}
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", j.path, err)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}

	var m strings.Builder
	m.WriteString("# The files of a Sudoku assets folder, one a line, relative to it. The game\n")
	m.WriteString("# uses a folder only when every file listed here is present. Written by\n")
	m.WriteString("# tools/mkassets with the files themselves: go run ./tools/mkassets -out assets\n")
	for _, f := range files {
		m.WriteString(f.path + "\n")
	}
	files = append(files, assetFile{manifestPath, []byte(m.String())})
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
	puzzles := flag.Bool("puzzles", false, "generate the puzzle collections again, even those already in the folder")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: mkassets [-out DIR] [-puzzles]")
		os.Exit(2)
	}
	keep := *out
	if *puzzles {
		keep = ""
	}
	files, err := makeAssets(context.Background(), keep)
	if err == nil {
		err = writeAssets(*out, files)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkassets:", err)
		os.Exit(1)
	}
}
