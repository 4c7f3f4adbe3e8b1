package model

import (
	"errors"
	"testing"
)

func TestSettingsDefaults(t *testing.T) {
	s := DefaultSettings()
	if s.Input != InputCellFirst || s.Mistakes != MistakesRefuse || !s.AutoRemoveNotes ||
		!s.PauseUnfocused || !s.ShowClock || s.Theme != ThemeLight || s.Language != "" {
		t.Fatalf("defaults %+v differ from the documented defaults (language: the locale's)", s)
	}
	if g := New(nil); g.Settings() != s {
		t.Fatal("a new game does not play by the defaults")
	}
}

func TestSettingsJSON(t *testing.T) {
	s := Settings{Input: InputTap, Mistakes: MistakesOff, HighlightUnits: false, HighlightDigits: true,
		AutoRemoveNotes: false, ShowClock: false, PauseUnfocused: false, Theme: ThemeDark, Language: "fr"}
	b, err := MarshalSettings(s)
	noErr(t, err)
	back, err := UnmarshalSettings(b)
	noErr(t, err)
	if back != s {
		t.Fatalf("round trip: %+v, want %+v", back, s)
	}
	// An older file without some fields keeps the defaults for them.
	part, err := UnmarshalSettings([]byte(`{"version":1,"mistakes":"show","theme":"dark"}`))
	noErr(t, err)
	want := DefaultSettings()
	want.Mistakes, want.Theme = MistakesShow, ThemeDark
	if part != want {
		t.Fatalf("partial file: %+v, want %+v", part, want)
	}
	// Version 1 wrote "en" when English was the only language: it follows
	// the locale now; "en" in today's file is the player's choice and stays.
	for _, tc := range []struct{ json, want string }{
		{`{"version":1,"language":"en"}`, ""},
		{`{"version":1,"language":"fr"}`, "fr"},
		{`{"version":2,"language":"en"}`, "en"},
	} {
		got, err := UnmarshalSettings([]byte(tc.json))
		noErr(t, err)
		if got.Language != tc.want {
			t.Errorf("%s: language %q, want %q", tc.json, got.Language, tc.want)
		}
	}
	for _, tc := range []struct {
		name, json string
		version    bool
	}{
		{"corrupt", `{"version":1,"mistakes":"show"`, false},
		{"no version", `{"mistakes":"show"}`, true},
		{"version zero", `{"version":0}`, true},
		{"future version", `{"version":7,"mistakes":"show"}`, true},
		{"unknown mistakes mode", `{"version":1,"mistakes":"sometimes"}`, false},
		{"unknown input mode", `{"version":1,"input":"voice"}`, false},
		{"theme as a number", `{"version":1,"theme":1}`, false},
		{"unknown language", `{"version":1,"language":"de"}`, false},
		{"an array", `[1,2]`, false},
	} {
		s, err := UnmarshalSettings([]byte(tc.json))
		var ve *VersionError
		if err == nil || errors.As(err, &ve) != tc.version {
			t.Errorf("%s: err = %v", tc.name, err)
		}
		if s != DefaultSettings() {
			t.Errorf("%s: a refused file gave %+v, not the defaults", tc.name, s)
		}
	}
}

func TestSettingsNames(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{InputCellFirst.String(), "cell-first"}, {InputDigitFirst.String(), "digit-first"}, {InputTap.String(), "tap"},
		{MistakesRefuse.String(), "refuse"}, {MistakesShow.String(), "show"}, {MistakesOff.String(), "off"},
		{ThemeLight.String(), "light"}, {ThemeDark.String(), "dark"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
	if _, err := MarshalSettings(Settings{Mistakes: 9, Language: "en"}); err == nil {
		t.Error("a mode out of range was written")
	}
}
