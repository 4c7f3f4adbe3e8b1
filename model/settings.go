package model

import (
	"encoding/json"
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// InputMode is how clicks and keys put digits on the board (docs/behaviour.md, Input modes).
type InputMode uint8

// The input modes.
const (
	InputCellFirst  InputMode = iota // select a cell, then type or pick a digit (default)
	InputDigitFirst                  // pick a digit, then every click places it
	InputTap                         // a click adds one, a secondary click subtracts one (docs/behaviour.md, Input modes)
)

var inputNames = [...]string{"cell-first", "digit-first", "tap"}

// String names the mode as settings files write it.
func (m InputMode) String() string { return enumName(inputNames[:], int(m)) }

// MarshalText writes the mode's name.
func (m InputMode) MarshalText() ([]byte, error) {
	return enumText(inputNames[:], int(m), "input mode")
}

// UnmarshalText reads a mode's name.
func (m *InputMode) UnmarshalText(b []byte) error {
	v, err := enumParse(inputNames[:], string(b), "input mode")
	*m = InputMode(v)
	return err
}

// Mistakes is how digits are checked as they are placed (docs/behaviour.md, Mistakes).
type Mistakes uint8

// The mistakes modes.
const (
	MistakesRefuse Mistakes = iota // a clashing digit is not placed (default)
	MistakesShow                   // the digit is placed and every clash is marked
	MistakesOff                    // nothing is marked until the grid is full
)

var mistakesNames = [...]string{"refuse", "show", "off"}

// String names the mode as settings files write it.
func (m Mistakes) String() string { return enumName(mistakesNames[:], int(m)) }

// MarshalText writes the mode's name.
func (m Mistakes) MarshalText() ([]byte, error) {
	return enumText(mistakesNames[:], int(m), "mistakes mode")
}

// UnmarshalText reads a mode's name.
func (m *Mistakes) UnmarshalText(b []byte) error {
	v, err := enumParse(mistakesNames[:], string(b), "mistakes mode")
	*m = Mistakes(v)
	return err
}

// Theme is the colour scheme of the window.
type Theme uint8

// The themes.
const (
	ThemeLight Theme = iota
	ThemeDark
)

var themeNames = [...]string{"light", "dark"}

// String names the theme as settings files write it.
func (t Theme) String() string { return enumName(themeNames[:], int(t)) }

// MarshalText writes the theme's name.
func (t Theme) MarshalText() ([]byte, error) { return enumText(themeNames[:], int(t), "theme") }

// UnmarshalText reads a theme's name.
func (t *Theme) UnmarshalText(b []byte) error {
	v, err := enumParse(themeNames[:], string(b), "theme")
	*t = Theme(v)
	return err
}

// Settings are the player's choices (docs/formats.md, settings.json), saved in
// $XDG_CONFIG_HOME/sudoku/settings.json.
type Settings struct {
	Input           InputMode `json:"input"`
	Mistakes        Mistakes  `json:"mistakes"`
	HighlightUnits  bool      `json:"highlightUnits"`  // the selected cell's row, column and box
	HighlightDigits bool      `json:"highlightDigits"` // every cell holding the selected digit
	Labels          bool      `json:"labels"`          // row and column numbers always (else while a hint shows)
	AutoRemoveNotes bool      `json:"autoRemoveNotes"` // placing a digit removes it from its peers' notes
	FillStyle       NoteStyle `json:"fillStyle"`       // the notes Fill notes writes: centre (default) or corner
	ShowClock       bool      `json:"showClock"`
	PauseUnfocused  bool      `json:"pauseUnfocused"` // pause when the window loses focus
	Theme           Theme     `json:"theme"`
	Language        string    `json:"language"` // "" follows the locale, else "en" or "fr"
	Paper           string    `json:"paper"`    // printed pages: "" follows the locale, else "a4" or "letter"
	// The desktop's accessibility preferences, or the player's choice
	// (settings_access.go): high-contrast colours, animations, the text's
	// size (0 follows the desktop).
	HighContrast Follow  `json:"highContrast"`
	Animations   Follow  `json:"animations"`
	TextScale    float64 `json:"textScale"`
	// Variant is the variant New game last started (solver.Variant's
	// identifier, "x", "killer", …), which it offers first; "" is the
	// classic game. It came after version 2, without changing it: a file
	// without it is the classic game's.
	Variant string `json:"variant,omitempty"`
}

// LastVariant returns the variant New game last started (Classic when
// none was chosen or the name is not known).
func (s Settings) LastVariant() solver.Variant {
	v, err := solver.ParseVariant(s.Variant)
	if err != nil {
		return solver.Classic
	}
	return v
}

// SetLastVariant remembers v as the variant New game last started.
func (s *Settings) SetLastVariant(v solver.Variant) {
	s.Variant = ""
	if v != solver.Classic {
		s.Variant = v.String()
	}
}

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings {
	return Settings{
		Input:           InputCellFirst,
		Mistakes:        MistakesRefuse,
		HighlightUnits:  true,
		HighlightDigits: true,
		AutoRemoveNotes: true,
		ShowClock:       true,
		PauseUnfocused:  true,
		Theme:           ThemeLight,
		Language:        "",
	}
}

// languages lists the languages the settings accept; "" follows the
// desktop's locale.
var languages = [...]string{"", "en", "fr"}

// papers lists the paper sizes the settings accept; "" follows the
// desktop's locale.
var papers = [...]string{"", "a4", "letter"}

// Papers returns the paper sizes the settings accept: "" (the locale's),
// "a4", "letter".
func Papers() []string { return papers[:] }

// Languages returns the languages the settings accept: "" (the locale's),
// "en", "fr".
func Languages() []string { return languages[:] }

// settingsVersion is the version of the settings file this code writes.
// Files of a newer version are not read (they are moved aside). Version 1
// files come from the game before it had French: their "en" was the only
// choice there was, not the player's, so it reads as "" (the locale's).
const settingsVersion = 2

type settingsFile struct {
	Version int `json:"version"`
	Settings
}

// MarshalSettings writes s as the settings file's JSON.
func MarshalSettings(s Settings) ([]byte, error) {
	b, err := json.MarshalIndent(settingsFile{Version: settingsVersion, Settings: s}, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("settings: %w", err)
	}
	return append(b, '\n'), nil
}

// UnmarshalSettings reads a settings file. Fields the file lacks keep their
// defaults; a value out of range, a missing or newer version is an error.
func UnmarshalSettings(b []byte) (Settings, error) {
	if len(b) > maxSmallFile {
		return DefaultSettings(), fmt.Errorf("%d KiB, more than the %d KiB a settings file may hold", len(b)>>10, maxSmallFile>>10)
	}
	f := settingsFile{Settings: DefaultSettings()}
	if err := checkFileVersion(b, settingsVersion); err != nil {
		return DefaultSettings(), err
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return DefaultSettings(), err
	}
	if f.Version == 1 && f.Language == "en" {
		f.Language = ""
	}
	ok := false
	for _, l := range languages {
		ok = ok || f.Language == l
	}
	if !ok {
		return DefaultSettings(), fmt.Errorf("unknown language %q", f.Language)
	}
	ok = false
	for _, p := range papers {
		ok = ok || f.Paper == p
	}
	if !ok {
		return DefaultSettings(), fmt.Errorf("unknown paper %q", f.Paper)
	}
	if !validTextScale(f.TextScale) {
		return DefaultSettings(), fmt.Errorf("text scale %v out of range (0, or %v to %v)", f.TextScale, MinTextScale, MaxTextScale)
	}
	if f.Variant != "" {
		if _, err := solver.ParseVariant(f.Variant); err != nil {
			return DefaultSettings(), err
		}
	}
	return f.Settings, nil
}

func enumName(names []string, v int) string {
	if v >= 0 && v < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%d", v)
}

func enumText(names []string, v int, what string) ([]byte, error) {
	if v >= 0 && v < len(names) {
		return []byte(names[v]), nil
	}
	return nil, fmt.Errorf("%s %d out of range", what, v)
}

func enumParse(names []string, s, what string) (int, error) {
	for i, n := range names {
		if n == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q", what, s)
}
