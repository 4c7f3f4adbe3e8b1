package i18n

import "github.com/giosudoku/sudoku/solver"

// The technique guide's sections for the variants (docs/variants.md, "The
// technique guide"): Killer's own techniques, and the classic techniques in
// the houses the variants add (singles, locked candidates, pairs), each entry keyed as its example in
// solver.VariantExampleOf.
var (
	GuideKillerName = def("guide.variant.killer.name", "Killer")
	GuideKillerText = def("guide.variant.killer.text",
		"A Killer’s cages are drawn dashed, each with its sum in a corner: a cage’s digits are all different and add up to its sum, and rows, columns and boxes hold each digit once as in the classic game. Its own techniques read the sums; the classic ones work as before.")
	GuideHousesName = def("guide.variant.houses.name", "The variants’ houses")
	GuideHousesText = def("guide.variant.houses.text",
		"X-Sudoku’s two diagonals, Windoku’s windows and a Jigsaw’s regions hold each digit once, as rows, columns and boxes do, so every classic technique works in them too. Windoku’s four drawn windows imply five more: the other groups of three rows (2–4, 6–8, and 1, 5, 9) crossed with the groups of three columns. A Jigsaw’s regions take the boxes’ place.")

	GuideVariantCageCombination = def("guide.variant.technique.cage-combination",
		"List the sets of different digits that make a cage’s sum with as many digits as it has cells: two cells adding up to 3 are 1 and 2, three adding up to 23 are 6, 8 and 9. Drop the sets that a digit placed in the cage or the cells’ candidates rule out: the cells keep the digits of the sets left.")
	GuideVariantInniesOuties = def("guide.variant.technique.innies-outies",
		"A row, column or box adds up to 45. Take away the sums of the cages lying wholly inside it: the other cells of the house (the innies) add up to what is left. Or add up the cages that cover it: their cells outside the house (the outies) add up to that total less 45. A few cells of known sum are then treated as a cage.")
	GuideVariantCageLocked = def("guide.variant.technique.cage-locked",
		"When every set that can still fill a cage holds a digit, the cage holds that digit. If all its places in the cage see a cell outside it, that cell cannot take it: claiming, with a cage in place of a row.")
	GuideVariantInniesOutiesGroup = def("guide.variant.technique.innies-outies-group",
		"The 45 rule over two or three rows or columns side by side (45 for each), or over a box or two: the cells inside the group, less the cells that the cages crossing its edge have outside it, add up to a number the sums give. With four empty cells or fewer in the sum, few digits fit.")
	GuideVariantKillerPair = def("guide.variant.technique.killer-pair",
		"In a row, column or box, two cages (or a cage and a cell of two candidates) that must each hold a or b hold both of them between them: a and b leave the house’s other cells. It is a naked pair whose cells are cages.")
	GuideVariantDiagonal = def("guide.variant.technique.diagonal",
		"Scan a diagonal as a line: a digit it lacks has one cell left once the cells whose row, column, box or other diagonal holds it are ruled out. The nine cells of a diagonal see each other, so a digit on it leaves the whole diagonal.")
	GuideVariantWindow = def("guide.variant.technique.window",
		"Scan a window as a box: a digit it lacks, ruled out of its cells by their rows, columns, boxes and other windows, has one place left. Each window overlaps four boxes, so a digit of a box often rules out part of a window.")
	GuideVariantRegion = def("guide.variant.technique.region",
		"In a Jigsaw region, a digit’s places all lie in one row or column: the digit must be there, so it leaves the rest of that line. A region can cross a line in one to nine cells, so such crossings come more often than with boxes.")

	GuideVariantRegionLock = def("guide.variant.technique.region-claiming",
		"A row’s or column’s places for a digit all lie in one Jigsaw region: the line must hold the digit there, so it leaves the region’s other cells. The line and the region may share one to nine cells, where a row and a box share three.")
	GuideVariantWindowPair = def("guide.variant.technique.window-naked-pair",
		"Two cells of a window with the same two candidates, and no other, hold those two digits between them: the digits leave the window’s other cells. The two cells need share no row, column or box, which a player scanning only those would miss.")
	GuideVariantDiagonalPair = def("guide.variant.technique.diagonal-hidden-pair",
		"Two digits that have the same two places on a diagonal, and no other, fill those two cells: the cells’ other candidates go. A diagonal’s cells lie in nine rows and nine columns, so the pair is seen only along the diagonal.")

	// The names of the entries of the variants' houses.
	GuideNameDiagonal     = def("guide.variant.name.diagonal", "hidden single in a diagonal")
	GuideNameWindow       = def("guide.variant.name.window", "hidden single in a window")
	GuideNameRegion       = def("guide.variant.name.region", "pointing from a region")
	GuideNameRegionLock   = def("guide.variant.name.region-claiming", "claiming into a region")
	GuideNameWindowPair   = def("guide.variant.name.window-naked-pair", "naked pair in a window")
	GuideNameDiagonalPair = def("guide.variant.name.diagonal-hidden-pair", "hidden pair in a diagonal")
)

// VariantGuideFamily is a section of the guide's variant part, worded.
type VariantGuideFamily struct {
	Name, Text string
	Entries    []VariantGuideEntry
}

// VariantGuideEntry is one entry of the variants' part: the key of its
// example (solver.VariantExampleOf), its technique, name, rating and words.
type VariantGuideEntry struct {
	Key                string
	Technique          solver.VariantTechnique
	Name, Rating, Text string
}

// VariantGuide returns the guide's sections for the variants: Killer's own
// techniques, then the classic techniques in the variants' houses.
func (c *Catalog) VariantGuide() []VariantGuideFamily {
	texts := map[string]*Message{
		solver.VCageCombination.String():   GuideVariantCageCombination,
		solver.VInniesOuties.String():      GuideVariantInniesOuties,
		solver.VCageLocked.String():        GuideVariantCageLocked,
		solver.VInniesOutiesGroup.String(): GuideVariantInniesOutiesGroup,
		solver.VKillerPair.String():        GuideVariantKillerPair,
		solver.ExampleDiagonal:             GuideVariantDiagonal,
		solver.ExampleWindow:               GuideVariantWindow,
		solver.ExampleRegion:               GuideVariantRegion,
		solver.ExampleRegionLock:           GuideVariantRegionLock,
		solver.ExampleWindowPair:           GuideVariantWindowPair,
		solver.ExampleDiagonalPair:         GuideVariantDiagonalPair,
	}
	killer := VariantGuideFamily{Name: c.T(GuideKillerName), Text: c.T(GuideKillerText)}
	houses := VariantGuideFamily{Name: c.T(GuideHousesName), Text: c.T(GuideHousesText)}
	names := map[string]*Message{
		solver.ExampleDiagonal:     GuideNameDiagonal,
		solver.ExampleWindow:       GuideNameWindow,
		solver.ExampleRegion:       GuideNameRegion,
		solver.ExampleRegionLock:   GuideNameRegionLock,
		solver.ExampleWindowPair:   GuideNameWindowPair,
		solver.ExampleDiagonalPair: GuideNameDiagonalPair,
	}
	for _, k := range solver.VariantExampleKeys() {
		e := VariantGuideEntry{Key: k, Text: c.T(texts[k])}
		_, e.Technique, _ = solver.VariantExampleTechnique(k)
		if m, ok := names[k]; ok {
			e.Name = c.T(m)
		} else {
			e.Name = c.VariantTechniqueName(e.Technique)
		}
		e.Rating = c.Decimal(e.Technique.Rating(), 1)
		if e.Technique.Killer() {
			killer.Entries = append(killer.Entries, e)
		} else {
			houses.Entries = append(houses.Entries, e)
		}
	}
	return []VariantGuideFamily{killer, houses}
}

// VariantGuideExample words the step of a variant example under its
// board as a variant hint's second rung words it (VariantWhy on the grader's
// hint there, which is the example's step), then what it does.
func (c *Catalog) VariantGuideExample(e solver.VariantExample) string {
	do := c.HintDo(solver.Step{Placements: e.Step.Placements, Eliminations: e.Step.Eliminations})
	h, ok := solver.VariantHint(e.Geometry, e.Grid, &e.Candidates)
	if !ok {
		return do
	}
	if why := c.VariantWhy(e.Geometry, e.Grid, h); why != "" {
		return why + " " + do
	}
	return do
}
