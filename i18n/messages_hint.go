package i18n

// The hint ladder's messages (docs/behaviour.md, "Hints"): the names of the
// techniques, the units and the texts of each rung, worded from the typed
// fields of a solver.Step (technique, units, cells, digits), never from
// English strings, so that every language words them its own way.
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

	UnitRow    = def("unit.row", "row %d")
	UnitColumn = def("unit.column", "column %d")
	UnitBox    = def("unit.box", "box %d")
	ListAnd    = def("list.and", "%s and %s")
	ListOr     = def("list.or", "%s or %s")

	HintWrongDigit = def("hint.wrong_digit", "%[1]s does not hold %[2]d in the solution.")
	HintWrongUndo  = def("hint.wrong_undo", "Erase it, or undo back to the move that placed it.")
	HintWrongNotes = def("hint.wrong_notes", "Your notes in %[1]s lack %[2]d: a step built on them would teach something false.")
	HintStuck      = def("hint.stuck", "No step found with the techniques known; the next cell of the solution is %[1]s: %[2]d.")

	HintLookFullHouse = def("hint.look_full_house", "Look at %[1]s: it has one empty cell left (%[2]s).")
	HintLookHidden    = def("hint.look_hidden", "Look at %[1]s: one digit has a single place there (%[2]s).")
	HintLookNaked     = def("hint.look_naked", "Look at %[1]s: only one digit fits there (%[2]s).")
	HintLookUnits     = def("hint.look_units", "Look at %[1]s (%[2]s).")
	HintLookCells     = def("hint.look_cells", "Look at the cells %[1]s (%[2]s).")

	HintWhyFullHouse = def("hint.why_full_house", "%[1]s is the last empty cell in %[2]s: it takes %[3]d.")
	HintWhyHidden    = def("hint.why_hidden", "%[1]d has only one place in %[2]s: %[3]s.")
	HintWhyNaked     = def("hint.why_naked", "%[1]s can only be %[2]d.")
	HintWhyLocked    = def("hint.why_locked", "In %[1]s, %[2]d lies in %[3]s only, so %[2]d leaves the other cells of %[3]s.")
	HintWhyNakedSet  = def("hint.why_naked_set", "%[1]s can only be %[2]s, so %[2]s leave the other cells of %[3]s.")
	HintWhyHiddenSet = def("hint.why_hidden_set", "In %[3]s, %[1]s fit only in %[2]s, so those cells lose their other candidates.")
	HintWhyFish      = def("hint.why_fish", "In %[1]s, %[2]d lies only in %[3]s, so %[2]d leaves the other cells of %[3]s.")
	HintWhyWing      = def("hint.why_wing", "Whatever %[1]s takes, one of %[2]s is %[3]d, so %[3]d leaves every cell that sees them all.")
	HintWhyUnique    = def("hint.why_unique", "If the loop %[1]s held only %[2]s, the puzzle would have two solutions.")
	HintWhyBUG       = defN("hint.why_bug", "If %[2]s lost its extra candidates, every cell left would have two and the puzzle two solutions.", "If %[2]s lost their extra candidates, every cell left would have two and the puzzle two solutions.")
	HintWhyPair      = def("hint.why_pair", "No combination of digits for %[1]s allows the candidates struck out.")
	HintWhyChain     = def("hint.why_chain", "Follow the chain from %[1]s: a solid link means “if not this, then that”, a dashed one “if this, then not that”.")
	HintWhyPattern   = def("hint.why_pattern", "The pattern shown on %[1]s decides it.")

	// Aligned exclusion: why a candidate of one of its cells goes.
	HintWhyExclusion = def("hint.why_exclusion", "With %[1]s in %[2]s, every choice for %[3]s fails: it %[4]s.")
	HintExclRepeat   = def("hint.excl_repeat", "repeats a digit in %[1]s")
	HintExclEmpty    = def("hint.excl_empty", "leaves %[1]s without a candidate")

	// Forcing chains: where to look (rung 1), then what was assumed and
	// what followed (rung 2). A node is a cell and a digit, said to be
	// (or not to be) the cell's digit.
	HintNodeIs            = def("hint.node_is", "%[1]s is %[2]d")
	HintNodeIsNot         = def("hint.node_is_not", "%[1]s is not %[2]d")
	HintNodeMust          = def("hint.node_must", "%[1]s must be %[2]d")
	HintNodeCannot        = def("hint.node_cannot", "%[1]s cannot be %[2]d")
	HintLookForcingCell   = def("hint.look_forcing_cell", "Look at %[1]s: try each of its candidates in turn (%[2]s).")
	HintLookForcingRegion = def("hint.look_forcing_region", "Look at the places of %[1]d in %[2]s: try each in turn (%[3]s).")
	HintLookForcingDouble = def("hint.look_forcing_double", "Look at %[1]s: suppose it is %[2]d, then suppose it is not (%[3]s).")
	HintLookSuppose       = def("hint.look_suppose", "Suppose %[1]s and follow what it implies (%[2]s).")
	HintLookNishio        = def("hint.look_nishio", "Suppose %[1]s and follow the %[2]ds alone (%[3]s).")
	HintWhyForcingCell    = def("hint.why_forcing_cell", "Look at %[1]s: whichever of its candidates (%[2]s) is true, %[3]s.")
	HintWhyForcingRegion  = def("hint.why_forcing_region", "Look at %[1]d in %[2]s: wherever it goes (%[3]s), %[4]s.")
	HintWhyForcingDouble  = def("hint.why_forcing_double", "Whether %[1]s is %[2]d or not, %[3]s.")
	HintWhyContradiction  = def("hint.why_contradiction", "Suppose %[1]s: then %[2]s.")
	HintWhyNishio         = def("hint.why_nishio", "Suppose %[1]s and follow the %[3]ds alone: then %[2]s.")
	HintClashCell         = def("hint.clash_cell", "%[1]s would have no candidate left")
	HintClashUnit         = def("hint.clash_unit", "%[1]d would have no place left in %[2]s")
	HintClashBoth         = def("hint.clash_both", "%[1]s would have to be %[2]d and could not be")
	HintClashSelfOn       = def("hint.clash_self_on", "%[1]s would turn out to be %[2]d")
	HintClashSelfOff      = def("hint.clash_self_off", "%[1]s would turn out not to be %[2]d")

	// The kinds of forcing chains, named in the hint's text (its title
	// names the technique, as the guide does).
	ForcingContradiction = def("forcing.contradiction", "contradiction forcing chain")
	ForcingDouble        = def("forcing.double", "double forcing chain")
	ForcingCell          = def("forcing.cell", "cell forcing chain")
	ForcingRegion        = def("forcing.region", "region forcing chain")
	ForcingDynamicCell   = def("forcing.dynamic_cell", "dynamic cell forcing chain")
	ForcingDynamicRegion = def("forcing.dynamic_region", "dynamic region forcing chain")

	HintDoPlace  = def("hint.do_place", "Place %[1]d in %[2]s.")
	HintDoRemove = def("hint.do_remove", "Remove %[1]s from %[2]s.")
	HintDoName   = def("hint.do_name", "(%s)")
)

// techniqueNames names each technique for players.
var techniqueNames = map[string]*Message{}

func tech(key, name string) *Message {
	m := def("technique."+key, name)
	techniqueNames[key] = m
	return m
}

// The techniques' names, easiest first (the keys are solver.Technique's
// String).
var (
	_ = tech("full-house", "full house")
	_ = tech("hidden-single-box", "hidden single")
	_ = tech("hidden-single-line", "hidden single in a line")
	_ = tech("direct-pointing", "direct pointing")
	_ = tech("direct-claiming", "direct claiming")
	_ = tech("direct-hidden-pair", "direct hidden pair")
	_ = tech("naked-single", "naked single")
	_ = tech("direct-hidden-triple", "direct hidden triple")
	_ = tech("pointing", "pointing")
	_ = tech("claiming", "claiming")
	_ = tech("naked-pair", "naked pair")
	_ = tech("x-wing", "X-Wing")
	_ = tech("hidden-pair", "hidden pair")
	_ = tech("naked-triple", "naked triple")
	_ = tech("swordfish", "swordfish")
	_ = tech("hidden-triple", "hidden triple")
	_ = tech("xy-wing", "XY-Wing")
	_ = tech("xyz-wing", "XYZ-Wing")
	_ = tech("unique-loop-1", "unique rectangle type 1")
	_ = tech("unique-loop-2", "unique rectangle type 2")
	_ = tech("unique-loop-3", "unique rectangle type 3")
	_ = tech("unique-loop-4", "unique rectangle type 4")
	_ = tech("naked-quad", "naked quad")
	_ = tech("jellyfish", "jellyfish")
	_ = tech("hidden-quad", "hidden quad")
	_ = tech("bug-1", "BUG type 1")
	_ = tech("bug-2", "BUG type 2")
	_ = tech("bug-3", "BUG type 3")
	_ = tech("bug-4", "BUG type 4")
	_ = tech("aligned-pair-exclusion", "aligned pair exclusion")
	_ = tech("x-cycle", "X-cycle")
	_ = tech("y-cycle", "Y-cycle")
	_ = tech("forcing-x-chain", "forcing X-chain")
	_ = tech("bidirectional-cycle", "bidirectional cycle")
	_ = tech("forcing-chain", "forcing chain")
	_ = tech("aligned-triple-exclusion", "aligned triplet exclusion")
	_ = tech("nishio-forcing-chain", "Nishio forcing chain")
	_ = tech("multiple-forcing-chain", "cell or region forcing chain")
	_ = tech("dynamic-forcing-chain", "dynamic forcing chain")
	_ = tech("from-solution", "cell from the solution")
)

// The technique guide's title (its families and techniques are in
// messages_technique_guide.go), and the score panel's lists of techniques.
var (
	GuideTitle  = def("guide.title", "Techniques")
	ScoreNeeded = def("score.needed", "Techniques the puzzle needed: %s")
	ScoreHinted = def("score.hinted", "Techniques you asked hints for: %s")
)
