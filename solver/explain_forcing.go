package solver

// What a forcing-chain step proves, read back from its chains so that a
// player can be told (Argument, worded by package i18n):
// the Step of NishioForcingChain, MultipleForcingChain and
// DynamicForcingChain holds its chains in Step.Links, one Chain index per
// branch, in the order the technique's constant describes, and nothing
// else says which of the four kinds it is.

// ForcingKind says how the chains of a forcing-chain step prove its
// conclusion.
type ForcingKind uint8

// The kinds of forcing chains.
const (
	// ForcingContradiction: one assumption leads to a node both true and
	// false (Nishio, and the dynamic contradiction forcing chain), so the
	// assumption is false.
	ForcingContradiction ForcingKind = iota + 1
	// ForcingDouble: a candidate true and the same candidate false both
	// lead to the conclusion (dynamic double forcing chain).
	ForcingDouble
	// ForcingCell: every candidate of a cell leads to the conclusion (cell
	// forcing chains, static or dynamic).
	ForcingCell
	// ForcingRegion: every place of a digit in a unit leads to the
	// conclusion (region forcing chains, static or dynamic).
	ForcingRegion
)

// Clash says what a contradiction leaves impossible.
type Clash uint8

// The contradictions.
const (
	// ClashBoth: the target would be both true and false, for reasons
	// the chains do not reduce to one cell or one unit.
	ClashBoth Clash = iota
	// ClashCell: the target's cell would have no candidate left (its other
	// candidates are off, and the target too).
	ClashCell
	// ClashUnit: the target's digit would have no place left in
	// Forcing.Unit.
	ClashUnit
	// ClashSelf: the assumption leads to its own negation (the target is
	// the assumption's candidate).
	ClashSelf
)

// Forcing is what a forcing-chain step shows, branch by branch.
type Forcing struct {
	Technique Technique
	Kind      ForcingKind
	// Branches are the assumptions: the one of a contradiction; the
	// candidate ON then OFF for a double forcing chain; the cell's
	// candidates, or the unit's places of the digit, in ascending order.
	Branches []ChainNode
	// Paths are the main lines of the chains, one a branch (two for a
	// contradiction: to the target ON, then to the target OFF), each from
	// its assumption to its end along the first parent of every node (a
	// node of a dynamic chain may also need others, which Step.Links
	// holds).
	Paths [][]Link
	// Target is the node every branch leads to (double, cell, region), or
	// the node a contradiction finds both ON and OFF (ON here).
	Target ChainNode
	// Clash is what a contradiction leaves impossible.
	Clash Clash
	// Unit is the unit of a region forcing chain, or the unit a ClashUnit
	// contradiction leaves without the digit; -1 otherwise.
	Unit int
}

// ForcingOf reads what forcing-chain step s proves from its chains; false
// for a step of another technique, or chains that do not have the shape
// its technique gives them. The candidates cand the step was found on
// (nil when not known) settle which unit a contradiction leaves without
// its digit when the chains hold two that could be (a row and a box that
// share the cells).
func ForcingOf(s Step, cand *[81]Mask) (Forcing, bool) {
	f := Forcing{Technique: s.Technique, Unit: -1}
	switch s.Technique {
	case NishioForcingChain, MultipleForcingChain, DynamicForcingChain:
	default:
		return f, false
	}
	slots := splitChains(s.Links)
	var chains [][]Link
	for _, ch := range slots {
		if ch != nil {
			chains = append(chains, ch)
		}
	}
	if len(chains) == 0 {
		return f, false
	}
	root := func(i int) ChainNode { return chains[i][0].From }
	end := func(i int) ChainNode { return chains[i][len(chains[i])-1].To }
	for _, ch := range chains {
		f.Paths = append(f.Paths, mainPath(ch))
	}
	// One chain, from an assumption to its negation: the other branch of
	// the contradiction (or of the double forcing chain) is the
	// assumption itself, which has no link.
	if len(chains) == 1 {
		a := root(0)
		if s.Technique == MultipleForcingChain || len(slots) > 2 || end(0) != negation(a) {
			return f, false
		}
		f.Kind, f.Branches, f.Clash = ForcingContradiction, []ChainNode{a}, ClashSelf
		f.Target = ChainNode{a.Cell, a.Digit, true}
		return f, true
	}
	if len(chains) != len(slots) {
		return f, false // a branch without links
	}
	same := true
	for i := range chains {
		same = same && root(i) == root(0)
	}
	switch {
	case s.Technique == NishioForcingChain || s.Technique == DynamicForcingChain && len(s.Units) == 0 && same:
		if len(chains) != 2 || !same || !end(0).On || end(1) != negation(end(0)) {
			return f, false
		}
		f.Kind, f.Branches, f.Target = ForcingContradiction, []ChainNode{root(0)}, end(0)
		f.Clash, f.Unit = clashOf(chains[0], end(0), cand)
		return f, true
	case s.Technique == DynamicForcingChain && len(s.Units) == 0 && len(chains) == 2 && root(0).On && root(1) == negation(root(0)):
		f.Kind = ForcingDouble
		f.Branches = []ChainNode{root(0), root(1)}
	case len(s.Units) > 0:
		f.Kind, f.Unit = ForcingRegion, int(s.Units[0])
		for i := range chains {
			r := root(i)
			if !r.On || r.Digit != root(0).Digit || !inUnit(int(r.Cell), f.Unit) || i > 0 && r.Cell <= root(i-1).Cell {
				return f, false
			}
			f.Branches = append(f.Branches, r)
		}
	default:
		f.Kind = ForcingCell
		for i := range chains {
			r := root(i)
			if !r.On || r.Cell != root(0).Cell || i > 0 && r.Digit <= root(i-1).Digit {
				return f, false
			}
			f.Branches = append(f.Branches, r)
		}
	}
	f.Target = end(0)
	for i := range chains {
		if end(i) != f.Target {
			return f, false
		}
	}
	return f, true
}

// splitChains groups links by their Chain index: slot k holds chain k,
// nil when it has no link. Nil when a chain's links are not together.
func splitChains(ls []Link) [][]Link {
	var slots [][]Link
	for i := 0; i < len(ls); {
		j := i
		for j < len(ls) && ls[j].Chain == ls[i].Chain {
			j++
		}
		k := int(ls[i].Chain)
		if k < len(slots) {
			return nil
		}
		for len(slots) < k {
			slots = append(slots, nil)
		}
		slots = append(slots, ls[i:j])
		i = j
	}
	return slots
}

// mainPath returns the main line of one chain's links: from its end back
// to its assumption along the first link into each node (the node's main
// parent), then in the order of inference.
func mainPath(ls []Link) []Link {
	if len(ls) == 0 {
		return nil
	}
	first := make(map[ChainNode]int, len(ls))
	for i, l := range ls {
		if _, ok := first[l.To]; !ok {
			first[l.To] = i
		}
	}
	var path []Link
	n := ls[len(ls)-1].To
	for len(path) < len(ls) {
		i, ok := first[n]
		if !ok {
			break
		}
		path = append(path, ls[i])
		n = ls[i].From
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// clashOf says why on, found ON by chain ch and OFF by the other chain, is
// a contradiction, from the links that made it ON: from the other
// candidates of its cell, the cell has none left; from the other places
// of its digit in one unit, the digit has no place left there. A row and
// a box that both hold the cell and every parent are told apart by the
// candidates, when known: the unit is one whose places of the digit are
// all among them.
func clashOf(ch []Link, on ChainNode, cand *[81]Mask) (Clash, int) {
	var cells []uint8
	sameCell, sameDigit := true, true
	for _, l := range ch {
		if l.To != on {
			continue
		}
		cells = append(cells, l.From.Cell)
		sameCell = sameCell && l.From.Cell == on.Cell
		sameDigit = sameDigit && l.From.Cell != on.Cell && l.From.Digit == on.Digit
	}
	switch {
	case len(cells) == 0:
		return ClashBoth, -1
	case sameCell:
		return ClashCell, -1
	case sameDigit:
		// The unit the inference came through: the one unit that holds
		// the cell and every parent. Two (a row and a box sharing them
		// all) leave it open.
		var units []int
		for _, k := range seRegions {
			u := int(UnitsOf[on.Cell][k])
			all := true
			for _, c := range cells {
				all = all && inUnit(int(c), u)
			}
			if all {
				units = append(units, u)
			}
		}
		if len(units) == 1 {
			return ClashUnit, units[0]
		}
		for _, u := range units {
			if cand == nil {
				break
			}
			all := true
			for _, c := range Units[u] {
				if !cand[c].Has(on.Digit) || c == on.Cell {
					continue
				}
				found := false
				for _, p := range cells {
					found = found || p == c
				}
				all = all && found
			}
			if all {
				return ClashUnit, u
			}
		}
	}
	return ClashBoth, -1
}

// inUnit reports whether cell c lies in unit u.
func inUnit(c, u int) bool {
	us := UnitsOf[c]
	return int(us[0]) == u || int(us[1]) == u || int(us[2]) == u
}

// negation returns the node of the same candidate with the other state.
func negation(n ChainNode) ChainNode { return ChainNode{n.Cell, n.Digit, !n.On} }
