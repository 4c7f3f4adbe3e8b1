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
	HintWhyBUG       = def("hint.why_bug", "If %[1]s lost their extra candidates, every cell left would have two and the puzzle two solutions.")
	HintWhyPair      = def("hint.why_pair", "No pair of digits %[1]s can take together allows the candidates struck out.")
	HintWhyChain     = def("hint.why_chain", "Follow the chain from %[1]s: a solid link means “if not this, then that”, a dashed one “if this, then not that”.")
	HintWhyPattern   = def("hint.why_pattern", "The pattern shown on %[1]s decides it.")

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

// The technique guide's families: a heading and how to find them, the
// techniques of each listed under it easiest first (guide.go).
var (
	GuideTitle  = def("guide.title", "Techniques")
	GuideAsked  = def("guide.asked", "You asked about: %s")
	ScoreNeeded = def("score.needed", "Techniques the puzzle needed: %s")
	ScoreHinted = def("score.hinted", "Techniques you asked hints for: %s")
	_           = addFamily("singles", "Singles", "A full house is a unit with one empty cell left: it takes the missing digit. A hidden single is a digit with one place left in a row, column or box. A naked single is a cell where only one digit fits, once the digits of its row, column and box are ruled out.", "full-house", "hidden-single-box", "hidden-single-line", "naked-single")
	_           = addFamily("direct", "Direct techniques", "A pattern (pointing, claiming, a hidden pair or triple) whose eliminations would leave a digit one place in a unit: the digit is placed there at once. Look for the pattern first, then for the unit it leaves with a single place.", "direct-pointing", "direct-claiming", "direct-hidden-pair", "direct-hidden-triple")
	_           = addFamily("locked", "Locked candidates", "Pointing: when a digit’s places in a box all lie in one row or column, it cannot be elsewhere in that line. Claiming: when a digit’s places in a row or column all lie in one box, it cannot be elsewhere in that box.", "pointing", "claiming")
	_           = addFamily("subsets", "Naked and hidden subsets", "A naked pair is two cells of a unit that can only hold the same two digits: those digits leave the other cells of the unit. A hidden pair is two digits that fit only in the same two cells of a unit: those cells lose their other candidates. Triples and quads work the same with three and four.", "naked-pair", "hidden-pair", "naked-triple", "hidden-triple", "naked-quad", "hidden-quad")
	_           = addFamily("fish", "Fish", "X-Wing: in two rows a digit has its places in the same two columns, so in those columns it must sit in these rows and leaves the rest of the columns (or the same with rows and columns swapped). Swordfish and Jellyfish do it with three and four lines.", "x-wing", "swordfish", "jellyfish")
	_           = addFamily("wings", "Wings", "XY-Wing: a pivot cell with two candidates xy sees two cells with xz and yz. Whatever the pivot takes, one of the two is z, so z leaves every cell that sees both. In an XYZ-Wing the pivot holds xyz and must be seen too.", "xy-wing", "xyz-wing")
	_           = addFamily("unique", "Uniqueness", "A puzzle has one solution, so a loop of cells (a rectangle over two boxes, or longer) that could only hold the same two digits cannot happen: two solutions would swap them. The cells with extra candidates must use them, which removes candidates (types 1 to 4).", "unique-loop-1", "unique-loop-2", "unique-loop-3", "unique-loop-4")
	_           = addFamily("bug", "Bivalue universal grave", "If every unsolved cell had two candidates and every digit two places in each unit, the puzzle would have two solutions. When only a few cells have more, one of their extra digits must be true.", "bug-1", "bug-2", "bug-4", "bug-3")
	_           = addFamily("exclusion", "Aligned exclusion", "Take two (or three) cells that see common cells with few candidates. List the combinations of digits they could take together: a candidate that appears in no possible combination is removed.", "aligned-pair-exclusion", "aligned-triple-exclusion")
	_           = addFamily("chains", "Chains and cycles", "Follow links from candidate to candidate: a strong link (solid) says that if one is false the other is true; a weak link (dashed) says that if one is true the other is false. A chain that leads a candidate to its own contradiction removes it; a closed cycle removes the candidates that see both ends of its weak links.", "x-cycle", "y-cycle", "forcing-x-chain", "bidirectional-cycle", "forcing-chain")
	_           = addFamily("forcing", "Forcing chains", "Assume each candidate of a cell (or each place of a digit in a unit) in turn and follow the consequences: a conclusion they all reach is true. Nishio and the dynamic chains also follow the grid as it changes with each assumption.", "nishio-forcing-chain", "multiple-forcing-chain", "dynamic-forcing-chain")
)
