package i18n

// The messages of the player's marks (docs/behaviour.md, Notes: two
// styles; Colours; Multi-select; Bookmarks).
var (
	KeyCornerMark = def("keys.corner_mark", "Toggle a corner mark")
	KeyCentreMark = def("keys.centre_mark", "Toggle a centre mark")
	KeyCycleMarks = def("keys.cycle_marks", "Cycle digits, corner marks, centre marks and colours")
	KeyPickMarks  = def("keys.pick_marks", "Digits, corner marks, centre marks or colours")

	// The number pad's mode button: what a plain digit writes now.
	ModeDigits = def("pad.mode_digits", "Digits")
	ModeCorner = def("pad.mode_corner", "Corner")
	ModeCentre = def("pad.mode_centre", "Centre")
	ModeColour = def("pad.mode_colour", "Colour")

	// Settings: the style Fill notes writes.
	SetFillStyle  = def("settings.fill_style", "Fill notes as")
	SetFillCentre = def("settings.fill_centre", "Centre marks")
	SetFillCorner = def("settings.fill_corner", "Corner marks")
)

// The selection's keys.
var (
	KeyExtend      = def("keys.extend", "Add the next cell to the selection")
	KeySelectEmpty = def("keys.select_empty", "Select every empty cell")
	KeyEscapeBoard = def("keys.escape_board", "Close the hint, then clear the selection")
)
