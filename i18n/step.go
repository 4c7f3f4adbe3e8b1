package i18n

import (
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// A step of the solver is told here, once, from its typed argument
// (solver.Argument): its name (StepName), what it does (HintDo) and why
// (StepWhy). The command line's explain prints Explain (what, why, name);
// the hint's second rung prints why, what, name (HintWhy); the guide's
// example boards why and what.

// TechniqueName names technique t for players: the catalogue's one name
// of it (its identifier for a value that is no technique).
func (c *Catalog) TechniqueName(t solver.Technique) string {
	if m, ok := techniqueNames[t.String()]; ok {
		return c.T(m)
	}
	return t.String()
}

// StepName names what a step is: its technique, or for a forcing chain
// the kind its chains show ("cell forcing chain").
func (c *Catalog) StepName(a solver.Argument) string {
	if a.IsForcing {
		return c.forcingName(a.Forcing)
	}
	return c.TechniqueName(a.Step.Technique)
}

// Explain words a step for the command line in one line: what it does,
// why, and its name in brackets: "Place 1 in r2c6. 1 has only one place
// in box 2: r2c6. (hidden single)".
func (c *Catalog) Explain(a solver.Argument) string {
	why := c.StepWhy(a)
	var inner []string
	if a.IsForcing && a.Inners == nil {
		a.Inners = solver.InnersOf(a.Step, a.Forcing, a.Cand)
	}
	if a.IsForcing && len(a.Inners) > 0 && why == c.forcingWhy(a.Forcing) {
		// A nested forcing chain's inner chains follow it, one a
		// paragraph, each link that rests on one naming it (nested.go).
		why, inner = c.explainInners(a)
	}
	out := c.HintDo(a.Step) + " " + why + " " + c.T(HintDoName, c.StepName(a))
	for _, p := range inner {
		out += "\n     " + p
	}
	return out
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

// units names units: those of one kind together ("rows 2 and 4"), others
// one by one ("row 1 and box 5").
func (c *Catalog) units(us []uint8) string {
	if len(us) > 1 {
		kind := us[0] / 9
		nums := make([]string, len(us))
		for i, u := range us {
			if u/9 != kind {
				nums = nil
				break
			}
			nums[i] = string(rune('1' + u%9))
		}
		if nums != nil {
			return c.T([...]*Message{UnitRows, UnitColumns, UnitBoxes}[kind], c.List(nums))
		}
	}
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

// withCand names a cell with its candidates, "r9c1 (1679)", when they are
// known.
func (c *Catalog) withCand(cell uint8, cand *[81]solver.Mask) string {
	if cand == nil {
		return solver.CellName(int(cell))
	}
	return c.T(StepCellCand, solver.CellName(int(cell)), cand[cell].String())
}

// sayAsSentence says a clause as a sentence: a capital first, a full
// stop last.
func (c *Catalog) sayAsSentence(s string) string { return sentence(c.T(StepSentence, s)) }

// HintDo words what a step does: its placements, then its eliminations,
// the cells that lose the same digits together.
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

// StepWhy words why a step holds, in one or more sentences, from its
// argument: the pattern and what follows from it, family by family; a
// chain link by link; a forcing chain's conclusion, then each branch's
// main line.
//
// On known candidates a sentence is shown only when solver.CheckArgument
// finds every claim of it true on them; otherwise (a finder's mistake) it
// says no more than which cells decide.
func (c *Catalog) StepWhy(a solver.Argument) string {
	s := a.Step
	if a.Cand != nil {
		if err := solver.CheckArgument(a); err != nil && err != solver.ErrUnchecked {
			return c.T(HintWhyPattern, c.cells(s.Cells))
		}
	}
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
	placed := uint8(0)
	if len(s.Placements) > 0 {
		placed = s.Placements[0].Digit
	}
	listed := func(cs []uint8) string {
		names := make([]string, len(cs))
		for i, x := range cs {
			names[i] = solver.CellName(int(x))
		}
		return strings.Join(names, ", ")
	}
	switch s.Technique {
	case solver.FullHouse:
		return c.T(HintWhyFullHouse, c.cells(s.Cells), unit(0), int(first))
	case solver.HiddenSingleBox, solver.HiddenSingleLine:
		return c.T(HintWhyHidden, int(first), unit(0), c.cells(s.Cells))
	case solver.NakedSingle:
		return c.T(HintWhyNaked, c.cells(s.Cells), int(first))
	case solver.Pointing, solver.Claiming:
		return c.T(HintWhyLocked, unit(0), int(first), unit(1), listed(s.Cells))
	case solver.DirectPointing, solver.DirectClaiming:
		// Units: where the digit is confined, the line or box it is
		// confined to, the unit of the placement.
		return c.T(HintWhyLocked, unit(0), int(first), unit(1), listed(s.Cells)) + " " +
			c.T(StepOnePlaceLeft, int(placed), unit(2))
	case solver.NakedPair, solver.NakedTriple, solver.NakedQuad:
		return c.T(HintWhyNakedSet, c.cells(s.Cells), c.digits(s.Digits), unit(0))
	case solver.HiddenPair, solver.HiddenTriple, solver.HiddenQuad:
		return c.T(HintWhyHiddenSet, c.digits(s.Digits), c.cells(s.Cells), unit(0))
	case solver.DirectHiddenPair, solver.DirectHiddenTriple:
		return c.T(HintWhyHiddenSet, c.digits(s.Digits), c.cells(s.Cells), unit(0)) + " " +
			c.T(StepOnePlaceLeft, int(placed), unit(0))
	case solver.XWing, solver.Swordfish, solver.Jellyfish:
		n := len(s.Units) / 2
		return c.T(HintWhyFish, c.units(s.Units[:n]), int(first), c.units(s.Units[n:]), listed(s.Cells)) + " " +
			c.sayAsSentence(c.T(StepFishRoles, c.units(s.Units[:n]), c.units(s.Units[n:])))
	case solver.XYWing, solver.XYZWing:
		if a.Pivot < 0 {
			break
		}
		m := HintWhyWing
		if s.Technique == solver.XYZWing {
			m = StepWhyXYZWing
		}
		return c.T(m, solver.CellName(a.Pivot), c.cells(a.Wings), int(s.Removed().Lowest())) + " " +
			c.T(StepWingRoles, solver.CellName(a.Pivot), c.cells(a.Wings)) + c.wingCases(a)
	case solver.UniqueLoop1, solver.UniqueLoop2, solver.UniqueLoop3, solver.UniqueLoop4:
		loop, ds := s.Cells, s.Digits
		if len(a.Loop) > 0 {
			// The loop and its two digits, not the cells and digits
			// of the set a type 3 makes with it.
			loop, ds = a.Loop, a.LoopDigits
		}
		why := c.T(HintWhyUnique, c.cells(loop), c.digits(ds))
		if s.Technique == solver.UniqueLoop3 && len(s.Units) > 0 {
			why += " " + c.T(StepUniqueSet, unit(0))
		}
		return why
	case solver.BUG1, solver.BUG2, solver.BUG3, solver.BUG4:
		cells := s.Cells
		if len(a.Extra) > 0 {
			// The cells with extra candidates, not those of the set
			// a type 3 or 4 makes with them.
			cells = a.Extra
		}
		return c.T(HintWhyBUG, len(cells), c.cells(cells))
	case solver.AlignedPairExclusion, solver.AlignedTripleExclusion:
		if len(a.Exclusions) == 0 {
			return c.T(HintWhyPair, c.cells(s.Cells))
		}
		return c.exclusionWhy(a)
	case solver.FromSolution:
		return c.T(StepFromSolution)
	}
	switch {
	case a.IsForcing:
		return c.forcingWhy(a.Forcing)
	case len(a.Chains) > 0:
		return c.sayAsSentence(c.chains(a.Chains))
	}
	return c.T(HintWhyPattern, c.cells(s.Cells))
}

// wingCases words a wing's cases, one sentence each: "If r4c6 is 2, then
// r4c8 is not 2, so r4c8 is 1."; the XYZ-Wing's pivot taking the removed
// digit: "If r4c6 is 1, it is the 1 itself."
func (c *Catalog) wingCases(a solver.Argument) string {
	var b strings.Builder
	for _, k := range a.Cases {
		b.WriteString(" ")
		if len(k.Links) == 0 {
			b.WriteString(c.T(StepWingSelf, solver.CellName(int(k.Assume.Cell)), int(k.Assume.Digit)))
			continue
		}
		b.WriteString(c.sayAsSentence(c.chain(k.Links)))
	}
	return b.String()
}

// exclusionWhy words why an aligned exclusion removes its candidates, one
// sentence a cell that loses some, its cells named with their candidates.
func (c *Catalog) exclusionWhy(a solver.Argument) string {
	var out []string
	for _, x := range a.Exclusions {
		var ds []string
		for _, d := range x.Digits.Digits() {
			ds = append(ds, string(rune('0'+d)))
		}
		var others []string
		for _, o := range x.Others {
			others = append(others, c.withCand(o, a.Cand))
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
				cs = append(cs, c.withCand(e, a.Cand))
			}
			reasons = append(reasons, c.T(HintExclEmpty, c.orList(cs)))
		}
		out = append(out, c.T(HintWhyExclusion, c.orList(ds), solver.CellName(int(x.Cell)), c.List(others), c.orList(reasons)))
	}
	return strings.Join(out, " ")
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

// chains words the chains of a step, each from its first node; several
// are numbered: "either (1) if …; or (2) if …".
func (c *Catalog) chains(chs [][]solver.Link) string {
	if len(chs) == 1 {
		return c.chain(chs[0])
	}
	var out string
	for i, ch := range chs {
		part := c.T(StepChainNumber, i+1, c.chain(ch))
		if i == 0 {
			out = c.T(StepChainsFirst, part)
		} else {
			out = c.T(StepChainsNext, out, part)
		}
	}
	return out
}

// chain words one chain's links in their order: "if r3c9 is 7, then r5c9
// is not 7, so r4c8 is 7". A link that does not follow the one before it
// starts a new clause: "; and if r1c1 is 5, then …".
func (c *Catalog) chain(ls []solver.Link) string { return c.chainIn(ls, nil) }

// chainIn is chain, a nested link with an inner argument of refs said
// with its reference (nested.go).
func (c *Catalog) chainIn(ls []solver.Link, refs *innerRefs) string {
	var b string
	for i, l := range ls {
		clause := i == 0 || l.From != ls[i-1].To
		switch {
		case i == 0:
			b = c.T(StepChainIf, c.node(l.From))
		case clause:
			b = c.T(StepChainAndIf, b, c.node(l.From))
		}
		b = c.linkIn(b, l, clause, refs)
	}
	return b
}

// linkIn adds one link's end to the words so far: "then" after a weak
// link, "so" after a strong one, and "then" after the "if" that starts a
// clause ("if r1c5 is not 3, then r2c4 is 3"); a nested forcing chain's
// link (OFF to OFF: a technique applied inside the chain) says that it
// rests on what the branch removed, or, when its inner chain is told
// apart (refs, nested.go), names where.
func (c *Catalog) linkIn(b string, l solver.Link, first bool, refs *innerRefs) string {
	if !l.From.On && !l.To.On {
		if s, ok := refs.say(c, b, l); ok {
			return s
		}
		return c.T(StepChainNested, b, c.node(l.To))
	}
	if l.Strong && !first {
		return c.T(StepChainStrong, b, c.node(l.To))
	}
	return c.T(StepChainWeak, b, c.node(l.To))
}

// The main line of a forcing chain's branch is worded whole up to
// maxPathLinks links; a longer one keeps its first link and its last,
// and says how many it leaves out between them.
const maxPathLinks = 4

// path words a branch's main line as chain does, shortened when long: "if
// r2c3 is 6, then r5c3 is not 6, and 4 steps later r7c4 is 6, then r2c3 is
// not 6".
func (c *Catalog) path(p []solver.Link) string { return c.pathIn(p, nil) }

// pathIn is path, a nested link with an inner argument of refs said with
// its reference (nested.go).
func (c *Catalog) pathIn(p []solver.Link, refs *innerRefs) string {
	n := len(p)
	if n <= maxPathLinks {
		return c.chainIn(p, refs)
	}
	b := c.chainIn(p[:1], refs)
	b = c.T(StepChainLater, n-2, b, c.node(p[n-2].To))
	return c.linkIn(b, p[n-1], false, refs)
}

// pathShows returns the links of main line p that path words: all of a
// short one, the first and the last of a long one.
func pathShows(p []solver.Link) []solver.Link {
	if n := len(p); n > maxPathLinks {
		return []solver.Link{p[0], p[n-1]}
	}
	return p
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

// forcingWhy words a forcing chain: what was assumed and what followed,
// then each branch's main line as a sentence.
func (c *Catalog) forcingWhy(f solver.Forcing) string {
	why := c.forcingClaim(f)
	for _, p := range f.Paths {
		if len(p) > 0 {
			why += " " + c.sayAsSentence(c.path(p))
		}
	}
	return why
}

// forcingClaim words what a forcing chain shows, in one sentence.
func (c *Catalog) forcingClaim(f solver.Forcing) string { return c.forcingClaimIn(f, c.Unit) }

// forcingClaimIn is forcingClaim with f.Unit named by unit (a variant's
// house, VariantWhy).
func (c *Catalog) forcingClaimIn(f solver.Forcing, unit func(int) string) string {
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
		return c.T(HintWhyForcingRegion, int(a.Digit), unit(f.Unit), c.orList(places), c.conclusion(f.Target))
	case solver.ForcingDouble:
		return c.T(HintWhyForcingDouble, cell, int(a.Digit), c.conclusion(f.Target))
	}
	t := f.Target
	var clash string
	switch f.Clash {
	case solver.ClashCell:
		clash = c.T(HintClashCell, solver.CellName(int(t.Cell)))
	case solver.ClashUnit:
		clash = c.T(HintClashUnit, int(t.Digit), unit(f.Unit))
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
