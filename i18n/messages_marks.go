package i18n

// The messages of the player's marks (docs/behaviour.md, Notes: two
// styles; Colours; Multi-select; Bookmarks).
var (
	KeyCornerMark = def("keys.corner_mark", "Toggle a corner mark")
	KeyCentreMark = def("keys.centre_mark", "Toggle a centre mark")
	// KeyAlt names the Alt key in shortcuts (Alt+digit).
	KeyAlt = def("keyname.alt", "Alt")
	// KeyCandidateColour is Alt+digit.
	KeyCandidateColour = def("keys.candidate_colour", "Colour a candidate (the last colour given)")
	KeyCycleMarks      = def("keys.cycle_marks", "Cycle digits, corner marks, centre marks and colours")
	KeyPickMarks       = def("keys.pick_marks", "Digits, corner marks, centre marks or colours")

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

// Bookmarks.
var (
	MarkPosition    = def("bookmarks.mark", "Mark this position")
	MarkedPositions = def("bookmarks.list", "Marked positions…")
	MarkedHead      = def("bookmarks.head", "Return to a marked position")
	BookmarkItem    = defN("bookmarks.item", "%d digit placed, at %s", "%d digits placed, at %s")
	PositionMarked  = def("bookmarks.marked", "Position marked: Marked positions… in the menu returns to it.")
	MarkedAlready   = def("bookmarks.already", "This position is marked already.")
	BackToCorrect   = def("bookmarks.back_to_correct", "Back to the last correct position")
	NoWrongMove     = def("bookmarks.no_wrong_move", "No wrong digit to go back before.")
)
