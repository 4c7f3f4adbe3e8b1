package main

// The technique guide (docs/behaviour.md, "Hints"): every technique the
// solver knows, by family, easiest first, with its rating and how to find
// it; from the menu, and from the hint panel's "What is …?".

import (
	"github.com/giosudoku/sudoku/app/i18n"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// showGuide opens the guide; asked, when not 0, is the technique the hint
// panel asked about, named at the top with its family first.
func (u *ui) showGuide(asked solver.Technique) {
	c := u.cat
	var blocks, rest []widgets.TextBlock
	for _, f := range c.Guide() {
		b := widgets.TextBlock{Heading: f.Name, Text: f.Text}
		mine := false
		for _, t := range f.Techniques {
			b.Rows = append(b.Rows, []string{c.TechniqueName(t), c.Decimal(t.Rating(), 1)})
			mine = mine || t == asked
		}
		if mine {
			blocks = append(blocks, widgets.TextBlock{Text: c.T(i18n.GuideAsked, c.TechniqueName(asked))}, b)
			continue
		}
		rest = append(rest, b)
	}
	u.showText(widgets.TextPanelView{Title: c.T(i18n.GuideTitle), Blocks: append(blocks, rest...)})
}
