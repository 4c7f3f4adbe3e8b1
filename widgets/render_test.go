package widgets

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gioui.org/gpu/headless"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/unit"
)

var (
	update = flag.Bool("update", false, "rewrite the reference PNGs in testdata/")
	shots  = flag.String("shots", "", "also write the demo screenshots to this folder")
)

func TestMain(m *testing.M) {
	// Without a display, Mesa's default EGL platform (x11) fails; the
	// surfaceless platform renders with llvmpipe and needs no X server.
	// Set before anything opens EGL (cgo getenv sees os.Setenv).
	if os.Getenv("EGL_PLATFORM") == "" {
		os.Setenv("EGL_PLATFORM", "surfaceless")
	}
	os.Exit(m.Run())
}

// renderer draws frames to images through gpu/headless.
type renderer struct {
	w *headless.Window
}

// newRenderer opens a headless GPU window or skips the test when this machine
// has no EGL (or Vulkan) to render with. SUDOKU_REQUIRE_GPU=1 makes that a
// failure instead, for machines that must run the render tests.
func newRenderer(t testing.TB, size image.Point) *renderer {
	t.Helper()
	w, err := headless.NewWindow(size.X, size.Y)
	if err != nil {
		if os.Getenv("SUDOKU_REQUIRE_GPU") == "1" {
			t.Fatalf("headless GPU window: %v", err)
		}
		t.Skipf("no headless GPU (EGL or Vulkan) on this machine: %v", err)
	}
	t.Cleanup(w.Release)
	return &renderer{w: w}
}

// shot renders one frame laid out by f at the given scale (pixels per dp)
// and time, and returns the picture.
func (r *renderer) shot(t testing.TB, scale float32, now time.Time, f func(gtx layout.Context)) *image.RGBA {
	t.Helper()
	var ops op.Ops
	size := r.w.Size()
	gtx := layout.Context{
		Ops:         &ops,
		Constraints: layout.Exact(size),
		Metric:      unit.Metric{PxPerDp: scale, PxPerSp: scale},
		Now:         now,
	}
	f(gtx)
	if err := r.w.Frame(&ops); err != nil {
		t.Fatalf("frame: %v", err)
	}
	img := image.NewRGBA(image.Rectangle{Max: size})
	if err := r.w.Screenshot(img); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return img
}

// Tolerances of the reference comparison: a pixel differs when a channel is
// off by more than pixelTolerance; the picture matches when at most
// maxDiffFraction of its pixels differ (antialiasing varies a little between
// Mesa versions and GPU paths).
const (
	pixelTolerance  = 24
	maxDiffFraction = 0.004
)

// viewGolden draws view alone in a test window of size px, in the dark or
// the light palette (the scene's language from its name: sceneTheme), and
// compares the picture with the golden file of that name.
func viewGolden(t *testing.T, name string, px image.Point, dark bool, view BoardView) {
	t.Helper()
	r := newRenderer(t, px)
	pal := LightPalette
	if dark {
		pal = DarkPalette
	}
	w := newTestWindow(sceneTheme(t, pal, name), view)
	compareGolden(t, name, r.shot(t, 1, renderNow, w.Layout))
}

// compareGolden checks img against testdata/name.png, or rewrites it with
// -update. On a mismatch it writes the picture it got to a temporary folder
// (kept after the test) and names it.
func compareGolden(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *shots != "" {
		if err := writePNG(filepath.Join(*shots, name+".png"), img); err != nil {
			t.Fatal(err)
		}
	}
	if *update {
		if err := writePNG(path, img); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Fatalf("reference picture: %v (run go test -run %s -update to create it)", err, t.Name())
	}
	if want.Bounds().Size() != img.Bounds().Size() {
		t.Fatalf("%s: size %v, reference %v", name, img.Bounds().Size(), want.Bounds().Size())
	}
	n, worst := diffPixels(want, img)
	total := img.Bounds().Dx() * img.Bounds().Dy()
	if float64(n) > maxDiffFraction*float64(total) {
		// Kept after the test, for a look.
		got := filepath.Join(os.TempDir(), "sudoku-widgets-render", name+".got.png")
		if err := writePNG(got, img); err != nil {
			t.Error(err)
		}
		t.Errorf("%s: %d of %d pixels differ from the reference (worst channel difference %d); got %s", name, n, total, worst, got)
	}
}

// diffPixels counts the pixels of b that differ from a beyond the tolerance.
func diffPixels(a image.Image, b *image.RGBA) (n, worst int) {
	r := b.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, aa := a.At(x, y).RGBA()
			c := b.RGBAAt(x, y)
			d := max(absDiff(int(ar>>8), int(c.R)), absDiff(int(ag>>8), int(c.G)),
				absDiff(int(ab>>8), int(c.B)), absDiff(int(aa>>8), int(c.A)))
			worst = max(worst, d)
			if d > pixelTolerance {
				n++
			}
		}
	}
	return n, worst
}

func absDiff(a, b int) int {
	if a > b {
		return a - b
	}
	return b - a
}

func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("encode %s: %w", path, err)
	}
	return f.Close()
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	return img, nil
}
