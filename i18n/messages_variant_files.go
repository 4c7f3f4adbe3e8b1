package i18n

// The window's words for a variant file of several puzzles
// (docs/variants.md, "The window"): the chooser names each puzzle by its
// number, its variant and its level.
var (
	GridVariant = def("collection.grid_variant", "Grid %[1]d · %[2]s · %[3]s")
)
