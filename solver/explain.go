package solver

import (
	"fmt"
	"strings"
)

// Explain words a step of the logical solver for a player, in English, in
// one line: what it does first (a placement "r5c4: 7", or the candidates it
// removes), then why, from the pattern the Step records (its units, cells
// and digits), then the technique's name in brackets:
//
//	r5c4: 7, the only place for 7 in box 5 (hidden single)
//	remove 3 from r1c7 and r1c8: in box 1, 3 lies in row 1 only (r1c1, r1c2) (pointing)
//
// Each family of techniques has its wording: singles, direct techniques,
// locked candidates, subsets, fish, wings, unique loops, BUG, aligned
// exclusion, chains (from Step.Links, node by node) and forcing chains
// (what was assumed and what followed, then each branch's main line,
// shortened when long; the bracket names the kind: "cell forcing chain",
// "contradiction forcing chain", …). A technique without one (a later
// addition to the table) is worded from the Step's fields alone: its
// cells, digits and units. The command line's explain uses
// ExplainWith, and a hint can show the same text.
func Explain(s Step) string { return ExplainWith(s, nil) }

// ExplainWith is Explain with the candidates cand the step was found on
// (cand[c] for every empty cell c; nil when they are not known), which
// word what the Step does not record: the common peers and candidates an
// aligned exclusion rests on ("with 9 in r9c2, every choice for r9c1 (1679)
// and r9c3 (16) fails: it repeats a digit in row 9, or leaves r7c1 (79)
// without a candidate").
func ExplainWith(s Step, cand *[81]Mask) string {
	var why, kind string // kind: a forcing chain's, named in the brackets
	switch s.Technique {
	case FullHouse:
		why = fmt.Sprintf("the last empty cell of %s", unitAt(s, 0))
	case HiddenSingleBox, HiddenSingleLine:
		why = fmt.Sprintf("the only place for %s in %s", digits(s.Digits), unitAt(s, 0))
	case NakedSingle:
		why = "the only digit left for the cell"
	case DirectPointing, DirectClaiming:
		// Units: where the digit is confined, the unit it is confined to,
		// the unit of the placement.
		d := digits(s.Digits)
		why = fmt.Sprintf("the only place for %s in %s once the %s of %s, which lies in %s only (%s), leaves the rest of %s",
			d, unitAt(s, 2), d, unitAt(s, 0), unitAt(s, 1), cellList(s.Cells, ", "), unitAt(s, 1))
	case DirectHiddenPair, DirectHiddenTriple:
		p := placed(s)
		why = fmt.Sprintf("the only place for %d in %s once %s take %s, their only places there",
			p, unitAt(s, 0), digits(s.Digits), cellList(s.Cells, " and "))
	case FromSolution:
		why = "from the solution: no technique the solver knows applies here"
	case Pointing, Claiming:
		why = fmt.Sprintf("in %s, %s lies in %s only (%s)", unitAt(s, 0), digits(s.Digits), unitAt(s, 1), cellList(s.Cells, ", "))
	case NakedPair, NakedTriple, NakedQuad:
		why = fmt.Sprintf("%s hold only %s between them in %s", cellList(s.Cells, " and "), digits(s.Digits), unitAt(s, 0))
	case HiddenPair, HiddenTriple, HiddenQuad:
		why = fmt.Sprintf("%s fit only in %s in %s", digits(s.Digits), cellList(s.Cells, " and "), unitAt(s, 0))
	case XWing, Swordfish, Jellyfish:
		n := len(s.Units) / 2
		why = fmt.Sprintf("in %s, %s lies only in %s (%s)", unitList(s.Units[:n]), digits(s.Digits),
			unitList(s.Units[n:]), cellList(s.Cells, ", "))
	case XYWing, XYZWing:
		why = fmt.Sprintf("%s form a wing on %s: whatever its pivot takes, one of them is %s",
			cellList(s.Cells, " and "), digits(s.Digits), digits(removed(s)))
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		why = fmt.Sprintf("the loop %s would allow two solutions with only %s in it", cellList(s.Cells, ", "), digits(s.Digits))
		if s.Technique == UniqueLoop3 && len(s.Units) > 0 {
			why += fmt.Sprintf(", and its extra digits make a set in %s", unitAt(s, 0))
		}
	case BUG1, BUG2, BUG3, BUG4:
		its := "its"
		if len(s.Cells) > 1 {
			its = "their"
		}
		why = fmt.Sprintf("if %s lost %s extra candidates, every cell left would have two and the puzzle two solutions", cellList(s.Cells, " and "), its)
	case AlignedPairExclusion, AlignedTripleExclusion:
		why = exclusionText(s, cand)
	default:
		if f, ok := ForcingOf(s, cand); ok {
			why, kind = forcingText(f), f.Name()
		} else if len(s.Links) > 0 {
			why = chains(s.Links)
		} else {
			why = generic(s)
		}
	}
	name := s.Technique.Name()
	if s.Technique == HiddenSingleBox || s.Technique == HiddenSingleLine {
		name = "hidden single"
	}
	if kind != "" {
		name = kind
	}
	what := effect(s)
	switch {
	case what == "":
		return fmt.Sprintf("%s (%s)", why, name)
	case len(s.Placements) == 0:
		return fmt.Sprintf("%s: %s (%s)", what, why, name)
	}
	return fmt.Sprintf("%s, %s (%s)", what, why, name)
}

// effect words what a step does: "r5c4: 7" for placements, "remove 3 from
// r1c7 and r1c8" for eliminations; the placement first when there are both.
func effect(s Step) string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, fmt.Sprintf("%s: %d", CellName(int(p.Cell)), p.Digit))
	}
	if e := removals(s.Eliminations); e != "" {
		if len(parts) > 0 {
			e = "and " + e
		}
		parts = append(parts, e)
	}
	return strings.Join(parts, ", ")
}

// removals words eliminations: the cells that lose the same digits
// together, "remove 3 from r1c7 and r1c8, 4 and 5 from r2c2".
func removals(es []Elimination) string {
	if len(es) == 0 {
		return ""
	}
	var groups []string
	done := make([]bool, len(es))
	for i, e := range es {
		if done[i] {
			continue
		}
		var cells []uint8
		for j := i; j < len(es); j++ {
			if !done[j] && es[j].Digits == e.Digits {
				cells = append(cells, es[j].Cell)
				done[j] = true
			}
		}
		groups = append(groups, fmt.Sprintf("%s from %s", digits(e.Digits), cellList(cells, " and ")))
	}
	return "remove " + strings.Join(groups, ", ")
}

// generic words a step from its fields alone, for a technique that has no
// wording of its own: "the pattern of r1c1, r1c5 and r4c4 on 1 and 2 in
// row 1 and box 5".
func generic(s Step) string {
	var b strings.Builder
	b.WriteString("the pattern")
	if len(s.Cells) > 0 {
		b.WriteString(" of ")
		b.WriteString(cellList(s.Cells, " and "))
	}
	if s.Digits != 0 {
		b.WriteString(" on ")
		b.WriteString(digits(s.Digits))
	}
	if len(s.Units) > 0 {
		b.WriteString(" in ")
		b.WriteString(unitList(s.Units))
	}
	return b.String()
}

// chains words the chains of a chaining step, each from its first node:
// "if r3c9 is 7, then r5c9 is not 7, so r4c8 is 7" ("then" for a weak
// link, "so" for a strong one). A step of several chains words each,
// numbered: "either (1) if …; or (2) if …". A link that does not follow the
// one before it (a node with several parents, in the dynamic chains) starts
// a new clause: "; and if r1c1 is 5, then …".
func chains(ls []Link) string {
	var parts []string
	n := 0
	for i := 0; i < len(ls); {
		j := i
		for j < len(ls) && ls[j].Chain == ls[i].Chain {
			j++
		}
		parts = append(parts, chainText(ls[i:j]))
		n++
		i = j
	}
	if n == 1 {
		return parts[0]
	}
	for k := range parts {
		parts[k] = fmt.Sprintf("(%d) %s", k+1, parts[k])
	}
	return "either " + strings.Join(parts, "; or ")
}

// chainText words one chain's links in their order.
func chainText(ls []Link) string {
	var b strings.Builder
	for i, l := range ls {
		if i == 0 || l.From != ls[i-1].To {
			if i > 0 {
				b.WriteString("; and ")
			}
			b.WriteString("if ")
			b.WriteString(nodeText(l.From))
		}
		if l.Strong {
			b.WriteString(", so ")
		} else {
			b.WriteString(", then ")
		}
		b.WriteString(nodeText(l.To))
	}
	return b.String()
}

// nodeText words a chain's node: "r3c9 is 7" or "r5c9 is not 7".
func nodeText(n ChainNode) string {
	if n.On {
		return fmt.Sprintf("%s is %d", CellName(int(n.Cell)), n.Digit)
	}
	return fmt.Sprintf("%s is not %d", CellName(int(n.Cell)), n.Digit)
}

// removed returns the digits the step removes, all cells together.
func removed(s Step) Mask {
	var m Mask
	for _, e := range s.Eliminations {
		m |= e.Digits
	}
	return m
}

// placed returns the digit of the step's first placement (0 when none).
func placed(s Step) uint8 {
	if len(s.Placements) == 0 {
		return 0
	}
	return s.Placements[0].Digit
}

// unitAt names the step's k-th unit, "" when it has none.
func unitAt(s Step, k int) string {
	if k >= len(s.Units) {
		return "the grid"
	}
	return UnitName(int(s.Units[k]))
}

// digits words a set of digits: "7", "1 and 2", "1, 2 and 3".
func digits(m Mask) string {
	var ds []string
	for _, d := range m.Digits() {
		ds = append(ds, fmt.Sprint(d))
	}
	return andList(ds)
}

// cellList names cells, joined by sep ("r1c1, r1c5"), or with "and" before
// the last when sep is " and " ("r1c1, r1c5 and r2c2").
func cellList(cs []uint8, sep string) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = CellName(int(c))
	}
	if sep == " and " {
		return andList(names)
	}
	return strings.Join(names, sep)
}

// unitList names units of one kind as "rows 1 and 5", others one by one
// ("row 1 and box 5").
func unitList(us []uint8) string {
	if len(us) == 0 {
		return ""
	}
	kind := int(us[0]) / 9
	same := true
	for _, u := range us {
		same = same && int(u)/9 == kind
	}
	if !same || len(us) == 1 {
		names := make([]string, len(us))
		for i, u := range us {
			names[i] = UnitName(int(u))
		}
		return andList(names)
	}
	nums := make([]string, len(us))
	for i, u := range us {
		nums[i] = fmt.Sprint(int(u)%9 + 1)
	}
	return [...]string{"rows ", "columns ", "boxes "}[kind] + andList(nums)
}

// andList joins words as "a", "a and b", "a, b and c".
func andList(ws []string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
