package model

// The settings that follow the desktop's accessibility preferences unless
// the player chooses (docs/behaviour.md, Accessibility).

// Follow is a choice that follows the desktop unless the player sets it.
type Follow uint8

// The choices of a Follow.
const (
	FollowDesktop Follow = iota // what the desktop says (default)
	FollowOn                    // on, whatever the desktop says
	FollowOff                   // off, whatever the desktop says
)

var followNames = [...]string{"desktop", "on", "off"}

// String names the choice as settings files write it.
func (f Follow) String() string { return enumName(followNames[:], int(f)) }

// MarshalText writes the choice's name.
func (f Follow) MarshalText() ([]byte, error) {
	return enumText(followNames[:], int(f), "desktop choice")
}

// UnmarshalText reads a choice's name.
func (f *Follow) UnmarshalText(b []byte) error {
	v, err := enumParse(followNames[:], string(b), "desktop choice")
	*f = Follow(v)
	return err
}

// On says whether the choice is on when the desktop says desktop.
func (f Follow) On(desktop bool) bool {
	switch f {
	case FollowOn:
		return true
	case FollowOff:
		return false
	}
	return desktop
}

// The text scales the settings take besides 0 (the desktop's).
const (
	MinTextScale = 0.5
	MaxTextScale = 3
)

// TextScales returns the text scales the settings window offers: 0 (the
// desktop's), then 100 % to 200 %.
func TextScales() []float64 { return []float64{0, 1, 1.25, 1.5, 1.75, 2} }

// TextScaleWith returns the factor text is drawn at: the player's, or
// desktop's when the player chose none (1 when the desktop's is not a
// scale).
func (s Settings) TextScaleWith(desktop float64) float64 {
	if s.TextScale != 0 {
		return s.TextScale
	}
	if desktop < MinTextScale || desktop > MaxTextScale {
		return 1
	}
	return desktop
}

// validTextScale reports whether a settings file's text scale is one the
// game draws at.
func validTextScale(f float64) bool { return f == 0 || (f >= MinTextScale && f <= MaxTextScale) }
