// Package instance keeps one game window per player and set of game files
// (docs/behaviour.md, "One window"). The first `sudoku` takes an exclusive
// lock on a file beside game.json and listens on a Unix socket under
// $XDG_RUNTIME_DIR; a second `sudoku` or `sudoku FILE` finds the lock
// taken, hands its request to the first through the socket, and exits
// without touching any file. The lock, not the socket, decides who is
// first: a socket left behind by a killed game is replaced, and two
// launches at once cannot both win.
package instance

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// LockName is the lock file, in the folder of the game file.
const LockName = "instance.lock"

// MaxData is the most a request may carry of a file read by the later
// launch: the largest puzzle file the game reads (model.MaxFileSize).
const MaxData = 16 << 20

// maxRequest bounds what one request may carry: a path, or MaxData bytes in
// base64, and little else.
const maxRequest = 64<<10 + (MaxData+2)/3*4

// Request is what a second launch asks of the running window.
type Request struct {
	File string `json:"file,omitempty"` // an absolute path to open, "" to come forward only
	// Name and Data are a file the later launch read itself, because its
	// path means something only there (its standard input, a pipe,
	// /proc/self/…): Name is what the window calls it, Data its bytes.
	// A request with a Name opens Data, even when empty.
	Name string `json:"name,omitempty"`
	Data []byte `json:"data,omitempty"`
}

// ErrRunning says that another game window holds the lock.
var ErrRunning = errors.New("another game window is running")

// Primary is the running window's side: it holds the lock and serves the
// socket until Close.
type Primary struct {
	lock     *os.File
	ln       net.Listener
	sock     string
	Requests chan Request // requests of later launches, in order
	// ServeErr says why later launches cannot reach this window, when
	// they cannot (nil while serving).
	ServeErr error
}

// Paths returns the lock file for the game files in stateDir and the socket
// under runtimeDir. The socket's name carries a hash of stateDir, so that
// games with other files (another XDG_STATE_HOME) have their own. When
// runtimeDir cannot be trusted with the socket (CheckRuntimeDir), sock is ""
// and sockErr says why.
func Paths(stateDir, runtimeDir string) (lock, sock string, sockErr error) {
	lock = filepath.Join(stateDir, LockName)
	if err := CheckRuntimeDir(runtimeDir); err != nil {
		return lock, "", err
	}
	h := fnv.New32a()
	io.WriteString(h, filepath.Clean(stateDir))
	return lock, filepath.Join(runtimeDir, fmt.Sprintf("io.github.giosudoku.Sudoku-%08x.sock", h.Sum32())), nil
}

// CheckRuntimeDir says whether dir ($XDG_RUNTIME_DIR) may hold the socket:
// an absolute path to a folder of this user's that no one else can write
// in. In a folder others can write in (a shared /tmp-like one), another
// user could take the socket's name first and be sent the player's paths.
func CheckRuntimeDir(dir string) error {
	if dir == "" {
		return errors.New("XDG_RUNTIME_DIR is not set")
	}
	if !filepath.IsAbs(dir) {
		return fmt.Errorf("XDG_RUNTIME_DIR %q is not an absolute path", dir)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("XDG_RUNTIME_DIR: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("XDG_RUNTIME_DIR %s is not a folder", dir)
	}
	if uid, ok := owner(fi); ok && uid != os.Getuid() {
		return fmt.Errorf("XDG_RUNTIME_DIR %s belongs to another user (uid %d)", dir, uid)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("XDG_RUNTIME_DIR %s can be written by other users (mode %04o); it should be 0700", dir, fi.Mode().Perm())
	}
	return nil
}

// owner returns the user id that owns a file.
func owner(fi os.FileInfo) (int, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}

// checkSocket says whether the file at sock is a socket of this user's:
// a request, which names a file of the player's, goes to no one else.
func checkSocket(sock string) error {
	fi, err := os.Lstat(sock)
	if err != nil {
		return err
	}
	if fi.Mode().Type() != os.ModeSocket {
		return fmt.Errorf("%s is not a socket", sock)
	}
	if uid, ok := owner(fi); ok && uid != os.Getuid() {
		return fmt.Errorf("the socket %s belongs to another user (uid %d)", sock, uid)
	}
	return nil
}

// Acquire takes the lock file lockPath (its folder is created) and, when
// sockPath is not "", listens there. It returns ErrRunning when another
// process holds the lock: call Send then. Without a socket (no runtime
// folder, or one that cannot be trusted) the lock is still taken, requests
// cannot be served, and ServeErr says why. The lock is the player's alone
// (0600, in a folder made 0700): no other user can open it, so none can
// hold it to keep the game from starting.
func Acquire(lockPath, sockPath string) (*Primary, error) {
	if err := os.MkdirAll(filepath.Dir(lockPath), 0o700); err != nil {
		return nil, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("lock %s: not a regular file", lockPath)
	}
	if uid, ok := owner(fi); ok && uid != os.Getuid() {
		f.Close()
		return nil, fmt.Errorf("lock %s: belongs to another user (uid %d)", lockPath, uid)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		// Made by an earlier version, readable by all.
		f.Chmod(0o600)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrRunning
		}
		return nil, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	p := &Primary{lock: f, sock: sockPath, Requests: make(chan Request, 16)}
	if sockPath == "" {
		p.ServeErr = errors.New("no runtime folder for its socket")
		return p, nil
	}
	// We hold the lock: a socket file there is a dead game's.
	os.Remove(sockPath)
	ln, err := net.Listen("unix", sockPath)
	if err == nil {
		// Only this user may connect (a Unix socket's mode is checked on
		// connect); then make sure the file is the one just made.
		err = os.Chmod(sockPath, 0o600)
		if err == nil {
			err = checkSocket(sockPath)
		}
		if err != nil {
			ln.Close()
		}
	}
	if err != nil {
		// The window still runs, alone; later launches will say they
		// cannot reach it, and the window says so too.
		p.ServeErr = err
		return p, nil
	}
	p.ln = ln
	go p.serve()
	return p, nil
}

// Serving reports whether later launches can reach this window.
func (p *Primary) Serving() bool { return p.ln != nil }

func (p *Primary) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.handle(c)
	}
}

func (p *Primary) handle(c net.Conn) {
	defer c.Close()
	// A client that connects and never writes is not waited for forever.
	c.SetDeadline(time.Now().Add(10 * time.Second))
	line, err := bufio.NewReader(io.LimitReader(c, maxRequest)).ReadBytes('\n')
	if err != nil {
		return
	}
	var r Request
	if json.Unmarshal(line, &r) != nil {
		io.WriteString(c, "error: bad request\n")
		return
	}
	p.Requests <- r
	io.WriteString(c, "ok\n")
}

// Close stops serving, removes the socket and releases the lock.
func (p *Primary) Close() {
	if p.ln != nil {
		p.ln.Close()
		os.Remove(p.sock)
	}
	p.lock.Close()
}

// Send hands r to the window listening at sockPath and waits for it to take
// the request. The window may have taken the lock and not be listening yet
// (two launches at once): connecting is tried again until the lock's owner
// answers or wait is over.
func Send(sockPath string, r Request, wait time.Duration) error {
	if sockPath == "" {
		return errors.New("no runtime folder to reach it through")
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(wait)
	var c net.Conn
	for {
		err = checkSocket(sockPath)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			// Someone else's socket, or not a socket: the request, which
			// may name a file of the player's, is not sent.
			return fmt.Errorf("not sent: %w", err)
		}
		if err == nil {
			c, err = net.Dial("unix", sockPath)
		}
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("cannot reach it at %s: %w", sockPath, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(wait))
	if _, err := c.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("cannot reach it at %s: %w", sockPath, err)
	}
	reply, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		return fmt.Errorf("no answer from it at %s: %w", sockPath, err)
	}
	if reply != "ok\n" {
		return fmt.Errorf("it refused the request: %s", reply)
	}
	return nil
}
