package i18n

// The hint ladder's own messages (docs/behaviour.md, "Hints"): its title
// and buttons, the wrong-digit and stuck hints, and the first rung (where
// to look). The second rung is the step's wording, the same the command
// line's explain prints: the techniques' names, the units and every
// sentence a step is told in are in messages_steps.go.
var (
	HintTitle       = def("hint.title", "Hint")
	HintShowMe      = def("hint.show_me", "Show me")
	HintApply       = def("hint.apply", "Apply")
	HintWhatIs      = def("hint.what_is", "What is it?")
	HintUndoTo      = def("hint.undo_to", "Undo to that move")
	HintErase       = def("hint.erase", "Erase it")
	HintAddNote     = def("hint.add_note", "Add the note")
	HintPlaceIt     = def("hint.place_it", "Place it")
	HintRuleFree    = def("hint.rule_free", "Naming the technique is free; showing or applying it counts one hint, which costs a tenth of the score.")
	HintRuleCounted = def("hint.rule_counted", "This hint counts: it costs a tenth of the score, and a hinted game sets no best time.")
	HintIdle        = def("hint.idle", "Press Start to play, then H for a hint.")
	HintEditing     = def("hint.editing", "No hints while creating a grid.")
	HintNotPuzzle   = def("hint.not_puzzle", "No hints on a grid with several solutions.")
	// The zoom on a hint's pattern, offered on a board too small for its
	// candidates (docs/behaviour.md, Hints).
	HintZoom     = def("hint.zoom", "Zoom")
	HintZoomOut  = def("hint.zoom_out", "Whole board")
	HintZoomNone = def("hint.zoom_none", "L zooms on a hint's pattern when the board is too small to read it.")
	KeyZoomHint  = def("keys.zoom_hint", "Zoom on the hint's pattern, or back")

	HintWrongDigit = def("hint.wrong_digit", "%[1]s does not hold %[2]d in the solution.")
	HintWrongUndo  = def("hint.wrong_undo", "Erase it, or undo back to the move that placed it.")
	HintWrongNotes = def("hint.wrong_notes", "Your notes in %[1]s lack %[2]d: a step built on them would teach something false.")
	HintStuck      = def("hint.stuck", "No step found with the techniques known; the next cell of the solution is %[1]s: %[2]d.")

	HintLookFullHouse = def("hint.look_full_house", "Look at %[1]s: it has one empty cell left (%[2]s).")
	HintLookHidden    = def("hint.look_hidden", "Look at %[1]s: one digit has a single place there (%[2]s).")
	HintLookNaked     = def("hint.look_naked", "Look at %[1]s: only one digit fits there (%[2]s).")
	HintLookUnits     = def("hint.look_units", "Look at %[1]s (%[2]s).")
	HintLookCells     = def("hint.look_cells", "Look at the cells %[1]s (%[2]s).")

	// Forcing chains' first rung: where to look and what to assume (the
	// second rung is the step's wording, messages_steps.go).
	HintLookForcingCell   = def("hint.look_forcing_cell", "Look at %[1]s: try each of its candidates in turn (%[2]s).")
	HintLookForcingRegion = def("hint.look_forcing_region", "Look at the places of %[1]d in %[2]s: try each in turn (%[3]s).")
	HintLookForcingDouble = def("hint.look_forcing_double", "Look at %[1]s: suppose it is %[2]d, then suppose it is not (%[3]s).")
	HintLookSuppose       = def("hint.look_suppose", "Suppose %[1]s and follow what it implies (%[2]s).")
	HintLookNishio        = def("hint.look_nishio", "Suppose %[1]s and follow the %[2]ds alone (%[3]s).")
)

// The technique guide's title (its families and techniques are in
// messages_technique_guide.go), and the score panel's lists of techniques.
var (
	GuideTitle  = def("guide.title", "Techniques")
	ScoreNeeded = def("score.needed", "Techniques the puzzle needed: %s")
	ScoreHinted = def("score.hinted", "Techniques you asked hints for: %s")
)
