package i18n

// The why of a variant's step (docs/variants.md, "Hints and explain"):
// the names of the houses a classic grid lacks and of Killer cages, and
// the sentences of the Killer techniques. The classic techniques use the
// classic steps' sentences with these names.
var (
	// X-Sudoku's two diagonals.
	HouseDiagonalMain = def("house.diagonal_main", "the main diagonal")
	HouseDiagonalAnti = def("house.diagonal_anti", "the anti-diagonal")
	// Windoku: a shaded window by its top-left cell; an implied window
	// (not drawn: rows 1, 5, 9 or columns 1, 5, 9 take part) by its rows
	// and columns.
	HouseWindowDrawn   = def("house.window_drawn", "the shaded window at %[1]s")
	HouseWindowImplied = def("house.window_implied", "the implied window of rows %[1]s and columns %[2]s")
	// A jigsaw region: its number (1–9, as the file's letters A–I) and
	// its first cell, where a player finds it; no parentheses, as the
	// sentences naming a house add their own (cells, the technique).
	HouseRegion = def("house.region", "region %[1]d at %[2]s")
	// Locked candidates whose digit lies in a diagonal, a window or a
	// region only: the cells named first, so that "only" cannot read as
	// belonging to the house's own first cell ("in region 1 at r1c1 only").
	VWhyLocked = def("vhint.why_locked", "In %[1]s, %[2]d lies only in %[4]s, cells of %[3]s, so %[2]d leaves the other cells of %[3]s.")
	// A Killer cage: its sum and its first cell (where the sum is drawn).
	CageName = def("house.cage", "the %[1]d-cage at %[2]s")

	// A sum's digit sets: "1+2+7 or 1+3+6".
	VWhyCage   = def("vhint.why_cage", "The empty cells of %[1]s (%[2]s) must add up to %[3]d with different digits; their candidates allow only %[4]s, so they keep %[5]s.")
	VWhyInnies = def("vhint.why_innies", "%[1]s adds up to 45; the cages lying wholly in it (%[2]s) add up to %[3]d, so its other cells, %[4]s, add up to %[5]d.")
	VWhyOuties = def("vhint.why_outies", "The cages covering %[1]s (%[2]s) add up to %[3]d and %[1]s to 45, so their cells outside it, %[4]s, add up to %[5]d.")
	VWhySets   = def("vhint.why_sets", "Their empty cells must make %[1]d with different digits; their candidates allow only %[2]s, so they keep %[3]s.")
	// The 45 rule over several houses: what the houses add up to, the
	// cages counted whole, then the sum left.
	VWhyGroup     = def("vhint.why_group", "%[1]s add up to %[2]d; the cages counted whole (%[3]s) add up to %[4]d.")
	VWhyGroupNone = def("vhint.why_group_none", "%[1]s add up to %[2]d.")
	// The same for one house (the 45 rule with innies and outies together).
	VWhyGroupOne     = def("vhint.why_group_one", "%[1]s adds up to 45; the cages counted whole (%[2]s) add up to %[3]d.")
	VWhyGroupOneNone = def("vhint.why_group_one_none", "%[1]s adds up to 45.")
	VWhyGroupBoth    = def("vhint.why_group_both", "So %[1]s, less %[2]s outside, make %[3]d.")
	// The same when the cells outside make more than those inside (never
	// "make -5") or as much.
	VWhyGroupMore  = def("vhint.why_group_more", "So %[2]s, outside, make %[3]d more than %[1]s.")
	VWhyGroupSame  = def("vhint.why_group_same", "So %[2]s, outside, make as much as %[1]s.")
	VWhyGroupIn    = def("vhint.why_group_in", "So %[1]s make %[2]d.")
	VWhyGroupOut   = def("vhint.why_group_out", "So %[1]s, outside, make %[2]d.")
	VWhyGroupFits  = def("vhint.why_group_fits", "No other candidate of theirs can take part in that sum, cells that see each other holding different digits.")
	VWhyCageLocked = def("vhint.why_cage_locked", "Every set of digits that can still fill %[1]s holds %[2]d, and its places there (%[3]s) all see the cells %[2]d leaves.")
	// Aligned pair exclusion: its two cells and their common peers of two
	// candidates.
	VWhyAligned = def("vhint.why_aligned", "A pair of digits for %[1]s is ruled out when it would take both candidates of one of their common peers %[2]s, or repeat a digit where they see each other: the candidates removed are in no pair left.")
	// Aligned triple exclusion: its three cells and their common peers of
	// two or three candidates.
	VWhyAlignedTriple = def("vhint.why_aligned_triple", "A choice of digits for %[1]s is ruled out when it would take every candidate of one of their common peers %[2]s, or repeat a digit where two of them see each other: the candidates removed are in no choice left.")
	VWhyKillerPair    = def("vhint.why_killer_pair", "In %[1]s, %[2]s and %[3]s must each hold %[4]d or %[5]d, so between them they hold both: %[4]d and %[5]d leave the other cells of %[1]s.")
)
