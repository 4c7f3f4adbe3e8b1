package window

// The technique guide (docs/behaviour.md, "Hints"): every technique the
// solver knows, by family, easiest first, each with its rating, how to find
// it and an example board drawn with the hint's overlay (a real position
// where the solver takes that technique, solver.Technique.Example); then the
// variants' sections, Killer's own techniques and the classic ones in the
// variants' houses, each with a position of a generated variant puzzle
// (solver.VariantExampleOf) drawn with its geometry; from the menu, and from
// the hint panel's "What is it?", which opens it at the technique asked
// about.

import (
	"strings"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// showGuide opens the guide; asked, when not 0, is the technique the hint
// panel asked about, whose entry the guide opens at.
func (u *ui) showGuide(asked solver.Technique) {
	v, techniques, _ := u.guideView()
	for i, t := range techniques {
		if t == asked && asked != 0 {
			v.Start = i
		}
	}
	u.showText(v)
}

// showVariantGuide opens the guide at the variant entry of key (a Killer
// technique's identifier, or solver.ExampleDiagonal, …), for a variant
// hint's "What is it?".
func (u *ui) showVariantGuide(key string) {
	v, _, keys := u.guideView()
	for i, k := range keys {
		if k == key {
			v.Start = i
		}
	}
	u.showText(v)
}

// guideView words the guide: for each family a section with its short
// introduction, then for each of its techniques an entry with its rating,
// its words and its example board, the step of the example worded under
// it. It returns, beside the panel, the technique of each block (0 for a
// family's and the variants' entries) and the example key of each variant
// entry's block ("" for the others).
func (u *ui) guideView() (widgets.TextPanelView, []solver.Technique, []string) {
	c := u.cat
	v := widgets.TextPanelView{Title: c.T(i18n.GuideTitle)}
	guide := c.Guide()
	// The index first: each family with its techniques, and how to jump.
	var index []string
	for _, f := range guide {
		var names []string
		for _, e := range f.Techniques {
			names = append(names, e.Name)
		}
		index = append(index, c.T(i18n.GuideIndexLine, capital(f.Name), strings.Join(names, ", ")))
	}
	vguide := c.VariantGuide()
	for _, f := range vguide {
		var names []string
		for _, e := range f.Entries {
			names = append(names, e.Name)
		}
		index = append(index, c.T(i18n.GuideIndexLine, capital(f.Name), strings.Join(names, ", ")))
	}
	index = append(index, c.T(i18n.GuideJumpHint))
	v.Blocks = append(v.Blocks, widgets.TextBlock{Heading: c.T(i18n.GuideIndex), Section: true, Text: strings.Join(index, "\n")})
	v.Jump = append(v.Jump, "")
	techniques := []solver.Technique{0}
	keys := []string{""}
	for _, f := range guide {
		v.Blocks = append(v.Blocks, widgets.TextBlock{Heading: f.Name, Section: true, Text: f.Text})
		v.Jump = append(v.Jump, f.Name)
		techniques = append(techniques, 0)
		keys = append(keys, "")
		for _, e := range f.Techniques {
			b := widgets.TextBlock{Heading: capital(e.Name), Aside: e.Rating, Text: e.Text}
			if ex, ok := e.Technique.Example(); ok {
				b.Board = exampleBoard(ex)
				b.Caption = c.GuideExample(ex.Step, &ex.Candidates)
			}
			v.Blocks = append(v.Blocks, b)
			v.Jump = append(v.Jump, e.Name)
			techniques = append(techniques, e.Technique)
			keys = append(keys, "")
		}
	}
	// The variants' sections after the classic ones: Killer's own
	// techniques, the classic ones in the variants' houses.
	for _, f := range vguide {
		v.Blocks = append(v.Blocks, widgets.TextBlock{Heading: f.Name, Section: true, Text: f.Text})
		v.Jump = append(v.Jump, f.Name)
		techniques = append(techniques, 0)
		keys = append(keys, "")
		for _, e := range f.Entries {
			b := widgets.TextBlock{Heading: capital(e.Name), Aside: e.Rating, Text: e.Text}
			if ex, ok := solver.VariantExampleOf(e.Key); ok {
				b.Board = variantExampleBoard(ex)
				b.Caption = c.VariantGuideExample(ex)
			}
			v.Blocks = append(v.Blocks, b)
			v.Jump = append(v.Jump, e.Name)
			techniques = append(techniques, 0)
			keys = append(keys, e.Key)
		}
	}
	return v, techniques, keys
}

// variantExampleBoard draws a variant example's position with its geometry
// (cages, diagonals, windows, regions): its givens, the digits placed, the
// grader's candidates as notes, and over them what the step rests on and
// does: the cells of its instance framed (the cage, the innies or outies,
// the killer pair's groups, the diagonal, window or region), the digits
// it turns on ringed (a single's, a pointing's or a cage-locked digit's
// places, the pair's digits, a cage's digits kept), its placements and its
// eliminations. A row, column or box it rests on is outlined (the
// grader's pattern of the step, solver.VariantHint).
func variantExampleBoard(ex solver.VariantExample) *widgets.BoardView {
	v := &widgets.BoardView{Cells: ex.Grid, Notes: ex.Candidates, Active: true, BigNotes: true, Geometry: ex.Geometry}
	for i, d := range ex.Puzzle {
		v.Given[i] = d != 0
	}
	o := &widgets.HintOverlay{}
	f := ex.Facts()
	for _, c := range ex.Cells {
		if ex.Grid[c] != 0 {
			continue
		}
		o.Cells[c] = true
		switch {
		case f.Digit != 0:
			o.Pattern[c] = ex.Candidates[c] & (1 << f.Digit)
		case f.Pair != 0:
			o.Pattern[c] = ex.Candidates[c] & f.Pair
		case ex.Key == solver.VCageCombination.String():
			o.Pattern[c] = ex.Candidates[c]
		}
	}
	for _, e := range ex.Step.Eliminations {
		o.Removed[e.Cell] = e.Digits
	}
	for _, p := range ex.Step.Placements {
		o.Placed[p.Cell] = p.Digit
	}
	// The grader's hint on the position is the example's step (the solver's
	// tests check it), with its pattern: its rows, columns and boxes are
	// outlined, its digits ringed in its cells.
	if h, ok := solver.VariantHint(ex.Geometry, ex.Grid, &ex.Candidates); ok && h.Pattern != nil {
		for _, u := range h.Pattern.Houses {
			if u < 18 || u < 27 && ex.Geometry.Variant != solver.Jigsaw {
				o.Units = append(o.Units, uint8(u))
			}
		}
		if d := h.Pattern.Digits; d != 0 {
			for _, c := range h.Pattern.Cells {
				o.Pattern[c] |= ex.Candidates[c] & d
			}
		}
	}
	for i := range 81 {
		o.Pattern[i] &^= o.Removed[i]
		if o.Placed[i] != 0 {
			o.Pattern[i] = 0
		}
	}
	v.Overlay = o
	return v
}

// exampleBoard draws an example's position: its givens, the digits placed,
// the solver's candidates as notes and its step's overlay over them.
func exampleBoard(ex solver.Example) *widgets.BoardView {
	v := &widgets.BoardView{Cells: ex.Grid, Notes: ex.Candidates, Active: true, BigNotes: true}
	for i, d := range ex.Puzzle {
		v.Given[i] = d != 0
	}
	v.Overlay = widgets.OverlayOf(ex.Step, &v.Notes)
	return v
}
