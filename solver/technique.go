package solver

import "fmt"

// Technique names a logical solving technique, or the fallback step the
// grader takes when no technique applies (FromSolution). The techniques are
// numbered in the order of Sudoku Explainer's difficulty scale, easiest first,
// which is the order the logical solver tries them in (see logic.go).
type Technique uint8

// The techniques the logical solver knows, easiest first. Ratings are Sudoku
// Explainer's (SE 1.2.1, the scale of SPEC 2.6). The "direct" techniques are
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

	// Rows 24–26 (static multiple, dynamic and dynamic-plus forcing chains)
	// go here, in that order.

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
	key    string // stable identifier (JSON, testdata)
	name   string // for people
	tenths uint8  // Sudoku Explainer rating × 10; 0 for FromSolution
}

var techniqueInfos = [NumTechniques]techniqueInfo{
	FullHouse:          {"full-house", "full house", 10},
	HiddenSingleBox:    {"hidden-single-box", "hidden single (box)", 12},
	HiddenSingleLine:   {"hidden-single-line", "hidden single (row or column)", 15},
	DirectPointing:     {"direct-pointing", "direct pointing", 17},
	DirectClaiming:     {"direct-claiming", "direct claiming", 19},
	DirectHiddenPair:   {"direct-hidden-pair", "direct hidden pair", 20},
	NakedSingle:        {"naked-single", "naked single", 23},
	DirectHiddenTriple: {"direct-hidden-triple", "direct hidden triple", 25},
	Pointing:           {"pointing", "pointing", 26},
	Claiming:           {"claiming", "claiming", 28},
	NakedPair:          {"naked-pair", "naked pair", 30},
	XWing:              {"x-wing", "X-Wing", 32},
	HiddenPair:         {"hidden-pair", "hidden pair", 34},
	NakedTriple:        {"naked-triple", "naked triple", 36},
	Swordfish:          {"swordfish", "swordfish", 38},
	HiddenTriple:       {"hidden-triple", "hidden triple", 40},

	// Rows 13–20.

	// Rows 21–23.
	XCycle:             {"x-cycle", "X-cycle", 65},
	YCycle:             {"y-cycle", "Y-cycle", 65},
	ForcingXChain:      {"forcing-x-chain", "forcing X-chain", 66},
	BidirectionalCycle: {"bidirectional-cycle", "bidirectional cycle", 70},
	ForcingChain:       {"forcing-chain", "forcing chain", 70},

	// Rows 24–26.

	FromSolution: {"from-solution", "cell from the solution", 0},
}

// Valid reports whether t is one of the constants above.
func (t Technique) Valid() bool { return t >= FullHouse && t <= FromSolution }

// String returns the technique's stable identifier, e.g. "naked-pair"; it is
// what the command line's JSON lists and what testdata files use.
func (t Technique) String() string {
	if !t.Valid() {
		return fmt.Sprintf("technique(%d)", uint8(t))
	}
	return techniqueInfos[t].key
}

// Name returns the technique's name for people, e.g. "naked pair".
func (t Technique) Name() string {
	if !t.Valid() {
		return t.String()
	}
	return techniqueInfos[t].name
}

// Rating returns the technique's difficulty on Sudoku Explainer's scale
// (1.0 for a full house … 4.0 for a hidden triple; for the chains, the base
// that the length of each chain adds to, see Step.Rating), 0 for
// FromSolution.
func (t Technique) Rating() float64 {
	return float64(t.tenths()) / 10
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
// tries them, easiest first (FromSolution is not among them).
func Techniques() []Technique {
	ts := make([]Technique, len(techniqueTable))
	for i, e := range techniqueTable {
		ts[i] = e.t
	}
	return ts
}
