package i18n

// The words of a solving step (docs/architecture.md, Steps and their
// words): the techniques' names, the units, and every sentence a step is
// told in, worded from the typed argument of a solver.Step (step.go). The
// command line's explain and the window's hint (its second rung) and guide
// print the same sentences: explain what the step does first, then why; the
// hint why first, then what it does.
var (
	UnitRow     = def("unit.row", "row %d")
	UnitColumn  = def("unit.column", "column %d")
	UnitBox     = def("unit.box", "box %d")
	UnitRows    = def("unit.rows", "rows %s")
	UnitColumns = def("unit.columns", "columns %s")
	UnitBoxes   = def("unit.boxes", "boxes %s")
	ListAnd     = def("list.and", "%s and %s")
	ListOr      = def("list.or", "%s or %s")

	// What a step does.
	HintDoPlace  = def("hint.do_place", "Place %[1]d in %[2]s.")
	HintDoRemove = def("hint.do_remove", "Remove %[1]s from %[2]s.")
	HintDoName   = def("hint.do_name", "(%s)")

	// Why, family by family.
	HintWhyFullHouse = def("hint.why_full_house", "%[1]s is the last empty cell in %[2]s: it takes %[3]d.")
	HintWhyHidden    = def("hint.why_hidden", "%[1]d has only one place in %[2]s: %[3]s.")
	HintWhyNaked     = def("hint.why_naked", "%[1]s can only be %[2]d.")
	HintWhyLocked    = def("hint.why_locked", "In %[1]s, %[2]d lies in %[3]s only (%[4]s), so %[2]d leaves the other cells of %[3]s.")
	HintWhyNakedSet  = def("hint.why_naked_set", "%[1]s can only be %[2]s, so %[2]s leave the other cells of %[3]s.")
	HintWhyHiddenSet = def("hint.why_hidden_set", "In %[3]s, %[1]s fit only in %[2]s, so those cells lose their other candidates.")
	StepOnePlaceLeft = def("step.one_place_left", "That leaves %[1]d a single place in %[2]s.")
	HintWhyFish      = def("hint.why_fish", "In %[1]s, %[2]d lies only in %[3]s (%[4]s), so %[2]d leaves the other cells of %[3]s.")
	HintWhyWing      = def("hint.why_wing", "Whatever %[1]s takes, one of %[2]s is %[3]d, so %[3]d leaves every cell that sees them all.")
	StepWhyXYZWing   = def("step.why_xyz_wing", "Whatever %[1]s takes, it or one of %[2]s is %[3]d, so %[3]d leaves every cell that sees all three.")
	HintWhyUnique    = def("hint.why_unique", "If the loop %[1]s held only %[2]s, the puzzle would have two solutions.")
	StepUniqueSet    = def("step.unique_set", "Its extra digits make a set with other cells of %[1]s.")
	HintWhyBUG       = defN("hint.why_bug", "If %[2]s lost its extra candidates, every cell left would have two and the puzzle two solutions.", "If %[2]s lost their extra candidates, every cell left would have two and the puzzle two solutions.")
	HintWhyPair      = def("hint.why_pair", "No combination of digits for %[1]s allows the candidates removed.")
	HintWhyPattern   = def("hint.why_pattern", "The pattern of %[1]s decides it.")
	StepFromSolution = def("step.from_solution", "No technique the solver knows applies here: the digit comes from the solution.")

	// Aligned exclusion: why a candidate of one of its cells goes. A cell
	// is named with its candidates: "r9c1 (1679)".
	HintWhyExclusion = def("hint.why_exclusion", "With %[1]s in %[2]s, every choice for %[3]s fails: it %[4]s.")
	HintExclRepeat   = def("hint.excl_repeat", "repeats a digit in %[1]s")
	HintExclEmpty    = def("hint.excl_empty", "leaves %[1]s without a candidate")
	StepCellCand     = def("step.cell_candidates", "%[1]s (%[2]s)")

	// Chains, link by link: "if r3c9 is 7, then r5c9 is not 7, so r4c8
	// is 7" ("then" after a weak link, "so" after a strong one). A node
	// is a cell and a digit, said to be (or not to be) the cell's digit.
	HintNodeIs      = def("hint.node_is", "%[1]s is %[2]d")
	HintNodeIsNot   = def("hint.node_is_not", "%[1]s is not %[2]d")
	HintNodeMust    = def("hint.node_must", "%[1]s must be %[2]d")
	HintNodeCannot  = def("hint.node_cannot", "%[1]s cannot be %[2]d")
	StepChainIf     = def("step.chain_if", "if %[1]s")
	StepChainWeak   = def("step.chain_weak", "%[1]s, then %[2]s")
	StepChainStrong = def("step.chain_strong", "%[1]s, so %[2]s")
	// A nested forcing chain's inference: from an OFF node to an OFF
	// node, a technique applied inside the chain, on what the branch has
	// removed, rules the candidate out.
	StepChainNested = def("step.chain_nested", "%[1]s; with the candidates this branch has removed, %[2]s")
	// A link that does not follow the one before it (a node with several
	// parents in a dynamic chain) starts a new clause.
	StepChainAndIf = def("step.chain_and_if", "%[1]s; and if %[2]s")
	// A long chain is told by its first link and its last, and how many
	// it leaves out between them.
	StepChainLater = defN("step.chain_later", "%[2]s, and %[1]d step later %[3]s", "%[2]s, and %[1]d steps later %[3]s")
	// A step of several chains tells each, numbered.
	StepChainNumber = def("step.chain_number", "(%[1]d) %[2]s")
	StepChainsFirst = def("step.chains_first", "either %[1]s")
	StepChainsNext  = def("step.chains_next", "%[1]s; or %[2]s")
	// A clause said as a sentence: a capital letter is added first.
	StepSentence = def("step.sentence", "%s.")

	// Forcing chains: what was assumed and what followed, then each
	// branch's main line as a sentence.
	HintWhyForcingCell   = def("hint.why_forcing_cell", "Whichever candidate of %[1]s (%[2]s) is true, %[3]s.")
	HintWhyForcingRegion = def("hint.why_forcing_region", "Wherever %[1]d goes in %[2]s (%[3]s), %[4]s.")
	HintWhyForcingDouble = def("hint.why_forcing_double", "Whether %[1]s is %[2]d or not, %[3]s.")
	HintWhyContradiction = def("hint.why_contradiction", "Suppose %[1]s: then %[2]s.")
	HintWhyNishio        = def("hint.why_nishio", "Suppose %[1]s and follow the %[3]ds alone: then %[2]s.")
	HintClashCell        = def("hint.clash_cell", "%[1]s would have no candidate left")
	HintClashUnit        = def("hint.clash_unit", "%[1]d would have no place left in %[2]s")
	HintClashBoth        = def("hint.clash_both", "%[1]s would have to be %[2]d and could not be")
	HintClashSelfOn      = def("hint.clash_self_on", "%[1]s would turn out to be %[2]d")
	HintClashSelfOff     = def("hint.clash_self_off", "%[1]s would turn out not to be %[2]d")

	// The kinds of forcing chains, named where a step names its technique
	// (the hint's title names the technique, as the guide does).
	ForcingContradiction = def("forcing.contradiction", "contradiction forcing chain")
	ForcingDouble        = def("forcing.double", "double forcing chain")
	ForcingCell          = def("forcing.cell", "cell forcing chain")
	ForcingRegion        = def("forcing.region", "region forcing chain")
	ForcingDynamicCell   = def("forcing.dynamic_cell", "dynamic cell forcing chain")
	ForcingDynamicRegion = def("forcing.dynamic_region", "dynamic region forcing chain")

	// The command line's explain: a line for each grid before its steps.
	ExplainHead  = defN("explain.head", "%[2]s: %[3]s, rating %[4]s, %[1]d step", "%[2]s: %[3]s, rating %[4]s, %[1]d steps")
	ExplainBound = def("explain.bound", "at least %s")

	// The command line's grade: a line a grid, its fields two spaces
	// apart; the techniques by their names, each with its count of steps.
	GradeLine  = def("grade.line", "%[1]s  rating %[2]s  hardest %[3]s  complexity %[4]d  clues %[5]d  guesses %[6]d  techniques: %[7]s")
	GradeExact = def("grade.exact", "%s exact")
	GradeBound = def("grade.bound", "≥%s bound")
	GradeNone  = def("grade.none", "none")
	GradeCount = def("grade.count", "%[1]s ×%[2]d")
	GradeStuck = def("grade.stuck", "stuck %d")
)

// techniqueNames names each technique for players: the one name of each,
// which the hint, the guide, the score panel and the command line's
// explain all print.
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

// The variants' grader tells a cell forcing chain from a region one; both
// take the classic game's one name of the two.
func init() {
	techniqueNames["cell-forcing-chain"] = techniqueNames["multiple-forcing-chain"]
	techniqueNames["region-forcing-chain"] = techniqueNames["multiple-forcing-chain"]
}
