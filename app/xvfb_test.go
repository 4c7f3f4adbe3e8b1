package main

// Helpers for the tests that run the real binary under Xvfb: the end-to-end
// test and the window figures of `make bench-window`.

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/app/internal/assets"
)

// e2eEnvVar set to a non-empty value makes the tests that need Xvfb,
// xdotool and ImageMagick fail instead of skipping when those are missing
// (`make test` sets it, so CI cannot skip them silently).
const e2eEnvVar = "SUDOKU_E2E"

// needTools skips (or, with SUDOKU_E2E set, fails) when a program is
// missing.
func needTools(t testing.TB, tools ...string) {
	t.Helper()
	var missing []string
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) == 0 {
		return
	}
	if os.Getenv(e2eEnvVar) != "" {
		t.Fatalf("%s is set but %s cannot be found (make deps-test installs them)", e2eEnvVar, strings.Join(missing, ", "))
	}
	t.Skipf("%s not installed; set %s=1 to make this a failure", strings.Join(missing, ", "), e2eEnvVar)
}

// makefileVar reads a `NAME := value` line of the Makefile, so the binary
// is built with the same flags as `make build`.
func makefileVar(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatalf("read the Makefile: %v", err)
	}
	m := regexp.MustCompile(`(?m)^` + name + `\s*:=\s*(\S+)\s*$`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("no %s in the Makefile", name)
	}
	return string(m[1])
}

var (
	buildOnce sync.Once
	buildPath string
	buildErr  error
)

// buildBinary builds the game once per test run, with the Makefile's link
// flags (and the race detector when the tests run with it).
func buildBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "sudoku-e2e-bin-")
		if err != nil {
			buildErr = err
			return
		}
		buildPath = filepath.Join(dir, "sudoku")
		ldflags := fmt.Sprintf("-X main.version=%s -X gioui.org/app.ID=%s", makefileVar(t, "VERSION"), makefileVar(t, "APP_ID"))
		args := []string{"build", "-ldflags", ldflags, "-o", buildPath}
		if raceBuild {
			args = append(args, "-race")
		}
		cmd := exec.Command("go", append(args, ".")...)
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
			return
		}
		// Write the binary to disk now: until then its pages are dirty in
		// the page cache, and a process running it counts them as its own
		// dirty pages (the memory figures read them).
		buildErr = syncFile(buildPath)
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildPath
}

// syncFile flushes a file's data to disk.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

// xvfb is a virtual X server for one test.
type xvfb struct {
	display string
	cmd     *exec.Cmd
}

// startXvfb starts Xvfb on a free display (-displayfd), 1280×1024×24 so
// the GTK file chooser fits, and stops it when the test ends.
func startXvfb(t testing.TB) *xvfb {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
		r.Close()
	}()
	select {
	case n := <-line:
		if n == "" {
			t.Fatal("Xvfb reported no display")
		}
		return &xvfb{display: ":" + n, cmd: cmd}
	case <-time.After(10 * time.Second):
		t.Fatal("Xvfb did not start in 10 s")
	}
	return nil
}

// home is a fresh HOME with its XDG folders, and the environment to run
// the game in it under the X server (none when x is nil: a Wayland
// compositor's variables are added by whoever starts it).
type home struct {
	dir, data, state, config, work string
	runtime                        string // XDG_RUNTIME_DIR
	env                            []string
}

func newHome(t testing.TB, x *xvfb) *home {
	t.Helper()
	base := t.TempDir()
	h := &home{dir: filepath.Join(base, "home"), data: filepath.Join(base, "home/.local/share"),
		state: filepath.Join(base, "home/.local/state"), config: filepath.Join(base, "home/.config"),
		work: filepath.Join(base, "work")}
	h.runtime = filepath.Join(base, "run")
	for _, d := range []string{h.dir, h.work, h.runtime} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	assetsDir, err := filepath.Abs("../assets")
	if err != nil {
		t.Fatal(err)
	}
	h.env = []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + h.dir,
		"XDG_DATA_HOME=" + h.data,
		"XDG_STATE_HOME=" + h.state,
		"XDG_CONFIG_HOME=" + h.config,
		"XDG_RUNTIME_DIR=" + h.runtime,
		"GSETTINGS_BACKEND=memory",
		"NO_AT_BRIDGE=1",
		assets.EnvVar + "=" + assetsDir,
	}
	if x != nil {
		h.env = append(h.env, "DISPLAY="+x.display)
	}
	return h
}

// game is the binary running in a home.
type game struct {
	t      testing.TB
	cmd    *exec.Cmd
	stdout *lockedBuffer
	stderr *lockedBuffer
	exited chan struct{} // closed when the process has exited
	err    error         // its exit error, once exited
	window string        // X window id
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startGameArgs runs the binary with its command-line arguments (`sudoku
// FILE`) and extra environment, and waits for its window.
func startGameArgs(t testing.TB, bin string, h *home, args []string, extra ...string) *game {
	t.Helper()
	g := runGame(t, bin, h.work, append(append([]string(nil), h.env...), extra...), args...)
	out, err := g.xdotool(h, 15*time.Second, "search", "--sync", "--onlyvisible", "--name", "^Sudoku$")
	if err != nil {
		t.Fatalf("no window titled Sudoku: %v\nstderr:\n%s", err, g.stderr.String())
	}
	g.window = strings.Fields(out)[0]
	return g
}

// runGame starts the binary in dir with env and its arguments; the test's
// end kills it if it is still running.
func runGame(t testing.TB, bin, dir string, env []string, args ...string) *game {
	t.Helper()
	g := &game{t: t, stdout: &lockedBuffer{}, stderr: &lockedBuffer{}, exited: make(chan struct{})}
	g.cmd = exec.Command(bin, args...)
	g.cmd.Dir = dir
	g.cmd.Env = env
	g.cmd.Stdout, g.cmd.Stderr = g.stdout, g.stderr
	if err := g.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	go func() {
		g.err = g.cmd.Wait()
		close(g.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-g.exited:
		default:
			g.cmd.Process.Kill()
			<-g.exited
		}
	})
	return g
}

// xdotool runs xdotool in the home's display.
func (g *game) xdotool(h *home, timeout time.Duration, args ...string) (string, error) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = h.env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return "", err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return out.String(), fmt.Errorf("xdotool %v: %v: %s", args, err, out.String())
		}
		return out.String(), nil
	case <-time.After(timeout):
		cmd.Process.Kill()
		<-done
		return out.String(), fmt.Errorf("xdotool %v: no answer in %s", args, timeout)
	}
}

// wait waits for the game to exit and returns its error.
func (g *game) wait(timeout time.Duration) error {
	select {
	case <-g.exited:
		return g.err
	case <-time.After(timeout):
		return fmt.Errorf("still running after %s", timeout)
	}
}
