package nogtk

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestChild is the test binary started again by TestDisplayHiddenAtInit:
// it reports what initialisation left in the environment.
func TestChild(t *testing.T) {
	if os.Getenv("NOGTK_CHILD") == "" {
		t.Skip("run by TestDisplayHiddenAtInit")
	}
	before := os.Getenv("DISPLAY") + "|" + os.Getenv("WAYLAND_DISPLAY")
	hid := Hid()
	Restore()
	after := os.Getenv("DISPLAY") + "|" + os.Getenv("WAYLAND_DISPLAY")
	os.Stdout.WriteString("before=" + before + " after=" + after + " hid=" + map[bool]string{true: "yes", false: "no"}[hid] + "\n")
}

func TestDisplayHiddenAtInit(t *testing.T) {
	cases := []struct {
		helper bool
		want   string
	}{
		{false, "before=| after=:42|wayland-9 hid=yes"},
		{true, "before=:42|wayland-9 after=:42|wayland-9 hid=no"},
	}
	for _, c := range cases {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestChild$", "-test.v")
		cmd.Env = append(os.Environ(), "NOGTK_CHILD=1", "DISPLAY=:42", "WAYLAND_DISPLAY=wayland-9")
		if c.helper {
			cmd.Env = append(cmd.Env, HelperEnv+"=1")
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		if !strings.Contains(string(out), c.want) {
			t.Errorf("helper %v: child said\n%s\nwant %q", c.helper, out, c.want)
		}
	}
}
