package instance

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func paths(t *testing.T) (lock, sock string) {
	t.Helper()
	run := t.TempDir()
	lock, sock, err := Paths(filepath.Join(t.TempDir(), "state", "sudoku"), run)
	if err != nil {
		t.Fatal(err)
	}
	return lock, sock
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
	for _, want := range []Request{{}, {File: "/tmp/a grid.sdm"}, {Name: "stdin", Data: []byte("0030206\n")}} {
		if _, err := Acquire(lock, sock); !errors.Is(err, ErrRunning) {
			t.Fatalf("second Acquire: %v, want ErrRunning", err)
		}
		if err := Send(sock, want, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		if got := <-p.Requests; !reflect.DeepEqual(got, want) {
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
		lock, sock, err := Paths(filepath.Join(t.TempDir(), "sudoku"), run)
		if sock != "" || err == nil {
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

// asRoot skips a test that needs to make files of another user.
func asRoot(t *testing.T) {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("making another user's files needs root")
	}
}

// The runtime folder is trusted with the socket only when it is this
// user's and no one else can write in it: in a shared folder another user
// could take the socket's name first.
func TestRuntimeDirChecked(t *testing.T) {
	shared := t.TempDir()
	if err := os.Chmod(shared, 0o1777); err != nil {
		t.Fatal(err)
	}
	_, sock, err := Paths(filepath.Join(t.TempDir(), "sudoku"), shared)
	if sock != "" || err == nil || !strings.Contains(err.Error(), "written by other users") {
		t.Fatalf("a 1777 runtime folder: socket %q, %v", sock, err)
	}
	p, err := Acquire(filepath.Join(t.TempDir(), LockName), sock)
	if err != nil || p.Serving() || p.ServeErr == nil {
		t.Fatalf("Acquire without a socket: %v, serving %v, ServeErr %v", err, p != nil && p.Serving(), p.ServeErr)
	}
	p.Close()

	asRoot(t)
	theirs := t.TempDir()
	if err := os.Chown(theirs, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	if _, sock, err := Paths(filepath.Join(t.TempDir(), "sudoku"), theirs); sock != "" || err == nil || !strings.Contains(err.Error(), "another user") {
		t.Fatalf("another user's runtime folder: socket %q, %v", sock, err)
	}
}

// A socket of another user's at the game's name gets no request: the path
// of a player's file is never sent to someone else.
func TestSendRefusesAnotherUsersSocket(t *testing.T) {
	asRoot(t)
	_, sock := paths(t)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if err := os.Chown(sock, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	accepted := make(chan bool, 1)
	go func() {
		c, err := ln.Accept()
		if err == nil {
			c.Close()
		}
		accepted <- err == nil
	}()
	err = Send(sock, Request{File: "/home/me/secret.sdm"}, time.Second)
	if err == nil || !strings.Contains(err.Error(), "another user") {
		t.Fatalf("Send to another user's socket: %v", err)
	}
	ln.Close()
	if <-accepted {
		t.Fatal("the other user's socket was connected to")
	}
}

// The lock and its folder are the player's alone; a lock left readable by
// an earlier version is made private; another user's lock is refused. The
// socket only its owner may connect to.
func TestLockAndSocketPrivate(t *testing.T) {
	lock, sock := paths(t)
	p, err := Acquire(lock, sock)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]os.FileMode{lock: 0o600, filepath.Dir(lock): 0o700 | os.ModeDir, sock: 0o600 | os.ModeSocket} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode() & (os.ModeType | os.ModePerm); got != want {
			t.Errorf("%s: mode %v, want %v", path, got, want)
		}
	}
	p.Close()

	old := filepath.Join(t.TempDir(), LockName)
	if err := os.WriteFile(old, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err = Acquire(old, "")
	if err != nil {
		t.Fatal(err)
	}
	p.Close()
	if fi, _ := os.Stat(old); fi.Mode().Perm() != 0o600 {
		t.Fatalf("an earlier lock kept mode %v", fi.Mode().Perm())
	}

	asRoot(t)
	if err := os.Chown(old, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	if _, err := Acquire(old, ""); err == nil || !strings.Contains(err.Error(), "another user") {
		t.Fatalf("another user's lock: %v", err)
	}
}
