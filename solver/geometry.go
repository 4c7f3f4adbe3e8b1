package solver

import (
	"fmt"
	"sort"
	"sync"
)

// Variant names a family of puzzles: the classic game and the variants that
// add houses (X-Sudoku, Windoku), change the boxes (Jigsaw) or add cages with
// sums (Killer). See docs/variants.md.
type Variant uint8

// The variants. The zero Variant is the classic game.
const (
	Classic Variant = iota
	XSudoku         // the two long diagonals are houses too
	Windoku         // four extra 3×3 windows at rows and columns 2–4 and 6–8 (and the five they imply)
	Jigsaw          // nine irregular connected regions of nine cells replace the boxes
	Killer          // cages with sums, no digit repeated in a cage, over the classic houses
)

// Variants lists the variants in the order a player is offered them.
var Variants = [...]Variant{Classic, XSudoku, Windoku, Jigsaw, Killer}

// String returns the variant's identifier, as files and the command line
// write it: "classic", "x", "windoku", "jigsaw" or "killer".
func (v Variant) String() string {
	switch v {
	case Classic:
		return "classic"
	case XSudoku:
		return "x"
	case Windoku:
		return "windoku"
	case Jigsaw:
		return "jigsaw"
	case Killer:
		return "killer"
	}
	return fmt.Sprintf("variant %d", uint8(v))
}

// ParseVariant reads a variant identifier as String writes it.
func ParseVariant(s string) (Variant, error) {
	for _, v := range Variants {
		if v.String() == s {
			return v, nil
		}
	}
	return 0, fmt.Errorf("unknown variant %q (want classic, x, windoku, jigsaw or killer)", s)
}

// Cage is a Killer cage: cells (0–80) whose digits are all different and add
// up to Sum.
type Cage struct {
	Cells []int
	Sum   int
}

// HouseKind says what a house of a Geometry is.
type HouseKind uint8

// The kinds of houses.
const (
	RowHouse      HouseKind = iota
	ColumnHouse             // a column
	RegionHouse             // a box, or a jigsaw region
	DiagonalHouse           // X-Sudoku: r1c1–r9c9 (the first) or r1c9–r9c1
	WindowHouse             // Windoku: a window (1–4 drawn, 5–9 implied by them)
)

// House is nine cells that hold each digit once.
type House struct {
	Kind  HouseKind
	Index int    // 0-based among the houses of its kind
	Cells [9]int // in increasing order
}

// Name names the house for players and logs: "row 1", "column 3", "box 5",
// "region 2", "diagonal 1", "window 4".
func (h House) Name(v Variant) string {
	switch h.Kind {
	case RowHouse:
		return fmt.Sprintf("row %d", h.Index+1)
	case ColumnHouse:
		return fmt.Sprintf("column %d", h.Index+1)
	case RegionHouse:
		if v == Jigsaw {
			return fmt.Sprintf("region %d", h.Index+1)
		}
		return fmt.Sprintf("box %d", h.Index+1)
	case DiagonalHouse:
		return fmt.Sprintf("diagonal %d", h.Index+1)
	}
	return fmt.Sprintf("window %d", h.Index+1)
}

// Geometry is a variant as data: the houses of its cells and, for Killer,
// the cages. A Geometry is built by one of the constructors below, which
// validate it, and is never changed afterwards, so it may be shared by
// goroutines.
type Geometry struct {
	Variant Variant
	// Regions gives the region (0–8) of each cell: the boxes, or the jigsaw
	// regions.
	Regions [81]uint8
	// Houses are the rows (0–8), the columns (9–17), the regions (18–26),
	// then the diagonals or windows.
	Houses []House
	// Cages are the Killer cages, each with its cells in increasing order,
	// ordered by their first cell. Other variants have none.
	Cages []Cage

	cageOf    [81]int8  // index of the cell's cage, -1 for none
	houseOf   [81][]int // the houses of each cell
	peers     [81][]uint8
	peerSet   [81]cellSet
	cageCombo [][]Mask  // for each cage, the digit sets that fit its size and sum
	shared    [][]uint8 // shared[a][b]: how many cells houses a and b share
	pairs     [][2]int  // the pairs of houses sharing two cells or more (locked candidates)
}

// CageOf returns the index in Cages of cell c's cage, or -1.
func (g *Geometry) CageOf(c int) int { return int(g.cageOf[c]) }

// HousesOf returns the indices in Houses of the houses of cell c.
func (g *Geometry) HousesOf(c int) []int { return g.houseOf[c] }

// Peers returns the cells that see cell c: those sharing a house or a cage
// with it, in increasing order.
func (g *Geometry) Peers(c int) []uint8 { return g.peers[c] }

// Sees reports whether cells a and b share a house or a cage.
func (g *Geometry) Sees(a, b int) bool { return g.peerSet[a].has(b) }

// CageCombinations returns the sets of distinct digits that fill cage k:
// as many digits as the cage has cells, adding up to its sum.
func (g *Geometry) CageCombinations(k int) []Mask { return g.cageCombo[k] }

// boxRegions are the classic boxes as regions.
func boxRegions() [81]uint8 {
	var r [81]uint8
	for c := range r {
		r[c] = uint8(c/27*3 + c%9/3)
	}
	return r
}

// ClassicGeometry returns the classic game's geometry: rows, columns, boxes.
func ClassicGeometry() *Geometry {
	g, _ := newGeometry(Classic, boxRegions(), nil)
	return g
}

// XGeometry returns X-Sudoku's geometry: the classic houses and the two long
// diagonals.
func XGeometry() *Geometry {
	g, _ := newGeometry(XSudoku, boxRegions(), nil)
	return g
}

// WindokuGeometry returns Windoku's geometry: the classic houses, the four
// windows whose top-left cells are r2c2, r2c6, r6c2 and r6c6 (Houses 27–30,
// the ones drawn), and the five windows they imply (31–35): rows 1, 5, 9 or
// columns 1, 5, 9 crossed with the others' groups (docs/variants.md).
func WindokuGeometry() *Geometry {
	g, _ := newGeometry(Windoku, boxRegions(), nil)
	return g
}

// JigsawGeometry returns the geometry of a Jigsaw whose cell c is in region
// regions[c]: nine connected regions of nine cells, numbered 0–8. A layout
// that is not such a partition gives a *RegionError.
func JigsawGeometry(regions [81]uint8) (*Geometry, error) {
	return newGeometry(Jigsaw, regions, nil)
}

// KillerGeometry returns the geometry of a Killer with these cages over the
// classic houses. A cage must be connected, have 1–9 cells that no other
// cage has, and a sum that distinct digits can make, or a *CageError says
// which rule it breaks. Cages need not cover the grid.
func KillerGeometry(cages []Cage) (*Geometry, error) {
	return newGeometry(Killer, boxRegions(), cages)
}

// GeometryOf returns the geometry of a variant without data of its own
// (classic, X-Sudoku, Windoku); Jigsaw and Killer need their regions or
// cages (JigsawGeometry, KillerGeometry), so GeometryOf returns nil for them.
// The geometry is made once and shared by every caller (a Geometry is
// never changed: the generator asks for it at every attempt).
func GeometryOf(v Variant) *Geometry {
	switch v {
	case Classic:
		return sharedClassic()
	case XSudoku:
		return sharedX()
	case Windoku:
		return sharedWindoku()
	}
	return nil
}

var (
	sharedClassic = sync.OnceValue(ClassicGeometry)
	sharedX       = sync.OnceValue(XGeometry)
	sharedWindoku = sync.OnceValue(WindokuGeometry)
)

// RegionError says why a jigsaw layout is not nine connected regions of nine
// cells.
type RegionError struct {
	Region int    // 0–8; -1 when the error is about a cell
	Cell   int    // the cell at fault, or -1
	Size   int    // the region's size, for a region of the wrong size
	Reason string // "size", "disconnected" or "number"
}

func (e *RegionError) Error() string {
	switch e.Reason {
	case "size":
		return fmt.Sprintf("region %d has %d cells, expected 9", e.Region+1, e.Size)
	case "disconnected":
		return fmt.Sprintf("region %d is not connected: %s is cut off from the rest", e.Region+1, CellName(e.Cell))
	}
	return fmt.Sprintf("%s is in region %d, expected 1 to 9", CellName(e.Cell), e.Region+1)
}

// CageError says why a Killer cage is not valid.
type CageError struct {
	Cage   int // index of the cage among those given
	Cell   int // the cell at fault, or -1
	Other  int // for an overlap, the other cage holding Cell
	Sum    int
	Size   int
	Reason string // "cell", "size", "sum", "givens", "disconnected", "repeat" (Cell named twice in the cage) or "overlap"
}

func (e *CageError) Error() string {
	switch e.Reason {
	case "cell":
		return fmt.Sprintf("cage %d has a cell %d, outside the grid", e.Cage+1, e.Cell)
	case "size":
		return fmt.Sprintf("cage %d has %d cells, expected 1 to 9", e.Cage+1, e.Size)
	case "sum":
		return fmt.Sprintf("cage %d: no %d different digits add up to %d", e.Cage+1, e.Size, e.Sum)
	case "givens":
		return fmt.Sprintf("cage %d: its givens (%s first) leave no %d different digits adding up to %d", e.Cage+1, CellName(e.Cell), e.Size, e.Sum)
	case "disconnected":
		return fmt.Sprintf("cage %d is not connected: %s is cut off from the rest", e.Cage+1, CellName(e.Cell))
	case "repeat":
		return fmt.Sprintf("cage %d names %s twice", e.Cage+1, CellName(e.Cell))
	}
	return fmt.Sprintf("cages %d and %d both hold %s", e.Other+1, e.Cage+1, CellName(e.Cell))
}

// neighbours4 calls fn with the cells that share a side with cell c.
func neighbours4(c int, fn func(int)) {
	r, k := c/9, c%9
	if r > 0 {
		fn(c - 9)
	}
	if r < 8 {
		fn(c + 9)
	}
	if k > 0 {
		fn(c - 1)
	}
	if k < 8 {
		fn(c + 1)
	}
}

// firstCutOff returns a cell of cells that is not connected (by sides, within
// cells) to the first one, or -1 when all are connected.
func firstCutOff(cells []int) int {
	var in, seen cellSet
	for _, c := range cells {
		in.add(c)
	}
	stack := []int{cells[0]}
	seen.add(cells[0])
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		neighbours4(c, func(n int) {
			if in.has(n) && !seen.has(n) {
				seen.add(n)
				stack = append(stack, n)
			}
		})
	}
	for _, c := range cells {
		if !seen.has(c) {
			return c
		}
	}
	return -1
}

// comboTable[n][s] lists the sets of n distinct digits adding up to s.
var comboTable = func() (t [10][46][]Mask) {
	for m := Mask(0); m <= AllDigits; m += 2 {
		n, s := 0, 0
		for d := 1; d <= 9; d++ {
			if m&(1<<d) != 0 {
				n++
				s += d
			}
		}
		t[n][s] = append(t[n][s], m)
	}
	return t
}()

// CageCombos returns the sets of n distinct digits adding up to sum (none
// when no set does). The slice is shared: do not change it.
func CageCombos(n, sum int) []Mask {
	if n < 0 || n > 9 || sum < 0 || sum > 45 {
		return nil
	}
	return comboTable[n][sum]
}

func newGeometry(v Variant, regions [81]uint8, cages []Cage) (*Geometry, error) {
	g := &Geometry{Variant: v, Regions: regions}
	var members [9][]int
	for c, r := range regions {
		if r > 8 {
			return nil, &RegionError{Region: int(r), Cell: c, Reason: "number"}
		}
		members[r] = append(members[r], c)
	}
	for r, cells := range members {
		if len(cells) != 9 {
			return nil, &RegionError{Region: r, Cell: -1, Size: len(cells), Reason: "size"}
		}
		if c := firstCutOff(cells); c >= 0 {
			return nil, &RegionError{Region: r, Cell: c, Reason: "disconnected"}
		}
	}
	for i := 0; i < 9; i++ {
		row := House{Kind: RowHouse, Index: i}
		for j := 0; j < 9; j++ {
			row.Cells[j] = i*9 + j
		}
		g.Houses = append(g.Houses, row)
	}
	for i := 0; i < 9; i++ {
		col := House{Kind: ColumnHouse, Index: i}
		for j := 0; j < 9; j++ {
			col.Cells[j] = j*9 + i
		}
		g.Houses = append(g.Houses, col)
	}
	for r := 0; r < 9; r++ {
		h := House{Kind: RegionHouse, Index: r}
		copy(h.Cells[:], members[r])
		g.Houses = append(g.Houses, h)
	}
	switch v {
	case XSudoku:
		var d1, d2 House
		d1.Kind, d2.Kind, d2.Index = DiagonalHouse, DiagonalHouse, 1
		for i := 0; i < 9; i++ {
			d1.Cells[i], d2.Cells[i] = i*10, (i+1)*8
		}
		g.Houses = append(g.Houses, d1, d2)
	case Windoku:
		// The four windows drawn, then the five they imply: the rows (and
		// columns) of the grid fall in three groups, 2–4, 6–8 and 1, 5, 9,
		// and each group of rows crossed with each group of columns holds
		// every digit once (three rows hold each digit three times, two windows
		// hold it twice: the rest of the rows holds it once).
		groups := [3][3]int{{1, 2, 3}, {5, 6, 7}, {0, 4, 8}}
		for w, rc := range [9][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}} {
			h := House{Kind: WindowHouse, Index: w}
			k := 0
			for _, r := range groups[rc[0]] {
				for _, c := range groups[rc[1]] {
					h.Cells[k] = r*9 + c
					k++
				}
			}
			g.Houses = append(g.Houses, h)
		}
	}
	for h, house := range g.Houses {
		for _, c := range house.Cells {
			g.houseOf[c] = append(g.houseOf[c], h)
			for _, p := range house.Cells {
				if p != c {
					g.peerSet[c].add(p)
				}
			}
		}
	}
	g.shared = make([][]uint8, len(g.Houses))
	for a := range g.Houses {
		g.shared[a] = make([]uint8, len(g.Houses))
		for b := range g.Houses {
			if a == b {
				continue
			}
			n := 0
			for _, x := range g.Houses[a].Cells {
				if g.peerSet[x].has(g.Houses[b].Cells[0]) || x == g.Houses[b].Cells[0] {
					for _, y := range g.Houses[b].Cells {
						if x == y {
							n++
						}
					}
				}
			}
			g.shared[a][b] = uint8(n)
			if n >= 2 {
				g.pairs = append(g.pairs, [2]int{a, b})
			}
		}
	}
	for c := range g.cageOf {
		g.cageOf[c] = -1
	}
	if err := g.addCages(cages); err != nil {
		return nil, err
	}
	for c := 0; c < 81; c++ {
		for p := 0; p < 81; p++ {
			if g.peerSet[c].has(p) {
				g.peers[c] = append(g.peers[c], uint8(p))
			}
		}
	}
	return g, nil
}

// addCages validates the cages, then records them in g (sorted, with their
// combinations) and makes the cells of a cage peers.
func (g *Geometry) addCages(cages []Cage) error {
	owner := [81]int{}
	for c := range owner {
		owner[c] = -1
	}
	for k, cage := range cages {
		n := len(cage.Cells)
		if n < 1 || n > 9 {
			return &CageError{Cage: k, Cell: -1, Size: n, Sum: cage.Sum, Reason: "size"}
		}
		for _, c := range cage.Cells {
			if c < 0 || c >= 81 {
				return &CageError{Cage: k, Cell: c, Reason: "cell"}
			}
			if owner[c] == k {
				return &CageError{Cage: k, Cell: c, Reason: "repeat"}
			}
			if owner[c] >= 0 {
				return &CageError{Cage: k, Cell: c, Other: owner[c], Reason: "overlap"}
			}
			owner[c] = k
		}
		if len(CageCombos(n, cage.Sum)) == 0 {
			return &CageError{Cage: k, Cell: -1, Size: n, Sum: cage.Sum, Reason: "sum"}
		}
		if c := firstCutOff(cage.Cells); c >= 0 {
			return &CageError{Cage: k, Cell: c, Reason: "disconnected"}
		}
	}
	for _, cage := range cages {
		cells := append([]int(nil), cage.Cells...)
		sort.Ints(cells)
		g.Cages = append(g.Cages, Cage{Cells: cells, Sum: cage.Sum})
	}
	sort.Slice(g.Cages, func(a, b int) bool { return g.Cages[a].Cells[0] < g.Cages[b].Cells[0] })
	for k, cage := range g.Cages {
		g.cageCombo = append(g.cageCombo, CageCombos(len(cage.Cells), cage.Sum))
		for _, c := range cage.Cells {
			g.cageOf[c] = int8(k)
			for _, p := range cage.Cells {
				if p != c {
					g.peerSet[c].add(p)
				}
			}
		}
	}
	return nil
}

// Check reports the first pair of givens of p that see each other and hold
// the same digit, as a *ConflictError, and a cage whose givens already add up
// to more than its sum, or that cannot reach it, as a *CageError with reason
// "givens" and Cell its first given (its sum alone is possible: the geometry
// was built).
func (g *Geometry) Check(p Grid) error {
	for c := 0; c < 81; c++ {
		if p[c] == 0 {
			continue
		}
		if p[c] > 9 {
			return fmt.Errorf("%s holds %d, not a digit", CellName(c), p[c])
		}
		for _, q := range g.peers[c] {
			if int(q) > c && p[q] == p[c] {
				return &ConflictError{Digit: p[c], A: c, B: int(q)}
			}
		}
	}
	for k, cage := range g.Cages {
		var placed Mask
		first := -1
		for _, c := range cage.Cells {
			if p[c] != 0 {
				placed |= 1 << p[c]
				if first < 0 {
					first = c
				}
			}
		}
		ok := false
		for _, m := range g.cageCombo[k] {
			if m&placed == placed {
				ok = true
				break
			}
		}
		if !ok {
			return &CageError{Cage: k, Cell: first, Size: len(cage.Cells), Sum: cage.Sum, Reason: "givens"}
		}
	}
	return nil
}
