package i18n

import (
	"strings"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// TechniqueName names technique t for players.
func (c *Catalog) TechniqueName(t solver.Technique) string {
	if m, ok := techniqueNames[t.String()]; ok {
		return c.T(m)
	}
	return t.Name()
}

// Unit names unit u (0–26, solver's numbering: rows, columns, boxes).
func (c *Catalog) Unit(u int) string {
	switch {
	case u < 9:
		return c.T(UnitRow, u+1)
	case u < 18:
		return c.T(UnitColumn, u-8)
	}
	return c.T(UnitBox, u-17)
}

// List joins items: "a, b and c".
func (c *Catalog) List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return c.T(ListAnd, strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// orList joins items: "a, b or c".
func (c *Catalog) orList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return c.T(ListOr, strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// node says a chain node as a fact: "r4c5 is 2", "r4c5 is not 2".
func (c *Catalog) node(n solver.ChainNode) string {
	if n.On {
		return c.T(HintNodeIs, solver.CellName(int(n.Cell)), int(n.Digit))
	}
	return c.T(HintNodeIsNot, solver.CellName(int(n.Cell)), int(n.Digit))
}

// conclusion says the node a forcing chain leads to as what must follow:
// "r7c7 must be 3", "r7c7 cannot be 3".
func (c *Catalog) conclusion(n solver.ChainNode) string {
	if n.On {
		return c.T(HintNodeMust, solver.CellName(int(n.Cell)), int(n.Digit))
	}
	return c.T(HintNodeCannot, solver.CellName(int(n.Cell)), int(n.Digit))
}

// forcingName names the kind of forcing chain f: "cell forcing chain",
// "contradiction forcing chain"; Nishio's is the technique's name.
func (c *Catalog) forcingName(f solver.Forcing) string {
	dynamic := f.Technique == solver.DynamicForcingChain
	switch {
	case f.Technique == solver.NishioForcingChain:
		return c.TechniqueName(f.Technique)
	case f.Kind == solver.ForcingContradiction:
		return c.T(ForcingContradiction)
	case f.Kind == solver.ForcingDouble:
		return c.T(ForcingDouble)
	case f.Kind == solver.ForcingCell && dynamic:
		return c.T(ForcingDynamicCell)
	case f.Kind == solver.ForcingCell:
		return c.T(ForcingCell)
	case dynamic:
		return c.T(ForcingDynamicRegion)
	}
	return c.T(ForcingRegion)
}

// forcingLook words the first rung of a forcing chain: where to look and
// what to assume, not what follows.
func (c *Catalog) forcingLook(f solver.Forcing, name string) string {
	a := f.Branches[0]
	cell := solver.CellName(int(a.Cell))
	switch f.Kind {
	case solver.ForcingCell:
		return c.T(HintLookForcingCell, cell, name)
	case solver.ForcingRegion:
		return c.T(HintLookForcingRegion, int(a.Digit), c.Unit(f.Unit), name)
	case solver.ForcingDouble:
		return c.T(HintLookForcingDouble, cell, int(a.Digit), name)
	}
	if f.Technique == solver.NishioForcingChain {
		return c.T(HintLookNishio, c.node(a), int(a.Digit), name)
	}
	return c.T(HintLookSuppose, c.node(a), name)
}

// forcingWhy words the second rung of a forcing chain: what was assumed
// and what followed.
func (c *Catalog) forcingWhy(f solver.Forcing) string {
	a := f.Branches[0]
	cell := solver.CellName(int(a.Cell))
	switch f.Kind {
	case solver.ForcingCell:
		var ds solver.Mask
		for _, b := range f.Branches {
			ds |= 1 << b.Digit
		}
		return c.T(HintWhyForcingCell, cell, c.digits(ds), c.conclusion(f.Target))
	case solver.ForcingRegion:
		var places []string
		for _, b := range f.Branches {
			places = append(places, solver.CellName(int(b.Cell)))
		}
		return c.T(HintWhyForcingRegion, int(a.Digit), c.Unit(f.Unit), c.orList(places), c.conclusion(f.Target))
	case solver.ForcingDouble:
		return c.T(HintWhyForcingDouble, cell, int(a.Digit), c.conclusion(f.Target))
	}
	t := f.Target
	var clash string
	switch f.Clash {
	case solver.ClashCell:
		clash = c.T(HintClashCell, solver.CellName(int(t.Cell)))
	case solver.ClashUnit:
		clash = c.T(HintClashUnit, int(t.Digit), c.Unit(f.Unit))
	case solver.ClashSelf:
		if a.On {
			clash = c.T(HintClashSelfOff, cell, int(a.Digit))
		} else {
			clash = c.T(HintClashSelfOn, cell, int(a.Digit))
		}
	default:
		clash = c.T(HintClashBoth, solver.CellName(int(t.Cell)), int(t.Digit))
	}
	if f.Technique == solver.NishioForcingChain {
		return c.T(HintWhyNishio, c.node(a), clash, int(a.Digit))
	}
	return c.T(HintWhyContradiction, c.node(a), clash)
}

// exclusionWhy words why an aligned exclusion removes its candidates, one
// sentence a cell that loses some; false when the candidates the hint was
// worked out on do not show it.
func (c *Catalog) exclusionWhy(s solver.Step, notes *[81]solver.Mask) (string, bool) {
	xs, ok := solver.ExclusionOf(s, notes)
	if !ok {
		return "", false
	}
	var out []string
	for _, x := range xs {
		var ds []string
		for _, d := range x.Digits.Digits() {
			ds = append(ds, string(rune('0'+d)))
		}
		var reasons []string
		if len(x.Repeats) > 0 {
			var us []string
			for _, u := range x.Repeats {
				us = append(us, c.Unit(int(u)))
			}
			reasons = append(reasons, c.T(HintExclRepeat, c.orList(us)))
		}
		if len(x.Emptied) > 0 {
			var cs []string
			for _, e := range x.Emptied {
				cs = append(cs, solver.CellName(int(e)))
			}
			reasons = append(reasons, c.T(HintExclEmpty, c.orList(cs)))
		}
		out = append(out, c.T(HintWhyExclusion, c.orList(ds), solver.CellName(int(x.Cell)), c.cells(x.Others), c.orList(reasons)))
	}
	return strings.Join(out, " "), true
}

func (c *Catalog) units(us []uint8) string {
	var s []string
	for _, u := range us {
		s = append(s, c.Unit(int(u)))
	}
	return c.List(s)
}

func (c *Catalog) cells(cs []uint8) string {
	var s []string
	for _, i := range cs {
		s = append(s, solver.CellName(int(i)))
	}
	return c.List(s)
}

func (c *Catalog) digits(m solver.Mask) string {
	var s []string
	for _, d := range m.Digits() {
		s = append(s, string(rune('0'+d)))
	}
	return c.List(s)
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
// does.
func (c *Catalog) HintWhy(h model.Hint) string {
	if h.Kind != model.HintStep {
		return c.HintLook(h)
	}
	s := h.Step
	unit := func(k int) string {
		if k < len(s.Units) {
			return c.Unit(int(s.Units[k]))
		}
		return ""
	}
	first := uint8(0)
	if ds := s.Digits.Digits(); len(ds) > 0 {
		first = ds[0]
	}
	var why string
	name := c.TechniqueName(s.Technique)
	switch s.Technique {
	case solver.FullHouse:
		why = c.T(HintWhyFullHouse, c.cells(s.Cells), unit(0), int(first))
	case solver.HiddenSingleBox, solver.HiddenSingleLine:
		why = c.T(HintWhyHidden, int(first), unit(0), c.cells(s.Cells))
	case solver.NakedSingle:
		why = c.T(HintWhyNaked, c.cells(s.Cells), int(first))
	case solver.Pointing, solver.Claiming, solver.DirectPointing, solver.DirectClaiming:
		why = c.T(HintWhyLocked, unit(0), int(first), unit(1))
	case solver.NakedPair, solver.NakedTriple, solver.NakedQuad:
		why = c.T(HintWhyNakedSet, c.cells(s.Cells), c.digits(s.Digits), unit(0))
	case solver.HiddenPair, solver.HiddenTriple, solver.HiddenQuad, solver.DirectHiddenPair, solver.DirectHiddenTriple:
		why = c.T(HintWhyHiddenSet, c.digits(s.Digits), c.cells(s.Cells), unit(0))
	case solver.XWing, solver.Swordfish, solver.Jellyfish:
		n := len(s.Units) / 2
		why = c.T(HintWhyFish, c.units(s.Units[:n]), int(first), c.units(s.Units[n:]))
	case solver.XYWing, solver.XYZWing:
		var z solver.Mask
		for _, e := range s.Eliminations {
			z |= e.Digits
		}
		pivot, wings := wingParts(s, z, &h.Notes)
		why = c.T(HintWhyWing, solver.CellName(int(pivot)), c.cells(wings), int(z.Lowest()))
	case solver.UniqueLoop1, solver.UniqueLoop2, solver.UniqueLoop3, solver.UniqueLoop4:
		why = c.T(HintWhyUnique, c.cells(s.Cells), c.digits(s.Digits))
	case solver.BUG1, solver.BUG2, solver.BUG3, solver.BUG4:
		why = c.T(HintWhyBUG, len(s.Cells), c.cells(s.Cells))
	case solver.AlignedPairExclusion, solver.AlignedTripleExclusion:
		var ok bool
		if why, ok = c.exclusionWhy(s, &h.Notes); !ok {
			why = c.T(HintWhyPair, c.cells(s.Cells))
		}
	default:
		if f, ok := solver.ForcingOf(s, &h.Notes); ok {
			why, name = c.forcingWhy(f), c.forcingName(f)
		} else if len(s.Links) > 0 {
			from := s.Links[0].From
			why = c.T(HintWhyChain, solver.CellName(int(from.Cell))+"="+string(rune('0'+from.Digit)))
		} else {
			why = c.T(HintWhyPattern, c.cells(s.Cells))
		}
	}
	return why + " " + c.HintDo(s) + " " + c.T(HintDoName, name)
}

// wingParts splits a wing's cells into its pivot and its wings: the
// XY-Wing's pivot is the cell without the removed digit z among its
// candidates, the XYZ-Wing's the one with three.
func wingParts(s solver.Step, z solver.Mask, notes *[81]solver.Mask) (uint8, []uint8) {
	if len(s.Cells) == 0 {
		return 0, nil
	}
	pivot := s.Cells[0]
	for _, c := range s.Cells {
		n := notes[c]
		if s.Technique == solver.XYWing && n&z == 0 || s.Technique == solver.XYZWing && n.Count() == 3 {
			pivot = c
		}
	}
	var wings []uint8
	for _, c := range s.Cells {
		if c != pivot {
			wings = append(wings, c)
		}
	}
	return pivot, wings
}

// HintDo words what a step does: its placements, then its eliminations.
func (c *Catalog) HintDo(s solver.Step) string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, c.T(HintDoPlace, int(p.Digit), solver.CellName(int(p.Cell))))
	}
	done := make([]bool, len(s.Eliminations))
	for i, e := range s.Eliminations {
		if done[i] {
			continue
		}
		var cs []uint8
		for j := i; j < len(s.Eliminations); j++ {
			if !done[j] && s.Eliminations[j].Digits == e.Digits {
				done[j] = true
				cs = append(cs, s.Eliminations[j].Cell)
			}
		}
		parts = append(parts, c.T(HintDoRemove, c.digits(e.Digits), c.cells(cs)))
	}
	return strings.Join(parts, " ")
}
