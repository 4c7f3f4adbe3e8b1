package i18n

// The messages of the player's input: the board's keys in the shortcuts
// panel (F1) and README's keyboard table (app/internal/window/commands.go).
var (
	KeyCloseHint = def("keys.close_hint", "Close the hint")
)
