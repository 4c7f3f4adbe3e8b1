package i18n

// The words of a nested forcing chain's inner chains (nested.go): a link
// that rests on one says so and where it is told, and the inner chain is
// told on its own.
var (
	// A nested link with an inner chain: the words so far, the branch's
	// assumption, the candidate ruled out, where the inner chain is told.
	StepChainNestedSee = def("step.chain_nested_see", "%[1]s; because, once %[2]s, %[3]s (%[4]s)")
	StepSeeNextPage    = def("step.see_next_page", "see the next page")
	StepSeePage        = def("step.see_page", "see page %[1]d")
	StepSeeBelow       = def("step.see_below", "see inner chain %[1]d below")
	// sudoku explain's paragraph of an inner chain: its number, its words.
	ExplainInner = def("explain.inner", "Inner chain %[1]d: %[2]s")
	// An inner chain on its own: the branch's assumption, the candidate
	// ruled out, why.
	HintInnerWhy = def("hint.inner_why", "Why, once %[1]s, %[2]s: with the candidates that branch has removed, %[3]s.")
	// Why: a chain to a contradiction, and the contradiction.
	HintInnerClash = def("hint.inner_clash", "%[1]s, and %[2]s")
	// Why: the branch has removed the candidate already.
	HintInnerGone = def("hint.inner_gone", "%[1]s has no %[2]d left")
	// Why: with the candidate true, every choice of a cell, every place
	// of a digit in a unit, leads to a contradiction by singles.
	HintInnerCell = def("hint.inner_cell", "if %[1]s, then whichever candidate of %[2]s (%[3]s) is true, the singles that follow lead to a contradiction")
	// The window looks for a nested forcing chain's step as a task.
	HintSearchTitle = def("hint.search_title", "Hint")
	HintSearching   = def("hint.searching", "Looking for a step among the nested forcing chains…")
	HintInnerRegion = def("hint.inner_region", "if %[1]s, then wherever %[2]d goes in %[3]s (%[4]s), the singles that follow lead to a contradiction")
	// A variant's dynamic forcing chain (+): a link that rests on a
	// pattern found inside the branch (solver.NestedPattern): the words
	// so far, the branch's assumption, the pattern, the candidate ruled
	// out.
	VStepNestedWhy = def("vstep.nested_why", "%[1]s; because, once %[2]s, %[3]s, so %[4]s")
	// The same link when it is the branch's first (the words so far are
	// "if" and the assumption), and when a link on a pattern was told
	// before it in the branch (which named the assumption): the words so
	// far, the pattern, the candidate ruled out.
	VStepNestedFirst = def("vstep.nested_first", "%[1]s, then %[2]s, so %[3]s")
	VStepNestedThen  = def("vstep.nested_then", "%[1]s; then %[2]s, so %[3]s")
	// The patterns: locked candidates (the digit, the house, its places
	// left, the cell that sees them), a hidden pair (the digits, the
	// house, the cells), a naked pair (its cells, its digits, the cell
	// that sees both), an X-Wing (the digit, the base lines, the cover
	// lines).
	VNestedLocked     = def("vstep.nested_locked", "%[1]d is left in %[2]s only in %[3]s, and %[4]s sees each of them")
	VNestedHiddenPair = def("vstep.nested_hidden_pair", "%[1]s are left in %[2]s only in %[3]s, a hidden pair")
	VNestedNakedPair  = def("vstep.nested_naked_pair", "%[1]s, which see each other, are left with %[2]s alone, and %[3]s sees both")
	VNestedXWing      = def("vstep.nested_xwing", "%[1]d is left in %[2]s only in %[3]s, an X-Wing")
)
