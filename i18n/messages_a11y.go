package i18n

// The messages a screen reader says (docs/behaviour.md, Accessibility):
// the board's cells in words, what a move did, and the names of the
// window's parts that show no text of their own.
var (
	// A cell: its row and column, then what it holds (the parts below,
	// joined by commas).
	A11yCell       = def("a11y.cell", "Row %[1]d, column %[2]d: %[3]s")
	A11yEmpty      = def("a11y.empty", "empty")
	A11yHidden     = def("a11y.hidden", "hidden while paused")
	A11yGiven      = def("a11y.given", "given")
	A11yWrong      = def("a11y.wrong", "wrong")
	A11yRevealed   = def("a11y.revealed", "from the solution")
	A11yWasWrong   = def("a11y.was_wrong", "yours was wrong")
	A11yNotes      = def("a11y.notes", "notes %s")
	A11yCorner     = def("a11y.corner", "corner marks %s")
	A11yCandColour = def("a11y.cand_colour", "%[1]d in colour %[2]d")
	A11yCandAlone  = def("a11y.cand_alone", "candidate %[1]d in colour %[2]d")
	A11yColour     = def("a11y.colour", "colour %d")
	A11yColours    = def("a11y.colours", "colours %s")
	// A digit that repeats one of its row, column or box (when the game
	// marks clashes).
	A11yRepRow    = def("a11y.repeated_row", "repeated in its row")
	A11yRepCol    = def("a11y.repeated_column", "repeated in its column")
	A11yRepBox    = def("a11y.repeated_box", "repeated in its box")
	A11yRepRowCol = def("a11y.repeated_row_column", "repeated in its row and column")
	A11yRepRowBox = def("a11y.repeated_row_box", "repeated in its row and box")
	A11yRepColBox = def("a11y.repeated_column_box", "repeated in its column and box")
	A11yRepAll    = def("a11y.repeated_all", "repeated in its row, column and box")
	A11yRepeated  = def("a11y.repeated", "repeated")
	// What a variant adds to a cell.
	A11yCage     = defN("a11y.cage", "cage of %[1]d cell adding up to %[2]d", "cage of %[1]d cells adding up to %[2]d")
	A11yRegion   = def("a11y.region", "region %d")
	A11yDiagonal = def("a11y.diagonal", "diagonal %d")
	A11yWindow   = def("a11y.window", "window %d")

	// What a move did, said at once (the status line's announcement).
	A11yCellRef  = def("a11y.cell_ref", "row %[1]d, column %[2]d")
	A11yPlaced   = def("a11y.placed", "%[1]d placed at row %[2]d, column %[3]d.")
	A11yErased   = def("a11y.erased", "Row %[1]d, column %[2]d erased.")
	A11yClashAt  = def("a11y.clash_at", "It is at %s.")
	A11yAlsoAt   = def("a11y.also_at", "%[1]d is also at %[2]s.")
	A11yAndCells = def("a11y.and", "%[1]s and %[2]s")

	// The names of the window's parts.
	A11yBoard     = def("a11y.board", "Board")
	A11yBoardHelp = def("a11y.board_help", "Arrow keys move, digits 1 to 9 place, Delete erases.")
	A11yHeader    = def("a11y.header", "Tool bar")
	A11yPad       = def("a11y.pad", "Number pad")
	A11yPadDigit  = defN("a11y.pad_digit", "%[2]d, %[1]d left", "%[2]d, %[1]d left")
	A11yStatus    = def("a11y.status", "Status")
	// A11yLabelled is a label and its value read as one: "Score: 603",
	// "Theme: Dark".
	A11yLabelled = def("a11y.labelled", "%[1]s: %[2]s")
)

// The settings that follow the desktop's accessibility preferences unless
// the player chooses (docs/behaviour.md, Accessibility).
var (
	SetHighContrast = def("settings.high_contrast", "High contrast")
	SetAnimations   = def("settings.animations", "Animations")
	SetTextSize     = def("settings.text_size", "Text size")
	// FollowDesktop is the choice that follows the desktop's setting.
	FollowDesktop = def("settings.follow_desktop", "System")
	FollowOn      = def("settings.follow_on", "On")
	FollowOff     = def("settings.follow_off", "Off")
	// TextPercent is a text size: 125 %.
	TextPercent = def("settings.text_percent", "%d%%")
)
