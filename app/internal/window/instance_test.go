package window

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gioui.org/io/key"
	"gioui.org/io/system"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/model"
)

// A second launch on the same game files hands its FILE to the first and
// exits 0 without writing; a first launch is told nothing and keeps the
// lock. Without a runtime folder the second says it cannot reach the first
// and exits 1, still writing nothing.
func TestSecondLaunchHandsOver(t *testing.T) {
	dirs := testDirs(t)
	run := t.TempDir()
	first := uiConfig{Dirs: dirs}
	var out, errs bytes.Buffer
	lock, status := claimWindow(&first, run, &out, &errs)
	if lock == nil || status != -1 || first.Requests == nil {
		t.Fatalf("first launch: lock %v, status %d, %s", lock, status, errs.String())
	}
	defer lock.Close()
	before := listFiles(t, filepath.Dir(dirs.GamePath()))

	second := uiConfig{Dirs: dirs, File: "../cli/testdata/cli/mixed.txt"}
	if l, status := claimWindow(&second, run, &out, &errs); l != nil || status != 0 {
		t.Fatalf("second launch: status %d, %s", status, errs.String())
	}
	want, _ := filepath.Abs("../cli/testdata/cli/mixed.txt")
	if r := <-first.Requests; r.File != want {
		t.Fatalf("the first received %+v, want %s", r, want)
	}
	if !strings.Contains(out.String(), want) {
		t.Fatalf("the second said %q", out.String())
	}

	errs.Reset()
	third := uiConfig{Dirs: dirs}
	if l, status := claimWindow(&third, "", &out, &errs); l != nil || status != 1 || !strings.Contains(errs.String(), "nothing was written") {
		t.Fatalf("without a runtime folder: status %d, %q", status, errs.String())
	}
	if after := listFiles(t, filepath.Dir(dirs.GamePath())); after != before {
		t.Fatalf("the later launches wrote: %s -> %s", before, after)
	}
}

func listFiles(t *testing.T, dir string) string {
	t.Helper()
	es, _ := os.ReadDir(dir)
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}

// The window serves a request: it comes forward and opens the file.
func TestWindowServesALaterLaunch(t *testing.T) {
	reqs := make(chan instance.Request, 1)
	path, _ := filepath.Abs("../cli/testdata/cli/mixed.txt")
	r := newRig(t, nil, func(cfg *uiConfig) { cfg.Requests = reqs })
	reqs <- instance.Request{File: path}
	deadline := time.Now().Add(20 * time.Second)
	for !r.host.performed(system.ActionRaise) {
		if time.Now().After(deadline) {
			t.Fatal("the window did not come forward")
		}
		r.frame()
		time.Sleep(time.Millisecond)
	}
	r.settle()
	if r.modal() != modalGrid && r.u.game.State() != model.Playing {
		t.Fatalf("the file was not opened: modal %v, state %v", r.modal(), r.u.game.State())
	}
}

// A runtime folder other users can write in is not trusted with the
// socket: the first launch takes the lock and runs, says on stderr and in
// the status line that later launches cannot reach it; a later launch
// refuses to hand its file over, and writes nothing.
func TestSharedRuntimeDirNotTrusted(t *testing.T) {
	dirs := testDirs(t)
	shared := t.TempDir()
	if err := os.Chmod(shared, 0o1777); err != nil {
		t.Fatal(err)
	}
	first := uiConfig{Dirs: dirs}
	var out, errs bytes.Buffer
	lock, status := claimWindow(&first, shared, &out, &errs)
	if lock == nil || status != -1 || first.NotServing == nil || !strings.Contains(errs.String(), "cannot reach this window") {
		t.Fatalf("first launch: lock %v, status %d, not serving %v, stderr %q", lock, status, first.NotServing, errs.String())
	}
	defer lock.Close()
	if es, _ := os.ReadDir(shared); len(es) != 0 {
		t.Fatalf("a socket was made in the shared folder: %v", es)
	}
	errs.Reset()
	second := uiConfig{Dirs: dirs, File: "../cli/testdata/cli/mixed.txt"}
	if l, status := claimWindow(&second, shared, &out, &errs); l != nil || status != 1 || !strings.Contains(errs.String(), "written by other users") {
		t.Fatalf("second launch: status %d, %q", status, errs.String())
	}

	r := newRig(t, nil, func(cfg *uiConfig) { cfg.NotServing = first.NotServing })
	if !strings.Contains(r.u.message, "Later launches cannot reach this window") || !strings.Contains(r.u.message, "written by other users") {
		t.Fatalf("the status line says %q", r.u.message)
	}
}

// What `sudoku FILE` hands over: a path the window can read as the
// launcher means it is sent as a path; one that means something only to
// the launcher (its standard input, /dev/fd/N, /proc/self/…, a named pipe)
// is read by the launcher and sent as bytes; a pipe larger than a puzzle
// file may be is refused with the reason.
func TestHandOverRequestResolvesInTheSender(t *testing.T) {
	dir := t.TempDir()
	grid := "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"
	regular := filepath.Join(dir, "p.sdm")
	if err := os.WriteFile(regular, []byte(grid), 0o600); err != nil {
		t.Fatal(err)
	}
	pipe := func(data []byte) *os.File {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		go func() { w.Write(data); w.Close() }()
		t.Cleanup(func() { r.Close() })
		return r
	}
	opened, err := os.Open(regular)
	if err != nil {
		t.Fatal(err)
	}
	defer opened.Close()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			f.WriteString(grid)
			f.Close()
		}
	}()

	for _, tc := range []struct {
		name, path string
		file       string // the path sent, or "" for bytes
	}{
		{"a regular file", regular, regular},
		{"a folder", dir, dir},
		{"/dev/fd/N of a pipe", fmt.Sprintf("/dev/fd/%d", pipe([]byte(grid)).Fd()), ""},
		{"/proc/self/fd/N of a pipe", fmt.Sprintf("/proc/self/fd/%d", pipe([]byte(grid)).Fd()), ""},
		{"/proc/self/fd/N of a regular file", fmt.Sprintf("/proc/self/fd/%d", opened.Fd()), ""},
		{"a named pipe", fifo, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := handOverRequest(tc.path)
			if err != nil {
				t.Fatal(err)
			}
			if tc.file != "" {
				if r.File != tc.file || r.Name != "" || r.Data != nil {
					t.Fatalf("got %+v, want the path %s", r, tc.file)
				}
				return
			}
			if r.File != "" || r.Name == "" || string(r.Data) != grid {
				t.Fatalf("got file %q name %q data %q, want the grid's bytes", r.File, r.Name, r.Data)
			}
		})
	}

	big := fmt.Sprintf("/dev/fd/%d", pipe(make([]byte, instance.MaxData+1)).Fd())
	if _, err := handOverRequest(big); err == nil || !strings.Contains(err.Error(), "more than 16 MiB") {
		t.Fatalf("a pipe of more than 16 MiB: %v", err)
	}
	if instance.MaxData != model.MaxFileSize {
		t.Fatalf("a request carries %d bytes, the reader takes %d", instance.MaxData, model.MaxFileSize)
	}
}

// A hand-over while a question is open waits: the question stays, the
// status line says the file will open, and once the question is answered
// the file opens (asking first, as Open does, about the game in progress).
func TestHandOverWaitsForTheQuestion(t *testing.T) {
	reqs := make(chan instance.Request, 1)
	r := newRig(t, nil, func(cfg *uiConfig) { cfg.Requests = reqs })
	g := r.u.game
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	sol := g.Puzzle().Solution
	for i := range 81 {
		if g.Grid()[i] == 0 {
			if err := g.Place(i, sol[i]); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	r.u.ask(model.ActRestart, func() { r.u.refused(g.Do(model.ActRestart)) })
	r.frame()
	if r.modal() != modalConfirm {
		t.Fatalf("Restart after a move opened %v, want its question", r.modal())
	}
	path := filepath.Join(t.TempDir(), "q.sdm")
	const grid = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	if err := os.WriteFile(path, []byte(grid+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	reqs <- instance.Request{File: path}
	deadline := time.Now().Add(20 * time.Second)
	for r.u.handOver == nil {
		if time.Now().After(deadline) {
			t.Fatal("the request never reached the window")
		}
		r.frame()
		time.Sleep(time.Millisecond)
	}
	r.settle()
	if r.modal() != modalConfirm || !strings.Contains(r.u.message, "q.sdm opens once this is closed") {
		t.Fatalf("with a question open, the hand-over showed %v and said %q", r.modal(), r.u.message)
	}
	r.press(string(key.NameReturn)) // Yes: restart
	r.settle()
	if r.modal() == modalConfirm {
		r.press(string(key.NameReturn)) // Yes: leave the game for the file
		r.settle()
	}
	if g.Puzzle().Givens.String() != strings.ReplaceAll(grid, "0", ".") || g.State() != model.Playing {
		t.Fatalf("after the answer: %v, state %v", g.Puzzle().Givens, g.State())
	}
}
