package window

import (
	"errors"
	"strings"
	"testing"
)

// With HOME unset the account's home from the password database is used;
// with neither (nor the three XDG folders) the game refuses, naming the
// variables, instead of writing under /.local.
func TestSettleHome(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		lookup  string
		setHome string
		wantErr bool
	}{
		{"HOME set", map[string]string{"HOME": "/home/ann"}, "/home/other", "", false},
		{"HOME unset", nil, "/home/ann", "/home/ann", false},
		{"HOME is /", map[string]string{"HOME": "/"}, "/home/ann", "/home/ann", false},
		{"no home at all", nil, "", "", true},
		{"passwd home is /", nil, "/", "", true},
		{"XDG folders given", map[string]string{"XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s"}, "", "", false},
		{"some XDG folders", map[string]string{"XDG_DATA_HOME": "/d"}, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var set string
			err := settleHome(func(k string) string { return tt.env[k] }, func() string { return tt.lookup },
				func(k, v string) error {
					if k == "HOME" {
						set = v
					}
					return nil
				})
			if (err != nil) != tt.wantErr || set != tt.setHome {
				t.Fatalf("err %v, HOME set to %q; want error %v, HOME %q", err, set, tt.wantErr, tt.setHome)
			}
			if err != nil && (!strings.Contains(err.Error(), "HOME") || !strings.Contains(err.Error(), "XDG_STATE_HOME")) {
				t.Fatalf("the refusal does not name the variables: %v", err)
			}
		})
	}
}

// A dead display is told naming both Wayland and X11, and the variables.
func TestDisplayErrorNamesBoth(t *testing.T) {
	env := map[string]string{"DISPLAY": ":99"}
	err := displayError(errors.New("wayland: wl_display_connect failed: no such file or directory"), func(k string) string { return env[k] })
	for _, want := range []string{"Wayland", "X11", "DISPLAY=:99", "WAYLAND_DISPLAY is not set", "wl_display_connect"} {
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("%q does not say %q", err, want)
		}
	}
	if other := errors.New("gpu: no context"); displayError(other, func(string) string { return "" }) != other {
		t.Fatal("an error that is not the display's was changed")
	}
}
