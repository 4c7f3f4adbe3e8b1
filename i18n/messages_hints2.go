package i18n

// The words issue 23 adds to a step's telling (docs/behaviour.md, Hints):
// a wing's roles and its cases one by one, a fish's base and cover units.
var (
	// A wing's roles, after its claim: "r4c6 is the pivot; r4c8 and
	// r6c4 are the pincers."
	StepWingRoles = def("step.wing_roles", "%[1]s is the pivot; %[2]s are the pincers.")
	// The case of an XYZ-Wing's pivot taking the removed digit itself.
	StepWingSelf = def("step.wing_self", "If %[1]s is %[2]d, it is the %[2]d itself.")
	// A fish's roles: "Rows 2 and 4 are the base, columns 3 and 7 the
	// cover."
	StepFishRoles = def("step.fish_roles", "%[1]s: the base; %[2]s: the cover")

	// The setting that shows the row and column numbers around the board
	// always (without it they show while a hint shows).
	SetLabels = def("settings.labels", "Row and column numbers")

	// The status line after Give up: it names how the solution's digits
	// are drawn (violet, lighter than the player's).
	StateGivenUpShown = def("state.given_up_shown", "Given up: the solution in violet")

	// The technique guide's index, its first block: a line a family
	// ("Singles: full house, hidden single, …"), then how to jump.
	GuideIndex     = def("guide.index", "Index")
	GuideIndexLine = def("guide.index_line", "%[1]s: %[2]s")
	GuideJumpHint  = def("guide.jump_hint", "Type a technique's name to go to it.")

	// A chain's walk in the hint panel (chain_walk.go): its buttons, and
	// where the page is.
	HintPrevious = def("hint.previous", "Previous")
	HintNext     = def("hint.next", "Next")
	HintPageOf   = def("hint.page_of", "(%[1]d/%[2]d)")
)
