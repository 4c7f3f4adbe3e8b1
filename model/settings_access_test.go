package model

import "testing"

// TestFollow resolves the desktop's preferences against the player's
// choices, and reads and writes the choices as the settings file does.
func TestFollow(t *testing.T) {
	for _, tc := range []struct {
		f       Follow
		desktop bool
		want    bool
	}{
		{FollowDesktop, false, false}, {FollowDesktop, true, true},
		{FollowOn, false, true}, {FollowOn, true, true},
		{FollowOff, false, false}, {FollowOff, true, false},
	} {
		if got := tc.f.On(tc.desktop); got != tc.want {
			t.Errorf("%v with the desktop %v: %v, want %v", tc.f, tc.desktop, got, tc.want)
		}
	}
	s := DefaultSettings()
	if s.HighContrast != FollowDesktop || s.Animations != FollowDesktop || s.TextScale != 0 {
		t.Fatalf("defaults %+v do not follow the desktop", s)
	}
	s.HighContrast, s.Animations, s.TextScale = FollowOn, FollowOff, 1.5
	b, err := MarshalSettings(s)
	noErr(t, err)
	back, err := UnmarshalSettings(b)
	noErr(t, err)
	if back != s {
		t.Fatalf("round trip: %+v, want %+v", back, s)
	}
	for _, tc := range []struct {
		json string
		ok   bool
	}{
		{`{"version":2,"highContrast":"on","animations":"off","textScale":1.25}`, true},
		{`{"version":2,"highContrast":"always"}`, false},
		{`{"version":2,"animations":true}`, false},
		{`{"version":2,"textScale":0}`, true},
		{`{"version":2,"textScale":0.2}`, false},
		{`{"version":2,"textScale":12}`, false},
		{`{"version":2,"textScale":-1}`, false},
	} {
		_, err := UnmarshalSettings([]byte(tc.json))
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v", tc.json, err)
		}
	}
}

func TestTextScaleWith(t *testing.T) {
	for _, tc := range []struct {
		player, desktop, want float64
	}{
		{0, 1, 1}, {0, 1.25, 1.25}, {0, 0, 1}, {0, 40, 1}, {1.5, 1.25, 1.5}, {1, 2, 1},
	} {
		s := DefaultSettings()
		s.TextScale = tc.player
		if got := s.TextScaleWith(tc.desktop); got != tc.want {
			t.Errorf("player %v, desktop %v: %v, want %v", tc.player, tc.desktop, got, tc.want)
		}
	}
}
