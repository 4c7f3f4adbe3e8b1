package instance

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func paths(t *testing.T) (lock, sock string) {
	t.Helper()
	run := t.TempDir()
	return Paths(filepath.Join(t.TempDir(), "state", "sudoku"), run)
}

// The second launch finds the first, hands it its request, and the first
// receives it; the second takes no lock and creates no file.
func TestSecondLaunchHandsItsRequest(t *testing.T) {
	lock, sock := paths(t)
	p, err := Acquire(lock, sock)
	if err != nil || !p.Serving() {
		t.Fatalf("first: %v, serving %v", err, p != nil && p.Serving())
	}
	defer p.Close()
	for _, want := range []Request{{}, {File: "/tmp/a grid.sdm"}} {
		if _, err := Acquire(lock, sock); !errors.Is(err, ErrRunning) {
			t.Fatalf("second Acquire: %v, want ErrRunning", err)
		}
		if err := Send(sock, want, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		if got := <-p.Requests; got != want {
			t.Fatalf("received %+v, want %+v", got, want)
		}
	}
}

// A socket left by a killed game does not stop the next one; once the
// first closes, the lock is free again.
func TestStaleSocketAndRelease(t *testing.T) {
	lock, sock := paths(t)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false)
	ln.Close() // the socket file stays, nobody listens: a dead game's
	if _, err := os.Stat(sock); err != nil {
		t.Fatal(err)
	}
	p, err := Acquire(lock, sock)
	if err != nil || !p.Serving() {
		t.Fatalf("over a stale socket: %v", err)
	}
	p.Close()
	p, err = Acquire(lock, sock)
	if err != nil {
		t.Fatalf("after Close: %v", err)
	}
	p.Close()
}

// Without a runtime folder the lock still keeps a second game out, and the
// second says it cannot reach the first.
func TestNoRuntimeDir(t *testing.T) {
	for _, run := range []string{"", "relative", "/nonexistent/run"} {
		lock, sock := Paths(filepath.Join(t.TempDir(), "sudoku"), run)
		if sock != "" {
			t.Fatalf("runtime dir %q gave socket %q", run, sock)
		}
		p, err := Acquire(lock, sock)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Acquire(lock, sock); !errors.Is(err, ErrRunning) {
			t.Fatalf("second: %v", err)
		}
		if err := Send(sock, Request{}, time.Second); err == nil {
			t.Fatal("Send without a socket succeeded")
		}
		p.Close()
	}
}

// A lock path that is not a regular file (a FIFO) is refused at once
// rather than hanging.
func TestLockNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, LockName)
	if err := mkfifo(lock); err != nil {
		t.Skip(err)
	}
	if _, err := Acquire(lock, ""); err == nil {
		t.Fatal("a FIFO was taken as the lock")
	}
}
