package i18n

import "github.com/giosudoku/sudoku/solver"

// The variants in the window (docs/variants.md, "The game"): their names,
// New game's two questions, the status line of a variant's game and the
// level question's note on Expert.
var (
	VariantClassic = def("variant.classic", "Classic")
	VariantX       = def("variant.x", "X-Sudoku")
	VariantWindoku = def("variant.windoku", "Windoku")
	VariantJigsaw  = def("variant.jigsaw", "Jigsaw")
	VariantKiller  = def("variant.killer", "Killer")
	// The second question of New game, once the variant is chosen: its
	// title names the variant.
	NewGameLevelHead = def("new.level_title", "New game: %s")
	// The status line of a variant's game: the variant, then what the
	// classic game's says (Difficulty).
	VariantDifficulty = def("status.variant_difficulty", "%[1]s · %[2]s")
	// Expert is not offered for the variants (solver.ErrLevelNotOffered):
	// the level question says so under its choices.
	VariantNoExpert = def("new.variant_no_expert", "Expert is not offered for the variants yet.")
	// A printed variant's title line: its number, the variant, the level
	// (the variants' ratings are not Sudoku Explainer's: not printed).
	PrintTitleVariant = def("print.title_variant", "Puzzle %s · %s · %s")
)

// Variant names a variant ("Killer").
func (c *Catalog) Variant(v solver.Variant) string {
	switch v {
	case solver.XSudoku:
		return c.T(VariantX)
	case solver.Windoku:
		return c.T(VariantWindoku)
	case solver.Jigsaw:
		return c.T(VariantJigsaw)
	case solver.Killer:
		return c.T(VariantKiller)
	}
	return c.T(VariantClassic)
}
