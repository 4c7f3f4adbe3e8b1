package i18n

// The variants' text form (docs/formats.md, "Variant puzzles"): what is
// wrong in a file, one message per model.FileVariant… reason, and the
// solver's objections to a variant's regions and cages. The words
// #variant, grid, regions and cage, and the variants' names, are the
// format's own and stay as they are.
var (
	FileVariantNoHeader       = def("file.variant_no_header", "expected \"#variant\" and the variant's name before the puzzle")
	FileVariantNone           = def("file.variant_none", "no \"#variant\" puzzle in the file")
	FileVariantSecond         = def("file.variant_second", "a second puzzle: expected one")
	FileVariantHeader         = def("file.variant_header", "expected \"#variant NAME\" (classic, x, windoku, jigsaw or killer)")
	FileVariantUnknown        = def("file.variant_unknown", "unknown variant %s (classic, x, windoku, jigsaw or killer)")
	FileVariantGridRows       = defN("file.variant_grid_rows", "the grid has %d row, expected 9", "the grid has %d rows, expected 9")
	FileVariantRegionRows     = defN("file.variant_region_rows", "the regions have %d row, expected 9", "the regions have %d rows, expected 9")
	FileVariantGridRowCells   = defN("file.variant_grid_row_cells", "row %[2]d of the grid has %[1]d cell, expected 9", "row %[2]d of the grid has %[1]d cells, expected 9")
	FileVariantRegionRowCells = defN("file.variant_region_row_cells", "row %[2]d of the regions has %[1]d cell, expected 9", "row %[2]d of the regions has %[1]d cells, expected 9")
	FileVariantGridChar       = def("file.variant_grid_char", "row %[1]d of the grid: column %[2]d holds %[3]s, expected a digit or '.'")
	FileVariantRegionChar     = def("file.variant_region_char", "row %[1]d of the regions: column %[2]d holds %[3]s, expected a region letter A to I")
	FileVariantSecondGrid     = def("file.variant_second_grid", "a second grid (the first is at line %d)")
	FileVariantSecondRegions  = def("file.variant_second_regions", "a second regions section (the first is at line %d)")
	FileVariantRegionsNot     = def("file.variant_regions_not", "regions are for jigsaw, not %s")
	FileVariantCagesNot       = def("file.variant_cages_not", "cages are for killer, not %s")
	FileVariantLine           = def("file.variant_line", "unknown line %s (expected grid, regions or cage)")
	FileVariantNoRegions      = def("file.variant_no_regions", "a jigsaw needs a regions section")
	FileVariantNoCages        = def("file.variant_no_cages", "a killer needs cage lines")
	FileVariantNoGrid         = def("file.variant_no_grid", "a %s puzzle needs a grid section")
	FileVariantCageSyntax     = def("file.variant_cage_syntax", "a cage line is \"cage SUM CELL…\", with cells such as r1c1")
	FileVariantCageSum        = def("file.variant_cage_sum", "the cage's sum %s is not a number from 1 to 45")
	FileVariantCageCell       = def("file.variant_cage_cell", "%s is not a cell (r1c1 to r9c9)")

	// The solver's objections (solver.RegionError, solver.CageError).
	RegionSize         = defN("variant.region_size", "region %[2]d has %[1]d cell, expected 9", "region %[2]d has %[1]d cells, expected 9")
	RegionDisconnected = def("variant.region_disconnected", "region %[1]d is not connected: %[2]s is cut off from the rest")
	RegionNumber       = def("variant.region_number", "%[1]s is in region %[2]d, expected 1 to 9")
	CageOutside        = def("variant.cage_outside", "cage %[1]d has a cell %[2]d, outside the grid")
	CageSize           = defN("variant.cage_size", "cage %[2]d has %[1]d cell, expected 1 to 9", "cage %[2]d has %[1]d cells, expected 1 to 9")
	CageSum            = def("variant.cage_sum", "cage %[1]d: no %[2]d different digits add up to %[3]d")
	CageGivens         = def("variant.cage_givens", "cage %[1]d: its givens (%[2]s first) leave no %[3]d different digits adding up to %[4]d")
	CageDisconnected   = def("variant.cage_disconnected", "cage %[1]d is not connected: %[2]s is cut off from the rest")
	CageOverlap        = def("variant.cage_overlap", "cages %[1]d and %[2]d both hold %[3]s")
	CageRepeat         = def("variant.cage_repeat", "cage %[1]d names %[2]s twice")
)
