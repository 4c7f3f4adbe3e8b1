package i18n

import (
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// forcingLook words the first rung of a forcing chain: where to look and
// what to assume, not what follows.
func (c *Catalog) forcingLook(f solver.Forcing, name string) string {
	return c.forcingLookIn(f, name, c.Unit)
}

// forcingLookIn is forcingLook with f.Unit named by unit (a variant's
// house, VariantLook).
func (c *Catalog) forcingLookIn(f solver.Forcing, name string, unit func(int) string) string {
	a := f.Branches[0]
	cell := solver.CellName(int(a.Cell))
	switch f.Kind {
	case solver.ForcingCell:
		return c.T(HintLookForcingCell, cell, name)
	case solver.ForcingRegion:
		return c.T(HintLookForcingRegion, int(a.Digit), unit(f.Unit), name)
	case solver.ForcingDouble:
		return c.T(HintLookForcingDouble, cell, int(a.Digit), name)
	}
	if f.Technique == solver.NishioForcingChain {
		return c.T(HintLookNishio, c.node(a), int(a.Digit), name)
	}
	return c.T(HintLookSuppose, c.node(a), name)
}

// HintLook words the ladder's first rung: what is wrong, or the technique
// and where to look.
func (c *Catalog) HintLook(h model.Hint) string {
	switch h.Kind {
	case model.HintWrongDigit:
		s := c.T(HintWrongDigit, solver.CellName(h.Cell), int(h.Digit))
		if h.Undos > 0 {
			s += " " + c.T(HintWrongUndo)
		}
		return s
	case model.HintWrongNotes:
		return c.T(HintWrongNotes, solver.CellName(h.Cell), int(h.Digit))
	case model.HintStuck:
		return c.T(HintStuck, solver.CellName(h.Cell), int(h.Digit))
	}
	if h.Variant != nil && h.Geometry != nil {
		return c.VariantLook(h.Geometry, *h.Variant)
	}
	s := h.Step
	name := c.TechniqueName(s.Technique)
	switch s.Technique {
	case solver.FullHouse:
		return c.T(HintLookFullHouse, c.Unit(int(s.Units[0])), name)
	case solver.HiddenSingleBox, solver.HiddenSingleLine:
		return c.T(HintLookHidden, c.Unit(int(s.Units[0])), name)
	case solver.NakedSingle:
		return c.T(HintLookNaked, c.cells(s.Cells), name)
	}
	if f, ok := solver.ForcingOf(s, &h.Notes); ok {
		return c.forcingLook(f, c.forcingName(f))
	}
	if len(s.Units) > 0 {
		return c.T(HintLookUnits, c.units(s.Units), name)
	}
	return c.T(HintLookCells, c.cells(s.Cells), name)
}

// HintWhy words the second rung: why the pattern shown works, then what it
// does, then the step's name; the same sentences the command line's
// explain prints (step.go).
func (c *Catalog) HintWhy(h model.Hint) string {
	if h.Kind != model.HintStep {
		return c.HintLook(h)
	}
	if h.Variant != nil && h.Geometry != nil {
		return c.VariantWhy(h.Geometry, h.Grid, *h.Variant) + " " + c.HintDo(h.Step) + " " +
			c.T(HintDoName, c.VariantStepName(*h.Variant))
	}
	a := solver.ArgumentOf(h.Step, hintCand(h))
	return c.StepWhy(a) + " " + c.HintDo(h.Step) + " " + c.T(HintDoName, c.StepName(a))
}

// hintCand returns the candidates a hint's step was found on, nil when the
// hint holds none (a hint made by hand, without a position).
func hintCand(h model.Hint) *[81]solver.Mask {
	if h.Notes == ([81]solver.Mask{}) {
		return nil
	}
	return &h.Notes
}

// HintName names the technique of hint h's step: a variant's step by the
// variants' grader's technique (a Killer technique has no classic one).
func (c *Catalog) HintName(h model.Hint) string {
	if h.Variant != nil {
		return c.VariantTechniqueName(h.Variant.Technique)
	}
	return c.TechniqueName(h.Step.Technique)
}
