package solver

import (
	"testing"
)

// TestInnersHold finds the inner argument of every nested link on the main
// lines of the nested steps of four puzzles of testdata/se-hardest.txt
// (9.5 to 10.2) and checks each fact its words state, on the candidates
// the branch has reached, with the propagation of singles the words'
// check uses (not the recording run that found it): the candidate made
// true leads to a contradiction; the chain's first node is that candidate,
// every node it names follows from it, and its last takes the clash's
// cell's last candidate or the digit's last place in the unit; a cell's
// every choice, a unit's both places, lead to contradictions.
func TestInnersHold(t *testing.T) {
	kinds := map[InnerKind]int{}
	for _, tc := range contextPuzzles {
		g, err := Parse(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		walkSteps(t, g, func(s Step, cand *[81]Mask) {
			if !hasNestedLink(s) {
				return
			}
			a := ArgumentOf(s, cand)
			a.Inners = InnersOf(s, a.Forcing, cand)
			nested := 0
			for _, p := range a.Forcing.Paths {
				for _, l := range p {
					if !l.From.On && !l.To.On {
						nested++
					}
				}
			}
			if len(a.Inners) != nested {
				t.Errorf("%s: %d inner arguments for %d nested links on the main lines", s, len(a.Inners), nested)
			}
			for _, in := range a.Inners {
				kinds[in.Kind]++
				checkInner(t, s, a, in)
			}
		})
	}
	t.Logf("inner arguments by kind: %v", kinds)
	if kinds[InnerContradiction] == 0 {
		t.Error("no inner chain to a contradiction found")
	}
}

func checkInner(t *testing.T, s Step, a Argument, in Inner) {
	t.Helper()
	p := a.Forcing.Paths[in.Path]
	if in.Once != p[0].From {
		t.Errorf("%s: inner once %s, the branch's assumption is %s", s, in.Once, p[0].From)
	}
	// Cand is what the branch reached: the step's candidates less what
	// follows from its assumption (a subset of them, without the
	// candidate's removal yet).
	for c := range in.Cand {
		if in.Cand[c]&^a.Cand[c] != 0 {
			t.Errorf("%s: the branch's candidates of %s have more than the step's", s, CellName(c))
		}
	}
	t0 := in.Link.To
	on := ChainNode{Cell: t0.Cell, Digit: t0.Digit, On: true}
	if in.Kind == InnerGone {
		if in.Cand[t0.Cell].Has(t0.Digit) {
			t.Errorf("%s: %s said gone, still a candidate", s, t0)
		}
		return
	}
	switch in.Kind {
	case InnerContradiction:
		if len(in.Links) == 0 || in.Links[0].From != on {
			t.Errorf("%s: inner chain %v does not start from %s", s, in.Links, on)
			return
		}
		pr := newPropagation(&in.Cand)
		pr.assume(on)
		if !pr.contradiction() {
			t.Errorf("%s: %s on the branch's candidates leads to no contradiction", s, on)
		}
		// The links hold one by one on the candidates the branch reached
		// (the words' own check of a chain), and once they all hold the
		// contradiction is there.
		if err := checkChainLinks(&in.Cand, in.Links); err != nil {
			t.Errorf("%s: the inner chain does not hold: %v", s, err)
		}
		st := in.Cand
		apply(&st, on)
		for _, l := range in.Links {
			apply(&st, l.To)
		}
		switch in.Clash {
		case ClashCell:
			if st[in.Cell] != 0 {
				t.Errorf("%s: %s keeps %s at the chain's end", s, CellName(in.Cell), st[in.Cell])
			}
		case ClashUnit:
			if ps := placesOf(&st, in.Unit, in.Digit); len(ps) != 0 {
				t.Errorf("%s: %d keeps places %v in unit %d at the chain's end", s, in.Digit, ps, in.Unit)
			}
		}
		if mp := mainPath(in.Links); len(mp) == 0 || mp[0].From != on || mp[len(mp)-1] != in.Links[len(in.Links)-1] {
			t.Errorf("%s: the inner chain's main line %v does not go from %s to its last link", s, mp, on)
		}
		last := in.Links[len(in.Links)-1].To
		switch in.Clash {
		case ClashCell:
			if int(last.Cell) != in.Cell || last.On {
				t.Errorf("%s: the chain ends at %s, not in the emptied cell %s", s, last, CellName(in.Cell))
			}
		case ClashUnit:
			if last.Digit != in.Digit || last.On || !inUnit(int(last.Cell), in.Unit) {
				t.Errorf("%s: the chain ends at %s, not at %d's last place in unit %d", s, last, in.Digit, in.Unit)
			}
		default:
			t.Errorf("%s: clash %d", s, in.Clash)
		}
		// Every candidate the clash needs gone is gone once the chain's
		// nodes and the singles that follow hold: checked by the
		// propagation's contradiction above and by the last node.
	case InnerCell, InnerRegion:
		pr := newPropagation(&in.Cand)
		pr.assume(on)
		if pr.contradiction() {
			t.Errorf("%s: %s leads to a contradiction at once, not by cases", s, on)
		}
		x := pr.cand
		var choices []ChainNode
		if in.Kind == InnerCell {
			if x[in.Cell] != in.Choices {
				t.Errorf("%s: %s's candidates %s, the words say %s", s, CellName(in.Cell), x[in.Cell], in.Choices)
			}
			for _, d := range in.Choices.Digits() {
				choices = append(choices, ChainNode{Cell: uint8(in.Cell), Digit: d, On: true})
			}
		} else {
			if ps := placesOf(&x, in.Unit, in.Digit); len(ps) != 2 || ps[0] != in.Places[0] || ps[1] != in.Places[1] {
				t.Errorf("%s: %d's places in unit %d are %v, the words say %v", s, in.Digit, in.Unit, ps, in.Places)
			}
			for _, c := range in.Places {
				choices = append(choices, ChainNode{Cell: c, Digit: in.Digit, On: true})
			}
		}
		for _, n := range choices {
			q := newPropagation(&x)
			q.assume(n)
			if !q.contradiction() {
				t.Errorf("%s: the choice %s leads to no contradiction", s, n)
			}
		}
	}
}
