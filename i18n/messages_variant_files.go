package i18n

import "github.com/giosudoku/sudoku/solver"

// The window's words for the variants (docs/variants.md, "The window"):
// the chooser of a variant file of several puzzles names each by its
// number, a link's title and author, its variant and its level; the score panel names the techniques
// of a variant's grade, the singles by the houses they were looked for in.
var (
	GridVariant = def("collection.grid_variant", "Grid %[1]d · %[2]s · %[3]s")
	// A puzzle link's title and author (docs/formats.md, "Puzzle links"),
	// before its variant and level.
	GridVariantNamed = def("collection.grid_variant_named", "Grid %[1]d: %[4]s · %[2]s · %[3]s")
	VariantNamed     = def("collection.variant_named", "%[3]s · %[1]s · %[2]s")
	LinkTitleAuthor  = def("collection.link_title_author", "%[1]s, by %[2]s")
	LinkAuthor       = def("collection.link_author", "by %[1]s")
	// The progress overlay while a variant file's puzzles are checked and
	// graded.
	GradingPuzzle = def("busy.grading_puzzle", "Grading puzzle %d of %d…")

	// The singles of the variants' grader, in the variants whose extra
	// houses they include: a hidden single "in a line" there may be in a
	// diagonal or a window, and a Jigsaw's "box" is a region.
	VHiddenSingleLineX       = def("technique.variant.hidden_single_line_x", "hidden single in a line or diagonal")
	VHiddenSingleLineWindoku = def("technique.variant.hidden_single_line_windoku", "hidden single in a line or window")
	VHiddenSingleRegion      = def("technique.variant.hidden_single_region", "hidden single in a region")
)

// VariantTechniqueIn names technique t of the variants' grader as a game
// of variant v used it: the singles by the houses of the variant, the
// others by their names (VariantTechniqueName).
func (c *Catalog) VariantTechniqueIn(v solver.Variant, t solver.VariantTechnique) string {
	switch {
	case t == solver.VHiddenSingleLine && v == solver.XSudoku:
		return c.T(VHiddenSingleLineX)
	case t == solver.VHiddenSingleLine && v == solver.Windoku:
		return c.T(VHiddenSingleLineWindoku)
	case t == solver.VHiddenSingleBox && v == solver.Jigsaw:
		return c.T(VHiddenSingleRegion)
	}
	return c.VariantTechniqueName(t)
}
