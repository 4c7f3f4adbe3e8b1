package i18n

import (
	"cmp"
	"slices"

	"github.com/giosudoku/sudoku/solver"
)

// The technique guide's words (docs/behaviour.md, Hints): its families,
// each a short introduction, and under each its techniques, easiest first,
// each with its rating and how to find it (messages_technique_guide.go).

// family is one section of the technique guide.
type family struct {
	name, text *Message
	techniques []string // Technique.String keys
}

var families []family

func addFamily(key, name, text string, techniques ...string) int {
	families = append(families, family{def("guide."+key+".name", name), def("guide."+key+".text", text), techniques})
	return 0
}

// guideTexts holds each technique's guide text, by Technique.String key.
var guideTexts = map[string]*Message{}

func guideText(key, text string) int {
	guideTexts[key] = def("guide.technique."+key, text)
	return 0
}

// GuideFamily is one section of the technique guide, worded: a family of
// techniques, a short introduction, and its techniques easiest first.
type GuideFamily struct {
	Name, Text string
	Techniques []GuideTechnique
}

// GuideTechnique is one technique of the guide, worded: its name, its
// rating (the least, and "and up" for a technique rated by size or
// length), and how to find it and what it does.
type GuideTechnique struct {
	Technique          solver.Technique
	Name, Rating, Text string
}

// Guide returns the technique guide: every technique the solver knows, by
// family, the families in the order of their easiest technique.
func (c *Catalog) Guide() []GuideFamily {
	out := make([]GuideFamily, 0, len(families))
	for _, f := range families {
		g := GuideFamily{Name: c.T(f.name), Text: c.T(f.text)}
		for _, k := range f.techniques {
			t, err := solver.ParseTechnique(k)
			if err != nil {
				continue
			}
			e := GuideTechnique{Technique: t, Name: c.TechniqueName(t), Rating: c.Decimal(t.Rating(), 1)}
			if t.RatingGrows() {
				e.Rating = c.T(GuideRatingUp, e.Rating)
			}
			if m, ok := guideTexts[k]; ok {
				e.Text = c.T(m)
			}
			g.Techniques = append(g.Techniques, e)
		}
		slices.SortStableFunc(g.Techniques, func(a, b GuideTechnique) int {
			return cmp.Compare(a.Technique.Rating(), b.Technique.Rating())
		})
		out = append(out, g)
	}
	return out
}

// GuideExample words the step of a technique's example board, under the
// board: the hint's explanation of it (rung 2), without the technique's
// name, which the entry's heading gives.
func (c *Catalog) GuideExample(s solver.Step, notes *[81]solver.Mask) string {
	return c.StepWhy(solver.ArgumentOf(s, notes)) + " " + c.HintDo(s)
}
