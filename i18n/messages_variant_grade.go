package i18n

import "github.com/giosudoku/sudoku/solver"

// The words of grading a variant (docs/variants.md, "Levels"): the line of
// the command line's grade for a variant puzzle, and the names of the
// variants' own techniques (the others are the classic techniques' names,
// by the same identifiers).
var (
	GradeVariantLine = def("grade.variant_line", "%[1]s %[2]s  rating %[3]s  hardest %[4]s  clues %[5]d  techniques: %[6]s")

	_ = tech("cage-combination", "cage combination")
	_ = tech("innies-outies", "innies and outies")
	_ = tech("cage-locked", "cage-locked digit")
	_ = tech("innies-outies-group", "45 rule over several houses")
	_ = tech("killer-pair", "killer pair")
	_ = tech("unique-loop", "unique rectangle or loop")
	_ = tech("bug", "BUG")
)

// VariantTechniqueName names a technique of the variants' grader.
func (c *Catalog) VariantTechniqueName(t solver.VariantTechnique) string {
	if m, ok := techniqueNames[t.String()]; ok {
		return c.T(m)
	}
	return t.String()
}
