package main

// The technique guide (docs/behaviour.md, "Hints"): every technique the
// solver knows, by family, easiest first, with its rating and how to find
// it, and for the families met in the bundled puzzles an example board
// drawn with the hint's overlay; from the menu, and from the hint panel's
// "What is …?".

import (
	"bufio"
	"os"
	"strings"

	"github.com/giosudoku/sudoku/app/i18n"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// showGuide opens the guide; asked, when not 0, is the technique the hint
// panel asked about, named at the top with its family first.
func (u *ui) showGuide(asked solver.Technique) {
	c := u.cat
	examples := u.guideExamples()
	var blocks, rest []widgets.TextBlock
	for _, f := range c.Guide() {
		b := widgets.TextBlock{Heading: f.Name, Text: f.Text}
		mine := false
		for _, t := range f.Techniques {
			b.Rows = append(b.Rows, []string{c.TechniqueName(t), c.Decimal(t.Rating(), 1)})
			mine = mine || t == asked
		}
		for _, t := range f.Techniques {
			if v, ok := examples[t]; ok && b.Board == nil || ok && t == asked {
				b.Board = v
			}
		}
		if mine {
			blocks = append(blocks, widgets.TextBlock{Text: c.T(i18n.GuideAsked, c.TechniqueName(asked))}, b)
			continue
		}
		rest = append(rest, b)
	}
	u.showText(widgets.TextPanelView{Title: c.T(i18n.GuideTitle), Blocks: append(blocks, rest...)})
}

// guidePuzzles is how many puzzles of each bundled collection the guide
// walks for its examples: enough to meet the common techniques, few
// enough to open at once (the walk is done once).
const guidePuzzles = 8

// guideExamples returns, for each technique met in the logical solves of
// the first puzzles of the bundled hard, expert and master collections,
// the position of its first step there with the step's overlay over the
// candidates. It is worked out the first time the guide opens.
func (u *ui) guideExamples() map[solver.Technique]*widgets.BoardView {
	if u.hintBtns.examples != nil {
		return u.hintBtns.examples
	}
	u.hintBtns.examples = map[solver.Technique]*widgets.BoardView{}
	for _, col := range u.collections {
		if col.Name != "hard" && col.Name != "expert" && col.Name != "master" {
			continue
		}
		for _, g := range firstGrids(col.Path, guidePuzzles) {
			l, err := solver.NewLogic(g)
			if err != nil {
				continue
			}
			for {
				s, ok := l.Next()
				if !ok {
					break
				}
				if _, seen := u.hintBtns.examples[s.Technique]; !seen {
					v := &widgets.BoardView{Cells: l.Grid(), Active: true}
					var notes [81]solver.Mask
					for i := range 81 {
						v.Given[i] = g[i] != 0
						notes[i] = l.Candidates(i)
					}
					v.Notes = notes
					v.Overlay = widgets.OverlayOf(s, &notes)
					u.hintBtns.examples[s.Technique] = v
				}
				if l.Apply(s) != nil {
					break
				}
			}
		}
	}
	return u.hintBtns.examples
}

// firstGrids reads the first n grids of a collection file (81 characters a
// line, '#' lines are comments).
func firstGrids(path string, n int) []solver.Grid {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []solver.Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		line := strings.TrimSpace(sc.Text())
		if len(line) != 81 || strings.HasPrefix(line, "#") {
			continue
		}
		if g, err := solver.Parse(line); err == nil {
			out = append(out, g)
		}
	}
	return out
}
