package widgets

import (
	"fmt"

	"github.com/giosudoku/sudoku/solver"
)

// Msg identifies one player-visible string. Its value is a stable dotted key
// ("dialog.yes"); the text shown comes from a Catalog.
type Msg string

// Catalog maps message IDs to the text of one language. Every string a widget
// shows goes through T or Tf, so adding a language is adding a catalogue
// (a map from Msg to text), never editing a widget.
//
// A Catalog is a value and safe to share; its zero value shows message IDs.
type Catalog struct {
	lang     string
	msgs     map[Msg]string
	fallback map[Msg]string
}

// NewCatalog returns a catalogue for lang with the given texts. Messages it
// lacks fall back to English, then to the message ID itself (visible in
// screenshots, never an empty label).
func NewCatalog(lang string, msgs map[Msg]string) Catalog {
	return Catalog{lang: lang, msgs: msgs, fallback: englishMessages}
}

// English returns the English catalogue.
func English() Catalog {
	return Catalog{lang: "en", msgs: englishMessages}
}

// With returns a copy of c whose texts are extended (or overridden) by more:
// the app adds its own messages this way. c is not modified.
func (c Catalog) With(more map[Msg]string) Catalog {
	merged := make(map[Msg]string, len(c.msgs)+len(more))
	for k, v := range c.msgs {
		merged[k] = v
	}
	for k, v := range more {
		merged[k] = v
	}
	c.msgs = merged
	return c
}

// Lang returns the catalogue's language code ("en").
func (c Catalog) Lang() string { return c.lang }

// Has reports whether the catalogue itself (not its fallback) holds id.
func (c Catalog) Has(id Msg) bool {
	_, ok := c.msgs[id]
	return ok
}

// T returns the text of id.
func (c Catalog) T(id Msg) string {
	if s, ok := c.msgs[id]; ok {
		return s
	}
	if s, ok := c.fallback[id]; ok {
		return s
	}
	return string(id)
}

// Tf returns the text of id formatted with args as by fmt.Sprintf. Catalogues
// may reorder arguments with explicit indexes ("%[2]s … %[1]d").
func (c Catalog) Tf(id Msg, args ...any) string {
	return fmt.Sprintf(c.T(id), args...)
}

// LevelName returns the player-visible name of a level ("Easy"); the zero
// level is "Not a puzzle".
func (c Catalog) LevelName(l solver.Level) string {
	switch l {
	case solver.Easy:
		return c.T(MsgLevelEasy)
	case solver.Medium:
		return c.T(MsgLevelMedium)
	case solver.Hard:
		return c.T(MsgLevelHard)
	case solver.Expert:
		return c.T(MsgLevelExpert)
	}
	return c.T(MsgLevelNone)
}
