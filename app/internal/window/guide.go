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

// variantGuideKey is the entry of the guide's variant part that explains
// variant step s of geometry g ("" for none: a classic entry does): a
// Killer technique's, a hidden single in a diagonal or a window, pointing
// from a jigsaw region, claiming into one, a naked pair in a window, a
// hidden pair in a diagonal.
func variantGuideKey(g *solver.Geometry, s solver.VariantStep) string {
	if s.Technique.Killer() {
		return s.Technique.String()
	}
	if g == nil || s.Pattern == nil || len(s.Pattern.Houses) == 0 {
		return ""
	}
	h := g.Houses[s.Pattern.Houses[0]]
	switch {
	case s.Technique == solver.VHiddenSingleLine && h.Kind == solver.DiagonalHouse:
		return solver.ExampleDiagonal
	case s.Technique == solver.VHiddenSingleLine && h.Kind == solver.WindowHouse:
		return solver.ExampleWindow
	case s.Technique == solver.VPointing && h.Kind == solver.RegionHouse && g.Variant == solver.Jigsaw:
		return solver.ExampleRegion
	case s.Technique == solver.VClaiming && g.Variant == solver.Jigsaw && len(s.Pattern.Houses) > 1 &&
		g.Houses[s.Pattern.Houses[1]].Kind == solver.RegionHouse:
		return solver.ExampleRegionLock
	case s.Technique == solver.VNakedPair && h.Kind == solver.WindowHouse:
		return solver.ExampleWindowPair
	case s.Technique == solver.VHiddenPair && h.Kind == solver.DiagonalHouse:
		return solver.ExampleDiagonalPair
	}
	return ""
}

// showVariantGuide opens the guide at the variant entry of key (a Killer
// technique's identifier, or solver.ExampleDiagonal, …): a variant hint's
// "What is it?" (variantGuideKey).
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
				b.Board = widgets.VariantExampleBoard(ex)
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
