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
		why = c.T(HintWhyBUG, c.cells(s.Cells))
	case solver.AlignedPairExclusion, solver.AlignedTripleExclusion:
		why = c.T(HintWhyPair, c.cells(s.Cells))
	default:
		if len(s.Links) > 0 {
			from := s.Links[0].From
			why = c.T(HintWhyChain, solver.CellName(int(from.Cell))+"="+string(rune('0'+from.Digit)))
		} else {
			why = c.T(HintWhyPattern, c.cells(s.Cells))
		}
	}
	return why + " " + c.HintDo(s) + " " + c.T(HintDoName, c.TechniqueName(s.Technique))
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
