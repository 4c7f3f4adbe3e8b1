package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/app/internal/assets"
)

func TestAssetsCommand(t *testing.T) {
	run := func(env assets.Env, args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		c := &CLI{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}
		return c.assetsCommand(args, env), out.String(), errOut.String()
	}
	abs, err := filepath.Abs(committedAssets)
	if err != nil {
		t.Fatal(err)
	}

	status, out, errOut := run(fakeEnv(map[string]string{assets.EnvVar: committedAssets}, "", "."))
	if status != exitOK || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != abs && lines[0] != filepath.Clean(committedAssets) {
		t.Errorf("first line %q, want the folder %s", lines[0], abs)
	}
	for _, w := range []string{"set by $SUDOKU_ASSETS_DIR", "images: 6 read", "collections: demo, easy, medium, hard, expert"} {
		if !strings.Contains(out, w) {
			t.Errorf("output does not say %q:\n%s", w, out)
		}
	}

	// The tarball layout, found from the executable's place.
	root := t.TempDir()
	if err := os.CopyFS(filepath.Join(root, "share", "sudoku"), os.DirFS(committedAssets)); err != nil {
		t.Fatal(err)
	}
	noXDG := map[string]string{"XDG_DATA_DIRS": filepath.Join(root, "none"), "HOME": filepath.Join(root, "none")}
	status, out, _ = run(fakeEnv(noXDG, filepath.Join(root, "bin", "sudoku"), t.TempDir()))
	if status != exitOK || !strings.HasPrefix(out, filepath.Join(root, "share", "sudoku")+"\n") || !strings.Contains(out, "installed layout") {
		t.Errorf("tarball layout: status %d, output:\n%s", status, out)
	}

	// A bogus variable: non-zero, and the message names it.
	status, out, errOut = run(fakeEnv(map[string]string{assets.EnvVar: root}, "", "."))
	if status == exitOK || out != "" || !strings.Contains(errOut, "$SUDOKU_ASSETS_DIR") || !strings.Contains(errOut, "MANIFEST is missing") {
		t.Errorf("bogus variable: status %d, stdout %q, stderr %q", status, out, errOut)
	}

	// A corrupt image in a valid folder: non-zero, and the message names it.
	dir := copyAssets(t)
	bad := filepath.Join(dir, "images", "wave.png")
	if err := os.WriteFile(bad, []byte("not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, errOut = run(fakeEnv(map[string]string{assets.EnvVar: dir}, "", "."))
	if status == exitOK || !strings.Contains(errOut, bad) {
		t.Errorf("corrupt image: status %d, stderr %q", status, errOut)
	}

	// Misuse.
	if status, _, _ := run(fakeEnv(nil, "", ""), "extra"); status != ExitMisuse {
		t.Errorf("sudoku --assets extra: status %d, want %d", status, ExitMisuse)
	}
}

// TestAssetsHook checks that the command line routes --assets here.
func TestAssetsHook(t *testing.T) {
	t.Setenv(assets.EnvVar, committedAssets)
	status, out, errOut := runCLI(t, "", "--assets")
	if status != exitOK || !strings.Contains(out, "set by $SUDOKU_ASSETS_DIR") {
		t.Errorf("sudoku --assets: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	t.Setenv(assets.EnvVar, filepath.Join(t.TempDir(), "bogus"))
	if status, _, errOut := runCLI(t, "", "--assets"); status == exitOK || !strings.Contains(errOut, "SUDOKU_ASSETS_DIR") {
		t.Errorf("bogus SUDOKU_ASSETS_DIR: status %d, stderr %q", status, errOut)
	}
}

// committedAssets is the repository's assets folder.
var committedAssets = filepath.Join("..", "..", "..", "assets")

// fakeEnv is an environment for the lookup: variables from a map, the
// executable and working directory given (never the machine's own
// /usr/share).
func fakeEnv(vars map[string]string, exe, wd string) assets.Env {
	return assets.Env{Getenv: func(k string) string { return vars[k] }, Executable: exe, WorkDir: wd}
}

// copyAssets copies the repository's assets folder to a temporary one.
func copyAssets(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "assets")
	if err := os.CopyFS(dst, os.DirFS(committedAssets)); err != nil {
		t.Fatal(err)
	}
	return dst
}
