package solver

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"strings"
)

// This file holds the logical solver: the state it works on (candidates of
// each cell plus, for each unit and digit, the digit's places in the unit),
// the Step it reports, and the loop that applies, at each step, the easiest
// technique that makes progress. The techniques live in techniques_*.go, one
// function each, registered in techniqueTable in the order of the scale.
//
// To add a technique: give it a Technique constant at its place on the scale
// (technique.go), write its finder (func(*logic, *stepBuf) bool: fill the
// step and report true when it finds something to place or eliminate,
// without changing the state), and register the finder in techniqueTable at
// the same place. TestTechniqueTableOrder checks that the table follows
// Sudoku Explainer's order of producers (not always the scale's: see
// Technique).

// Placement is a digit a step puts in a cell.
type Placement struct {
	Cell  uint8 // 0–80
	Digit uint8 // 1–9
}

// Elimination is a set of candidates a step removes from a cell.
type Elimination struct {
	Cell   uint8 // 0–80
	Digits Mask
}

// Step is one move of the logical solver: the technique, the pattern that
// justifies it (its units, cells and digits) and what it does (placements
// and eliminations). What Units, Cells and Digits hold for each technique is
// written on the Technique constants; cells and eliminations come in
// ascending cell order.
type Step struct {
	Technique    Technique
	Units        []uint8 // units of the pattern (0–26, see UnitName)
	Cells        []uint8 // cells of the pattern, ascending
	Digits       Mask    // digits of the pattern
	Placements   []Placement
	Eliminations []Elimination // ascending cells, one entry per cell
	// Rating is this step's difficulty on Sudoku Explainer's scale, to
	// tenths as it prints it. It is Technique.Rating() except for the
	// techniques whose rating grows with their size or length (unique
	// loops, BUG type 3, chains), whose finders set it.
	Rating float64
	// Links holds the chains of the chaining techniques, node by node with
	// each inference marked strong or weak (see Link for the order); nil
	// for the other techniques. For them Cells lists the cells of the
	// chains and Digits their digits.
	Links []Link
}

// String describes the step in one line for logs and tests (players read
// the catalogue's wording, package i18n): the technique's identifier, its
// digits and units, the cells of the pattern in brackets, then what it
// does, e.g. "naked-pair 12, row 1 [r1c1 r1c5]: r1c2 -12, r1c3 -12".
func (s Step) String() string {
	var b strings.Builder
	b.WriteString(s.Technique.String())
	if s.Digits != 0 && s.Technique != NakedSingle && s.Technique != FromSolution {
		b.WriteString(" ")
		b.WriteString(s.Digits.String())
	}
	for _, u := range s.Units {
		b.WriteString(", ")
		b.WriteString(UnitName(int(u)))
	}
	if len(s.Cells) > 0 {
		b.WriteString(" [")
		for i, c := range s.Cells {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(CellName(int(c)))
		}
		b.WriteString("]")
	}
	writeLinks(&b, s.Links)
	sep := ": "
	for _, p := range s.Placements {
		fmt.Fprintf(&b, "%s%s=%d", sep, CellName(int(p.Cell)), p.Digit)
		sep = ", "
	}
	for _, e := range s.Eliminations {
		fmt.Fprintf(&b, "%s%s -%s", sep, CellName(int(e.Cell)), e.Digits)
		sep = ", "
	}
	return b.String()
}

// clone copies the step with slices of its own.
func (s Step) clone() Step {
	c := s
	c.Units = append([]uint8(nil), s.Units...)
	c.Cells = append([]uint8(nil), s.Cells...)
	c.Placements = append([]Placement(nil), s.Placements...)
	c.Eliminations = append([]Elimination(nil), s.Eliminations...)
	if len(s.Links) > 0 {
		c.Links = append([]Link(nil), s.Links...)
	}
	return c
}

// stepBuf is a Step whose slices point into fixed arrays, so that finding
// and applying steps allocates nothing.
type stepBuf struct {
	s      Step
	units  [8]uint8
	cells  [81]uint8
	places [4]Placement
	elims  [81]Elimination
	links  []Link // grows as chains need, kept for the next steps
	chains *chainWork
	// memos: the memory of the finders whose patterns lie in one unit
	// (naked and hidden sets) or follow one digit (locked candidates,
	// fish), one for each (see unitMemo; indexes memoNaked…).
	memos [numMemos]unitMemo
}

// reset starts a step of technique t.
func (b *stepBuf) reset(t Technique) {
	b.s = Step{
		Technique:    t,
		Rating:       t.Rating(),
		Units:        b.units[:0],
		Cells:        b.cells[:0],
		Placements:   b.places[:0],
		Eliminations: b.elims[:0],
	}
}

// writeLinks writes a step's chains after its cells: " {r1c5=5 -> r1c7<>5
// => r3c7=5 …}", "->" for a weak inference and "=>" for a strong one; a
// link that does not continue from the previous one starts a new segment
// after "; ", and a new chain after " | ".
func writeLinks(b *strings.Builder, links []Link) {
	if len(links) == 0 {
		return
	}
	b.WriteString(" {")
	for i, l := range links {
		switch {
		case i == 0:
		case l.Chain != links[i-1].Chain:
			b.WriteString(" | ")
		case l.From != links[i-1].To:
			b.WriteString("; ")
		default:
			b.WriteString(arrow(l.Strong))
			b.WriteString(l.To.String())
			continue
		}
		b.WriteString(l.From.String())
		b.WriteString(arrow(l.Strong))
		b.WriteString(l.To.String())
	}
	b.WriteString("}")
}

func arrow(strong bool) string {
	if strong {
		return " => "
	}
	return " -> "
}

func (b *stepBuf) unit(u int) { b.s.Units = append(b.s.Units, uint8(u)) }

func (b *stepBuf) cell(c uint8) { b.s.Cells = append(b.s.Cells, c) }

// unitCells adds the cells of unit u at the positions of mask pos.
func (b *stepBuf) unitCells(u int, pos uint16) {
	for pos != 0 {
		b.cell(Units[u][bits.TrailingZeros16(pos)])
		pos &= pos - 1
	}
}

func (b *stepBuf) place(c uint8, d uint8) {
	b.s.Placements = append(b.s.Placements, Placement{Cell: c, Digit: d})
}

func (b *stepBuf) elim(c uint8, m Mask) {
	b.s.Eliminations = append(b.s.Eliminations, Elimination{Cell: c, Digits: m})
}

// unitElims removes digit d from the cells of unit u at the positions of
// mask pos.
func (b *stepBuf) unitElims(u int, pos uint16, d uint8) {
	for pos != 0 {
		b.elim(Units[u][bits.TrailingZeros16(pos)], 1<<d)
		pos &= pos - 1
	}
}

// sort puts cells and eliminations in ascending cell order (the finders
// add them in the order of their units, which is not always ascending).
func (b *stepBuf) sort() {
	cs := b.s.Cells
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	es := b.s.Eliminations
	for i := 1; i < len(es); i++ {
		for j := i; j > 0 && es[j].Cell < es[j-1].Cell; j-- {
			es[j], es[j-1] = es[j-1], es[j]
		}
	}
}

// single fills a step that places d in cell c, seen in unit u (-1: none).
func (b *stepBuf) single(t Technique, u int, c uint8, d uint8) {
	b.reset(t)
	if u >= 0 {
		b.unit(u)
	}
	b.cell(c)
	b.s.Digits = 1 << d
	b.place(c, d)
}

// unitPos[c][k] is the position (0–8) of cell c in its k-th unit
// (UnitsOf[c][k]): its column in its row, its row in its column, and its
// row-major index in its box.
var unitPos [81][3]uint8

// seUnitOrder lists the units in the order Sudoku Explainer scans them for
// singles and subsets: boxes, then columns, then rows.
var seUnitOrder [27]uint8

// combos[n] lists the 9-bit masks with n bits set, in increasing numeric
// order (the order Sudoku Explainer enumerates tuples in), for n = 2 … 4.
var combos [5][]uint16

func init() {
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		unitPos[c] = [3]uint8{uint8(col), uint8(r), uint8((r%3)*3 + col%3)}
	}
	for i := 0; i < 9; i++ {
		seUnitOrder[i] = uint8(18 + i)
		seUnitOrder[9+i] = uint8(9 + i)
		seUnitOrder[18+i] = uint8(i)
	}
	for m := uint16(0); m < 1<<9; m++ {
		if n := bits.OnesCount16(m); n >= 2 && n <= 4 {
			combos[n] = append(combos[n], m)
		}
	}
}

// logic is the state of the logical solver.
type logic struct {
	g      Grid
	cand   [81]Mask       // candidates of empty cells; 0 for filled cells
	pos    [27][10]uint16 // pos[u][d]: positions in unit u where d is a candidate
	free   [27]uint16     // positions of the empty cells of unit u
	placed [10]uint8      // how many times each digit is placed
	empty  int            // empty cells
	// shallow leaves out the nested forcing chains (chain_nested.go), which
	// can take seconds on the hardest puzzles: such a grid is stuck, with
	// the lower bound shallowStuckTenths (GradeShallow, Logic.Shallow).
	shallow bool
	// done, when not nil, is a cancelled grading's signal (GradeContext):
	// the path stops between steps and the nested search between cells.
	done <-chan struct{}
}

// cancelled reports whether the grading this solver runs for was
// cancelled; without a context (done nil) it costs one comparison.
func (l *logic) cancelled() bool {
	if l.done == nil {
		return false
	}
	select {
	case <-l.done:
		return true
	default:
		return false
	}
}

// init loads g with every candidate its clues allow (basic elimination is
// not a step). The caller has checked that no clues clash.
func (l *logic) init(g Grid) {
	*l = logic{g: g}
	var seen [27]Mask
	for c, d := range g {
		if d != 0 {
			for _, u := range UnitsOf[c] {
				seen[u] |= 1 << d
			}
			l.placed[d]++
		}
	}
	for c, d := range g {
		if d != 0 {
			continue
		}
		l.empty++
		us := &UnitsOf[c]
		m := AllDigits &^ (seen[us[0]] | seen[us[1]] | seen[us[2]])
		l.cand[c] = m
		for k, u := range us {
			bit := uint16(1) << unitPos[c][k]
			l.free[u] |= bit
			for mm := m; mm != 0; mm &= mm - 1 {
				l.pos[u][bits.TrailingZeros16(uint16(mm))] |= bit
			}
		}
	}
}

// elim removes candidate d from cell c.
func (l *logic) elim(c int, d uint8) {
	l.cand[c] &^= 1 << d
	for k, u := range UnitsOf[c] {
		l.pos[u][d] &^= 1 << unitPos[c][k]
	}
}

// place puts d in empty cell c and removes d from its peers.
func (l *logic) place(c int, d uint8) {
	for m := l.cand[c]; m != 0; m &= m - 1 {
		l.elim(c, uint8(bits.TrailingZeros16(uint16(m))))
	}
	l.g[c] = d
	l.empty--
	l.placed[d]++
	for k, u := range UnitsOf[c] {
		l.free[u] &^= 1 << unitPos[c][k]
	}
	bit := Mask(1) << d
	for _, p := range Peers[c] {
		if l.cand[p]&bit != 0 {
			l.elim(int(p), d)
		}
	}
}

// apply carries out a step: its eliminations, then its placements.
func (l *logic) apply(s *Step) {
	for _, e := range s.Eliminations {
		for m := e.Digits & l.cand[e.Cell]; m != 0; m &= m - 1 {
			l.elim(int(e.Cell), uint8(bits.TrailingZeros16(uint16(m))))
		}
	}
	for _, p := range s.Placements {
		if l.g[p.Cell] == 0 {
			l.place(int(p.Cell), p.Digit)
		}
	}
}

// find fills b with the easiest step available and reports whether there
// is one. It does not change the state.
func (l *logic) find(b *stepBuf) bool {
	for i := range techniqueTable {
		if f := techniqueTable[i].find; f != nil && f(l, b) {
			return true
		}
	}
	return false
}

// stuckCell returns the empty cell with the fewest candidates, the lowest
// index among equals, or -1 when the grid is full.
func (l *logic) stuckCell() int {
	best, bestN := -1, 10
	for c, m := range l.cand {
		if m != 0 {
			if n := m.Count(); n < bestN {
				best, bestN = c, n
			}
		}
	}
	return best
}

// fromSolution fills b with the FromSolution step for the solution sol and
// reports whether the grid had an empty cell.
func (l *logic) fromSolution(b *stepBuf, sol *Grid) bool {
	c := l.stuckCell()
	if c < 0 {
		return false
	}
	b.single(FromSolution, -1, uint8(c), sol[c])
	return true
}

// Logic is the logical solver working on one grid: it holds the digits and
// the candidates of the empty cells, and advances one step at a time with the
// easiest technique that makes progress (the order of Technique). It is what
// the grader runs and what hints are made of.
type Logic struct {
	st  logic
	buf stepBuf
}

// NewLogic starts the logical solver on g, every empty cell with the
// candidates its peers allow. It returns a *ConflictError (or a
// *ParseError for a digit out of range) when clues clash.
func NewLogic(g Grid) (*Logic, error) {
	if err := g.Check(); err != nil {
		return nil, err
	}
	l := &Logic{}
	l.st.init(g)
	return l, nil
}

// NewLogicCandidates starts the logical solver on g with the candidates
// (pencil marks) cand for its empty cells, as a player may have them after
// some eliminations; candidates that a peer's digit rules out are dropped,
// and cand of filled cells is ignored.
func NewLogicCandidates(g Grid, cand *[81]Mask) (*Logic, error) {
	l, err := NewLogic(g)
	if err != nil {
		return nil, err
	}
	for c := range cand {
		for m := l.st.cand[c] &^ cand[c]; m != 0; m &= m - 1 {
			l.st.elim(c, uint8(bits.TrailingZeros16(uint16(m))))
		}
	}
	return l, nil
}

// Grid returns the digits placed so far, clues included.
func (l *Logic) Grid() Grid { return l.st.g }

// Candidates returns the candidates of cell c (0 for a filled cell).
func (l *Logic) Candidates(c int) Mask { return l.st.cand[c] }

// Solved reports whether every cell holds a digit.
func (l *Logic) Solved() bool { return l.st.empty == 0 }

// Shallow leaves out the nested forcing chains (rated 9.0 and up): Next
// then answers within tens of milliseconds on any grid, and finds no step
// where only those chains apply. For a caller that cannot wait seconds (a
// window's UI goroutine).
func (l *Logic) Shallow() { l.st.shallow = true }

// Next returns the easiest step available without applying it, and false
// when no technique applies (or the grid is full).
func (l *Logic) Next() (Step, bool) {
	if l.st.empty == 0 || !l.st.find(&l.buf) {
		return Step{}, false
	}
	return l.buf.s.clone(), true
}

// NextContext is Next that a cancelled ctx stops (the nested forcing
// chains can take seconds on the hardest grids): it then returns ctx's
// error and no step.
func (l *Logic) NextContext(ctx context.Context) (Step, bool, error) {
	if err := ctx.Err(); err != nil {
		return Step{}, false, err
	}
	l.st.done = ctx.Done()
	s, ok := l.Next()
	l.st.done = nil
	if err := ctx.Err(); err != nil {
		return Step{}, false, err // the search may have been cut short
	}
	return s, ok, nil
}

// Advance finds the easiest step, applies it and returns it; false when no
// technique applies (or the grid is full).
func (l *Logic) Advance() (Step, bool) {
	s, ok := l.Next()
	if ok {
		l.st.apply(&s)
	}
	return s, ok
}

// Apply carries out a step as Next returned it: its eliminations, then its
// placements. It returns an error, and changes nothing, when a placement is
// not a candidate of its cell.
func (l *Logic) Apply(s Step) error {
	for _, p := range s.Placements {
		if p.Cell > 80 || !l.st.cand[p.Cell].Has(p.Digit) {
			return fmt.Errorf("apply %s: %d is not a candidate of %s", s.Technique, p.Digit, CellName(int(p.Cell)))
		}
	}
	for _, e := range s.Eliminations {
		if e.Cell > 80 {
			return fmt.Errorf("apply %s: no cell %d", s.Technique, e.Cell)
		}
	}
	l.st.apply(&s)
	return nil
}

// SolutionStep returns the step the grader takes when no technique applies
// (FromSolution): in the empty cell with the fewest candidates, the lowest
// index among equals, the digit of the solution sol. It returns false when
// the grid is full. It does not apply the step.
func (l *Logic) SolutionStep(sol Grid) (Step, bool) {
	if !l.st.fromSolution(&l.buf, &sol) {
		return Step{}, false
	}
	return l.buf.s.clone(), true
}

// Place puts digit d in empty cell c, as a player or the FromSolution step
// does. It returns an error when d is not a candidate of c.
func (l *Logic) Place(c int, d uint8) error {
	if c < 0 || c > 80 || !l.st.cand[c].Has(d) {
		return fmt.Errorf("place %d in %s: not a candidate", d, CellName(c))
	}
	l.st.place(c, d)
	return nil
}

// LogicalSteps solves puzzle g the way the grader does and returns every
// step: the easiest technique each time, and a FromSolution step where no
// technique applies. It returns an error when g is not a puzzle (clashing
// clues, no solution, several solutions).
func LogicalSteps(g Grid) ([]Step, error) {
	sol, err := SolveUnique(g)
	if err != nil {
		return nil, err
	}
	l := &Logic{}
	defer l.buf.release()
	l.st.init(g)
	var steps []Step
	for l.st.empty > 0 {
		if len(steps) > maxSteps {
			return steps, errLogicLoop
		}
		if !l.st.find(&l.buf) && !l.st.fromSolution(&l.buf, &sol) {
			return steps, errLogicLoop
		}
		s := l.buf.s.clone()
		l.st.apply(&s)
		steps = append(steps, s)
	}
	return steps, nil
}

// finder looks for one technique's first occurrence in Sudoku Explainer's
// scanning order; when there is one it fills b and returns true, leaving the
// state unchanged. A finder that collects the hints of several techniques
// (row 21's chains) is the entry of the first of them; the others follow
// it with a nil finder.
type finder func(l *logic, b *stepBuf) bool

// techniqueTable lists the techniques the solver tries, in Sudoku
// Explainer's order (easiest first but for the exceptions of Technique). The
// singles entries are marked so that fast paths may place singles in bulk.
var techniqueTable = [...]struct {
	t      Technique
	single bool
	find   finder
}{
	{FullHouse, true, findFullHouse},
	{HiddenSingleBox, true, findHiddenSingleBox},
	{HiddenSingleLine, true, findHiddenSingleLine},
	{DirectPointing, false, findDirectPointing},
	{DirectClaiming, false, findDirectClaiming},
	{DirectHiddenPair, false, findDirectHiddenPair},
	{NakedSingle, true, findNakedSingle},
	{DirectHiddenTriple, false, findDirectHiddenTriple},
	{Pointing, false, findPointing},
	{Claiming, false, findClaiming},
	{NakedPair, false, findNakedPair},
	{XWing, false, findXWing},
	{HiddenPair, false, findHiddenPair},
	{NakedTriple, false, findNakedTriple},
	{Swordfish, false, findSwordfish},
	{HiddenTriple, false, findHiddenTriple},
	{XYWing, false, findXYWing},
	{XYZWing, false, findXYZWing},
	{UniqueLoop1, false, findUniqueLoop},
	{UniqueLoop2, false, foundAbove},
	{UniqueLoop3, false, foundAbove},
	{UniqueLoop4, false, foundAbove},
	{NakedQuad, false, findNakedQuad},
	{Jellyfish, false, findJellyfish},
	{HiddenQuad, false, findHiddenQuad},
	{BUG1, false, findBUG},
	{BUG2, false, foundAbove},
	{BUG3, false, foundAbove},
	{BUG4, false, foundAbove},
	{AlignedPairExclusion, false, findAlignedPairExclusion},
	// Row 21: one search for its five techniques (foundAbove: found by
	// the entry above).
	{XCycle, false, findChains21},
	{YCycle, false, foundAbove},
	{ForcingXChain, false, foundAbove},
	{BidirectionalCycle, false, foundAbove},
	{ForcingChain, false, foundAbove},
	{AlignedTripleExclusion, false, findAlignedTripleExclusion},
	{NishioForcingChain, false, findNishioForcingChain},
	{MultipleForcingChain, false, findMultipleForcingChain},
	{DynamicForcingChain, false, findDynamicForcingChain},
}

// foundAbove is the finder of a technique that the finder of an earlier
// entry finds with it, because Sudoku Explainer weighs them in one search
// (the types of unique loops, of BUG): it finds nothing itself.
func foundAbove(*logic, *stepBuf) bool { return false }

// tenths returns the step's rating × 10, exact for comparisons.
func (s *Step) tenths() int { return int(math.Round(s.Rating * 10)) }
