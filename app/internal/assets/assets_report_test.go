package assets

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/godbus/dbus/v5"

	"github.com/giosudoku/sudoku/i18n"
)

// TestReportAssetsError: a $SUDOKU_ASSETS_DIR that lacks a file the
// MANIFEST lists is reported on stderr and, for a game started from the
// desktop (stderr not a terminal), in a notification titled in the
// player's language; both name the variable, the folder and the file.
func TestReportAssetsError(t *testing.T) {
	dir := t.TempDir()
	makeValidDir(t, dir)
	if err := os.Remove(filepath.Join(dir, "puzzles", "b.sdm")); err != nil {
		t.Fatal(err)
	}
	_, err := Find(fakeEnv(map[string]string{EnvVar: dir}, "", ""))
	if err == nil {
		t.Fatal("findAssets accepts a folder without puzzles/b.sdm")
	}
	cat := i18n.Load("en")
	title := cat.T(i18n.AssetsTitle)
	for _, tc := range []struct {
		name      string
		toDesktop bool
		notifyErr error
		notified  bool
		stderr    []string
	}{
		{"from a terminal", false, nil, false, nil},
		{"from the desktop", true, nil, true, nil},
		{"from the desktop, no notification service", true, errors.New("no session bus"), true,
			[]string{"the desktop notification could not be shown either: no session bus"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			var summaries, bodies []string
			reportAssetsErrorTo(&w, err, tc.toDesktop, cat, func(s, b string) error {
				summaries, bodies = append(summaries, s), append(bodies, b)
				return tc.notifyErr
			})
			for _, want := range append([]string{"sudoku: $" + EnvVar, dir, "puzzles/b.sdm is missing"}, tc.stderr...) {
				if !strings.Contains(w.String(), want) {
					t.Errorf("stderr %q lacks %q", w.String(), want)
				}
			}
			if !tc.notified {
				if len(bodies) != 0 {
					t.Errorf("notified from a terminal: %q", bodies)
				}
				return
			}
			if len(bodies) != 1 || summaries[0] != title {
				t.Fatalf("notifications %q %q, want one titled %q", summaries, bodies, title)
			}
			for _, want := range []string{EnvVar, dir, "puzzles/b.sdm is missing"} {
				if !strings.Contains(bodies[0], want) {
					t.Errorf("notification %q lacks %q", bodies[0], want)
				}
			}
		})
	}
	if fr := i18n.Load("fr").T(i18n.AssetsTitle); fr == title {
		t.Errorf("the French title is the English one: %q", fr)
	}
}

// TestNotifyDesktopWithoutBus: with no session bus, the notification fails
// at once with an error rather than starting one or hanging.
func TestNotifyDesktopWithoutBus(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+filepath.Join(t.TempDir(), "no-bus"))
	if err := notifyDesktop("title", "body"); err == nil {
		t.Fatal("notifyDesktop without a session bus: no error")
	}
}

// notifications is a stand-in notification service.
type notifications struct{ got chan []any }

func (n *notifications) Notify(app string, replaces uint32, icon, summary, body string, actions []string,
	hints map[string]dbus.Variant, timeout int32) (uint32, *dbus.Error) {
	n.got <- []any{app, icon, summary, body, hints["desktop-entry"].Value()}
	return 7, nil
}

// TestNotifyDesktop sends a notification through a private session bus
// (dbus-daemon) to a stand-in of org.freedesktop.Notifications and checks
// what it receives.
func TestNotifyDesktop(t *testing.T) {
	daemon, err := exec.LookPath("dbus-daemon")
	if err != nil {
		t.Skip("no dbus-daemon to run a session bus on")
	}
	cmd := exec.Command(daemon, "--session", "--nofork", "--print-address=1", "--address=unix:dir="+t.TempDir())
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("dbus-daemon printed no address: %v", err)
	}
	addr = strings.TrimSpace(addr)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", addr)

	service, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer service.Close()
	n := &notifications{got: make(chan []any, 1)}
	if err := service.Export(n, "/org/freedesktop/Notifications", "org.freedesktop.Notifications"); err != nil {
		t.Fatal(err)
	}
	if reply, err := service.RequestName("org.freedesktop.Notifications", dbus.NameFlagDoNotQueue); err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("RequestName: %v %v", reply, err)
	}

	if err := notifyDesktop("Fichiers du jeu manquants", "sudoku: $SUDOKU_ASSETS_DIR is /x: MANIFEST is missing"); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-n.got:
		want := []any{"Sudoku", "io.github.giosudoku.Sudoku", "Fichiers du jeu manquants",
			"sudoku: $SUDOKU_ASSETS_DIR is /x: MANIFEST is missing", "io.github.giosudoku.Sudoku"}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("argument %d: %v, want %v", i, got[i], want[i])
			}
		}
	default:
		// The service answered (notifyDesktop returned no error), and it
		// fills the channel before it answers.
		t.Fatal("the service received no notification")
	}
}

// TestErrorsInFrench: the lookup's errors and reasons are the catalogue's,
// in French for a French player (the system's own reasons aside), naming
// the same folders and files as in English.
func TestErrorsInFrench(t *testing.T) {
	fr, en := i18n.Load("fr"), i18n.Load("en")
	base := t.TempDir()
	missing := filepath.Join(base, "nowhere")
	_, envErr := Find(fakeEnv(map[string]string{EnvVar: missing}, "", ""))
	empty := filepath.Join(base, "empty")
	if err := os.MkdirAll(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(empty, manifestName), []byte("# nothing\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, emptyErr := Find(fakeEnv(map[string]string{EnvVar: empty}, "", ""))
	_, noneErr := Find(Env{Getenv: func(string) string { return "" }, WorkDir: base, DataDirs: []string{filepath.Join(base, "data")}})
	_, colErr := ListCollections(base)
	for _, tc := range []struct {
		name string
		err  error
		fr   []string // what the French says
	}{
		{"$SUDOKU_ASSETS_DIR names no folder", envErr, []string{"$" + EnvVar, missing, "qui n’est pas un dossier de fichiers du jeu", "le dossier n’existe pas"}},
		{"an empty MANIFEST", emptyErr, []string{empty, "MANIFEST ne liste aucun fichier"}},
		{"no folder found", noneErr, []string{"aucun dossier de fichiers du jeu Sudoku trouvé", filepath.Join(base, "assets"),
			"essayé comme assets/ dans le dossier courant", "sudoku/ dans le dossier de données XDG " + filepath.Join(base, "data")}},
		{"no collection", colErr, []string{"collections fournies"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("no error")
			}
			got := fr.Error(tc.err)
			for _, want := range tc.fr {
				if !strings.Contains(got, want) {
					t.Errorf("French %q lacks %q", got, want)
				}
			}
			if e := en.Error(tc.err); e != tc.err.Error() || e == got {
				t.Errorf("English %q, Error %q, French %q", e, tc.err.Error(), got)
			}
		})
	}
	if r := (Reason{Kind: ByEnv}).Words(fr); r != "désigné par $"+EnvVar {
		t.Errorf("the reason in French: %q", r)
	}
}
