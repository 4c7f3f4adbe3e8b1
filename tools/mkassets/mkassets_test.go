package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"image"
	"image/png"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// committedDir is the repository's assets folder, seen from this package.
var committedDir = filepath.Join("..", "..", "assets")

// made returns what the generator makes, running it once for all the tests
// of the package (it takes seconds under the race detector).
func made(t *testing.T) []assetFile {
	t.Helper()
	madeOnce.Do(func() { madeFiles, madeErr = makeAssets(context.Background(), committedDir) })
	if madeErr != nil {
		t.Fatal(madeErr)
	}
	return madeFiles
}

var (
	madeOnce  sync.Once
	madeFiles []assetFile
	madeErr   error
)

func decodePNG(t *testing.T, name string, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return img
}

// TestCommittedAssetsAreReproducible checks that the files in assets/ are
// exactly what this program makes, so none was edited by hand, and that
// assets/ holds nothing else.
func TestCommittedAssetsAreReproducible(t *testing.T) {
	files := made(t)
	want := make(map[string]bool)
	for _, f := range files {
		want[f.path] = true
		got, err := os.ReadFile(filepath.Join(committedDir, filepath.FromSlash(f.path)))
		if err != nil {
			t.Errorf("%v (run go run ./tools/mkassets -out assets)", err)
			continue
		}
		if bytes.Equal(got, f.data) {
			continue
		}
		if strings.HasSuffix(f.path, ".png") {
			// Tell a changed picture from a changed encoder.
			a, b := decodePNG(t, f.path, got), decodePNG(t, f.path, f.data)
			if samePixels(a, b) {
				t.Errorf("assets/%s: same pixels, different bytes (another PNG encoder?); run go run ./tools/mkassets -out assets", f.path)
				continue
			}
		}
		t.Errorf("assets/%s differs from what tools/mkassets makes (edited by hand, or the generator changed): run go run ./tools/mkassets -out assets", f.path)
	}
	err := filepath.WalkDir(committedDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(committedDir, path)
		if !want[filepath.ToSlash(rel)] {
			t.Errorf("assets/%s is not made by tools/mkassets: remove it, or make it there", filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

func TestManifestListsEveryOtherFile(t *testing.T) {
	files := made(t)
	last := files[len(files)-1]
	if last.path != manifestPath {
		t.Fatalf("last file is %s, want %s", last.path, manifestPath)
	}
	var listed []string
	for _, line := range strings.Split(string(last.data), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			listed = append(listed, line)
		}
	}
	if len(listed) != len(files)-1 {
		t.Fatalf("MANIFEST lists %d files, mkassets makes %d besides it", len(listed), len(files)-1)
	}
	for i, f := range files[:len(files)-1] {
		if listed[i] != f.path {
			t.Errorf("MANIFEST line %d is %q, want %q", i+1, listed[i], f.path)
		}
	}
	// The layout the packaging copies into hicolor/ and the game reads.
	for _, p := range []string{
		"icons/scalable/apps/io.github.giosudoku.Sudoku.svg",
		"icons/48x48/apps/io.github.giosudoku.Sudoku.png",
		"icons/256x256/apps/io.github.giosudoku.Sudoku.png",
		"images/wave.png", "images/star-filled-64.png", "images/star-empty-128.png",
		"puzzles/demo.sdm", "puzzles/easy.sdm", "puzzles/expert.sdm",
	} {
		if !strings.Contains(string(last.data), "\n"+p+"\n") {
			t.Errorf("MANIFEST does not list %s", p)
		}
	}
}

// alphaAt returns the alpha (0–255) of pixel (x, y).
func alphaAt(img image.Image, x, y int) uint32 {
	_, _, _, a := img.At(x, y).RGBA()
	return a >> 8
}

// TestImagesLookRight checks what a player would see go wrong: a wrong
// size, a star that is not see-through around it or not solid inside, an
// icon with square corners, a wave with a hard edge.
func TestImagesLookRight(t *testing.T) {
	byPath := make(map[string][]byte)
	for _, f := range made(t) {
		byPath[f.path] = f.data
	}
	for _, px := range iconPNGSizes {
		p := iconPNGPath(px)
		img := decodePNG(t, p, byPath[p])
		if img.Bounds() != image.Rect(0, 0, px, px) {
			t.Errorf("%s is %v, want %d×%d", p, img.Bounds().Size(), px, px)
			continue
		}
		if a := alphaAt(img, 0, 0); a != 0 {
			t.Errorf("%s: corner alpha %d, want a transparent rounded corner", p, a)
		}
		if a := alphaAt(img, px/2, px/2); a != 255 {
			t.Errorf("%s: centre alpha %d, want opaque", p, a)
		}
		// The highlighted centre cell holds a blue digit: some pixel of
		// the centre cell is clearly blue.
		if !hasBluePixel(img, image.Rect(px*98/256, px*92/256, px*158/256, px*152/256)) {
			t.Errorf("%s: no accent-coloured digit in the centre cell", p)
		}
	}
	for _, filled := range []bool{true, false} {
		for _, px := range starSizes {
			p := starPath(filled, px)
			img := decodePNG(t, p, byPath[p])
			if img.Bounds() != image.Rect(0, 0, px, px) {
				t.Errorf("%s is %v, want %d×%d", p, img.Bounds().Size(), px, px)
				continue
			}
			for _, c := range []image.Point{{0, 0}, {px - 1, 0}, {0, px - 1}, {px - 1, px - 1}, {px / 2, px - 1}} {
				if a := alphaAt(img, c.X, c.Y); a != 0 {
					t.Errorf("%s: alpha %d at %v, want transparent around the star", p, a, c)
				}
			}
			centre := alphaAt(img, px/2, px*53/100)
			switch {
			case filled && centre != 255:
				t.Errorf("%s: centre alpha %d, want a solid star", p, centre)
			case !filled && (centre == 0 || centre > 128):
				t.Errorf("%s: centre alpha %d, want a faint fill", p, centre)
			}
			// Anti-aliased: the edge has partly covered pixels.
			if !hasPartialAlpha(img) {
				t.Errorf("%s: no partly transparent pixel, so its edges are jagged", p)
			}
		}
	}
	wave := decodePNG(t, wavePath(), byPath[wavePath()])
	if wave.Bounds() != image.Rect(0, 0, waveW, waveH) {
		t.Fatalf("wave is %v, want %d×%d", wave.Bounds().Size(), waveW, waveH)
	}
	for y := 0; y < waveH; y++ {
		if alphaAt(wave, 0, y) != 0 || alphaAt(wave, waveW-1, y) != 0 {
			t.Fatalf("wave: row %d is not transparent at the left and right edges", y)
		}
	}
	// Bright along the diagonal, from the bottom left to the top right.
	for _, y := range []int{10, waveH / 2, waveH - 10} {
		x := waveInset + (waveH-y)*(waveW-2*waveInset)/waveH
		if a := alphaAt(wave, x, y); a < 200 {
			t.Errorf("wave: alpha %d at the band's centre (%d, %d), want bright", a, x, y)
		}
		if a := alphaAt(wave, x-waveInset, y); a != 0 && x-waveInset >= 0 {
			t.Errorf("wave: alpha %d far left of the band at (%d, %d), want 0", a, x-waveInset, y)
		}
	}
}

func hasBluePixel(img image.Image, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cb>>8 > 200 && cr>>8 < 90 && cg>>8 < 130 {
				return true
			}
		}
	}
	return false
}

func hasPartialAlpha(img image.Image) bool {
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a := alphaAt(img, x, y); a > 0 && a < 255 {
				return true
			}
		}
	}
	return false
}

// TestIconSVG checks that the SVG is well-formed with the icon's size and,
// when rsvg-convert (librsvg2-bin) is installed, that it draws the same
// picture as the 256-pixel PNG.
func TestIconSVG(t *testing.T) {
	files := made(t)
	var svg, pngData []byte
	for _, f := range files {
		switch f.path {
		case iconSVGPath():
			svg = f.data
		case iconPNGPath(256):
			pngData = f.data
		}
	}
	var root struct {
		XMLName xml.Name
		ViewBox string `xml:"viewBox,attr"`
		Title   string `xml:"title"`
		Paths   []struct {
			D string `xml:"d,attr"`
		} `xml:"path"`
	}
	if err := xml.Unmarshal(svg, &root); err != nil {
		t.Fatalf("icon SVG: %v", err)
	}
	if root.XMLName.Local != "svg" || root.ViewBox != "0 0 256 256" || root.Title != "Sudoku" {
		t.Fatalf("icon SVG root: %v viewBox %q title %q", root.XMLName, root.ViewBox, root.Title)
	}
	if len(root.Paths) != 2 {
		t.Fatalf("icon SVG has %d paths, want 2 (the clue digits and the player's digit)", len(root.Paths))
	}

	rsvg, err := exec.LookPath("rsvg-convert")
	if err != nil {
		t.Skip("rsvg-convert is not installed (apt-get install librsvg2-bin): not comparing the SVG with the PNG")
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "icon.svg"), filepath.Join(dir, "icon.png")
	if err := os.WriteFile(in, svg, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(rsvg, "-w", "256", "-h", "256", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("rsvg-convert: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	a, b := decodePNG(t, "rsvg output", data), decodePNG(t, "icon PNG", pngData)
	var sum, worst float64
	n := 0
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			for _, d := range []float64{
				math.Abs(float64(r1) - float64(r2)), math.Abs(float64(g1) - float64(g2)),
				math.Abs(float64(b1) - float64(b2)), math.Abs(float64(a1) - float64(a2)),
			} {
				d /= 257
				sum += d
				worst = math.Max(worst, d)
				n++
			}
		}
	}
	// Anti-aliasing differs a little at edges; the picture must not.
	if mean := sum / float64(n); mean > 1.5 || worst > 160 {
		t.Errorf("SVG and PNG differ: mean %.2f, worst %.0f (of 255) per channel", mean, worst)
	}
}

// TestShapes checks the distance fields the pictures are made of.
func TestShapes(t *testing.T) {
	tests := []struct {
		name string
		s    shape
		p    vec
		want float64
	}{
		{"rect inside", roundRect{0, 0, 10, 10, 0}, vec{5, 3}, -3},
		{"rect outside", roundRect{0, 0, 10, 10, 0}, vec{13, 5}, 3},
		{"rounded corner", roundRect{0, 0, 10, 10, 2}, vec{-1, -1}, math.Sqrt(18) - 2},
		{"segment side", stroke{2, [][]piece{{seg{vec{0, 0}, vec{10, 0}}}}}, vec{5, 4}, 3},
		{"segment cap", stroke{2, [][]piece{{seg{vec{0, 0}, vec{10, 0}}}}}, vec{13, 4}, 4},
		{"arc on", stroke{0, [][]piece{{arc{vec{0, 0}, 5, 0, math.Pi / 2}}}}, vec{0, 5}, 0},
		{"arc off sweep", stroke{0, [][]piece{{arc{vec{0, 0}, 5, 0, math.Pi / 2}}}}, vec{0, -5}, math.Sqrt(50)},
		{"arc backwards", stroke{0, [][]piece{{arc{vec{0, 0}, 5, 0, -math.Pi / 2}}}}, vec{0, -4}, 1},
		{"polygon inside", polygon{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, vec{2, 5}, -2},
		{"polygon outside", polygon{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, vec{5, -1}, 1},
		{"offset", offset{roundRect{0, 0, 10, 10, 0}, 1}, vec{12, 5}, 1},
		{"outline", outline{roundRect{0, 0, 10, 10, 0}, 2}, vec{5, 1}, 0},
	}
	for _, tt := range tests {
		if got := tt.s.dist(tt.p); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: dist(%v) = %g, want %g", tt.name, tt.p, got, tt.want)
		}
	}
	// A disc's drawn area matches πr² to within a pixel's worth.
	c := newCanvas(64, 64)
	c.draw(1, layer{stroke{40, [][]piece{{seg{vec{32, 32}, vec{32, 32}}}}}, solid(rgba{1, 1, 1, 1})})
	var area float64
	for i := 3; i < len(c.px); i += 4 {
		area += c.px[i]
	}
	if want := math.Pi * 400; math.Abs(area-want) > 2 {
		t.Errorf("disc of radius 20 covers %.2f px², want %.2f", area, want)
	}
}

// The collections are kept as committed when the generator changes, so the
// code that makes them is checked on its own: the demo file it writes holds
// three unique, symmetric grids of the demo levels, each after its comment.
func TestDemoCollectionIsMadeRight(t *testing.T) {
	text, err := demoCollection(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var grids []solver.Grid
	for _, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := solver.Parse(line)
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		grids = append(grids, g)
	}
	if len(grids) != len(demoLevels) {
		t.Fatalf("%d grids, want %d", len(grids), len(demoLevels))
	}
	for i, g := range grids {
		gr, err := solver.GradeOf(g)
		if err != nil || gr.Level != demoLevels[i] || !g.Symmetric() {
			t.Errorf("demo %d: level %v (%v), symmetric %v; want %v", i+1, gr.Level, err, g.Symmetric(), demoLevels[i])
		}
	}
}
