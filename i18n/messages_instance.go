package i18n

// The messages of one window per player (docs/behaviour.md, "One window"):
// files handed over by later launches, and a window that cannot be reached.
var (
	// A later `sudoku FILE` while a question, a panel or a task is open:
	// the file waits.
	HandOverWaits = def("status.hand_over_waits", "%s opens once this is closed.")
	// Several files handed over at once: the first opens, the others are
	// offered here.
	HandOverOthersHead = def("handover.others_title", "Also handed over")
	// The game could not serve later launches (status line at start).
	NotServing = def("status.not_serving", "Later launches cannot reach this window: %s")
)

// Ctrl+V when no text came from the clipboard: it is empty, or larger than
// the window's X11 backend receives.
var PasteNothing = def("status.paste_nothing", "Nothing came from the clipboard: it is empty, or holds more than %d KB; save large grid files and use Open.")
