package solver

import "fmt"

// Technique names a logical solving technique, or the fallback step the
// grader takes when no technique applies (FromSolution). The techniques are
// numbered in the order Sudoku Explainer tries them in, which is the order
// the logical solver tries them in (see logic.go): easiest first, except
// that unique loops (4.5–5.6) come before the quads and Jellyfish (5.0–5.4)
// and the types of BUG are weighed together.
type Technique uint8

// The techniques the logical solver knows, easiest first. Ratings are Sudoku
// Explainer's (SE 1.2.1; docs/behaviour.md, Levels). The "direct" techniques are
// SE's: an elimination pattern whose eliminations would leave a digit one
// place in a unit, taken as a step that places that digit and, as SE applies
// it, removes nothing else; SE rates them below the naked single.
//
// What a Step of each technique holds is written on the constant.
const (
	// FullHouse (1.0): a unit with one empty cell takes its missing digit.
	// Units: the unit. Cells: the cell. Digits: the digit. One placement.
	FullHouse Technique = iota + 1
	// HiddenSingleBox (1.2): a digit has one place left in a box.
	// Units: the box. Cells: the cell. Digits: the digit. One placement.
	HiddenSingleBox
	// HiddenSingleLine (1.5): a digit has one place left in a row or column.
	// Units: the line. Cells: the cell. Digits: the digit. One placement.
	HiddenSingleLine
	// DirectPointing (1.7): a digit of a box lies in one line, which removes
	// it from the rest of the line and leaves it one place in another box
	// along that line. Units: the box, the line, the box of the placement.
	// Cells: the box's cells holding the digit. Digits: the digit. One
	// placement.
	DirectPointing
	// DirectClaiming (1.9): a digit of a line lies in one box, which removes
	// it from the rest of the box and leaves it one place in another line
	// of the same kind through that box. Units: the line, the box, the line
	// of the placement. Cells: the line's cells holding the digit. Digits:
	// the digit. One placement.
	DirectClaiming
	// DirectHiddenPair (2.0): two digits confined to two cells of a unit
	// take those cells, which leaves a third digit one place in the unit.
	// Units: the unit. Cells: the two cells. Digits: the two digits. One
	// placement (the third digit's).
	DirectHiddenPair
	// NakedSingle (2.3): a cell with one candidate takes it.
	// Units: none. Cells: the cell. Digits: the digit. One placement.
	NakedSingle
	// DirectHiddenTriple (2.5): as DirectHiddenPair with three digits in
	// three cells.
	DirectHiddenTriple
	// Pointing (2.6): the places of a digit in a box lie in one line; the
	// digit leaves the rest of the line. Units: the box, the line. Cells:
	// the box's cells holding the digit. Digits: the digit.
	Pointing
	// Claiming (2.8): the places of a digit in a line lie in one box; the
	// digit leaves the rest of the box. Units: the line, the box. Cells:
	// the line's cells holding the digit. Digits: the digit.
	Claiming
	// NakedPair (3.0): two cells of a unit hold only the same two digits;
	// the digits leave the other cells of the unit. Units: the unit. Cells:
	// the two cells. Digits: the two digits.
	NakedPair
	// XWing (3.2): in two rows (columns) a digit's places lie in the same
	// two columns (rows); the digit leaves the rest of those columns (rows).
	// Units: the two base lines, then the two cover lines. Cells: the base
	// lines' cells holding the digit. Digits: the digit.
	XWing
	// HiddenPair (3.4): two digits have the same two places in a unit; the
	// other digits leave those cells. Units: the unit. Cells: the two cells.
	// Digits: the two digits.
	HiddenPair
	// NakedTriple (3.6): as NakedPair with three cells and three digits.
	NakedTriple
	// Swordfish (3.8): as XWing with three lines. Units: the three base
	// lines, then the three cover lines.
	Swordfish
	// HiddenTriple (4.0): as HiddenPair with three digits and three cells.
	HiddenTriple

	// Rows 13–20 of Sudoku Explainer's order (wings, uniqueness, quads,
	// Jellyfish, BUG, aligned pair exclusion) go here, in that order.
	// XYWing (4.2): a pivot with two candidates xy sees two wings with xz
	// and yz; whichever digit the pivot takes, one wing is z, so z leaves
	// every cell that sees both wings. Cells: the pivot and the wings
	// (ascending; the pivot is the one without z). Digits: x, y and z.
	// Eliminations: z.
	XYWing
	// XYZWing (4.4): as XYWing with a pivot of three candidates xyz and
	// wings xz and yz; z leaves the cells that see the pivot and both
	// wings. Cells: the pivot (the one with three candidates) and the
	// wings, ascending. Digits: x, y and z.
	XYZWing
	// UniqueLoop1 (4.5–5.0): a loop of cells (a rectangle or longer) holding
	// the same two digits, which would allow two solutions, with one cell
	// holding more: that cell loses the two digits. Cells: the loop,
	// ascending. Digits: the loop's two digits. Eliminations: from the one
	// extra cell. Rating (Step.Rating) by the loop's length: 4 cells 4.5,
	// 6 cells 4.6, 8 cells 4.7, 10 or more 5.0. The finder of UniqueLoop1
	// finds all four types (Sudoku Explainer weighs them together).
	UniqueLoop1
	// UniqueLoop2 (4.5–5.0): as UniqueLoop1 with two or more extra cells
	// whose extra candidate is one digit z: one of them is z, so z leaves
	// the cells that see them all. Cells: the loop, ascending. Digits: the
	// loop's two digits. Eliminations: z. Rated as UniqueLoop1.
	UniqueLoop2
	// UniqueLoop3 (4.5–5.6): two extra cells of the loop, in one unit, act
	// as one cell holding their extra digits, which forms a naked set with
	// other cells of the unit (or the loop's digits a hidden set there).
	// Units: the unit. Cells: the loop and the set's other cells (those of
	// the unit not in the loop), ascending. Digits: the set's digits. Eliminations: naked, the
	// set's digits from the unit's other cells; hidden, the other digits
	// from the set's cells. Rating: the loop's (as UniqueLoop1) plus 0.1
	// for each digit of the set beyond one (naked) or two (hidden).
	UniqueLoop3
	// UniqueLoop4 (4.5–5.0): two extra cells of the loop share a unit where
	// one loop digit has no other place: one of them takes it, so neither
	// can take the other loop digit. Units: that unit. Cells: the loop,
	// ascending. Digits: the loop's two digits. Eliminations: the other
	// loop digit from the two extra cells. Rated as UniqueLoop1.
	UniqueLoop4
	// NakedQuad (5.0): as NakedPair with four cells and four digits.
	NakedQuad
	// Jellyfish (5.2): as XWing with four lines. Units: the four base
	// lines, then the four cover lines.
	Jellyfish
	// HiddenQuad (5.4): as HiddenPair with four digits and four cells.
	HiddenQuad
	// BUG1 (5.6): every unsolved cell but one would have two candidates and
	// every digit two places in each unit (a "bivalue universal grave",
	// which has no single solution) but for some digits of one cell: that
	// cell takes one of those digits. Cells: the cell. Digits: its BUG
	// digits. Eliminations: its other candidates. The finder of BUG1 finds
	// the four types.
	BUG1
	// BUG2 (5.7): as BUG1 with several cells, all with the same extra
	// digit: one of them takes it, so it leaves the cells that see them
	// all. Cells: the BUG cells. Digits: the digit. Eliminations: the digit.
	BUG2
	// BUG3 (5.8–6.2): as BUG1 with several cells in one unit with extra
	// digits: together they act as one cell holding those digits, which
	// forms a naked set of n digits with other cells that see them all.
	// Units: the unit. Cells: the BUG cells and the set's other cells
	// (those with two candidates), ascending. Digits: the set's digits. Eliminations: the
	// set's digits from the other cells of the unit that see all the BUG
	// cells. Rating: 5.7 + 0.1 × (n − 1).
	BUG3
	// BUG4 (5.7): as BUG1 with two cells in one unit sharing a candidate u
	// besides their extra digits: one of them takes its extra digit, the
	// other u, so each keeps only its extra digits and u. Units: the unit.
	// Cells: the two cells. Digits: their extra digits and u.
	// Eliminations: their other candidates.
	BUG4
	// AlignedPairExclusion (6.2): of the pairs of digits two cells could
	// take, a pair is impossible when the cells see each other and the
	// digits are equal, or when a two-candidate cell seeing both holds just
	// that pair; a candidate of either cell in no possible pair goes.
	// Cells: the two cells (the two-candidate cells that see both are the
	// pattern's other cells). Digits: none. Eliminations: from the two
	// cells.
	AlignedPairExclusion

	// Rows 21–23 (level-0 chains and cycles, aligned triplet exclusion,
	// Nishio) go here, in that order.

	// Row 21: chains and cycles of single candidates on the current
	// candidates (no assumption is carried into the grid), found by one
	// search that collects every hint of the five kinds below and takes
	// the lowest rated (then the shortest, then X before Y before mixed;
	// see chain_static.go). Each is rated by its kind's base plus the
	// length increment of its chain; Step.Rating is that rating. Units:
	// none. Cells: the chain's cells, ascending. Digits: the chain's
	// digits. Links: the chain (see Link), from its assumption to its
	// conclusion, or once around a cycle from its first node.

	// XCycle (6.5+): a closed chain of one digit, alternating strong and
	// weak links between cells; the digit leaves every cell outside the
	// cycle that sees two of its cells joined by a weak link (one where
	// the cycle makes it ON, one where OFF). Links: the cycle, starting
	// and ending at the same ON node. Eliminations: those cells.
	XCycle
	// YCycle (6.5+): a closed chain whose strong links are bivalue cells
	// (weak links inside a cell or between cells of a digit); eliminations
	// as XCycle, for every digit of the cycle.
	YCycle
	// ForcingXChain (6.6+): a chain of one digit from a candidate to its
	// own negation: "r1c1=5 implies r1c1<>5" eliminates it, "r1c1<>5
	// implies r1c1=5" places it. The shortest (six nodes) is what players
	// call a skyscraper, two-string kite or turbot fish. Links: the chain.
	// One elimination, or one placement.
	ForcingXChain
	// BidirectionalCycle (7.0+): a cycle as YCycle whose strong links may
	// also be a digit with two places in a unit.
	BidirectionalCycle
	// ForcingChain (7.0+): as ForcingXChain with links of both kinds
	// (cells and units, several digits): XY-chains, W-wings and the like.
	ForcingChain

	// AlignedTripleExclusion (7.5): three cells with at least two common
	// peers of two or three candidates (the excluders); a candidate of
	// one of the three that no choice of one digit per cell allows (two
	// of them that see each other sharing a digit, or the three digits
	// covering an excluder's candidates) is removed. Units: none. Cells:
	// the three cells. Digits: their candidates. The excluders are their
	// common peers with two or three candidates.
	AlignedTripleExclusion
	// NishioForcingChain (7.5 and up): assuming a candidate ON (or OFF)
	// and following only its own digit (no cell inferences) on a grid that
	// loses every candidate turned off leads to a node both ON and OFF:
	// the candidate is removed (placed). Links: chain 0 from the
	// assumption to the ON node of the contradiction, chain 1 to its OFF
	// node. Cells and Digits: those of the chains. One elimination (or one
	// placement).
	NishioForcingChain

	// Rows 24–26 (static multiple, dynamic and dynamic-plus forcing chains)
	// go here, in that order.

	// MultipleForcingChain (8.0 and up with the chains' length): on the
	// grid as it is (strong links only where a cell has two candidates or
	// a digit two places in a unit), every candidate of a cell with three
	// or more (cell forcing chains), or every place of a digit in a unit
	// whose first place is such a cell (region forcing chains), implies
	// the same node, which is placed (ON) or removed (OFF). Units: the
	// unit for region forcing chains, none for cell forcing chains. Links:
	// one chain per candidate of the cell (per place in the unit), in
	// ascending order, each from that assumption to the node. Cells and
	// Digits: those of the chains. One placement or one elimination.
	MultipleForcingChain
	// DynamicForcingChain (8.5 and up): as MultipleForcingChain, but each
	// assumption is followed on a grid that loses every candidate it turns
	// off, and with two more kinds: a contradiction (a candidate ON, or
	// OFF, implies some node both ON and OFF: it is removed, or placed;
	// Links: chain 0 to the ON node, chain 1 to the OFF node, both from
	// the assumption) and a double forcing chain (a candidate of a cell
	// with three or more, ON and OFF, implies the same node; chain 0 from
	// the ON assumption, chain 1 from the OFF one). Units: the unit of a
	// region forcing chain, else none. From 9.0 up it also holds Sudoku
	// Explainer's nested levels 1 to 4 (chain_nested.go), tried where the
	// others find nothing: the same chains, whose propagation also turns
	// OFF what pointing, claiming, pairs and X-Wings (and, from 9.5, row
	// 21's chains, from 10.0 row 24's, from 10.5 row 25's) eliminate on its
	// working grid; such a node's links come
	// from the OFF nodes of the removed candidates the pattern needs (OFF
	// to OFF, not Strong).
	DynamicForcingChain

	// FromSolution is not a technique: it is the step the grader takes when
	// no technique applies. It places, in the empty cell with the fewest
	// candidates (the lowest index among equals), the digit of the solution.
	// Cells: the cell. Digits: the digit. One placement. It has no rating.
	FromSolution
)

// NumTechniques is one more than the largest Technique value, for arrays
// indexed by Technique.
const NumTechniques = int(FromSolution) + 1

// techniqueInfo is what the scale says of a technique.
type techniqueInfo struct {
	key    string // stable identifier (JSON, testdata, logs)
	tenths uint8  // Sudoku Explainer rating × 10; 0 for FromSolution
}

var techniqueInfos = [NumTechniques]techniqueInfo{
	FullHouse:          {"full-house", 10},
	HiddenSingleBox:    {"hidden-single-box", 12},
	HiddenSingleLine:   {"hidden-single-line", 15},
	DirectPointing:     {"direct-pointing", 17},
	DirectClaiming:     {"direct-claiming", 19},
	DirectHiddenPair:   {"direct-hidden-pair", 20},
	NakedSingle:        {"naked-single", 23},
	DirectHiddenTriple: {"direct-hidden-triple", 25},
	Pointing:           {"pointing", 26},
	Claiming:           {"claiming", 28},
	NakedPair:          {"naked-pair", 30},
	XWing:              {"x-wing", 32},
	HiddenPair:         {"hidden-pair", 34},
	NakedTriple:        {"naked-triple", 36},
	Swordfish:          {"swordfish", 38},
	HiddenTriple:       {"hidden-triple", 40},

	// Rows 13–20.
	XYWing:               {"xy-wing", 42},
	XYZWing:              {"xyz-wing", 44},
	UniqueLoop1:          {"unique-loop-1", 45},
	UniqueLoop2:          {"unique-loop-2", 45},
	UniqueLoop3:          {"unique-loop-3", 45},
	UniqueLoop4:          {"unique-loop-4", 45},
	NakedQuad:            {"naked-quad", 50},
	Jellyfish:            {"jellyfish", 52},
	HiddenQuad:           {"hidden-quad", 54},
	BUG1:                 {"bug-1", 56},
	BUG2:                 {"bug-2", 57},
	BUG3:                 {"bug-3", 58},
	BUG4:                 {"bug-4", 57},
	AlignedPairExclusion: {"aligned-pair-exclusion", 62},

	// Rows 21–23.
	XCycle:                 {"x-cycle", 65},
	YCycle:                 {"y-cycle", 65},
	ForcingXChain:          {"forcing-x-chain", 66},
	BidirectionalCycle:     {"bidirectional-cycle", 70},
	ForcingChain:           {"forcing-chain", 70},
	AlignedTripleExclusion: {"aligned-triple-exclusion", 75},
	NishioForcingChain:     {"nishio-forcing-chain", 75},

	// Rows 24–26.
	MultipleForcingChain: {"multiple-forcing-chain", 80},
	DynamicForcingChain:  {"dynamic-forcing-chain", 85},

	FromSolution: {"from-solution", 0},
}

// Valid reports whether t is one of the constants above.
func (t Technique) Valid() bool { return t >= FullHouse && t <= FromSolution }

// String returns the technique's stable identifier, e.g. "naked-pair"; it is
// what the command line's JSON lists, what testdata files and logs use, and
// the key of the technique's name in the catalogue (package i18n), the one
// place a technique is named for players.
func (t Technique) String() string {
	if !t.Valid() {
		return fmt.Sprintf("technique(%d)", uint8(t))
	}
	return techniqueInfos[t].key
}

// Rating returns the technique's difficulty on Sudoku Explainer's scale
// (1.0 for a full house … 8.5 for dynamic forcing chains), 0 for
// FromSolution. For the techniques rated by size or length (unique loops,
// BUG type 3, chains) it is the least rating, the base the size or length
// adds to; Step.Rating is the step's own.
func (t Technique) Rating() float64 {
	return float64(t.tenths()) / 10
}

// RatingGrows reports whether a step of t may be rated above t.Rating():
// the techniques rated by their size or length (unique loops, BUG type 3,
// the chains and cycles, Nishio and the forcing chains).
func (t Technique) RatingGrows() bool {
	switch t {
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4, BUG3,
		XCycle, YCycle, ForcingXChain, BidirectionalCycle, ForcingChain,
		NishioForcingChain, MultipleForcingChain, DynamicForcingChain:
		return true
	}
	return false
}

// tenths returns the rating × 10, exact for comparisons.
func (t Technique) tenths() int {
	if !t.Valid() {
		return 0
	}
	return int(techniqueInfos[t].tenths)
}

// ParseTechnique reads a technique's identifier as String writes it.
func ParseTechnique(s string) (Technique, error) {
	for t := FullHouse; t <= FromSolution; t++ {
		if techniqueInfos[t].key == s {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown technique %q", s)
}

// Techniques lists the solving techniques in the order the logical solver
// tries them, Sudoku Explainer's (FromSolution is not among them).
func Techniques() []Technique {
	ts := make([]Technique, len(techniqueTable))
	for i, e := range techniqueTable {
		ts[i] = e.t
	}
	return ts
}
